/* fuzz_token.c - bao_token_read in every dialect, and bao_token_dialect_hint.
 *
 * The first input byte picks the dialect of the main read (modulo 3); the
 * rest is the token.  Checked besides "no crash, no leak":
 *  - a token read in dialect d consumes exactly the input (length == len),
 *    its fields are in range and its error column is within the token;
 *  - bao_token_dialect_hint has the bit of dialect d set exactly when the
 *    token reads in d (token.h: "the dialects s[0..len) is a valid token
 *    in"). */
#define _POSIX_C_SOURCE 200809L /* fmemopen, in common.h */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common.h"

static void check_token(const bao_token *t, size_t len, int dialect)
{
  if (t->length != len) {
    fprintf(stderr, "dialect %d: token length %u, input %zu bytes\n",
            dialect, (unsigned)t->length, len);
    abort();
  }
  if (t->row && !strchr("ABab", t->row)) {
    fprintf(stderr, "dialect %d: row %d\n", dialect, t->row);
    abort();
  }
  if (t->hole < 1 || t->hole > 8 || t->star > 2 || t->safari > 1 ||
      t->win > 1) {
    fprintf(stderr, "dialect %d: hole %u star %u safari %u win %u\n",
            dialect, t->hole, t->star, t->safari, t->win);
    abort();
  }
  if (t->letter && !strchr("LR<>", t->letter)) {
    fprintf(stderr, "dialect %d: letter %d\n", dialect, t->letter);
    abort();
  }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  bao_token_reader *r = fuzz_token_reader();
  bao_token tok;
  bao_diag err;
  const char *s;
  char *copy;
  size_t len;
  int main_dialect, d, ok, hint;
  if (size < 1)
    return 0;
  main_dialect = data[0] % BAO_DIALECT_COUNT;
  len = size - 1;
  /* an exact-size heap copy, so that reading past the end is caught */
  copy = malloc(len ? len : 1);
  if (!copy)
    return 0;
  memcpy(copy, data + 1, len);
  s = copy;

  hint = bao_token_dialect_hint(s, len);
  if (hint & ~((1 << BAO_DIALECT_COUNT) - 1)) {
    fprintf(stderr, "dialect hint 0x%x has unknown bits\n", hint);
    abort();
  }
  for (d = 0; d < BAO_DIALECT_COUNT; d++) {
    int dialect = (main_dialect + d) % BAO_DIALECT_COUNT;
    memset(&tok, 0xa5, sizeof tok);
    memset(&err, 0, sizeof err);
    ok = bao_token_read(r, dialect, s, len, &tok, &err);
    if (ok) {
      check_token(&tok, len, dialect);
      (void)bao_token_own_letter(&tok, dialect, 0);
      (void)bao_token_own_letter(&tok, dialect, 1);
    } else {
      if (err.mark.column < 0 || (size_t)err.mark.column > len + 1 ||
          !memchr(err.message, '\0', sizeof err.message)) {
        fprintf(stderr, "dialect %d: error column %d for %zu bytes\n",
                dialect, err.mark.column, len);
        abort();
      }
    }
    if (!ok != !(hint & BAO_DIALECT_BIT(dialect))) {
      fprintf(stderr, "dialect %s: bao_token_read says %d, "
              "bao_token_dialect_hint mask 0x%x\n",
              bao_dialect_name(dialect), ok, hint);
      abort();
    }
    /* NULL out and err are allowed */
    if (bao_token_read(r, dialect, s, len, NULL, NULL) != ok) {
      fprintf(stderr, "dialect %d: result depends on out/err\n", dialect);
      abort();
    }
  }
  free(copy);
  return 0;
}
