/*
 * text_support.h - what the two cmocka programs of the transcript reader
 * and writer share: test_text.c (the reader) and test_text_write.c (the
 * writer and round trips).  The 1994 game as printed, and the helpers
 * that read a transcript into games; static inline only, so that each
 * program takes what it uses.  Include <stdarg.h> <stddef.h> <stdint.h>
 * <setjmp.h> <cmocka.h> first.
 */
#ifndef BAO_TEXT_SUPPORT_H
#define BAO_TEXT_SUPPORT_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bao/record.h"
#include "records/records.h"

#define MAX_GAMES 8

/* docs/game-1994.md §1, verbatim (without its blank lines, but for those
 * that separate the stage header and the resignation from the moves above
 * them: free text right under a line of moves comments its last move). */
static const char game1994[] =
  "Namua stage\n"
  "(1) A7L * a5R;\n"
  "(2) A6L * a5R;\n"
  "(3) A2R ...;\n"
  "... a6L;\n"
  "(4) A1R a5R;\n"
  "(5) A3R a1R;\n"
  "(6) A5R a3L;\n"
  "(7) A7R ...\n"
  "... a3L;\n"
  "(8) A2R * a5L;\n"
  "(9) A5R a3R;\n"
  "(10) A3L a3R *;\n"
  "(11) A3L a4R;\n"
  "(12) A4R a2;\n"
  "(13) A6R a5R;\n"
  "(14) A3L a3L;\n"
  "(15) A5R a5R;\n"
  "(16) A5L a2;\n"
  "(17) A5L a6L;\n"
  "(18) A5L a3L;\n"
  "(19) A5L a5R;\n"
  "(20) A5L a3L;\n"
  "(21) A4L a3R;\n"
  "(22) A1R a2R;\n"
  "\n"
  "Mtaji stage\n"
  "(23) A2R b3L\n"
  "\n"
  "(24) South resigns.\n";

/* A stream holding `n` bytes (tmpfile, so NUL bytes are fine). */
static inline FILE *stream_of(const char *bytes, size_t n)
{
  FILE *f = tmpfile();
  assert_non_null(f);
  assert_int_equal(fwrite(bytes, 1, n, f), n);
  rewind(f);
  return f;
}

typedef struct readout {
  bao_game games[MAX_GAMES];
  size_t n;
  int errors;
  bao_diag first_error;
} readout;

/* Reads every game of `n` bytes; errors are counted, the first kept. */
static inline void read_bytes(const char *bytes, size_t n, readout *r)
{
  FILE *f = stream_of(bytes, n);
  bao_text_in *t = bao_text_in_open(f);
  bao_diag err;
  bao_game g;
  int rc, calls = 0;
  memset(r, 0, sizeof *r);
  assert_non_null(t);
  while ((rc = bao_text_in_next(t, &g, &err)) != 0) {
    assert_true(++calls < 10000);
    if (rc < 0) {
      assert_int_equal(g.n_plies, 0);
      if (r->errors++ == 0)
        r->first_error = err;
      continue;
    }
    assert_int_equal(rc, 1);
    if (r->n < MAX_GAMES)
      r->games[r->n++] = g;
    else
      bao_game_free(&g);
  }
  bao_text_in_close(t);
  fclose(f);
}

static inline void read_text(const char *text, readout *r)
{
  read_bytes(text, strlen(text), r);
}

static inline void readout_free(readout *r)
{
  size_t i;
  for (i = 0; i < r->n; i++)
    bao_game_free(&r->games[i]);
  r->n = 0;
}

static inline const bao_ply_src *ply(const readout *r, size_t game,
                                     size_t i)
{
  assert_true(game < r->n);
  assert_true(i < r->games[game].n_plies);
  return &r->games[game].plies[i];
}

static inline void assert_ply(const bao_ply_src *p, const char *token,
                              int number, int side)
{
  assert_string_equal(p->token, token);
  assert_int_equal(p->number, number);
  assert_int_equal(p->side, side);
}

#endif
