/*
 * replay.h - the one walk over a game as written.  Every output of bao
 * is a renderer fed by it (cmark's pattern: one driver, one small
 * renderer per output):
 *
 *   file --reader--> bao_game --walk--> for each ply: the position, the
 *   legal moves, the move the token names, its events, and diagnostics
 *   --> renderers: check (diagnostics), replay --positions (trace),
 *   convert, annotate, diagram, html
 *
 * The walk sets the game up (variant, rules, set-up position, dialect),
 * resolves each written token against the legal moves of its position,
 * sows the move once (with its events when a renderer wants them), and
 * stops at the first ply that is not legal: a record is never glued back
 * together after a break.  What a record gets wrong or reads leniently
 * (an illegal move, a letter ignored on a forced capture, a jump in the
 * move numbers, a result the board contradicts) are diagnostics of the
 * walk, handed to every renderer in the order of the record.
 *
 * Ownership: a bao_walk is created and freed by the caller; everything a
 * renderer is handed belongs to the walk and is valid during the call.
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
  int dialect;          /* a dialect imposed on every record, or -1       */
  int fallback_dialect; /* the dialect of a record that states none, or -1
                           (the tokens decide, else de Voogt's)           */
  int variant;          /* the game of a record without `variant:`, or -1
                           (Bao la Kiswahili)                            */
  const char *const *rules; /* "NAME=VALUE" options (--rule), applied to
                           the variant's defaults before the record's own
                           `rules:`                                       */
  size_t n_rules;
  int events;           /* 1: hand every ply's events to the renderers  */
  int strict;           /* 1: warnings count as errors                  */
} bao_replay_opts;

/** The options that change nothing: as the record says, else defaults. */
BAO_API void bao_replay_opts_init(bao_replay_opts *o);

/** One game as replayed so far. */
typedef struct bao_replay {
  const bao_game *game;
  int dialect;            /* the dialect the tokens are read in          */
  int dialect_source;     /* enum bao_dialect_source                     */
  bao_rules rules;        /* the rules in force                          */
  bao_position start;     /* the position before the first ply           */
  bao_position final;     /* after the last ply replayed                 */
  size_t done;            /* plies replayed                              */
  int failed;             /* 1 if ply `done` is not legal                */
  int setup_failed;       /* 1 if the game could not start               */
  int usage;              /* the set-up failed on a command-line option   */
  int stopped;            /* 1 if a renderer stopped the walk            */
  int errors, warnings;   /* diagnostics of this game, by level          */
} bao_replay;

/** One ply as replayed, the failing one included. */
typedef struct bao_ply_report {
  size_t ply;                  /* 0-based index in game->plies           */
  int side;                    /* the side to move                       */
  const bao_ply_src *src;      /* the ply as written                     */
  const bao_position *before;
  const bao_position *after;   /* NULL when the ply is not legal         */
  const bao_outcome *outcome;  /* the move played, or NULL               */
  const char *token;           /* its canonical token (de Voogt), or ""  */
  const bao_movelist *legal;   /* every legal move of `before` when the
                                  ply is not legal; otherwise at least
                                  the moves of the hole it names         */
  const bao_events *events;    /* what the move did, when the options ask
                                  for events; else NULL                  */
  int dialect;
} bao_ply_report;

/** A renderer: the walk calls `begin` once the game is set up (or has
 *  failed to be: see r->setup_failed), `diag` for each diagnostic (with
 *  the ply it is about, or NULL for the game), `ply` for each legal ply,
 *  and `end` once.  Any callback may be NULL.  Each returns 1 to go on,
 *  or 0 to stop the walk (a write failed): the walk then calls no other
 *  callback of this game but `end`. */
typedef struct bao_renderer {
  int (*begin)(void *ctx, const bao_replay *r);
  int (*diag)(void *ctx, const bao_replay *r, const bao_diag *d,
              const bao_ply_report *p);
  int (*ply)(void *ctx, const bao_replay *r, const bao_ply_report *p);
  int (*end)(void *ctx, const bao_replay *r);
} bao_renderer;

typedef struct bao_walk bao_walk;

#define BAO_WALK_RENDERERS 4

/** A walk with options `o` (copied; the strings it points to must live as
 *  long as the walk).  NULL with `d` when out of memory. */
BAO_API bao_walk *bao_walk_new(const bao_replay_opts *o, bao_diag *d);
BAO_API void bao_walk_free(bao_walk *w);

/** Adds a renderer, called after those added before it; at most
 *  BAO_WALK_RENDERERS.  1 on success. */
BAO_API int bao_walk_add(bao_walk *w, const bao_renderer *r, void *ctx);

/** Walks game `g`; fills `out` (may be NULL).  Returns 1 when every ply
 *  is legal and no renderer stopped, else 0. */
BAO_API int bao_walk_game(bao_walk *w, const bao_game *g, bao_replay *out);

/** The walk's token reader, for suggestions and for reading tokens. */
BAO_API bao_token_reader *bao_walk_tokens(bao_walk *w);

/** "game 3 (Maulidi - Kijumbe)": how diagnostics name a game, its
 *  players' names shortened and their control characters escaped. */
BAO_API void bao_game_title(const bao_game *g, char *buf, size_t size);

/** ## One ply
 *
 * Resolves the written `token` at position `p` into `list` (the moves of
 * the hole it names first, all the legal moves when they do not resolve
 * it, so that `list` then holds them) and checks that the move is on
 * `written_side` (-1: any) and ends.  1 with res->index set, else 0 with
 * res->error. */
BAO_API int bao_ply_resolve(bao_token_reader *tr, const bao_position *p,
                            bao_movelist *list, int dialect,
                            const char *token, int written_side,
                            bao_resolution *res);

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
BAO_API void bao_game_suggest(bao_token_reader *tr, const bao_game *g,
                              const bao_replay *r, bao_suggestions *out);

#endif
