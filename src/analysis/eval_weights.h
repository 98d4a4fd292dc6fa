/* eval_weights.h - the weights of bao_evaluate (eval.c).
 *
 * Made by bench/train/fit.c, do not edit: a logistic regression of the
 * game's result on the features of eval.h, for each variant and stage,
 * in 1/BAO_EVAL_UNIT Elo points (docs/engine.md).
 * Made by: sh bench/train/train.sh (2026-12-02).
 * Data: per variant 10000 random games (seed 1) to start,
 * then fitted on 1500 and 3000 games of self-play at 2000
 * nodes a move after 6 random plies (seeds 2, 3): 1116191 positions.
 * Temperature (bench_calibrate, 200 games at 20000 nodes): 1.747.
 */
#ifndef BAO_EVAL_WEIGHTS_H
#define BAO_EVAL_WEIGHTS_H

static const int bao_eval_weights[BAO_EVAL_SETS][BAO_EVAL_NF] = {
    /* kiswahili, mtaji */
    {4004, 0, -2056, 2746, 772, 658, 1049, 96654, -6407, 3086,
     -4814, 0, 3039, -1307, 1117, -770, -430, -92093, 6279, -3376,
     -13},
    /* kiswahili, namua */
    {3560, 13397, -3186, 1936, -875, 292, 288, 16233, -403, -2419,
     -3862, -13559, 3247, -1664, 1359, -82, 71, -16117, 412, 4711,
     -7},
    /* kujifunza, mtaji */
    {5368, 0, -3644, 2236, -857, 1153, -32, 0, 0, -1829,
     -5103, 0, 3515, -2787, 999, -924, 1484, 0, 0, 13469,
     4},
    /* kujifunza, namua: not fitted, Bao la Kiswahili's */
    {3560, 13397, -3186, 1936, -875, 292, 288, 16233, -403, -2419,
     -3862, -13559, 3247, -1664, 1359, -82, 71, -16117, 412, 4711,
     -7},
    /* kete, mtaji */
    {5607, 0, -4366, 4518, 1493, 281, 625, 45753, -1574, 3130,
     -6350, 0, 5082, -2973, 567, -53, -672, -59587, 2418, -1443,
     -12},
    /* kete, namua */
    {4638, 14487, -4423, 2034, -1197, -257, 1228, 15453, 271, -3231,
     -4894, -14595, 4452, -2186, 1652, 307, -402, -16028, -130, 4884,
     -6},
    /* leaflet, mtaji */
    {4457, 0, -3270, 3784, 2019, 491, 388, 0, -456, 1095,
     -5181, 0, 3996, -3212, 427, 150, -860, 0, 877, -2213,
     -11},
    /* leaflet, namua */
    {3785, 11086, -3176, 1121, 129, 833, 165, 18504, -562, -1198,
     -4127, -11231, 3308, -977, 474, -553, 521, -18624, 608, 4094,
     -8},
    /* esperanto, mtaji */
    {5138, 0, -3773, 5400, 70, -38, 1018, -8750, 764, 2382,
     -5926, 0, 4343, -3061, 1898, 402, -1166, 6424, -575, -1049,
     -12},
    /* esperanto, namua */
    {4187, 15652, -3815, 1454, -457, 253, 482, 21078, 12, -688,
     -4437, -15848, 4061, -1766, 762, 149, -738, -18783, -72, 3833,
     -7}
};

#endif
