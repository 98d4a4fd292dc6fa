/*
 * test_engine_judge.c - the engine's judgement of a move played
 * (src/analysis/engine_judge.c, engine_judge.h), tested by what holds
 * whatever the engine's strength (the search and the evaluation are
 * being made stronger meanwhile: no expected score is written here):
 *
 *   - the estimate marks of scores, against the thresholds of
 *     engine_judge.h applied to the Elo logistic of player.h computed
 *     here with libm (a computation apart from eval.c's own), and a few
 *     cases worked out by hand;
 *   - on every ply of seeded random games of Bao la Kujifunza, judged
 *     under a node limit (deterministic, player.h): the preferred move is
 *     legal, after <= before, the exact judgement's verdicts are the
 *     scores where it has them (a win in n is BAO_SCORE_WIN - (2n - 1),
 *     a loss in n -(BAO_SCORE_WIN - 2n): player.h), a kept win is an
 *     exact win, no estimate mark where the exact judgement speaks, and
 *     elsewhere the mark of the two scores; where the exact search has no
 *     verdict, the scores and the move are those of a search made here
 *     from player.h alone (bao_player_think with `all` on a cleared
 *     player: the best line, and the played move's line); and the same
 *     judgement twice on a cleared player.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include "test_run.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "bao/engine_judge.h"

/* player.h's logistic: the side to move wins with 1 / (1 + 10^(-s/400)). */
static double chance(int s)
{
  if (bao_score_exact(s))
    return s > 0 ? 100.0 : 0.0;
  return 100.0 / (1.0 + pow(10.0, -s / 400.0));
}

static int expected_mark(int before, int after)
{
  double drop = chance(before) - chance(after);
  return drop >= 20 ? BAO_ENGINE_MISTAKE
         : drop >= 10 ? BAO_ENGINE_INACCURACY : BAO_ENGINE_NONE;
}

static void marks_by_hand(void **state)
{
  (void)state;
  /* 50% -> 10^0.375 = 2.371, 100 / 3.371 = 29.7%: 20.3 points lost */
  assert_int_equal(bao_engine_mark_of(0, -150), BAO_ENGINE_MISTAKE);
  /* 50% -> 10^0.35 = 2.239, 100 / 3.239 = 30.9%: 19.1 points */
  assert_int_equal(bao_engine_mark_of(0, -140), BAO_ENGINE_INACCURACY);
  /* 50% -> 10^0.1775 = 1.505, 39.9%: 10.1 points */
  assert_int_equal(bao_engine_mark_of(0, -71), BAO_ENGINE_INACCURACY);
  /* 50% -> 10^0.175 = 1.496, 40.06%: 9.94 points */
  assert_int_equal(bao_engine_mark_of(0, -70), BAO_ENGINE_NONE);
  /* the same move is no loss; a win kept, even a slower one, is 100 ->
     100; a loss after a loss 0 -> 0 */
  assert_int_equal(bao_engine_mark_of(120, 120), BAO_ENGINE_NONE);
  assert_int_equal(bao_engine_mark_of(BAO_SCORE_WIN - 1, BAO_SCORE_WIN - 9),
                   BAO_ENGINE_NONE);
  assert_int_equal(bao_engine_mark_of(-(BAO_SCORE_WIN - 2),
                                      -(BAO_SCORE_WIN - 4)),
                   BAO_ENGINE_NONE);
  /* a forced win thrown away for even chances: 100 -> 50 */
  assert_int_equal(bao_engine_mark_of(BAO_SCORE_WIN - 3, 0),
                   BAO_ENGINE_MISTAKE);
  /* even chances into a forced loss: 50 -> 0 */
  assert_int_equal(bao_engine_mark_of(0, -(BAO_SCORE_WIN - 6)),
                   BAO_ENGINE_MISTAKE);
  assert_string_equal(bao_engine_mark_name(BAO_ENGINE_MISTAKE), "mistake");
  assert_string_equal(bao_engine_mark_name(BAO_ENGINE_INACCURACY),
                      "inaccuracy");
  assert_string_equal(bao_engine_mark_name(BAO_ENGINE_NONE), "-");
}

static void marks_by_logistic(void **state)
{
  int b, a, seen[3] = {0, 0, 0};
  double drop;
  (void)state;
  for (b = -1500; b <= 1500; b += 37)
    for (a = -1500; a <= b; a += 23) {
      drop = chance(b) - chance(a);
      if (fabs(drop - 20) < 1e-6 || fabs(drop - 10) < 1e-6)
        continue; /* (on a threshold: the rounding of either decides) */
      assert_int_equal(bao_engine_mark_of(b, a), expected_mark(b, a));
      seen[expected_mark(b, a)]++;
    }
  assert_true(seen[0] > 100 && seen[1] > 100 && seen[2] > 100);
}

/* The test's own random numbers (a 64-bit LCG, Knuth's MMIX constants). */
static uint64_t next(uint64_t *s)
{
  *s = *s * 6364136223846793005ULL + 1442695040888963407ULL;
  return *s >> 33;
}

static int same_move(const bao_move *a, const bao_move *b)
{
  return a->kind == b->kind && a->hole == b->hole && a->dir == b->dir &&
         a->safari == b->safari;
}

static int legal(const bao_position *p, const bao_move *m)
{
  bao_movelist l;
  int i;
  bao_position_moves(p, &l);
  for (i = 0; i < l.count; i++)
    if (same_move(&l.item[i].move, m))
      return 1;
  return 0;
}

typedef struct tally {
  int plies, wins, refuted, kept, none, marked;
} tally;

/* The checks of one ply: `played` at p, with exact judgement j (NULL:
 * none). */
static void check_ply(bao_player *pl, bao_player *own, bao_solver *s,
                      const bao_position *p, const bao_move *played,
                      const bao_judgement *j, tally *t)
{
  static const bao_think_limits lim = {0, 3000};
  static bao_think_result r; /* (large: not on the stack) */
  bao_engine_judgement e, again;
  bao_diag d;
  double drop;
  int k, speaks;
  bao_player_clear(pl);
  assert_true(bao_engine_judge(pl, s, p, played, j, &lim, &e, &d));
  bao_player_clear(pl);
  assert_true(bao_engine_judge(pl, s, p, played, j, &lim, &again, &d));
  assert_memory_equal(&e, &again, sizeof e);
  assert_true(legal(p, &e.best));
  assert_true(e.after <= e.before);
  t->plies++;
  speaks = j && (j->mark != BAO_JUDGE_NONE || j->keeps_win ||
                 j->refuted_n > 0);
  if (j && j->win_n > 0) {
    assert_int_equal(e.before, BAO_SCORE_WIN - (2 * j->win_n - 1));
    assert_true(same_move(&e.best, &j->win_move));
    t->wins++;
  }
  if (j && j->refuted_n > 0) {
    assert_int_equal(e.after, -(BAO_SCORE_WIN - 2 * j->refuted_n));
    t->refuted++;
  }
  if (j && j->keeps_win) {
    assert_true(bao_score_exact(e.after) && e.after > 0);
    assert_true(bao_score_moves(e.after) >= j->win_n &&
                bao_score_moves(e.after) <= j->depth);
    t->kept++;
  }
  if (speaks) {
    assert_int_equal(e.mark, BAO_ENGINE_NONE);
    return;
  }
  drop = chance(e.before) - chance(e.after);
  if (fabs(drop - 20) > 1e-6 && fabs(drop - 10) > 1e-6)
    assert_int_equal(e.mark, expected_mark(e.before, e.after));
  t->marked += e.mark != BAO_ENGINE_NONE;
  if (j && j->win_n > 0)
    return;
  /* no exact verdict: the search's own answer, asked here */
  bao_player_clear(own);
  assert_true(bao_player_think(own, p, &lim, 1, &r, &d));
  assert_int_equal(e.before, r.line[0].score);
  assert_true(same_move(&e.best, &r.line[0].move));
  for (k = 0; k < r.count && !same_move(&r.line[k].move, played); k++)
    ;
  assert_true(k < r.count);
  assert_int_equal(e.after, r.line[k].score);
  t->none++;
}

static void random_plies(void **state)
{
  bao_rules rules = bao_rules_variant(BAO_KUJIFUNZA);
  bao_solver *s;
  bao_player *pl, *own;
  bao_diag d;
  static bao_movelist l;
  bao_position p;
  bao_judgement j;
  uint64_t seed = 28;
  tally t;
  int game, ply, i;
  (void)state;
  memset(&t, 0, sizeof t);
  s = bao_solver_new((size_t)4 << 20, &d);
  pl = bao_player_new((size_t)1 << 20, &d);
  own = bao_player_new((size_t)1 << 20, &d);
  assert_non_null(s);
  assert_non_null(pl);
  assert_non_null(own);
  bao_solver_set_nodes(s, 2000000);
  for (game = 0; game < 6; game++) {
    bao_position_start(&p, &rules);
    for (ply = 0; ply < 120; ply++) {
      bao_position_moves(&p, &l);
      if (!l.count)
        break;
      i = (int)(next(&seed) % (uint64_t)l.count);
      if (l.item[i].period)
        break; /* (a draw: the game stops there) */
      if (bao_judge_move(s, &p, &l.item[i].move, 2, &j, &d))
        check_ply(pl, own, s, &p, &l.item[i].move, &j, &t);
      check_ply(pl, own, s, &p, &l.item[i].move, NULL, &t);
      p = l.item[i].after;
    }
  }
  printf("plies %d: exact wins %d, refuted %d, kept wins %d, no verdict "
         "%d, estimate marks %d\n", t.plies, t.wins, t.refuted, t.kept,
         t.none, t.marked);
  assert_true(t.wins > 0 && t.refuted > 0 && t.kept > 0 && t.none > 50);
  bao_player_free(own);
  bao_player_free(pl);
  bao_solver_free(s);
}

static void not_legal(void **state)
{
  bao_rules rules = bao_rules_variant(BAO_KUJIFUNZA);
  bao_position p;
  bao_player *pl;
  bao_engine_judgement e;
  bao_diag d;
  bao_move m;
  (void)state;
  bao_position_start(&p, &rules);
  memset(&m, 0, sizeof m);
  m.kind = BAO_MTAJI_TAKATA;
  m.hole = 31; /* North's: never South's move at the start */
  m.dir = 1;
  pl = bao_player_new((size_t)1 << 20, &d);
  assert_non_null(pl);
  assert_false(legal(&p, &m));
  assert_false(bao_engine_judge(pl, NULL, &p, &m, NULL, NULL, &e, &d));
  bao_player_free(pl);
}

int main(int argc, char **argv)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(marks_by_hand),
    cmocka_unit_test(marks_by_logistic),
    cmocka_unit_test(random_plies),
    cmocka_unit_test(not_legal),
  };
  return ts_run(tests, NULL, NULL, argc, argv);
}
