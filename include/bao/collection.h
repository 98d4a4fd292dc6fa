/*
 * collection.h - many games at once: a renderer of the one walk
 * (replay.h) that keeps a row of facts per game and the tree of openings
 * by position, and the writers over them:
 *
 *   bao_collection_renderer  the rows and the tree      (context below)
 *   bao_openings_write       the tree as text, YAML or an HTML page
 *   bao_stats_write          per variant and player: games, results,
 *                            length, captures, marks      (text, YAML)
 *   bao_site_index_write     the site's table of every game (HTML)
 *   bao_site_player_write    a player's page (HTML)
 *
 * The tree is by position, not by move order: a node is a position with
 * its side to move, its stage (the hands) and its rules, so two move
 * orders that reach the same position share it, and games of different
 * variants (or rule options) never do.  Only the game's own line counts;
 * variations are not games played.
 *
 * Ownership: the context owns its rows, their strings and the tree;
 * bao_collection_free frees them.  Nothing is kept between contexts.
 */
#ifndef BAO_COLLECTION_H
#define BAO_COLLECTION_H

#include "bao.h"
#include "replay.h"
#include "sink.h"

#ifdef __cplusplus
extern "C" {
#endif

/** What a collection keeps of one game. */
typedef struct bao_game_row {
  char *file;          /* the record it came from (the context's `file`) */
  int index;           /* 1-based number of the game in that file        */
  char *south, *north; /* the players (tags), or NULL                    */
  char *date, *event, *result; /* tags, or NULL                          */
  bao_rules rules;     /* the rules it was played under                  */
  size_t plies;        /* legal plies of the game's own line             */
  int setup_failed;    /* 1: the game could not be set up (no page)      */
  int broken;          /* 1: the record stops at a ply that is not legal,
                          or the game could not be set up               */
  int over;            /* 1: the game is over on the board               */
  int winner;          /* enum bao_side: the board's winner when it is
                          over, else the `result` tag's; -1: neither    */
  int end_namua;       /* 1: it ends with the side to move in namua      */
  unsigned captures[2];/* capturing moves of each side                    */
  unsigned endless;    /* never-ending moves played                       */
  unsigned blunders[2], missed[2]; /* the analysis' marks (with
                          bao_replay_opts.analysis), per side             */
  char first[BAO_TOKEN_MAX]; /* the first move's canonical token, or ""  */
  int first_side;      /* who played it (enum bao_side), or -1           */
  /* as the record states them (tags), or NULL: its rules ("set=abstractplay
   * setup=house8") and Abstract Play's game id; `ap_variant`, AP's name of
   * its variant ("Malawi") when it is played under AP's rules */
  char *rules_tag, *gameid;
  const char *ap_variant;
  int copy;            /* 1: a copy of another game (bao_collection.copy):
                          no tree, no table, no page                     */
  char *copies;        /* the caller's: the names of this game's copies
                          ("a.txt #1, b.yaml #2"), or NULL; freed here   */
} bao_game_row;

typedef struct bao_tree bao_tree;

typedef struct bao_collection {
  int max_plies;       /* the tree's depth in plies (0: no tree)          */
  const char *file;    /* the record being walked: set by the caller
                          before its games                               */
  /* set by the caller before the walk, or NULL: for the n-th game walked
   * (0-based), 1 when it is a copy of another (bao dedup's same game, not
   * the one kept): it gets a row, marked `copy`, that neither the tree nor
   * the writers count */
  const unsigned char *copy;
  size_t n_copy;
  /* filled by the renderer */
  bao_game_row *rows;
  size_t n_rows, cap_rows;
  bao_tree *tree;
  int failed;          /* out of memory: `problem` says so               */
  bao_diag problem;
} bao_collection;

/** Zeroes `c` with a tree `max_plies` deep (0: rows only). */
BAO_API void bao_collection_init(bao_collection *c, int max_plies);
/** Frees what the renderer kept in `c`. */
BAO_API void bao_collection_free(bao_collection *c);

extern BAO_API const bao_renderer bao_collection_renderer;

/** Formats of the writers. */
enum bao_collection_format { BAO_COLL_TEXT, BAO_COLL_YAML, BAO_COLL_HTML };

/** Where a game's page is, for the pages that link to it: the name the
 *  caller writes into buf (`size` bytes), or NULL for no link. */
typedef const char *(*bao_game_href)(void *arg, const bao_game_row *row,
                                     char *buf, size_t size);

/** Extra links of a page of a site (NULL: a page of its own): the
 *  index's, the tree's, the players' pages' names. */
typedef struct bao_site_links {
  bao_game_href game;  /* a game's page (NULL: no link)                  */
  void *arg;
  const char *index;   /* "index.html" */
  const char *openings;/* "openings.html", or NULL */
  /* a player's page: "player-N.html" for the N-th name of
   * bao_collection_players (1-based), or nothing when 0 */
  int players;
  /* the names of bao_collection_players, when the caller has them (a
   * page per player: found once, not once a page), or NULL */
  const char *const *names;
  size_t n_names;
  /* the games of each of `names`, grouped once for every player's page
   * (bao_site_group): the rows of the k-th name (0-based) are
   * c->rows[rows_of[i]] for first[k] <= i < first[k + 1]; NULL: a
   * player's page looks through every row */
  const size_t *rows_of;
  const size_t *first;
} bao_site_links;

/** The tree, as an indented text, YAML data, or a page that folds and
 *  unfolds (links from `links`, which may be NULL).  Flushed: 1, or 0
 *  when a write failed. */
BAO_API int bao_openings_write(bao_sink *out, const bao_collection *c,
                               int format, const bao_site_links *links);

/** The statistics per variant and per player, text or YAML; `depth` is
 *  the analysis' depth the marks were found at (0: none), said in the
 *  output; negative: none, not asked for, and the output says how to
 *  ask (--depth N).  Flushed: 1, or 0 when a write failed. */
BAO_API int bao_stats_write(bao_sink *out, const bao_collection *c,
                            int format, int depth);

/** The players' names, sorted (bytewise) and without repeats, into a
 *  new array (the strings are the rows'); its length in *n.  NULL with
 *  *n 0 when there is no player, with *n (size_t)-1 out of memory. */
BAO_API const char **bao_collection_players(const bao_collection *c,
                                            size_t *n);

/** The site's index: a table of every game, sortable and filterable in
 *  the page.  Flushed: 1, or 0 when a write failed. */
BAO_API int bao_site_index_write(bao_sink *out, const bao_collection *c,
                                 const bao_site_links *links);

/** Fills links->names, n_names, rows_of and first: the players and
 *  their games, found in one pass over the rows, so that a page per
 *  player costs its own games, not every game.  1, or 0 out of memory
 *  (links as it was).  bao_site_ungroup frees them. */
BAO_API int bao_site_group(const bao_collection *c, bao_site_links *links);
BAO_API void bao_site_ungroup(bao_site_links *links);

/** The page of player `name` (the k-th of bao_collection_players). */
BAO_API int bao_site_player_write(bao_sink *out, const bao_collection *c,
                                  const char *name,
                                  const bao_site_links *links);

#ifdef __cplusplus
}
#endif

#endif
