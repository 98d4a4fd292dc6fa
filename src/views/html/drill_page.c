/* drill_page.c - the training page of bao drill (html.h:
 * bao_drill_page): the exercises as a list, ordered by rating, one board
 * (the SVG of bao_diagram_svg, redrawn by the teaching page's board.js),
 * the learner's controls, the data board.js and drill.js read, and the
 * engine, which judges every move: the page holds no solution.
 *
 * Each exercise is an <li> with data-exercise (its number in the order
 * found), data-position, data-task (win or save), data-n (the bound in
 * the learner's moves), data-rating, data-ply (the game's ply it is taken
 * at, 0: a puzzle record), and data-variant and data-rules for the
 * engine (the variant named in its words too), and data-dialect="ap"
 * when it comes from an Abstract Play record (its game's move is in AP's
 * cells: drill.h), whose player reads AP's cells on the board, in its
 * moves and its sentences; its words (the task, where it comes from) are
 * written here in the page's language, its record text escaped as
 * everywhere. */
#include <stdlib.h>
#include <string.h>

#include "bao_assets.h"
#include "bao/drill.h"
#include "bao/html.h"
#include "html_page.h"
#include "base/i18n.h"

/* The script's sentences (drill.js: data.drill), in the page's language. */
typedef struct drill_msg {
  const char *key, *text;
} drill_msg;

static const drill_msg drill_msgs[] = {
  /* TRANSLATORS: the training page: a right move (%1$s, a token). */
  {"right", N_("Right: %1$s.")},
  /* TRANSLATORS: the training page: a move (%1$s) that is not right. */
  {"wrong", N_("%1$s is not right.")},
  /* TRANSLATORS: the training page: the opponent (%1$s, South or North)
     answers with move %2$s. */
  {"reply", N_("%1$s answers %2$s.")},
  /* TRANSLATORS: the training page: the exercise is solved. */
  {"solved", N_("Solved.")},
  /* TRANSLATORS: the training page: after the learner's wrong move, the
     opponent (%1$s) wins with the line %2$s. */
  {"refuted", N_("%1$s wins with %2$s.")},
  /* TRANSLATORS: the training page: after a wrong move, no forced win
     within %1$s (a count of moves: "2 moves"). */
  {"noWin", N_("After it there is no forced win within %1$s.")},
  /* TRANSLATORS: the training page: a move that saves the game: the
     opponent (%1$s) no longer wins within %2$s ("3 moves"). */
  {"held", N_("%1$s no longer wins within %2$s.")},
  /* TRANSLATORS: the training page's hint: the hole to play from. */
  {"hintHole", N_("Hint: play from %1$s.")},
  /* TRANSLATORS: the training page's second hint: the move itself. */
  {"hintMove", N_("Hint: play %1$s.")},
  /* TRANSLATORS: the training page: the engine's search needed more than
     its bound, so the move is not judged. */
  {"tooLong", N_("The search is too long for the page: not judged.")},
  /* TRANSLATORS: the training page, without its engine. */
  {"noEngine", N_("The engine of the page did not start: the exercises "
                  "cannot be checked.")},
  /* TRANSLATORS: the training page's progress: solved exercises (%1$d)
     of all (%2$d), and those due today (%3$d). */
  {"progress", N_("Solved %1$d of %2$d; due today: %3$d.")},
  /* TRANSLATORS: the training page: when the exercise comes back. */
  {"next", N_("Next review: %1$s.")},
  /* TRANSLATORS: the training page: the schedule of reviews. */
  {"in1h", N_("in an hour")}, {"in1d", N_("tomorrow")},
  {"in3d", N_("in 3 days")}, {"in1w", N_("in a week")},
  {"in2w", N_("in 2 weeks")}, {"in1m", N_("in a month")},
  /* TRANSLATORS: the training page: progress read from a file (%1$d
     exercises' histories). */
  {"imported", N_("Progress imported: %1$d exercises.")},
  /* TRANSLATORS: the training page: a file that is not a progress file. */
  {"badFile", N_("This file is not a training progress file.")},
  /* TRANSLATORS: the training page: the learner's moves, then the
     opponent's, to pick from. */
  {"yourMove", N_("Your move, %1$s:")},
  /* TRANSLATORS: the training page: nothing is due today. */
  {"noneDue", N_("Nothing is due today.")},
};

static void drill_msgs_json(bao_sink *f)
{
  size_t i;
  sink_puts(f, ",\"drill\":{");
  for (i = 0; i < sizeof drill_msgs / sizeof drill_msgs[0]; i++) {
    sink_printf(f, "%s\"%s\":", i ? "," : "", drill_msgs[i].key);
    html_json(f, _(drill_msgs[i].text));
  }
  sink_puts(f, "}");
}

static void puts_lines(bao_sink *f, const char *const *lines)
{
  for (; *lines; lines++)
    sink_puts(f, *lines);
}

/* ---- the head and the board ------------------------------------------------- */

static void head(bao_sink *f, int theme)
{
  char lang[32];
  sink_printf(f, "<!DOCTYPE html>\n<html lang=\"%s\" data-theme=\"%s\">\n"
              "<head>\n<meta charset=\"utf-8\" />\n<meta name=\"viewport\" "
              "content=\"width=device-width, initial-scale=1\" />\n",
              html_lang(lang, sizeof lang), html_theme_name(theme));
  /* nothing fetched, as the teaching page: the engine is compiled from
   * the page's own bytes */
  sink_puts(f, "<meta http-equiv=\"Content-Security-Policy\" content=\""
               "default-src 'none'; style-src 'unsafe-inline'; script-src "
               "'unsafe-inline' 'wasm-unsafe-eval'; img-src data:\" />\n");
  sink_printf(f, "<meta name=\"generator\" content=\"bao %s\" />\n<title>",
              BAO_VERSION);
  /* TRANSLATORS: the training page's title. */
  html_escape(f, _("Bao exercises"));
  sink_puts(f, "</title>\n<style>/*<![CDATA[*/\n");
  puts_lines(f, bao_asset_page_css);
  puts_lines(f, bao_asset_drill_css);
  sink_puts(f, "/*]]>*/</style>\n</head>\n");
}

/* Whether exercise e is of an AP record: its game's move is spelled in
 * AP's cells (a cell a1..h4, then '<' or '>'), which drill.c writes for
 * an AP record only; de Voogt's canonical tokens have L or R there. */
static int of_ap(const bao_drill_exercise *e)
{
  return e->played[0] >= 'a' && e->played[0] <= 'h' && e->played[1] >= '1' &&
         e->played[1] <= '4' && (e->played[2] == '<' || e->played[2] == '>');
}

static int board(bao_sink *f, const bao_drill_ctx *c, int theme)
{
  bao_diagram_opts o;
  bao_position start;
  const char *svg;
  bao_sink *mem = bao_sink_memory();
  int ok, dialect = BAO_DIALECT_DEVOOGT;
  if (!mem)
    return 0;
  memset(&o, 0, sizeof o);
  o.theme = theme == BAO_THEME_PRINT ? BAO_THEME_PRINT : BAO_THEME_LIGHT;
  if (c->n) {
    /* the first of the list: the lowest rating, first found */
    size_t i, first = 0;
    for (i = 1; i < c->n; i++)
      if (c->ex[i].rating < c->ex[first].rating)
        first = i;
    start = c->ex[first].pos;
    dialect = of_ap(&c->ex[first]) ? BAO_DIALECT_AP : BAO_DIALECT_DEVOOGT;
  } else
    bao_position_start(&start, NULL);
  sink_puts(f, "<div id=\"board\" class=\"board\" tabindex=\"-1\" "
               "role=\"group\" aria-label=\"");
  html_escape(f, _("Board"));
  sink_puts(f, "\">\n");
  ok = bao_diagram_svg_in(mem, &start, NULL, &o, dialect) &&
       (svg = bao_sink_text(mem, NULL)) != NULL;
  if (ok)
    sink_puts(f, strncmp(svg, "<?xml", 5) == 0 && strchr(svg, '\n')
                   ? strchr(svg, '\n') + 1 : svg);
  bao_sink_free(mem);
  sink_puts(f, "</div>\n");
  return ok;
}

static void text_button(bao_sink *f, const char *attrs, const char *label)
{
  sink_printf(f, "<button type=\"button\" %s>", attrs);
  html_escape(f, label);
  sink_puts(f, "</button>");
}

/* The board, what the learner is asked, the moves, the buttons. */
static int trainer(bao_sink *f, const bao_drill_ctx *c, int theme)
{
  sink_puts(f, "<section class=\"board-area trainer\" aria-labelledby=\""
               "task\">\n<h2 id=\"task\" class=\"task\" tabindex=\"-1\"></h2>\n"
               "<p id=\"task-from\" class=\"task-from\"></p>\n");
  if (!board(f, c, theme))
    return 0;
  sink_puts(f, "<p id=\"hands\" class=\"hands\"></p>\n"
               "<p id=\"sowing\" class=\"sowing\" aria-hidden=\"true\"></p>\n"
               "<p id=\"your-move\" class=\"your-move\"></p>\n"
               "<div id=\"legal\" class=\"legal\" role=\"group\" aria-label=\"");
  html_escape(f, _("Legal moves"));
  sink_puts(f, "\"></div>\n<div class=\"drill-actions\">");
  text_button(f, "id=\"hint\" class=\"wide\" aria-keyshortcuts=\"H\"",
              _("Hint"));
  /* TRANSLATORS: the training page's buttons: the exercise again from its
     start, and the next exercise. */
  text_button(f, "id=\"again\" class=\"wide\"", _("Again"));
  text_button(f, "id=\"next-ex\" class=\"wide\" aria-keyshortcuts=\"N\"",
              _("Next exercise"));
  sink_puts(f, "</div>\n<p id=\"verdict\" class=\"verdict\" "
               "aria-live=\"polite\"></p>\n</section>\n");
  return 1;
}

/* ---- the list of exercises ------------------------------------------------- */

/* The task in words: "South to move: find the win in 2 moves." */
static void task_words(bao_sink *f, const bao_drill_exercise *e)
{
  char n[16];
  const char *side = html_side_name(e->pos.to_move);
  snprintf(n, sizeof n, "%d", e->n);
  if (e->task == BAO_TASK_WIN)
    html_msg(f, dngettext(BAO_TEXTDOMAIN,
                          /* TRANSLATORS: an exercise: %1$s (South or
                             North) wins within %2$s moves. */
                          "%1$s to move: find the win in %2$s move.",
                          "%1$s to move: find the win in %2$s moves.",
                          (unsigned long)e->n), 0, HARGS(side, n));
  else
    html_msg(f, dngettext(BAO_TEXTDOMAIN,
                          /* TRANSLATORS: an exercise: find a move of %1$s
                             after which the opponent does not win within
                             %2$s moves. */
                          "%1$s to move: find a move that does not lose "
                          "within %2$s move.",
                          "%1$s to move: find a move that does not lose "
                          "within %2$s moves.", (unsigned long)e->n), 0,
             HARGS(side, n));
}

/* The game's variant, as `--variant` names it, and its rule options
 * when it has any: a learner of one variant is told which one a
 * position is of. */
static void variant_words(bao_sink *f, const bao_rules *r)
{
  char opts[512];
  const char *v = bao_variant_name(r->variant);
  int has = bao_rules_format(r, opts, sizeof opts) < sizeof opts && *opts;
  sink_puts(f, "<span class=\"variant\"");
  if (has) { /* the options in full on demand: they are long */
    sink_puts(f, " title=\"");
    html_escape(f, opts);
    sink_puts(f, "\"");
  }
  sink_puts(f, ">");
  /* TRANSLATORS: an exercise: the variant of Bao it is of (%1$s, as
     --variant names it: kiswahili, kujifunza ...). */
  html_msg(f, _("Game: %1$s"), 0, HARGS(v ? v : "kiswahili"));
  if (has)
    /* TRANSLATORS: after "Game: kiswahili": the record sets rule options
       of its own (shown when the pointer rests on it). */
    html_escape(f, _(", with the rule options of its record"));
  sink_puts(f, "</span>");
}

/* Where it comes from: the game, what was played there, its variant. */
static void origin_words(bao_sink *f, const bao_drill_exercise *e)
{
  char ply[24];
  snprintf(ply, sizeof ply, "%ld", e->ply);
  html_escape(f, e->game);
  sink_puts(f, " \xc2\xb7 ");
  if (e->origin == BAO_ORIGIN_RECORD)
    /* TRANSLATORS: an exercise read from a puzzle record. */
    html_escape(f, _("a puzzle record"));
  else if (e->origin == BAO_ORIGIN_MISSED_WIN)
    /* TRANSLATORS: an exercise: at ply %1$s the game went on with %2$s,
       which missed the win. */
    html_msg(f, _("ply %1$s: the game went on with %2$s and missed it"), 0,
             HARGS(ply, e->played));
  else if (e->origin == BAO_ORIGIN_BLUNDER)
    /* TRANSLATORS: an exercise: at ply %1$s the game's move %2$s lost. */
    html_msg(f, _("ply %1$s: the game went on with %2$s, which lost"), 0,
             HARGS(ply, e->played));
  else
    /* TRANSLATORS: an exercise: the position before ply %1$s. */
    html_msg(f, _("before ply %1$s"), 0, HARGS(ply));
  sink_puts(f, " \xc2\xb7 ");
  variant_words(f, &e->rules);
}

static void rules_attr(bao_sink *f, const bao_rules *r)
{
  char opts[512];
  const char *v = bao_variant_name(r->variant);
  sink_puts(f, " data-variant=\"");
  html_escape(f, v ? v : "kiswahili");
  sink_puts(f, "\" data-rules=\"");
  if (bao_rules_format(r, opts, sizeof opts) < sizeof opts)
    html_escape(f, opts);
  sink_puts(f, "\"");
}

static void exercise(bao_sink *f, const bao_drill_exercise *e, size_t index)
{
  char stars[64], label[16];
  int i;
  stars[0] = '\0';
  for (i = 1; i <= 5; i++)
    strcat(stars, i <= e->rating ? "\xe2\x98\x85" : "\xe2\x98\x86");
  snprintf(label, sizeof label, "%d", e->rating);
  sink_printf(f, "<li class=\"exercise\" data-exercise=\"%zu\" "
              "data-position=\"", index + 1);
  html_escape(f, e->position);
  sink_printf(f, "\" data-task=\"%s\" data-n=\"%d\" data-rating=\"%d\" "
              "data-ply=\"%ld\"", e->task == BAO_TASK_WIN ? "win" : "save",
              e->n, e->rating, e->origin == BAO_ORIGIN_RECORD ? 0L : e->ply);
  rules_attr(f, &e->rules);
  if (of_ap(e))
    sink_puts(f, " data-dialect=\"ap\"");
  sink_puts(f, "><button type=\"button\" class=\"open\"><span class=\"stars\" "
               "role=\"img\" aria-label=\"");
  /* TRANSLATORS: an exercise's difficulty, %1$s of 5. */
  html_msg(f, _("difficulty %1$s of 5"), 0, HARGS(label));
  sink_printf(f, "\">%s</span> <span class=\"what\">", stars);
  task_words(f, e);
  sink_puts(f, "</span> <span class=\"from\">");
  origin_words(f, e);
  sink_puts(f, "</span> <span class=\"state\"></span></button></li>\n");
}

/* The exercises' indexes by rating, then in the order found. */
static int by_rating(const void *a, const void *b, const bao_drill_ctx *c)
{
  size_t i = *(const size_t *)a, j = *(const size_t *)b;
  if (c->ex[i].rating != c->ex[j].rating)
    return c->ex[i].rating - c->ex[j].rating;
  return i < j ? -1 : i > j;
}

/* An insertion sort: stable, and no comparison context qsort lacks. */
static void order(const bao_drill_ctx *c, size_t *idx)
{
  size_t i, j, k;
  for (i = 0; i < c->n; i++) {
    k = i;
    for (j = i; j > 0 && by_rating(&k, &idx[j - 1], c) < 0; j--)
      idx[j] = idx[j - 1];
    idx[j] = k;
  }
}

static int list(bao_sink *f, const bao_drill_ctx *c)
{
  size_t i, *idx = c->n ? malloc(c->n * sizeof *idx) : NULL;
  if (c->n && !idx)
    return 0;
  order(c, idx);
  sink_puts(f, "<section class=\"panel drill-list\" aria-labelledby=\"list-h\">"
               "\n<h2 id=\"list-h\">");
  /* TRANSLATORS: the training page: the heading of the exercises. */
  html_escape(f, _("Exercises"));
  sink_puts(f, "</h2>\n<p id=\"progress\" class=\"progress\" "
               "aria-live=\"polite\"></p>\n<div class=\"drill-actions\">"
               "<label><input type=\"checkbox\" id=\"due-only\" /> ");
  /* TRANSLATORS: the training page: show only the exercises due today. */
  html_escape(f, _("Due today only"));
  sink_puts(f, "</label>");
  /* TRANSLATORS: the training page: save the progress as a file, and
     read it back. */
  text_button(f, "id=\"export-progress\" class=\"wide\"", _("Export progress"));
  sink_puts(f, "<label class=\"wide import\">");
  html_escape(f, _("Import progress"));
  sink_puts(f, " <input type=\"file\" id=\"import-progress\" "
               "accept=\"application/json,.json\" /></label></div>\n"
               "<ol id=\"exercises\" class=\"exercises\">\n");
  for (i = 0; i < c->n; i++)
    exercise(f, &c->ex[idx[i]], idx[i]);
  sink_puts(f, "</ol>\n</section>\n");
  free(idx);
  return 1;
}

/* ---- the page ------------------------------------------------------------------ */

/* board.js's data: the words of the first exercise's variant (the
 * nyumba and the mtaji stage, in the page's language), which its
 * captions use for every exercise; the sentences of the sowing. */
static void data(bao_sink *f, const bao_drill_ctx *c)
{
  const bao_words *w = bao_variant_words(c->n ? c->ex[0].rules.variant
                                              : BAO_KISWAHILI);
  sink_puts(f, "<script type=\"application/json\" id=\"bao-data\">{"
               "\"flip\":0,\"nyumba\":1,\"house\":");
  html_json(f, bao_game_word(w->house));
  sink_puts(f, ",\"mtaji\":");
  html_json(f, bao_game_word(w->mtaji));
  sink_puts(f, ",\n");
  html_messages_json(f, 64, 64);
  html_tell_json(f);
  drill_msgs_json(f);
  sink_puts(f, "}</script>\n");
}

static void engine_script(bao_sink *f, const bao_html_engine *e)
{
  sink_puts(f, "<script type=\"application/octet-stream\" id=\"bao-wasm\">\n");
  html_base64(f, e->wasm, e->wasm_size);
  sink_puts(f, "\n</script>\n<script type=\"module\">//<![CDATA[\n");
  puts_lines(f, e->module);
  sink_puts(f, "load(document.getElementById('bao-wasm').textContent).then(\n"
               "  (engine) => window.BaoDrill.engine(engine),\n"
               "  (e) => window.BaoDrill.engine(null, e));\n//]]></script>\n");
}

int bao_drill_page(bao_sink *f, const bao_drill_ctx *c,
                   const bao_html_engine *e, int theme)
{
  head(f, theme);
  sink_puts(f, "<body class=\"drill-page\">\n<a class=\"skip\" href=\"#task\">");
  html_escape(f, _("Skip to the board"));
  sink_puts(f, "</a>\n<header class=\"game-header\">\n<p class=\"kicker\">");
  /* TRANSLATORS: the line above the training page's heading. */
  html_escape(f, _("Bao \xc2\xb7 training on real games"));
  sink_puts(f, "</p>\n<h1>");
  html_escape(f, _("Bao exercises"));
  sink_puts(f, "</h1>\n</header>\n<main class=\"layout\">\n");
  if (!trainer(f, c, theme) || !list(f, c))
    return 0;
  sink_puts(f, "</main>\n<p id=\"announce\" class=\"visually-hidden\" "
               "aria-live=\"assertive\"></p>\n");
  data(f, c);
  sink_puts(f, "<script>//<![CDATA[\n");
  puts_lines(f, bao_asset_board_js);
  puts_lines(f, bao_asset_drill_js);
  sink_puts(f, "//]]></script>\n");
  if (e)
    engine_script(f, e);
  sink_puts(f, "</body>\n</html>\n");
  return sink_sync(f);
}
