/*
 * test_match.c - the match harness of bench/ (bench/match_play.c), whose
 * figures bench/README.md reports: that a match counts every game once,
 * swaps the colours over each opening, ends games as the rules say, is
 * reproducible from its seed, that the greedy player takes the biggest
 * capture, and that the Elo bar is the formula bench/match_play.c states.
 * The harness is compiled into this test: it is not part of the library.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include "test_run.h"

#include <math.h>

#include "bao/bao.h"
#include "match.h"

static match_setup setup(int variant, int openings, int plies, uint64_t seed)
{
  match_setup s;
  memset(&s, 0, sizeof s);
  s.rules = bao_rules_variant((enum bao_variant)variant);
  s.openings = openings;
  s.opening_plies = plies;
  s.cap = 400;
  s.seed = seed;
  return s;
}

static void agent(const char *name, match_agent *a)
{
  assert_true(match_agent_parse(name, a));
  assert_true(match_agent_open(a, (size_t)1 << 20));
}

static void parse_names(void **state)
{
  match_agent a;
  (void)state;
  assert_true(match_agent_parse("random", &a));
  assert_int_equal(a.kind, MATCH_RANDOM);
  assert_true(match_agent_parse("nodes:1000", &a));
  assert_int_equal(a.param, 1000);
  assert_true(match_agent_parse("level:8", &a));
  assert_false(match_agent_parse("level:9", &a));   /* BAO_LEVELS is 8 */
  assert_false(match_agent_parse("level:0", &a));
  assert_false(match_agent_parse("time:", &a));
  assert_false(match_agent_parse("time:10x", &a));
  assert_false(match_agent_parse("grumpy", &a));
  /* an engine's threads */
  assert_true(match_agent_parse("nodes:1000", &a));
  assert_int_equal(a.threads, 1);
  assert_true(match_agent_parse("time:20/2", &a));
  assert_int_equal(a.kind, MATCH_TIME);
  assert_int_equal(a.param, 20);
  assert_int_equal(a.threads, 2);
  assert_false(match_agent_parse("time:20/0", &a));
  assert_false(match_agent_parse("time:20/", &a));
  assert_false(match_agent_parse("time:20/2x", &a));
  assert_false(match_agent_parse("random/2", &a));
}

/* Every game counted once, each opening played from both sides: A takes
 * the side to move of the opening first, then the other; an opening of
 * k plies leaves the side k % 2 to move (each move passes the turn). */
static void counts_and_colours(void **state)
{
  static match_game games[80];
  match_setup s = setup(BAO_KISWAHILI, 40, 5, 3);
  match_agent a, b;
  match_stats st;
  bao_position start;
  int i, w = 0, d = 0, l = 0;
  (void)state;
  agent("random", &a);
  agent("random", &b);
  assert_int_equal(match_games(&s), 80);
  match_run(&s, &a, &b, &st, games);
  assert_int_equal(st.games, 80);
  assert_int_equal(st.wins + st.draws + st.losses, 80);
  for (i = 0; i < 40; i++) {
    match_opening(&s, i, &start);
    assert_int_equal(start.to_move, 5 % 2);
    assert_false(bao_position_status(&start, NULL).over);
    assert_int_equal(games[2 * i].a_side, start.to_move);
    assert_int_equal(games[2 * i + 1].a_side, 1 - start.to_move);
  }
  for (i = 0; i < 80; i++) {
    const match_game *g = &games[i];
    w += g->result == 2;
    d += g->result == 1;
    l += g->result == 0;
    /* a draw is a never-ending move or the length cap, nothing else */
    assert_int_equal(g->result == 1,
                     g->end == MATCH_END_NEVER || g->end == MATCH_END_LENGTH);
    assert_true(g->result == 1 ? g->winner_moves == 0 : g->winner_moves > 0);
  }
  assert_int_equal(w, st.wins);
  assert_int_equal(d, st.draws);
  assert_int_equal(l, st.losses);
  /* the wins by length add up to the wins, the longest is the last
   * (random games run long: the last slot holds every longer one) */
  for (w = 0, i = 1; i < MATCH_WIN_MOVES; i++) {
    w += st.win_moves[i];
    if (st.win_moves[i])
      d = i;
  }
  assert_int_equal(w, st.wins);
  assert_int_equal(d, st.longest_win < MATCH_WIN_MOVES ? st.longest_win
                                                      : MATCH_WIN_MOVES - 1);
  /* random against random: both results occur in 80 games */
  assert_true(st.wins > 0 && st.losses > 0);
}

/* The same seed, the same games; another seed, other games. */
static void reproducible(void **state)
{
  static match_game one[40], two[40], other[40];
  match_setup s = setup(BAO_KISWAHILI, 20, 6, 11);
  match_agent a, b;
  match_stats st;
  (void)state;
  agent("random", &a);
  agent("greedy", &b);
  match_run(&s, &a, &b, &st, one);
  match_run(&s, &a, &b, &st, two);
  assert_memory_equal(one, two, sizeof one);
  s.seed = 12;
  match_run(&s, &a, &b, &st, other);
  assert_true(memcmp(one, other, sizeof one) != 0);
}

/* Bao la Kujifunza, mtaji only.  South A1 2, A3 1, A6 1, A8 2; North a6 5,
 * a3 2 (a6 faces A3, a3 faces A6), everything else empty.  A1R sows A2
 * and A3: the last seed falls in A3, occupied, facing 5: those 5 are
 * taken, entered from A1 into A1..A5, and the last falls in the empty A5:
 * 5 captured.  A8L sows A7 and A6, takes a3's 2, which end in empty
 * holes: 2 captured.  A move must capture when one can (mtaji), and the
 * holes of 1 seed cannot be sown: those two are the moves. */
static void greedy_takes_most(void **state)
{
  static const char *line =
    "0 0 0 0 0 0 0 0 / 0 0 5 0 0 2 0 0 / 2 0 1 0 0 1 0 2 / "
    "0 0 0 0 0 0 0 0 | hand S0 N0 | house S:x N:x | S to move";
  bao_rules r = bao_rules_variant(BAO_KUJIFUNZA);
  static bao_movelist list;
  bao_position p;
  match_agent g;
  char tok[BAO_TOKEN_MAX];
  int i, a1r = -1, a8l = -1;
  (void)state;
  assert_true(bao_position_parse(line, &r, &p, NULL));
  bao_position_moves(&p, &list);
  assert_int_equal(list.count, 2);
  for (i = 0; i < 2; i++) {
    bao_move_token(&list.item[i].move, BAO_SOUTH, tok, sizeof tok);
    if (strcmp(tok, "A1R") == 0)
      a1r = i;
    if (strcmp(tok, "A8L") == 0)
      a8l = i;
  }
  assert_true(a1r >= 0 && a8l >= 0);
  assert_int_equal(match_captured(&p, &list.item[a1r]), 5);
  assert_int_equal(match_captured(&p, &list.item[a8l]), 2);
  assert_true(match_agent_parse("greedy", &g));
  for (i = 0; i < 50; i++) {
    g.rng = (uint64_t)i;
    assert_int_equal(match_choose(&g, &p, &list), a1r);
  }
}

/* The seeds a move's capture events take (own count, independent of the
 * board difference match_captured uses). */
static int event_captures(const bao_position *p, const bao_outcome *o,
                          bao_events *ev)
{
  size_t i;
  int n = 0;
  bao_events_clear(ev);
  bao_outcome_events(p, o, ev, NULL, NULL);
  for (i = 0; i < ev->count; i++)
    if (ev->ev[i].kind == BAO_EV_CAPTURE)
      n += ev->ev[i].count;
  return n;
}

/* Over the positions of random games: the greedy player's move captures
 * as much as any (counted by the events), and when several tie for the
 * most, each of them is chosen by some seed (ties at random). */
static void greedy_against_events(void **state)
{
  static bao_movelist list;
  bao_events ev;
  bao_position p;
  match_agent g, r;
  int game, ply, i, best, ties_seen = 0, checked = 0;
  (void)state;
  bao_events_init(&ev);
  assert_true(match_agent_parse("greedy", &g));
  assert_true(match_agent_parse("random", &r));
  r.rng = 5;
  for (game = 0; game < 30; game++) {
    bao_position_start(&p, NULL);
    for (ply = 0; ply < 200 && bao_position_moves(&p, &list); ply++) {
      int count[BAO_MAX_MOVES], chosen[BAO_MAX_MOVES] = {0}, nbest = 0;
      const bao_outcome *o;
      for (best = -1, i = 0; i < list.count; i++) {
        count[i] = list.item[i].period ? -1
                                       : event_captures(&p, &list.item[i], &ev);
        if (count[i] >= 0)
          assert_int_equal(count[i], match_captured(&p, &list.item[i]));
        best = count[i] > best ? count[i] : best;
      }
      for (i = 0; i < list.count; i++)
        nbest += count[i] == best;
      for (i = 0; i < 64; i++) {
        int k;
        g.rng = (uint64_t)(game * 1000 + ply * 64 + i);
        k = match_choose(&g, &p, &list);
        assert_int_equal(count[k], best);
        chosen[k] = 1;
      }
      if (nbest > 1 && nbest <= 4) { /* 64 draws: each is all but sure */
        for (i = 0; i < list.count; i++)
          if (count[i] == best)
            assert_true(chosen[i]);
        ties_seen++;
      }
      checked++;
      o = &list.item[match_choose(&r, &p, &list)];
      if (o->period)
        break;
      p = o->after;
    }
  }
  bao_events_free(&ev);
  assert_true(checked > 500 && ties_seen > 20);
}

/* A never-ending move ends the game as a draw at once; the length cap
 * draws too.  From tests/test_never.c's position, where A6R* never ends
 * (a takata), random players with 200 seeds: whenever South's first
 * move is that one, the game is a draw of one ply. */
static void never_ending_and_cap_draw(void **state)
{
  static const char *line =
    "2 0 2 2 1 0 0 1 / 5 3 1 1 0 0 1 0 / 12 0 5 1 3 4 7 1 / "
    "0 1 0 1 0 3 4 3 | hand S0 N0 | house S:x N:x | S to move";
  match_setup s = setup(BAO_KISWAHILI, 1, 0, 1);
  match_agent a, b;
  match_game g;
  bao_position p, start;
  uint64_t k;
  int never = 0;
  (void)state;
  assert_true(bao_position_parse(line, NULL, &p, NULL));
  agent("random", &a);
  agent("random", &b);
  for (k = 0; k < 200; k++) {
    match_play(&s, &a, &b, &p, BAO_SOUTH, k, &g);
    if (g.end == MATCH_END_NEVER) {
      never++;
      assert_int_equal(g.result, 1);
      assert_int_equal(g.plies, 1);
    }
  }
  assert_true(never > 0);
  /* 3 plies from the start end no game of Bao la Kiswahili */
  s.cap = 3;
  bao_position_start(&start, NULL);
  match_play(&s, &a, &b, &start, BAO_NORTH, 0, &g);
  assert_int_equal(g.end, MATCH_END_LENGTH);
  assert_int_equal(g.result, 1);
  assert_int_equal(g.plies, 3);
}

/* The Elo of a score s is -400 log10(1/s - 1): 3 to 1 is 400 log10 3.
 * 10 wins and 10 losses: s = 1/2, each game 1/2 from it, variance 1/4,
 * standard error sqrt(1/4 / 20), the bar s -+ 1.96 of it, symmetric.
 * 10 wins of 10: the rule of three, the score down to 1 - 3/10. */
static void elo_and_bar(void **state)
{
  match_stats st;
  double x = 0.5 - 1.96 * sqrt(0.25 / 20);
  (void)state;
  assert_true(fabs(match_elo(0.5)) < 1e-9);
  assert_true(fabs(match_elo(0.75) - 400 * log10(3.0)) < 1e-9);
  memset(&st, 0, sizeof st);
  st.games = 20;
  st.wins = 10;
  st.losses = 10;
  match_stats_finish(&st);
  assert_true(fabs(st.elo) < 1e-9);
  assert_true(fabs(st.elo_lo - -400 * log10(1 / x - 1)) < 1e-6);
  assert_true(fabs(st.elo_hi + st.elo_lo) < 1e-6);
  memset(&st, 0, sizeof st);
  st.games = 10;
  st.wins = 10;
  match_stats_finish(&st);
  assert_true(isinf(st.elo) && st.elo > 0);
  assert_true(fabs(st.elo_lo - -400 * log10(1 / 0.7 - 1)) < 1e-6);
}

/* The engine at level 1 against random moves: most of 10 games. */
static void level1_beats_random(void **state)
{
  static match_game games[10];
  match_setup s = setup(BAO_KISWAHILI, 5, 6, 1);
  match_agent a, b;
  match_stats st;
  (void)state;
  agent("level:1", &a);
  agent("random", &b);
  match_run(&s, &a, &b, &st, games);
  assert_int_equal(st.games, 10);
  assert_true(st.wins >= 8);
  assert_int_equal(a.failures, 0);
  assert_true(a.moves > 0 && a.nodes > 0);
  match_agent_close(&a);
}

int main(int argc, char **argv)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(parse_names),
    cmocka_unit_test(counts_and_colours),
    cmocka_unit_test(reproducible),
    cmocka_unit_test(greedy_takes_most),
    cmocka_unit_test(greedy_against_events),
    cmocka_unit_test(never_ending_and_cap_draw),
    cmocka_unit_test(elo_and_bar),
    cmocka_unit_test(level1_beats_random),
  };
  return ts_run(tests, NULL, NULL, argc, argv);
}
