/*
 * drill.h - exercises made from real games (bao drill): positions where
 * the side to move can force a win ("find the win") and positions before
 * a blunder ("save the game"), collected by a renderer of the one walk
 * (replay.h) that asks the exact search (solve.h), rated by the solver's
 * facts, and written as one offline training page (bao_drill_page, html.h:
 * the data apart from the page writer).
 *
 * Ownership as in the other renderers' contexts (view.h): the caller
 * owns the context and the solver; the renderer owns the exercises and
 * the set of positions already taken, which bao_drill_free releases.
 */
#ifndef BAO_DRILL_H
#define BAO_DRILL_H

#include <stdint.h>

#include "bao.h"
#include "replay.h"
#include "solve.h"

#ifdef __cplusplus
extern "C" {
#endif

enum bao_drill_task { BAO_TASK_WIN = 0, BAO_TASK_SAVE = 1 };

/** Where an exercise comes from: a unique shortest win (as `bao puzzles`
 *  finds them), a win the game's move missed (`bao analyze`'s
 *  missed-win), the position before a blunder, or a record that is
 *  itself a puzzle (a `puzzle` tag: `bao puzzles`' output). */
enum bao_drill_origin { BAO_ORIGIN_PUZZLE = 0, BAO_ORIGIN_MISSED_WIN = 1,
                        BAO_ORIGIN_BLUNDER = 2, BAO_ORIGIN_RECORD = 3 };

/** ## The rating
 *
 * The solver's facts about an exercise, and the rule that rates it from
 * 1 (easy) to 5 (hard).  Points, each part from 0 to its cap:
 *   depth     2 per move of the learner's beyond the first (n - 1), at
 *             most 4: every move more is a reply more to see;
 *   choice    2 when one first move only is right, 1 when two are, else
 *             0: the fewer right moves, the harder to find one;
 *   defender  1 when the opponent has 5 to 9 replies to the first right
 *             move, 2 when 10 or more: more defences to read;
 *   sowing    1 when the first right move sows 2 or 3 laps, 2 when 4 or
 *             more: a long sowing is hard to follow in one's head.
 * The rating is 1 + (points * 4 + 5) / 10 (0 points: 1; 10 points: 5),
 * the points rounded to the nearest of five bands. */
typedef struct bao_drill_facts {
  int n;         /* win: the learner's moves to the win; save: the moves
                    in which the game's move lost                       */
  int right;     /* first moves that are right                           */
  int legal;     /* legal moves of the position                          */
  int replies;   /* the opponent's legal moves after the first right one
                    (in the order of bao_position_moves); 0: none        */
  int laps;      /* laps the first right move sows                       */
} bao_drill_facts;

/** The points (0..10) and the rating (1..5) of the rule above. */
BAO_API int bao_drill_points(const bao_drill_facts *f);
BAO_API int bao_drill_rating(const bao_drill_facts *f);

#define BAO_DRILL_TEXT 160

typedef struct bao_drill_exercise {
  char position[BAO_LINE_MAX]; /* the position line (bao_position_format) */
  bao_position pos;            /* the same position                       */
  bao_rules rules;
  int task;                    /* enum bao_drill_task                     */
  int n;                       /* the bound, in the learner's moves: win
                                  within n, or do not lose within n     */
  int origin;                  /* enum bao_drill_origin                   */
  char played[BAO_TOKEN_MAX];  /* the game's move there, or "": an AP
                                  record's in AP's cells (f2<*: a cell
                                  a1..h4 and '<' or '>'), else the
                                  canonical token (A6L*)                 */
  long ply;                    /* the game's ply (1-based) it was before;
                                  0 for a record's set-up                */
  char game[BAO_DRILL_TEXT];   /* "South – North (site, date)", cut      */
  bao_drill_facts facts;
  int rating;                  /* bao_drill_rating(&facts)                */
} bao_drill_exercise;

/** ## bao_drill_renderer, context bao_drill_ctx
 *
 * The walk must judge its plies (bao_replay_opts.analysis = depth).  For
 * every ply of a game's own line it makes, from the position before it:
 *   - a *win* exercise when the game's move missed a win within the depth
 *     (missed-win), or when the side to move wins in n >= 2 with one
 *     first move only (a puzzle); bound: the least n;
 *   - a *save* exercise when the game's move was a blunder; bound: the
 *     depth;
 * provided that some legal move is not right (a position where every
 * move wins or holds asks nothing).  A record with a `puzzle` tag is an
 * exercise itself: its set-up, when its side to move wins within the
 * depth; its moves (the solution) are not walked for more.  A position
 * met again is taken once.
 *
 * A search the node budget cuts makes no exercise (counted in
 * `unsearched`); any other failure stops the walk with `problem`. */
typedef struct bao_drill_ctx {
  bao_solver *solver;
  int depth;                 /* the walk's analysis depth                 */
  bao_drill_exercise *ex;    /* the renderer's                            */
  size_t n, cap;
  long unsearched;
  int failed;
  bao_diag problem;
  int skip;                  /* the game being walked is a puzzle record  */
  struct {
    uint64_t *keys;
    size_t cap, n;
  } seen;
  int only;                  /* 1 + the variant whose exercises are kept
                                (bao drill --variant), 0: every variant   */
  int other;                 /* the game being walked is of another one   */
} bao_drill_ctx;

extern BAO_API const bao_renderer bao_drill_renderer;

BAO_API void bao_drill_free(bao_drill_ctx *c);

#ifdef __cplusplus
}
#endif

#endif
