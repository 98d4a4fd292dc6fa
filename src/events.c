/* events.c - the event list that a move yields, and errors. */
#include <stdio.h>
#include <stdlib.h>

#include "internal.h"

int bao_fail(bao_error *err, int column, const char *fmt, ...)
{
  va_list ap;
  if (err) {
    err->column = column;
    va_start(ap, fmt);
    vsnprintf(err->message, sizeof err->message, fmt, ap);
    va_end(ap);
  }
  return 0;
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

void bao_events_push(bao_events *e, const bao_event *ev)
{
  if (e->count == e->cap) {
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
  }
  e->ev[e->count++] = *ev;
}

const char *bao_event_name(int kind)
{
  static const char *names[] = {
    "place", "lap", "capture", "reverse", "sixteen", "house-stop",
    "house-safari", "house-tax", "house-captured", "house-destroyed",
    "takasia-obeyed", "takasia-passed", "takasia-set", "stage-mtaji",
    "never-ending", "game-end"};
  if (kind < 0 || kind > BAO_EV_GAME_END)
    return "?";
  return names[kind];
}
