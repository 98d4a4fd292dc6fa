/* keyset.h - a set of 64-bit position keys (the solver's Zobrist keys):
 * open addressing, linear probing, doubled when half full.  What puzzles
 * and drill remember of the positions they already took; the three
 * fields live in their public contexts, so the set is handed as them. */
#ifndef BAO_BASE_KEYSET_H
#define BAO_BASE_KEYSET_H

#include <stdint.h>
#include <stdlib.h>

/* The slot of `key` (already with its low bit set: 0 marks an empty
 * slot) in keys[0..cap), cap a power of two: where it is, or the empty
 * slot where it would go. */
static inline size_t keyset_slot(const uint64_t *keys, size_t cap,
                                 uint64_t key)
{
  size_t i;
  for (i = key & (cap - 1); keys[i] && keys[i] != key; i = (i + 1) & (cap - 1))
    ;
  return i;
}

/* 1 if `key` was new (and is now in the set), 0 if it was there, -1 out
 * of memory (the set unchanged).  `first` is the first capacity, a power
 * of two. */
static inline int keyset_add(uint64_t **keys, size_t *cap, size_t *n,
                             uint64_t key, size_t first)
{
  size_t i;
  key |= 1;
  if (2 * (*n + 1) > *cap) {
    size_t grown = *cap ? *cap * 2 : first;
    uint64_t *to = calloc(grown, sizeof *to);
    if (!to)
      return -1;
    for (i = 0; i < *cap; i++)
      if ((*keys)[i])
        to[keyset_slot(to, grown, (*keys)[i])] = (*keys)[i];
    free(*keys);
    *keys = to;
    *cap = grown;
  }
  i = keyset_slot(*keys, *cap, key);
  if ((*keys)[i])
    return 0;
  (*keys)[i] = key;
  ++*n;
  return 1;
}

#endif
