/* marks.c - what a diagram marks of the move that led to its position,
 * read from the move's events. */
#include <string.h>

#include "bao/view.h"

void bao_marks_of(const bao_ply_report *v, bao_marks *m)
{
  size_t i;
  int side, c;
  memset(m, 0, sizeof *m);
  m->placed = m->start = m->takasia = -1;
  if (!v || !v->outcome)
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
