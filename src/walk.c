/* walk.c - the one walk that drives every view: replay a game, and hand
 * each ply with its events to a renderer (view.h). */
#include <string.h>

#include "view.h"

void bao_marks_of(const bao_view_ply *v, bao_marks *m)
{
  size_t i;
  int side, c;
  memset(m, 0, sizeof *m);
  m->placed = m->start = m->takasia = -1;
  if (!v || !v->move)
    return;
  for (side = 0; side < 2; side++)
    for (c = 0; c < BAO_PITS; c++)
      m->delta[side][c] = v->after->pit[side][c] - v->before->pit[side][c];
  m->takasia = v->after->takasia;
  for (i = 0; v->events && i < v->events->count; i++) {
    const bao_event *e = &v->events->ev[i];
    if (e->kind == BAO_EV_PLACE)
      m->placed = BAO_HOLE_C(e->hole);
    if (e->kind == BAO_EV_LAP && m->start < 0 && e->why == BAO_LAP_MOVE) {
      m->start = BAO_HOLE_C(e->hole);
      m->dir = e->dir;
    }
    if (e->kind == BAO_EV_CAPTURE) {
      side = BAO_HOLE_SIDE(e->hole2);
      c = BAO_HOLE_C(e->hole2);
      m->captured[side] |= 1u << c;
      m->taken[side][c] += e->count;
    }
  }
}

typedef struct walk {
  const bao_game *g;
  const bao_renderer *r;
  void *ctx;
  bao_events ev;
} walk;

static void on_ply(void *ctx, const bao_ply_report *rep)
{
  walk *w = ctx;
  bao_view_ply v;
  bao_position after;
  char token[BAO_TOKEN_MAX];
  if (!rep->outcome || !w->r->ply)
    return;
  bao_events_clear(&w->ev);
  bao_position_play(rep->before, &rep->outcome->move, &after, &w->ev, NULL);
  bao_move_token(&rep->outcome->move, rep->side, token);
  v.ply = rep->ply;
  v.side = rep->side;
  v.before = rep->before;
  v.after = &rep->outcome->after;
  v.move = rep->outcome;
  v.token = token;
  v.events = &w->ev;
  v.src = &w->g->plies[rep->ply];
  w->r->ply(w->ctx, &v);
}

int bao_game_walk(bao_token_reader *tr, const bao_game *g,
                  const bao_replay_opts *o, const bao_renderer *r, void *ctx,
                  bao_replay *out)
{
  walk w;
  int ok;
  w.g = g;
  w.r = r;
  w.ctx = ctx;
  bao_events_init(&w.ev);
  if (r->begin)
    r->begin(ctx, g);
  ok = bao_game_replay(tr, g, o, on_ply, &w, out);
  if (r->end)
    r->end(ctx, out);
  bao_events_free(&w.ev);
  return ok;
}
