/*
 * solve.h - exact analysis: forced wins found by search, the judgement of
 * a move played in a game, and the material and mobility of a position.
 * The definitions (bao(1) tells them with `bao solve`):
 *
 *   The side to move *wins in n* if it can force, within n of its own
 *   moves, a position where the opponent is to move and has lost
 *   (bao_position_status: front row empty or no legal move, under the
 *   rules in force).  A never-ending move is never a winning move, and it
 *   is a successful defence (a draw).
 *
 * A position *loses in n* when every move of the side to move lets the
 * opponent win in at most n of the opponent's moves (a position where the
 * side to move has already lost loses in 0).
 *
 * ## Ownership
 *
 * A `bao_solver` owns a transposition table of a size fixed when it is
 * made, a Zobrist key table and the move lists of its search; it is not
 * shared between threads.  What it learns in one call (proved bounds) is
 * kept for the next, so analysing the plies of a game one after another
 * with one solver reuses the work: the answers never depend on what the
 * table holds, only the time does.  Everything else here is a plain value.
 */
#ifndef BAO_SOLVE_H
#define BAO_SOLVE_H

#include "bao.h"

#ifdef __cplusplus
extern "C" {
#endif

/** The deepest search, in moves of one side (`--depth` takes 0..64). */
#define BAO_SOLVE_DEPTH_MAX 64
/** The longest principal variation: a loss in 64 is 128 plies. */
#define BAO_PV_MAX (2 * BAO_SOLVE_DEPTH_MAX)
/** The table size of a solver made with size 0. */
#define BAO_SOLVER_DEFAULT_BYTES ((size_t)32 << 20)

enum bao_verdict { BAO_VERDICT_NONE = 0, BAO_VERDICT_WIN = 1,
                   BAO_VERDICT_LOSS = 2 };

/** "none", "win", "loss" (as `bao solve` prints them). */
BAO_API const char *bao_verdict_name(int verdict);

typedef struct bao_solver bao_solver;

/** The largest table a solver or a player takes: 1 TiB (1 GiB where
 *  size_t has 32 bits). */
#define BAO_TABLE_MAX_BYTES ((size_t)1 << (sizeof(size_t) > 4 ? 40 : 30))

/** A solver whose transposition table takes at most `table_bytes` bytes
 *  (0: BAO_SOLVER_DEFAULT_BYTES; at least 64 KB are used), plus about
 *  750 KB of move lists and Zobrist keys.  NULL with `d` when out of
 *  memory, or when `table_bytes` is past BAO_TABLE_MAX_BYTES (a negative
 *  size passed through a binding arrives as a huge one). */
BAO_API bao_solver *bao_solver_new(size_t table_bytes, bao_diag *d);
BAO_API void bao_solver_free(bao_solver *s);

/** Forgets every position the table holds (and the counters). */
BAO_API void bao_solver_clear(bao_solver *s);

/** A function the search calls every 16,384 nodes with the nodes searched
 *  so far; returning nonzero stops the search, and the call that was
 *  searching fails (it returns 0 with "stopped"; the table keeps only what
 *  was proved before).  NULL: never stop. */
typedef int (*bao_solver_stop)(void *ctx, uint64_t nodes);
BAO_API void bao_solver_set_stop(bao_solver *s, bao_solver_stop fn,
                                 void *ctx);

/** Long moves (bao.h, "Long moves: a memo and a budget").  The solver
 *  generates moves with a bao_budget of its own: the memo answers a long
 *  move met again, and each call (bao_solve, bao_solve_moves,
 *  bao_solve_win, bao_solve_lost, bao_judge_move) may sow `laps` laps of
 *  long moves past BAO_LONG_LAPS each (0: BAO_SOLVER_LAP_BUDGET, about
 *  16 moves that run to the lap limit), and BAO_SOLVER_LAPS_PER_NODE
 *  more for every node it searches (about the time of the node itself).
 *  When a move would need more, the call fails as a stopped one does
 *  ("the lap budget ... is spent"): a move cut short is never taken for
 *  a never-ending one.  The answers are those of a search without a
 *  budget whenever a call succeeds. */
#define BAO_SOLVER_LAP_BUDGET ((uint64_t)16 * BAO_LAP_LIMIT)
#define BAO_SOLVER_LAPS_PER_NODE 32
BAO_API void bao_solver_set_laps(bao_solver *s, uint64_t laps);

/** With `on`, the calls that follow share the laps of one call (fresh
 *  ones now), and once one of them stops, the others stop at once, until
 *  bao_solver_hold(s, 0).  bao_judge_move holds them for its calls. */
BAO_API void bao_solver_hold(bao_solver *s, int on);

/** A node budget: each call (or the calls held together) may generate
 *  at most `nodes` positions (0: no limit, the default of a new solver),
 *  and at most BAO_MAX_MOVES - 1 more (the moves of the position whose
 *  expansion passed it: the slack).  When it would need more, the call
 *  fails as a stopped one does, bao_solver_stopped() says
 *  BAO_SOLVER_OUT_OF_NODES, and its answer is unknown, never a guess.
 *  The commands give every search one: BAO_SOLVE_NODES for bao solve,
 *  BAO_ANALYSIS_NODES (replay.h) a ply or a position for the others. */
#define BAO_SOLVE_NODES ((uint64_t)16000000)
#define BAO_SOLVE_NODES_MAX ((uint64_t)1 << 40)
BAO_API void bao_solver_set_nodes(bao_solver *s, uint64_t nodes);

/** Why the last call failed: 0 (it did not), BAO_SOLVER_STOPPED (the
 *  stop function), BAO_SOLVER_OUT_OF_LAPS (the lap budget) or
 *  BAO_SOLVER_OUT_OF_NODES (the node budget). */
enum bao_solver_stop_why { BAO_SOLVER_STOPPED = 1,
                           BAO_SOLVER_OUT_OF_LAPS = 2,
                           BAO_SOLVER_OUT_OF_NODES = 3 };
BAO_API int bao_solver_stopped(const bao_solver *s);

/** The diagnostic of a call that ran out of nodes: "the search needs
 *  more than N positions (its node budget)".  Returns 0. */
BAO_API int bao_solver_nodes_diag(const bao_solver *s, bao_diag *d);

/** The diagnostic of a call that ran out of laps.  Returns 0. */
BAO_API int bao_solver_laps_diag(const bao_solver *s, bao_diag *d);

/** bao_position_moves with the solver's memo and budget (the laps of the
 *  call under way, or of a held one): 0 moves, and
 *  bao_solver_stopped() == BAO_SOLVER_OUT_OF_LAPS, when they ran out. */
BAO_API int bao_solver_moves(bao_solver *s, const bao_position *p,
                             bao_movelist *list);

typedef struct bao_solver_stats {
  uint64_t nodes;     /* positions generated: every legal move of every
                         position expanded (each one sown), since the
                         solver was made or cleared                      */
  uint64_t expanded;  /* positions whose legal moves were generated      */
  uint64_t probes, hits; /* table look-ups, and those that answered     */
  size_t entries;     /* the table's capacity, in positions             */
  size_t stored;      /* positions it holds now                         */
  uint64_t laps;      /* laps long moves have sown (the memo aside)     */
  uint64_t laps_out;  /* calls that failed for want of laps             */
} bao_solver_stats;

BAO_API void bao_solver_stats_of(const bao_solver *s, bao_solver_stats *out);

/** ## Solving */

typedef struct bao_solve_result {
  int verdict;   /* enum bao_verdict                                      */
  int n;         /* win: the mover's moves (minimal); loss: the opponent's
                    moves, with the longest defence (0: the side to move
                    has already lost); none: the depth searched          */
  int winners;   /* win: how many first moves win in n (1: unique)       */
  int pv_len;    /* the principal variation: plies, sides alternating
                    from the side to move; empty for none.  A win's line
                    is the first winning move (in the order of
                    bao_position_moves), the defence that lasts longest
                    (the first such), and so on to the end; a loss's
                    starts with the move that lasts longest            */
  bao_move pv[BAO_PV_MAX];
} bao_solve_result;

/** Solves `p` within `depth` moves of each side (0..BAO_SOLVE_DEPTH_MAX):
 *  win if the side to move wins in n <= depth (minimal n), else loss if
 *  the position loses in n <= depth, else none.  1, or 0 with `d` when
 *  stopped or the depth is out of range. */
BAO_API int bao_solve(bao_solver *s, const bao_position *p, int depth,
                      bao_solve_result *out, bao_diag *d);

/** The verdict of one legal move, from the mover's side: win if after it
 *  the mover wins within `depth` of his moves, this one included (n counts
 *  it); loss if after it the opponent wins in n <= depth; none otherwise
 *  (n = depth), and always for a move that never ends. */
typedef struct bao_move_verdict {
  bao_move move;
  uint32_t period; /* the move's never-ending period, or 0                */
  int verdict;     /* enum bao_verdict                                    */
  int n;
} bao_move_verdict;

/** The verdict of every legal move of `p`, in the order of
 *  bao_position_moves; `out` holds BAO_MAX_MOVES.  *count receives the
 *  number of moves.  1, or 0 with `d` (stopped, bad depth). */
BAO_API int bao_solve_moves(bao_solver *s, const bao_position *p, int depth,
                            bao_move_verdict *out, int *count, bao_diag *d);

/** The building blocks, for callers that need only part of an answer.
 *  bao_solve_win: *n = the least n <= depth in which the side to move
 *  wins, or 0.  bao_solve_lost: *n = the least n <= depth in which the
 *  position loses (0: already lost), or -1.  Each returns 1, or 0 when
 *  stopped. */
BAO_API int bao_solve_win(bao_solver *s, const bao_position *p, int depth,
                          int *n);
BAO_API int bao_solve_lost(bao_solver *s, const bao_position *p, int depth,
                           int *n);

/** The tokens of a line from `p` (plies alternating from p->to_move),
 *  separated by single spaces; returns the length it needed (like
 *  snprintf). */
BAO_API size_t bao_line_format(const bao_position *p, const bao_move *line,
                               int len, char *buf, size_t size);

/** ## Judging a game's moves (analyze.c)
 *
 * For the move played at `before` (within `depth`, default 3 in `bao
 * analyze`), in this order of precedence:
 *   missed-win  a win within depth existed and the move does not keep one
 *               (whatever else it does; if it also lets the opponent win,
 *               the judgement says both);
 *   blunder     after it the opponent wins within depth, and another
 *               legal move avoided that;
 *   only        there are other legal moves, and every one of them loses
 *               within depth, while this one does not;
 *   none        anything else. */
enum bao_judge { BAO_JUDGE_NONE = 0, BAO_JUDGE_BLUNDER = 1,
                 BAO_JUDGE_MISSED_WIN = 2, BAO_JUDGE_ONLY = 3 };

/** "-", "blunder", "missed-win", "only". */
BAO_API const char *bao_judge_name(int mark);

typedef struct bao_judgement {
  int mark;          /* enum bao_judge                                    */
  int depth;
  int legal;         /* legal moves at `before`                           */
  int win_n;         /* the mover could win in win_n (0: not within depth) */
  bao_move win_move; /* then the first move that does (bao_solve's line)  */
  bao_move hold_move; /* blunder: the first other move (in the order of
                         bao_position_moves) after which the opponent
                         does not win within depth                       */
  int keeps_win;     /* the move played wins within depth                  */
  int refuted_n;     /* after the move the opponent wins in refuted_n
                        (0: not within depth)                            */
  int refutation_len;               /* then the opponent's line: it      */
  bao_move refutation[BAO_PV_MAX];  /* starts with the opponent's move  */
} bao_judgement;

/** ## Judging a game as deep as a budget allows (deepen.c)
 *
 * bao_judge_deepen judges every ply of `plies` (`before` and `played`
 * set by the caller) at depth 1, then every one at depth 2, and so on to
 * `max_depth`, each pass from the last ply back to the first, and keeps
 * the deepest judgement each ply completed (`depth`, -1 when none did).
 * It stops when `spent` says so (checked before each judgement) or the
 * solver's stop function stops a search (bao_solver_set_stop: the caller's
 * clock); a ply whose search needs more than the node or lap budget goes
 * no deeper (`capped`: BAO_SOLVER_OUT_OF_NODES or _LAPS, `why`).  Returns
 * 1, or 0 with `d` when a judgement failed otherwise. */
typedef struct bao_deep_ply {
  bao_position before;
  bao_move played;
  bao_judgement j;    /* the deepest judgement completed                 */
  int depth;          /* its depth, or -1                                */
  int capped;         /* 0, or why the ply went no deeper                */
  bao_diag why;
} bao_deep_ply;

typedef struct bao_deepen_opts {
  int max_depth;      /* at most BAO_SOLVE_DEPTH_MAX                     */
  void (*start)(void *ctx);           /* called first (may be NULL): the
                                         caller's clock starts          */
  int (*spent)(void *ctx);            /* nonzero: stop now (may be NULL) */
  void (*progress)(void *ctx, int depth, size_t ply, size_t plies);
  void *ctx;
  /* NULL: each pass judged here, one ply after the other with the
   * solver given.  Else each pass is handed to it (with ctx): it judges
   * every ply not capped at `depth` with bao_deep_judge, from the last
   * ply back, checking `spent` and calling `progress` itself, so that the
   * caller may judge the plies of a pass on several threads, each with a
   * solver of its own (plies are independent); it returns 1 when the
   * pass is done, 0 when the budget stopped it, -1 with `d` when a
   * judgement failed. */
  int (*pass)(void *ctx, bao_deep_ply *plies, size_t n, int depth,
              bao_diag *d);
} bao_deepen_opts;

/** Judges ply `p` at `depth` (a pass of bao_judge_deepen): 1 when done,
 *  or when the ply will go no deeper (its node or lap budget: p->capped
 *  and p->why say so); 0 when the solver was stopped (the budget is
 *  spent); -1 with `d` when the search failed otherwise. */
BAO_API int bao_deep_judge(bao_solver *s, bao_deep_ply *p, int depth,
                           bao_diag *d);

BAO_API int bao_judge_deepen(bao_solver *s, bao_deep_ply *plies, size_t n,
                             const bao_deepen_opts *o, bao_diag *d);

/** Judges move `played` (a legal move of `before`: its kind, hole,
 *  direction and safari are compared) within `depth`.  1, or 0 with `d`
 *  when the move is not legal there, the search was stopped, or the depth
 *  is out of range. */
BAO_API int bao_judge_move(bao_solver *s, const bao_position *before,
                           const bao_move *played, int depth,
                           bao_judgement *j, bao_diag *d);

/** The detail column of `bao analyze` for a judgement of a move by
 *  `side`: blunder: the refutation line; missed-win: "A4L wins in 2", and
 *  when the move also loses "A4L wins in 2; refuted by a5R B1L* ...";
 *  only and none: "-".  Returns the length it needed (like snprintf). */
BAO_API size_t bao_judgement_detail(const bao_judgement *j,
                                    const bao_position *before,
                                    char *buf, size_t size);

/** ## Material and mobility */

typedef struct bao_position_stats {
  int board[2];     /* seeds in each side's 16 holes                      */
  int hand[2];      /* seeds in each side's hand                          */
  int mobility[2];  /* legal moves: the side to move's own, and the other
                       side's as if it were to move (no takasia, no
                       reserved hole); 0 for a side that has lost         */
} bao_position_stats;

/** The stats of `p`, with a budget for long moves (bao.h; NULL: none):
 *  a walk over a file hands its own, so that a record full of lap-limit
 *  moves costs its budget, not a million laps per ply. */
BAO_API void bao_position_stats_of(const bao_position *p,
                                   bao_position_stats *out, bao_budget *b);

#ifdef __cplusplus
}
#endif

#endif
