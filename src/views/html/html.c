/* html.c - the teaching page (html.h): a renderer of the one walk that
 * collects a game, ply by ply, and writes it at the end of the game as one
 * HTML file with everything inline.  This file collects; html_page.c
 * writes the page.
 *
 * What is kept per ply: the position after it (the board and the page's
 * data-position), its events (the sowing the page plays back), and its
 * annotation, told by the text annotation renderer (annotate.c) into a
 * memory stream, so that the page says exactly what `bao annotate`
 * says, in the same language, and its title; with the walk's analysis,
 * its mark (blunder, missed win, only move); and both sides' seeds and
 * moves after it, for the page's chart.  The plies of the record's
 * variations are kept the same way, line by line.  The record's own text
 * (comments, glyphs, notes, tags) is read from the game at the end: the
 * walk's caller keeps the game alive for the whole walk. */
#include <stdlib.h>
#include <string.h>

#include "base/obuf.h"
#include "base/util.h" /* bao_strdup */
#include "bao/html.h"
#include "html_page.h"
#include "base/i18n.h"

void bao_html_ctx_init(bao_html_ctx *c, bao_sink *out)
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

static void plies_free(html_ply *ply, size_t n)
{
  size_t i;
  for (i = 0; i < n; i++) {
    free(ply[i].annotation);
    free(ply[i].title);
    html_point_free(&ply[i]);
  }
  free(ply);
}

static void game_free(bao_html_game *g)
{
  size_t i;
  if (!g)
    return;
  plies_free(g->ply, g->n);
  for (i = 0; i < g->n_lines; i++) {
    plies_free(g->line[i].ply, g->line[i].n);
    free(g->line[i].pos);
  }
  for (i = 0; i < g->n_diags; i++)
    free(g->diag[i].message);
  free(g->line);
  free(g->pos);
  free(g->ev);
  free(g->diag);
  free(g->stop_message);
  free(g);
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
      !bao_grow((void **)&g->pos, &g->cap_pos, 1, sizeof *g->pos)) {
    game_free(g);
    return oom(c);
  }
  g->pos[0] = r->start;
  g->deep = r->deep;
  g->budget = c->budget;
  g->judge = c->judge;
  bao_position_stats_of(&r->start, &g->stats0, g->budget);
  c->cur = g;
  return 1;
}

/* The annotation of ply p, as `bao annotate` tells it, without the
 * record's comment (the page shows that on its own). */
static char *annotation(const bao_replay *r, const bao_ply_report *p)
{
  bao_ply_report q = *p;
  bao_ply_src src = *p->src;
  bao_annotate_ctx a;
  const char *told;
  char *text = NULL;
  size_t n;
  bao_sink *mem = bao_sink_memory();
  if (!mem)
    return NULL;
  src.comment = NULL;
  q.src = &src;
  bao_annotate_ctx_init(&a, mem);
  if (bao_annotate_text.ply(&a, r, &q) &&
      (told = bao_sink_text(mem, &n)) != NULL)
    text = bao_strdup(told);
  bao_annotate_ctx_free(&a);
  bao_sink_free(mem);
  if (!text)
    return NULL;
  n = strlen(text);
  while (n > 0 && (text[n - 1] == '\n' || text[n - 1] == ' '))
    text[--n] = '\0';
  return text;
}

/* Under a time budget the page says the depth of every move judged: a
 * mark says its own (annotate.c); an unmarked move's is added here, to
 * the page alone (bao annotate speaks of the depth where it marks).
 * Frees `text`; NULL when out of memory. */
char *html_depth_note(int depth)
{
  unsigned long n = (unsigned long)depth;
  char *out;
  obuf o;
  ob_init(&o);
  format(&o, dngettext(BAO_TEXTDOMAIN,
                       /* TRANSLATORS: the page, after the sentences of a
                          move that the analysis did not mark: %1$d, how
                          deep its search went, in moves of each side. */
                       "A search %1$d move deep found no mistake here.",
                       "A search %1$d moves deep found no mistake here.", n),
         ARGS(AN(n)));
  ob_chr(&o, '\0'); /* a line is counted, not terminated: end it here */
  out = o.oom ? NULL : bao_strdup(o.s);
  if (ob_allocated(&o))
    free(o.s);
  return out;
}

static char *with_depth(char *text, int depth)
{
  char *note = html_depth_note(depth), *out = NULL;
  size_t n = strlen(text), m;
  if (note && (m = strlen(note), out = malloc(n + m + 2)) != NULL) {
    memcpy(out, text, n);
    out[n] = ' ';
    memcpy(out + n + 1, note, m + 1);
  }
  free(note);
  free(text);
  return out;
}

/* The move number the record prints, or one counted from the ply before
 * (`prev`, NULL for the first): a South ply starts a new number. */
static int move_number(const html_ply *prev, const bao_ply_report *p)
{
  if (p->src->number > 0)
    return p->src->number;
  if (!prev)
    return 1;
  return prev->number + (p->side == BAO_SOUTH);
}

/* Fills h with ply p (its events appended to g->ev); 1, or 0 when out of
 * memory. */
static int take_ply(bao_html_game *g, const bao_replay *r,
                    const bao_ply_report *p, const html_ply *prev,
                    html_ply *h)
{
  char title[512];
  size_t ne = p->events ? p->events->count : 0;
  if (!bao_grow((void **)&g->ev, &g->cap_ev, g->n_ev + ne, sizeof *g->ev))
    return 0;
  memset(h, 0, sizeof *h);
  h->index = p->ply;
  h->side = p->side;
  h->number = move_number(prev, p);
  h->src = p->src;
  snprintf(h->token, sizeof h->token, "%s", p->token);
  h->ev_first = g->n_ev;
  h->ev_count = ne;
  h->truncated = p->events && p->events->truncated;
  if (ne)
    memcpy(g->ev + g->n_ev, p->events->ev, ne * sizeof *g->ev);
  g->n_ev += ne;
  h->depth = p->judgement ? p->judgement->depth : -1;
  if (p->judgement) {
    h->mark = p->judgement->mark;
    h->refuted = p->judgement->refuted_n > 0;
    if (!g->deep.games || h->depth > g->depth) /* budget: the deepest */
      g->depth = h->depth;
    g->marks += h->mark != BAO_JUDGE_NONE;
  }
  if (p->stats)
    h->stats = *p->stats;
  else
    bao_position_stats_of(p->after, &h->stats, g->budget);
  if (!(h->annotation = annotation(r, p)))
    return 0;
  if (r->deep.games && p->judgement && p->judgement->mark == BAO_JUDGE_NONE &&
      !(h->annotation = with_depth(h->annotation, p->judgement->depth)))
    return 0;
  if (!html_engine_take(g, p, h))
    return 0;
  if (!html_point_take(h, p, r->deep.games && p->judgement))
    return 0;
  bao_annotate_title_in(p, r->dialect, title, sizeof title);
  if (!(h->title = bao_strdup(title))) {
    free(h->annotation);
    h->annotation = NULL;
    return 0;
  }
  return 1;
}

static int html_ply_cb(void *ctx, const bao_replay *r, const bao_ply_report *p)
{
  bao_html_ctx *c = ctx;
  bao_html_game *g = c->cur;
  if (!g)
    return 1;
  if (g->n >= BAO_HTML_PLIES) { /* refused, not drawn in part: the
                                    game alone, the walk goes on */
    if (!c->failed) { /* (a failure's or the first refusal's word kept) */
      c->failed = 1;
      bao_diag_set(&c->problem, r->game->mark, "game %d has more than %d "
                   "plies, the most a page draws (each takes about 1 KB "
                   "in the page and as much while it is made): no page "
                   "written", r->game->index, BAO_HTML_PLIES);
      c->problem.level = BAO_WARNING; /* the walk goes on */
    }
    game_free(g);
    c->cur = NULL;
    return 1;
  }
  if (!bao_grow((void **)&g->ply, &g->cap_ply, g->n + 1, sizeof *g->ply) ||
      !bao_grow((void **)&g->pos, &g->cap_pos, g->n + 2, sizeof *g->pos) ||
      !take_ply(g, r, p, g->n ? &g->ply[g->n - 1] : NULL, &g->ply[g->n]))
    return oom(c);
  g->pos[g->n + 1] = *p->after;
  g->n++;
  return 1;
}

/* The line of variation ply p: the last one begun at its depth, or a new
 * one when p is a variation's first ply.  The walk goes depth first, so
 * the parent of a new line is the line last walked one depth up. */
static html_line *line_of(bao_html_game *g, const bao_ply_report *p)
{
  html_line *l;
  int d = p->depth;
  if (d < 1 || d > BAO_LINE_DEPTH)
    return NULL;
  if (p->line_ply > 0 && g->open[d] > 0 &&
      g->line[g->open[d] - 1].src == p->line)
    return &g->line[g->open[d] - 1];
  if (!bao_grow((void **)&g->line, &g->cap_line, g->n_lines + 1,
                sizeof *g->line))
    return NULL;
  l = &g->line[g->n_lines];
  memset(l, 0, sizeof *l);
  l->src = p->line;
  l->parent = d == 1 ? 0 : g->open[d - 1];
  l->at = p->ply;
  l->depth = d;
  if (!bao_grow((void **)&l->pos, &l->cap_pos, 1, sizeof *l->pos))
    return NULL;
  l->pos[0] = *p->before;
  g->open[d] = (int)++g->n_lines;
  return l;
}

/* The ply before the next one of line l (for its move number): its last,
 * or for its first the ply before the one it replaces, in its parent. */
static const html_ply *before_line(const bao_html_game *g, const html_line *l)
{
  const html_line *up;
  if (l->n)
    return &l->ply[l->n - 1];
  if (l->parent == 0)
    return l->at > 0 && l->at <= g->n ? &g->ply[l->at - 1] : NULL;
  up = &g->line[l->parent - 1];
  if (l->at > up->at)
    return l->at - up->at <= up->n ? &up->ply[l->at - up->at - 1] : NULL;
  return before_line(g, &(html_line){.parent = up->parent, .at = up->at});
}

/* A legal ply of a variation: kept in its line, as the game's own. */
static int html_variation_cb(void *ctx, const bao_replay *r,
                             const bao_ply_report *p)
{
  bao_html_ctx *c = ctx;
  bao_html_game *g = c->cur;
  html_line *l;
  if (!g)
    return 1;
  if (!(l = line_of(g, p)))
    return p->depth < 1 || p->depth > BAO_LINE_DEPTH ? 1 : oom(c);
  if (!bao_grow((void **)&l->ply, &l->cap_ply, l->n + 1, sizeof *l->ply) ||
      !bao_grow((void **)&l->pos, &l->cap_pos, l->n + 2, sizeof *l->pos))
    return oom(c);
  if (!take_ply(g, r, p, before_line(g, l), &l->ply[l->n]))
    return oom(c);
  l->pos[l->n + 1] = *p->after;
  l->n++;
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
  if (!bao_grow((void **)&g->diag, &g->cap_diag, g->n_diags + 1,
                sizeof *g->diag))
    return oom(c);
  h = &g->diag[g->n_diags];
  h->level = d->level;
  /* a variation's problem is about the game: its message names the ply */
  h->ply = p && !p->line ? (long)p->ply : -1;
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
  /* what check --suggest would offer: the page shows its best repair */
  if (c->tokens && !r->stopped) {
    bao_suggestions s;
    bao_game_suggest(c->tokens, r->game, r, &s);
    if ((g->has_repair = s.n_repairs > 0))
      g->repair = s.repair[0];
  }
  return 1;
}

/* Writes the page of the game collected, to `out` or to the stream
 * `open` gives. */
static int html_end(void *ctx, const bao_replay *r)
{
  bao_html_ctx *c = ctx;
  bao_html_game *g = c->cur;
  bao_sink *f = c->out;
  int ok = 1;
  if (!g)
    return 1;
  c->cur = NULL;
  if (c->failed && c->problem.level == BAO_ERROR) { /* memory out: no
                                                      page in part */
    game_free(g);
    return 0;
  }
  g->game = r->game;
  g->rules = r->rules;
  g->dialect = r->dialect;
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
    else if (c->out && !sink_sync(f))
      ok = 0;
    if (ok)
      c->written++;
  }
  if (!ok && (!c->failed || c->problem.level != BAO_ERROR)) {
    c->failed = 1;
    bao_diag_set(&c->problem, bao_mark_column(0), "game %d: the page could "
                 "not be written", r->game->index);
  }
  game_free(g);
  return ok;
}

const bao_renderer bao_html_renderer = {.begin = html_begin,
                                        .diag = html_diag_cb,
                                        .ply = html_ply_cb, .end = html_end,
                                        .variation = html_variation_cb};
