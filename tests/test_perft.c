/*
 * test_perft.c - perft's transposition table (bao_perft_cached) counts
 * what perft without one counts: a position met again at the same depth
 * has the same subtree, so answering it from the table changes no count,
 * whatever the table's size (a small one is overwritten all the time).
 * The start of every variant, several depths, and positions of random
 * play.  (perft itself is checked against the move lists in
 * test_random.c and test_fidelity.c.)
 *
 * And perft's last ply, which counts moves without keeping them: where
 * it sows them (bao_count_moves_perft: no position after, a capture's
 * safari not sown, the namua captures in another order) and where it
 * does not sow them at all (bao_count_moves_fast), it counts what the
 * list perft expands elsewhere holds, move for move.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include "test_run.h"

#include <stdlib.h>
#include <string.h>

#include "engine/internal.h" /* perft's last ply: bao_count_moves_perft, ... */

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

/* The count of the last ply against the list at p. */
static void same_last_ply(const bao_position *p)
{
  static bao_movelist list;
  int n = bao_moves_perft(p, &list, NULL), fast = bao_count_moves_fast(p);
  assert_int_equal(bao_count_moves_perft(p, NULL), n);
  if (fast >= 0)
    assert_int_equal(fast, n);
}

/* Random play in every variant, and in Bao la Kiswahili with the options
 * that make more moves reach the nyumba's choice (a capture's safari in
 * the mtaji stage, the takasa's stop) or let a move empty the front row
 * or end the game at once: the last ply's count at every position.  The
 * seeds are in hand for the first 40-odd plies, so both stages come. */
static void last_ply(void **state)
{
  uint64_t x = 0x9E3779B97F4A7C15ULL;
  bao_movelist list;
  bao_position p;
  bao_rules r;
  int v, g, ply, k;
  (void)state;
  for (v = 0; v < BAO_VARIANTS + 2; v++) {
    r = bao_rules_variant(v < BAO_VARIANTS ? v : BAO_KISWAHILI);
    if (v == BAO_VARIANTS) {
      r.mtaji_safari = BAO_SAFARI_CHOICE;
      r.house_stop = BAO_HOUSE_STOP_OPTIONAL;
    } else if (v == BAO_VARIANTS + 1) {
      r.front_row = BAO_FRONT_FREE;
      r.game_end = BAO_GAME_END_IMMEDIATE;
    }
    for (g = 0; g < 30; g++) {
      bao_position_start(&p, &r);
      for (ply = 0; ply < 120; ply++) {
        same_last_ply(&p);
        if (bao_position_moves(&p, &list) == 0)
          break;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        k = (int)(x % (uint64_t)list.count);
        if (list.item[k].period)
          break;
        p = list.item[k].after;
      }
    }
  }
}

int main(int argc, char **argv)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(start_positions),
    cmocka_unit_test(unusable_table),
    cmocka_unit_test(random_positions),
    cmocka_unit_test(last_ply),
  };
  return ts_run(tests, NULL, NULL, argc, argv);
}
