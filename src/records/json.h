/* json.h - a strict JSON reader (RFC 8259) for AP Game Records: a file
 * of JSON values read one top-level value at a time (a lone value, the
 * items of a top-level array, or JSON Lines), each as a tree whose nodes
 * know their line and column.  Our own rather than libyaml, which reads
 * JSON as YAML flow only in part (it refuses a key longer than 1024
 * characters, YAML's limit on an implicit key, and passes duplicate keys
 * on unsaid), and rather than a library, to give file:line:col for
 * every node.  Numbers are kept as their text, never converted, so that
 * what is written back is what was read.  Internal: not installed. */
#ifndef BAO_JSON_H
#define BAO_JSON_H

#include <stddef.h>
#include <stdio.h>

#include "bao/bao.h"

/* Deeper nesting is refused with an error that says so (an AP record
 * needs 7 levels). */
#define BAO_JSON_DEPTH 64

/* More keys in one object are refused (duplicates are looked for by
 * comparing each key with those before it). */
#define BAO_JSON_KEYS 256
#define BAO_JSON_KEYS_TEXT "256"

enum json_kind {
  JSON_NULL, JSON_FALSE, JSON_TRUE, JSON_NUMBER, JSON_STRING, JSON_ARRAY,
  JSON_OBJECT
};

typedef struct json_value json_value;
struct json_value {
  int kind;          /* enum json_kind                                   */
  bao_mark mark;     /* its first character                              */
  char *text;        /* a string (UTF-8, no NUL) or a number's text      */
  size_t len;        /* its length                                       */
  json_value *items; /* an array's items, an object's values, in order
                        (none when the value is kept as text)           */
  char **keys;       /* an object's keys (NULL for an array)             */
  bao_mark *key_marks;
  size_t n;
};

typedef struct json_in json_in;

/* A reader of f from where it stands; NULL out of memory. */
json_in *json_in_open(FILE *f);

/* The next top-level value into v (freed by json_free): 1, 0 at the
 * end, -1 with `err` on an error.  After an error in an array or a single
 * value the file is over (a JSON text cannot be resynchronised); in
 * JSON Lines the reading goes on at the next line opening with '{' or
 * '[' (json.c: resync). */
int json_in_next(json_in *j, json_value *v, bao_diag *err);

/* Object members whose key is not in `keys` (NULL-terminated; kept by
 * the caller) and whose value is an array or an object are checked as
 * strictly but kept as text: kind JSON_ARRAY or JSON_OBJECT, n 0, and
 * `text` their compact JSON as json_dump writes it.  NULL (the default):
 * every value a tree. */
void json_in_keep(json_in *j, const char *const *keys);

/* Whether the n bytes at s are one JSON value (blanks around it), read
 * as text: a tree of a large array would cost forty times its size. */
int json_is_value(const char *s, size_t n);

/* Whether the values are the items of a top-level array. */
int json_in_is_array(const json_in *j);

void json_in_close(json_in *j);

void json_free(json_value *v);

/* The value of key `key` in object v, or NULL. */
const json_value *json_get(const json_value *v, const char *key);

/* "null", "a number", "a string", ...: for errors. */
const char *json_kind_name(int kind);

/* json_write.c: a string as JSON, and a value compactly (numbers as
 * read), appended to o. */
struct obuf;
void json_put_string(struct obuf *o, const char *s, size_t n);
void json_dump(struct obuf *o, const json_value *v);

/* A reader of the n bytes at s instead of a file (a tag holding JSON
 * text); NULL out of memory. */
json_in *json_in_open_text(const char *s, size_t n);

/* The same for a text that is one value, which may be an array (a tag's
 * JSON): values follow one another, none is an array's item. */
json_in *json_in_open_value(const char *s, size_t n);

#endif
