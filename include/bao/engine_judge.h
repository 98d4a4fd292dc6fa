/*
 * engine_judge.h - the engine's judgement of a move played in a game
 * (bao(1), `bao analyze --engine`): its score before the
 * move and after it, the move it prefers, and an estimate mark, kept
 * apart from the exact judgement of solve.h and never contradicting it.
 *
 * Both scores are from the mover's point of view, on player.h's scale.
 * One search of the position before the move, with every root move
 * scored (bao_player_think's `all`), gives both: `before` is the best
 * line's score and `after` the played move's line score, so after <=
 * before always holds and a move the engine itself prefers costs
 * nothing.  Where the exact search of solve.h has a verdict, it replaces
 * the estimate (a forced win or loss is shown as exact).
 *
 * The estimate mark, from the win probability the scores give
 * (bao_score_percent, percent points, the mover's view):
 *
 *   mistake     the move costs BAO_ENGINE_MISTAKE_POINTS or more;
 *   inaccuracy  it costs BAO_ENGINE_INACCURACY_POINTS or more;
 *   none        otherwise, and always where the exact judgement speaks:
 *               the exact search marks the move (blunder, missed win,
 *               only move), the move keeps a forced win, or every move
 *               of the position loses within the exact depth.
 *
 * Everything here is a plain value; the player and the solver are the
 * caller's (one of each for a whole run, so that their tables carry
 * over from ply to ply).
 */
#ifndef BAO_ENGINE_JUDGE_H
#define BAO_ENGINE_JUDGE_H

#include "bao.h"
#include "player.h"
#include "solve.h"

#ifdef __cplusplus
extern "C" {
#endif

/** The thresholds of the estimate marks, in percent points of the
 *  mover's chance of winning (the issue's: 20 and 10). */
#define BAO_ENGINE_MISTAKE_POINTS 20
#define BAO_ENGINE_INACCURACY_POINTS 10

enum bao_engine_mark { BAO_ENGINE_NONE = 0, BAO_ENGINE_INACCURACY = 1,
                       BAO_ENGINE_MISTAKE = 2 };

/** "-", "inaccuracy", "mistake" (the column of `bao analyze --engine`). */
BAO_API const char *bao_engine_mark_name(int mark);

typedef struct bao_engine_judgement {
  int before;      /* the position's score for the mover (player.h)       */
  int after;       /* the played move's score for the mover               */
  bao_move best;   /* the move the engine prefers (the exact solver's
                      winning move when it proves a win)                */
  int mark;        /* enum bao_engine_mark                                */
  int exact;       /* 1: an exact judgement was given (its marks win)     */
  int depth;       /* the engine's search: the last depth completed       */
  uint64_t nodes;  /* and the positions it generated                      */
} bao_engine_judgement;

/** The estimate mark of a move scored `before` -> `after` (mover's view)
 *  when no exact verdict speaks: by the thresholds above, on the drop of
 *  bao_score_percent. */
BAO_API int bao_engine_mark_of(int before, int after);

/** Judges move `played` (a legal move of `before`) with `pl` within
 *  `lim` (player.h; the player's stop function applies too).  `exact`,
 *  when not NULL, is the exact judgement of the same move (bao_judge_move
 *  at exact->depth): its verdicts replace the estimates, using `s` (may
 *  be NULL: then only what `exact` holds) for the length of a kept win
 *  or of a lost position's longest defence.  1, or 0 with `d` when the
 *  move is not legal at `before` or the search failed (player.h). */
BAO_API int bao_engine_judge(bao_player *pl, bao_solver *s,
                             const bao_position *before,
                             const bao_move *played,
                             const bao_judgement *exact,
                             const bao_think_limits *lim,
                             bao_engine_judgement *out, bao_diag *d);

/** ## For the renderers (analyze, annotate, html)
 *
 * What a renderer needs to judge each ply with the engine: the caller's
 * player and solver, the limits of each search, and a function called
 * before each one (the caller's clock starts: the library reads none). */
typedef struct bao_engine_opts {
  bao_player *player;
  bao_solver *solver;         /* for exact lengths (may be NULL)          */
  bao_think_limits limits;
  void (*start)(void *ctx);   /* before each ply's search, or NULL        */
  void *ctx;
  size_t failed;              /* plies the engine could not judge         */
  /* A bound of a game's work whatever its length: the engine judges at
   * most `game_plies` plies of a game (0: every one), the later ones are
   * left unjudged and counted in `cut`.  The renderers call
   * bao_engine_new_game at a game's first ply. */
  size_t game_plies;
  size_t game_judged;         /* of the game being judged                 */
  size_t cut;
} bao_engine_opts;

/** A new game: its plies are counted from 0 against e->game_plies. */
BAO_API void bao_engine_new_game(bao_engine_opts *e);

/** bao_engine_judge with `e`'s player, solver and limits, after
 *  e->start; a ply it cannot judge is counted in e->failed. */
BAO_API int bao_engine_judge_ply(bao_engine_opts *e,
                                 const bao_position *before,
                                 const bao_move *played,
                                 const bao_judgement *exact,
                                 bao_engine_judgement *out, bao_diag *d);

#ifdef __cplusplus
}
#endif

#endif
