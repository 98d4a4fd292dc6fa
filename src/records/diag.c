/* diag.c - showing diagnostics and record text to a person: the one
 * printer of "file:line:col: level: message" with the source line and a
 * caret (jq's form), and the cleaning of text a record brings along, so
 * that nothing a record says can forge a line of output or drive a
 * terminal. */
#include <stdio.h>
#include <string.h>

#include "base/obuf.h"
#include "base/util.h"
#include "bao/record.h"
#include "records.h"

/* bao.h */
const char *bao_text_domain(void)
{
  return BAO_TEXT_DOMAIN;
}

/* bao.h: the library's own version, not the headers' a program saw */
const char *bao_version(void)
{
  return BAO_VERSION;
}

int bao_version_number(void)
{
  return BAO_VERSION_NUMBER;
}

/* base/util.h */
size_t bao_utf8_decode(const unsigned char *s, size_t n, unsigned long *cp)
{
  size_t len, i;
  unsigned long min;
  if (s[0] < 0x80) {
    *cp = s[0];
    return 1;
  }
  if (s[0] >= 0xc2 && s[0] <= 0xdf)
    len = 2, *cp = s[0] & 0x1fu, min = 0x80;
  else if (s[0] >= 0xe0 && s[0] <= 0xef)
    len = 3, *cp = s[0] & 0x0fu, min = 0x800;
  else if (s[0] >= 0xf0 && s[0] <= 0xf4)
    len = 4, *cp = s[0] & 0x07u, min = 0x10000;
  else
    return 0;
  if (len > n)
    return 0;
  for (i = 1; i < len; i++) {
    if ((s[i] & 0xc0) != 0x80)
      return 0;
    *cp = *cp << 6 | (s[i] & 0x3fu);
  }
  return *cp < min || *cp > 0x10ffff || (*cp >= 0xd800 && *cp <= 0xdfff)
           ? 0 : len;
}

/* Characters that must not reach a terminal or a line-based reader as
 * they are: C0 and C1 controls, DEL, the line and paragraph separators
 * (U+2028, U+2029: a new line to some terminals and readers), the
 * bidirectional overrides, isolates and marks (LRM, RLM, ALM) that make
 * text display in another order than it reads, and the invisible marks
 * (zero-width spaces and joiners, the byte order mark). */
static int hidden(unsigned long cp)
{
  return cp < 0x20 || cp == 0x7f || (cp >= 0x80 && cp <= 0x9f) ||
         cp == 0x061c || (cp >= 0x200b && cp <= 0x200f) || cp == 0x2060 ||
         cp == 0xfeff || (cp >= 0x2028 && cp <= 0x202e) ||
         (cp >= 0x2066 && cp <= 0x2069);
}

/* How the character at s shows: itself, or an escape ("\n", "\x1b",
 * "\u202e", "\xff" for a stray byte) written to esc.  Returns the bytes it
 * takes in s; *shown points at what to show, *shown_len its length. */
static size_t show_char(const char *s, size_t n, char esc[12],
                        const char **shown, size_t *shown_len)
{
  unsigned long cp;
  size_t len = bao_utf8_decode((const unsigned char *)s, n, &cp);
  *shown = s;
  *shown_len = len;
  if (len == 0) {
    snprintf(esc, 12, "\\x%02x", (unsigned)(unsigned char)s[0]);
    len = 1;
  } else if (cp == '\n' || cp == '\t' || cp == '\r') {
    snprintf(esc, 12, "\\%c", cp == '\n' ? 'n' : cp == '\t' ? 't' : 'r');
  } else if (hidden(cp) && cp < 0x100) {
    snprintf(esc, 12, "\\x%02x", (unsigned)cp);
  } else if (hidden(cp)) { /* a code point: at most 0x10ffff, 6 digits */
    snprintf(esc, 12, "\\u%04x", (unsigned)(cp & 0x1fffff));
  } else {
    return len;
  }
  *shown = esc;
  *shown_len = strlen(esc);
  return len;
}

size_t bao_text_clean(const char *s, size_t max_chars, char *out,
                      size_t size)
{
  size_t i = 0, n = strlen(s), used = 0, chars = 0, k, len;
  const char *shown;
  char esc[12];
  if (size == 0)
    return 0;
  while (i < n) {
    if (chars == max_chars || used + 12 + 4 >= size) {
      memcpy(out + used, "...", 3);
      used += 3;
      break;
    }
    k = show_char(s + i, n - i, esc, &shown, &len);
    memcpy(out + used, shown, len);
    used += len;
    i += k;
    chars++;
  }
  out[used] = '\0';
  return used;
}

/* ---- the printer ------------------------------------------------------------ */

#define WINDOW 120 /* characters of a long source line shown around the caret */

/* The byte offset of character `chars` of s (or its end). */
static size_t char_offset(const char *s, size_t chars)
{
  size_t i = 0, n = strlen(s);
  unsigned long cp;
  while (chars-- > 0 && i < n) {
    size_t len = bao_utf8_decode((const unsigned char *)s + i, n - i, &cp);
    i += len ? len : 1;
  }
  return i;
}

/* Writes s[from..to) cleaned; with `pad`, blanks of the same width instead
 * (tabs kept, so that the caret lines up under a tab too). */
static void put_span(obuf *o, const char *s, size_t from, size_t to, int pad)
{
  const char *shown;
  char esc[12];
  size_t i = from, len, k;
  while (i < to) {
    if (s[i] == '\t') { /* kept as it is, so the caret lines up under it */
      ob_chr(o, '\t');
      i++;
      continue;
    }
    i += show_char(s + i, to - i, esc, &shown, &len);
    if (!pad)
      ob_put(o, shown, len);
    else
      for (k = 0; k < len; k++)
        if (((unsigned char)shown[k] & 0xc0) != 0x80)
          ob_chr(o, ' '); /* one blank per character shown */
  }
}

static const char *level_name(int level)
{
  return level == BAO_ERROR ? "error" : level == BAO_WARNING ? "warning"
                                                             : "note";
}

/* records.h */
void bao_diag_format(obuf *o, const char *path, const bao_diag *d,
                     const char *source, int first, const char *indent)
{
  size_t col, start, stop, caret, width, n, skipped;
  if (d->mark.line > 0 || d->mark.column > 0)
    ob_printf(o, "%s:%d:%d: %s: %s\n", path, d->mark.line, d->mark.column,
              level_name(d->level), d->message);
  else
    ob_printf(o, "%s: %s: %s\n", path, level_name(d->level), d->message);
  if (!source || d->mark.column < first)
    return;
  if (!indent)
    indent = "";
  skipped = first > 1 ? (size_t)first - 1 : 0; /* characters not in source */
  col = (size_t)d->mark.column - 1 - skipped;
  width = d->width > 0 ? (size_t)d->width : 1;
  start = col > WINDOW / 2 ? col - WINDOW / 2 : 0;
  n = strlen(source);
  stop = char_offset(source, start + WINDOW);
  caret = char_offset(source, col);
  start = char_offset(source, start);
  ob_printf(o, "%s%s", indent, start || skipped ? "..." : "");
  put_span(o, source, start, stop, 0);
  ob_printf(o, "%s\n%s%s", stop < n ? "..." : "", indent,
            start || skipped ? "   " : "");
  put_span(o, source, start, caret < stop ? caret : stop, 1);
  while (width--)
    ob_chr(o, '^');
  ob_chr(o, '\n');
}

/* The diagnostic built whole, then written at once (one write to an
 * unbuffered stream). */
int bao_diag_print(FILE *f, const char *path, const bao_diag *d,
                   const char *source, int first, const char *indent)
{
  obuf o;
  ob_init(&o);
  bao_diag_format(&o, path, d, source, first, indent);
  return ob_flush(&o, f);
}
