/*
 * test_diag.c - the one printer of diagnostics (file:line:col, the source
 * line, a caret) and the cleaning of record text shown to a person.  The
 * expected texts are worked out by hand in the comments.
 */
#define _POSIX_C_SOURCE 200809L
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

/* What bao_diag_print writes, as a heap string. */
static char *printed(const bao_diag *d, const char *source, int first,
                     const char *indent)
{
  FILE *f = tmpfile();
  char *buf;
  long n;
  assert_non_null(f);
  assert_int_equal(bao_diag_print(f, "x.txt", d, source, first, indent), 1);
  n = ftell(f);
  buf = calloc(1, (size_t)n + 1);
  assert_non_null(buf);
  rewind(f);
  assert_int_equal(fread(buf, 1, (size_t)n, f), (size_t)n);
  fclose(f);
  return buf;
}

static bao_diag diag_at(int line, int column, int width, const char *msg)
{
  bao_diag d;
  bao_mark m;
  m.line = line;
  m.column = column;
  bao_diag_set(&d, m, "%s", msg);
  d.width = width;
  return d;
}

/* Column 5 of "(1) A7L * a5R;" is the A of A7L; a caret of width 5 spans
 * "A7L *". */
static void caret_under_token(void **state)
{
  bao_diag d = diag_at(3, 5, 5, "not legal");
  char *s = printed(&d, "(1) A7L * a5R;", 1, NULL);
  (void)state;
  assert_string_equal(s, "x.txt:3:5: error: not legal\n"
                         "(1) A7L * a5R;\n"
                         "    ^^^^^\n");
  free(s);
}

/* A tab stays a tab in the source and in the padding, so the caret is
 * under the token whatever the tab width; a warning has its level. */
static void tab_before_token(void **state)
{
  bao_diag d = diag_at(1, 2, 3, "lenient");
  char *s;
  (void)state;
  d.level = BAO_WARNING;
  s = printed(&d, "\tA2R", 1, "  ");
  assert_string_equal(s, "x.txt:1:2: warning: lenient\n"
                         "  \tA2R\n"
                         "  \t^^^\n");
  free(s);
}

/* An ESC (0x1b) in the source is shown as the four characters \x1b, and
 * the caret moves four columns with it. */
static void control_characters_escaped(void **state)
{
  bao_diag d = diag_at(1, 3, 1, "bad");
  char *s = printed(&d, "a\x1b" "b", 1, NULL);
  (void)state;
  assert_string_equal(s, "x.txt:1:3: error: bad\n"
                         "a\\x1bb\n"
                         "     ^\n");
  free(s);
}

/* Characters, not bytes: "é" is two bytes and one column. */
static void columns_count_characters(void **state)
{
  bao_diag d = diag_at(1, 3, 1, "bad");
  char *s = printed(&d, "\xc3\xa9" "xY", 1, NULL);
  (void)state;
  assert_string_equal(s, "x.txt:1:3: error: bad\n"
                         "\xc3\xa9" "xY\n"
                         "  ^\n");
  free(s);
}

/* A 400-character line with the problem at column 250: the window shows
 * 120 characters from column 190 (60 before the caret) to column 309,
 * with "..." on both sides, and the caret 60 columns (plus the 3 of
 * "...") in. */
static void long_line_window(void **state)
{
  char line[401], want[400];
  bao_diag d = diag_at(7, 250, 1, "far");
  char *s;
  int i;
  (void)state;
  for (i = 0; i < 400; i++)
    line[i] = (char)('a' + i % 26);
  line[400] = '\0';
  s = printed(&d, line, 1, NULL);
  snprintf(want, sizeof want, "x.txt:7:250: error: far\n...%.120s...\n%*s^\n",
           line + 189, 63, "");
  assert_string_equal(s, want);
  free(s);
  /* the same line handed over from character 101 on (bao_reader_line
   * cut it): the same window */
  s = printed(&d, line + 100, 101, NULL);
  assert_string_equal(s, want);
  free(s);
}

/* No mark: "file: level: message", and no source line. */
static void without_mark(void **state)
{
  bao_diag d = diag_at(0, 0, 0, "no game found");
  char *s = printed(&d, "ignored", 1, NULL);
  (void)state;
  assert_string_equal(s, "x.txt: error: no game found\n");
  free(s);
}

/* Record text shown to a person: a newline, a tab and an ESC escaped, a
 * byte that is not UTF-8 as \xff, a bidirectional override as \u202e
 * (and the separators U+2028/U+2029, the marks LRM/RLM/ALM the same way),
 * UTF-8 letters kept, and at most max_chars characters then "...". */
static void text_clean(void **state)
{
  char out[128];
  (void)state;
  bao_text_clean("Ali\nBakari\t\x1b[31m", 40, out, sizeof out);
  assert_string_equal(out, "Ali\\nBakari\\t\\x1b[31m");
  bao_text_clean("a\xff" "b", 40, out, sizeof out);
  assert_string_equal(out, "a\\xffb");
  bao_text_clean("x\xe2\x80\xae" "y", 40, out, sizeof out);
  assert_string_equal(out, "x\\u202ey");
  /* the line and paragraph separators, LRM, RLM and ALM escaped too */
  bao_text_clean("a\xe2\x80\xa8" "b\xe2\x80\xa9" "c", 40, out, sizeof out);
  assert_string_equal(out, "a\\u2028b\\u2029c");
  bao_text_clean("\xe2\x80\x8e" "d\xe2\x80\x8f" "e\xd8\x9c", 40, out,
                 sizeof out);
  assert_string_equal(out, "\\u200ed\\u200fe\\u061c");
  bao_text_clean("K\xc3\xadjumbe", 40, out, sizeof out);
  assert_string_equal(out, "K\xc3\xadjumbe");
  bao_text_clean("abcdefgh", 5, out, sizeof out);
  assert_string_equal(out, "abcde...");
  /* a buffer too small for the text: cut, still terminated */
  bao_text_clean("abcdefghijklmnopqrstuvwxyz", 40, out, 20);
  assert_true(strlen(out) < 20);
  assert_non_null(strstr(out, "..."));
}

int main(int argc, char **argv)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(caret_under_token),
    cmocka_unit_test(tab_before_token),
    cmocka_unit_test(control_characters_escaped),
    cmocka_unit_test(columns_count_characters),
    cmocka_unit_test(long_line_window),
    cmocka_unit_test(without_mark),
    cmocka_unit_test(text_clean),
  };
  return ts_run(tests, NULL, NULL, argc, argv);
}
