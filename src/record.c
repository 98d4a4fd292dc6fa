/* record.c - the game model shared by the readers and writers, and the
 * reader that picks a file's format. */
#include <stdlib.h>
#include <string.h>

#include "record.h"

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

static void ply_free(bao_ply_src *p)
{
  free(p->token);
  free(p->original);
  free(p->comment);
  free(p->glyph);
  free(p->note);
}

void bao_game_free(bao_game *g)
{
  size_t i;
  for (i = 0; i < g->n_tags; i++) {
    free(g->tags[i].key);
    free(g->tags[i].value);
  }
  for (i = 0; i < g->n_plies; i++)
    ply_free(&g->plies[i]);
  free(g->tags);
  free(g->plies);
  free(g->setup);
  free(g->tail);
  bao_game_init(g);
}

const char *bao_game_tag(const bao_game *g, const char *key)
{
  size_t i;
  for (i = 0; i < g->n_tags; i++)
    if (strcmp(g->tags[i].key, key) == 0)
      return g->tags[i].value;
  return NULL;
}

int bao_game_set_tag(bao_game *g, const char *key, const char *value)
{
  size_t i;
  char *v = bao_strdup(value), *k;
  bao_tag *grown;
  if (!v)
    return 0;
  for (i = 0; i < g->n_tags; i++) {
    if (strcmp(g->tags[i].key, key) == 0) {
      free(g->tags[i].value);
      g->tags[i].value = v;
      return 1;
    }
  }
  k = bao_strdup(key);
  grown = realloc(g->tags, (g->n_tags + 1) * sizeof *grown);
  if (!k || !grown) {
    free(k);
    free(v);
    if (grown)
      g->tags = grown;
    return 0;
  }
  g->tags = grown;
  memset(&g->tags[g->n_tags], 0, sizeof g->tags[0]);
  g->tags[g->n_tags].key = k;
  g->tags[g->n_tags].value = v;
  g->n_tags++;
  return 1;
}

/* A copy of *from in *to (NULL stays NULL); 0 out of memory. */
static int dup_to(char **to, const char *from)
{
  return !from || (*to = bao_strdup(from)) != NULL;
}

/* The capacity bao_game_add_ply keeps for n plies: the next power of two. */
static size_t ply_capacity(size_t n)
{
  size_t cap = 1;
  while (cap < n)
    cap *= 2;
  return cap;
}

int bao_game_copy(bao_game *dst, const bao_game *src)
{
  size_t i;
  int ok;
  bao_game_init(dst);
  dst->setup_mark = src->setup_mark;
  dst->mark = src->mark;
  dst->index = src->index;
  ok = dup_to(&dst->setup, src->setup) && dup_to(&dst->tail, src->tail);
  if (ok && src->n_tags)
    ok = (dst->tags = calloc(src->n_tags, sizeof *dst->tags)) != NULL;
  for (i = 0; ok && i < src->n_tags; i++, dst->n_tags++) {
    dst->tags[i].mark = src->tags[i].mark;
    ok = dup_to(&dst->tags[i].key, src->tags[i].key) &&
         dup_to(&dst->tags[i].value, src->tags[i].value);
  }
  if (ok && src->n_plies)
    ok = (dst->plies = calloc(ply_capacity(src->n_plies),
                              sizeof *dst->plies)) != NULL;
  for (i = 0; ok && i < src->n_plies; i++, dst->n_plies++) {
    const bao_ply_src *f = &src->plies[i];
    bao_ply_src *t = &dst->plies[i];
    t->mark = f->mark;
    t->width = f->width;
    t->side = f->side;
    t->number = f->number;
    ok = dup_to(&t->token, f->token) && dup_to(&t->original, f->original) &&
         dup_to(&t->comment, f->comment) && dup_to(&t->glyph, f->glyph) &&
         dup_to(&t->note, f->note);
  }
  if (!ok)
    bao_game_free(dst);
  return ok;
}

bao_ply_src *bao_game_add_ply(bao_game *g)
{
  bao_ply_src *grown;
  /* grow by doubling: capacity is the next power of two of n_plies */
  size_t n = g->n_plies, cap = ply_capacity(n + 1);
  if (n == 0 || (n & (n - 1)) == 0) {
    grown = realloc(g->plies, cap * sizeof *grown);
    if (!grown)
      return NULL;
    g->plies = grown;
  }
  memset(&g->plies[n], 0, sizeof g->plies[n]);
  g->plies[n].side = -1;
  g->n_plies = n + 1;
  return &g->plies[n];
}

/* ---- the reader ---------------------------------------------------------- */

struct bao_reader {
  int format;
  int seen_line;  /* the line last looked up by bao_reader_line ...      */
  long seen_at;   /* ... and where it starts                            */
  FILE *in;   /* what the format reader reads: f, or the copy */
  FILE *copy; /* a seekable copy of a pipe, owned */
  bao_yaml_in *yaml;
  bao_text_in *text;
};

static int ends_with(const char *s, const char *suffix)
{
  size_t n = strlen(s), m = strlen(suffix);
  return n >= m && strcmp(s + n - m, suffix) == 0;
}

/* YAML if the first non-blank line is "---" or "%YAML", or if a line of
 * the first 200 starts with "moves:"; a transcript otherwise (its header
 * lines "South: Maulidi" look like YAML but never hold a "moves:" key). */
static int sniff_yaml(FILE *f)
{
  char line[256];
  const char *s;
  int n = 0, first = 1;
  while (n++ < 200 && fgets(line, sizeof line, f)) {
    for (s = line; *s == ' ' || *s == '\t'; s++)
      ;
    if (*s == '\n' || *s == '\r' || *s == '\0' || *s == '#')
      continue;
    if (first && (strncmp(s, "---", 3) == 0 || strncmp(s, "%YAML", 5) == 0))
      return 1;
    first = 0;
    if (strncmp(line, "moves:", 6) == 0)
      return 1;
  }
  return 0;
}

/* Pipes cannot be rewound after sniffing: read them through a copy. */
static FILE *seekable(FILE *f, FILE **copy)
{
  char buf[65536];
  size_t n;
  long at = ftell(f);
  *copy = NULL;
  if (at >= 0 && fseek(f, at, SEEK_SET) == 0)
    return f;
  *copy = tmpfile();
  if (!*copy)
    return NULL;
  while ((n = fread(buf, 1, sizeof buf, f)) > 0)
    fwrite(buf, 1, n, *copy);
  rewind(*copy);
  return *copy;
}

bao_reader *bao_reader_open(FILE *f, const char *name, int format)
{
  bao_reader *r = calloc(1, sizeof *r);
  FILE *in;
  long at;
  if (!r)
    return NULL;
  in = seekable(f, &r->copy);
  if (!in) {
    free(r);
    return NULL;
  }
  if (format == BAO_FORMAT_AUTO && name &&
      (ends_with(name, ".yaml") || ends_with(name, ".yml")))
    format = BAO_FORMAT_YAML;
  if (format == BAO_FORMAT_AUTO) {
    at = ftell(in);
    format = sniff_yaml(in) ? BAO_FORMAT_YAML : BAO_FORMAT_TEXT;
    fseek(in, at, SEEK_SET);
  }
  r->format = format;
  r->in = in;
  if (format == BAO_FORMAT_YAML)
    r->yaml = bao_yaml_in_open(in);
  else
    r->text = bao_text_in_open(in);
  if (!r->yaml && !r->text) {
    bao_reader_close(r);
    return NULL;
  }
  return r;
}

int bao_reader_format(const bao_reader *r)
{
  return r->format;
}

int bao_reader_next(bao_reader *r, bao_game *g, bao_diag *err)
{
  if (r->yaml)
    return bao_yaml_in_next(r->yaml, g, err);
  return bao_text_in_next(r->text, g, err);
}

/* Moves the stream to the start of line `line`; from where the last
 * lookup ended when it is not behind, so that showing the lines of many
 * problems in file order reads the file once. */
static int seek_line(bao_reader *r, int line)
{
  int c;
  if (line < r->seen_line || r->seen_line == 0) {
    if (fseek(r->in, 0, SEEK_SET) != 0)
      return 0;
    r->seen_line = 1;
    r->seen_at = 0;
  } else if (fseek(r->in, r->seen_at, SEEK_SET) != 0) {
    return 0;
  }
  while (r->seen_line < line && (c = getc(r->in)) != EOF)
    r->seen_line += c == '\n';
  r->seen_at = ftell(r->in);
  return r->seen_line == line && r->seen_at >= 0;
}

int bao_reader_line(bao_reader *r, int line, int around, char *buf,
                    size_t size, int *first)
{
  long at = ftell(r->in);
  int c, found = 0;
  size_t used = 0, seen = 0, cut, k;
  *first = 1;
  if (at < 0 || size < 1024)
    return 0;
  if (seek_line(r, line)) {
    found = 1;
    while ((c = getc(r->in)) != EOF && c != '\n') {
      if (c == '\r')
        continue;
      if (used + 1 >= size) {
        /* enough of the line after the character asked for */
        if (seen >= (size_t)(around > 0 ? around : 1) + 60)
          break;
        /* too early: drop the first half, on a character boundary */
        for (cut = size / 2; ((unsigned char)buf[cut] & 0xC0) == 0x80;)
          cut++;
        for (k = 0; k < cut; k++)
          *first += ((unsigned char)buf[k] & 0xC0) != 0x80;
        memmove(buf, buf + cut, used - cut);
        used -= cut;
      }
      buf[used++] = (char)c;
      seen += ((unsigned)c & 0xC0) != 0x80;
    }
  }
  buf[used] = '\0';
  fseek(r->in, at, SEEK_SET);
  return found;
}

void bao_reader_close(bao_reader *r)
{
  if (!r)
    return;
  bao_yaml_in_close(r->yaml);
  bao_text_in_close(r->text);
  if (r->copy)
    fclose(r->copy);
  free(r);
}
