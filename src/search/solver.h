/* solver.h - the solver's entry points for the library's own analyses
 * (puzzles.c) and the static library's tests and benchmarks, beside
 * solve.h's public API.  Not installed, not exported. */
#ifndef BAO_SOLVER_H
#define BAO_SOLVER_H

#include <stdint.h>

#include "bao/solve.h"

/* The solver's Zobrist key of `p`: every hole, both hands, both nyumba
 * states, the side to move, the takasiaed and the reserved hole, and the
 * rules (the stage follows from the hands).  Equal positions under equal
 * rules have equal keys; the keys are the same in every solver. */
uint64_t bao_solver_key(const bao_solver *s, const bao_position *p);

/* The same key in two steps, for a search that asks it of every node
 * under one set of rules (the player, player.c): the rules' part once,
 * then the position's with it.  bao_solver_key(s, p) ==
 * bao_solver_key_with(s, p, bao_solver_rules_key(&p->rules)). */
uint64_t bao_solver_rules_key(const bao_rules *r);
uint64_t bao_solver_key_with(const bao_solver *s, const bao_position *p,
                             uint64_t rules_key);

#endif
