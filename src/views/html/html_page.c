/* html_page.c - writes the teaching page of a game collected by html.c:
 * the head with the styles, the record's header, the board (the SVG of
 * bao_diagram_svg at the ply the page opens at), the controls, the box
 * where the learner tries other moves (with the engine), the chart, the
 * move list and the record's problems (html_moves.c), the game's data as
 * JSON (html_data.c) and the scripts (src/views/html/assets/: page.css, and board.js,
 * page.js, chart.js, explore.js in that order, embedded at build time),
 * then the engine when the page has one: bao.wasm in base64 and the ES
 * module bao.mjs as they are, with a few lines that hand the engine to
 * explore.js (module scripts run after the page is parsed).
 *
 * The page works without its script as a document (header, board, move
 * list, notes); the script makes it step.  Record text goes out through
 * two escapers only (html_text.c): html_escape() for the markup and
 * html_json() for the data, which also escapes '<', '>' and '&' so that
 * nothing in a string can close the <script> element it sits in.
 *
 * The page speaks the reader's language (i18n.h): its own words are
 * messages, translated here or, for the script, handed to it translated
 * (html_text.c); <html lang> says which language that is.  Translations
 * go out through the same escapers as record text. */
#include <stdlib.h>
#include <string.h>

#include "bao_assets.h"
#include "html_page.h"
#include "base/i18n.h"

/* ---- the pieces of the page ---------------------------------------------------- */

const char *html_side_name(int side)
{
  return side == BAO_SOUTH ? _("South") : _("North");
}

const char *html_theme_name(int theme)
{
  static const char *const names[] = {"light", "dark", "print"};
  return theme >= 0 && theme <= BAO_THEME_PRINT ? names[theme] : "auto";
}

static void puts_lines(bao_sink *f, const char *const *lines)
{
  for (; *lines; lines++)
    sink_puts(f, *lines);
}

/* The ply the page opens at: the option, at most the last ply. */
size_t html_opening_ply(const bao_html_game *g, const bao_html_ctx *c)
{
  return c->ply < 0 ? 0 : (size_t)c->ply > g->n ? g->n : (size_t)c->ply;
}

static void style(bao_sink *f)
{
  puts_lines(f, bao_asset_page_css);
  puts_lines(f, bao_asset_guess_css);
  puts_lines(f, bao_asset_play_css);
}

static void scripts(bao_sink *f, const bao_html_engine *engine)
{
  puts_lines(f, bao_asset_board_js);
  puts_lines(f, bao_asset_page_js);
  puts_lines(f, bao_asset_chart_js);
  puts_lines(f, bao_asset_explore_js);
  puts_lines(f, bao_asset_guess_js);
  if (engine)
    html_play_worker(f);
  puts_lines(f, bao_asset_play_js);
  puts_lines(f, bao_asset_primer_js);
}

/* html.h */
int bao_html_script_write(bao_sink *f, const bao_html_engine *engine)
{
  scripts(f, engine);
  return sink_sync(f);
}

int bao_html_style_write(bao_sink *f)
{
  style(f);
  return sink_sync(f);
}

static void head(bao_sink *f, const bao_html_game *g, const bao_html_ctx *c)
{
  const char *s = bao_game_tag(g->game, "south");
  const char *n = bao_game_tag(g->game, "north");
  const char *date = bao_game_tag(g->game, "date");
  const char *site = bao_game_tag(g->game, "site");
  char lang[32];
  sink_printf(f, "<!DOCTYPE html>\n<html lang=\"%s\" data-theme=\"%s\">\n"
              "<head>\n<meta charset=\"utf-8\" />\n"
              "<meta name=\"viewport\" content=\"width=device-width, "
              "initial-scale=1\" />\n", html_lang(lang, sizeof lang),
              html_theme_name(c->theme));
  /* Nothing may be fetched: no image, font, style sheet, script or
   * connection from anywhere; only what is inline here runs (and, with
   * the engine, the WebAssembly compiled from the page's own bytes). */
  sink_printf(f, "<meta http-equiv=\"Content-Security-Policy\" content=\""
              "default-src 'none'; style-src 'unsafe-inline'%s; script-src "
              "'unsafe-inline'%s%s; img-src data:%s\" />\n",
              c->style_src ? " 'self'" : "",
              c->engine ? " 'wasm-unsafe-eval'" : "",
              /* files beside the page (engine_src, script_src) */
              (c->engine && c->engine_src) || c->script_src ? " 'self'" : "",
              /* the computer's search in a worker made from a
               * Blob of the page's own text (html_play.c) */
              c->engine ? "; worker-src blob:" : "");
  sink_printf(f, "<meta name=\"generator\" content=\"bao %s\" />\n<title>",
              BAO_VERSION);
  html_escape(f, s ? s : html_side_name(BAO_SOUTH));
  sink_puts(f, " \xe2\x80\x93 ");
  html_escape(f, n ? n : html_side_name(BAO_NORTH));
  if (date || site) {
    sink_puts(f, " (");
    html_escape(f, site ? site : "");
    sink_puts(f, site && date ? ", " : "");
    html_escape(f, date ? date : "");
    sink_puts(f, ")");
  }
  sink_puts(f, " \xc2\xb7 Bao</title>\n");
  if (c->style_src) {
    sink_puts(f, "<link rel=\"stylesheet\" href=\"");
    html_escape(f, c->style_src);
    sink_puts(f, "\" />\n</head>\n");
    return;
  }
  sink_puts(f, "<style>/*<![CDATA[*/\n");
  style(f);
  sink_puts(f, "/*]]>*/</style>\n</head>\n");
}

/* The tags in a reader's order, with their labels; others follow in the
 * record's order under their own key. */
static const char *const tag_order[][2] = {
  /* TRANSLATORS: the labels of a record's header on the page: the event
     (a tournament), the place, the date, the round ... */
  {"event", N_("Event")}, {"site", N_("Place")}, {"date", N_("Date")},
  {"round", N_("Round")}, {"result", N_("Result")},
  /* TRANSLATORS: the game played: a variant's name. */
  {"variant", N_("Game")},
  /* TRANSLATORS: the rule options of the record. */
  {"rules", N_("Rules")}, {"source", N_("Source")},
  {"annotator", N_("Annotator")},
  /* TRANSLATORS: the notation of the record's moves (a dialect). */
  {"dialect", N_("Notation")}};

static int tag_known(const char *key)
{
  size_t i;
  if (strcmp(key, "south") == 0 || strcmp(key, "north") == 0)
    return 1;
  for (i = 0; i < sizeof tag_order / sizeof tag_order[0]; i++)
    if (strcmp(key, tag_order[i][0]) == 0)
      return 1;
  return 0;
}

/* Tags kept for the record's round trip, not for a reader: an AP Game
 * Record's "ap-*" (JSON kept as it was: ap_read.c) and the site's user
 * ids of the players, whose names the heading already shows.  They stay
 * in the record and in exports (explore.js's header writes data.tags). */
static int tag_raw(const char *key)
{
  size_t n = strlen(key);
  return strncmp(key, "ap-", 3) == 0 ||
         (n > 7 && strcmp(key + n - 7, "-userid") == 0);
}

static void tag_item(bao_sink *f, const char *label, const char *value)
{
  sink_puts(f, "<div><dt>");
  html_escape(f, label);
  sink_puts(f, "</dt><dd><bdi>");
  html_escape(f, value);
  sink_puts(f, "</bdi></dd></div>\n");
}

static void player(bao_sink *f, const bao_html_game *g, int side)
{
  const char *name = bao_game_tag(g->game, side ? "north" : "south");
  sink_printf(f, "<span class=\"player %s\"><bdi>", side ? "north" : "south");
  html_escape(f, name ? name : html_side_name(side));
  sink_puts(f, "</bdi> <small>(");
  html_escape(f, html_side_name(side));
  sink_puts(f, ")</small></span>");
}

static void header(bao_sink *f, const bao_html_game *g)
{
  const bao_game *gm = g->game;
  const char *v;
  size_t i;
  sink_puts(f, "<header class=\"game-header\">\n<p class=\"kicker\">");
  /* TRANSLATORS: the line above the players' names on the page. */
  html_escape(f, _("Bao \xc2\xb7 a game move by move"));
  sink_puts(f, "</p>\n<h1>");
  player(f, g, BAO_SOUTH);
  sink_puts(f, " <span class=\"vs\">\xe2\x80\x93</span> ");
  player(f, g, BAO_NORTH);
  sink_puts(f, "</h1>\n<dl class=\"tags\">\n");
  for (i = 0; i < sizeof tag_order / sizeof tag_order[0]; i++)
    if ((v = bao_game_tag(gm, tag_order[i][0])) != NULL)
      tag_item(f, _(tag_order[i][1]), v);
  for (i = 0; i < gm->n_tags; i++)
    if (!tag_known(gm->tags[i].key) && !tag_raw(gm->tags[i].key))
      tag_item(f, gm->tags[i].key, gm->tags[i].value);
  sink_puts(f, "</dl>\n</header>\n");
}

/* The board at ply k: bao_diagram_svg's drawing, with the marks of ply k,
 * inline (its XML declaration dropped). */
static int board_svg(bao_sink *f, const bao_html_game *g, const bao_html_ctx *c,
                     size_t k)
{
  bao_diagram_opts o;
  bao_marks m;
  bao_ply_report rep;
  bao_outcome played;
  bao_events ev;
  const char *svg, *body;
  bao_sink *mem = bao_sink_memory();
  int ok;
  if (!mem)
    return 0;
  memset(&o, 0, sizeof o);
  o.flip = c->flip;
  o.theme = c->theme == BAO_THEME_PRINT ? BAO_THEME_PRINT : BAO_THEME_LIGHT;
  if (k > 0) {
    memset(&rep, 0, sizeof rep);
    memset(&played, 0, sizeof played);
    bao_events_init(&ev);
    ev.ev = g->ev + g->ply[k - 1].ev_first;
    ev.count = g->ply[k - 1].ev_count;
    rep.outcome = &played;
    rep.before = &g->pos[k - 1];
    rep.after = &g->pos[k];
    rep.events = &ev;
    bao_marks_of(&rep, &m);
  }
  ok = bao_diagram_svg_in(mem, &g->pos[k], k > 0 ? &m : NULL, &o,
                          g->dialect) &&
       (svg = bao_sink_text(mem, NULL)) != NULL;
  if (ok) {
    body = strncmp(svg, "<?xml", 5) == 0 && strchr(svg, '\n')
             ? strchr(svg, '\n') + 1 : svg;
    sink_puts(f, body);
  }
  bao_sink_free(mem);
  return ok;
}

/* The controls' icons: small inline SVG paths (24 x 24), never fonts;
 * `text`, when not NULL, is shown beside the icon. */
static void button(bao_sink *f, const char *attrs, const char *label,
                   const char *path, const char *text)
{
  sink_printf(f, "<button type=\"button\" %s aria-label=\"", attrs);
  html_escape(f, label);
  sink_puts(f, "\" title=\"");
  html_escape(f, label);
  sink_printf(f, "\"><svg viewBox=\"0 0 24 24\" aria-hidden=\"true\">"
              "<path d=\"%s\"/></svg>", path);
  if (text) {
    sink_puts(f, "<span class=\"label\">");
    html_escape(f, text);
    sink_puts(f, "</span>");
  }
  sink_puts(f, "</button>\n");
}

static void controls(bao_sink *f)
{
  sink_puts(f, "<div class=\"controls\" role=\"toolbar\" aria-label=\"");
  /* TRANSLATORS: the page's buttons, as a toolbar: its name. */
  html_escape(f, _("Step through the game"));
  sink_puts(f, "\" aria-controls=\"board\">\n");
  /* TRANSLATORS: the buttons' names; the key that does the same is in
     brackets. */
  button(f, "data-go=\"start\"", _("Start (Home)"),
         "M5 4h3v16H5zM19 4v16L9 12z", NULL);
  button(f, "data-go=\"back10\"", _("Ten plies back (Page Up)"),
         "M12 5v14L3 12zM21 5v14l-9-7z", NULL);
  button(f, "data-go=\"back\"", _("One ply back (Left arrow)"),
         "M17 5v14L7 12z", NULL);
  button(f, "data-go=\"next\"", _("One ply forward (Right arrow)"),
         "M7 5v14l10-7z", NULL);
  button(f, "data-go=\"fwd10\"", _("Ten plies forward (Page Down)"),
         "M3 5v14l9-7zM12 5v14l9-7z", NULL);
  button(f, "data-go=\"end\"", _("End (End)"),
         "M5 4v16l10-8zM16 4h3v16h-3z", NULL);
  button(f, "id=\"play\" class=\"wide\" aria-pressed=\"false\"",
         _("Play the game (Space)"), "M6 4v16l13-8z", _("Play"));
  button(f, "id=\"flip\" class=\"wide\" aria-pressed=\"false\"",
         _("Flip the board (F)"),
         "M7 3 2.5 8H6v9h2V8h3.5zM17 21l4.5-5H18V7h-2v9h-3.5z",
         /* TRANSLATORS: the button that turns the board round. */
         _("Flip"));
  sink_puts(f, "</div>\n");
}

void html_th_col(bao_sink *f, const char *label)
{
  sink_puts(f, "<th scope=\"col\">");
  html_escape(f, label);
  sink_puts(f, "</th>");
}

static void counts(bao_sink *f, const bao_html_game *g)
{
  int side;
  sink_puts(f, "<table class=\"counts\">\n<caption class=\"visually-hidden\">");
  /* TRANSLATORS: the table of seeds under the board: its caption and the
     heads of its columns. */
  html_escape(f, _("Seeds per side"));
  sink_puts(f, "</caption>\n<thead><tr>");
  html_th_col(f, _("Side"));
  html_th_col(f, _("In hand"));
  html_th_col(f, _("On the board"));
  html_th_col(f, _("In all"));
  sink_puts(f, "</tr></thead>\n<tbody>\n");
  for (side = 0; side < 2; side++) {
    const char *k = side ? "N" : "S";
    sink_printf(f, "<tr id=\"row-%s\"><th scope=\"row\">", k);
    player(f, g, side);
    sink_printf(f, "<span class=\"to-move\" id=\"to-move-%s\"></span></th>"
                "<td id=\"hand-%s\"></td><td id=\"board-%s\"></td>"
                "<td id=\"all-%s\"></td></tr>\n", k, k, k, k);
  }
  sink_puts(f, "</tbody>\n</table>\n");
}

/* The key to the marks, drawn with the board's own classes so that it
 * takes the theme as the board does: the label is message `msg` with
 * `word` as its %1$s. */
static void key(bao_sink *f, const char *msg, const char *word,
                const char *drawing)
{
  sink_printf(f, "<li><svg viewBox=\"0 0 26 20\" class=\"bao-diagram\" "
              "aria-hidden=\"true\">%s</svg>", drawing);
  html_msg(f, msg, 0, HARGS(word ? word : ""));
  sink_puts(f, "</li>\n");
}

/* The key to the marks; with `engine`, the holes of the legal moves and
 * of the hint's move too. */
static void keys(bao_sink *f, const bao_html_game *g, int engine)
{
  const char *house =
    bao_game_word(bao_variant_words(g->rules.variant)->house);
  sink_puts(f, "<ul class=\"key\" aria-label=\"");
  /* TRANSLATORS: the key to the marks drawn on the board: its name, then
     each mark's label. */
  html_escape(f, _("Key to the marks on the board"));
  sink_puts(f, "\">\n");
  key(f, _("seed from hand"), NULL, "<g class=\"placed\"><circle "
      "class=\"outline\" cx=\"13\" cy=\"10\" r=\"7\" fill=\"none\" "
      "stroke-width=\"3\"/></g>");
  key(f, _("captured"), NULL, "<g class=\"captured\"><path "
      "d=\"M7 4L19 16M7 16L19 4\" fill=\"none\" stroke-width=\"3\"/></g>");
  key(f, _("seeds gained"), NULL, "<g class=\"delta delta-pos\"><rect "
      "x=\"1\" y=\"2\" width=\"24\" height=\"16\" rx=\"8\" "
      "stroke-width=\"2\"/><text x=\"13\" y=\"14\" font-size=\"12\" "
      "font-weight=\"bold\" text-anchor=\"middle\">+n</text></g>");
  key(f, _("seeds lost"), NULL, "<g class=\"delta delta-neg\"><rect "
      "x=\"1\" y=\"2\" width=\"24\" height=\"16\" rx=\"1\" "
      "stroke-width=\"2\"/><text x=\"13\" y=\"14\" font-size=\"12\" "
      "font-weight=\"bold\" text-anchor=\"middle\">&#x2212;n</text></g>");
  key(f, _("first lap"), NULL, "<g class=\"arrow\"><line x1=\"2\" "
      "y1=\"10\" x2=\"15\" y2=\"10\" stroke-width=\"5\"/><polygon "
      "points=\"25,10 15,3 15,17\"/></g>");
  key(f, _("takasia"), NULL, "<g class=\"takasia\"><circle "
      "class=\"outline\" cx=\"13\" cy=\"10\" r=\"7\" fill=\"none\" "
      "stroke-width=\"3\" stroke-dasharray=\"4 3\"/></g>");
  if (BAO_HAS(&g->rules, BAO_F_NYUMBA)) {
    key(f, "%1$s", house, "<g class=\"pit nyumba intact functional\"><rect "
        "class=\"hole\" x=\"4\" y=\"1\" width=\"18\" height=\"18\" "
        "rx=\"3\"/><rect class=\"hole-inner\" x=\"8\" y=\"5\" "
        "width=\"10\" height=\"10\" rx=\"1\" fill=\"none\" "
        "stroke-width=\"1.5\"/></g>");
    /* TRANSLATORS: the mark of a nyumba (%1$s) holding fewer than 6
       seeds. */
    key(f, _("%1$s under 6"), house, "<g class=\"pit nyumba intact\"><rect "
        "class=\"hole\" x=\"4\" y=\"1\" width=\"18\" height=\"18\" "
        "rx=\"3\"/></g>");
    /* TRANSLATORS: the mark of a destroyed nyumba (%1$s). */
    key(f, _("destroyed %1$s"), house, "<g class=\"pit nyumba destroyed\">"
        "<rect class=\"hole\" x=\"4\" y=\"1\" width=\"18\" "
        "height=\"18\" rx=\"3\"/></g>");
  }
  if (engine) {
    /* TRANSLATORS: the key: the holes of the legal moves, and of the
       winning move the hint found. */
    key(f, _("legal move"), NULL, "<g class=\"legal\"><circle class=\"hole\" "
        "cx=\"13\" cy=\"10\" r=\"7\" fill=\"none\"/></g>");
    key(f, _("hint"), NULL, "<g class=\"hint\"><circle class=\"hole\" "
        "cx=\"13\" cy=\"10\" r=\"6\" fill=\"none\"/></g>");
  }
  sink_puts(f, "</ul>\n");
}

static int board_area(bao_sink *f, const bao_html_game *g,
                      const bao_html_ctx *c)
{
  size_t k = html_opening_ply(g, c);
  char line[BAO_LINE_MAX];
  /* TRANSLATORS: the board's name, for screen readers. */
  const char *board = _("Board");
  bao_position_format(&g->pos[k], line, sizeof line);
  sink_puts(f, "<section class=\"board-area\" aria-label=\"");
  html_escape(f, board);
  sink_printf(f, "\">\n<div id=\"board\" class=\"board%s\" tabindex=\"0\" "
              "role=\"group\" aria-roledescription=\"",
              c->flip ? " flipped" : "");
  html_escape(f, _("Bao board"));
  sink_puts(f, "\" aria-label=\"");
  html_escape(f, board);
  sink_printf(f, "\" aria-describedby=\"keys-help\" data-ply=\"%zu\" "
              "data-position=\"", k);
  html_escape(f, line);
  sink_puts(f, "\">\n");
  if (!board_svg(f, g, c, k))
    return 0;
  sink_puts(f, "</div>\n");
  keys(f, g, c->engine != NULL);
  sink_puts(f, "<p id=\"sowing\" class=\"sowing\" aria-hidden=\"true\"></p>\n");
  controls(f);
  sink_puts(f, "<p id=\"keys-help\" class=\"help\">");
  /* TRANSLATORS: the keys of the page; the keys' own names (Page Up, Home,
     F, Space) are those printed on keyboards. */
  html_escape(f, _("Keys: \xe2\x86\x90 \xe2\x86\x92 one ply, Page Up / Page Down "
            "ten, Home / End the start and the end, F flips the board, "
            "Space plays."));
  sink_puts(f, "</p>\n");
  counts(f, g);
  sink_puts(f, "<details class=\"board-text\"><summary>");
  /* TRANSLATORS: the board as text (for screen readers and copying). */
  html_escape(f, _("Text version of the board"));
  sink_puts(f, "</summary>\n<pre id=\"board-text\"></pre>\n</details>\n"
               "</section>\n");
  return 1;
}

/* An <option> of a <select>: value, label, selected. */
static void option(bao_sink *f, const char *value, const char *label, int on)
{
  sink_printf(f, "<option value=\"%s\"%s>", value,
              on ? " selected=\"selected\"" : "");
  html_escape(f, label);
  sink_puts(f, "</option>");
}

/* A diagram every `n` plies in print: "every 10 plies". */
static void every_option(bao_sink *f, int n, int on)
{
  char value[16];
  snprintf(value, sizeof value, "%d", n);
  sink_printf(f, "<option value=\"%d\"%s>", n,
              on ? " selected=\"selected\"" : "");
  html_msg(f, dngettext(BAO_TEXTDOMAIN,
                        /* TRANSLATORS: the settings: a diagram every %1$d
                           plies in print. */
                        "every %1$d ply", "every %1$d plies",
                        (unsigned long)n), 0, HARGS(value));
  sink_puts(f, "</option>");
}

static void settings(bao_sink *f)
{
  sink_puts(f, "<details class=\"settings\"><summary>");
  /* TRANSLATORS: the page's settings: the heading, then each setting. */
  html_escape(f, _("Settings"));
  sink_puts(f, "</summary>\n<div class=\"settings-grid\">\n<label><input "
               "type=\"checkbox\" id=\"animate\" checked=\"checked\" /> ");
  html_escape(f, _("Show the sowing seed by seed"));
  sink_puts(f, "</label>\n<label>");
  html_escape(f, _("Speed"));
  sink_puts(f, " <select id=\"speed\">");
  option(f, "0.5", _("slow"), 0);
  option(f, "1", _("normal"), 1);
  option(f, "2", _("fast"), 0);
  option(f, "4", _("very fast"), 0);
  sink_puts(f, "</select></label>\n<label>");
  html_escape(f, _("Theme"));
  sink_puts(f, " <select id=\"theme\">");
  /* TRANSLATORS: the theme: as the reader's system is set (light or
     dark). */
  option(f, "auto", _("as the system"), 0);
  option(f, "light", _("light"), 0);
  option(f, "dark", _("dark"), 0);
  /* TRANSLATORS: the theme for paper: line art. */
  option(f, "print", _("print"), 0);
  sink_puts(f, "</select></label>\n<label>");
  html_escape(f, _("Diagrams when printing"));
  sink_puts(f, " <select id=\"print-every\">");
  every_option(f, 5, 0);
  every_option(f, 10, 1);
  every_option(f, 20, 0);
  /* TRANSLATORS: no diagram when printing. */
  option(f, "0", _("none"), 0);
  sink_puts(f, "</select></label>\n<button type=\"button\" id=\"print\" "
               "class=\"wide\">");
  /* TRANSLATORS: the button that prints the page. */
  html_escape(f, _("Print\xe2\x80\xa6"));
  sink_puts(f, "</button>\n</div>\n</details>\n");
}

/* A button with a text label. */
static void text_button(bao_sink *f, const char *attrs, const char *label)
{
  sink_printf(f, "<button type=\"button\" %s>", attrs);
  html_escape(f, label);
  sink_puts(f, "</button>");
}

/* The learner's corner, with the engine: the legal moves (the script
 * fills them in), a hint, the lines played and their record. */
static void explore(bao_sink *f)
{
  sink_puts(f, "<section id=\"explore\" class=\"explore\" "
               "data-state=\"loading\" aria-labelledby=\"explore-h\">\n"
               "<h2 id=\"explore-h\">");
  /* TRANSLATORS: the box where the learner plays other moves than the
     game's: its heading, its help, its buttons. */
  html_escape(f, _("Try another move"));
  sink_puts(f, "</h2>\n<p id=\"explore-help\" class=\"explore-help\">");
  html_escape(f, _("Click a highlighted hole, or pick a move below: it is "
                   "sown on the board, and you play on for either side."));
  sink_puts(f, "</p>\n<div id=\"legal\" class=\"legal\" role=\"group\" "
               "aria-label=\"");
  html_escape(f, _("Legal moves"));
  sink_puts(f, "\"></div>\n<div class=\"explore-actions\">");
  text_button(f, "id=\"hint\" class=\"wide\"", _("Hint"));
  sink_puts(f, "</div>\n<p id=\"hint-text\" class=\"hint-text\" "
               "aria-live=\"polite\"></p>\n"
               "<div id=\"mine\" class=\"mine\"></div>\n"
               "<details id=\"export\" class=\"export\"><summary>");
  html_escape(f, _("Your lines as a record"));
  sink_puts(f, "</summary>\n<p class=\"explore-help\">");
  html_escape(f, _("The game with the lines you played as its variations, "
                   "in YAML: save it and open it with bao."));
  sink_puts(f, "</p>\n<textarea id=\"export-text\" readonly=\"readonly\" "
               "rows=\"8\" spellcheck=\"false\" aria-label=\"");
  html_escape(f, _("Your lines as a record"));
  sink_puts(f, "\"></textarea>\n");
  text_button(f, "id=\"download\" class=\"wide\"", _("Download"));
  sink_puts(f, "\n</details>\n</section>\n");
}

/* The chart of both sides' seeds and moves (chart.js draws it). */
static void chart(bao_sink *f)
{
  sink_puts(f, "<section class=\"chart-box\" aria-labelledby=\"chart-h\">\n"
               "<h2 id=\"chart-h\">");
  /* TRANSLATORS: the heading of the chart of seeds and moves per ply. */
  html_escape(f, _("How the game turned"));
  sink_puts(f, "</h2>\n<div id=\"chart\" class=\"chart\"></div>\n"
               "<p id=\"chart-now\" class=\"chart-now\"></p>\n</section>\n");
}

static void panel(bao_sink *f, const bao_html_game *g, const bao_html_ctx *c)
{
  sink_puts(f, "<section class=\"panel\">\n<section class=\"now\" "
               "aria-labelledby=\"now-title\">\n<h2 id=\"now-title\">");
  /* TRANSLATORS: the heading beside the board before the first move. */
  html_escape(f, _("The start"));
  sink_puts(f, "</h2>\n<p id=\"now-mark\" class=\"now-mark\"></p>\n"
               "<p id=\"annotation\" class=\"annotation\"></p>\n"
               "<details id=\"steps\" class=\"steps\" hidden=\"hidden\">"
               "<summary id=\"steps-said\"></summary>"
               "<p id=\"steps-text\"></p></details>\n"
               "<p id=\"record-text\" class=\"record-text\"></p>\n"
               "<ul id=\"ply-problems\" class=\"ply-problems\"></ul>\n"
               "<details id=\"details\" class=\"details\" hidden=\"hidden\">"
               "<summary>");
  /* TRANSLATORS: the page folds the analysis' notes on a move (how deep
     its search went, what the engine could not judge) under this. */
  html_escape(f, _("Details of the analysis"));
  sink_puts(f, "</summary><ul id=\"details-text\"></ul></details>\n");
  /* TRANSLATORS: the button that leaves a variation or the learner's own
     line for the game's. */
  text_button(f, "id=\"to-game\" class=\"wide\" hidden=\"hidden\"",
              _("Back to the game"));
  html_primer_link(f);
  sink_puts(f, "\n</section>\n");
  if (c->engine)
    explore(f);
  if (c->engine)
    html_guess(f);
  if (c->engine)
    html_play(f);
  chart(f);
  html_engine_graph(f, g);
  html_move_list(f, g);
  html_problems(f, g);
  settings(f);
  sink_puts(f, "</section>\n");
}

/* The engine: bao.wasm in base64, then bao.mjs as it is and the lines
 * that hand what load() gives to explore.js (BaoPage.engine). */
static void engine(bao_sink *f, const bao_html_engine *e, const char *src)
{
  sink_puts(f, "<script type=\"application/octet-stream\" id=\"bao-wasm\">\n");
  if (!src)
    html_base64(f, e->wasm, e->wasm_size);
  sink_puts(f, "\n</script>\n");
  if (src) { /* a classic script: a module's would not load from file:// */
    sink_puts(f, "<script src=\"");
    html_escape(f, src);
    sink_puts(f, "\"></script>\n");
  }
  sink_puts(f, "<script type=\"module\">//<![CDATA[\n");
  puts_lines(f, e->module);
  sink_puts(f, "load(document.getElementById('bao-wasm').textContent).then(\n"
               "  (engine) => window.BaoPage.engine(engine),\n"
               "  (e) => window.BaoPage.engine(null, e));\n"
               "//]]></script>\n");
}

/* html.h: the bytes as one template string (base64 in lines holds no
 * backquote, backslash or "${") put where the page's element expects
 * them. */
int bao_html_engine_write(bao_sink *f, const bao_html_engine *e)
{
  sink_printf(f, "/* bao %s: the engine (WebAssembly, base64) of the "
              "pages beside this file */\ndocument.getElementById("
              "'bao-wasm').textContent =\n`", BAO_VERSION);
  html_base64(f, e->wasm, e->wasm_size);
  sink_puts(f, "`;\n");
  return sink_sync(f);
}

/* html.h: the primer's markup as one template string, '\\', '`' and '$'
 * escaped, put before the script element that runs it (a classic
 * script runs as the page is read, before the page's own scripts). */
int bao_html_primer_write(bao_sink *f, int variant)
{
  bao_html_game g;
  bao_sink *m = bao_sink_memory();
  const char *t;
  size_t n = 0, i;
  int ok;
  memset(&g, 0, sizeof g);
  g.rules.variant = (uint8_t)variant;
  ok = m && html_primer(m, &g) && (t = bao_sink_text(m, &n)) != NULL;
  sink_printf(f, "/* bao %s: the rules primer of the pages beside this "
              "file */\ndocument.currentScript.insertAdjacentHTML("
              "'beforebegin', `", BAO_VERSION);
  for (i = 0; ok && i < n; i++) {
    if (t[i] == '\\' || t[i] == '`' || t[i] == '$')
      sink_putc(f, '\\');
    sink_putc(f, t[i]);
  }
  sink_puts(f, "`);\n");
  bao_sink_free(m);
  return ok && sink_sync(f);
}

/* A site's links (bao_html_nav), before the game's header. */
static void site_nav(bao_sink *f, const bao_html_nav *nav)
{
  const char *href[3], *label[3];
  int i;
  href[0] = nav->index;
  href[1] = nav->prev;
  href[2] = nav->next;
  /* TRANSLATORS: the links at the top of a game's page in a site of many
     games: to the table of games, to the game before and to the next. */
  label[0] = _("All games");
  label[1] = _("Previous game");
  label[2] = _("Next game");
  sink_puts(f, "<nav class=\"site-nav\">");
  for (i = 0; i < 3; i++)
    if (href[i]) {
      sink_puts(f, i ? " <a href=\"" : "<a href=\"");
      html_escape(f, href[i]);
      sink_printf(f, "\" rel=\"%s\">", i == 0 ? "index" : i == 1 ? "prev"
                                                           : "next");
      html_escape(f, label[i]);
      sink_puts(f, "</a>");
    }
  if (nav->copies) {
    sink_puts(f, " <span class=\"copies\">");
    /* TRANSLATORS: on a game's page of a site: the other records of the
       same game, %1$s their names ("a.txt #1, b.yaml #2"). */
    html_msg(f, _("The same game is also in %1$s."), 0,
             HARGS(nav->copies));
    sink_puts(f, "</span>");
  }
  sink_puts(f, "</nav>\n");
}

int html_page_write(bao_sink *f, const bao_html_game *g, const bao_html_ctx *c)
{
  char version[64];
  head(f, g, c);
  sink_puts(f, "<body>\n<a class=\"skip\" href=\"#board\">");
  /* TRANSLATORS: a link for keyboard users, first on the page. */
  html_escape(f, _("Skip to the board"));
  sink_puts(f, "</a>\n");
  if (c->nav)
    site_nav(f, c->nav);
  header(f, g);
  sink_puts(f, "<main class=\"layout\">\n");
  if (!board_area(f, g, c))
    return 0;
  panel(f, g, c);
  sink_puts(f, "</main>\n");
  if (c->primer_src) { /* the variant's primer, in a file beside */
    sink_puts(f, "<script src=\"");
    html_escape(f, c->primer_src);
    html_escape(f, bao_variant_name(g->rules.variant));
    sink_puts(f, ".js\"></script>\n");
  } else if (!html_primer(f, g)) {
    return 0;
  }
  /* printed only: the script draws a diagram every K plies in it */
  sink_puts(f, "<section class=\"print-only\" aria-hidden=\"true\">\n<h2>");
  /* TRANSLATORS: the heading of the diagrams printed with the page. */
  html_escape(f, _("Diagrams"));
  sink_puts(f, "</h2>\n");
  keys(f, g, 0);
  sink_puts(f, "<div id=\"print-diagrams\"></div>\n</section>\n"
               "<p id=\"announce\" class=\"visually-hidden\" "
               "aria-live=\"polite\"></p>\n"
               "<footer class=\"page-footer\"><p>");
  snprintf(version, sizeof version, "bao %s", BAO_VERSION);
  /* TRANSLATORS: the page's footer: %1$s is "bao 0.1.0", %2$s the
     command "bao diagram" (set as code). */
  html_msg(f, _("Made with %1$s from the record; the board is the drawing "
                "of %2$s."), 2, HARGS(version, "<code>bao diagram</code>"));
  sink_puts(f, "</p></footer>\n");
  html_data(f, g, c);
  /* the CDATA markers make the page well-formed XML as well as HTML,
   * which tests check with xmllint; to a browser they are comments */
  if (c->script_src) {
    sink_puts(f, "<script src=\"");
    html_escape(f, c->script_src);
    sink_puts(f, "\"></script>\n");
  }
  sink_puts(f, "<script>//<![CDATA[\n");
  if (!c->script_src)
    scripts(f, c->engine);
  sink_puts(f, "window.BaoPage.start();\n//]]></script>\n");
  if (c->engine)
    engine(f, c->engine, c->engine_src);
  sink_puts(f, "</body>\n</html>\n");
  return sink_sync(f); /* the page handed on whole, as ever */
}
