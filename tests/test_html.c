/*
 * test_html.c - the teaching page's renderer (html.h), checked in C: what
 * the page holds (the board's data-ply and data-position, the data of
 * every ply), escaping of record text in the markup and in the JSON data,
 * a record that breaks off, the choice of a game, the opening ply and the
 * size; the engine inlined or not, the analysis' marks, the record's
 * variations and the chart's figures.  tests/html.sh validates the pages and tests/browser/page.js runs
 * them in a browser.
 *
 * The expected positions of the 1994 game are tests/data/game1994.txt's
 * (docs/game-1994.md §4, an independent replay), never the page's own.
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
#include "bao/html.h"
#include "bao/record.h"
#include "bao/replay.h"
#include "bao/view.h"

/* docs/rules.md R2: the start of Bao la Kiswahili. */
static const char start_line[] =
  "0 0 0 0 0 0 0 0 / 0 2 2 6 0 0 0 0 / 0 0 0 0 6 2 2 0 / 0 0 0 0 0 0 0 0 | "
  "hand S22 N22 | house S:F N:F | S to move";

/* Reads every game of `text` (a YAML record or a transcript) and walks
 * each with the html renderer `h`, judging every ply within `depth`
 * (0: no analysis).  Returns how many games were walked. */
static int walk_deep(const char *text, bao_html_ctx *h, int depth)
{
  FILE *in = tmpfile();
  bao_replay_opts o;
  bao_reader *rd;
  bao_walk *w;
  bao_game g;
  bao_diag err;
  int n = 0;
  assert_non_null(in);
  fputs(text, in);
  rewind(in);
  bao_replay_opts_init(&o);
  o.events = 1;
  o.analysis = depth;
  w = bao_walk_new(&o, NULL);
  assert_non_null(w);
  assert_true(bao_walk_add(w, &bao_html_renderer, h));
  rd = bao_reader_open(in, "test", BAO_FORMAT_AUTO, NULL);
  assert_non_null(rd);
  while (bao_reader_next(rd, &g, &err) > 0) {
    bao_walk_game(w, &g, NULL);
    bao_game_free(&g);
    n++;
  }
  bao_reader_close(rd);
  bao_walk_free(w);
  fclose(in);
  return n;
}

static int walk_text(const char *text, bao_html_ctx *h)
{
  return walk_deep(text, h, 0);
}

static char *read_file(const char *path)
{
  FILE *f = fopen(path, "rb");
  char *text;
  long size;
  if (!f)
    print_error("cannot open %s\n", path);
  assert_non_null(f);
  assert_int_equal(fseek(f, 0, SEEK_END), 0);
  size = ftell(f);
  rewind(f);
  text = malloc((size_t)size + 1);
  assert_non_null(text);
  assert_int_equal(fread(text, 1, (size_t)size, f), (size_t)size);
  text[size] = '\0';
  fclose(f);
  return text;
}

/* What a memory sink holds, as a heap string; the sink freed. */
static char *sink_page(bao_sink *s)
{
  const char *text = bao_sink_text(s, NULL);
  char *page;
  assert_non_null(text);
  page = malloc(strlen(text) + 1);
  assert_non_null(page);
  strcpy(page, text);
  assert_true(bao_sink_free(s));
  return page;
}

/* The page of one record, written to memory. */
static char *page_of(const char *record, bao_html_ctx *h)
{
  bao_sink *out = bao_sink_memory();
  assert_non_null(out);
  h->out = out;
  walk_text(record, h);
  return sink_page(out);
}

/* The text between `from` and the next `to`, as a heap string. */
static char *between(const char *s, const char *from, const char *to)
{
  const char *a = strstr(s, from), *b;
  char *r;
  assert_non_null(a);
  a += strlen(from);
  b = strstr(a, to);
  assert_non_null(b);
  r = malloc((size_t)(b - a) + 1);
  assert_non_null(r);
  memcpy(r, a, (size_t)(b - a));
  r[b - a] = '\0';
  return r;
}

static int count(const char *hay, const char *needle)
{
  int n = 0;
  for (hay = strstr(hay, needle); hay; hay = strstr(hay + 1, needle))
    n++;
  return n;
}

/* The 1994 game: the board opens at the start; the data holds, for every
 * ply in order, the position after it as docs/game-1994.md §4 gives it. */
static void game1994(void **state)
{
  bao_html_ctx h;
  char *record = read_file(BAO_TEST_DATA
                           "/../../records/maulidi-kijumbe-1994.yaml");
  char *lines = read_file(BAO_TEST_DATA "/game1994.txt");
  char *page, *data, *line, *save = NULL, want[300];
  const char *at;
  int plies = 0;
  (void)state;
  bao_html_ctx_init(&h, NULL);
  page = page_of(record, &h);
  assert_int_equal(h.written, 1);
  assert_int_equal(h.failed, 0);
  assert_true(strncmp(page, "<!DOCTYPE html>\n<html lang=\"en\"", 31) == 0);
  snprintf(want, sizeof want, "data-ply=\"0\" data-position=\"%s\"",
           start_line);
  assert_non_null(strstr(page, want));
  assert_non_null(strstr(page, "id=\"pit-A5\""));
  data = between(page, "<script type=\"application/json\" id=\"bao-data\">",
                 "</script>");
  at = data;
  for (line = strtok_r(lines, "\n", &save); line;
       line = strtok_r(NULL, "\n", &save)) {
    /* PLY \t TOKEN \t POSITION: the data's "p" of that ply */
    const char *pos = strrchr(line, '\t');
    if (line[0] == '#')
      continue;
    assert_non_null(pos);
    snprintf(want, sizeof want, "\"p\":\"%s\"", pos + 1);
    at = strstr(at, want);
    if (!at)
      print_error("ply %d: no %s in order\n", plies + 1, want);
    assert_non_null(at);
    plies++;
  }
  assert_int_equal(plies, 46); /* the record's 46 plies */
  assert_int_equal(count(data, "\"p\":"), 46);
  /* ply 23's annotation is bao annotate's sentence, and its title the
   * part before the colon */
  assert_non_null(strstr(data, "\"a\":\"23. South A4R (namua capture): South "
                               "places a seed from hand in A4. A4 captures 12"));
  assert_non_null(strstr(data, "\"h\":\"23. South A4R (namua capture)\""));
  /* well under the 1 MB the page must stay below */
  assert_true(strlen(page) < 300000);
  free(data);
  free(lines);
  free(page);
  free(record);
}

/* Record text cannot become markup: in the HTML the five special
 * characters are references; in the JSON '<', '>', '&' and U+2028 are
 * \u escapes, so nothing can end the data's <script>; broken UTF-8 and
 * control characters become U+FFFD. */
static void escaping(void **state)
{
  static const char record[] =
    "south: '<script>alert(1)</script>'\n"
    "north: \"a\\u2028b & \\\"c\\\" \\x01 'd'\"\n"
    "event: '</script><!--'\n"
    "dialect: devoogt\n"
    "moves:\n"
    "- move: 'A7L*'\n"
    "  comment: '</script><script>alert(2)</script>'\n"
    "- 'a5R'\n";
  bao_html_ctx h;
  char *page, *data;
  (void)state;
  bao_html_ctx_init(&h, NULL);
  page = page_of(record, &h);
  assert_int_equal(h.written, 1);
  /* the page's own two scripts, no other */
  assert_int_equal(count(page, "<script"), 2);
  assert_int_equal(count(page, "</script>"), 2);
  assert_null(strstr(page, "<!--"));
  assert_non_null(strstr(page, "&lt;script&gt;alert(1)&lt;/script&gt;"));
  assert_non_null(strstr(page, "&lt;/script&gt;&lt;script&gt;alert(2)"));
  assert_non_null(strstr(page, "a\xe2\x80\xa8" "b &amp; &quot;c&quot; "
                               "\xef\xbf\xbd &#39;d&#39;"));
  data = between(page, "id=\"bao-data\">", "</script>");
  assert_null(strchr(data, '<'));
  assert_null(strchr(data, '>'));
  assert_null(strchr(data, '&'));
  assert_null(strstr(data, "\xe2\x80\xa8"));
  assert_non_null(strstr(data, "\"south\":\"\\u003cscript\\u003ealert(1)"
                               "\\u003c/script\\u003e\""));
  assert_non_null(strstr(data, "\"north\":\"a\\u2028b \\u0026 \\\"c\\\" "
                               "\\u0001 'd'\""));
  free(data);
  free(page);
}

/* A record that breaks off at ply 3: the page holds plies 1-2 and says
 * where and why it stopped. */
static void broken(void **state)
{
  static const char record[] = "(1) A7L * a5R;\n(2) A9L a6L;\n";
  bao_html_ctx h;
  char *page, *data;
  (void)state;
  bao_html_ctx_init(&h, NULL);
  page = page_of(record, &h);
  assert_int_equal(h.written, 1);
  assert_non_null(strstr(page, "stops being legal at ply 3 (South, A9L)"));
  assert_non_null(strstr(page, "class=\"ply illegal\""));
  data = between(page, "id=\"bao-data\">", "</script>");
  assert_int_equal(count(data, "\"p\":"), 2);
  assert_non_null(strstr(data, "\"stop\":{\"ply\":3,\"s\":0,\"w\":\"A9L\""));
  free(data);
  free(page);
}

typedef struct opened {
  bao_sink *s;
  int games[4];
  int n;
} opened;

static bao_sink *open_one(void *arg, const bao_game *g)
{
  opened *o = arg;
  o->games[o->n++ & 3] = g->index;
  return o->s;
}

/* The sink is kept (and read) by the test. */
static int close_one(void *arg, const bao_game *g, bao_sink *s)
{
  (void)arg;
  (void)g;
  return bao_sink_flush(s);
}

/* Two games: `game` picks one, `open` is asked for it alone; `ply` beyond
 * the record opens the page at its last ply. */
static void choose_game(void **state)
{
  static const char record[] =
    "---\nsouth: One\ndialect: devoogt\nmoves: ['A7L*', 'a5R']\n"
    "---\nsouth: Two\ndialect: devoogt\nmoves: ['A6L*']\n";
  bao_html_ctx h;
  opened o;
  char *page;
  (void)state;
  memset(&o, 0, sizeof o);
  o.s = bao_sink_memory();
  assert_non_null(o.s);
  bao_html_ctx_init(&h, NULL);
  h.open = open_one;
  h.close = close_one;
  h.arg = &o;
  h.game = 2;
  h.ply = 99;
  h.flip = 1;
  h.theme = BAO_THEME_DARK;
  assert_int_equal(walk_text(record, &h), 2);
  assert_int_equal(o.n, 1);
  assert_int_equal(o.games[0], 2);
  assert_int_equal(h.written, 1);
  page = sink_page(o.s);
  assert_non_null(strstr(page, "<bdi>Two</bdi>"));
  assert_null(strstr(page, "<bdi>One</bdi>"));
  assert_non_null(strstr(page, "data-theme=\"dark\""));
  assert_non_null(strstr(page, "class=\"board flipped\""));
  assert_non_null(strstr(page, "data-ply=\"1\""));
  assert_non_null(strstr(page, "\"ply\":1,\"flip\":1,\"theme\":\"dark\""));
  free(page);
}

/* The engine: a page given one holds its module as it is and its bytes
 * in base64 (RFC 4648's examples: "fooba" is "Zm9vYmE="; 60 zero bytes
 * are 80 'A's, a line of 76 then 4), and a CSP that lets it compile
 * them; a page given none holds neither, and no box to try moves in. */
static void engine(void **state)
{
  static const char *const module[] = {"export const x = 1;\n",
                                       "// bao.mjs\n", NULL};
  static const unsigned char zeros[60];
  bao_html_engine e = {(const unsigned char *)"fooba", 5, module};
  bao_html_ctx h;
  char *page, *wasm, want[100];
  (void)state;
  bao_html_ctx_init(&h, NULL);
  h.engine = &e;
  page = page_of("moves: ['A7L*']\n", &h);
  assert_non_null(strstr(page, "script-src 'unsafe-inline' "
                               "'wasm-unsafe-eval';"));
  wasm = between(page, "id=\"bao-wasm\">", "</script>");
  assert_string_equal(wasm, "\nZm9vYmE=\n");
  free(wasm);
  assert_non_null(strstr(page, "<script type=\"module\">//<![CDATA[\n"
                               "export const x = 1;\n// bao.mjs\nload("));
  assert_non_null(strstr(page, "id=\"explore\""));
  assert_int_equal(count(page, "<script"), 4);
  assert_int_equal(count(page, "</script>"), 4);
  free(page);
  e.wasm = zeros;
  e.wasm_size = sizeof zeros;
  bao_html_ctx_init(&h, NULL);
  h.engine = &e;
  page = page_of("moves: ['A7L*']\n", &h);
  wasm = between(page, "id=\"bao-wasm\">", "</script>");
  memset(want, 'A', 82);
  want[0] = want[77] = want[82] = '\n';
  want[83] = '\0';
  assert_string_equal(wasm, want);
  free(wasm);
  free(page);
  bao_html_ctx_init(&h, NULL);
  page = page_of("moves: ['A7L*']\n", &h);
  assert_null(strstr(page, "wasm-unsafe-eval"));
  assert_null(strstr(page, "bao-wasm"));
  assert_null(strstr(page, "id=\"explore\""));
  assert_int_equal(count(page, "<script"), 2);
  free(page);
}

/* The marks of the analysis beside the moves, within 1 move: the four
 * games of tests/data/solve-teach.yaml, whose marks its comments and
 * tests/cli/analyze-teach.md reason out: a missed win ("?"), none, a
 * blunder ("??": North then wins at once), the only move ("!"). */
static void marks(void **state)
{
  static const char *const glyph[] = {
    "<span class=\"judge judge-missed-win\" title=\"missed win\" "
    "aria-hidden=\"true\">?</span>",
    NULL,
    "<span class=\"judge judge-blunder\" title=\"blunder\" "
    "aria-hidden=\"true\">?\?</span>",
    "<span class=\"judge judge-only\" title=\"only move\" "
    "aria-hidden=\"true\">!</span>"};
  static const char *const data[] = {"\"j\":[2,0]", NULL, "\"j\":[1,1]",
                                     "\"j\":[3,0]"};
  char *record = read_file(BAO_TEST_DATA "/solve-teach.yaml");
  char *game, *page, *next;
  int i;
  (void)state;
  for (i = 0, game = record; i < 4; i++, game = next) {
    bao_html_ctx h;
    bao_sink *out = bao_sink_memory();
    next = strstr(game + 1, "\n---\n");
    if (next)
      *next++ = '\0';
    bao_html_ctx_init(&h, out);
    assert_int_equal(walk_deep(game, &h, 1), 1);
    page = sink_page(out);
    if (glyph[i]) {
      assert_non_null(strstr(page, glyph[i]));
      assert_non_null(strstr(page, data[i]));
      assert_non_null(strstr(page, "class=\"marks-key\">Marks of an exact "
                                   "search 1 move deep"));
    } else {
      assert_null(strstr(page, "class=\"judge"));
      assert_null(strstr(page, "\"j\":"));
      assert_null(strstr(page, "class=\"marks-key\""));
    }
    free(page);
  }
  free(record);
}

/* The record's variations (tests/browser/variations.yaml): a row under
 * each ply that has some, their plies linked by line and ply; a
 * variation inside its parent's parentheses; the data's lines with their
 * parents and the game ply they stand for. */
static void variations(void **state)
{
  char *record = read_file(BAO_TEST_DATA "/../browser/variations.yaml");
  bao_html_ctx h;
  char *page, *data, *row;
  (void)state;
  bao_html_ctx_init(&h, NULL);
  page = page_of(record, &h);
  assert_int_equal(count(page, "<tr class=\"line\""), 2);
  row = between(page, "<tr class=\"line\" data-at=\"2\">", "</tr>");
  /* 2. A6R* a6L* {the reply} (2... a8R* 3. A7L*) 3. A5L */
  assert_int_equal(count(row, "data-line=\"1\""), 3);
  assert_int_equal(count(row, "data-line=\"2\""), 2);
  assert_non_null(strstr(row, "<a class=\"ply\" href=\"#ply=4&amp;line=2\" "
                              "data-ply=\"4\" data-line=\"2\">a8R*</a>"));
  assert_non_null(strstr(row, "<bdi class=\"comment\">the reply</bdi>"));
  assert_non_null(strstr(row, "A7L*</a>)</span> <span class=\"no\">3."
                              "</span> <a class=\"ply\" href=\"#ply=5&amp;"
                              "line=1\""));
  free(row);
  row = between(page, "<tr class=\"line\" data-at=\"3\">", "</tr>");
  assert_non_null(strstr(row, "<span class=\"no\">2...</span> <a "
                              "class=\"ply\" href=\"#ply=4&amp;line=3\""));
  free(row);
  data = between(page, "id=\"bao-data\">", "</script>");
  assert_non_null(strstr(data, "\"lines\":[{\"parent\":0,\"at\":2,"));
  assert_non_null(strstr(data, "{\"parent\":1,\"at\":3,"));
  assert_non_null(strstr(data, "{\"parent\":0,\"at\":3,"));
  assert_int_equal(count(data, "\"p\":"), 6 + 6); /* the game's, theirs */
  free(data);
  free(page);
  free(record);
}

/* A variation that stops being legal: its legal plies, then the one
 * that is not, struck out; the game goes on, and the error is the
 * game's, not its ply's. */
static void bad_variation(void **state)
{
  static const char record[] =
    "dialect: devoogt\n"
    "moves:\n"
    "- move: 'A7L*'\n"
    "  variations: [['A6R*', 'a6L*', 'A9L']]\n"
    "- 'a5R'\n";
  bao_html_ctx h;
  char *page, *data;
  (void)state;
  bao_html_ctx_init(&h, NULL);
  page = page_of(record, &h);
  assert_non_null(strstr(page, "title=\"not legal: the variation stops "
                               "here\">A9L</span>"));
  data = between(page, "id=\"bao-data\">", "</script>");
  assert_int_equal(count(data, "\"p\":"), 2 + 2);
  assert_non_null(strstr(data, "\"level\":\"error\",\"ply\":-1,"));
  assert_null(strstr(data, "\"stop\":{"));
  free(data);
  free(page);
}

/* The chart's figures: at the start of Bao la Kiswahili (docs/rules.md
 * R2) each side has 10 seeds on the board (6 + 2 + 2) and 22 in hand. */
static void stats(void **state)
{
  bao_html_ctx h;
  char *page;
  (void)state;
  bao_html_ctx_init(&h, NULL);
  page = page_of("moves: ['A7L*']\n", &h);
  assert_non_null(strstr(page, "\"stats0\":[10,10,22,22,"));
  assert_non_null(strstr(page, "\"variant\":\"kiswahili\",\"rules\":[]"));
  free(page);
}

int main(int argc, char **argv)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(game1994), cmocka_unit_test(escaping),
    cmocka_unit_test(broken),   cmocka_unit_test(choose_game),
    cmocka_unit_test(engine),   cmocka_unit_test(marks),
    cmocka_unit_test(variations), cmocka_unit_test(bad_variation),
    cmocka_unit_test(stats),
  };
  return ts_run(tests, NULL, NULL, argc, argv);
}
