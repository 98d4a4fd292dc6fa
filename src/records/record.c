/* record.c - the game model shared by the readers and writers (the
 * reader that picks a file's format is reader.c). */
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

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

/* records.h */
const bao_ply_src *bao_respelled(const bao_respellings *re,
                                 const bao_ply_src *p, bao_ply_src *buf)
{
  size_t lo = 0, hi = re ? re->n : 0, mid;
  while (lo < hi) { /* (addresses compared as integers: they may lie in
                       different arrays) */
    mid = lo + (hi - lo) / 2;
    if ((uintptr_t)re->item[mid].at < (uintptr_t)p)
      lo = mid + 1;
    else
      hi = mid;
  }
  if (!re || lo == re->n || re->item[lo].at != p)
    return p;
  *buf = *p;
  buf->token = (char *)re->item[lo].token;
  buf->original = (char *)re->item[lo].original;
  return buf;
}
