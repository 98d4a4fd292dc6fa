/*
 * test_sink.c - the output sink (view.h, src/base/sink.h): its memory
 * back end keeps everything; its file back end writes each piece at once
 * or keeps pieces until a block is full or the game ends, as the caller
 * asked; a write that fails is reported, not lost (the diagrams' status
 * rests on it).  The renderers of bao check, bao convert and bao html
 * write the same bytes into memory as into a file, each way a file sink
 * writes, and the records' stream writers the same as their sink
 * versions.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "test_run.h"

#include "base/sink.h"
#include "records/records.h" /* the writers into a sink */
#include "bao/html.h"
#include "bao/record.h"
#include "bao/replay.h"
#include "bao/view.h"

/* A piece of n bytes: 'a', 'b' ... by its number. */
static void piece(bao_sink *s, int k, size_t n)
{
  size_t i;
  for (i = 0; i < n; i++)
    sink_put(s, (const char[]){(char)('a' + k % 26)}, 1);
}

static void memory_keeps_everything(void **state)
{
  bao_sink *s = bao_sink_memory();
  const char *text;
  size_t len, i;
  (void)state;
  assert_non_null(s);
  for (i = 0; i < 100; i++) { /* 100 x 300 bytes: beyond any block */
    piece(s, (int)i, 300);
    assert_true(sink_done(s));
  }
  assert_true(sink_printf(s, "%d-%s", 42, "end"));
  text = bao_sink_text(s, &len);
  assert_non_null(text);
  assert_int_equal(len, 100 * 300 + 6);
  assert_int_equal(strlen(text), len);
  for (i = 0; i < 100; i++)
    assert_int_equal(text[i * 300 + 299], 'a' + (int)i % 26);
  assert_string_equal(text + 100 * 300, "42-end");
  bao_sink_clear(s);
  assert_int_equal(strlen(bao_sink_text(s, NULL)), 0);
  assert_true(bao_sink_free(s));
}

/* The bytes the stream holds now. */
static long written(FILE *f)
{
  assert_int_equal(fflush(f), 0);
  return ftell(f);
}

static void file_pieces_at_once(void **state)
{
  FILE *f = tmpfile();
  bao_sink *s;
  (void)state;
  assert_non_null(f);
  assert_non_null(s = bao_sink_file(f, BAO_SINK_PIECES));
  piece(s, 0, 10);
  assert_int_equal(written(f), 0); /* not whole yet */
  assert_true(sink_done(s));
  assert_int_equal(written(f), 10);
  assert_true(bao_sink_free(s));
  fclose(f);
}

static void file_blocks_kept(void **state)
{
  FILE *f = tmpfile();
  bao_sink *s;
  long at;
  int k;
  (void)state;
  assert_non_null(f);
  assert_non_null(s = bao_sink_file(f, BAO_SINK_BLOCKS));
  piece(s, 0, 100);
  assert_true(sink_done(s));
  assert_int_equal(written(f), 0); /* kept: a block is not full */
  for (k = 1; (at = written(f)) == 0; k++) {
    assert_true(k < 1000);
    piece(s, k, 100);
    assert_true(sink_done(s));
  }
  assert_true(at >= 4096 && at == 100 * k); /* a block, of whole pieces */
  piece(s, 0, 7);
  assert_true(sink_done(s));
  assert_true(sink_flush(s)); /* the end of a game */
  assert_int_equal(written(f), 100 * k + 7);
  assert_true(bao_sink_free(s));
  fclose(f);
}

static void failed_write_reported(void **state)
{
  FILE *f = fopen("/dev/full", "w");
  bao_sink *s;
  (void)state;
  if (!f)
    skip();
  assert_non_null(s = bao_sink_file(f, BAO_SINK_BLOCKS));
  piece(s, 0, 5000); /* more than stdio's buffer */
  assert_false(sink_flush(s));
  piece(s, 1, 10);
  assert_false(sink_done(s)); /* stays failed */
  assert_false(bao_sink_free(s));
  fclose(f);
}

/* ---- the renderers, into memory and into a file ------------------------- */

/* A record whose second game breaks off at an illegal ply (with a
 * suggestion), after a warning; its first plays a variation. */
static const char broken[] =
  "---\nsouth: 'One'\ndialect: devoogt\n"
  "moves:\n- 'A7L*'\n- move: 'a5R'\n  variations:\n  - ['a6L', 'a1R']\n"
  "- 'A6L*'\n"
  "---\nsouth: 'Two <&>'\nmoves:\n- 'A7L*'\n- 'a5R'\n- 'A9Q'\n- 'a6L'\n";

/* The same without the variation (a transcript holds none), a comment
 * and a glyph instead. */
static const char plain[] =
  "---\nsouth: 'One'\ndialect: devoogt\n"
  "moves:\n- 'A7L*'\n- move: 'a5R'\n  glyph: '!'\n  comment: 'so'\n"
  "- 'A6L*'\n"
  "---\nsouth: 'Two <&>'\nmoves:\n- 'A7L*'\n- 'a5R'\n- 'A9Q'\n- 'a6L'\n";

enum what { CHECK, YAML, TEXT, TEXT_KIBA, PAGE };

/* The record's games walked with the diagnostics (into `s` for CHECK,
 * else into a sink of their own) and, but for CHECK, the renderer of
 * `what` into `s`. */
static void render(enum what what, const char *record, bao_sink *s)
{
  FILE *in = tmpfile();
  bao_replay_opts o;
  bao_check_ctx check;
  bao_convert_ctx conv;
  bao_html_ctx page;
  bao_sink *diag = what == CHECK ? s : bao_sink_memory();
  bao_reader *rd;
  bao_walk *w;
  bao_game g;
  bao_diag err;
  assert_non_null(in);
  assert_non_null(diag);
  fputs(record, in);
  rewind(in);
  bao_replay_opts_init(&o);
  o.events = what == PAGE;
  assert_non_null(w = bao_walk_new(&o, NULL));
  memset(&check, 0, sizeof check);
  check.out = diag;
  check.path = "broken.yaml";
  check.max_level = BAO_NOTE;
  check.suggest = w;
  assert_true(bao_walk_add(w, &bao_check_renderer, &check));
  memset(&conv, 0, sizeof conv);
  conv.out = s;
  conv.warnings = diag;
  conv.format = what == YAML ? BAO_FORMAT_YAML : BAO_FORMAT_TEXT;
  conv.dialect = what == TEXT_KIBA ? BAO_DIALECT_KIBA : -1;
  conv.tokens = bao_walk_tokens(w);
  conv.budget = bao_walk_budget(w);
  bao_html_ctx_init(&page, s);
  if (what == PAGE)
    assert_true(bao_walk_add(w, &bao_html_renderer, &page));
  else if (what != CHECK)
    assert_true(bao_walk_add(w, &bao_convert_renderer, &conv));
  assert_non_null(rd = bao_reader_open(in, "broken.yaml", BAO_FORMAT_AUTO,
                                       NULL));
  check.source = rd;
  while (bao_reader_next(rd, &g, &err) > 0) {
    bao_walk_game(w, &g, NULL);
    bao_game_free(&g);
  }
  if (conv.failed)
    print_error("%s\n", conv.problem.message);
  assert_int_equal(conv.failed, 0);
  assert_int_equal(page.failed, 0);
  bao_reader_close(rd);
  bao_walk_free(w);
  fclose(in);
  if (diag != s)
    assert_true(bao_sink_free(diag));
}

/* The whole of a stream, as a heap string. */
static char *contents(FILE *f)
{
  long size;
  char *text;
  assert_int_equal(fflush(f), 0);
  assert_true((size = ftell(f)) >= 0);
  assert_non_null(text = malloc((size_t)size + 1));
  rewind(f);
  assert_int_equal(fread(text, 1, (size_t)size, f), (size_t)size);
  text[size] = '\0';
  return text;
}

/* The renderer of `what` writes the same into memory as into a file,
 * piece by piece or in blocks, and what it writes says `says`. */
static void same_everywhere(enum what what, const char *record,
                            const char *says)
{
  bao_sink *mem = bao_sink_memory();
  const char *kept;
  char *text;
  int mode;
  assert_non_null(mem);
  render(what, record, mem);
  assert_non_null(kept = bao_sink_text(mem, NULL));
  if (!strstr(kept, says))
    print_error("no \"%s\" in:\n%s\n", says, kept);
  assert_non_null(strstr(kept, says));
  for (mode = BAO_SINK_BLOCKS; mode <= BAO_SINK_PIECES; mode++) {
    FILE *f = tmpfile();
    bao_sink *file;
    assert_non_null(f);
    assert_non_null(file = bao_sink_file(f, mode));
    render(what, record, file);
    assert_true(bao_sink_free(file));
    text = contents(f);
    assert_string_equal(text, kept);
    free(text);
    fclose(f);
  }
  assert_true(bao_sink_free(mem));
}

static void check_same_everywhere(void **state)
{
  (void)state;
  same_everywhere(CHECK, broken, "broken.yaml:15:5: error: ");
  same_everywhere(CHECK, broken, "  correction: ply 3 'A9Q' -> ");
}

static void convert_same_everywhere(void **state)
{
  (void)state;
  same_everywhere(YAML, broken, "\n  variations:\n");
  same_everywhere(TEXT, plain, "(2) A6L*;\n---\n");
  same_everywhere(TEXT_KIBA, plain, "Dialect: kiba");
}

static void html_same_everywhere(void **state)
{
  (void)state;
  same_everywhere(PAGE, broken, "<bdi>Two &lt;&amp;&gt;</bdi>");
}

/* bao_yaml_write and bao_text_write (a stream) write what their sink
 * versions write into memory, every game of a record at once. */
static void writers_same_everywhere(void **state)
{
  FILE *in = tmpfile();
  bao_game games[2];
  bao_reader *rd;
  bao_diag err;
  int n = 0, text;
  (void)state;
  assert_non_null(in);
  fputs(plain, in);
  rewind(in);
  assert_non_null(rd = bao_reader_open(in, "plain.yaml", BAO_FORMAT_AUTO,
                                       NULL));
  while (n < 2 && bao_reader_next(rd, &games[n], &err) > 0)
    n++;
  assert_int_equal(n, 2);
  for (text = 0; text < 2; text++) {
    bao_sink *mem = bao_sink_memory();
    FILE *f = tmpfile();
    char *written;
    assert_non_null(mem);
    assert_non_null(f);
    if (!(text ? bao_text_write_sink(mem, games, 2, NULL, &err)
               : bao_yaml_write_sink(mem, games, 2, NULL, &err)))
      fail_msg("%s", err.message);
    assert_true(text ? bao_text_write(f, games, 2, &err)
                     : bao_yaml_write(f, games, 2, &err));
    written = contents(f);
    assert_true(strlen(written) > 100);
    assert_string_equal(written, bao_sink_text(mem, NULL));
    free(written);
    fclose(f);
    assert_true(bao_sink_free(mem));
  }
  bao_game_free(&games[0]);
  bao_game_free(&games[1]);
  bao_reader_close(rd);
  fclose(in);
}

int main(int argc, char **argv)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(memory_keeps_everything),
    cmocka_unit_test(file_pieces_at_once),
    cmocka_unit_test(file_blocks_kept),
    cmocka_unit_test(failed_write_reported),
    cmocka_unit_test(check_same_everywhere),
    cmocka_unit_test(convert_same_everywhere),
    cmocka_unit_test(html_same_everywhere),
    cmocka_unit_test(writers_same_everywhere),
  };
  return ts_run(tests, NULL, NULL, argc, argv);
}
