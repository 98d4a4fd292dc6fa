/* geometry.h - the board geometry (docs/rules.md §2.1, R6) and the letter
 * of a move (§2.2), inlined: the one definition, which hole.c exports as
 * bao_circuit_index() etc., and which the notation, the walk and the
 * diagrams use in their loops.  Not installed. */
#ifndef BAO_GEOMETRY_H
#define BAO_GEOMETRY_H

#include "bao/bao.h"

static inline int circuit_index(int back, int number)
{
  return back ? BAO_PITS - number : number - 1;
}

static inline int circuit_number(int c)
{
  return BAO_IS_BACK(c) ? BAO_PITS - c : c + 1;
}

static inline int circuit_step(int c, int dir)
{
  return (c + dir + BAO_PITS) % BAO_PITS;
}

/* Holes 1-2 are the left kichwa and kimbi, 7-8 the right ones: a capture
 * there enters at that end (CW from the left kichwa); 0 for holes 3-6. */
static inline int forced_entry(int c)
{ /* (without a branch: the move generators ask it for holes at random) */
  return (c <= 1) * BAO_CW + ((unsigned)(c - (BAO_FRONT - 2)) < 2) * BAO_ACW;
}

/* The kichwa where seeds entering in direction dir are dropped first. */
static inline int entry_kichwa(int dir)
{
  return (dir != BAO_CW) * (BAO_FRONT - 1);
}

/* The letter of a move (rules.md §2.2): the entry kichwa for a namua
 * capture; the direction along the front row for a front-row move; the
 * physical direction along the back row (as its owner sees it) for a
 * back-row move.  CW runs right along the front row and left along the
 * back row. */
static inline char bao_move_letter(int kind, int hole, int dir)
{
  if (kind == BAO_NAMUA_CAPTURE || hole >= BAO_FRONT)
    return dir == BAO_CW ? 'L' : 'R';
  return dir == BAO_CW ? 'R' : 'L';
}

#endif
