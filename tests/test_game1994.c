/*
 * test_game1994.c - replays Maulidi (South) vs Kijumbe (North), Zanzibar
 * 11-10-1994, the 46 plies of docs/game-1994.md, from the start position.
 *
 * The data file (tests/data/game1994.txt) holds, per ply, the token as
 * printed (docs/game-1994.md §2) and the position after the ply
 * (docs/game-1994.md §4, with the side to move appended).  Nothing in it
 * comes from the engine.
 *
 * Matching a printed token against the legal moves (docs/rules.md §2.3):
 *  - same row letter and hole;
 *  - the L/R letter is ignored on a forced namua capture (move.forced;
 *    docs/rules.md §0.3 and D16: Limits of the Mind prints A2R, A1R, a1R,
 *    a2R for captures that enter on the left), otherwise it must equal the
 *    canonical letter;
 *  - '*' is printed exactly for the takasa moves of this record, so it must
 *    agree with the move being a takasa/takata;
 *  - '>' must agree with move.safari: a capture whose lap ends in the
 *    functional nyumba with no '>' printed is a stop (plies 9 and 13).
 * Exactly one legal move must match.
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
#include "test_support.h"

#define PLIES 46

static bao_movelist list; /* large: keep it off the stack */

/* The start position (docs/rules.md R2; docs/game-1994.md §4 "start"). */
static const char start_line[] =
  "0 0 0 0 0 0 0 0 / 0 2 2 6 0 0 0 0 / 0 0 0 0 6 2 2 0 / 0 0 0 0 0 0 0 0"
  " | hand S22 N22 | house S:F N:F | S to move";

/* The final position (docs/rules.md §9 T10, docs/game-1994.md §4 ply 46). */
static const char final_line[] =
  "1 0 5 8 1 2 7 0 / 4 4 5 6 3 4 1 3 / 1 0 0 0 0 0 0 0 / 1 1 1 1 1 2 0 2"
  " | hand S0 N0 | house S:x N:x | S to move";

static int is_takasa(const bao_move *m)
{
  return m->kind == BAO_NAMUA_TAKASA || m->kind == BAO_MTAJI_TAKATA;
}

/* 1 if the legal move `o` of `side` matches the printed token. */
static int matches(const bao_outcome *o, int side, const char *printed)
{
  char tok[BAO_TOKEN_MAX];
  const char *q;
  char letter = 0;
  int star = 0, safari = 0;

  bao_move_token(&o->move, side, tok, sizeof tok);
  if (strlen(printed) < 2 || tok[0] != printed[0] || tok[1] != printed[1])
    return 0;
  q = printed + 2;
  if (*q == 'L' || *q == 'R')
    letter = *q++;
  if (*q == '*') {
    star = 1;
    q++;
  }
  if (*q == '>') {
    safari = 1;
    q++;
  }
  if (*q != '\0')
    return 0; /* not a token of this record's dialect */
  if (!o->move.forced && letter != tok[2])
    return 0;
  if (star != is_takasa(&o->move))
    return 0;
  if (safari != (o->move.safari != 0))
    return 0;
  return 1;
}

/* Splits "ply\ttoken\tposition" in place; 1 on success. */
static int split_record(char *line, int *ply, char **token, char **pos)
{
  char *t1 = strchr(line, '\t'), *t2;
  size_t n;
  if (!t1)
    return 0;
  t2 = strchr(t1 + 1, '\t');
  if (!t2)
    return 0;
  *t1 = '\0';
  *t2 = '\0';
  *ply = atoi(line);
  *token = t1 + 1;
  *pos = t2 + 1;
  n = strlen(*pos);
  while (n > 0 && ((*pos)[n - 1] == '\n' || (*pos)[n - 1] == '\r'))
    (*pos)[--n] = '\0';
  return 1;
}

/* The start position and its legal moves (docs/rules.md §9 T1). */
static void start_position(void **state)
{
  bao_position p, q;
  (void)state;
  bao_position_start(&p, NULL);
  ts_assert_line(&p, start_line);
  ts_parse(start_line, &q);
  ts_assert_line(&q, start_line);
  ts_assert_moves(&p, &list, "A6L* A6R* A7L* A7R*");
}

/* Checks that bao_position_play gives the same result as the outcome. */
static void check_play(const bao_position *cur, const bao_outcome *o,
                       bao_events *ev)
{
  bao_position after;
  uint32_t period = 12345;
  char a[BAO_LINE_MAX], b[BAO_LINE_MAX];

  bao_events_clear(ev);
  assert_int_equal(bao_position_play(cur, &o->move, &after, ev, &period), 1);
  assert_int_equal(period, 0);
  assert_true(ev->count > 0);
  assert_false(ev->truncated);
  bao_position_format(&after, a, sizeof a);
  bao_position_format(&o->after, b, sizeof b);
  assert_string_equal(a, b);
  assert_memory_equal(after.pit, o->after.pit, sizeof after.pit);
  assert_memory_equal(after.hand, o->after.hand, sizeof after.hand);
  assert_memory_equal(after.house, o->after.house, sizeof after.house);
  assert_int_equal(after.to_move, o->after.to_move);
  assert_int_equal(after.takasia, o->after.takasia);
}

/* The whole game: every printed token matches exactly one legal move and
 * the position after it equals docs/game-1994.md §4. */
static void replay(void **state)
{
  FILE *f = fopen(BAO_TEST_DATA "/game1994.txt", "r");
  char line[512];
  bao_position cur;
  bao_events ev;
  int plies = 0;
  (void)state;

  if (!f) {
    print_error("cannot open %s\n", BAO_TEST_DATA "/game1994.txt");
    fail();
  }
  bao_events_init(&ev);
  bao_position_start(&cur, NULL);
  while (fgets(line, sizeof line, f)) {
    int ply = 0, i, hits = 0, side = cur.to_move;
    char *token = NULL, *pos = NULL;
    const bao_outcome *found = NULL;
    char got[BAO_LINE_MAX], tok[BAO_TOKEN_MAX];

    if (line[0] == '#' || line[0] == '\n')
      continue;
    assert_true(split_record(line, &ply, &token, &pos));
    plies++;
    assert_int_equal(ply, plies);
    /* Odd plies are South's, even plies North's (South moves first). */
    assert_int_equal(side, ply % 2 ? BAO_SOUTH : BAO_NORTH);

    bao_position_moves(&cur, &list);
    for (i = 0; i < list.count; i++)
      if (matches(&list.item[i], side, token)) {
        found = &list.item[i];
        hits++;
      }
    if (hits != 1) {
      char all[TS_LIST_MAX];
      ts_tokens(&list, side, all, sizeof all);
      print_error("ply %d %s: %d matching moves among: %s\n", ply, token,
                  hits, all);
    }
    assert_int_equal(hits, 1);
    assert_int_equal(found->period, 0);

    /* A forced capture's canonical letter is the forced kichwa (R6):
     * L at holes 1/2, R at holes 7/8. */
    bao_move_token(&found->move, side, tok, sizeof tok);
    if (found->move.forced) {
      assert_int_equal(found->move.kind, BAO_NAMUA_CAPTURE);
      assert_int_equal(tok[2], tok[1] <= '2' ? 'L' : 'R');
    }

    check_play(&cur, found, &ev);
    cur = found->after;
    bao_position_format(&cur, got, sizeof got);
    if (strcmp(got, pos) != 0)
      print_error("ply %d %s (played as %s): position differs\n", ply, token,
                  tok);
    assert_string_equal(got, pos);
    assert_int_equal(bao_position_seeds(&cur), 64);
  }
  fclose(f);
  bao_events_free(&ev);
  assert_int_equal(plies, PLIES);

  /* The end (docs/rules.md §9 T10): South to move, only B6/B8 takata. */
  ts_assert_line(&cur, final_line);
  assert_int_equal(bao_position_status(&cur, NULL).over, 0);
  ts_assert_moves(&cur, &list, "B6L* B6R* B8L* B8R*");
}

int main(int argc, char **argv)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(start_position),
    cmocka_unit_test(replay),
  };
  return ts_run(tests, NULL, NULL, argc, argv);
}
