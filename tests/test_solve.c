/*
 * test_solve.c - the exact search (src/search/solve.c) and the judgements of
 * moves (src/analysis/analyze.c) against the brute force of tests/brute.h, which
 * is written apart and shares no code with the search.
 *
 * The positions come from random legal play in every variant, seeded
 * here: the last plies of games that ended (where forced wins are
 * common), and positions of the namua stage of Bao la Kiswahili.  For
 * each one the solver must agree with the brute force on the verdict, n,
 * the verdict and n of every legal move (so the set of winning first
 * moves), and the number of first moves that win in n; its principal
 * variation is replayed move by move.  The judgements (blunder,
 * missed-win, only) of every legal move of some of them must be those the
 * brute force's verdicts imply.
 *
 * The counts of each verdict and mark are printed, and each must be
 * present.  One run (2026-11-30): 2,173 positions; random endings 1,796
 * (win 567, loss 541, none 688; depth 3: 1,682), namua 240 (win 24, loss
 * 16, none 200), with never-ending moves 137 (15 such moves); 1,482 moves
 * judged: blunder 183, missed-win 283, only 26, - 990.  About 7 s in a
 * Debug build, 20 s with AddressSanitizer, 2 s in Release.
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
#include "brute.h"
#include "bao/solve.h"
#include "search/solver.h" /* bao_solver_key */
#include "solve_lines.h"

#define GAMES_PER_VARIANT 60
#define PLY_CAP 400
#define TAIL 6          /* positions taken from the end of each game      */
#define NAMUA_GAMES 120 /* Bao la Kiswahili games cut in the namua stage */
#define CHEAP_LEAVES 1500 /* perft(4) below which depth 3 is affordable  */

/* ---- random play -------------------------------------------------------- */

/* rnd() and random_game(): solve_lines.h, shared with test_player.c. */

/* ---- comparing one position --------------------------------------------- */

typedef struct counts {
  int positions, by_depth[4], verdict[3], moves, never, marks[4], judged;
} counts;

static int same_move(const bao_move *a, const bao_move *b)
{
  return a->kind == b->kind && a->hole == b->hole && a->dir == b->dir &&
         a->safari == b->safari;
}

/* Plays `line` from p, each move found among the legal ones and ending;
 * returns the position reached. */
static bao_position play_line(const bao_position *p, const bao_move *line,
                              int len)
{
  bao_movelist list;
  bao_position pos = *p;
  int i, k;
  for (i = 0; i < len; i++) {
    bao_position_moves(&pos, &list);
    for (k = 0; k < list.count && !same_move(&list.item[k].move, &line[i]);
         k++)
      ;
    assert_true(k < list.count);
    assert_int_equal(list.item[k].period, 0);
    pos = list.item[k].after;
  }
  return pos;
}

/* A win in n is 2n - 1 plies ending with the opponent lost (the defence
 * that lasts longest each time makes it that long); a loss in n is the
 * move that lasts longest, then the opponent's win in n. */
static void check_line(const bao_position *p, const bao_solve_result *r,
                       const bf_verdict *moves, int count)
{
  bao_movelist list;
  bao_position end;
  bao_status st;
  int i;
  if (r->verdict == BF_NONE) {
    assert_int_equal(r->pv_len, 0);
    return;
  }
  if (r->verdict == BF_LOSS && r->n == 0) {
    assert_int_equal(r->pv_len, 0);
    return;
  }
  assert_int_equal(r->pv_len, 2 * r->n - (r->verdict == BF_WIN));
  end = play_line(p, r->pv, r->pv_len);
  st = bao_position_status(&end, NULL);
  assert_true(st.over);
  assert_int_equal(st.loser, r->verdict == BF_WIN ? !p->to_move
                                                  : p->to_move);
  /* the first move has the verdict and n of the whole */
  bao_position_moves(p, &list);
  for (i = 0; i < count && !same_move(&list.item[i].move, &r->pv[0]); i++)
    ;
  assert_true(i < count);
  assert_int_equal(moves[i].verdict, r->verdict);
  assert_int_equal(moves[i].n, r->n);
}

/* The judgement the brute force's verdicts imply for move i. */
static int expected_mark(const bf_verdict *mv, int count, int i,
                         const bf_verdict *whole)
{
  int k, others_lose = count > 1, other_holds = 0;
  for (k = 0; k < count; k++) {
    if (k == i)
      continue;
    others_lose = others_lose && mv[k].verdict == BF_LOSS;
    other_holds = other_holds || mv[k].verdict != BF_LOSS;
  }
  if (whole->verdict == BF_WIN && mv[i].verdict != BF_WIN)
    return BAO_JUDGE_MISSED_WIN;
  if (mv[i].verdict == BF_LOSS)
    return other_holds ? BAO_JUDGE_BLUNDER : BAO_JUDGE_NONE;
  return others_lose ? BAO_JUDGE_ONLY : BAO_JUDGE_NONE;
}

static void check_judgements(bao_solver *s, const bao_position *p,
                             const bao_movelist *list, const bf_verdict *mv,
                             const bf_verdict *whole, int depth, counts *c)
{
  bao_judgement j;
  char detail[2048];
  int i;
  for (i = 0; i < list->count; i++) {
    const bao_outcome *o = &list->item[i];
    assert_true(bao_judge_move(s, p, &o->move, depth, &j, NULL));
    assert_int_equal(j.mark, expected_mark(mv, list->count, i, whole));
    assert_int_equal(j.legal, list->count);
    assert_int_equal(j.win_n, whole->verdict == BF_WIN ? whole->n : 0);
    assert_int_equal(j.keeps_win, mv[i].verdict == BF_WIN);
    if (!j.keeps_win)
      assert_int_equal(j.refuted_n, mv[i].verdict == BF_LOSS ? mv[i].n : 0);
    if (j.refuted_n) { /* the opponent's line: a win in refuted_n */
      bao_position end = play_line(&o->after, j.refutation,
                                   j.refutation_len);
      assert_int_equal(j.refutation_len, 2 * j.refuted_n - 1);
      assert_true(bao_position_status(&end, NULL).over);
      assert_int_equal(bao_position_status(&end, NULL).loser, p->to_move);
    }
    bao_judgement_detail(&j, p, detail, sizeof detail);
    if (j.mark == BAO_JUDGE_MISSED_WIN)
      assert_non_null(strstr(detail, " wins in "));
    if (j.mark == BAO_JUDGE_MISSED_WIN && j.refuted_n)
      assert_non_null(strstr(detail, "; refuted by "));
    if (j.mark == BAO_JUDGE_ONLY || j.mark == BAO_JUDGE_NONE)
      assert_string_equal(detail, "-");
    c->marks[j.mark]++;
    c->judged++;
  }
}

static void compare(bao_solver *s, const bao_position *p, int depth,
                    int judge, counts *c)
{
  bao_movelist list;
  bf_verdict mv[BAO_MAX_MOVES], whole;
  bao_move_verdict v[BAO_MAX_MOVES];
  bao_solve_result r;
  int i, k, count, winners = 0;
  bao_position_moves(p, &list);
  for (i = 0; i < list.count; i++) {
    mv[i] = bf_move(&list.item[i], depth);
    c->never += list.item[i].period != 0;
  }
  whole = bf_position(mv, list.count, depth);
  /* the brute force agrees with itself: its least win from the root */
  assert_int_equal(bf_min_win(p, depth),
                   whole.verdict == BF_WIN ? whole.n : 0);
  for (i = 0; i < list.count; i++)
    winners += mv[i].verdict == BF_WIN && mv[i].n == whole.n;

  assert_true(bao_solve(s, p, depth, &r, NULL));
  if (r.verdict != whole.verdict || r.n != whole.n) {
    char line[BAO_LINE_MAX];
    bao_position_format(p, line, sizeof line);
    print_error("%s (%s), depth %d: solve says %s %d, brute force %s %d\n",
                line, bao_variant_name(p->rules.variant), depth,
                bao_verdict_name(r.verdict), r.n,
                bao_verdict_name(whole.verdict), whole.n);
  }
  assert_int_equal(r.verdict, whole.verdict);
  assert_int_equal(r.n, whole.n);
  assert_int_equal(r.winners, whole.verdict == BF_WIN ? winners : 0);
  check_line(p, &r, mv, list.count);

  /* the building blocks: the least win, and the least loss */
  assert_true(bao_solve_win(s, p, depth, &k));
  assert_int_equal(k, whole.verdict == BF_WIN ? whole.n : 0);
  assert_true(bao_solve_lost(s, p, depth, &k));
  assert_int_equal(k, bf_min_lose(p, depth));

  assert_true(bao_solve_moves(s, p, depth, v, &count, NULL));
  assert_int_equal(count, list.count);
  for (i = 0; i < count; i++) {
    assert_true(same_move(&v[i].move, &list.item[i].move));
    assert_int_equal(v[i].verdict, mv[i].verdict);
    assert_int_equal(v[i].n, mv[i].n);
  }
  if (judge && list.count)
    check_judgements(s, p, &list, mv, &whole, depth, c);
  c->positions++;
  c->by_depth[depth]++;
  c->verdict[whole.verdict]++;
  c->moves += list.count;
}

/* Depth 3 where the tree is small enough for the brute force, else 2;
 * a few at depths 0 and 1 for the edges. */
static int depth_for(const bao_position *p, int k)
{
  if (k % 23 == 0)
    return k % 2;
  return bao_perft(p, 4) <= CHEAP_LEAVES ? 3 : 2;
}

/* ---- the tests ---------------------------------------------------------- */

static bao_position game[PLY_CAP + 1];

static void random_positions(void **state)
{
  bao_solver *big = bao_solver_new(0, NULL), *tiny = bao_solver_new(1, NULL);
  counts c;
  int v, g, n, ended, i, k = 0;
  (void)state;
  assert_non_null(big);
  assert_non_null(tiny);
  memset(&c, 0, sizeof c);
  for (v = 0; v < BAO_VARIANTS; v++) {
    bao_rules rules = bao_rules_variant(v);
    for (g = 0; g < GAMES_PER_VARIANT; g++) {
      n = random_game(&rules, game, PLY_CAP + 1, &ended);
      if (!ended && n == PLY_CAP + 1)
        continue;
      /* the last positions: the final one has lost (loss in 0), or has
       * the never-ending move that stopped the game */
      for (i = n - 1; i >= 0 && i >= n - TAIL; i--, k++)
        compare(k % 3 ? big : tiny, &game[i], depth_for(&game[i], k),
                g % 4 == 0, &c);
    }
  }
  print_message("%d positions (depth 0-3: %d %d %d %d), %d moves, %d "
                "never-ending: win %d, loss %d, none %d\n", c.positions,
                c.by_depth[0], c.by_depth[1], c.by_depth[2], c.by_depth[3],
                c.moves, c.never, c.verdict[BF_WIN], c.verdict[BF_LOSS],
                c.verdict[BF_NONE]);
  print_message("%d moves judged: blunder %d, missed-win %d, only %d, - %d\n",
                c.judged, c.marks[BAO_JUDGE_BLUNDER],
                c.marks[BAO_JUDGE_MISSED_WIN], c.marks[BAO_JUDGE_ONLY],
                c.marks[BAO_JUDGE_NONE]);
  assert_true(c.positions >= 1000);
  assert_true(c.verdict[BF_WIN] >= 100 && c.verdict[BF_LOSS] >= 100 &&
              c.verdict[BF_NONE] >= 100);
  assert_true(c.marks[BAO_JUDGE_BLUNDER] > 0 &&
              c.marks[BAO_JUDGE_MISSED_WIN] > 0 &&
              c.marks[BAO_JUDGE_ONLY] > 0);
  bao_solver_free(big);
  bao_solver_free(tiny);
}

/* Bao la Kiswahili in the namua stage: the same comparison at depth 2. */
static void namua_positions(void **state)
{
  bao_solver *s = bao_solver_new(0, NULL);
  bao_rules rules = bao_rules_default();
  counts c;
  int g, n, ended, i;
  (void)state;
  memset(&c, 0, sizeof c);
  for (g = 0; g < NAMUA_GAMES; g++) {
    n = random_game(&rules, game, 8 + (int)rnd(36), &ended);
    for (i = n - 1; i >= 0 && i >= n - 2; i--) {
      assert_true(game[i].hand[game[i].to_move] > 0 || ended);
      compare(s, &game[i], 2, g % 8 == 0, &c);
    }
  }
  print_message("namua: %d positions, %d moves: win %d, loss %d, none %d\n",
                c.positions, c.moves, c.verdict[BF_WIN], c.verdict[BF_LOSS],
                c.verdict[BF_NONE]);
  assert_true(c.positions >= 200);
  bao_solver_free(s);
}

/* Bao la Kujifunza, South to move (docs/rules.md §4, R4-R10).  North's
 * only front seed is a7, facing A2.  B1 holds 2: sown clockwise (the
 * back row's B1 runs on to A1, so its letter is L, as B2L runs B1, A1),
 * its last seed makes A2 hold 2, facing a7: a capture, South's only
 * move (A2 holds a single seed, which is never sown).  North's front row
 * is then empty: North has lost, a win in 1. */
static const char win_in_1[] =
  "0 0 0 0 0 0 0 3 / 0 1 0 0 0 0 0 0 / 0 1 0 0 0 0 0 0 / "
  "2 0 0 0 0 0 0 0 | hand S0 N0 | house S:x N:x | S to move";

static void hand_made(void **state)
{
  bao_rules rules = bao_rules_variant(BAO_KUJIFUNZA);
  bao_solver *s = bao_solver_new(0, NULL);
  bao_solve_result r;
  bao_position p;
  char line[256];
  (void)state;
  assert_true(bao_position_parse(win_in_1, &rules, &p, NULL));
  assert_true(bao_solve(s, &p, 3, &r, NULL));
  assert_int_equal(r.verdict, BAO_VERDICT_WIN);
  assert_int_equal(r.n, 1);
  assert_int_equal(r.winners, 1);
  bao_line_format(&p, r.pv, r.pv_len, line, sizeof line);
  assert_string_equal(line, "B1L");
  /* After it North is to move with an empty front row: lost, a loss in
   * 0 with no line. */
  p = play_line(&p, r.pv, 1);
  assert_true(bao_solve(s, &p, 3, &r, NULL));
  assert_int_equal(r.verdict, BAO_VERDICT_LOSS);
  assert_int_equal(r.n, 0);
  assert_int_equal(r.pv_len, 0);
  /* the depth is checked */
  assert_false(bao_solve(s, &p, BAO_SOLVE_DEPTH_MAX + 1, &r, NULL));
  bao_solver_free(s);
}

/* Positions with a move that never ends: solve_lines.h. */

static void never_ending(void **state)
{
  bao_solver *s = bao_solver_new(0, NULL);
  bao_move_verdict v[BAO_MAX_MOVES];
  bao_movelist list;
  bao_position p;
  counts c;
  size_t t;
  int depth, i, k, count, never = 0, g, n, ended;
  (void)state;
  memset(&c, 0, sizeof c);
  for (t = 0; t < sizeof never_lines / sizeof never_lines[0]; t++) {
    bao_rules rules = bao_rules_variant(never_lines[t].variant);
    assert_true(bao_position_parse(never_lines[t].line, &rules, &p, NULL));
    bao_position_moves(&p, &list);
    for (depth = 1; depth <= (t >= 2 ? 3 : 2); depth++) {
      compare(s, &p, depth, 1, &c);
      assert_true(bao_solve_moves(s, &p, depth, v, &count, NULL));
      for (i = 0; i < count; i++) {
        if (t >= 2 && depth == 3 && !v[i].period) /* the draw or a loss */
          assert_int_equal(v[i].verdict, BAO_VERDICT_LOSS);
        if (!v[i].period)
          continue;
        never++;
        assert_int_equal(v[i].verdict, BAO_VERDICT_NONE);
        assert_true(bao_solve_lost(s, &p, depth, &k));
        assert_int_equal(k, -1);
      }
    }
    /* random games played on from it */
    for (g = 0; g < 12; g++) {
      bao_position start = p;
      bao_movelist l2;
      game[0] = start;
      for (n = 1, ended = 0; n < 40; n++) {
        if (!bao_position_moves(&game[n - 1], &l2) ||
            l2.item[k = (int)rnd((unsigned)l2.count)].period)
          break;
        game[n] = l2.item[k].after;
      }
      for (i = n - 1; i >= 0 && i >= n - 3; i--)
        compare(s, &game[i], bao_perft(&game[i], 4) <= CHEAP_LEAVES ? 3 : 2,
                0, &c);
    }
  }
  (void)ended;
  print_message("never-ending: %d positions, %d moves, %d never-ending\n",
                c.positions, c.moves, c.never);
  assert_true(never > 0);
  bao_solver_free(s);
}

/* Every part of the state is in the key, and the rules too. */
static void keys(void **state)
{
  bao_solver *a = bao_solver_new(0, NULL), *b = bao_solver_new(1, NULL);
  bao_rules kete = bao_rules_variant(BAO_KETE);
  bao_position p, q;
  uint64_t k;
  int side, c;
  (void)state;
  bao_position_start(&p, NULL);
  k = bao_solver_key(a, &p);
  assert_true(k == bao_solver_key(b, &p)); /* the same in every solver */
  for (side = 0; side < 2; side++) {
    for (c = 0; c < BAO_PITS; c++) {
      q = p;
      q.pit[side][c]++;
      assert_true(bao_solver_key(a, &q) != k);
    }
    q = p;
    q.hand[side]--;
    assert_true(bao_solver_key(a, &q) != k);
    q = p;
    q.house[side] = BAO_HOUSE_DESTROYED;
    assert_true(bao_solver_key(a, &q) != k);
  }
  q = p;
  q.to_move = BAO_NORTH;
  assert_true(bao_solver_key(a, &q) != k);
  q = p;
  q.takasia = 3;
  assert_true(bao_solver_key(a, &q) != k);
  q = p;
  q.reserved = 3;
  assert_true(bao_solver_key(a, &q) != k);
  q = p;
  assert_true(bao_rules_set(&q.rules, "takasia=strict", NULL));
  assert_true(bao_solver_key(a, &q) != k);
  bao_position_start(&q, &kete);
  assert_true(bao_solver_key(a, &q) != k); /* same board, other game */
  bao_solver_free(a);
  bao_solver_free(b);
}

static int stop_now(void *ctx, uint64_t nodes)
{
  (void)nodes;
  return ++*(int *)ctx > 0;
}

/* A stopped search fails, and leaves nothing false in the table: the
 * same solver then answers as a fresh one. */
static void stopping(void **state)
{
  bao_rules rules = bao_rules_variant(BAO_KUJIFUNZA);
  bao_solver *s = bao_solver_new(0, NULL), *fresh = bao_solver_new(0, NULL);
  bao_solve_result r, want;
  bao_diag d;
  int calls = 0, g, n, ended;
  (void)state;
  for (g = 0; g < 20; g++) {
    n = random_game(&rules, game, PLY_CAP + 1, &ended);
    bao_solver_set_stop(s, stop_now, &calls);
    if (!bao_solve(s, &game[n > 8 ? n - 8 : 0], 3, &r, &d))
      assert_non_null(strstr(d.message, "stopped"));
    bao_solver_set_stop(s, NULL, NULL);
    assert_true(bao_solve(s, &game[n > 8 ? n - 8 : 0], 3, &r, NULL));
    assert_true(bao_solve(fresh, &game[n > 8 ? n - 8 : 0], 3, &want, NULL));
    assert_int_equal(r.verdict, want.verdict);
    assert_int_equal(r.n, want.n);
    assert_memory_equal(r.pv, want.pv, sizeof r.pv);
  }
  assert_true(calls > 0);
  bao_solver_free(s);
  bao_solver_free(fresh);
}

/* The node budget (issue 24): a call stops once it has generated the
 * budget, with at most the moves of one position more (BAO_MAX_MOVES - 1),
 * says so, and leaves nothing false: the next call, with a budget that is
 * enough, answers as a fresh solver; a held group shares one budget. */
static void node_budget(void **state)
{
  bao_solver *s = bao_solver_new(0, NULL), *fresh = bao_solver_new(0, NULL);
  bao_rules rules = bao_rules_default();
  bao_position start;
  bao_solver_stats before, after;
  bao_solve_result r, want;
  bao_diag d;
  uint64_t budget[] = {1, 1000, 20000};
  size_t i;
  (void)state;
  bao_position_start(&start, &rules);
  for (i = 0; i < sizeof budget / sizeof budget[0]; i++) {
    bao_solver_set_nodes(s, budget[i]);
    bao_solver_stats_of(s, &before);
    assert_false(bao_solve(s, &start, 10, &r, &d));
    bao_solver_stats_of(s, &after);
    assert_int_equal(bao_solver_stopped(s), BAO_SOLVER_OUT_OF_NODES);
    assert_non_null(strstr(d.message, "its node budget"));
    assert_true(after.nodes - before.nodes >= budget[i]);
    assert_true(after.nodes - before.nodes < budget[i] + BAO_MAX_MOVES);
  }
  bao_solver_set_nodes(s, 1000000);
  assert_true(bao_solve(s, &start, 3, &r, NULL));
  assert_true(bao_solve(fresh, &start, 3, &want, NULL));
  assert_int_equal(r.verdict, want.verdict);
  assert_int_equal(r.n, want.n);
  /* the calls of a hold share the budget: the second one is out at once */
  bao_solver_set_nodes(s, 1000);
  bao_solver_clear(s);
  bao_solver_hold(s, 1);
  assert_false(bao_solve(s, &start, 10, &r, NULL));
  bao_solver_stats_of(s, &before);
  assert_false(bao_solve(s, &start, 1, &r, NULL));
  bao_solver_stats_of(s, &after);
  assert_int_equal(after.nodes, before.nodes);
  bao_solver_hold(s, 0);
  assert_true(bao_solve(s, &start, 1, &r, NULL));
  bao_solver_free(s);
  bao_solver_free(fresh);
}

/* Moves that run to the lap limit (the positions of tests/hostile.sh,
 * Bao la Kiswahili): `lap`, North to move, where the capture a4R takes
 * South's whole front row and then runs to the limit (it has won, D19);
 * `limit`, South to move, whose takata A2L* runs to the limit (never
 * ending, period unknown).  The solver's memo and lap budget must give
 * the brute force's answers (which sow every such move in full, every
 * time), and a budget too small for a move must make the call fail and
 * say why, never answer as if the move did not end. */
static const char *const long_moves[] = {
  "2 1 4 5 2 3 6 5 / 1 2 4 7 2 1 0 7 / 0 0 1 0 0 0 0 1 / "
  "0 1 1 4 1 1 0 2 | hand S0 N0 | house S:x N:x | N to move",
  "1 1 0 0 2 1 0 1 / 0 0 0 0 1 0 0 0 / 0 6 10 8 3 4 1 2 / "
  "1 2 8 0 4 1 2 5 | hand S0 N0 | house S:x N:x | S to move",
};

static void lap_budget(void **state)
{
  static const uint64_t laps[] = {1, 1000, 500000, 999000, 3000000,
                                  BAO_SOLVER_LAP_BUDGET};
  bao_rules rules = bao_rules_default();
  bao_solver *s = bao_solver_new(0, NULL), *t;
  bao_solve_result want, r;
  bao_solver_stats st;
  bao_judgement j;
  bao_movelist list;
  bao_position p;
  bao_diag d;
  counts c;
  size_t i, k;
  int failed = 0, passed = 0;
  (void)state;
  memset(&c, 0, sizeof c);
  for (i = 0; i < 2; i++) {
    assert_true(bao_position_parse(long_moves[i], &rules, &p, NULL));
    compare(s, &p, 1, 1, &c);
    compare(s, &p, 2, 0, &c);
    assert_true(bao_solve(s, &p, 2, &want, NULL));
    for (k = 0; k < sizeof laps / sizeof laps[0]; k++) {
      t = bao_solver_new(0, NULL);
      bao_solver_set_laps(t, laps[k]);
      if (bao_solve(t, &p, 2, &r, &d)) {
        passed++;
        assert_int_equal(bao_solver_stopped(t), 0);
        assert_int_equal(r.verdict, want.verdict);
        assert_int_equal(r.n, want.n);
        assert_int_equal(r.winners, want.winners);
        assert_memory_equal(r.pv, want.pv, sizeof r.pv);
      } else {
        failed++;
        assert_int_equal(bao_solver_stopped(t), BAO_SOLVER_OUT_OF_LAPS);
        assert_non_null(strstr(d.message, "lap budget for long moves"));
        bao_solver_stats_of(t, &st);
        assert_int_equal(st.laps_out, 1);
        /* a judgement fails the same way, and says so */
        bao_position_moves(&p, &list);
        assert_false(bao_judge_move(t, &p, &list.item[list.count - 1].move,
                                    2, &j, &d));
        assert_int_equal(bao_solver_stopped(t), BAO_SOLVER_OUT_OF_LAPS);
        assert_non_null(strstr(d.message, "lap budget for long moves"));
        /* nothing false was kept: with laps enough it answers as s */
        bao_solver_set_laps(t, BAO_SOLVER_LAP_BUDGET);
        assert_true(bao_solve(t, &p, 2, &r, NULL));
        assert_int_equal(r.verdict, want.verdict);
        assert_int_equal(r.n, want.n);
        assert_memory_equal(r.pv, want.pv, sizeof r.pv);
      }
      bao_solver_free(t);
    }
  }
  /* a single lap cannot pay for any long move, the default pays for all
   * of these: both outcomes were seen */
  print_message("lap budget: %d calls answered, %d ran out of laps\n",
                passed, failed);
  assert_true(failed >= 2);
  assert_true(passed >= 2);
  bao_solver_free(s);
}

/* Material and mobility: the seeds add up, the mobility of the side to
 * move is its number of legal moves, and the other side's is that of the
 * same board with it to move and no takasia. */
static void stats(void **state)
{
  bao_position_stats st;
  bao_movelist list;
  bao_position q;
  int i, n, ended;
  bao_rules rules = bao_rules_default();
  (void)state;
  n = random_game(&rules, game, 120, &ended);
  for (i = 0; i < n; i++) {
    bao_position_stats_of(&game[i], &st, NULL);
    assert_int_equal(st.board[0] + st.board[1] + st.hand[0] + st.hand[1],
                     bao_position_seeds(&game[i]));
    assert_int_equal(st.hand[1], game[i].hand[1]);
    assert_int_equal(st.mobility[game[i].to_move],
                     bao_position_moves(&game[i], &list));
    q = game[i];
    q.to_move = (uint8_t)!q.to_move;
    q.takasia = q.reserved = -1;
    assert_int_equal(st.mobility[q.to_move], bao_position_moves(&q, &list));
  }
}

int main(int argc, char **argv)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(hand_made),
    cmocka_unit_test(keys),
    cmocka_unit_test(stats),
    cmocka_unit_test(stopping),
    cmocka_unit_test(node_budget),
    cmocka_unit_test(lap_budget),
    cmocka_unit_test(never_ending),
    cmocka_unit_test(namua_positions),
    cmocka_unit_test(random_positions),
  };
  return ts_run(tests, NULL, NULL, argc, argv);
}
