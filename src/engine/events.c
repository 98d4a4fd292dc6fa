/* events.c - the event list that a move yields, and the one setter of
 * diagnostics. */
#include <stdio.h>
#include <stdlib.h>

#include "internal.h"

int bao_diag_vset(bao_diag *d, bao_mark mark, const char *fmt, va_list ap)
{
  if (d) {
    d->level = BAO_ERROR;
    d->mark = mark;
    d->width = 0;
    vsnprintf(d->message, sizeof d->message, fmt, ap);
  }
  return 0;
}

int bao_diag_set(bao_diag *d, bao_mark mark, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  bao_diag_vset(d, mark, fmt, ap);
  va_end(ap);
  return 0;
}

bao_mark bao_mark_column(int column)
{
  bao_mark m;
  m.line = 0;
  m.column = column;
  return m;
}

void bao_events_init(bao_events *e)
{
  e->ev = NULL;
  e->count = e->cap = 0;
  e->truncated = 0;
}

void bao_events_free(bao_events *e)
{
  free(e->ev);
  bao_events_init(e);
}

void bao_events_clear(bao_events *e)
{
  e->count = 0;
  e->truncated = 0;
}

/* bao_events_push when the list is full (count == cap): it grows,
 * doubling, unless it has reached the limit. */
BAO_COLD void bao_events_push_full(bao_events *e, const bao_event *ev)
{
  size_t cap = e->cap ? e->cap * 2 : 32;
  bao_event *grown;
  if (e->count >= BAO_EVENTS_LIMIT) {
    e->truncated = 1;
    return;
  }
  grown = realloc(e->ev, cap * sizeof *grown);
  if (!grown) {
    e->truncated = 1;
    return;
  }
  e->ev = grown;
  e->cap = cap;
  e->ev[e->count++] = *ev;
}

const char *bao_event_name(int kind)
{
  static const char *const names[] = {
    "place", "lap", "capture", "reverse", "sixteen", "house-stop",
    "house-safari", "house-tax", "house-captured", "house-destroyed",
    "takasia-obeyed", "takasia-passed", "takasia-set", "stage-mtaji",
    "never-ending", "game-end"};
  if (kind < 0 || kind >= BAO_EVENT_KINDS)
    return "?";
  return names[kind];
}

const char *bao_end_why_name(int why)
{
  static const char *const ends[] = {"front-row-empty", "no-legal-move",
                               "nyumba-lost"};
  return ends[why >= 0 && why < 3 ? why : BAO_END_NO_MOVE];
}

const char *bao_event_why_name(const bao_event *e)
{
  static const char *const laps[] = {"move", "relay", "capture", "safari", "tax"};
  static const char *const entries[] = {"chosen", "forced", "kept"};
  if (e->kind == BAO_EV_LAP)
    return e->why < 5 ? laps[e->why] : NULL;
  if (e->kind == BAO_EV_CAPTURE)
    return e->why < 3 ? entries[e->why] : NULL;
  if (e->kind == BAO_EV_GAME_END)
    return bao_end_why_name(e->why);
  return NULL;
}
