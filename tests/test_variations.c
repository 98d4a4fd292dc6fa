/*
 * test_variations.c - variations (side lines) in records: read from YAML,
 * written back, copied, refused by the transcript writer, and walked from
 * the position before the ply they belong to.
 *
 * The moves are those of the 1994 game (docs/game-1994.md §2), which
 * replays legally (test_check): a variation that repeats the game's own
 * first plies is legal for that reason.  At the start no front hole of
 * South's faces a seed, so the first move is a takasa (docs/rules.md
 * R7(b)) from an occupied front hole other than the nyumba A5: A6 or A7,
 * either way; A5L is illegal there.
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
#include "bao/replay.h"
#include "records/records.h"

/* Reads the first game of `text`; returns bao_yaml_in_next's result. */
static int read_game(const char *text, bao_game *g, bao_diag *err)
{
  FILE *f = fmemopen((void *)text, strlen(text), "r");
  bao_yaml_in *y;
  int r;
  assert_non_null(f);
  y = bao_yaml_in_open(f);
  assert_non_null(y);
  r = bao_yaml_in_next(y, g, err);
  bao_yaml_in_close(y);
  fclose(f);
  return r;
}

static char *write_yaml(const bao_game *g)
{
  char *buf = NULL;
  size_t size = 0;
  FILE *f = open_memstream(&buf, &size);
  assert_non_null(f);
  assert_int_equal(bao_yaml_write(f, g, 1, NULL), 1);
  fclose(f);
  return buf;
}

/* Ply 1 with two variations, the first holding one of its own on its
 * second ply; ply 2 with one. */
static const char record[] =
  "---\n"
  "moves:\n"
  "- move: 'A7L*'\n"
  "  variations:\n"
  "  - ['A7L*', 'a5R', 'A6L*']\n"
  "  - - 'A6L*'\n"
  "    - move: 'a5R'\n"
  "      comment: 'a side line'\n"
  "      variations:\n"
  "      - ['a5R']\n"
  "- move: 'a5R'\n"
  "  variations:\n"
  "  - ['a5R']\n"
  "- 'A6L*'\n";

/* The same, as the writer puts it: block sequences, every value quoted. */
static const char written[] =
  "---\n"
  "moves:\n"
  "- move: 'A7L*'\n"
  "  variations:\n"
  "  - - 'A7L*'\n"
  "    - 'a5R'\n"
  "    - 'A6L*'\n"
  "  - - 'A6L*'\n"
  "    - move: 'a5R'\n"
  "      comment: 'a side line'\n"
  "      variations:\n"
  "      - - 'a5R'\n"
  "- move: 'a5R'\n"
  "  variations:\n"
  "  - - 'a5R'\n"
  "- 'A6L*'\n";

static void reads_the_shape(void **state)
{
  bao_game g;
  bao_diag err;
  const bao_line *l;
  (void)state;
  assert_int_equal(read_game(record, &g, &err), 1);
  assert_int_equal(g.n_plies, 3);
  assert_int_equal(g.plies[0].n_lines, 2);
  l = &g.plies[0].lines[0];
  assert_int_equal(l->n_plies, 3);
  assert_string_equal(l->plies[2].token, "A6L*");
  /* marks: the token inside the flow sequence, 1-based */
  assert_int_equal(l->mark.line, 5);
  assert_int_equal(l->mark.column, 5);
  assert_int_equal(l->plies[1].mark.line, 5);
  assert_int_equal(l->plies[1].mark.column, 15);
  /* sides: the first as the ply it stands for (South), then alternating;
   * numbers: move 1 for both plies of the first pair, then 2 */
  assert_int_equal(l->plies[0].side, BAO_SOUTH);
  assert_int_equal(l->plies[1].side, BAO_NORTH);
  assert_int_equal(l->plies[2].side, BAO_SOUTH);
  assert_int_equal(l->plies[1].number, 1);
  assert_int_equal(l->plies[2].number, 2);
  l = &g.plies[0].lines[1];
  assert_int_equal(l->n_plies, 2);
  assert_string_equal(l->plies[1].comment, "a side line");
  assert_int_equal(l->plies[1].n_lines, 1);
  assert_string_equal(l->plies[1].lines[0].plies[0].token, "a5R");
  assert_int_equal(l->plies[1].lines[0].plies[0].side, BAO_NORTH);
  assert_int_equal(g.plies[1].n_lines, 1);
  assert_int_equal(g.plies[1].lines[0].plies[0].side, BAO_NORTH);
  assert_int_equal(g.plies[2].n_lines, 0);
  bao_game_free(&g);
}

static void writes_back(void **state)
{
  bao_game g, copy;
  bao_diag err;
  char *out, *again;
  (void)state;
  assert_int_equal(read_game(record, &g, &err), 1);
  out = write_yaml(&g);
  assert_string_equal(out, written);
  /* a deep copy writes the same, and owns its own plies */
  assert_int_equal(bao_game_copy(&copy, &g), 1);
  assert_ptr_not_equal(copy.plies[0].lines, g.plies[0].lines);
  assert_ptr_not_equal(copy.plies[0].lines[1].plies[1].lines[0].plies,
                       g.plies[0].lines[1].plies[1].lines[0].plies);
  bao_game_free(&g);
  again = write_yaml(&copy);
  assert_string_equal(again, written);
  bao_game_free(&copy);
  free(out);
  free(again);
}

static void transcript_refuses(void **state)
{
  bao_game g;
  bao_diag err;
  char *buf = NULL;
  size_t size = 0;
  FILE *f;
  (void)state;
  assert_int_equal(read_game(record, &g, &err), 1);
  f = open_memstream(&buf, &size);
  assert_non_null(f);
  assert_int_equal(bao_text_write(f, &g, 1, &err), 0);
  fclose(f);
  assert_non_null(strstr(err.message, "has variations"));
  assert_int_equal(size, 0); /* nothing of the game is written */
  free(buf);
  bao_game_free(&g);
}

/* Each malformed record: the error's line, column and words. */
static void bad_shapes(void **state)
{
  static const struct {
    const char *text;
    int line, column;
    const char *part;
  } bad[] = {
    {"moves:\n- move: A7L*\n  variations: A6L*\n", 3, 15,
     "expected a sequence of variations"},
    {"moves:\n- move: A7L*\n  variations: [A6L*]\n", 3, 16,
     "expected a variation (a sequence of moves)"},
    {"moves:\n- move: A7L*\n  variations: [[]]\n", 3, 16,
     "a variation holds at least one move"},
    {"moves:\n- move: A7L*\n  variations: []\n", 3, 15,
     "holds at least one variation"},
    {"moves:\n- move: A7L*\n  variations: [[A6L*]]\n  variations: "
     "[[A6R*]]\n", 4, 3, "duplicate key 'variations'"},
    {"moves:\n- move: A7L*\n  variants: [[A6L*]]\n", 3, 3,
     "side or variations"},
  };
  bao_game g;
  bao_diag err;
  size_t i;
  (void)state;
  for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    assert_int_equal(read_game(bad[i].text, &g, &err), -1);
    if (!strstr(err.message, bad[i].part))
      fail_msg("case %zu: \"%s\" lacks \"%s\"", i, err.message, bad[i].part);
    assert_int_equal(err.mark.line, bad[i].line);
    assert_int_equal(err.mark.column, bad[i].column);
    bao_game_free(&g);
  }
}

/* Variations nested BAO_LINE_DEPTH deep read; one more is refused. */
static void nesting_bound(void **state)
{
  char text[2048];
  bao_game g;
  bao_diag err;
  int depth;
  (void)state;
  for (depth = BAO_LINE_DEPTH; depth <= BAO_LINE_DEPTH + 1; depth++) {
    size_t n = (size_t)snprintf(text, sizeof text, "moves:\n- ");
    int i;
    for (i = 0; i < depth; i++)
      n += (size_t)snprintf(text + n, sizeof text - n,
                            "{move: A7L*, variations: [[");
    n += (size_t)snprintf(text + n, sizeof text - n, "A6L*");
    for (i = 0; i < depth; i++)
      n += (size_t)snprintf(text + n, sizeof text - n, "]]}");
    snprintf(text + n, sizeof text - n, "\n");
    if (depth == BAO_LINE_DEPTH) {
      assert_int_equal(read_game(text, &g, &err), 1);
    } else {
      assert_int_equal(read_game(text, &g, &err), -1);
      assert_non_null(strstr(err.message, "nest more than"));
    }
    bao_game_free(&g);
  }
}

/* ---- the walk ------------------------------------------------------------ */

typedef struct seen {
  int plies, variations, errors;
  size_t ply[8], line_ply[8];
  int depth[8];
  char error[sizeof ((bao_diag *)0)->message + 8];
} seen;

static int on_ply(void *ctx, const bao_replay *r, const bao_ply_report *p)
{
  seen *s = ctx;
  (void)r;
  assert_null(p->line);
  s->plies++;
  return 1;
}

static int on_variation(void *ctx, const bao_replay *r,
                        const bao_ply_report *p)
{
  seen *s = ctx;
  (void)r;
  assert_non_null(p->line);
  if (s->variations < 8) {
    s->ply[s->variations] = p->ply;
    s->line_ply[s->variations] = p->line_ply;
    s->depth[s->variations] = p->depth;
  }
  s->variations++;
  return 1;
}

static int on_diag(void *ctx, const bao_replay *r, const bao_diag *d,
                   const bao_ply_report *p)
{
  seen *s = ctx;
  (void)r;
  if (d->level == BAO_ERROR) {
    s->errors++;
    assert_non_null(p);
    assert_non_null(p->line);
    snprintf(s->error, sizeof s->error, "%s", d->message);
  }
  return 1;
}

static const bao_renderer seen_renderer = {
    .diag = on_diag, .ply = on_ply, .variation = on_variation};

/* The first variation of ply 1 replays the game's first three plies; the
 * second is A5L, illegal from the start: an error, and the game goes on
 * to its end. */
static void walked_from_the_ply_before(void **state)
{
  static const char text[] =
    "moves:\n"
    "- move: 'A7L*'\n"
    "  variations:\n"
    "  - ['A7L*', 'a5R', {move: 'A6L*', variations: [['A6L*']]}]\n"
    "  - ['A5L', 'a5R']\n"
    "- 'a5R'\n"
    "- 'A6L*'\n";
  bao_game g;
  bao_diag err;
  bao_replay_opts o;
  bao_replay rp;
  bao_walk *w;
  seen s;
  (void)state;
  assert_int_equal(read_game(text, &g, &err), 1);
  bao_replay_opts_init(&o);
  w = bao_walk_new(&o, NULL);
  assert_non_null(w);
  memset(&s, 0, sizeof s);
  assert_true(bao_walk_add(w, &seen_renderer, &s));
  assert_int_equal(bao_walk_game(w, &g, &rp), 1);
  assert_int_equal(rp.done, 3);
  assert_int_equal(s.plies, 3);
  /* A7L* a5R A6L*, then the variation of its third ply (A6L* again,
   * from the position before that ply), then nothing of A5L */
  assert_int_equal(s.variations, 4);
  assert_int_equal(s.ply[2], 2);
  assert_int_equal(s.line_ply[2], 2);
  assert_int_equal(s.depth[2], 1);
  assert_int_equal(s.ply[3], 2);
  assert_int_equal(s.line_ply[3], 0);
  assert_int_equal(s.depth[3], 2);
  assert_int_equal(s.errors, 1);
  assert_int_equal(rp.errors, 1);
  assert_non_null(strstr(s.error, "ply 1 (South) 'A5L', in a variation of "
                                  "ply 1: "));
  bao_walk_free(w);
  bao_game_free(&g);
}

int main(int argc, char **argv)
{
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(reads_the_shape),
      cmocka_unit_test(writes_back),
      cmocka_unit_test(transcript_refuses),
      cmocka_unit_test(bad_shapes),
      cmocka_unit_test(nesting_bound),
      cmocka_unit_test(walked_from_the_ply_before),
  };
  return ts_run(tests, NULL, NULL, argc, argv);
}
