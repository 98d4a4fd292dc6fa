/*
 * test_variants.c - the rules in which the other games of our sources
 * differ from Bao la Kiswahili (docs/rules.md §4-§6: Mancala World's Bao
 * la Kete, the Zanzibar leaflet, the Esperanto Vikipedio).
 * Each expected set or row is worked out by hand in the comment above it,
 * from the source named there.  Rows as in the position line: a = a8..a1,
 * A = A1..A8, B = B1..B8.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include "test_run.h"

#include <string.h>

#include "bao/bao.h"
#include "test_support.h"

#define S BAO_SOUTH
#define N BAO_NORTH

static bao_movelist list;

static void parse_variant(const char *line, int variant, const char *rule,
                          bao_position *p)
{
  bao_rules r = bao_rules_variant(variant);
  bao_diag err;
  if (rule)
    assert_true(bao_rules_set(&r, rule, &err));
  if (!bao_position_parse(line, &r, p, &err))
    fail_msg("column %d: %s", err.mark.column, err.message);
}

/* Kujifunza (docs/rules.md §4; the leaflet, items 6, 12): 2 seeds in every
 * hole, nothing in hand, no nyumba.  Every hole holds 2, so a first lap lands 2
 * holes on, on an occupied hole: a capture whenever that hole is in the
 * front row (every front hole faces 2 seeds).  A1..A6 R land on A3..A8;
 * A3..A8 L on A1..A6; A7R and A8R end in the back row, A1L and A2L too;
 * B1L lands on A2 and B2L on A1 (clockwise along the back row, then the
 * front), B7R on A8 and B8R on A7; the other back holes stay in the back
 * row. */
static void kujifunza_start(void **state)
{
  bao_position p;
  bao_rules r = bao_rules_variant(BAO_KUJIFUNZA);
  (void)state;
  bao_position_start(&p, &r);
  ts_assert_line(&p, "2 2 2 2 2 2 2 2 / 2 2 2 2 2 2 2 2 / 2 2 2 2 2 2 2 2 / "
                     "2 2 2 2 2 2 2 2 | hand S0 N0 | house S:x N:x | S to move");
  ts_assert_moves(&p, &list, "A1R A2R A3R A4R A5R A6R A3L A4L A5L A6L A7L A8L "
                             "B1L B2L B7R B8R");
}

/* Kujifunza and the leaflet's mtaji know no takasia (docs/rules.md §4, §6):
 * T17's takasia probe sets none. */
static void no_takasia(void **state)
{
  static const int variants[] = {BAO_KUJIFUNZA, BAO_LEAFLET};
  bao_position p, a;
  int i;
  (void)state;
  for (i = 0; i < 2; i++) {
    parse_variant("0 0 0 0 0 0 0 0 / 0 0 2 0 0 0 2 0 / 0 0 3 2 0 0 1 0 / "
                  "0 0 0 0 0 0 0 0 | hand S0 N0 | house S:x N:x | S to move",
                  variants[i], NULL, &p);
    bao_position_moves(&p, &list);
    a = *ts_after(&list, S, "A3R*");
    assert_int_equal(a.takasia, -1);
  }
}

/* No nyumba rules without a nyumba: test_rules.c's R12 position (A3 2, A5 6)
 * in Kujifunza.  A3R* drops in A4 and A5 (7), which is relayed like any
 * hole: A6, A7, A8, B8, B7, B6, B5 (empty) ends. */
static void kujifunza_house_is_a_hole(void **state)
{
  bao_position p;
  const bao_position *a;
  (void)state;
  parse_variant("0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 1 / 0 0 2 0 6 0 0 0 / "
                "0 0 0 0 0 0 0 0 | hand S0 N0 | house S:x N:x | S to move",
                BAO_KUJIFUNZA, NULL, &p);
  bao_position_moves(&p, &list);
  a = ts_after(&list, S, "A3R*");
  ts_assert_row(a, 'A', "0 0 0 1 0 1 1 1");
  ts_assert_row(a, 'B', "0 0 0 0 1 1 1 1");
}

/* Kete (docs/rules.md §5, nemo): the kuu never holds fewer than 6.  T8's tax
 * position with the kuu at 6: the seed makes 7, all 7 are sown and the
 * kuu is destroyed: A5R* gives A6, A7, A8, B8, B7, B6, B5.  Kiswahili
 * taxes it: 7 - 2 = 5 left, A6 and A7 get one each. */
static void kete_kuu_never_below_six(void **state)
{
  const char *line =
    "0 0 0 0 0 0 0 0 / 0 1 2 9 0 2 0 0 / 0 0 0 0 6 0 0 0 / 0 0 0 0 0 0 0 0 "
    "| hand S10 N10 | house S:F N:F | S to move";
  bao_position p;
  const bao_position *a;
  (void)state;
  parse_variant(line, BAO_KETE, NULL, &p);
  ts_assert_moves(&p, &list, "A5L* A5R*");
  a = ts_after(&list, S, "A5R*");
  ts_assert_row(a, 'A', "0 0 0 0 0 1 1 1");
  ts_assert_row(a, 'B', "0 0 0 0 1 1 1 1");
  assert_int_equal(a->house[S], BAO_HOUSE_DESTROYED);
  parse_variant(line, BAO_KISWAHILI, NULL, &p);
  bao_position_moves(&p, &list);
  a = ts_after(&list, S, "A5R*");
  ts_assert_row(a, 'A', "0 0 0 0 5 1 1 0");
  assert_int_equal(a->house[S], BAO_HOUSE_INTACT);
}

/* Kete (docs/rules.md §5, hizi zetu): the first takata starts from the kuu
 * while it exists.  test_rules.c's R12 position: Kiswahili allows A3 and
 * A5, Kete only A5. */
static void kete_first_takata_from_kuu(void **state)
{
  const char *line =
    "0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 1 / 0 0 2 0 6 0 0 0 / 0 0 0 0 0 0 0 0 "
    "| hand S0 N0 | house S:F N:x | S to move";
  bao_position p;
  (void)state;
  parse_variant(line, BAO_KETE, NULL, &p);
  ts_assert_moves(&p, &list, "A5L* A5R*");
  parse_variant(line, BAO_KISWAHILI, NULL, &p);
  ts_assert_moves(&p, &list, "A3L* A3R* A5L* A5R*");
}

/* Kete (docs/rules.md §5): a reserved hole must be captured.  A1 (2) R
 * lands on A3 (1 -> 2) facing a6 (1); A6 (2) L lands on A4 (1 -> 2) facing a5 (1):
 * two captures.  Reserved a6: only A1R; reserved a5: only A6L. */
static void kete_reserved_hole_must_be_taken(void **state)
{
  const char *base =
    "0 0 0 0 0 0 0 0 / 0 0 1 1 0 0 0 0 / 2 0 1 1 0 2 0 0 / 0 0 0 0 0 0 0 0 "
    "| hand S0 N0 | house S:x N:x | S to move";
  char line[BAO_LINE_MAX + 20];
  bao_position p;
  (void)state;
  parse_variant(base, BAO_KETE, NULL, &p);
  ts_assert_moves(&p, &list, "A1R A6L");
  snprintf(line, sizeof line, "%s | reserved a6", base);
  parse_variant(line, BAO_KETE, NULL, &p);
  ts_assert_moves(&p, &list, "A1R");
  snprintf(line, sizeof line, "%s | reserved a5", base);
  parse_variant(line, BAO_KETE, NULL, &p);
  ts_assert_moves(&p, &list, "A6L");
}

/* Kete: the takasiaed hole becomes the reserved one.  T17's probe: A3R*
 * takasias a2; North plays a6R* (a7, a8: empty); then South must capture
 * a2, and the position says so. */
static void kete_takasia_then_reserved(void **state)
{
  bao_position p, a, b;
  (void)state;
  parse_variant("0 0 0 0 0 0 0 0 / 0 0 2 0 0 0 2 0 / 0 0 3 2 0 0 1 0 / "
                "0 0 0 0 0 0 0 0 | hand S0 N0 | house S:x N:x | S to move",
                BAO_KETE, NULL, &p);
  bao_position_moves(&p, &list);
  a = *ts_after(&list, S, "A3R*");
  assert_int_equal(a.takasia, 1);
  bao_position_moves(&a, &list);
  b = *ts_after(&list, N, "a6R*");
  ts_assert_line(&b, "0 0 0 0 0 0 0 0 / 1 1 0 0 0 0 2 0 / 0 0 0 3 1 1 1 0 / "
                     "0 0 0 0 0 0 0 0 | hand S0 N0 | house S:x N:x | "
                     "S to move | reserved a2");
}

/* The leaflet (docs/rules.md §6, items 16, 19): its nyumba is the hole
 * whatever it holds.  South's house holds 3: Kiswahili's rules make it an ordinary
 * hole, the only one with 2+ seeds, so the takasa must use it; the
 * leaflet forbids starting from it and allows the singleton A3, whose lap
 * (A4, A5) then ends in the nyumba and stops (item 19.4). */
static void leaflet_nyumba_any_count(void **state)
{
  const char *line =
    "0 0 0 0 0 0 0 0 / 1 0 0 0 0 0 0 0 / 0 0 1 0 3 0 0 0 / 0 0 0 0 0 0 0 0 "
    "| hand S5 N5 | house S:a N:x | S to move";
  bao_position p;
  const bao_position *a;
  (void)state;
  parse_variant(line, BAO_LEAFLET, NULL, &p);
  ts_assert_moves(&p, &list, "A3L* A3R*");
  a = ts_after(&list, S, "A3R*");
  ts_assert_row(a, 'A', "0 0 0 1 4 0 0 0");
  assert_int_equal(a->house[S], BAO_HOUSE_INTACT);
  parse_variant(line, BAO_KISWAHILI, NULL, &p);
  ts_assert_moves(&p, &list, "A5L* A5R*");
}

/* The leaflet's tax (item 19.5): no capture and no takata possible (the
 * nyumba, 3 seeds, is the only occupied front hole): the seed goes into
 * the nyumba, 2 come out, one each into A6 and A7.  Kiswahili sows the
 * whole dormant house (4 seeds: A6, A7, A8, B8) and destroys it. */
static void leaflet_tax(void **state)
{
  const char *line =
    "0 0 0 0 0 0 0 0 / 1 0 0 0 0 0 0 0 / 0 0 0 0 3 0 0 0 / 0 0 0 0 0 0 0 0 "
    "| hand S5 N5 | house S:a N:x | S to move";
  bao_position p;
  const bao_position *a;
  (void)state;
  parse_variant(line, BAO_LEAFLET, NULL, &p);
  bao_position_moves(&p, &list);
  a = ts_after(&list, S, "A5R*");
  ts_assert_row(a, 'A', "0 0 0 0 2 1 1 0");
  assert_int_equal(a->house[S], BAO_HOUSE_INTACT);
  parse_variant(line, BAO_KISWAHILI, NULL, &p);
  bao_position_moves(&p, &list);
  a = ts_after(&list, S, "A5R*");
  ts_assert_row(a, 'A', "0 0 0 0 0 1 1 1");
  assert_int_equal(a->house[S], BAO_HOUSE_DESTROYED);
}

/* The leaflet's item 20 read literally, as an option: losing the nyumba
 * in the namua stage loses the game. */
static void leaflet_house_loss_option(void **state)
{
  const char *line =
    "0 0 0 0 0 0 0 0 / 1 0 0 0 0 0 0 0 / 0 0 2 0 0 0 0 0 / 0 0 0 0 0 0 0 0 "
    "| hand S5 N5 | house S:x N:x | S to move";
  bao_position p;
  bao_status st;
  (void)state;
  parse_variant(line, BAO_LEAFLET, NULL, &p);
  assert_true(bao_position_moves(&p, &list) > 0);
  parse_variant(line, BAO_LEAFLET, "house-loss=loses", &p);
  assert_int_equal(bao_position_moves(&p, &list), 0);
  st = bao_position_status(&p, NULL);
  assert_true(st.over);
  assert_int_equal(st.why, BAO_END_NO_HOUSE);
}

/* After the namua the leaflet plays Kujifunza: the nyumba is a hole. */
static void leaflet_mtaji_is_kujifunza(void **state)
{
  bao_position p;
  const bao_position *a;
  (void)state;
  parse_variant("0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 1 / 0 0 2 0 6 0 0 0 / "
                "0 0 0 0 0 0 0 0 | hand S0 N0 | house S:F N:x | S to move",
                BAO_LEAFLET, NULL, &p);
  bao_position_moves(&p, &list);
  a = ts_after(&list, S, "A3R*");
  ts_assert_row(a, 'A', "0 0 0 1 0 1 1 1");
}

/* setup=house8 (docs/rules.md D11, after the Esperanto Vikipedio): an
 * 8-seed house with 20 in hand keeps 32 seeds a side. */
static void house8_setup(void **state)
{
  bao_position p;
  bao_rules r = bao_rules_default();
  bao_diag err;
  (void)state;
  assert_true(bao_rules_set(&r, "setup=house8", &err));
  bao_position_start(&p, &r);
  ts_assert_line(&p, "0 0 0 0 0 0 0 0 / 0 2 2 8 0 0 0 0 / 0 0 0 0 8 2 2 0 / "
                     "0 0 0 0 0 0 0 0 | hand S20 N20 | house S:F N:F | S to move");
  assert_int_equal(bao_position_seeds(&p), 64);
}

static void variant_names(void **state)
{
  int v;
  (void)state;
  assert_true(bao_variant_parse("kete", &v));
  assert_int_equal(v, BAO_KETE);
  assert_false(bao_variant_parse("chess", &v));
  assert_string_equal(bao_variant_name(BAO_LEAFLET), "leaflet");
  assert_null(bao_variant_name(99));
}

int main(int argc, char **argv)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(kujifunza_start),
    cmocka_unit_test(no_takasia),
    cmocka_unit_test(kujifunza_house_is_a_hole),
    cmocka_unit_test(kete_kuu_never_below_six),
    cmocka_unit_test(kete_first_takata_from_kuu),
    cmocka_unit_test(kete_reserved_hole_must_be_taken),
    cmocka_unit_test(kete_takasia_then_reserved),
    cmocka_unit_test(leaflet_nyumba_any_count),
    cmocka_unit_test(leaflet_tax),
    cmocka_unit_test(leaflet_house_loss_option),
    cmocka_unit_test(leaflet_mtaji_is_kujifunza),
    cmocka_unit_test(house8_setup),
    cmocka_unit_test(variant_names),
  };
  return ts_run(tests, NULL, NULL, argc, argv);
}
