/* cli_analysis.c - the commands of exact analysis (docs/analysis.md):
 * bao solve (a position), bao analyze (every ply of the records) and bao
 * puzzles (the positions of the records with a unique shortest forced
 * win, written as YAML records), the last two renderers of the walk
 * (solve.h, puzzles.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "bao/notation.h"
#include "bao/solve.h"
#include "bao/puzzles.h"


static bao_solver *new_solver(void)
{
  bao_diag d;
  bao_solver *s = bao_solver_new(0, &d);
  if (!s)
    fprintf(stderr, "bao: %s\n", d.message);
  return s;
}

/* ---- bao solve ---------------------------------------------------------- */

/* A search the node budget cut: said, and its verdict "unknown", never
 * a guess (0); any other stop is a failure (2). */
static int unsolved(const bao_solver *s, const bao_diag *d, int depth)
{
  if (bao_solver_stopped(s) != BAO_SOLVER_OUT_OF_NODES) {
    fprintf(stderr, "bao: solve: %s\n", d->message);
    return 2;
  }
  fprintf(stderr, "bao: solve: not solved within %d moves: %s; the "
          "verdict is unknown\n", depth, d->message);
  return 0;
}

/* <token>\t<verdict>\t<n> per legal move, in the order of bao moves. */
static int solve_all(bao_solver *s, const bao_position *p, int depth,
                     enum bao_dialect dialect)
{
  bao_move_verdict v[BAO_MAX_MOVES];
  char token[BAO_DIALECT_TOKEN_MAX];
  bao_movelist list;
  bao_diag d;
  int i, count;
  if (!bao_solve_moves(s, p, depth, v, &count, &d)) {
    if (unsolved(s, &d, depth))
      return 2;
    bao_position_moves(p, &list);
    for (i = 0; i < list.count; i++) {
      bao_move_token_in(p, &list.item[i].move, dialect, token, sizeof token);
      printf("%s\tunknown\t-\n", token);
    }
    return 0;
  }
  for (i = 0; i < count; i++) {
    bao_move_token_in(p, &v[i].move, dialect, token, sizeof token);
    printf("%s\t%s\t%d\n", token, bao_verdict_name(v[i].verdict), v[i].n);
  }
  if (count == 0) { /* as bao moves says it */
    bao_status st = bao_position_status(p, NULL);
    fprintf(stderr, "bao: %s has lost: %s\n",
            st.loser == BAO_SOUTH ? "South" : "North",
            bao_end_reason(st.why));
  }
  return 0;
}

/* <verdict>\t<n>\t<line> */
static int solve_one(bao_solver *s, const bao_position *p, int depth,
                     enum bao_dialect dialect)
{
  bao_solve_result r;
  bao_diag d;
  char line[BAO_PV_MAX * (BAO_DIALECT_TOKEN_MAX + 1)];
  if (!bao_solve(s, p, depth, &r, &d)) {
    if (unsolved(s, &d, depth))
      return 2;
    printf("unknown\t-\t\n");
    return 0;
  }
  bao_line_format_in(p, r.pv, r.pv_len, dialect, line, sizeof line);
  printf("%s\t%d\t%s\n", bao_verdict_name(r.verdict), r.n, line);
  return 0;
}

static enum bao_dialect dialect_of(const cli_common *o)
{
  return o->dialect >= 0 ? (enum bao_dialect)o->dialect
                         : BAO_DIALECT_DEVOOGT;
}

/* solve's own option: --all, every move's verdict */
const cli_option cli_solve_options[] = {
  CLI_USE("--position"), CLI_USE("--depth"), CLI_USE("--rule"),
  CLI_USE("--variant"), CLI_USE("--dialect"), {"--all", 0, NULL, 0, 0, 0, NULL},
  {NULL, 0, NULL, 0, 0, 0, NULL},
};

int cli_solve(cli_common *o)
{
  int all = 0;
  bao_position p;
  bao_solver *s;
  int rc = cli_parse(o, &all);
  if (rc || (rc = cli_position(o, &p)) != 0)
    return rc;
  if (!(s = new_solver()))
    return 2;
  bao_solver_set_nodes(s, BAO_SOLVE_NODES);
  /* --dialect D: the tokens of D (de Voogt's by default) */
  rc = all ? solve_all(s, &p, cli_depth(o), dialect_of(o))
              : solve_one(s, &p, cli_depth(o), dialect_of(o));
  bao_solver_free(s);
  return cli_stdout_done() ? 2 : rc;
}

/* ---- bao analyze -------------------------------------------------------- */

/* Without --depth, each game gets CLI_ANALYSIS_SECONDS of processor time
 * (docs/analysis.md, "Depth and the time budget"): enough, on one core of
 * a 2020s machine, for the 1994 game's decisive errors (plies 39-41, seen
 * from depth 10) with room to spare.  Processor time, not the wall clock:
 * the same run reaches the same depths on a loaded machine, and with
 * --jobs the time of every thread counts (cli_jobs.c). */

/* --time DURATION (cli_duration): o->seconds in seconds, or the bare
 * number as given (o->time_bare), which each command reads in its old
 * unit. */
int cli_set_time(void *base, const char *v, const cli_option *opt)
{
  cli_common *o = base;
  (void)opt;
  if (!cli_duration(v, &o->seconds, &o->time_bare))
    return cli_usage_error("--time takes a duration above 0 with its unit: "
                           "500ms, 2s, 1m", v);
  return 0;
}

static void budget_start(void *ctx)
{
  cli_clock *c = ctx;
  c->deadline = clock() + (clock_t)(c->seconds * CLOCKS_PER_SEC);
}

static int budget_spent(void *ctx)
{
  cli_clock *c = ctx;
  if (clock() < c->deadline)
    return 0;
  c->out = 1;
  return 1;
}

int cli_clock_stop(void *ctx, uint64_t nodes)
{
  (void)nodes;
  return budget_spent(ctx);
}

static void budget_progress(void *ctx, int depth, size_t ply, size_t plies)
{
  cli_clock *c = ctx;
  clock_t now;
  double left;
  if (!c->tty)
    return;
  if (depth == 0) { /* a game of the walk is judged (replay.h) */
    fprintf(stderr, "\r%70s\r", "");
    c->shown_depth = 0;
    c->game_no++;
    return;
  }
  /* a tenth of a second apart, or a new pass: shallow passes judge
     hundreds of plies a second, more than a terminal wants */
  now = clock();
  if (depth == c->shown_depth && now - c->shown < CLOCKS_PER_SEC / 10)
    return;
  c->shown = now;
  c->shown_depth = depth;
  left = (double)(c->deadline - now) / CLOCKS_PER_SEC +
         (c->games > c->game_no + 1 ? c->games - c->game_no - 1 : 0) *
           c->seconds;
  fprintf(stderr, "\r%s: game %d/%d, depth %d, ply %zu/%zu, %.0f s left "
          "at most   ", c->command, c->game_no + 1,
          c->games > c->game_no ? c->games : c->game_no + 1, depth, ply,
          plies, left > 0 ? left : 0);
}

int cli_no_time(const cli_common *o)
{
  if (o->depth >= 0 && o->seconds > 0)
    return cli_usage_error("--depth and --time: one or the other", NULL);
  return 0;
}

void cli_clock_deepen(const cli_common *o, const char *command, cli_clock *c,
                      bao_deepen_opts *d)
{
  memset(c, 0, sizeof *c);
  c->command = command;
  c->seconds = o->seconds > 0 ? cli_time_seconds(o) : cli_game_seconds(o);
  c->tty = cli_progress_tty();
  memset(d, 0, sizeof *d);
  d->max_depth = BAO_SOLVE_DEPTH_MAX;
  d->start = budget_start;
  d->spent = budget_spent;
  d->progress = budget_progress;
  d->ctx = c;
}

/* What a run under the budget did not do, said (never silent). */
void cli_clock_said(const cli_clock *c, int shallowest, int deepest,
                    size_t capped, const char *unjudged)
{
  const char *cmd = c->command;
  if (c->tty)
    fprintf(stderr, "\r%70s\r", "");
  if (deepest < 0)
    return;
  if (c->out && shallowest == deepest)
    fprintf(stderr, "bao: %s: the time budget (%g s of processor "
            "time a game) ran out: plies judged to depth %d (--time "
            "1m for more)\n", cmd, c->seconds, deepest);
  else if (c->out && shallowest < 0)
    fprintf(stderr, "bao: %s: the time budget (%g s of processor "
            "time a game) ran out: plies judged to depth %d at most, some "
            "not at all (%s--time 1m for more)\n", cmd, c->seconds,
            deepest, unjudged);
  else if (c->out)
    fprintf(stderr, "bao: %s: the time budget (%g s of processor "
            "time a game) ran out: plies judged to depth %d to %d "
            "(--time 1m for more)\n", cmd, c->seconds,
            shallowest, deepest);
  if (capped)
    fprintf(stderr, "bao: %s: %zu plies went no deeper: their "
            "search needs more than %d positions (the node budget of a "
            "ply) or its laps\n", cmd, capped, BAO_ANALYSIS_NODES);
}

/* --jobs at a fixed depth: a context per worker (cli_games.c), with a
 * solver as the command's; the command's context sums them. */
typedef struct analyze_jobs {
  bao_analyze_ctx *all;
  uint64_t laps;
} analyze_jobs;

static void *analyze_make(void *arg, bao_sink *out)
{
  const analyze_jobs *j = arg;
  bao_analyze_ctx *a = calloc(1, sizeof *a);
  if (!a || !(a->solver = new_solver())) {
    free(a);
    return NULL;
  }
  a->out = out;
  a->depth = j->all->depth;
  bao_solver_set_laps(a->solver, j->laps);
  bao_solver_set_nodes(a->solver, BAO_ANALYSIS_NODES);
  return a;
}

static int analyze_done(void *arg, void *ctx)
{
  bao_analyze_ctx *all = ((analyze_jobs *)arg)->all, *a = ctx;
  int ok = !a->failed;
  all->unjudged += a->unjudged;
  all->unsearched += a->unsearched;
  all->game_cut += a->game_cut;
  if (a->failed && !all->failed) {
    all->failed = 1;
    all->problem = a->problem;
  }
  bao_solver_free(a->solver);
  bao_analyze_ctx_free(a);
  free(a);
  return ok;
}

static int analyze_jobs_run(const cli_common *o, bao_analyze_ctx *a)
{
  analyze_jobs j;
  cli_games g = {&bao_analyze_renderer, analyze_make, analyze_done, NULL};
  int status;
  j.all = a;
  j.laps = o->budget;
  g.arg = &j;
  status = cli_games_walk(o, &g, a->out, NULL, CLI_VIEW_PROGRESS);
  return cli_stdout_done() ? 2 : status;
}

static int analyze_run(const cli_common *o, bao_analyze_ctx *a, cli_clock *c)
{
  cli_budget_hooks b;
  const cli_files *hooks = NULL;
  int status;
  if (o->depth >= 0 && !o->engine && cli_games_parallel(o))
    return analyze_jobs_run(o, a);
  if (o->depth < 0 && !o->engine) { /* --engine: at cli_depth (cli_engine.c) */
    cli_clock_deepen(o, "analyze", c, &a->deep);
    a->shallowest = BAO_SOLVE_DEPTH_MAX + 1;
    a->deepest = -1;
    bao_solver_set_stop(a->solver, cli_clock_stop, c);
    if (cli_pool_attach(o, c, &a->deep, o->budget))
      return cli_clock_end(c), 2;
    cli_budget_hooks_init(&b, o, c, NULL);
    hooks = &b.outer;
  }
  status = cli_view_files(o, &bao_analyze_renderer, a, hooks,
                          hooks ? 0 : CLI_VIEW_PROGRESS);
  if (o->depth < 0 && !o->engine)
    cli_clock_said(c, a->shallowest, a->deepest, a->capped, "depth=-; ");
  cli_clock_end(c);
  return status;
}

const cli_option cli_analyze_options[] = {
  CLI_USE("--depth"), CLI_USE("--rule"), CLI_USE("--variant"),
  CLI_USE("--dialect"), CLI_USE("--game"), CLI_USE("--from-format"),
  CLI_USE("--budget"), CLI_USE("--time"), CLI_USE("--engine"),
  CLI_USE("--jobs"), CLI_USE("--shard"), {NULL, 0, NULL, 0, 0, 0, NULL},
};

int cli_analyze(cli_common *o)
{
  bao_analyze_ctx a;
  cli_clock c;
  int status;
  if ((status = cli_parse(o, NULL)) != 0)
    return status;
  if (!o->engine && cli_no_time(o)) /* --engine: --time is per ply, in ms */
    return 2;
  memset(&a, 0, sizeof a);
  memset(&c, 0, sizeof c);
  a.depth = cli_depth(o);
  if (!(a.solver = new_solver()))
    return 2;
  /* each line handed to stdio at once: a judgement takes far longer
     than a write, and a failed write stops the walk where it did; and
     written at once, into a pipe too (`bao analyze | tee`), so that a
     reader sees each ply as it is judged */
  setvbuf(stdout, NULL, _IOLBF, BUFSIZ);
  if (!(a.out = bao_sink_file(stdout, BAO_SINK_PIECES))) {
    bao_solver_free(a.solver);
    fprintf(stderr, "bao: out of memory\n");
    return 2;
  }
  bao_solver_set_laps(a.solver, o->budget); /* per ply; 0: the default */
  bao_solver_set_nodes(a.solver, BAO_ANALYSIS_NODES); /* per ply */
  /* the engine's columns */
  if (o->engine && !(a.engine = cli_engine_new(o, a.solver))) {
    bao_sink_free(a.out);
    bao_solver_free(a.solver);
    return 2;
  }
  status = analyze_run(o, &a, &c);
  cli_engine_free(o, a.engine);
  if (!bao_sink_free(a.out) && status < 2)
    status = 2;
  bao_solver_free(a.solver);
  bao_analyze_ctx_free(&a);
  if (a.unjudged)
    fprintf(stderr, "bao: analyze: %zu plies not judged: the lap budget "
            "for long moves ran out\n", a.unjudged);
  if (a.unsearched)
    fprintf(stderr, "bao: analyze: %zu plies not judged: the search needs "
            "more than %d positions (the node budget of a ply)\n",
            a.unsearched, BAO_ANALYSIS_NODES);
  if (a.over)
    fprintf(stderr, "bao: analyze: %zu plies not judged: a game's first %d "
            "plies are judged under the time budget, no more (the bound "
            "of a game's memory)\n", a.over, BAO_DEEP_PLIES);
  if (a.game_cut)
    fprintf(stderr, "bao: analyze: %zu plies not judged: their game's "
            "plies took %llu positions (the node budget of a game)\n",
            a.game_cut, (unsigned long long)BAO_GAME_NODES);
  if (a.failed) {
    fprintf(stderr, "bao: analyze: %s\n", a.problem.message);
    status = 2;
  }
  return status;
}

/* annotate and html without --depth: the walk judges each game under
 * the budget before it is walked (replay.h, opts.deepen). */
void cli_walk_deepen(const cli_common *o, bao_replay_opts *ro, cli_clock *c,
                     bao_deepen_opts *d)
{
  if (ro->analysis <= 0 || o->depth >= 0)
    return;
  if (o->engine) /* at cli_depth, --time is the engine's */
    return;
  cli_clock_deepen(o, o->command, c, d);
  ro->deepen = d;
  ro->deepen_stop = cli_clock_stop;
  cli_pool_attach(o, c, d, 0); /* (without threads: one at a time) */
}

/* cli.h */
void cli_page_analysis(const cli_common *o, bao_replay_opts *ro, cli_clock *c,
                       bao_deepen_opts *d)
{
  ro->analysis = cli_depth(o); /* the page says what `bao annotate` says */
  cli_walk_deepen(o, ro, c, d);
}

/* What annotate's or html's analysis did not do, said on stderr. */
void cli_walk_said(const cli_common *o, const bao_walk *w, const cli_clock *c)
{
  bao_deep_summary s;
  bao_walk_deep(w, &s);
  if (!s.games) {
    cli_said_unjudged(o, w);
    return;
  }
  if (bao_walk_deep_over(w))
    fprintf(stderr, "bao: %s: %zu plies not judged: a game's first %d "
            "plies are judged under the time budget, no more (the bound "
            "of a game's memory)\n", o->command, bao_walk_deep_over(w),
            BAO_DEEP_PLIES);
  cli_clock_said(c, s.unjudged ? -1 : s.shallowest, s.deepest, s.capped,
                 strcmp(o->command, "html") ? "they carry no mark; "
                                            : "the page says which; ");
  if (s.deepest < 0 && s.unjudged) /* (cli_clock_said says nothing) */
    fprintf(stderr, "bao: %s: the time budget (%g s of processor time a "
            "game) ran out before any ply was judged: %zu plies not "
            "judged (--time 1m for more)\n", o->command, c->seconds,
            s.unjudged);
}

/* The plies annotate or html left unjudged (the walk's notes), said on
 * standard error: a page's note is easy to miss. */
void cli_said_unjudged(const cli_common *o, const bao_walk *w)
{
  cli_said_unjudged_n(o, bao_walk_unjudged(w));
  cli_said_game_cut(o, bao_walk_game_cut(w));
}

void cli_said_game_cut(const cli_common *o, size_t n)
{
  if (n)
    fprintf(stderr, "bao: %s: %zu of them: their game's plies took %llu "
            "positions (the node budget of a game)\n", o->command, n,
            (unsigned long long)BAO_GAME_NODES);
}

void cli_said_unjudged_n(const cli_common *o, size_t n)
{
  if (n)
    fprintf(stderr, "bao: %s: %zu plies not judged: the search within %d "
            "moves needs more than %d positions (the node budget of a "
            "ply) or more laps than its budget, or their game's plies "
            "took %llu positions (the node budget of a game); %s\n",
            o->command, n, cli_depth(o), BAO_ANALYSIS_NODES,
            (unsigned long long)BAO_GAME_NODES,
            strcmp(o->command, "html") ? "they carry no mark"
                                       : "the page's notes say which");
}

/* ---- bao puzzles (bao_puzzles_renderer, puzzles.h) ---------------------- */

typedef struct puzzles {
  bao_puzzles_ctx c;
  int failed;         /* 2: a search stopped, memory or output failed    */
} puzzles;

static void puzzles_file(void *ctx, const char *path, bao_reader *rd)
{
  puzzles *k = ctx;
  (void)rd;
  k->c.path = path;
}

/* A problem stops the walk of its file: said once the file is done. */
static int puzzles_done(void *ctx, const char *path, int status)
{
  puzzles *k = ctx;
  (void)path;
  if (k->c.failed) {
    fprintf(stderr, "bao: puzzles: %s\n", k->c.problem.message);
    k->c.failed = 0;
    k->failed = 2;
  }
  return status;
}

/* puzzles' own options: the least of legal moves and of a win's length
 * (0: 2) */
typedef struct puzzles_opts {
  int min_moves, min_depth;
} puzzles_opts;

const cli_option cli_puzzles_options[] = {
  CLI_USE("--depth"), CLI_USE("--rule"), CLI_USE("--variant"),
  CLI_USE("--dialect"), CLI_USE("--from-format"), CLI_USE("--budget"),
  {"--min-moves", 1, cli_set_int, offsetof(puzzles_opts, min_moves), 1,
   BAO_MAX_MOVES, "--min-moves takes a number of legal moves from 1 to 72"},
  {"--min-depth", 1, cli_set_int, offsetof(puzzles_opts, min_depth), 1, 64,
   "--min-depth takes a number of moves from 1 to 64"},
  {NULL, 0, NULL, 0, 0, 0, NULL},
};

int cli_puzzles(cli_common *o)
{
  cli_files hooks = {puzzles_file, puzzles_done, NULL};
  puzzles_opts x = {0, 0};
  puzzles k;
  int status;
  if ((status = cli_parse(o, &x)) != 0)
    return status;
  memset(&k, 0, sizeof k);
  k.c.out = stdout;
  k.c.depth = cli_depth(o);
  /* one legal move is no question, and a win in 1 gives itself away */
  k.c.min_moves = x.min_moves ? x.min_moves : 2;
  k.c.min_depth = x.min_depth ? x.min_depth : 2;
  if (k.c.min_depth > k.c.depth) {
    char what[96];
    snprintf(what, sizeof what, "--min-depth %d%s is more than --depth %d: "
             "no win found could be that long", k.c.min_depth,
             x.min_depth ? "" : " (the default)", k.c.depth);
    return cli_usage_error(what, NULL);
  }
  hooks.ctx = &k;
  if (!(k.c.solver = new_solver()))
    return 2;
  bao_solver_set_nodes(k.c.solver, BAO_ANALYSIS_NODES); /* per position */
  status = cli_view_files(o, &bao_puzzles_renderer, &k.c, &hooks, 0);
  bao_solver_free(k.c.solver);
  if (k.c.unsearched)
    fprintf(stderr, "bao: puzzles: %ld positions not searched to the end: "
            "the search needs more than %d positions (the node budget of "
            "a position); they may hold puzzles not found\n",
            k.c.unsearched, BAO_ANALYSIS_NODES);
  bao_puzzles_free(&k.c);
  if (k.failed > status)
    status = k.failed;
  return status;
}
