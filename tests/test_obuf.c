/*
 * test_obuf.c - the compiled messages of obuf.h (fmt_compile, fmt_put)
 * write what format() writes, byte for byte.
 *
 * Each case is a message and its arguments with the line expected,
 * worked out by hand from the rules the formatter states in obuf.h
 * (positional %N$s and %N$d, plain %s and %d taking the next argument,
 * %% one '%', length modifiers and widths ignored, an argument the caller
 * lacks written as nothing).  Both writers must give that line, after
 * some text already in the line (the compiled writer copies 16 bytes at
 * a time beyond the end: the text before must stay and the length must
 * be exact).  A message too long or with too many conversions must be
 * refused (ok 0), so that the caller falls back to format().
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "obuf.h"

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
  fmt_compiled fc;
  size_t want = strlen(c->want);
  /* format() */
  ob_init(&o);
  ob_lit(&o, PREFIX);
  format(&o, c->msg, c->a, c->n);
  assert_int_equal(o.n, strlen(PREFIX) + want);
  assert_memory_equal(o.s, PREFIX, strlen(PREFIX));
  assert_memory_equal(o.s + strlen(PREFIX), c->want, want);
  /* compiled */
  fmt_compile(&fc, c->msg);
  assert_true(fc.ok);
  ob_init(&o);
  ob_lit(&o, PREFIX);
  fmt_put(&o, &fc, c->a, c->n);
  assert_int_equal(o.n, strlen(PREFIX) + want);
  assert_memory_equal(o.s, PREFIX, strlen(PREFIX));
  assert_memory_equal(o.s + strlen(PREFIX), c->want, want);
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
  fmt_compiled fc;
  size_t i;
  (void)state;
  fmt_compile(&fc, "%1$s plays %2$s. ");
  assert_true(fc.ok);
  ob_init(&o);
  for (i = 0; i < 400; i++) /* 16 bytes each: 6,400 bytes */
    fmt_put(&o, &fc, ARGS(AS("South"), ASL("A4", 2)));
  assert_false(o.oom);
  assert_int_equal(o.n, 400 * 16);
  for (i = 0; i < 400; i++)
    assert_memory_equal(o.s + i * 16, "South plays A4. ", 16);
  if (o.s != o.local)
    free(o.s);
}

/* More text than FMT_TEXT, or more conversions than FMT_PIECES, or an
 * argument beyond them: refused, for format() to write. */
static void test_refused(void **state)
{
  char big[FMT_TEXT + 2];
  fmt_compiled fc;
  (void)state;
  memset(big, 'x', sizeof big - 1);
  big[sizeof big - 1] = '\0';
  fmt_compile(&fc, big);
  assert_false(fc.ok);
  fmt_compile(&fc, "%s%s%s%s%s%s%s%s%s%s%s%s%s");
  assert_false(fc.ok);
  fmt_compile(&fc, "%13$s");
  assert_false(fc.ok);
  fmt_compile(&fc, "%12$s"); /* the twelfth: still one of them */
  assert_true(fc.ok);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_cases),
    cmocka_unit_test(test_growth),
    cmocka_unit_test(test_refused),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
