/* eval_weights.h - the weights of bao_evaluate (eval.c).
 *
 * Made by bench/train/fit.c, do not edit: a logistic regression of the
 * game's result on the features of eval.h, for each variant and stage,
 * in 1/BAO_EVAL_UNIT Elo points (docs/engine.md).
 * Made by: sh bench/train/train.sh --calibrate (2026-12-02).
 * Data: per variant 10000 random games (seed 1) to start,
 * then fitted on 1500 and 3000 games of self-play at 2000
 * nodes a move after 6 random plies (seeds 2, 3): 1116191 positions.
 * Temperature (bench_calibrate, 200 games at 20000 nodes): 2.187.
 */
#ifndef BAO_EVAL_WEIGHTS_H
#define BAO_EVAL_WEIGHTS_H

static const int bao_eval_weights[BAO_EVAL_SETS][BAO_EVAL_NF] = {
    /* kiswahili, mtaji */
    {5012, 0, -2574, 3438, 967, 824, 1313, 120997, -8020, 3864,
     -6026, 0, 3805, -1636, 1398, -964, -539, -115288, 7860, -4226,
     -16},
    /* kiswahili, namua */
    {4457, 16771, -3989, 2424, -1096, 366, 361, 20321, -504, -3029,
     -4835, -16974, 4064, -2083, 1701, -102, 88, -20176, 516, 5897,
     -9},
    /* kujifunza, mtaji */
    {6720, 0, -4562, 2799, -1073, 1444, -40, 0, 0, -2289,
     -6388, 0, 4400, -3489, 1251, -1157, 1858, 0, 0, 16862,
     5},
    /* kujifunza, namua: not fitted, Bao la Kiswahili's */
    {4457, 16771, -3989, 2424, -1096, 366, 361, 20321, -504, -3029,
     -4835, -16974, 4064, -2083, 1701, -102, 88, -20176, 516, 5897,
     -9},
    /* kete, mtaji */
    {7020, 0, -5466, 5655, 1869, 352, 782, 57276, -1971, 3918,
     -7950, 0, 6362, -3722, 709, -66, -841, -74594, 3027, -1807,
     -15},
    /* kete, namua */
    {5807, 18136, -5537, 2546, -1498, -322, 1537, 19345, 340, -4045,
     -6126, -18270, 5573, -2736, 2068, 384, -504, -20065, -163, 6114,
     -7},
    /* leaflet, mtaji */
    {5580, 0, -4094, 4737, 2528, 615, 486, 0, -571, 1370,
     -6486, 0, 5002, -4021, 534, 188, -1076, 0, 1098, -2770,
     -14},
    /* leaflet, namua */
    {4739, 13878, -3976, 1404, 161, 1042, 207, 23165, -703, -1500,
     -5167, -14059, 4141, -1223, 593, -693, 652, -23315, 761, 5125,
     -10},
    /* esperanto, mtaji */
    {6433, 0, -4723, 6759, 88, -47, 1275, -10954, 956, 2981,
     -7418, 0, 5437, -3832, 2377, 504, -1459, 8042, -720, -1313,
     -15},
    /* esperanto, namua */
    {5242, 19595, -4776, 1820, -573, 316, 604, 26387, 16, -861,
     -5555, -19839, 5084, -2210, 953, 187, -924, -23514, -90, 4799,
     -9}
};

#endif
