/* yaml_feed.c - how libyaml is fed a record's bytes (yaml_read.c reads
 * the events): read ahead of it in blocks, the lines of plain text handed
 * over together, a line that might hold a bad byte or a YAML comment
 * handed over alone when libyaml asks for it, and the comments counted.
 * libyaml itself stays the YAML reader; this only feeds it. */
#include <errno.h>
#include <string.h>

#include "yaml_feed.h"

void bao_yaml_feed_init(bao_yaml_feed *y, FILE *f)
{
  memset(y, 0, offsetof(bao_yaml_feed, ahead));
  y->ahead[0] = '\n'; /* the sentinel at ahead[end] */
  y->f = f;
  y->block = -1;
}

/* Whether a line (as libyaml is handed it) holds a comment: a '#' at the
 * start or after a blank, outside quotes and block scalars. */
static int has_comment(bao_yaml_feed *y, const unsigned char *s, size_t n)
{
  /* the characters that may change something outside quotes */
  static const unsigned char special[256] = {['#'] = 1, ['\''] = 1,
                                             ['"'] = 1, ['|'] = 1, ['>'] = 1};
  size_t i = 0, indent;
  int found = 0, quote = y->quote;
  while (i < n && s[i] == ' ')
    i++;
  indent = i;
  if (y->block >= 0 && ((int)indent > y->block || i == n || s[i] == '\n' ||
                        s[i] == '\r'))
    return 0; /* a line of a block scalar (or a blank one inside it) */
  y->block = -1;
  for (; i < n && !found; i++) {
    if (quote) {
      if (quote == '\'' && s[i] != '\'') { /* to the next quote at once */
        const unsigned char *q = memchr(s + i, '\'', n - i);
        i = q ? (size_t)(q - s) : n;
        if (i == n)
          break;
      }
      if (s[i] != quote && s[i] != '\\')
        continue; /* the fast way through a quoted value */
      if (s[i] == quote && quote == '\'' && i + 1 < n && s[i + 1] == '\'')
        i++; /* '' inside single quotes */
      else if (s[i] == '\\' && quote == '"')
        i++;
      else if (s[i] == quote)
        quote = 0;
    } else if (!special[s[i]]) {
      continue; /* nothing to see */
    } else if (s[i] == '#' && (i == 0 || s[i - 1] == ' ' || s[i - 1] == '\t')) {
      found = 1;
    } else if ((s[i] == '\'' || s[i] == '"') &&
               (i == indent || strchr(" :-[{,", s[i - 1]))) {
      quote = s[i];
    } else if ((s[i] == '|' || s[i] == '>') && i > 0 && s[i - 1] == ' ' &&
               (i + 1 == n || strchr("+-0123456789\r\n ", s[i + 1]))) {
      y->block = (int)indent; /* the lines after it are its text */
    }
  }
  y->quote = quote;
  return found;
}

/* Counts a line handed to libyaml (ending in '\n'), and its comment. */
static void count_line(bao_yaml_feed *y, const unsigned char *s, size_t n)
{
  y->lines++;
  if (has_comment(y, s, n) && y->comments++ == 0)
    y->first_comment = y->lines;
}

/* What plain_line saw of a line: its single quotes (how many, the first)
 * and whether it holds a double quote, '|' or '>'. */
typedef struct line_marks {
  size_t quotes, first_quote;
  int others;
} line_marks;

/* Whether a line without '#' leaves has_comment's state as it was, so
 * that it need not be scanned: outside quotes and block scalars before,
 * no double quote, '|' or '>', and no single quote, or two that open (by
 * has_comment's own test) and close one value, with no '' in it.  Most
 * lines of a record are such ("- 'A7L*'", "south: 'Maulidi'"). */
static int neutral_line(const bao_yaml_feed *y, const unsigned char *s,
                        size_t n, const line_marks *m)
{
  size_t i = m->first_quote, indent = 0;
  if (y->quote || y->block >= 0 || m->others)
    return 0;
  if (m->quotes == 0)
    return 1;
  if (m->quotes != 2 || (i + 1 < n && s[i + 1] == '\''))
    return 0;
  while (indent < n && s[indent] == ' ')
    indent++;
  if (i == indent)
    return 1;
  switch (s[i - 1]) { /* has_comment's strchr(" :-[{,", ...), NUL too */
  case ' ': case ':': case '-': case '[': case '{': case ',': case '\0':
    return 1;
  default:
    return 0;
  }
}

/* count_line for a line without '#' (read_line's plain lines). */
static void count_plain(bao_yaml_feed *y, const unsigned char *s, size_t n,
                        const line_marks *m)
{
  if (neutral_line(y, s, n, m))
    y->lines++;
  else
    count_line(y, s, n);
}

/* Reads more of the file behind the bytes not yet handed over. */
static void read_ahead(bao_yaml_feed *y)
{
  size_t n;
  if (y->ahead_done)
    return;
  memmove(y->ahead, y->ahead + y->at, y->end - y->at);
  y->end -= y->at;
  y->at = 0;
  n = fread(y->ahead + y->end, 1, BAO_YAML_AHEAD - y->end, y->f);
  y->end += n;
  y->ahead[y->end] = '\n';
  if (n == 0 || ferror(y->f) || feof(y->f))
    y->ahead_done = 1;
  if (ferror(y->f) && !y->read_errno)
    y->read_errno = errno ? errno : EIO;
}

/* The length of the first line of s[0..n) with its '\n' if it is plain
 * text that can go to libyaml with others: printable ASCII, tabs and
 * '\r', no '#'; else 0.  `m` notes its quotes (neutral_line).  s[n] is a
 * '\n' (the sentinel after the bytes read ahead, or the line's own). */
static size_t plain_line(const unsigned char *s, size_t n, line_marks *m)
{
  /* 0 plain, 1 refused (a control character but tab and CR, a byte
   * outside ASCII, '#'), 2 a single quote, 3 a double quote, '|' or '>',
   * 4 the end of the line */
  static const unsigned char kind[256] = {
    1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 4, 1, 1, 0, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    0, 0, 3, 1, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
  size_t i;
  unsigned char k;
  m->quotes = m->first_quote = 0;
  m->others = 0;
  for (i = 0;; i++) {
    while ((k = kind[s[i]]) == 0) /* no bound: a '\n' stops it */
      i++;
    if (k == 1 || i >= n) /* a refused byte, or the sentinel */
      return 0;
    if (k == 4)
      return i + 1;
    if (k == 3)
      m->others = 1;
    else if (m->quotes++ == 0)
      m->first_quote = i;
  }
}

/* libyaml's reader.  It decodes all the bytes it was given before the
 * scanner looks at them, so a bad byte anywhere in a block of 16 KB would
 * stop the file before the games in front of it are read: a line that
 * could hold one (any byte outside printable ASCII) is handed over alone,
 * as soon as libyaml asks for it, and so is a line holding a '#' (so that
 * the YAML comments counted when reading stops early are those of the
 * lines libyaml asked for), and a line longer than libyaml can take, in
 * pieces.  The plain lines before such a line go together: handing
 * libyaml one line at a time was most of the time of reading. */
int bao_yaml_feed_read(void *data, unsigned char *buf, size_t size,
                       size_t *size_read)
{
  bao_yaml_feed *y = data;
  size_t n = 0, len, avail;
  const unsigned char *nl;
  line_marks m;
  /* one piece as a line-at-a-time reader would give it: a line with its
   * '\n', or `size` bytes of a longer one, or the last bytes */
  for (;;) {
    avail = y->end - y->at;
    nl = memchr(y->ahead + y->at, '\n', avail < size ? avail : size);
    if (nl || avail >= size || y->ahead_done)
      break;
    read_ahead(y);
  }
  len = nl ? (size_t)(nl - (y->ahead + y->at)) + 1
           : avail < size ? avail : size;
  if (nl && plain_line(y->ahead + y->at, len, &m) == len) {
    /* plain lines, as many as there are in a row and fit, copied at
     * once */
    const unsigned char *from = y->ahead + y->at;
    while (n + len <= size && len > 0) {
      count_plain(y, y->ahead + y->at, len, &m);
      n += len;
      y->at += len;
      len = plain_line(y->ahead + y->at, y->end - y->at, &m);
    }
    memcpy(buf, from, n);
  } else {
    memcpy(buf, y->ahead + y->at, len);
    y->at += len;
    n = len;
    if (nl)
      count_line(y, buf, n);
  }
  *size_read = n;
  return n > 0 || !y->read_errno;
}
