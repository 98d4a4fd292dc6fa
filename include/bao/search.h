/*
 * search.h - questions asked of a whole collection of games, each a
 * renderer of the one walk (replay.h):
 *
 *   bao_pattern            a position pattern, parsed and matched
 *   bao_search_renderer    every ply whose position equals a line,
 *                          matches a pattern, or that ends a given
 *                          opening                    (bao search)
 *   bao_dedup_renderer     the games that are the same game: the same
 *                          moves, one a prefix of another, or the same
 *                          with one slip repaired     (bao dedup)
 *
 * Each renderer's context is the struct named beside it; the caller owns
 * it and everything it points to.  Only the game's own line is searched
 * and compared: variations are what might have been played.
 */
#ifndef BAO_SEARCH_H
#define BAO_SEARCH_H

#include "bao.h"
#include "record.h"
#include "replay.h"
#include "sink.h"

#ifdef __cplusplus
extern "C" {
#endif

/** ## Position patterns
 *
 * A pattern is a position line (bao.h) in which any field may be
 * loosened: a count (a hole, a hand) may be `?` (any), `+` (one or more),
 * a number, or a range `3-5`; a nyumba state `F`, `a`, `x` or `?`; the
 * side to move `S`, `N` or `?`.  Its sections are those of the line,
 * separated by `|`; every section but the rows may be left out (then
 * anything matches it) and may come in any order; the rows may be left
 * out too.  Three more sections: `takasia HOLE|?|none`, `reserved
 * HOLE|?|none` (when left out, anything matches) and `stage namua|mtaji`:
 * whether the side to move still has seeds in hand (its next move is a
 * namua move) or has none.  Examples:
 *
 *   ? ? ? ? ? ? ? ? / ? ? ? ? 0 ? ? ? / ? ? ? ? + ? ? ? / ? ? ? ? ? ? ? ?
 *   house S:F N:x | stage mtaji
 *   hand S0 N1-3 | N to move
 */

/** Masks of a nyumba state and of the side to move. */
#define BAO_PATTERN_F 1u
#define BAO_PATTERN_A 2u
#define BAO_PATTERN_X 4u

enum bao_pattern_hole { BAO_PATTERN_ANY = -3, BAO_PATTERN_SOME = -2,
                        BAO_PATTERN_NONE = -1 };
enum bao_pattern_stage { BAO_STAGE_ANY = -1, BAO_STAGE_NAMUA = 0,
                         BAO_STAGE_MTAJI = 1 };

typedef struct bao_pattern {
  uint8_t lo[2][BAO_PITS], hi[2][BAO_PITS]; /* [side][circuit index]    */
  uint8_t hand_lo[2], hand_hi[2];
  uint8_t house[2];  /* BAO_PATTERN_F | _A | _X: the states allowed       */
  uint8_t side;      /* 1 << side: the sides to move allowed              */
  int takasia;       /* enum bao_pattern_hole, or the hole (bao_hole)      */
  int reserved;      /* the same                                           */
  int stage;         /* enum bao_pattern_stage                             */
} bao_pattern;

/** Parses `text` into `p`.  1 on success, else 0 and `d` says what is
 *  wrong and at which column (line 0), for a caret under it. */
BAO_API int bao_pattern_parse(const char *text, bao_pattern *p, bao_diag *d);

/** Whether position `pos` matches `p`. */
BAO_API int bao_pattern_match(const bao_pattern *p, const bao_position *pos);

/** ## bao search: bao_search_renderer, context bao_search_ctx
 *
 * One line per hit, "<file>:<line>:<col>\t<game>\t<ply>\t<S|N>\t<token>\t
 * <position line after the ply>" (the place of the ply's token in the
 * record, the game's number in its file, the ply's number, the side that
 * played it, its canonical token); with `count`, nothing per hit (the
 * caller says the counts). */

enum bao_search_kind { BAO_SEARCH_POSITION, BAO_SEARCH_PATTERN,
                       BAO_SEARCH_MOVES };

typedef struct bao_search_ctx {
  bao_sink *out;          /* where the hits are written                 */
  const char *path;       /* the file being walked, as lines name it    */
  int kind;               /* enum bao_search_kind                       */
  bao_position position;  /* BAO_SEARCH_POSITION: equal to this (its
                             rules too: a position of another variant
                             is another position)                       */
  bao_pattern pattern;    /* BAO_SEARCH_PATTERN                         */
  const char *const *moves; /* BAO_SEARCH_MOVES: the opening, canonical
                             tokens (de Voogt's, as bao_ply_report's),
                             of a game that starts at its variant's
                             start (no set-up)                          */
  size_t n_moves;
  int count;              /* 1: count the hits, write none              */
  size_t hits;            /* hits so far (every file)                   */
  size_t matched;         /* the game's plies that follow `moves`       */
} bao_search_ctx;

extern BAO_API const bao_renderer bao_search_renderer;

/** ## bao dedup: bao_dedup_renderer, context bao_dedup_ctx
 *
 * Remembers of each game walked its moves (canonical tokens), its rules
 * and start, its header and where it is; a game that breaks is repaired
 * first, when bao_game_suggest finds a repair after which the whole
 * record replays (a slip).  bao_dedup_write then groups the games that
 * are the same game: the same rules, start and moves; or one's moves a
 * prefix of the other's (an unfinished copy, at least one ply long); or
 * either of these once a slip is repaired. */

typedef struct bao_dedup_set bao_dedup_set;

typedef struct bao_dedup_ctx {
  int file;                  /* the number of the file being walked (0,
                                1, ...), set by the caller              */
  const char *const *paths;  /* the files' names, by number              */
  bao_token_reader *tokens;  /* the walk's (bao_walk_tokens), to repair
                                slips; NULL: no repairs                 */
  const bao_replay_opts *opts; /* the main walk's options, for the walk
                                of repaired copies (the renderer's own) */
  bao_dedup_set *set;        /* the renderer's: NULL to begin with       */
  int failed;                /* out of memory                            */
} bao_dedup_ctx;

extern BAO_API const bao_renderer bao_dedup_renderer;

/** Writes the groups of more than one game to `out`, each member with its
 *  file, line, game and length, the one kept first ("keep", the others
 *  "drop": a game not repaired before one repaired, the most plies, then
 *  the most header tags, then the first read), how each differs from
 *  the kept one, and the header tags whose values differ; then a summary
 *  line.  1, or 0 when writing failed.  Deterministic: the same files give
 *  the same bytes. */
BAO_API int bao_dedup_write(bao_dedup_ctx *c, bao_sink *out);

/** What becomes of the n-th game walked (0-based, in the order walked),
 *  after bao_dedup_write: 0 dropped, 1 kept, 2 kept, its header to be
 *  completed (bao_dedup_complete); -1 when there is no such game. */
BAO_API int bao_dedup_fate(const bao_dedup_ctx *c, size_t n);

/** Adds to `g`, the n-th game walked as it was read, the header tags only
 *  its dropped copies had (the first copy's value; but `dialect`, which
 *  says how its own tokens read), so that the kept header is the most
 *  complete.  1, or 0 out of memory. */
BAO_API int bao_dedup_complete(const bao_dedup_ctx *c, size_t n, bao_game *g);

/** Groups the games walked as bao_dedup_write does, writing nothing (for
 *  a caller that only asks bao_dedup_fate and bao_dedup_kept_of).  1, or
 *  0 out of memory. */
BAO_API int bao_dedup_sort(bao_dedup_ctx *c);

/** The game kept of the n-th game's group (0-based, in the order walked;
 *  n itself when it is kept or has no copy), after bao_dedup_sort or
 *  bao_dedup_write; (size_t)-1 when there is no such game. */
BAO_API size_t bao_dedup_kept_of(const bao_dedup_ctx *c, size_t n);

/** The number of games kept (after bao_dedup_write). */
BAO_API size_t bao_dedup_kept(const bao_dedup_ctx *c);

/** Frees what the renderer kept (c->set). */
BAO_API void bao_dedup_ctx_free(bao_dedup_ctx *c);

#ifdef __cplusplus
}
#endif

#endif
