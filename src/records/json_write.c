/* json_write.c - JSON text out: a string escaped as RFC 8259 asks (the
 * quote, the backslash and control characters; every other character as
 * UTF-8), and a value read by json.c written back compactly, numbers as
 * they were read.  Used by the AP reader, which keeps what it does not
 * use as JSON text in tags, and by the AP writer. */
#include <string.h>

#include "base/obuf.h"
#include "json.h"

void json_put_string(struct obuf *o, const char *s, size_t n)
{
  static const char hex[] = "0123456789abcdef";
  size_t i, run = 0;
  ob_chr(o, '"');
  for (i = 0; i < n; i++) {
    unsigned char c = (unsigned char)s[i];
    const char *e = c == '"' ? "\\\"" : c == '\\' ? "\\\\" : c == '\n'
                    ? "\\n" : c == '\t' ? "\\t" : c == '\r' ? "\\r" : NULL;
    if (!e && c >= 0x20)
      continue;
    ob_put(o, s + run, i - run);
    run = i + 1;
    if (e) {
      ob_str(o, e);
    } else {
      char u[7] = {'\\', 'u', '0', '0', hex[c >> 4], hex[c & 15], 0};
      ob_str(o, u);
    }
  }
  ob_put(o, s + run, n - run);
  ob_chr(o, '"');
}

void json_dump(struct obuf *o, const json_value *v)
{
  static const char *const words[] = {"null", "false", "true"};
  size_t i;
  switch (v->kind) {
  case JSON_NULL: case JSON_FALSE: case JSON_TRUE:
    ob_str(o, words[v->kind]);
    return;
  case JSON_NUMBER:
    ob_put(o, v->text, v->len);
    return;
  case JSON_STRING:
    json_put_string(o, v->text, v->len);
    return;
  default:
    if (v->text) { /* kept as its text (json_in_keep) */
      ob_put(o, v->text, v->len);
      return;
    }
    break;
  }
  ob_chr(o, v->kind == JSON_ARRAY ? '[' : '{');
  for (i = 0; i < v->n; i++) {
    if (i)
      ob_chr(o, ',');
    if (v->kind == JSON_OBJECT) {
      json_put_string(o, v->keys[i], strlen(v->keys[i]));
      ob_chr(o, ':');
    }
    json_dump(o, &v->items[i]);
  }
  ob_chr(o, v->kind == JSON_ARRAY ? ']' : '}');
}
