/*
 * diagram.h - the diagrams of a game (bao diagram): the position after
 * one ply, after every ply, or every K plies, each drawn by
 * bao_diagram_ascii or bao_diagram_svg (view.h) with the marks of the
 * move that led to it, a title and a caption.  A renderer of the one
 * walk (replay.h), fed with the events of every ply
 * (bao_replay_opts.events = 1).
 *
 * Ownership and errors as in the other renderers' contexts (view.h,
 * html.h): the caller owns the context and the streams; a problem sets
 * `failed` and `problem`, and is handed to `report` as it happens.
 */
#ifndef BAO_DIAGRAM_H
#define BAO_DIAGRAM_H

#include <stddef.h>
#include <stdio.h>

#include "bao.h"
#include "record.h"
#include "replay.h"
#include "view.h"

#ifdef __cplusplus
extern "C" {
#endif

/** ## bao_diagram_renderer, context bao_diagram_ctx
 *
 * Which positions: the one after ply `ply` (0: the start), or with `all`
 * the start and the position after every ply, or with `every` K the
 * position after every K-th ply and after the last.  Each diagram has
 * the title "SOUTH - NORTH, after ply N" ("start, ply 0") and the caption
 * of the ply that led to it in the record's numbering ("12. A4R", "12...
 * a2L"); with `every` K > 1, of the K plies since the one before.
 *
 * Where: every diagram onto `out`, one after the other, a blank line
 * between two ASCII diagrams (an SVG document holds one: a second is a
 * problem); or, when `out` is NULL, each onto the stream `open` returns
 * for it (NULL: not drawn, and the walk stops; `open` has said why),
 * which `close` then closes (1 on success; 0 stops the walk).  A write
 * onto `out` that fails stops the walk; ferror(out) says so.
 *
 * The problems, each given to `report` (NULL: none) as it happens, with
 * the game it is about (NULL: one of the output): a second SVG document
 * for `out`, and a ply beyond the end of a record that the walk finished
 * (the walk goes on with the next game). */

typedef struct bao_diagram_ctx {
  int svg;                 /* SVG documents, else ASCII diagrams           */
  bao_diagram_opts look;   /* flip, dots and theme (title and caption are
                              the renderer's)                           */
  int ply;                 /* the position after ply N (0: the start), or
                              -1                                         */
  int all;                 /* the start and after every ply              */
  int every;               /* after every K-th ply and the last, or 0    */
  FILE *out;               /* one stream for all, or NULL: open/close    */
  FILE *(*open)(void *arg, const bao_game *g, size_t ply);
  int (*close)(void *arg, const bao_game *g, FILE *f);
  void (*report)(void *arg, const bao_replay *r, const bao_diag *d);
  void *arg;               /* open's, close's and report's               */
  /* filled by the renderer */
  int written;             /* diagrams written                            */
  int failed;              /* a problem, or a stream open or close failed */
  int incomplete;          /* while close runs: the diagram was not drawn
                              whole (out of memory), so that close keeps
                              no file of it                              */
  bao_diag problem;        /* the last problem                             */
  const bao_game *game;    /* the game being drawn                         */
  size_t first;            /* the first ply of the current `every` range   */
  char title[300];
  char caption[600];
} bao_diagram_ctx;

/** The defaults: no position chosen (ply -1), ASCII, South's view, the
 *  light theme, diagrams onto `out`. */
BAO_API void bao_diagram_ctx_init(bao_diagram_ctx *c, FILE *out);

/** Draws one diagram of `p` (marks `m`, may be NULL) as the renderer
 *  does, with c's title and caption (empty: none), where c says: onto
 *  `out` or a stream of `open` for game c->game (NULL: none) and `ply`.
 *  1, or 0 when the walk should stop. */
BAO_API int bao_diagram_write(bao_diagram_ctx *c, size_t ply,
                              const bao_position *p, const bao_marks *m);

extern BAO_API const bao_renderer bao_diagram_renderer;

#ifdef __cplusplus
}
#endif

#endif
