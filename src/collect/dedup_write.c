/* dedup_write.c - bao dedup's report (search.h): each group of the same
 * game with its members, how each differs from the one kept, and the
 * header tags that differ; and the kept game's header completed from its
 * copies for -o.  Record text is shown escaped (bao_text_clean). */
#include <stdlib.h>
#include <string.h>

#include "base/sink.h"
#include "dedup.h"

/* The value of tag `key` of game d, or NULL. */
static const char *tag(const bao_dedup_set *s, const dedup_game *d,
                       const char *key)
{
  const char *t = dedup_text(s, d->tags);
  size_t i;
  for (i = 0; i < d->n_tags; i++) {
    const char *v = t + strlen(t) + 1;
    if (strcmp(t, key) == 0)
      return v;
    t = v + strlen(v) + 1;
  }
  return NULL;
}

/* How d stands to the kept game k. */
static void relation(obuf *o, const bao_dedup_set *s, const dedup_game *d,
                     const dedup_game *k)
{
  if (d != k) {
    if (d->len == k->len)
      ob_str(o, "\tthe same moves");
    else if (d->len < k->len)
      ob_printf(o, "\tits %zu plies begin the kept game's %zu", d->plies,
                k->plies);
    else
      ob_printf(o, "\tthe kept game's %zu plies begin its %zu", k->plies,
                d->plies);
  }
  if (d->repair != DEDUP_NONE)
    ob_printf(o, "%sonce repaired: %s", d != k ? "; " : "\t",
              dedup_text(s, d->repair));
  if (d->broken)
    ob_printf(o, "%sbreaks at ply %zu", d != k ? "; " : "\t", d->broken);
}

/* A file's name as shown: a name may hold a tab or a line break. */
static const char *path_of(const bao_dedup_ctx *c, int file, char *buf,
                           size_t size)
{
  bao_text_clean(c->paths[file], 1000, buf, size);
  return buf;
}

static void member(obuf *o, const bao_dedup_ctx *c, const dedup_game *d,
                   const dedup_game *k)
{
  const bao_dedup_set *s = c->set;
  char path[4096];
  ob_printf(o, "  %s\t%s:%d\t%s\t%zu plies", d->keep ? "keep" : "drop",
            path_of(c, d->file, path, sizeof path), d->line,
            dedup_text(s, d->title), d->plies);
  relation(o, s, d, k);
  ob_chr(o, '\n');
}

/* Whether `key` is some member's before member i (said already). */
static int seen_before(const bao_dedup_set *s, const size_t *m, size_t i,
                const char *key)
{
  size_t j;
  for (j = 0; j < i; j++)
    if (tag(s, &s->g[m[j]], key))
      return 1;
  return 0;
}

/* The tags whose values differ among the n members m[], in the order
 * the members first carry them. */
static void differences(obuf *o, const bao_dedup_ctx *c, const size_t *m,
                        size_t n)
{
  const bao_dedup_set *s = c->set;
  char shown[200], path[4096];
  size_t i, j, t;
  for (i = 0; i < n; i++) {
    const dedup_game *d = &s->g[m[i]];
    const char *key = dedup_text(s, d->tags), *v0, *v;
    for (t = 0; t < d->n_tags; t++, key = v + strlen(v) + 1) {
      int differ = 0;
      v = key + strlen(key) + 1;
      if (seen_before(s, m, i, key))
        continue;
      v0 = tag(s, &s->g[m[0]], key);
      for (j = 0; j < n; j++) {
        const char *w = tag(s, &s->g[m[j]], key);
        differ |= !w || !v0 || strcmp(w, v0) != 0;
      }
      if (!differ)
        continue;
      bao_text_clean(key, 40, shown, sizeof shown);
      ob_printf(o, "  differs\t%s:", shown);
      for (j = 0; j < n; j++) {
        const dedup_game *e = &s->g[m[j]];
        const char *w = tag(s, e, key);
        if (w)
          bao_text_clean(w, 60, shown, sizeof shown);
        ob_printf(o, "%s %s%s%s (%s:%d)", j ? "," : "", w ? "'" : "",
                  w ? shown : "none", w ? "'" : "",
                  path_of(c, e->file, path, sizeof path),
                  e->line);
      }
      ob_chr(o, '\n');
    }
  }
}

int bao_dedup_write(bao_dedup_ctx *c, bao_sink *out)
{
  bao_dedup_set *s = c->set;
  obuf *o = sink_buf(out);
  size_t i = 0, j, k, group = 0, games = s ? s->n : 0;
  if (s && !dedup_group(s))
    return c->failed = 1, 0;
  while (s && i < s->n) {
    const dedup_game *kept = &s->g[s->order[i]];
    for (j = i + 1; j < s->n && s->g[s->order[j]].group == kept->group; j++)
      ;
    if (j - i > 1) {
      ob_printf(o, "group %zu: %zu games\n", ++group, j - i);
      for (k = i; k < j; k++)
        member(o, c, &s->g[s->order[k]], kept);
      differences(o, c, s->order + i, j - i);
      if (!sink_done(out))
        return 0;
    }
    i = j;
  }
  ob_printf(o, "%zu game%s, %zu group%s of the same game, %zu cop%s to "
            "drop\n", games, games == 1 ? "" : "s", group,
            group == 1 ? "" : "s", games - (s ? s->kept : 0),
            games - (s ? s->kept : 0) == 1 ? "y" : "ies");
  return sink_done(out);
}

size_t bao_dedup_kept(const bao_dedup_ctx *c)
{
  return c->set ? c->set->kept : 0;
}

/* Whether game d's copies have a tag it lacks (but its dialect); with
 * g, each is added to g.  -1 out of memory. */
static int missing(const bao_dedup_set *s, const dedup_game *d, bao_game *g)
{
  size_t i, t;
  int some = 0;
  /* the kept game comes first in its group */
  for (i = d->at + 1; i < s->n && s->g[s->order[i]].group == d->group;
       i++) {
    const dedup_game *e = &s->g[s->order[i]];
    const char *key = dedup_text(s, e->tags), *v;
    for (t = 0; t < e->n_tags; t++, key = v + strlen(v) + 1) {
      v = key + strlen(key) + 1;
      /* a copy's dialect would misread the kept game's tokens */
      if (strcmp(key, "dialect") == 0 || tag(s, d, key) ||
          (g && bao_game_tag(g, key)))
        continue;
      some = 1;
      if (g && !bao_game_set_tag(g, key, v))
        return -1;
    }
  }
  return some;
}

int bao_dedup_fate(const bao_dedup_ctx *c, size_t n)
{
  const bao_dedup_set *s = c->set;
  if (!s || n >= s->n || !s->order)
    return -1;
  if (!s->g[n].keep)
    return 0;
  return missing(s, &s->g[n], NULL) ? 2 : 1;
}

int bao_dedup_complete(const bao_dedup_ctx *c, size_t n, bao_game *g)
{
  const bao_dedup_set *s = c->set;
  return !s || n >= s->n || missing(s, &s->g[n], g) >= 0;
}
