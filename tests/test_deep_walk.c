/* test_deep_walk.c - the walk's judgements under a budget (replay.h,
 * bao_replay_opts.deepen; src/walk/deep.c) with a clock that counts
 * instead of timing, so that what the budget allows is known: the
 * budget checked before each judgement, a pass over the 46 plies of the
 * 1994 game from the last ply back, each pass one move deeper.  A
 * budget of 46 + 3 judgements therefore gives depth 1 to plies 1-43 and
 * depth 2 to plies 44-46; a budget of none judges nothing.  Each ply's
 * judgement is compared with an independent bao_judge_move at its depth
 * (a solver of its own), and with what the walk at a fixed depth hands
 * over. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "test_run.h"

#include "bao/bao.h"
#include "bao/record.h"
#include "bao/replay.h"
#include "bao/solve.h"

#define PLIES 46 /* the 1994 game (docs/game-1994.md) */

typedef struct counting {
  int judgements; /* the budget: judgements allowed */
  int asked;      /* times spent() was asked */
  int done;       /* progress calls with depth 0: a game judged */
} counting;

static int spent(void *ctx)
{
  counting *c = ctx;
  return c->asked++ >= c->judgements;
}

static void progress(void *ctx, int depth, size_t ply, size_t plies)
{
  counting *c = ctx;
  (void)ply;
  (void)plies;
  c->done += depth == 0;
}

static int never(void *ctx, uint64_t nodes)
{
  (void)ctx;
  (void)nodes;
  return 0;
}

/* What the renderer was handed, per ply. */
typedef struct seen {
  int n;
  int judged[PLIES];
  bao_judgement j[PLIES];
  bao_position before[PLIES];
  bao_move played[PLIES];
  int notes;
  bao_deep_summary at_begin;
} seen;

static int take_begin(void *ctx, const bao_replay *r)
{
  ((seen *)ctx)->at_begin = r->deep;
  return 1;
}

static int take_ply(void *ctx, const bao_replay *r, const bao_ply_report *p)
{
  seen *s = ctx;
  (void)r;
  assert_true(p->ply < PLIES);
  s->judged[p->ply] = p->judgement != NULL;
  if (p->judgement)
    s->j[p->ply] = *p->judgement;
  s->before[p->ply] = *p->before;
  s->played[p->ply] = p->outcome->move;
  s->n++;
  return 1;
}

static int take_diag(void *ctx, const bao_replay *r, const bao_diag *d,
                     const bao_ply_report *p)
{
  (void)r;
  if (p && d->level == BAO_NOTE && strstr(d->message, "not judged"))
    ((seen *)ctx)->notes++;
  return 1;
}

static const bao_renderer taker = {.begin = take_begin, .ply = take_ply,
                                   .diag = take_diag};

static void read_1994(bao_game *g)
{
  FILE *f = fopen(BAO_TEST_DATA "/../../records/maulidi-kijumbe-1994.yaml",
                  "r");
  bao_reader *rd;
  bao_diag d;
  assert_non_null(f);
  assert_non_null(rd = bao_reader_open(f, "1994", BAO_FORMAT_AUTO, &d));
  assert_int_equal(bao_reader_next(rd, g, &d), 1);
  bao_reader_close(rd);
  fclose(f);
}

/* Walks the 1994 game (game 1 of its file) into `s`: under a budget of
 * `judgements` (-1: at the fixed depth `fixed`), judging only game `only`
 * (0: every game); the walk's summary into *sum. */
static void walk_only(seen *s, int judgements, int fixed, int only,
                      counting *c, bao_deep_summary *sum)
{
  bao_game g;
  bao_replay_opts o;
  bao_deepen_opts d;
  bao_walk *w;
  memset(s, 0, sizeof *s);
  memset(c, 0, sizeof *c);
  memset(&d, 0, sizeof d);
  c->judgements = judgements;
  d.max_depth = BAO_SOLVE_DEPTH_MAX;
  d.spent = spent;
  d.progress = progress;
  d.ctx = c;
  read_1994(&g);
  bao_replay_opts_init(&o);
  o.analysis = fixed;
  o.only_game = only;
  if (judgements >= 0) {
    o.analysis = 1;
    o.deepen = &d;
    o.deepen_stop = never;
  }
  assert_non_null(w = bao_walk_new(&o, NULL));
  assert_true(bao_walk_add(w, &taker, s));
  assert_true(bao_walk_game(w, &g, NULL));
  bao_walk_deep(w, sum);
  bao_walk_free(w);
  bao_game_free(&g);
  assert_int_equal(s->n, PLIES);
}

static void walk(seen *s, int judgements, int fixed, counting *c,
                 bao_deep_summary *sum)
{
  walk_only(s, judgements, fixed, 0, c, sum);
}

/* Judgement j equals bao_judge_move's at its depth, by a solver that
 * knows nothing of the walk's. */
static void same_as_alone(const seen *s, int k, int depth)
{
  bao_solver *alone = bao_solver_new(0, NULL);
  bao_judgement want;
  const bao_judgement *got = &s->j[k];
  assert_non_null(alone);
  assert_true(bao_judge_move(alone, &s->before[k], &s->played[k], depth,
                             &want, NULL));
  assert_int_equal(got->depth, depth);
  assert_int_equal(got->mark, want.mark);
  assert_int_equal(got->win_n, want.win_n);
  assert_int_equal(got->refuted_n, want.refuted_n);
  assert_int_equal(got->refutation_len, want.refutation_len);
  assert_memory_equal(got->refutation, want.refutation,
                      (size_t)want.refutation_len * sizeof *want.refutation);
  bao_solver_free(alone);
}

static void budget_of_a_pass_and_three(void **state)
{
  seen s;
  counting c;
  bao_deep_summary sum;
  int k;
  (void)state;
  walk(&s, PLIES + 3, 0, &c, &sum);
  for (k = 0; k < PLIES; k++) {
    assert_true(s.judged[k]);
    /* the second pass begins at the last ply: 44-46 got there */
    same_as_alone(&s, k, k >= PLIES - 3 ? 2 : 1);
  }
  assert_int_equal(c.asked, PLIES + 3 + 1); /* the one that said stop */
  assert_int_equal(c.done, 1);
  assert_int_equal(sum.games, 1);
  assert_int_equal(sum.shallowest, 1);
  assert_int_equal(sum.deepest, 2);
  assert_int_equal(sum.unjudged, 0);
  assert_int_equal(sum.capped, 0);
  assert_int_equal(sum.out, 1);
  assert_memory_equal(&s.at_begin, &sum, sizeof sum); /* one game */
  assert_int_equal(s.notes, 0);
}

static void budget_of_none(void **state)
{
  seen s;
  counting c;
  bao_deep_summary sum;
  int k;
  (void)state;
  walk(&s, 0, 0, &c, &sum);
  for (k = 0; k < PLIES; k++)
    assert_false(s.judged[k]);
  assert_int_equal(s.notes, PLIES); /* each said, "not judged: ..." */
  assert_int_equal(sum.games, 1);
  assert_int_equal(sum.deepest, -1);
  assert_int_equal(sum.unjudged, PLIES);
  assert_int_equal(sum.out, 1);
}

/* At a fixed depth the budget plays no part: same judgements as before,
 * none deepened. */
static void fixed_depth_untouched(void **state)
{
  seen s, deep;
  counting c;
  bao_deep_summary sum;
  int k;
  (void)state;
  walk(&s, -1, 2, &c, &sum);
  assert_int_equal(sum.games, 0);
  assert_int_equal(c.asked, 0);
  assert_int_equal(s.at_begin.games, 0);
  walk(&deep, 2 * PLIES, 0, &c, &sum); /* two whole passes */
  assert_int_equal(sum.shallowest, 2);
  for (k = 0; k < PLIES; k++) {
    assert_int_equal(s.j[k].depth, 2);
    assert_int_equal(deep.j[k].mark, s.j[k].mark);
    assert_int_equal(deep.j[k].refuted_n, s.j[k].refuted_n);
    assert_int_equal(deep.j[k].win_n, s.j[k].win_n);
  }
}

/* html --game N: a game other than N is walked without a judgement, so
 * that it spends none of the budget (nor a fixed depth's search); game N
 * itself is judged as when every game is. */
static void only_the_game_asked_for(void **state)
{
  seen s, all;
  counting c;
  bao_deep_summary sum;
  int k;
  (void)state;
  walk_only(&s, PLIES + 3, 0, 2, &c, &sum);
  assert_int_equal(c.asked, 0);
  assert_int_equal(sum.games, 0);
  assert_int_equal(s.notes, 0);
  walk_only(&s, -1, 2, 2, &c, &sum);
  for (k = 0; k < PLIES; k++)
    assert_false(s.judged[k]);
  walk_only(&s, PLIES + 3, 0, 1, &c, &sum);
  walk(&all, PLIES + 3, 0, &c, &sum);
  for (k = 0; k < PLIES; k++) {
    assert_true(s.judged[k]);
    assert_int_equal(s.j[k].depth, all.j[k].depth);
    assert_int_equal(s.j[k].mark, all.j[k].mark);
  }
}

int main(int argc, char **argv)
{
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(budget_of_a_pass_and_three),
      cmocka_unit_test(budget_of_none),
      cmocka_unit_test(fixed_depth_untouched),
      cmocka_unit_test(only_the_game_asked_for),
  };
  return ts_run(tests, NULL, NULL, argc, argv);
}
