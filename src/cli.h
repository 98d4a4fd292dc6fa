/* cli.h - the bao command's options and its commands (not the library). */
#ifndef BAO_CLI_H
#define BAO_CLI_H

#include "bao.h"

typedef struct cli {
  const char *position;
  int depth;
  bao_rules rules;
  int dialect;         /* -1: as the record says                         */
  int to_dialect;      /* convert: the dialect written (-1: as read)      */
  int from_dialect;    /* convert --from: the dialect read (-1: record)    */
  int strict;
  int suggest;
  int positions;       /* replay --positions                              */
  int to;              /* convert --to: enum bao_format (AUTO: as read)   */
  const char *output;  /* -o FILE                                         */
  const char **files;
  int n_files;
} cli;

int bao_cmd_check(const cli *o);
int bao_cmd_replay(const cli *o);
int bao_cmd_convert(const cli *o);

#endif
