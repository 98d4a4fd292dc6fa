/* diagram_svg.c - a position as a standalone SVG picture, laid out like a
 * diagram in a Bao book and like diagram_ascii.c: North's rows on top
 * (b, then a), a rule, South's rows (A, then B); with opts->flip the other
 * way round.  The teaching page (html.c) embeds the same drawing and its
 * script keeps to its ids, classes and geometry (src/views/html/assets/page.js).
 *
 * The output is meant for golden tests and diffs as much as for eyes, so
 * it is deterministic: every coordinate is an integer printed with %d (no
 * floats, so no locale), attributes come in a fixed order (id, class,
 * geometry, then presentation), ids are derived from hole names
 * (`pit-A5`, `seeds-A5`, `delta-A5`) and there is no date or random id.
 * Every element has a class as a CSS hook, and its colours are also
 * presentation attributes because not every SVG renderer reads CSS
 * (python-chess #622); a stylesheet overrides them.
 *
 * Layers, bottom to top: background and board, the 32 pits (each a <g>
 * with its own <title>), labels and hands, then the marks of the move, so
 * that a mark is never hidden by a pit.
 *
 * Themes (enum bao_theme) change colours only, except that the print
 * theme adds a legend: every mark already differs from the others by its
 * shape (a ring, a cross, a rounded badge for a gain and a square one for
 * a loss, an arrow, a dashed ring), and the nyumba's three states by their
 * outline (double, single, dashed), so that nothing depends on colour. */
#include <string.h>

#include "base/util.h"
#include "engine/geometry.h"
#include "base/sink.h"
#include "bao/notation.h"
#include "bao/token.h"
#include "bao/view.h"

/* The grid, in user units (the viewBox scales it). */
enum {
  CELL = 64,    /* pit pitch                                        */
  PIT_R = 26,   /* pit radius; a nyumba is a 2*PIT_R rounded square  */
  PAD = 10,     /* board edge to the first pit cell                  */
  GAP = 18,     /* between the two halves, where the rule runs       */
  SIDE_W = 120, /* margin at each side: row letters and the hands    */
  BAND = 24,    /* hole numbers above and below the board            */
  TITLE_H = 36,
  BOARD_W = 2 * PAD + 8 * CELL,
  BOARD_H = 2 * PAD + 4 * CELL + GAP,
  WIDTH = 2 * SIDE_W + BOARD_W,
  DOT_STEP = 10, /* seed dots: grid pitch, radius, at most 4 x 4     */
  DOT_R = 4,
  DOTS_CAP = 16,
  DESC_MAX = 8192,
  LEGEND_ROW = 26, /* the print theme's legend: row height, glyph box */
  LEGEND_GLYPH = 30
};

/* The colours of a theme.  Marks keep their shapes in every theme. */
typedef struct palette {
  const char *paper, *wood, *wood_edge, *pit, *pit_edge, *house, *seed,
    *ink, *mark, *arrow, *takasia, *cross, *gain, *gain_ink, *loss,
    *loss_ink, *badge_edge;
} palette;

static const palette palettes[3] = {
  /* light: the screen design, a wooden board with dark holes */
  {"#ffffff", "#d9a566", "#8a5a2b", "#7b4a22", "#4e2e12", "#8b1a1a",
   "#fff6e0", "#222222", "#1f5fbf", "#4fa3ff", "#e07b00", "#c62828",
   "#2e7d32", "#ffffff", "#c62828", "#ffffff", "none"},
  /* dark: the same board on a dark page */
  {"#1b1712", "#6b4a2a", "#b07d46", "#2e1d0e", "#120a04", "#ff8a80",
   "#ffeccc", "#ece4d8", "#8ab8ff", "#8ab8ff", "#ffb14e", "#ff6b6b",
   "#4caf50", "#ffffff", "#ef5350", "#ffffff", "none"},
  /* print: line art on white, black ink; a gain badge is white with a
   * black edge, a loss badge solid black, so they differ in greyscale */
  {"#ffffff", "#ffffff", "#000000", "#ffffff", "#000000", "#000000",
   "#000000", "#000000", "#000000", "#000000", "#000000", "#000000",
   "#ffffff", "#000000", "#000000", "#ffffff", "#000000"},
};

/* Where things go: the board's corner and which side sits on top. */
typedef struct layout {
  int bx, by; /* top-left corner of the board                       */
  int flip;   /* 1: South on top (North's view)                      */
  int top;    /* the side drawn on top                               */
  int height; /* of the whole picture                                */
  int legend_y; /* top of the legend, or 0: none                     */
  int dialect;  /* the names of the holes in labels and hover texts:
                   AP's cells or de Voogt's (element ids: de Voogt's) */
  const palette *c;
} layout;

/* The length of the valid UTF-8 character XML allows at s, or 0: no C0
 * control but tab and the line ends, and neither U+FFFE nor U+FFFF. */
static size_t utf8_char(const unsigned char *s, size_t n)
{
  unsigned long cp;
  size_t len = bao_utf8_decode(s, n, &cp);
  if (len == 0)
    return 0;
  if (len == 1)
    return cp >= 0x20 || cp == '\t' || cp == '\n' || cp == '\r';
  return cp == 0xfffe || cp == 0xffff ? 0 : len;
}

/* Writes n bytes of user text as XML character data.  The five special
 * characters become references; a byte XML cannot hold (a control
 * character, broken UTF-8) becomes '?', so any input gives a well-formed
 * document. */
static void esc(bao_sink *f, const char *text, size_t n)
{
  const unsigned char *s = (const unsigned char *)text;
  size_t i = 0, len;
  while (i < n) {
    switch (s[i]) {
    case '&': sink_puts(f, "&amp;"); i++; continue;
    case '<': sink_puts(f, "&lt;"); i++; continue;
    case '>': sink_puts(f, "&gt;"); i++; continue;
    case '"': sink_puts(f, "&quot;"); i++; continue;
    case '\'': sink_puts(f, "&#39;"); i++; continue;
    default: break;
    }
    len = utf8_char(s + i, n - i);
    if (len == 0) {
      sink_put(f, "?", 1);
      len = 1;
    } else {
      sink_put(f, (const char *)s + i, len);
    }
    i += len;
  }
}

/* Screen centre of hole (side, c).  Holes are numbered from the owner's
 * left, so the side at the bottom reads 1..8 left to right and the side
 * on top 8..1; the back row is the outer one. */
static void pit_xy(const layout *l, int side, int c, int *x, int *y)
{
  int back = BAO_IS_BACK(c), hole = bao_circuit_number(c);
  int col = side == l->top ? 8 - hole : hole - 1;
  int row = side == l->top ? !back : 2 + back;
  *x = l->bx + PAD + CELL / 2 + col * CELL;
  *y = l->by + PAD + CELL / 2 + row * CELL + (row >= 2 ? GAP : 0);
}

static int is_house(int c) { return c == BAO_HOUSE; }

/* A pit-shaped outline grown by `grow`: round, or square for a nyumba. */
static void shape(bao_sink *f, const char *cls, int x, int y, int square,
                  int grow, const char *fill, const char *stroke, int width,
                  const char *dash)
{
  int r = PIT_R + grow;
  if (square)
    sink_printf(f, "<rect class=\"%s\" x=\"%d\" y=\"%d\" width=\"%d\" "
            "height=\"%d\" rx=\"%d\"", cls, x - r, y - r, 2 * r, 2 * r,
            8 + grow);
  else
    sink_printf(f, "<circle class=\"%s\" cx=\"%d\" cy=\"%d\" r=\"%d\"", cls, x,
            y, r);
  sink_printf(f, " fill=\"%s\" stroke=\"%s\" stroke-width=\"%d\"", fill, stroke,
          width);
  if (dash)
    sink_printf(f, " stroke-dasharray=\"%s\"", dash);
  sink_puts(f, "/>\n");
}

static void text(bao_sink *f, const char *cls, int x, int y, int size,
                 const char *anchor, const char *fill, const char *s)
{
  sink_printf(f, "<text class=\"%s\" x=\"%d\" y=\"%d\" font-size=\"%d\" "
          "text-anchor=\"%s\" fill=\"%s\">", cls, x, y, size, anchor, fill);
  esc(f, s, strlen(s));
  sink_puts(f, "</text>\n");
}

/* The nyumba's state word: functional, intact (under 6) or destroyed. */
static const char *house_state(const bao_position *p, int side)
{
  if (p->house[side] != BAO_HOUSE_INTACT)
    return "destroyed";
  return bao_position_house_functional(p, side) ? "intact functional"
                                                : "intact";
}

/* The takasiaed hole of the side to move: the move's mark, or without
 * marks the position's own (the position line carries it). */
static int takasia_of(const bao_position *p, const bao_marks *m)
{
  int t = m ? m->takasia : p->takasia;
  return t >= 0 && t < BAO_FRONT ? t : -1;
}

/* A hover text and screen-reader label: "a5, nyumba, 6 seeds", then
 * what the move did to the hole. */
static void pit_title(bao_sink *f, const bao_position *p, const bao_marks *m,
                      int side, int c, const char *name)
{
  int n = p->pit[side][c], d = m ? m->delta[side][c] : 0;
  const char *state = "";
  if (is_house(c) && p->house[side] != BAO_HOUSE_INTACT)
    state = ", destroyed";
  else if (is_house(c) && !bao_position_house_functional(p, side))
    state = ", under 6";
  sink_printf(f, "<title>%s%s%s, %d seed%s", name, is_house(c) ? ", nyumba" : "",
          state, n, n == 1 ? "" : "s");
  if (m && side != p->to_move && m->placed == c)
    sink_puts(f, "; seed from hand");
  if (m && m->taken[side][c])
    sink_printf(f, "; %d captured", m->taken[side][c]);
  if (d)
    sink_printf(f, "; %s%d", d > 0 ? "+" : "&#x2212;", d > 0 ? d : -d);
  if (takasia_of(p, m) == c && side == p->to_move)
    sink_puts(f, "; takasia");
  sink_puts(f, "</title>\n");
}

/* Seeds as a centred grid of dots: rows of k = ceil(sqrt(n)), the last
 * row centred.  DOT_STEP is even, so every offset is an integer. */
static void seed_dots(bao_sink *f, const layout *l, int x, int y, int n,
                      const char *name)
{
  int k = 1, rows, i;
  while (k * k < n)
    k++;
  rows = (n + k - 1) / k;
  sink_printf(f, "<g id=\"seeds-%s\" class=\"seeds dots\">\n", name);
  for (i = 0; i < n; i++) {
    int r = i / k, in_row = r == rows - 1 ? n - r * k : k;
    int dx = (i % k) * DOT_STEP - (in_row - 1) * DOT_STEP / 2;
    int dy = r * DOT_STEP - (rows - 1) * DOT_STEP / 2;
    sink_printf(f, "<circle class=\"seed\" cx=\"%d\" cy=\"%d\" r=\"%d\" "
            "fill=\"%s\"/>\n", x + dx, y + dy, DOT_R, l->c->seed);
  }
  sink_puts(f, "</g>\n");
}

static void seeds(bao_sink *f, const layout *l, int x, int y, int n,
                  const char *name, const bao_diagram_opts *o)
{
  int max = o && o->dots_max > 0 ? o->dots_max : 12;
  char num[8];
  if (n == 0) /* an empty pit shows nothing, as in the books */
    return;
  if (o && o->dots && n <= (max < DOTS_CAP ? max : DOTS_CAP)) {
    seed_dots(f, l, x, y, n, name);
    return;
  }
  snprintf(num, sizeof num, "%d", n);
  /* y + 7 puts the baseline so that 20-unit digits sit centred; the
   * dominant-baseline attribute is not honoured everywhere */
  sink_printf(f, "<text id=\"seeds-%s\" class=\"seeds\" x=\"%d\" y=\"%d\" "
          "font-size=\"20\" font-weight=\"bold\" text-anchor=\"middle\" "
          "fill=\"%s\">%s</text>\n", name, x, y + 7, l->c->seed, num);
}

static void pit(bao_sink *f, const layout *l, const bao_position *p,
                const bao_marks *m, int side, int c,
                const bao_diagram_opts *o)
{
  int x, y, house = is_house(c), func = bao_position_house_functional(p, side);
  int intact = p->house[side] == BAO_HOUSE_INTACT;
  char name[3], shown[4];
  bao_hole_name(BAO_HOLE(side, c), name, sizeof name);
  bao_hole_name_in(BAO_HOLE(side, c), (enum bao_dialect)l->dialect, shown,
                   sizeof shown);
  pit_xy(l, side, c, &x, &y);
  sink_printf(f, "<g id=\"pit-%s\" class=\"pit %s %s%s%s%s\">\n", name,
          c < BAO_FRONT ? "front" : "back",
          side == BAO_SOUTH ? "south" : "north", house ? " nyumba " : "",
          house ? house_state(p, side) : "",
          c == 0 || c == 7 ? " kichwa" : c == 1 || c == 6 ? " kimbi" : "");
  pit_title(f, p, m, side, c, shown);
  /* the nyumba keeps its square shape for good; its outline tells its
   * state: double while it works, single under 6 seeds, dashed once it
   * is destroyed */
  if (house && intact) {
    shape(f, "hole", x, y, 1, 0, l->c->pit, l->c->house, func ? 4 : 3, NULL);
    if (func)
      shape(f, "hole-inner", x, y, 1, -6, "none", l->c->house, 2, NULL);
  } else if (house) {
    shape(f, "hole", x, y, 1, 0, l->c->pit, l->c->pit_edge, 2, "6 4");
  } else {
    shape(f, "hole", x, y, 0, 0, l->c->pit, l->c->pit_edge, 2, NULL);
  }
  seeds(f, l, x, y, p->pit[side][c], name, o);
  sink_puts(f, "</g>\n");
}

/* Hole numbers along one edge: the top side's 8..1, the bottom's 1..8;
 * AP's files a..h on both edges (h..a seen from North). */
static void numbers(bao_sink *f, const layout *l, int y, int ascending)
{
  int i;
  char s[4];
  for (i = 0; i < 8; i++) {
    if (l->dialect == BAO_DIALECT_AP)
      snprintf(s, sizeof s, "%c", l->flip ? 'h' - i : 'a' + i);
    else
      snprintf(s, sizeof s, "%d", ascending ? i + 1 : 8 - i);
    text(f, "label number", l->bx + PAD + CELL / 2 + i * CELL, y, 14,
         "middle", l->c->ink, s);
  }
}

/* Row letters at the left edge, so that with the numbers every hole reads
 * by its name (b, a, A, B from top to bottom; flipped: B, A, a, b); AP's
 * ranks 4..1 (flipped: 1..4). */
static void letters(bao_sink *f, const layout *l)
{
  static const char *const rows[2][2][4] = {
    {{"b", "a", "A", "B"}, {"B", "A", "a", "b"}},
    {{"4", "3", "2", "1"}, {"1", "2", "3", "4"}}};
  int r, x = l->bx - 14, y, ap = l->dialect == BAO_DIALECT_AP;
  for (r = 0; r < 4; r++) {
    y = l->by + PAD + CELL / 2 + r * CELL + (r >= 2 ? GAP : 0) + 5;
    text(f, "label row", x, y, 15, "middle", l->c->ink,
         rows[ap][l->flip][r]);
  }
}

static void board(bao_sink *f, const layout *l)
{
  int rule_y = l->by + PAD + 2 * CELL + GAP / 2;
  sink_printf(f, "<rect class=\"background\" x=\"0\" y=\"0\" width=\"%d\" "
          "height=\"%d\" fill=\"%s\"/>\n", WIDTH, l->height, l->c->paper);
  sink_printf(f, "<rect class=\"board\" x=\"%d\" y=\"%d\" width=\"%d\" "
          "height=\"%d\" rx=\"12\" fill=\"%s\" stroke=\"%s\" "
          "stroke-width=\"3\"/>\n", l->bx, l->by, BOARD_W, BOARD_H, l->c->wood,
          l->c->wood_edge);
  sink_printf(f, "<line class=\"rule\" x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" "
          "stroke=\"%s\" stroke-width=\"3\"/>\n", l->bx + PAD, rule_y,
          l->bx + BOARD_W - PAD, rule_y, l->c->wood_edge);
}

/* A player's hand sits at his own right: screen right for the side at
 * the bottom, screen left (beyond the row letters) for the side on top. */
static void hand(bao_sink *f, const layout *l, const bao_position *p, int side)
{
  int on_top = side == l->top, x, y;
  const char *who = side == BAO_SOUTH ? "south" : "north", *anchor;
  char s[32];
  x = on_top ? l->bx - 34 : l->bx + BOARD_W + 16;
  y = l->by + PAD + (on_top ? CELL : 3 * CELL + GAP);
  anchor = on_top ? "end" : "start";
  sink_printf(f, "<g id=\"hand-%s\" class=\"hand %s%s\">\n", who, who,
          side == p->to_move ? " to-move" : "");
  sink_printf(f, "<text class=\"player\" x=\"%d\" y=\"%d\" font-size=\"16\" "
          "font-weight=\"bold\" text-anchor=\"%s\" fill=\"%s\">%s</text>\n",
          x, y - 4, anchor, l->c->ink, side == BAO_SOUTH ? "South" : "North");
  snprintf(s, sizeof s, "%d in hand", p->hand[side]);
  text(f, "count", x, y + 16, 14, anchor, l->c->ink, s);
  sink_puts(f, "</g>\n");
}

/* A small badge with a signed count, its right edge at x: "+2" in a
 * round-ended badge, "−12" (a real minus sign) in a square one. */
static void badge(bao_sink *f, const layout *l, const char *id, const char *cls,
                  int x, int y, int n)
{
  int digits = n >= 100 || n <= -100 ? 3 : n >= 10 || n <= -10 ? 2 : 1;
  int w = 10 + 7 * (digits + 1);
  sink_printf(f, "<g id=\"%s\" class=\"%s\">\n", id, cls);
  sink_printf(f, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"16\" "
          "rx=\"%d\" fill=\"%s\" stroke=\"%s\" stroke-width=\"2\"/>\n",
          x - w, y, w, n > 0 ? 8 : 1, n > 0 ? l->c->gain : l->c->loss,
          l->c->badge_edge);
  sink_printf(f, "<text x=\"%d\" y=\"%d\" font-size=\"12\" font-weight=\"bold\" "
          "text-anchor=\"middle\" fill=\"%s\">%s%d</text>\n</g>\n",
          x - w / 2, y + 12, n > 0 ? l->c->gain_ink : l->c->loss_ink,
          n > 0 ? "+" : "&#x2212;", n > 0 ? n : -n);
}

/* The first lap's direction: an arrow from the start hole towards the
 * next hole of the mover's circuit.  Neighbours on a circuit are always
 * side by side or one above the other, so the arrow is axis-parallel and
 * its head needs no trigonometry.  It stops short of both numerals. */
static void arrow(bao_sink *f, const layout *l, int side, int start, int dir)
{
  int x1, y1, x2, y2, ux, uy, tx, ty, bx, by;
  char name[3];
  pit_xy(l, side, start, &x1, &y1);
  pit_xy(l, side, bao_circuit_step(start, dir), &x2, &y2);
  ux = (x2 > x1) - (x2 < x1);
  uy = (y2 > y1) - (y2 < y1);
  tx = x1 + ux * (CELL - 18);
  ty = y1 + uy * (CELL - 18);
  bx = tx - ux * 14;
  by = ty - uy * 14;
  bao_hole_name(BAO_HOLE(side, start), name, sizeof name);
  sink_printf(f, "<g id=\"arrow-%s\" class=\"arrow %s\" opacity=\"0.9\">\n", name,
          dir < 0 ? "acw" : "cw");
  sink_printf(f, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" "
          "stroke-width=\"6\"/>\n", x1 + ux * 12, y1 + uy * 12, bx, by,
          l->c->arrow);
  sink_printf(f, "<polygon points=\"%d,%d %d,%d %d,%d\" fill=\"%s\"/>\n</g>\n",
          tx, ty, bx - uy * 10, by + ux * 10, bx + uy * 10, by - ux * 10,
          l->c->arrow);
}

/* A captured hole: a cross over the pit and the count taken. */
static void captured(bao_sink *f, const layout *l, int side, int c, int n)
{
  int x, y, d = PIT_R - 10;
  char name[3], id[16];
  pit_xy(l, side, c, &x, &y);
  bao_hole_name(BAO_HOLE(side, c), name, sizeof name);
  sink_printf(f, "<g id=\"captured-%s\" class=\"captured\">\n", name);
  sink_printf(f, "<path d=\"M%d %dL%d %dM%d %dL%d %d\" fill=\"none\" "
          "stroke=\"%s\" stroke-width=\"4\"/>\n", x - d, y - d, x + d, y + d,
          x - d, y + d, x + d, y - d, l->c->cross);
  snprintf(id, sizeof id, "taken-%s", name);
  badge(f, l, id, "count", x + CELL / 2, y + CELL / 2 - 16, -n);
  sink_puts(f, "</g>\n");
}

/* Per-hole change badges.  A capture's own badge already says what left
 * a captured hole, so its delta is shown only when it says more. */
static void deltas(bao_sink *f, const layout *l, const bao_marks *m)
{
  int side, c, x, y, d;
  char name[3], id[16];
  for (side = 0; side < 2; side++) {
    for (c = 0; c < BAO_PITS; c++) {
      d = m->delta[side][c];
      if (d == 0 || (m->taken[side][c] && d == -m->taken[side][c]))
        continue;
      pit_xy(l, side, c, &x, &y);
      bao_hole_name(BAO_HOLE(side, c), name, sizeof name);
      snprintf(id, sizeof id, "delta-%s", name);
      badge(f, l, id, d > 0 ? "delta delta-pos" : "delta delta-neg",
            x + CELL / 2, y - CELL / 2, d);
    }
  }
}

static void ring(bao_sink *f, const layout *l, const char *cls, int side, int c,
                 const char *colour, const char *dash)
{
  int x, y;
  char name[3];
  pit_xy(l, side, c, &x, &y);
  bao_hole_name(BAO_HOLE(side, c), name, sizeof name);
  sink_printf(f, "<g id=\"%s-%s\" class=\"%s\">\n", cls, name, cls);
  shape(f, "outline", x, y, is_house(c), 5, "none", colour, 3, dash);
  sink_puts(f, "</g>\n");
}

/* The layers of the move that led here: the mover is the side that is
 * no longer to move. */
static void marks(bao_sink *f, const layout *l, const bao_position *p,
                  const bao_marks *m)
{
  int mover = !p->to_move, side, c;
  sink_puts(f, "<g id=\"marks\" class=\"marks\">\n");
  for (side = 0; side < 2; side++)
    for (c = 0; c < BAO_PITS; c++)
      if (m->taken[side][c] > 0)
        captured(f, l, side, c, m->taken[side][c]);
  if (m->placed >= 0 && m->placed < BAO_PITS)
    ring(f, l, "placed", mover, m->placed, l->c->mark, NULL);
  if (m->start >= 0 && m->start < BAO_PITS)
    arrow(f, l, mover, m->start, m->dir);
  deltas(f, l, m); /* last: small badges must stay readable */
  sink_puts(f, "</g>\n");
}

/* The text alternative: the ASCII diagram, cut at a character boundary
 * if it does not fit (only a huge title or caption can do that). */
static void desc(bao_sink *f, const layout *l, const bao_position *p,
                 const bao_marks *m, const bao_diagram_opts *o)
{
  char buf[DESC_MAX];
  size_t need = bao_diagram_ascii_string_in(buf, sizeof buf, p, m, o,
                                            l->dialect), n;
  n = need < sizeof buf ? need : sizeof buf - 1;
  while (need >= sizeof buf && n > 0 && ((unsigned char)buf[n] & 0xc0) == 0x80)
    n--;
  sink_puts(f, "<desc id=\"bao-desc\">\n");
  esc(f, buf, n);
  if (need >= sizeof buf)
    sink_puts(f, "\n[...]\n");
  sink_puts(f, "</desc>\n");
}

/* ---- the legend (print theme) -------------------------------------------- */

enum legend_item { L_PLACED, L_CAPTURED, L_GAIN, L_LOSS, L_ARROW, L_TAKASIA,
                   L_HOUSE_WORKS, L_HOUSE_UNDER6, L_HOUSE_DESTROYED, L_ITEMS };

static const char *const legend_label[L_ITEMS] = {
  "seed from hand", "captured", "seeds gained", "seeds lost",
  "first lap's direction", "takasia: may not be played", "nyumba",
  "nyumba under 6 seeds", "destroyed nyumba"};

/* Which marks and nyumba outlines the picture shows, as bits. */
static unsigned legend_items(const bao_position *p, const bao_marks *m)
{
  unsigned used = 0;
  int side, c, d;
  if (m && m->placed >= 0 && m->placed < BAO_PITS)
    used |= 1u << L_PLACED;
  if (m && m->start >= 0 && m->start < BAO_PITS)
    used |= 1u << L_ARROW;
  for (side = 0; m && side < 2; side++) {
    for (c = 0; c < BAO_PITS; c++) {
      d = m->delta[side][c];
      if (m->taken[side][c] > 0)
        used |= 1u << L_CAPTURED | 1u << L_LOSS;
      if (d > 0)
        used |= 1u << L_GAIN;
      else if (d < 0)
        used |= 1u << L_LOSS;
    }
  }
  if (takasia_of(p, m) >= 0)
    used |= 1u << L_TAKASIA;
  for (side = 0; side < 2; side++) {
    if (p->house[side] != BAO_HOUSE_INTACT)
      used |= 1u << L_HOUSE_DESTROYED;
    else if (bao_position_house_functional(p, side))
      used |= 1u << L_HOUSE_WORKS;
    else
      used |= 1u << L_HOUSE_UNDER6;
  }
  return used;
}

/* A small square centred at (x, y): a nyumba's outline in the legend. */
static void legend_square(bao_sink *f, int x, int y, int r, int width,
                          const char *stroke, const char *dash)
{
  sink_printf(f, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" rx=\"3\" "
          "fill=\"none\" stroke=\"%s\" stroke-width=\"%d\"", x - r, y - r,
          2 * r, 2 * r, stroke, width);
  if (dash)
    sink_printf(f, " stroke-dasharray=\"%s\"", dash);
  sink_puts(f, "/>\n");
}

/* The glyph of legend item k, centred at (x, y), drawn as the board
 * draws the mark. */
static void legend_glyph(bao_sink *f, const layout *l, int k, int x, int y)
{
  const palette *c = l->c;
  switch (k) {
  case L_PLACED:
  case L_TAKASIA:
    sink_printf(f, "<circle cx=\"%d\" cy=\"%d\" r=\"9\" fill=\"none\" "
            "stroke=\"%s\" stroke-width=\"3\"%s/>\n", x, y,
            k == L_PLACED ? c->mark : c->takasia,
            k == L_TAKASIA ? " stroke-dasharray=\"5 3\"" : "");
    break;
  case L_CAPTURED:
    sink_printf(f, "<path d=\"M%d %dL%d %dM%d %dL%d %d\" fill=\"none\" "
            "stroke=\"%s\" stroke-width=\"4\"/>\n", x - 7, y - 7, x + 7,
            y + 7, x - 7, y + 7, x + 7, y - 7, c->cross);
    break;
  case L_GAIN:
  case L_LOSS:
    sink_printf(f, "<rect x=\"%d\" y=\"%d\" width=\"24\" height=\"16\" "
            "rx=\"%d\" fill=\"%s\" stroke=\"%s\" stroke-width=\"2\"/>\n",
            x - 12, y - 8, k == L_GAIN ? 8 : 1, k == L_GAIN ? c->gain : c->loss,
            c->badge_edge);
    sink_printf(f, "<text x=\"%d\" y=\"%d\" font-size=\"12\" font-weight=\"bold\" "
            "text-anchor=\"middle\" fill=\"%s\">%sn</text>\n", x, y + 4,
            k == L_GAIN ? c->gain_ink : c->loss_ink,
            k == L_GAIN ? "+" : "&#x2212;");
    break;
  case L_ARROW:
    sink_printf(f, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" "
            "stroke-width=\"5\"/>\n", x - 13, y, x + 2, y, c->arrow);
    sink_printf(f, "<polygon points=\"%d,%d %d,%d %d,%d\" fill=\"%s\"/>\n",
            x + 13, y, x + 2, y - 8, x + 2, y + 8, c->arrow);
    break;
  case L_HOUSE_WORKS:
    legend_square(f, x, y, 10, 3, c->house, NULL);
    legend_square(f, x, y, 5, 2, c->house, NULL);
    break;
  case L_HOUSE_UNDER6:
    legend_square(f, x, y, 10, 3, c->house, NULL);
    break;
  default: /* L_HOUSE_DESTROYED */
    legend_square(f, x, y, 10, 2, c->pit_edge, "6 4");
    break;
  }
}

/* Lays the legend's items out in rows across the picture, glyph then
 * label; draws them when f is not NULL.  Returns the number of rows. */
static int legend(bao_sink *f, const layout *l, unsigned used)
{
  int k, x = 16, row = 0, w, any = 0, y;
  for (k = 0; k < L_ITEMS; k++) {
    if (!(used & 1u << k))
      continue;
    /* about 7 units per character at 13 units: an estimate on the
     * generous side, so labels never run into each other */
    w = LEGEND_GLYPH + 7 * (int)strlen(legend_label[k]) + 20;
    if (any && x + w > WIDTH - 8) {
      row++;
      x = 16;
    }
    y = l->legend_y + row * LEGEND_ROW + LEGEND_ROW / 2;
    if (f) {
      if (!any)
        sink_puts(f, "<g id=\"legend\" class=\"legend\">\n");
      legend_glyph(f, l, k, x + LEGEND_GLYPH / 2 - 2, y);
      text(f, "legend-label", x + LEGEND_GLYPH + 2, y + 5, 13, "start",
           l->c->ink, legend_label[k]);
    }
    x += w;
    any = 1;
  }
  if (f && any)
    sink_puts(f, "</g>\n");
  return any ? row + 1 : 0;
}

static void header(bao_sink *f, const layout *l, const bao_position *p,
                   const bao_marks *m, const bao_diagram_opts *o)
{
  const char *mover = p->to_move == BAO_SOUTH ? "South" : "North";
  sink_puts(f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
  /* width and height as well as the viewBox: embedded in a page or a
   * document, the picture then has a size (one unit a CSS pixel) */
  sink_printf(f, "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"bao-diagram "
          "theme-%s\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" "
          "role=\"img\" aria-labelledby=\"bao-title bao-desc\" "
          "font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\">\n",
          l->c == &palettes[BAO_THEME_PRINT] ? "print"
          : l->c == &palettes[BAO_THEME_DARK] ? "dark" : "light",
          WIDTH, l->height, WIDTH, l->height);
  sink_puts(f, "<title id=\"bao-title\">");
  if (o && o->title)
    esc(f, o->title, strlen(o->title));
  else
    sink_printf(f, "Bao position, %s to move", mover);
  sink_puts(f, "</title>\n");
  desc(f, l, p, m, o);
}

int bao_diagram_svg(bao_sink *f, const bao_position *p, const bao_marks *m,
                    const bao_diagram_opts *o)
{
  return bao_diagram_svg_in(f, p, m, o, BAO_DIALECT_DEVOOGT);
}

int bao_diagram_svg_in(bao_sink *f, const bao_position *p, const bao_marks *m,
                       const bao_diagram_opts *o, int dialect)
{
  layout l;
  int side, c, y, theme = o ? o->theme : BAO_THEME_LIGHT;
  unsigned used = 0;
  char s[32];
  l.c = &palettes[theme >= 0 && theme <= BAO_THEME_PRINT ? theme : 0];
  l.flip = o && o->flip;
  l.top = l.flip ? BAO_SOUTH : BAO_NORTH;
  l.bx = SIDE_W;
  l.by = 8 + (o && o->title ? TITLE_H : 0) + BAND;
  l.height = l.by + BOARD_H + BAND + 34 + (o && o->caption ? 26 : 0);
  l.legend_y = 0;
  l.dialect = dialect == BAO_DIALECT_AP ? BAO_DIALECT_AP : BAO_DIALECT_DEVOOGT;
  if (l.c == &palettes[BAO_THEME_PRINT]) {
    used = legend_items(p, m);
    l.legend_y = l.height;
    l.height += legend(NULL, &l, used) * LEGEND_ROW + 8;
  }
  header(f, &l, p, m, o);
  board(f, &l);
  if (o && o->title)
    text(f, "title", WIDTH / 2, 8 + TITLE_H - 12, 20, "middle", l.c->ink,
         o->title);
  numbers(f, &l, l.by - 8, 0);
  numbers(f, &l, l.by + BOARD_H + 18, 1);
  letters(f, &l);
  for (side = 0; side < 2; side++)
    for (c = 0; c < BAO_PITS; c++)
      pit(f, &l, p, m, side, c, o);
  hand(f, &l, p, l.top);
  hand(f, &l, p, !l.top);
  y = l.by + BOARD_H + BAND + 20;
  snprintf(s, sizeof s, "%s to move",
           p->to_move == BAO_SOUTH ? "South" : "North");
  text(f, "to-move", WIDTH / 2, y, 16, "middle", l.c->ink, s);
  if (o && o->caption)
    text(f, "caption", WIDTH / 2, y + 26, 15, "middle", l.c->ink,
         o->caption);
  if (m)
    marks(f, &l, p, m);
  if (takasia_of(p, m) >= 0)
    ring(f, &l, "takasia", p->to_move, takasia_of(p, m), l.c->takasia,
         "5 3");
  if (l.legend_y)
    legend(f, &l, used);
  sink_puts(f, "</svg>\n");
  return sink_flush(f);
}
