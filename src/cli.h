/* cli.h - the bao command: its options, its commands, and the one loop over
 * every game of every file.  Not part of the library. */
#ifndef BAO_CLI_H
#define BAO_CLI_H

#include "bao.h"
#include "record.h"
#include "replay.h"
#include "view.h"

/* Every option, as a bit: a command lists the options it takes. */
enum cli_option {
  O_POSITION = 1 << 0, O_DEPTH = 1 << 1, O_RULE = 1 << 2,
  O_VARIANT = 1 << 3, O_DIALECT = 1 << 4, O_FROM = 1 << 5, O_TO = 1 << 6,
  O_OUTPUT = 1 << 7, O_FORMAT = 1 << 8, O_PLY = 1 << 9, O_ALL = 1 << 10,
  O_EVERY = 1 << 11, O_FLIP = 1 << 12, O_DOTS = 1 << 13, O_GAMES = 1 << 14,
  O_SEED = 1 << 15, O_MAX_PLIES = 1 << 16, O_STRICT = 1 << 17,
  O_SUGGEST = 1 << 18, O_POSITIONS = 1 << 19
};

enum cli_format { CLI_DEFAULT, CLI_TEXT, CLI_YAML, CLI_ASCII, CLI_SVG };

typedef struct cli {
  const char *command;
  const char *position;
  int depth;           /* --depth N, or -1                               */
  int variant;         /* --variant, or -1                               */
  const char **rules;  /* --rule NAME=VALUE, in order                     */
  size_t n_rules;
  bao_rules base;      /* the variant and the rules, for a position      */
  int dialect;         /* --dialect, or -1                               */
  int from_dialect;    /* convert --from, or -1                          */
  int to;              /* convert --to: enum bao_format (AUTO: as read)   */
  const char *output;  /* -o FILE|DIR                                    */
  int format;          /* --format: enum cli_format                      */
  int ply;             /* diagram --ply N (0: the start), or -1           */
  int all;             /* diagram --all                                   */
  int every;           /* diagram --every K, or 0                         */
  int flip;            /* diagram --flip: North's view                    */
  int dots;            /* diagram --dots N: seeds as dots up to N         */
  long games;          /* random --games N, or -1                         */
  uint64_t seed;       /* random --seed S                                 */
  int have_seed;
  long max_plies;      /* random --max-plies P, or -1                     */
  int strict, suggest, positions;
  const char **files;
  int n_files;
} cli;

/* bao: <what>[: <arg>] and the hint to --help; returns 2. */
int cli_usage_error(const char *what, const char *arg);

/* The walk's options from the command line. */
bao_replay_opts cli_replay_opts(const cli *o);

/* What a command does around each file (any may be NULL): `begin` once
 * it is open, `end` after its last game, with its exit status, which end
 * returns (changed, if writing a summary failed). */
typedef struct cli_files {
  void (*begin)(void *ctx, const char *path, bao_reader *rd);
  int (*end)(void *ctx, const char *path, int status);
  void *ctx;
} cli_files;

/* Every game of every file of o->files, walked by `w`.  Diagnostics go
 * to `diag` (the walk's first renderer, bao_check_renderer, has it as its
 * context).  Returns the exit status: 0, 1 (a record has an error), 2 (a
 * file could not be read, or output could not be written). */
int cli_walk_files(const cli *o, bao_walk *w, bao_check_ctx *diag,
                   const cli_files *hooks);

/* A walk with the diagnostics renderer (context diag) first; NULL with a
 * message on standard error. */
bao_walk *cli_new_walk(const bao_replay_opts *ro, bao_check_ctx *diag);

/* The commands. */
int cli_check(const cli *o);
int cli_replay(const cli *o);
int cli_convert(const cli *o);
int cli_annotate(const cli *o);
int cli_diagram(const cli *o);
int cli_random(const cli *o);

#endif
