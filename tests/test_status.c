/*
 * test_status.c - the end of the game as bao_position_status tells it,
 * against the move list.
 *
 * Without a budget, bao_position_status stops at the first legal takasa
 * or takata it finds, counted without being kept (movegen.c, has_move);
 * with one it sows every move, as the walk's budget needs.  The game is
 * over exactly when the side to move has no legal move (docs/rules.md
 * R16: a position lost before the move, bao hamna, lists none either), so
 * at every position of random games of every variant the two answers must
 * be the same, and `over` must be "the list is empty".  The positions
 * without a capture, where the first legal move decides, are counted: the
 * test fails if the games reach too few of them to mean anything.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include "test_run.h"

#include "bao/bao.h"
#include "engine/internal.h" /* bao_over_fast */

#define GAMES 300
#define PLY_CAP 300

static uint64_t rng = 0x9E3779B97F4A7C15ULL;

static unsigned next_random(unsigned n)
{
  rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
  return (unsigned)((rng >> 33) % n);
}

static long positions; /* every position asked about */

/* Plays `games` random games; returns the positions without a capture
 * that were not lost before the move (bao_over_fast -1). */
static long play(int variant, const char *option, int games)
{
  bao_rules rules = bao_rules_variant(variant);
  bao_movelist list;
  bao_budget budget;
  bao_diag err;
  long quiet = 0;
  int g, ply, n;
  if (option)
    assert_true(bao_rules_set(&rules, option, &err));
  bao_budget_init(&budget, UINT64_MAX);
  for (g = 0; g < games; g++) {
    bao_position p;
    bao_position_start(&p, &rules);
    for (ply = 0; ply < PLY_CAP; ply++) {
      bao_status fast = bao_position_status(&p, NULL);
      bao_status full = bao_position_status(&p, &budget);
      const bao_outcome *o;
      n = bao_position_moves(&p, &list);
      positions++;
      quiet += bao_over_fast(&p) < 0;
      assert_int_equal(fast.over, n == 0);
      assert_int_equal(fast.over, full.over);
      assert_int_equal(fast.loser, full.loser);
      assert_int_equal(fast.why, full.why);
      assert_int_equal(fast.mkononi, full.mkononi);
      if (n == 0)
        break;
      o = &list.item[next_random((unsigned)n)];
      if (o->period)
        break; /* a move that never ends: no position after it */
      p = o->after;
    }
  }
  return quiet;
}

static void every_variant(void **state)
{
  long quiet = 0;
  (void)state;
  quiet += play(BAO_KISWAHILI, NULL, GAMES);
  quiet += play(BAO_KUJIFUNZA, NULL, GAMES / 3);
  quiet += play(BAO_KETE, NULL, GAMES / 3);
  quiet += play(BAO_LEAFLET, NULL, GAMES / 3);
  quiet += play(BAO_ESPERANTO, NULL, GAMES / 3);
  quiet += play(BAO_LEAFLET, "house-loss=loses", GAMES / 6);
  quiet += play(BAO_KISWAHILI, "back-takata=front-empty", GAMES / 6);
  quiet += play(BAO_KISWAHILI, "front-row=free", GAMES / 6);
  print_message("%ld positions, %ld without a capture\n", positions, quiet);
  /* about a fifth of all positions (takasa in namua, takata in mtaji) */
  assert_true(quiet > 1000);
}

int main(int argc, char **argv)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(every_variant),
  };
  return ts_run(tests, NULL, NULL, argc, argv);
}
