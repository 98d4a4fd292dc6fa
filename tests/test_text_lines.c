/*
 * test_text_lines.c - how the transcript reader (src/records/text_read.c) cuts its
 * input into lines and a line into plies, where that is done for speed:
 * the input is read in blocks (16 KB), so a line, a NUL byte or a line
 * break can fall across the end of a block; a line of moves is lexed
 * once and only its first 64 items are kept, so a longer line is lexed
 * again as it is built; columns are counted on from the last one asked.
 *
 * The expected values are worked out here from the text each test builds
 * (all of it ASCII but where said, so a column is a byte offset plus one),
 * not taken from the reader.
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

#include "bao/record.h"
#include "text_support.h"

#define BLOCK 16384 /* text_read.c's block; the tests go either side */

/* A line of text `pad` bytes long, then "(1) A6R a7L;": wherever the end
 * of a block falls in or around the line of moves, its plies are the
 * same, on line 2, in columns 5 and 9 ("(1) " is 4 bytes, "A6R " 4). */
static void moves_across_a_block_end(void **state)
{
  static const char moves[] = "\n(1) A6R a7L;\n";
  size_t pad, n;
  char *s = malloc(BLOCK + 64);
  readout r;
  (void)state;
  assert_non_null(s);
  for (pad = BLOCK - 20; pad <= BLOCK + 4; pad++) {
    memset(s, 'x', pad);
    memcpy(s + pad, moves, sizeof moves - 1);
    n = pad + sizeof moves - 1;
    read_bytes(s, n, &r);
    assert_int_equal(r.errors, 0);
    assert_int_equal(r.n, 1);
    assert_int_equal(r.games[0].n_plies, 2);
    assert_ply(ply(&r, 0, 0), "A6R", 1, 0);
    assert_ply(ply(&r, 0, 1), "a7L", 1, 1);
    assert_int_equal(ply(&r, 0, 0)->mark.line, 2);
    assert_int_equal(ply(&r, 0, 0)->mark.column, 5);
    assert_int_equal(ply(&r, 0, 1)->mark.column, 9);
    /* the text line is the first ply's note, whole */
    assert_int_equal(strlen(ply(&r, 0, 0)->note), pad);
    readout_free(&r);
  }
  free(s);
}

/* A NUL byte just before, on or after the end of a block: the error names
 * its line (1) and its column (its offset plus one). */
static void nul_across_a_block_end(void **state)
{
  char message[64];
  size_t at;
  char *s = malloc(BLOCK + 64);
  readout r;
  (void)state;
  assert_non_null(s);
  for (at = BLOCK - 2; at <= BLOCK + 2; at++) {
    memset(s, 'x', BLOCK + 32);
    s[at] = '\0';
    memcpy(s + BLOCK + 32, "\n---\n(1) A2R\n", 13);
    read_bytes(s, BLOCK + 45, &r);
    assert_int_equal(r.errors, 1);
    assert_int_equal(r.first_error.mark.line, 1);
    assert_int_equal(r.first_error.mark.column, (int)at + 1);
    snprintf(message, sizeof message, "NUL byte at column %d", (int)at + 1);
    assert_string_equal(r.first_error.message, message);
    /* the game after the "---" still reads */
    assert_int_equal(r.n, 1);
    assert_ply(ply(&r, 0, 0), "A2R", 1, 0);
    readout_free(&r);
  }
  free(s);
}

/* 100 pairs on one line, "(k) A6R a7L; " for k = 1..100: 400 items, far
 * more than the 64 kept.  Ply 2(k-1) is South's "A6R" numbered k, ply
 * 2k-1 North's "a7L"; a comment "{é}" first (4 bytes, 3 characters)
 * puts every column one less than its byte offset plus one. */
static void a_long_line_of_moves(void **state)
{
  char *s = malloc(8192), *p;
  size_t at[200], k;
  readout r;
  (void)state;
  assert_non_null(s);
  p = s + sprintf(s, "{\xC3\xA9} ");
  for (k = 1; k <= 100; k++) {
    p += sprintf(p, "(%zu) ", k);
    at[2 * k - 2] = (size_t)(p - s);
    p += sprintf(p, "A6R ");
    at[2 * k - 1] = (size_t)(p - s);
    p += sprintf(p, "a7L; ");
  }
  strcpy(p, "\n");
  read_text(s, &r);
  assert_int_equal(r.errors, 0);
  assert_int_equal(r.n, 1);
  assert_int_equal(r.games[0].n_plies, 200);
  for (k = 0; k < 200; k++) {
    assert_ply(ply(&r, 0, k), k % 2 ? "a7L" : "A6R", (int)(k / 2 + 1),
               (int)(k % 2));
    assert_int_equal(ply(&r, 0, k)->mark.line, 1);
    assert_int_equal(ply(&r, 0, k)->mark.column, (int)at[k]);
  }
  assert_string_equal(ply(&r, 0, 0)->note, "\xC3\xA9");
  readout_free(&r);
  free(s);
}

/* CR LF line ends and no line break at the end: the CR is dropped and
 * the last line still reads. */
static void crlf_and_no_last_newline(void **state)
{
  static const char s[] = "South: Ali\r\n\r\n(1) A6R a7L;\r\n(2) A5R a6L*";
  readout r;
  (void)state;
  read_bytes(s, sizeof s - 1, &r);
  assert_int_equal(r.errors, 0);
  assert_int_equal(r.n, 1);
  assert_string_equal(bao_game_tag(&r.games[0], "south"), "Ali");
  assert_int_equal(r.games[0].n_plies, 4);
  assert_ply(ply(&r, 0, 3), "a6L*", 2, 1);
  assert_int_equal(ply(&r, 0, 3)->mark.line, 4);
  assert_int_equal(ply(&r, 0, 3)->mark.column, 9);
  readout_free(&r);
}

/* Lines end at a lone CR too (issue 24: a CR-only transcript read as one
 * header), and a CR LF split by the end of a block is one line break:
 * wherever the block ends around the "\r\n" after a text line `pad`
 * bytes long, the moves are on line 2 (CR LF) or line 2 (CR alone). */
static void cr_and_crlf_across_a_block_end(void **state)
{
  static const char *const ends[] = {"\r\n", "\r"};
  static const char moves[] = "(1) A6R a7L;";
  size_t pad, n, e;
  char *s = malloc(BLOCK + 64);
  readout r;
  (void)state;
  assert_non_null(s);
  for (e = 0; e < 2; e++)
    for (pad = BLOCK - 3; pad <= BLOCK + 1; pad++) {
      memset(s, 'x', pad);
      n = pad;
      memcpy(s + n, ends[e], strlen(ends[e]));
      n += strlen(ends[e]);
      memcpy(s + n, moves, sizeof moves - 1);
      n += sizeof moves - 1;
      memcpy(s + n, ends[e], strlen(ends[e]));
      n += strlen(ends[e]);
      read_bytes(s, n, &r);
      assert_int_equal(r.errors, 0);
      assert_int_equal(r.n, 1);
      assert_int_equal(r.games[0].n_plies, 2);
      assert_int_equal(ply(&r, 0, 0)->mark.line, 2);
      assert_int_equal(ply(&r, 0, 0)->mark.column, 5);
      assert_int_equal(strlen(ply(&r, 0, 0)->note), pad);
      readout_free(&r);
    }
  free(s);
}

/* A line of NUL bytes with no line break (/dev/zero) is read up to 1 MB
 * and ends the input, with its error: it does not read on forever. */
static void nul_line_without_end(void **state)
{
  size_t n = ((size_t)1 << 20) + BLOCK * 2;
  char *s = calloc(n, 1);
  readout r;
  (void)state;
  assert_non_null(s);
  memcpy(s, "(1) A6R a7L;\n---\n", 17);
  read_bytes(s, n, &r);
  assert_int_equal(r.n, 1);
  assert_int_equal(r.errors, 1);
  assert_int_equal(r.first_error.mark.line, 3);
  assert_non_null(strstr(r.first_error.message, "not a record"));
  readout_free(&r);
  free(s);
}

int main(int argc, char **argv)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(moves_across_a_block_end),
    cmocka_unit_test(nul_across_a_block_end),
    cmocka_unit_test(a_long_line_of_moves),
    cmocka_unit_test(crlf_and_no_last_newline),
    cmocka_unit_test(cr_and_crlf_across_a_block_end),
    cmocka_unit_test(nul_line_without_end),
  };
  return ts_run(tests, NULL, NULL, argc, argv);
}
