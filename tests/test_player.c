/*
 * test_player.c - the engine's search (src/search/player.c,
 * player_exact.c) against two references written apart from it: plain
 * minimax, written here, and the exact solver (bao_solve, itself tested
 * against tests/brute.h).
 *
 *  minimax     negamax over bao_position_moves with bao_evaluate at the
 *              horizon, no pruning, no table: a position without a move
 *              is lost, -(WIN - ply); a never-ending move scores 0 for
 *              its mover, one past the seed cap -(WIN - (ply + 1)).
 *              Alpha-beta returns the minimax value of the root, and a
 *              table adds nothing false as long as every entry it
 *              answers with was searched to the depth asked: so a fresh
 *              player searching to depth d must give minimax(d) as its
 *              best score, and with `all` every move's.  What does not
 *              hold exactly: an entry searched deeper than asked (a
 *              position met again at a shallower ply) answers with its
 *              deeper value, and the solver at the root may prove a win
 *              or loss beyond the horizon.  Both are counted; a score
 *              that differs from minimax must be exact, and then be
 *              bao_solve's (the first), and no more than one search in
 *              fifty may differ at all.
 *  the solver  on positions made as tests/test_solve.c makes its own
 *              (the same seeded random play, the last plies of games
 *              that ended, depth 3 where perft(4) is small, else 2), its
 *              hand-made positions, those of tests/data/solve-teach.yaml
 *              and the two long-move positions: a player searching 2D
 *              plies must give bao_solve(D)'s verdict and n wherever it
 *              has one (a win in n is 2n - 1 plies, a loss 2n), and
 *              wherever the player's score is exact, bao_solve at its n
 *              must say the same; with `all`, so must bao_solve_moves
 *              for every move.
 *
 * A player kept over the plies of games (its table not cleared) gives
 * only exact scores that bao_solve gives.
 *
 * Bao la Kujifunza from the start is a win in 11 for South (docs/
 * analysis.md section 7): a search of 21 plies must say "win 11".
 *
 * And: a fresh player's answer within a node or a depth limit is the
 * same every time (nodes and lines included); the node limit is kept (to
 * one position's moves), the depth limit too, depth 1 is always
 * completed, and the stop function stops the search.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include "test_run.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bao/bao.h"
#include "bao/player.h"
#include "bao/solve.h"
#include "player_support.h"
#include "solve_lines.h"

#define GAMES_PER_VARIANT 60 /* tests/test_solve.c's */
#define PLY_CAP 400
#define TAIL 6
#define CHEAP_LEAVES 1500
#define INF (BAO_SCORE_WIN + 1)

/* rnd(): solve_lines.h (test_solve.c's seeded play). */

static bao_position game[PLY_CAP + 1];

/* ---- minimax ------------------------------------------------------------ */

static int minimax(const bao_position *p, int d, int ply)
{
  bao_movelist *l = malloc(sizeof *l);
  int i, best = -INF, s;
  if (!l)
    abort();
  bao_position_moves(p, l);
  if (!l->count)
    best = -(BAO_SCORE_WIN - ply);
  else if (d == 0)
    best = bao_evaluate(p);
  for (i = 0; d > 0 && i < l->count; i++) {
    const bao_outcome *o = &l->item[i];
    if (o->period)
      s = o->period == BAO_PERIOD_CAP ? -(BAO_SCORE_WIN - (ply + 1)) : 0;
    else
      s = -minimax(&o->after, d - 1, ply + 1);
    if (s > best)
      best = s;
  }
  free(l);
  return best;
}

/* ---- the solver's word -------------------------------------------------- */

/* ---- minimax against the search ----------------------------------------- */

typedef struct tally {
  int searches, differ, beyond, positions, verdicts;
} tally;

/* A score of the player's at depth d against minimax's `want`. */
static void against(bao_solver *s, const bao_position *p, const bao_move *m,
                    int got, int want, tally *t)
{
  t->searches++;
  if (got == want)
    return;
  if (bao_score_exact(want))
    t->differ++; /* a deeper entry of the table */
  else
    t->beyond++; /* the solver, past the horizon */
  if (!bao_score_exact(got)) {
    char line[BAO_LINE_MAX];
    bao_position_format(p, line, sizeof line);
    print_error("%s: the search says %d, minimax %d\n", line, got, want);
  }
  assert_true(bao_score_exact(got));
  if (m)
    solver_says_move(s, p, m, got);
  else
    solver_says(s, p, got);
}

static void compare_minimax(bao_solver *s, const bao_position *p, int d,
                            tally *t)
{
  bao_think_limits lim = {d, 0};
  bao_think_result *r = malloc(sizeof *r);
  bao_player *pl = bao_player_new((size_t)1 << 20, NULL);
  bao_movelist list;
  int i, k;
  assert_non_null(pl);
  assert_non_null(r);
  assert_true(bao_player_think(pl, p, &lim, 0, r, NULL));
  bao_position_moves(p, &list);
  if (!list.count) {
    assert_int_equal(r->count, 0);
    goto done;
  }
  assert_int_equal(r->count, 1);
  assert_true(r->depth <= d);
  if (r->depth == d) /* else it stopped early: exact at a lesser depth */
    against(s, p, NULL, r->line[0].score, minimax(p, d, 0), t);
  bao_player_free(pl);
  pl = bao_player_new((size_t)1 << 20, NULL);
  assert_true(bao_player_think(pl, p, &lim, 1, r, NULL));
  assert_int_equal(r->count, list.count);
  for (i = 0; i < list.count && r->depth == d; i++) {
    const bao_outcome *o = &list.item[i];
    int want;
    for (k = 0; k < r->count && !same_move(&r->line[k].move, &o->move); k++)
      ;
    assert_true(k < r->count);
    if (o->period)
      want = o->period == BAO_PERIOD_CAP ? -(BAO_SCORE_WIN - 1) : 0;
    else
      want = -minimax(&o->after, d - 1, 1);
    against(s, p, &o->move, r->line[k].score, want, t);
    if (k > 0) /* best first */
      assert_true(r->line[k - 1].score >= r->line[k].score);
  }
done:
  t->positions++;
  bao_player_free(pl);
  free(r);
}

/* Random positions of every variant, at depths 1 to 3 (4 where the tree
 * is small). */
static void minimax_positions(void **state)
{
  bao_solver *s = bao_solver_new(0, NULL);
  tally t;
  int v, g, n, ended, i, d;
  (void)state;
  memset(&t, 0, sizeof t);
  for (v = 0; v < BAO_VARIANTS; v++) {
    bao_rules rules = bao_rules_variant(v);
    for (g = 0; g < 20; g++) {
      n = random_game(&rules, game, PLY_CAP + 1, &ended);
      for (i = 0; i < n; i += 1 + (int)rnd(40)) {
        d = 1 + (int)rnd(3);
        if (d == 3 && bao_perft(&game[i], 4) <= 20000)
          d = 4;
        compare_minimax(s, &game[i], d, &t);
      }
    }
  }
  print_message("minimax: %d positions, %d scores; exact where minimax "
                "has an estimate: %d, another exact score: %d\n",
                t.positions, t.searches, t.beyond, t.differ);
  assert_true(t.positions >= 100);
  assert_true(t.differ * 50 <= t.searches);
  bao_solver_free(s);
}

/* ---- the solver against the search -------------------------------------- */

static void compare_solver(bao_solver *s, bao_player *pl,
                           const bao_position *p, int depth, tally *t)
{
  bao_think_limits lim = {2 * depth, 0};
  bao_think_result *r = malloc(sizeof *r);
  bao_move_verdict v[BAO_MAX_MOVES];
  bao_solve_result want;
  int i, k, count;
  assert_non_null(r);
  bao_player_clear(pl);
  assert_true(bao_solve(s, p, depth, &want, NULL));
  assert_true(bao_player_think(pl, p, depth ? &lim : NULL, 0, r, NULL));
  t->positions++;
  if (r->count == 0) { /* lost already: bao_solve's loss in 0 */
    assert_int_equal(want.verdict, BAO_VERDICT_LOSS);
    assert_int_equal(want.n, 0);
    free(r);
    return;
  }
  if (want.verdict != BAO_VERDICT_NONE) {
    t->verdicts++;
    assert_int_equal(r->line[0].score, verdict_score(want.verdict, want.n));
    assert_true(same_move(&r->line[0].pv[0], &want.pv[0]));
  } else if (bao_score_exact(r->line[0].score)) {
    assert_true(bao_score_moves(r->line[0].score) > depth);
    solver_says(s, p, r->line[0].score);
  }
  /* every move, with `all` */
  bao_player_clear(pl);
  assert_true(bao_player_think(pl, p, &lim, 1, r, NULL));
  assert_true(bao_solve_moves(s, p, depth, v, &count, NULL));
  assert_int_equal(r->count, count);
  for (i = 0; i < count; i++) {
    for (k = 0; k < r->count && !same_move(&r->line[k].move, &v[i].move);
         k++)
      ;
    assert_true(k < r->count);
    if (v[i].verdict != BAO_VERDICT_NONE)
      assert_int_equal(r->line[k].score, verdict_score(v[i].verdict,
                                                       v[i].n));
    else if (bao_score_exact(r->line[k].score))
      solver_says_move(s, p, &v[i].move, r->line[k].score);
  }
  free(r);
}

static void solver_positions(void **state)
{
  bao_solver *s = bao_solver_new(0, NULL);
  bao_player *pl = bao_player_new((size_t)4 << 20, NULL);
  tally t;
  int v, g, n, ended, i;
  (void)state;
  memset(&t, 0, sizeof t);
  for (v = 0; v < BAO_VARIANTS; v++) {
    bao_rules rules = bao_rules_variant(v);
    for (g = 0; g < GAMES_PER_VARIANT; g++) {
      n = random_game(&rules, game, PLY_CAP + 1, &ended);
      if (!ended && n == PLY_CAP + 1)
        continue;
      for (i = n - 1; i >= 0 && i >= n - TAIL; i--)
        compare_solver(s, pl, &game[i],
                       bao_perft(&game[i], 4) <= CHEAP_LEAVES ? 3 : 2, &t);
    }
  }
  print_message("solver: %d positions, %d with a verdict\n", t.positions,
                t.verdicts);
  assert_true(t.positions >= 1000 && t.verdicts >= 300);
  bao_solver_free(s);
  bao_player_free(pl);
}

/* tests/test_solve.c's hand-made positions: its never-ending ones
 * (solve_lines.h), a win in 1 and long moves here, and
 * tests/data/solve-teach.yaml's setups. */
static const struct solve_line hand_lines[] = {
  {BAO_KUJIFUNZA, "0 0 0 0 0 0 0 3 / 0 1 0 0 0 0 0 0 / 0 1 0 0 0 0 0 0 / "
                  "2 0 0 0 0 0 0 0 | hand S0 N0 | house S:x N:x | S to move"},
  {BAO_KISWAHILI, "2 1 4 5 2 3 6 5 / 1 2 4 7 2 1 0 7 / 0 0 1 0 0 0 0 1 / "
                  "0 1 1 4 1 1 0 2 | hand S0 N0 | house S:x N:x | N to move"},
  {BAO_KISWAHILI, "1 1 0 0 2 1 0 1 / 0 0 0 0 1 0 0 0 / 0 6 10 8 3 4 1 2 / "
                  "1 2 8 0 4 1 2 5 | hand S0 N0 | house S:x N:x | S to move"},
};

/* The solver and the player agree on `l` at depths 1 to 3. */
static void compare_lines(bao_solver *s, bao_player *pl,
                          const struct solve_line *l, tally *t)
{
  bao_rules rules = bao_rules_variant(l->variant);
  bao_position p;
  int d;
  assert_true(bao_position_parse(l->line, &rules, &p, NULL));
  for (d = 1; d <= 3; d++)
    compare_solver(s, pl, &p, d, t);
}

static void hand_made(void **state)
{
  bao_solver *s = bao_solver_new(0, NULL);
  bao_player *pl = bao_player_new((size_t)4 << 20, NULL);
  bao_rules kuji = bao_rules_variant(BAO_KUJIFUNZA);
  bao_position p;
  tally t;
  char text[512], *a, *b;
  size_t i;
  int d, setups = 0;
  FILE *f = fopen(BAO_TEST_DATA "/solve-teach.yaml", "r");
  (void)state;
  memset(&t, 0, sizeof t);
  for (i = 0; i < sizeof hand_lines / sizeof hand_lines[0]; i++)
    compare_lines(s, pl, &hand_lines[i], &t);
  for (i = 0; i < sizeof never_lines / sizeof never_lines[0]; i++)
    compare_lines(s, pl, &never_lines[i], &t);
  assert_non_null(f);
  while (fgets(text, sizeof text, f)) /* setup: '<line>' (Kujifunza) */
    if (strncmp(text, "setup: '", 8) == 0 && (a = text + 8) &&
        (b = strchr(a, '\'')) != NULL) {
      *b = '\0';
      assert_true(bao_position_parse(a, &kuji, &p, NULL));
      for (d = 1; d <= 3; d++)
        compare_solver(s, pl, &p, d, &t);
      setups++;
    }
  fclose(f);
  assert_true(setups >= 4);
  bao_solver_free(s);
  bao_player_free(pl);
}

/* ---- determinism and limits --------------------------------------------- */

static void determinism(void **state)
{
  static bao_think_result r1, r2;
  bao_rules rules;
  int v, ended, n, all;
  (void)state;
  for (v = 0; v < BAO_VARIANTS; v++) {
    rules = bao_rules_variant(v);
    n = random_game(&rules, game, 40, &ended);
    for (all = 0; all < 2; all++) {
      bao_think_limits lim = {0, 100000 + 50000 * (uint64_t)v};
      bao_player *a = bao_player_new((size_t)2 << 20, NULL);
      bao_player *b = bao_player_new((size_t)2 << 20, NULL);
      assert_true(bao_player_think(a, &game[n / 2], &lim, all, &r1, NULL));
      assert_true(bao_player_think(b, &game[n / 2], &lim, all, &r2, NULL));
      same_result(&r1, &r2);
      /* a cleared player is a fresh one */
      bao_player_clear(a);
      assert_true(bao_player_think(a, &game[n / 2], &lim, all, &r2, NULL));
      same_result(&r1, &r2);
      lim.nodes = 0;
      lim.depth = 4;
      assert_true(bao_player_think(a, &game[n / 2], &lim, all, &r1, NULL));
      assert_true(bao_player_think(b, &game[n / 2], &lim, all, &r2, NULL));
      bao_player_clear(a);
      bao_player_clear(b);
      assert_true(bao_player_think(a, &game[n / 2], &lim, all, &r1, NULL));
      assert_true(bao_player_think(b, &game[n / 2], &lim, all, &r2, NULL));
      same_result(&r1, &r2);
      bao_player_free(a);
      bao_player_free(b);
    }
  }
}

static int stop_after(void *ctx, uint64_t nodes)
{
  int *calls = ctx;
  (void)nodes;
  return ++*calls >= 3;
}

static void limits(void **state)
{
  static bao_think_result r;
  static const uint64_t budgets[] = {1, 300, 5000, 100000, 1000000};
  bao_player *pl = bao_player_new(0, NULL);
  bao_position p;
  bao_think_limits lim = {0, 0};
  size_t i;
  int d, calls = 0;
  (void)state;
  bao_position_start(&p, NULL);
  for (i = 0; i < sizeof budgets / sizeof budgets[0]; i++) {
    lim.nodes = budgets[i];
    bao_player_clear(pl);
    assert_true(bao_player_think(pl, &p, &lim, 0, &r, NULL));
    assert_int_equal(r.count, 1);
    assert_true(r.depth >= 1); /* depth 1 is always completed */
    /* the best line is from the last iteration, or from the one it
     * stopped in when a move had beaten the last best there */
    assert_true(r.line[0].depth == r.depth || r.line[0].depth == r.depth + 1);
    if (budgets[i] > 1000)     /* ... which is the root's moves */
      assert_true(r.nodes < budgets[i] + 2 * BAO_MAX_MOVES);
  }
  lim.nodes = 0;
  for (d = 1; d <= 5; d++) {
    lim.depth = d;
    assert_true(bao_player_think(pl, &p, &lim, d % 2, &r, NULL));
    assert_int_equal(r.depth, d);
    assert_int_equal(r.line[0].depth, d);
  }
  /* the stop function stops it (and depth 1 is still there) */
  lim.depth = 0;
  bao_player_clear(pl);
  bao_player_set_stop(pl, stop_after, &calls);
  assert_true(bao_player_think(pl, &p, &lim, 0, &r, NULL));
  assert_true(calls >= 3);
  assert_true(r.depth >= 1 && r.depth < BAO_PLAYER_DEPTH_MAX);
  assert_true(r.nodes < 3 * 4096 + 2 * BAO_MAX_MOVES + ((uint64_t)1 << 20));
  bao_player_free(pl);
}

/* One player kept over the plies of games, as `bao play` and a game's
 * analysis keep it (its table not cleared): every exact score it gives is
 * bao_solve's, and a fresh player's best score at the same depth is the
 * same where both are exact (an estimate may differ: the table can hold
 * deeper results). */
static void reused(void **state)
{
  static bao_think_result r, f;
  bao_solver *s = bao_solver_new(0, NULL);
  bao_player *pl = bao_player_new((size_t)1 << 20, NULL);
  bao_think_limits lim = {6, 0};
  int v, n, ended, i, exact = 0;
  (void)state;
  for (v = 0; v < BAO_VARIANTS; v++) {
    bao_rules rules = bao_rules_variant(v);
    n = random_game(&rules, game, PLY_CAP + 1, &ended);
    for (i = n > 60 ? n - 60 : 0; i < n; i++) {
      bao_player *fresh = bao_player_new((size_t)1 << 20, NULL);
      assert_true(bao_player_think(pl, &game[i], &lim, 0, &r, NULL));
      assert_true(bao_player_think(fresh, &game[i], &lim, 0, &f, NULL));
      bao_player_free(fresh);
      if (!r.count)
        continue;
      if (bao_score_exact(r.line[0].score)) {
        solver_says(s, &game[i], r.line[0].score);
        exact++;
      }
      if (bao_score_exact(r.line[0].score) && bao_score_exact(f.line[0].score))
        assert_int_equal(r.line[0].score, f.line[0].score);
    }
  }
  print_message("reused: %d exact scores\n", exact);
  assert_true(exact >= 5);
  bao_player_free(pl);
  bao_solver_free(s);
}

/* Bao la Kujifunza from the start: South wins in 11 (21 plies) and not in
 * 10 (docs/analysis.md section 7: Donkers and Uiterwijk's result, and
 * the solver's, whose proof tree was checked apart).  A search of 21
 * plies must say so; one of 20 cannot prove it (21 plies are needed)
 * nor any shorter win. */
static void kujifunza_start(void **state)
{
  static bao_think_result r;
  bao_rules rules = bao_rules_variant(BAO_KUJIFUNZA);
  bao_player *pl = bao_player_new((size_t)64 << 20, NULL);
  bao_think_limits lim = {21, 0};
  bao_position p;
  (void)state;
  bao_position_start(&p, &rules);
  assert_true(bao_player_think(pl, &p, &lim, 0, &r, NULL));
  assert_int_equal(r.line[0].score, BAO_SCORE_WIN - 21);
  assert_int_equal(bao_score_moves(r.line[0].score), 11);
  assert_true(r.line[0].pv_len == 21);
  bao_player_clear(pl);
  lim.depth = 20;
  assert_true(bao_player_think(pl, &p, &lim, 0, &r, NULL));
  assert_true(r.line[0].score <= BAO_SCORE_WIN - 21);
  bao_player_free(pl);
}

/* Sizes past BAO_TABLE_MAX_BYTES (a negative size from a binding is a
 * huge one) are refused with a message, at once: the doubling of the
 * table's size used to wrap to 0 and loop for ever. */
static void huge_tables(void **state)
{
  static const size_t sizes[] = {(size_t)-1, (size_t)1 << 63,
                                 BAO_TABLE_MAX_BYTES + 1};
  size_t i;
  bao_diag d;
  (void)state;
  for (i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
    memset(&d, 0, sizeof d);
    assert_null(bao_solver_new(sizes[i], &d));
    assert_non_null(strstr(d.message, "too big"));
    memset(&d, 0, sizeof d);
    assert_null(bao_player_new(sizes[i], &d));
    assert_non_null(strstr(d.message, "too big"));
  }
}

int main(int argc, char **argv)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(limits),
    cmocka_unit_test(determinism),
    cmocka_unit_test(hand_made),
    cmocka_unit_test(minimax_positions),
    cmocka_unit_test(solver_positions),
    cmocka_unit_test(reused),
    cmocka_unit_test(kujifunza_start),
    cmocka_unit_test(huge_tables),
  };
  return ts_run(tests, NULL, NULL, argc, argv);
}
