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

#ifdef __cplusplus
extern "C" {
#endif

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
  uint64_t lap_budget;  /* the laps long moves may sow in each game
                           walked (bao_walk_budget); 0: BAO_LAP_BUDGET   */
  int analysis;         /* judge every ply of the game's own line within
                           this many moves of each side (bao_judge_move,
                           solve.h) and count both sides' seeds and moves
                           after it; 0: neither                         */
  /* With analysis: instead of `analysis` moves, each game's own line is
   * judged as deep as a budget allows (bao_judge_deepen, solve.h) before
   * the game is walked, with these options, the solver stopped by
   * `deepen_stop` (called with deepen->ctx: the caller's clock) and each
   * search given BAO_ANALYSIS_NODES positions; the report's judgement is
   * the deepest one completed (its `depth`), and once a game's are done
   * deepen->progress, when set, is called with depth 0.  NULL: at
   * `analysis`. */
  const struct bao_deepen_opts *deepen;
  int (*deepen_stop)(void *ctx, uint64_t nodes);
  /* With analysis: only the game of this number in its file (1-based,
   * bao_game.index) is judged, the others walked without a judgement
   * (html --game N: under a budget, judging games no page shows would
   * cost a budget each); 0: every game. */
  int only_game;
  /* With analysis, when set: a game is judged only when this says 1 of
   * it (bao site: not the copies of a game it shows once); NULL: every
   * game only_game lets through. */
  int (*judge_game)(void *ctx, const bao_game *g);
  void *judge_ctx;
  /* Zero (bao_replay_opts_init): the room of options to come, so that
   * the struct keeps its size and its fields their places (bao(3), ABI). */
  void *reserved[8];
} bao_replay_opts;

/** The exact search a ply's judgement may take, at most (nodes of
 *  solve.h); a ply that needs more is left unjudged, with a note. */
#define BAO_ANALYSIS_NODES 4000000

/** The exact search a game's judgements at a fixed depth may take in
 *  all: 50 plies' budgets (twice what the 46 plies of the 1994 game take
 *  at depth 10).  Once spent, the game's later plies are left unjudged,
 *  each with a note, so that a game of any length costs a bounded work. */
#define BAO_GAME_NODES ((uint64_t)50 * BAO_ANALYSIS_NODES)

/** The plies of a game judged under a time budget (opts.deepen, and
 *  analyze without a depth), at most: the first ones; the others are
 *  left unjudged, each with a note.  A judgement kept for each ply until
 *  the deepening ends costs about 1.2 KB: a game's costs 12 MB at most,
 *  and a budget of seconds goes no deeper than a few moves over so many
 *  plies anyway. */
#define BAO_DEEP_PLIES 10000

/** The options that change nothing: as the record says, else defaults. */
BAO_API void bao_replay_opts_init(bao_replay_opts *o);

/** What the judgements deepened under a budget (opts.deepen) reached:
 *  of one game (bao_replay.deep), or of every game walked so far
 *  (bao_walk_deep). */
typedef struct bao_deep_summary {
  int games;          /* games whose plies were judged so               */
  int shallowest;     /* the least and the greatest depth a ply of      */
  int deepest;        /* theirs was judged to (-1: none was)            */
  size_t unjudged;    /* plies judged at no depth: the time ran out     */
  size_t capped;      /* plies that went no deeper: their search needs
                         more than BAO_ANALYSIS_NODES positions or more
                         laps than its budget                           */
  int out;            /* the time ran out before every ply went as deep
                         as it could                                    */
} bao_deep_summary;

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
  int unverified;         /* plies whose move the game's lap budget cut:
                             each said by a warning, the rest of its line
                             (the game's or a variation's) not walked    */
  bao_deep_summary deep;  /* with opts.deepen: what the game's judgements
                             reached, set before `begin` (games: 1) */
} bao_replay;

/** One ply as replayed, the failing one included. */
typedef struct bao_ply_report {
  size_t ply;                  /* 0-based index in game->plies; in a
                                  variation, the index the ply stands
                                  for (its variation's first ply stands
                                  for the ply it belongs to)             */
  int side;                    /* the side to move                       */
  const bao_ply_src *src;      /* the ply as written                     */
  const bao_position *before;
  const bao_position *after;   /* NULL when the ply is not legal         */
  const bao_outcome *outcome;  /* the move played, or NULL               */
  const char *token;           /* its canonical token (de Voogt), or ""  */
  const bao_movelist *legal;   /* every legal move of `before` when the
                                  ply is not legal; otherwise at least
                                  the moves of the hole it names (but
                                  when every renderer of the walk is
                                  BAO_RENDERER_MOVE_ONLY, the walk sows
                                  the moves of the token's letter first
                                  and may stop there)                    */
  const bao_events *events;    /* what the move did, when the options ask
                                  for events; else NULL                  */
  int dialect;
  const struct bao_judgement *judgement; /* with opts.analysis: what the
                                  move meant (solve.h); else NULL, and
                                  NULL in variations                     */
  const struct bao_position_stats *stats; /* with opts.analysis: seeds
                                  and moves of both sides after it       */
  const bao_line *line;        /* the variation the ply is in, or NULL   */
  size_t line_ply;             /* its index there (0: the first)         */
  int depth;                   /* 0 in the game's own line, 1 in one of
                                  its variations, 2 in a variation of a
                                  variation ...                          */
} bao_ply_report;

/** A renderer: the walk calls `begin` once the game is set up (or has
 *  failed to be: see r->setup_failed), `diag` for each diagnostic (with
 *  the ply it is about, or NULL for the game), `ply` for each legal ply
 *  of the game, `variation` for each legal ply of a variation (after the
 *  ply it belongs to, depth first, in record order; a variation stops at
 *  its first illegal ply, an error, and the game goes on), and `end`
 *  once.  Any callback may be NULL.  Each returns 1 to go on, or 0 to
 *  stop the walk (a write failed): the walk then calls no other callback
 *  of this game but `end`. */
typedef struct bao_renderer {
  int (*begin)(void *ctx, const bao_replay *r);
  int (*diag)(void *ctx, const bao_replay *r, const bao_diag *d,
              const bao_ply_report *p);
  int (*ply)(void *ctx, const bao_replay *r, const bao_ply_report *p);
  int (*end)(void *ctx, const bao_replay *r);
  int (*variation)(void *ctx, const bao_replay *r, const bao_ply_report *p);
  unsigned flags; /* BAO_RENDERER_MOVE_ONLY, or 0 */
} bao_renderer;

/** A renderer's flag: of a legal ply it reads the move played, never the
 *  rest of p->legal, so that the walk may resolve a token against the
 *  moves of its own letter alone (check, the trace and the annotations
 *  are such renderers; a page that lights every legal move is not). */
#define BAO_RENDERER_MOVE_ONLY 1u

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
 *  of the game's own line is legal and no renderer stopped, else 0 (an
 *  illegal ply in a variation counts in out->errors only).  A ply the
 *  lap budget left unverified is not illegal: out->unverified counts
 *  it, a warning says so, and the walk of its line stops there. */
BAO_API int bao_walk_game(bao_walk *w, const bao_game *g, bao_replay *out);

/** The walk's token reader, for suggestions and for reading tokens. */
BAO_API bao_token_reader *bao_walk_tokens(bao_walk *w);

/** The walk's budget for long moves (bao.h): the memo of the long moves
 *  of every game walked, and the laps they may still sow in the game
 *  being walked (opts.lap_budget, renewed at each game).  Once it is
 *  spent, a move still sowing after BAO_LONG_LAPS laps is cut there, its
 *  end unknown: the first ply where that happens gets a warning, and a
 *  ply playing such a move is unverified (bao_walk_game), not an error. */
BAO_API bao_budget *bao_walk_budget(bao_walk *w);

/** With opts.analysis: the plies of the games walked so far that were
 *  left unjudged (their node or lap budget ran out; each has a note),
 *  so that the program can say so where the reader looks. */
BAO_API size_t bao_walk_unjudged(const bao_walk *w);

/** Of those, the plies left unjudged because their game had spent its
 *  BAO_GAME_NODES. */
BAO_API size_t bao_walk_game_cut(const bao_walk *w);

/** With opts.deepen: what the judgements of the games walked so far
 *  reached (zero games: none was deepened). */
BAO_API void bao_walk_deep(const bao_walk *w, bao_deep_summary *out);

/** With opts.deepen: the plies of the games walked so far left unjudged
 *  because they came after their game's first BAO_DEEP_PLIES (each has a
 *  note). */
BAO_API size_t bao_walk_deep_over(const bao_walk *w);

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
                            bao_movelist *list, enum bao_dialect dialect,
                            const char *token, int written_side,
                            bao_resolution *res);

/** ## Suggestions */

#define BAO_SUGGEST_MAX 5
#define BAO_REPAIR_MAX 4    /* repairs offered, best first                */
#define BAO_EDIT_MAX 2      /* edits in one repair, at most               */
#define BAO_REPAIR_WINDOW 24 /* plies before the failure an edit may take */

typedef struct bao_suggestion {
  bao_outcome move;        /* a legal move near the written token         */
  char token[BAO_DIALECT_TOKEN_MAX];
  size_t replays;          /* plies after it that then replay             */
  int to_end;              /* the whole rest of the record replays        */
} bao_suggestion;

/** What one edit does to the record. */
enum bao_edit_kind {
  BAO_EDIT_CHANGE, /* ply `ply` reads `token` instead                      */
  BAO_EDIT_INSERT, /* `token` is a ply left out, before ply `ply`          */
  BAO_EDIT_DELETE  /* ply `ply` was written by mistake                     */
};

typedef struct bao_edit {
  int kind;                /* enum bao_edit_kind                          */
  size_t ply;              /* 0-based, in the record as written           */
  char token[BAO_DIALECT_TOKEN_MAX]; /* the token to write; "" to delete  */
} bao_edit;

/** A repair: one slip (a change, an insertion, a deletion, or two plies
 *  swapped, written as two changes) or two changes. */
typedef struct bao_repair {
  int n_edits;
  bao_edit edit[BAO_EDIT_MAX];
  double cost;             /* how unlikely the slips are, lower is likelier;
                              an end that agrees with the result lowers it */
  size_t replays;          /* plies of the repaired record that replay    */
  size_t plies;            /* plies in the repaired record                */
  int to_end;              /* the whole repaired record replays           */
} bao_repair;

typedef struct bao_suggestions {
  int n;
  bao_suggestion s[BAO_SUGGEST_MAX];
  int n_repairs;           /* 0: nothing got past the failure             */
  bao_repair repair[BAO_REPAIR_MAX];
} bao_suggestions;

/** For a game whose replay `r` failed at ply r->done: the legal moves
 *  nearest the token there, ranked by how far the record then replays;
 *  and the repairs (edits within BAO_REPAIR_WINDOW plies before the
 *  failure) that get the record past it, those after which the whole
 *  record replays first, the likeliest slips first.  The search is
 *  bounded: it replays at most a few million plies. */
BAO_API void bao_game_suggest(bao_token_reader *tr, const bao_game *g,
                              const bao_replay *r, bao_suggestions *out);

#ifdef __cplusplus
}
#endif

#endif
