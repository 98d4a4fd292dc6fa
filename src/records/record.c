/* record.c - the game model shared by the readers and writers, and the
 * reader that picks a file's format. */
#define _POSIX_C_SOURCE 200809L /* fileno, fstat */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "base/util.h"
#include "bao/record.h"
#include "store.h"
#include "records.h"

char *bao_strdup(const char *s)
{
  size_t n;
  char *d;
  if (!s)
    return NULL;
  n = strlen(s) + 1;
  d = malloc(n);
  if (d)
    memcpy(d, s, n);
  return d;
}

void bao_game_init(bao_game *g)
{
  memset(g, 0, sizeof *g);
}

enum { STORE_FIRST = 1024, STORE_MOST = 64 * 1024 };

/* A new block of at least n bytes: in front of the list, or behind the
 * block in front (a long string's own) so that the rest of that block
 * is still used. */
static struct bao_game_store *store_grow(bao_game *g, size_t n)
{
  struct bao_game_store *b, *head = g->store;
  size_t size = head ? head->size * 2 : STORE_FIRST;
  int own = 0;
  if (size > STORE_MOST)
    size = STORE_MOST;
  if (n > size / 4) {
    size = n;
    own = head != NULL;
  }
  if (!(b = malloc(offsetof(struct bao_game_store, bytes) + size)))
    return NULL;
  b->used = 0;
  b->size = size;
  if (own) {
    b->next = head->next;
    head->next = b;
  } else {
    b->next = head;
    g->store = b;
  }
  return b;
}

char *bao_game_strndup(bao_game *g, const char *s, size_t n)
{
  struct bao_game_store *b = g->store;
  char *d;
  if (!s)
    return NULL;
  if (n >= (size_t)-1 - sizeof *b - STORE_MOST)
    return NULL;
  if ((!b || b->size - b->used <= n) && !(b = store_grow(g, n + 1)))
    return NULL;
  d = b->bytes + b->used;
  b->used += n + 1;
  memcpy(d, s, n); /* a token goes through store.h's inline copy */
  d[n] = '\0';
  return d;
}

char *bao_game_strdup(bao_game *g, const char *s)
{
  return s ? bao_game_strndup(g, s, strlen(s)) : NULL;
}

/* The arrays of plies and variations (their strings are in the store).
 * Recursive over variations, which nest at most BAO_LINE_DEPTH deep. */
static void plies_free(bao_ply_src *plies, size_t n)
{
  size_t i, j;
  for (i = 0; i < n; i++) {
    for (j = 0; j < plies[i].n_lines; j++)
      plies_free(plies[i].lines[j].plies, plies[i].lines[j].n_plies);
    free(plies[i].lines);
  }
  free(plies);
}

void bao_game_free(bao_game *g)
{
  struct bao_game_store *b = g->store, *next;
  plies_free(g->plies, g->n_plies);
  free(g->tags);
  free(g->warnings);
  for (; b; b = next) {
    next = b->next;
    free(b);
  }
  bao_game_init(g);
}

const char *bao_game_tag(const bao_game *g, const char *key)
{
  size_t i;
  for (i = 0; i < g->n_tags; i++) /* the first letter before a call */
    if (g->tags[i].key[0] == key[0] && strcmp(g->tags[i].key, key) == 0)
      return g->tags[i].value;
  return NULL;
}

/* The room kept for n tags: 8, or the next power of two. */
static size_t tag_capacity(size_t n)
{
  size_t cap = 8;
  while (cap < n)
    cap *= 2;
  return cap;
}

int bao_game_set_tag(bao_game *g, const char *key, const char *value)
{
  size_t i;
  char *v = bao_game_strdup(g, value), *k;
  bao_tag *grown;
  if (value && !v)
    return 0;
  for (i = 0; i < g->n_tags; i++) {
    if (g->tags[i].key[0] == key[0] && strcmp(g->tags[i].key, key) == 0) {
      g->tags[i].value = v;
      return 1;
    }
  }
  grown = g->tags;
  if (tag_capacity(g->n_tags + 1) != tag_capacity(g->n_tags) || !grown)
    grown = realloc(g->tags, tag_capacity(g->n_tags + 1) * sizeof *grown);
  if (!grown)
    return 0;
  g->tags = grown;
  if (!(k = bao_game_strdup(g, key)))
    return 0;
  memset(&g->tags[g->n_tags], 0, sizeof g->tags[0]);
  g->tags[g->n_tags].key = k;
  g->tags[g->n_tags].value = v;
  g->n_tags++;
  return 1;
}

int bao_game_winner(const bao_game *g)
{
  const char *v = bao_game_tag(g, "result");
  if (!v)
    return -1;
  if (strcmp(v, "1-0") == 0 || strstr(v, "South wins") ||
      strstr(v, "south wins") || strcmp(v, "south") == 0)
    return BAO_SOUTH;
  if (strcmp(v, "0-1") == 0 || strstr(v, "North wins") ||
      strstr(v, "north wins") || strcmp(v, "north") == 0)
    return BAO_NORTH;
  return -1;
}

int bao_game_first_side(const bao_game *g)
{
  /* the position line ends "| N to move" (and maybe more items) */
  return g->setup && strstr(g->setup, "N to move") ? BAO_NORTH : BAO_SOUTH;
}

/* The side and number of the ply after `prev`: sides alternate, and a
 * South ply opens a new move number. */
static void implied_after(const bao_ply_src *prev, int *side, int *number)
{
  *side = prev->side == BAO_SOUTH ? BAO_NORTH : BAO_SOUTH;
  if (prev->side < 0)
    *side = -1;
  *number = prev->number <= 0 ? 0
            : prev->number + (*side == BAO_SOUTH ? 1 : 0);
}

void bao_game_implied(const bao_game *g, size_t k, int *side, int *number)
{
  const bao_ply_src *prev;
  if (k == 0 || k > g->n_plies) {
    *side = bao_game_first_side(g);
    *number = 1;
    return;
  }
  prev = &g->plies[k - 1];
  implied_after(prev, side, number);
}

void bao_line_implied(const bao_ply_src *at, const bao_line *l, size_t k,
                      int *side, int *number)
{
  *side = at->side;
  *number = at->number;
  if (k > 0 && k <= l->n_plies)
    implied_after(&l->plies[k - 1], side, number);
}

static void fill_lines(bao_ply_src *at)
{
  size_t i, k;
  int side, number;
  for (i = 0; i < at->n_lines; i++) {
    bao_line *l = &at->lines[i];
    for (k = 0; k < l->n_plies; k++) {
      bao_ply_src *p = &l->plies[k];
      bao_line_implied(at, l, k, &side, &number);
      if (p->side < 0)
        p->side = side;
      if (p->number <= 0)
        p->number = number;
      fill_lines(p);
    }
  }
}

void bao_game_fill(bao_game *g)
{
  size_t k;
  int side, number;
  for (k = 0; k < g->n_plies; k++) {
    bao_game_implied(g, k, &side, &number);
    if (g->plies[k].side < 0)
      g->plies[k].side = side;
    if (g->plies[k].number <= 0)
      g->plies[k].number = number;
    fill_lines(&g->plies[k]);
  }
}

const char *bao_known_key(const char *key, size_t len)
{
  static const char *const known[] = {BAO_KNOWN_KEYS, "setup", "rules"};
  size_t i, j;
  /* every key is read through here: the first letter and the length
   * rule out all but one known key before the letters are compared */
  for (i = 0; len > 0 && i < sizeof known / sizeof known[0]; i++) {
    if ((key[0] | 0x20) != known[i][0])
      continue;
    for (j = 1; j < len && known[i][j]; j++)
      if ((key[j] | 0x20) != known[i][j])
        break;
    if (j == len && known[i][j] == '\0')
      return known[i];
  }
  return NULL;
}

void bao_text_tidy(char *s, int trim_ends)
{
  size_t r = 0, w = 0, start, n;
  if (!s)
    return;
  for (; s[r]; r++) {
    if (s[r] == '\n') /* blanks at the end of a line are not kept */
      while (w > 0 && (s[w - 1] == ' ' || s[w - 1] == '\t' ||
                       s[w - 1] == '\r'))
        w--;
    s[w++] = s[r];
  }
  while (w > 0 && (s[w - 1] == ' ' || s[w - 1] == '\t' || s[w - 1] == '\r' ||
                   (trim_ends && s[w - 1] == '\n')))
    w--;
  s[w] = '\0';
  if (!trim_ends)
    return;
  start = strspn(s, " \t\r\n");
  n = w - start;
  memmove(s, s + start, n + 1);
}

int bao_game_warn(bao_game *g, bao_mark mark, const char *fmt, ...)
{
  bao_diag *grown;
  va_list ap;
  if (g->n_warnings >= 100)
    return 1; /* enough said about one game */
  grown = realloc(g->warnings, (g->n_warnings + 1) * sizeof *grown);
  if (!grown)
    return 0;
  g->warnings = grown;
  va_start(ap, fmt);
  bao_diag_vset(&g->warnings[g->n_warnings], mark, fmt, ap);
  va_end(ap);
  g->warnings[g->n_warnings++].level = BAO_WARNING;
  return 1;
}

/* The edit distance of a and b (letters case-blind, adjacent letters
 * swapped counting one), up to 3. */
static int distance(const char *a, const char *b)
{
  size_t n = strlen(a), m = strlen(b), i, j;
  int d[24][24];
  if (n > 22 || m > 22)
    return 3;
  for (i = 0; i <= n; i++)
    d[i][0] = (int)i;
  for (j = 0; j <= m; j++)
    d[0][j] = (int)j;
  for (i = 1; i <= n; i++)
    for (j = 1; j <= m; j++) {
      int cost = (a[i - 1] | 0x20) != (b[j - 1] | 0x20), v = d[i - 1][j - 1] + cost;
      if (d[i - 1][j] + 1 < v)
        v = d[i - 1][j] + 1;
      if (d[i][j - 1] + 1 < v)
        v = d[i][j - 1] + 1;
      if (i > 1 && j > 1 && (a[i - 1] | 0x20) == (b[j - 2] | 0x20) &&
          (a[i - 2] | 0x20) == (b[j - 1] | 0x20) && d[i - 2][j - 2] + 1 < v)
        v = d[i - 2][j - 2] + 1;
      d[i][j] = v;
    }
  return d[n][m] < 3 ? d[n][m] : 3;
}

const char *bao_near_known_key(const char *key)
{
  static const char *const known[] = {BAO_KNOWN_KEYS, "setup", "rules"};
  size_t i, n = strlen(key);
  for (i = 0; n >= 3 && i < sizeof known / sizeof known[0]; i++)
    if (distance(key, known[i]) <= (n >= 6 ? 2 : 1))
      return known[i];
  return NULL;
}

/* A copy of *from in *to, kept in g's store (NULL stays NULL); 0 out of
 * memory. */
static int dup_to(bao_game *g, char **to, const char *from)
{
  return !from || (*to = bao_game_strdup(g, from)) != NULL;
}

/* The capacity kept for n items: `least`, or the next power of two.  A
 * game's plies start at 16 (most games are longer: fewer reallocs); a
 * variation's plies and a ply's variations at 1 (most hold one or two,
 * and a record may hold millions: 16 each took 120 times the input). */
#define GAME_LEAST 16
#define LINE_LEAST 1
static size_t ply_capacity(size_t n, size_t least)
{
  size_t cap = least;
  while (cap < n)
    cap *= 2;
  return cap;
}

/* Copies plies from[0..n) and their variations into *to (*n_to counts
 * those copied, so that a failure frees what was made); 0 out of memory. */
static int copy_plies(bao_game *g, bao_ply_src **to, size_t *n_to,
                      const bao_ply_src *from, size_t n, size_t least)
{
  size_t i, j;
  int ok = 1;
  *to = NULL;
  *n_to = 0;
  if (n && !(*to = calloc(ply_capacity(n, least), sizeof **to)))
    return 0;
  for (i = 0; ok && i < n; i++, ++*n_to) {
    const bao_ply_src *f = &from[i];
    bao_ply_src *t = &(*to)[i];
    t->mark = f->mark;
    t->width = f->width;
    t->side = f->side;
    t->number = f->number;
    ok = dup_to(g, &t->token, f->token) &&
         dup_to(g, &t->original, f->original) &&
         dup_to(g, &t->comment, f->comment) &&
         dup_to(g, &t->glyph, f->glyph) && dup_to(g, &t->note, f->note);
    if (ok && f->n_lines)
      ok = (t->lines = calloc(ply_capacity(f->n_lines, LINE_LEAST),
                             sizeof *t->lines))
           != NULL;
    for (j = 0; ok && j < f->n_lines; j++, t->n_lines++) {
      t->lines[j].mark = f->lines[j].mark;
      ok = copy_plies(g, &t->lines[j].plies, &t->lines[j].n_plies,
                      f->lines[j].plies, f->lines[j].n_plies, LINE_LEAST);
    }
  }
  return ok;
}

int bao_game_copy(bao_game *dst, const bao_game *src)
{
  size_t i;
  int ok;
  bao_game_init(dst);
  dst->setup_mark = src->setup_mark;
  dst->mark = src->mark;
  dst->index = src->index;
  ok = dup_to(dst, &dst->setup, src->setup) &&
       dup_to(dst, &dst->tail, src->tail);
  if (ok && src->n_tags)
    ok = (dst->tags = calloc(tag_capacity(src->n_tags), sizeof *dst->tags))
         != NULL;
  for (i = 0; ok && i < src->n_tags; i++, dst->n_tags++) {
    dst->tags[i].mark = src->tags[i].mark;
    ok = dup_to(dst, &dst->tags[i].key, src->tags[i].key) &&
         dup_to(dst, &dst->tags[i].value, src->tags[i].value);
  }
  ok = ok && copy_plies(dst, &dst->plies, &dst->n_plies, src->plies,
                        src->n_plies, GAME_LEAST);
  if (!ok)
    bao_game_free(dst);
  return ok;
}

/* The array `items` of n items of `size` bytes, grown when full to hold
 * one more (its capacity is ply_capacity(n, least)); NULL out of memory. */
static void *grown(void *items, size_t n, size_t size, size_t least)
{
  if (n == 0 || (n >= least && (n & (n - 1)) == 0))
    return realloc(items, ply_capacity(n + 1, least) * size);
  return items;
}

static bao_ply_src *new_ply(bao_ply_src *p)
{
  memset(p, 0, sizeof *p);
  p->side = -1;
  return p;
}

bao_ply_src *bao_game_add_ply(bao_game *g)
{
  bao_ply_src *p = grown(g->plies, g->n_plies, sizeof *p, GAME_LEAST);
  if (!p)
    return NULL;
  g->plies = p;
  return new_ply(&p[g->n_plies++]);
}

bao_line *bao_ply_add_line(bao_ply_src *ply)
{
  bao_line *l = grown(ply->lines, ply->n_lines, sizeof *l, LINE_LEAST);
  if (!l)
    return NULL;
  ply->lines = l;
  l += ply->n_lines++;
  memset(l, 0, sizeof *l);
  return l;
}

bao_ply_src *bao_line_add_ply(bao_line *line)
{
  bao_ply_src *p = grown(line->plies, line->n_plies, sizeof *p, LINE_LEAST);
  if (!p)
    return NULL;
  line->plies = p;
  return new_ply(&p[line->n_plies++]);
}

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
  if ((kind = bao_not_a_record(f)) != NULL) {
    free(r);
    return bao_diag_set(d, bao_mark_column(0), "not a Bao record (it looks "
                        "like %s)", kind), NULL;
  }
  r->in = in = f;
  at = ftell(in);
  r->utf16 = utf16_of(in);
  fseek(in, at, SEEK_SET);
  if (format == BAO_FORMAT_AUTO && (r->utf16 || (name &&
      (ends_with(name, ".yaml") || ends_with(name, ".yml")))))
    format = BAO_FORMAT_YAML;
  if (format == BAO_FORMAT_AUTO) {
    format = sniff_yaml(in) ? BAO_FORMAT_YAML : BAO_FORMAT_TEXT;
    clearerr(in);
    fseek(in, at, SEEK_SET);
  }
  r->format = format;
  if (format == BAO_FORMAT_YAML)
    r->yaml = bao_yaml_in_open(in);
  else
    r->text = bao_text_in_open(in);
  if (!r->yaml && !r->text) {
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
  free(r->win.buf);
  free(r);
}
