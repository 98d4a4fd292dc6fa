/* engine_judge.c - the engine's judgement of a move played in a game
 * (engine_judge.h, docs/analysis.md "The engine's judgement"): one
 * search of the position before the move with every root move scored,
 * then the exact judgement's verdicts laid over the estimates. */
#include <string.h>

#include "bao/engine_judge.h"
#include "engine/same.h"

const char *bao_engine_mark_name(int mark)
{
  switch (mark) {
  case BAO_ENGINE_MISTAKE:
    return "mistake";
  case BAO_ENGINE_INACCURACY:
    return "inaccuracy";
  default:
    return "-";
  }
}

int bao_engine_mark_of(int before, int after)
{
  double drop = bao_score_percent(before) - bao_score_percent(after);
  if (drop >= BAO_ENGINE_MISTAKE_POINTS)
    return BAO_ENGINE_MISTAKE;
  if (drop >= BAO_ENGINE_INACCURACY_POINTS)
    return BAO_ENGINE_INACCURACY;
  return BAO_ENGINE_NONE;
}

/* player.h's exact scores of a win in n of the mover's moves (2n - 1
 * plies from here) and of a loss in n of the opponent's (2n plies). */
static int win_in(int n)
{
  return BAO_SCORE_WIN - (2 * n - 1);
}

static int loss_in(int n)
{
  return -(BAO_SCORE_WIN - 2 * n);
}

/* Whether the exact judgement says something of the move, so that an
 * estimate mark would be beside the point or contradict it: it marks the
 * move, the move keeps a forced win, or every move loses (refuted, yet
 * not a blunder: no other move held). */
static int exact_speaks(const bao_judgement *j)
{
  return j->mark != BAO_JUDGE_NONE || j->keeps_win || j->refuted_n > 0;
}

/* The exact verdicts of `j` over the estimates of `out`.  `after` is the
 * position the move played leads to.  Where the solver cannot say how
 * long a win or a defence is (its budget), the engine's score stays. */
static void settle(bao_engine_judgement *out, bao_solver *s,
                   const bao_position *before, const bao_position *after,
                   const bao_judgement *j)
{
  int n;
  out->exact = 1;
  if (j->win_n > 0) { /* the solver's n is the least within its depth */
    out->before = win_in(j->win_n);
    out->best = j->win_move;
  }
  if (j->refuted_n > 0)
    out->after = loss_in(j->refuted_n);
  /* a kept win: after the move the opponent loses in n - 1 */
  if (j->keeps_win && s && j->depth > 0 &&
      bao_solve_lost(s, after, j->depth - 1, &n) && n >= 0)
    out->after = win_in(n + 1);
  /* every move loses: the position's longest defence */
  if (j->refuted_n > 0 && j->mark == BAO_JUDGE_NONE && s &&
      bao_solve_lost(s, before, j->depth, &n) && n >= 0)
    out->before = loss_in(n);
  if (out->after > out->before) /* a bound the solver could not refine */
    out->before = out->after;
}

int bao_engine_judge(bao_player *pl, bao_solver *s,
                     const bao_position *before, const bao_move *played,
                     const bao_judgement *exact, const bao_think_limits *lim,
                     bao_engine_judgement *out, bao_diag *d)
{
  bao_think_result r;
  bao_movelist list;
  int i, k;
  memset(out, 0, sizeof *out);
  bao_position_moves(before, &list);
  for (i = 0; i < list.count && !bao_move_same(&list.item[i].move, played);
       i++)
    ;
  if (i == list.count)
    return bao_diag_set(d, bao_mark_column(0),
                        "the move is not legal in the position"), 0;
  if (!bao_player_think(pl, before, lim, 1, &r, d))
    return 0;
  for (k = 0; k < r.count && !bao_move_same(&r.line[k].move, played); k++)
    ;
  if (k == r.count)
    return bao_diag_set(d, bao_mark_column(0),
                        "the engine did not score the move played"), 0;
  out->before = r.line[0].score; /* best first: after <= before */
  out->best = r.line[0].move;
  out->after = r.line[k].score;
  out->depth = r.depth;
  out->nodes = r.nodes;
  if (exact)
    settle(out, s, before, &list.item[i].after, exact);
  out->mark = exact && exact_speaks(exact)
                  ? BAO_ENGINE_NONE
                  : bao_engine_mark_of(out->before, out->after);
  return 1;
}

void bao_engine_new_game(bao_engine_opts *e)
{
  e->game_judged = 0;
}

int bao_engine_judge_ply(bao_engine_opts *e, const bao_position *before,
                         const bao_move *played, const bao_judgement *exact,
                         bao_engine_judgement *out, bao_diag *d)
{
  if (e->game_plies && e->game_judged >= e->game_plies) {
    e->cut++;
    return bao_diag_set(d, bao_mark_column(0), "the engine judged the "
                        "%zu plies of the game it may", e->game_plies), 0;
  }
  e->game_judged++;
  if (e->start)
    e->start(e->ctx);
  if (bao_engine_judge(e->player, e->solver, before, played, exact,
                       &e->limits, out, d))
    return 1;
  e->failed++;
  return 0;
}
