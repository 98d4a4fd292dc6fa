/*
 * test_random.c - random play: thousands of games of uniformly random legal
 * moves from the start position, with the invariants checked after every
 * move:
 *  - 64 seeds, no hole or hand over 64;
 *  - the side to move alternates; a namua move spends one seed from the
 *    mover's hand, a mtaji move none; the move kind fits the stage;
 *  - a destroyed nyumba stays destroyed;
 *  - a takasia mark only after a mtaji takata (or the takasa that ends the
 *    namua stage, with takasia-after=last-takasa), on the opponent's front
 *    row;
 *  - a capture that empties the opponent's front row ends the game; one
 *    that then never ends is a win (docs/rules.md D19), and a move
 *    reported as never-ending has not emptied it;
 *  - the events, replayed by the small independent interpreter below on
 *    the position before the move, give exactly the position after it;
 *  - bao_position_play agrees with the outcome listed by the generator.
 * The games are reproducible: the generator is a fixed linear congruence.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <string.h>

#include "bao.h"

#define GAMES 3000
#define PLY_CAP 400

static uint64_t rng = 0x2545F4914F6CDD1DULL;

static unsigned next_random(unsigned n)
{
  rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
  return (unsigned)((rng >> 33) % n);
}

/* ---- an independent reading of the event list -------------------------- */

static int step(int c, int dir) { return (c + dir + 16) % 16; }

/* Replays one lap event on q: lifts (unless the seeds are captured ones),
 * drops one seed per hole, and checks where the last one fell. */
static void apply_lap(bao_position *q, const bao_event *e, int *captured)
{
  int side = BAO_HOLE_SIDE(e->hole), c = BAO_HOLE_C(e->hole), i;
  if (e->why == BAO_LAP_CAPTURE) {
    assert_int_equal(*captured, e->count); /* all the captured seeds */
    *captured = 0;
    c = step(c, -e->dir); /* the first seed falls in the kichwa itself */
  } else {
    assert_true(q->pit[side][c] >= e->count);
    if (e->why != BAO_LAP_TAX)
      assert_int_equal(q->pit[side][c], e->count); /* the whole hole */
    q->pit[side][c] = (uint8_t)(q->pit[side][c] - e->count);
  }
  for (i = 0; i < e->count; i++) {
    c = step(c, e->dir);
    q->pit[side][c]++;
  }
  assert_int_equal(BAO_HOLE(side, c), e->hole2);
}

static void apply_events(bao_position *q, const bao_events *ev)
{
  size_t i;
  int captured = 0;
  for (i = 0; i < ev->count; i++) {
    const bao_event *e = &ev->ev[i];
    int side = BAO_HOLE_SIDE(e->hole), c = BAO_HOLE_C(e->hole);
    switch (e->kind) {
    case BAO_EV_PLACE:
      q->hand[side]--;
      q->pit[side][c]++;
      break;
    case BAO_EV_LAP:
      apply_lap(q, e, &captured);
      break;
    case BAO_EV_CAPTURE: {
      int s2 = BAO_HOLE_SIDE(e->hole2), c2 = BAO_HOLE_C(e->hole2);
      assert_int_equal(s2, !side);
      assert_int_equal(c2, 7 - c); /* the facing hole */
      assert_int_equal(q->pit[s2][c2], e->count);
      assert_true(q->pit[side][c] >= 2); /* own hole occupied before */
      q->pit[s2][c2] = 0;
      captured = e->count;
      break;
    }
    case BAO_EV_HOUSE_DESTROYED:
      q->house[side] = BAO_HOUSE_DESTROYED;
      break;
    default:
      break;
    }
  }
  assert_int_equal(captured, 0);
  assert_false(ev->truncated);
}

/* ---- invariants ----------------------------------------------------------- */

static void check_win(const bao_position *p, const bao_outcome *o,
                      const bao_events *ev);

static void check_move(const bao_position *p, const bao_outcome *o)
{
  const bao_position *a = &o->after;
  bao_position q = *p, played;
  bao_events ev;
  int me = p->to_move, kind = o->move.kind;
  int namua = kind == BAO_NAMUA_CAPTURE || kind == BAO_NAMUA_TAKASA;

  assert_int_equal(bao_position_seeds(a), 64);
  assert_int_equal(a->to_move, !me);
  assert_int_equal(namua, p->hand[me] > 0);
  assert_int_equal(a->hand[me], p->hand[me] - namua);
  assert_int_equal(a->hand[!me], p->hand[!me]);
  assert_true(p->house[0] == BAO_HOUSE_INTACT || a->house[0]);
  assert_true(p->house[1] == BAO_HOUSE_INTACT || a->house[1]);
  if (a->takasia >= 0)
    assert_true(kind == BAO_MTAJI_TAKATA ||
                (kind == BAO_NAMUA_TAKASA && !a->hand[0] && !a->hand[1] &&
                 p->rules.takasia_after == BAO_TAKASIA_AFTER_LAST_TAKASA));

  bao_events_init(&ev);
  assert_int_equal(bao_position_play(p, &o->move, &played, &ev, NULL), 1);
  assert_memory_equal(&played, a, sizeof played);
  apply_events(&q, &ev);
  assert_memory_equal(q.pit, a->pit, sizeof q.pit);
  assert_memory_equal(q.hand, a->hand, sizeof q.hand);
  assert_memory_equal(q.house, a->house, sizeof q.house);
  check_win(p, o, &ev);
  bao_events_free(&ev);
}

static int front_total(const bao_position *p, int side)
{
  int c, n = 0;
  for (c = 0; c < BAO_FRONT; c++)
    n += p->pit[side][c];
  return n;
}

/* D19: a move flagged as never-ending but won has emptied the opponent's
 * front row, and the game is over; a capture that empties it ends the
 * game whether or not it would end. */
static int won_forever = 0;

static void check_win(const bao_position *p, const bao_outcome *o,
                      const bao_events *ev)
{
  bao_status st = bao_position_status(&o->after);
  size_t i;
  int me = p->to_move;
  if (BAO_MOVE_CAPTURES(&o->move) && front_total(&o->after, !me) == 0) {
    assert_true(st.over);
    assert_int_equal(st.loser, !me);
  }
  for (i = 0; i < ev->count; i++) {
    if (ev->ev[i].kind != BAO_EV_NEVER_ENDING)
      continue;
    assert_int_equal(ev->ev[i].flag, 1);
    assert_int_equal(front_total(&o->after, !me), 0);
    won_forever++;
  }
}

/* A move reported as never-ending took less than the opponent's whole
 * front row (captures only take from it), unless its events were cut. */
static void check_never(const bao_position *p, const bao_outcome *o)
{
  bao_events ev;
  bao_position after;
  uint32_t period;
  size_t i;
  int taken = 0;
  bao_events_init(&ev);
  assert_int_equal(bao_position_play(p, &o->move, &after, &ev, &period), 1);
  assert_int_equal(period, o->period);
  for (i = 0; i < ev.count; i++)
    if (ev.ev[i].kind == BAO_EV_CAPTURE)
      taken += ev.ev[i].count;
  if (!ev.truncated)
    assert_true(taken < front_total(p, !p->to_move));
  bao_events_free(&ev);
}

static void play_games(int variant, const char *option, int games)
{
  int g, ply, ended = 0, never = 0, capped = 0, mtaji = 0;
  bao_movelist list;
  bao_rules rules = bao_rules_variant(variant);
  bao_diag err;
  if (option)
    assert_true(bao_rules_set(&rules, option, &err));
  won_forever = 0;
  for (g = 0; g < games; g++) {
    bao_position p;
    bao_position_start(&p, &rules);
    for (ply = 0; ply < PLY_CAP; ply++) {
      const bao_outcome *o;
      int i;
      if (bao_position_moves(&p, &list) == 0) {
        assert_true(bao_position_status(&p).over);
        ended++;
        break;
      }
      o = &list.item[next_random((unsigned)list.count)];
      if (o->period) {
        never++;
        break;
      }
      for (i = 0; i < list.count; i++)
        if (!list.item[i].period)
          check_move(&p, &list.item[i]);
        else if (BAO_MOVE_CAPTURES(&list.item[i].move))
          check_never(&p, &list.item[i]);
      /* perft's shortcut for the last ply must agree with the generator */
      assert_int_equal(bao_perft(&p, 1), (uint64_t)list.count);
      p = o->after;
      mtaji += !p.hand[0] && !p.hand[1] && ply == 44;
    }
    capped += ply == PLY_CAP;
  }
  print_message("%s%s%s: %d games: %d ended, %d never-ending, %d at the "
                "ply cap; %d reached mtaji at ply 45; %d won never-ending\n",
                bao_variant_name(variant), option ? " " : "",
                option ? option : "", games, ended, never, capped, mtaji,
                won_forever);
  assert_int_equal(ended + never + capped, games);
  assert_true(ended > games / 2);
}

static void random_games(void **state)
{
  (void)state;
  play_games(BAO_KISWAHILI, NULL, GAMES);
}

/* The other games: the same invariants, fewer games each. */
static void random_variants(void **state)
{
  (void)state;
  play_games(BAO_KUJIFUNZA, NULL, GAMES / 6);
  play_games(BAO_KETE, NULL, GAMES / 6);
  play_games(BAO_LEAFLET, NULL, GAMES / 6);
  play_games(BAO_ESPERANTO, NULL, GAMES / 6);
}

/* The options of issue 12 and the end of the game: the same invariants. */
static void random_options(void **state)
{
  (void)state;
  play_games(BAO_LEAFLET, "house-loss=loses", GAMES / 10);
  play_games(BAO_KISWAHILI, "takasia-after=last-takasa", GAMES / 10);
  play_games(BAO_KISWAHILI, "game-end=immediate", GAMES / 10);
  play_games(BAO_KISWAHILI, "house-power=intact", GAMES / 10);
  play_games(BAO_KISWAHILI, "mtaji-tax=yes", GAMES / 10);
  play_games(BAO_KISWAHILI, "takasa-hole=all", GAMES / 10);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(random_games),
    cmocka_unit_test(random_variants),
    cmocka_unit_test(random_options),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
