/* test_annotate_end.c - the last ply of a game, told (annotate_end.h):
 * a game that ends on the board says why (the engine's status), a game
 * the record gives to a side the board has not decided says why the
 * loser resigned as far as the exact search reaches, and says so when
 * it does not reach.  The positions are those of tests/data/solve-teach.yaml
 * (Bao la Kujifunza), whose outcomes tests/cli/analyze-teach.md reasons
 * out by hand, and the start of the game. */
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
#include "bao/view.h"

/* Games 1-2 of solve-teach.yaml: B1L empties North's front row. */
#define TEACH_WIN "0 0 0 2 0 0 0 0 / 1 1 0 0 0 0 0 0 / 1 1 0 0 0 0 0 0 / " \
  "2 2 0 0 0 0 0 0 | hand S0 N0 | house S:x N:x | S to move"
/* Games 3-4: after A7R*, North's b2L takes South's last front seed. */
#define TEACH_BLUNDER "0 0 0 0 0 0 2 0 / 0 0 0 0 0 0 0 1 / 0 0 0 0 0 0 2 0 / " \
  "0 0 0 2 0 0 0 0 | hand S0 N0 | house S:x N:x | S to move"

static char *dup(const char *s)
{
  size_t n = strlen(s) + 1;
  char *d = malloc(n);
  assert_non_null(d);
  return memcpy(d, s, n);
}

/* The annotation of a game of `variant` from `setup` (NULL: the start)
 * with the plies `tokens` (space-separated), its result tag `result`
 * (NULL: none), judged within `depth` (0: no analysis); the caller frees
 * it. */
static char *told(const char *variant, const char *setup, const char *tokens,
                  const char *result, int depth)
{
  bao_game g;
  bao_replay_opts o;
  bao_walk *w;
  bao_sink *sink;
  bao_annotate_ctx a;
  const char *at = tokens;
  char *text;
  bao_game_init(&g);
  g.index = 1;
  assert_true(bao_game_set_tag(&g, "variant", variant));
  if (result)
    assert_true(bao_game_set_tag(&g, "result", result));
  if (setup)
    assert_non_null(g.setup = bao_game_strdup(&g, setup));
  while (*at) {
    size_t n = strcspn(at, " ");
    char tok[32];
    bao_ply_src *p = bao_game_add_ply(&g);
    assert_non_null(p);
    assert_true(n < sizeof tok);
    memcpy(tok, at, n);
    tok[n] = '\0';
    assert_non_null(p->token = bao_game_strdup(&g, tok));
    at += n + (at[n] == ' ');
  }
  bao_replay_opts_init(&o);
  o.events = 1;
  o.analysis = depth;
  assert_non_null(w = bao_walk_new(&o, NULL));
  assert_non_null(sink = bao_sink_memory());
  bao_annotate_ctx_init(&a, sink);
  a.domain = NULL; /* English, the messages as written */
  assert_true(bao_walk_add(w, &bao_annotate_text, &a));
  bao_walk_game(w, &g, NULL);
  assert_non_null(text = dup(bao_sink_text(sink, NULL)));
  bao_walk_free(w);
  bao_annotate_ctx_free(&a);
  assert_true(bao_sink_free(sink));
  bao_game_free(&g);
  return text;
}

/* The position after `tokens` from `setup`, as the walk plays them. */
static bao_position after(const char *variant, const char *setup,
                          const char *token)
{
  bao_game g;
  bao_replay_opts o;
  bao_replay r;
  bao_walk *w;
  bao_ply_src *p;
  bao_game_init(&g);
  assert_true(bao_game_set_tag(&g, "variant", variant));
  assert_non_null(g.setup = bao_game_strdup(&g, setup));
  assert_non_null(p = bao_game_add_ply(&g));
  assert_non_null(p->token = bao_game_strdup(&g, token));
  bao_replay_opts_init(&o);
  assert_non_null(w = bao_walk_new(&o, NULL));
  assert_true(bao_walk_game(w, &g, &r));
  bao_walk_free(w);
  bao_game_free(&g);
  return r.final;
}

/* B1L empties North's front row: the last ply says so, in the words of
 * the engine's status, and nothing of a resignation (the board decided). */
static void front_row_empty(void **state)
{
  bao_position end = after("kujifunza", TEACH_WIN, "B1L");
  bao_status st = bao_position_status(&end, NULL);
  char *text = told("kujifunza", TEACH_WIN, "B1L", "1-0", 1), want[128];
  (void)state;
  assert_true(st.over);
  assert_int_equal(st.loser, BAO_NORTH);
  assert_int_equal(st.why, BAO_END_FRONT_EMPTY);
  snprintf(want, sizeof want, "North has lost: %s.", bao_end_reason(st.why));
  assert_non_null(strstr(text, want));
  assert_null(strstr(text, "resign"));
  free(text);
}

/* South resigns after A7R*: North, to move, wins in 1 with b2L. */
static void resigned_winner_to_move(void **state)
{
  char *text = told("kujifunza", TEACH_BLUNDER, "A7R*", "0-1", 1);
  (void)state;
  assert_non_null(strstr(text, " Why South resigned: North wins within 1 "
                               "move: b2L.\n"));
  free(text);
  /* without the analysis, nothing is searched or said */
  text = told("kujifunza", TEACH_BLUNDER, "A7R*", "0-1", 0);
  assert_null(strstr(text, "resign"));
  free(text);
  /* nor when the record names no winner */
  text = told("kujifunza", TEACH_BLUNDER, "A7R*", NULL, 1);
  assert_null(strstr(text, "resign"));
  free(text);
}

/* The blunder A7R*: the sentence names A7L*, the move that holds
 * (analyze-teach.md: after A7L* North has no capture). */
static void blunder_names_the_hold(void **state)
{
  char *text = told("kujifunza", TEACH_BLUNDER, "A7R*", NULL, 1);
  (void)state;
  assert_non_null(strstr(text, "A blunder: North now wins in 1 move: b2L. "
                               "A7L* would have held: it does not lose "
                               "within 1 move."));
  free(text);
}

/* Two plies into the game nobody can force a win within 1 move: a
 * resignation there is not explained, and the text says so. */
static void no_forced_win(void **state)
{
  char *text = told("kiswahili", NULL, "A7L* a5R", "1-0", 1);
  (void)state;
  assert_non_null(strstr(text, " North resigned, but the exact search finds "
                               "no forced win for South within 1 move.\n"));
  free(text);
}

/* The sentence ends the game's last ply only: not an earlier one. */
static void last_ply_only(void **state)
{
  char *text = told("kiswahili", NULL, "A7L* a5R A6L*", "0-1", 1);
  char *first = strstr(text, "resigned");
  (void)state;
  assert_non_null(first);
  assert_null(strstr(first + 1, "resigned"));
  assert_non_null(strstr(text, "3. South A6L*"));
  assert_true(strstr(text, "3. South A6L*") < first);
  free(text);
}

int main(int argc, char **argv)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(front_row_empty),
    cmocka_unit_test(resigned_winner_to_move),
    cmocka_unit_test(blunder_names_the_hold),
    cmocka_unit_test(no_forced_win),
    cmocka_unit_test(last_ply_only),
  };
  return ts_run(tests, NULL, NULL, argc, argv);
}
