/*
 * test_json.c - the JSON reader of AP Game Records (src/records/json.c)
 * against RFC 8259: what it must read (escapes, surrogate pairs, numbers
 * kept as their text, a UTF-8 byte order mark, a top-level array read an
 * item at a time, JSON Lines) and what it must refuse, at which line and
 * column, with words that say why (invalid UTF-8, duplicate keys, depth,
 * leading zeros, trailing commas, control characters, UTF-16).  The
 * expected bytes of each escape come from the Unicode standard's UTF-8
 * table (U+00E9 is C3 A9, U+20AC E2 82 AC, U+1F600 F0 9F 98 80).
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

#include "base/obuf.h"
#include "records/json.h"

/* The first value of `text`: 1, or 0 with err filled. */
static int read_one(const char *text, json_value *v, bao_diag *err)
{
  json_in *j = json_in_open_text(text, strlen(text));
  int r;
  assert_non_null(j);
  r = json_in_next(j, v, err);
  json_in_close(j);
  return r == 1;
}

/* The error `text` gives (read to its end), which must contain
 * `words`, at line:col. */
static void refused(const char *text, const char *words, int line, int col)
{
  json_value v;
  bao_diag err;
  json_in *j = json_in_open_text(text, strlen(text));
  int r;
  memset(&err, 0, sizeof err);
  while ((r = json_in_next(j, &v, &err)) == 1)
    json_free(&v);
  json_in_close(j);
  if (r == 0)
    fail_msg("read, not refused: %s", text);
  if (!strstr(err.message, words))
    fail_msg("'%s' gives '%s', not '%s'", text, err.message, words);
  assert_int_equal(err.mark.line, line);
  assert_int_equal(err.mark.column, col);
}

static void escapes(void **state)
{
  json_value v;
  bao_diag err;
  (void)state;
  assert_true(read_one("\"a\\\"b\\\\c\\/d\\b\\f\\n\\r\\t\"", &v, &err));
  assert_int_equal(v.kind, JSON_STRING);
  assert_string_equal(v.text, "a\"b\\c/d\b\f\n\r\t");
  json_free(&v);
  assert_true(read_one("\"\\u00e9\\u20AC\\ud83d\\ude00\"", &v, &err));
  assert_string_equal(v.text, "\xC3\xA9\xE2\x82\xAC\xF0\x9F\x98\x80");
  assert_int_equal(v.len, 9);
  json_free(&v);
  /* raw UTF-8 is kept as it is */
  assert_true(read_one("\"\xC3\xA9\xF0\x9F\x98\x80\"", &v, &err));
  assert_string_equal(v.text, "\xC3\xA9\xF0\x9F\x98\x80");
  json_free(&v);
  refused("\"\\ud83d\"", "high surrogate", 1, 2);
  refused("\"\\ude00\"", "low surrogate", 1, 2);
  refused("\"\\u0000\"", "NUL", 1, 2);
  refused("\"\\x41\"", "expected an escape", 1, 3);
  refused("\"a\tb\"", "control character", 1, 3);
  refused("\"abc", "not closed", 1, 1);
}

static void numbers_as_text(void **state)
{
  static const char *const good[] = {"0", "-0", "12", "-3.25", "1e5",
                                     "1E+05", "2.5e-3",
                                     "123456789012345678901234567890e99999"};
  json_value v;
  bao_diag err;
  size_t i;
  (void)state;
  for (i = 0; i < sizeof good / sizeof good[0]; i++) {
    assert_true(read_one(good[i], &v, &err));
    assert_int_equal(v.kind, JSON_NUMBER);
    assert_string_equal(v.text, good[i]); /* never converted */
    json_free(&v);
  }
  refused("01", "leading zero", 1, 2);
  refused("1.", "digit after the decimal point", 1, 3);
  refused("1e", "digit in the exponent", 1, 3);
  refused("-", "expected a digit", 1, 2);
  refused("+1", "expected a value", 1, 1);
  refused(".5", "expected a value", 1, 1);
}

static void structure(void **state)
{
  json_value v;
  bao_diag err;
  (void)state;
  assert_true(read_one("{\"a\": [1, true, null, {\"b\": false}], \"c\": \"d\"}",
                       &v, &err));
  assert_int_equal(v.kind, JSON_OBJECT);
  assert_int_equal(v.n, 2);
  assert_string_equal(v.keys[1], "c");
  assert_int_equal(json_get(&v, "a")->n, 4);
  assert_int_equal(json_get(&v, "a")->items[2].kind, JSON_NULL);
  assert_int_equal(json_get(&v, "a")->items[3].items[0].kind, JSON_FALSE);
  /* marks: the 'c' key is at column 38, its value at 43 */
  assert_int_equal(v.key_marks[1].column, 38);
  assert_int_equal(json_get(&v, "c")->mark.column, 43);
  json_free(&v);
  refused("[1, 2,]", "expected a value", 1, 7);
  refused("{\"a\": [1, 2,]}", "expected a value", 1, 13);
  refused("{\"a\": 1,}", "expected a key", 1, 9);
  refused("{\"a\" 1}", "expected ':'", 1, 6);
  refused("[1 2]", "expected ',' or ']'", 1, 4);
  refused("{\"a\": tru}", "expected true", 1, 10);
  refused("\n\n  {\"a\": 1, \"b\": 2, \"a\": 3}", "duplicate key \"a\" (first "
          "at line 3, column 4)", 3, 20);
}

static void utf8_strict(void **state)
{
  (void)state;
  refused("\"\xFF\"", "invalid UTF-8", 1, 2);
  refused("\"\xC0\xAF\"", "invalid UTF-8", 1, 2);     /* overlong '/' */
  refused("\"\xE0\x80\xAF\"", "overlong", 1, 2);
  refused("\"\xED\xA0\x80\"", "surrogate", 1, 2);     /* U+D800 */
  refused("\"\xF4\x90\x80\x80\"", "past U+10FFFF", 1, 2);
  refused("\"ab\xE2\x82\"", "cut short", 1, 4);
  refused("\xFF\xFE[]", "UTF-16", 1, 1);
}

static void depth_limit(void **state)
{
  char deep[2 * BAO_JSON_DEPTH + 8];
  json_value v;
  bao_diag err;
  int k;
  (void)state;
  /* an object and BAO_JSON_DEPTH - 1 arrays in it: BAO_JSON_DEPTH levels
   * read; one more is refused, at the array too many */
  deep[0] = '{', deep[1] = '"', deep[2] = '"', deep[3] = ':';
  for (k = 0; k < BAO_JSON_DEPTH - 1; k++)
    deep[4 + k] = '[', deep[4 + 2 * (BAO_JSON_DEPTH - 1) - 1 - k] = ']';
  strcpy(deep + 4 + 2 * (BAO_JSON_DEPTH - 1), "}");
  assert_true(read_one(deep, &v, &err));
  json_free(&v);
  for (k = 0; k < BAO_JSON_DEPTH; k++)
    deep[4 + k] = '[', deep[4 + 2 * BAO_JSON_DEPTH - 1 - k] = ']';
  strcpy(deep + 4 + 2 * BAO_JSON_DEPTH, "}");
  refused(deep, "nested deeper than 64", 1, 4 + BAO_JSON_DEPTH);
}

/* A file: a BOM, then an array yielded an item at a time; or lines. */
static void top_level(void **state)
{
  static const char array[] = "\xEF\xBB\xBF [ {\"a\":1},\n {\"b\":2} ]\n";
  static const char lines[] = "{\"a\":1}\n{\"b\":2}\n";
  json_value v;
  bao_diag err;
  json_in *j = json_in_open_text(array, strlen(array));
  (void)state;
  assert_int_equal(json_in_next(j, &v, &err), 1);
  assert_true(json_in_is_array(j));
  assert_int_equal(v.mark.column, 4); /* the BOM is no column */
  json_free(&v);
  assert_int_equal(json_in_next(j, &v, &err), 1);
  assert_int_equal(v.mark.line, 2);
  assert_string_equal(v.keys[0], "b");
  json_free(&v);
  assert_int_equal(json_in_next(j, &v, &err), 0);
  json_in_close(j);
  j = json_in_open_text(lines, strlen(lines));
  assert_int_equal(json_in_next(j, &v, &err), 1);
  json_free(&v);
  assert_int_equal(json_in_next(j, &v, &err), 1);
  assert_false(json_in_is_array(j));
  json_free(&v);
  assert_int_equal(json_in_next(j, &v, &err), 0);
  json_in_close(j);
  refused("[{}", "expected ',' or ']'", 1, 4);
  refused("[] x", "end of the file after the array", 1, 4);
  refused("{}\n{} {}", "one value a line", 2, 4);
  refused("0[]", "one value a line", 1, 2);
}

/* What json_dump writes reads back as the same value, numbers as they
 * were, control characters escaped. */
static void dump_reads_back(void **state)
{
  static const char text[] =
    "{\"k\\n\":[1e400,-0.50,\"\\u0001\\\"\xC3\xA9\",null,true,false,{}]}";
  json_value v, w;
  bao_diag err;
  obuf o;
  (void)state;
  assert_true(read_one(text, &v, &err));
  ob_init(&o);
  json_dump(&o, &v);
  ob_chr(&o, '\0');
  assert_string_equal(o.s, "{\"k\\n\":[1e400,-0.50,\"\\u0001\\\"\xC3\xA9\","
                      "null,true,false,{}]}");
  assert_true(read_one(o.s, &w, &err));
  assert_string_equal(w.items[0].items[2].text, "\x01\"\xC3\xA9");
  json_free(&v);
  json_free(&w);
}

int main(int argc, char **argv)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(escapes),
    cmocka_unit_test(numbers_as_text),
    cmocka_unit_test(structure),
    cmocka_unit_test(utf8_strict),
    cmocka_unit_test(depth_limit),
    cmocka_unit_test(top_level),
    cmocka_unit_test(dump_reads_back),
  };
  return ts_run(tests, NULL, NULL, argc, argv);
}
