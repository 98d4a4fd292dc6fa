/*
 * test_eval.c - the learnt evaluation and the score scale (player.h,
 * src/search/eval.c).
 *
 * The weights are fitted (bench/train/), so no test here knows what a
 * position should score.  What is tested are the properties the
 * evaluation is built to have whatever the weights, each on every
 * position of random games of every variant:
 *   - a position and its mirror (South's holes, hand and nyumba swapped
 *     with North's, the other side to move) score the same: the score
 *     belongs to the side to move, not to a colour;
 *   - an estimate stays within +-BAO_SCORE_EST_MAX, even for boards no
 *     game reaches (all the seeds on one side), and is never read as
 *     exact;
 *   - material counts: a seed more in one of the mover's back holes that
 *     already holds 2 or more (not the nyumba) never lowers its score,
 *     and one more in the opponent's never raises it.  Such a seed moves
 *     only the seed count of its side (it makes no hole movable, is not
 *     in the front row, faces nothing), so this holds exactly when the
 *     fit found that seeds are worth having in every variant and stage;
 *     the other features (the front row, what is at stake) may rightly
 *     weigh either way, so no wider monotony is asked.
 * And the score scale, from player.h's definitions: the logistic of
 * s / 400 in base 10 (against libm's pow), 0 as 50%, 400 as 10 to 1,
 * exact wins and losses as "win n" / "loss n" with n from the plies.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include "test_run.h"

#include <math.h>
#include <string.h>

#include "bao/bao.h"
#include "bao/player.h"
#include "base/splitmix.h"
#include "search/eval.h"
#include "search/eval_weights.h"

#define GAMES 40      /* random games per variant          */
#define MAX_PLIES 200 /* the longest game kept             */


typedef void (*visit_fn)(const bao_position *p);

/* Calls `visit` on every position of GAMES random games of each variant
 * where the side to move has a move (the evaluation is not asked about a
 * position that has already lost). */
static void each_position(visit_fn visit)
{
  static bao_movelist list;
  size_t v;
  int g, ply;
  /* every variant of the enum, so that one added is tested too */
  for (v = 0; v < BAO_VARIANTS; v++) {
    bao_rules rules = bao_rules_variant((enum bao_variant)v);
    for (g = 0; g < GAMES; g++) {
      uint64_t state = (uint64_t)(v * 1000 + (size_t)g);
      bao_position p;
      bao_position_start(&p, &rules);
      for (ply = 0; ply < MAX_PLIES; ply++) {
        const bao_outcome *o;
        if (!bao_position_moves(&p, &list))
          break;
        visit(&p);
        o = &list.item[bao_splitmix_next(&state) % (uint64_t)list.count];
        if (o->period)
          break;
        p = o->after;
      }
    }
  }
}

/* The same position with the colours swapped.  The takasia and reserved
 * holes are circuit indexes of the mover's and of its opponent's rows,
 * so they stay as they are. */
static bao_position mirror(const bao_position *p)
{
  bao_position m = *p;
  memcpy(m.pit[0], p->pit[1], sizeof m.pit[0]);
  memcpy(m.pit[1], p->pit[0], sizeof m.pit[1]);
  m.hand[0] = p->hand[1];
  m.hand[1] = p->hand[0];
  m.house[0] = p->house[1];
  m.house[1] = p->house[0];
  m.to_move = (uint8_t)(1 - p->to_move);
  return m;
}

static void check_mirror(const bao_position *p)
{
  bao_position m = mirror(p);
  assert_int_equal(bao_evaluate(p), bao_evaluate(&m));
}

static void mirror_scores_the_same(void **state)
{
  (void)state;
  each_position(check_mirror);
}

static void check_bounds(const bao_position *p)
{
  int s = bao_evaluate(p);
  assert_true(s <= BAO_SCORE_EST_MAX && s >= -BAO_SCORE_EST_MAX);
  assert_false(bao_score_exact(s));
}

static void estimates_in_bounds(void **state)
{
  (void)state;
  each_position(check_bounds);
}

/* Boards no game reaches, all the seeds (BAO_MAX_SEEDS at most) with one
 * side, which a linear score would put far beyond the bound: the front
 * row of each side must hold a seed (or the position has lost). */
static void lopsided_boards_in_bounds(void **state)
{
  size_t v;
  int rich, c;
  (void)state;
  /* every variant of the enum, so that one added is tested too */
  for (v = 0; v < BAO_VARIANTS; v++) {
    bao_rules rules = bao_rules_variant((enum bao_variant)v);
    for (rich = 0; rich < 2; rich++) {
      bao_position p;
      bao_position_start(&p, &rules);
      memset(p.pit, 0, sizeof p.pit);
      p.hand[0] = p.hand[1] = 0;
      for (c = 0; c < BAO_PITS; c++)
        p.pit[rich][c] = 15;
      p.pit[1 - rich][0] = 1;
      p.pit[1 - rich][1] = 2;
      check_bounds(&p);
      p.to_move = (uint8_t)(1 - p.to_move);
      check_bounds(&p);
      p.hand[rich] = 10; /* the namua stage's weights too */
      check_bounds(&p);
    }
  }
}

/* A back hole of `side` holding 2 or more seeds, not the nyumba, and room
 * for a seed more; -1 if none. */
static int rich_back_hole(const bao_position *p, int side)
{
  int c;
  for (c = BAO_FRONT; c < BAO_PITS; c++)
    if (p->pit[side][c] >= 2 && bao_position_seeds(p) < BAO_MAX_SEEDS)
      return c;
  return -1;
}

static void check_material(const bao_position *p)
{
  int me = p->to_move, s = bao_evaluate(p), c;
  bao_position q;
  if ((c = rich_back_hole(p, me)) >= 0) {
    q = *p;
    q.pit[me][c]++;
    assert_true(bao_evaluate(&q) >= s);
  }
  if ((c = rich_back_hole(p, 1 - me)) >= 0) {
    q = *p;
    q.pit[1 - me][c]++;
    assert_true(bao_evaluate(&q) <= s);
  }
}

static void a_seed_more_counts(void **state)
{
  (void)state;
  each_position(check_material);
}

/* player.h: 1 / (1 + 10^(-s/400)), in percent; libm's pow is the
 * independent reference (eval.c has its own power, without libm). */
static void percent_is_the_logistic(void **state)
{
  int s;
  (void)state;
  assert_float_equal(bao_score_percent(0), 50.0, 1e-9);
  assert_float_equal(bao_score_percent(400), 1000.0 / 11.0, 1e-9);
  assert_float_equal(bao_score_percent(-400), 100.0 / 11.0, 1e-9);
  for (s = -BAO_SCORE_EST_MAX; s <= BAO_SCORE_EST_MAX; s += 7)
    assert_float_equal(bao_score_percent(s),
                       100.0 / (1.0 + pow(10.0, -s / 400.0)), 1e-9);
}

/* A win in n moves is BAO_SCORE_WIN - (2n - 1) plies, a loss in n is
 * -(BAO_SCORE_WIN - 2n): player.h. */
static void exact_scores(void **state)
{
  char buf[32];
  int n;
  (void)state;
  assert_false(bao_score_exact(BAO_SCORE_EST_MAX));
  assert_false(bao_score_exact(-BAO_SCORE_EST_MAX));
  assert_true(bao_score_exact(BAO_SCORE_EST_MAX + 1));
  for (n = 1; n <= 30; n++) {
    int win = BAO_SCORE_WIN - (2 * n - 1), loss = -(BAO_SCORE_WIN - 2 * n);
    char expect[32];
    assert_true(bao_score_exact(win) && bao_score_exact(loss));
    assert_int_equal(bao_score_moves(win), n);
    assert_int_equal(bao_score_moves(loss), n);
    assert_float_equal(bao_score_percent(win), 100.0, 0);
    assert_float_equal(bao_score_percent(loss), 0.0, 0);
    snprintf(expect, sizeof expect, "win %d", n);
    assert_int_equal(bao_score_format(win, buf, sizeof buf), strlen(expect));
    assert_string_equal(buf, expect);
    snprintf(expect, sizeof expect, "loss %d", n);
    bao_score_format(loss, buf, sizeof buf);
    assert_string_equal(buf, expect);
  }
  /* already lost: k = 0 plies */
  bao_score_format(-BAO_SCORE_WIN, buf, sizeof buf);
  assert_string_equal(buf, "loss 0");
  assert_int_equal(bao_score_moves(0), 0);
}

/* An estimate is a whole percent, never written as certain. */
static void estimates_formatted(void **state)
{
  char buf[8];
  (void)state;
  bao_score_format(0, buf, sizeof buf);
  assert_string_equal(buf, "50%");
  bao_score_format(400, buf, sizeof buf); /* 90.9 */
  assert_string_equal(buf, "91%");
  bao_score_format(-400, buf, sizeof buf); /* 9.1 */
  assert_string_equal(buf, "9%");
  bao_score_format(BAO_SCORE_EST_MAX, buf, sizeof buf);
  assert_string_equal(buf, "99%");
  bao_score_format(-BAO_SCORE_EST_MAX, buf, sizeof buf);
  assert_string_equal(buf, "1%");
  /* cut to the buffer, the length needed returned, like snprintf */
  assert_int_equal(bao_score_format(0, buf, 2), 3);
  assert_string_equal(buf, "5");
}

/* Every variant of the enum has weights of its own for both stages: a
 * row left out of eval_weights.h's designated initialisers would be all
 * zeros (an evaluation that sees nothing), and a position of the variant
 * must pick its variant's row, not another game's. */
static void every_variant_has_its_weights(void **state)
{
  int v, stage, i;
  (void)state;
  assert_int_equal(sizeof bao_eval_weights / sizeof bao_eval_weights[0],
                   2 * BAO_VARIANTS);
  for (v = 0; v < BAO_VARIANTS; v++) {
    bao_position p;
    int f[BAO_EVAL_NF];
    for (stage = 0; stage < 2; stage++) {
      int nonzero = 0;
      for (i = 0; i < BAO_EVAL_NF; i++)
        nonzero += bao_eval_weights[2 * v + stage][i] != 0;
      if (nonzero == 0)
        fail_msg("variant %s, %s: no weights", bao_variant_name(
                     (enum bao_variant)v), stage ? "namua" : "mtaji");
    }
    bao_rules rules = bao_rules_variant((enum bao_variant)v);
    bao_position_start(&p, &rules);
    p.hand[p.to_move] = 0;
    assert_int_equal(bao_eval_features(&p, f), 2 * v);
    p.hand[p.to_move] = 1;
    assert_int_equal(bao_eval_features(&p, f), 2 * v + 1);
  }
}

int main(int argc, char **argv)
{
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(every_variant_has_its_weights),
      cmocka_unit_test(mirror_scores_the_same),
      cmocka_unit_test(estimates_in_bounds),
      cmocka_unit_test(lopsided_boards_in_bounds),
      cmocka_unit_test(a_seed_more_counts),
      cmocka_unit_test(percent_is_the_logistic),
      cmocka_unit_test(exact_scores),
      cmocka_unit_test(estimates_formatted),
  };
  return ts_run(tests, NULL, NULL, argc, argv);
}
