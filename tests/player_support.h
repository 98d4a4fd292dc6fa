/* player_support.h - what the tests of the engine that plays share
 * (test_player.c, test_player_threads.c): moves compared, the solver's
 * verdicts as scores and its word on a player's exact score, and two
 * results compared field by field.  Include <stdarg.h> <stddef.h>
 * <stdint.h> <setjmp.h> <cmocka.h> first. */
#ifndef BAO_TEST_PLAYER_SUPPORT_H
#define BAO_TEST_PLAYER_SUPPORT_H

#include "bao/bao.h"
#include "bao/player.h"
#include "bao/solve.h"

static inline int same_move(const bao_move *a, const bao_move *b)
{
  return a->kind == b->kind && a->hole == b->hole && a->dir == b->dir &&
         a->safari == b->safari;
}

static inline int verdict_score(int verdict, int n)
{
  return verdict == BAO_VERDICT_WIN ? BAO_SCORE_WIN - (2 * n - 1)
                                    : -(BAO_SCORE_WIN - 2 * n);
}

/* An exact score of the player's for p: bao_solve at its n says it. */
static inline void solver_says(bao_solver *s, const bao_position *p,
                               int score)
{
  bao_solve_result r;
  int n = bao_score_moves(score);
  assert_true(bao_solve(s, p, n < 1 ? 1 : n, &r, NULL));
  assert_int_not_equal(r.verdict, BAO_VERDICT_NONE);
  assert_int_equal(verdict_score(r.verdict, r.n), score);
}

/* The same for a move of p: its verdict in bao_solve_moves. */
static inline void solver_says_move(bao_solver *s, const bao_position *p,
                                    const bao_move *m, int score)
{
  bao_move_verdict v[BAO_MAX_MOVES];
  int count, i, n = bao_score_moves(score);
  assert_true(bao_solve_moves(s, p, n < 1 ? 1 : n, v, &count, NULL));
  for (i = 0; i < count && !same_move(&v[i].move, m); i++)
    ;
  assert_true(i < count);
  assert_int_not_equal(v[i].verdict, BAO_VERDICT_NONE);
  assert_int_equal(verdict_score(v[i].verdict, v[i].n), score);
}

/* Two answers the same, nodes and lines included. */
static inline void same_result(const bao_think_result *a,
                               const bao_think_result *b)
{
  int i, k;
  assert_int_equal(a->count, b->count);
  assert_int_equal(a->depth, b->depth);
  assert_true(a->nodes == b->nodes);
  for (i = 0; i < a->count; i++) {
    const bao_think_line *x = &a->line[i], *y = &b->line[i];
    assert_true(same_move(&x->move, &y->move));
    assert_int_equal(x->score, y->score);
    assert_int_equal(x->depth, y->depth);
    assert_int_equal(x->pv_len, y->pv_len);
    for (k = 0; k < x->pv_len; k++)
      assert_true(same_move(&x->pv[k], &y->pv[k]));
  }
}

#endif
