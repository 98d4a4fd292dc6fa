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
  int format;          /* annotate/diagram --format: enum cli_format      */
  int ply;             /* diagram --ply N (0: the start), or -1           */
  int all;             /* diagram --all                                   */
  int every;           /* diagram --every K, or 0                         */
  int flip;            /* diagram --flip: North's view                    */
  int dots;            /* diagram --dots N: seeds as dots up to N         */
  long games;          /* random --games N, or -1 when not given          */
  uint64_t seed;       /* random --seed S                                 */
  int have_seed;       /* random: 1 once --seed was given                 */
  long max_plies;      /* random --max-plies P, or -1 (the default, 1000) */
  const char **files;
  int n_files;
} cli;

enum cli_format { CLI_DEFAULT, CLI_TEXT, CLI_YAML, CLI_ASCII, CLI_SVG };

int bao_cmd_check(const cli *o);
int bao_cmd_annotate(const cli *o);
int bao_cmd_diagram(const cli *o);
int bao_cmd_replay(const cli *o);
int bao_cmd_convert(const cli *o);
int bao_cmd_random(const cli *o);

#endif
