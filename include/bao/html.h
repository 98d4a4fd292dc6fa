/*
 * html.h - the teaching page: a game as one self-contained HTML file that
 * steps through it move by move (bao html).  A renderer of the one walk
 * (replay.h), fed with the events of every ply (bao_replay_opts.events =
 * 1): it collects the game and writes the page at the end of the game.
 *
 * The page holds everything inline (the data, the styles, the script) and
 * makes no network request of any kind; it opens from disk.  Its board is
 * the SVG drawing of bao_diagram_svg (view.h), with the same ids
 * (pit-A5, seeds-A5 ...); the page's script updates the counts and draws
 * the move's marks and its sowing from the data of every ply.  The
 * element with id "board" carries data-ply (0: the start) and
 * data-position (the position line after that ply, as bao_position_format
 * writes it), which tests and other tools read.  When the walk judged
 * the game under a time budget (bao_replay_opts.deepen), each move of the
 * list judged so carries data-depth (the depth of its judgement), and the
 * key under the list says the depths reached and what stopped them.
 *
 * Every text from the record is escaped: a record cannot put markup or
 * script into the page.  A record that breaks off gives a page of the
 * plies up to the break, which says where and why it stopped; a game
 * that cannot be set up gives no page.
 */
#ifndef BAO_HTML_H
#define BAO_HTML_H

#include <stdio.h>

#include "bao.h"
#include "record.h"
#include "replay.h"
#include "view.h"

#ifdef __cplusplus
extern "C" {
#endif

#define BAO_THEME_AUTO (-1) /* the reader's system setting: light or dark */

/** The plies of a game a page draws at most: a longer game gets no page
 *  (a clear error), since each ply takes about 1 KB in the page and as
 *  much while it is made, and a bigger page is of no use to a browser. */
#define BAO_HTML_PLIES 100000

typedef struct bao_html_game bao_html_game;

/** ## bao_html_engine: the engine in the page
 *
 * The engine built to WebAssembly (-DBAO_WASM=ON: bao.wasm and its ES
 * module bao.mjs, src/wasm/).  A page given one inlines both (the module
 * as it is, the bytes in base64) and lets the learner try other moves,
 * ask for a hint and export the lines played; the library holds neither:
 * the `bao` command embeds them at build time (cmake/embed_assets.cmake)
 * and hands them over. */
typedef struct bao_html_engine {
  const unsigned char *wasm;   /* bao.wasm                                */
  size_t wasm_size;
  const char *const *module;   /* bao.mjs: its lines, each with its '\n',
                                  then NULL; it holds no "</script", no
                                  "<!--" and no "]]>"                   */
} bao_html_engine;

/** The links of a page that is one of a site's (bao site): to the table
 *  of games and to the games before and after it, each NULL for none;
 *  written escaped, at the top of the page. */
typedef struct bao_html_nav {
  const char *index, *prev, *next;
  const char *copies; /* the other records of the same game ("a.txt #1,
                         b.yaml #2"), named under the links, or NULL   */
} bao_html_nav;

/** ## bao_html_renderer, context bao_html_ctx
 *
 * The caller sets the options and where pages go, and zeroes the rest
 * (bao_html_ctx_init does both for the defaults).  Each page goes to
 * `out`, or when `out` is NULL to the sink `open` returns for the game
 * (NULL: no page for it; `open` has said why), which `close` then frees
 * (1 on success).  A page written whole is flushed, and the stream of a
 * file sink with it.
 *
 * The walk's options decide the rest: with `events` (needed) the page
 * plays the sowing back; with `analysis` it marks the moves (solve.h:
 * blunder, missed win, only move).  Every page charts both sides' seeds
 * and moves, and lists the record's variations, which the learner can
 * step through. */
typedef struct bao_html_ctx {
  bao_sink *out;
  bao_sink *(*open)(void *arg, const bao_game *g);
  int (*close)(void *arg, const bao_game *g, bao_sink *s);
  void *arg;
  int game;          /* only the game with this index (1-based), or 0     */
  long ply;          /* the ply the page opens at (0: the start); a ply
                        beyond the record opens at its last              */
  int flip;          /* open in North's view                             */
  int theme;         /* enum bao_theme, or BAO_THEME_AUTO                */
  const bao_html_engine *engine; /* NULL: a page without the engine     */
  bao_budget *budget; /* for long moves met outside the walk's own
                         generation (the chart's moves): the walk's
                         (bao_walk_budget), or NULL: none              */
  bao_token_reader *tokens; /* the walk's (bao_walk_tokens): a record that
                         breaks off shows the repair check --suggest finds;
                         NULL: no repair shown                          */
  const bao_html_nav *nav; /* a site's links, or NULL: `open` may change
                         what it points to for each game               */
  /* filled by the renderer */
  int written;       /* pages written                                    */
  int failed;        /* a page could not be written: `problem` says why.
                        At level BAO_ERROR (out of memory, a write) the
                        walk stopped there; at BAO_WARNING a game had
                        more than BAO_HTML_PLIES plies: that game has no
                        page (`problem` names the first such game), the
                        others have theirs                             */
  bao_diag problem;
  bao_html_game *cur; /* the game being collected (freed at its end)     */
  /* html --engine: with an engine (engine_judge.h), each ply
   * of the game is judged by it too: the page draws South's chances over
   * the game, and the move list carries data-engine-before, -after,
   * -best and -mark and the estimate marks; NULL: none. */
  struct bao_engine_opts *judge;
  /* With an engine: the URL (relative: "bao-engine.js") of the file that
   * holds its bytes, written once beside the pages by
   * bao_html_engine_write, which the page loads as a classic script
   * (from file:// too) instead of carrying them (bao site: ~450 KB a
   * page); NULL: the page carries them. */
  const char *engine_src;
  /* The URLs (relative) of the page's scripts and of its style sheet in
   * files beside the pages (bao_html_script_write, bao_html_style_write),
   * which are the same for every page; NULL: in the page. */
  const char *script_src, *style_src;
  /* The start of the URLs (relative) of the files that hold the rules
   * primer of each variant ("bao-primer-" for bao-primer-kiswahili.js,
   * bao_html_primer_write), which the page loads where it would carry
   * the primer; NULL: the page carries it. */
  const char *primer_src;
} bao_html_ctx;

/** The rules primer of `variant` (enum bao_variant) in the language of
 *  the catalog in use, for pages with `primer_src`: a classic script that
 *  puts it in the page where the page loads it.  Flushed: 1, or 0 when a
 *  write failed or memory ran out. */
BAO_API int bao_html_primer_write(bao_sink *f, int variant);

/** The page's scripts, for pages with `script_src` (with the play
 *  worker's when `engine`), and its style sheet, for `style_src`.
 *  Flushed: 1, or 0 when a write failed. */
BAO_API int bao_html_script_write(bao_sink *f, const bao_html_engine *engine);
BAO_API int bao_html_style_write(bao_sink *f);

/** The file of the engine's bytes that pages with `engine_src` load (a
 *  classic script that fills the page's element #bao-wasm with them).
 *  Flushed: 1, or 0 when a write failed. */
BAO_API int bao_html_engine_write(bao_sink *f, const bao_html_engine *e);

/** The defaults: every game, the start, South's view, the system's
 *  theme, pages to `out`. */
BAO_API void bao_html_ctx_init(bao_html_ctx *c, bao_sink *out);

extern BAO_API const bao_renderer bao_html_renderer;

/** ## The training page of bao drill
 *
 * Its exercises are drill.h's, which knows nothing of the page (a
 * program that writes its own page needs only that header). */

typedef struct bao_drill_ctx bao_drill_ctx;

/** Writes the training page of the exercises of `c` to f: every
 *  exercise an element with data-exercise (its number), data-position,
 *  data-task ("win" or "save") and data-n, ordered by rating (then in
 *  the order found), in the language of the catalog in use; the engine
 *  (needed: the page judges every move with it) inlined.  The solution
 *  is not in the page: the engine finds it.  1 unless writing failed. */
BAO_API int bao_drill_page(bao_sink *f, const bao_drill_ctx *c,
                           const bao_html_engine *engine, int theme);

#ifdef __cplusplus
}
#endif

#endif
