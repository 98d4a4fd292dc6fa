/*
 * view.h - views of a game: annotations and diagrams are all driven by one
 * walk over the positions and the events of its moves (the cmark pattern:
 * one driver, one small file per output format).
 *
 * Ownership: everything handed to a renderer belongs to the walk and is
 * valid during the call only; renderers copy what they keep.
 */
#ifndef BAO_VIEW_H
#define BAO_VIEW_H

#include <stdio.h>

#include "bao.h"
#include "record.h"
#include "replay.h"

/** What a diagram or annotation can show of one ply. */
typedef struct bao_view_ply {
  size_t ply;                 /* 0-based                                  */
  int side;                   /* the mover                                */
  const bao_position *before;
  const bao_position *after;
  const bao_outcome *move;
  const char *token;          /* canonical token (de Voogt)               */
  const bao_events *events;   /* what the move did, in order              */
  const bao_ply_src *src;     /* the ply as written (comment, note)       */
} bao_view_ply;

/** The marks a diagram draws for a move, derived from its events. */
typedef struct bao_marks {
  int placed;                 /* circuit hole (mover's) given a seed from
                                 hand, or -1                              */
  int start;                  /* mover's hole the first lap left, or -1   */
  int dir;                    /* its direction                            */
  unsigned captured[2];       /* per side: bit set of front holes taken   */
  int taken[2][BAO_PITS];     /* seeds taken from each hole               */
  int delta[2][BAO_PITS];     /* after - before, per hole                 */
  int takasia;                /* the next mover's takasiaed hole, or -1   */
} bao_marks;

/** Fills `m` from a ply (NULL: no move, no marks). */
void bao_marks_of(const bao_view_ply *v, bao_marks *m);

/** A renderer: the walk calls begin once, position for each diagram or
 *  ply it selects, and end once.  Any callback may be NULL. */
typedef struct bao_renderer {
  void (*begin)(void *ctx, const bao_game *g);
  void (*ply)(void *ctx, const bao_view_ply *v);
  void (*end)(void *ctx, const bao_replay *r);
} bao_renderer;

/** Replays `g` and hands every ply, with its events, to `r`.  Returns the
 *  replay's result (1: every ply legal). */
int bao_game_walk(bao_token_reader *tr, const bao_game *g,
                  const bao_replay_opts *o, const bao_renderer *r, void *ctx,
                  bao_replay *out);

/** ## Diagram writers
 *
 * One position, with optional move marks, as ASCII or SVG.  `caption` may
 * be NULL; every user text is escaped by the writer. */

typedef struct bao_diagram_opts {
  int flip;           /* North's view: North's rows at the bottom         */
  int dots;           /* SVG: seeds as dots up to `dots_max`, else numerals */
  int dots_max;
  const char *title;  /* e.g. "Maulidi - Kijumbe, after ply 23", or NULL */
  const char *caption;/* e.g. "23. A4R", or NULL                          */
} bao_diagram_opts;

/** Writes the ASCII diagram of `p` (marks may be NULL) to `f`. */
void bao_diagram_ascii(FILE *f, const bao_position *p, const bao_marks *m,
                       const bao_diagram_opts *o);

/** The same into a string (for the SVG <desc>); returns the length that
 *  was needed, like snprintf. */
size_t bao_diagram_ascii_string(char *buf, size_t size, const bao_position *p,
                                const bao_marks *m, const bao_diagram_opts *o);

/** Writes a standalone SVG document of `p` to `f`. */
void bao_diagram_svg(FILE *f, const bao_position *p, const bao_marks *m,
                     const bao_diagram_opts *o);

#endif
