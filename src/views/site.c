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
#include "views/html/html_page.h"
#include "views/i18n.h"
#include "views/site.h"

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

static const char css[] =
  ":root{color-scheme:light dark;--fg:#1b1b1b;--bg:#fdfcf8;--line:#c9c3b3;"
  "--link:#0b57a4;--mark:#f3e8c8}\n"
  "@media (prefers-color-scheme:dark){:root{--fg:#ece9e1;--bg:#1d1c1a;"
  "--line:#55524b;--link:#8cc4ff;--mark:#3b3524}}\n"
  "body{margin:0;font:16px/1.45 system-ui,sans-serif;color:var(--fg);"
  "background:var(--bg)}\n"
  "a{color:var(--link)}\n"
  ".skip{position:absolute;left:-999px}.skip:focus{left:.5rem;top:.5rem}\n"
  "nav.site{display:flex;flex-wrap:wrap;gap:1rem;padding:.6rem 1rem;"
  "border-bottom:1px solid var(--line)}\n"
  "main{padding:0 1rem 2rem;max-width:72rem}\n"
  ".scroll{overflow-x:auto}\n"
  "table{border-collapse:collapse;min-width:100%}\n"
  "th,td{border-bottom:1px solid var(--line);padding:.3rem .5rem;"
  "text-align:left;vertical-align:top}\n"
  "th button{font:inherit;font-weight:bold;background:none;border:0;"
  "color:inherit;padding:0;cursor:pointer}\n"
  "th[aria-sort=ascending] button::after{content:\" \\25B2\"}\n"
  "th[aria-sort=descending] button::after{content:\" \\25BC\"}\n"
  "td.num{text-align:right;font-variant-numeric:tabular-nums}\n"
  "input[type=search]{font:inherit;padding:.3rem;width:min(100%,24rem)}\n"
  ":focus-visible{outline:3px solid var(--link);outline-offset:2px}\n"
  "ul.tree{list-style:none;padding-left:1.2rem;border-left:1px dotted "
  "var(--line)}\n"
  "summary{cursor:pointer}.no{opacity:.7}.move{font-weight:bold}\n"
  ".counts{opacity:.85}\n"
  "tr[hidden]{display:none}\n";

void site_page_begin(bao_sink *f, const char *title,
                     const bao_site_links *links)
{
  char lang[32];
  sink_printf(f, "<!DOCTYPE html>\n<html lang=\"%s\">\n<head>\n"
              "<meta charset=\"utf-8\" />\n<meta name=\"viewport\" "
              "content=\"width=device-width, initial-scale=1\" />\n"
              "<meta http-equiv=\"Content-Security-Policy\" content=\""
              "default-src 'none'; style-src 'unsafe-inline'; script-src "
              "'unsafe-inline'; img-src data:\" />\n<title>",
              html_lang(lang, sizeof lang));
  html_escape(f, title);
  sink_puts(f, "</title>\n<style>\n");
  sink_puts(f, css);
  sink_puts(f, "</style>\n</head>\n<body>\n<a class=\"skip\" "
               "href=\"#main\">");
  /* TRANSLATORS: a link for keyboard users, first on a page of the site. */
  html_escape(f, _("Skip to the content"));
  sink_puts(f, "</a>\n");
  if (links && links->index) {
    sink_puts(f, "<nav class=\"site\"><a href=\"");
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
  sink_puts(f, "<main id=\"main\">\n");
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

static void th(bao_sink *f, const char *label, const char *type)
{
  sink_printf(f, "<th scope=\"col\" data-type=\"%s\"><button type=\"button\">",
              type);
  html_escape(f, label);
  sink_puts(f, "</button></th>");
}

static void head_row(bao_sink *f)
{
  sink_puts(f, "<thead><tr>");
  /* TRANSLATORS: headings of the columns of the table of games. */
  th(f, _("Game"), "text");
  th(f, _("South"), "text");
  th(f, _("North"), "text");
  th(f, _("Date"), "text");
  th(f, _("Event"), "text");
  th(f, _("Result"), "text");
  th(f, _("Plies"), "num");
  th(f, _("Variant"), "text");
  th(f, _("Marks"), "num");
  sink_puts(f, "</tr></thead>\n");
}

static void player_cell(table *t, const char *name)
{
  size_t k = t->links && t->links->players
               ? site_player_no(t->players, t->n_players, name) : 0;
  sink_puts(t->f, "<td>");
  if (k)
    sink_printf(t->f, "<a href=\"player-%zu.html\">", k);
  html_escape(t->f, name ? name : "");
  sink_puts(t->f, k ? "</a></td>" : "</td>");
}

static void text_cell(bao_sink *f, const char *s)
{
  sink_puts(f, "<td>");
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
  sink_printf(f, "<td class=\"num\" data-sort=\"%u\" title=\"", bl + mi);
  /* TRANSLATORS: the title of a cell of the table of games: the moves the
     analysis marked in the game. */
  html_msg(f, _("%1$s blunders, %2$s missed wins"), 0, HARGS(b, m));
  sink_printf(f, "\">%u ?? &#183; %u ?</td>", bl, mi);
}

static void game_row(table *t, const bao_game_row *g)
{
  char href[1024], name[512];
  const char *h = t->links && t->links->game
                    ? t->links->game(t->links->arg, g, href, sizeof href)
                    : NULL;
  snprintf(name, sizeof name, "%s #%d", g->file, g->index);
  sink_puts(t->f, "<tr><td>");
  if (h) {
    sink_puts(t->f, "<a href=\"");
    html_escape(t->f, h);
    sink_puts(t->f, "\">");
  }
  html_escape(t->f, name);
  sink_puts(t->f, h ? "</a></td>" : "</td>");
  player_cell(t, g->south);
  player_cell(t, g->north);
  text_cell(t->f, g->date);
  text_cell(t->f, g->event);
  text_cell(t->f, result_text(g));
  sink_printf(t->f, "<td class=\"num\">%zu</td>", g->plies);
  text_cell(t->f, bao_variant_name(g->rules.variant));
  marks_cell(t->f, g);
  sink_puts(t->f, "</tr>\n");
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
  for (i = 0; i < t->c->n_rows; i++) {
    const bao_game_row *g = &t->c->rows[i];
    if (player && !(g->south && strcmp(g->south, player) == 0) &&
        !(g->north && strcmp(g->north, player) == 0))
      continue;
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
  if (!table_init(&t, out, c, links))
    return 0;
  /* TRANSLATORS: the title of the site's index page. */
  site_page_begin(out, _("Games"), links);
  sink_puts(out, "<h1>");
  html_escape(out, _("Games"));
  sink_puts(out, "</h1>\n<p>");
  snprintf(n, sizeof n, "%zu", c->n_rows);
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
  for (i = 0; i < c->n_rows; i++) {
    const bao_game_row *r = &c->rows[i];
    int side = r->south && strcmp(r->south, name) == 0 ? 0
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
