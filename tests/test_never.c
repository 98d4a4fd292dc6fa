/*
 * test_never.c - never-ending moves (docs/rules.md R17).
 *
 * The engine claims a move never ends with period p laps.  The claim is
 * checked here without the engine's cycle detection: the move's events
 * are replayed by a small interpreter, and the state reached after the
 * last recorded lap (the board, and the lap that would come next) must be
 * exactly the state before the lap p laps earlier.  The sowing is then
 * deterministic, so the move repeats those p laps for ever.
 *
 * The positions come from random legal play (tests/test_random.c's kind of
 * game); what is asserted about them is proven by the replay, not copied.
 * Almost every capture that never ends has first taken the opponent's
 * whole front row: it wins (D19) and is not reported as never-ending.
 * Last, the memo and the budget of long moves (bao_budget): the same
 * verdicts as without, fewer laps, and a cut where the budget ends.
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

static bao_movelist list;

typedef struct lap_state {
  uint8_t pit[2][BAO_PITS]; /* the board before the lap (before its lift) */
  int origin, dir, count;
} lap_state;

static int step(int c, int dir) { return (c + dir + 16) % 16; }

/* Replays the events; stores the state before every lap in laps[] and
 * returns how many laps there were.  *next is the lap that would follow. */
static int replay(const bao_position *p, const bao_events *ev, lap_state *laps,
                  int max, lap_state *next)
{
  uint8_t pit[2][BAO_PITS];
  size_t i;
  int n = 0, side = p->to_move, j, c, captured = 0;
  memcpy(pit, p->pit, sizeof pit);
  memset(next, 0, sizeof *next);
  for (i = 0; i < ev->count; i++) {
    const bao_event *e = &ev->ev[i];
    switch (e->kind) {
    case BAO_EV_PLACE:
      pit[side][BAO_HOLE_C(e->hole)]++;
      break;
    case BAO_EV_CAPTURE:
      pit[!side][BAO_HOLE_C(e->hole2)] = 0;
      captured = e->count;
      next->origin = e->dir == BAO_CW ? 0 : 7; /* the entry kichwa */
      next->dir = e->dir;
      next->count = captured;
      break;
    case BAO_EV_LAP:
      assert_true(n < max);
      memcpy(laps[n].pit, pit, sizeof pit);
      laps[n].origin = BAO_HOLE_C(e->hole);
      laps[n].dir = e->dir;
      laps[n].count = e->count;
      n++;
      c = BAO_HOLE_C(e->hole);
      if (e->why == BAO_LAP_CAPTURE) {
        c = step(c, -e->dir);
        captured = 0;
      } else {
        pit[side][c] = (uint8_t)(pit[side][c] - e->count);
      }
      for (j = 0; j < e->count; j++) {
        c = step(c, e->dir);
        pit[side][c]++;
      }
      /* unless a capture follows, the next lap relays the last hole */
      next->origin = c;
      next->dir = e->dir;
      next->count = pit[side][c];
      break;
    default:
      break;
    }
  }
  memcpy(next->pit, pit, sizeof pit);
  return n;
}

static void check_never_ending(const char *line, const char *token)
{
  static lap_state laps[20000];
  bao_position p, after;
  bao_events ev;
  lap_state next;
  const bao_outcome *o;
  uint32_t period = 0;
  int n, t;
  ts_parse(line, &p);
  bao_position_moves(&p, &list);
  o = ts_find(&list, p.to_move, token);
  assert_true(o->period > 0 && o->period < 10000);
  bao_events_init(&ev);
  assert_int_equal(bao_position_play(&p, &o->move, &after, &ev, &period), 1);
  assert_int_equal(period, o->period);
  assert_int_equal(ev.ev[ev.count - 1].kind, BAO_EV_NEVER_ENDING);
  assert_int_equal(ev.ev[ev.count - 1].period, period);
  n = replay(&p, &ev, laps, 20000, &next);
  t = n - (int)period;
  assert_true(t >= 0);
  assert_memory_equal(laps[t].pit, next.pit, sizeof next.pit);
  assert_int_equal(laps[t].origin, next.origin);
  assert_int_equal(laps[t].dir, next.dir);
  assert_int_equal(laps[t].count, next.count);
  /* and not a period one lap shorter (a sanity check on the replay) */
  if (period > 1 && t + 1 < n)
    assert_true(memcmp(laps[t + 1].pit, next.pit, sizeof next.pit) != 0 ||
                laps[t + 1].origin != next.origin ||
                laps[t + 1].count != next.count);
  bao_events_free(&ev);
}

/* docs/rules.md D19: a capture that has emptied the opponent's front row
 * and then never ends has won.  North's a5L captures A4, then A6 and A8
 * (5 + 3 + 1 seeds: South's whole front row) and sows on for ever.  The
 * move is legal and ends the game: period 0, the NEVER_ENDING event
 * flagged as a win, then South's loss by bao hamna.  Two claims are
 * checked without the engine's cycle detection:
 *  - the events, replayed from the position before, give the position
 *    after (the one of the moment the last capture's seeds were entered);
 *  - from there the sowing can only relay (no capture is possible, no
 *    nyumba is left), and a plain simulation of those relays finds a
 *    cycle of exactly the period the event gives, so the move never ends. */
static int relay_period(const bao_position *after, int side, int cursor,
                        int dir)
{
  enum { MAX = 4000 };
  static uint8_t seen[MAX][BAO_PITS + 1];
  uint8_t pit[BAO_PITS];
  int laps, k, c = cursor, n;
  memcpy(pit, after->pit[side], sizeof pit);
  for (laps = 0; laps < MAX; laps++) {
    assert_true(pit[c] > 1); /* the last seed fell in an occupied hole */
    memcpy(seen[laps], pit, BAO_PITS);
    seen[laps][BAO_PITS] = (uint8_t)c;
    for (k = 0; k < laps; k++)
      if (memcmp(seen[k], seen[laps], BAO_PITS + 1) == 0)
        return laps - k;
    n = pit[c];
    pit[c] = 0;
    while (n--) {
      c = step(c, dir);
      pit[c]++;
    }
  }
  return 0;
}

static void never_ending_capture_wins(void **state)
{
  static lap_state laps[20000];
  bao_position p, after;
  bao_events ev;
  lap_state next;
  const bao_outcome *o;
  const bao_event *lap = NULL, *e;
  uint32_t period = 1;
  size_t i;
  int c;
  (void)state;
  ts_parse("3 0 6 2 3 0 2 1 / 0 5 2 2 10 0 1 2 / 0 0 0 5 0 3 0 1 / "
           "1 1 1 1 0 0 1 2 | hand S4 N5 | house S:x N:x | N to move", &p);
  bao_position_moves(&p, &list);
  o = ts_find(&list, p.to_move, "a5L");
  assert_int_equal(o->period, 0);
  bao_events_init(&ev);
  assert_int_equal(bao_position_play(&p, &o->move, &after, &ev, &period), 1);
  assert_int_equal(period, 0);
  assert_memory_equal(&after, &o->after, sizeof after);
  for (c = 0; c < BAO_FRONT; c++)
    assert_int_equal(after.pit[BAO_SOUTH][c], 0);
  assert_true(bao_position_status(&after, NULL).over);
  assert_int_equal(bao_position_status(&after, NULL).loser, BAO_SOUTH);
  /* ..., the last lap, never-ending (won), game end */
  assert_true(ev.count >= 3);
  e = &ev.ev[ev.count - 2];
  assert_int_equal(e->kind, BAO_EV_NEVER_ENDING);
  assert_int_equal(e->flag, 1);
  assert_int_equal(ev.ev[ev.count - 1].kind, BAO_EV_GAME_END);
  assert_int_equal(ev.ev[ev.count - 1].why, BAO_END_FRONT_EMPTY);
  /* the events lead to `after`: their last lap ends where the board is */
  replay(&p, &ev, laps, 20000, &next);
  assert_memory_equal(next.pit, after.pit, sizeof next.pit);
  for (i = 0; i < ev.count; i++)
    if (ev.ev[i].kind == BAO_EV_LAP)
      lap = &ev.ev[i];
  assert_non_null(lap);
  assert_int_equal(relay_period(&after, BAO_NORTH, BAO_HOLE_C(lap->hole2),
                                lap->dir),
                   (int)e->period);
  bao_events_free(&ev);
}

/* A mtaji takata that never ends. */
static void never_ending_takata(void **state)
{
  (void)state;
  check_never_ending("2 0 2 2 1 0 0 1 / 5 3 1 1 0 0 1 0 / 12 0 5 1 3 4 7 1 / "
                     "0 1 0 1 0 3 4 3 | hand S0 N0 | house S:x N:x | "
                     "S to move", "A6R*");
}

/* A move whose cycle is longer than the lap limit: it is reported, in
 * bounded time, with an unknown period. */
static void never_ending_beyond_the_limit(void **state)
{
  bao_position p;
  const bao_outcome *o;
  (void)state;
  ts_parse("1 1 0 0 2 1 0 1 / 0 0 0 0 1 0 0 0 / 0 6 10 8 3 4 1 2 / "
           "1 2 8 0 4 1 2 5 | hand S0 N0 | house S:x N:x | S to move", &p);
  bao_position_moves(&p, &list);
  o = ts_find(&list, p.to_move, "A2L*");
  assert_int_equal(o->period, BAO_PERIOD_UNKNOWN);
  o = ts_find(&list, p.to_move, "A2R*");
  assert_int_equal(o->period, 0);
}

/* ---- long moves: the memo and the budget (bao.h) ------------------------ */

static const char *limit_line =
  "1 1 0 0 2 1 0 1 / 0 0 0 0 1 0 0 0 / 0 6 10 8 3 4 1 2 / "
  "1 2 8 0 4 1 2 5 | hand S0 N0 | house S:x N:x | S to move";

static int same_lists(const bao_movelist *a, const bao_movelist *b)
{
  int i;
  if (a->count != b->count)
    return 0;
  for (i = 0; i < a->count; i++)
    if (memcmp(&a->item[i].move, &b->item[i].move, sizeof a->item[i].move) ||
        a->item[i].period != b->item[i].period ||
        (!a->item[i].period &&
         memcmp(&a->item[i].after, &b->item[i].after,
                sizeof a->item[i].after)))
      return 0;
  return 1;
}

/* The takata A2L* runs to the lap limit (never_ending_beyond_the_limit):
 * with a budget it costs the laps past BAO_LONG_LAPS once, 1,000,000 -
 * 64 of them; the memo then answers the same position without a lap, and
 * the same list comes out as without a budget. */
static void budget_remembers(void **state)
{
  static bao_budget b;
  static bao_movelist first, again, plain;
  bao_position p;
  (void)state;
  ts_parse(limit_line, &p);
  bao_budget_init(&b, BAO_LAP_BUDGET);
  bao_position_moves_from(&p, -1, &first, &b);
  assert_int_equal(b.spent, BAO_LAP_LIMIT - BAO_LONG_LAPS);
  assert_int_equal(b.laps, BAO_LAP_BUDGET - (BAO_LAP_LIMIT - BAO_LONG_LAPS));
  bao_position_moves_from(&p, -1, &again, &b);
  assert_int_equal(b.spent, BAO_LAP_LIMIT - BAO_LONG_LAPS);
  assert_int_equal(b.cut, 0);
  bao_position_moves(&p, &plain);
  assert_true(same_lists(&first, &plain));
  assert_true(same_lists(&again, &plain));
  assert_int_equal(ts_find(&again, p.to_move, "A2L*")->period,
                   BAO_PERIOD_UNKNOWN);
}

/* A move without captures never looks at the opponent's holes: the memo
 * knows A2L* again when North's back row differs (the list's positions
 * keep North's holes as they are). */
static void budget_ignores_the_opponent(void **state)
{
  static bao_budget b;
  static bao_movelist moves, plain;
  bao_position p, q;
  (void)state;
  ts_parse(limit_line, &p);
  ts_parse("5 4 3 0 2 1 0 1 / 0 0 0 0 1 0 0 0 / 0 6 10 8 3 4 1 2 / "
           "1 2 8 0 4 1 2 5 | hand S0 N0 | house S:x N:x | S to move", &q);
  bao_budget_init(&b, BAO_LAP_BUDGET);
  bao_position_moves_from(&p, -1, &moves, &b);
  bao_position_moves_from(&q, -1, &moves, &b);
  assert_int_equal(b.spent, BAO_LAP_LIMIT - BAO_LONG_LAPS);
  bao_position_moves(&q, &plain);
  assert_true(same_lists(&moves, &plain));
}

/* A spent budget cuts a long move as the lap limit would, at 64 laps
 * plus what was left: its period is BAO_PERIOD_BUDGET, `cut` counts it,
 * and the move that ends, A2R*, is as it was. */
static void budget_cuts(void **state)
{
  static bao_budget b;
  static bao_movelist moves, plain;
  const bao_outcome *o;
  bao_position p;
  (void)state;
  ts_parse(limit_line, &p);
  bao_budget_init(&b, 100000);
  bao_position_moves_from(&p, -1, &moves, &b);
  o = ts_find(&moves, p.to_move, "A2L*");
  assert_int_equal(o->period, BAO_PERIOD_BUDGET);
  assert_int_equal(b.spent, 100000);
  assert_int_equal(b.laps, 0);
  assert_int_equal(b.cut, 1);
  /* spent: cut at once; the cut verdict is not remembered */
  bao_position_moves_from(&p, -1, &moves, &b);
  assert_int_equal(ts_find(&moves, p.to_move, "A2L*")->period,
                   BAO_PERIOD_BUDGET);
  assert_int_equal(b.spent, 100000);
  assert_int_equal(b.cut, 2);
  bao_position_moves(&p, &plain);
  o = ts_find(&moves, p.to_move, "A2R*");
  assert_int_equal(o->period, 0);
  assert_memory_equal(&o->after, &ts_find(&plain, p.to_move, "A2R*")->after,
                      sizeof o->after);
}

/* The capture that wins and never ends (never_ending_capture_wins): the
 * memo gives the same position of the moment it won, and its events with
 * the budget are those without. */
static void budget_and_the_won_capture(void **state)
{
  static bao_budget b;
  static bao_movelist first, again, plain;
  const bao_outcome *o;
  bao_events with, without;
  bao_position p;
  (void)state;
  ts_parse("3 0 6 2 3 0 2 1 / 0 5 2 2 10 0 1 2 / 0 0 0 5 0 3 0 1 / "
           "1 1 1 1 0 0 1 2 | hand S4 N5 | house S:x N:x | N to move", &p);
  bao_budget_init(&b, BAO_LAP_BUDGET);
  bao_position_moves_from(&p, -1, &first, &b);
  assert_true(b.spent > 0); /* it is a long move */
  bao_position_moves_from(&p, -1, &again, &b);
  bao_position_moves(&p, &plain);
  assert_true(same_lists(&first, &plain));
  assert_true(same_lists(&again, &plain));
  o = ts_find(&again, p.to_move, "a5L");
  bao_events_init(&with);
  bao_events_init(&without);
  bao_outcome_events(&p, o, &with, NULL, &b);
  bao_outcome_events(&p, o, &without, NULL, NULL);
  assert_int_equal(with.count, without.count);
  assert_memory_equal(with.ev, without.ev, with.count * sizeof *with.ev);
  bao_events_free(&with);
  bao_events_free(&without);
}

int main(int argc, char **argv)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(never_ending_capture_wins),
    cmocka_unit_test(never_ending_takata),
    cmocka_unit_test(never_ending_beyond_the_limit),
    cmocka_unit_test(budget_remembers),
    cmocka_unit_test(budget_ignores_the_opponent),
    cmocka_unit_test(budget_cuts),
    cmocka_unit_test(budget_and_the_won_capture),
  };
  return ts_run(tests, NULL, NULL, argc, argv);
}
