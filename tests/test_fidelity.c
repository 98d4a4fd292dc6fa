/*
 * test_fidelity.c - the rules an audit against the sources found that
 * random play never reaches (docs/rules.md D4, D5, D6, D8, D18, D19, §6,
 * §6a): a winning capture that never ends, the leaflet's own rules, the
 * Esperanto article's game, the position line of each variant, and the
 * takasia reading of another engine.
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

static void parse_rules(const char *line, int variant, const char *rule,
                        bao_position *p)
{
  bao_rules r = bao_rules_variant(variant);
  bao_diag err;
  if (rule && !bao_rules_set(&r, rule, &err))
    fail_msg("%s: %s", rule, err.message);
  if (!bao_position_parse(line, &r, p, &err))
    fail_msg("column %d: %s", err.mark.column, err.message);
}

static int front_total(const bao_position *p, int side)
{
  int c, n = 0;
  for (c = 0; c < BAO_FRONT; c++)
    n += p->pit[side][c];
  return n;
}

/* ---- D19: a winning capture that never ends ------------------------------ */

/* The position of issue 12 (Kujifunza).  North's front row holds a5 1,
 * a4 2, a2 1, a1 1: 5 seeds.  A2R (2 seeds, clockwise) ends in A4 (3 -> 4)
 * facing a5 and captures; its later captures take a4, a2 and a1, the last
 * of North's seeds.  No capture can take from an empty row and South sows
 * only his own rows, so North's front row stays empty: South has won
 * whatever the laps do (R16).  The sowing then never ends (a period of
 * 9,544,832 laps, beyond the lap limit): D19 makes the move end where the
 * seeds of the last capture were entered, the position game-end=immediate
 * gives for the same move, and the game is over. */
static const char *endless =
  "3 3 0 0 4 1 0 1 / 0 0 0 1 2 0 1 1 / 1 2 0 3 8 4 2 9 / 0 4 0 1 1 6 6 0 "
  "| hand S0 N0 | house S:x N:x | S to move";

static void endless_capture_wins(void **state)
{
  bao_position p, q, after;
  bao_events ev;
  const bao_outcome *o;
  bao_status st;
  uint32_t period = 1;
  size_t i;
  int captured = 0, flagged = 0;
  (void)state;
  parse_rules(endless, BAO_KUJIFUNZA, NULL, &p);
  bao_position_moves(&p, &list);
  o = ts_find(&list, S, "A2R");
  assert_int_equal(o->period, 0); /* not never-ending any more */
  assert_int_equal(front_total(&o->after, N), 0);
  st = bao_position_status(&o->after, NULL);
  assert_true(st.over);
  assert_int_equal(st.loser, N);
  assert_int_equal(st.why, BAO_END_FRONT_EMPTY);
  /* its events: captures of all 5 of North's seeds, the never-ending
   * note flagged as a win with the period unknown, the game's end */
  bao_events_init(&ev);
  assert_int_equal(bao_position_play(&p, &o->move, &after, &ev, &period), 1);
  assert_int_equal(period, 0);
  assert_memory_equal(&after, &o->after, sizeof after);
  for (i = 0; i < ev.count; i++) {
    if (ev.ev[i].kind == BAO_EV_CAPTURE)
      captured += ev.ev[i].count;
    if (ev.ev[i].kind == BAO_EV_NEVER_ENDING) {
      flagged = ev.ev[i].flag;
      assert_int_equal(ev.ev[i].period, BAO_PERIOD_UNKNOWN);
    }
  }
  assert_int_equal(captured, 5);
  assert_int_equal(flagged, 1);
  assert_int_equal(ev.ev[ev.count - 1].kind, BAO_EV_GAME_END);
  assert_int_equal(ev.ev[ev.count - 1].side, N);
  assert_false(ev.truncated);
  bao_events_free(&ev);
  /* the position of the decision is the immediate rule's position */
  parse_rules(endless, BAO_KUJIFUNZA, "game-end=immediate", &q);
  bao_position_moves(&q, &list);
  o = ts_find(&list, S, "A2R");
  assert_int_equal(o->period, 0);
  assert_memory_equal(o->after.pit, after.pit, sizeof after.pit);
}

/* Perft (bao.h): a winning move that never ends is a move that ends the
 * game, a leaf at the last ply and nothing below it; before D19 it was a
 * leaf at any depth.  A2R contributes 1 at depth 1 and 0 at depth 2, so
 * depth 2 is the sum over the other four moves of their replies. */
static void endless_capture_in_perft(void **state)
{
  bao_position p;
  uint64_t others = 0;
  int i;
  (void)state;
  parse_rules(endless, BAO_KUJIFUNZA, NULL, &p);
  assert_int_equal(bao_position_moves(&p, &list), 5);
  assert_int_equal(bao_perft(&p, 1), 5);
  for (i = 0; i < list.count; i++)
    if (front_total(&list.item[i].after, N) > 0)
      others += bao_perft(&list.item[i].after, 1);
  assert_true(others > 0);
  assert_int_equal(bao_perft(&p, 2), others);
}

/* game-end=immediate (D8): a namua capture whose opening capture empties
 * the opponent's front row enters its seeds and ends the move.  T17's
 * "bao hamna in namua" with a longer entry: a4 holds 2, a1 nothing else;
 * A5 (3 + 1) takes a4's 2; entered at the left kichwa they fall in A1 and
 * A2; A2 (1 -> 2) is occupied, so by default the move relays A2 on
 * (A3, A4: ends), but with immediate it ends in A2. */
static void immediate_after_namua_capture(void **state)
{
  const char *line =
    "0 0 0 0 0 0 0 0 / 0 0 0 0 2 0 0 0 / 0 1 0 0 3 0 0 0 / 0 0 1 0 0 0 0 0 "
    "| hand S5 N5 | house S:a N:a | S to move";
  bao_position p;
  const bao_position *a;
  (void)state;
  parse_rules(line, BAO_KISWAHILI, NULL, &p);
  bao_position_moves(&p, &list);
  a = ts_after(&list, S, "A5L");
  ts_assert_row(a, 'A', "1 0 1 1 4 0 0 0");
  parse_rules(line, BAO_KISWAHILI, "game-end=immediate", &p);
  bao_position_moves(&p, &list);
  a = ts_after(&list, S, "A5L");
  ts_assert_row(a, 'A', "1 2 0 0 4 0 0 0");
  assert_true(bao_position_status(a, NULL).over);
}

/* ---- the leaflet (docs/rules.md §6) -------------------------------------- */

/* The leaflet nowhere forbids emptying one's own front row, so its
 * variant plays front-row=free.  South's only occupied front hole is A8
 * (1): no capture (A8 faces a1, empty), the seed makes 2, sown either way:
 * A8L* drops in A7, A6; A8R* in B8, B7, leaving the front row empty after
 * its first drop, which Kiswahili's R14 forbids. */
static void leaflet_front_row_free(void **state)
{
  const char *line =
    "0 0 0 0 0 0 0 0 / 0 0 0 0 0 2 0 0 / 0 0 0 0 0 0 0 1 / 0 0 0 1 1 0 0 0 "
    "| hand S5 N5 | house S:x N:x | S to move";
  bao_position p;
  const bao_position *a;
  (void)state;
  parse_rules(line, BAO_LEAFLET, NULL, &p);
  ts_assert_moves(&p, &list, "A8L* A8R*");
  a = ts_after(&list, S, "A8R*");
  ts_assert_row(a, 'A', "0 0 0 0 0 0 0 0");
  ts_assert_row(a, 'B', "0 0 0 1 1 0 1 1");
  parse_rules(line, BAO_LEAFLET, "front-row=never-empty", &p);
  ts_assert_moves(&p, &list, "A8L*");
  parse_rules(line, BAO_KISWAHILI, NULL, &p);
  ts_assert_moves(&p, &list, "A8L*");
}

/* Item 20 with house-loss=loses: the first part lasts until the loser has
 * no nyumba left, gone "because of 19 a)", an opponent's capture.  North's
 * last stock seed: a4 (1) faces A5 (7), a marker, so North must put it
 * there and capture A5, South's nyumba.  The hands are then empty, but
 * the nyumba was lost in the first part: South has lost.  Without the
 * option South plays on. */
static void leaflet_house_lost_on_last_namua_move(void **state)
{
  const char *line =
    "0 0 0 0 0 0 0 0 / 0 0 0 6 1 0 0 0 / 0 0 0 0 7 2 0 0 / 0 0 0 0 0 1 1 1 "
    "| hand S0 N1 | house S:F N:F | N to move";
  bao_position p;
  const bao_position *a;
  bao_status st;
  (void)state;
  parse_rules(line, BAO_LEAFLET, "house-loss=loses", &p);
  ts_assert_moves(&p, &list, "a4L a4R");
  a = ts_after(&list, N, "a4L");
  assert_int_equal(a->hand[S] + a->hand[N], 0);
  assert_int_equal(a->house[S], BAO_HOUSE_DESTROYED);
  st = bao_position_status(a, NULL);
  assert_true(st.over);
  assert_int_equal(st.loser, S);
  assert_int_equal(st.why, BAO_END_NO_HOUSE);
  assert_int_equal(bao_position_moves(a, &list), 0);
  parse_rules(line, BAO_LEAFLET, NULL, &p);
  bao_position_moves(&p, &list);
  a = ts_after(&list, N, "a4L");
  assert_false(bao_position_status(a, NULL).over);
}

/* Item 20: "because he has sown his nyumba".  T7's position in the
 * leaflet: A5 (12 + 1) takes a4's 4, entered at A8 they fall in A8, A7,
 * A6 and end in A5 (14), where item 19 f) lets South stop or sow on.  The
 * safari A5R> lifts the nyumba: A4, A3, A2, A1 (2 -> 3), B1 ... B8, A8
 * (1 -> 2), A7 (1 -> 2), which faces the empty a2 and is relayed: A6
 * (1 -> 2), A5 (emptied): the move ends.  South has lost at once, though
 * North is to move; the stop A5R keeps the game going. */
static void leaflet_own_safari_loses(void **state)
{
  const char *line =
    "0 0 0 0 0 0 0 0 / 0 1 2 10 4 4 0 0 / 2 1 0 0 12 0 0 0 / 0 0 0 0 0 0 0 0 "
    "| hand S10 N10 | house S:F N:F | S to move";
  bao_position p;
  const bao_position *a;
  bao_status st;
  (void)state;
  parse_rules(line, BAO_LEAFLET, "house-loss=loses", &p);
  bao_position_moves(&p, &list);
  a = ts_after(&list, S, "A5R>");
  ts_assert_row(a, 'A', "3 2 1 1 1 2 0 2");
  ts_assert_row(a, 'B', "1 1 1 1 1 1 1 1");
  assert_int_equal(a->to_move, N);
  st = bao_position_status(a, NULL);
  assert_true(st.over);
  assert_int_equal(st.loser, S);
  assert_int_equal(st.why, BAO_END_NO_HOUSE);
  a = ts_after(&list, S, "A5R");
  assert_false(bao_position_status(a, NULL).over);
}

/* Item 21: the second part has no nyumba, so nothing destroys it there: a
 * mtaji move from A5 leaves its state as it was (and a destroyed nyumba in
 * the leaflet can only have been lost in the first part). */
static void leaflet_mtaji_keeps_house_state(void **state)
{
  bao_position p;
  const bao_position *a;
  (void)state;
  parse_rules("0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 1 / 0 0 0 0 6 0 0 1 / "
              "0 0 0 0 0 0 0 0 | hand S0 N0 | house S:F N:x | S to move",
              BAO_LEAFLET, NULL, &p);
  bao_position_moves(&p, &list);
  a = ts_after(&list, S, "A5L*");
  assert_int_equal(a->pit[S][BAO_HOUSE], 0);
  assert_int_equal(a->house[S], BAO_HOUSE_INTACT);
}

/* Item 18, read as advice (docs/rules.md §6): after South's A6L* (T1:
 * A = 0 0 1 1 7 0 2 0) North's markers are a5 (facing A4) and a6 (facing
 * A3); item 18 tells that North "chooses his nyumba", item 19 a) only
 * that he must capture.  Both captures stay legal, each either way. */
static void leaflet_item18_is_advice(void **state)
{
  bao_position p;
  (void)state;
  parse_rules("0 0 0 0 0 0 0 0 / 0 2 2 6 0 0 0 0 / 0 0 1 1 7 0 2 0 / "
              "0 0 0 0 0 0 0 0 | hand S21 N22 | house S:F N:F | N to move",
              BAO_LEAFLET, NULL, &p);
  ts_assert_moves(&p, &list, "a5L a5R a6L a6R");
}

/* Item 17: its first opening is a takasa from one of the two 2-seed holes
 * either way; the second (the 3 seeds added to the other pair and sown on)
 * is no move of items 3 and 19, and is not played: the start offers
 * exactly T1's four moves. */
static void leaflet_item17_openings(void **state)
{
  bao_position p;
  bao_rules r = bao_rules_variant(BAO_LEAFLET);
  (void)state;
  bao_position_start(&p, &r);
  ts_assert_moves(&p, &list, "A6L* A6R* A7L* A7R*");
}

/* ---- the Esperanto article (docs/rules.md §6a) --------------------------- */

/* Its set-up: 8 seeds in the nyumba ("en alia varianto oni metas 8 semojn
 * en la domon"), 2 in each of the next two holes, 20 in hand.  Its namua
 * seed goes into "a non-empty hole of the inner row", the nyumba too, and
 * the whole hole is sown: A5, A6, A7, each either way. */
static void esperanto_start(void **state)
{
  bao_position p;
  bao_rules r = bao_rules_variant(BAO_ESPERANTO);
  (void)state;
  bao_position_start(&p, &r);
  ts_assert_line(&p, "0 0 0 0 0 0 0 0 / 0 2 2 8 0 0 0 0 / 0 0 0 0 8 2 2 0 / "
                     "0 0 0 0 0 0 0 0 | hand S20 N20 | house S:F N:F | S to move");
  ts_assert_moves(&p, &list, "A5L* A5R* A6L* A6R* A7L* A7R*");
  assert_int_equal(bao_perft(&p, 1), 6);
}

/* The mtaji tax: "if, in mtaji, the house is the only hole holding more
 * than one seed, the player may not take all its seeds ... but must take
 * only two and sow them in the two adjacent holes, either way".  South has
 * no capture (A8 faces a1, but A8 is empty); A5 (7) is his only hole with
 * more than one seed.  A5L*: A4 (0 -> 1), A3 (1 -> 2), relayed: A2, A1
 * (1 -> 2), relayed: B1 (1 -> 2), B2 (empty): ends; A5 keeps 5 and works.
 * A5R*: A6, A7 (1 -> 2), relayed: A8, B8: ends.  Kiswahili sows all 7 and
 * destroys the house, also with tax=only-hole (its tax is a namua rule). */
static void esperanto_mtaji_tax(void **state)
{
  const char *line =
    "1 1 1 1 1 1 1 1 / 0 0 0 0 0 0 0 1 / 1 0 1 0 7 0 1 0 / 1 0 1 0 1 0 1 0 "
    "| hand S0 N0 | house S:F N:x | S to move";
  bao_position p;
  const bao_position *a;
  (void)state;
  parse_rules(line, BAO_ESPERANTO, NULL, &p);
  ts_assert_moves(&p, &list, "A5L* A5R*");
  a = ts_after(&list, S, "A5L*");
  ts_assert_row(a, 'A', "0 1 0 1 5 0 1 0");
  ts_assert_row(a, 'B', "2 1 1 0 1 0 1 0");
  assert_int_equal(a->house[S], BAO_HOUSE_INTACT);
  a = ts_after(&list, S, "A5R*");
  ts_assert_row(a, 'A', "1 0 1 0 5 1 0 1");
  ts_assert_row(a, 'B', "1 0 1 0 1 0 1 1");
  parse_rules(line, BAO_KISWAHILI, "tax=only-hole", &p);
  bao_position_moves(&p, &list);
  a = ts_after(&list, S, "A5R*");
  assert_int_equal(a->pit[S][BAO_HOUSE], 0);
  assert_int_equal(a->house[S], BAO_HOUSE_DESTROYED);
  parse_rules(line, BAO_KISWAHILI, "mtaji-tax=yes", &p);
  bao_position_moves(&p, &list);
  a = ts_after(&list, S, "A5R*");
  ts_assert_row(a, 'A', "1 0 1 0 5 1 0 1");
}

/* No namua tax: T8's position, where Kiswahili taxes the nyumba (its only
 * occupied front hole) 2 seeds.  The article's seed goes in and the whole
 * hole is taken: A5 (9 + 1) sown clockwise: A6, A7, A8, B8 ... B2, the
 * last empty: ends; the nyumba is emptied, so destroyed. */
static void esperanto_no_namua_tax(void **state)
{
  const char *line =
    "0 0 0 0 0 0 0 0 / 0 1 2 9 0 2 0 0 / 0 0 0 0 9 0 0 0 / 0 0 0 0 0 0 0 0 "
    "| hand S10 N10 | house S:F N:F | S to move";
  bao_position p;
  const bao_position *a;
  (void)state;
  parse_rules(line, BAO_ESPERANTO, NULL, &p);
  ts_assert_moves(&p, &list, "A5L* A5R*");
  a = ts_after(&list, S, "A5R*");
  ts_assert_row(a, 'A', "0 0 0 0 0 1 1 1");
  ts_assert_row(a, 'B', "0 1 1 1 1 1 1 1");
  assert_int_equal(a->house[S], BAO_HOUSE_DESTROYED);
  parse_rules(line, BAO_KISWAHILI, NULL, &p);
  bao_position_moves(&p, &list);
  a = ts_after(&list, S, "A5R*");
  ts_assert_row(a, 'A', "0 0 0 0 8 1 1 0");
}

/* "The house loses its special rules once all its seeds have been taken
 * and sown for the first time": no threshold of 6.  A5 holds 4 and was
 * never emptied.  A2R* (2 + 1): A3, A4, A5 (4 -> 5), the nyumba: a lap
 * without capture ends there.  Kiswahili's dormant A5 is relayed: A6, A7,
 * A8, B8, B7 (1 -> 2), relayed: B6, B5: ends. */
static void esperanto_house_until_emptied(void **state)
{
  const char *line =
    "0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 1 / 0 2 0 0 4 0 0 0 / 0 0 0 0 0 0 1 0 "
    "| hand S5 N5 | house S:a N:x | S to move";
  bao_position p;
  const bao_position *a;
  (void)state;
  parse_rules(line, BAO_ESPERANTO, NULL, &p);
  ts_assert_moves(&p, &list, "A2L* A2R* A5L* A5R*");
  a = ts_after(&list, S, "A2R*");
  ts_assert_row(a, 'A', "0 0 1 1 5 0 0 0");
  assert_int_equal(a->house[S], BAO_HOUSE_INTACT);
  parse_rules(line, BAO_KISWAHILI, NULL, &p);
  bao_position_moves(&p, &list);
  a = ts_after(&list, S, "A2R*");
  ts_assert_row(a, 'A', "0 0 1 1 0 1 1 1");
  ts_assert_row(a, 'B', "0 0 0 0 1 1 0 1");
  assert_int_equal(a->house[S], BAO_HOUSE_DESTROYED);
}

/* The variant's defaults are written nowhere: bao_rules_format gives "" for
 * them, and the Kiswahili values where they differ. */
static void esperanto_defaults(void **state)
{
  bao_rules r = bao_rules_variant(BAO_ESPERANTO);
  bao_diag err;
  char buf[200];
  (void)state;
  assert_int_equal(r.setup, BAO_SETUP_HOUSE8);
  assert_int_equal(r.mtaji_safari, BAO_SAFARI_CHOICE);
  assert_int_equal(bao_rules_format(&r, buf, sizeof buf), 0);
  assert_true(bao_rules_set(&r, "mtaji-tax=no", &err));
  assert_true(bao_rules_set(&r, "setup=standard", &err));
  bao_rules_format(&r, buf, sizeof buf);
  assert_string_equal(buf, "setup=standard mtaji-tax=no");
  assert_false(bao_rules_set(&r, "takasia=strict", &err)); /* none */
  r = bao_rules_variant(BAO_LEAFLET);
  assert_int_equal(r.front_row, BAO_FRONT_FREE);
  assert_int_equal(bao_rules_format(&r, buf, sizeof buf), 0);
  assert_true(bao_rules_set(&r, "front-row=never-empty", &err));
  bao_rules_format(&r, buf, sizeof buf);
  assert_string_equal(buf, "front-row=never-empty");
}

/* ---- the position line follows the variant ------------------------------- */

/* Refuses `line` under the rules and expects `message` at the column of
 * `at` (its first occurrence in the line). */
static void refused(const char *line, int variant, const char *rule,
                    const char *message, const char *at)
{
  bao_rules r = bao_rules_variant(variant);
  bao_position p;
  bao_diag err;
  if (rule)
    assert_true(bao_rules_set(&r, rule, &err));
  memset(&err, 0, sizeof err);
  assert_false(bao_position_parse(line, &r, &p, &err));
  assert_string_equal(err.message, message);
  assert_int_equal(err.mark.column, (int)(strstr(line, at) - line) + 1);
}

static void position_line_follows_variant(void **state)
{
  const char *takasia =
    "0 0 0 0 0 0 0 0 / 0 0 2 0 0 0 2 0 / 0 0 0 3 1 1 1 0 / 0 0 0 0 0 0 0 0 "
    "| hand S0 N0 | house S:x N:x | N to move | takasia a2";
  const char *reserved =
    "0 0 0 0 0 0 0 0 / 1 1 0 0 0 0 2 0 / 0 0 0 3 1 1 1 0 / 0 0 0 0 0 0 0 0 "
    "| hand S0 N0 | house S:x N:x | S to move | reserved a2";
  bao_position p;
  (void)state;
  refused(takasia, BAO_KUJIFUNZA, NULL,
          "these rules have no takasia (the kujifunza variant)", "takasia");
  refused(takasia, BAO_LEAFLET, NULL,
          "these rules have no takasia (the leaflet variant)", "takasia");
  refused(takasia, BAO_ESPERANTO, NULL,
          "these rules have no takasia (the esperanto variant)", "takasia");
  refused(takasia, BAO_KISWAHILI, "takasia=off",
          "these rules have no takasia (the kiswahili variant, takasia=off)",
          "takasia");
  refused(reserved, BAO_KISWAHILI, NULL,
          "the kiswahili variant has no reserved hole (only Bao la Kete "
          "has)", "reserved");
  refused(reserved, BAO_ESPERANTO, NULL,
          "the esperanto variant has no reserved hole (only Bao la Kete "
          "has)", "reserved");
  parse_rules(takasia, BAO_KISWAHILI, NULL, &p); /* where they exist */
  assert_int_equal(p.takasia, 1);
  parse_rules(reserved, BAO_KETE, NULL, &p);
  assert_int_equal(p.reserved, 1);
}

/* ---- D6: takasia after the last namua takasa ---------------------------- */

/* South's last stock seed; North's hand is empty.  No capture (A4 faces a5,
 * A5 faces a4, both empty); the takasa hole is A4 (2, the only one with
 * two or more).  A4R* (2 + 1): A5 (1 -> 2), A6, A7: ends.  Now both hands
 * are empty and South threatens exactly one hole: A5 (2) sown right ends
 * in A7 (1 -> 2), facing a2 (2); North has no capture (a2 and a6 reach
 * only empty holes) and two holes of 2.  takasia-after=last-takasa
 * (another engine's reading) bars a2, leaving North a6L* and a6R*; the
 * master rules (R15, after a takata) bar nothing. */
static void takasia_after_last_takasa(void **state)
{
  const char *line =
    "0 0 0 0 0 0 0 0 / 0 0 2 0 0 0 2 0 / 0 0 0 2 1 0 0 0 / 0 0 0 0 0 0 0 0 "
    "| hand S1 N0 | house S:x N:x | S to move";
  bao_position p;
  const bao_position *a;
  bao_position q;
  (void)state;
  parse_rules(line, BAO_KISWAHILI, "takasia-after=last-takasa", &p);
  ts_assert_moves(&p, &list, "A4L* A4R*");
  a = ts_after(&list, S, "A4R*");
  ts_assert_row(a, 'A', "0 0 0 0 2 1 1 0");
  assert_int_equal(a->takasia, 1); /* a2 */
  q = *a;
  ts_assert_moves(&q, &list, "a6L* a6R*");
  parse_rules(line, BAO_KISWAHILI, NULL, &p);
  bao_position_moves(&p, &list);
  a = ts_after(&list, S, "A4R*");
  assert_int_equal(a->takasia, -1);
  q = *a;
  ts_assert_moves(&q, &list, "a2L* a2R* a6L* a6R*");
}

int main(int argc, char **argv)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(endless_capture_wins),
    cmocka_unit_test(endless_capture_in_perft),
    cmocka_unit_test(immediate_after_namua_capture),
    cmocka_unit_test(leaflet_front_row_free),
    cmocka_unit_test(leaflet_house_lost_on_last_namua_move),
    cmocka_unit_test(leaflet_own_safari_loses),
    cmocka_unit_test(leaflet_mtaji_keeps_house_state),
    cmocka_unit_test(leaflet_item18_is_advice),
    cmocka_unit_test(leaflet_item17_openings),
    cmocka_unit_test(esperanto_start),
    cmocka_unit_test(esperanto_mtaji_tax),
    cmocka_unit_test(esperanto_no_namua_tax),
    cmocka_unit_test(esperanto_house_until_emptied),
    cmocka_unit_test(esperanto_defaults),
    cmocka_unit_test(position_line_follows_variant),
    cmocka_unit_test(takasia_after_last_takasa),
  };
  return ts_run(tests, NULL, NULL, argc, argv);
}
