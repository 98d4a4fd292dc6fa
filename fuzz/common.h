/* common.h - helpers shared by the fuzz targets: one token reader for the
 * whole run, and reading every game of an input. */
#ifndef BAO_FUZZ_COMMON_H
#define BAO_FUZZ_COMMON_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bao/record.h"
#include "bao/token.h"

/* A reader returning -1 moves on to the next game; a file of n bytes
 * cannot hold more than about n games or errors. */
#define MAX_CALLS(size) (2 * (size) + 16)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The token reader, compiled once for the whole run. */
static inline bao_token_reader *fuzz_token_reader(void)
{
  static bao_token_reader *r;
  bao_diag err;
  if (!r && !(r = bao_token_reader_new(&err))) {
    fprintf(stderr, "bao_token_reader_new: %s\n", err.message);
    abort();
  }
  return r;
}

/* Called for each game read (g, which it frees) or each error (g NULL). */
typedef void (*fuzz_game_fn)(bao_reader *rd, bao_game *g,
                             const bao_diag *err);

/* Reads every game of the input in `format`; aborts if the reader never
 * ends. */
static inline int fuzz_each_game(const uint8_t *data, size_t size, int format,
                                 fuzz_game_fn fn)
{
  char *copy;
  FILE *f;
  bao_reader *rd;
  bao_game g;
  bao_diag err;
  size_t calls = 0;
  int got;
  if (size == 0)
    return 0; /* fmemopen needs a buffer of at least one byte */
  copy = malloc(size);
  if (!copy)
    return 0;
  memcpy(copy, data, size);
  f = fmemopen(copy, size, "rb");
  if (!f)
    abort();
  rd = bao_reader_open(f, "fuzz", format, NULL);
  if (!rd) { /* refused whole: not a record (a gzip, an SVG: sniff.c) */
    fclose(f);
    free(copy);
    return 0;
  }
  while ((got = bao_reader_next(rd, &g, &err)) != 0) {
    if (++calls > MAX_CALLS(size)) {
      fprintf(stderr, "bao_reader_next: still going after %zu calls on "
              "%zu bytes\n", calls, size);
      abort();
    }
    fn(rd, got < 0 ? NULL : &g, &err);
  }
  bao_reader_close(rd);
  fclose(f);
  free(copy);
  return 0;
}

#endif
