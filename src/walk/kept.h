/* kept.h - a renderer's output of one game, kept and written at once
 * (annotate.c, annotate_yaml.c; they define _POSIX_C_SOURCE for fileno
 * and isatty).  Not installed. */
#ifndef BAO_KEPT_H
#define BAO_KEPT_H

#include <stdio.h>
#include <unistd.h>

#include "base/obuf.h"

/* A renderer's plies of one game are kept and written together when the
 * game ends, or when 12 KB are ready: a write per ply was a tenth of
 * annotate's time.  Not on a terminal, where each ply shows as soon as it
 * is told, and not for a ply told alone (the page).  Each renderer keeps
 * one per thread (annotate.c, annotate_yaml.c). */

#define KEPT_MOST 12288 /* written beyond that; room for a long ply */

typedef struct kept_game {
  const void *ctx, *r; /* the stream and walk of the game being told  */
  int fd, tty;         /* the stream's file and whether a terminal   */
  int on;
  obuf o;
  char room[KEPT_MOST + 4096];
} kept_game;

/* The line where a ply of walk r into ctx goes: the game's, or `alone`. */
static inline obuf *kept_line(kept_game *k, void *ctx, const void *r,
                              obuf *alone)
{
  if (k->on && k->ctx == ctx && k->r == r)
    return &k->o;
  ob_init(alone);
  return alone;
}

/* A game of walk r begins in ctx: its plies are kept from now on.  What
 * the last game kept is written if its end did not come (cannot happen
 * in a walk, which ends every game it tells a ply of). */
static inline void kept_begin(kept_game *k, void *ctx, const void *r)
{
  int fd = fileno(ctx);
  if (k->on && k->o.n)
    ob_flush(&k->o, (FILE *)k->ctx);
  if (k->ctx != ctx || k->r != r || k->fd != fd) {
    k->fd = fd; /* asked once a walk and stream: a system call */
    k->tty = fd >= 0 && isatty(fd);
  }
  k->on = !k->tty;
  k->ctx = ctx;
  k->r = r;
  ob_init_at(&k->o, k->room, sizeof k->room);
}

/* Writes line o into ctx unless it is the game's and not full yet. */
static inline int kept_done(kept_game *k, void *ctx, obuf *o)
{
  if (o == &k->o && o->n < KEPT_MOST && !o->oom)
    return 1;
  return ob_flush(o, ctx);
}

/* The game of walk r ends: what it kept is written. */
static inline int kept_end(kept_game *k, void *ctx, const void *r)
{
  if (!k->on || k->ctx != ctx || k->r != r)
    return 1;
  k->on = 0;
  return ob_flush(&k->o, ctx);
}

#endif
