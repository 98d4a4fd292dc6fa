/* eval_weights.h - the weights of bao_evaluate (eval.c).
 *
 * A first hand-set guess, before any training: 25 points per seed more
 * than the opponent on the board and in hand, for every variant and
 * stage.  bench/train/train.sh replaces this file with fitted weights
 * (docs/engine.md says how they are made). */
#ifndef BAO_EVAL_WEIGHTS_H
#define BAO_EVAL_WEIGHTS_H

#define BAO_EVAL_GUESS {1600, 1600, 0, 0, 0, 0, 0, 0, 0, 0, \
                        -1600, -1600, 0, 0, 0, 0, 0, 0, 0, 0, 0}

static const int bao_eval_weights[BAO_EVAL_SETS][BAO_EVAL_NF] = {
    BAO_EVAL_GUESS, BAO_EVAL_GUESS, BAO_EVAL_GUESS, BAO_EVAL_GUESS,
    BAO_EVAL_GUESS, BAO_EVAL_GUESS, BAO_EVAL_GUESS, BAO_EVAL_GUESS,
    BAO_EVAL_GUESS, BAO_EVAL_GUESS};

#endif
