/* eval_weights.h - the weights of bao_evaluate (eval.c).
 *
 * A first hand-set guess: seeds on one's own side, counted from the side
 * to move.  To be replaced by weights learnt from games (docs/engine.md
 * says how they are made). */
#ifndef BAO_EVAL_WEIGHTS_H
#define BAO_EVAL_WEIGHTS_H

#define BAO_EVAL_SEED 25 /* points per seed more than the opponent */

#endif
