/* eval_weights.h - the weights of bao_evaluate (eval.c).
 *
 * Made by bench/train/fit.c, do not edit: a logistic regression of the
 * game's result on the features of eval.h, for each variant and stage,
 * in 1/BAO_EVAL_UNIT Elo points (docs/engine.md).
 * Made by: sh bench/train/train.sh (2026-12-02).
 * Data: per variant 10000 random games (seed 1) to start,
 * then fitted on 1500 and 3000 games of self-play at 2000
 * nodes a move after 6 random plies (seeds 2, 3): 1124204 positions.
 * Temperature (bench_calibrate, 200 games at 20000 nodes): 1.586.
 */
#ifndef BAO_EVAL_WEIGHTS_H
#define BAO_EVAL_WEIGHTS_H

/* Each row keyed by its variant's enum name: a variant added to the enum
 * without its rows fails eval.c's _Static_assert on this table's size. */
static const int bao_eval_weights[][BAO_EVAL_NF] = {
    /* kiswahili, mtaji */
    [BAO_EVAL_SET(BAO_KISWAHILI, BAO_EVAL_MTAJI)] = {4201, 0, -3402, 4185, 1790, 183, 831, 10364, -203, 4215,
     -4964, 0, 3761, -1624, -149, 265, -924, -18672, 973, -9674,
     -12},
    /* kiswahili, namua */
    [BAO_EVAL_SET(BAO_KISWAHILI, BAO_EVAL_NAMUA)] = {4041, 8942, -3410, 1274, -338, 562, 431, 19680, -1026, -2705,
     -4345, -9078, 3672, -1027, 867, -405, 3, -19810, 1039, 6957,
     -7},
    /* kujifunza, mtaji */
    [BAO_EVAL_SET(BAO_KUJIFUNZA, BAO_EVAL_MTAJI)] = {5050, 0, -3585, 2526, -464, 855, 336, 0, 0, -982,
     -4878, 0, 3472, -2505, 600, -806, 1189, 0, 0, 3407,
     3},
    /* kujifunza, namua: not fitted, Bao la Kiswahili's */
    [BAO_EVAL_SET(BAO_KUJIFUNZA, BAO_EVAL_NAMUA)] = {4041, 8942, -3410, 1274, -338, 562, 431, 19680, -1026, -2705,
     -4345, -9078, 3672, -1027, 867, -405, 3, -19810, 1039, 6957,
     -7},
    /* kete, mtaji */
    [BAO_EVAL_SET(BAO_KETE, BAO_EVAL_MTAJI)] = {4611, 0, -3919, 3681, 1797, 125, 922, -4854, 609, 3300,
     -5207, 0, 4112, -2257, -187, 491, -800, 8924, -242, -5026,
     -9},
    /* kete, namua */
    [BAO_EVAL_SET(BAO_KETE, BAO_EVAL_NAMUA)] = {3756, 14833, -3134, 1092, -730, 447, 536, 15798, -542, -1790,
     -4108, -15043, 3384, -1063, 1133, -169, -302, -15611, 551, 5170,
     -9},
    /* leaflet, mtaji */
    [BAO_EVAL_SET(BAO_LEAFLET, BAO_EVAL_MTAJI)] = {4943, 0, -3553, 4269, 1549, 542, 523, 0, -662, 1205,
     -5879, 0, 4138, -1062, 442, -931, 628, 0, 833, -1004,
     -15},
    /* leaflet, namua */
    [BAO_EVAL_SET(BAO_LEAFLET, BAO_EVAL_NAMUA)] = {3784, 13092, -3315, 1792, -255, -116, 1156, 20286, -754, -3749,
     -4095, -13264, 3468, -1395, 740, 116, -565, -21229, 885, 6231,
     -8},
    /* esperanto, mtaji */
    [BAO_EVAL_SET(BAO_ESPERANTO, BAO_EVAL_MTAJI)] = {4603, 0, -3499, 3756, 613, 379, 216, -1153, 195, 1622,
     -5115, 0, 3716, -3002, 1274, 364, -334, 2492, -51, 4862,
     -8},
    /* esperanto, namua */
    [BAO_EVAL_SET(BAO_ESPERANTO, BAO_EVAL_NAMUA)] = {4252, 14343, -3782, 981, -846, 289, 648, 15899, 547, 1242,
     -4468, -14565, 3932, -1229, 1008, 233, -845, -11400, -672, 2555,
     -7}
};

#endif
