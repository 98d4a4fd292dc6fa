/* moves.h - the move generator's entry point for the walk (replay.c),
 * beside bao.h's public ones: the moves a token can name, generated
 * first.  Not installed. */
#ifndef BAO_MOVES_H
#define BAO_MOVES_H

#include "bao/bao.h"

/* bao_position_moves_from, but only the moves of hole `only` whose
 * letter (rules.md §2.2: 'L' or 'R') is `letter`, and a forced capture
 * whatever its letter; letter 0: every move of the hole.  A replay sows
 * the move a token names before the others of its hole (movegen.c). */
int bao_moves_lettered(const bao_position *p, int only, char letter,
                       bao_movelist *list, bao_budget *budget);

#endif
