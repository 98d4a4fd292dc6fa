/* analyze.c - what a move played in a game meant (docs/analysis.md): the
 * judgement of one move from the exact search of solve.c, the material
 * and mobility of a position (bao analyze's renderer of the walk is
 * src/views/analyze_view.c).
 *
 * A renderer that wants the judgements (annotate, the page) calls
 * bao_judge_move from its own `ply` callback with the report's `before`
 * and `outcome->move`, sharing one solver over the game: the table then
 * carries what was proved at one ply to the next. */
#include <stdio.h>
#include <string.h>

#include "engine/same.h"
#include "bao/solve.h"

const char *bao_judge_name(int mark)
{
  switch (mark) {
  case BAO_JUDGE_BLUNDER: return "blunder";
  case BAO_JUDGE_MISSED_WIN: return "missed-win";
  case BAO_JUDGE_ONLY: return "only";
  default: return "-";
  }
}

/* Whether move o wins within `depth` moves of its mover, o included:
 * *yes = 1 when it does.  0 when stopped. */
static int move_wins(bao_solver *s, const bao_outcome *o, int depth, int *yes)
{
  int k = -1;
  *yes = 0;
  if (o->period || depth < 1)
    return 1;
  if (!bao_solve_lost(s, &o->after, depth - 1, &k))
    return 0;
  *yes = k >= 0;
  return 1;
}

/* Whether move o lets the opponent win within `depth`: *n = the least
 * such n, or 0.  A never-ending move is a draw.  0 when stopped. */
static int move_loses(bao_solver *s, const bao_outcome *o, int depth, int *n)
{
  *n = 0;
  return o->period ? 1 : bao_solve_win(s, &o->after, depth, n);
}

/* The mark of a move that does not miss a win: blunder if it loses and
 * another move does not; only if it does not lose, there are others and
 * every other loses. */
static int other_moves(bao_solver *s, const bao_movelist *list, int played,
                       int depth, bao_judgement *j)
{
  int i, n, all_lose = list->count > 1;
  for (i = 0; i < list->count; i++) {
    if (i == played)
      continue;
    if (!move_loses(s, &list->item[i], depth, &n))
      return 0;
    if (!n) { /* this one holds: a blunder's better move */
      j->hold_move = list->item[i].move;
      all_lose = 0;
      break;
    }
  }
  if (j->refuted_n)
    j->mark = all_lose || list->count == 1 ? BAO_JUDGE_NONE
                                           : BAO_JUDGE_BLUNDER;
  else
    j->mark = all_lose ? BAO_JUDGE_ONLY : BAO_JUDGE_NONE;
  return 1;
}

/* The first move of `list` that wins in k (k the least there). */
static int first_win(bao_solver *s, const bao_movelist *list, int k,
                     bao_judgement *j)
{
  int i, yes;
  for (i = 0; i < list->count; i++) {
    if (!move_wins(s, &list->item[i], k, &yes))
      return 0;
    if (yes) {
      j->win_move = list->item[i].move;
      return 1;
    }
  }
  return 1;
}

/* After the move played (not never-ending), the opponent's winning line. */
static int refutation(bao_solver *s, const bao_outcome *o, int depth,
                      bao_judgement *j, bao_diag *d)
{
  bao_solve_result r;
  if (!bao_solve(s, &o->after, depth, &r, d))
    return 0;
  if (r.verdict == BAO_VERDICT_WIN) {
    j->refuted_n = r.n;
    j->refutation_len = r.pv_len;
    memcpy(j->refutation, r.pv, (size_t)r.pv_len * sizeof r.pv[0]);
  }
  return 1;
}

static int stop_diag(const bao_solver *s, bao_diag *d)
{
  if (bao_solver_stopped(s) == BAO_SOLVER_OUT_OF_LAPS)
    return bao_solver_laps_diag(s, d);
  if (bao_solver_stopped(s) == BAO_SOLVER_OUT_OF_NODES)
    return bao_solver_nodes_diag(s, d);
  return bao_diag_set(d, bao_mark_column(0), "the search was stopped");
}

static int judge(bao_solver *s, const bao_position *before,
                 const bao_move *played, int depth, bao_judgement *j,
                 bao_diag *d);

/* The calls of one judgement share one allowance of laps for long moves
 * (solve.h), so that a judgement costs at most that much sowing. */
int bao_judge_move(bao_solver *s, const bao_position *before,
                   const bao_move *played, int depth, bao_judgement *j,
                   bao_diag *d)
{
  int ok;
  bao_solver_hold(s, 1);
  ok = judge(s, before, played, depth, j, d);
  bao_solver_hold(s, 0);
  return ok;
}

static int judge(bao_solver *s, const bao_position *before,
                 const bao_move *played, int depth, bao_judgement *j,
                 bao_diag *d)
{
  bao_movelist list;
  const bao_outcome *o;
  int i;
  memset(j, 0, sizeof *j);
  j->depth = depth;
  if (depth < 0 || depth > BAO_SOLVE_DEPTH_MAX)
    return bao_diag_set(d, bao_mark_column(0), "the depth must be 0 to %d",
                        BAO_SOLVE_DEPTH_MAX);
  j->legal = bao_solver_moves(s, before, &list);
  if (bao_solver_stopped(s))
    return stop_diag(s, d);
  for (i = 0; i < list.count && !bao_move_same(&list.item[i].move, played); i++)
    ;
  if (i == list.count)
    return bao_diag_set(d, bao_mark_column(0), "not a legal move here");
  o = &list.item[i];
  if (!bao_solve_win(s, before, depth, &j->win_n) ||
      (j->win_n && !first_win(s, &list, j->win_n, j)) ||
      !move_wins(s, o, depth, &j->keeps_win))
    return stop_diag(s, d);
  if (!j->keeps_win && !o->period && !refutation(s, o, depth, j, d))
    return 0;
  if (j->win_n && !j->keeps_win) {
    j->mark = BAO_JUDGE_MISSED_WIN;
    return 1;
  }
  return other_moves(s, &list, i, depth, j) ? 1 : stop_diag(s, d);
}

size_t bao_judgement_detail(const bao_judgement *j,
                            const bao_position *before, char *buf,
                            size_t size)
{
  bao_position opp = *before;
  char token[BAO_TOKEN_MAX];
  size_t n;
  opp.to_move = (uint8_t)!before->to_move;
  if (j->mark == BAO_JUDGE_BLUNDER)
    return bao_line_format(&opp, j->refutation, j->refutation_len, buf,
                           size);
  if (j->mark != BAO_JUDGE_MISSED_WIN)
    return (size_t)snprintf(buf, size, "-");
  bao_move_token(&j->win_move, before->to_move, token, sizeof token);
  n = (size_t)snprintf(buf, size, "%s wins in %d%s", token, j->win_n,
                       j->refuted_n ? "; refuted by " : "");
  if (j->refuted_n)
    n += bao_line_format(&opp, j->refutation, j->refutation_len,
                         n < size ? buf + n : NULL, n < size ? size - n : 0);
  return n;
}

/* ---- material and mobility ---------------------------------------------- */

void bao_position_stats_of(const bao_position *p, bao_position_stats *out,
                           bao_budget *b)
{
  bao_movelist list;
  bao_position other = *p;
  int side, c;
  for (side = 0; side < 2; side++) {
    out->board[side] = 0;
    for (c = 0; c < BAO_PITS; c++)
      out->board[side] += p->pit[side][c];
    out->hand[side] = p->hand[side];
  }
  out->mobility[p->to_move] = bao_position_moves_from(p, -1, &list, b);
  other.to_move = (uint8_t)!p->to_move;
  other.takasia = other.reserved = -1;
  out->mobility[other.to_move] = bao_position_moves_from(&other, -1, &list,
                                                           b);
}
