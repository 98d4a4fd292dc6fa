/* openings.c - bao_openings_write (collection.h): the tree of openings
 * by position as an indented text, as YAML data, or as a page that folds
 * and unfolds.  Every format numbers the nodes in the order the text
 * shows them (depth first, the moves most played first), so that a node
 * reached again by another move order is shown once and named after by
 * its number: a transposition. */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "bao/collection.h"
#include "bao/notation.h"
#include "bao/record.h"
#include "engine/same.h"
#include "collection_tree.h"
#include "views/html/html_page.h"
#include "base/i18n.h"
#include "site.h"

/* Games are listed by name at a node of at most this many in the text and
 * the page (above, their count says it: the root of 100,000 games would
 * be a line of a megabyte); the YAML lists them all. */
#define LISTED 10

typedef struct walker {
  bao_sink *f;
  const bao_collection *c;
  const bao_tree *t;
  const bao_site_links *links;
  size_t *id;          /* per node: its number once shown (0: not yet)   */
  size_t next_id;
  size_t *order;       /* YAML: node numbers in order of id              */
} walker;

/* ---- the edges in the order shown ------------------------------------------ */

typedef struct edge_sort {
  const tree_edge *e;
  char token[BAO_DIALECT_TOKEN_MAX];
} edge_sort;

static int by_games(const void *a, const void *b)
{
  const edge_sort *x = a, *y = b;
  if (x->e->games != y->e->games)
    return x->e->games > y->e->games ? -1 : 1;
  return strcmp(x->token, y->token);
}

/* The moves of node n, most played first (ties: by token); NULL when out
 * of memory or none. */
static edge_sort *sorted_edges(const tree_node *n)
{
  edge_sort *v;
  size_t i;
  if (n->n_edges == 0 || !(v = malloc(n->n_edges * sizeof *v)))
    return NULL;
  for (i = 0; i < n->n_edges; i++) {
    v[i].e = &n->edge[i];
    bao_move_token(&n->edge[i].move, n->edge[i].side, v[i].token,
                   sizeof v[i].token);
  }
  qsort(v, n->n_edges, sizeof *v, by_games);
  return v;
}

/* "A4L* (kiba A4<, mw A4L*)": the move in every dialect. */
static void tokens(bao_sink *f, const bao_tree *t, const tree_edge *e)
{
  char tok[BAO_DIALECT_TOKEN_MAX];
  bao_outcome o = tree_outcome(t, e);
  int d;
  for (d = 0; d < BAO_DIALECT_COUNT; d++) {
    bao_outcome_token(&o, e->side, (enum bao_dialect)d, tok, sizeof tok);
    if (d > 0)
      sink_printf(f, "%s%s %s", d == 1 ? " (" : ", ",
                  bao_dialect_name((enum bao_dialect)d), tok);
    else
      sink_puts(f, tok);
  }
  if (BAO_DIALECT_COUNT > 1)
    sink_putc(f, ')');
}

/* "start (kiswahili)", or "set-up (kiswahili) <position line>". */
static void root_name(bao_sink *f, const tree_node *n)
{
  bao_position s;
  char line[BAO_LINE_MAX];
  bao_rules v = bao_rules_variant(n->pos.rules.variant);
  /* the same variant under other options is another tree: said so */
  const char *other = memcmp(&v, &n->pos.rules, offsetof(bao_rules, features))
                        ? ", other rules" : "";
  bao_position_start(&s, &n->pos.rules);
  if (bao_position_same(&s, &n->pos)) {
    sink_printf(f, "start (%s%s)", bao_variant_name(n->pos.rules.variant),
                other);
    return;
  }
  bao_position_format(&n->pos, line, sizeof line);
  sink_printf(f, "set-up (%s%s) %s", bao_variant_name(n->pos.rules.variant),
              other, line);
}

/* ---- text -------------------------------------------------------------------- */

static void text_counts(walker *w, const tree_node *n)
{
  size_t i;
  sink_printf(w->f, ": %u game%s, South %u, North %u, other %u",
              (unsigned)n->n_games, n->n_games == 1 ? "" : "s",
              (unsigned)n->wins[0], (unsigned)n->wins[1],
              (unsigned)n->wins[2]);
  if (n->n_games == 0 || n->n_games > LISTED)
    return;
  sink_puts(w->f, ":");
  for (i = 0; i < n->n_games; i++) {
    sink_putc(w->f, ' ');
    site_game_name(w->f, &w->c->rows[n->games[i]]);
  }
}

static void text_node(walker *w, size_t k, int depth)
{
  const tree_node *n = &w->t->node[k];
  edge_sort *v = sorted_edges(n);
  size_t i;
  for (i = 0; v && i < n->n_edges; i++) {
    const tree_edge *e = v[i].e;
    int j;
    for (j = 0; j <= depth; j++)
      sink_puts(w->f, "  ");
    if (w->id[e->to]) {
      sink_printf(w->f, "[%zu] ", w->id[e->to]);
      tokens(w->f, w->t, e);
      sink_printf(w->f, ": transposition, %u game%s this way\n", (unsigned)e->games,
                  e->games == 1 ? "" : "s");
      continue;
    }
    w->id[e->to] = ++w->next_id;
    sink_printf(w->f, "[%zu] ", w->id[e->to]);
    tokens(w->f, w->t, e);
    text_counts(w, &w->t->node[e->to]);
    sink_putc(w->f, '\n');
    text_node(w, e->to, depth + 1);
  }
  free(v);
}

static void text_tree(walker *w)
{
  size_t r;
  sink_printf(w->f, "# openings of %zu game%s, %d pl%s deep, by position\n",
              w->c->n_rows, w->c->n_rows == 1 ? "" : "s", w->c->max_plies,
              w->c->max_plies == 1 ? "y" : "ies");
  for (r = 0; r < w->t->n_roots; r++) {
    size_t k = w->t->root[r];
    if (w->id[k])
      continue; /* a set-up position the tree already showed */
    w->id[k] = ++w->next_id;
    sink_printf(w->f, "[%zu] ", w->id[k]);
    root_name(w->f, &w->t->node[k]);
    text_counts(w, &w->t->node[k]);
    sink_putc(w->f, '\n');
    text_node(w, k, 0);
  }
}

/* ---- YAML -------------------------------------------------------------------- */

/* Numbers the nodes as the text shows them, without writing. */
static void number(walker *w, size_t k)
{
  const tree_node *n = &w->t->node[k];
  edge_sort *v;
  size_t i;
  w->id[k] = ++w->next_id;
  w->order[w->id[k] - 1] = k;
  v = sorted_edges(n);
  for (i = 0; v && i < n->n_edges; i++)
    if (!w->id[v[i].e->to])
      number(w, v[i].e->to);
  free(v);
}

static void yaml_game(walker *w, const bao_game_row *g)
{
  static const char *const side[] = {"south", "north"};
  bao_sink *f = w->f;
  sink_puts(f, "  - file: ");
  site_yaml_str(f, g->file);
  sink_printf(f, "\n    game: %d\n", g->index);
  if (g->south)
    sink_puts(f, "    south: "), site_yaml_str(f, g->south), sink_putc(f, '\n');
  if (g->north)
    sink_puts(f, "    north: "), site_yaml_str(f, g->north), sink_putc(f, '\n');
  if (g->result)
    sink_puts(f, "    result: "), site_yaml_str(f, g->result),
      sink_putc(f, '\n');
  sink_printf(f, "    winner: %s\n",
              g->winner == 0 || g->winner == 1 ? side[g->winner] : "null");
}

static void yaml_node(walker *w, size_t k)
{
  const tree_node *n = &w->t->node[k];
  char line[BAO_LINE_MAX], tok[BAO_DIALECT_TOKEN_MAX];
  edge_sort *v = sorted_edges(n);
  size_t i;
  int d;
  bao_position_format(&n->pos, line, sizeof line);
  sink_printf(w->f, "  - id: %zu\n    variant: %s\n    position: \"%s\"\n"
              "    south: %u\n    north: %u\n    other: %u\n    games: [",
              w->id[k], bao_variant_name(n->pos.rules.variant), line,
              (unsigned)n->wins[0], (unsigned)n->wins[1],
              (unsigned)n->wins[2]);
  for (i = 0; i < n->n_games; i++)
    sink_printf(w->f, "%s%u", i ? ", " : "", (unsigned)n->games[i] + 1);
  sink_puts(w->f, n->n_edges ? "]\n    moves:\n" : "]\n    moves: []\n");
  for (i = 0; v && i < n->n_edges; i++) {
    sink_puts(w->f, "      - {");
    bao_outcome o = tree_outcome(w->t, v[i].e);
    for (d = 0; d < BAO_DIALECT_COUNT; d++) {
      bao_outcome_token(&o, v[i].e->side, (enum bao_dialect)d, tok,
                        sizeof tok);
      sink_printf(w->f, "%s: \"%s\", ", bao_dialect_name((enum bao_dialect)d),
                  tok);
    }
    sink_printf(w->f, "games: %u, to: %zu}\n", (unsigned)v[i].e->games,
                w->id[v[i].e->to]);
  }
  free(v);
}

static void yaml_tree(walker *w)
{
  size_t i;
  sink_printf(w->f, "# openings by position: each node a position, its "
              "games numbers in `games`\nplies: %d\ngames:\n",
              w->c->max_plies);
  for (i = 0; i < w->c->n_rows; i++)
    yaml_game(w, &w->c->rows[i]);
  sink_puts(w->f, "roots: [");
  for (i = 0; i < w->t->n_roots; i++) {
    if (!w->id[w->t->root[i]])
      number(w, w->t->root[i]);
    sink_printf(w->f, "%s%zu", i ? ", " : "", w->id[w->t->root[i]]);
  }
  sink_puts(w->f, "]\nnodes:\n");
  for (i = 0; i < w->next_id; i++)
    yaml_node(w, w->order[i]);
}

/* ---- the page ------------------------------------------------------------------ */

static void html_game_link(walker *w, const bao_game_row *g)
{
  char href[1024], name[512];
  const char *h = w->links && w->links->game
                    ? w->links->game(w->links->arg, g, href, sizeof href)
                    : NULL;
  snprintf(name, sizeof name, "%s #%d", g->file, g->index);
  sink_puts(w->f, "<li>");
  if (h) {
    sink_puts(w->f, "<a href=\"");
    html_escape(w->f, h);
    sink_puts(w->f, "\">");
  }
  html_escape(w->f, name);
  if (g->south || g->north) {
    sink_puts(w->f, ": ");
    html_escape(w->f, g->south ? g->south : "?");
    sink_puts(w->f, " \xe2\x80\x93 ");
    html_escape(w->f, g->north ? g->north : "?");
  }
  sink_puts(w->f, h ? "</a></li>\n" : "</li>\n");
}

static void html_counts(walker *w, const tree_node *n)
{
  char a[32], b[32], c[32], g[32];
  snprintf(g, sizeof g, "%u", (unsigned)n->n_games);
  snprintf(a, sizeof a, "%u", (unsigned)n->wins[0]);
  snprintf(b, sizeof b, "%u", (unsigned)n->wins[1]);
  snprintf(c, sizeof c, "%u", (unsigned)n->wins[2]);
  sink_puts(w->f, " <span class=\"counts\">");
  /* TRANSLATORS: a line of the opening tree: %1$s games, of which South
     won %2$s, North %3$s, and %4$s have no known winner. */
  html_msg(w->f, dngettext(BAO_TEXTDOMAIN,
                           "%1$s game: South %2$s, North %3$s, other %4$s",
                           "%1$s games: South %2$s, North %3$s, other %4$s",
                           n->n_games),
           0, HARGS(g, a, b, c));
  sink_puts(w->f, "</span>");
}

static void html_games(walker *w, const tree_node *n)
{
  size_t i;
  if (n->n_games == 0 || n->n_games > LISTED)
    return;
  sink_puts(w->f, "<ul class=\"games\">\n");
  for (i = 0; i < n->n_games; i++)
    html_game_link(w, &w->c->rows[n->games[i]]);
  sink_puts(w->f, "</ul>\n");
}

static void html_tokens(walker *w, const tree_edge *e)
{
  bao_sink *m = bao_sink_memory();
  size_t len;
  const char *text;
  if (!m)
    return;
  tokens(m, w->t, e);
  if ((text = bao_sink_text(m, &len))) /* len is set by the call */
    html_escape_n(w->f, text, len);
  bao_sink_free(m);
}

static void html_node(walker *w, size_t k)
{
  const tree_node *n = &w->t->node[k];
  edge_sort *v = sorted_edges(n);
  size_t i;
  if (v)
    sink_puts(w->f, "<ul class=\"tree\">\n");
  for (i = 0; v && i < n->n_edges; i++) {
    const tree_edge *e = v[i].e;
    char id[32];
    if (w->id[e->to]) {
      snprintf(id, sizeof id, "%zu", w->id[e->to]);
      sink_printf(w->f, "<li><span class=\"move\">");
      html_tokens(w, e);
      sink_printf(w->f, "</span> <a href=\"#node-%zu\">", w->id[e->to]);
      /* TRANSLATORS: a move of the opening tree that reaches a position
         shown elsewhere in it; %1$s is the number of that position. */
      html_msg(w->f, _("the same position as %1$s"), 0, HARGS(id));
      sink_puts(w->f, "</a></li>\n");
      continue;
    }
    w->id[e->to] = ++w->next_id;
    sink_printf(w->f, "<li id=\"node-%zu\"><details%s><summary>"
                "<span class=\"no\">%zu</span> <span class=\"move\">",
                w->id[e->to], w->t->node[e->to].n_games > LISTED ? " open" : "",
                w->id[e->to]);
    html_tokens(w, e);
    sink_puts(w->f, "</span>");
    html_counts(w, &w->t->node[e->to]);
    sink_puts(w->f, "</summary>\n");
    html_games(w, &w->t->node[e->to]);
    html_node(w, e->to);
    sink_puts(w->f, "</details></li>\n");
  }
  if (v)
    sink_puts(w->f, "</ul>\n");
  free(v);
}

/* The root's heading in the reader's language: "Start (kiswahili)", or
 * "Set-up (kiswahili): <position line>"; the variant's name and the
 * position line are the same in every language. */
static void html_root_name(bao_sink *f, const tree_node *n)
{
  bao_position s;
  char line[BAO_LINE_MAX];
  bao_rules v = bao_rules_variant(n->pos.rules.variant);
  const char *name = bao_variant_name(n->pos.rules.variant);
  int other = memcmp(&v, &n->pos.rules, offsetof(bao_rules, features)) != 0;
  bao_position_start(&s, &n->pos.rules);
  if (bao_position_same(&s, &n->pos)) {
    /* TRANSLATORS: the heading of a tree of openings from the start of
       the variant %1$s ("kiswahili"); the second, of a variant played
       under other rule options. */
    html_msg(f, other ? _("Start (%1$s, other rules)") : _("Start (%1$s)"),
             0, HARGS(name));
    return;
  }
  bao_position_format(&n->pos, line, sizeof line);
  /* TRANSLATORS: the heading of a tree of openings from a set-up position
     (%2$s, a position line) of the variant %1$s. */
  html_msg(f, other ? _("Set-up (%1$s, other rules): %2$s")
                    : _("Set-up (%1$s): %2$s"), 0, HARGS(name, line));
}

static void html_tree(walker *w)
{
  size_t r;
  site_page_begin(w->f, _("Openings"), w->links);
  sink_puts(w->f, "<h1>");
  /* TRANSLATORS: the heading of the page of the opening tree. */
  html_escape(w->f, _("Openings"));
  sink_puts(w->f, "</h1>\n<p>");
  /* TRANSLATORS: under the heading of the opening tree. */
  html_escape(w->f, _("Each line is a position: two move orders that reach "
                      "the same position meet in one line."));
  sink_puts(w->f, "</p>\n");
  for (r = 0; r < w->t->n_roots; r++) {
    size_t k = w->t->root[r];
    if (w->id[k])
      continue;
    w->id[k] = ++w->next_id;
    sink_printf(w->f, "<section class=\"root\" id=\"node-%zu\"><h2>",
                w->id[k]);
    html_root_name(w->f, &w->t->node[k]);
    sink_puts(w->f, "</h2>\n<p>");
    html_counts(w, &w->t->node[k]);
    sink_puts(w->f, "</p>\n");
    html_games(w, &w->t->node[k]);
    html_node(w, k);
    sink_puts(w->f, "</section>\n");
  }
}

int bao_openings_write(bao_sink *out, const bao_collection *c, int format,
                       const bao_site_links *links)
{
  static const bao_tree none;
  walker w;
  int ok;
  memset(&w, 0, sizeof w);
  w.f = out;
  w.c = c;
  w.t = c->tree ? c->tree : &none;
  w.links = links;
  w.id = calloc(w.t->n + 1, sizeof *w.id);
  w.order = calloc(w.t->n + 1, sizeof *w.order);
  if (!w.id || !w.order) {
    free(w.id);
    free(w.order);
    return 0;
  }
  if (format == BAO_COLL_YAML)
    yaml_tree(&w);
  else if (format == BAO_COLL_HTML)
    html_tree(&w);
  else
    text_tree(&w);
  ok = format == BAO_COLL_HTML ? site_page_end(out, NULL) : sink_sync(out);
  free(w.id);
  free(w.order);
  return ok;
}
