/*
 * test_check.c - reading tokens against legal moves (docs/rules.md §2.3) and
 * replaying whole games: warnings, errors, suggestions and repairs.
 *
 * The 1994 game's tokens are docs/game-1994.md §2 (tests/data/game1994.txt);
 * which of its letters contradict a forced capture is docs/rules.md §2.2
 * and D16: A2R, A1R, a1R, a2R name the right kichwa where the seeds must enter
 * at the left (plies 5, 7, 10, 43, 44); A7R (ply 13) agrees with its
 * forced side; a2 (plies 24, 32) has no letter.
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

static bao_token_reader *reader;
static bao_movelist list;

static int setup(void **state)
{
  (void)state;
  reader = bao_token_reader_new(NULL);
  return reader ? 0 : -1;
}

static int teardown(void **state)
{
  (void)state;
  bao_token_reader_free(reader);
  return 0;
}

/* Resolves `token` in position `line`; returns the canonical token or "". */
static const char *resolve(const char *line, int dialect, const char *token,
                           bao_resolution *res)
{
  static char tok[BAO_TOKEN_MAX];
  bao_position p;
  ts_parse(line, &p);
  bao_position_moves(&p, &list);
  tok[0] = '\0';
  if (bao_resolve(reader, &p, &list, dialect, token, strlen(token), res))
    bao_move_token(&list.item[res->index].move, p.to_move, tok, sizeof tok);
  return tok;
}

static const char start[] =
  "0 0 0 0 0 0 0 0 / 0 2 2 6 0 0 0 0 / 0 0 0 0 6 2 2 0 / 0 0 0 0 0 0 0 0 "
  "| hand S22 N22 | house S:F N:F | S to move";

/* T4 (docs/rules.md §9): A1, A2, A7, A8 are forced captures. */
static const char t4[] =
  "0 0 0 0 0 0 0 0 / 4 3 1 8 0 2 5 6 / 1 2 0 0 8 0 3 4 / 0 0 0 0 0 0 0 0 "
  "| hand S10 N10 | house S:F N:F | S to move";

/* T7: A5R ends in the functional nyumba: stop or safari. */
static const char t7[] =
  "0 0 0 0 0 0 0 0 / 0 1 2 10 4 4 0 0 / 2 1 0 0 12 0 0 0 / 0 0 0 0 0 0 0 0 "
  "| hand S10 N10 | house S:F N:F | S to move";

static void reads_leniently(void **state)
{
  bao_resolution res;
  (void)state;
  /* a missing '*' is inferred, silently; the blank before '*' is allowed */
  assert_string_equal(resolve(start, BAO_DIALECT_DEVOOGT, "A7L", &res), "A7L*");
  assert_int_equal(res.n_warnings, 0);
  assert_string_equal(resolve(start, BAO_DIALECT_DEVOOGT, "A7L *", &res), "A7L*");
  /* a letter on a forced capture is ignored, with a warning */
  assert_string_equal(resolve(t4, BAO_DIALECT_DEVOOGT, "A2R", &res), "A2L");
  assert_int_equal(res.n_warnings, 1);
  assert_non_null(strstr(res.warning[0].message, "forced"));
  assert_string_equal(resolve(t4, BAO_DIALECT_DEVOOGT, "A8", &res), "A8R");
  assert_int_equal(res.n_warnings, 0);
  /* a '*' on a capture is warned */
  assert_string_equal(resolve(t4, BAO_DIALECT_DEVOOGT, "A7R*", &res), "A7R");
  assert_int_equal(res.n_warnings, 1);
  /* no '>' is the stop, '>' the safari */
  assert_string_equal(resolve(t7, BAO_DIALECT_DEVOOGT, "A5R", &res), "A5R");
  assert_string_equal(resolve(t7, BAO_DIALECT_DEVOOGT, "A5R>", &res), "A5R>");
  /* KIBA: '<' is left, '+' the safari, the row may be left out */
  assert_string_equal(resolve(start, BAO_DIALECT_KIBA, "A6<", &res), "A6L*");
  assert_string_equal(resolve(t7, BAO_DIALECT_KIBA, "A5>+", &res), "A5R>");
  assert_string_equal(resolve(t7, BAO_DIALECT_KIBA, "5>", &res), "A5R");
}

static void refuses_clearly(void **state)
{
  bao_resolution res;
  (void)state;
  assert_string_equal(resolve(start, BAO_DIALECT_DEVOOGT, "A5L*", &res), "");
  assert_non_null(strstr(res.error.message, "no legal move starts at A5"));
  assert_string_equal(resolve(start, BAO_DIALECT_DEVOOGT, "A6", &res), "");
  assert_non_null(strstr(res.error.message, "ambiguous: the token matches A6L* A6R*"));
  assert_string_equal(resolve(start, BAO_DIALECT_DEVOOGT, "A7R>", &res),
                      "A7R*");
  assert_non_null(strstr(res.warning[0].message, "no choice at the nyumba"));
  assert_string_equal(resolve(start, BAO_DIALECT_DEVOOGT, "a7L*", &res), "");
  assert_non_null(strstr(res.error.message, "South is to move"));
  assert_string_equal(resolve(start, BAO_DIALECT_DEVOOGT, "A9L", &res), "");
  assert_int_equal(res.error.mark.column, 2);
  /* T7: A5 without a letter names both A5L and A5R */
  assert_string_equal(resolve(t7, BAO_DIALECT_DEVOOGT, "A5", &res), "");
  assert_non_null(strstr(res.error.message, "ambiguous"));
}

/* The MW dialect writes North's letters as seen from South (docs/rules.md
 * §2.2): with North to move in the start position, MW's a7R* is North's
 * own a7L*; in de Voogt's dialect a7R* is a7R*. */
static void mirrored_north_letters(void **state)
{
  static const char north[] =
    "0 0 0 0 0 0 0 0 / 0 2 2 6 0 0 0 0 / 0 0 0 0 6 2 2 0 / 0 0 0 0 0 0 0 0 "
    "| hand S22 N22 | house S:F N:F | N to move";
  bao_resolution res;
  (void)state;
  assert_string_equal(resolve(north, BAO_DIALECT_MW, "a7R*", &res), "a7L*");
  assert_int_equal(res.n_warnings, 0);
  assert_string_equal(resolve(north, BAO_DIALECT_DEVOOGT, "a7R*", &res),
                      "a7R*");
}

/* ---- whole games ------------------------------------------------------------ */

/* The 46 tokens of docs/game-1994.md §2, from the test data file. */
/* A renderer that keeps what the walk said: the plies warned about and
 * the last error. */
typedef struct seen {
  int warnings;
  int warned_ply[8];
  char error[512];
} seen;

static int seen_diag(void *ctx, const bao_replay *r, const bao_diag *d,
                     const bao_ply_report *p)
{
  seen *s = ctx;
  (void)r;
  if (d->level == BAO_WARNING && p && s->warnings < 8)
    s->warned_ply[s->warnings++] = (int)p->ply + 1;
  if (d->level == BAO_ERROR)
    snprintf(s->error, sizeof s->error, "%s", d->message);
  return 1;
}

static const bao_renderer seen_renderer = {.diag = seen_diag};

/* Walks g with default options; what the walk said goes to s. */
static int replay(const bao_game *g, bao_replay *rp, seen *s)
{
  bao_replay_opts o;
  bao_walk *w;
  int ok;
  bao_replay_opts_init(&o);
  w = bao_walk_new(&o, NULL);
  assert_non_null(w);
  memset(s, 0, sizeof *s);
  assert_true(bao_walk_add(w, &seen_renderer, s));
  ok = bao_walk_game(w, g, rp);
  bao_walk_free(w);
  return ok;
}

static void game_1994_replays(void **state)
{
  bao_game g;
  bao_replay rp;
  seen s;
  static const int forced_letters[] = {5, 7, 10, 43, 44};
  (void)state;
  ts_load_1994(&g);
  assert_int_equal(replay(&g, &rp, &s), 1);
  assert_int_equal(rp.done, 46);
  assert_int_equal(rp.dialect, BAO_DIALECT_DEVOOGT);
  assert_int_equal(rp.dialect_source, BAO_FROM_TOKENS);
  assert_int_equal(s.warnings, 5);
  assert_memory_equal(s.warned_ply, forced_letters, sizeof forced_letters);
  ts_assert_line(&rp.final,
                 "1 0 5 8 1 2 7 0 / 4 4 5 6 3 4 1 3 / 1 0 0 0 0 0 0 0 / "
                 "1 1 1 1 1 2 0 2 | hand S0 N0 | house S:x N:x | S to move");
  bao_game_free(&g);
}

/* Ply 20 written a3L* instead of a3R*: a3L* is legal (a takasa either way,
 * docs/rules.md R7), so the record breaks later; the repair must reach back
 * to ply 20. */
static void slip_is_repaired(void **state)
{
  bao_game g;
  bao_replay rp;
  bao_suggestions s;
  seen said;
  (void)state;
  ts_load_1994(&g);
  assert_string_equal(g.plies[19].token, "a3R*");
  g.plies[19].token[2] = 'L';
  assert_int_equal(replay(&g, &rp, &said), 0);
  assert_true(rp.failed);
  assert_true(rp.done > 19);
  bao_game_suggest(reader, &g, &rp, &s);
  assert_true(s.n_repairs >= 1);
  assert_true(s.repair[0].to_end);
  assert_int_equal(s.repair[0].n_edits, 1);
  assert_int_equal(s.repair[0].edit[0].kind, BAO_EDIT_CHANGE);
  assert_int_equal(s.repair[0].edit[0].ply, 19);
  assert_string_equal(s.repair[0].edit[0].token, "a3R*");
  bao_game_free(&g);
}

/* A move after the game is over, a move on the wrong side, bad set-ups. */
static void game_level_errors(void **state)
{
  bao_game g;
  bao_replay rp;
  bao_ply_src *p;
  seen s;
  (void)state;
  bao_game_init(&g);
  p = bao_game_add_ply(&g);
  p->token = bao_game_strdup(&g, "A7L*");
  p->side = BAO_NORTH; /* the transcript put it in North's column */
  assert_int_equal(replay(&g, &rp, &s), 0);
  assert_true(rp.failed);
  assert_int_equal(rp.done, 0);
  p->side = -1;
  assert_true(bao_game_set_tag(&g, "variant", "chess"));
  assert_int_equal(replay(&g, &rp, &s), 0);
  assert_true(rp.setup_failed);
  assert_non_null(strstr(s.error, "unknown variant 'chess'"));
  assert_true(bao_game_set_tag(&g, "variant", "kiswahili"));
  assert_true(bao_game_set_tag(&g, "rules", "takasia=never"));
  assert_int_equal(replay(&g, &rp, &s), 0);
  assert_non_null(strstr(s.error, "never"));
  assert_true(bao_game_set_tag(&g, "rules", "takasia=off front-row=free"));
  g.setup = bao_game_strdup(&g, "0 0 0 0 0 0 0 0 / 0 0 0 0 2 0 0 0 / 0 0 0 0 3 0 0 0"
                       " / 0 0 1 0 0 0 0 0 | hand S5 N5 | house S:a N:a | "
                       "S to move");
  /* T17's bao hamna: A5L wins; a further move cannot follow */
  p->token = bao_game_strdup(&g, "A5L");
  p = bao_game_add_ply(&g);
  p->token = bao_game_strdup(&g, "a4L");
  assert_int_equal(replay(&g, &rp, &s), 0);
  assert_int_equal(rp.done, 1);
  assert_non_null(strstr(s.error, "the game is over"));
  bao_game_free(&g);
}

int main(int argc, char **argv)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(reads_leniently),
    cmocka_unit_test(refuses_clearly),
    cmocka_unit_test(mirrored_north_letters),
    cmocka_unit_test(game_1994_replays),
    cmocka_unit_test(slip_is_repaired),
    cmocka_unit_test(game_level_errors),
  };
  return ts_run(tests, setup, teardown, argc, argv);
}
