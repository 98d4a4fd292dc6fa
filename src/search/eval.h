/* eval.h - the features of the learnt evaluation (eval.c), shared with
 * its trainer (bench/train/): the same function makes the numbers the
 * weights were fitted on and the numbers they are applied to, so that
 * the two can never drift apart.  Not installed. */
#ifndef BAO_EVAL_H
#define BAO_EVAL_H

#include "bao/bao.h"

/* Per side, in this order; the side to move's block first, then its
 * opponent's, then a constant 1 (the tempo of the side to move). */
enum bao_eval_side_feature {
  BAO_EF_BOARD,    /* seeds in its 16 holes                               */
  BAO_EF_HAND,     /* seeds in its hand (namua stock)                     */
  BAO_EF_FRONT,    /* seeds in its front row                              */
  BAO_EF_OCCUPIED, /* occupied front holes                                */
  BAO_EF_MOVABLE,  /* holes with 2 or more seeds (what mtaji may sow)     */
  BAO_EF_STAKE,    /* seeds in the enemy front holes that face its own
                      occupied front holes: what its captures could take */
  BAO_EF_BEST,     /* the largest of those                                */
  BAO_EF_HOUSE,    /* 1 if its nyumba works now                           */
  BAO_EF_HSEEDS,   /* seeds in its nyumba while intact                    */
  BAO_EF_FEW,      /* 3 - occupied front holes, at least 0: near the end  */
  BAO_EF_SIDE      /* features per side                                   */
};

#define BAO_EVAL_NF (2 * BAO_EF_SIDE + 1) /* features of a position      */
#define BAO_EVAL_VARIANTS BAO_VARIANTS     /* enum bao_variant's games    */
#define BAO_EVAL_SETS (2 * BAO_EVAL_VARIANTS) /* per game: mtaji, namua   */
/* The weight set of a variant in a stage (the row of eval_weights.h). */
#define BAO_EVAL_MTAJI 0
#define BAO_EVAL_NAMUA 1
#define BAO_EVAL_SET(variant, stage) (2 * (variant) + (stage))
/* The weights are in 1/BAO_EVAL_UNIT of an Elo point (player.h's scale),
 * so that a fitted weight keeps its fraction without floating point. */
#define BAO_EVAL_UNIT 64

/* The features of `p` for its side to move into f; returns the weight set
 * they go with: 2 * variant + 1 when the side to move is in the namua
 * stage (seeds in hand), 2 * variant in mtaji. */
int bao_eval_features(const bao_position *p, int f[BAO_EVAL_NF]);

#endif
