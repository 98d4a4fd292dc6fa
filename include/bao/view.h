/*
 * view.h - the renderers of the one walk (replay.h), one per output, and
 * the diagram writers they use:
 *
 *   bao_check_renderer     diagnostics with the source line and a caret,
 *                          the legal moves, suggestions   (bao check)
 *   bao_trace_renderer     one position line per ply  (bao replay)
 *   bao_convert_renderer   the record rewritten        (bao convert)
 *   bao_annotate_text      the moves told in English   (bao annotate)
 *   bao_annotate_yaml      the moves' events as data   (--format yaml)
 *   bao_analyze_renderer   each move judged            (bao analyze)
 *
 * Each renderer's context is the struct named beside it; the caller owns
 * it and everything it points to.  Diagrams (ASCII, SVG) are drawn from a
 * position and the marks of the move that led to it.
 */
#ifndef BAO_VIEW_H
#define BAO_VIEW_H

#include <stdio.h>

#include "bao.h"
#include "record.h"
#include "replay.h"
#include "sink.h"
#include "solve.h"

#ifdef __cplusplus
extern "C" {
#endif

/** ## Diagnostics: bao_check_renderer, context bao_check_ctx */

typedef struct bao_check_ctx {
  bao_sink *out;      /* where diagnostics are written                   */
  const char *path;   /* the file, as diagnostics name it                */
  bao_reader *source; /* where the source lines come from, or NULL       */
  int max_level;      /* the least severe level shown: BAO_NOTE shows
                         everything, BAO_ERROR errors only               */
  bao_walk *suggest;  /* after a ply that is not legal, the nearest legal
                         moves and a repair (check --suggest), or NULL  */
  size_t plies;       /* legal plies walked so far (all games)          */
  int games;          /* games walked so far                            */
  int errors, warnings; /* diagnostics so far, by level                 */
} bao_check_ctx;

extern BAO_API const bao_renderer bao_check_renderer;

/** ## The trace: bao_trace_renderer, context bao_trace_ctx
 *
 * One line per ply, "<ply>\t<S|N>\t<token>\t<position line after>", and
 * before the first ply of every game but the first "# game N (S - N)". */

typedef struct bao_trace_ctx {
  bao_sink *out;
  int dialect; /* the dialect of the tokens written (enum bao_dialect);
                  0, de Voogt's, writes the canonical token as ever     */
  void *reserved[4]; /* zero ({0} or designated initialisers): the room
                        of options to come (bao(3), ABI)                 */
} bao_trace_ctx;

extern BAO_API const bao_renderer bao_trace_renderer;

/** ## Conversion: bao_convert_renderer, context bao_convert_ctx
 *
 * Each game is written, once walked, in `format` and `dialect`: the game
 * with every token in that dialect (the game itself is not changed), the
 * spelling printed in the source kept (as `original` in YAML, as the
 * token itself in a transcript of the dialect read), or a warning says
 * it cannot be.  A game that does
 * not replay, its variations included, is written as it was read. */

typedef struct bao_convert_ctx {
  bao_sink *out;      /* where the games are written                      */
  int format;         /* BAO_FORMAT_YAML or BAO_FORMAT_TEXT               */
  int dialect;        /* the dialect written, or -1: the one read         */
  bao_sink *warnings; /* where to say what the format cannot keep, or NULL */
  bao_token_reader *tokens; /* to read printed spellings (bao_walk_tokens) */
  bao_budget *budget; /* for the moves of a hole (bao_walk_budget), or NULL */
  const char *path;   /* the file read, as warnings name it              */
  size_t unkept;      /* printed spellings of this game not kept         */
  int written;        /* games written                                   */
  bao_diag problem;   /* why the last write failed                        */
  int failed;         /* a game could not be written                     */
  bao_game copy;      /* the header of the game being rewritten, over the
                         game's plies (owned; freed at end)              */
  int line_failed;    /* a variation of this game does not replay        */
  struct bao_convert_places *places; /* the plies whose tokens the copy
                         writes otherwise (owned; made and freed with
                         the copy)                                       */
  int ap_lines;       /* AP Game Records one a line (JSON Lines), not the
                         site's JSON array                               */
  int ap_items;       /* records written into the array: the caller closes
                         it with bao_convert_finish                      */
} bao_convert_ctx;

/** Ends what the games written need after the last (the "]" of the
 *  array of AP Game Records); 1, or 0 when the sink fails. */
BAO_API int bao_convert_finish(bao_convert_ctx *c);

extern BAO_API const bao_renderer bao_convert_renderer;

/** ## Annotations: bao_annotate_text, bao_annotate_yaml, context
 *  bao_annotate_ctx (both need the walk's events: bao_replay_opts.events
 *  = 1).
 *
 * The text is told in the language of `domain`, the gettext text domain
 * whose catalog is read (with the locale and LANGUAGE the program set:
 * the library never sets them), or in English, the messages as written,
 * when `domain` is NULL.  While a game is told the renderer remembers
 * what it tells again and again in the context's memo, which it makes at
 * the first game and bao_annotate_ctx_free frees: two contexts share
 * nothing, so that two threads may each tell games with their own. */

typedef struct bao_annotate_memo bao_annotate_memo;

typedef struct bao_annotate_ctx {
  bao_sink *out;
  const char *domain;      /* "bao" (bao_annotate_ctx_init), or NULL   */
  bao_annotate_memo *memo; /* the renderer's: NULL to begin with       */
  /* annotate --engine: with an engine (engine_judge.h), each
   * ply also says what the engine thinks of the move (the text: its
   * preferred move, the chances before and after, its estimate mark;
   * the YAML: an `engine:` mapping); NULL: none. */
  struct bao_engine_opts *engine;
} bao_annotate_ctx;

/** Output to `out`, in the reader's language (domain "bao"). */
BAO_API void bao_annotate_ctx_init(bao_annotate_ctx *c, bao_sink *out);
/** Frees the memo (not the sink). */
BAO_API void bao_annotate_ctx_free(bao_annotate_ctx *c);

/** The title of a ply, as bao_annotate_text starts its line with it, in
 *  the reader's language (domain "bao"): "23. South A4R (namua
 *  capture)".  Returns the length it needed, like snprintf. */
BAO_API size_t bao_annotate_title(const bao_ply_report *v, char *buf,
                                  size_t size);
/** The same with the ply's token in `dialect` (enum bao_dialect): AP's
 *  for an AP record, as its annotation names it. */
BAO_API size_t bao_annotate_title_in(const bao_ply_report *v, int dialect,
                                     char *buf, size_t size);

/** The sentences of ply v's sowing, as bao_annotate_text tells them
 *  after the title (who plays, then each step), in the reader's language
 *  (domain "bao"): the page folds them under the move's point.  Returns
 *  the length it needed, like snprintf. */
BAO_API size_t bao_annotate_steps(const bao_ply_report *v, char *buf,
                                  size_t size);

/** The sentence bao_annotate_text says after a mark judged under a time
 *  budget, "Found by a search 9 moves deep.", for depth `depth`: the page
 *  keeps it among a move's details.  Like snprintf. */
BAO_API size_t bao_annotate_depth(int depth, char *buf, size_t size);

/** the sentences annotate --engine tells of ply v after its
 *  own, for judgement e (engine_judge.h), in the reader's language
 *  (domain "bao"); returns the length it needed, like snprintf. */
struct bao_engine_judgement;
BAO_API size_t bao_annotate_engine(const bao_ply_report *v,
                                   const struct bao_engine_judgement *e,
                                   char *buf, size_t size);

extern BAO_API const bao_renderer bao_annotate_text;
extern BAO_API const bao_renderer bao_annotate_yaml;

/** ## bao analyze: bao_analyze_renderer, context bao_analyze_ctx
 *
 * One line per ply: "<ply>\t<S|N>\t<token>\t<mark>\t<detail>" (the
 * canonical token, bao_judge_name, bao_judgement_detail: solve.h), and
 * before the first ply of every game but the first "# game N (S - N)",
 * as `bao replay --positions` does.  A ply whose judgement ran out of
 * laps (long moves, bao.h) or of nodes (the node budget, solve.h) has the
 * mark "not-judged" and the reason as its detail; the next plies are
 * judged. */

typedef struct bao_analyze_ctx {
  bao_sink *out;
  bao_solver *solver;
  int depth;
  int failed;        /* a ply could not be judged (stopped)               */
  bao_diag problem;  /* why                                               */
  size_t unjudged;   /* plies not judged for want of laps: their line says
                        "not-judged" and why                              */
  size_t unsearched; /* the same for want of nodes (bao_solver_set_nodes) */
  /* With deep.max_depth > 0, depth is ignored: each game's plies are
   * judged by bao_judge_deepen (solve.h) with `deep` (the caller's
   * budget), and each line gets a sixth field "depth=N", the depth its
   * judgement reached ("depth=-" when none); plies that went no deeper
   * for want of nodes or laps are counted in `capped`. */
  bao_deepen_opts deep;
  int shallowest, deepest; /* the depths reached over the games so far
                              (-1: a ply had none); the caller starts
                              them at BAO_SOLVE_DEPTH_MAX + 1 and -1   */
  size_t capped;
  void *game;        /* the plies of the game (the renderer's)           */
  /* analyze --engine: with an engine (engine_judge.h), each
   * line gets four more fields, after all the others: the engine's
   * score before and after the move, its preferred move and its estimate
   * mark; NULL: none, the lines as ever. */
  struct bao_engine_opts *engine;
  /* At a fixed depth: the nodes the game's judgements took so far, and
   * the plies left unjudged because a game had spent BAO_GAME_NODES
   * (replay.h): "not-judged" and why. */
  uint64_t game_nodes;
  size_t game_cut;
  size_t over;       /* plies not judged: past a game's BAO_DEEP_PLIES    */
} bao_analyze_ctx;

/** Frees what the renderer kept in `a` (a->game). */
BAO_API void bao_analyze_ctx_free(bao_analyze_ctx *a);

extern BAO_API const bao_renderer bao_analyze_renderer;

/** ## Diagrams */

/** The marks a diagram draws for a move, derived from its events. */
typedef struct bao_marks {
  int placed;                 /* circuit hole (mover's) given a seed from
                                 hand, or -1                              */
  int start;                  /* mover's hole the first lap left, or -1   */
  int dir;                    /* its direction                            */
  unsigned captured[2];       /* per side: bit set of front holes taken   */
  int taken[2][BAO_PITS];     /* seeds taken from each hole               */
  int delta[2][BAO_PITS];     /* after - before, per hole                 */
  int takasia;                /* the next mover's takasiaed hole, or -1   */
} bao_marks;

/** Fills `m` from a legal ply walked with events (NULL: no marks). */
BAO_API void bao_marks_of(const bao_ply_report *p, bao_marks *m);

/** The look of a diagram: the screen design on white or on a dark
 *  background, or line art for print (marks told apart by shape, not only
 *  by colour, so that they survive greyscale, and a legend of them). */
enum bao_theme { BAO_THEME_LIGHT = 0, BAO_THEME_DARK = 1, BAO_THEME_PRINT = 2 };

typedef struct bao_diagram_opts {
  int flip;           /* North's view: North's rows at the bottom         */
  int dots;           /* SVG: seeds as dots up to `dots_max`, else numerals */
  int dots_max;
  const char *title;  /* e.g. "Maulidi - Kijumbe, after ply 23", or NULL */
  const char *caption;/* e.g. "23. A4R", or NULL                          */
  int theme;          /* enum bao_theme                                   */
} bao_diagram_opts;

/** Writes the ASCII diagram of `p` (marks may be NULL) to `s`, and
 *  flushes it: 1, or 0 when a write failed.  Every user text is escaped
 *  by the writer. */
BAO_API int bao_diagram_ascii(bao_sink *s, const bao_position *p,
                              const bao_marks *m, const bao_diagram_opts *o);

/** The same into a string (for the SVG <desc>); returns the length that
 *  was needed, like snprintf. */
BAO_API size_t bao_diagram_ascii_string(char *buf, size_t size,
                                        const bao_position *p,
                                        const bao_marks *m,
                                        const bao_diagram_opts *o);

/** Writes a standalone SVG document of `p` to `s`, and flushes it: 1, or
 *  0 when a write failed. */
BAO_API int bao_diagram_svg(bao_sink *s, const bao_position *p,
                            const bao_marks *m, const bao_diagram_opts *o);

/** The same three with the holes named as `dialect` (enum bao_dialect)
 *  names them: for BAO_DIALECT_AP, Abstract Play's cells (files a..h
 *  along the edges, ranks 1..4 beside the rows, "f2" in the text and the
 *  SVG's hover titles; the SVG's element ids stay de Voogt's, pit-A6),
 *  de Voogt's for the others. */
BAO_API int bao_diagram_ascii_in(bao_sink *s, const bao_position *p,
                                 const bao_marks *m,
                                 const bao_diagram_opts *o, int dialect);
BAO_API size_t bao_diagram_ascii_string_in(char *buf, size_t size,
                                           const bao_position *p,
                                           const bao_marks *m,
                                           const bao_diagram_opts *o,
                                           int dialect);
BAO_API int bao_diagram_svg_in(bao_sink *s, const bao_position *p,
                               const bao_marks *m, const bao_diagram_opts *o,
                               int dialect);

/** ## The rules primer: bao_primer_step, bao_primer_text
 *
 * "How Bao is played", for a learner who has never played: the board,
 * the start, sowing, capturing, the two stages, a move without capture,
 * the nyumba, safari, takasia, the end and the notation, as much of it
 * as the variant has, each step with a position set up and the move that
 * shows it, played by the engine.  The words are in the reader's
 * language (domain "bao", as bao_annotate_ctx_init: the program sets the
 * locale).  `bao rules --explain` prints it, the teaching page shows it. */

#define BAO_PRIMER_PARAS 8

typedef struct bao_primer_step {
  const char *id;     /* "board", "sowing" ...: the same in every language */
  const char *title;  /* translated                                        */
  const char *text[BAO_PRIMER_PARAS + 1]; /* the paragraphs, translated;
                                             NULL after the last           */
  int diagram;        /* 1: `position` illustrates the step                */
  bao_position position; /* set up, or after `move` when `marked`          */
  int marked;         /* 1: `move` was played, its marks in `marks`        */
  bao_marks marks;
  char move[BAO_TOKEN_MAX];
  char caption[128];  /* "After A7L*", "The start": translated            */
} bao_primer_step;

/** How many steps the primer has (some are not in every variant). */
BAO_API size_t bao_primer_steps(void);
/** Fills step i for the variant: 1, or 0 when the variant's primer has
 *  no such step, or -1 (a variant or step out of range). */
BAO_API int bao_primer_get(int variant, size_t i, bao_primer_step *s);
/** The primer's title, translated: "How Bao is played". */
BAO_API const char *bao_primer_title(void);
/** The whole primer of the variant as text, lines of at most 72
 *  characters, each diagram in ASCII four spaces in; flushed: 1, or 0
 *  when a write failed. */
BAO_API int bao_primer_text(bao_sink *out, int variant);

#ifdef __cplusplus
}
#endif

#endif
