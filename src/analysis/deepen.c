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

/* Judges ply i one move deeper than it has been; 1 when that was done or
 * the ply will go no deeper (node or lap budget: said in it), 0 when the
 * search was stopped (the budget is spent) or failed (`d`, *failed). */
static int deepen_one(bao_solver *s, bao_deep_ply *p, int depth,
                      int *failed, bao_diag *d)
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
    *failed = 1;
  }
  return 0;
}

int bao_judge_deepen(bao_solver *s, bao_deep_ply *plies, size_t n,
                     const bao_deepen_opts *o, bao_diag *d)
{
  int depth, more = 1, failed = 0;
  size_t k;
  if (o->start)
    o->start(o->ctx);
  for (k = 0; k < n; k++) {
    plies[k].depth = -1;
    plies[k].capped = 0;
  }
  for (depth = 1; more && depth <= o->max_depth; depth++) {
    more = 0;
    for (k = n; k-- > 0;) {
      bao_deep_ply *p = &plies[k];
      if (p->capped)
        continue;
      if (o->spent && o->spent(o->ctx))
        return 1;
      if (o->progress)
        o->progress(o->ctx, depth, k + 1, n);
      if (!deepen_one(s, p, depth, &failed, d))
        return !failed;
      more |= !p->capped;
    }
  }
  return 1;
}
