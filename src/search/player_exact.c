/* player_exact.c - the exact solver's word on the search's answer
 * (player.h, "exact scores").
 *
 * The search's exact scores are true, but one grafted from the table
 * onto a shallower node may name a longer win than the shortest (or a
 * defence shorter than the longest).  So after the search the player's
 * solver is asked, at the root, as far as the search claims (n moves)
 * or, when it claims nothing, one move beyond the plies it completed:
 * its verdicts (bao_solve, bao_solve_moves) replace the search's scores,
 * and its line the best one's.  The answer then agrees with bao_solve
 * wherever either of them has a verdict, as long as the solver had the
 * nodes to say it.  The solver gets a share of the nodes (what the search
 * left of a node limit: at least an eighth; without one, share_of) and,
 * when it looks past the horizon, the caller's stop function (a claim is
 * confirmed past the caller's clock, within PL_SOLVER_LATE nodes: about
 * 40 ms); when it runs out, the search's scores
 * stand (they are never wrong about who wins, only perhaps about how
 * fast).  Its nodes count as the call's. */
#include <string.h>

#include "engine/internal.h"
#include "player_internal.h"

/* The solver's nodes when the call has no node limit: to confirm an
 * exact score, as many as the search took (the word of the solver at most
 * doubles the work), at least PL_SOLVER_MIN (a shallow search near the
 * end of a game is where it settles most), at most PL_SOLVER_NODES (a few
 * tenths of a second); to look one move past the horizon, a quarter of
 * that (a guess of the search's does not need it as much). */
#define PL_SOLVER_NODES ((uint64_t)1 << 20)
#define PL_SOLVER_MIN ((uint64_t)1 << 16)
#define PL_SOLVER_LATE ((uint64_t)1 << 18) /* past the caller's clock */

static uint64_t share_of(const bao_player *pl, const bao_think_limits *lim,
                         int claimed)
{
  uint64_t n = pl->nodes;
  if (lim->nodes)
    return lim->nodes > pl->nodes ? lim->nodes - pl->nodes : 0;
  n = n < PL_SOLVER_MIN ? PL_SOLVER_MIN : n > PL_SOLVER_NODES
                                              ? PL_SOLVER_NODES : n;
  return claimed ? n : n / 4;
}

static int verdict_score(int verdict, int n)
{
  return verdict == BAO_VERDICT_WIN ? BAO_SCORE_WIN - (2 * n - 1)
                                    : -(BAO_SCORE_WIN - 2 * n);
}

static int root_index(const bao_player *pl, const bao_move *m)
{
  int i;
  for (i = 0; i < pl->root.count; i++) {
    const bao_move *r = &pl->root.item[i].move;
    if (r->kind == m->kind && r->hole == m->hole && r->dir == m->dir &&
        r->safari == m->safari)
      return i;
  }
  return -1;
}

/* How many moves to ask the solver about: the longest exact claim of the
 * lines that count, else one move past the plies searched. */
static int depth_to_ask(const bao_player *pl, int all,
                        const bao_think_result *out, int *claimed)
{
  int i, n = 0;
  *claimed = 0;
  for (i = 0; i < out->count; i++) {
    int s = out->line[i].score;
    if ((all || i == pl->best) && bao_score_exact(s)) {
      *claimed = 1;
      if (bao_score_moves(s) > n)
        n = bao_score_moves(s);
    }
  }
  if (!*claimed)
    n = out->depth / 2 + 1;
  return n < 1 ? 1 : n > BAO_SOLVE_DEPTH_MAX ? BAO_SOLVE_DEPTH_MAX : n;
}

/* The best line from bao_solve's result. */
static void take_line(bao_player *pl, const bao_solve_result *r,
                      bao_think_result *out)
{
  int i = r->pv_len > 0 ? root_index(pl, &r->pv[0]) : -1, n;
  bao_think_line *line;
  if (i < 0)
    return;
  line = &out->line[i];
  line->score = verdict_score(r->verdict, r->n);
  n = r->pv_len < BAO_PLAYER_PV_MAX ? r->pv_len : BAO_PLAYER_PV_MAX;
  memcpy(line->pv, r->pv, (size_t)n * sizeof(bao_move));
  line->pv_len = n;
  pl->best = i;
}

/* Each move's verdict over its line; a line whose score changes keeps
 * only its move (the search's line was for another score). */
static void take_moves(const bao_move_verdict *v, int count,
                       bao_think_result *out)
{
  int i;
  for (i = 0; i < count && i < out->count; i++) {
    int s;
    if (v[i].verdict == BAO_VERDICT_NONE)
      continue;
    s = verdict_score(v[i].verdict, v[i].n);
    if (s != out->line[i].score)
      out->line[i].pv_len = 1;
    out->line[i].score = s;
  }
}

/* The caller's stop function while the solver works, told the call's
 * nodes (the solver counts its own since it was made). */
static int solver_stop(void *ctx, uint64_t nodes)
{
  bao_player *pl = ctx;
  return pl->stop(pl->stop_ctx, pl->nodes + (nodes - pl->solver_from));
}

void pl_exact(bao_player *pl, const bao_position *p,
              const bao_think_limits *lim, int all, bao_think_result *out)
{
  bao_solver *s = pl->solver;
  bao_solver_stats before, after;
  bao_move_verdict v[BAO_MAX_MOVES];
  bao_solve_result r;
  int claimed, n = depth_to_ask(pl, all, out, &claimed), count;
  uint64_t share = share_of(pl, lim, claimed);
  if (!share)
    return;
  /* A claim is confirmed even when the caller's clock has run out (it
   * usually has: the search stops on it), on a smaller share then: the
   * answer must agree with bao_solve, and a proved line is cheap to
   * prove again.  A look past the horizon is the clock's to stop. */
  if (claimed && pl->stop && !lim->nodes && share > PL_SOLVER_LATE)
    share = PL_SOLVER_LATE;
  bao_solver_set_nodes(s, share);
  bao_solver_stats_of(s, &before);
  pl->solver_from = before.nodes;
  bao_solver_set_stop(s, pl->stop && !claimed ? solver_stop : NULL, pl);
  if (!all) {
    if (bao_solve(s, p, n, &r, NULL) && r.verdict != BAO_VERDICT_NONE)
      take_line(pl, &r, out);
  } else if (bao_solve_moves(s, p, n, v, &count, NULL)) {
    take_moves(v, count, out);
  }
  bao_solver_stats_of(s, &after);
  pl->nodes += after.nodes - before.nodes;
}

/* Best first; ties in the order of bao_position_moves (the lines are in
 * that order before: a stable sort). */
void pl_sort_lines(bao_think_result *out)
{
  int i, j;
  for (i = 1; i < out->count; i++) {
    bao_think_line t = out->line[i];
    for (j = i; j > 0 && out->line[j - 1].score < t.score; j--)
      out->line[j] = out->line[j - 1];
    out->line[j] = t;
  }
}

int pl_laps_diag(bao_diag *d)
{
  return bao_diag_set(d, bao_mark_column(0), "the lap budget for long moves "
                      "(%llu laps, %d more per node) is spent before depth "
                      "1 was searched: a move still sowing after %u laps is "
                      "not known to end or not",
                      (unsigned long long)BAO_SOLVER_LAP_BUDGET,
                      BAO_SOLVER_LAPS_PER_NODE, BAO_LONG_LAPS);
}
