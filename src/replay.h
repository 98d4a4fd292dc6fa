/*
 * replay.h - replaying a game as written: every ply resolved against the
 * legal moves of its position, stopping at the first that is not legal;
 * and suggestions for what was probably meant.
 *
 * Ownership: plain values; the reports handed to the callback point into
 * the replay's own memory and are valid during the call only.
 */
#ifndef BAO_REPLAY_H
#define BAO_REPLAY_H

#include "bao.h"
#include "notation.h"
#include "record.h"

/** Where a game's dialect came from. */
enum bao_dialect_source { BAO_FROM_RECORD, BAO_FROM_OPTION, BAO_FROM_TOKENS,
                          BAO_FROM_DEFAULT };

typedef struct bao_replay_opts {
  int dialect;      /* a bao_dialect to impose, or -1 (record, tokens)   */
  bao_rules rules;  /* base rules; the record's `rules` tag adds to them  */
} bao_replay_opts;

/** One ply as replayed. */
typedef struct bao_ply_report {
  size_t ply;                  /* 0-based index in game->plies           */
  int side;                    /* the side to move                       */
  const bao_position *before;
  const bao_movelist *legal;   /* the legal moves of `before`            */
  const bao_outcome *outcome;  /* the move played, or NULL on failure    */
  const bao_resolution *res;   /* warnings, or why it failed             */
  int dialect;                 /* the dialect the tokens are read in     */
  int dialect_source;          /* enum bao_dialect_source                */
} bao_ply_report;

/** Called for every ply replayed, the failing one included. */
typedef void (*bao_ply_fn)(void *ctx, const bao_ply_report *r);

typedef struct bao_replay {
  int dialect;             /* the dialect the tokens were read in         */
  int dialect_source;      /* enum bao_dialect_source                     */
  bao_position start;      /* the position before the first ply           */
  bao_position final;      /* after the last ply replayed                 */
  size_t done;             /* plies replayed                              */
  int failed;              /* 1 if a ply (index `done`) failed            */
  int setup_failed;        /* 1 if the game could not start (why, mark)   */
  bao_mark mark;           /* where the setup problem is                  */
  char why[300];           /* the setup problem                           */
} bao_replay;

/** Replays game `g`; calls `fn` (may be NULL) per ply.  Returns 1 if every
 *  ply is legal, else 0 (see failed / setup_failed). */
int bao_game_replay(bao_token_reader *tr, const bao_game *g,
                    const bao_replay_opts *o, bao_ply_fn fn, void *ctx,
                    bao_replay *out);

/** ## Suggestions */

#define BAO_SUGGEST_MAX 5
#define BAO_FIX_MAX 2       /* corrections in one repair, at most         */
#define BAO_FIX_WINDOW 8    /* plies before the failure that may be wrong */

typedef struct bao_suggestion {
  bao_outcome move;        /* a legal move near the written token         */
  char token[BAO_DIALECT_TOKEN_MAX];
  size_t replays;          /* plies after it that then replay             */
  int to_end;              /* the whole rest of the record replays        */
} bao_suggestion;

typedef struct bao_fix {
  size_t ply;              /* the ply to correct                          */
  char token[BAO_DIALECT_TOKEN_MAX]; /* what to write instead            */
} bao_fix;

typedef struct bao_suggestions {
  int n;
  bao_suggestion s[BAO_SUGGEST_MAX];
  int n_fix;               /* 0: no repair found within the bound         */
  bao_fix fix[BAO_FIX_MAX];
} bao_suggestions;

/** For a game whose replay `r` failed at ply r->done: the legal moves
 *  nearest the token there, ranked by how far the record then replays,
 *  and the smallest set of at most BAO_FIX_MAX single-token corrections,
 *  each within BAO_FIX_WINDOW plies before a failure, that makes the whole
 *  record legal. */
void bao_game_suggest(bao_token_reader *tr, const bao_game *g,
                      const bao_replay *r, bao_suggestions *out);

#endif
