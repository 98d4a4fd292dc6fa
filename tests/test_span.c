/*
 * test_span.c - bao_token_span, the longest token at the start of a word
 * (what the transcript reader asks of every word), against its
 * definition: the longest prefix, of at most BAO_TOKEN_LONGEST
 * characters, that bao_token_dialect_hint reads in some dialect.  The
 * function skips lengths its scans have already ruled out (token.c says
 * why that is sound); here every length is tried, over every string of
 * up to four characters and a million longer ones, drawn from the
 * characters tokens and the words around them are made of.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include "test_run.h"

#include <string.h>

#include "bao/token.h"

static const char alphabet[] = "ABab0158LRlr<>*+#; \t(.x";
#define LETTERS (sizeof alphabet - 1)

/* The definition: every length, the longest first. */
static size_t span_by_definition(const char *s, size_t len)
{
  size_t n = len < BAO_TOKEN_LONGEST ? len : BAO_TOKEN_LONGEST;
  for (; n > 0; n--)
    if (bao_token_dialect_hint(s, n))
      return n;
  return 0;
}

static void same_span(const char *s, size_t len)
{
  size_t want = span_by_definition(s, len), got = bao_token_span(s, len);
  if (want != got)
    fail_msg("'%.*s' (%zu characters): span %zu, the definition says %zu",
             (int)len, s, len, got, want);
}

/* Every string of 0 to 4 characters of the alphabet. */
static void every_short_string(void **state)
{
  char s[4];
  size_t len, k, i, total;
  (void)state;
  for (len = 0; len <= 4; len++) {
    for (total = 1, k = 0; k < len; k++)
      total *= LETTERS;
    for (i = 0; i < total; i++) {
      size_t v = i;
      for (k = 0; k < len; k++, v /= LETTERS)
        s[k] = alphabet[v % LETTERS];
      same_span(s, len);
    }
  }
}

/* A million strings of 5 to 12 characters, mostly starting like a token
 * (a row letter and a hole), so that the long prefixes are tried. */
static void random_long_strings(void **state)
{
  uint64_t x = 0x9E3779B97F4A7C15ULL;
  char s[12];
  size_t len, k;
  int i;
  (void)state;
  for (i = 0; i < 1000000; i++) {
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    len = 5 + (size_t)(x % 8);
    for (k = 0; k < len; k++)
      s[k] = alphabet[(x >> (3 + 5 * k)) % LETTERS];
    if (i % 4) {
      s[0] = "ABab"[(x >> 60) & 3];
      s[1] = (char)('1' + ((x >> 57) & 7));
    }
    same_span(s, len);
  }
}

int main(int argc, char **argv)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(every_short_string),
    cmocka_unit_test(random_long_strings),
  };
  return ts_run(tests, NULL, NULL, argc, argv);
}
