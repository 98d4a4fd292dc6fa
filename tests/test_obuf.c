/*
 * test_obuf.c - the formatter of obuf.h (format(), on fmt_next, the one
 * reader of messages with positional arguments).
 *
 * Each case is a message and its arguments with the line expected,
 * worked out by hand from the rules the formatter states in obuf.h
 * (positional %N$s and %N$d, plain %s and %d taking the next argument,
 * %% one '%', length modifiers and widths ignored, an argument the caller
 * lacks written as nothing).  format() must give that line, after some
 * text already in the line (the text before must stay and the length
 * must be exact).
 *
 * Then the line begun in the caller's room (ob_init_at), which must
 * outgrow it whole and come back to it once written, and the texts
 * remembered whole (said_*): a text kept under a key is found under that
 * key alone, copied byte for byte (whole, or but its first byte), and no
 * longer found once forgotten or once the ring has been written over.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include "test_run.h"

#include "base/obuf.h"

typedef struct fcase {
  const char *msg;
  arg a[4];
  size_t n;
  const char *want;
} fcase;

static const fcase cases[] = {
  {"plain text", {{0}}, 0, "plain text"},
  {"%1$s captures %2$d seeds from %3$s.",
   {{"A4", 0}, {NULL, 12}, {"a5", 0}}, 3, "A4 captures 12 seeds from a5."},
  /* a translation putting the arguments in another order */
  {"%2$s: %1$s", {{"one", 0}, {"two", 0}}, 2, "two: one"},
  /* the same argument twice */
  {"%1$s and %1$s again", {{"x", 0}}, 1, "x and x again"},
  /* %% is one '%', and does not take an argument */
  {"100%% of %1$d", {{NULL, 7}}, 1, "100% of 7"},
  {"%%%1$s%%", {{"a", 0}}, 1, "%a%"},
  /* plain conversions take the arguments in turn, after a positional
     one the next */
  {"%s-%d", {{"p", 0}, {NULL, -3}}, 2, "p--3"},
  {"%2$s %s", {{"a", 0}, {"b", 0}, {"c", 0}}, 3, "b c"},
  /* length modifiers and widths are read and ignored */
  {"[%1$lu|%5d|%zd]", {{NULL, 42}, {NULL, 100}, {NULL, 0}}, 3, "[42|100|0]"},
  /* an argument the caller does not have is written as nothing */
  {"a%3$sb", {{"x", 0}}, 1, "ab"},
  /* a '%' at the very end */
  {"end %", {{"z", 0}}, 1, "end z"},
  /* known lengths (ASL) and long runs, over 16 and 32 bytes */
  {"%1$s: a run of text longer than thirty-two bytes, then %2$s.",
   {{"A1", 2}, {"a longer argument than sixteen", 0}}, 2,
   "A1: a run of text longer than thirty-two bytes, then a longer "
   "argument than sixteen."},
  {"%1$d%2$d%3$d", {{NULL, 9}, {NULL, 10}, {NULL, 123456}}, 3, "910123456"},
  /* UTF-8 text is copied as bytes */
  {"%1$s \xc3\xa9t\xc3\xa9", {{"Kusini", 0}}, 1, "Kusini \xc3\xa9t\xc3\xa9"},
};

#define PREFIX "before: "

static void check_case(const fcase *c)
{
  obuf o;
  size_t want = strlen(c->want);
  /* format() */
  ob_init(&o);
  ob_lit(&o, PREFIX);
  format(&o, c->msg, c->a, c->n);
  assert_int_equal(o.n, strlen(PREFIX) + want);
  assert_memory_equal(o.s, PREFIX, strlen(PREFIX));
  assert_memory_equal(o.s + strlen(PREFIX), c->want, want);
  if (o.s != o.local)
    free(o.s);
}

static void test_cases(void **state)
{
  size_t i;
  (void)state;
  for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    print_message("case %zu: %s\n", i, cases[i].msg);
    check_case(&cases[i]);
  }
}

/* A line that grows beyond its own 4096 bytes while a sentence is
 * written: the copies before and after the growth are whole. */
static void test_growth(void **state)
{
  obuf o;
  size_t i;
  (void)state;
  ob_init(&o);
  for (i = 0; i < 400; i++) /* 16 bytes each: 6,400 bytes */
    format(&o, "%1$s plays %2$s. ", ARGS(AS("South"), ASL("A4", 2)));
  assert_false(o.oom);
  assert_int_equal(o.n, 400 * 16);
  for (i = 0; i < 400; i++)
    assert_memory_equal(o.s + i * 16, "South plays A4. ", 16);
  if (o.s != o.local)
    free(o.s);
}

/* A line begun in a room of 64 bytes: 200 bytes go beyond it into the
 * heap, whole; written, the line is back in the room, empty. */
static void test_room(void **state)
{
  char room[64], back[256];
  obuf o;
  FILE *f = tmpfile();
  size_t i;
  (void)state;
  assert_non_null(f);
  ob_init_at(&o, room, sizeof room);
  assert_ptr_equal(o.s, room);
  for (i = 0; i < 20; i++)
    ob_lit(&o, "0123456789"); /* 200 bytes: more than the room */
  assert_false(o.oom);
  assert_true(ob_allocated(&o));
  assert_int_equal(o.n, 200);
  assert_true(ob_flush(&o, f));
  assert_ptr_equal(o.s, room); /* back in the room, empty */
  assert_int_equal(o.n, 0);
  assert_int_equal(o.cap, sizeof room);
  ob_lit(&o, "end");
  assert_true(ob_flush(&o, f));
  rewind(f);
  assert_int_equal(fread(back, 1, sizeof back, f), 203);
  for (i = 0; i < 20; i++)
    assert_memory_equal(back + 10 * i, "0123456789", 10);
  assert_memory_equal(back + 200, "end", 3);
  fclose(f);
}

static said_ring ring; /* the memory of the texts, as a renderer's */
#define M ring.m

/* Keeps text under key k, as a renderer does: written into line o, then
 * remembered from there. */
static void keep(obuf *o, const said_key *k, const char *text)
{
  size_t start = o->n;
  ob_str(o, text);
  said_keep(M, said_set(M, k), k, o->s + start, o->n - start);
}

static int remembered(const said_key *k)
{
  return said_find(M, said_set(M, k), k) != NULL;
}

/* Key k is remembered with text: copied after PREFIX, whole and but its
 * first byte, it is that text and PREFIX is untouched. */
static void check_copy(const said_key *k, const char *text)
{
  obuf o;
  said *s = said_find(M, said_set(M, k), k);
  size_t n = strlen(text), p = strlen(PREFIX);
  assert_non_null(s);
  ob_init(&o);
  ob_lit(&o, PREFIX);
  said_copy(M, &o, s, 0);
  assert_int_equal(o.n, p + n);
  assert_memory_equal(o.s, PREFIX, p);
  assert_memory_equal(o.s + p, text, n);
  o.n = p;
  said_copy(M, &o, s, 1);
  assert_int_equal(o.n, p + n - 1);
  assert_memory_equal(o.s, PREFIX, p);
  assert_memory_equal(o.s + p, text + 1, n - 1);
}

/* A text of 100 bytes, its number i first: different for each i. */
static void text_of(size_t i, char *t)
{
  size_t j;
  snprintf(t, 101, "%08zu", i);
  for (j = 8; j < 100; j++)
    t[j] = (char)('a' + (i + j) % 26);
  t[100] = '\0';
}

#define SENTENCE " A4 captures 3 seeds from a4."

static void test_remembered(void **state)
{
  said_key k = {1, 2}, other;
  obuf o;
  char t[101];
  size_t i, n, a;
  (void)state;
  assert_non_null(said_new(&ring));
  ob_init(&o);
  keep(&o, &k, SENTENCE);
  check_copy(&k, SENTENCE);
  /* a key differing in one bit is another key */
  other = k, other.a ^= (uint64_t)1 << 63;
  assert_false(remembered(&other));
  other = k, other.b ^= 1;
  assert_false(remembered(&other));
  /* a text longer than 64 bytes, under another key: both are there */
  other = k, other.a = 9;
  text_of(0, t);
  keep(&o, &other, t);
  check_copy(&other, t);
  check_copy(&k, SENTENCE);
  /* forgotten: neither is there */
  said_forget(M);
  assert_false(remembered(&k));
  assert_false(remembered(&other));
  /* the ring written over.  A text of 100 bytes takes 7 units of 16
     (112 bytes): after more than SAID_TEXT bytes of texts under other
     keys, none in k's set (so that k's slot still holds it), k's text
     has been written over and k is no longer there; the last text kept
     is. */
  keep(&o, &k, SENTENCE);
  check_copy(&k, SENTENCE);
  n = SAID_TEXT / 112 + 2;
  for (i = 1, a = 100; i <= n; i++) {
    o.n = 0;
    text_of(i, t);
    do
      other = k, other.a = a++;
    while (said_set(M, &other) == said_set(M, &k));
    keep(&o, &other, t);
  }
  assert_false(remembered(&k));
  check_copy(&other, t);
  if (ob_allocated(&o))
    free(o.s);
  said_free(&ring);
}

int main(int argc, char **argv)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_cases),
    cmocka_unit_test(test_growth),
    cmocka_unit_test(test_room),
    cmocka_unit_test(test_remembered),
  };
  return ts_run(tests, NULL, NULL, argc, argv);
}
