/*
 * test_drill.c - the exercises of bao drill (src/analysis/drill.c,
 * drill.h): the rating rule, by cases reasoned from the rule as drill.h
 * states it, and the exercises of random games checked against the brute
 * force of tests/brute.h (written apart from the solver): every exercise
 * has a right and a wrong move, its count of right moves and its bound
 * are the brute force's, a puzzle has one right move only, and its
 * position line reads back to its position.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include "test_run.h"

#include <stdio.h>
#include <string.h>

#include "bao/drill.h"
#include "bao/html.h"
#include "bao/record.h"
#include "brute.h"

static int rating(int n, int right, int replies, int laps)
{
  bao_drill_facts f;
  memset(&f, 0, sizeof f);
  f.n = n, f.right = right, f.legal = 20, f.replies = replies, f.laps = laps;
  return bao_drill_rating(&f);
}

static int points(int n, int right, int replies, int laps)
{
  bao_drill_facts f;
  memset(&f, 0, sizeof f);
  f.n = n, f.right = right, f.legal = 20, f.replies = replies, f.laps = laps;
  return bao_drill_points(&f);
}

/* Each part of the rule alone, at its bounds (drill.h's table). */
static void rating_parts(void **state)
{
  (void)state;
  /* nothing hard: a win in 1, three right moves, 4 replies, one lap */
  assert_int_equal(points(1, 3, 4, 1), 0);
  /* depth: 2 per move beyond the first, at most 4 */
  assert_int_equal(points(2, 3, 4, 1), 2);
  assert_int_equal(points(3, 3, 4, 1), 4);
  assert_int_equal(points(7, 3, 4, 1), 4);
  /* choice: one right move 2, two 1 */
  assert_int_equal(points(1, 1, 4, 1), 2);
  assert_int_equal(points(1, 2, 4, 1), 1);
  /* defender: 5..9 replies 1, 10 or more 2 */
  assert_int_equal(points(1, 3, 5, 1), 1);
  assert_int_equal(points(1, 3, 9, 1), 1);
  assert_int_equal(points(1, 3, 10, 1), 2);
  /* sowing: 2..3 laps 1, 4 or more 2 */
  assert_int_equal(points(1, 3, 4, 2), 1);
  assert_int_equal(points(1, 3, 4, 3), 1);
  assert_int_equal(points(1, 3, 4, 4), 2);
}

/* The bands: 1 + (points * 4 + 5) / 10, so 0-1 -> 1, 2-3 -> 2, 4-6 -> 3,
 * 7-8 -> 4, 9-10 -> 5 (worked out by hand from the formula). */
static void rating_bands(void **state)
{
  (void)state;
  assert_int_equal(rating(1, 3, 4, 1), 1);   /* 0 points                */
  assert_int_equal(rating(1, 2, 4, 1), 1);   /* 1: choice 1             */
  assert_int_equal(rating(1, 1, 4, 1), 2);   /* 2: choice 2             */
  assert_int_equal(rating(2, 2, 4, 1), 2);   /* 3: depth 2, choice 1    */
  assert_int_equal(rating(2, 1, 4, 1), 3);   /* 4: depth 2, choice 2    */
  assert_int_equal(rating(3, 1, 4, 1), 3);   /* 6: depth 4, choice 2    */
  assert_int_equal(rating(2, 1, 10, 2), 4);  /* 7: 2 + 2 + 2 + 1        */
  assert_int_equal(rating(3, 1, 10, 0), 4);  /* 8: 4 + 2 + 2 + 0        */
  assert_int_equal(rating(3, 1, 10, 2), 5);  /* 9: 4 + 2 + 2 + 1        */
  assert_int_equal(rating(3, 1, 10, 4), 5);  /* 10: every part at its cap */
}

/* Raising any fact's difficulty never lowers the rating, and every
 * rating 1..5 is reached (all facts in a grid). */
static void rating_monotone(void **state)
{
  int n, right, rep, laps, seen[6] = {0}, r;
  (void)state;
  for (n = 1; n <= 5; n++)
    for (right = 1; right <= 4; right++)
      for (rep = 0; rep <= 12; rep++)
        for (laps = 0; laps <= 5; laps++) {
          r = rating(n, right, rep, laps);
          assert_in_range(r, 1, 5);
          seen[r] = 1;
          assert_true(rating(n + 1, right, rep, laps) >= r);
          assert_true(right == 1 || rating(n, right - 1, rep, laps) >= r);
          assert_true(rating(n, right, rep + 1, laps) >= r);
          assert_true(rating(n, right, rep, laps + 1) >= r);
        }
  for (r = 1; r <= 5; r++)
    assert_true(seen[r]);
}

/* ---- the exercises of random games, against the brute force ---------------- */

#define GAMES 12
#define DEPTH 2

static void check_exercise(const bao_drill_exercise *e)
{
  bao_position p;
  bao_movelist list;
  bf_verdict v[BAO_MAX_MOVES], whole;
  bao_diag d;
  char again[BAO_LINE_MAX];
  int i, right = 0, bound = e->n;
  assert_true(bao_position_parse(e->position, &e->rules, &p, &d));
  bao_position_format(&p, again, sizeof again);
  assert_string_equal(again, e->position);
  bao_position_moves(&p, &list);
  assert_int_equal(e->facts.legal, list.count);
  for (i = 0; i < list.count; i++) {
    v[i] = bf_move(&list.item[i], bound);
    right += e->task == BAO_TASK_WIN ? v[i].verdict == BF_WIN
                                     : v[i].verdict != BF_LOSS;
  }
  assert_int_equal(e->facts.right, right);
  assert_true(right > 0 && right < list.count);
  if (e->origin == BAO_ORIGIN_PUZZLE)
    assert_int_equal(right, 1);
  whole = bf_position(v, list.count, bound);
  if (e->task == BAO_TASK_WIN) { /* the bound is the least n of a win */
    assert_int_equal(whole.verdict, BF_WIN);
    assert_int_equal(whole.n, bound);
  } else {  /* save: some move holds, the bound is the walk's depth */
    assert_int_equal(bound, DEPTH);
    assert_int_not_equal(whole.verdict, BF_LOSS);
  }
  assert_int_equal(e->rating, bao_drill_rating(&e->facts));
}

/* The page of the exercises (with a stand-in engine): one element per
 * exercise with its attributes, in the order of their ratings. */
static void check_page(const bao_drill_ctx *c)
{
  static const char *const module[] = {"export const x = 1;\n", NULL};
  bao_html_engine e = {(const unsigned char *)"bao", 3, module};
  bao_sink *mem = bao_sink_memory();
  const char *page, *at;
  size_t n = 0;
  int last = 0, rating;
  char task[8];
  assert_non_null(mem);
  assert_true(bao_drill_page(mem, c, &e, BAO_THEME_AUTO));
  assert_non_null(page = bao_sink_text(mem, NULL));
  for (at = page; (at = strstr(at, "<li class=\"exercise\" ")) != NULL; at++) {
    const char *t = strstr(at, "data-task=\"");
    const char *r = strstr(at, "data-rating=\"");
    assert_non_null(strstr(at, "data-position=\""));
    assert_non_null(t);
    assert_non_null(r);
    assert_int_equal(sscanf(t, "data-task=\"%4[a-z]\"", task), 1);
    assert_true(strcmp(task, "win") == 0 || strcmp(task, "save") == 0);
    assert_int_equal(sscanf(r, "data-rating=\"%d\"", &rating), 1);
    assert_true(rating >= last); /* ordered by rating */
    last = rating;
    n++;
  }
  assert_int_equal(n, c->n);
  bao_sink_free(mem);
}

static void random_exercises(void **state)
{
  bao_replay_opts ro;
  bao_drill_ctx c;
  bao_walk *w;
  bao_diag d;
  bao_game g;
  size_t i;
  int k, wins = 0, saves = 0;
  (void)state;
  bao_replay_opts_init(&ro);
  ro.analysis = DEPTH;
  memset(&c, 0, sizeof c);
  c.depth = DEPTH;
  assert_non_null(c.solver = bao_solver_new(0, &d));
  assert_non_null(w = bao_walk_new(&ro, &d));
  assert_true(bao_walk_add(w, &bao_drill_renderer, &c));
  for (k = 1; k <= GAMES; k++) {
    assert_true(bao_random_game(&g, NULL, 27, k, 300, &d));
    bao_walk_game(w, &g, NULL);
    assert_false(c.failed);
    bao_game_free(&g);
  }
  for (i = 0; i < c.n; i++) {
    check_exercise(&c.ex[i]);
    wins += c.ex[i].task == BAO_TASK_WIN;
    saves += c.ex[i].task == BAO_TASK_SAVE;
  }
  printf("%zu exercises of %d random games: %d win, %d save\n", c.n, GAMES,
         wins, saves);
  assert_true(wins > 0 && saves > 0);
  check_page(&c);
  bao_walk_free(w);
  bao_solver_free(c.solver);
  bao_drill_free(&c);
}

int main(int argc, char **argv)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(rating_parts),
    cmocka_unit_test(rating_bands),
    cmocka_unit_test(rating_monotone),
    cmocka_unit_test(random_exercises),
  };
  return ts_run(tests, NULL, NULL, argc, argv);
}
