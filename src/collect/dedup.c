/* dedup.c - bao dedup's renderer (search.h): of each game walked, its
 * moves as canonical tokens (so that neither the dialect nor the format
 * of the record matters), its rules and start, its header and where it
 * is; a game that breaks is first repaired as `check --suggest` would
 * repair it (suggest.c), when the repaired record replays to its end.
 * The grouping is dedup_group.c's. */
#include <stdlib.h>
#include <string.h>

#include "base/util.h"
#include "dedup.h"

static bao_dedup_set *set_of(bao_dedup_ctx *c)
{
  if (!c->set && (c->set = calloc(1, sizeof *c->set))) {
    ob_init(&c->set->arena);
    ob_init(&c->set->moves);
  }
  if (!c->set)
    c->failed = 1;
  return c->set;
}

/* ---- the headers: the rules and the start, each kept once ------------------ */

/* FNV-1a */
static size_t hash(const char *s, size_t n)
{
  uint64_t h = 14695981039346656037u;
  while (n--)
    h = (h ^ (unsigned char)*s++) * 1099511628211u;
  return (size_t)(h ^ h >> 32);
}

/* Doubles the table, every header placed again. */
static int rehash(bao_dedup_set *s)
{
  size_t n = s->n_slots ? s->n_slots * 2 : 64, i, k;
  size_t *t = calloc(n, sizeof *t);
  const char *h;
  if (!t)
    return 0;
  for (i = 0; i < s->n_headers; i++) {
    h = dedup_text(s, s->headers[i]);
    for (k = hash(h, strlen(h)) & (n - 1); t[k]; k = (k + 1) & (n - 1))
      ;
    t[k] = i + 1;
  }
  free(s->slots);
  s->slots = t;
  s->n_slots = n;
  return 1;
}

/* The header's number; DEDUP_NONE out of memory. */
static size_t intern(bao_dedup_set *s, const char *text, size_t n)
{
  size_t k;
  if ((s->n_headers + 1) * 2 > s->n_slots && !rehash(s))
    return DEDUP_NONE;
  for (k = hash(text, n) & (s->n_slots - 1); s->slots[k];
       k = (k + 1) & (s->n_slots - 1)) {
    const char *h = dedup_text(s, s->headers[s->slots[k] - 1]);
    if (strncmp(h, text, n) == 0 && !h[n])
      return s->slots[k] - 1;
  }
  if (!bao_grow((void **)&s->headers, &s->cap_headers, s->n_headers + 1,
                sizeof *s->headers))
    return DEDUP_NONE;
  s->headers[s->n_headers] = dedup_put(s, text, n);
  s->slots[k] = s->n_headers + 1;
  return s->n_headers++;
}

/* "kiswahili takasia=strict\n<start line>": two games with the same
 * moves are the same game only under the same rules from the same start. */
static size_t header_of(bao_dedup_set *s, const bao_replay *r)
{
  char text[BAO_LINE_MAX + 512];
  size_t n = (size_t)snprintf(text, 256, "%s ",
                              bao_variant_name(r->rules.variant));
  n += bao_rules_format(&r->rules, text + n, 256);
  if (n > 300)
    n = 300;
  text[n++] = '\n';
  n += bao_position_format(&r->start, text + n, BAO_LINE_MAX);
  return intern(s, text, n);
}

/* ---- repairs ---------------------------------------------------------------- */

/* The collector of the repaired copies' tokens, into s->moves. */
static int collect_ply(void *ctx, const bao_replay *r, const bao_ply_report *p)
{
  bao_dedup_set *s = ctx;
  (void)r;
  if (s->moves.n)
    ob_chr(&s->moves, ' ');
  ob_str(&s->moves, p->token);
  return 1;
}

static const bao_renderer collector = {.ply = collect_ply,
                                       .flags = BAO_RENDERER_MOVE_ONLY};

/* The tokens of g once repair `rp` is made, into list (room for
 * g->n_plies + BAO_EDIT_MAX); their number.  Edits are made from the
 * last ply back, so that each one's ply number still holds. */
static size_t edited(const bao_game *g, const bao_repair *rp,
                     const char **list)
{
  size_t n = g->n_plies, i, k;
  int e, best;
  int done[BAO_EDIT_MAX] = {0};
  for (i = 0; i < n; i++)
    list[i] = g->plies[i].token;
  for (k = 0; k < (size_t)rp->n_edits; k++) {
    for (best = -1, e = 0; e < rp->n_edits; e++)
      if (!done[e] && (best < 0 || rp->edit[e].ply > rp->edit[best].ply))
        best = e;
    done[best] = 1;
    i = rp->edit[best].ply;
    if (rp->edit[best].kind == BAO_EDIT_CHANGE && i < n)
      list[i] = rp->edit[best].token;
    else if (rp->edit[best].kind == BAO_EDIT_DELETE && i < n)
      memmove(list + i, list + i + 1, (--n - i) * sizeof *list);
    else if (rp->edit[best].kind == BAO_EDIT_INSERT && i <= n) {
      memmove(list + i + 1, list + i, (n++ - i) * sizeof *list);
      list[i] = rp->edit[best].token;
    }
  }
  return n;
}

/* A game of the repaired tokens, in the dialect the record was read in,
 * under its own rules and from its own start; 0 out of memory. */
static int repaired_game(bao_game *out, const bao_replay *r,
                         const bao_repair *rp)
{
  const bao_game *g = r->game;
  const char **list = malloc((g->n_plies + BAO_EDIT_MAX) * sizeof *list);
  size_t n, i;
  int ok = list != NULL;
  bao_game_init(out);
  for (i = 0; ok && i < g->n_tags; i++)
    if (strcmp(g->tags[i].key, "variant") == 0 ||
        strcmp(g->tags[i].key, "rules") == 0)
      ok = bao_game_set_tag(out, g->tags[i].key, g->tags[i].value);
  ok = ok && bao_game_set_tag(out, "dialect", bao_dialect_name(r->dialect));
  if (ok && g->setup)
    ok = (out->setup = bao_game_strdup(out, g->setup)) != NULL;
  n = ok ? edited(g, rp, list) : 0;
  for (i = 0; ok && i < n; i++) {
    bao_ply_src *p = bao_game_add_ply(out);
    ok = p && (p->token = bao_game_strdup(out, list[i])) != NULL;
  }
  free(list);
  if (ok)
    bao_game_fill(out);
  return ok;
}

/* "ply 12 'A3L' -> 'a3R*'", "delete ply 12 'A3L'", "insert 'a3R*' before
 * ply 12", joined by "and". */
static size_t repair_text(bao_dedup_set *s, const bao_game *g,
                          const bao_repair *rp)
{
  char written[64];
  obuf *o = &s->arena;
  size_t at = o->n;
  int i;
  for (i = 0; i < rp->n_edits; i++) {
    const bao_edit *e = &rp->edit[i];
    const bao_ply_src *p = e->ply < g->n_plies ? &g->plies[e->ply] : NULL;
    bao_text_clean(p ? p->token : "", 24, written, sizeof written);
    if (i)
      ob_str(o, " and ");
    if (e->kind == BAO_EDIT_CHANGE)
      ob_printf(o, "ply %zu '%s' -> '%s'", e->ply + 1, written, e->token);
    else if (e->kind == BAO_EDIT_DELETE)
      ob_printf(o, "delete ply %zu '%s'", e->ply + 1, written);
    else
      ob_printf(o, "insert '%s' before ply %zu", e->token, e->ply + 1);
  }
  ob_chr(o, '\0');
  return at;
}

/* Replaces the moves of a broken game with those of its repair, when
 * the repaired record replays to its end; the repair's text, or
 * DEDUP_NONE. */
static size_t repair(bao_dedup_ctx *c, bao_dedup_set *s, const bao_replay *r)
{
  bao_suggestions sg;
  bao_replay out;
  bao_game g;
  bao_diag d;
  int ok;
  if (!c->tokens || r->setup_failed || r->stopped)
    return DEDUP_NONE;
  bao_game_suggest(c->tokens, r->game, r, &sg);
  if (!sg.n_repairs || !sg.repair[0].to_end)
    return DEDUP_NONE;
  if (!s->walk && (!(s->walk = bao_walk_new(c->opts, &d)) ||
                   !bao_walk_add(s->walk, &collector, s)))
    return c->failed = 1, DEDUP_NONE;
  if (!repaired_game(&g, r, &sg.repair[0]))
    return bao_game_free(&g), c->failed = 1, DEDUP_NONE;
  s->moves.n = 0;
  ok = bao_walk_game(s->walk, &g, &out);
  bao_game_free(&g);
  return ok ? repair_text(s, r->game, &sg.repair[0]) : DEDUP_NONE;
}

/* ---- the renderer ------------------------------------------------------------ */

static int dedup_begin(void *ctx, const bao_replay *r)
{
  bao_dedup_set *s = set_of(ctx);
  (void)r;
  if (s)
    s->moves.n = 0;
  return s != NULL;
}

static int dedup_ply(void *ctx, const bao_replay *r, const bao_ply_report *p)
{
  return collect_ply(((bao_dedup_ctx *)ctx)->set, r, p);
}

/* The header, as "key\0value\0" pairs (a key without a value: ""). */
static size_t keep_tags(bao_dedup_set *s, const bao_game *g)
{
  size_t at = s->arena.n, i;
  for (i = 0; i < g->n_tags; i++) {
    dedup_put(s, g->tags[i].key, strlen(g->tags[i].key));
    dedup_put(s, g->tags[i].value ? g->tags[i].value : "",
              g->tags[i].value ? strlen(g->tags[i].value) : 0);
  }
  return at;
}

static size_t plies_of(const char *moves, size_t len)
{
  size_t n = len ? 1 : 0, i;
  for (i = 0; i < len; i++)
    n += moves[i] == ' ';
  return n;
}

static int dedup_end(void *ctx, const bao_replay *r)
{
  bao_dedup_ctx *c = ctx;
  bao_dedup_set *s = c->set;
  dedup_game *d;
  char title[160];
  if (!s || !bao_grow((void **)&s->g, &s->cap, s->n + 1, sizeof *s->g))
    return c->failed = 1, 0;
  d = &s->g[s->n];
  memset(d, 0, sizeof *d);
  d->file = c->file;
  d->index = r->game->index;
  d->line = r->game->mark.line;
  d->header = header_of(s, r);
  d->moves = dedup_put(s, s->moves.s, s->moves.n);
  d->len = s->moves.n;
  d->repair = r->failed ? repair(c, s, r) : DEDUP_NONE;
  if (d->repair != DEDUP_NONE) { /* the repaired moves stand for it */
    d->moves = dedup_put(s, s->moves.s, s->moves.n);
    d->len = s->moves.n;
  }
  d->broken = r->failed && d->repair == DEDUP_NONE ? r->done + 1 : 0;
  d->plies = plies_of(dedup_text(s, d->moves), d->len);
  bao_game_title(r->game, title, sizeof title);
  d->title = dedup_put(s, title, strlen(title));
  d->tags = keep_tags(s, r->game);
  d->n_tags = r->game->n_tags;
  if (d->header == DEDUP_NONE || s->arena.oom || s->moves.oom)
    return c->failed = 1, 0;
  s->n++;
  return 1;
}

const bao_renderer bao_dedup_renderer = {.begin = dedup_begin,
                                         .ply = dedup_ply,
                                         .end = dedup_end,
                                         .flags = BAO_RENDERER_MOVE_ONLY};

void bao_dedup_ctx_free(bao_dedup_ctx *c)
{
  bao_dedup_set *s = c->set;
  if (!s)
    return;
  if (ob_allocated(&s->arena))
    free(s->arena.s);
  if (ob_allocated(&s->moves))
    free(s->moves.s);
  bao_walk_free(s->walk);
  free(s->g);
  free(s->headers);
  free(s->slots);
  free(s->order);
  free(s);
  c->set = NULL;
}
