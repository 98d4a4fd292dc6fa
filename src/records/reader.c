/* reader.c - the reader that picks a file's format (record.h's
 * bao_reader): sniffing YAML from a transcript, opening either reader,
 * and the source lines that diagnostics show. */
#define _POSIX_C_SOURCE 200809L /* fileno, fstat */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "base/util.h"
#include "bao/record.h"
#include "records.h"

/* ---- the reader ---------------------------------------------------------- */

/* Where bao_reader_line stopped in a line too long for its buffer: the
 * next problem further on the same line goes on from there instead of
 * from the line's start, so that a line of thousands of variations with
 * a problem each is read once, not once a problem. */
typedef struct line_window {
  int line;           /* the line, or 0 when nothing is kept          */
  int around;         /* the character the window was read for        */
  int first;          /* the window's first character (1-based)       */
  int pending;        /* the byte read and not kept, or EOF, '\n' or
                         '\r' at the line's end                      */
  size_t used, seen;  /* bytes in buf, characters read in the line    */
  long at;            /* the stream after `pending`                   */
  char queue[4];      /* the reader's UTF-16 queue after `pending`    */
  int queued;
  size_t size;        /* buf's size, the caller's                     */
  char *buf;
} line_window;

struct bao_reader {
  int format;
  int utf16;      /* 1 UTF-16LE, 2 UTF-16BE (YAML only), 0 UTF-8       */
  char queue[4];  /* UTF-8 bytes of a UTF-16 character, last first      */
  int queued;
  int seen_line;  /* the line last looked up by bao_reader_line ...      */
  long seen_at;   /* ... and where it starts                            */
  line_window win; /* ... and where in it the last lookup stopped       */
  int seen_cr;    /* the line before it ended at a CR (an LF next is
                     still that line break: CR LF)                      */
  FILE *in;       /* the caller's stream                                */
  bao_yaml_in *yaml;
  bao_text_in *text;
  bao_ap_in *ap;
};

static int ends_with(const char *s, const char *suffix)
{
  size_t n = strlen(s), m = strlen(suffix);
  return n >= m && strcmp(s + n - m, suffix) == 0;
}

/* ---- the format ------------------------------------------------------------
 * A record's format is told by its first decisive line, however many
 * blank and comment lines come first: "%YAML" first, or a line "moves:"
 * followed by a "- " item (or "moves: [..."), is YAML; a line of moves
 * ("(1) A7L * a5R;", "1. A6L*", "1: A4>") is a transcript.  Header lines
 * "South: Maulidi" are both and decide nothing; a transcript's commentary
 * may hold a line "moves:", but not one followed by "- ".  A "---" first
 * is both (a transcript may start with its game separator): it makes a
 * file that decides nothing YAML, and after it only a line of moves at
 * the start of its line (not one inside an indented YAML text) makes a
 * transcript.  A file that decides nothing within SNIFF_BYTES is a
 * transcript.  Lines end at LF, CR LF or a lone CR, as the readers' do. */

#define SNIFF_BYTES (1 << 20)

/* A move number at the start of s: "(12)", "12.", "12:". */
static int move_number_first(const char *s)
{
  const char *d = s + (*s == '(');
  if (*d < '0' || *d > '9')
    return 0;
  while (*d >= '0' && *d <= '9')
    d++;
  return *s == '(' ? *d == ')' : *d == '.' || *d == ':';
}

/* Reads a line (its first size - 1 bytes; the rest is skipped) into
 * `line`, counting every byte read in *read: 0 at the end of the input or
 * at a NUL byte (a binary file: the transcript reader says where). */
static int sniff_line(FILE *f, char *line, size_t size, long *read)
{
  size_t n = 0;
  int c = 0;
  while (*read < SNIFF_BYTES && (c = getc(f)) != EOF && c != '\0') {
    ++*read;
    if (n + 1 < size)
      line[n++] = (char)c;
    if (c == '\n' || c == '\r') /* CR LF: the LF reads as a blank line */
      break;
  }
  line[n] = '\0';
  return c == '\n' || c == '\r' || (c == EOF && n > 0);
}

static int sniff_yaml(FILE *f)
{
  char line[512];
  const char *s;
  long read = 0;
  int first = 1, after_moves = 0, dashes = 0;
  while (sniff_line(f, line, sizeof line, &read)) {
    for (s = line; *s == ' ' || *s == '\t'; s++)
      ;
    if (*s == '\n' || *s == '\r' || *s == '\0' || *s == '#')
      continue;
    if (first && (strncmp(s, "%YAML", 5) == 0 ||
                  (strncmp(s, "---", 3) == 0 &&
                   s[3 + strspn(s + 3, " \t\r\n")] != '\0')))
      return 1; /* "--- {south: ...}" or "--- # a comment" */
    dashes |= first && strncmp(s, "---", 3) == 0;
    first = 0;
    if (after_moves && s[0] == '-' && s[1] && strchr(" \r\n", s[1]))
      return 1;
    if (move_number_first(s) && (!dashes || s == line))
      return 0;
    after_moves = strncmp(line, "moves:", 6) == 0;
    if (after_moves && line[6 + strspn(line + 6, " \t")] == '[')
      return 1;
  }
  return dashes;
}

/* An AP Game Record (JSON) opens, after blanks and UTF-8's byte order
 * mark, with '{' and a key or '}', or '[' and an object or ']': a YAML
 * flow mapping ("{south: X}") or a transcript's bracketed header
 * ("[Event ...]") does not. */
static int sniff_json(FILE *f)
{
  int c = getc(f), open;
  if (c == 0xEF && getc(f) == 0xBB && getc(f) == 0xBF)
    c = getc(f);
  while (c == ' ' || c == '\t' || c == '\n' || c == '\r')
    c = getc(f);
  if (c != '{' && c != '[')
    return 0;
  open = c;
  do
    c = getc(f);
  while (c == ' ' || c == '\t' || c == '\n' || c == '\r');
  return open == '{' ? c == '"' || c == '}' : c == '{' || c == ']';
}

/* The byte order mark of UTF-16 (YAML may be UTF-16; a transcript is
 * not): 1 little-endian, 2 big-endian, 0 none. */
static int utf16_of(FILE *f)
{
  int a = getc(f), b = getc(f);
  return a == 0xFF && b == 0xFE ? 1 : a == 0xFE && b == 0xFF ? 2 : 0;
}

/* ---- opening ----------------------------------------------------------------- */

/* Fills d with "cannot read: <why>" from errno; returns NULL. */
static void *read_failed(bao_diag *d, const char *what)
{
  bao_diag_set(d, bao_mark_column(0), "%s: %s", what, strerror(errno));
  return NULL;
}

/* The reader sniffs the format and looks source lines up again: it needs
 * a stream that can be rewound.  A pipe is the caller's to copy (the
 * bao command copies standard input to a temporary file). */
static int rewindable(FILE *f, bao_diag *d)
{
  long at = ftell(f);
  if (at >= 0 && fseek(f, at, SEEK_SET) == 0)
    return 1;
  return bao_diag_set(d, bao_mark_column(0), "cannot read: the input "
                      "cannot be rewound (a pipe): copy it to a file");
}

bao_reader *bao_reader_open(FILE *f, const char *name, enum bao_format format,
                            bao_diag *d)
{
  bao_reader *r = calloc(1, sizeof *r);
  struct stat st;
  const char *kind;
  FILE *in;
  long at;
  if (!r)
    return bao_diag_set(d, bao_mark_column(0), "out of memory"), NULL;
  /* a directory opens but does not read; a closed stdin neither
   * (a memory stream has no descriptor, and no such problem) */
  if (fileno(f) >= 0 &&
      (fstat(fileno(f), &st) != 0 || S_ISDIR(st.st_mode))) {
    if (fstat(fileno(f), &st) == 0)
      errno = EISDIR;
    free(r);
    return read_failed(d, "cannot read");
  }
  if (!rewindable(f, d)) {
    free(r);
    return NULL;
  }
  /* Sniffed only when the format is: a caller who names the format
   * (the command with --from-format, the writers' round trips) has
   * decided, and a record's own text may begin with such bytes (a
   * printed token of a transcript); the command asks bao_not_a_record
   * itself then. */
  if (format == BAO_FORMAT_AUTO && (kind = bao_not_a_record(f)) != NULL) {
    free(r);
    return bao_diag_set(d, bao_mark_column(0), "not a Bao record (it looks "
                        "like %s)", kind), NULL;
  }
  r->in = in = f;
  at = ftell(in);
  r->utf16 = utf16_of(in);
  fseek(in, at, SEEK_SET);
  if (format == BAO_FORMAT_AUTO && name &&
      (ends_with(name, ".json") || ends_with(name, ".jsonl")))
    format = BAO_FORMAT_AP; /* (which says a UTF-16 file is no JSON) */
  if (format == BAO_FORMAT_AUTO && (r->utf16 || (name &&
      (ends_with(name, ".yaml") || ends_with(name, ".yml")))))
    format = BAO_FORMAT_YAML;
  if (format == BAO_FORMAT_AUTO) {
    format = sniff_json(in) ? BAO_FORMAT_AP : BAO_FORMAT_AUTO;
    clearerr(in);
    fseek(in, at, SEEK_SET);
  }
  if (format == BAO_FORMAT_AUTO) {
    format = sniff_yaml(in) ? BAO_FORMAT_YAML : BAO_FORMAT_TEXT;
    clearerr(in);
    fseek(in, at, SEEK_SET);
  }
  r->format = format;
  if (format == BAO_FORMAT_YAML)
    r->yaml = bao_yaml_in_open(in);
  else if (format == BAO_FORMAT_AP)
    r->ap = bao_ap_in_open(in);
  else
    r->text = bao_text_in_open(in);
  if (!r->yaml && !r->text && !r->ap) {
    bao_reader_close(r);
    return bao_diag_set(d, bao_mark_column(0), "out of memory"), NULL;
  }
  return r;
}

size_t bao_reader_comments(const bao_reader *r, int *first_line)
{
  *first_line = 0;
  return r->yaml ? bao_yaml_in_comments(r->yaml, first_line) : 0;
}

enum bao_format bao_reader_format(const bao_reader *r)
{
  return r->format;
}

int bao_reader_next(bao_reader *r, bao_game *g, bao_diag *err)
{
  if (r->yaml)
    return bao_yaml_in_next(r->yaml, g, err);
  if (r->ap)
    return bao_ap_in_next(r->ap, g, err);
  return bao_text_in_next(r->text, g, err);
}

/* ---- source lines --------------------------------------------------------
 * The line a problem is in, shown under its message.  The file is read a
 * byte at a time as UTF-8; a UTF-16 file's code units are turned into
 * UTF-8 on the way, so that its lines show like any other. */

/* The next byte of the file as UTF-8, or EOF. */
static int next_byte(bao_reader *r)
{
  unsigned long cp;
  int a, b, n, k;
  if (!r->utf16)
    return getc(r->in);
  if (r->queued)
    return (unsigned char)r->queue[--r->queued];
  do {
    a = getc(r->in), b = getc(r->in);
    if (a == EOF || b == EOF)
      return EOF;
    cp = r->utf16 == 1 ? (unsigned long)(b << 8 | a)
                       : (unsigned long)(a << 8 | b);
  } while (cp == 0xFEFF); /* the byte order mark */
  if (cp >= 0xD800 && cp <= 0xDBFF) { /* a surrogate pair */
    a = getc(r->in), b = getc(r->in);
    if (a != EOF && b != EOF)
      cp = 0x10000 + ((cp - 0xD800) << 10) +
           ((r->utf16 == 1 ? (unsigned long)(b << 8 | a)
                           : (unsigned long)(a << 8 | b)) - 0xDC00);
  }
  if (cp < 0x80)
    return (int)cp;
  n = cp < 0x800 ? 1 : cp < 0x10000 ? 2 : 3; /* continuation bytes */
  for (k = 0; k < n; k++, cp >>= 6) /* queued last byte first */
    r->queue[r->queued++] = (char)(0x80 | (cp & 0x3F));
  return (int)((n == 1 ? 0xC0u : n == 2 ? 0xE0u : 0xF0u) | cp);
}

/* Moves the stream to the start of line `line`; from where the last
 * lookup ended when it is not behind, so that showing the lines of many
 * problems in file order reads the file once.  Lines end at LF, CR LF or
 * a lone CR, as the readers' do. */
static int seek_line(bao_reader *r, int line)
{
  int c;
  r->queued = 0;
  if (line < r->seen_line || r->seen_line == 0) {
    if (fseek(r->in, 0, SEEK_SET) != 0)
      return 0;
    r->seen_line = 1;
    r->seen_at = 0;
    r->seen_cr = 0;
  } else if (fseek(r->in, r->seen_at, SEEK_SET) != 0) {
    return 0;
  }
  while (r->seen_line < line && (c = next_byte(r)) != EOF) {
    r->seen_line += c == '\r' || (c == '\n' && !r->seen_cr);
    r->seen_cr = c == '\r';
  }
  r->seen_at = ftell(r->in);
  return r->seen_line == line && r->seen_at >= 0 && !r->queued;
}

/* Reads line bytes from c on into buf (w counts them) until the line
 * ends or enough follows character `around`; returns the byte it stopped
 * before, or EOF / '\n' / '\r' at the line's end (lines end at LF, CR LF
 * or a lone CR). */
static int read_window(bao_reader *r, line_window *w, int around, char *buf,
                       size_t size, int c)
{
  size_t cut, k;
  for (; c != EOF && c != '\n' && c != '\r'; c = next_byte(r)) {
    if (w->used + 1 >= size) {
      /* enough of the line after the character asked for */
      if (w->seen >= (size_t)(around > 0 ? around : 1) + 60)
        return c;
      /* too early: drop the first half, on a character boundary */
      for (cut = size / 2; ((unsigned char)buf[cut] & 0xC0) == 0x80;)
        cut++;
      for (k = 0; k < cut; k++)
        w->first += ((unsigned char)buf[k] & 0xC0) != 0x80;
      memmove(buf, buf + cut, w->used - cut);
      w->used -= cut;
    }
    buf[w->used++] = (char)c;
    w->seen += ((unsigned)c & 0xC0) != 0x80;
  }
  return c;
}

/* The window kept from the last lookup, when it is of this line and the
 * character asked for is not before the last one: reading on from it
 * gives what reading from the line's start would. */
static int resume_window(bao_reader *r, int line, int around, char *buf,
                         size_t size)
{
  line_window *w = &r->win;
  if (w->line != line || around < w->around || w->size != size ||
      (w->pending != EOF && w->pending != '\n' && w->pending != '\r' &&
       fseek(r->in, w->at, SEEK_SET) != 0))
    return 0;
  memcpy(buf, w->buf, w->used);
  memcpy(r->queue, w->queue, sizeof r->queue);
  r->queued = w->queued;
  return 1;
}

static void keep_window(bao_reader *r, int line, int around, const char *buf,
                        size_t size, int c)
{
  line_window *w = &r->win;
  w->line = 0;
  if (w->size != size) {
    free(w->buf);
    w->size = (w->buf = malloc(size)) ? size : 0;
  }
  if (!w->buf || (w->at = ftell(r->in)) < 0)
    return;
  memcpy(w->buf, buf, w->used);
  memcpy(w->queue, r->queue, sizeof w->queue);
  w->queued = r->queued;
  w->line = line, w->around = around, w->pending = c;
}

int bao_reader_line(bao_reader *r, int line, int around, char *buf,
                    size_t size, int *first)
{
  long at = ftell(r->in);
  line_window *w = &r->win;
  int c = EOF, found = 1;
  *first = 1;
  if (at < 0 || size < 1024)
    return 0;
  if (resume_window(r, line, around, buf, size)) {
    c = w->pending;
  } else if (seek_line(r, line)) {
    w->used = w->seen = 0, w->first = 1;
    if ((c = next_byte(r)) == '\n' && r->seen_cr)
      c = next_byte(r); /* the LF of the CR LF before the line */
  } else {
    found = 0, w->used = 0, w->line = 0;
  }
  if (found) {
    c = read_window(r, w, around, buf, size, c);
    *first = w->first;
    keep_window(r, line, around, buf, size, c);
  }
  buf[w->used] = '\0';
  r->queued = 0;
  fseek(r->in, at, SEEK_SET);
  return found;
}

void bao_reader_close(bao_reader *r)
{
  if (!r)
    return;
  bao_yaml_in_close(r->yaml);
  bao_text_in_close(r->text);
  bao_ap_in_close(r->ap);
  free(r->win.buf);
  free(r);
}
