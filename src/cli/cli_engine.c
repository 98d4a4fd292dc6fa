/* cli_engine.c - --engine of analyze, annotate and html (
 * docs/analysis.md "The engine's judgement"): the engine of a run, and
 * its clock.
 *
 * With --engine, --time is the engine's thinking time per ply in
 * milliseconds (o->seconds read as a number of milliseconds; default
 * CLI_ENGINE_MS), and the exact part judges at --depth, else at
 * CLI_DEFAULT_DEPTH: a budget per game for the exact search and a time
 * per ply for the engine cannot share one --time, and a fixed depth is
 * what the exact marks have always meant without a budget.  Processor
 * time, as the exact budget's: the same run searches about as deep on a
 * loaded machine. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime, CLOCK_THREAD_CPUTIME_ID */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "cli.h"
#include "bao/engine_judge.h"

/* The processor time of the calling thread, in milliseconds (the
 * process's, where the thread's clock is missing). */
static double thread_ms(void)
{
  struct timespec t;
  if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t) != 0)
    return (double)clock() * 1000.0 / CLOCKS_PER_SEC;
  return (double)t.tv_sec * 1000.0 + (double)t.tv_nsec / 1e6;
}

void cli_ms_clock_start(cli_ms_clock *c)
{
  c->deadline = thread_ms() + c->ms;
}

int cli_ms_clock_stop(void *ctx, uint64_t nodes)
{
  const cli_ms_clock *c = ctx;
  (void)nodes;
  return c->ms > 0 && thread_ms() >= c->deadline;
}

typedef struct engine_run {
  bao_engine_opts e;    /* first: what the renderers are handed          */
  bao_solver *own;      /* the solver made here, or NULL                  */
  cli_ms_clock clock;   /* thinking time per ply                          */
} engine_run;

static void think_start(void *ctx)
{
  cli_ms_clock_start(&((engine_run *)ctx)->clock);
}

bao_engine_opts *cli_engine_new(const cli_common *o, bao_solver *solver)
{
  engine_run *r = calloc(1, sizeof *r);
  bao_diag d;
  if (!r) {
    fprintf(stderr, "bao: out of memory\n");
    return NULL;
  }
  r->clock.ms = o->seconds > 0 ? cli_time_ms(o) : CLI_ENGINE_MS;
  if (!solver) {
    if (!(solver = r->own = bao_solver_new(0, &d))) {
      fprintf(stderr, "bao: %s\n", d.message);
      free(r);
      return NULL;
    }
    bao_solver_set_nodes(solver, BAO_ANALYSIS_NODES);
  }
  if (!(r->e.player = bao_player_new(0, &d))) {
    fprintf(stderr, "bao: %s\n", d.message);
    bao_solver_free(r->own);
    free(r);
    return NULL;
  }
  bao_player_set_stop(r->e.player, cli_ms_clock_stop, &r->clock);
  r->e.solver = solver;
  r->e.start = think_start;
  r->e.game_plies = CLI_ENGINE_GAME_PLIES;
  r->e.ctx = r;
  return &r->e;
}

void cli_engine_free(const cli_common *o, bao_engine_opts *e)
{
  engine_run *r = (engine_run *)e; /* e is its first member */
  if (!r)
    return;
  if (e->failed)
    fprintf(stderr, "bao: %s: %zu plies not judged by the engine: its "
            "search failed (the lap budget of long moves, or memory)\n",
            o->command, e->failed);
  if (e->cut)
    fprintf(stderr, "bao: %s: %zu plies not judged by the engine: it "
            "judges at most %d plies a game (the bound of a game's work: "
            "%d times its time per ply)\n", o->command, e->cut,
            CLI_ENGINE_GAME_PLIES, CLI_ENGINE_GAME_PLIES);
  bao_player_free(e->player);
  bao_solver_free(r->own);
  free(r);
}
