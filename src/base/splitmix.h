/* splitmix.h - splitmix64 (Steele, Lea and Flood, 2014): a counter
 * stepped by the golden ratio and a strong 64-bit finaliser.  The random
 * games (random_game.c) and the solver's Zobrist keys (solve.c) draw from
 * it; both need streams that are the same on every machine.  Not
 * installed. */
#ifndef BAO_SPLITMIX_H
#define BAO_SPLITMIX_H

#include <stdint.h>

#define BAO_SPLITMIX_GOLDEN 0x9e3779b97f4a7c15ULL

/* The finaliser: a bijection of 64-bit words that mixes every bit. */
static inline uint64_t bao_splitmix_mix(uint64_t z)
{
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

/* The next number of the stream whose state is *state. */
static inline uint64_t bao_splitmix_next(uint64_t *state)
{
  *state += BAO_SPLITMIX_GOLDEN;
  return bao_splitmix_mix(*state);
}

#endif
