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
 *  - bao_position_play agrees with the outcome listed by the generator;
 *  - every candidate the generator tries, sown with its events (bao_sow)
 *    and without (bao_sow_fast, with and without a memo of long moves),
 *    gives the same verdict, board and period; the moves of one letter
 *    of a hole are that hole's moves of that letter; perft two plies deep
 *    agrees with the full lists.
 * The games are reproducible: the generator is a fixed linear congruence.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include "test_run.h"

#include <string.h>

#include "bao/bao.h"
#include "engine/internal.h" /* bao_sow, bao_sow_fast, bao_moves_lettered */
#include "test_support.h"

#define GAMES 3000
#define PLY_CAP 400

static uint64_t rng = 0x2545F4914F6CDD1DULL;
static long sowings;   /* candidates sown both ways                      */
static bao_budget memo; /* long moves remembered across every game        */

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

/* ---- the move generators' sowing against the one with events ---------- */

/* Every candidate the generator tries at p (each hole and direction, in
 * the kind the stage and the captures give, without the nyumba choice) is
 * sown with its events (bao_sow) and without (bao_sow_fast, what the
 * generators use; the same loop, compiled twice): the same verdict (an illegal move, a choice at
 * the nyumba, a move that never ends or wins), the same board, period and
 * hands. */
static void check_sowings(const bao_position *p)
{
  bao_events ev;
  int c, d, kind, r1, r2, me = p->to_move;
  uint32_t per1, per2, per3;
  bao_move m;
  kind = ts_move_kind(p);
  bao_events_init(&ev);
  for (c = 0; c < (p->hand[me] ? BAO_FRONT : BAO_PITS); c++) {
    if (!p->pit[me][c] ||
        (kind == BAO_NAMUA_CAPTURE && !p->pit[!me][BAO_FACING(c)]))
      continue;
    for (d = 0; d < 4; d++) {
      bao_position q1 = *p, q2 = *p, q3 = *p;
      memset(&m, 0, sizeof m);
      m.kind = (uint8_t)kind;
      m.hole = (uint8_t)c;
      m.dir = (int8_t)bao_dirs[d & 1];
      m.safari = (uint8_t)(d >> 1); /* the stop, then the safari */
      bao_events_clear(&ev);
      r1 = bao_sow(&q1, &m, &ev, &per1, 0, NULL, NULL);
      r2 = bao_sow_fast(&q2, &m, &per2, 0, NULL, NULL);
      /* and with a memo of the long moves: the same again */
      assert_int_equal(bao_sow_fast(&q3, &m, &per3, 0, p, &memo), r2);
      assert_int_equal(per3, per2);
      assert_memory_equal(q3.pit, q2.pit, sizeof q3.pit);
      sowings++;
      assert_int_equal(r1, r2);
      if (r1 == BAO_SOW_ILLEGAL)
        continue;
      assert_int_equal(per1, per2);
      /* with events a capture that won is sown again to the moment it
       * won (until_won); the fast sowing has left the board of then */
      if (r1 == BAO_SOW_WON) {
        q1 = *p;
        bao_events_clear(&ev);
        bao_sow(&q1, &m, &ev, &per1, 1, NULL, NULL);
      }
      if (r1 != BAO_SOW_NEVER) {
        assert_memory_equal(q1.pit, q2.pit, sizeof q1.pit);
        assert_memory_equal(q1.house, q2.house, sizeof q1.house);
        assert_memory_equal(q1.hand, q2.hand, sizeof q1.hand);
      }
    }
  }
  bao_events_free(&ev);
}

/* A replay sows the moves of the token's letter first: for every hole
 * and letter, that list is the hole's list without the other letter's
 * moves (a forced capture has either letter), in the same order.  Bao la
 * Kete's takatas are the exception: the kuu's moves come first (rules.md
 * §5), so the moves of any hole are all the moves, and so are those of
 * any letter. */
static void check_lettered(const bao_position *p, const bao_movelist *all)
{
  bao_movelist hole, lettered;
  int c, l, i, k, kuu_first;
  kuu_first = BAO_HAS(&p->rules, BAO_F_KUU_FIRST) && all->count > 0 &&
              all->item[0].move.kind == BAO_MTAJI_TAKATA;
  for (c = 0; c < BAO_PITS; c++) {
    bao_position_moves_from(p, c, &hole, NULL);
    for (i = 0, k = 0; i < all->count; i++)
      k += kuu_first || all->item[i].move.hole == c;
    assert_int_equal(hole.count, k);
    for (l = 0; l < 2; l++) {
      char letter = "LR"[l], tok[BAO_TOKEN_MAX];
      bao_moves_lettered(p, c, letter, &lettered, NULL);
      for (i = 0, k = 0; i < hole.count; i++) {
        bao_move_token(&hole.item[i].move, p->to_move, tok, sizeof tok);
        if (!kuu_first && !hole.item[i].move.forced && tok[2] != letter)
          continue;
        assert_true(k < lettered.count);
        assert_memory_equal(&lettered.item[k].move, &hole.item[i].move,
                            sizeof hole.item[i].move);
        assert_int_equal(lettered.item[k].period, hole.item[i].period);
        assert_memory_equal(&lettered.item[k].after, &hole.item[i].after,
                            sizeof hole.item[i].after);
        k++;
      }
      assert_int_equal(lettered.count, k);
    }
  }
}

/* Perft two plies deep (its captures that won sown only to that moment,
 * its last ply counted without sowing) against the full lists. */
static void check_perft2(const bao_position *p, const bao_movelist *all)
{
  bao_movelist next;
  uint64_t n = 0;
  int i;
  for (i = 0; i < all->count; i++)
    n += all->item[i].period ? 1
         : (uint64_t)bao_position_moves(&all->item[i].after, &next);
  assert_int_equal(bao_perft(p, 2), n);
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
  bao_status st = bao_position_status(&o->after, NULL);
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
  sowings = 0;
  bao_budget_init(&memo, UINT64_MAX);
  for (g = 0; g < games; g++) {
    bao_position p;
    bao_position_start(&p, &rules);
    for (ply = 0; ply < PLY_CAP; ply++) {
      const bao_outcome *o;
      int i;
      if (bao_position_moves(&p, &list) == 0) {
        assert_true(bao_position_status(&p, NULL).over);
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
      check_sowings(&p);
      if (ply % 4 == 0)
        check_lettered(&p, &list);
      if (ply % 8 == 0)
        check_perft2(&p, &list);
      p = o->after;
      mtaji += !p.hand[0] && !p.hand[1] && ply == 44;
    }
    capped += ply == PLY_CAP;
  }
  print_message("%s%s%s: %d games: %d ended, %d never-ending, %d at the "
                "ply cap; %d reached mtaji at ply 45; %d won never-ending; "
                "%ld candidates sown both ways\n",
                bao_variant_name(variant), option ? " " : "",
                option ? option : "", games, ended, never, capped, mtaji,
                won_forever, sowings);
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

int main(int argc, char **argv)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(random_games),
    cmocka_unit_test(random_variants),
    cmocka_unit_test(random_options),
  };
  return ts_run(tests, NULL, NULL, argc, argv);
}
