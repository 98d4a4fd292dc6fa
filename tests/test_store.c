/*
 * test_store.c - a game's strings (include/bao/record.h, "Ownership"): kept in
 * the game's store by bao_game_strdup and bao_game_strndup, in blocks
 * that grow, a long string in a block of its own, all released by
 * bao_game_free; tags and plies in arrays that grow.  Every string is
 * written from a pattern of its own index and read back after all the
 * others were made, so a string overwritten by a later one, or moved
 * when a block or an array grows, fails the test (and ASan, in CI, sees
 * any write outside a block).
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

/* The length of string i: mostly short, some long, a few longer than any
 * block (64 KB), and some empty. */
static size_t length_of(size_t i)
{
  if (i % 997 == 5)
    return 70000 + i % 13;
  if (i % 101 == 3)
    return 300 + i % 700;
  return i % 7 == 0 ? 0 : i % 29;
}

/* String i as it is written: letters from i, of length_of(i). */
static void pattern(size_t i, char *buf)
{
  size_t k, n = length_of(i);
  for (k = 0; k < n; k++)
    buf[k] = (char)('a' + (i * 7 + k) % 26);
  buf[n] = '\0';
}

#define STRINGS 5000

static void many_strings(void **state)
{
  static char *kept[STRINGS];
  static char buf[80000];
  bao_game g;
  size_t i;
  (void)state;
  bao_game_init(&g);
  for (i = 0; i < STRINGS; i++) {
    pattern(i, buf);
    /* every other string through strndup, from a longer text */
    kept[i] = i % 2 ? bao_game_strdup(&g, buf)
                    : bao_game_strndup(&g, buf, strlen(buf));
    assert_non_null(kept[i]);
  }
  for (i = 0; i < STRINGS; i++) {
    pattern(i, buf);
    assert_string_equal(kept[i], buf);
  }
  assert_null(bao_game_strdup(&g, NULL));
  assert_null(bao_game_strndup(&g, NULL, 3));
  /* strndup takes n bytes of a longer text, and adds the NUL */
  assert_string_equal(bao_game_strndup(&g, "A7L* a5R", 4), "A7L*");
  bao_game_free(&g);
  assert_null(g.store);
  assert_int_equal(g.n_plies, 0);
}

/* Tags past the first room (8) and the next (16), replaced values, and
 * plies past 16 and 32: each still reads as set, and a copy is equal
 * with strings of its own. */
static void tags_plies_copy(void **state)
{
  bao_game g, c;
  char key[16], value[16], token[16];
  size_t i;
  (void)state;
  bao_game_init(&g);
  for (i = 0; i < 20; i++) {
    snprintf(key, sizeof key, "k%zu", i);
    snprintf(value, sizeof value, "v%zu", i);
    assert_true(bao_game_set_tag(&g, key, value));
  }
  assert_true(bao_game_set_tag(&g, "k3", "three"));
  assert_true(bao_game_set_tag(&g, "k17", NULL));
  for (i = 0; i < 40; i++) {
    bao_ply_src *p = bao_game_add_ply(&g);
    assert_non_null(p);
    snprintf(token, sizeof token, "%c%zuR", i % 2 ? 'a' : 'A', 1 + i % 8);
    p->token = bao_game_strdup(&g, token);
  }
  assert_true(bao_game_copy(&c, &g));
  bao_game_free(&g); /* the copy needs nothing of g */
  assert_int_equal(c.n_tags, 20);
  for (i = 0; i < 20; i++) {
    snprintf(key, sizeof key, "k%zu", i);
    snprintf(value, sizeof value, "v%zu", i);
    assert_string_equal(c.tags[i].key, key);
    if (i == 3)
      assert_string_equal(c.tags[i].value, "three");
    else if (i == 17)
      assert_null(c.tags[i].value);
    else
      assert_string_equal(c.tags[i].value, value);
  }
  assert_int_equal(c.n_plies, 40);
  for (i = 0; i < 40; i++) {
    snprintf(token, sizeof token, "%c%zuR", i % 2 ? 'a' : 'A', 1 + i % 8);
    assert_string_equal(c.plies[i].token, token);
  }
  /* a tag added to a copy (its array made for exactly 20) */
  assert_true(bao_game_set_tag(&c, "k20", "v20"));
  assert_string_equal(bao_game_tag(&c, "k20"), "v20");
  assert_string_equal(bao_game_tag(&c, "k0"), "v0");
  bao_game_free(&c);
}

int main(int argc, char **argv)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(many_strings),
    cmocka_unit_test(tags_plies_copy),
  };
  return ts_run(tests, NULL, NULL, argc, argv);
}
