/* same.h - whether two moves or two positions are the same, as the
 * engine, the walk and the views compare them.  Not installed. */
#ifndef BAO_SAME_H
#define BAO_SAME_H

#include <stddef.h>
#include <string.h>

#include "bao/bao.h"

/* Whether a and b are the same choice of the player: the hole, the kind,
 * the direction and the safari (whether a capture is forced and the tax
 * follow from those). */
static inline int bao_move_same(const bao_move *a, const bao_move *b)
{
  return a->kind == b->kind && a->hole == b->hole && a->dir == b->dir &&
         a->safari == b->safari;
}

/* The same position: field by field (a memcmp of the struct would read
 * its padding byte), the rules with them. */
static inline int bao_position_same(const bao_position *a,
                                    const bao_position *b)
{
  return memcmp(a->pit, b->pit, sizeof a->pit) == 0 &&
         a->hand[0] == b->hand[0] && a->hand[1] == b->hand[1] &&
         a->house[0] == b->house[0] && a->house[1] == b->house[1] &&
         a->to_move == b->to_move && a->takasia == b->takasia &&
         a->reserved == b->reserved &&
         memcmp(&a->rules, &b->rules, offsetof(bao_rules, features)) == 0 &&
         a->rules.features == b->rules.features;
}

#endif
