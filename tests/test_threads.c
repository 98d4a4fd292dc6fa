/*
 * test_threads.c - two threads telling two games in two languages at the
 * same time, through the library, each with its own renderer context
 * (view.h: bao_annotate_ctx, a memory sink), give byte for byte what the
 * same two tellings give one after the other.
 *
 * The 1994 game is told in English (domain NULL: the msgids) and the
 * first plies of that game under Bao la Kete in the reader's language,
 * Swahili here (LANGUAGE=sw, the catalogs of the build tree), each
 * several times over, as text and as YAML, so that the two threads
 * overlap.  State shared between renderers (a static cache, a line kept
 * per thread but shared by contexts) would mix the languages or the
 * games, or, under ThreadSanitizer (tests/run-all.sh), be reported as a
 * race.  The expected values are no sentences of ours: only the
 * one-after-the-other tellings, and that the two languages differ.
 */
#define _POSIX_C_SOURCE 200809L /* setenv */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include "test_run.h"

#include <libintl.h>
#include <locale.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bao/bao.h"
#include "bao/replay.h"
#include "bao/view.h"
#include "test_support.h" /* ts_load_1994 */

#define TIMES 6 /* each game told this many times over in its thread */

typedef struct job {
  const bao_game *game;
  const char *domain;   /* NULL: English                                */
  const bao_renderer *r;
  char *told;           /* everything told (malloc), or NULL: failed    */
} job;

/* Tells j->game TIMES times with a walk and a context of its own. */
static void *tell(void *arg)
{
  job *j = arg;
  bao_replay_opts o;
  bao_walk *w;
  bao_sink *s = bao_sink_memory();
  bao_annotate_ctx a;
  const char *text;
  int i, ok = s != NULL;
  j->told = NULL;
  bao_replay_opts_init(&o);
  o.events = 1;
  if (!ok || !(w = bao_walk_new(&o, NULL))) {
    bao_sink_free(s);
    return NULL;
  }
  bao_annotate_ctx_init(&a, s);
  a.domain = j->domain;
  ok = bao_walk_add(w, j->r, &a);
  for (i = 0; ok && i < TIMES; i++)
    ok = bao_walk_game(w, j->game, NULL);
  if (ok && (text = bao_sink_text(s, NULL)) != NULL)
    j->told = strdup(text); /* POSIX; the test defines _POSIX_C_SOURCE */
  bao_walk_free(w);
  bao_annotate_ctx_free(&a);
  bao_sink_free(s);
  return NULL;
}

static void load_kete(bao_game *g)
{
  FILE *f = fopen(BAO_TEST_DATA "/kete-1994-23.txt", "r");
  bao_reader *r;
  assert_non_null(f);
  assert_non_null(r = bao_reader_open(f, "kete-1994-23.txt",
                                      BAO_FORMAT_AUTO, NULL));
  assert_int_equal(bao_reader_next(r, g, NULL), 1);
  bao_reader_close(r);
  fclose(f);
}

/* Renderer rd: the two jobs one after the other, then at once. */
static void both_ways(const bao_renderer *rd, int languages_differ)
{
  bao_game g1994, kete;
  job alone[2], together[2];
  pthread_t t[2];
  int i;
  ts_load_1994(&g1994);
  load_kete(&kete);
  alone[0] = together[0] = (job){&g1994, NULL, rd, NULL};
  alone[1] = together[1] = (job){&kete, "bao", rd, NULL};
  /* at once first, so that a static made at first use is made by both
     threads (ThreadSanitizer sees that) */
  for (i = 0; i < 2; i++)
    assert_int_equal(pthread_create(&t[i], NULL, tell, &together[i]), 0);
  for (i = 0; i < 2; i++)
    assert_int_equal(pthread_join(t[i], NULL), 0);
  for (i = 0; i < 2; i++) {
    tell(&alone[i]);
    assert_non_null(alone[i].told);
    assert_non_null(together[i].told);
    assert_string_equal(together[i].told, alone[i].told);
  }
  /* the Swahili telling is not English: the sides are named otherwise */
  assert_non_null(strstr(alone[0].told, "South"));
  if (languages_differ)
    assert_null(strstr(alone[1].told, "South"));
  for (i = 0; i < 2; i++) {
    free(alone[i].told);
    free(together[i].told);
  }
  bao_game_free(&g1994);
  bao_game_free(&kete);
}

static void text_in_two_languages(void **state)
{
  (void)state;
  both_ways(&bao_annotate_text, 1);
}

static void yaml_at_once(void **state)
{
  (void)state;
  both_ways(&bao_annotate_yaml, 0); /* YAML is English in every language */
}

int main(int argc, char **argv)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(text_in_two_languages),
    cmocka_unit_test(yaml_at_once),
  };
  setenv("LANGUAGE", "sw", 1);
  if (!setlocale(LC_ALL, "C.UTF-8"))
    return 77; /* no UTF-8 locale: gettext ignores LANGUAGE in C */
  bindtextdomain("bao", BAO_TEST_LOCALEDIR);
  bind_textdomain_codeset("bao", "UTF-8");
  return ts_run(tests, NULL, NULL, argc, argv);
}
