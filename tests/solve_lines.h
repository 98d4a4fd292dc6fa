/* solve_lines.h - positions of the exact solver's tests (test_solve.c)
 * that the engine that plays is held to as well (test_player.c): one
 * list, so that a position added for the solver is asked of both, and
 * one seeded random play, so that both see the same games. */
#ifndef BAO_TEST_SOLVE_LINES_H
#define BAO_TEST_SOLVE_LINES_H

#include <stdint.h>

#include "bao/bao.h"

/* ---- random play: the same seeded games in both tests ----------------- */

static uint64_t rng = 0x5eed5eed12345678ULL;

static unsigned rnd(unsigned n)
{
  uint64_t z = (rng += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return (unsigned)((z ^ (z >> 31)) % n);
}

/* Plays one random game of `rules` from the start into game[] (the
 * position before each ply, then the last); returns the positions
 * stored.  *ended: the game ended (a side lost). */
static int random_game(const bao_rules *rules, bao_position *game, int cap,
                       int *ended)
{
  bao_movelist list;
  int n = 0;
  bao_position_start(&game[0], rules);
  *ended = 0;
  while (n + 1 < cap) {
    const bao_outcome *o;
    if (bao_position_moves(&game[n], &list) == 0) {
      *ended = 1;
      break;
    }
    o = &list.item[rnd((unsigned)list.count)];
    if (o->period)
      break;
    game[++n] = o->after;
  }
  return n + 1;
}


/* Positions with a move that never ends: such a move is never a win,
 * and it is a defence, so the position is never lost; the brute force
 * must agree at every depth it can reach, and so must the positions of
 * random games played on from them.  The first two are those of
 * tests/test_never.c; the last two, from random games of the leaflet's
 * rules, have one move that never ends (a5R*, A5R*) while every other
 * move lets the opponent win within 3 (the brute force says so): there
 * the draw is the only defence. */
struct solve_line {
  int variant;
  const char *line;
};

static const struct solve_line never_lines[] = {
  {BAO_KISWAHILI, "3 0 6 2 3 0 2 1 / 0 5 2 2 10 0 1 2 / 0 0 0 5 0 3 0 1 / "
                  "1 1 1 1 0 0 1 2 | hand S4 N5 | house S:x N:x | N to move"},
  {BAO_KISWAHILI, "2 0 2 2 1 0 0 1 / 5 3 1 1 0 0 1 0 / 12 0 5 1 3 4 7 1 / "
                  "0 1 0 1 0 3 4 3 | hand S0 N0 | house S:x N:x | S to move"},
  {BAO_LEAFLET, "1 0 3 0 1 0 2 1 / 0 1 0 4 5 0 1 0 / 6 3 0 6 3 1 4 0 / "
                "2 8 2 2 1 3 1 3 | hand S0 N0 | house S:x N:x | N to move"},
  {BAO_LEAFLET, "2 6 0 1 3 0 0 2 / 1 8 3 2 1 13 0 5 / 0 1 0 3 4 0 1 2 / "
                "1 0 1 0 1 2 0 1 | hand S0 N0 | house S:x N:x | S to move"},
};

#endif
