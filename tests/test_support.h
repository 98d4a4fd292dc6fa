/*
 * test_support.h - small helpers shared by the cmocka tests (static inline
 * only).  Include <stdarg.h> <stddef.h> <stdint.h> <setjmp.h> <cmocka.h>
 * and "bao.h" first.
 *
 * Rows are spelled as in docs/rules.md (Conventions) / the position line,
 * in screen order as seen from South: 'b' = b8..b1, 'a' = a8..a1, 'A' = A1..A8, 'B' = B1..B8.
 * In circuit indexes (bao.h): 0..7 = front holes 1..8, 8..15 = back holes
 * 8..1, so b8..b1 = pit[N][8..15], a8..a1 = pit[N][7..0], A1..A8 =
 * pit[S][0..7] and B1..B8 = pit[S][15..8].
 */
#ifndef BAO_TEST_SUPPORT_H
#define BAO_TEST_SUPPORT_H

#include <stdio.h>
#include <string.h>

#define TS_LIST_MAX 1024

/* Parses a position line (default rules); fails the test on error. */
static inline void ts_parse(const char *line, bao_position *p)
{
  bao_diag err;
  memset(&err, 0, sizeof err);
  if (!bao_position_parse(line, NULL, p, &err)) {
    print_error("cannot parse position line (column %d: %s):\n  %s\n",
                err.mark.column, err.message, line);
    fail();
  }
}

/* The seed count of one row, in screen order, as "n n n n n n n n". */
static inline void ts_row(const bao_position *p, char row, char *buf,
                          size_t size)
{
  size_t used = 0;
  int i;
  buf[0] = '\0';
  for (i = 0; i < 8; i++) {
    int v;
    switch (row) {
    case 'b': v = p->pit[BAO_NORTH][8 + i]; break;  /* b8..b1 */
    case 'a': v = p->pit[BAO_NORTH][7 - i]; break;  /* a8..a1 */
    case 'A': v = p->pit[BAO_SOUTH][i]; break;      /* A1..A8 */
    default: v = p->pit[BAO_SOUTH][15 - i]; break;  /* B1..B8 */
    }
    used += (size_t)snprintf(buf + used, size - used, i ? " %d" : "%d", v);
    if (used >= size)
      break;
  }
}

/* Asserts one row of p (computed from the pit counts, not the formatter). */
static inline void ts_assert_row(const bao_position *p, char row,
                                 const char *expect)
{
  char buf[64];
  ts_row(p, row, buf, sizeof buf);
  if (strcmp(buf, expect) != 0)
    print_error("row %c differs\n", row);
  assert_string_equal(buf, expect);
}

/* Sorts the space-separated words of `in` into `out` (single spaces). */
static inline void ts_sort_words(const char *in, char *out, size_t size)
{
  char copy[TS_LIST_MAX];
  char *word[BAO_MAX_MOVES * 2];
  int n = 0, i, j;
  size_t used = 0;
  char *s;
  snprintf(copy, sizeof copy, "%s", in);
  for (s = strtok(copy, " "); s && n < BAO_MAX_MOVES * 2; s = strtok(NULL, " "))
    word[n++] = s;
  for (i = 1; i < n; i++)
    for (j = i; j > 0 && strcmp(word[j - 1], word[j]) > 0; j--) {
      char *t = word[j];
      word[j] = word[j - 1];
      word[j - 1] = t;
    }
  out[0] = '\0';
  for (i = 0; i < n && used < size; i++)
    used += (size_t)snprintf(out + used, size - used, i ? " %s" : "%s",
                             word[i]);
}

/* The canonical tokens of every move in `list`, sorted, space-separated. */
static inline void ts_tokens(const bao_movelist *list, int side, char *out,
                             size_t size)
{
  char all[TS_LIST_MAX];
  size_t used = 0;
  int i;
  all[0] = '\0';
  for (i = 0; i < list->count && used < sizeof all; i++) {
    char tok[BAO_TOKEN_MAX];
    bao_move_token(&list->item[i].move, side, tok, sizeof tok);
    used += (size_t)snprintf(all + used, sizeof all - used, i ? " %s" : "%s",
                             tok);
  }
  ts_sort_words(all, out, size);
}

/* Fills `list` with the moves of p and asserts that their canonical tokens
 * are exactly the (multi)set `expect` (space-separated, any order). */
static inline void ts_assert_moves(const bao_position *p, bao_movelist *list,
                                   const char *expect)
{
  char got[TS_LIST_MAX], want[TS_LIST_MAX];
  int n = bao_position_moves(p, list);
  assert_int_equal(n, list->count);
  ts_tokens(list, p->to_move, got, sizeof got);
  ts_sort_words(expect, want, sizeof want);
  if (strcmp(got, want) != 0)
    print_error("legal move set differs\n");
  assert_string_equal(got, want);
}

/* The outcome whose canonical token is `token`; fails unless exactly one
 * move of `list` has it. */
static inline const bao_outcome *ts_find(const bao_movelist *list, int side,
                                         const char *token)
{
  const bao_outcome *found = NULL;
  int i, hits = 0;
  for (i = 0; i < list->count; i++) {
    char tok[BAO_TOKEN_MAX];
    bao_move_token(&list->item[i].move, side, tok, sizeof tok);
    if (strcmp(tok, token) == 0) {
      found = &list->item[i];
      hits++;
    }
  }
  if (hits != 1)
    print_error("move %s found %d times\n", token, hits);
  assert_int_equal(hits, 1);
  return found;
}

/* Like ts_find, and asserts the move ends (period 0); returns `after`. */
static inline const bao_position *ts_after(const bao_movelist *list,
                                           int side, const char *token)
{
  const bao_outcome *o = ts_find(list, side, token);
  assert_int_equal(o->period, 0);
  return &o->after;
}

/* Asserts the formatted position line of p equals `expect`. */
static inline void ts_assert_line(const bao_position *p, const char *expect)
{
  char buf[BAO_LINE_MAX];
  bao_position_format(p, buf, sizeof buf);
  assert_string_equal(buf, expect);
}

#ifdef BAO_RECORD_H
/* The 1994 game as printed (tests/data/game1994.txt), as a game whose
 * plies are marked with their numbers (line = ply, column 1). */
static inline void ts_load_1994(bao_game *g)
{
  FILE *f = fopen(BAO_TEST_DATA "/game1994.txt", "r");
  char line[512], token[32];
  int ply;
  assert_non_null(f);
  bao_game_init(g);
  while (fgets(line, sizeof line, f)) {
    bao_ply_src *p;
    if (line[0] == '#' || sscanf(line, "%d\t%31[^\t]", &ply, token) != 2)
      continue;
    p = bao_game_add_ply(g);
    assert_non_null(p);
    p->token = bao_game_strdup(g, token);
    p->mark.line = ply;
    p->mark.column = 1;
  }
  fclose(f);
  assert_int_equal(g->n_plies, 46);
  g->index = 1;
}
#endif

/* The kind of every candidate move of position p, as the sowing reads
 * it: a capture when the mover has one (in namua a front hole of his
 * facing seeds, in mtaji a first lap that captures), else a takasa or a
 * takata.  Only with internal.h (bao_mtaji_capture_targets), included
 * first. */
#ifdef BAO_INTERNAL_H
static inline int ts_move_kind(const bao_position *p)
{
  int c, capture = 0, me = p->to_move;
  for (c = 0; c < BAO_PITS && !capture; c++)
    capture = p->hand[me] ? c < BAO_FRONT && p->pit[me][c] &&
                              p->pit[!me][BAO_FACING(c)]
                          : bao_mtaji_capture_targets(p, me, NULL);
  return p->hand[me] ? (capture ? BAO_NAMUA_CAPTURE : BAO_NAMUA_TAKASA)
                     : (capture ? BAO_MTAJI_CAPTURE : BAO_MTAJI_TAKATA);
}
#endif

#endif
