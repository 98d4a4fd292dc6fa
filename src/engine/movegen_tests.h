/* movegen_tests.h - the tests the move generator (movegen.c) asks of
 * every hole: what a lap lifts, where a first lap captures, which namua
 * captures exist.  Static inline and included by movegen.c alone: they
 * are the generator's innermost loop, and a header keeps them in its
 * translation unit (where the compiler inlines them) while movegen.c
 * stays readable.  Not installed. */
#ifndef BAO_MOVEGEN_TESTS_H
#define BAO_MOVEGEN_TESTS_H

#include <string.h>

#include "internal.h"

/* ---- capture tests ----------------------------------------------------- */

static int front_seeds(const bao_position *p, int side)
{
  int c, n = 0;
  for (c = 0; c < BAO_FRONT; c++)
    n += p->pit[side][c];
  return n;
}

/* The mtaji tax (D4, EO): in the mtaji stage a move from the working
 * nyumba that is the only front hole holding more than one seed lifts 2
 * of its seeds, not all.  1 if a move from `side`'s nyumba is taxed. */
static BAO_COLD int taxed_house(const bao_position *p, int side)
{
  int c;
  if (p->hand[side] || p->pit[side][BAO_HOUSE] < 2 ||
      !bao_house_works(p, side))
    return 0;
  for (c = 0; c < BAO_FRONT; c++)
    if (c != BAO_HOUSE && p->pit[side][c] > 1)
      return 0;
  return 1;
}

/* (the first-lap test asks for every hole: the option is looked at first,
 * the rest out of line) */
static inline int mtaji_taxed(const bao_position *p, int side, int hole)
{
  return hole == BAO_HOUSE && p->rules.mtaji_tax != BAO_MTAJI_TAX_NO &&
         taxed_house(p, side);
}

/* The seeds the first lap of a mtaji move of `side` from `hole` sows: the
 * whole hole, or 2 under the mtaji tax. */
static inline int sown(const bao_position *p, int side, int hole)
{
  return mtaji_taxed(p, side, hole) ? 2 : p->pit[side][hole];
}

/* Where the first lap of n seeds from `hole` in `dir` captures, or -1.
 * A lap of n seeds gives every hole n/16 seeds and the first n%16 holes
 * after the start one more, the emptied start hole included (R4); it lands
 * on an occupied hole when the last hole ends with 2 or more.  A taxed
 * nyumba sows 2 and keeps the rest (the lap of 2 cannot come back to it). */
static inline int lap_target(const bao_position *p, int side, int hole,
                             int dir, int n)
{
  int last, offset, final;
  if (n < 2 || (n >= 16 && p->rules.sixteen == BAO_SIXTEEN_NO_CAPTURE))
    return -1;
  last = (hole + dir * n) & 15; /* modulo 16, also below 0 */
  if (last >= BAO_FRONT)
    return -1;
  offset = ((last - hole) * dir) & 15;
  if (offset == 0)
    offset = BAO_PITS;
  final = (last == hole ? 0 : p->pit[side][last]) + (n >> 4) +
          (offset <= (n & 15) ? 1 : 0);
  if (final < 2 || p->pit[!side][BAO_FACING(last)] == 0)
    return -1;
  return BAO_FACING(last);
}

/* Where the first lap of a mtaji move from `hole` in `dir` captures, or
 * -1.  (The loops over every hole ask sown() once per hole instead.) */
static int first_lap_target(const bao_position *p, int side, int hole, int dir)
{
  return lap_target(p, side, hole, dir, sown(p, side, hole));
}

/* ---- namua captures, all at once ------------------------------------------- */

static inline uint64_t byte_swap(uint64_t v)
{
#if defined(__GNUC__) || defined(__clang__)
  return __builtin_bswap64(v);
#else
  v = (v & 0x00000000ffffffffULL) << 32 | v >> 32;
  v = (v & 0x0000ffff0000ffffULL) << 16 | (v >> 16 & 0x0000ffff0000ffffULL);
  return (v & 0x00ff00ff00ff00ffULL) << 8 | (v >> 8 & 0x00ff00ff00ff00ffULL);
#endif
}

/* The mover's front holes that face a hole of the opponent, both holding
 * seeds, all at once: 0x80 in front byte c (memcpy's layout) where his
 * hole c and the opponent's hole facing it both hold seeds (the
 * opponent's row reversed: a_(9-i) faces A_i). */
static inline uint64_t front_pairs(const bao_position *p)
{
  const uint64_t high = 0x8080808080808080ULL, low = 0x7f7f7f7f7f7f7f7fULL;
  uint64_t x, y;
  memcpy(&x, p->pit[p->to_move], sizeof x);
  memcpy(&y, p->pit[!p->to_move], sizeof y);
  y = byte_swap(y);
  /* a byte is not 0 when its low 7 bits plus 127 carry, or its top bit */
  return (((x & low) + low) | x) & (((y & low) + low) | y) & high;
}

/* The namua captures of the mover: front_pairs, the takasiaed hole
 * aside. */
static inline uint64_t namua_targets(const bao_position *p)
{
  static const uint8_t one[16] = {0, 0, 0, 0, 0, 0, 0, 0, 0x80};
  uint64_t x = front_pairs(p), t;
  if (p->takasia >= 0 && p->takasia < BAO_FRONT) {
    memcpy(&t, one + 8 - p->takasia, sizeof t);
    x &= ~t;
  }
  return x;
}

/* How many namua capture moves the targets make: one for a kichwa or
 * kimbi (the entry is forced), two for holes 3-6 (the player chooses). */
static inline int namua_count(uint64_t targets)
{
  static const uint8_t central[8] = {0, 0, 0x80, 0x80, 0x80, 0x80, 0, 0};
  uint64_t c;
  memcpy(&c, central, sizeof c);
  /* bytes of 0 or 1 (and of 0 to 2 once added), whose sum, at most 16,
   * a multiplication gathers in the top byte without carrying */
  return (int)((((targets >> 7) + ((targets & c) >> 7)) * BAO_EVERY_BYTE) >>
               56);
}

#endif
