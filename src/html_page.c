/* html_page.c - writes the teaching page of a game collected by html.c:
 * the head with the styles, the record's header, the board (the SVG of
 * bao_diagram_svg at the ply the page opens at), the controls, the move
 * list, the record's notes and problems, the game's data as JSON and the
 * script (src/html/page.css and page.js, embedded at build time).
 *
 * The page works without its script as a document (header, board, move
 * list, notes); the script makes it step.  Record text goes out through
 * two escapers only: html() for the markup and json() for the data, which
 * also escapes '<', '>' and '&' so that nothing in a string can close the
 * <script> element it sits in. */
#define _POSIX_C_SOURCE 200809L /* open_memstream */
#include <stdlib.h>
#include <string.h>

#include "bao_assets.h"
#include "html_page.h"

/* ---- escaping ------------------------------------------------------------- */

/* The length of the valid UTF-8 character at s (n bytes left) and its code
 * point, or 0 for a byte that starts none. */
static size_t utf8_next(const unsigned char *s, size_t n, unsigned long *cp)
{
  size_t len, i;
  unsigned long min;
  if (s[0] < 0x80)
    return *cp = s[0], 1;
  if (s[0] >= 0xc2 && s[0] <= 0xdf)
    len = 2, *cp = s[0] & 0x1fu, min = 0x80;
  else if (s[0] >= 0xe0 && s[0] <= 0xef)
    len = 3, *cp = s[0] & 0x0fu, min = 0x800;
  else if (s[0] >= 0xf0 && s[0] <= 0xf4)
    len = 4, *cp = s[0] & 0x07u, min = 0x10000;
  else
    return 0;
  if (len > n)
    return 0;
  for (i = 1; i < len; i++) {
    if ((s[i] & 0xc0) != 0x80)
      return 0;
    *cp = *cp << 6 | (s[i] & 0x3fu);
  }
  if (*cp < min || *cp > 0x10ffff || (*cp >= 0xd800 && *cp <= 0xdfff))
    return 0;
  return len;
}

#define REPLACEMENT "\xef\xbf\xbd" /* U+FFFD */

/* Record text as HTML text or attribute value: the five special
 * characters as references, control characters and broken UTF-8 as
 * U+FFFD. */
static void html(FILE *f, const char *text)
{
  const unsigned char *s = (const unsigned char *)text;
  size_t n = strlen(text), len;
  unsigned long cp;
  while (n > 0) {
    len = utf8_next(s, n, &cp);
    if (len == 0 || (cp < 0x20 && cp != '\t' && cp != '\n') || cp == 0x7f)
      fputs(REPLACEMENT, f);
    else if (cp == '&')
      fputs("&amp;", f);
    else if (cp == '<')
      fputs("&lt;", f);
    else if (cp == '>')
      fputs("&gt;", f);
    else if (cp == '"')
      fputs("&quot;", f);
    else if (cp == '\'')
      fputs("&#39;", f);
    else
      fwrite(s, 1, len, f);
    len = len ? len : 1;
    s += len;
    n -= len;
  }
}

/* A JSON string.  '<', '>', '&' and U+2028/2029 are written as \u
 * escapes: inside <script> no string can end the element or start a
 * comment, and the text is valid JavaScript as well as JSON. */
static void json(FILE *f, const char *text)
{
  const unsigned char *s = (const unsigned char *)text;
  size_t n = strlen(text), len;
  unsigned long cp;
  fputc('"', f);
  while (n > 0) {
    len = utf8_next(s, n, &cp);
    if (len == 0)
      fputs("\\ufffd", f);
    else if (cp == '"' || cp == '\\')
      fprintf(f, "\\%c", (int)cp);
    else if (cp < 0x20 || cp == '<' || cp == '>' || cp == '&' ||
             cp == 0x2028 || cp == 0x2029)
      fprintf(f, "\\u%04lx", cp);
    else
      fwrite(s, 1, len, f);
    len = len ? len : 1;
    s += len;
    n -= len;
  }
  fputc('"', f);
}

/* ",\"key\":\"value\"" when value is not NULL. */
static void json_opt(FILE *f, const char *key, const char *value)
{
  if (!value)
    return;
  fprintf(f, ",\"%s\":", key);
  json(f, value);
}

/* ---- the pieces of the page ---------------------------------------------------- */

static const char *side_name(int side)
{
  return side == BAO_SOUTH ? "South" : "North";
}

static const char *theme_name(int theme)
{
  static const char *names[] = {"light", "dark", "print"};
  return theme >= 0 && theme <= BAO_THEME_PRINT ? names[theme] : "auto";
}

static void puts_lines(FILE *f, const char *const *lines)
{
  for (; *lines; lines++)
    fputs(*lines, f);
}

/* The ply the page opens at: the option, at most the last ply. */
static size_t opening_ply(const bao_html_game *g, const bao_html_ctx *c)
{
  return c->ply < 0 ? 0 : (size_t)c->ply > g->n ? g->n : (size_t)c->ply;
}

static void head(FILE *f, const bao_html_game *g, const bao_html_ctx *c)
{
  const char *s = bao_game_tag(g->game, "south");
  const char *n = bao_game_tag(g->game, "north");
  const char *date = bao_game_tag(g->game, "date");
  const char *site = bao_game_tag(g->game, "site");
  fprintf(f, "<!DOCTYPE html>\n<html lang=\"en\" data-theme=\"%s\">\n<head>\n"
          "<meta charset=\"utf-8\" />\n"
          "<meta name=\"viewport\" content=\"width=device-width, "
          "initial-scale=1\" />\n", theme_name(c->theme));
  /* Nothing may be fetched: no image, font, style sheet, script or
   * connection from anywhere; only what is inline here runs. */
  fputs("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src "
        "'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; "
        "img-src data:\" />\n", f);
  fprintf(f, "<meta name=\"generator\" content=\"bao %s\" />\n<title>",
          BAO_VERSION);
  html(f, s ? s : "South");
  fputs(" \xe2\x80\x93 ", f);
  html(f, n ? n : "North");
  if (date || site) {
    fputs(" (", f);
    html(f, site ? site : "");
    fputs(site && date ? ", " : "", f);
    html(f, date ? date : "");
    fputs(")", f);
  }
  fputs(" \xc2\xb7 Bao</title>\n<style>/*<![CDATA[*/\n", f);
  puts_lines(f, bao_asset_page_css);
  fputs("/*]]>*/</style>\n</head>\n", f);
}

/* The tags in a reader's order, with their labels; others follow in the
 * record's order under their own key. */
static const char *const tag_order[][2] = {
  {"event", "Event"}, {"site", "Place"}, {"date", "Date"},
  {"round", "Round"}, {"result", "Result"}, {"variant", "Game"},
  {"rules", "Rules"}, {"source", "Source"}, {"annotator", "Annotator"},
  {"dialect", "Notation"}};

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

static void tag_item(FILE *f, const char *label, const char *value)
{
  fputs("<div><dt>", f);
  html(f, label);
  fputs("</dt><dd><bdi>", f);
  html(f, value);
  fputs("</bdi></dd></div>\n", f);
}

static void player(FILE *f, const bao_html_game *g, int side)
{
  const char *name = bao_game_tag(g->game, side ? "north" : "south");
  fprintf(f, "<span class=\"player %s\"><bdi>", side ? "north" : "south");
  html(f, name ? name : side_name(side));
  fprintf(f, "</bdi> <small>(%s)</small></span>", side_name(side));
}

static void header(FILE *f, const bao_html_game *g)
{
  const bao_game *gm = g->game;
  const char *v;
  size_t i;
  fputs("<header class=\"game-header\">\n<p class=\"kicker\">Bao \xc2\xb7 "
        "a game move by move</p>\n<h1>", f);
  player(f, g, BAO_SOUTH);
  fputs(" <span class=\"vs\">\xe2\x80\x93</span> ", f);
  player(f, g, BAO_NORTH);
  fputs("</h1>\n<dl class=\"tags\">\n", f);
  for (i = 0; i < sizeof tag_order / sizeof tag_order[0]; i++)
    if ((v = bao_game_tag(gm, tag_order[i][0])) != NULL)
      tag_item(f, tag_order[i][1], v);
  for (i = 0; i < gm->n_tags; i++)
    if (!tag_known(gm->tags[i].key))
      tag_item(f, gm->tags[i].key, gm->tags[i].value);
  fputs("</dl>\n</header>\n", f);
}

/* The board at ply k: bao_diagram_svg's drawing, with the marks of ply k,
 * inline (its XML declaration dropped). */
static int board_svg(FILE *f, const bao_html_game *g, const bao_html_ctx *c,
                     size_t k)
{
  bao_diagram_opts o;
  bao_marks m;
  bao_ply_report rep;
  bao_outcome played;
  bao_events ev;
  char *svg = NULL;
  const char *body;
  size_t size = 0;
  FILE *mem = open_memstream(&svg, &size);
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
  bao_diagram_svg(mem, &g->pos[k], k > 0 ? &m : NULL, &o);
  if (fclose(mem) != 0) {
    free(svg);
    return 0;
  }
  body = strncmp(svg, "<?xml", 5) == 0 && strchr(svg, '\n')
           ? strchr(svg, '\n') + 1 : svg;
  fputs(body, f);
  free(svg);
  return 1;
}

/* The controls' icons: small inline SVG paths (24 x 24), never fonts. */
static void button(FILE *f, const char *attrs, const char *label,
                   const char *path, const char *text)
{
  fprintf(f, "<button type=\"button\" %s aria-label=\"%s\" title=\"%s\">"
          "<svg viewBox=\"0 0 24 24\" aria-hidden=\"true\">"
          "<path d=\"%s\"/></svg>%s</button>\n", attrs, label, label, path,
          text);
}

static void controls(FILE *f)
{
  fputs("<div class=\"controls\" role=\"toolbar\" aria-label=\"Step through "
        "the game\" aria-controls=\"board\">\n", f);
  button(f, "data-go=\"start\"", "Start (Home)", "M5 4h3v16H5zM19 4v16L9 12z",
         "");
  button(f, "data-go=\"back10\"", "Ten plies back (Page Up)",
         "M12 5v14L3 12zM21 5v14l-9-7z", "");
  button(f, "data-go=\"back\"", "One ply back (Left arrow)",
         "M17 5v14L7 12z", "");
  button(f, "data-go=\"next\"", "One ply forward (Right arrow)",
         "M7 5v14l10-7z", "");
  button(f, "data-go=\"fwd10\"", "Ten plies forward (Page Down)",
         "M3 5v14l9-7zM12 5v14l9-7z", "");
  button(f, "data-go=\"end\"", "End (End)", "M5 4v16l10-8zM16 4h3v16h-3z", "");
  button(f, "id=\"play\" class=\"wide\" aria-pressed=\"false\"",
         "Play the game (Space)", "M6 4v16l13-8z",
         "<span class=\"label\">Play</span>");
  button(f, "id=\"flip\" class=\"wide\" aria-pressed=\"false\"",
         "Flip the board (F)",
         "M7 3 2.5 8H6v9h2V8h3.5zM17 21l4.5-5H18V7h-2v9h-3.5z",
         "<span class=\"label\">Flip</span>");
  fputs("</div>\n", f);
}

static void counts(FILE *f, const bao_html_game *g)
{
  int side;
  fputs("<table class=\"counts\">\n<caption class=\"visually-hidden\">Seeds"
        " per side</caption>\n<thead><tr><th scope=\"col\">Side</th>"
        "<th scope=\"col\">In hand</th><th scope=\"col\">On the board</th>"
        "<th scope=\"col\">In all</th></tr></thead>\n<tbody>\n", f);
  for (side = 0; side < 2; side++) {
    const char *k = side ? "N" : "S";
    fprintf(f, "<tr id=\"row-%s\"><th scope=\"row\">", k);
    player(f, g, side);
    fprintf(f, "<span class=\"to-move\" id=\"to-move-%s\"></span></th>"
            "<td id=\"hand-%s\"></td><td id=\"board-%s\"></td>"
            "<td id=\"all-%s\"></td></tr>\n", k, k, k, k);
  }
  fputs("</tbody>\n</table>\n", f);
}

/* The key to the marks, drawn with the board's own classes so that it
 * takes the theme as the board does. */
static void key(FILE *f, const char *label, const char *drawing)
{
  fprintf(f, "<li><svg viewBox=\"0 0 26 20\" class=\"bao-diagram\" "
          "aria-hidden=\"true\">%s</svg>%s</li>\n",
          drawing, label);
}

static void keys(FILE *f, const bao_html_game *g)
{
  const char *house = bao_variant_words(g->rules.variant)->house;
  char label[64];
  fputs("<ul class=\"key\" aria-label=\"Key to the marks on the board\">\n",
        f);
  key(f, "seed from hand", "<g class=\"placed\"><circle class=\"outline\" "
      "cx=\"13\" cy=\"10\" r=\"7\" fill=\"none\" stroke-width=\"3\"/></g>");
  key(f, "captured", "<g class=\"captured\"><path d=\"M7 4L19 16M7 16L19 4\" "
      "fill=\"none\" stroke-width=\"3\"/></g>");
  key(f, "seeds gained", "<g class=\"delta delta-pos\"><rect x=\"1\" y=\"2\" "
      "width=\"24\" height=\"16\" rx=\"8\" stroke-width=\"2\"/><text x=\"13\" "
      "y=\"14\" font-size=\"12\" font-weight=\"bold\" "
      "text-anchor=\"middle\">+n</text></g>");
  key(f, "seeds lost", "<g class=\"delta delta-neg\"><rect x=\"1\" y=\"2\" "
      "width=\"24\" height=\"16\" rx=\"1\" stroke-width=\"2\"/><text x=\"13\" "
      "y=\"14\" font-size=\"12\" font-weight=\"bold\" "
      "text-anchor=\"middle\">&#x2212;n</text></g>");
  key(f, "first lap", "<g class=\"arrow\"><line x1=\"2\" y1=\"10\" x2=\"15\" "
      "y2=\"10\" stroke-width=\"5\"/><polygon points=\"25,10 15,3 15,17\"/>"
      "</g>");
  key(f, "takasia", "<g class=\"takasia\"><circle class=\"outline\" cx=\"13\" "
      "cy=\"10\" r=\"7\" fill=\"none\" stroke-width=\"3\" "
      "stroke-dasharray=\"4 3\"/></g>");
  if (BAO_HAS(&g->rules, BAO_F_NYUMBA)) {
    key(f, house, "<g class=\"pit nyumba intact functional\"><rect "
        "class=\"hole\" x=\"4\" y=\"1\" width=\"18\" height=\"18\" rx=\"3\"/>"
        "<rect class=\"hole-inner\" x=\"8\" y=\"5\" width=\"10\" "
        "height=\"10\" rx=\"1\" fill=\"none\" stroke-width=\"1.5\"/></g>");
    snprintf(label, sizeof label, "%s under 6", house);
    key(f, label, "<g class=\"pit nyumba intact\"><rect class=\"hole\" "
        "x=\"4\" y=\"1\" width=\"18\" height=\"18\" rx=\"3\"/></g>");
    snprintf(label, sizeof label, "destroyed %s", house);
    key(f, label, "<g class=\"pit nyumba destroyed\"><rect class=\"hole\" "
        "x=\"4\" y=\"1\" width=\"18\" height=\"18\" rx=\"3\"/></g>");
  }
  fputs("</ul>\n", f);
}

static int board_area(FILE *f, const bao_html_game *g, const bao_html_ctx *c)
{
  size_t k = opening_ply(g, c);
  char line[BAO_LINE_MAX];
  bao_position_format(&g->pos[k], line);
  fputs("<section class=\"board-area\" aria-label=\"Board\">\n", f);
  fprintf(f, "<div id=\"board\" class=\"board%s\" tabindex=\"0\" "
          "role=\"group\" aria-roledescription=\"Bao board\" "
          "aria-label=\"Board\" aria-describedby=\"keys-help\" "
          "data-ply=\"%zu\" data-position=\"", c->flip ? " flipped" : "", k);
  html(f, line);
  fputs("\">\n", f);
  if (!board_svg(f, g, c, k))
    return 0;
  fputs("</div>\n", f);
  keys(f, g);
  fputs("<p id=\"sowing\" class=\"sowing\" aria-hidden=\"true\"></p>\n", f);
  controls(f);
  fputs("<p id=\"keys-help\" class=\"help\">Keys: \xe2\x86\x90 \xe2\x86\x92 "
        "one ply, Page Up / Page Down ten, Home / End the start and the end, "
        "F flips the board, Space plays.</p>\n", f);
  counts(f, g);
  fputs("<details class=\"board-text\"><summary>Text version of the "
        "board</summary>\n<pre id=\"board-text\"></pre>\n</details>\n"
        "</section>\n", f);
  return 1;
}

/* One ply in the move list: a link to it, or the ply that is not legal. */
static void move_cell(FILE *f, const bao_html_game *g, size_t i)
{
  const bao_ply_src *src = &g->game->plies[i];
  if (i < g->n) {
    fprintf(f, "<td><a class=\"ply\" href=\"#ply=%zu\" data-ply=\"%zu\">",
            i + 1, i + 1);
    html(f, src->token);
  } else {
    fputs("<td><span class=\"ply illegal\" title=\"not legal: the record "
          "stops here\">", f);
    html(f, src->token ? src->token : "?");
  }
  if (src->glyph) {
    fputs("<span class=\"glyph\">", f);
    html(f, src->glyph);
    fputs("</span>", f);
  }
  fputs(i < g->n ? "</a></td>" : "</span></td>", f);
}

/* A row of free text in the move list: a note or a comment. */
static void text_row(FILE *f, const char *cls, const char *text, size_t ply)
{
  fprintf(f, "<tr class=\"%s\" data-at=\"%zu\"><td colspan=\"3\"><bdi>", cls,
          ply);
  html(f, text);
  fputs("</bdi></td></tr>\n", f);
}

/* The number a ply is listed under (the failing ply: the record's, or
 * counted on from the last legal ply). */
static int listed_number(const bao_html_game *g, size_t i)
{
  int n;
  if (i < g->n)
    return g->ply[i].number;
  n = g->game->plies[i].number;
  if (n > 0)
    return n;
  return g->n ? g->ply[g->n - 1].number + (g->stop_side == BAO_SOUTH) : 1;
}

static int side_of(const bao_html_game *g, size_t i)
{
  return i < g->n ? g->ply[i].side : g->stop_side;
}

static void close_row(FILE *f, int *open, int filled)
{
  if (!*open)
    return;
  if (filled == 1) /* South only */
    fputs("<td class=\"empty\"></td>", f);
  fputs("</tr>\n", f);
  *open = 0;
}

/* The move list, in the record's numbering: one row per move number,
 * South's ply then North's; notes before a ply and comments after it are
 * rows of their own. */
static void move_list(FILE *f, const bao_html_game *g)
{
  size_t i, last = g->n + (g->stopped ? 1 : 0);
  int open = 0, filled = 0, number = 0, side;
  fputs("<section class=\"moves-box\" aria-labelledby=\"moves-h\">\n"
        "<h2 id=\"moves-h\">Moves</h2>\n<div class=\"moves-scroll\" "
        "id=\"moves-scroll\">\n<table class=\"moves\">\n<thead><tr>"
        "<th scope=\"col\">No.</th><th scope=\"col\">South</th>"
        "<th scope=\"col\">North</th></tr></thead>\n<tbody>\n", f);
  for (i = 0; i < last; i++) {
    const bao_ply_src *src = &g->game->plies[i];
    side = side_of(g, i);
    if (src->note) {
      close_row(f, &open, filled);
      text_row(f, "note", src->note, i + 1);
    }
    if (open && (listed_number(g, i) != number || side == BAO_SOUTH ||
                 filled == 2)) {
      close_row(f, &open, filled);
    }
    if (!open) {
      number = listed_number(g, i);
      fprintf(f, "<tr><th scope=\"row\" class=\"no\">%d</th>", number);
      if (side == BAO_NORTH)
        fputs("<td class=\"empty\">\xe2\x80\xa6</td>", f);
      open = 1;
    }
    move_cell(f, g, i);
    filled = side == BAO_SOUTH ? 1 : 2;
    if (src->comment) {
      close_row(f, &open, filled);
      text_row(f, "comment", src->comment, i + 1);
    }
  }
  close_row(f, &open, filled);
  if (g->game->tail)
    text_row(f, "note tail", g->game->tail, g->n);
  fputs("</tbody>\n</table>\n</div>\n</section>\n", f);
}

static const char *level_name(int level)
{
  return level == BAO_ERROR ? "error" : level == BAO_WARNING ? "warning"
                                                             : "note";
}

/* Where the record stops being legal, and every diagnostic of the walk. */
static void problems(FILE *f, const bao_html_game *g)
{
  size_t i;
  if (g->stopped) {
    fprintf(f, "<div class=\"stopped\" role=\"note\"><strong>The record "
            "stops being legal at ply %zu (%s, ", g->stop_ply + 1,
            side_name(g->stop_side));
    html(f, g->game->plies[g->stop_ply].token ? g->game->plies[g->stop_ply].token
                                              : "?");
    fputs(").</strong> <bdi>", f);
    html(f, g->stop_message);
    fprintf(f, "</bdi> The page shows the %zu plies before it", g->n);
    if (g->game->n_plies > g->stop_ply + 1)
      fprintf(f, "; the %zu after it are not replayed",
              g->game->n_plies - g->stop_ply - 1);
    fputs(".</div>\n", f);
  }
  if (!g->n_diags)
    return;
  fputs("<details class=\"problems\"><summary>What the replay says about "
        "the record</summary>\n<ul>\n", f);
  for (i = 0; i < g->n_diags; i++) {
    fprintf(f, "<li class=\"%s\"><strong>%s:</strong> <bdi>",
            level_name(g->diag[i].level), level_name(g->diag[i].level));
    html(f, g->diag[i].message);
    fputs("</bdi></li>\n", f);
  }
  fputs("</ul>\n</details>\n", f);
}

static void settings(FILE *f)
{
  fputs("<details class=\"settings\"><summary>Settings</summary>\n"
        "<div class=\"settings-grid\">\n"
        "<label><input type=\"checkbox\" id=\"animate\" checked=\"checked\" /> "
        "Show the "
        "sowing seed by seed</label>\n"
        "<label>Speed <select id=\"speed\"><option value=\"0.5\">slow"
        "</option><option value=\"1\" selected=\"selected\">normal</option>"
        "<option value=\"2\">fast</option><option value=\"4\">very fast"
        "</option></select></label>\n"
        "<label>Theme <select id=\"theme\"><option value=\"auto\">as the "
        "system</option><option value=\"light\">light</option>"
        "<option value=\"dark\">dark</option><option value=\"print\">print"
        "</option></select></label>\n"
        "<label>When printing, a diagram every <select id=\"print-every\">"
        "<option value=\"5\">5</option><option value=\"10\" "
        "selected=\"selected\">10"
        "</option><option value=\"20\">20</option><option value=\"0\">no"
        "</option></select> plies</label>\n"
        "<button type=\"button\" id=\"print\" class=\"wide\">Print"
        "\xe2\x80\xa6</button>\n</div>\n</details>\n", f);
}

static void panel(FILE *f, const bao_html_game *g)
{
  fputs("<section class=\"panel\">\n<section class=\"now\" "
        "aria-labelledby=\"now-title\">\n<h2 id=\"now-title\">The start"
        "</h2>\n<p id=\"annotation\" class=\"annotation\"></p>\n"
        "<p id=\"record-text\" class=\"record-text\"></p>\n"
        "<ul id=\"ply-problems\" class=\"ply-problems\"></ul>\n</section>\n",
        f);
  move_list(f, g);
  problems(f, g);
  settings(f);
  fputs("</section>\n", f);
}

/* ---- the data ------------------------------------------------------------------ */

/* [kind, side, hole, hole2, count, dir, why, flag]; a hole is side * 16 +
 * circuit index (bao.h), or -1. */
static void json_events(FILE *f, const bao_html_game *g, const html_ply *p)
{
  size_t i;
  fputs("[", f);
  for (i = 0; i < p->ev_count; i++) {
    const bao_event *e = &g->ev[p->ev_first + i];
    fprintf(f, "%s[%d,%d,%d,%d,%d,%d,%d,%d]", i ? "," : "", e->kind,
            e->side, e->hole == BAO_NO_HOLE ? -1 : e->hole,
            e->hole2 == BAO_NO_HOLE ? -1 : e->hole2, e->count, e->dir, e->why,
            e->flag);
  }
  fputs("]", f);
}

static void json_ply(FILE *f, const bao_html_game *g, size_t i)
{
  const html_ply *p = &g->ply[i];
  const bao_ply_src *src = &g->game->plies[i];
  char line[BAO_LINE_MAX];
  bao_position_format(&g->pos[i + 1], line);
  fprintf(f, "{\"n\":%d,\"s\":%d,\"w\":", p->number, p->side);
  json(f, src->token);
  fputs(",\"t\":", f);
  json(f, p->token);
  fputs(",\"p\":", f);
  json(f, line);
  fputs(",\"a\":", f);
  json(f, p->annotation);
  json_opt(f, "o", src->original);
  json_opt(f, "c", src->comment);
  json_opt(f, "g", src->glyph);
  json_opt(f, "x", src->note);
  if (p->truncated)
    fputs(",\"cut\":1", f);
  fputs(",\"e\":", f);
  json_events(f, g, p);
  fputs("}", f);
}

static void json_data(FILE *f, const bao_html_game *g, const bao_html_ctx *c)
{
  const bao_game *gm = g->game;
  char line[BAO_LINE_MAX];
  size_t i;
  bao_position_format(&g->pos[0], line);
  fprintf(f, "<script type=\"application/json\" id=\"bao-data\">\n"
          "{\"version\":1,\"game\":%d,\"ply\":%zu,\"flip\":%d,\"theme\":\"%s\","
          "\"house\":", gm->index, opening_ply(g, c), c->flip != 0,
          theme_name(c->theme));
  json(f, bao_variant_words(g->rules.variant)->house);
  fputs(",\"mtaji\":", f);
  json(f, bao_variant_words(g->rules.variant)->mtaji);
  fprintf(f, ",\"nyumba\":%d", BAO_HAS(&g->rules, BAO_F_NYUMBA) ? 1 : 0);
  json_opt(f, "south", bao_game_tag(gm, "south"));
  json_opt(f, "north", bao_game_tag(gm, "north"));
  json_opt(f, "tail", gm->tail);
  fputs(",\"start\":", f);
  json(f, line);
  fputs(",\n\"plies\":[\n", f);
  for (i = 0; i < g->n; i++) {
    json_ply(f, g, i);
    fputs(i + 1 < g->n ? ",\n" : "\n", f);
  }
  fputs("],\n\"stop\":", f);
  if (g->stopped) {
    fprintf(f, "{\"ply\":%zu,\"s\":%d,\"w\":", g->stop_ply + 1,
            g->stop_side);
    json(f, gm->plies[g->stop_ply].token ? gm->plies[g->stop_ply].token : "");
    fputs(",\"why\":", f);
    json(f, g->stop_message);
    fputs("}", f);
  } else {
    fputs("null", f);
  }
  fputs(",\n\"problems\":[", f);
  for (i = 0; i < g->n_diags; i++) {
    fprintf(f, "%s{\"level\":\"%s\",\"ply\":%ld,\"text\":", i ? "," : "",
            level_name(g->diag[i].level),
            g->diag[i].ply < 0 ? -1L : g->diag[i].ply + 1);
    json(f, g->diag[i].message);
    fputs("}", f);
  }
  fputs("]}\n</script>\n", f);
}

int html_page_write(FILE *f, const bao_html_game *g, const bao_html_ctx *c)
{
  head(f, g, c);
  fputs("<body>\n<a class=\"skip\" href=\"#board\">Skip to the board</a>\n",
        f);
  header(f, g);
  fputs("<main class=\"layout\">\n", f);
  if (!board_area(f, g, c))
    return 0;
  panel(f, g);
  /* printed only: the script draws a diagram every K plies in it */
  fputs("</main>\n<section class=\"print-only\" aria-hidden=\"true\">\n"
        "<h2>Diagrams</h2>\n", f);
  keys(f, g);
  fputs("<div id=\"print-diagrams\"></div>\n</section>\n<p id=\"announce\" "
        "class=\"visually-hidden\" aria-live=\"polite\"></p>\n"
        "<footer class=\"page-footer\"><p>Made with bao ", f);
  fputs(BAO_VERSION, f);
  fputs(" from the record; the board is the drawing of <code>bao diagram"
        "</code>.</p></footer>\n", f);
  json_data(f, g, c);
  /* the CDATA markers make the page well-formed XML as well as HTML,
   * which tests check with xmllint; to a browser they are comments */
  fputs("<script>//<![CDATA[\n", f);
  puts_lines(f, bao_asset_page_js);
  fputs("//]]></script>\n</body>\n</html>\n", f);
  return fflush(f) == 0 && !ferror(f);
}
