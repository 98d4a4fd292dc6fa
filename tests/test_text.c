/*
 * test_text.c - the plain-text transcript reader (include/bao/record.h,
 * src/records/text_read.c; grammar/notation.ebnf section 2); the writer and the
 * round trips are tested in test_text_write.c.
 *
 * The main case is the 1994 game as records/maulidi-kijumbe-1994.txt holds
 * it (docs/game-1994.md §1: the moves as printed, with our stage notes and
 * resignation line), typed in verbatim (text_support.h); the other cases
 * cover each form of the grammar, the errors that stop a game, and input
 * no transcript should hold (a 10 MB line, NUL bytes).
 */
#define _POSIX_C_SOURCE 200809L /* pipe, fdopen */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include "test_run.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <unistd.h>

#include "bao/record.h"
#include "text_support.h"

/* docs/game-1994.md §2, the 46 tokens. */
static const char *const tokens1994[46] = {
  "A7L*", "a5R", "A6L*", "a5R", "A2R", "a6L", "A1R", "a5R", "A3R", "a1R",
  "A5R", "a3L", "A7R", "a3L", "A2R*", "a5L", "A5R", "a3R", "A3L", "a3R*",
  "A3L", "a4R", "A4R", "a2", "A6R", "a5R", "A3L", "a3L", "A5R", "a5R",
  "A5L", "a2", "A5L", "a6L", "A5L", "a3L", "A5L", "a5R", "A5L", "a3L",
  "A4L", "a3R", "A1R", "a2R", "A2R", "b3L"};

/* ---- helpers -------------------------------------------------------------- */

static void assert_mark(const bao_ply_src *p, int line, int column, int width)
{
  assert_int_equal(p->mark.line, line);
  assert_int_equal(p->mark.column, column);
  assert_int_equal(p->width, width);
}

/* ---- the 1994 game -------------------------------------------------------- */

static void game1994_tokens(void **state)
{
  readout r;
  const bao_game *g;
  char squeezed[16];
  size_t i, j, k;
  (void)state;
  read_text(game1994, &r);
  assert_int_equal(r.errors, 0);
  assert_int_equal(r.n, 1);
  g = &r.games[0];
  assert_int_equal(g->n_plies, 46);
  assert_int_equal(g->index, 1);
  assert_int_equal(g->n_tags, 0);
  assert_null(g->setup);
  for (i = 0; i < 46; i++) {
    for (j = k = 0; g->plies[i].token[j] && k + 1 < sizeof squeezed; j++)
      if (g->plies[i].token[j] != ' ')
        squeezed[k++] = g->plies[i].token[j];
    squeezed[k] = '\0';
    assert_string_equal(squeezed, tokens1994[i]);
    assert_int_equal(g->plies[i].side, (int)(i % 2));
    assert_int_equal(g->plies[i].number, (int)(i / 2) + 1);
    assert_null(g->plies[i].comment);
    assert_null(g->plies[i].glyph);
    assert_null(g->plies[i].original);
  }
  readout_free(&r);
}

static void game1994_structure(void **state)
{
  readout r;
  const bao_game *g;
  size_t i;
  (void)state;
  read_text(game1994, &r);
  g = &r.games[0];
  assert_ply(ply(&r, 0, 4), "A2R", 3, 0);
  assert_ply(ply(&r, 0, 5), "a6L", 3, 1);
  assert_ply(ply(&r, 0, 12), "A7R", 7, 0);
  assert_ply(ply(&r, 0, 13), "a3L", 7, 1);
  assert_string_equal(g->plies[0].note, "Namua stage");
  assert_string_equal(g->plies[44].note, "Mtaji stage");
  for (i = 0; i < 46; i++)
    if (i != 0 && i != 44)
      assert_null(g->plies[i].note);
  assert_string_equal(g->tail, "(24) South resigns.");
  assert_int_equal(g->mark.line, 1);
  assert_int_equal(g->mark.column, 1);
  /* marks: line and column of the first character, width in bytes */
  assert_mark(&g->plies[0], 2, 5, 5);   /* "A7L *" */
  assert_mark(&g->plies[1], 2, 11, 3);  /* a5R */
  assert_mark(&g->plies[5], 5, 5, 3);   /* "... a6L;" */
  assert_mark(&g->plies[19], 13, 10, 5); /* "(10) A3L a3R *;" */
  assert_mark(&g->plies[45], 28, 10, 3); /* b3L, after the blank line */
  readout_free(&r);
}

/* The same game with CR LF line ends and blanks at the line ends. */
static void crlf_reads_like_lf(void **state)
{
  readout r;
  char buf[2048], *d = buf;
  const char *s;
  (void)state;
  for (s = game1994; *s; s++) {
    if (*s == '\n')
      *d++ = ' ', *d++ = '\r';
    *d++ = *s;
  }
  *d = '\0';
  read_text(buf, &r);
  assert_int_equal(r.games[0].n_plies, 46);
  assert_string_equal(r.games[0].tail, "(24) South resigns.");
  assert_string_equal(r.games[0].plies[0].note, "Namua stage");
  assert_string_equal(r.games[0].plies[45].token, "b3L");
  readout_free(&r);
}

/* ---- move forms ----------------------------------------------------------- */

static void dotted_forms(void **state)
{
  readout r;
  (void)state;
  read_text("1.A6L* a6R 2.A4R a6R\n1. A6L* a6R\n1.... A4R\n1... a4R\n"
            "7: A4> a5<; 8: A6< a3>;\n3 A5R a5R\n", &r);
  assert_int_equal(r.errors, 0);
  assert_int_equal(r.games[0].n_plies, 14);
  assert_ply(ply(&r, 0, 0), "A6L*", 1, 0);
  assert_mark(ply(&r, 0, 0), 1, 3, 4);
  assert_ply(ply(&r, 0, 1), "a6R", 1, 1);
  assert_ply(ply(&r, 0, 2), "A4R", 2, 0);
  assert_mark(ply(&r, 0, 2), 1, 14, 3);
  assert_ply(ply(&r, 0, 3), "a6R", 2, 1);
  assert_ply(ply(&r, 0, 4), "A6L*", 1, 0);
  assert_ply(ply(&r, 0, 5), "a6R", 1, 1);
  assert_ply(ply(&r, 0, 6), "A4R", 1, 1); /* "1...." */
  assert_mark(ply(&r, 0, 6), 3, 7, 3);
  assert_ply(ply(&r, 0, 7), "a4R", 1, 1); /* "1..." */
  assert_ply(ply(&r, 0, 8), "A4>", 7, 0);
  assert_ply(ply(&r, 0, 11), "a3>", 8, 1);
  /* a bare number first on a line, before a move, numbers it too */
  assert_ply(ply(&r, 0, 12), "A5R", 3, 0);
  assert_mark(ply(&r, 0, 12), 6, 3, 3);
  assert_ply(ply(&r, 0, 13), "a5R", 3, 1);
  assert_null(r.games[0].tail);
  readout_free(&r);
}

/* "1. A7L*, a5R;": a comma separates the plies of a pair, it does not
 * end it; "1994" alone on a line is text, not a bare move number. */
static void commas_and_bare_numbers(void **state)
{
  readout r;
  (void)state;
  read_text("1. A7L*, a5R; 2. A6L*,a5R\n1994\n", &r);
  assert_int_equal(r.games[0].n_plies, 4);
  assert_ply(ply(&r, 0, 1), "a5R", 1, 1);
  assert_ply(ply(&r, 0, 3), "a5R", 2, 1);
  assert_string_equal(ply(&r, 0, 3)->comment, "1994");
  readout_free(&r);
}

/* A line that starts like a line of moves but does not read is kept as
 * text, and the reader says so where it goes wrong: a stray blank
 * ("b3 L"), a bracketed token, a fullwidth letter, an invisible mark, an
 * absurd move number.  A misspelled known key is kept, with a warning
 * naming the key meant.  Columns count characters: U+FF15 is one. */
static void mangled_lines(void **state)
{
  static const struct { const char *line; int column; const char *says; }
  cases[] = {
    {"(23) A2R b3 L", 13, "'L'"},
    {"(23) [A2R] b3L", 6, "'[A2R]'"},
    {"(23) A2R \xef\xbd\x82\xef\xbc\x93L", 10, "'\xef\xbd\x82"},
    {"(23)\xe2\x80\x8b A2R b3L", 5, "'\\u200b'"},
    {"(123456789012) A2R b3L", 1, "'(123456789012)'"},
  };
  char text[256];
  readout r;
  size_t i;
  (void)state;
  /* an invisible mark inside a move is a slip: read as a (bad) token,
   * which the check reports where it stands */
  read_text("(1) A7L* a5R;\n(2) A2R b3\xe2\x80\x8bL\n", &r);
  assert_int_equal(r.games[0].n_plies, 4);
  assert_string_equal(ply(&r, 0, 3)->token, "b3\xe2\x80\x8bL");
  readout_free(&r);
  for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    snprintf(text, sizeof text, "Souht: x\n\n(1) A7L* a5R;\n%s\n",
             cases[i].line);
    read_text(text, &r);
    assert_int_equal(r.games[0].n_plies, 2); /* the line's moves: none */
    assert_int_equal(r.games[0].n_warnings, 2);
    assert_non_null(strstr(r.games[0].warnings[0].message, "did you mean "
                                                             "'south'"));
    if (r.games[0].warnings[1].mark.line != 4 ||
        r.games[0].warnings[1].mark.column != cases[i].column ||
        !strstr(r.games[0].warnings[1].message, cases[i].says))
      fail_msg("\"%s\": %d:%d %s", cases[i].line,
               r.games[0].warnings[1].mark.line,
               r.games[0].warnings[1].mark.column,
               r.games[0].warnings[1].message);
    readout_free(&r);
  }
}

static void numbered_forms(void **state)
{
  readout r;
  (void)state;
  /* out-of-sequence numbers are the checker's business, not errors */
  read_text("(5) A1R a1R\n(3) ... a2R;\n(9) A3R\n... a3L a4R\n"
            "(2) A7L  * a5R *!,\n(1) A1 a2 A3;\n", &r);
  assert_int_equal(r.errors, 0);
  assert_int_equal(r.games[0].n_plies, 11);
  assert_ply(ply(&r, 0, 0), "A1R", 5, 0);
  assert_ply(ply(&r, 0, 2), "a2R", 3, 1);
  assert_ply(ply(&r, 0, 3), "A3R", 9, 0);
  assert_ply(ply(&r, 0, 4), "a3L", 9, 1);
  assert_ply(ply(&r, 0, 5), "a4R", 0, 0); /* a pair nobody numbered */
  assert_ply(ply(&r, 0, 6), "A7L  *", 2, 0); /* spacing kept */
  assert_mark(ply(&r, 0, 6), 5, 5, 6);
  assert_ply(ply(&r, 0, 7), "a5R *", 2, 1);
  assert_string_equal(ply(&r, 0, 7)->glyph, "!");
  assert_ply(ply(&r, 0, 9), "a2", 1, 1);
  assert_ply(ply(&r, 0, 10), "A3", 0, 0);
  assert_null(r.games[0].tail);
  readout_free(&r);
}

static void mancala_world_forms(void **state)
{
  readout r;
  (void)state;
  read_text("1. a4R A4L* 2. b3R B4R (forced) 3. b2R = Bao hamna!\n", &r);
  assert_int_equal(r.games[0].n_plies, 5);
  assert_ply(ply(&r, 0, 0), "a4R", 1, 0); /* pair position, not row */
  assert_ply(ply(&r, 0, 3), "B4R", 2, 1);
  assert_string_equal(ply(&r, 0, 3)->comment, "forced");
  assert_ply(ply(&r, 0, 4), "b2R", 3, 0);
  assert_string_equal(ply(&r, 0, 4)->comment, "Bao hamna!");
  assert_null(r.games[0].tail);
  readout_free(&r);
}

/* Token or word: [ABab]?[1-8] then marks from "LR<>*+#" only; one word
 * makes the line free text.  A short word that starts like a token (a row
 * letter and a digit: "A9R", "A5X", "a5R.") is a slip, read as a token so
 * that the checker reports it instead of the ply vanishing into a note. */
static void tokens_and_words(void **state)
{
  readout r;
  (void)state;
  read_text("(1) A5R a5R\n(2) A9R a5R\n(3) A5X a5R\n(4) A5R a5R.\n"
            "(5) * a5R\n(6) a si ritira\n... e poi\n(7) 6< 5>+ A4>*+ a4>** "
            "A2>#\n", &r);
  assert_int_equal(r.games[0].n_plies, 13);
  assert_ply(ply(&r, 0, 2), "A9R", 2, 0);
  assert_ply(ply(&r, 0, 4), "A5X", 3, 0);
  assert_ply(ply(&r, 0, 7), "a5R.", 4, 1);
  /* lines with a word are text; right under line (4), they comment its
   * last move */
  assert_string_equal(ply(&r, 0, 7)->comment,
                      "(5) * a5R\n(6) a si ritira\n... e poi");
  assert_null(ply(&r, 0, 8)->note);
  assert_ply(ply(&r, 0, 8), "6<", 7, 0);
  assert_ply(ply(&r, 0, 10), "A4>*+", 0, 0);
  assert_ply(ply(&r, 0, 12), "A2>#", 0, 0);
  readout_free(&r);
}

/* ---- text, comments, glyphs ----------------------------------------------- */

static void free_text_and_tail(void **state)
{
  readout r;
  (void)state;
  read_text("Maulidi (A) - Kijumbe (a) 11-10-1994\n\n"
            "Esempio: \"A5R>\", un seme\n(1) A7L * a5R;\n"
            "- \"A\" effettua una Takasa.\n\n- \"a\" cattura.\n(2) A6L a5R\n"
            "Nota: fine\n\\(3) A1R a1R\n\\\n\\  rientro\n", &r);
  assert_int_equal(r.n, 1);
  assert_int_equal(r.games[0].n_tags, 0);
  assert_string_equal(ply(&r, 0, 0)->note,
                      "Maulidi (A) - Kijumbe (a) 11-10-1994\n"
                      "Esempio: \"A5R>\", un seme");
  /* text right under a line of moves comments its last move; after a
   * blank line it stands before the next ply */
  assert_string_equal(ply(&r, 0, 1)->comment, "- \"A\" effettua una Takasa.");
  assert_string_equal(ply(&r, 0, 2)->note, "- \"a\" cattura.");
  assert_string_equal(ply(&r, 0, 3)->comment,
                      "Nota: fine\n(3) A1R a1R\n\n  rientro");
  assert_null(r.games[0].tail);
  readout_free(&r);
}

static void results(void **state)
{
  readout r;
  (void)state;
  read_text("(1) A5R a5R\n0-1\n1-0 was the score\n", &r);
  assert_string_equal(bao_game_tag(&r.games[0], "result"), "0-1");
  assert_int_equal(r.games[0].tags[0].mark.line, 2);
  assert_string_equal(r.games[0].tail, "1-0 was the score");
  readout_free(&r);
  read_text("1. A5R a5R 1/2-1/2\n", &r);
  assert_string_equal(bao_game_tag(&r.games[0], "result"), "1/2-1/2");
  assert_int_equal(r.games[0].n_plies, 2);
  readout_free(&r);
}

static void comments(void **state)
{
  readout r;
  (void)state;
  read_text("{ opening remark }\n(1) A7L* {  a long\n  comment   \n"
            "  over lines } a5R {x \\} y \\\\ z}{} {second};\n"
            "(2) A6L {one} then text\n(3) A1R {\nonly}\n", &r);
  assert_int_equal(r.errors, 0);
  assert_string_equal(ply(&r, 0, 0)->note, "opening remark");
  assert_string_equal(ply(&r, 0, 0)->comment,
                      "a long\n  comment\n  over lines");
  assert_ply(ply(&r, 0, 1), "a5R", 1, 1); /* the pair goes on after "}" */
  assert_mark(ply(&r, 0, 1), 4, 16, 3);
  /* a line with a word is text, braces and all, here right under the
   * line of move 1: a comment on its last move */
  assert_string_equal(ply(&r, 0, 1)->comment,
                      "x } y \\ z\nsecond\n(2) A6L {one} then text");
  assert_int_equal(r.games[0].n_plies, 3);
  assert_null(ply(&r, 0, 2)->note);
  assert_string_equal(ply(&r, 0, 2)->comment, "only");
  readout_free(&r);
}

static void glyphs(void **state)
{
  readout r;
  (void)state;
  read_text("(1) A5R! a5R?!\n(2) A7L *?? a6 !\n(3) A1R!!! a1\n"
            "(4) A1R!! ? a1\n(5) A1R (x) ! a1\n", &r);
  assert_ply(ply(&r, 0, 0), "A5R", 1, 0);
  assert_string_equal(ply(&r, 0, 0)->glyph, "!");
  assert_mark(ply(&r, 0, 0), 1, 5, 3);
  assert_string_equal(ply(&r, 0, 1)->glyph, "?!");
  assert_ply(ply(&r, 0, 2), "A7L *", 2, 0);
  assert_string_equal(ply(&r, 0, 2)->glyph, "??");
  assert_string_equal(ply(&r, 0, 3)->glyph, "!");
  /* "A1R!!!" reads as a slip (a bad token); a second glyph, or a glyph
   * after "(x)", are words */
  assert_int_equal(r.games[0].n_plies, 6);
  assert_ply(ply(&r, 0, 4), "A1R!!!", 3, 0);
  assert_string_equal(ply(&r, 0, 5)->comment,
                      "(4) A1R!! ? a1\n(5) A1R (x) ! a1");
  assert_null(r.games[0].tail);
  readout_free(&r);
}

/* ---- headers and games ---------------------------------------------------- */

static void header_tags(void **state)
{
  readout r;
  const bao_game *g;
  (void)state;
  read_text("\n  Event: Zanzibar 1994  \nSouth: Maulidi\n\nDialect: devoogt\n"
            "Rules: takasia=strict  other=x\nAnnotator:\n"
            "Setup: 0 0 0 0 0 0 0 0 / 0 2 2 6 0 0 0 0 / 0 0 0 0 6 2 2 0 / "
            "0 0 0 0 0 0 0 0\nInizio fase Namua\nSite: not a tag now\n"
            "(1) A7L * a5R;\n", &r);
  g = &r.games[0];
  assert_int_equal(g->n_tags, 5);
  assert_string_equal(g->tags[0].key, "event");
  assert_string_equal(g->tags[0].value, "Zanzibar 1994");
  assert_int_equal(g->tags[0].mark.line, 2);
  assert_int_equal(g->tags[0].mark.column, 3);
  assert_string_equal(bao_game_tag(g, "south"), "Maulidi");
  assert_string_equal(bao_game_tag(g, "dialect"), "devoogt");
  assert_string_equal(bao_game_tag(g, "rules"), "takasia=strict  other=x");
  /* "Annotator:" is a key without a value (YAML's null) */
  assert_string_equal(g->tags[4].key, "annotator");
  assert_null(g->tags[4].value);
  assert_string_equal(g->setup, "0 0 0 0 0 0 0 0 / 0 2 2 6 0 0 0 0 / "
                                "0 0 0 0 6 2 2 0 / 0 0 0 0 0 0 0 0");
  assert_int_equal(g->setup_mark.line, 8);
  assert_int_equal(g->setup_mark.column, 8);
  assert_int_equal(g->mark.line, 2);
  assert_int_equal(g->mark.column, 3);
  assert_string_equal(g->plies[0].note,
                      "Inizio fase Namua\nSite: not a tag now");
  readout_free(&r);
}

static void several_games(void **state)
{
  readout r;
  (void)state;
  read_text("---\n(1) A1R a1R\nthe end\n---\n\n---\nEvent: Two\n(1) A2R\n"
            "Note: stays text\nEvent: Three\n(1) ... a3R\n---\n\n", &r);
  assert_int_equal(r.errors, 0);
  assert_int_equal(r.n, 3);
  assert_int_equal(r.games[0].index, 1);
  assert_int_equal(r.games[0].mark.line, 2);
  /* text right under a line of moves comments its last move */
  assert_string_equal(ply(&r, 0, 1)->comment, "the end");
  assert_int_equal(r.games[1].index, 2);
  assert_int_equal(r.games[1].mark.line, 7);
  assert_string_equal(ply(&r, 1, 0)->comment, "Note: stays text");
  assert_int_equal(r.games[2].index, 3);
  assert_int_equal(r.games[2].mark.line, 10);
  assert_string_equal(bao_game_tag(&r.games[2], "event"), "Three");
  assert_ply(ply(&r, 2, 0), "a3R", 1, 1);
  readout_free(&r);
  read_text("", &r);
  assert_int_equal(r.n + (size_t)r.errors, 0);
  read_text("\n \n---\n", &r);
  assert_int_equal(r.n + (size_t)r.errors, 0);
}

/* The format sniffing of record.c sends a transcript that starts with
 * prose to this reader. */
static void through_bao_reader(void **state)
{
  FILE *f = stream_of(game1994, strlen(game1994));
  bao_reader *rd = bao_reader_open(f, "game.txt", BAO_FORMAT_AUTO, NULL);
  bao_diag err;
  bao_game g;
  (void)state;
  assert_non_null(rd);
  assert_int_equal(bao_reader_format(rd), BAO_FORMAT_TEXT);
  assert_int_equal(bao_reader_next(rd, &g, &err), 1);
  assert_int_equal(g.n_plies, 46);
  bao_game_free(&g);
  assert_int_equal(bao_reader_next(rd, &g, &err), 0);
  bao_reader_close(rd);
  fclose(f);
}

/* A pipe cannot be rewound: the reader refuses it, and the caller (the
 * bao command, for standard input) copies it; the reader makes no file
 * of its own. */
static void pipe_refused(void **state)
{
  static const char text[] = "(1) A6L* a6R*\n";
  bao_reader *rd;
  bao_diag err;
  FILE *f;
  int fd[2];
  (void)state;
  assert_int_equal(pipe(fd), 0);
  assert_int_equal(write(fd[1], text, sizeof text - 1),
                   (long)(sizeof text - 1));
  close(fd[1]);
  assert_non_null(f = fdopen(fd[0], "rb"));
  rd = bao_reader_open(f, "-", BAO_FORMAT_AUTO, &err);
  assert_null(rd);
  assert_non_null(strstr(err.message, "cannot be rewound"));
  fclose(f);
}

/* ---- errors ----------------------------------------------------------------- */

static void unclosed_comment(void **state)
{
  readout r;
  (void)state;
  read_text("(1) A1R a1R\n---\n(1) A2R {never\nclosed\n---\n(1) A3R\n", &r);
  assert_int_equal(r.n, 1);
  assert_int_equal(r.errors, 1);
  assert_int_equal(r.first_error.mark.line, 3);
  assert_int_equal(r.first_error.mark.column, 9);
  assert_non_null(strstr(r.first_error.message, "unclosed"));
  readout_free(&r);
}

static void nul_bytes(void **state)
{
  static const char bytes[] = "(1) A1R a1R\n---\n(1) A2R\0 a2R\n(2) A3R\n"
                              "---\n(1) A4R a4R\n---\n\0";
  readout r;
  (void)state;
  read_bytes(bytes, sizeof bytes - 1, &r);
  assert_int_equal(r.errors, 2);
  assert_int_equal(r.first_error.mark.line, 3);
  assert_int_equal(r.first_error.mark.column, 8);
  assert_string_equal(r.first_error.message, "NUL byte at column 8");
  assert_int_equal(r.n, 2);
  assert_string_equal(ply(&r, 1, 0)->token, "A4R");
  assert_int_equal(r.games[1].index, 3);
  readout_free(&r);
}

/* Lines up to 1 MB are read; longer ones are refused, not cut. */
static void long_lines(void **state)
{
  size_t big = (size_t)10 << 20, n;
  char *s = malloc(big + 64);
  readout r;
  (void)state;
  assert_non_null(s);
  memset(s, 'x', big);
  read_bytes(s, big, &r); /* 10 MB, no newline */
  assert_int_equal(r.n, 0);
  assert_int_equal(r.errors, 1);
  assert_int_equal(r.first_error.mark.line, 1);
  assert_non_null(strstr(r.first_error.message, "1 MB"));
  n = (size_t)1 << 19; /* half a MB of text, then a game */
  memcpy(s + n, "\n(1) A1R\n---\n(1) A2R\n", 21);
  read_bytes(s, n + 21, &r);
  assert_int_equal(r.errors, 0);
  assert_int_equal(r.n, 2);
  assert_int_equal(strlen(ply(&r, 0, 0)->note), n);
  readout_free(&r);
  memset(s, 'x', big);
  memcpy(s + big, "\n---\n(1) A2R\n", 13); /* 10 MB line, then a game */
  read_bytes(s, big + 13, &r);
  assert_int_equal(r.errors, 1);
  assert_int_equal(r.n, 1);
  assert_string_equal(ply(&r, 0, 0)->token, "A2R");
  assert_int_equal(ply(&r, 0, 0)->mark.line, 3);
  readout_free(&r);
  free(s);
}

/* Many comments on one ply, many plies on one line: this takes a moment
 * only if the reader stays linear. */
static void many_items(void **state)
{
  size_t comments = 200000, plies = 100000, i;
  char *s = malloc(16 + comments * 4 + 16 + plies * 3 + 2), *d = s;
  readout r;
  (void)state;
  assert_non_null(s);
  d += sprintf(d, "(1) A1\n");
  for (i = 0; i < comments; i++)
    d += sprintf(d, "{x}\n");
  d += sprintf(d, "---\n(1) ");
  for (i = 0; i < plies; i++)
    d += sprintf(d, "A1 ");
  read_bytes(s, (size_t)(d - s), &r);
  assert_int_equal(r.errors, 0);
  assert_int_equal(r.n, 2);
  assert_int_equal(strlen(ply(&r, 0, 0)->comment), 2 * comments - 1);
  assert_int_equal(r.games[1].n_plies, plies);
  assert_ply(ply(&r, 1, plies - 1), "A1", 0, 1);
  readout_free(&r);
  free(s);
}

/* fuzz/findings/fuzz_text-move-number-overflow: a 10-digit move number
 * overflowed an int (UBSan).  Numbers of 9 digits are move numbers; longer
 * ones are no move numbers, so the line is free text. */
static void long_move_numbers(void **state)
{
  readout r;
  (void)state;
  read_text("999999999. A7L* a5R\n", &r);
  assert_int_equal(r.n, 1);
  assert_int_equal(r.games[0].n_plies, 2);
  assert_int_equal(r.games[0].plies[0].number, 999999999);
  readout_free(&r);
  read_text("3000000000\n(1) A7L* a5R\n", &r);
  assert_int_equal(r.n, 1);
  assert_int_equal(r.games[0].plies[0].number, 1);
  assert_string_equal(r.games[0].plies[0].note, "3000000000");
  readout_free(&r);
}

int main(int argc, char **argv)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(game1994_tokens),
    cmocka_unit_test(game1994_structure),
    cmocka_unit_test(crlf_reads_like_lf),
    cmocka_unit_test(dotted_forms),
    cmocka_unit_test(numbered_forms),
    cmocka_unit_test(commas_and_bare_numbers),
    cmocka_unit_test(mangled_lines),
    cmocka_unit_test(mancala_world_forms),
    cmocka_unit_test(tokens_and_words),
    cmocka_unit_test(free_text_and_tail),
    cmocka_unit_test(results),
    cmocka_unit_test(comments),
    cmocka_unit_test(glyphs),
    cmocka_unit_test(header_tags),
    cmocka_unit_test(several_games),
    cmocka_unit_test(through_bao_reader),
    cmocka_unit_test(pipe_refused),
    cmocka_unit_test(unclosed_comment),
    cmocka_unit_test(nul_bytes),
    cmocka_unit_test(long_lines),
    cmocka_unit_test(many_items),
    cmocka_unit_test(long_move_numbers),
  };
  return ts_run(tests, NULL, NULL, argc, argv);
}
