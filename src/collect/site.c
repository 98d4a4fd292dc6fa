/* site.c - the pages of a site of many games (collection.h): the frame
 * every page of it shares, the index (a table of every game that the
 * reader sorts and filters in the page, without a server: the script is
 * inline and asks for nothing) and a page per player.  Every text from a
 * record is escaped (html_escape); the words are the reader's language's
 * (the catalog "bao", as the teaching page's). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/util.h"
#include "bao/collection.h"
#include "bao/record.h"
#include "bao_assets.h"
#include "views/html/html_page.h"
#include "base/i18n.h"
#include "site.h"

#define REPLACEMENT "\xef\xbf\xbd" /* U+FFFD */

/* ---- what the writers share ------------------------------------------------- */

void site_yaml_str(bao_sink *f, const char *s)
{
  const unsigned char *p = (const unsigned char *)s;
  size_t n = strlen(s), len;
  unsigned long cp;
  sink_putc(f, '"');
  while (n > 0) {
    len = bao_utf8_decode(p, n, &cp);
    if (len == 0)
      sink_puts(f, REPLACEMENT);
    else if (cp == '"' || cp == '\\')
      sink_putc(f, '\\'), sink_putc(f, (char)cp);
    else if (cp < 0x20 || cp == 0x7f || (cp >= 0x80 && cp < 0xa0) ||
             cp == 0x2028 || cp == 0x2029 || cp == 0xfeff)
      sink_printf(f, "\\u%04lx", cp);
    else
      sink_put(f, (const char *)p, len);
    len = len ? len : 1;
    p += len;
    n -= len;
  }
  sink_putc(f, '"');
}

void site_game_name(bao_sink *f, const bao_game_row *row)
{
  char clean[512];
  bao_text_clean(row->file, 200, clean, sizeof clean);
  sink_printf(f, "%s#%d", clean, row->index);
}

size_t site_player_no(const char *const *players, size_t n,
                      const char *name)
{
  size_t lo = 0, hi = n;
  while (name && lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    int c = strcmp(players[mid], name);
    if (c == 0)
      return mid + 1;
    if (c < 0)
      lo = mid + 1;
    else
      hi = mid;
  }
  return 0;
}

/* The site's own rules, after the game pages' style sheet (page.css:
 * its colours, fonts and themes): the table, and on a phone the table as
 * a card per game, each value under its column's name (data-label), the
 * headings' sort buttons in a row above. */
static const char css[] =
  "main.site{padding:.5rem 0 2rem}\n"
  "h1{font-size:1.6rem;margin:.75rem 0 .25rem}\n"
  ".scroll{overflow-x:auto}\n"
  "table{border-collapse:collapse;width:100%;background:var(--card)}\n"
  "th,td{border-bottom:1px solid var(--line);padding:.35rem .5rem;"
  "text-align:left;vertical-align:top}\n"
  "th button{font:inherit;font-weight:600;background:none;border:0;"
  "color:var(--accent);padding:0;cursor:pointer}\n"
  "th[aria-sort=ascending] button::after{content:\" \\25B2\"}\n"
  "th[aria-sort=descending] button::after{content:\" \\25BC\"}\n"
  "td.num{text-align:right;font-variant-numeric:tabular-nums;"
  "white-space:nowrap}\n"
  "#games td:nth-child(4){white-space:nowrap}\n"
  "small.rules,small.copies,.counts,.no{color:var(--muted)}\n"
  "input[type=search]{font:inherit;padding:.4rem;width:min(100%,24rem);"
  "background:var(--card);color:var(--fg);border:1px solid var(--line);"
  "border-radius:.3rem}\n"
  "ul.players{columns:14rem;padding-left:1.2rem}\n"
  "ul.tree{list-style:none;padding-left:1.2rem;border-left:1px dotted "
  "var(--line)}\n"
  "summary{cursor:pointer}.move{font-weight:bold}\n"
  "tr[hidden]{display:none}\n"
  "@media (max-width:40rem){\n"
  "#games,#games tbody,#games tr,#games td{display:block}\n"
  "#games{background:none}\n"
  "#games thead tr{display:flex;flex-wrap:wrap;gap:.2rem .9rem}\n"
  "#games thead th{border:0;padding:.2rem 0}\n"
  "#games tbody tr{border:1px solid var(--line);border-radius:.5rem;"
  "background:var(--card);margin:.6rem 0;padding:.4rem .6rem}\n"
  "#games tbody tr[hidden]{display:none}\n"
  "#games td{border:0;padding:.1rem 0 .1rem 6.5rem;position:relative;"
  "text-align:left;overflow-wrap:anywhere}\n"
  "#games td::before{content:attr(data-label);position:absolute;left:0;"
  "width:6rem;color:var(--muted)}\n"
  "#games td:empty{display:none}\n"
  "}\n";

void site_page_begin(bao_sink *f, const char *title,
                     const bao_site_links *links)
{
  const char *const *line;
  char lang[32];
  sink_printf(f, "<!DOCTYPE html>\n<html lang=\"%s\" data-theme=\"auto\">"
              "\n<head>\n"
              "<meta charset=\"utf-8\" />\n<meta name=\"viewport\" "
              "content=\"width=device-width, initial-scale=1\" />\n"
              "<meta http-equiv=\"Content-Security-Policy\" content=\""
              "default-src 'none'; style-src 'unsafe-inline'; script-src "
              "'unsafe-inline'; img-src data:\" />\n<title>",
              html_lang(lang, sizeof lang));
  html_escape(f, title);
  sink_puts(f, "</title>\n<style>/*<![CDATA[*/\n");
  for (line = bao_asset_page_css; *line; line++)
    sink_puts(f, *line);
  sink_puts(f, css);
  sink_puts(f, "/*]]>*/");
  sink_puts(f, "</style>\n</head>\n<body>\n<a class=\"skip\" "
               "href=\"#main\">");
  /* TRANSLATORS: a link for keyboard users, first on a page of the site. */
  html_escape(f, _("Skip to the content"));
  sink_puts(f, "</a>\n");
  if (links && links->index) {
    sink_puts(f, "<nav class=\"site-nav\"><a href=\"");
    html_escape(f, links->index);
    sink_puts(f, "\">");
    /* TRANSLATORS: the link to the site's table of every game. */
    html_escape(f, _("All games"));
    sink_puts(f, "</a>");
    if (links->openings) {
      sink_puts(f, "<a href=\"");
      html_escape(f, links->openings);
      sink_puts(f, "\">");
      html_escape(f, _("Openings"));
      sink_puts(f, "</a>");
    }
    sink_puts(f, "</nav>\n");
  }
  sink_puts(f, "<main id=\"main\" class=\"site\">\n");
}

int site_page_end(bao_sink *f, const char *const *script)
{
  sink_puts(f, "</main>\n");
  if (script) {
    sink_puts(f, "<script>//<![CDATA[\n");
    for (; *script; script++)
      sink_puts(f, *script);
    sink_puts(f, "//]]></script>\n");
  }
  sink_puts(f, "</body>\n</html>\n");
  return sink_sync(f);
}

/* ---- the table of games --------------------------------------------------------- */

typedef struct table {
  bao_sink *f;
  const bao_collection *c;
  const bao_site_links *links;
  const char **players;
  size_t n_players;
  int own_players; /* players was made for this page (to be freed) */
} table;

/* The columns: their headings, and what the script sorts them as. */
enum { COL_GAME, COL_SOUTH, COL_NORTH, COL_DATE, COL_EVENT, COL_RESULT,
       COL_PLIES, COL_VARIANT, COL_MARKS, N_COLS };

static const char *const col_name[N_COLS] = {
  /* TRANSLATORS: headings of the columns of the table of games. */
  N_("Game"), N_("South"), N_("North"), N_("Date"), N_("Event"),
  N_("Result"), N_("Plies"), N_("Variant"), N_("Marks")};

static void head_row(bao_sink *f)
{
  int i;
  sink_puts(f, "<thead><tr>");
  for (i = 0; i < N_COLS; i++) {
    sink_printf(f, "<th scope=\"col\" data-type=\"%s\"><button "
                "type=\"button\">", i == COL_PLIES || i == COL_MARKS
                                        ? "num" : "text");
    html_escape(f, _(col_name[i]));
    sink_puts(f, "</button></th>");
  }
  sink_puts(f, "</tr></thead>\n");
}

/* <td data-label="COLUMN" (the card's label on a phone), the rest of the
 * tag `attrs` ("" or " class=..."), then '>'. */
static void td(bao_sink *f, int col, const char *attrs)
{
  sink_puts(f, "<td data-label=\"");
  html_escape(f, _(col_name[col]));
  sink_printf(f, "\"%s>", attrs);
}

static void player_cell(table *t, int col, const char *name)
{
  size_t k = t->links && t->links->players
               ? site_player_no(t->players, t->n_players, name) : 0;
  td(t->f, col, "");
  if (k)
    sink_printf(t->f, "<a href=\"player-%zu.html\">", k);
  html_escape(t->f, name ? name : "");
  sink_puts(t->f, k ? "</a></td>" : "</td>");
}

static void text_cell(bao_sink *f, int col, const char *s)
{
  td(f, col, "");
  html_escape(f, s ? s : "");
  sink_puts(f, "</td>");
}

/* The result as the record says it, else who won on the board. */
static const char *result_text(const bao_game_row *g)
{
  if (g->result)
    return g->result;
  if (g->winner == 0 || g->winner == 1)
    return g->winner == 0 ? "1-0" : "0-1";
  return "";
}

static void marks_cell(bao_sink *f, const bao_game_row *g)
{
  char b[32], m[32];
  unsigned bl = g->blunders[0] + g->blunders[1];
  unsigned mi = g->missed[0] + g->missed[1];
  snprintf(b, sizeof b, "%u", bl);
  snprintf(m, sizeof m, "%u", mi);
  sink_printf(f, "<td data-label=\"");
  html_escape(f, _(col_name[COL_MARKS]));
  sink_printf(f, "\" class=\"num\" data-sort=\"%u\" title=\"", bl + mi);
  /* TRANSLATORS: the title of a cell of the table of games: the moves the
     analysis marked in the game. */
  html_msg(f, _("%1$s blunders, %2$s missed wins"), 0, HARGS(b, m));
  sink_printf(f, "\">%u ?? &#183; %u ?</td>", bl, mi);
}

/* The variant as the record states it: AP's name of it under AP's rules
 * ("Malawi"), else ours; then the record's rules, when it states any. */
static void variant_cell(bao_sink *f, const bao_game_row *g)
{
  td(f, COL_VARIANT, "");
  html_escape(f, g->ap_variant ? g->ap_variant
                               : bao_variant_name(g->rules.variant));
  if (g->rules_tag) {
    sink_puts(f, "<br /><small class=\"rules\">");
    html_escape(f, g->rules_tag);
    sink_puts(f, "</small>");
  }
  sink_puts(f, "</td>");
}

/* The game: Abstract Play's game id where the record has one, else the
 * file and the game's number in it (the file in the cell's title). */
static void game_cell(table *t, const bao_game_row *g)
{
  char href[1024], name[512];
  const char *h = t->links && t->links->game
                    ? t->links->game(t->links->arg, g, href, sizeof href)
                    : NULL;
  snprintf(name, sizeof name, "%s #%d", g->file, g->index);
  sink_puts(t->f, "<td data-label=\"");
  html_escape(t->f, _(col_name[COL_GAME]));
  sink_puts(t->f, "\" class=\"game\" title=\"");
  html_escape(t->f, name);
  sink_puts(t->f, "\">");
  if (h) {
    sink_puts(t->f, "<a href=\"");
    html_escape(t->f, h);
    sink_puts(t->f, "\">");
  }
  html_escape(t->f, g->gameid ? g->gameid : name);
  sink_puts(t->f, h ? "</a>" : "");
  if (g->copies) {
    sink_puts(t->f, "<br /><small class=\"copies\">");
    /* TRANSLATORS: under a game in the site's table: the other records of
       the same game, %1$s their names ("a.txt #1, b.yaml #2"). */
    html_msg(t->f, _("also in %1$s"), 0, HARGS(g->copies));
    sink_puts(t->f, "</small>");
  }
  sink_puts(t->f, "</td>");
}

static void game_row(table *t, const bao_game_row *g)
{
  sink_puts(t->f, "<tr>");
  game_cell(t, g);
  player_cell(t, COL_SOUTH, g->south);
  player_cell(t, COL_NORTH, g->north);
  text_cell(t->f, COL_DATE, g->date);
  text_cell(t->f, COL_EVENT, g->event);
  text_cell(t->f, COL_RESULT, result_text(g));
  td(t->f, COL_PLIES, " class=\"num\"");
  sink_printf(t->f, "%zu</td>", g->plies);
  variant_cell(t->f, g);
  marks_cell(t->f, g);
  sink_puts(t->f, "</tr>\n");
}

/* The rows a page lists: every row, or a player's (grouped once by
 * bao_site_group, else found by looking through every row). */
static size_t rows_n(const table *t, const char *player)
{
  const bao_site_links *l = t->links;
  size_t k;
  if (player && l && l->rows_of &&
      (k = site_player_no(t->players, t->n_players, player)) != 0)
    return l->first[k] - l->first[k - 1];
  return t->c->n_rows;
}

/* Its i-th row, or NULL when the page does not list it. */
static const bao_game_row *row_at(const table *t, const char *player,
                                  size_t i)
{
  const bao_site_links *l = t->links;
  const bao_game_row *g;
  size_t k;
  if (player && l && l->rows_of &&
      (k = site_player_no(t->players, t->n_players, player)) != 0)
    return &t->c->rows[l->rows_of[l->first[k - 1] + i]];
  g = &t->c->rows[i];
  if (g->copy)
    return NULL; /* listed once: as its kept copy */
  if (player && !(g->south && strcmp(g->south, player) == 0) &&
      !(g->north && strcmp(g->north, player) == 0))
    return NULL;
  return g;
}

/* The table of the games `pick` takes (NULL: all). */
static void games_table(table *t, const char *player)
{
  size_t i;
  bao_sink *f = t->f;
  sink_puts(f, "<p><label for=\"filter\">");
  /* TRANSLATORS: the label of the box that filters the table of games. */
  html_escape(f, _("Show only the games whose line contains:"));
  sink_puts(f, "</label><br /><input type=\"search\" id=\"filter\" "
               "autocomplete=\"off\" /></p>\n<p id=\"shown\" role=\"status\" "
               "data-msg=\"");
  /* TRANSLATORS: said as the reader filters the table; %1$s is a number. */
  html_escape(f, _("Games shown: %1$s"));
  sink_puts(f, "\"></p>\n<div class=\"scroll\"><table id=\"games\">\n");
  head_row(f);
  sink_puts(f, "<tbody>\n");
  for (i = 0; i < rows_n(t, player); i++) {
    const bao_game_row *g = row_at(t, player, i);
    if (g)
      game_row(t, g);
  }
  sink_puts(f, "</tbody>\n</table></div>\n");
}

/* The page's script: sorting by a column's button, filtering by the
 * box; plain DOM, no request. */
static const char *const table_js[] = {
  "(function () {\n",
  "  var table = document.getElementById('games');\n",
  "  var body = table.tBodies[0], box = document.getElementById('filter');\n",
  "  var shown = document.getElementById('shown');\n",
  "  function key(row, i, num) {\n",
  "    var c = row.cells[i], v = c.getAttribute('data-sort') || c.textContent;\n",
  "    return num ? parseFloat(v) || 0 : v.toLowerCase();\n",
  "  }\n",
  "  function say() {\n",
  "    var n = 0, r;\n",
  "    for (r = 0; r < body.rows.length; r++) if (!body.rows[r].hidden) n++;\n",
  "    shown.textContent = shown.getAttribute('data-msg').replace('%1$s', n);\n",
  "  }\n",
  "  function sort(th, i) {\n",
  "    var num = th.getAttribute('data-type') === 'num';\n",
  "    var up = th.getAttribute('aria-sort') !== 'ascending';\n",
  "    var rows = Array.prototype.slice.call(body.rows);\n",
  "    rows.forEach(function (r, k) { r.dataset.k = k; });\n",
  "    rows.sort(function (a, b) {\n",
  "      var x = key(a, i, num), y = key(b, i, num);\n",
  "      var d = x < y ? -1 : x > y ? 1 : a.dataset.k - b.dataset.k;\n",
  "      return up ? d : -d;\n",
  "    });\n",
  "    rows.forEach(function (r) { body.appendChild(r); });\n",
  "    Array.prototype.forEach.call(table.tHead.rows[0].cells, function (h) {\n",
  "      h.removeAttribute('aria-sort');\n",
  "    });\n",
  "    th.setAttribute('aria-sort', up ? 'ascending' : 'descending');\n",
  "  }\n",
  "  Array.prototype.forEach.call(table.tHead.rows[0].cells, function (th, i) {\n",
  "    th.querySelector('button').addEventListener('click', function () {\n",
  "      sort(th, i);\n",
  "    });\n",
  "  });\n",
  "  box.addEventListener('input', function () {\n",
  "    var q = box.value.toLowerCase(), r;\n",
  "    for (r = 0; r < body.rows.length; r++)\n",
  "      body.rows[r].hidden = q !== '' &&\n",
  "        body.rows[r].textContent.toLowerCase().indexOf(q) < 0;\n",
  "    say();\n",
  "  });\n",
  "  say();\n",
  "})();\n",
  NULL};

static int table_init(table *t, bao_sink *out, const bao_collection *c,
                      const bao_site_links *links)
{
  memset(t, 0, sizeof *t);
  t->f = out;
  t->c = c;
  t->links = links;
  if (links && links->names) { /* (sorting them again for every player's
                                  page made the site quadratic) */
    t->players = (const char **)links->names;
    t->n_players = links->n_names;
    return 1;
  }
  t->players = bao_collection_players(c, &t->n_players);
  t->own_players = 1;
  return t->players != NULL || t->n_players == 0;
}

static void table_free(table *t)
{
  if (t->own_players)
    free(t->players);
}

static void players_list(table *t)
{
  size_t i;
  if (!t->links || !t->links->players || t->n_players == 0)
    return;
  sink_puts(t->f, "<h2>");
  /* TRANSLATORS: the heading of the list of players on the site's index. */
  html_escape(t->f, _("Players"));
  sink_puts(t->f, "</h2>\n<ul class=\"players\">\n");
  for (i = 0; i < t->n_players; i++) {
    sink_printf(t->f, "<li><a href=\"player-%zu.html\">", i + 1);
    html_escape(t->f, t->players[i]);
    sink_puts(t->f, "</a></li>\n");
  }
  sink_puts(t->f, "</ul>\n");
}

int bao_site_index_write(bao_sink *out, const bao_collection *c,
                         const bao_site_links *links)
{
  table t;
  char n[32];
  size_t i, games = 0;
  if (!table_init(&t, out, c, links))
    return 0;
  for (i = 0; i < c->n_rows; i++)
    games += !c->rows[i].copy;
  /* TRANSLATORS: the title of the site's index page. */
  site_page_begin(out, _("Games"), links);
  sink_puts(out, "<h1>");
  html_escape(out, _("Games"));
  sink_puts(out, "</h1>\n<p>");
  snprintf(n, sizeof n, "%zu", games);
  /* TRANSLATORS: under the heading of the site's index; %1$s a number. */
  html_msg(out, _("Games: %1$s. Sort the table by a column with its "
                  "heading's button."), 0, HARGS(n));
  sink_puts(out, "</p>\n");
  games_table(&t, NULL);
  players_list(&t);
  table_free(&t);
  return site_page_end(out, table_js);
}

int bao_site_player_write(bao_sink *out, const bao_collection *c,
                          const char *name, const bao_site_links *links)
{
  table t;
  size_t i, won = 0, lost = 0, other = 0, games = 0;
  char a[32], b[32], d[32], g[32];
  if (!table_init(&t, out, c, links))
    return 0;
  for (i = 0; i < rows_n(&t, name); i++) {
    const bao_game_row *r = row_at(&t, name, i);
    int side = !r ? -1 : r->south && strcmp(r->south, name) == 0 ? 0
               : r->north && strcmp(r->north, name) == 0 ? 1 : -1;
    if (side < 0)
      continue;
    games++;
    if (r->winner == side)
      won++;
    else if (r->winner == !side)
      lost++;
    else
      other++;
  }
  site_page_begin(out, name, links);
  sink_puts(out, "<h1>");
  html_escape(out, name);
  sink_puts(out, "</h1>\n<p>");
  snprintf(g, sizeof g, "%zu", games);
  snprintf(a, sizeof a, "%zu", won);
  snprintf(b, sizeof b, "%zu", lost);
  snprintf(d, sizeof d, "%zu", other);
  /* TRANSLATORS: a player's record on their page of the site. */
  html_msg(out, dngettext(BAO_TEXTDOMAIN,
                          "%1$s game: %2$s won, %3$s lost, %4$s without a "
                          "known winner.",
                          "%1$s games: %2$s won, %3$s lost, %4$s without a "
                          "known winner.", games),
           0, HARGS(g, a, b, d));
  sink_puts(out, "</p>\n");
  games_table(&t, name);
  table_free(&t);
  return site_page_end(out, table_js);
}

/* The name numbers (1-based) of a row's players: a game of a player
 * against themself counts once (m 0). */
static void row_players(const char *const *names, size_t n,
                        const bao_game_row *g, size_t *s, size_t *m)
{
  *s = g->copy ? 0 : site_player_no(names, n, g->south);
  *m = g->copy ? 0 : site_player_no(names, n, g->north);
  if (*m == *s)
    *m = 0;
}

/* Counts each player's games, then places them: two passes over the
 * rows, a binary search for each name.  first[k] is where the (k+1)-th
 * name's games end and the next one's begin. */
int bao_site_group(const bao_collection *c, bao_site_links *links)
{
  size_t n, i, s, m, *first, *rows_of, *pos;
  const char **names = bao_collection_players(c, &n);
  if (!names && n)
    return 0;
  first = calloc(n + 1, sizeof *first);
  pos = malloc((n + 1) * sizeof *pos);
  rows_of = malloc((2 * c->n_rows + 1) * sizeof *rows_of);
  if (!first || !pos || !rows_of) {
    free(first);
    free(pos);
    free(rows_of);
    free(names);
    return 0;
  }
  for (i = 0; i < c->n_rows; i++) {
    row_players(names, n, &c->rows[i], &s, &m);
    first[s] += s != 0;
    first[m] += m != 0;
  }
  first[0] = 0;
  for (i = 1; i <= n; i++) {
    pos[i] = first[i - 1];
    first[i] += first[i - 1];
  }
  for (i = 0; i < c->n_rows; i++) {
    row_players(names, n, &c->rows[i], &s, &m);
    if (s)
      rows_of[pos[s]++] = i;
    if (m)
      rows_of[pos[m]++] = i;
  }
  free(pos);
  links->names = names;
  links->n_names = n;
  links->rows_of = rows_of;
  links->first = first;
  return 1;
}

void bao_site_ungroup(bao_site_links *links)
{
  free((void *)links->names);
  free((void *)links->rows_of);
  free((void *)links->first);
  links->names = NULL;
  links->n_names = 0;
  links->rows_of = links->first = NULL;
}
