/*
 * test_token.c - the move token reader (include/bao/token.h): every token form of
 * grammar/notation.ebnf section 1, rejects with the column of the first
 * bad character, dialect hints, own-frame letters, and the agreement of
 * the PCRE2 patterns with the diagnostic scan.
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

#include "bao/token.h"

#define DV BAO_DIALECT_DEVOOGT
#define KI BAO_DIALECT_KIBA
#define MW BAO_DIALECT_MW
#define AP BAO_DIALECT_AP
#define B_DV BAO_DIALECT_BIT(DV)
#define B_KI BAO_DIALECT_BIT(KI)
#define B_MW BAO_DIALECT_BIT(MW)
#define B_AP BAO_DIALECT_BIT(AP)
#define ALL (B_DV | B_KI | B_MW) /* every dialect of a row and a hole */

static int group_setup(void **state)
{
  bao_diag err = {0, {0, 0}, 0, ""};

  *state = bao_token_reader_new(&err);
  if (!*state)
    fprintf(stderr, "bao_token_reader_new: %s\n", err.message);
  return *state ? 0 : -1;
}

static int group_teardown(void **state)
{
  bao_token_reader_free(*state);
  return 0;
}

/* ## Accepted forms */

struct ok_case {
  int dialect;
  const char *text;
  char row;
  int hole;
  char letter;
  int star, safari, win;
};

static void check_ok(bao_token_reader *r, const struct ok_case *c)
{
  bao_token t;
  bao_diag err = {0, {0, 0}, 0, ""};
  size_t len = strlen(c->text);

  memset(&t, 0x55, sizeof t);
  if (!bao_token_read(r, c->dialect, c->text, len, &t, &err))
    fail_msg("%s \"%s\": column %d: %s", bao_dialect_name(c->dialect),
             c->text, err.mark.column, err.message);
  assert_int_equal(t.row, c->row);
  assert_int_equal(t.hole, c->hole);
  assert_int_equal(t.letter, c->letter);
  assert_int_equal(t.star, c->star);
  assert_int_equal(t.safari, c->safari);
  assert_int_equal(t.win, c->win);
  assert_int_equal(t.length, len);
}

static void test_devoogt_forms(void **state)
{
  static const struct ok_case cases[] = {
    {DV, "A5R>", 'A', 5, 'R', 0, 1, 0},  /* safari */
    {DV, "A7L *", 'A', 7, 'L', 1, 0, 0}, /* Cerrato's blank before '*' */
    {DV, "A7L\t*", 'A', 7, 'L', 1, 0, 0},
    {DV, "A7L*", 'A', 7, 'L', 1, 0, 0},
    {DV, "a2", 'a', 2, 0, 0, 0, 0},      /* forced capture, no letter */
    {DV, "b3L", 'b', 3, 'L', 0, 0, 0},
    {DV, "B2L", 'B', 2, 'L', 0, 0, 0},
    {DV, "A8>", 'A', 8, 0, 0, 1, 0},     /* MW Problem 3 ply 7 */
    {DV, "a3R*", 'a', 3, 'R', 1, 0, 0},
    {DV, "A5R*>", 'A', 5, 'R', 1, 1, 0}, /* bao_move_token's order */
    {DV, "a5 *", 'a', 5, 0, 1, 0, 0},
    {DV, "B1", 'B', 1, 0, 0, 0, 0},
    {MW, "a4R", 'a', 4, 'R', 0, 0, 0},
    {MW, "A4L*", 'A', 4, 'L', 1, 0, 0},
    {MW, "A8>", 'A', 8, 0, 0, 1, 0},
    {MW, "A7L *", 'A', 7, 'L', 1, 0, 0},
  };
  size_t i;

  for (i = 0; i < sizeof cases / sizeof cases[0]; i++)
    check_ok(*state, &cases[i]);
}

static void test_kiba_forms(void **state)
{
  static const struct ok_case cases[] = {
    {KI, "A6<", 'A', 6, '<', 0, 0, 0},
    {KI, "A3>+", 'A', 3, '>', 0, 1, 0},  /* safari */
    {KI, "a4>**", 'a', 4, '>', 2, 0, 0}, /* takasia created */
    {KI, "A2>#", 'A', 2, '>', 0, 0, 1},  /* winning move */
    {KI, "6<", 0, 6, '<', 0, 0, 0},      /* namua: row left out */
    {KI, "5>+", 0, 5, '>', 0, 1, 0},
    {KI, "A1", 'A', 1, 0, 0, 0, 0},      /* kichwa: direction left out */
    {KI, "a7+", 'a', 7, 0, 0, 1, 0},
    {KI, "8", 0, 8, 0, 0, 0, 0},
    {KI, "B4<*", 'B', 4, '<', 1, 0, 0},
    {KI, "A4>*+#", 'A', 4, '>', 1, 1, 1}, /* BGA's order: star, '+' */
    {KI, "b3<**+#", 'b', 3, '<', 2, 1, 1},
    {KI, "A5>", 'A', 5, '>', 0, 0, 0},   /* right, not a safari */
  };
  size_t i;

  for (i = 0; i < sizeof cases / sizeof cases[0]; i++)
    check_ok(*state, &cases[i]);
}

static void test_null_out_and_err(void **state)
{
  assert_int_equal(bao_token_read(*state, DV, "A5R>", 4, NULL, NULL), 1);
  assert_int_equal(bao_token_read(*state, DV, "A5Q", 3, NULL, NULL), 0);
}

/* ## Rejects: the column of the first bad character, and what was
   expected there */

struct bad_case {
  int dialect;
  const char *text;
  size_t len; /* 0: strlen(text) */
  int column;
  const char *message; /* a substring of the message */
};

static void check_bad(bao_token_reader *r, const struct bad_case *c)
{
  bao_token t;
  bao_diag err = {0, {0, -7}, 0, ""};
  size_t len = c->len ? c->len : strlen(c->text);

  if (bao_token_read(r, c->dialect, c->text, len, &t, &err))
    fail_msg("%s \"%s\" was accepted", bao_dialect_name(c->dialect),
             c->text);
  if (err.mark.column != c->column || !strstr(err.message, c->message))
    fail_msg("%s \"%s\": got column %d \"%s\", want column %d \"%s\"",
             bao_dialect_name(c->dialect), c->text, err.mark.column, err.message,
             c->column, c->message);
}

static void test_devoogt_rejects(void **state)
{
  static const struct bad_case cases[] = {
    {DV, "", 0, 1, "expected a row letter A, B, a or b, found the end"},
    {DV, "A", 0, 2, "expected a hole number 1-8 after the row letter"},
    {DV, "A9", 0, 2, "hole number 1-8 after the row letter, found '9'"},
    {DV, "A0R", 0, 2, "found '0'"},
    {DV, "AR", 0, 2, "expected a hole number 1-8"},
    {DV, "C5R", 0, 1, "expected a row letter A, B, a or b, found 'C'"},
    {DV, "5R", 0, 1, "only the KIBA dialect may leave it out"},
    {DV, " A5R", 0, 1, "found a blank"},
    {DV, "A12", 0, 3, "a hole number is one digit"},
    {DV, "A5l", 0, 3, "direction must be L or R, found 'l'"},
    {DV, "A5X", 0, 3, "direction must be L or R, found 'X'"},
    {DV, "A5<", 0, 3, "'<' is KIBA notation; in the de Voogt dialect the "
                      "direction is L or R"},
    {DV, "A5R+", 0, 4, "'+' is the KIBA safari mark; in the de Voogt "
                       "dialect a safari is '>'"},
    {DV, "A5R>*", 0, 5, "'*' must come before the safari mark '>'"},
    {DV, "A5R**", 0, 5, "'**' (takasia) is KIBA notation"},
    {DV, "A5R>>", 0, 5, "only one safari mark '>'"},
    {DV, "A5R ", 0, 4, "may not end with a blank"},
    {DV, "A5R  *", 0, 5, "expected '*' after the blank"},
    {DV, "A5R #", 0, 5, "expected '*' after the blank"},
    {DV, "A5R* ", 0, 5, "a blank may only stand before"},
    {DV, "A5R>#", 0, 5, "'#' (winning move) is KIBA notation"},
    {DV, "A5*L", 0, 4, "must come right after the hole number"},
    {DV, "A5LR", 0, 4, "only one direction letter"},
    {DV, "A5Rx", 0, 4, "expected '*', '>' or the end of the move, found 'x'"},
    {DV, "A5R>x", 0, 5, "expected the end of the move, found 'x'"},
    {DV, "A5R;", 0, 4, "found ';'"},
    {DV, "A5R\xc3\xa9", 0, 4, "found byte 0xC3"},
    {DV, "\xe2\x80\xa6", 0, 1, "found byte 0xE2"},
    {DV, "A5\0R", 4, 3, "expected L, R, '*', '>' or the end of the move, "
                        "found byte 0x00"},
    {DV, "\0", 1, 1, "found byte 0x00"},
    {MW, "A5<", 0, 3, "in the Mancala World dialect the direction is L"},
    {MW, "A5R+", 0, 4, "in the Mancala World dialect a safari is '>'"},
  };
  size_t i;

  for (i = 0; i < sizeof cases / sizeof cases[0]; i++)
    check_bad(*state, &cases[i]);
}

static void test_kiba_rejects(void **state)
{
  static const struct bad_case cases[] = {
    {KI, "", 0, 1, "expected a row letter A, B, a or b, or a hole number "
                   "1-8, found the end of the move"},
    {KI, "A", 0, 2, "expected a hole number 1-8 after the row letter"},
    {KI, "9<", 0, 1, "expected a row letter or a hole number 1-8, "
                     "found '9'"},
    {KI, "x", 0, 1, "found 'x'"},
    {KI, "A5R>", 0, 3, "in the KIBA dialect the direction is '<' or '>', "
                       "found 'R'"},
    {KI, "A5<>", 0, 4, "in the KIBA dialect '>' means right; a safari "
                       "is '+'"},
    {KI, "A5>+>", 0, 5, "'>' means right; a safari is '+'"},
    {KI, "A5*>", 0, 4, "'>' means right"},
    {KI, "A5><", 0, 4, "only one direction"},
    {KI, "A5*<", 0, 4, "the direction must come right after the hole"},
    {KI, "A5***", 0, 5, "at most two stars"},
    {KI, "A5>+*", 0, 5, "'*' must come before the safari mark '+'"},
    {KI, "A5>#+", 0, 5, "'#' must be the last mark"},
    {KI, "A5>#*", 0, 5, "'#' must be the last mark"},
    {KI, "A5>++", 0, 5, "only one safari mark '+'"},
    {KI, "A5>##", 0, 5, "only one '#'"},
    {KI, "A5> *", 0, 4, "a KIBA move has no blanks"},
    {KI, "A56", 0, 3, "a hole number is one digit"},
    {KI, "A5>x", 0, 4, "expected '*', '+', '#' or the end of the move, "
                       "found 'x'"},
    {KI, "A5x", 0, 3, "expected '<', '>', '*', '+', '#' or the end"},
    {KI, "5\xff", 0, 2, "found byte 0xFF"},
  };
  size_t i;

  for (i = 0; i < sizeof cases / sizeof cases[0]; i++)
    check_bad(*state, &cases[i]);
}

static void test_bad_calls(void **state)
{
  bao_diag err = {0, {0, -7}, 0, ""};

  assert_int_equal(bao_token_read(*state, BAO_DIALECT_COUNT, "A5R", 3, NULL, &err), 0);
  assert_int_equal(err.mark.column, 0);
  assert_non_null(strstr(err.message, "dialect"));
  assert_int_equal(bao_token_read(*state, -1, "A5R", 3, NULL, &err), 0);
  assert_int_equal(bao_token_read(NULL, DV, "A5R", 3, NULL, &err), 0);
  assert_int_equal(bao_token_read(*state, DV, NULL, 3, NULL, &err), 0);
  assert_int_equal(err.mark.column, 0);
  /* NULL with no bytes is just an empty token. */
  assert_int_equal(bao_token_read(*state, KI, NULL, 0, NULL, &err), 0);
  assert_int_equal(err.mark.column, 1);
  bao_token_reader_free(NULL);
}

/* ## Hostile input: long, binary, every byte */

static void test_long_tokens(void **state)
{
  enum { BIG = 10 * 1024 };
  char *buf = malloc(BIG);
  bao_diag err;
  uint32_t x = 12345;
  size_t i;
  int d;

  assert_non_null(buf);
  memset(buf, 'A', BIG);
  for (d = 0; d < BAO_DIALECT_COUNT; d++) {
    assert_int_equal(bao_token_read(*state, d, buf, BIG, NULL, &err), 0);
    /* "AA": a row and no hole; the ap dialect's cell starts with a
       lowercase file, so there the first 'A' is wrong */
    assert_int_equal(err.mark.column, d == AP ? 1 : 2);
  }
  memcpy(buf, "A5R", 3);
  memset(buf + 3, '>', BIG - 3);
  assert_int_equal(bao_token_read(*state, DV, buf, BIG, NULL, &err), 0);
  assert_int_equal(err.mark.column, 5);
  for (i = 0; i < BIG; i++) { /* a fixed pseudo-random byte soup */
    x = x * 1103515245u + 12345u;
    buf[i] = (char)(x >> 16);
  }
  for (d = 0; d < BAO_DIALECT_COUNT; d++) {
    assert_int_equal(bao_token_read(*state, d, buf, BIG, NULL, &err), 0);
    assert_in_range(err.mark.column, 1, 8);
  }
  assert_int_equal(bao_token_dialect_hint(buf, BIG), 0);
  free(buf);
}

static void test_every_byte(void **state)
{
  char s[3] = {0, '5', 0};
  bao_diag err;
  int c, d, ok;

  for (c = 0; c < 256; c++) {
    s[0] = (char)c;
    for (d = 0; d < BAO_DIALECT_COUNT; d++) {
      ok = bao_token_read(*state, d, s, 2, NULL, &err);
      /* An ap cell has rank 1-4 and then a direction: "x5" is never one */
      assert_int_equal(ok, d != AP && (c == 'A' || c == 'B' || c == 'a' ||
                                       c == 'b'));
      /* KIBA reads a leading digit as the hole: "15" fails at the '5';
         the ap dialect reads a file a-h and fails at the rank 5. */
      if (!ok && d == AP)
        assert_int_equal(err.mark.column, c >= 'a' && c <= 'h' ? 2 : 1);
      else if (!ok)
        assert_int_equal(err.mark.column, d == KI && c >= '1' && c <= '8' ? 2 : 1);
    }
  }
}

/* ## The patterns and the scan recognize the same language
 *
 * bao_token_dialect_hint uses the scan; bao_token_read uses the patterns
 * and falls back on the scan only to explain a failure.  Over every short
 * string, and every one-character edit of every valid token, both must
 * agree, and every failure must name a column within the token (or one
 * past it) with a message from the scan, never the catch-all. */

static void check_agree(bao_token_reader *r, const char *s, size_t len)
{
  bao_token t;
  bao_diag err;
  int d, ok, hint = bao_token_dialect_hint(s, len);

  for (d = 0; d < BAO_DIALECT_COUNT; d++) {
    err.mark.column = -7;
    err.message[0] = 0;
    ok = bao_token_read(r, d, s, len, &t, &err);
    if (ok != !!(hint & BAO_DIALECT_BIT(d)))
      fail_msg("%s: \"%.*s\" read %d, hint %d", bao_dialect_name(d),
               (int)len, s, ok, hint);
    if (ok) {
      assert_int_equal(t.length, len);
      assert_in_range(t.hole, 1, 8);
      continue;
    }
    if (err.mark.column < 1 || (size_t)err.mark.column > len + 1 || !err.message[0] ||
        strstr(err.message, "not a valid"))
      fail_msg("%s: \"%.*s\": column %d \"%s\"", bao_dialect_name(d),
               (int)len, s, err.mark.column, err.message);
  }
}

/* bao_token_span against the patterns: the longest prefix that
 * bao_token_read (PCRE2) accepts in some dialect, found by trying every
 * prefix. */
static size_t longest_read(bao_token_reader *r, const char *s, size_t len)
{
  size_t n, best = 0;
  int d;
  for (n = 1; n <= len; n++)
    for (d = 0; d < BAO_DIALECT_COUNT; d++)
      if (bao_token_read(r, d, s, n, NULL, NULL))
        best = n;
  return best;
}

static void test_span(void **state)
{
  static const char *const words[] = {
    "A7L", "A7L*", "A5R>", "a4>**", "A2>#", "6<", "5<<", "A5LR", "A9L",
    "B0R*", "5th", "Inizio", "A7L*!", "b3L;", "A3>+x", "", "*", "a5R>>"};
  bao_token_reader *r = *state;
  size_t i, len;
  for (i = 0; i < sizeof words / sizeof words[0]; i++) {
    len = strlen(words[i]);
    if (bao_token_span(words[i], len) != longest_read(r, words[i], len))
      fail_msg("\"%s\": span %zu, longest read %zu", words[i],
               bao_token_span(words[i], len), longest_read(r, words[i], len));
  }
  /* worked by hand: "5<<" is KIBA's "5<" and a stray '<'; "A5LR" is de
   * Voogt's "A5L" and an 'R'; "Inizio" starts with no token */
  assert_int_equal(bao_token_span("5<<", 3), 2);
  assert_int_equal(bao_token_span("A5LR", 4), 3);
  assert_int_equal(bao_token_span("Inizio", 6), 0);
}

static const char alphabet[] = "Ab159LRx<>*+# \0\xff";
#define ALPHABET_SIZE (sizeof alphabet - 1) /* the NUL is a member */

static void test_agree_short(void **state)
{
  char s[4];
  size_t len, n, i, total;

  for (len = 0; len <= 4; len++) {
    total = 1;
    for (i = 0; i < len; i++)
      total *= ALPHABET_SIZE;
    for (n = 0; n < total; n++) {
      size_t k = n;
      for (i = 0; i < len; i++) {
        s[i] = alphabet[k % ALPHABET_SIZE];
        k /= ALPHABET_SIZE;
      }
      check_agree(*state, s, len);
    }
  }
}

/* Every edit at distance one of `s`: substitute, insert, delete. */
static void check_edits(bao_token_reader *r, const char *s, size_t len)
{
  char buf[16];
  size_t i, a;

  check_agree(r, s, len);
  for (i = 0; i <= len; i++) {
    for (a = 0; a < ALPHABET_SIZE; a++) {
      memcpy(buf, s, i);
      buf[i] = alphabet[a];
      memcpy(buf + i + 1, s + i, len - i);
      check_agree(r, buf, len + 1); /* insert */
      if (i < len) {
        memcpy(buf, s, len);
        buf[i] = alphabet[a];
        check_agree(r, buf, len); /* substitute */
      }
    }
    if (i < len) {
      memcpy(buf, s, i);
      memcpy(buf + i, s + i + 1, len - i - 1);
      check_agree(r, buf, len - 1); /* delete */
    }
  }
}

static size_t cat(char *buf, size_t at, const char *part)
{
  size_t n = strlen(part);
  memcpy(buf + at, part, n);
  return at + n;
}

/* The ap dialect's tokens (file, rank, direction, one mark) and every
   edit of them: the alphabet of test_agree_short has few files. */
static void test_agree_edits_ap(bao_token_reader *r)
{
  static const char *const cells[] = {"a1", "e2", "d3", "h4", "i2", "e5"};
  static const char *const marks[] = {"", "*", "**", "+", "*+", "#"};
  static const char *const letters[] = {"", "<", ">"};
  char buf[16];
  size_t c, l, m, n;

  for (c = 0; c < 6; c++)
    for (l = 0; l < 3; l++)
      for (m = 0; m < 6; m++) {
        n = cat(buf, 0, cells[c]);
        n = cat(buf, n, letters[l]);
        n = cat(buf, n, marks[m]);
        check_edits(r, buf, n);
      }
}

static void test_agree_edits(void **state)
{
  static const char *const rows[] = {"", "A", "b"};
  static const char *const holes[] = {"1", "5", "8"};
  static const char *const dv_letters[] = {"", "L", "R"};
  static const char *const dv_stars[] = {"", "*", " *", "\t*"};
  static const char *const ki_letters[] = {"", "<", ">"};
  static const char *const ki_stars[] = {"", "*", "**"};
  static const char *const flags[] = {"", "+", "#", "+#"};
  char buf[16];
  size_t r, h, l, st, f, n;

  for (r = 0; r < 3; r++)
    for (h = 0; h < 3; h++)
      for (l = 0; l < 3; l++) {
        for (st = 0; st < 4; st++)
          for (f = 0; f < 2; f++) { /* de Voogt: [letter] [star] [>] */
            n = cat(buf, 0, rows[r]);
            n = cat(buf, n, holes[h]);
            n = cat(buf, n, dv_letters[l]);
            n = cat(buf, n, dv_stars[st]);
            n = cat(buf, n, f ? ">" : "");
            check_edits(*state, buf, n);
          }
        for (st = 0; st < 3; st++)
          for (f = 0; f < 4; f++) { /* KIBA: [dir] [star] [+] [#] */
            n = cat(buf, 0, rows[r]);
            n = cat(buf, n, holes[h]);
            n = cat(buf, n, ki_letters[l]);
            n = cat(buf, n, ki_stars[st]);
            n = cat(buf, n, flags[f]);
            check_edits(*state, buf, n);
          }
      }
  test_agree_edits_ap(*state);
}

/* ## Dialect hints */

static void test_dialect_hint(void **state)
{
  static const struct {
    const char *text;
    int mask;
  } cases[] = {
    {"A5R", B_DV | B_MW},  {"A5L*", B_DV | B_MW}, {"A7L *", B_DV | B_MW},
    {"A5R>", B_DV | B_MW}, {"A5*>", B_DV | B_MW}, {"A5<", B_KI},
    {"6<", B_KI},          {"5>+", B_KI},         {"A5>+", B_KI},
    {"a4>**", B_KI | B_AP}, /* KIBA's a4, or the ap dialect's cell a4 */
    {"A2>#", B_KI},        {"A5>*", B_KI},
    /* the ap dialect: a cell, a direction always, at most one mark */
    {"f2<*", B_AP},        {"d2>**", B_AP},       {"c2<+", B_AP},
    {"h4>", B_AP},         {"b1<*", B_KI | B_AP}, {"e2<*+", 0},
    {"i2<", 0},            {"e5<", 0},            {"e2", 0},
    {"E2<", 0},            {"e2<#", 0},
    {"A5>", ALL}, /* safari in one, "right" in the other: undecided */
    {"A5", ALL},           {"a2*", ALL},          {"A8", ALL},
    {"", 0},               {"xyz", 0},            {"A5R<", 0},
    {"A9", 0},
  };
  size_t i;

  (void)state;
  for (i = 0; i < sizeof cases / sizeof cases[0]; i++)
    if (bao_token_dialect_hint(cases[i].text, strlen(cases[i].text)) !=
        cases[i].mask)
      fail_msg("hint \"%s\" = %d, want %d", cases[i].text,
               bao_token_dialect_hint(cases[i].text, strlen(cases[i].text)),
               cases[i].mask);
  assert_int_equal(bao_token_dialect_hint(NULL, 0), 0);
  assert_int_equal(bao_token_dialect_hint(NULL, 5), 0);
  assert_int_equal(bao_token_dialect_hint("A5R\0", 4), 0);
}

/* ## Own-frame letters */

static void test_own_letter(void **state)
{
  bao_token t;
  bao_diag err;

  /* de Voogt: the letter is already the mover's own, for both sides. */
  assert_true(bao_token_read(*state, DV, "a5R", 3, &t, &err));
  assert_int_equal(bao_token_own_letter(&t, DV, 0), 'R');
  assert_int_equal(bao_token_own_letter(&t, DV, 1), 'R');
  /* MW: North's letters are as seen from South, so they swap. */
  assert_true(bao_token_read(*state, MW, "a4R", 3, &t, &err));
  assert_int_equal(bao_token_own_letter(&t, MW, 1), 'L');
  assert_int_equal(bao_token_own_letter(&t, MW, 0), 'R');
  assert_true(bao_token_read(*state, MW, "b3L", 3, &t, &err));
  assert_int_equal(bao_token_own_letter(&t, MW, 1), 'R');
  assert_int_equal(bao_token_own_letter(&t, MW, 0), 'L');
  /* KIBA: '<' own left, '>' own right, for both sides. */
  assert_true(bao_token_read(*state, KI, "a4<", 3, &t, &err));
  assert_int_equal(bao_token_own_letter(&t, KI, 1), 'L');
  assert_int_equal(bao_token_own_letter(&t, KI, 0), 'L');
  assert_true(bao_token_read(*state, KI, "A3>+", 4, &t, &err));
  assert_int_equal(bao_token_own_letter(&t, KI, 0), 'R');
  assert_int_equal(bao_token_own_letter(&t, KI, 1), 'R');
  /* No letter, no direction, whatever the dialect. */
  assert_true(bao_token_read(*state, DV, "a2", 2, &t, &err));
  assert_int_equal(bao_token_own_letter(&t, DV, 1), 0);
  assert_int_equal(bao_token_own_letter(&t, MW, 1), 0);
  assert_true(bao_token_read(*state, KI, "8", 1, &t, &err));
  assert_int_equal(bao_token_own_letter(&t, KI, 0), 0);
  assert_int_equal(bao_token_own_letter(NULL, DV, 0), 0);
}

/* ## Dialect names */

static void test_dialect_names(void **state)
{
  int d, got;

  (void)state;
  for (d = 0; d < BAO_DIALECT_COUNT; d++) {
    got = -1;
    assert_non_null(bao_dialect_name(d));
    assert_true(bao_dialect_parse(bao_dialect_name(d), &got));
    assert_int_equal(got, d);
  }
  assert_string_equal(bao_dialect_name(DV), "devoogt");
  assert_string_equal(bao_dialect_name(KI), "kiba");
  assert_string_equal(bao_dialect_name(MW), "mw");
  assert_null(bao_dialect_name(BAO_DIALECT_COUNT));
  assert_null(bao_dialect_name(-1));
  got = 42;
  assert_false(bao_dialect_parse("KIBA", &got));
  assert_false(bao_dialect_parse("", &got));
  assert_false(bao_dialect_parse("de voogt", &got));
  assert_false(bao_dialect_parse(NULL, &got));
  assert_int_equal(got, 42);
  assert_true(bao_dialect_parse("mw", NULL));
}

int main(int argc, char **argv)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_devoogt_forms),
    cmocka_unit_test(test_kiba_forms),
    cmocka_unit_test(test_null_out_and_err),
    cmocka_unit_test(test_devoogt_rejects),
    cmocka_unit_test(test_kiba_rejects),
    cmocka_unit_test(test_bad_calls),
    cmocka_unit_test(test_long_tokens),
    cmocka_unit_test(test_every_byte),
    cmocka_unit_test(test_agree_short),
    cmocka_unit_test(test_agree_edits),
    cmocka_unit_test(test_dialect_hint),
    cmocka_unit_test(test_span),
    cmocka_unit_test(test_own_letter),
    cmocka_unit_test(test_dialect_names),
  };

  return ts_run(tests, group_setup, group_teardown, argc, argv);
}
