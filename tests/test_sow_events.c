/*
 * test_sow_events.c - the sowing with its events (bao_sow, what the
 * renderers that tell the moves use) against the same loop without them
 * (bao_sow_fast, the move generators'), and the events against the board.
 *
 * The sowing is written once (src/engine/sow.c) and compiled twice:
 * with an event sink and with a literal NULL for it.  Random games in
 * every variant and under the rule options that change the sowing; at
 * every position, every legal move the generator lists (with its forced
 * entry and tax as listed) and every candidate of every hole, direction
 * and nyumba choice (illegal ones included: a D7 stop, a stop at the
 * nyumba) is sown both ways, with events after an event already in the
 * list (a move must keep it).  The two must give the same result code,
 * period, position (every byte, hands and houses included) and budget
 * left.  And the events must tell the move: from the position before,
 * each seed placed, each hole lifted and sown, each capture's seeds taken
 * and sown, and each nyumba destroyed as the events say give the position
 * the sowing left (for the moves that end or stop for the nyumba's
 * choice: an illegal move stops before its last lap, one that never ends
 * with a hole lifted, and a capture that won is sown again); a move that
 * never ends ends its events with that, and its period.
 *
 * The test proves its own coverage: it counts, over the moves that end
 * before BAO_LONG_LAPS laps, every kind of event the sowing pushes, every
 * reason of a lap and of a capture's entry, and asserts that each was
 * seen at least once; and it counts the long moves and asserts some
 * were seen too.  A second test fills the list to its capacity near
 * BAO_EVENTS_LIMIT first: the events must end as pushing them one by one
 * would leave them, truncated included.
 * The games are reproducible: the generator is a fixed linear congruence.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include "test_run.h"

#include <stdio.h>
#include <string.h>

#include "bao/bao.h"
#include "engine/internal.h" /* bao_sow, bao_sow_fast */
#include "test_support.h"

#define PLY_CAP 300

static uint64_t rng = 0x9E3779B97F4A7C15ULL;

static unsigned next_random(unsigned n)
{
  rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
  return (unsigned)((rng >> 33) % n);
}

/* What was seen over the short moves: event kinds, lap reasons, capture
 * entry reasons, result codes; and the long moves. */
static long kinds[BAO_EVENT_KINDS], laps_why[5], entry_why[3], codes[5];
static long long_moves, short_moves;

static void same_event(const bao_event *x, const bao_event *y)
{
  assert_int_equal(x->kind, y->kind);
  assert_int_equal(x->side, y->side);
  assert_int_equal(x->hole, y->hole);
  assert_int_equal(x->hole2, y->hole2);
  assert_int_equal(x->count, y->count);
  assert_int_equal(x->dir, y->dir);
  assert_int_equal(x->why, y->why);
  assert_int_equal(x->flag, y->flag);
  assert_int_equal(x->period, y->period);
}

static void same_events(const bao_events *a, const bao_events *b)
{
  size_t i;
  assert_int_equal(a->count, b->count);
  assert_int_equal(a->truncated, b->truncated);
  for (i = 0; i < a->count; i++)
    same_event(&a->ev[i], &b->ev[i]);
}

/* The position the events of a move (from ev->ev[from] on) tell, from p:
 * a seed placed comes from the hand; a lap's seeds fall one a hole in
 * the `count` holes that end at its last hole, and come from its origin
 * (lifted: the move's hole, a relay, the safari, the tax's 2) or, for
 * the lap after a capture, from the enemy hole the capture names. */
static void told(const bao_position *p, const bao_events *ev, size_t from,
                 bao_position *out)
{
  size_t i;
  int k;
  *out = *p;
  for (i = from; i < ev->count; i++) {
    const bao_event *e = &ev->ev[i];
    int side = e->side;
    switch (e->kind) {
    case BAO_EV_PLACE:
      out->hand[side]--;
      out->pit[side][BAO_HOLE_C(e->hole)]++;
      break;
    case BAO_EV_CAPTURE:
      assert_int_equal(BAO_HOLE_SIDE(e->hole2), !side);
      out->pit[!side][BAO_HOLE_C(e->hole2)] =
        (uint8_t)(out->pit[!side][BAO_HOLE_C(e->hole2)] - e->count);
      break;
    case BAO_EV_HOUSE_DESTROYED:
      out->house[side] = BAO_HOUSE_DESTROYED;
      break;
    case BAO_EV_LAP:
      if (e->why != BAO_LAP_CAPTURE)
        out->pit[side][BAO_HOLE_C(e->hole)] =
          (uint8_t)(out->pit[side][BAO_HOLE_C(e->hole)] - e->count);
      for (k = 0; k < e->count; k++)
        out->pit[side][(BAO_HOLE_C(e->hole2) - e->dir * k) & 15]++;
      break;
    default:
      break;
    }
  }
}

/* Tallies the events of one move (after the first, which
 * was in the list before it). */
static void tally(const bao_events *ev, int code)
{
  size_t i, nlaps = 0;
  for (i = 1; i < ev->count; i++)
    nlaps += ev->ev[i].kind == BAO_EV_LAP;
  if (nlaps >= BAO_LONG_LAPS || code == BAO_SOW_NEVER ||
      code == BAO_SOW_WON) {
    long_moves++;
    return;
  }
  short_moves++;
  codes[code]++;
  for (i = 1; i < ev->count; i++) {
    const bao_event *e = &ev->ev[i];
    kinds[e->kind]++;
    if (e->kind == BAO_EV_LAP)
      laps_why[e->why]++;
    if (e->kind == BAO_EV_CAPTURE)
      entry_why[e->why]++;
  }
}

static const bao_event first = {.kind = BAO_EV_STAGE_MTAJI, .side = 1,
                                .hole = BAO_NO_HOLE, .hole2 = BAO_NO_HOLE};

/* Move m sown on p both ways, with and without a budget (the second
 * budget a copy of the first before each move: the sowing with events
 * never writes the memo, so the one without starts from the same). */
static void sow_both(const bao_position *p, const bao_move *move,
                     bao_events *e1, bao_budget *b1, bao_budget *b2,
                     int with_budget)
{
  bao_position q1 = *p, q2 = *p, t;
  bao_move m1 = *move, m2 = *move;
  uint32_t per1 = 7, per2 = 9;
  int r1, r2;
  bao_events_clear(e1);
  bao_events_push(e1, &first);
  *b2 = *b1;
  r1 = bao_sow(&q1, &m1, e1, &per1, 0, with_budget ? p : NULL,
               with_budget ? b1 : NULL);
  r2 = bao_sow_fast(&q2, &m2, &per2, 0, with_budget ? p : NULL,
                    with_budget ? b2 : NULL);
  assert_int_equal(r1, r2);
  assert_int_equal(per1, per2);
  assert_memory_equal(&q1, &q2, sizeof q1);
  assert_memory_equal(&m1, &m2, sizeof m1);
  assert_int_equal(b1->laps, b2->laps);
  assert_int_equal(b1->spent, b2->spent);
  assert_int_equal(b1->cut, b2->cut);
  same_event(&e1->ev[0], &first);
  if (!e1->truncated && r1 == BAO_SOW_NEVER) {
    assert_int_equal(e1->ev[e1->count - 1].kind, BAO_EV_NEVER_ENDING);
    assert_int_equal(e1->ev[e1->count - 1].period, per1);
  }
  if (!e1->truncated && (r1 == BAO_SOW_DONE || r1 == BAO_SOW_DECISION)) {
    told(p, e1, 1, &t);
    assert_memory_equal(t.pit, q1.pit, sizeof t.pit);
    assert_memory_equal(t.house, q1.house, sizeof t.house);
    assert_memory_equal(t.hand, q1.hand, sizeof t.hand);
  }
  if (!with_budget)
    tally(e1, r1);
}

/* Every candidate of every hole (sow.c's kinds for the stage and the
 * captures available), both directions, without and with the safari. */
static void candidates(const bao_position *p, bao_events *e1,
                       bao_budget *b1, bao_budget *b2)
{
  int c, d, kind, me = p->to_move;
  bao_move m;
  kind = ts_move_kind(p);
  for (c = 0; c < (p->hand[me] ? BAO_FRONT : BAO_PITS); c++) {
    if (!p->pit[me][c] ||
        (kind == BAO_NAMUA_CAPTURE && !p->pit[!me][BAO_FACING(c)]))
      continue;
    for (d = 0; d < 4; d++) {
      memset(&m, 0, sizeof m);
      m.kind = (uint8_t)kind;
      m.hole = (uint8_t)c;
      m.dir = (int8_t)bao_dirs[d & 1];
      m.safari = (uint8_t)(d >> 1);
      sow_both(p, &m, e1, b1, b2, 0);
    }
  }
}

/* `games` random games of the variant, with the option, from its start
 * or from the position line `start`. */
static void play_from(int variant, const char *option, int games,
                      const char *start)
{
  bao_rules rules = bao_rules_variant(variant);
  bao_movelist list;
  bao_events e1;
  bao_budget b1, b2;
  bao_diag err;
  int g, ply, i;
  if (option)
    assert_true(bao_rules_set(&rules, option, &err));
  bao_events_init(&e1);
  /* a small budget, so that it runs out and cuts long moves too */
  bao_budget_init(&b1, 1u << 16);
  bao_budget_init(&b2, 1u << 16);
  for (g = 0; g < games; g++) {
    bao_position p;
    if (start)
      assert_true(bao_position_parse(start, &rules, &p, &err));
    else
      bao_position_start(&p, &rules);
    for (ply = 0; ply < PLY_CAP; ply++) {
      const bao_outcome *o;
      if (bao_position_moves(&p, &list) == 0)
        break;
      for (i = 0; i < list.count; i++) {
        sow_both(&p, &list.item[i].move, &e1, &b1, &b2, 0);
        sow_both(&p, &list.item[i].move, &e1, &b1, &b2, 1);
      }
      candidates(&p, &e1, &b1, &b2);
      o = &list.item[next_random((unsigned)list.count)];
      if (o->period)
        break;
      p = o->after;
    }
  }
  bao_events_free(&e1);
}

static void play_games(int variant, const char *option, int games)
{
  play_from(variant, option, games, NULL);
}

/* The list `full` holds `count` events (its capacity grown as pushing
 * them one by one grows it); then move m is sown on p into it.  It must
 * hold what pushing the move's events (sown into an empty list) one by
 * one gives.  Whether it was truncated. */
static int sow_after(const bao_position *p, const bao_move *move,
                     size_t count)
{
  bao_events full, alone, want;
  bao_position q1 = *p, q2 = *p;
  bao_move m1 = *move, m2 = *move;
  uint32_t per1, per2;
  size_t i;
  int r1, r2;
  bao_events_init(&full);
  bao_events_init(&alone);
  bao_events_init(&want);
  for (i = 0; i < count; i++) {
    bao_events_push(&full, &first);
    bao_events_push(&want, &first);
  }
  r1 = bao_sow(&q1, &m1, &full, &per1, 0, NULL, NULL);
  r2 = bao_sow(&q2, &m2, &alone, &per2, 0, NULL, NULL);
  assert_int_equal(r1, r2);
  assert_int_equal(per1, per2);
  assert_memory_equal(&q1, &q2, sizeof q1);
  for (i = 0; i < alone.count; i++)
    bao_events_push(&want, &alone.ev[i]);
  want.truncated |= alone.truncated;
  same_events(&full, &want);
  r1 = full.truncated;
  bao_events_free(&full);
  bao_events_free(&alone);
  bao_events_free(&want);
  return r1;
}

/* The lists fill up: every move of a few positions sown into lists that
 * hold some events already, around their capacities (32, 64, ...) and
 * near BAO_EVENTS_LIMIT, where the capacity (131072) stops growing. */
static void sow_events_fill(void **state)
{
  static const char *lines[] = {
    /* tests/hostile.sh: a move that runs to the lap limit (A2L*) */
    "1 1 0 0 2 1 0 1 / 0 0 0 0 1 0 0 0 / 0 6 10 8 3 4 1 2 / "
    "1 2 8 0 4 1 2 5 | hand S0 N0 | house S:x N:x | S to move",
    NULL};
  static const size_t counts[] = {0, 1, 20, 27, 31, 32, 63, 99990, 100000,
                                  131000, 131060, 131070, 131072};
  bao_rules rules = bao_rules_variant(BAO_KISWAHILI);
  bao_movelist list;
  bao_position p;
  bao_diag err;
  size_t i, j;
  int k, ply;
  long cut = 0, kept = 0;
  (void)state;
  for (i = 0; i < 2; i++) {
    if (lines[i])
      assert_true(bao_position_parse(lines[i], &rules, &p, &err));
    else
      bao_position_start(&p, &rules);
    for (ply = 0; ply < 40 && bao_position_moves(&p, &list) > 0; ply++) {
      const bao_outcome *o;
      for (k = 0; k < list.count; k++)
        for (j = 0; j < sizeof counts / sizeof counts[0]; j++) {
          if (counts[j] > 1000 && ply % 10)
            continue; /* (the large lists cost time: now and then) */
          if (sow_after(&p, &list.item[k].move, counts[j]))
            cut++;
          else
            kept += counts[j] > 131000;
        }
      o = &list.item[next_random((unsigned)list.count)];
      if (o->period)
        break;
      p = o->after;
    }
  }
  /* lists cut at the limit, and lists near it that were not */
  print_message("%ld truncated, %ld near the limit kept whole\n", cut, kept);
  assert_true(cut > 0);
  assert_true(kept > 0);
}

/* The kinds bao_sow pushes (the takasia set, the mtaji stage and the end
 * of the game are the whole move's, movegen_events.c). */
static const int sow_kinds[] = {
  BAO_EV_PLACE, BAO_EV_LAP, BAO_EV_CAPTURE, BAO_EV_REVERSE,
  BAO_EV_SIXTEEN, BAO_EV_HOUSE_STOP, BAO_EV_HOUSE_SAFARI,
  BAO_EV_HOUSE_TAX, BAO_EV_HOUSE_CAPTURED, BAO_EV_HOUSE_DESTROYED,
  BAO_EV_TAKASIA_OBEYED, BAO_EV_TAKASIA_PASSED};

static void sow_events_agree(void **state)
{
  size_t i;
  int v;
  (void)state;
  for (v = 0; v < BAO_VARIANTS; v++)
    play_games(v, NULL, 200);
  /* the options that change the sowing */
  play_games(BAO_KISWAHILI, "house-stop=optional", 100);
  play_games(BAO_KISWAHILI, "mtaji-safari=choice", 100);
  play_games(BAO_KISWAHILI, "takasia=strict", 100);
  play_games(BAO_KISWAHILI, "front-row=free", 100);
  play_games(BAO_KISWAHILI, "game-end=immediate", 100);
  play_games(BAO_KISWAHILI, "house-power=intact", 100);
  play_games(BAO_KISWAHILI, "mtaji-tax=yes", 100);
  play_games(BAO_KISWAHILI, "takasia-after=last-takasa", 100);
  play_games(BAO_LEAFLET, "house-loss=loses", 100);
  /* A first lap from the nyumba through the takasiaed hole is too rare
   * in random games: the position of R15 and D6 in tests/test_rules.c,
   * where North's a5R* goes on through a7 (takasia-passed). */
  play_from(BAO_KISWAHILI, NULL, 20,
            "0 0 0 0 0 0 0 0 / 0 1 0 2 0 0 0 0 / 1 0 0 0 0 0 0 0 / "
            "0 0 0 0 0 0 0 0 | hand S0 N0 | house S:x N:a | N to move | "
            "takasia a7");
  print_message("%ld short moves, %ld long ones\n", short_moves, long_moves);
  for (i = 0; i < sizeof sow_kinds / sizeof sow_kinds[0]; i++) {
    print_message("%s: %ld\n", bao_event_name(sow_kinds[i]),
                  kinds[sow_kinds[i]]);
    assert_true(kinds[sow_kinds[i]] > 0);
  }
  for (i = 0; i < 5; i++) /* move, relay, capture, safari, tax */
    assert_true(laps_why[i] > 0);
  for (i = 0; i < 3; i++) /* chosen, forced, kept */
    assert_true(entry_why[i] > 0);
  /* the ends a short move can have: it ends, is illegal (D7), or stops
   * for the choice at the nyumba */
  assert_true(codes[BAO_SOW_DONE] > 0);
  assert_true(codes[BAO_SOW_ILLEGAL] > 0);
  assert_true(codes[BAO_SOW_DECISION] > 0);
  assert_true(long_moves > 0);
}

int main(int argc, char **argv)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(sow_events_agree),
    cmocka_unit_test(sow_events_fill),
  };
  return ts_run(tests, NULL, NULL, argc, argv);
}
