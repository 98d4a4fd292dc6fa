/*
 * test_worked.c - the worked positions of docs/rules.md §9 (T1-T10,
 * T15-T18).
 *
 * Every position and every expected value is typed from docs/rules.md §9
 * (Game Cabinet's diagrams, "GC dN", and constructed probes) or derived by
 * the reasoning written in the comment next to it, never taken from the
 * engine.
 *
 * Layout (docs/rules.md, Conventions): b8..b1 / a8..a1 / A1..A8 / B1..B8.
 * Partial diagrams: rows not shown are 0.  A_i faces a_(9-i).
 *
 * Canonical tokens (docs/rules.md §2.2, bao.h bao_move_token): the letter is
 *  - namua capture: the entry kichwa (L = A1/a1, sowing CW; R = A8/a8,
 *    sowing ACW); for a forced capture (holes 1, 2, 7, 8) the forced side:
 *    L at holes 1/2, R at holes 7/8;
 *  - namua takasa and mtaji moves from the front row: the first-lap
 *    direction, L = ACW (towards hole 1), R = CW (towards hole 8);
 *  - mtaji moves from the back row: the physical direction along the back
 *    row, L = CW (B_i -> B_(i-1) -> ... -> B1 -> A1), R = ACW;
 * then '*' for a takasa/takata and '>' for a safari the player chose.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include "test_run.h"

#include "bao/bao.h"
#include "test_support.h"

#define S BAO_SOUTH
#define N BAO_NORTH

static bao_movelist list;  /* large: keep them off the stack */
static bao_movelist reply; /* the opponent's moves after a move */

/* T1 start (docs/rules.md R2, §9 T1).  Legal: A6L*, A6R*, A7L*, A7R*.
 * KIBA A6< = A6L* gives A = 0 0 1 1 7 0 2 0; the 1994 game's (1) A7L* gives
 * A = 0 0 0 1 7 3 0 0.  One seed leaves South's hand (22 -> 21). */
static void t1_start(void **state)
{
  bao_position p, q;
  const bao_position *a;
  (void)state;
  ts_parse("0 0 0 0 0 0 0 0 / 0 2 2 6 0 0 0 0 / 0 0 0 0 6 2 2 0 / "
           "0 0 0 0 0 0 0 0 | hand S22 N22 | house S:F N:F | S to move", &p);
  /* bao_position_start must give the same position. */
  bao_position_start(&q, NULL);
  ts_assert_line(&q, "0 0 0 0 0 0 0 0 / 0 2 2 6 0 0 0 0 / 0 0 0 0 6 2 2 0 / "
                     "0 0 0 0 0 0 0 0 | hand S22 N22 | house S:F N:F | "
                     "S to move");
  ts_assert_moves(&p, &list, "A6L* A6R* A7L* A7R*");
  a = ts_after(&list, S, "A6L*");
  ts_assert_row(a, 'A', "0 0 1 1 7 0 2 0");
  ts_assert_row(a, 'a', "0 2 2 6 0 0 0 0");
  assert_int_equal(a->hand[S], 21);
  assert_int_equal(a->hand[N], 22);
  assert_int_equal(a->to_move, N);
  a = ts_after(&list, S, "A7L*");
  ts_assert_line(a, "0 0 0 0 0 0 0 0 / 0 2 2 6 0 0 0 0 / 0 0 0 1 7 3 0 0 / "
                    "0 0 0 0 0 0 0 0 | hand S21 N22 | house S:F N:F | "
                    "N to move");
}

/* T2 GC d3->d4.  Only legal: the capture at A5 (A5 faces a4 = 1; A7/A8 face
 * a2/a1 = 0), a free (central) capture, so both A5L and A5R.
 * A5L => a = 1 0 1 8 0 2 0 0, A = 1 0 0 0 8 0 2 1, hand S 9. */
static void t2_namua_capture_left(void **state)
{
  bao_position p;
  const bao_position *a;
  (void)state;
  ts_parse("0 0 0 0 0 0 0 0 / 1 0 1 8 1 2 0 0 / 0 0 0 0 7 0 2 1 / "
           "0 0 0 0 0 0 0 0 | hand S10 N10 | house S:F N:F | S to move", &p);
  ts_assert_moves(&p, &list, "A5L A5R");
  a = ts_after(&list, S, "A5L");
  ts_assert_row(a, 'a', "1 0 1 8 0 2 0 0");
  ts_assert_row(a, 'A', "1 0 0 0 8 0 2 1");
  ts_assert_row(a, 'b', "0 0 0 0 0 0 0 0");
  ts_assert_row(a, 'B', "0 0 0 0 0 0 0 0");
  assert_int_equal(a->hand[S], 9);
  assert_int_equal(a->hand[N], 10);
}

/* T3 GC d5->d7/d8.  A5 is South's only occupied front hole and faces
 * a4 = 3, so the legal set is A5L, A5R (derived; neither lap ends in the
 * house: L ends in A3, R in A6).  A5L => A = 1 1 1 0 8 0 0 0; A5R =>
 * A = 0 0 0 0 8 1 1 1; a = 1 0 1 8 0 2 0 0 in both. */
static void t3_namua_capture_both_sides(void **state)
{
  bao_position p;
  const bao_position *a;
  (void)state;
  ts_parse("0 0 0 0 0 0 0 0 / 1 0 1 8 3 2 0 0 / 0 0 0 0 7 0 0 0 / "
           "0 0 0 0 0 0 0 0 | hand S10 N10 | house S:F N:F | S to move", &p);
  ts_assert_moves(&p, &list, "A5L A5R");
  a = ts_after(&list, S, "A5L");
  ts_assert_row(a, 'A', "1 1 1 0 8 0 0 0");
  ts_assert_row(a, 'a', "1 0 1 8 0 2 0 0");
  a = ts_after(&list, S, "A5R");
  ts_assert_row(a, 'A', "0 0 0 0 8 1 1 1");
  ts_assert_row(a, 'a', "1 0 1 8 0 2 0 0");
}

/* T4 GC d9.  Legal: A1, A2, A7, A8 captures, each forced (A5 faces a4 = 0).
 * Forced side in the token: A1/A2 -> L (left kichwa), A7/A8 -> R.
 * Results from the T4 table (d10-d13). */
static void t4_forced_sides(void **state)
{
  bao_position p;
  const bao_position *a;
  int i;
  (void)state;
  ts_parse("0 0 0 0 0 0 0 0 / 4 3 1 8 0 2 5 6 / 1 2 0 0 8 0 3 4 / "
           "0 0 0 0 0 0 0 0 | hand S10 N10 | house S:F N:F | S to move", &p);
  ts_assert_moves(&p, &list, "A1L A2L A7R A8R");
  for (i = 0; i < list.count; i++)
    assert_true(list.item[i].move.forced);
  a = ts_after(&list, S, "A1L");
  ts_assert_row(a, 'a', "0 3 1 8 0 2 5 6");
  ts_assert_row(a, 'A', "3 3 1 1 8 0 3 4");
  a = ts_after(&list, S, "A2L");
  ts_assert_row(a, 'a', "4 0 1 8 0 2 5 6");
  ts_assert_row(a, 'A', "2 4 1 0 8 0 3 4");
  a = ts_after(&list, S, "A7R");
  ts_assert_row(a, 'a', "4 3 1 8 0 2 0 6");
  ts_assert_row(a, 'A', "1 2 0 1 9 1 5 5"); /* GC's A8=6 is a typo (§9) */
  a = ts_after(&list, S, "A8R");
  ts_assert_row(a, 'a', "4 3 1 8 0 2 5 0");
  ts_assert_row(a, 'A', "1 2 1 1 9 1 4 6");
}

/* T5 GC d14.  Legal: A2, A3L, A3R (ends in the house: stop or safari),
 * A7, A8 (ends in the house: stop or safari).  Tokens: A2 forced -> A2L,
 * A7/A8 forced -> R; the house alternatives are the plain token (stop) and
 * the '>' token (safari).
 * A2 => a = 0 0 0 8 0 2 5 6, A = 2 5 3 1 8 0 3 4 (d15).
 * A8> => a = 0 3 0 8 0 2 5 0, A = 1 3 3 2 0 2 5 7, B = 1 1 1 1 1 1 0 0,
 *        South house destroyed (d16).
 * A8 (stop) => A5 = 10, house kept. */
static void t5_chain_and_safari(void **state)
{
  bao_position p;
  const bao_position *a;
  (void)state;
  ts_parse("0 0 0 0 0 0 0 0 / 0 3 4 8 0 2 5 6 / 0 2 1 0 8 0 3 4 / "
           "0 0 0 0 0 0 0 0 | hand S10 N10 | house S:F N:F | S to move", &p);
  ts_assert_moves(&p, &list, "A2L A3L A3R A3R> A7R A8R A8R>");
  a = ts_after(&list, S, "A2L");
  ts_assert_row(a, 'a', "0 0 0 8 0 2 5 6");
  ts_assert_row(a, 'A', "2 5 3 1 8 0 3 4");
  a = ts_after(&list, S, "A8R>");
  ts_assert_row(a, 'a', "0 3 0 8 0 2 5 0");
  ts_assert_row(a, 'A', "1 3 3 2 0 2 5 7");
  ts_assert_row(a, 'B', "1 1 1 1 1 1 0 0");
  assert_int_equal(a->house[S], BAO_HOUSE_DESTROYED);
  a = ts_after(&list, S, "A8R");
  assert_int_equal(a->pit[S][BAO_HOUSE], 10);
  assert_int_equal(a->house[S], BAO_HOUSE_INTACT);
  assert_true(bao_position_house_functional(a, S));
}

/* T6 GC d17->d18.  A5 = 0 here, so South's house is written 'a' (intact,
 * under 6), not F; North's a5 = 7 is F.
 * Only A4 faces an occupied hole (a5 = 7), so the legal set is A4L, A4R
 * (derived).  A4L => a = 1 0 0 0 0 0 0 2, A = 1 3 4 4 1 3 0 1,
 * B = 0 0 0 1 1 1 1 1 (d18); A4R => A = 1 0 4 4 1 3 6 1,
 * B = 1 1 0 0 0 0 0 0.  Both capture a5 (7): North's house destroyed. */
static void t6_relay_round_corner(void **state)
{
  bao_position p;
  const bao_position *a;
  (void)state;
  ts_parse("0 0 0 0 0 0 0 0 / 1 0 0 7 0 0 0 2 / 0 2 3 2 0 2 5 0 / "
           "0 0 0 0 0 0 0 0 | hand S10 N10 | house S:a N:F | S to move", &p);
  ts_assert_moves(&p, &list, "A4L A4R");
  a = ts_after(&list, S, "A4L");
  ts_assert_row(a, 'a', "1 0 0 0 0 0 0 2");
  ts_assert_row(a, 'A', "1 3 4 4 1 3 0 1");
  ts_assert_row(a, 'B', "0 0 0 1 1 1 1 1");
  assert_int_equal(a->house[N], BAO_HOUSE_DESTROYED);
  a = ts_after(&list, S, "A4R");
  ts_assert_row(a, 'a', "1 0 0 0 0 0 0 2");
  ts_assert_row(a, 'A', "1 0 4 4 1 3 6 1");
  ts_assert_row(a, 'B', "1 1 0 0 0 0 0 0");
  assert_int_equal(a->house[N], BAO_HOUSE_DESTROYED);
}

/* T7 GC d19.  Legal: A2, A5L, A5R.  A2 is forced -> A2L.  "A5R (stop)"
 * ends in the functional house with a4 emptied by the capture, so in namua
 * the safari A5R> is the other half of that choice (R13).
 * A5R (stop) => a = 0 1 2 10 0 4 0 0, A = 2 1 0 0 14 1 1 1, house kept. */
static void t7_house_stop(void **state)
{
  bao_position p;
  const bao_position *a;
  (void)state;
  ts_parse("0 0 0 0 0 0 0 0 / 0 1 2 10 4 4 0 0 / 2 1 0 0 12 0 0 0 / "
           "0 0 0 0 0 0 0 0 | hand S10 N10 | house S:F N:F | S to move", &p);
  ts_assert_moves(&p, &list, "A2L A5L A5R A5R>");
  a = ts_after(&list, S, "A5R");
  ts_assert_row(a, 'a', "0 1 2 10 0 4 0 0");
  ts_assert_row(a, 'A', "2 1 0 0 14 1 1 1");
  ts_assert_row(a, 'B', "0 0 0 0 0 0 0 0");
  assert_int_equal(a->house[S], BAO_HOUSE_INTACT);
  assert_true(bao_position_house_functional(a, S));
}

/* T8 GC d22 (tax).  Legal: A5L*, A5R* only (the tax: place in the house,
 * take 2, sow; a takasa, so L = ACW, R = CW).
 * A5R* => A = 0 0 0 0 8 1 1 0; A5L* => A = 0 0 1 1 8 0 0 0; the house stays
 * alive (8 seeds: still functional). */
static void t8_tax(void **state)
{
  bao_position p;
  const bao_position *a;
  (void)state;
  ts_parse("0 0 0 0 0 0 0 0 / 0 1 2 9 0 2 0 0 / 0 0 0 0 9 0 0 0 / "
           "0 0 0 0 0 0 0 0 | hand S10 N10 | house S:F N:F | S to move", &p);
  ts_assert_moves(&p, &list, "A5L* A5R*");
  assert_true(ts_find(&list, S, "A5R*")->move.tax);
  assert_true(ts_find(&list, S, "A5L*")->move.tax);
  a = ts_after(&list, S, "A5R*");
  ts_assert_row(a, 'A', "0 0 0 0 8 1 1 0");
  ts_assert_row(a, 'a', "0 1 2 9 0 2 0 0");
  assert_int_equal(a->house[S], BAO_HOUSE_INTACT);
  assert_int_equal(a->hand[S], 9);
  a = ts_after(&list, S, "A5L*");
  ts_assert_row(a, 'A', "0 0 1 1 8 0 0 0");
  assert_int_equal(a->house[S], BAO_HOUSE_INTACT);
  assert_true(bao_position_house_functional(a, S));
}

/* T9 GC d23 (mtaji).  Legal: A2R and B2R only.  B2R: back row, R = ACW
 * (B2 -> B3 ... B8 -> A8, A7, A6), landing on A6 facing a3 = 6.
 * A2R => a = 0 0 0 0 0 6 0 0, A = 1 1 2 2 0 2 1 1, B = 0 9 0 0 0 1 1 1.
 * B2R => a = 0 0 0 0 5 0 0 0, A = 0 3 1 1 5 3 2 2, B = 0 0 1 1 1 1 1 1. */
static void t9_mtaji_captures(void **state)
{
  bao_position p;
  const bao_position *a;
  (void)state;
  ts_parse("0 0 0 0 0 0 0 0 / 0 0 0 0 5 6 0 0 / 0 3 0 0 4 1 0 0 / "
           "0 9 0 0 0 0 0 0 | hand S0 N0 | house S:x N:x | S to move", &p);
  ts_assert_moves(&p, &list, "A2R B2R");
  a = ts_after(&list, S, "A2R");
  ts_assert_row(a, 'a', "0 0 0 0 0 6 0 0");
  ts_assert_row(a, 'A', "1 1 2 2 0 2 1 1");
  ts_assert_row(a, 'B', "0 9 0 0 0 1 1 1");
  a = ts_after(&list, S, "B2R");
  ts_assert_row(a, 'a', "0 0 0 0 5 0 0 0");
  ts_assert_row(a, 'A', "0 3 1 1 5 3 2 2");
  ts_assert_row(a, 'B', "0 0 1 1 1 1 1 1");
}

/* T10 final position of Maulidi-Kijumbe.  South's only legal moves: B6
 * and B8 takata (the front row is the singleton A1).  Both directions of
 * each are legal (derived): B6L = CW B5, B4 relay ...; B6R = ACW B7, B8
 * relay A8, A7, A6; B8L = CW B7, B6 relay ...; B8R = ACW into A8, A7
 * (the corner rule of §2.2: B8 sown into A8 is B8R).  No drop empties the
 * front row (A1 is only lifted in a relay that drops into A2 next). */
static void t10_final_position(void **state)
{
  bao_position p;
  bao_status st;
  (void)state;
  ts_parse("1 0 5 8 1 2 7 0 / 4 4 5 6 3 4 1 3 / 1 0 0 0 0 0 0 0 / "
           "1 1 1 1 1 2 0 2 | hand S0 N0 | house S:x N:x | S to move", &p);
  assert_int_equal(bao_position_seeds(&p), 64);
  ts_assert_moves(&p, &list, "B6L* B6R* B8L* B8R*");
  st = bao_position_status(&p, NULL);
  assert_int_equal(st.over, 0);
}

/* T15 16-seed takata (constructed).  No capture (16 seeds); A4L* and A4R*
 * both end with the 16th seed in the emptied A4 (A1 is a singleton, so
 * these are the only moves).  Result: A = 2 1 1 1 1 1 1 1, B all 1. */
static void t15_sixteen_takata(void **state)
{
  bao_position p;
  const bao_position *a;
  (void)state;
  ts_parse("0 0 0 0 0 0 0 46 / 1 0 0 0 0 0 0 0 / 1 0 0 16 0 0 0 0 / "
           "0 0 0 0 0 0 0 0 | hand S0 N0 | house S:x N:x | S to move", &p);
  assert_int_equal(bao_position_seeds(&p), 64);
  ts_assert_moves(&p, &list, "A4L* A4R*");
  a = ts_after(&list, S, "A4L*");
  ts_assert_row(a, 'A', "2 1 1 1 1 1 1 1");
  ts_assert_row(a, 'B', "1 1 1 1 1 1 1 1");
  ts_assert_row(a, 'a', "1 0 0 0 0 0 0 0");
  a = ts_after(&list, S, "A4R*");
  ts_assert_row(a, 'A', "2 1 1 1 1 1 1 1");
  ts_assert_row(a, 'B', "1 1 1 1 1 1 1 1");
  ts_assert_row(a, 'a', "1 0 0 0 0 0 0 0");
}

/* T16 kimbi capture reverses direction (constructed).  A4L (front row,
 * L = ACW): A3, A2, capture a7 (1), enter at A1 (forced) =>
 * A = 1 2 1 0 0 0 0 1, a = 0 0 0 0 0 0 0 1.  Legal set derived: A4R ends
 * in the empty A6 (no capture) and captures are compulsory; A2/A8 are
 * singletons, so A4L is the only move. */
static void t16_kimbi_reverses(void **state)
{
  bao_position p;
  const bao_position *a;
  (void)state;
  ts_parse("0 0 0 0 0 0 0 58 / 0 1 0 0 0 0 0 1 / 0 1 0 2 0 0 0 1 / "
           "0 0 0 0 0 0 0 0 | hand S0 N0 | house S:x N:x | S to move", &p);
  assert_int_equal(bao_position_seeds(&p), 64);
  ts_assert_moves(&p, &list, "A4L");
  a = ts_after(&list, S, "A4L");
  ts_assert_row(a, 'A', "1 2 1 0 0 0 0 1");
  ts_assert_row(a, 'a', "0 0 0 0 0 0 0 1");
}

/* T17 probes (constructed).  Hands 0/0, houses x/x unless stated;
 * unshown rows are 0; South to move. */

/* "Namua takasa with no house": a1 = 3, A1 = 1, A2 = 2, hands 5/5:
 * only A2 (either way). */
static void t17_takasa_no_house(void **state)
{
  bao_position p;
  (void)state;
  ts_parse("0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 3 / 1 2 0 0 0 0 0 0 / "
           "0 0 0 0 0 0 0 0 | hand S5 N5 | house S:x N:x | S to move", &p);
  ts_assert_moves(&p, &list, "A2L* A2R*");
}

/* "Namua takasa, all singletons": A1 = 1, A4 = 1: A1 and A4 both allowed.
 * Directions derived: every one keeps a seed in the front row (A1L* sows
 * B1, B2 with A4 still occupied), so all four tokens. */
static void t17_takasa_all_singletons(void **state)
{
  bao_position p;
  (void)state;
  ts_parse("0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 3 / 1 0 0 1 0 0 0 0 / "
           "0 0 0 0 0 0 0 0 | hand S5 N5 | house S:x N:x | S to move", &p);
  ts_assert_moves(&p, &list, "A1L* A1R* A4L* A4R*");
}

/* "Forced safari in mtaji (MW reading)": S house F (A5 = 6).  A1R ⇒
 * A = 1 2 3 1 0 1 1 1, B = 0 0 0 0 1 1 1 1, a = 0 0 0 0 0 1 0 0, house
 * destroyed.  docs/rules.md writes "A1R": the lap ends in the functional
 * house and the house is sown on, but in mtaji the safari is forced (D2
 * default), not a choice, so the token has no '>' and move.safari is 0.
 * Legal set derived: A1L ends in B2, A5L in B2, A5R in B6 (no
 * capture), A3 is a singleton; captures are compulsory. */
static void t17_forced_safari_mtaji(void **state)
{
  bao_position p;
  const bao_position *a;
  (void)state;
  ts_parse("0 0 0 0 0 0 0 0 / 0 0 5 0 0 1 0 0 / 2 0 1 0 6 0 0 0 / "
           "0 0 0 0 0 0 0 0 | hand S0 N0 | house S:F N:x | S to move", &p);
  ts_assert_moves(&p, &list, "A1R");
  assert_false(list.item[0].move.safari);
  a = ts_after(&list, S, "A1R");
  ts_assert_row(a, 'A', "1 2 3 1 0 1 1 1");
  ts_assert_row(a, 'B', "0 0 0 0 1 1 1 1");
  ts_assert_row(a, 'a', "0 0 0 0 0 1 0 0");
  assert_int_equal(a->house[S], BAO_HOUSE_DESTROYED);
}

/* "16-seed ban": only A1R (the A2 capture, 17 seeds, is banned). */
static void t17_sixteen_ban(void **state)
{
  bao_position p;
  (void)state;
  ts_parse("0 0 0 0 0 0 0 0 / 3 0 2 0 0 0 0 0 / 2 17 1 0 0 0 0 0 / "
           "0 0 0 0 0 0 0 0 | hand S0 N0 | house S:x N:x | S to move", &p);
  ts_assert_moves(&p, &list, "A1R");
}

/* "17-seed takata": only A2 takata; nothing captured.  Both directions
 * (derived: A5 keeps the front row occupied, A5 is a singleton). */
static void t17_seventeen_takata(void **state)
{
  bao_position p;
  int i;
  (void)state;
  ts_parse("0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 1 / 0 17 0 0 1 0 0 0 / "
           "0 0 0 0 0 0 0 0 | hand S0 N0 | house S:x N:x | S to move", &p);
  ts_assert_moves(&p, &list, "A2L* A2R*");
  for (i = 0; i < list.count; i++) {
    assert_int_equal(list.item[i].move.kind, BAO_MTAJI_TAKATA);
    if (list.item[i].period == 0) { /* nothing captured: a1 still 1 */
      assert_int_equal(list.item[i].after.pit[N][0], 1);
      assert_int_equal(bao_position_seeds(&list.item[i].after),
                       bao_position_seeds(&p));
    }
  }
}

/* "Back-row fallback": a6 = 4, A1 = A2 = 1, B2 = 5: only B2 (either way);
 * a back-row takata, so B2L* (CW: B1, A1 ...) and B2R* (ACW: B3 ...). */
static void t17_back_row_fallback(void **state)
{
  bao_position p;
  (void)state;
  ts_parse("0 0 0 0 0 0 0 0 / 0 0 4 0 0 0 0 0 / 1 1 0 0 0 0 0 0 / "
           "0 5 0 0 0 0 0 0 | hand S0 N0 | house S:x N:x | S to move", &p);
  ts_assert_moves(&p, &list, "B2L* B2R*");
}

/* "Lone kichwa": a1 = 1, A1 = 3, B3 = 4: only A1R* (towards the centre). */
static void t17_lone_kichwa(void **state)
{
  bao_position p;
  (void)state;
  ts_parse("0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 1 / 3 0 0 0 0 0 0 0 / "
           "0 0 4 0 0 0 0 0 | hand S0 N0 | house S:x N:x | S to move", &p);
  ts_assert_moves(&p, &list, "A1R*");
}

/* "Bao hamna in namua": a4 = 2, A5 = 3, B3 = 1, hands 5/5, houses a/a.
 * A5 capture (either side) empties North's front row: South wins.  South
 * still has 4 seeds in hand: a win mkononi (R16). */
static void t17_bao_hamna_namua(void **state)
{
  bao_position p;
  const char *tok[2] = {"A5L", "A5R"};
  int i;
  (void)state;
  ts_parse("0 0 0 0 0 0 0 0 / 0 0 0 0 2 0 0 0 / 0 0 0 0 3 0 0 0 / "
           "0 0 1 0 0 0 0 0 | hand S5 N5 | house S:a N:a | S to move", &p);
  ts_assert_moves(&p, &list, "A5L A5R");
  for (i = 0; i < 2; i++) {
    const bao_position *a = ts_after(&list, S, tok[i]);
    bao_status st = bao_position_status(a, NULL);
    ts_assert_row(a, 'a', "0 0 0 0 0 0 0 0");
    assert_int_equal(a->to_move, N);
    assert_int_equal(st.over, 1);
    assert_int_equal(st.loser, N);
    assert_int_equal(st.why, BAO_END_FRONT_EMPTY);
    assert_int_equal(st.mkononi, 1);
  }
}

/* "Immobilisation": a8 = a1 = 1, A2 = 3: A2R* leaves North with no legal
 * move: North loses.  (A2L*, sowing A1, B1, B2, is legal too: derived.) */
static void t17_immobilisation(void **state)
{
  bao_position p;
  bao_movelist *north = &reply;
  const bao_position *a;
  bao_status st;
  (void)state;
  ts_parse("0 0 0 0 0 0 0 0 / 1 0 0 0 0 0 0 1 / 0 3 0 0 0 0 0 0 / "
           "0 0 0 0 0 0 0 0 | hand S0 N0 | house S:x N:x | S to move", &p);
  ts_assert_moves(&p, &list, "A2L* A2R*");
  a = ts_after(&list, S, "A2R*");
  ts_assert_row(a, 'A', "0 0 1 1 1 0 0 0"); /* A3, A4, A5 (derived) */
  assert_int_equal(bao_position_moves(a, north), 0);
  st = bao_position_status(a, NULL);
  assert_int_equal(st.over, 1);
  assert_int_equal(st.loser, N);
  assert_int_equal(st.why, BAO_END_NO_MOVE);
}

/* "Takasia": a = 0 0 2 0 0 0 2 0 (a6 = 2, a2 = 2), A = 0 0 3 2 0 0 1 0.
 * A3R* (CW: A4, A5, A6) => a2 takasiaed; North may only play a6 (both
 * ways: a6L* sows a5, a4; a6R* sows a7, a8).  After A3R*, A4 = 3 sown CW
 * ends on A7 (occupied) facing a2: the one threatened hole; North has no
 * capture; a2 is not North's only multi-seed hole (a6 = 2). */
static void t17_takasia(void **state)
{
  bao_position p;
  bao_movelist *north = &reply;
  const bao_position *a;
  (void)state;
  ts_parse("0 0 0 0 0 0 0 0 / 0 0 2 0 0 0 2 0 / 0 0 3 2 0 0 1 0 / "
           "0 0 0 0 0 0 0 0 | hand S0 N0 | house S:x N:x | S to move", &p);
  assert_true(bao_position_moves(&p, &list) > 0);
  a = ts_after(&list, S, "A3R*");
  ts_assert_line(a, "0 0 0 0 0 0 0 0 / 0 0 2 0 0 0 2 0 / "
                    "0 0 0 3 1 1 1 0 / 0 0 0 0 0 0 0 0 | hand S0 N0 | "
                    "house S:x N:x | N to move | takasia a2");
  assert_int_equal(a->takasia, 1); /* a2 = North circuit index 1 */
  ts_assert_moves(a, north, "a6L* a6R*");
}

/* "Takasia exception": a6 = 1 instead: a2 is North's only multi-seed
 * hole, so no takasia; North may then play a2. */
static void t17_takasia_exception(void **state)
{
  bao_position p;
  bao_movelist *north = &reply;
  const bao_position *a;
  char line[BAO_LINE_MAX];
  int i, from_a2 = 0;
  (void)state;
  ts_parse("0 0 0 0 0 0 0 0 / 0 0 1 0 0 0 2 0 / 0 0 3 2 0 0 1 0 / "
           "0 0 0 0 0 0 0 0 | hand S0 N0 | house S:x N:x | S to move", &p);
  assert_true(bao_position_moves(&p, &list) > 0);
  a = ts_after(&list, S, "A3R*");
  assert_int_equal(a->takasia, -1);
  bao_position_format(a, line, sizeof line);
  assert_null(strstr(line, "takasia"));
  bao_position_moves(a, north);
  for (i = 0; i < north->count; i++)
    if (north->item[i].move.hole == 1)
      from_a2 = 1;
  assert_true(from_a2);
}

/* T18 (constructed): b1 = 54 - h, a = 1 0 5 0 0 0 0 0, A = 0 0 2 0 h 0 0 0,
 * hands 1/1, S house alive ('a': h < 6), N destroyed.  The A3 capture
 * (A3 faces a6 = 5; the only one) from the left kichwa sows A1, A2, A3,
 * A4, A5 and ends in A5.  A3R (enter A8: A8, A7, A6, A5, A4) ends in the
 * empty A4 (derived), so it is legal too, with no house decision. */
static void t18_house_h4(void **state)
{
  bao_position p;
  const bao_position *a;
  (void)state;
  /* h = 4: A5 becomes 5 (not functional): no choice; relay 5 ends in B7;
   * lifting A5 destroys South's house: A = 1 1 4 1 0 1 1 1, B7 = B8 = 1. */
  ts_parse("0 0 0 0 0 0 0 50 / 1 0 5 0 0 0 0 0 / 0 0 2 0 4 0 0 0 / "
           "0 0 0 0 0 0 0 0 | hand S1 N1 | house S:a N:x | S to move", &p);
  assert_int_equal(bao_position_seeds(&p), 64);
  ts_assert_moves(&p, &list, "A3L A3R");
  a = ts_after(&list, S, "A3L");
  ts_assert_row(a, 'A', "1 1 4 1 0 1 1 1");
  ts_assert_row(a, 'B', "0 0 0 0 0 0 1 1");
  ts_assert_row(a, 'a', "1 0 0 0 0 0 0 0");
  assert_int_equal(a->house[S], BAO_HOUSE_DESTROYED);
  assert_int_equal(a->hand[S], 0);
}

static void t18_house_h5(void **state)
{
  bao_position p;
  const bao_position *a;
  (void)state;
  /* h = 5: A5 becomes 6 (functional): stop => A = 1 1 4 1 6 0 0 0; or
   * safari => A = 1 1 4 1 0 1 1 1, B6, B7, B8 = 1. */
  ts_parse("0 0 0 0 0 0 0 49 / 1 0 5 0 0 0 0 0 / 0 0 2 0 5 0 0 0 / "
           "0 0 0 0 0 0 0 0 | hand S1 N1 | house S:a N:x | S to move", &p);
  assert_int_equal(bao_position_seeds(&p), 64);
  ts_assert_moves(&p, &list, "A3L A3L> A3R");
  a = ts_after(&list, S, "A3L");
  ts_assert_row(a, 'A', "1 1 4 1 6 0 0 0");
  ts_assert_row(a, 'B', "0 0 0 0 0 0 0 0");
  assert_int_equal(a->house[S], BAO_HOUSE_INTACT);
  assert_true(bao_position_house_functional(a, S));
  a = ts_after(&list, S, "A3L>");
  ts_assert_row(a, 'A', "1 1 4 1 0 1 1 1");
  ts_assert_row(a, 'B', "0 0 0 0 0 1 1 1");
  assert_int_equal(a->house[S], BAO_HOUSE_DESTROYED);
}

int main(int argc, char **argv)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(t1_start),
    cmocka_unit_test(t2_namua_capture_left),
    cmocka_unit_test(t3_namua_capture_both_sides),
    cmocka_unit_test(t4_forced_sides),
    cmocka_unit_test(t5_chain_and_safari),
    cmocka_unit_test(t6_relay_round_corner),
    cmocka_unit_test(t7_house_stop),
    cmocka_unit_test(t8_tax),
    cmocka_unit_test(t9_mtaji_captures),
    cmocka_unit_test(t10_final_position),
    cmocka_unit_test(t15_sixteen_takata),
    cmocka_unit_test(t16_kimbi_reverses),
    cmocka_unit_test(t17_takasa_no_house),
    cmocka_unit_test(t17_takasa_all_singletons),
    cmocka_unit_test(t17_forced_safari_mtaji),
    cmocka_unit_test(t17_sixteen_ban),
    cmocka_unit_test(t17_seventeen_takata),
    cmocka_unit_test(t17_back_row_fallback),
    cmocka_unit_test(t17_lone_kichwa),
    cmocka_unit_test(t17_bao_hamna_namua),
    cmocka_unit_test(t17_immobilisation),
    cmocka_unit_test(t17_takasia),
    cmocka_unit_test(t17_takasia_exception),
    cmocka_unit_test(t18_house_h4),
    cmocka_unit_test(t18_house_h5),
  };
  return ts_run(tests, NULL, NULL, argc, argv);
}
