/*
 * test_sink.c - the output sink (view.h, src/base/sink.h): its memory
 * back end keeps everything; its file back end writes each piece at once
 * or keeps pieces until a block is full or the game ends, as the caller
 * asked; a write that fails is reported, not lost (the diagrams' status
 * rests on it).
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

int main(int argc, char **argv)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(memory_keeps_everything),
    cmocka_unit_test(file_pieces_at_once),
    cmocka_unit_test(file_blocks_kept),
    cmocka_unit_test(failed_write_reported),
  };
  return ts_run(tests, NULL, NULL, argc, argv);
}
