/* html.c - the teaching page (html.h): a renderer of the one walk that
 * collects a game, ply by ply, and writes it at the end of the game as one
 * HTML file with everything inline.  This file collects; html_page.c
 * writes the page.
 *
 * What is kept per ply: the position after it (the board and the page's
 * data-position), its events (the sowing the page plays back), and its
 * annotation, told by the text annotation renderer (annotate.c) into a
 * memory stream, so that the page says exactly what `bao annotate`
 * says.  The record's own text (comments, glyphs, notes, tags) is read
 * from the game at the end: the walk's caller keeps the game alive for
 * the whole walk. */
#define _POSIX_C_SOURCE 200809L /* open_memstream */
#include <stdlib.h>
#include <string.h>

#include "html.h"
#include "html_page.h"

void bao_html_ctx_init(bao_html_ctx *c, FILE *out)
{
  memset(c, 0, sizeof *c);
  c->out = out;
  c->theme = BAO_THEME_AUTO;
}

static int oom(bao_html_ctx *c)
{
  c->failed = 1;
  bao_diag_set(&c->problem, bao_mark_column(0), "out of memory");
  return 0;
}

static void game_free(bao_html_game *g)
{
  size_t i;
  if (!g)
    return;
  for (i = 0; i < g->n; i++)
    free(g->ply[i].annotation);
  for (i = 0; i < g->n_diags; i++)
    free(g->diag[i].message);
  free(g->ply);
  free(g->pos);
  free(g->ev);
  free(g->diag);
  free(g->stop_message);
  free(g);
}

/* Grows an array of `size`-byte items to hold `need`; 1 on success. */
static int grow(void **items, size_t *cap, size_t need, size_t size)
{
  size_t n = *cap ? *cap : 16;
  void *p;
  if (need <= *cap)
    return 1;
  while (n < need)
    n *= 2;
  if (!(p = realloc(*items, n * size)))
    return 0;
  *items = p;
  *cap = n;
  return 1;
}

static int html_begin(void *ctx, const bao_replay *r)
{
  bao_html_ctx *c = ctx;
  bao_html_game *g;
  game_free(c->cur);
  c->cur = NULL;
  if (r->setup_failed || (c->game && r->game->index != c->game))
    return 1;
  if (!(g = calloc(1, sizeof *g)) ||
      !grow((void **)&g->pos, &g->cap_pos, 1, sizeof *g->pos)) {
    game_free(g);
    return oom(c);
  }
  g->pos[0] = r->start;
  c->cur = g;
  return 1;
}

/* The annotation of ply p, as `bao annotate` tells it, without the
 * record's comment (the page shows that on its own). */
static char *annotation(const bao_replay *r, const bao_ply_report *p)
{
  bao_ply_report q = *p;
  bao_ply_src src = *p->src;
  char *text = NULL;
  size_t size = 0, n;
  FILE *f = open_memstream(&text, &size);
  int ok;
  if (!f)
    return NULL;
  src.comment = NULL;
  q.src = &src;
  ok = bao_annotate_text.ply(f, r, &q);
  if (fclose(f) != 0 || !ok) {
    free(text);
    return NULL;
  }
  n = strlen(text);
  while (n > 0 && (text[n - 1] == '\n' || text[n - 1] == ' '))
    text[--n] = '\0';
  return text;
}

/* The move number the record prints, or one counted from the ply before:
 * a South ply starts a new number. */
static int move_number(const bao_html_game *g, const bao_ply_report *p)
{
  const html_ply *prev = g->n ? &g->ply[g->n - 1] : NULL;
  if (p->src->number > 0)
    return p->src->number;
  if (!prev)
    return 1;
  return prev->number + (p->side == BAO_SOUTH);
}

static int html_ply_cb(void *ctx, const bao_replay *r, const bao_ply_report *p)
{
  bao_html_ctx *c = ctx;
  bao_html_game *g = c->cur;
  html_ply *h;
  size_t ne = p->events ? p->events->count : 0;
  if (!g)
    return 1;
  if (!grow((void **)&g->ply, &g->cap_ply, g->n + 1, sizeof *g->ply) ||
      !grow((void **)&g->pos, &g->cap_pos, g->n + 2, sizeof *g->pos) ||
      !grow((void **)&g->ev, &g->cap_ev, g->n_ev + ne, sizeof *g->ev))
    return oom(c);
  h = &g->ply[g->n];
  memset(h, 0, sizeof *h);
  h->index = p->ply;
  h->side = p->side;
  h->number = move_number(g, p);
  snprintf(h->token, sizeof h->token, "%s", p->token);
  h->ev_first = g->n_ev;
  h->ev_count = ne;
  h->truncated = p->events && p->events->truncated;
  if (ne)
    memcpy(g->ev + g->n_ev, p->events->ev, ne * sizeof *g->ev);
  g->n_ev += ne;
  g->pos[g->n + 1] = *p->after;
  if (!(h->annotation = annotation(r, p)))
    return oom(c);
  g->n++;
  return 1;
}

/* Every diagnostic is kept for the page. */
static int html_diag_cb(void *ctx, const bao_replay *r, const bao_diag *d,
                        const bao_ply_report *p)
{
  bao_html_ctx *c = ctx;
  bao_html_game *g = c->cur;
  html_diag *h;
  (void)r;
  if (!g)
    return 1;
  if (!grow((void **)&g->diag, &g->cap_diag, g->n_diags + 1, sizeof *g->diag))
    return oom(c);
  h = &g->diag[g->n_diags];
  h->level = d->level;
  h->ply = p ? (long)p->ply : -1;
  if (!(h->message = bao_strdup(d->message)))
    return oom(c);
  g->n_diags++;
  return 1;
}

/* Where the record stops: the ply the walk could not play, and the last
 * error about it (a warning made an error by --strict comes before it). */
static int stop_at(bao_html_ctx *c, bao_html_game *g, const bao_replay *r)
{
  size_t i;
  if (!r->failed || r->done >= r->game->n_plies)
    return 1;
  g->stopped = 1;
  g->stop_ply = r->done;
  g->stop_side = g->pos[g->n].to_move;
  for (i = 0; i < g->n_diags; i++)
    if (g->diag[i].level == BAO_ERROR && g->diag[i].ply == (long)r->done) {
      free(g->stop_message);
      if (!(g->stop_message = bao_strdup(g->diag[i].message)))
        return oom(c);
    }
  if (!g->stop_message && !(g->stop_message = bao_strdup("not legal")))
    return oom(c);
  return 1;
}

/* Writes the page of the game collected, to `out` or to the stream
 * `open` gives. */
static int html_end(void *ctx, const bao_replay *r)
{
  bao_html_ctx *c = ctx;
  bao_html_game *g = c->cur;
  FILE *f = c->out;
  int ok = 1;
  if (!g)
    return 1;
  c->cur = NULL;
  g->game = r->game;
  g->rules = r->rules;
  if (!stop_at(c, g, r)) {
    game_free(g);
    return 0;
  }
  if (!f && c->open && !(f = c->open(c->arg, r->game))) {
    game_free(g);
    return 1; /* no page for this game: `open` has said why */
  }
  if (f) {
    ok = html_page_write(f, g, c);
    if (!c->out && c->close && !c->close(c->arg, r->game, f))
      ok = 0;
    else if (c->out && (fflush(f) != 0 || ferror(f)))
      ok = 0;
    if (ok)
      c->written++;
  }
  if (!ok && !c->failed) {
    c->failed = 1;
    bao_diag_set(&c->problem, bao_mark_column(0), "game %d: the page could "
                 "not be written", r->game->index);
  }
  game_free(g);
  return ok;
}

const bao_renderer bao_html_renderer = {html_begin, html_diag_cb,
                                        html_ply_cb, html_end};
