/*
 * puzzles.h - the puzzles of a game (bao puzzles): every position of the
 * walked games that the side to move wins within a depth with one first
 * move only, written as a YAML record of its own (its set-up and its
 * solution).  A renderer of the one walk (replay.h) that asks the exact
 * search (solve.h) about every position.
 *
 * Ownership and errors as in the other renderers' contexts (view.h):
 * the caller owns the context, the stream and the solver; the renderer
 * owns the set of positions already written, which bao_puzzles_free
 * releases.
 */
#ifndef BAO_PUZZLES_H
#define BAO_PUZZLES_H

#include <stdint.h>
#include <stdio.h>

#include "bao.h"
#include "replay.h"
#include "solve.h"

#ifdef __cplusplus
extern "C" {
#endif

/** ## bao_puzzles_renderer, context bao_puzzles_ctx
 *
 * A position is a puzzle when the side to move wins in n <= depth with
 * one first move only, has at least `min_moves` legal moves there (one
 * legal move is no question) and n is at least `min_depth` (a win in 1
 * gives itself away).  `bao puzzles` asks for 2 and 2; 0 (a context
 * cleared to zeros) asks for neither.
 *
 * The positions tried are the one before every ply and, for a game the
 * walk finished, the one after its last ply (a game that stops before
 * its end, as a resignation does, may leave one).  A position met again,
 * in the same game or another (the same board, hands, nyumba, side to
 * move, takasia and rules), is written once.  Each puzzle keeps the
 * source game's tags event, site, date, round, south, north and source,
 * and has `puzzle` ("South to move and win in 2"), `puzzle-of` ("PATH
 * game N ply K", K the ply that was played from it), `result`, `variant`,
 * `dialect` (devoogt) and the `rules` options off their defaults; its
 * set-up is the position and its moves the search's line.
 *
 * A position that cannot be solved (the solver was stopped), memory that
 * runs out or a puzzle that cannot be written stop the walk: `failed` is
 * set and `problem` says why. */

typedef struct bao_puzzles_ctx {
  FILE *out;          /* where the puzzles go, one YAML document each     */
  bao_solver *solver; /* the search (bao_solver_new)                      */
  int depth;          /* the winner's moves within which it wins:
                         0..BAO_SOLVE_DEPTH_MAX (bao_solve)             */
  int min_moves;      /* the least legal moves of a puzzle's position
                         (0 or 1: any)                                  */
  int min_depth;      /* the least n of a puzzle's win (0 or 1: any)     */
  const char *path;   /* the file being walked, as puzzle-of names it;
                         the caller sets it before each file            */
  long written;       /* puzzles written                                  */
  long unsearched;    /* positions whose search the solver's node budget
                         cut (bao_solver_set_nodes): not known puzzles  */
  int failed;         /* the walk was stopped: `problem` says why         */
  bao_diag problem;
  struct {            /* the positions written, by the solver's key:
                         the renderer's (bao_puzzles_free)              */
    uint64_t *keys;
    size_t cap, n;
  } seen;
} bao_puzzles_ctx;

extern BAO_API const bao_renderer bao_puzzles_renderer;

/** Releases what the renderer keeps in `c` (the positions seen); the
 *  context may then walk again, with every position new. */
BAO_API void bao_puzzles_free(bao_puzzles_ctx *c);

#ifdef __cplusplus
}
#endif

#endif
