/* cli_best.c - bao best: the engine's best move in a position (player.h),
 * or with --all every legal move scored, one line each:
 *
 *   TOKEN<TAB>SCORE<TAB>DEPTH<TAB>LINE
 *
 * SCORE as bao_score_format writes it ("win N", "loss N" or "P%"), DEPTH
 * the plies searched, LINE the principal variation from the move on.
 *
 * Limits: --time MS (processor time of each searching thread), --nodes N
 * (positions generated, the solver's count), --depth N (plies); any of
 * them together, the first reached ends the search; none: BEST_DEFAULT_MS.
 * A node or depth limit alone gives the same answer every time on one
 * thread.
 *
 * --threads N searches on N threads sharing one table (the library's,
 * player.h: bao_player_set_threads), for the best move and for --all.
 * Without --threads: the cores the process may use, but one when a node
 * or depth limit is given without --time, so that such an answer is the
 * same every time (with more threads it may not be). */
#define _GNU_SOURCE /* sched_getaffinity: the cores the process may use */
#include <inttypes.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "bao/player.h"
#include "bao/solve.h"

/* Without a limit: a second, the time of a move in a quick game. */
#define BEST_DEFAULT_MS 1000.0
#define BEST_TABLE_BYTES ((size_t)64 << 20)

/* ---- printing ----------------------------------------------------------- */

static void print_line(const bao_position *p, const bao_think_line *l)
{
  char token[BAO_TOKEN_MAX], score[32];
  char pv[BAO_PLAYER_PV_MAX * (BAO_TOKEN_MAX + 1)];
  bao_move_token(&l->move, p->to_move, token, sizeof token);
  bao_score_format(l->score, score, sizeof score);
  bao_line_format(p, l->pv, l->pv_len, pv, sizeof pv);
  printf("%s\t%s\t%d\t%s\n", token, score, l->depth, pv);
}

/* As bao solve --all says it: nothing on stdout, why on stderr, 0. */
static int lost(const bao_position *p)
{
  bao_status st = bao_position_status(p, NULL);
  fprintf(stderr, "bao: %s has lost: %s\n",
          st.loser == BAO_SOUTH ? "South" : "North", bao_end_reason(st.why));
  return 0;
}

/* ---- the search ------------------------------------------------------- */

/* The cores this process may run on (its affinity), at least 1. */
static int cores(void)
{
  cpu_set_t set;
  int n;
  if (sched_getaffinity(0, sizeof set, &set) == 0 && (n = CPU_COUNT(&set)) > 0)
    return n;
  return 1;
}

static int best(const cli *o, const bao_position *p,
                const bao_think_limits *lim, double ms, int threads)
{
  bao_think_result *r = malloc(sizeof *r);
  cli_ms_clock c;
  bao_player *pl;
  bao_diag d;
  int i, rc = 0;
  if (!r || !(pl = bao_player_new(BEST_TABLE_BYTES, &d))) {
    fprintf(stderr, "bao: best: out of memory\n");
    free(r);
    return 2;
  }
  c.ms = ms;
  cli_ms_clock_start(&c);
  bao_player_set_stop(pl, ms > 0 ? cli_ms_clock_stop : NULL, &c);
  if (!bao_player_set_threads(pl, threads, &d) ||
      !bao_player_think(pl, p, lim, o->all, r, &d)) {
    fprintf(stderr, "bao: best: %s\n", d.message);
    rc = 2;
  } else if (r->count == 0) {
    rc = lost(p);
  }
  for (i = 0; !rc && i < r->count; i++)
    print_line(p, &r->line[i]);
  bao_player_free(pl);
  free(r);
  return rc;
}

/* ---- the command -------------------------------------------------------- */

int cli_best(const cli *o)
{
  bao_position p;
  bao_think_limits lim;
  double ms = o->seconds; /* --time is milliseconds here */
  int rc = cli_position(o, &p), threads = o->threads;
  if (rc)
    return rc;
  if (o->depth == 0)
    return cli_usage_error("best: --depth takes a number of plies from 1 "
                           "to 64", "0");
  lim.depth = o->depth > 0 ? o->depth : 0;
  lim.nodes = o->nodes;
  if (!(ms > 0) && !lim.depth && !lim.nodes)
    ms = BEST_DEFAULT_MS;
  if (threads <= 0) /* a limit alone: the same answer every time */
    threads = (lim.depth || lim.nodes) && !(o->seconds > 0) ? 1 : cores();
  rc = best(o, &p, &lim, ms, threads);
  return cli_stdout_done() ? 2 : rc;
}
