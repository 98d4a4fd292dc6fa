/* html_page.h - what html.c collects of a game and html_page.c writes as
 * the page (with html_moves.c, the move list, and html_data.c, the data
 * of the page's script).  Internal to the library: not installed. */
#ifndef BAO_HTML_PAGE_H
#define BAO_HTML_PAGE_H

#include "base/sink.h"
#include "bao/html.h"
#include "bao/solve.h"
#include "bao/engine_judge.h"

typedef struct html_ply {
  size_t index;        /* 0-based ply of the game it is or stands for     */
  int side;            /* the mover                                       */
  int number;          /* the record's move number (or counted)           */
  char token[BAO_TOKEN_MAX]; /* canonical                                 */
  const bao_ply_src *src; /* the ply as written                           */
  size_t ev_first, ev_count; /* its events in bao_html_game.ev            */
  int truncated;       /* events were dropped (a huge move)               */
  char *annotation;    /* bao annotate's sentence(s)                      */
  char *title;         /* their title: "23. South A4R (namua capture)"    */
  int mark;            /* enum bao_judge of the analysis (0: none)        */
  int refuted;         /* after it the opponent wins within the depth     */
  int depth;           /* the depth of its judgement, or -1: none        */
  bao_position_stats stats; /* both sides' seeds and moves after it       */
  /* html --engine (html_engine.c) */
  int engine;          /* 1: the engine judged it, as `ej` says           */
  bao_engine_judgement ej;
  /* the parts the page shows it in (html_point.c) */
  int part[4];         /* in `annotation`: the steps [0, 1), the depth of
                          the search [2, 3), in UTF-16 units; -1: none   */
  char *point;         /* what the move won or lost, one sentence         */
  char *laps_said;     /* "12 laps: show them"                            */
  int laps;
} html_ply;

/* A variation of the record, as the walk played it: its legal plies
 * (the walk stops a variation at its first illegal ply). */
typedef struct html_line {
  const bao_line *src;
  int parent;          /* 0: the game's own line, else a line's number    */
  size_t at;           /* the game ply (0-based) its first ply stands for */
  int depth;           /* 1: a variation of the game's line ...           */
  html_ply *ply;
  size_t n, cap_ply;
  bao_position *pos;   /* pos[0] before its first ply, pos[k] after ply k */
  size_t cap_pos;
} html_line;

typedef struct html_diag {
  int level;
  long ply;            /* 0-based, or -1: about the game (or a variation) */
  char *message;
} html_diag;

struct bao_html_game {
  const bao_game *game; /* set at the end of the walk                     */
  bao_rules rules;
  int dialect;         /* the record's (enum bao_dialect): AP's names its
                          holes by AP's cells on the page               */
  html_ply *ply;
  size_t n, cap_ply;
  bao_position *pos;   /* pos[0] the start, pos[k] after ply k            */
  size_t cap_pos;
  bao_position_stats stats0; /* the start's seeds and moves               */
  bao_budget *budget;  /* the context's, for the chart's moves            */
  int depth;           /* the analysis' depth (0: none)                   */
  int marks;           /* plies the analysis marked                       */
  bao_deep_summary deep; /* under a time budget: what the judgements
                          reached (replay.h; games 0: at a fixed depth) */
  html_line *line;     /* the variations, numbered from 1 in walk order  */
  size_t n_lines, cap_line;
  int open[BAO_LINE_DEPTH + 1]; /* the line walked at each depth          */
  bao_event *ev;
  size_t n_ev, cap_ev;
  html_diag *diag;
  size_t n_diags, cap_diag;
  int stopped;         /* the record breaks off at ply stop_ply           */
  size_t stop_ply;
  int stop_side;
  char *stop_message;
  int has_repair;      /* the likeliest repair of the break (check
                          --suggest's "correction"), in `repair`        */
  bao_repair repair;
  /* html --engine (html_engine.c) */
  bao_engine_opts *judge; /* the context's, or NULL                       */
};

/* html --engine (html_engine.c): ply p judged by the engine
 * into h, its sentences after h->annotation (1, or 0 when out of
 * memory; a ply the engine cannot judge is left without); the move
 * list's data attributes of the judgement and its estimate mark; the
 * graph of South's chances over the game, with its key. */
int html_engine_take(bao_html_game *g, const bao_ply_report *p, html_ply *h);

/* html_point.c: ply h's text cut into the parts the page shows (the
 * point first, the steps folded, the depth of the search (`deep`: the
 * plies judged under a budget) among the details); 0: out of memory. */
int html_point_take(html_ply *h, const bao_ply_report *p, int deep);
void html_point_free(html_ply *h);
/* html.c: "A search 9 moves deep found no mistake here." (malloc'd) */
char *html_depth_note(int depth);
void html_engine_attrs(bao_sink *f, const html_ply *p);
void html_engine_mark(bao_sink *f, const html_ply *p);
void html_engine_graph(bao_sink *f, const bao_html_game *g);

/* Writes the whole page of `g` to f; 1 unless writing failed. */
int html_page_write(bao_sink *f, const bao_html_game *g, const bao_html_ctx *c);

/* The ply the page opens at: the option, at most the last ply. */
size_t html_opening_ply(const bao_html_game *g, const bao_html_ctx *c);

/* "South" or "North", translated. */
const char *html_side_name(int side);

/* "light", "dark", "print" or "auto". */
const char *html_theme_name(int theme);

/* A <th scope="col"> with `label`. */
void html_th_col(bao_sink *f, const char *label);

/* ---- html_moves.c: the move list and the record's problems ------------------- */

/* The move list in the record's numbering, the variations under the
 * plies they belong to, the analysis' marks beside the moves. */
void html_move_list(bao_sink *f, const bao_html_game *g);

/* Where the record stops being legal, and every diagnostic of the walk. */
void html_problems(bao_sink *f, const bao_html_game *g);

/* The analysis' mark of a ply as the page shows it: "??" (the opponent
 * then wins), "?" (a win missed), "!" (the only move), or NULL; and its
 * words, translated. */
const char *html_mark_glyph(const html_ply *p);
const char *html_mark_words(const html_ply *p);

/* ---- html_data.c: the data of the page's script --------------------------------- */

/* <script type="application/json" id="bao-data">...</script> */
void html_data(bao_sink *f, const bao_html_game *g, const bao_html_ctx *c);

/* ---- html_primer.c: "How Bao is played" ------------------------------------------ */

/* The rules primer of the game's variant, each step with its diagram
 * and the words of the annotations it explains (data-words, for
 * primer.js); 1 unless a diagram could not be drawn. */
int html_primer(bao_sink *f, const bao_html_game *g);

/* Beside the annotation: a link to the primer, for a learner. */
void html_primer_link(bao_sink *f);

/* ---- html_guess.c: guess the move ---------------------------------- */

/* The box of "Guess the move" and its sentences, for assets/guess.js;
 * a page with the engine only. */
void html_guess(bao_sink *f);

/* ---- html_play.c: play the computer ---------------------------- */

/* The box of "Play the computer" and its sentences, for assets/play.js;
 * a page with the engine only. */
void html_play(bao_sink *f);

/* The script of play.js's Web Worker (assets/play_worker.js), as the
 * string BaoPage.playWorker in the page's script, before play.js; a page
 * with the engine only. */
void html_play_worker(bao_sink *f);

/* ---- html_text.c: text on the page ----------------------------------------- */

/* Text as HTML text or attribute value: the five special characters as
 * references, control characters and broken UTF-8 as U+FFFD. */
void html_escape(bao_sink *f, const char *text);
void html_escape_n(bao_sink *f, const char *text, size_t n);

/* A message (translated) as HTML: its text escaped, and its arguments
 * (%1$s ..., all strings) escaped too, but for those whose bit is set in
 * `markup` (bit 0: %1$s), which are written as they are.  HARGS(a, b)
 * gives the arguments and their count. */
void html_msg(bao_sink *f, const char *msg, unsigned markup,
              const char *const *args, size_t n);
#define HARGS(...) (const char *const[]){__VA_ARGS__}, \
  sizeof((const char *const[]){__VA_ARGS__}) / sizeof(const char *)

/* A JSON string, safe inside <script>: '<', '>', '&' and U+2028/2029 as
 * \u escapes. */
void html_json(bao_sink *f, const char *text);

/* "msg":{...},"seeds":[...],"moves":[...]: the script's sentences in the
 * reader's language, and the phrases for 0 to `max_seeds` seeds and 0 to
 * `max_moves` moves. */
void html_messages_json(bao_sink *f, int max_seeds, int max_moves);
/* ,"tell": the translations of a ply's sentences (html_tell.c). */
void html_tell_json(bao_sink *f);

/* The language of the page: the Language field of bao's catalog in use,
 * as a BCP 47 tag ("sw", "pt-BR"), or "en" (the msgids). */
const char *html_lang(char *buf, size_t size);

/* Bytes in base64 (RFC 4648), in lines of 76 characters. */
void html_base64(bao_sink *f, const unsigned char *bytes, size_t n);

#endif
