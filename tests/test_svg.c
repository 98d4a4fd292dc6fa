/*
 * test_svg.c - the SVG diagram writer, checked by structure rather than
 * by a golden file (so that a change of colour or spacing does not break
 * it): the document frame and its text alternative, one group per hole
 * with the right count, the nyumba's state, escaping of user text,
 * byte-identical output, the flip, seed dots, every layer of marks, and
 * the print theme (black ink only, marks told apart by shape, a legend).
 */
#define _POSIX_C_SOURCE 200809L
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include "test_run.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bao/bao.h"
#include "bao/view.h"
#include "test_support.h"

/* 1994, ply 23 (A4R took 12 from a5): the position before and after. */
static const char before23[] =
  "1 0 0 1 1 1 1 1 / 1 3 1 12 3 1 2 1 / 0 1 6 1 0 0 0 1 / "
  "0 0 0 0 0 1 1 1 | hand S11 N11 | house S:x N:F | S to move";
static const char after23[] =
  "1 0 0 1 1 1 1 1 / 1 3 1 0 3 1 2 1 / 1 2 7 3 1 1 1 2 / "
  "1 1 1 1 0 1 1 1 | hand S10 N11 | house S:x N:x | N to move";

/* Renders into a heap string the caller frees.  Through a temporary
 * file rather than open_memstream: GCC 12 at -O3 takes the stream's
 * buffer for a dangling pointer to a local and warns. */
static char *render(const bao_position *p, const bao_marks *m,
                    const bao_diagram_opts *o)
{
  FILE *f = tmpfile();
  char *buf;
  long size;
  bao_sink *s = bao_sink_file(f, BAO_SINK_BLOCKS);
  assert_non_null(f);
  assert_non_null(s);
  assert_true(bao_diagram_svg(s, p, m, o));
  assert_true(bao_sink_free(s));
  assert_int_equal(fflush(f), 0);
  size = ftell(f);
  assert_true(size > 0);
  buf = malloc((size_t)size + 1);
  assert_non_null(buf);
  rewind(f);
  assert_int_equal(fread(buf, 1, (size_t)size, f), (size_t)size);
  buf[size] = '\0';
  assert_int_equal(fclose(f), 0);
  return buf;
}

static int count(const char *hay, const char *needle)
{
  int n = 0;
  const char *s = hay;
  while ((s = strstr(s, needle)) != NULL) {
    n++;
    s += strlen(needle);
  }
  return n;
}

/* Copies the element or group whose id is `id` (up to its first "</g>",
 * or its end tag for a leaf) into out; fails if it is missing. */
static void element(const char *svg, const char *id, char *out, size_t size)
{
  char key[64];
  const char *s, *open, *end;
  size_t n;
  snprintf(key, sizeof key, "id=\"%s\"", id);
  s = strstr(svg, key);
  if (!s)
    print_error("no element with %s\n", key);
  assert_non_null(s);
  for (open = s; open > svg && *open != '<'; open--)
    ;
  end = strncmp(open, "<g ", 3) == 0 ? strstr(s, "</g>") : strchr(s, '>');
  assert_non_null(end);
  n = (size_t)(end - open) + 1;
  assert_true(n < size);
  memcpy(out, open, n);
  out[n] = '\0';
}

/* The value of attribute `name` in the first tag of `text`. */
static int attr_int(const char *text, const char *name)
{
  char key[32];
  const char *s;
  snprintf(key, sizeof key, " %s=\"", name);
  s = strstr(text, key);
  assert_non_null(s);
  return atoi(s + strlen(key));
}

static void pit_centre(const char *svg, const char *hole, int *x, int *y)
{
  char id[16], g[2048];
  snprintf(id, sizeof id, "pit-%s", hole);
  element(svg, id, g, sizeof g);
  if (strstr(g, "<circle")) {
    *x = attr_int(strstr(g, "<circle"), "cx");
    *y = attr_int(strstr(g, "<circle"), "cy");
  } else {
    const char *r = strstr(g, "<rect");
    assert_non_null(r);
    *x = attr_int(r, "x") + attr_int(r, "width") / 2;
    *y = attr_int(r, "y") + attr_int(r, "height") / 2;
  }
}

/* The marks of ply 23, as bao_marks_of derives them from its events. */
static void marks23(bao_marks *m, bao_position *after)
{
  bao_position before;
  int side, c;
  ts_parse(before23, &before);
  ts_parse(after23, after);
  memset(m, 0, sizeof *m);
  m->placed = 3;
  m->start = m->takasia = -1;
  m->taken[BAO_NORTH][4] = 12;
  m->captured[BAO_NORTH] = 1u << 4;
  for (side = 0; side < 2; side++)
    for (c = 0; c < BAO_PITS; c++)
      m->delta[side][c] = after->pit[side][c] - before.pit[side][c];
}

/* A scalable, accessible document whose <desc> is the ASCII diagram; its
 * width and height are the viewBox's (one unit a CSS pixel), so that it
 * embeds at a sensible size. */
static void frame(void **state)
{
  bao_position p;
  char *svg, ascii[4096], root[1024], want[64];
  const char *end, *vb;
  int w, h;
  (void)state;
  bao_position_start(&p, NULL);
  svg = render(&p, NULL, NULL);
  assert_true(strncmp(svg, "<?xml version=\"1.0\"", 19) == 0);
  end = strchr(strstr(svg, "<svg "), '>');
  snprintf(root, sizeof root, "%.*s", (int)(end - strstr(svg, "<svg ")),
           strstr(svg, "<svg "));
  vb = strstr(root, " viewBox=\"0 0 ");
  assert_non_null(vb);
  assert_int_equal(sscanf(vb, " viewBox=\"0 0 %d %d\"", &w, &h), 2);
  /* a board of 8 x 64-unit cells and its margins: a screen's width */
  assert_true(w >= 600 && w <= 1000);
  assert_true(h >= 300 && h < w);
  snprintf(want, sizeof want, " width=\"%d\" height=\"%d\" ", w, h);
  assert_non_null(strstr(root, want));
  assert_non_null(strstr(root, " role=\"img\""));
  assert_non_null(strstr(root, "xmlns=\"http://www.w3.org/2000/svg\""));
  assert_non_null(strstr(svg, "<title id=\"bao-title\">Bao position, South "
                              "to move</title>"));
  assert_true(bao_diagram_ascii_string(ascii, sizeof ascii, &p, NULL, NULL) <
              sizeof ascii);
  assert_non_null(strstr(svg, "<desc id=\"bao-desc\">"));
  assert_non_null(strstr(svg, ascii));
  assert_non_null(strstr(svg, ">South to move</text>"));
  assert_non_null(strstr(svg, ">22 in hand</text>"));
  assert_true(strcmp(svg + strlen(svg) - 7, "</svg>\n") == 0);
  free(svg);
}

/* pit-A1..pit-B8 and pit-a1..pit-b8, each exactly once, 32 in all. */
static void pit_ids(void **state)
{
  bao_position p;
  char *svg, id[24];
  const char *rows = "ABab";
  int r, h;
  (void)state;
  bao_position_start(&p, NULL);
  svg = render(&p, NULL, NULL);
  for (r = 0; r < 4; r++) {
    for (h = 1; h <= 8; h++) {
      snprintf(id, sizeof id, "id=\"pit-%c%d\"", rows[r], h);
      assert_int_equal(count(svg, id), 1);
    }
  }
  assert_int_equal(count(svg, "class=\"pit "), 32);
  assert_int_equal(count(svg, "<title>"), 32);
  free(svg);
}

/* The start position's counts sit in the right pits; empty ones show
 * nothing; the two nyumba are square and functional. */
static void start_counts(void **state)
{
  static const struct { const char *hole, *text; } want[] = {
    {"pit-A5", ">6</text>"}, {"pit-A6", ">2</text>"}, {"pit-A7", ">2</text>"},
    {"pit-a5", ">6</text>"}, {"pit-a6", ">2</text>"}, {"pit-a7", ">2</text>"}};
  bao_position p;
  char *svg, g[2048];
  size_t i;
  (void)state;
  bao_position_start(&p, NULL);
  svg = render(&p, NULL, NULL);
  for (i = 0; i < sizeof want / sizeof want[0]; i++) {
    element(svg, want[i].hole, g, sizeof g);
    assert_non_null(strstr(g, want[i].text));
  }
  element(svg, "pit-A1", g, sizeof g);
  assert_null(strstr(g, "class=\"seeds"));
  assert_non_null(strstr(g, "<title>A1, 0 seeds</title>"));
  assert_non_null(strstr(g, "class=\"pit front south kichwa\""));
  element(svg, "pit-B2", g, sizeof g);
  assert_non_null(strstr(g, "class=\"pit back south\""));
  element(svg, "pit-a5", g, sizeof g);
  assert_non_null(strstr(g, "class=\"pit front north nyumba intact "
                            "functional\""));
  assert_non_null(strstr(g, "<rect class=\"hole\""));
  /* the label the teaching page reads out too (the wording) */
  assert_non_null(strstr(g, "<title>a5, nyumba, 6 seeds</title>"));
  element(svg, "pit-A5", g, sizeof g);
  assert_non_null(strstr(g, "nyumba intact functional"));
  /* a working nyumba has a double outline */
  assert_non_null(strstr(g, "<rect class=\"hole-inner\""));
  free(svg);
}

/* The nyumba's three states differ by outline, not only by colour: an
 * intact one under 6 has a single solid outline, a destroyed one keeps
 * its square with a dashed one. */
static void house_states(void **state)
{
  bao_position p;
  char *svg, g[2048];
  (void)state;
  ts_parse("0 0 0 0 0 0 0 0 / 0 2 2 3 0 0 0 0 / 0 0 0 0 3 2 2 0 / "
           "0 0 0 0 0 0 0 0 | hand S22 N22 | house S:a N:x | S to move", &p);
  svg = render(&p, NULL, NULL);
  element(svg, "pit-A5", g, sizeof g);
  assert_non_null(strstr(g, "class=\"pit front south nyumba intact\""));
  assert_null(strstr(g, "stroke-dasharray"));
  assert_null(strstr(g, "hole-inner"));
  assert_non_null(strstr(g, "<title>A5, nyumba, under 6, 3 seeds</title>"));
  element(svg, "pit-a5", g, sizeof g);
  assert_non_null(strstr(g, "nyumba destroyed"));
  assert_non_null(strstr(g, "<rect class=\"hole\""));
  assert_non_null(strstr(g, "stroke-dasharray"));
  assert_null(strstr(g, "hole-inner"));
  assert_null(strstr(svg, "functional"));
  free(svg);
}

/* User text is escaped wherever it goes; bytes XML cannot hold become
 * '?' so the document stays well-formed. */
static void escaping(void **state)
{
  bao_position p;
  bao_diagram_opts o;
  char *svg;
  (void)state;
  bao_position_start(&p, NULL);
  memset(&o, 0, sizeof o);
  o.title = "<script>&\"'";
  o.caption = "caption \x01 \xff end";
  svg = render(&p, NULL, &o);
  assert_null(strstr(svg, "<script>"));
  /* the <title>, the <desc> and the drawn title */
  assert_int_equal(count(svg, "&lt;script&gt;&amp;&quot;&#39;"), 3);
  assert_int_equal(count(svg, "caption ? ? end"), 2);
  assert_null(strchr(svg, '\x01'));
  assert_null(strchr(svg, '\xff'));
  free(svg);
}

/* 1 if s is well-formed UTF-8 (what an XML parser insists on). */
static int utf8_ok(const unsigned char *s)
{
  int more;
  while (*s) {
    more = *s < 0x80 ? 0 : *s >= 0xc2 && *s <= 0xdf ? 1
         : *s >= 0xe0 && *s <= 0xef ? 2 : *s >= 0xf0 && *s <= 0xf4 ? 3 : -1;
    if (more < 0)
      return 0;
    for (s++; more > 0; more--, s++)
      if ((*s & 0xc0) != 0x80)
        return 0;
  }
  return 1;
}

/* A huge title stays whole in <title>; the <desc> may be cut (by the
 * writer's buffer, or by the ASCII writer's line limit) but never inside
 * a UTF-8 character, and the document is still closed. */
static void long_title(void **state)
{
  bao_position p;
  bao_diagram_opts o;
  char *svg, *title;
  const char *d, *e;
  size_t i, n = 20000;
  (void)state;
  bao_position_start(&p, NULL);
  title = malloc(n + 1);
  assert_non_null(title);
  for (i = 0; i + 2 <= n; i += 2)
    memcpy(title + i, "\xc3\xa9", 2); /* e-acute */
  title[i] = '\0';
  memset(&o, 0, sizeof o);
  o.title = title;
  svg = render(&p, NULL, &o);
  assert_true(utf8_ok((const unsigned char *)svg));
  assert_non_null(strstr(svg, title));
  d = strstr(svg, "<desc id=\"bao-desc\">");
  e = strstr(svg, "</desc>");
  assert_non_null(d);
  assert_non_null(e);
  assert_true(e - d < 8192 + 64);
  assert_non_null(strstr(svg, "</svg>\n"));
  free(svg);
  free(title);
}

/* Two renders are byte-identical; no float ever reaches the output. */
static void deterministic(void **state)
{
  bao_position p;
  bao_marks m;
  bao_diagram_opts o;
  char *a, *b;
  (void)state;
  marks23(&m, &p);
  memset(&o, 0, sizeof o);
  o.title = "Maulidi - Kijumbe, after ply 23";
  o.caption = "23. A4R";
  a = render(&p, &m, &o);
  b = render(&p, &m, &o);
  assert_string_equal(a, b);
  assert_null(strstr(a, ".5\""));
  assert_null(strstr(a, "e+"));
  free(a);
  free(b);
}

/* North on top by default, South on top with flip; the bottom side reads
 * 1..8 left to right. */
static void flip(void **state)
{
  bao_position p;
  bao_diagram_opts o;
  char *svg;
  int ax, ay, sx, sy, a8x, a8y;
  (void)state;
  bao_position_start(&p, NULL);
  memset(&o, 0, sizeof o);
  svg = render(&p, NULL, &o);
  pit_centre(svg, "A1", &sx, &sy);
  pit_centre(svg, "a1", &ax, &ay);
  pit_centre(svg, "A8", &a8x, &a8y);
  assert_true(sy > ay);
  assert_true(sx < a8x);
  assert_int_equal(sy, a8y);
  assert_true(ax > sx); /* a1 faces A8 */
  free(svg);
  o.flip = 1;
  svg = render(&p, NULL, &o);
  pit_centre(svg, "A1", &sx, &sy);
  pit_centre(svg, "a1", &ax, &ay);
  pit_centre(svg, "A8", &a8x, &a8y);
  assert_true(sy < ay);
  assert_true(sx > a8x);
  assert_true(ax < sx);
  free(svg);
}

/* Seed dots up to dots_max, numerals above it. */
static void dots(void **state)
{
  bao_position p;
  bao_diagram_opts o;
  char *svg, g[4096];
  (void)state;
  bao_position_start(&p, NULL);
  memset(&o, 0, sizeof o);
  o.dots = 1;
  o.dots_max = 4;
  svg = render(&p, NULL, &o);
  element(svg, "pit-A6", g, sizeof g);
  assert_int_equal(count(g, "<circle class=\"seed\""), 2);
  element(svg, "pit-A5", g, sizeof g);
  assert_int_equal(count(g, "<circle class=\"seed\""), 0);
  assert_non_null(strstr(g, ">6</text>"));
  free(svg);
  o.dots_max = 16;
  svg = render(&p, NULL, &o);
  element(svg, "pit-A5", g, sizeof g);
  assert_int_equal(count(g, "<circle class=\"seed\""), 6);
  assert_int_equal(count(svg, "<circle class=\"seed\""), 2 * (6 + 2 + 2));
  free(svg);
}

/* Ply 23: the seed from hand in A4, 12 taken from a5, the gains. */
static void marks_capture(void **state)
{
  bao_position p;
  bao_marks m;
  char *svg, g[4096];
  (void)state;
  marks23(&m, &p);
  svg = render(&p, &m, NULL);
  assert_int_equal(count(svg, "class=\"placed\""), 1);
  element(svg, "placed-A4", g, sizeof g);
  assert_int_equal(count(svg, "class=\"captured\""), 1);
  element(svg, "captured-a5", g, sizeof g);
  assert_non_null(strstr(g, ">&#x2212;12</text>"));
  element(svg, "delta-A4", g, sizeof g);
  assert_non_null(strstr(g, "class=\"delta delta-pos\""));
  assert_non_null(strstr(g, ">+2</text>"));
  /* a5 lost exactly what was captured: no second badge */
  assert_null(strstr(svg, "id=\"delta-a5\""));
  assert_int_equal(count(svg, "delta-pos"), 12);
  assert_int_equal(count(svg, "class=\"arrow"), 0);
  assert_int_equal(count(svg, "class=\"takasia"), 0);
  element(svg, "pit-a5", g, sizeof g);
  assert_non_null(strstr(g, "<title>a5, nyumba, destroyed, 0 seeds; "
                            "12 captured; &#x2212;12</title>"));
  free(svg);
}

/* A mtaji move: the arrow from the start hole in its direction, a loss
 * badge, and the takasia ring on the next mover's hole. */
static void marks_sowing(void **state)
{
  bao_position p;
  bao_marks m;
  char *svg, g[4096];
  int x1, y1, x2, y2, tip;
  (void)state;
  ts_parse("1 0 5 8 1 2 7 0 / 4 4 5 6 3 4 1 3 / 1 0 0 0 0 0 0 0 / "
           "1 1 1 1 1 2 0 2 | hand S0 N0 | house S:x N:x | N to move | "
           "takasia a3", &p);
  memset(&m, 0, sizeof m);
  m.placed = -1;
  m.start = 1; /* A2, sown clockwise: towards A3 */
  m.dir = BAO_CW;
  m.takasia = p.takasia;
  m.delta[BAO_SOUTH][1] = -2;
  m.delta[BAO_SOUTH][2] = 1;
  svg = render(&p, &m, NULL);
  element(svg, "arrow-A2", g, sizeof g);
  assert_non_null(strstr(g, "class=\"arrow cw\""));
  pit_centre(svg, "A2", &x1, &y1);
  pit_centre(svg, "A3", &x2, &y2);
  tip = atoi(strstr(g, "points=\"") + 8);
  assert_true(tip > x1 && tip < x2);
  element(svg, "delta-A2", g, sizeof g);
  assert_non_null(strstr(g, "class=\"delta delta-neg\""));
  element(svg, "takasia-a3", g, sizeof g);
  assert_non_null(strstr(g, "class=\"takasia\""));
  assert_int_equal(count(svg, "class=\"placed\""), 0);
  element(svg, "pit-a3", g, sizeof g);
  assert_non_null(strstr(g, "; takasia</title>"));
  free(svg);
  /* anticlockwise from A1 goes round the end into B1, straight down */
  m.start = 0;
  m.dir = BAO_ACW;
  svg = render(&p, &m, NULL);
  element(svg, "arrow-A1", g, sizeof g);
  assert_non_null(strstr(g, "class=\"arrow acw\""));
  pit_centre(svg, "A1", &x1, &y1);
  assert_int_equal(attr_int(strstr(g, "<line"), "x1"), x1);
  assert_true(attr_int(strstr(g, "<line"), "y2") > y1);
  free(svg);
}

/* A gain and a loss differ by shape as well as colour: a round-ended
 * badge (rx 8, half its 16-unit height) for +n, a square one for -n. */
static void badge_shapes(void **state)
{
  bao_position p;
  bao_marks m;
  char *svg, g[4096];
  (void)state;
  marks23(&m, &p);
  svg = render(&p, &m, NULL);
  element(svg, "delta-A4", g, sizeof g);
  assert_non_null(strstr(g, " rx=\"8\""));
  element(svg, "taken-a5", g, sizeof g);
  assert_non_null(strstr(g, " rx=\"1\""));
  free(svg);
}

/* Every colour value the print theme writes is black, white or none. */
static void black_and_white(const char *svg)
{
  static const char *attrs[] = {" fill=\"", " stroke=\""};
  const char *s;
  size_t i;
  for (i = 0; i < 2; i++) {
    for (s = strstr(svg, attrs[i]); s; s = strstr(s + 1, attrs[i])) {
      const char *v = s + strlen(attrs[i]);
      if (strncmp(v, "#000000\"", 8) && strncmp(v, "#ffffff\"", 8) &&
          strncmp(v, "none\"", 5))
        fail_msg("a colour in the print theme: %.20s", v);
    }
  }
}

/* The print theme: line art in black ink, the same marks, and a visible
 * legend of the marks used (ply 23: the seed from hand, the capture, the
 * gains, the loss, both nyumba destroyed; no arrow, no takasia). */
static void theme_print(void **state)
{
  bao_position p;
  bao_marks m;
  bao_diagram_opts o;
  char *light, *print, g[8192];
  const char *t;
  int hl, hp;
  (void)state;
  marks23(&m, &p);
  memset(&o, 0, sizeof o);
  light = render(&p, &m, &o);
  assert_null(strstr(light, "id=\"legend\""));
  o.theme = BAO_THEME_PRINT;
  print = render(&p, &m, &o);
  assert_non_null(strstr(print, "class=\"bao-diagram theme-print\""));
  black_and_white(print);
  /* the same drawing: every hole and mark is there */
  assert_int_equal(count(print, "class=\"pit "), 32);
  element(print, "captured-a5", g, sizeof g);
  element(print, "placed-A4", g, sizeof g);
  /* the gain badge is white with a black edge, the loss badge black */
  element(print, "delta-A4", g, sizeof g);
  assert_non_null(strstr(g, "fill=\"#ffffff\" stroke=\"#000000\""));
  element(print, "taken-a5", g, sizeof g);
  assert_non_null(strstr(g, "fill=\"#000000\""));
  element(print, "legend", g, sizeof g);
  assert_non_null(strstr(g, ">seed from hand</text>"));
  assert_non_null(strstr(g, ">captured</text>"));
  assert_non_null(strstr(g, ">seeds gained</text>"));
  assert_non_null(strstr(g, ">seeds lost</text>"));
  assert_non_null(strstr(g, ">destroyed nyumba</text>"));
  assert_null(strstr(g, "takasia"));
  assert_null(strstr(g, "direction"));
  assert_null(strstr(g, ">nyumba</text>"));
  /* the legend adds to the picture's height, and fits in it */
  hl = attr_int(strstr(light, "<svg "), "height");
  hp = attr_int(strstr(print, "<svg "), "height");
  assert_true(hp > hl);
  for (t = strstr(g, "<text"); t; t = strstr(t + 1, "<text"))
    assert_true(attr_int(t, "y") < hp && attr_int(t, "y") > hl);
  free(light);
  free(print);
}

int main(int argc, char **argv)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(frame),         cmocka_unit_test(pit_ids),
    cmocka_unit_test(start_counts),  cmocka_unit_test(house_states),
    cmocka_unit_test(escaping),      cmocka_unit_test(long_title),
    cmocka_unit_test(deterministic), cmocka_unit_test(flip),
    cmocka_unit_test(dots),          cmocka_unit_test(marks_capture),
    cmocka_unit_test(marks_sowing),  cmocka_unit_test(badge_shapes),
    cmocka_unit_test(theme_print),
  };
  return ts_run(tests, NULL, NULL, argc, argv);
}
