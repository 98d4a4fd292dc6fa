/*
 * test_player_threads.c - the engine that plays on several threads
 * (player.h, bao_player_set_threads; src/search/player.c), held to
 * what does not depend on how the threads ran:
 *
 *  the solver  the answer of 2 and 3 threads sharing one table agrees with
 *              bao_solve (itself tested against tests/brute.h) as one
 *              thread's does (tests/test_player.c): searching 2D plies,
 *              bao_solve(D)'s verdict, n and first move wherever it has
 *              one; an exact score bao_solve at its n says the same; with
 *              `all`, bao_solve_moves for every move.  The positions are
 *              those test_player.c and test_solve.c use (solve_lines.h's
 *              seeded games, fewer of them), and Bao la Kujifunza from
 *              the start, a win in 11 for South (docs/analysis.md
 *              section 7), which a search of 21 plies must say.  A torn
 *              entry of the shared table taken for a hit, or a helper's
 *              iteration taken before it was complete, would show here.
 *  limits      a depth limit is reached and no deeper iteration is
 *              claimed; a node limit counts the nodes of every thread
 *              (the call's nodes stay within the limit, but for what a
 *              helper searched since it last told the lead: 4096 nodes
 *              and one position's moves each); the stop function is
 *              called on the caller's thread only, and stops them all.
 *  one again   a player given 3 threads and then 1 answers as a fresh
 *              player of one thread does, nodes and lines included (one
 *              thread is deterministic; no helper is left over).
 *
 * Under ThreadSanitizer (a -DBAO_SANITIZE=thread build) a data race of
 * the threads (the table, the counters, the word to halt) is reported
 * and fails the run.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include "test_run.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bao/bao.h"
#include "bao/player.h"
#include "bao/solve.h"
#include "player_support.h"
#include "solve_lines.h"

#define GAMES_PER_VARIANT 8
#define PLY_CAP 400
#define TAIL 4
#define POLL 4096 /* player.c's POLL_EVERY: how often a helper tells */

static bao_position game[PLY_CAP + 1];

static bao_player *player(size_t bytes, int threads)
{
  bao_player *pl = bao_player_new(bytes, NULL);
  assert_non_null(pl);
  assert_true(bao_player_set_threads(pl, threads, NULL));
  assert_int_equal(bao_player_threads(pl), threads);
  return pl;
}

/* ---- the solver's word -------------------------------------------------- */

/* p searched 2 * depth plies by pl (fresh), the best move and then all,
 * against bao_solve(depth); returns 1 if the solver had a verdict. */
static int compare_solver(bao_solver *s, bao_player *pl,
                          const bao_position *p, int depth)
{
  static bao_think_result r;
  bao_think_limits lim = {2 * depth, 0};
  bao_move_verdict v[BAO_MAX_MOVES];
  bao_solve_result want;
  int i, k, count, verdict;
  bao_player_clear(pl);
  assert_true(bao_solve(s, p, depth, &want, NULL));
  assert_true(bao_player_think(pl, p, &lim, 0, &r, NULL));
  if (r.count == 0) { /* lost already: bao_solve's loss in 0 */
    assert_int_equal(want.verdict, BAO_VERDICT_LOSS);
    assert_int_equal(want.n, 0);
    return 1;
  }
  verdict = want.verdict != BAO_VERDICT_NONE;
  if (verdict) {
    assert_int_equal(r.line[0].score, verdict_score(want.verdict, want.n));
    assert_true(same_move(&r.line[0].pv[0], &want.pv[0]));
  } else if (bao_score_exact(r.line[0].score)) {
    assert_true(bao_score_moves(r.line[0].score) > depth);
    solver_says_move(s, p, &r.line[0].move, r.line[0].score);
  }
  bao_player_clear(pl);
  assert_true(bao_player_think(pl, p, &lim, 1, &r, NULL));
  assert_true(bao_solve_moves(s, p, depth, v, &count, NULL));
  assert_int_equal(r.count, count);
  for (i = 0; i < count; i++) {
    for (k = 0; k < r.count && !same_move(&r.line[k].move, &v[i].move); k++)
      ;
    assert_true(k < r.count);
    if (v[i].verdict != BAO_VERDICT_NONE)
      assert_int_equal(r.line[k].score,
                       verdict_score(v[i].verdict, v[i].n));
    else if (bao_score_exact(r.line[k].score))
      solver_says_move(s, p, &v[i].move, r.line[k].score);
  }
  return verdict;
}

static void solver_positions(void **state)
{
  bao_solver *s = bao_solver_new(0, NULL);
  int v, g, n, ended, i, threads, positions = 0, verdicts = 0;
  (void)state;
  for (threads = 2; threads <= 3; threads++) {
    bao_player *pl = player((size_t)4 << 20, threads);
    for (v = 0; v < BAO_VARIANTS; v++) {
      bao_rules rules = bao_rules_variant(v);
      for (g = 0; g < GAMES_PER_VARIANT; g++) {
        n = random_game(&rules, game, PLY_CAP + 1, &ended);
        if (!ended && n == PLY_CAP + 1)
          continue;
        for (i = n - 1; i >= 0 && i >= n - TAIL; i--, positions++)
          verdicts += compare_solver(s, pl, &game[i], 2 + (i % 2));
      }
    }
    bao_player_free(pl);
  }
  print_message("solver: %d positions on 2 and 3 threads, %d with a "
                "verdict\n", positions, verdicts);
  assert_true(positions >= 100 && verdicts >= 30);
  bao_solver_free(s);
}

/* The never-ending positions of solve_lines.h: a draw is a defence. */
static void never_ending(void **state)
{
  bao_solver *s = bao_solver_new(0, NULL);
  bao_player *pl = player((size_t)4 << 20, 2);
  size_t i;
  int d;
  (void)state;
  for (i = 0; i < sizeof never_lines / sizeof never_lines[0]; i++) {
    bao_rules rules = bao_rules_variant(never_lines[i].variant);
    bao_position p;
    assert_true(bao_position_parse(never_lines[i].line, &rules, &p, NULL));
    for (d = 1; d <= 3; d++)
      compare_solver(s, pl, &p, d);
  }
  bao_player_free(pl);
  bao_solver_free(s);
}

/* Bao la Kujifunza from the start: a win in 11 for South, 21 plies. */
static void kujifunza_start(void **state)
{
  static bao_think_result r;
  bao_rules rules = bao_rules_variant(BAO_KUJIFUNZA);
  bao_player *pl = player((size_t)64 << 20, 2);
  bao_think_limits lim = {21, 0};
  bao_position p;
  (void)state;
  bao_position_start(&p, &rules);
  assert_true(bao_player_think(pl, &p, &lim, 0, &r, NULL));
  assert_int_equal(r.line[0].score, BAO_SCORE_WIN - 21);
  assert_true(r.line[0].pv_len == 21);
  bao_player_free(pl);
}

/* ---- limits ------------------------------------------------------------- */

typedef struct caller {
  pthread_t self;
  int calls, elsewhere, stop_at;
} caller;

static int stop_fn(void *ctx, uint64_t nodes)
{
  caller *c = ctx;
  (void)nodes;
  if (!pthread_equal(pthread_self(), c->self))
    c->elsewhere++;
  return ++c->calls >= c->stop_at;
}

static void limits(void **state)
{
  static bao_think_result r;
  static const uint64_t budgets[] = {20000, 100000, 400000};
  bao_position p;
  bao_think_limits lim = {0, 0};
  caller c;
  size_t i;
  int threads, d;
  (void)state;
  bao_position_start(&p, NULL);
  for (threads = 2; threads <= 3; threads++) {
    bao_player *pl = player(0, threads);
    for (i = 0; i < sizeof budgets / sizeof budgets[0]; i++) {
      lim.nodes = budgets[i];
      bao_player_clear(pl);
      assert_true(bao_player_think(pl, &p, &lim, i % 2, &r, NULL));
      assert_true(r.depth >= 1);
      assert_true(r.nodes <= budgets[i] + (uint64_t)(threads - 1) *
                                  (POLL + 2 * BAO_MAX_MOVES) +
                                  2 * BAO_MAX_MOVES);
    }
    lim.nodes = 0;
    for (d = 1; d <= 6; d++) {
      lim.depth = d;
      bao_player_clear(pl);
      assert_true(bao_player_think(pl, &p, &lim, d % 2, &r, NULL));
      assert_int_equal(r.depth, d);
      assert_true(r.line[0].depth == d);
    }
    /* the stop function: on this thread only, and it stops them all */
    memset(&c, 0, sizeof c);
    c.self = pthread_self();
    c.stop_at = 40;
    lim.depth = 0;
    bao_player_clear(pl);
    bao_player_set_stop(pl, stop_fn, &c);
    assert_true(bao_player_think(pl, &p, &lim, 0, &r, NULL));
    assert_int_equal(c.elsewhere, 0);
    assert_true(c.calls >= 40);
    assert_true(r.depth >= 1 && r.depth < BAO_PLAYER_DEPTH_MAX);
    bao_player_free(pl);
  }
}

/* ---- one thread again --------------------------------------------------- */

static void one_again(void **state)
{
  static bao_think_result r1, r2;
  bao_rules rules = bao_rules_variant(BAO_KISWAHILI);
  bao_think_limits lim = {0, 150000};
  bao_player *a = player((size_t)2 << 20, 3);
  bao_player *b = player((size_t)2 << 20, 1);
  int ended, n = random_game(&rules, game, 40, &ended);
  (void)state;
  assert_true(bao_player_think(a, &game[n / 2], &lim, 0, &r1, NULL));
  assert_true(bao_player_set_threads(a, 1, NULL));
  assert_int_equal(bao_player_threads(a), 1);
  bao_player_clear(a);
  assert_true(bao_player_think(a, &game[n / 2], &lim, 1, &r1, NULL));
  assert_true(bao_player_think(b, &game[n / 2], &lim, 1, &r2, NULL));
  same_result(&r1, &r2);
  /* below one is one */
  assert_true(bao_player_set_threads(a, 0, NULL));
  assert_int_equal(bao_player_threads(a), 1);
  bao_player_free(a);
  bao_player_free(b);
}

int main(int argc, char **argv)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(one_again),
    cmocka_unit_test(limits),
    cmocka_unit_test(never_ending),
    cmocka_unit_test(solver_positions),
    cmocka_unit_test(kujifunza_start),
  };
  return ts_run(tests, NULL, NULL, argc, argv);
}
