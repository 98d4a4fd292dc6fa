/*
 * test_yaml.c - YAML game records (src/records/yaml_read.c, src/records/yaml_write.c):
 * the record shape, marks, the errors and their hints, hostile input,
 * and the writer's canonical form (write, read, write gives the same bytes).
 */
#define _POSIX_C_SOURCE 200809L /* fmemopen, open_memstream */

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
#include "records/records.h"

#define MAXG 8

/* Everything one file gave: each call's result, error and game. */
typedef struct run {
  int n;                       /* calls made, the last one returning 0 */
  int code[MAXG + 1];
  bao_diag err[MAXG + 1];
  bao_game game[MAXG + 1];
} run;

/* Reads bytes (of length len) through bao_yaml_in until it returns 0. */
static void read_bytes(const char *bytes, size_t len, run *r)
{
  FILE *f = fmemopen((void *)bytes, len, "r");
  bao_yaml_in *y;
  bao_diag after;
  assert_non_null(f);
  y = bao_yaml_in_open(f);
  assert_non_null(y);
  memset(r, 0, sizeof *r);
  do {
    assert_true(r->n <= MAXG);
    r->code[r->n] = bao_yaml_in_next(y, &r->game[r->n], &r->err[r->n]);
  } while (r->code[r->n++] != 0);
  /* after the end, still the end */
  assert_int_equal(bao_yaml_in_next(y, &r->game[r->n - 1], &after), 0);
  bao_yaml_in_close(y);
  fclose(f);
}

static void read_str(const char *text, run *r)
{
  read_bytes(text, strlen(text), r);
}

static void run_free(run *r)
{
  int i;
  for (i = 0; i < r->n; i++)
    bao_game_free(&r->game[i]);
}

/* What bao_yaml_write gives for n games, as a heap string. */
static char *write_str(const bao_game *games, size_t n)
{
  char *buf = NULL;
  size_t size = 0;
  FILE *f = open_memstream(&buf, &size);
  assert_non_null(f);
  assert_int_equal(bao_yaml_write(f, games, n, NULL), 1);
  fclose(f);
  return buf;
}

/* Reads text and writes its games back. */
static char *rewrite(const char *text)
{
  run r;
  char *out;
  int i;
  read_str(text, &r);
  for (i = 0; i < r.n - 1; i++)
    assert_int_equal(r.code[i], 1);
  out = write_str(r.game, (size_t)(r.n - 1));
  run_free(&r);
  return out;
}

static void assert_mark(bao_mark m, int line, int column)
{
  assert_int_equal(m.line, line);
  assert_int_equal(m.column, column);
}

/* An error result whose message contains `part`. */
static void assert_error(const run *r, int i, int line, int column,
                         const char *part)
{
  assert_int_equal(r->code[i], -1);
  if (!strstr(r->err[i].message, part))
    fail_msg("message \"%s\" lacks \"%s\"", r->err[i].message, part);
  assert_mark(r->err[i].mark, line, column);
  assert_int_equal(r->game[i].n_tags, 0); /* a failed game is emptied */
  assert_int_equal(r->game[i].n_plies, 0);
}

/* ---- the record --------------------------------------------------------- */

static const char full[] =
  "---\n"
  "event: 'Zanzibar championship'\n"
  "site: 'Zanzibar'\n"
  "date: '1994-10-11'\n"
  "round: '1'\n"
  "south: 'Maulidi'\n"
  "north: 'Kijumbe'\n"
  "result: '0-1'\n"
  "variant: 'kiswahili'\n"
  "dialect: 'devoogt'\n"
  "rules: {takasia: 'strict', mtaji-safari: 'choice'}\n"
  "source: 'Bao 1994'\n"
  "annotator: 'AdV'\n"
  "anything-else: 'kept'\n"
  "setup: '<position line>'\n"
  "moves:\n"
  "  - 'A7L*'\n"
  "  - {move: 'a5R', comment: 'takes one', glyph: '!'}\n"
  "  - move: 'A2L'\n"
  "    original: 'A2R'\n"
  "    note: 'Inizio fase Mtaji'\n"
  "end: '\"A\" si ritira.'\n";

static void test_full_record(void **state)
{
  static const char *keys[] = {"event", "site", "date", "round", "south",
    "north", "result", "variant", "dialect", "rules", "source", "annotator",
    "anything-else"};
  run r;
  const bao_game *g;
  size_t i;
  (void)state;
  read_str(full, &r);
  assert_int_equal(r.n, 2);
  assert_int_equal(r.code[0], 1);
  g = &r.game[0];
  assert_int_equal(g->index, 1);
  assert_mark(g->mark, 1, 1);
  assert_int_equal(g->n_tags, 13);
  for (i = 0; i < g->n_tags; i++)
    assert_string_equal(g->tags[i].key, keys[i]);
  assert_string_equal(bao_game_tag(g, "event"), "Zanzibar championship");
  assert_string_equal(bao_game_tag(g, "date"), "1994-10-11");
  assert_string_equal(bao_game_tag(g, "rules"),
                      "takasia=strict mtaji-safari=choice");
  assert_string_equal(bao_game_tag(g, "anything-else"), "kept");
  assert_mark(g->tags[0].mark, 2, 9); /* inside the quote */
  assert_string_equal(g->setup, "<position line>");
  assert_mark(g->setup_mark, 15, 9);
  assert_int_equal(g->n_plies, 3);
  assert_string_equal(g->plies[0].token, "A7L*");
  assert_null(g->plies[0].comment);
  /* no side: or number: given: those implied, South's move 1 first */
  assert_int_equal(g->plies[0].side, BAO_SOUTH);
  assert_int_equal(g->plies[0].number, 1);
  assert_int_equal(g->plies[1].side, BAO_NORTH);
  assert_int_equal(g->plies[1].number, 1);
  assert_int_equal(g->plies[2].side, BAO_SOUTH);
  assert_int_equal(g->plies[2].number, 2);
  assert_string_equal(g->plies[1].token, "a5R");
  assert_string_equal(g->plies[1].comment, "takes one");
  assert_string_equal(g->plies[1].glyph, "!");
  assert_string_equal(g->plies[2].token, "A2L");
  assert_string_equal(g->plies[2].original, "A2R");
  assert_string_equal(g->plies[2].note, "Inizio fase Mtaji");
  assert_null(g->plies[2].glyph);
  assert_string_equal(g->tail, "\"A\" si ritira.");
  run_free(&r);
}

static void test_several_documents(void **state)
{
  run r;
  (void)state;
  read_str("event: one\n---\nevent: two\nmoves: [A1L]\n...\n---\n"
           "event: three\n", &r);
  assert_int_equal(r.n, 4);
  assert_string_equal(bao_game_tag(&r.game[0], "event"), "one");
  assert_string_equal(bao_game_tag(&r.game[2], "event"), "three");
  assert_int_equal(r.game[1].index, 2);
  assert_int_equal(r.game[2].index, 3);
  assert_mark(r.game[0].mark, 1, 1); /* an implicit document */
  assert_mark(r.game[1].mark, 2, 1);
  assert_mark(r.game[2].mark, 6, 1);
  run_free(&r);
}

/* A lone "---" is no game, and games are numbered as the user counts
 * them, without it (issue 24: it used to count); no input, no game. */
static void test_empty_documents(void **state)
{
  run r;
  (void)state;
  read_str("---\n---\nevent: a\n---\n", &r);
  assert_int_equal(r.n, 2);
  assert_int_equal(r.game[0].index, 1);
  run_free(&r);
  read_str("", &r);
  assert_int_equal(r.n, 1);
  read_str("# only a comment\n", &r);
  assert_int_equal(r.n, 1);
}

/* Keys are written in the order the record has them, unknown keys kept
 * as they are; known keys are case-blind ("Result" is result); a key
 * without a value stays one (null, not ''). */
static void test_unknown_keys_kept(void **state)
{
  char *out;
  (void)state;
  out = rewrite("zeta: z\nResult: 1-0\nrules: {b: x}\nalpha: a\n"
                "event: e\nmid: 'm'\nnothing:\ntilde: ~\nempty: ''\n");
  assert_string_equal(out, "---\nzeta: 'z'\nresult: '1-0'\nrules:\n"
                           "  b: 'x'\nalpha: 'a'\nevent: 'e'\nmid: 'm'\n"
                           "nothing:\ntilde:\nempty: ''\n");
  free(out);
}

static void test_rules(void **state)
{
  run r;
  bao_game g;
  char *out;
  (void)state;
  read_str("rules:\n  takasia: strict\n  mtaji-safari: 'choice'\n"
           "---\nrules: {}\n---\nrules:\n", &r);
  assert_int_equal(r.n, 4);
  assert_string_equal(bao_game_tag(&r.game[0], "rules"),
                      "takasia=strict mtaji-safari=choice");
  assert_mark(r.game[0].tags[0].mark, 2, 3);
  assert_string_equal(bao_game_tag(&r.game[1], "rules"), "");
  assert_null(bao_game_tag(&r.game[2], "rules"));
  run_free(&r);

  read_str("rules: {a: 'two words'}\n---\nrules: {a b: c}\n---\n"
           "rules: {a: b, a: c}\n---\nrules: 'a=b'\n---\n"
           "rules: {a: [b]}\n---\nrules: {a=: b}\n", &r);
  assert_error(&r, 0, 1, 12, "a rule value must be one word without ',', "
                             "not 'two words'");
  assert_error(&r, 1, 3, 9, "a rule name must be one word without ',' or "
                            "'='");
  assert_error(&r, 2, 5, 15, "duplicate rule 'a'");
  assert_error(&r, 3, 7, 8, "expected a mapping of rule options for 'rules'");
  assert_error(&r, 4, 9, 12, "expected a scalar value for rule 'a', found "
                             "a sequence");
  assert_error(&r, 5, 11, 9, "a rule name must be one word");
  assert_int_equal(r.n, 7);

  out = rewrite("rules: {takasia: strict, x: ''}\n");
  assert_string_equal(out, "---\nrules:\n  takasia: 'strict'\n  x: ''\n");
  free(out);
  /* a "rules" tag from elsewhere may use commas, as replay.c allows */
  bao_game_init(&g);
  assert_true(bao_game_set_tag(&g, "rules", " a=1,b=2, c "));
  out = write_str(&g, 1);
  assert_string_equal(out, "---\nrules:\n  a: '1'\n  b: '2'\n  c: ''\n");
  bao_game_free(&g);
  free(out);
}

/* A misspelled known key is kept as it is, with a warning naming the key
 * it probably meant (one letter off; two in a longer key). */
static void test_misspelled_key(void **state)
{
  run r;
  (void)state;
  read_str("Souht: x\nannotater: y\nsouthern: z\nmoves:\n- 'A7L*'\n", &r);
  assert_string_equal(bao_game_tag(&r.game[0], "Souht"), "x");
  assert_int_equal(r.game[0].n_warnings, 2);
  assert_non_null(strstr(r.game[0].warnings[0].message, "'Souht'"));
  assert_non_null(strstr(r.game[0].warnings[0].message, "'south'"));
  assert_int_equal(r.game[0].warnings[0].mark.line, 1);
  assert_non_null(strstr(r.game[0].warnings[1].message, "'annotator'"));
  run_free(&r);
}

static void test_setup_and_end(void **state)
{
  run r;
  (void)state;
  read_str("setup: 2 2 2 / 0 0\nend: resigns\n---\nsetup:\nend: ''\n", &r);
  assert_string_equal(r.game[0].setup, "2 2 2 / 0 0");
  assert_mark(r.game[0].setup_mark, 1, 8);
  assert_string_equal(r.game[0].tail, "resigns");
  assert_null(r.game[1].setup); /* empty and plain: no set-up */
  /* end: '' is kept as it is (issue 24: it used to be dropped) */
  assert_string_equal(r.game[1].tail, "");
  run_free(&r);
}

static void test_move_mapping_all_keys(void **state)
{
  static const char text[] =
    "moves:\n"
    "- note: 'Inizio fase Mtaji'\n"
    "  comment: 'takes one'\n"
    "  glyph: '!?'\n"
    "  original: ' A2R '\n"
    "  move: 'A2L'\n";
  run r;
  char *out;
  (void)state;
  read_str(text, &r);
  assert_int_equal(r.code[0], 1);
  assert_string_equal(r.game[0].plies[0].token, "A2L");
  assert_string_equal(r.game[0].plies[0].original, "A2R"); /* trimmed */
  assert_string_equal(r.game[0].plies[0].glyph, "!?");
  assert_string_equal(r.game[0].plies[0].comment, "takes one");
  assert_string_equal(r.game[0].plies[0].note, "Inizio fase Mtaji");
  assert_mark(r.game[0].plies[0].mark, 6, 10);
  run_free(&r);
  out = rewrite(text);
  assert_string_equal(out, "---\nmoves:\n- move: 'A2L'\n  original: 'A2R'\n"
                           "  glyph: '!?'\n  comment: 'takes one'\n"
                           "  note: 'Inizio fase Mtaji'\n");
  free(out);
}

/* The mark is where the token starts (inside a quote); the width is its
 * length in bytes. */
static void test_marks(void **state)
{
  run r;
  const bao_ply_src *p;
  (void)state;
  read_str("moves:\n"
           "  - A7L\n"
           "  - 'A7L*'\n"
           "  - \"a5R\"\n"
           "  - [A1L]\n", &r);
  assert_error(&r, 0, 5, 5, "expected a move (a scalar, or a mapping with "
                            "'move:'), found a sequence");
  run_free(&r);
  read_str("moves:\n"
           "  - A7L\n"
           "  - 'A7L*'\n"
           "  - \"a5R\"\n"
           "  - '  b3L  '\n"
           "  - {move: A1L}\n"
           "moves2: x\n"
           "---\n"
           "moves: [A1L, 'a2R',   b3>]\n", &r);
  p = r.game[0].plies;
  assert_mark(p[0].mark, 2, 5);
  assert_mark(p[1].mark, 3, 6);
  assert_mark(p[2].mark, 4, 6);
  assert_mark(p[3].mark, 5, 8);
  assert_string_equal(p[3].token, "b3L");
  assert_int_equal(p[3].width, 3);
  assert_int_equal(p[1].width, 4);
  assert_mark(p[4].mark, 6, 12);
  p = r.game[1].plies;
  assert_mark(p[0].mark, 9, 9);
  assert_mark(p[1].mark, 9, 15);
  assert_mark(p[2].mark, 9, 23);
  run_free(&r);
}

/* An unquoted "*" starts a YAML alias: the file stops with a hint. */
static void test_unquoted_star(void **state)
{
  run r;
  (void)state;
  read_str("moves:\n  - A7L\n  - *\n---\nevent: lost\n", &r);
  assert_int_equal(r.n, 2);
  /* the mark is the '*' itself: line 3, column 5 */
  assert_error(&r, 0, 3, 5, "while scanning an alias: "
                            "did not find expected alphabetic or numeric "
                            "character (a move starting with '*', '>'");
  assert_string_equal(r.err[0].message,
                      "while scanning an alias: did not "
                      "find expected alphabetic or numeric character (a move "
                      "starting with '*', '>', '&', '!', '|', '%', '@' or '`' "
                      "must be quoted: - '*')");
  read_str("moves:\n  - >a5\n", &r);
  assert_error(&r, 0, 2, 5, "while scanning a block scalar");
  assert_non_null(strstr(r.err[0].message, "must be quoted"));
  read_str("moves:\n  - %a5\n", &r);
  assert_error(&r, 0, 2, 5, "cannot start any token (a move starting");
  read_str("moves:\n  - &\n", &r);
  assert_error(&r, 0, 2, 5, "must be quoted"); /* the '&' itself */
  /* a tab is not a move: no hint */
  read_str("a: 1\n\tb: 2\n", &r);
  assert_int_equal(r.code[0], -1);
  assert_null(strstr(r.err[0].message, "quoted"));
  /* a bare ">" is an empty block scalar to YAML */
  read_str("moves:\n  - >\n  - a5R\n---\nevent: next\n", &r);
  assert_error(&r, 0, 2, 5, "a move must not be a YAML block scalar (a move");
  assert_string_equal(bao_game_tag(&r.game[1], "event"), "next");
  run_free(&r);
}

/* Documented hazard: a blank before '#' starts a YAML comment. */
static void test_yaml_comment_after_move(void **state)
{
  run r;
  (void)state;
  read_str("moves:\n  - A4> # note\n  - A4>#\n  - 'A4> # kept'\n  -\n"
           "  - 12\n", &r);
  assert_string_equal(r.game[0].plies[0].token, "A4>");
  assert_string_equal(r.game[0].plies[1].token, "A4>#");
  assert_string_equal(r.game[0].plies[2].token, "A4> # kept");
  assert_string_equal(r.game[0].plies[3].token, ""); /* for the checker */
  assert_string_equal(r.game[0].plies[4].token, "12");
  run_free(&r);
}

/* A game of the wrong shape fails alone; the next one is read. */
static void test_structural_errors(void **state)
{
  run r;
  (void)state;
  read_str("---\nevent: [a]\n"
           "---\nmoves:\n  - {move: a, foo: b}\n"
           "---\nmoves:\n  - {comment: a}\n"
           "--- [1]\n"
           "---\nevent: c\nevent: d\n"
           "---\nmoves: x\n"
           "---\n? [a]\n: b\n"
           "---\nevent: ok\n", &r);
  assert_int_equal(r.n, 9);
  assert_error(&r, 0, 2, 8, "expected a scalar value for 'event', found a "
                            "sequence");
  assert_error(&r, 1, 5, 15, "unknown key 'foo' in a move (expected move, "
                             "original, glyph, comment, note, number, side "
                             "or variations)");
  assert_error(&r, 2, 8, 5, "expected 'move:' in a move mapping");
  assert_error(&r, 3, 9, 5, "expected a mapping of keys (event:, moves:, "
                            "...) for a game, found a sequence");
  assert_error(&r, 4, 12, 1, "duplicate key 'event'");
  assert_error(&r, 5, 14, 8, "expected a sequence of moves for 'moves', "
                             "found a scalar");
  assert_error(&r, 6, 16, 3, "expected a scalar key, found a sequence");
  assert_int_equal(r.code[7], 1);
  assert_string_equal(bao_game_tag(&r.game[7], "event"), "ok");
  assert_int_equal(r.game[7].index, 8);
  run_free(&r);
}

static void test_aliases_refused(void **state)
{
  run r;
  (void)state;
  read_str("event: &x a\n---\nmoves: [*x]\n---\nmoves:\n  - *A7L\n"
           "---\nx: &m {a: *m}\n---\nmoves: [!x a]\n---\nevent: ok\n", &r);
  assert_int_equal(r.n, 7);
  assert_error(&r, 0, 1, 8, "anchors (&x) are not allowed in a record");
  assert_error(&r, 1, 3, 9, "aliases (*x) are not allowed in a record");
  assert_string_equal(r.err[2].message, "aliases (*A7L) are not allowed in "
                      "a record (a move starting with '*', '>', '&', '!', "
                      "'|', '%', '@' or '`' must be quoted: - '*')");
  assert_error(&r, 2, 6, 5, "aliases (*A7L) are not allowed in a record");
  assert_error(&r, 3, 8, 4, "anchors (&m)");
  assert_error(&r, 4, 10, 9, "YAML tags (!x) are not allowed");
  assert_int_equal(r.code[5], 1);
  run_free(&r);
}

/* ---- hostile input ------------------------------------------------------ */

static char *nested(const char *before, char open, char close, size_t n,
                    const char *after)
{
  size_t a = strlen(before), b = strlen(after), i;
  char *s = malloc(a + 2 * n + b + 1);
  assert_non_null(s);
  memcpy(s, before, a);
  for (i = 0; i < n; i++) {
    s[a + i] = open;
    s[a + n + i] = close;
  }
  memcpy(s + a + 2 * n, after, b + 1);
  return s;
}

/* 100000 levels: the shape error comes first, then the file is given up
 * (skipping it would take libyaml minutes). */
static void test_deep_nesting(void **state)
{
  run r;
  char *s;
  (void)state;
  s = nested("", '[', ']', 100000, "\n---\nevent: a\n");
  read_str(s, &r);
  assert_int_equal(r.n, 3);
  assert_error(&r, 0, 1, 1, "expected a mapping of keys");
  assert_error(&r, 1, 1, 65, "nesting deeper than 64 levels");
  free(s);
  s = nested("moves: ", '[', ']', 100000, "\n");
  read_str(s, &r);
  assert_error(&r, 0, 1, 9, "expected a move");
  assert_int_equal(r.code[1], -1);
  free(s);
  s = nested("event: ", '{', '}', 100000, "\n");
  read_str(s, &r);
  assert_error(&r, 0, 1, 8, "expected a scalar value for 'event'");
  free(s);
  /* nesting that fits under the limit is skipped, and reading goes on */
  s = nested("event: ", '[', ']', 50, "\n---\nevent: b\n");
  read_str(s, &r);
  assert_int_equal(r.code[1], 1);
  run_free(&r);
  free(s);
}

static void test_huge_scalar(void **state)
{
  size_t n = 1u << 20;
  char *s = malloc(n + 64), *p = s;
  run r;
  (void)state;
  assert_non_null(s);
  p += sprintf(p, "moves: ['");
  memset(p, 'x', n);
  p += n;
  sprintf(p, "']\nnote: 'yyyyyyyyyy'\n");
  read_str(s, &r);
  assert_int_equal(r.code[0], 1);
  assert_int_equal(r.game[0].plies[0].width, (int)n);
  assert_int_equal(strlen(bao_game_tag(&r.game[0], "note")), 10);
  run_free(&r);
  /* a plain key of 1 MB cannot be a YAML simple key */
  memset(s, 'k', n);
  strcpy(s + n, ": v\n");
  read_str(s, &r);
  assert_int_equal(r.code[0], -1);
  free(s);
}

/* Many keys would make the duplicate check quadratic: they are capped. */
static void test_many_keys(void **state)
{
  size_t n = 5000, i, used = 0, size = n * 16 + 64;
  char *s = malloc(size);
  run r;
  (void)state;
  assert_non_null(s);
  for (i = 0; i < n; i++)
    used += (size_t)snprintf(s + used, size - used, "k%zu: v\n", i);
  snprintf(s + used, size - used, "---\nevent: next\n");
  read_str(s, &r);
  assert_error(&r, 0, 1001, 1, "more than 1000 keys in one game");
  assert_int_equal(r.code[1], 1);
  run_free(&r);
  used = (size_t)snprintf(s, size, "rules:\n");
  for (i = 0; i < n; i++)
    used += (size_t)snprintf(s + used, size - used, "  r%zu: v\n", i);
  read_str(s, &r);
  assert_error(&r, 0, 1002, 3, "more than 1000 rule options");
  free(s);
}

static void test_bad_bytes(void **state)
{
  static const char bad_utf8[] = "---\nevent: a\n---\nevent: b\xff\n";
  static const char nul[] = "---\nevent: a\n---\nevent: b\0c\n";
  run r;
  (void)state;
  read_bytes(bad_utf8, sizeof bad_utf8 - 1, &r);
  assert_int_equal(r.n, 3);
  assert_int_equal(r.code[0], 1); /* the game before is read */
  assert_error(&r, 1, 4, 9, "invalid leading UTF-8 octet (#FF at byte 25)");
  run_free(&r);
  read_bytes(nul, sizeof nul - 1, &r);
  assert_int_equal(r.code[0], 1);
  assert_error(&r, 1, 4, 9, "control characters are not allowed (#0");
  run_free(&r);
  read_str("event: \xc3", &r);
  assert_error(&r, 0, 1, 8, "incomplete UTF-8 octet sequence (at byte 7)");
  read_str("moves:\r\n  - A7L\r\n  - 'a5R'\r\n", &r);
  assert_mark(r.game[0].plies[1].mark, 3, 6);
  run_free(&r);
  read_str("event: \"a\\0b\"\n---\nevent: b\n", &r);
  assert_error(&r, 0, 1, 8, "a NUL character is not allowed");
  assert_int_equal(r.code[1], 1);
  run_free(&r);
}

/* ---- the writer --------------------------------------------------------- */

static void add_ply(bao_game *g, const char *token, const char *comment)
{
  bao_ply_src *p = bao_game_add_ply(g);
  assert_non_null(p);
  p->token = bao_game_strdup(g, token);
  p->comment = bao_game_strdup(g, comment);
}

/* A game full of YAML syntax. */
static void tricky_game(bao_game *g)
{
  static const char *tokens[] = {"*", ">", "#", "'", "\"", "&a", "!x", "|",
    "%", "@", "`", "- a", "A4> # x", "a: b", "?", "[", "{", ",", "~", "null",
    "12", "A7L*", "a4>**", "A2>#", "A3>+"};
  size_t i;
  bao_game_init(g);
  assert_true(bao_game_set_tag(g, "event", "*> # 'quoted' \"twice\""));
  assert_true(bao_game_set_tag(g, "date", "1994-10-11"));
  assert_true(bao_game_set_tag(g, "rules", "takasia=strict x=*"));
  assert_true(bao_game_set_tag(g, "weird key: #", "no"));
  assert_true(bao_game_set_tag(g, "unicode", "Kijumbe \xe2\x80\x93 Mtaji"));
  g->setup = bao_game_strdup(g, ">");
  g->tail = bao_game_strdup(g, "\"A\" si ritira.");
  for (i = 0; i < sizeof tokens / sizeof tokens[0]; i++)
    add_ply(g, tokens[i], i % 3 ? NULL : tokens[i]);
  add_ply(g, "a5R", "two lines\nof text, and a long comment that goes on "
                    "well past the width of eighty columns");
  /* free text is kept as a transcript keeps it: no blank at a line end */
  add_ply(g, "b1L", "control \x01 char and no trailing blank");
}

static void assert_same_game(const bao_game *a, const bao_game *b)
{
  size_t i;
  assert_int_equal(a->n_tags, b->n_tags);
  for (i = 0; i < a->n_tags; i++)
    assert_string_equal(a->tags[i].value, bao_game_tag(b, a->tags[i].key));
  assert_string_equal(a->setup, b->setup);
  assert_string_equal(a->tail, b->tail);
  assert_int_equal(a->n_plies, b->n_plies);
  for (i = 0; i < a->n_plies; i++) {
    assert_string_equal(a->plies[i].token, b->plies[i].token);
    if (a->plies[i].comment)
      assert_string_equal(a->plies[i].comment, b->plies[i].comment);
    else
      assert_null(b->plies[i].comment);
  }
}

static void test_round_trip(void **state)
{
  bao_game g[2];
  run r;
  char *first, *second;
  (void)state;
  tricky_game(&g[0]);
  bao_game_init(&g[1]); /* an empty game: just "---" and "{}" */
  first = write_str(g, 2);
  read_str(first, &r);
  assert_int_equal(r.n, 3);
  assert_int_equal(r.code[0], 1);
  assert_int_equal(r.code[1], 1);
  assert_same_game(&g[0], &r.game[0]);
  assert_int_equal(r.game[1].n_tags, 0);
  second = write_str(r.game, 2);
  assert_string_equal(first, second);
  assert_non_null(strstr(first, "\n- move: '*'\n  comment: '*'\n"
                                "- '>'\n- '#'\n"));
  run_free(&r);
  free(second);
  free(first);
  bao_game_free(&g[0]);
  bao_game_free(&g[1]);
}

/* A tag named like one of the record's own keys is refused, named (a
 * transcript's header "moves: 46" has no place in YAML); "End" is not
 * "end" and is kept; games without plies; a stream that cannot be
 * written. */
static void test_writer_details(void **state)
{
  static const char *const own[] = {"end", "moves", "setup", "Setup"};
  bao_game g;
  bao_diag d;
  char *out, buf[16];
  FILE *ro, *f;
  size_t i;
  (void)state;
  for (i = 0; i < 4; i++) {
    bao_game_init(&g);
    assert_true(bao_game_set_tag(&g, own[i], "x"));
    f = tmpfile();
    assert_non_null(f);
    assert_int_equal(bao_yaml_write(f, &g, 1, &d), 0);
    assert_non_null(strstr(d.message, own[i]));
    fclose(f);
    bao_game_free(&g);
  }
  bao_game_init(&g);
  assert_true(bao_game_set_tag(&g, "End", "resigns"));
  assert_true(bao_game_set_tag(&g, "round", "2"));
  out = write_str(&g, 1);
  assert_string_equal(out, "---\nEnd: 'resigns'\nround: '2'\n");
  free(out);
  ro = fmemopen(buf, sizeof buf, "r");
  assert_non_null(ro);
  assert_int_equal(bao_yaml_write(ro, &g, 1, NULL), 0);
  fclose(ro);
  bao_game_free(&g);
  out = write_str(NULL, 0);
  assert_string_equal(out, "");
  free(out);
}

/* Written records read back the same way: the full record, rewritten. */
static void test_rewrite_stable(void **state)
{
  char *once, *twice;
  (void)state;
  once = rewrite(full);
  twice = rewrite(once);
  assert_string_equal(once, twice);
  assert_string_equal(once,
    "---\nevent: 'Zanzibar championship'\nsite: 'Zanzibar'\n"
    "date: '1994-10-11'\nround: '1'\nsouth: 'Maulidi'\nnorth: 'Kijumbe'\n"
    "result: '0-1'\nvariant: 'kiswahili'\ndialect: 'devoogt'\n"
    "rules:\n  takasia: 'strict'\n  mtaji-safari: 'choice'\n"
    "source: 'Bao 1994'\nannotator: 'AdV'\n"
    "anything-else: 'kept'\nsetup: '<position line>'\nmoves:\n- 'A7L*'\n"
    "- move: 'a5R'\n  glyph: '!'\n  comment: 'takes one'\n"
    "- move: 'A2L'\n  original: 'A2R'\n  note: 'Inizio fase Mtaji'\n"
    "end: '\"A\" si ritira.'\n");
  free(once);
  free(twice);
}

int main(int argc, char **argv)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_full_record),
    cmocka_unit_test(test_several_documents),
    cmocka_unit_test(test_empty_documents),
    cmocka_unit_test(test_unknown_keys_kept),
    cmocka_unit_test(test_rules),
    cmocka_unit_test(test_setup_and_end),
    cmocka_unit_test(test_misspelled_key),
    cmocka_unit_test(test_move_mapping_all_keys),
    cmocka_unit_test(test_marks),
    cmocka_unit_test(test_unquoted_star),
    cmocka_unit_test(test_yaml_comment_after_move),
    cmocka_unit_test(test_structural_errors),
    cmocka_unit_test(test_aliases_refused),
    cmocka_unit_test(test_deep_nesting),
    cmocka_unit_test(test_huge_scalar),
    cmocka_unit_test(test_many_keys),
    cmocka_unit_test(test_bad_bytes),
    cmocka_unit_test(test_round_trip),
    cmocka_unit_test(test_rewrite_stable),
    cmocka_unit_test(test_writer_details),
  };

  return ts_run(tests, NULL, NULL, argc, argv);
}
