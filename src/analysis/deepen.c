/* deepen.c - the judgements of a whole game deepened while a budget
 * allows (docs/analysis.md, "Depth and the time budget"): pass after
 * pass over the plies, each pass one move deeper, so that every ply has
 * the same depth before any goes further.  A pass runs from the last ply
 * back to the first: the end of a game is where exact verdicts appear,
 * and it is the cheapest to search, so a pass the budget cuts short has
 * already reached the plies that decide.  The budget itself (a clock)
 * belongs to the caller: the solver's stop function, and `spent`. */
#include <string.h>

#include "bao/solve.h"

/* solve.h */
int bao_deep_judge(bao_solver *s, bao_deep_ply *p, int depth, bao_diag *d)
{
  bao_judgement j;
  bao_diag why;
  int stop;
  if (bao_judge_move(s, &p->before, &p->played, depth, &j, &why)) {
    p->j = j;
    p->depth = depth;
    return 1;
  }
  stop = bao_solver_stopped(s);
  if (stop == BAO_SOLVER_OUT_OF_NODES || stop == BAO_SOLVER_OUT_OF_LAPS) {
    p->capped = stop;
    p->why = why;
    return 1;
  }
  if (stop != BAO_SOLVER_STOPPED) {
    *d = why;
    return -1;
  }
  return 0;
}

/* One pass at `depth` over the plies not capped, from the last; 1 when
 * done, 0 when the budget stopped it, -1 when a judgement failed. */
static int pass(bao_solver *s, bao_deep_ply *plies, size_t n, int depth,
                const bao_deepen_opts *o, bao_diag *d)
{
  size_t k;
  int r;
  if (o->pass)
    return o->pass(o->ctx, plies, n, depth, d);
  for (k = n; k-- > 0;) {
    if (plies[k].capped)
      continue;
    if (o->spent && o->spent(o->ctx))
      return 0;
    if (o->progress)
      o->progress(o->ctx, depth, k + 1, n);
    if ((r = bao_deep_judge(s, &plies[k], depth, d)) <= 0)
      return r;
  }
  return 1;
}

int bao_judge_deepen(bao_solver *s, bao_deep_ply *plies, size_t n,
                     const bao_deepen_opts *o, bao_diag *d)
{
  int depth, more = 1, r;
  size_t k;
  if (o->start)
    o->start(o->ctx);
  for (k = 0; k < n; k++) {
    plies[k].depth = -1;
    plies[k].capped = 0;
  }
  for (depth = 1; more && depth <= o->max_depth; depth++) {
    if ((r = pass(s, plies, n, depth, o, d)) <= 0)
      return r == 0;
    for (more = 0, k = 0; k < n; k++)
      more |= !plies[k].capped;
  }
  return 1;
}
