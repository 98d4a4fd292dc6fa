/* fuzz_ap.c - the JSON reader and AP Game Records (issue 25).
 *
 * Two round trips on every input.  The JSON layer: each top-level value
 * read is written compactly (json_dump), read again and written again;
 * the two writings must be byte-identical (numbers are kept as text, so
 * nothing may change).  The record layer: the input is read as AP Game
 * Records, each game written with bao_ap_write, read back (exactly one
 * game) and written again, byte-identical too.  The writer may refuse a
 * game (no winner, a set-up, a variant AP does not play), always saying
 * "cannot be written as an AP Game Record"; any other refusal, or any
 * difference, abort()s: a bug to report. */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/obuf.h"
#include "bao/record.h"
#include "records/json.h"

#define FORMAT BAO_FORMAT_AP
#define WRITE bao_ap_write
#define NAME "ap"
#define ROUNDTRIP_NO_MAIN

#include "roundtrip.h"

/* json_dump of v into a new string (the caller frees it). */
static char *dumped(const json_value *v, size_t *n)
{
  obuf o;
  char *s;
  ob_init(&o);
  json_dump(&o, v);
  if (o.oom || !(s = malloc(o.n + 1)))
    abort();
  memcpy(s, o.s, o.n);
  s[o.n] = '\0';
  *n = o.n;
  if (ob_allocated(&o))
    free(o.s);
  return s;
}

static void json_round_trip(const uint8_t *data, size_t size)
{
  json_in *j = json_in_open_text((const char *)data, size), *k;
  json_value v, w;
  bao_diag err;
  size_t n1, n2, calls = 0;
  char *first, *second;
  if (!j)
    abort();
  while (json_in_next(j, &v, &err) == 1) {
    if (++calls > MAX_CALLS(size))
      abort();
    first = dumped(&v, &n1);
    json_free(&v);
    if (!(k = json_in_open_value(first, n1)) ||
        json_in_next(k, &w, &err) != 1) {
      fprintf(stderr, "json round trip: %s\n%s\n", err.message, first);
      abort();
    }
    second = dumped(&w, &n2);
    if (n1 != n2 || memcmp(first, second, n1) != 0) {
      fprintf(stderr, "json round trip differs:\n%s\n%s\n", first, second);
      abort();
    }
    json_free(&w);
    json_in_close(k);
    free(first);
    free(second);
  }
  json_in_close(j);
}

static void on_ap_game(bao_reader *rd, bao_game *g, const bao_diag *err)
{
  char *out = NULL;
  size_t n = 0;
  (void)rd;
  (void)err;
  if (!g)
    return;
  if (!write_mem(g, &out, &n)) {
    if (!strstr(why_refused.message, "cannot be written as an AP Game "
                "Record")) {
      fprintf(stderr, "ap: the writer refuses with '%s'\n",
              why_refused.message);
      abort();
    }
  } else {
    round_trip(g);
  }
  free(out);
  bao_game_free(g);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  json_round_trip(data, size);
  return fuzz_each_game(data, size, FORMAT, on_ap_game);
}
