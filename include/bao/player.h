/*
 * player.h - the engine that plays: an evaluation of a position learnt
 * from games, and a search with it for the best move, within a depth, a
 * node budget or a time the caller keeps (see bao(1), `bao best`).
 *
 * ## Scores
 *
 * A score is an int, always from the point of view of the side to move
 * of the position it belongs to:
 *
 *   - an *estimate* s, |s| <= BAO_SCORE_EST_MAX, on the Elo scale: the
 *     side to move wins with probability 1 / (1 + 10^(-s / 400)), so 0 is
 *     even chances and 400 is 10 to 1 (bao_score_percent);
 *   - an *exact* score, a forced result the search has proved:
 *     BAO_SCORE_WIN - k when the side to move wins k plies from here
 *     (a win in n of its moves is k = 2n - 1), and -(BAO_SCORE_WIN - k)
 *     when it loses k plies from here (a loss in n is k = 2n; 0: it has
 *     already lost).  These are bao_solve's "win n" and "loss n".
 *
 * A never-ending move is a draw: it scores 0 for the mover, and is
 * never searched below.  A move that passes the seed cap (BAO_PERIOD_CAP)
 * loses for the mover at once.
 *
 * ## Ownership
 *
 * A `bao_player` owns its transposition table (a size fixed when it is
 * made), its move lists and a budget for long moves; it is used by one
 * thread at a time.  What one search stores is kept for the next (so the
 * plies of a game analysed in order reuse the work): an answer within a
 * node or depth limit depends only on the position, the limits and what
 * earlier calls on the same player left in the table, so a fresh (or
 * cleared) player gives the same answer every time.
 *
 * ## Threads
 *
 * A player searches on one thread unless bao_player_set_threads gives it
 * more: then bao_player_think starts that many less one threads of its
 * own, which search the same position sharing the table, and waits for
 * them before it returns (the caller's thread is the first; it alone
 * calls the stop function).  With more than one thread the answer is
 * not deterministic: it depends on how the threads ran, even within a
 * node or depth limit.  The library keeps no other thread.
 */
#ifndef BAO_PLAYER_H
#define BAO_PLAYER_H

#include "bao.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Estimates stay within +-BAO_SCORE_EST_MAX; exact scores are beyond. */
#define BAO_SCORE_EST_MAX 8000
#define BAO_SCORE_WIN 30000
/** The deepest search, in plies. */
#define BAO_PLAYER_DEPTH_MAX 64
/** The longest principal variation kept, in plies. */
#define BAO_PLAYER_PV_MAX 64
/** The table size of a player made with size 0. */
#define BAO_PLAYER_DEFAULT_BYTES ((size_t)32 << 20)

/** 1 if `score` is exact (a forced win or loss), else 0. */
BAO_API int bao_score_exact(int score);

/** An exact score's n, in moves of one side as bao_solve counts them
 *  (win in n, loss in n); 0 for an estimate. */
BAO_API int bao_score_moves(int score);

/** The side to move's chance of winning, in percent (0..100): the
 *  estimate's logistic, or 100 / 0 for an exact win / loss. */
BAO_API double bao_score_percent(int score);

/** The score as `bao best` prints it: "win <n>", "loss <n>" or
 *  "<percent>%" (a whole percent, 1..99 for an estimate: an estimate is
 *  never written as certain).  Returns the length it needed (like
 *  snprintf). */
BAO_API size_t bao_score_format(int score, char *buf, size_t size);

/** The static evaluation of `p` for its side to move (an estimate; the
 *  learnt weights of src/search/eval_weights.h), without search.  A
 *  position that has already lost is not asked about (the search tells
 *  it first). */
BAO_API int bao_evaluate(const bao_position *p);

typedef struct bao_player bao_player;

/** A player whose table takes at most `table_bytes` (0: the default).
 *  NULL with `d` when out of memory, or when `table_bytes` is past
 *  BAO_TABLE_MAX_BYTES (solve.h). */
BAO_API bao_player *bao_player_new(size_t table_bytes, bao_diag *d);
BAO_API void bao_player_free(bao_player *pl);

/** Forgets what the table holds, and the counters. */
BAO_API void bao_player_clear(bao_player *pl);

/** Called every few thousand nodes with the nodes searched so far in the
 *  call (by all its threads); nonzero stops the search (the caller's
 *  clock).  NULL: never.  Called on the caller's thread only. */
typedef int (*bao_player_stop)(void *ctx, uint64_t nodes);
BAO_API void bao_player_set_stop(bao_player *pl, bao_player_stop fn,
                                 void *ctx);

/** The most threads a player searches on. */
#define BAO_PLAYER_THREADS_MAX 256

/** The threads bao_player_think searches on, from the next call (below 1:
 *  one, the default; above BAO_PLAYER_THREADS_MAX: that many; where the
 *  platform has no threads, as in the WebAssembly module: one).  1, or 0
 *  with `d` when out of memory (the player then keeps one thread). */
BAO_API int bao_player_set_threads(bao_player *pl, int threads,
                                   bao_diag *d);
/** The threads the player searches on. */
BAO_API int bao_player_threads(const bao_player *pl);

/** What bounds a search.  The search deepens 1, 2, ... plies up to
 *  `depth` (0: BAO_PLAYER_DEPTH_MAX) and answers with the last depth it
 *  completed; it stops early when it has generated `nodes` positions
 *  (0: no limit) or the stop function says so.  Depth 1 is always
 *  completed, whatever the limits. */
typedef struct bao_think_limits {
  int depth;
  uint64_t nodes;
} bao_think_limits;

/** One root move and what the search thinks of it. */
typedef struct bao_think_line {
  bao_move move;
  int score;      /* for the side to move at the root                     */
  int depth;      /* plies: the depth of the iteration the score is from
                     (a move that beat the best one in an iteration the
                     limits cut short carries that iteration's depth,
                     one more than the result's)                          */
  int pv_len;     /* the principal variation, from this move on           */
  bao_move pv[BAO_PLAYER_PV_MAX];
} bao_think_line;

typedef struct bao_think_result {
  int count;      /* lines: the best move only, or every legal move with
                     `all`, best first (ties: in bao_position_moves'
                     order); 0 when the side to move has lost            */
  bao_think_line line[BAO_MAX_MOVES];
  int depth;      /* the last depth completed                            */
  uint64_t nodes; /* positions generated by this call (all its threads)  */
} bao_think_result;

/** Searches `p` within `lim` (NULL: depth 0, no node limit, so only the
 *  stop function ends it).  With `all`, every root move gets a score of
 *  its own, not a bound (a search for the best move alone only learns
 *  that the others are worse).  1, or 0 with `d` when out of memory or
 *  the lap budget of long moves was spent before depth 1 completed. */
BAO_API int bao_player_think(bao_player *pl, const bao_position *p,
                             const bao_think_limits *lim, int all,
                             bao_think_result *out, bao_diag *d);

/** ## Levels
 *
 * `bao play --level N` and the page's levels: a node budget per move,
 * four times the one below; level 1 sees little more than one move
 * ahead.  bench/README.md gives each level's Elo against the one below. */
#define BAO_LEVELS 8
/** The node budget of level 1..BAO_LEVELS (0 outside). */
BAO_API uint64_t bao_level_nodes(int level);

#ifdef __cplusplus
}
#endif

#endif
