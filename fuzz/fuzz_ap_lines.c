/* fuzz_ap_lines.c - AP Game Records, several to a file: JSON Lines (and
 * arrays) read on after a bad record, and every game read written back
 * together as the site writes them.
 *
 * On every input, read as AP Game Records to the end:
 *  - the reader ends (MAX_CALLS), and its errors come in file order, each
 *    at a line of the input (JSON Lines go on after a bad line: a
 *    record's error never sends the reading back, nor past the end);
 *  - the games the writer accepts, written together as one JSON array
 *    (bao_ap_write_item, as convert --to ap writes them), read back as
 *    exactly as many games, which written as JSON Lines give the same
 *    bytes as the games first read (nothing of a record depends on its
 *    neighbours or on the array around it).
 * Any other refusal than "cannot be written as an AP Game Record", or any
 * difference, abort()s: a bug to report. */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bao/sink.h"
#include "base/sink.h"
#include "common.h"
#include "records/records.h"

#define MAX_GAMES 64

typedef struct run {
  size_t lines;       /* line breaks in the input, plus one            */
  int last_line;      /* of the last error                              */
  bao_game games[MAX_GAMES];
  size_t n;
} run;

static run the;

/* The games written one way into a new string (the caller frees it):
 * `array` the site's JSON array, else JSON Lines; NULL if the writer
 * refuses one (the refusal checked). */
static char *written(bao_game *g, size_t n, int array, size_t *len)
{
  char *out = NULL;
  FILE *f = open_memstream(&out, len);
  bao_sink *s;
  bao_diag d;
  size_t i;
  int ok = 1;
  if (!f || !(s = bao_sink_file(f, BAO_SINK_BLOCKS)))
    abort();
  for (i = 0; ok && i < n; i++) {
    ok = bao_ap_write_item(s, &g[i], !array ? BAO_AP_LINE
                                     : i ? BAO_AP_NEXT : BAO_AP_FIRST, NULL, &d);
    if (!ok && !strstr(d.message, "cannot be written as an AP Game Record")) {
      fprintf(stderr, "ap lines: the writer refuses with '%s'\n", d.message);
      abort();
    }
  }
  if (array && n)
    sink_puts(s, "]\n");
  if (!bao_sink_free(s) || fclose(f) != 0)
    abort();
  if (!ok) {
    free(out);
    return NULL;
  }
  return out;
}

static void on_record(bao_reader *rd, bao_game *g, const bao_diag *err)
{
  char *one;
  size_t n;
  (void)rd;
  if (!g) {
    if (err->level == BAO_NOTE) /* another game's record, skipped */
      return;
    if (err->mark.line < the.last_line || err->mark.line < 1 ||
        (size_t)err->mark.line > the.lines) {
      fprintf(stderr, "ap lines: an error at line %d after one at line %d "
              "(%zu lines): %s\n", err->mark.line, the.last_line, the.lines,
              err->message);
      abort();
    }
    the.last_line = err->mark.line;
    return;
  }
  /* kept only when the writer takes it alone */
  if (the.n < MAX_GAMES && (one = written(g, 1, 0, &n)) != NULL) {
    free(one);
    the.games[the.n++] = *g;
    return;
  }
  bao_game_free(g);
}

/* Reads every game of s[0..n) into games[]; the count. */
static size_t read_all(const char *s, size_t n, bao_game *games)
{
  FILE *f = fmemopen((void *)s, n ? n : 1, "rb");
  bao_reader *rd = f ? bao_reader_open(f, "back", BAO_FORMAT_AP, NULL) : NULL;
  bao_diag err;
  size_t k = 0;
  int got;
  if (!rd)
    abort();
  while ((got = bao_reader_next(rd, &games[k < MAX_GAMES ? k : 0], &err))) {
    if (got < 0) {
      fprintf(stderr, "ap lines: the array written does not read back: "
              "%d:%d: %s\n%.*s\n", err.mark.line, err.mark.column,
              err.message, (int)n, s);
      abort();
    }
    if (k >= MAX_GAMES)
      abort();
    k++;
  }
  bao_reader_close(rd);
  fclose(f);
  return k;
}

/* date-generated is the time of writing: one fixed time for the run, so
 * that two writings of a game compare (see ap_write.c: date_now) */
int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerInitialize(int *argc, char ***argv)
{
  (void)argc;
  (void)argv;
  return setenv("SOURCE_DATE_EPOCH", "1700000000", 1);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  static bao_game back[MAX_GAMES];
  char *array, *lines1, *lines2;
  size_t i, k, n_array, n1, n2;
  memset(&the, 0, sizeof the);
  the.lines = 1;
  for (i = 0; i < size; i++)
    the.lines += data[i] == '\n';
  fuzz_each_game(data, size, BAO_FORMAT_AP, on_record);
  array = written(the.games, the.n, 1, &n_array);
  lines1 = written(the.games, the.n, 0, &n1);
  if (!array || !lines1)
    abort(); /* each was written alone */
  k = the.n ? read_all(array, n_array, back) : 0;
  if (k != the.n) {
    fprintf(stderr, "ap lines: %zu games written, %zu read back\n", the.n,
            k);
    abort();
  }
  lines2 = written(back, k, 0, &n2);
  if (!lines2 || n1 != n2 || memcmp(lines1, lines2, n1) != 0) {
    fprintf(stderr, "ap lines: the games read back from the array differ"
            ":\n%.*s\n---\n%.*s\n", (int)n1, lines1, (int)n2,
            lines2 ? lines2 : "");
    abort();
  }
  for (i = 0; i < the.n; i++)
    bao_game_free(&the.games[i]);
  for (i = 0; i < k; i++)
    bao_game_free(&back[i]);
  free(array);
  free(lines1);
  free(lines2);
  return 0;
}
