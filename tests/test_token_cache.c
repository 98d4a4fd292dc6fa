/*
 * test_token_cache.c - the token reader's cache (src/notation/token.c): a token
 * read again, from the cache, reads as it did the first time, and a text
 * that is not the cached one (another length, another dialect, one
 * byte changed) is never taken for it.
 *
 * The expected values come from the reader itself on a first reading:
 * the first time a reader sees a text nothing of it can be cached, so
 * bao_token_read matches it with its patterns.  A second reader then
 * reads every text many times, in other orders and interleaved with the
 * other dialects, through both entry points (bao_token_read and the
 * walk's bao_token_read_str), and must agree with the first reading each
 * time.  More texts than the cache has slots are read, so that slots are
 * taken over by other texts in between.
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

#include "notation/private.h"
#include "bao/token.h"

#define MAX_TEXTS 20000
#define TEXT_MAX 24

typedef struct reading {
  int ok;
  bao_token t;
} reading;

static char texts[MAX_TEXTS][TEXT_MAX];
static size_t n_texts;
static reading first[BAO_DIALECT_COUNT][MAX_TEXTS];

static void add(const char *s)
{
  if (n_texts < MAX_TEXTS && strlen(s) < TEXT_MAX)
    strcpy(texts[n_texts++], s);
}

/* Tokens of every dialect and near misses: rows (and none: KIBA's
 * namua), holes 0-9, the letters of every dialect, the markers, and
 * texts around the cache's length limit (12 bytes). */
static void make_texts(void)
{
  static const char *rows[] = {"A", "B", "a", "b", ""};
  static const char *letters[] = {"", "L", "R", "<", ">", "X"};
  static const char *marks[] = {"", "*", "**", ">", "+", "#", "*>", "*+#",
                                " *", "*>>>>>>>>", "*+#########"};
  size_t r, h, l, m;
  char s[TEXT_MAX];
  for (r = 0; r < sizeof rows / sizeof *rows; r++)
    for (h = 0; h <= 9; h++)
      for (l = 0; l < sizeof letters / sizeof *letters; l++)
        for (m = 0; m < sizeof marks / sizeof *marks; m++) {
          snprintf(s, sizeof s, "%s%d%s%s", rows[r], (int)h, letters[l],
                   marks[m]);
          add(s);
        }
  add("");
  add("A");
  add("A7L*>>>>>>>>"); /* 12 bytes: the longest text cached */
  add("A7L*>>>>>>>>>"); /* 13: never cached */
}

static int same(const reading *a, int ok, const bao_token *t)
{
  return a->ok == ok && (!ok || memcmp(&a->t, t, sizeof *t) == 0);
}

/* Reads text i of dialect d through both entry points: 1 if both agree
 * with the first reading. */
static int agrees(bao_token_reader *tr, int d, size_t i)
{
  bao_token t, u;
  int ok;
  memset(&t, 0, sizeof t);
  memset(&u, 0, sizeof u);
  ok = bao_token_read(tr, d, texts[i], strlen(texts[i]), &t, NULL);
  if (!same(&first[d][i], ok, &t))
    return 0;
  ok = bao_token_read_str(tr, d, texts[i], &u);
  return same(&first[d][i], ok, &u);
}

static void test_cache_agrees(void **state)
{
  bao_token_reader *ref, *tr;
  size_t i, pass, bad = 0, good = 0;
  int d;
  (void)state;
  make_texts();
  assert_true(n_texts > 1024 * 2); /* more texts than slots */
  ref = bao_token_reader_new(NULL);
  tr = bao_token_reader_new(NULL);
  assert_non_null(ref);
  assert_non_null(tr);
  for (d = 0; d < BAO_DIALECT_COUNT; d++)
    for (i = 0; i < n_texts; i++) { /* each text read once: no cache */
      memset(&first[d][i].t, 0, sizeof first[d][i].t);
      first[d][i].ok = bao_token_read(ref, d, texts[i], strlen(texts[i]),
                                      &first[d][i].t, NULL);
      good += first[d][i].ok;
    }
  assert_true(good > 100); /* the set holds real tokens of each dialect */
  for (pass = 0; pass < 3; pass++)
    for (i = 0; i < n_texts; i++) {
      /* forwards, backwards, and by a stride, each dialect in turn */
      size_t k = pass == 0 ? i : pass == 1 ? n_texts - 1 - i
                                           : (i * 7919) % n_texts;
      for (d = 0; d < BAO_DIALECT_COUNT; d++) {
        bad += !agrees(tr, d, k);
        bad += !agrees(tr, d, k); /* now surely from the cache, if kept */
      }
    }
  assert_int_equal(bad, 0);
  bao_token_reader_free(ref);
  bao_token_reader_free(tr);
}

/* A cached text and a longer one that starts with it, NUL included: the
 * length tells them apart ("A7" is a token, "A7\0" is not). */
static void test_cache_length(void **state)
{
  bao_token_reader *tr = bao_token_reader_new(NULL);
  bao_token t;
  (void)state;
  assert_non_null(tr);
  assert_true(bao_token_read(tr, BAO_DIALECT_DEVOOGT, "A7", 2, &t, NULL));
  assert_true(bao_token_read_str(tr, BAO_DIALECT_DEVOOGT, "A7", &t));
  assert_false(bao_token_read(tr, BAO_DIALECT_DEVOOGT, "A7\0", 3, &t, NULL));
  assert_false(bao_token_read(tr, BAO_DIALECT_DEVOOGT, "A7L", 2 + 2, &t,
                              NULL));
  /* and a dialect that does not take it stays so after another read it */
  assert_true(bao_token_read_str(tr, BAO_DIALECT_KIBA, "A7>", &t));
  assert_int_equal(t.letter, '>');
  assert_false(bao_token_read_str(tr, BAO_DIALECT_KIBA, "A7R", &t));
  assert_true(bao_token_read_str(tr, BAO_DIALECT_DEVOOGT, "A7R", &t));
  assert_false(bao_token_read_str(tr, BAO_DIALECT_KIBA, "A7R", &t));
  assert_false(bao_token_read_str(tr, -1, "A7R", &t));
  assert_false(bao_token_read_str(tr, BAO_DIALECT_COUNT, "A7R", &t));
  bao_token_reader_free(tr);
}

int main(int argc, char **argv)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_cache_agrees),
    cmocka_unit_test(test_cache_length),
  };
  return ts_run(tests, NULL, NULL, argc, argv);
}
