/*
 * test_perft.c - perft's transposition table (bao_perft_cached) counts
 * what perft without one counts: a position met again at the same depth
 * has the same subtree, so answering it from the table changes no count,
 * whatever the table's size (a small one is overwritten all the time).
 * The start of every variant, several depths, and positions of random
 * play.  (perft itself is checked against the move lists in
 * test_random.c and test_fidelity.c.)
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <stdlib.h>
#include <string.h>

#include "bao.h"

static bao_perft_entry small[1 << 6], large[1 << 16];

static void same_counts(const bao_position *p, int depth)
{
  bao_perft_table a = {small, sizeof small / sizeof *small, 0};
  bao_perft_table b = {large, sizeof large / sizeof *large, 0};
  uint64_t want = bao_perft(p, depth);
  memset(small, 0, sizeof small);
  memset(large, 0, sizeof large);
  assert_int_equal(bao_perft_cached(p, depth, &a), want);
  assert_int_equal(bao_perft_cached(p, depth, &b), want);
  /* the same table again: now mostly answers */
  assert_int_equal(bao_perft_cached(p, depth, &b), want);
  /* and one ply less deep: the same positions, other depths left */
  if (depth > 0)
    assert_int_equal(bao_perft_cached(p, depth - 1, &b),
                     bao_perft(p, depth - 1));
}

static void start_positions(void **state)
{
  static const int depth[BAO_VARIANTS] = {8, 7, 6, 6, 6};
  bao_perft_table t = {large, sizeof large / sizeof *large, 0};
  bao_position p;
  bao_rules r;
  int v, d;
  (void)state;
  for (v = 0; v < BAO_VARIANTS; v++) {
    r = bao_rules_variant(v);
    bao_position_start(&p, &r);
    for (d = 0; d <= depth[v]; d++)
      same_counts(&p, d);
  }
  /* the start of Bao la Kiswahili has transpositions 4 plies deep: the
   * table answers some positions */
  r = bao_rules_default();
  bao_position_start(&p, &r);
  memset(large, 0, sizeof large);
  bao_perft_cached(&p, 8, &t);
  assert_true(t.hits > 0);
}

/* A table whose size is not a power of two is no table. */
static void unusable_table(void **state)
{
  bao_perft_table t = {large, 3, 0};
  bao_position p;
  (void)state;
  bao_position_start(&p, NULL);
  assert_int_equal(bao_perft_cached(&p, 6, &t), bao_perft(&p, 6));
  assert_int_equal(t.hits, 0);
}

/* Positions of random play in every variant, three plies deep. */
static void random_positions(void **state)
{
  uint64_t x = 88172645463325252ULL;
  bao_movelist list;
  bao_position p;
  bao_rules r;
  int v, g, ply;
  (void)state;
  for (v = 0; v < BAO_VARIANTS; v++) {
    r = bao_rules_variant(v);
    for (g = 0; g < 20; g++) {
      bao_position_start(&p, &r);
      for (ply = 0; ply < 60; ply++) {
        if (ply % 10 == 5)
          same_counts(&p, 3);
        if (bao_position_moves(&p, &list) == 0)
          break;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        if (list.item[x % (uint64_t)list.count].period)
          break;
        p = list.item[x % (uint64_t)list.count].after;
      }
    }
  }
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(start_positions),
    cmocka_unit_test(unusable_table),
    cmocka_unit_test(random_positions),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
