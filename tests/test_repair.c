/*
 * test_repair.c - what bao_game_suggest proposes for a record with a slip.
 *
 * Each test takes the 1994 game as printed (docs/game-1994.md §2, which
 * replays legally: test_check), makes one slip a transcriber makes, and
 * asks for repairs.  The right repair is known because the slip was made
 * here: it is the edit that gives back the printed record.  Plies are
 * counted from 1 in the comments, from 0 in the code.
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
#include "bao/record.h"
#include "bao/replay.h"
#include "test_support.h"

static bao_walk *walk;

static int setup(void **state)
{
  bao_replay_opts o;
  (void)state;
  bao_replay_opts_init(&o);
  walk = bao_walk_new(&o, NULL);
  return walk ? 0 : -1;
}

static int teardown(void **state)
{
  (void)state;
  bao_walk_free(walk);
  return 0;
}

/* Replays g, which must fail, and asks for repairs. */
static void suggest(const bao_game *g, bao_suggestions *s)
{
  bao_replay rp;
  assert_int_equal(bao_walk_game(walk, g, &rp), 0);
  assert_true(rp.failed);
  bao_game_suggest(bao_walk_tokens(walk), g, &rp, s);
}

static void set_token(bao_game *g, size_t k, const char *t)
{
  g->plies[k].token = bao_game_strdup(g, t);
  assert_non_null(g->plies[k].token);
}

static void assert_edit(const bao_edit *e, int kind, size_t ply,
                        const char *token)
{
  assert_int_equal(e->kind, kind);
  assert_int_equal(e->ply, ply);
  assert_string_equal(e->token, token);
}

/* The repair the slip asks for is the best one, and the whole record
 * replays after it. */
static const bao_repair *best(const bao_suggestions *s, int n_edits)
{
  assert_true(s->n_repairs >= 1);
  assert_true(s->repair[0].to_end);
  assert_int_equal(s->repair[0].n_edits, n_edits);
  assert_int_equal(s->repair[0].replays, s->repair[0].plies);
  return &s->repair[0];
}

/* Ply 9 A3R printed as A8R (3 and 8 look alike in print): a hole four
 * away, which a distance cut-off would never propose. */
static void far_digit(void **state)
{
  bao_game g;
  bao_suggestions s;
  (void)state;
  ts_load_1994(&g);
  set_token(&g, 8, "A8R");
  suggest(&g, &s);
  assert_edit(&best(&s, 1)->edit[0], BAO_EDIT_CHANGE, 8, "A3R");
  bao_game_free(&g);
}

/* Ply 12 a3L left out: the plies after it are one off, and the repair
 * puts it back. */
static void missing_ply(void **state)
{
  bao_game g;
  bao_suggestions s;
  (void)state;
  ts_load_1994(&g);
  memmove(g.plies + 11, g.plies + 12, (g.n_plies - 12) * sizeof *g.plies);
  g.n_plies--;
  suggest(&g, &s);
  assert_edit(&best(&s, 1)->edit[0], BAO_EDIT_INSERT, 11, "a3L");
  assert_int_equal(s.repair[0].plies, 46);
  bao_game_free(&g);
}

/* Plies 17 A5R and 18 a3R written in each other's place: two changes,
 * each giving back the other's token. */
static void swapped_pair(void **state)
{
  bao_game g;
  bao_suggestions s;
  bao_ply_src t;
  const bao_repair *r;
  (void)state;
  ts_load_1994(&g);
  t = g.plies[16];
  g.plies[16] = g.plies[17];
  g.plies[17] = t;
  suggest(&g, &s);
  r = best(&s, 2);
  assert_edit(&r->edit[0], BAO_EDIT_CHANGE, 16, "A5R");
  assert_edit(&r->edit[1], BAO_EDIT_CHANGE, 17, "a3R");
  bao_game_free(&g);
}

/* Ply 20 a3R* copied twice: either copy may go. */
static void doubled_ply(void **state)
{
  bao_game g;
  bao_suggestions s;
  bao_ply_src *p;
  const bao_repair *r;
  (void)state;
  ts_load_1994(&g);
  p = bao_game_add_ply(&g);
  assert_non_null(p);
  memmove(g.plies + 20, g.plies + 19, (g.n_plies - 20) * sizeof *g.plies);
  g.plies[20].token = bao_game_strdup(&g, g.plies[19].token);
  suggest(&g, &s);
  r = best(&s, 1);
  assert_int_equal(r->edit[0].kind, BAO_EDIT_DELETE);
  assert_true(r->edit[0].ply == 19 || r->edit[0].ply == 20);
  assert_int_equal(r->plies, 46);
  bao_game_free(&g);
}

/* Two slips far apart: ply 9 A3R as A8R and ply 20 a3R* as a3L* (legal,
 * so the record only breaks later).  No single edit makes the record
 * replay; the two changes do. */
static void two_slips(void **state)
{
  bao_game g;
  bao_suggestions s;
  const bao_repair *r;
  (void)state;
  ts_load_1994(&g);
  set_token(&g, 8, "A8R");
  set_token(&g, 19, "a3L*");
  suggest(&g, &s);
  r = best(&s, 2);
  assert_edit(&r->edit[0], BAO_EDIT_CHANGE, 8, "A3R");
  assert_edit(&r->edit[1], BAO_EDIT_CHANGE, 19, "a3R*");
  bao_game_free(&g);
}

/* The alternatives: every repair offered replays further than the record
 * as written, and they come best first. */
static void alternatives_ranked(void **state)
{
  bao_game g;
  bao_suggestions s;
  bao_replay rp;
  int i;
  (void)state;
  ts_load_1994(&g);
  set_token(&g, 30, "A8L"); /* ply 31 A5L: a far digit again */
  assert_int_equal(bao_walk_game(walk, &g, &rp), 0);
  bao_game_suggest(bao_walk_tokens(walk), &g, &rp, &s);
  assert_true(s.n_repairs >= 2);
  for (i = 0; i < s.n_repairs; i++) {
    assert_true(s.repair[i].to_end || s.repair[i].replays > rp.done);
    if (i > 0 && s.repair[i].to_end)
      assert_true(s.repair[i - 1].to_end &&
                  s.repair[i - 1].cost <= s.repair[i].cost);
    if (i > 0 && !s.repair[i].to_end && !s.repair[i - 1].to_end)
      assert_true(s.repair[i - 1].replays >= s.repair[i].replays);
  }
  bao_game_free(&g);
}

int main(int argc, char **argv)
{
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(far_digit),       cmocka_unit_test(missing_ply),
      cmocka_unit_test(swapped_pair),    cmocka_unit_test(doubled_ply),
      cmocka_unit_test(two_slips),       cmocka_unit_test(alternatives_ranked),
  };
  return ts_run(tests, setup, teardown, argc, argv);
}
