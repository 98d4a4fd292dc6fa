/*
 * test_text_write.c - the plain-text transcript writer (include/bao/record.h,
 * src/records/text_write.c): the canonical form, what it refuses, and round trips
 * (write, read, write gives the same bytes) of the 1994 game
 * (text_support.h), of fuzz findings and of random input.  The reader's
 * own cases are in test_text.c.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include "test_run.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bao/record.h"
#include "text_support.h"

/* The canonical form of game1994: the split pairs are joined, (23) gets
 * its ";", a blank line stands between moves and the free text after
 * them. */
static const char canonical1994[] =
  "Namua stage\n"
  "(1) A7L * a5R;\n(2) A6L * a5R;\n(3) A2R a6L;\n(4) A1R a5R;\n"
  "(5) A3R a1R;\n(6) A5R a3L;\n(7) A7R a3L;\n(8) A2R * a5L;\n"
  "(9) A5R a3R;\n(10) A3L a3R *;\n(11) A3L a4R;\n(12) A4R a2;\n"
  "(13) A6R a5R;\n(14) A3L a3L;\n(15) A5R a5R;\n(16) A5L a2;\n"
  "(17) A5L a6L;\n(18) A5L a3L;\n(19) A5L a5R;\n(20) A5L a3L;\n"
  "(21) A4L a3R;\n(22) A1R a2R;\n"
  "\n"
  "Mtaji stage\n"
  "(23) A2R b3L;\n"
  "\n"
  "(24) South resigns.\n";

/* ---- helpers -------------------------------------------------------------- */

/* The writer's output as a string (to free); *rc gets its result. */
static char *write_games(const bao_game *g, size_t n, int *rc)
{
  FILE *f = tmpfile();
  long size;
  char *s;
  assert_non_null(f);
  *rc = bao_text_write(f, g, n, NULL);
  size = ftell(f);
  assert_true(size >= 0);
  s = malloc((size_t)size + 1);
  assert_non_null(s);
  rewind(f);
  assert_int_equal(fread(s, 1, (size_t)size, f), (size_t)size);
  s[size] = '\0';
  fclose(f);
  return s;
}

/* Whether the writer takes the games; when it does not, it says why. */
static int writes(const bao_game *g, size_t n)
{
  FILE *f = tmpfile();
  bao_diag d;
  int rc;
  assert_non_null(f);
  memset(&d, 0, sizeof d);
  rc = bao_text_write(f, g, n, &d);
  fclose(f);
  if (!rc)
    assert_non_null(strstr(d.message, "cannot be written as a transcript"));
  return rc;
}

/* Write, read, write: the two writes must be byte-identical, and the
 * first is returned (to free). */
static char *assert_round_trip(const bao_game *g, size_t n)
{
  readout back;
  int rc;
  char *first = write_games(g, n, &rc), *second;
  assert_int_equal(rc, 1);
  read_text(first, &back);
  assert_int_equal(back.errors, 0);
  second = write_games(back.games, back.n, &rc);
  assert_int_equal(rc, 1);
  assert_string_equal(first, second);
  free(second);
  readout_free(&back);
  return first;
}

static unsigned next_random(unsigned *seed)
{
  *seed = *seed * 1103515245u + 12345u;
  return (*seed >> 16) & 0x7fff;
}

/* ---- round trips -------------------------------------------------------- */

static void game1994_round_trip(void **state)
{
  readout r;
  char *out;
  (void)state;
  read_text(game1994, &r);
  out = assert_round_trip(r.games, r.n);
  assert_string_equal(out, canonical1994);
  free(out);
  readout_free(&r);
}

/* fuzz/findings/fuzz_text-slip-glyph-round-trip: a 16-byte slip with a
 * glyph after it was written glued ("A6...L!"), 17 bytes, which no longer
 * read as a slip: the line turned into text on the second reading.  A
 * glyph after a slip is written apart. */
static void slip_with_glyph(void **state)
{
  readout r;
  char *out;
  (void)state;
  read_text("(1) A6\xc7\xc7\xc7\xc7\xc7\xc7\xc7\xc7\xc7\xc7\xc7\xc7\xc7L !"
            " {a}\n", &r);
  assert_int_equal(r.n, 1);
  assert_int_equal(r.games[0].n_plies, 1);
  assert_string_equal(r.games[0].plies[0].glyph, "!");
  out = assert_round_trip(r.games, r.n);
  assert_non_null(strstr(out, "L ! {a}"));
  free(out);
  readout_free(&r);
}

/* Random bytes, and the 1994 game with random bytes changed, must not
 * crash; whatever reads as games must write and read back stably, or the
 * writer must refuse it and say why (a control character, say). */
static void random_input(void **state)
{
  char buf[sizeof game1994 + 64];
  unsigned seed = 1994;
  size_t i, k, n;
  readout r;
  char *out;
  (void)state;
  for (i = 0; i < 400; i++) {
    n = sizeof game1994 - 1;
    memcpy(buf, game1994, n);
    if (i % 2 == 0)
      for (k = 0; k < n; k++)
        buf[k] = (char)next_random(&seed);
    else
      for (k = 0; k < 1 + i % 9; k++)
        buf[next_random(&seed) % n] = "{}\\\0\n*;.( -:A5"[next_random(&seed) % 15];
    read_bytes(buf, n, &r);
    if (writes(r.games, r.n)) {
      out = assert_round_trip(r.games, r.n);
      free(out);
    }
    readout_free(&r);
  }
}

/* ---- the writer --------------------------------------------------------- */

static bao_ply_src *add(bao_game *g, const char *token, int number, int side)
{
  bao_ply_src *p = bao_game_add_ply(g);
  assert_non_null(p);
  p->token = bao_game_strdup(g, token);
  p->number = number;
  p->side = side;
  return p;
}

/* The canonical form, worked out by hand from the game below: the header
 * (a known key capitalised, other keys as they are, a value quoted when
 * its blanks at both ends and its line break would not read back), a
 * blank line; a note line that would read as a tag or a move line is
 * escaped with "\", and so is one that would read as a line of moves
 * gone wrong; free text after a line of moves comes after a blank
 * line (right under it, it would comment the move above); a note before
 * North's ply splits the pair; the tail's empty line and its indented
 * line are escaped. */
static const char canonical_game[] =
  "Event: \"  Zanzibar\\n1994 \"\nsouth_elo: 5\nx1st: y\nSetup: 0 0 0 0 0 0 0 0 / "
  "0 2 2 6 0 0 0 0 / 0 0 0 0 6 2 2 0 / 0 0 0 0 0 0 0 0\n\n"
  "\\Event: not a tag\nInizio fase Namua\n"
  "(1) A7L * a5R!;\n(2) A6L* ...;\n\nsplit here\n... a5R {one \\} two\nthree};\n"
  "\n\\(3) A5R a5R\n(3) A2R?! {c:\\\\};\n\n\\(4) A1R was forced\n"
  "(4) A1R;\n(5) ... a6L;\n"
  "(9) A2R;\n(12) ... a2;\n\n(24) \"A\" si ritira.\n\\---\n\\\n\\  indented\n"
  "---\n(7) ... b3L;\n";

static void writer_canonical(void **state)
{
  bao_game g[2];
  bao_ply_src *p;
  char *out;
  (void)state;
  bao_game_init(&g[0]);
  bao_game_init(&g[1]);
  assert_true(bao_game_set_tag(&g[0], "event", "  Zanzibar\n1994 "));
  assert_true(bao_game_set_tag(&g[0], "south_elo", "5"));
  assert_true(bao_game_set_tag(&g[0], "x1st", "y"));
  g[0].setup = bao_game_strdup(&g[0], "0 0 0 0 0 0 0 0 / 0 2 2 6 0 0 0 0 / "
                          "0 0 0 0 6 2 2 0 / 0 0 0 0 0 0 0 0");
  p = add(&g[0], "A7L *", 0, -1); /* numbers and sides filled in */
  p->note = bao_game_strdup(&g[0], "Event: not a tag\nInizio fase Namua  ");
  p = add(&g[0], "a5R", 0, -1);
  p->glyph = bao_game_strdup(&g[0], "!");
  p->original = bao_game_strdup(&g[0], "a5R>"); /* not written */
  add(&g[0], "A6L*", 2, 0);
  p = add(&g[0], "a5R", 2, 1);
  p->note = bao_game_strdup(&g[0], "split here");
  p->comment = bao_game_strdup(&g[0], "  one } two  \nthree\n");
  p = add(&g[0], "A2R", 3, 0);
  p->note = bao_game_strdup(&g[0], "(3) A5R a5R");
  p->glyph = bao_game_strdup(&g[0], "?!");
  p->comment = bao_game_strdup(&g[0], "c:\\");
  p = add(&g[0], "A1R", 4, 0);
  p->note = bao_game_strdup(&g[0], "(4) A1R was forced"); /* moves gone wrong, to a
                                                 reader: escaped */
  add(&g[0], "a6L", 5, 1);
  add(&g[0], "A2R", 9, 0);
  p = add(&g[0], "a2", 12, 1);
  p->comment = bao_game_strdup(&g[0], " \n ");
  g[0].tail = bao_game_strdup(&g[0], "(24) \"A\" si ritira.\n---\n\n  indented");
  add(&g[1], "b3L", 7, 1);
  out = assert_round_trip(g, 2);
  assert_string_equal(out, canonical_game);
  free(out);
  bao_game_free(&g[0]);
  bao_game_free(&g[1]);
}

/* Reading the canonical text gives back the game that was written: the
 * quoted value with its blanks and line break, the keys as written. */
static void writer_reads_back(void **state)
{
  readout r;
  (void)state;
  read_text(canonical_game, &r);
  assert_int_equal(r.errors, 0);
  assert_int_equal(r.n, 2);
  assert_string_equal(bao_game_tag(&r.games[0], "event"), "  Zanzibar\n1994 ");
  assert_string_equal(bao_game_tag(&r.games[0], "south_elo"), "5");
  assert_string_equal(bao_game_tag(&r.games[0], "x1st"), "y");
  assert_string_equal(ply(&r, 0, 0)->note,
                      "Event: not a tag\nInizio fase Namua");
  assert_string_equal(ply(&r, 0, 1)->glyph, "!");
  assert_null(ply(&r, 0, 1)->original);
  assert_ply(ply(&r, 0, 3), "a5R", 2, 1);
  assert_string_equal(ply(&r, 0, 3)->note, "split here");
  assert_string_equal(ply(&r, 0, 3)->comment, "one } two\nthree");
  assert_string_equal(ply(&r, 0, 4)->note, "(3) A5R a5R");
  assert_string_equal(ply(&r, 0, 4)->comment, "c:\\");
  assert_ply(ply(&r, 0, 6), "a6L", 5, 1);
  assert_null(ply(&r, 0, 8)->comment);
  assert_string_equal(r.games[0].tail,
                      "(24) \"A\" si ritira.\n---\n\n  indented");
  assert_ply(ply(&r, 1, 0), "b3L", 7, 1);
  readout_free(&r);
}

/* Tags named setup or end are tags like any other (the set-up line and
 * the tail are the game's own fields); a key without a value is written
 * "Key:", an empty value quoted; a note of blanks is no note. */
static void writer_tags_as_they_are(void **state)
{
  bao_game g[2];
  char *out;
  (void)state;
  bao_game_init(&g[0]);
  bao_game_init(&g[1]);
  assert_true(bao_game_set_tag(&g[0], "event", "x"));
  assert_true(bao_game_set_tag(&g[0], "End", "A resigns"));
  assert_true(bao_game_set_tag(&g[0], "annotator", NULL));
  assert_true(bao_game_set_tag(&g[0], "site", ""));
  add(&g[0], "A1R", 1, 0);
  g[1].tail = bao_game_strdup(&g[1], "real");
  add(&g[1], "A2R", 1, 0);
  add(&g[1], "a2R", 1, 1)->note = bao_game_strdup(&g[1], " \t"); /* reads as none */
  out = assert_round_trip(g, 2);
  assert_string_equal(out, "Event: x\nEnd: A resigns\nAnnotator:\n"
                           "Site: \"\"\n\n(1) A1R;\n"
                           "---\n(1) A2R a2R;\n\nreal\n");
  free(out);
  bao_game_free(&g[0]);
  bao_game_free(&g[1]);
}

/* What a transcript cannot hold is refused, with the item named: a key
 * that is not a header key, two keys that read as one, a control
 * character in free text. */
static void writer_refuses(void **state)
{
  static const char *const says[] = {"'South Elo'", "'1st'", "'EVENT'",
                                     "control character"};
  bao_game g;
  bao_diag d;
  FILE *f;
  int i;
  (void)state;
  for (i = 0; i < 4; i++) {
    bao_game_init(&g);
    g.index = 1;
    if (i == 0)
      assert_true(bao_game_set_tag(&g, "South Elo", "5"));
    if (i == 1)
      assert_true(bao_game_set_tag(&g, "1st", "y"));
    if (i == 2) {
      assert_true(bao_game_set_tag(&g, "event", "a"));
      assert_true(bao_game_set_tag(&g, "EVENT", "b"));
    }
    add(&g, "A1R", 1, 0);
    if (i == 3)
      g.plies[0].note = bao_game_strdup(&g, "a\x1b[31m red note");
    f = tmpfile();
    assert_non_null(f);
    memset(&d, 0, sizeof d);
    assert_int_equal(bao_text_write(f, &g, 1, &d), 0);
    if (!strstr(d.message, says[i]) || !strstr(d.message, "game 1"))
      fail_msg("case %d: \"%s\" does not name %s", i, d.message, says[i]);
    fclose(f);
    bao_game_free(&g);
  }
}

/* What cannot read back is not written at all, and the call says so:
 * the game is refused whole, so that no half of it lands in a file. */
static void writer_unreadable(void **state)
{
  bao_game g, empty;
  int rc;
  char *out;
  (void)state;
  bao_game_init(&g);
  bao_game_init(&empty);
  add(&g, "A5R", 1, 0);
  out = write_games(&g, 1, &rc);
  assert_int_equal(rc, 1);
  free(out);
  g.plies[0].glyph = bao_game_strdup(&g, "$1");
  out = write_games(&g, 1, &rc);
  assert_int_equal(rc, 0);
  free(out);
  add(&g, "not a token", 1, 1);
  out = write_games(&g, 1, &rc);
  assert_int_equal(rc, 0);
  assert_string_equal(out, "");
  free(out);
  out = write_games(&empty, 1, &rc); /* an empty game writes nothing */
  assert_int_equal(rc, 1);
  assert_string_equal(out, "");
  free(out);
  bao_game_free(&g);
}

/* Texts a transcript cannot keep as they are (blanks at a line end,
 * blanks alone, nothing, an empty glyph) are written tidied, and the
 * writer says how many in a warning, the game still written (issue 24:
 * they were dropped without a word); a game past move 999999999 is
 * refused, naming the ply (it would not read back). */
static void writer_tidied_and_bounded(void **state)
{
  bao_game g;
  bao_diag d;
  bao_ply_src *p;
  FILE *f = tmpfile();
  char *out;
  int rc;
  (void)state;
  assert_non_null(f);
  bao_game_init(&g);
  p = add(&g, "A7L*", 1, 0);
  p->note = bao_game_strdup(&g, " ");
  p->glyph = bao_game_strdup(&g, "");
  p = add(&g, "a5R", 1, 1);
  p->comment = bao_game_strdup(&g, "x\r\ny");
  g.tail = bao_game_strdup(&g, "");
  memset(&d, 0, sizeof d);
  assert_int_equal(bao_text_write(f, &g, 1, &d), 1);
  assert_int_equal(d.level, BAO_WARNING);
  assert_non_null(strstr(d.message, "game 1: 4 texts"));
  bao_game_free(&g);
  bao_game_init(&g);
  add(&g, "A7L*", 999999999, 0);
  add(&g, "a5R", 0, -1);
  add(&g, "A6L*", 0, -1); /* counted on: move 1000000000 */
  memset(&d, 0, sizeof d);
  assert_int_equal(bao_text_write(f, &g, 1, &d), 0);
  assert_non_null(strstr(d.message, "ply 3: its move number would pass"));
  bao_game_free(&g);
  fclose(f);
  /* a lone CR in a note is a line break to the reader: written as one */
  bao_game_init(&g);
  p = add(&g, "A7L*", 1, 0);
  p->note = bao_game_strdup(&g, "a\rb");
  out = write_games(&g, 1, &rc);
  assert_int_equal(rc, 1);
  assert_null(strchr(out, '\r'));
  assert_non_null(strstr(out, "a\nb\n(1) A7L*"));
  free(out);
  bao_game_free(&g);
}

int main(int argc, char **argv)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(game1994_round_trip),
    cmocka_unit_test(slip_with_glyph),
    cmocka_unit_test(random_input),
    cmocka_unit_test(writer_canonical),
    cmocka_unit_test(writer_reads_back),
    cmocka_unit_test(writer_tags_as_they_are),
    cmocka_unit_test(writer_refuses),
    cmocka_unit_test(writer_unreadable),
    cmocka_unit_test(writer_tidied_and_bounded),
  };
  return ts_run(tests, NULL, NULL, argc, argv);
}
