/*
 * test_rules.c - one or more tests per rule of docs/rules.md §3 (R3-R17)
 * and per rule option (§3.2, the disputed points D1-D8 and D13), on positions
 * constructed for the rule.  The expected rows are worked out by hand in
 * the comment above each test (rows as in the position line: a = a8..a1,
 * A = A1..A8, B = B1..B8; A_i faces a_(9-i)).  Hands 0/0 means mtaji.
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

static bao_movelist list;

/* Parses `line` with the rule option `rule` ("NAME=VALUE", or NULL). */
static void parse_with(const char *line, const char *rule, bao_position *p)
{
  bao_rules r = bao_rules_default();
  bao_diag err;
  if (rule)
    assert_true(bao_rules_set(&r, rule, &err));
  if (!bao_position_parse(line, &r, p, &err))
    fail_msg("column %d: %s", err.mark.column, err.message);
}

/* Plays the move with `token` through bao_position_play, with events. */
static void play_token(const bao_position *p, const char *token,
                       bao_position *after, bao_events *ev)
{
  uint32_t period = 1;
  const bao_outcome *o;
  bao_position_moves(p, &list);
  o = ts_find(&list, p->to_move, token);
  bao_events_init(ev);
  assert_int_equal(bao_position_play(p, &o->move, after, ev, &period), 1);
  assert_int_equal(period, 0);
  assert_memory_equal(after, &o->after, sizeof *after);
}

static int count_events(const bao_events *ev, int kind)
{
  size_t i;
  int n = 0;
  for (i = 0; i < ev->count; i++)
    n += ev->ev[i].kind == kind;
  return n;
}

/* R5 + R6 + R16.  A2 (2 seeds) sown R (CW) drops in A3 and A4; A4 held 1,
 * so the lap ends on an occupied hole facing a5 (3 seeds): a capture, and
 * compulsory, so A2L (A1, B1: empty) is not allowed.  The capture at A4
 * (a central hole) keeps the direction: enter at the left kichwa: A1=1,
 * A2=1, A3=2; A3 faces a6 = 0, so A3 is relayed: A4=3, A5=1 (empty before)
 * ends.  North's front row is now empty: North has lost. */
static void r5_capture_needs_occupied_hole(void **state)
{
  bao_position p;
  bao_events ev;
  bao_position a;
  bao_status st;
  (void)state;
  ts_parse("0 0 0 0 0 0 0 0 / 0 0 0 3 0 0 0 0 / 0 2 0 1 0 0 0 0 / "
           "0 0 0 0 0 0 0 0 | hand S0 N0 | house S:x N:x | S to move", &p);
  ts_assert_moves(&p, &list, "A2R");
  play_token(&p, "A2R", &a, &ev);
  ts_assert_row(&a, 'A', "1 1 0 3 1 0 0 0");
  ts_assert_row(&a, 'a', "0 0 0 0 0 0 0 0");
  assert_int_equal(count_events(&ev, BAO_EV_CAPTURE), 1);
  assert_int_equal(count_events(&ev, BAO_EV_GAME_END), 1);
  st = bao_position_status(&a, NULL);
  assert_true(st.over);
  assert_int_equal(st.loser, N);
  assert_int_equal(st.why, BAO_END_FRONT_EMPTY);
  assert_false(st.mkononi);
  bao_events_free(&ev);
  /* Without the seed in A4 the lap ends in an empty hole: no capture. */
  ts_parse("0 0 0 0 0 0 0 0 / 0 0 0 3 0 0 0 0 / 0 2 0 0 0 0 0 0 / "
           "0 0 0 0 0 0 0 0 | hand S0 N0 | house S:x N:x | S to move", &p);
  ts_assert_moves(&p, &list, "A2L* A2R*");
}

/* R9, the first lap decides.  A1 (2) sown R: A2, A3; A3 held 1 and faces
 * a6 = 0, so the first lap does not capture and the move is a takata.  The
 * relay of A3 (2) ends in A5 (1 -> 2) facing a4 = 2: in a capture move that
 * would capture, here it is relayed: A6, A7 (empty) ends. */
static void r9_first_lap_decides(void **state)
{
  bao_position p;
  const bao_position *a;
  (void)state;
  ts_parse("0 0 0 0 0 0 0 0 / 0 0 0 0 2 0 0 0 / 2 0 1 0 1 0 0 0 / "
           "0 0 0 0 0 0 0 0 | hand S0 N0 | house S:x N:x | S to move", &p);
  ts_assert_moves(&p, &list, "A1L* A1R*");
  a = ts_after(&list, S, "A1R*");
  ts_assert_row(a, 'A', "0 1 0 1 0 1 1 0");
  ts_assert_row(a, 'a', "0 0 0 0 2 0 0 0");
  a = ts_after(&list, S, "A1L*");
  ts_assert_row(a, 'A', "0 0 1 0 1 0 0 0");
  ts_assert_row(a, 'B', "1 1 0 0 0 0 0 0");
}

/* R10.  A2 holds 17 and A3 1, a6 = 2, a8 = 3; no other hole has 2 seeds,
 * so no capture: the 17-seed lap is a takata.  A2R* gives every hole one
 * seed and A3 one more: the last seed falls in A3 (3 seeds), facing a6 = 2,
 * which it would have captured: the 16-seed rule prevents it. */
static void r10_sixteen_rule_event(void **state)
{
  bao_position p, a;
  bao_events ev;
  (void)state;
  ts_parse("0 0 0 0 0 0 0 0 / 3 0 2 0 0 0 0 0 / 0 17 1 0 0 0 0 0 / "
           "0 0 0 0 0 0 0 0 | hand S0 N0 | house S:x N:x | S to move", &p);
  ts_assert_moves(&p, &list, "A2L* A2R*");
  play_token(&p, "A2R*", &a, &ev);
  assert_int_equal(count_events(&ev, BAO_EV_SIXTEEN), 1);
  assert_int_equal(count_events(&ev, BAO_EV_CAPTURE), 0);
  ts_assert_row(&a, 'a', "3 0 2 0 0 0 0 0");
  bao_events_free(&ev);
}

/* R11.  South's house is intact with 3 seeds (a), the only front hole with
 * 2+ seeds; no capture (A5 R: A6, A7, A8 empty; L: A4 2, A3, A2 empty).
 * Starting a mtaji move from the house lifts it: destroyed.
 * A5R* -> A = 0 0 0 1 0 1 1 1. */
static void r11_house_destroyed_when_lifted(void **state)
{
  bao_position p, a;
  bao_events ev;
  (void)state;
  ts_parse("0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 1 / 0 0 0 1 3 0 0 0 / "
           "0 0 0 0 0 0 0 0 | hand S0 N0 | house S:a N:x | S to move", &p);
  ts_assert_moves(&p, &list, "A5L* A5R*");
  play_token(&p, "A5R*", &a, &ev);
  ts_assert_row(&a, 'A', "0 0 0 1 0 1 1 1");
  assert_int_equal(a.house[S], BAO_HOUSE_DESTROYED);
  assert_int_equal(count_events(&ev, BAO_EV_HOUSE_DESTROYED), 1);
  bao_events_free(&ev);
}

/* R12 and D3.  A3 (2) R: A4, A5; the functional house (6 -> 7) ends a
 * takata lap (default), so A = 0 0 0 1 7 0 0 0 and the house stays F.
 * No capture: A3 lands in A5 facing a4 = 0; A5 (6) R ends in B6, L in B2.
 * With house-stop=optional the player may also go on (A3R*>): A5's 7 seeds
 * go A6, A7, A8, B8, B7, B6, B5 and the house is destroyed. */
static void r12_takata_stops_in_house(void **state)
{
  const char *line =
    "0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 1 / 0 0 2 0 6 0 0 0 / "
    "0 0 0 0 0 0 0 0 | hand S0 N0 | house S:F N:x | S to move";
  bao_position p, a;
  bao_events ev;
  const bao_position *b;
  (void)state;
  ts_parse(line, &p);
  ts_assert_moves(&p, &list, "A3L* A3R* A5L* A5R*");
  play_token(&p, "A3R*", &a, &ev);
  ts_assert_row(&a, 'A', "0 0 0 1 7 0 0 0");
  assert_int_equal(a.house[S], BAO_HOUSE_INTACT);
  assert_int_equal(count_events(&ev, BAO_EV_HOUSE_STOP), 1);
  bao_events_free(&ev);
  parse_with(line, "house-stop=optional", &p);
  ts_assert_moves(&p, &list, "A3L* A3R* A3R*> A5L* A5R*");
  b = ts_after(&list, S, "A3R*>");
  ts_assert_row(b, 'A', "0 0 0 1 0 1 1 1");
  ts_assert_row(b, 'B', "0 0 0 0 1 1 1 1");
  assert_int_equal(b->house[S], BAO_HOUSE_DESTROYED);
}

/* R13 and D2: T17's forced mtaji safari, with mtaji-safari=choice.  A1 (2)
 * R: A2, A3 (1 -> 2) faces a6 = 5: capture, kept CW, enter at A1: A1 1,
 * A2 2, A3 3, A4 1, A5 7; A5 faces a4 = 0: the decision.  Stop: A = 1 2 3
 * 1 7 0 0 0; safari: A = 1 2 3 1 0 1 1 1 (as T17). */
static void r13_mtaji_safari_option(void **state)
{
  bao_position p, a;
  bao_events ev;
  const bao_position *b;
  const char *line =
    "0 0 0 0 0 0 0 0 / 0 0 5 0 0 1 0 0 / 2 0 1 0 6 0 0 0 / "
    "0 0 0 0 0 0 0 0 | hand S0 N0 | house S:F N:x | S to move";
  (void)state;
  ts_parse(line, &p);
  play_token(&p, "A1R", &a, &ev);
  assert_int_equal(count_events(&ev, BAO_EV_HOUSE_SAFARI), 1);
  bao_events_free(&ev);
  parse_with(line, "mtaji-safari=choice", &p);
  ts_assert_moves(&p, &list, "A1R A1R>");
  b = ts_after(&list, S, "A1R");
  ts_assert_row(b, 'A', "1 2 3 1 7 0 0 0");
  assert_int_equal(b->house[S], BAO_HOUSE_INTACT);
  b = ts_after(&list, S, "A1R>");
  ts_assert_row(b, 'A', "1 2 3 1 0 1 1 1");
}

/* R15 and D6: the first lap from the nyumba.  North (mtaji) has a5 = 2
 * (house intact, a) and a7 = 1, takasiaed.  No capture: a5 R (CW) ends in
 * a7 facing A2 = 0; L ends in a3 (empty).  a5R*: a6 1, a7 2, in the first
 * lap from the house: by default the lap goes on (relay a7: a8 1, b8 1);
 * with takasia=strict it stops in a7. */
static void r15_takasia_house_exception(void **state)
{
  const char *line =
    "0 0 0 0 0 0 0 0 / 0 1 0 2 0 0 0 0 / 1 0 0 0 0 0 0 0 / "
    "0 0 0 0 0 0 0 0 | hand S0 N0 | house S:x N:a | N to move | takasia a7";
  bao_position p, a;
  bao_events ev;
  (void)state;
  ts_parse(line, &p);
  ts_assert_moves(&p, &list, "a5L* a5R*");
  play_token(&p, "a5R*", &a, &ev);
  ts_assert_row(&a, 'a', "1 0 1 0 0 0 0 0");
  ts_assert_row(&a, 'b', "1 0 0 0 0 0 0 0");
  assert_int_equal(count_events(&ev, BAO_EV_TAKASIA_PASSED), 1);
  bao_events_free(&ev);
  parse_with(line, "takasia=strict", &p);
  play_token(&p, "a5R*", &a, &ev);
  ts_assert_row(&a, 'a', "0 2 1 0 0 0 0 0");
  assert_int_equal(count_events(&ev, BAO_EV_TAKASIA_OBEYED), 1);
  bao_events_free(&ev);
}

/* R15: T17's takasia probe with takasia=off: A3R* sets no takasia, so
 * North may play a2 as well as a6. */
static void r15_takasia_off(void **state)
{
  bao_position p, a;
  (void)state;
  parse_with("0 0 0 0 0 0 0 0 / 0 0 2 0 0 0 2 0 / 0 0 3 2 0 0 1 0 / "
             "0 0 0 0 0 0 0 0 | hand S0 N0 | house S:x N:x | S to move",
             "takasia=off", &p);
  bao_position_moves(&p, &list);
  a = *ts_after(&list, S, "A3R*"); /* a copy: the list is reused below */
  assert_int_equal(a.takasia, -1);
  ts_assert_moves(&a, &list, "a2L* a2R* a6L* a6R*");
}

/* D1: T17's 16-seed probe with sixteen=none.  A2 (17) R: each hole +1 and
 * A3 +1 more: the lap ends in A3 (3) facing a6 = 2, a capture.  A2 L: 16
 * seeds round and one more in A1: A1 = 2 + 1 + 1 = 4, facing a8 = 3, a
 * capture.  A1R is a capture as in T17. */
static void d1_no_sixteen_limit(void **state)
{
  bao_position p;
  (void)state;
  parse_with("0 0 0 0 0 0 0 0 / 3 0 2 0 0 0 0 0 / 2 17 1 0 0 0 0 0 / "
             "0 0 0 0 0 0 0 0 | hand S0 N0 | house S:x N:x | S to move",
             "sixteen=none", &p);
  ts_assert_moves(&p, &list, "A1R A2L A2R");
}

/* D4: T8's tax position with one seed in B1.  Default: the nyumba is the
 * only occupied front hole: the tax.  tax=only-hole (Cerrato's reading:
 * the nyumba must be the only hole with seeds, and no seed may be put in
 * it while others hold seeds): no legal move. */
static void d4_tax_only_hole(void **state)
{
  const char *line =
    "0 0 0 0 0 0 0 0 / 0 1 2 9 0 2 0 0 / 0 0 0 0 9 0 0 0 / "
    "1 0 0 0 0 0 0 0 | hand S10 N10 | house S:F N:F | S to move";
  bao_position p;
  (void)state;
  ts_parse(line, &p);
  ts_assert_moves(&p, &list, "A5L* A5R*");
  parse_with(line, "tax=only-hole", &p);
  assert_int_equal(bao_position_moves(&p, &list), 0);
  assert_int_equal(bao_position_status(&p, NULL).why, BAO_END_NO_MOVE);
}

/* D5: T17's no-house takasa probe (A = 1 2 0 ...) with takasa-hole=any:
 * the singleton A1 may be used too. */
static void d5_takasa_any_hole(void **state)
{
  bao_position p;
  (void)state;
  parse_with("0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 3 / 1 2 0 0 0 0 0 0 / "
             "0 0 0 0 0 0 0 0 | hand S5 N5 | house S:x N:x | S to move",
             "takasa-hole=any", &p);
  ts_assert_moves(&p, &list, "A1L* A1R* A2L* A2R*");
}

/* D7: T17's lone kichwa with front-row=free.  A1L* (ACW) drops in B1, B2,
 * B3 (4 -> 5): relay B4..B8, ending in the empty B8.  The front row is
 * empty at the end, which the default forbids. */
static void d7_front_row_free(void **state)
{
  const char *line =
    "0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 1 / 3 0 0 0 0 0 0 0 / "
    "0 0 4 0 0 0 0 0 | hand S0 N0 | house S:x N:x | S to move";
  bao_position p;
  const bao_position *a;
  (void)state;
  ts_parse(line, &p);
  ts_assert_moves(&p, &list, "A1R*");
  parse_with(line, "front-row=free", &p);
  ts_assert_moves(&p, &list, "A1L* A1R*");
  a = ts_after(&list, S, "A1L*");
  ts_assert_row(a, 'A', "0 0 0 0 0 0 0 0");
  ts_assert_row(a, 'B', "1 1 0 1 1 1 1 1");
}

/* D8: the R5 position with game-end=immediate.  The capture of a5 empties
 * North's front row: the 3 seeds are entered (A1 1, A2 1, A3 2) and the
 * move ends there, without the relay of A3. */
static void d8_immediate_end(void **state)
{
  bao_position p;
  const bao_position *a;
  (void)state;
  parse_with("0 0 0 0 0 0 0 0 / 0 0 0 3 0 0 0 0 / 0 2 0 1 0 0 0 0 / "
             "0 0 0 0 0 0 0 0 | hand S0 N0 | house S:x N:x | S to move",
             "game-end=immediate", &p);
  bao_position_moves(&p, &list);
  a = ts_after(&list, S, "A2R");
  ts_assert_row(a, 'A', "1 1 2 2 0 0 0 0");
}

/* D13: T10's final position with back-takata=front-empty: the front row
 * holds one singleton, so the back row may not be used: no legal move. */
static void d13_back_row_only_when_front_empty(void **state)
{
  bao_position p;
  (void)state;
  parse_with("1 0 5 8 1 2 7 0 / 4 4 5 6 3 4 1 3 / 1 0 0 0 0 0 0 0 / "
             "1 1 1 1 1 2 0 2 | hand S0 N0 | house S:x N:x | S to move",
             "back-takata=front-empty", &p);
  assert_int_equal(bao_position_moves(&p, &list), 0);
}

/* R3: the stage changes when North places his last seed (docs/game-1994.md
 * §4 ply 44, a2R after the position of ply 43): both hands are then empty. */
static void r3_stage_change_event(void **state)
{
  bao_position p, a;
  bao_events ev;
  (void)state;
  ts_parse("1 2 1 4 1 5 2 1 / 0 0 0 0 0 6 1 0 / 0 2 1 5 19 1 2 0 / "
           "1 1 1 1 1 2 0 2 | hand S0 N1 | house S:x N:x | N to move", &p);
  assert_true(bao_position_namua(&p, N));
  play_token(&p, "a2L", &a, &ev);
  assert_int_equal(count_events(&ev, BAO_EV_STAGE_MTAJI), 1);
  assert_false(bao_position_namua(&a, S));
  bao_events_free(&ev);
}

/* R16, mkononi: T17's bao hamna in namua: South wins with seeds in hand. */
static void r16_mkononi(void **state)
{
  bao_position p, a;
  bao_events ev;
  size_t last;
  (void)state;
  ts_parse("0 0 0 0 0 0 0 0 / 0 0 0 0 2 0 0 0 / 0 0 0 0 3 0 0 0 / "
           "0 0 1 0 0 0 0 0 | hand S5 N5 | house S:a N:a | S to move", &p);
  play_token(&p, "A5L", &a, &ev);
  last = ev.count - 1;
  assert_int_equal(ev.ev[last].kind, BAO_EV_GAME_END);
  assert_int_equal(ev.ev[last].side, N);
  assert_int_equal(ev.ev[last].flag, 1);
  bao_events_free(&ev);
}

/* A move that is not legal is refused by bao_position_play. */
static void play_refuses_illegal(void **state)
{
  bao_position p, a;
  bao_move m;
  (void)state;
  bao_position_start(&p, NULL);
  memset(&m, 0, sizeof m);
  m.kind = BAO_NAMUA_TAKASA;
  m.hole = BAO_HOUSE; /* the functional nyumba may not be used */
  m.dir = BAO_CW;
  assert_int_equal(bao_position_play(&p, &m, &a, NULL, NULL), 0);
  m.hole = 6;
  m.safari = 1; /* no decision in A7R*: no such move */
  assert_int_equal(bao_position_play(&p, &m, &a, NULL, NULL), 0);
  m.safari = 0;
  assert_int_equal(bao_position_play(&p, &m, &a, NULL, NULL), 1);
}

/* Rule options: names, values and refusals. */
static void rule_options(void **state)
{
  bao_rules r = bao_rules_default();
  bao_diag err;
  char buf[4096]; /* the whole table, sets and variants */
  (void)state;
  assert_true(bao_rules_set(&r, "takasia=off", &err));
  assert_int_equal(r.takasia, 2);
  assert_false(bao_rules_set(&r, "takasia=maybe", &err));
  assert_non_null(strstr(err.message, "maybe"));
  assert_false(bao_rules_set(&r, "nosuch=1", &err));
  assert_false(bao_rules_set(&r, "takasia", &err));
  assert_true(bao_rules_format(&r, buf, sizeof buf) < sizeof buf);
  assert_string_equal(buf, "takasia=off");
  assert_true(bao_rules_set(&r, "sixteen=none", &err));
  bao_rules_format(&r, buf, sizeof buf);
  assert_string_equal(buf, "sixteen=none takasia=off");
  r = bao_rules_default();
  assert_int_equal(bao_rules_format(&r, buf, sizeof buf), 0);
  assert_true(bao_rules_describe(-1, buf, sizeof buf) < sizeof buf);
  assert_non_null(strstr(buf, "mtaji-safari (D2): forced (default) choice\n"));
}

int main(int argc, char **argv)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(r5_capture_needs_occupied_hole),
    cmocka_unit_test(r9_first_lap_decides),
    cmocka_unit_test(r10_sixteen_rule_event),
    cmocka_unit_test(r11_house_destroyed_when_lifted),
    cmocka_unit_test(r12_takata_stops_in_house),
    cmocka_unit_test(r13_mtaji_safari_option),
    cmocka_unit_test(r15_takasia_house_exception),
    cmocka_unit_test(r15_takasia_off),
    cmocka_unit_test(d1_no_sixteen_limit),
    cmocka_unit_test(d4_tax_only_hole),
    cmocka_unit_test(d5_takasa_any_hole),
    cmocka_unit_test(d7_front_row_free),
    cmocka_unit_test(d8_immediate_end),
    cmocka_unit_test(d13_back_row_only_when_front_empty),
    cmocka_unit_test(r3_stage_change_event),
    cmocka_unit_test(r16_mkononi),
    cmocka_unit_test(play_refuses_illegal),
    cmocka_unit_test(rule_options),
  };
  return ts_run(tests, NULL, NULL, argc, argv);
}
