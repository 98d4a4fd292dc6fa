/* html_engine.c - html --engine (html_page.h): each ply of the
 * game judged by the engine (engine_judge.h) as annotate --engine judges
 * it, said after its sentences; the judgement as data attributes of the
 * move list (data-engine-before, -after, -best, -mark: the columns of
 * analyze --engine) and its estimate mark beside the move, apart from
 * the exact marks; and the graph of South's chance of winning over the
 * game, drawn here as SVG (it needs no script, and prints), with a key in
 * the page's language. */
#include <stdlib.h>
#include <string.h>

#include "bao_assets.h"
#include "html_page.h"
#include "base/i18n.h"
#include "base/obuf.h"

/* The graph's box, in SVG units: the plot and the margins for labels. */
#define G_W 480
#define G_H 150
#define G_LEFT 44
#define G_RIGHT 8
#define G_TOP 8
#define G_BOTTOM 20

int html_engine_take(bao_html_game *g, const bao_ply_report *p, html_ply *h)
{
  bao_diag d;
  char told[2048];
  size_t n, m;
  char *text;
  if (g->judge && p->depth == 0 && p->ply == 0)
    bao_engine_new_game(g->judge);
  if (!g->judge || p->depth != 0 ||
      !bao_engine_judge_ply(g->judge, p->before, &p->outcome->move,
                            p->judgement, &h->ej, &d))
    return 1; /* (not judged: the command counts it) */
  h->engine = 1;
  bao_annotate_engine(p, &h->ej, told, sizeof told);
  n = h->annotation ? strlen(h->annotation) : 0;
  m = strlen(told);
  if (!(text = realloc(h->annotation, n + m + 2))) {
    free(h->annotation);
    h->annotation = NULL;
    return 0;
  }
  text[n] = ' ';
  memcpy(text + (n ? n + 1 : 0), told, m + 1);
  h->annotation = text;
  return 1;
}

void html_engine_attrs(bao_sink *f, const html_ply *p)
{
  char was[32], now[32], best[BAO_TOKEN_MAX];
  if (!p->engine)
    return;
  bao_score_format(p->ej.before, was, sizeof was);
  bao_score_format(p->ej.after, now, sizeof now);
  bao_move_token(&p->ej.best, p->side, best, sizeof best);
  sink_printf(f, " data-engine-before=\"%s\" data-engine-after=\"%s\" "
              "data-engine-best=\"", was, now);
  html_escape(f, best);
  sink_printf(f, "\" data-engine-mark=\"%s\"",
              bao_engine_mark_name(p->ej.mark));
}

/* An estimate mark: in parentheses, and in a colour of its own, so that
 * it is not read as one of the exact marks (?? ? !). */
void html_engine_mark(bao_sink *f, const html_ply *p)
{
  const char *glyph, *words;
  if (!p->engine || p->ej.mark == BAO_ENGINE_NONE)
    return;
  glyph = p->ej.mark == BAO_ENGINE_MISTAKE ? "(?)" : "(?!)";
  words = p->ej.mark == BAO_ENGINE_MISTAKE
            /* TRANSLATORS: the engine's estimate marks of a move, beside
               it in the move list (not exact results). */
            ? _("a mistake, by the engine's estimate")
            : _("an inaccuracy, by the engine's estimate");
  sink_printf(f, "<span class=\"engine-mark engine-%s\" style=\"color:%s\" "
              "title=\"", bao_engine_mark_name(p->ej.mark),
              p->ej.mark == BAO_ENGINE_MISTAKE ? "#c0392b" : "#b9770e");
  html_escape(f, words);
  sink_printf(f, "\" aria-hidden=\"true\">%s</span>"
              "<span class=\"visually-hidden\"> (", glyph);
  html_escape(f, words);
  sink_puts(f, ")</span>");
}

/* South's chance of winning, in percent, from a score of the mover's. */
static double south(int score, int mover)
{
  double pc = bao_score_percent(score);
  return mover == BAO_SOUTH ? pc : 100.0 - pc;
}

/* The graph's point k (0: the start, k: after ply k): 1 with its chance
 * and whether it is exact, or 0 when the engine did not judge it. */
static int point(const bao_html_game *g, size_t k, double *pc, int *exact)
{
  const html_ply *h = k ? &g->ply[k - 1] : &g->ply[0];
  int score;
  if (!h->engine)
    return 0;
  score = k ? h->ej.after : h->ej.before;
  *pc = south(score, h->side);
  *exact = bao_score_exact(score);
  return 1;
}

static double px(const bao_html_game *g, size_t k)
{
  return G_LEFT + (double)k * (G_W - G_LEFT - G_RIGHT) /
                      (double)(g->n ? g->n : 1);
}

static double py(double pc)
{
  return G_TOP + (100.0 - pc) * (G_H - G_TOP - G_BOTTOM) / 100.0;
}

/* The axes: 0, 50 and 100% (50%: even chances, dashed) and the plies. */
static void axes(bao_sink *f, const bao_html_game *g)
{
  int pc;
  for (pc = 0; pc <= 100; pc += 50)
    sink_printf(f, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" "
                "stroke=\"currentColor\" stroke-opacity=\"0.35\"%s/>"
                "<text x=\"%d\" y=\"%.1f\" font-size=\"13\" "
                "text-anchor=\"end\" fill=\"currentColor\">%d%%</text>\n",
                G_LEFT, py(pc), G_W - G_RIGHT, py(pc),
                pc == 50 ? " stroke-dasharray=\"4 3\"" : "", G_LEFT - 4,
                py(pc) + 4, pc);
  sink_printf(f, "<text x=\"%d\" y=\"%d\" font-size=\"13\" "
              "fill=\"currentColor\">0</text><text x=\"%d\" y=\"%d\" "
              "font-size=\"13\" text-anchor=\"end\" fill=\"currentColor\">"
              "%zu</text>\n", G_LEFT, G_H - 4, G_W - G_RIGHT, G_H - 4, g->n);
}

/* The line, broken where a ply was not judged. */
static void curve(bao_sink *f, const bao_html_game *g)
{
  size_t k;
  int open = 0, exact;
  double pc;
  for (k = 0; k <= g->n; k++) {
    if (!point(g, k, &pc, &exact)) {
      if (open)
        sink_puts(f, "\"/>\n");
      open = 0;
      continue;
    }
    if (!open)
      sink_puts(f, "<polyline class=\"engine-line\" fill=\"none\" "
                   "stroke=\"#2e86c1\" stroke-width=\"2\" points=\"");
    sink_printf(f, "%s%.1f,%.1f", open ? " " : "", px(g, k), py(pc));
    open = 1;
  }
  if (open)
    sink_puts(f, "\"/>\n");
}

/* A dot per point: filled for an exact result, ringed in the mark's
 * colour for a move the estimate marks, each titled "12. a3L: 43%". */
static void dots(bao_sink *f, const bao_html_game *g)
{
  size_t k;
  int exact, mark;
  double pc;
  for (k = 0; k <= g->n; k++) {
    if (!point(g, k, &pc, &exact))
      continue;
    mark = k ? g->ply[k - 1].ej.mark : BAO_ENGINE_NONE;
    if (!exact && mark == BAO_ENGINE_NONE)
      continue;
    sink_printf(f, "<circle class=\"%s\" cx=\"%.1f\" cy=\"%.1f\" r=\"%s\" "
                "fill=\"%s\" stroke=\"%s\" stroke-width=\"2\"><title>",
                exact ? "engine-exact" : "engine-marked", px(g, k), py(pc),
                exact ? "3.5" : "4.5", exact ? "currentColor" : "none",
                mark == BAO_ENGINE_MISTAKE      ? "#c0392b"
                : mark == BAO_ENGINE_INACCURACY ? "#b9770e"
                                                : "currentColor");
    if (k)
      sink_printf(f, "%zu. ", k);
    /* the move as the record spells it for an AP record (AP's cells) */
    html_escape(f, !k ? ""
                   : g->dialect == BAO_DIALECT_AP && g->ply[k - 1].src->token
                   ? g->ply[k - 1].src->token : g->ply[k - 1].token);
    sink_printf(f, "%s%.0f%%</title></circle>\n", k ? ": " : "", pc);
  }
}

/* data-south: South's chance after each ply (the first: the start), in
 * whole percent, "-" where the engine did not judge; for tools. */
static void south_data(bao_sink *f, const bao_html_game *g)
{
  size_t k;
  int exact;
  double pc;
  sink_puts(f, " data-south=\"");
  for (k = 0; k <= g->n; k++) {
    if (point(g, k, &pc, &exact))
      sink_printf(f, "%s%.0f", k ? "," : "", pc);
    else
      sink_puts(f, k ? ",-" : "-");
  }
  sink_puts(f, "\"");
}

void html_engine_graph(bao_sink *f, const bao_html_game *g)
{
  char hi[16], lo[16];
  if (!g->judge || !g->n)
    return;
  sink_puts(f, "<section class=\"engine-box chart-box\" "
               "aria-labelledby=\"engine-h\">\n<h2 id=\"engine-h\">");
  /* TRANSLATORS: the heading of the graph of South's chance of winning
     over the game, as the engine estimates it. */
  html_escape(f, _("South's chances, by the engine"));
  sink_printf(f, "</h2>\n<svg id=\"engine-graph\" class=\"engine-graph\" "
              "xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 %d %d\" "
              "width=\"100%%\" role=\"img\" data-plies=\"%zu\" "
              "data-left=\"%d\" data-right=\"%d\"", G_W, G_H, g->n, G_LEFT,
              G_W - G_RIGHT);
  south_data(f, g);
  sink_puts(f, " aria-label=\"");
  /* TRANSLATORS: the graph's name for screen readers. */
  html_escape(f, _("Graph of South's chance of winning after every move, "
                   "by the engine"));
  sink_puts(f, "\">\n");
  axes(f, g);
  /* the ply shown (engine.js moves it) */
  sink_printf(f, "<line id=\"engine-cursor\" x1=\"%d\" y1=\"%d\" "
              "x2=\"%d\" y2=\"%d\" stroke=\"currentColor\" "
              "stroke-width=\"1.5\"/>\n", G_LEFT, G_TOP, G_LEFT,
              G_H - G_BOTTOM);
  curve(f, g);
  dots(f, g);
  sink_puts(f, "</svg>\n<script>//<![CDATA[\n");
  for (const char *const *l = bao_asset_engine_js; *l; l++)
    sink_puts(f, *l);
  sink_puts(f, "//]]></script>\n<p class=\"engine-key marks-key\">");
  snprintf(hi, sizeof hi, "%d", BAO_ENGINE_MISTAKE_POINTS);
  snprintf(lo, sizeof lo, "%d", BAO_ENGINE_INACCURACY_POINTS);
  /* TRANSLATORS: the key under the graph: %1$s and %2$s are numbers of
     percentage points (20 and 10). */
  html_msg(f, _("The line is the engine's estimate of South's chance of "
                "winning after each move (50%% is even). A filled dot is "
                "an exact result, a forced win or loss, which replaces the "
                "estimate where the exact search reaches. A ringed dot, "
                "and (?) or (?!) in the move list, marks a move that costs "
                "its player %1$s or %2$s points of winning chance or more "
                "by the engine's estimate: estimates, apart from the exact "
                "marks."), 0, HARGS(hi, lo));
  sink_puts(f, "</p>\n</section>\n");
}
