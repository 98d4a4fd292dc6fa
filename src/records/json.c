/* json.c - the strict JSON reader of json.h.
 *
 *   file   ::= BOM? ws ( '[' ws ( value ws ( ',' ws value ws )* )? ']'
 *                      | ( value ws )* ) EOF
 *   value  ::= object | array | string | number | true | false | null
 *
 * A file opening with '[' is an array of values (AP's download of every
 * game), each yielded alone so that a file of any size is read in the
 * memory of one game; otherwise the values follow one another (JSON
 * Lines, or one object).  One function per rule, one error path: an
 * error names what was found, where, and what was expected. */
#include <stdlib.h>
#include <string.h>

#include "base/obuf.h"
#include "json.h"

#define BUF_SIZE 65536

struct json_in {
  FILE *f;         /* or NULL: the text is `text`                       */
  const unsigned char *text;
  unsigned char buf[BUF_SIZE];
  size_t at, end;
  int line, column; /* of the next character                          */
  int state;        /* 0 before the first value, 1 in the top array,
                       2 a sequence of values, 3 over                 */
  int array;        /* the top level is an array                        */
  int single;       /* a text of one value: '[' opens an array value    */
  int trailing;     /* text after the top array's ']': said at the next
                       call, after the array's last value               */
  bao_diag *err;
  char *tmp;        /* the string being read                            */
  size_t tmp_len, tmp_size;
  const char *const *keep; /* json_in_keep's keys, or NULL: every value a
                              tree                                     */
};

/* ---- characters -------------------------------------------------------- */

static int peek(json_in *j)
{
  if (j->at == j->end && j->text)
    return EOF;
  if (j->at == j->end) {
    j->end = fread(j->buf, 1, sizeof j->buf, j->f);
    j->at = 0;
    if (j->end == 0)
      return EOF;
  }
  return j->text ? j->text[j->at] : j->buf[j->at];
}

/* Takes the character peeked; a column counts characters, not bytes. */
static int take(json_in *j)
{
  int c = peek(j);
  if (c == EOF)
    return EOF;
  j->at++;
  if (c == '\n')
    j->line++, j->column = 1;
  else if ((c & 0xC0) != 0x80)
    j->column++;
  return c;
}

/* The next byte, taken, without counting columns (in a character). */
static int take_byte(json_in *j)
{
  int c = peek(j);
  if (c != EOF)
    j->at++;
  return c;
}

static bao_mark here(const json_in *j)
{
  bao_mark m;
  m.line = j->line, m.column = j->column;
  return m;
}

static void skip_ws(json_in *j)
{
  int c;
  while ((c = peek(j)) == ' ' || c == '\t' || c == '\n' || c == '\r')
    take(j);
}

/* ---- errors ------------------------------------------------------------ */

/* "end of file", "'x'", "byte 0xff": what stands at the reading point. */
static void found(json_in *j, char *out, size_t size)
{
  int c = peek(j);
  if (c == EOF)
    snprintf(out, size, "the end of the file");
  else if (c >= 0x20 && c < 0x7F)
    snprintf(out, size, "'%c'", c);
  else
    snprintf(out, size, "byte 0x%02x", (unsigned)c);
}

static int fail(json_in *j, bao_mark at, const char *what)
{
  bao_diag_set(j->err, at, "invalid JSON: %s", what);
  return 0;
}

static int expected(json_in *j, const char *what)
{
  char got[32], msg[160];
  found(j, got, sizeof got);
  snprintf(msg, sizeof msg, "expected %s, found %s", what, got);
  return fail(j, here(j), msg);
}

static int out_of_memory(json_in *j)
{
  return fail(j, here(j), "out of memory");
}

/* ---- strings ----------------------------------------------------------- */

static int put(json_in *j, const char *s, size_t n)
{
  if (j->tmp_size - j->tmp_len <= n) {
    size_t size = j->tmp_size ? j->tmp_size : 64;
    char *t;
    while (size - j->tmp_len <= n)
      size *= 2;
    if (!(t = realloc(j->tmp, size)))
      return out_of_memory(j);
    j->tmp = t, j->tmp_size = size;
  }
  memcpy(j->tmp + j->tmp_len, s, n);
  j->tmp_len += n;
  return 1;
}

/* The character peeked, plain ASCII, into j->tmp. */
static int ascii(json_in *j)
{
  char c = (char)take(j);
  return put(j, &c, 1);
}

static int put_code_point(json_in *j, unsigned long cp)
{
  char u[4];
  size_t n;
  if (cp < 0x80)
    u[0] = (char)cp, n = 1;
  else if (cp < 0x800)
    u[0] = (char)(0xC0 | cp >> 6), u[1] = (char)(0x80 | (cp & 0x3F)), n = 2;
  else if (cp < 0x10000)
    u[0] = (char)(0xE0 | cp >> 12), u[1] = (char)(0x80 | (cp >> 6 & 0x3F)),
    u[2] = (char)(0x80 | (cp & 0x3F)), n = 3;
  else
    u[0] = (char)(0xF0 | cp >> 18), u[1] = (char)(0x80 | (cp >> 12 & 0x3F)),
    u[2] = (char)(0x80 | (cp >> 6 & 0x3F)), u[3] = (char)(0x80 | (cp & 0x3F)),
    n = 4;
  return put(j, u, n);
}

/* Four hex digits after "\u"; -1 when they are not. */
static long hex4(json_in *j)
{
  long v = 0;
  int k, c;
  for (k = 0; k < 4; k++) {
    c = peek(j);
    if (c >= '0' && c <= '9')
      v = v * 16 + (c - '0');
    else if ((c | 0x20) >= 'a' && (c | 0x20) <= 'f')
      v = v * 16 + ((c | 0x20) - 'a' + 10);
    else
      return -1;
    take(j);
  }
  return v;
}

/* "\uXXXX", a surrogate pair as two of them; the backslash and 'u' are
 * taken.  A NUL cannot be kept in a record's strings: refused. */
static int unicode_escape(json_in *j, bao_mark at)
{
  long hi = hex4(j), lo;
  if (hi < 0)
    return expected(j, "four hexadecimal digits after \\u");
  if (hi == 0)
    return fail(j, at, "\\u0000 (a NUL character) cannot be kept in a "
                "record");
  if (hi >= 0xDC00 && hi <= 0xDFFF)
    return fail(j, at, "a low surrogate \\u with no high surrogate "
                "before it");
  if (hi < 0xD800 || hi > 0xDBFF)
    return put_code_point(j, (unsigned long)hi);
  if (take(j) != '\\' || take(j) != 'u' || (lo = hex4(j)) < 0xDC00 ||
      lo > 0xDFFF)
    return fail(j, at, "a high surrogate \\u not followed by a low "
                "surrogate \\u");
  return put_code_point(j, 0x10000 + ((unsigned long)(hi - 0xD800) << 10) +
                               (unsigned long)(lo - 0xDC00));
}

static int escape(json_in *j)
{
  static const char from[] = "\"\\/bfnrt", to[] = "\"\\/\b\f\n\r\t";
  bao_mark at = here(j);
  const char *e;
  int c;
  take(j); /* the backslash */
  c = peek(j);
  if (c == 'u')
    return take(j), unicode_escape(j, at);
  if (c == EOF || c == 0 || !(e = strchr(from, c)))
    return expected(j, "an escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t or "
                    "\\uXXXX)");
  take(j);
  return put(j, &to[e - from], 1);
}

/* The length of the UTF-8 sequence lead byte c starts, 0 if none. */
static int utf8_length(int c)
{
  return c < 0x80 ? 1 : c >= 0xC2 && c <= 0xDF ? 2 : c >= 0xE0 && c <= 0xEF
         ? 3 : c >= 0xF0 && c <= 0xF4 ? 4 : 0;
}

/* One character of UTF-8 as it stands in the file, checked: no overlong
 * form, no surrogate, nothing past U+10FFFF. */
static int raw_char(json_in *j)
{
  bao_mark at = here(j);
  unsigned char u[4];
  int n = utf8_length(peek(j)), k, c;
  if (n == 0)
    return fail(j, at, "invalid UTF-8 (a byte that starts no character)");
  for (k = 0; k < n; k++) {
    c = peek(j);
    if (k > 0 && (c == EOF || (c & 0xC0) != 0x80))
      return fail(j, at, "invalid UTF-8 (a character cut short)");
    u[k] = (unsigned char)take_byte(j); /* a column counts characters */
  }
  j->column++;
  if ((n == 3 && u[0] == 0xE0 && u[1] < 0xA0) ||
      (n == 4 && u[0] == 0xF0 && u[1] < 0x90))
    return fail(j, at, "invalid UTF-8 (an overlong form)");
  if ((n == 3 && u[0] == 0xED && u[1] >= 0xA0) ||
      (n == 4 && u[0] == 0xF4 && u[1] >= 0x90))
    return fail(j, at, "invalid UTF-8 (a surrogate or a code point past "
                "U+10FFFF)");
  return put(j, (const char *)u, (size_t)n);
}

/* A string's characters into j->tmp (NUL-ended); the quote is next. */
static int string_body(json_in *j)
{
  bao_mark at = here(j);
  int c;
  j->tmp_len = 0;
  take(j);
  while ((c = peek(j)) != '"') {
    if (c == EOF)
      return fail(j, at, "a string not closed before the end of the file");
    if (c < 0x20)
      return fail(j, here(j), "a control character in a string (write it "
                  "as an escape: \\n, \\t, \\u0001)");
    if (!(c == '\\' ? escape(j) : c < 0x80 ? ascii(j) : raw_char(j)))
      return 0;
  }
  take(j);
  return put(j, "", 1) && (j->tmp_len--, 1);
}

static char *tmp_copy(json_in *j)
{
  char *s = malloc(j->tmp_len + 1);
  if (!s)
    return out_of_memory(j), NULL;
  memcpy(s, j->tmp, j->tmp_len + 1);
  return s;
}

/* ---- numbers and words ------------------------------------------------- */

static int digits(json_in *j)
{
  int n = 0;
  while (peek(j) >= '0' && peek(j) <= '9') {
    if (!ascii(j))
      return -1;
    n++;
  }
  return n;
}

/* -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?, kept as text: a number
 * of any size is read, and written back, as it stands. */
static int number(json_in *j, json_value *v)
{
  int n;
  j->tmp_len = 0;
  if (peek(j) == '-' && !ascii(j))
    return 0;
  if (peek(j) == '0') {
    if (!ascii(j))
      return 0;
    if (peek(j) >= '0' && peek(j) <= '9')
      return fail(j, here(j), "a number with a leading zero");
  } else if ((n = digits(j)) <= 0) {
    return n == 0 ? expected(j, "a digit") : 0;
  }
  if (peek(j) == '.') {
    if (!ascii(j))
      return 0;
    if ((n = digits(j)) <= 0)
      return n == 0 ? expected(j, "a digit after the decimal point") : 0;
  }
  if (peek(j) != EOF && (peek(j) | 0x20) == 'e') {
    if (!ascii(j) || ((peek(j) == '+' || peek(j) == '-') && !ascii(j)))
      return 0;
    if ((n = digits(j)) <= 0)
      return n == 0 ? expected(j, "a digit in the exponent") : 0;
  }
  if (!put(j, "", 1))
    return 0;
  v->kind = JSON_NUMBER;
  v->len = --j->tmp_len;
  return (v->text = tmp_copy(j)) != NULL;
}

static int word(json_in *j, json_value *v)
{
  static const char *const words[] = {"null", "false", "true"};
  static const int kinds[] = {JSON_NULL, JSON_FALSE, JSON_TRUE};
  size_t k, i;
  int c = peek(j);
  for (k = 0; k < 3 && words[k][0] != c; k++)
    ;
  if (k == 3)
    return expected(j, "a value (an object, an array, a string, a number, "
                    "true, false or null)");
  for (i = 0; words[k][i]; i++)
    if (peek(j) != words[k][i])
      return expected(j, words[k]);
    else
      take(j);
  v->kind = kinds[k];
  return 1;
}

/* ---- arrays and objects ------------------------------------------------ */

static int value(json_in *j, json_value *v, int depth);

static int grow(json_in *j, json_value *v, size_t *size)
{
  size_t n = *size ? *size * 2 : 2;
  json_value *items = realloc(v->items, n * sizeof *items);
  if (items)
    v->items = items;
  if (v->kind == JSON_OBJECT && items) {
    char **keys = realloc(v->keys, n * sizeof *keys);
    bao_mark *marks = keys ? realloc(v->key_marks, n * sizeof *marks) : NULL;
    if (keys)
      v->keys = keys;
    if (marks)
      v->key_marks = marks;
    if (!marks)
      items = NULL;
  }
  if (!items)
    return out_of_memory(j);
  *size = n;
  return 1;
}

/* A key seen twice: said with both places (a reader would silently keep
 * one of them, and the record would lose the other).  keys[k] is the
 * last read. */
static int duplicate_key(json_in *j, char *const *keys, const bao_mark *marks,
                         size_t k)
{
  size_t i;
  char msg[300];
  for (i = 0; i < k; i++)
    if (strcmp(keys[i], keys[k]) == 0) {
      snprintf(msg, sizeof msg, "duplicate key \"%.200s\" (first at line "
               "%d, column %d)", keys[k], marks[i].line, marks[i].column);
      return fail(j, marks[k], msg);
    }
  return 1;
}

/* ---- values kept as text ---------------------------------------------
 * An array or an object under a key the reader does not look into is
 * checked as strictly and kept as its compact text (json_dump's), not as
 * a tree: a node is some 80 bytes, and a header's array of a million
 * numbers ("1,1,...") would take forty times its file. */

static int raw_value(json_in *j, obuf *o, int depth);

static int too_deep(json_in *j, bao_mark at)
{
  char msg[80];
  snprintf(msg, sizeof msg, "nested deeper than %d arrays and objects",
           BAO_JSON_DEPTH);
  return fail(j, at, msg);
}

static int raw_key(json_in *j, obuf *o, char **keys, bao_mark *marks,
                   size_t k)
{
  marks[k] = here(j);
  if (peek(j) != '"')
    return expected(j, "a key (a string in double quotes)");
  if (!string_body(j) || !(keys[k] = tmp_copy(j)) ||
      !duplicate_key(j, keys, marks, k))
    return 0;
  json_put_string(o, keys[k], strlen(keys[k]));
  ob_chr(o, ':');
  skip_ws(j);
  if (peek(j) != ':')
    return expected(j, "':' after the key");
  take(j);
  skip_ws(j);
  return 1;
}

/* The items or members up to `close`, as text; an object's keys are
 * held (at most BAO_JSON_KEYS) only to find one given twice. */
static int raw_collection(json_in *j, obuf *o, int depth, int close)
{
  char **keys = NULL;
  bao_mark marks[BAO_JSON_KEYS], at = here(j);
  size_t n = 0, i;
  int ok = 0;
  ob_chr(o, (char)take(j));
  skip_ws(j);
  if (depth > BAO_JSON_DEPTH)
    return too_deep(j, at);
  if (close == '}' && !(keys = calloc(BAO_JSON_KEYS, sizeof *keys)))
    return out_of_memory(j);
  if (peek(j) == close)
    ok = 1;
  while (!ok) {
    if (close == '}' && n == BAO_JSON_KEYS) {
      fail(j, here(j), "an object of more than " BAO_JSON_KEYS_TEXT " keys");
      break;
    }
    if (n)
      ob_chr(o, ',');
    if ((close == '}' && !raw_key(j, o, keys, marks, n)) ||
        !raw_value(j, o, depth + 1))
      break;
    n++;
    skip_ws(j);
    if (peek(j) == close) {
      ok = 1;
    } else if (peek(j) != ',') {
      expected(j, close == ']' ? "',' or ']'" : "',' or '}'");
      break;
    } else {
      take(j);
      skip_ws(j);
    }
  }
  for (i = 0; keys && i <= n && i < BAO_JSON_KEYS; i++)
    free(keys[i]);
  free(keys);
  if (ok)
    ob_chr(o, (char)take(j));
  return ok;
}

static int raw_value(json_in *j, obuf *o, int depth)
{
  static const char *const words[] = {"null", "false", "true"};
  json_value v;
  int c = peek(j), ok;
  if (c == '{' || c == '[')
    return raw_collection(j, o, depth, c == '{' ? '}' : ']');
  if (c == '"') {
    if (!string_body(j))
      return 0;
    json_put_string(o, j->tmp, j->tmp_len);
    return 1;
  }
  memset(&v, 0, sizeof v);
  ok = c == '-' || (c >= '0' && c <= '9') ? number(j, &v) : word(j, &v);
  if (ok && v.kind == JSON_NUMBER)
    ob_put(o, v.text, v.len);
  else if (ok)
    ob_str(o, words[v.kind]);
  free(v.text);
  return ok;
}

/* An array or object value of `key`, which the reader does not look
 * into (json_in_keep), into v as text. */
static int raw(json_in *j, json_value *v, int depth)
{
  obuf o;
  int ok;
  memset(v, 0, sizeof *v);
  v->mark = here(j);
  v->kind = peek(j) == '{' ? JSON_OBJECT : JSON_ARRAY;
  ob_init(&o);
  ok = raw_value(j, &o, depth);
  if (ok && !o.oom && (v->text = malloc(o.n + 1)) != NULL) {
    memcpy(v->text, o.s, o.n);
    v->text[v->len = o.n] = '\0';
  } else if (ok) {
    ok = out_of_memory(j);
  }
  if (ob_allocated(&o))
    free(o.s);
  return ok;
}

static int kept(const json_in *j, const char *key)
{
  const char *const *k;
  if (!j->keep)
    return 1;
  for (k = j->keep; *k; k++)
    if (strcmp(*k, key) == 0)
      return 1;
  return 0;
}

static int member(json_in *j, json_value *v, int depth)
{
  size_t k = v->n;
  v->key_marks[k] = here(j);
  v->keys[k] = NULL;
  memset(&v->items[k], 0, sizeof v->items[k]);
  if (peek(j) != '"')
    return expected(j, "a key (a string in double quotes)");
  if (!string_body(j) || !(v->keys[k] = tmp_copy(j)))
    return 0;
  v->n++;
  if (!duplicate_key(j, v->keys, v->key_marks, k))
    return 0;
  skip_ws(j);
  if (peek(j) != ':')
    return expected(j, "':' after the key");
  take(j);
  skip_ws(j);
  if ((peek(j) == '[' || peek(j) == '{') && !kept(j, v->keys[k]))
    return raw(j, &v->items[k], depth);
  return value(j, &v->items[k], depth);
}

/* The items of an array or the members of an object, up to `close`. */
static int collection(json_in *j, json_value *v, int depth, int close)
{
  size_t size = 0;
  take(j);
  skip_ws(j);
  if (depth > BAO_JSON_DEPTH)
    return too_deep(j, v->mark);
  if (peek(j) == close)
    return take(j), 1;
  for (;;) {
    if (close == '}' && v->n == BAO_JSON_KEYS)
      return fail(j, here(j), "an object of more than "
                  BAO_JSON_KEYS_TEXT " keys");
    if (v->n == size && !grow(j, v, &size))
      return 0;
    if (close == ']') {
      memset(&v->items[v->n], 0, sizeof v->items[0]);
      v->n++;
      if (!value(j, &v->items[v->n - 1], depth + 1))
        return 0;
    } else if (!member(j, v, depth + 1)) {
      return 0;
    }
    skip_ws(j);
    if (peek(j) == close)
      return take(j), 1;
    if (peek(j) != ',')
      return expected(j, close == ']' ? "',' or ']'" : "',' or '}'");
    take(j);
    skip_ws(j);
  }
}

static int value(json_in *j, json_value *v, int depth)
{
  int c = peek(j);
  memset(v, 0, sizeof *v);
  v->mark = here(j);
  if (c == '{')
    return v->kind = JSON_OBJECT, collection(j, v, depth, '}');
  if (c == '[')
    return v->kind = JSON_ARRAY, collection(j, v, depth, ']');
  if (c == '"') {
    v->kind = JSON_STRING;
    if (!string_body(j))
      return 0;
    if (!(v->text = tmp_copy(j)))
      return 0;
    return v->len = j->tmp_len, 1;
  }
  if (c == '-' || (c >= '0' && c <= '9'))
    return number(j, v);
  return word(j, v);
}

/* ---- the file ---------------------------------------------------------- */

json_in *json_in_open(FILE *f)
{
  json_in *j = calloc(1, sizeof *j);
  if (!j)
    return NULL;
  j->f = f;
  j->line = j->column = 1;
  return j;
}

json_in *json_in_open_text(const char *s, size_t n)
{
  json_in *j = json_in_open(NULL);
  if (!j)
    return NULL;
  j->text = (const unsigned char *)s;
  j->end = n;
  return j;
}

json_in *json_in_open_value(const char *s, size_t n)
{
  json_in *j = json_in_open_text(s, n);
  if (j)
    j->single = 1;
  return j;
}

void json_in_keep(json_in *j, const char *const *keys)
{
  j->keep = keys;
}

int json_in_is_array(const json_in *j)
{
  return j->array;
}

/* After a value of the top array: ',' and another, or ']' and the end. */
static int after_item(json_in *j)
{
  skip_ws(j);
  if (peek(j) == ']') {
    take(j);
    j->state = 3;
    skip_ws(j);
    j->trailing = peek(j) != EOF;
    return 1;
  }
  if (peek(j) != ',')
    return expected(j, "',' or ']'");
  take(j);
  skip_ws(j);
  return 1;
}

/* After a value of JSON Lines: the end of its line (or of the file),
 * so that "0[]" or "{} {}" is an error, not two values. */
static int after_line(json_in *j)
{
  int c;
  if (j->single)
    return 1;
  while ((c = peek(j)) == ' ' || c == '\t' || c == '\r')
    take(j);
  return c == '\n' || c == EOF ? 1 : expected(j, "the end of the line "
                                              "after a value (JSON Lines: "
                                              "one value a line)");
}

/* Before the first value: a byte order mark (RFC 8259 lets a reader
 * ignore UTF-8's), then '[' makes the file an array of values. */
static int start(json_in *j)
{
  if (peek(j) == 0xEF) {
    take(j);
    if (take(j) != 0xBB || take(j) != 0xBF)
      return fail(j, here(j), "invalid UTF-8 at the start of the file");
    j->column = 1;
  } else if (peek(j) == 0xFE || peek(j) == 0xFF) {
    return fail(j, here(j), "the file is UTF-16; JSON is UTF-8");
  }
  skip_ws(j);
  j->state = 2;
  if (peek(j) == '[' && !j->single) {
    take(j);
    skip_ws(j);
    j->array = 1, j->state = 1;
    if (peek(j) == ']') /* no record at all */
      return after_item(j);
  }
  return 1;
}

int json_is_value(const char *s, size_t n)
{
  json_in *j = json_in_open_value(s, n);
  obuf o;
  int ok;
  if (!j)
    return 0;
  ob_init(&o);
  ok = start(j) && (skip_ws(j), raw_value(j, &o, 1));
  if (ok) {
    skip_ws(j);
    ok = peek(j) == EOF && !o.oom;
  }
  if (ob_allocated(&o))
    free(o.s);
  json_in_close(j);
  return ok;
}

/* After an error in a sequence of values (JSON Lines): the reading goes
 * on at the next line that opens a value at its first column, '{' or
 * '['.  A record of JSON Lines is one line, so the bad line alone is
 * lost; the inner lines of a pretty-printed object are indented (and
 * its closing '}' opens nothing), so an error there costs the rest of
 * that object, never a cascade of errors on each of its lines. */
static void resync(json_in *j, int start_line)
{
  int c = peek(j);
  /* a value cut short at the end of its line is found wanting at the
   * next line's first character: that line is not lost too */
  if (j->line > start_line && j->column == 1 && (c == '{' || c == '['))
    return;
  for (;;) {
    while ((c = peek(j)) != EOF && c != '\n')
      take_byte(j);
    if (c == EOF)
      break;
    take(j); /* the line break: lines and columns count again */
    if ((c = peek(j)) == '{' || c == '[' || c == EOF)
      break;
  }
  j->column = 1;
}

int json_in_next(json_in *j, json_value *v, bao_diag *err)
{
  int ok, line;
  memset(v, 0, sizeof *v);
  j->err = err;
  if (j->state == 0 && !start(j))
    return j->state = 3, -1;
  if (j->state == 3 && j->trailing) {
    j->trailing = 0;
    return expected(j, "the end of the file after the array"), -1;
  }
  if (j->state == 3)
    return 0;
  skip_ws(j);
  if (j->state == 2 && peek(j) == EOF)
    return j->state = 3, 0;
  if (j->state == 1 && peek(j) == EOF)
    return expected(j, "a value or ']'"), j->state = 3, -1;
  line = j->line;
  ok = value(j, v, 1) && (j->state == 2 ? after_line(j) : after_item(j));
  if (!ok) {
    json_free(v);
    if (j->state == 2 && !j->single)
      resync(j, line);
    else
      j->state = 3;
    return -1;
  }
  return 1;
}

void json_in_close(json_in *j)
{
  if (!j)
    return;
  free(j->tmp);
  free(j);
}

void json_free(json_value *v)
{
  size_t i;
  if (!v)
    return;
  for (i = 0; i < v->n; i++) {
    json_free(&v->items[i]);
    if (v->keys)
      free(v->keys[i]);
  }
  free(v->items);
  free(v->keys);
  free(v->key_marks);
  free(v->text);
  memset(v, 0, sizeof *v);
}

const json_value *json_get(const json_value *v, const char *key)
{
  size_t i;
  if (!v || v->kind != JSON_OBJECT)
    return NULL;
  for (i = 0; i < v->n; i++)
    if (v->keys[i] && strcmp(v->keys[i], key) == 0)
      return &v->items[i];
  return NULL;
}

const char *json_kind_name(int kind)
{
  static const char *const names[] = {"null", "false", "true", "a number",
                                      "a string", "an array", "an object"};
  return kind >= 0 && kind <= JSON_OBJECT ? names[kind] : "?";
}
