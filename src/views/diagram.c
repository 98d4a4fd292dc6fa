/* diagram.c - bao_diagram_renderer (diagram.h): the positions of a
 * game chosen by ply, all of them or every K plies, each drawn with the
 * marks of its move, a title and a caption; a game in Abstract Play's
 * notation (its dialect: tag, which AP's reader sets) in AP's cells. */
#include <stdio.h>
#include <string.h>

#include "bao/diagram.h"
#include "bao/notation.h"

/* The names of the game's holes and moves: AP's for an AP record. */
static int names_of(const bao_game *g)
{
  const char *t = g ? bao_game_tag(g, "dialect") : NULL;
  int d;
  return t && bao_dialect_parse(t, &d) && d == BAO_DIALECT_AP
           ? BAO_DIALECT_AP : BAO_DIALECT_DEVOOGT;
}

void bao_diagram_ctx_init(bao_diagram_ctx *c, FILE *out)
{
  memset(c, 0, sizeof *c);
  c->out = out;
  c->ply = -1;
  c->look.theme = BAO_THEME_LIGHT;
}

/* Whether the position after ply index `ply` (0-based) is drawn. */
static int selected(const bao_diagram_ctx *c, size_t ply, size_t plies)
{
  if (c->all)
    return 1;
  if (c->every > 0)
    return (ply + 1) % (size_t)c->every == 0 || ply + 1 == plies;
  return c->ply >= 0 && (size_t)c->ply == ply + 1;
}

/* 1, or 0 when the diagram could not be written whole (the stream's
 * error, or out of memory). */
static int draw(FILE *f, const bao_diagram_ctx *c, const bao_position *p,
                const bao_marks *m)
{
  bao_diagram_opts d = c->look;
  bao_sink *s = bao_sink_file(f, BAO_SINK_BLOCKS);
  int ok;
  if (!s)
    return 0;
  d.title = c->title[0] ? c->title : NULL;
  d.caption = c->caption[0] ? c->caption : NULL;
  if (c->svg)
    ok = bao_diagram_svg_in(s, p, m, &d, names_of(c->game));
  else
    ok = bao_diagram_ascii_in(s, p, m, &d, names_of(c->game));
  return bao_sink_free(s) && ok;
}

/* Sets the problem and hands it over; returns 0. */
static int problem(bao_diagram_ctx *c, const bao_replay *r)
{
  c->failed = 1;
  if (c->report)
    c->report(c->arg, r, &c->problem);
  return 0;
}

int bao_diagram_write(bao_diagram_ctx *c, size_t ply, const bao_position *p,
                      const bao_marks *m)
{
  FILE *f;
  if (!c->out) {
    if (!c->open || !c->close) {
      bao_diag_set(&c->problem, bao_mark_column(0),
                   "no stream for the diagrams: neither out nor open");
      return problem(c, NULL);
    }
    if (!(f = c->open(c->arg, c->game, ply)))
      return c->failed = 1, 0;
    /* the stream's own error is close's to say */
    c->incomplete = !draw(f, c, p, m) && !ferror(f);
    if (c->incomplete)
      bao_diag_set(&c->problem, bao_mark_column(0), "out of memory");
    c->written++;
    if (!c->close(c->arg, c->game, f) || c->incomplete)
      return c->incomplete = 0, c->failed = 1, 0;
    return 1;
  }
  if (c->written && c->svg) {
    bao_diag_set(&c->problem, bao_mark_column(0),
                 "more than one SVG diagram; an SVG document holds one");
    return problem(c, NULL);
  }
  if (c->written++)
    fputc('\n', c->out);
  return draw(c->out, c, p, m) && !ferror(c->out);
}

static void set_title(bao_diagram_ctx *c, size_t ply)
{
  const char *s = bao_game_tag(c->game, "south");
  const char *n = bao_game_tag(c->game, "north");
  char south[128], north[128];
  bao_text_clean(s ? s : "South", 40, south, sizeof south);
  bao_text_clean(n ? n : "North", 40, north, sizeof north);
  snprintf(c->title, sizeof c->title, "%s - %s, %s %zu", south, north,
           ply ? "after ply" : "start, ply", ply);
}

/* Adds a ply to a caption in the record's own move numbering: "12. A4R"
 * for South, "12... a2L" for North when it opens the caption, or just
 * "a2L" after South's move of the same number. */
static void caption_add(bao_diagram_ctx *c, const bao_ply_report *v,
                        int opens)
{
  size_t n = strlen(c->caption);
  int number = v->src->number;
  char token[BAO_DIALECT_TOKEN_MAX];
  if (n + 32 >= sizeof c->caption)
    return;
  snprintf(token, sizeof token, "%s", v->token);
  if (names_of(c->game) == BAO_DIALECT_AP && v->outcome)
    bao_outcome_token(v->outcome, v->side, BAO_DIALECT_AP, token,
                      sizeof token);
  if (v->side == BAO_SOUTH || opens || number <= 0)
    snprintf(c->caption + n, sizeof c->caption - n, "%s%d%s %s",
             n ? " " : "", number, v->side == BAO_SOUTH ? "." : "...",
             token);
  else
    snprintf(c->caption + n, sizeof c->caption - n, " %s", token);
}

static int diagram_ply(void *ctx, const bao_replay *r, const bao_ply_report *v)
{
  bao_diagram_ctx *c = ctx;
  bao_marks m;
  (void)r;
  if (c->every > 0 && v->ply % (size_t)c->every == 0) {
    c->caption[0] = '\0'; /* a range opens */
    c->first = v->ply;
  }
  if (c->every > 1)
    caption_add(c, v, v->ply == c->first);
  if (!selected(c, v->ply, c->game->n_plies))
    return 1;
  bao_marks_of(v, &m);
  set_title(c, v->ply + 1);
  if (c->every <= 1) {
    c->caption[0] = '\0';
    caption_add(c, v, 1);
  }
  return bao_diagram_write(c, v->ply + 1, v->after, &m);
}

/* The start (ply 0) is drawn once the set-up is known. */
static int diagram_begin(void *ctx, const bao_replay *r)
{
  bao_diagram_ctx *c = ctx;
  c->game = r->game;
  c->first = 0;
  c->caption[0] = '\0';
  if (r->setup_failed || !(c->all || c->ply == 0))
    return 1;
  set_title(c, 0);
  return bao_diagram_write(c, 0, &r->start, NULL);
}

/* A ply beyond the record is a problem, unless the record breaks before
 * it (the walk said so). */
static int diagram_end(void *ctx, const bao_replay *r)
{
  bao_diagram_ctx *c = ctx;
  if (!r->setup_failed && !r->failed && !r->stopped && c->ply > 0 &&
      (size_t)c->ply > r->game->n_plies) {
    bao_diag_set(&c->problem, bao_mark_column(0),
                 "game %d has %zu plies, not %d", r->game->index,
                 r->game->n_plies, c->ply);
    problem(c, r);
  }
  return 1;
}

const bao_renderer bao_diagram_renderer = {.begin = diagram_begin,
                                           .ply = diagram_ply,
                                           .end = diagram_end};
