/* dedup_group.c - the games bao dedup's renderer remembered (dedup.c),
 * grouped: sorted by rules and start, then by their moves as text, a
 * game whose moves are a prefix of another's sorts right before the
 * first game that extends it, so that one pass over neighbours finds
 * every copy and every unfinished copy.  A game that is a prefix of two
 * different games joins the first of them in that order. */
#include <stdlib.h>
#include <string.h>

#include "base/sink.h"
#include "dedup.h"

typedef struct sorted {
  const char *moves;
  size_t len, header, game;
  int file, index;
} sorted;

static int by_moves(const void *pa, const void *pb)
{
  const sorted *a = pa, *b = pb;
  size_t n = a->len < b->len ? a->len : b->len;
  int d;
  if (a->header != b->header)
    return a->header < b->header ? -1 : 1;
  if ((d = memcmp(a->moves, b->moves, n)) != 0)
    return d;
  if (a->len != b->len)
    return a->len < b->len ? -1 : 1;
  if (a->file != b->file)
    return a->file < b->file ? -1 : 1;
  return a->index < b->index ? -1 : a->index > b->index;
}

/* Whether b is the same game as a, which sorts before it: the same moves,
 * or a's (at least one ply) the first of b's. */
static int same_game(const sorted *a, const sorted *b)
{
  if (a->header != b->header || a->len > b->len ||
      memcmp(a->moves, b->moves, a->len) != 0)
    return 0;
  return a->len == b->len || (a->len > 0 && b->moves[a->len] == ' ');
}

/* Whether game a is a better one to keep than b: not repaired, then the
 * most plies, the most tags, the first read. */
static int better(const dedup_game *a, const dedup_game *b)
{
  if ((a->repair == DEDUP_NONE) != (b->repair == DEDUP_NONE))
    return a->repair == DEDUP_NONE;
  if (a->broken != b->broken)
    return !a->broken;
  if (a->plies != b->plies)
    return a->plies > b->plies;
  if (a->n_tags != b->n_tags)
    return a->n_tags > b->n_tags;
  return a->file != b->file ? a->file < b->file : a->index < b->index;
}

/* The groups in the order of their first game read; in each, the kept
 * game first, then the others as read. */
typedef struct place {
  size_t group, game;
  int keep;
} place;

static int by_group(const void *pa, const void *pb)
{
  const place *a = pa, *b = pb;
  if (a->group != b->group)
    return a->group < b->group ? -1 : 1;
  if (a->keep != b->keep)
    return a->keep ? -1 : 1;
  return a->game < b->game ? -1 : a->game > b->game;
}

static int order_groups(bao_dedup_set *s)
{
  place *p = malloc((s->n ? s->n : 1) * sizeof *p);
  size_t i;
  if (!p)
    return 0;
  for (i = 0; i < s->n; i++) {
    p[i].group = s->g[i].group;
    p[i].game = i;
    p[i].keep = s->g[i].keep;
  }
  qsort(p, s->n, sizeof *p, by_group);
  for (i = 0; i < s->n; i++) {
    s->order[i] = p[i].game;
    s->g[p[i].game].at = i;
  }
  free(p);
  return 1;
}

/* Each run of same games: its first game read names the group (its
 * index), its best game is kept. */
static void mark_runs(bao_dedup_set *s, const sorted *v)
{
  size_t i = 0, j, k, first, best;
  while (i < s->n) {
    for (j = i + 1; j < s->n && same_game(&v[j - 1], &v[j]); j++)
      ;
    first = best = v[i].game;
    for (k = i + 1; k < j; k++) {
      if (v[k].game < first)
        first = v[k].game;
      if (better(&s->g[v[k].game], &s->g[best]))
        best = v[k].game;
    }
    for (k = i; k < j; k++)
      s->g[v[k].game].group = first;
    s->g[best].keep = 1;
    s->kept++;
    s->n_groups += j - i > 1;
    i = j;
  }
}

int dedup_group(bao_dedup_set *s)
{
  sorted *v = malloc((s->n ? s->n : 1) * sizeof *v);
  size_t i;
  free(s->order);
  s->order = malloc((s->n ? s->n : 1) * sizeof *s->order);
  if (!v || !s->order)
    return free(v), 0;
  for (i = 0; i < s->n; i++) {
    v[i].moves = dedup_text(s, s->g[i].moves);
    v[i].len = s->g[i].len;
    v[i].header = s->g[i].header;
    v[i].game = i;
    v[i].file = s->g[i].file;
    v[i].index = s->g[i].index;
    s->g[i].keep = 0;
  }
  s->kept = s->n_groups = 0;
  qsort(v, s->n, sizeof *v, by_moves);
  mark_runs(s, v);
  free(v);
  return order_groups(s);
}

/* search.h */
int bao_dedup_sort(bao_dedup_ctx *c)
{
  if (c->set && !dedup_group(c->set))
    return c->failed = 1, 0;
  return 1;
}

/* search.h: the kept game comes first in its group's run of `order` */
size_t bao_dedup_kept_of(const bao_dedup_ctx *c, size_t n)
{
  const bao_dedup_set *s = c->set;
  size_t i;
  if (!s || n >= s->n || !s->order)
    return DEDUP_NONE;
  for (i = s->g[n].at; i > 0 && s->g[s->order[i - 1]].group == s->g[n].group;
       i--)
    ;
  return s->order[i];
}
