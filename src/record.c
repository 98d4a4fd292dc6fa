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

bao_ply_src *bao_game_add_ply(bao_game *g)
{
  bao_ply_src *grown;
  /* grow by doubling: capacity is the next power of two of n_plies */
  size_t n = g->n_plies, cap = 1;
  while (cap < n + 1)
    cap *= 2;
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

int bao_reader_next(bao_reader *r, bao_game *g, bao_read_error *err)
{
  if (r->yaml)
    return bao_yaml_in_next(r->yaml, g, err);
  return bao_text_in_next(r->text, g, err);
}

int bao_reader_line(bao_reader *r, int line, char *buf, size_t size)
{
  long at = ftell(r->in);
  int n = 1, c, found = 0;
  size_t used = 0;
  if (at < 0 || size == 0 || fseek(r->in, 0, SEEK_SET) != 0)
    return 0;
  while (n < line && (c = getc(r->in)) != EOF)
    n += c == '\n';
  if (n == line) {
    found = 1;
    while ((c = getc(r->in)) != EOF && c != '\n' && used + 1 < size)
      if (c != '\r')
        buf[used++] = (char)c;
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
