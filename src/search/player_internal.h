/* player_internal.h - the player's state, shared by player.c (the
 * search) and player_exact.c (the exact solver's word at the root).  Not
 * installed, not exported. */
#ifndef BAO_PLAYER_INTERNAL_H
#define BAO_PLAYER_INTERNAL_H

#include <stdatomic.h>
#include <stdint.h>

#include "bao/player.h"
#include "bao/solve.h"
#include "solver.h"

#define PL_INF (BAO_SCORE_WIN + 1)
#define PL_HISTORY 128 /* 32 holes x 2 directions x safari or not */

enum { PL_STOPPED = 1, PL_OUT_OF_LAPS = 2 };

/* One position of the table, as the search reads it. */
typedef struct pl_entry {
  uint64_t key;
  int16_t score;  /* exact distances from this position, not the root */
  int8_t depth;   /* the plies searched below it                       */
  uint8_t bound;  /* 0: empty; upper, lower or exact                   */
  uint8_t move;   /* 1 + index of the best move, or 0                  */
  uint8_t gen;    /* the call that stored it (pl->gen, wrapping)       */
} pl_entry;

/* ... and as it is kept: 16 bytes, four to a 64-byte line, shared by
 * the threads of a search without a lock.  `data` packs the entry but
 * its key, and `check` is key ^ data: two words written one after the
 * other by one thread and read by another may be of two different
 * stores, and then the check names no key the reader asks for (the
 * torn entry is a miss, never a wrong hit).  Each word is a relaxed
 * atomic, which costs a plain load or store and is no data race. */
typedef struct pl_slot {
  _Atomic uint64_t check;
  _Atomic uint64_t data;
} pl_slot;

struct bao_player {
  pl_slot *table;
  size_t buckets;           /* a power of two                            */
  bao_solver *solver;       /* its Zobrist keys, and exact verdicts      */
  uint64_t rules_key;       /* of the rules of the position searched     */
  uint8_t gen;              /* counts the calls, for the table's ages    */
  bao_player_stop stop;
  void *stop_ctx;
  uint64_t nodes, node_limit, next_poll;
  uint64_t solver_from;     /* the solver's own count when it was asked  */
  int stopped;              /* 0, PL_STOPPED or PL_OUT_OF_LAPS           */
  int depth_one;            /* depth 1 under way: no limit stops it      */
  int best;                 /* the root move the last iteration chose    */
  int partial;              /* one that beat it in the iteration under
                               way (its window searched in full), or -1  */
  bao_budget budget;
  bao_move killer[BAO_PLAYER_DEPTH_MAX + 1][2];
  int history[2][PL_HISTORY];
  bao_movelist root, scratch;
  int order[BAO_MAX_MOVES];            /* the root's, for the iteration */
  bao_think_line lines[BAO_MAX_MOVES]; /* per root move (its index)      */
  bao_movelist lists[BAO_PLAYER_DEPTH_MAX + 1];
  bao_move pv[BAO_PLAYER_DEPTH_MAX + 2][BAO_PLAYER_PV_MAX];
  int pv_len[BAO_PLAYER_DEPTH_MAX + 2];
  /* Threads (player.c, "threads").  The caller's player leads: it alone calls
   * the stop function and answers; its helpers, players of their own
   * but for the table and the solver (its keys only) which are the
   * lead's, search the same root until it tells them to halt. */
  int threads;              /* 1 + the helpers                           */
  struct bao_player **helper;
  struct bao_player *lead;  /* a helper's lead, else NULL                */
  void *thread;             /* a helper's thread (a pthread_t)           */
  int running;              /* a helper's thread was started             */
  int index;                /* a helper's number, 1 ...                  */
  int max;                  /* a helper's deepest iteration              */
  int all;                  /* a helper's: every root move scored        */
  uint64_t flushed;         /* a helper's nodes added to lead->shared    */
  int done_depth, done_best;/* a helper's last completed iteration ...   */
  bao_think_line *done;     /* ... its lines (BAO_MAX_MOVES)             */
  _Atomic int halt;         /* the lead's word to its helpers            */
  _Atomic int depth_now;    /* the lead's iteration under way            */
  _Atomic uint64_t shared;  /* the helpers' nodes so far                 */
  _Atomic uint64_t lead_nodes; /* the lead's, for the helpers             */
};

/* player.c */
int pl_settled(const bao_outcome *o, int ply, int *score);
int pl_search(bao_player *pl, const bao_position *p, int depth, int ply,
              int alpha, int beta);

/* player_exact.c: the solver's verdicts over out's lines (indexed as
 * the root's moves), its nodes added to pl->nodes; the lines sorted best
 * first; the diagnostic of a lap budget spent in depth 1 (returns 0). */
void pl_exact(bao_player *pl, const bao_position *p,
              const bao_think_limits *lim, int all, bao_think_result *out);
void pl_sort_lines(bao_think_result *out);
int pl_laps_diag(bao_diag *d);

#endif
