/* cli.h - the bao command: its options, its commands, and the one loop over
 * every game of every file.  Not part of the library. */
#ifndef BAO_CLI_H
#define BAO_CLI_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <time.h>

#include "bao/bao.h"
#include "bao/record.h"
#include "bao/replay.h"
#include "bao/view.h"

/* An option in a command's own table (the command's file, a list ended
 * by {NULL}): its name, whether it takes a value (2: one each time it is
 * given, as --rule), and where the value goes: set(base, value, option),
 * base being the command's own options, or cli_common for an entry of the
 * shared table (cli_options.c); without `set` it is a flag, the int at
 * `at` set to 1.  An entry CLI_USE(NAME) takes the shared table's option
 * of that name.  The order of a table is the order "did you mean" tries. */
typedef struct cli_option cli_option;
struct cli_option {
  const char *name;
  int value;
  int (*set)(void *base, const char *v, const cli_option *opt);
  size_t at;        /* offsetof the field set                           */
  long lo, hi;      /* a number's range; --format: the formats taken    */
  const char *says; /* how a value refused is said                      */
};
#define CLI_SHARED ((size_t)-1)
#define CLI_USE(name) {name, 0, NULL, CLI_SHARED, 0, 0, NULL}

/* The shared options (cli_options.c), ended by {NULL}: the game, the
 * records read, the output, the language, and the analysing commands'
 * depth, time, cores and parts. */
extern const cli_option cli_shared_options[];

/* The readers of values for the commands' tables: a whole number from lo
 * to hi into the int at `at` (cli_set_long: a long; cli_set_u64: a
 * uint64_t from lo to 2^hi, hi 0: 2^64 - 1), --format (lo: the bits
 * CLI_F(enum cli_format) taken), --theme (enum bao_theme), and a name of
 * a dialect (the int at `at`); cli_set_text keeps the value (a const
 * char *).  Each says opt->says of a value refused. */
int cli_set_int(void *base, const char *v, const cli_option *opt);
int cli_set_long(void *base, const char *v, const cli_option *opt);
int cli_set_u64(void *base, const char *v, const cli_option *opt);
int cli_set_format(void *base, const char *v, const cli_option *opt);
int cli_set_theme(void *base, const char *v, const cli_option *opt);
int cli_set_dialect(void *base, const char *v, const cli_option *opt);
int cli_set_text(void *base, const char *v, const cli_option *opt);
#define CLI_F(x) (1L << (x))

enum cli_format { CLI_DEFAULT, CLI_TEXT, CLI_YAML, CLI_ASCII, CLI_SVG,
                  CLI_AP,  /* random --format ap */
                  CLI_HTML /* openings --format html */ };

/* A command: its name, what runs it, its own options, and its files (0:
 * none; 1: one; 2: one or more; 3: any number).  The table is main.c's. */
typedef struct cli_common cli_common;
typedef struct cli_command {
  const char *name;
  int (*run)(cli_common *o);
  const cli_option *options;
  int files;
} cli_command;

/* What the commands share: the command line, the values of the shared
 * options, and what the analysing commands' plumbing (cli_jobs.c) keeps.
 * Each command keeps its own options in a struct of its own. */
struct cli_common {
  const cli_command *cmd;
  const char *command;
  int argc;            /* the command line, read by cli_parse          */
  char **argv;
  const char **files;
  int n_files;
  /* the game */
  const char *position;
  int variant;         /* --variant, or -1                               */
  const char **rules;  /* --rule NAME=VALUE, in order                     */
  size_t n_rules;
  bao_rules base;      /* the variant and the rules, for a position      */
  /* the records read */
  int dialect;         /* --dialect, or -1                               */
  int from_format;     /* --from-format: enum bao_format (AUTO: guess)    */
  uint64_t budget;     /* --budget LAPS: the walk's lap budget (0: the
                          default, BAO_LAP_BUDGET)                       */
  int strict;          /* --strict                                       */
  const char *output;  /* -o FILE|DIR                                    */
  int output_stdout;   /* -o - was given (output is NULL: standard output) */
  const char *lang;    /* --lang LL: the language of sentences, or NULL  */
  /* the analysing commands */
  int depth;           /* --depth N, or -1 (cli_depth)                   */
  double seconds;      /* --time, or 0 (the default)                     */
  int time_bare;       /* --time was a bare number: each command's old
                          unit (cli_time_seconds, cli_time_ms)           */
  double game_seconds; /* a game's budget without --time, the command's
                          own (drill's), or 0: CLI_ANALYSIS_SECONDS      */
  int jobs;            /* --jobs N, or 0 (the cores the process may use) */
  int shard_k, shard_n; /* --shard K/N, or 0 (every game)                */
  int game;            /* --game N: only game N of each file, or 0       */
  int engine;          /* --engine: the engine judges each ply too, and
                          --time is its time a ply (cli_engine.c)        */
};

/* The command line of o->cmd read into o (its shared options) and `own`
 * (the command's options, NULL when it has none), then the rules of a
 * position and the language set up; 0, or 2 after a usage error
 * (main.c). */
int cli_parse(cli_common *o, void *own);

/* The whole help (cli_usage.c), and the entries only a command's help
 * has room for. */
void cli_print_help(FILE *out);
/* The dialects' (dialects != 0) or the variants' names joined into buf,
 * from the library's tables (cli_usage.c); returns buf. */
const char *cli_names(char *buf, size_t size, int dialects, const char *sep,
                      const char *last, int noted, const char *note);
extern const char cli_usage_extra[];

/* bao: <what>[: <arg>] and the hint to --help; returns 2. */
int cli_usage_error(const char *what, const char *arg);

/* The position of --position (the start of the game without it) under
 * o->base; 0, or 2 with the position line and a caret on standard error
 * (main.c). */
int cli_position(const cli_common *o, bao_position *p);

/* The walk's options from the command line. */
bao_replay_opts cli_replay_opts(const cli_common *o);

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
int cli_walk_files(const cli_common *o, bao_walk *w, bao_check_ctx *diag,
                   const cli_files *hooks);

/* A walk with the diagnostics renderer (context diag) first; NULL with a
 * message on standard error. */
bao_walk *cli_new_walk(const bao_replay_opts *ro, bao_check_ctx *diag);

/* Every game of every file of o->files walked with renderer `r` (context
 * ctx), after the diagnostics, which show errors only, on standard error;
 * standard output is flushed and checked at the end (cli_views.c).  Flags:
 * the events of each move, each ply judged within --depth moves. */
#define CLI_VIEW_EVENTS 1
#define CLI_VIEW_ANALYSIS 2
/* ... and without --depth, each game judged under the time budget
 * (--time: annotate's; the other views judge at cli_depth) */
#define CLI_VIEW_BUDGET 4
/* ... and on a terminal, at a fixed depth, games done and time left */
#define CLI_VIEW_PROGRESS 8
int cli_view_files(const cli_common *o, const bao_renderer *r, void *ctx,
                   const cli_files *hooks, int flags);

/* An output file written whole or not at all (cli_out.c): through a
 * temporary file beside it (beside a symbolic link's target), renamed
 * over it on success; a device, a FIFO or a descriptor (/dev/stdout) is
 * written straight through.  One temporary file at a time: SIGINT,
 * SIGTERM and SIGHUP remove it and exit 2. */
typedef struct cli_out {
  FILE *f;          /* where to write                                   */
  const char *path; /* the file, or NULL for standard output            */
  char *target;     /* the file renamed onto (a link's target)          */
  char *tmp;        /* the temporary file                               */
  int direct;       /* written straight through                         */
} cli_out;

/* Opens `path` (NULL: standard output), refusing one of o's inputs; 0,
 * or 2 with a message. */
int cli_out_open(cli_out *out, const char *path, const cli_common *o);

/* The same for a name bao made inside an output folder (site, html -o
 * DIR/, diagram --all -o DIR): a link there is replaced, not followed;
 * what is neither a file nor a link is refused with its name. */
int cli_out_open_in_folder(cli_out *out, const char *path, const cli_common *o);

/* Makes the output folder `dir` (a name ending in '/' may be given);
 * 0 when it is a folder now, made by us or by another process (the
 * parts of one run, --shard K/N on several workers, make the same folder
 * at once), else 2 with "bao: -o DIR: cannot make the directory: why". */
int cli_make_dir(const char *dir);

/* Closes it: renamed over its name when `ok`, removed otherwise; 0, or 2
 * with a message (the exact file and the system's reason). */
int cli_out_close(cli_out *out, int ok);

/* First thing in main: descriptors 0-2 that are closed taken by
 * /dev/null (using them still fails), SIGXFSZ ignored (a file over
 * `ulimit -f` is a write error said with its reason). */
void cli_io_init(void);

/* "records/x.yaml" -> "x" into buf ("-": "stdin" when `stdin_name`):
 * what names the outputs of an input among several into one -o DIR. */
void cli_stem(const char *path, int stdin_name, char *buf, size_t size);

/* Whether the inputs' stems name their outputs in -o DIR apart; 0, or 2
 * with a message naming two inputs whose outputs would overwrite each
 * other ("DIR/STEM" then `pattern`, as in "-game-N.html").  With
 * `game_part`, X-game-N.yaml clashes with X.yaml too (diagram's names). */
int cli_stems_apart(const cli_common *o, int stdin_name, int game_part,
                    const char *pattern);

/* A temporary file in $TMPDIR (tmpfile() would ignore it), named
 * STEM.XXXXXX and removed at once: it lives as long as it is open; NULL
 * with errno (cli_records.c). */
FILE *cli_temporary(const char *stem);

/* Flushes standard output; 0, or 2 with "bao: standard output: <why>". */
int cli_stdout_done(void);

/* Whether a write to standard output has failed: time to stop. */
int cli_stdout_failed(void);

/* A sink on standard output for a renderer (NULL: out of memory): on a
 * terminal each piece shows as soon as it is told; into a file or a pipe
 * it is written in blocks (a write per ply was a tenth of annotate's
 * time).  The library leaves that choice to the program. */
bao_sink *cli_stdout_sink(void);

/* A sink on standard error for diagnostics (NULL: out of memory, said):
 * each written at once, in its place among the command's own messages. */
bao_sink *cli_stderr_sink(void);

/* --depth of solve, analyze, puzzles, annotate and html: moves of each
 * side the exact search looks ahead (cli_records.c). */
#define CLI_DEFAULT_DEPTH 3
int cli_depth(const cli_common *o);

/* The command line that helps (cli_help.c).  How close a name typed is
 * to one of ours: its edit distance (case aside), or -1 when too far to
 * suggest it. */
int cli_closeness(const char *typed, const char *name);

/* One command's help, cut out of the whole help `help`: its block as
 * "usage: bao NAME ...", then the option entries whose option `takes`
 * says the command takes (it gets the option's name, as "--depth" or
 * "-h").  Returns 0 when the help has no block for the command. */
typedef struct cli_help_query {
  const char *name;
  int (*takes)(const char *option, const void *ctx);
  const void *ctx;
} cli_help_query;
int cli_help_command(const char *help, const cli_help_query *q, FILE *out);

/* The commands, and their own options (the shared ones they take among
 * them). */
extern const cli_option cli_perft_options[], cli_random_options[],
  cli_check_options[], cli_replay_options[], cli_convert_options[],
  cli_annotate_options[], cli_diagram_options[], cli_html_options[],
  cli_solve_options[], cli_analyze_options[], cli_puzzles_options[],
  cli_drill_options[], cli_search_options[], cli_dedup_options[],
  cli_openings_options[], cli_stats_options[], cli_site_options[],
  cli_play_options[], cli_best_options[];
int cli_perft(cli_common *o);
int cli_check(cli_common *o);
int cli_replay(cli_common *o);
int cli_convert(cli_common *o);
int cli_annotate(cli_common *o);
int cli_diagram(cli_common *o);
int cli_html(cli_common *o);
/* The engine in WebAssembly that pages hold, or NULL in a build without
 * it (cli_html.c: the program's one copy). */
const struct bao_html_engine *cli_engine(void);
/* What went wrong with a walk's pages (h->failed), said on standard
 * error; whether it was only games over a page's bound, the others'
 * pages written (cli_html.c). */
struct bao_html_ctx;
void cli_html_said(const struct bao_html_ctx *h);
int cli_html_refused(const struct bao_html_ctx *h);
int cli_random(cli_common *o);
int cli_solve(cli_common *o);    /* cli_analysis.c */
/* --time: 0, or 2 (usage) */
int cli_set_time(void *base, const char *v, const cli_option *opt);
void cli_said_unjudged(const cli_common *o, const bao_walk *w);
int cli_analyze(cli_common *o);
int cli_puzzles(cli_common *o);
/* bao drill (cli_drill.c) */
int cli_drill(cli_common *o);
int cli_search(cli_common *o);   /* cli_search.c */
int cli_dedup(cli_common *o);

/* Without --depth, analyze, annotate and html judge each game's plies
 * as deep as a budget of processor time allows (--time SECONDS, or the
 * default; docs/analysis.md): the clock (cli_analysis.c), its deepening
 * options (cli_clock_deepen, with progress on a terminal named after
 * `command`), the solver's stop function, and what the run did not do
 * said on stderr (`unjudged`: what the plies judged at no depth carry,
 * with "; ", or ""). */
typedef struct cli_clock {
  const char *command;
  double seconds;
  clock_t deadline;
  _Atomic int out;   /* the budget ran out in some game (any thread)     */
  int tty;           /* progress shown on stderr                         */
  clock_t shown;     /* when it was last shown                           */
  int shown_depth;
  struct cli_pool *pool; /* --jobs: the threads of a pass (cli_jobs.c)   */
  int games, game_no; /* the file's games judged, and the one at        */
} cli_clock;
struct bao_deepen_opts;
int cli_no_time(const cli_common *o); /* --depth and --time: 2 (usage), or 0  */
void cli_clock_deepen(const cli_common *o, const char *command, cli_clock *c,
                      struct bao_deepen_opts *d);
int cli_clock_stop(void *ctx, uint64_t nodes);
void cli_clock_said(const cli_clock *c, int shallowest, int deepest,
                    size_t capped, const char *unjudged);
void cli_walk_deepen(const cli_common *o, bao_replay_opts *ro, cli_clock *c,
                     struct bao_deepen_opts *d);
void cli_walk_said(const cli_common *o, const bao_walk *w, const cli_clock *c);
/* the commands over a collection (cli_collect.c); the tree's
 * depth without --plies, and the analysis' depth of stats and of the
 * site's pages without --depth: small, so that a collection of 100,000
 * games (stats) or 1,000 pages (site) is done in seconds. */
#define CLI_OPENING_PLIES 6
#define CLI_STATS_DEPTH 0 /* no analysis: 8.6x check at depth 1 */
/* bao site: the games that are the same game, as bao dedup groups them
 * (the file's number for bao_dedup_ctx, cli_dedup.c); and the analysis
 * of a teaching page, bao html's and bao site's alike (cli_analysis.c):
 * at cli_depth, or without --depth under html's time budget. */
void cli_dedup_file(void *ctx, const char *path, bao_reader *rd);
/* bao, bao --help: the commands in groups (cli_usage.c) */
void cli_print_short_help(FILE *out);
void cli_page_analysis(const cli_common *o, bao_replay_opts *ro, cli_clock *c,
                       struct bao_deepen_opts *d);
/* analyze, annotate and html --engine (cli_engine.c).  The
 * engine of a run, thinking --time MS of processor time per ply (default
 * CLI_ENGINE_MS), with `solver` for the lengths of exact results (NULL:
 * one of its own), or NULL with a message; what it could not judge is
 * said on stderr by cli_engine_free. */
#define CLI_ENGINE_MS 200.0
/* The plies of a game the engine judges at most (engine_judge.h): with
 * the time per ply, the bound of a game's work whatever its length. */
#define CLI_ENGINE_GAME_PLIES 500
/* The engine's clock (cli_engine.c): `ms` milliseconds of the calling
 * thread's processor time from cli_ms_clock_start (0: no limit), and its
 * stop function for bao_player_set_stop: one for --engine's plies and
 * for each thread of bao best. */
typedef struct cli_ms_clock {
  double ms;
  double deadline;
} cli_ms_clock;
void cli_ms_clock_start(cli_ms_clock *c);
int cli_ms_clock_stop(void *ctx, uint64_t nodes);
struct bao_engine_opts *cli_engine_new(const cli_common *o, bao_solver *solver);
void cli_engine_free(const cli_common *o, struct bao_engine_opts *e);
int cli_openings(cli_common *o);

/* cli_jobs.c: --time as a duration ("500ms", "2s", "1m"; a bare number:
 * *bare, the command's old unit, said by a warning when read), in
 * seconds; 0 when it is none. */
int cli_duration(const char *v, double *seconds, int *bare);
double cli_time_seconds(const cli_common *o); /* 0: no --time                 */
double cli_time_ms(const cli_common *o);      /* 0: no --time                 */
/* a game's budget without --time (cli.game_seconds, or the default) */
double cli_game_seconds(const cli_common *o);
/* --jobs, or the cores the process may use (sched_getaffinity). */
#define CLI_JOBS_MAX 64
int cli_jobs(const cli_common *o);
/* --shard K/N: 0, or 2 */
int cli_set_shard(void *base, const char *v, const cli_option *opt);
/* With more than one job, each pass of the deepening (d, whose ctx is c)
 * judged on that many threads, each solver with `laps`; 0, or 2 with a
 * message.  cli_clock_end frees the threads' solvers. */
int cli_pool_attach(const cli_common *o, cli_clock *c,
                    struct bao_deepen_opts *d, uint64_t laps);
void cli_clock_end(cli_clock *c);
/* Without --time, each game's budget: CLI_ANALYSIS_SECONDS of processor
 * time, but a file of more than CLI_FILE_GAMES games shares
 * CLI_FILE_GAMES budgets among its games (said on stderr). */
#define CLI_ANALYSIS_SECONDS 20.0
#define CLI_FILE_GAMES 3
void cli_clock_file(const cli_common *o, cli_clock *c, const char *path);
typedef struct cli_budget_hooks {
  cli_files outer, inner;
  const cli_common *o;
  cli_clock *c;
} cli_budget_hooks;
/* The caller's hooks (may be NULL) with the file's budget set first. */
const cli_files *cli_budget_hooks_init(cli_budget_hooks *b, const cli_common *o,
                                       cli_clock *c, const cli_files *inner);
/* A line on a terminal (stderr, or BAO_PROGRESS=1) for commands that
 * judge at a fixed depth: games done of the input's, and the time left
 * at the pace so far; NULL when not shown. */
typedef struct cli_progress cli_progress;
cli_progress *cli_progress_new(const cli_common *o, bao_walk *w);
void cli_progress_free(cli_progress *p);
int cli_progress_tty(void);
/* The games of the run on --jobs threads at a fixed depth (cli_games.c):
 * the command's renderer `r` with a context per worker, `make` writing to
 * `out` (NULL: out of memory), `done` adding a worker's counts to the
 * command's and freeing it (0: it had failed). */
typedef struct cli_games {
  const bao_renderer *r;
  void *(*make)(void *arg, bao_sink *out);
  int (*done)(void *arg, void *ctx);
  void *arg;
} cli_games;
/* Whether the run may go so: more than one job, no standard input. */
int cli_games_parallel(const cli_common *o);
/* As cli_view_files, the output into `out` in the order of the input,
 * byte for byte that of one thread. */
int cli_games_walk(const cli_common *o, const cli_games *spec, bao_sink *out,
                   const cli_files *hooks, int flags);
/* The games of the run walked (cli_jobs.c): --game N of each file (html
 * picks its page itself), and --shard K/N: the K-th of N runs of games
 * in the order of the input (counted first: not on standard input), so
 * that the outputs of the N shards, put end to end, are the output of
 * one run. */
typedef struct cli_pick {
  int game;
  int asked;    /* --game N, html's too (a file without it: an error)  */
  long lo, hi;  /* the shard's games, numbered from 0 (hi < 0: all)    */
  long seq;     /* the games met so far                                */
} cli_pick;
/* 0, or 2 with a message */
int cli_pick_init(cli_pick *p, const cli_common *o);
int cli_picked(cli_pick *p, const bao_game *g);
/* What the record walk counts as a game (cli_records.c). */
int cli_is_a_game(const bao_game *g);
/* cli_said_unjudged for a count of plies. */
void cli_said_unjudged_n(const cli_common *o, size_t n);
/* Of those, the plies their game's node budget left (BAO_GAME_NODES). */
void cli_said_game_cut(const cli_common *o, size_t n);
int cli_stats(cli_common *o);
int cli_site(cli_common *o);
/* site --shard K/N's marks of its games [lo, hi) into DIR/ (dir ends in
 * '/'), and site --merge's reading of every part's into c (their names
 * into *names), done with once the site is made (removed when `made`);
 * 0, or 2 with a message (cli_site_parts.c). */
struct bao_collection;
int cli_site_marks_write(const char *dir, const cli_common *o,
                         const struct bao_collection *c, size_t lo,
                         size_t hi);
int cli_site_marks_merge(const char *dir, struct bao_collection *c,
                         char ***names, size_t *n_names);
void cli_site_marks_done(const char *dir, char **names, size_t n, int made);
/* fn(items + t * size) for t < n (n <= CLI_JOBS_MAX): the first on this
 * thread, the others on threads of their own, all joined; 0, or 2 when
 * a thread could not start (said; then the first is not run either, and
 * the caller's status is 2) (cli_jobs.c). */
int cli_threads(void *(*fn)(void *), void *items, size_t size, int n);
/* a game against the computer (cli_play.c) */
int cli_play(cli_common *o);
/* bao best, the engine's best move (cli_best.c) */
int cli_best(cli_common *o);


/* The language of sentences (cli_lang.c): whether --lang's value is a
 * language code ("sw", "fr", "pt_BR"), and the language set, from `lang`
 * or else the environment, with the catalogs found (annotate and html
 * call it; without a translation in that language, English). */
int cli_lang_valid(const char *lang);
void cli_lang_init(const char *lang);

#endif
