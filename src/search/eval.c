/* eval.c - the static evaluation and the score scale (player.h). */
#include <stdio.h>

#include "bao/player.h"
#include "eval.h"
#include "eval_weights.h"

/* Every variant of the enum has its two rows: one added without them
 * fails here, not at play with another game's weights. */
_Static_assert(sizeof bao_eval_weights / sizeof bao_eval_weights[0] ==
                   BAO_EVAL_SETS,
               "eval_weights.h lacks a variant's rows: run bench/train/train.sh");

int bao_score_exact(int score)
{
  return score > BAO_SCORE_EST_MAX || score < -BAO_SCORE_EST_MAX;
}

int bao_score_moves(int score)
{
  int k;
  if (!bao_score_exact(score))
    return 0;
  k = BAO_SCORE_WIN - (score > 0 ? score : -score); /* plies */
  return score > 0 ? (k + 1) / 2 : k / 2;
}

/* 10^x for |x| <= 20, without libm (the engine is also built for the
 * page, and one function does not justify a library): the whole part by
 * multiplication, the rest by the series of e^(f ln 10), f in [0, 1). */
static double ten_to(double x)
{
  double whole = 1.0, term = 1.0, sum = 1.0, y;
  int neg = x < 0, k, i;
  if (neg)
    x = -x;
  k = (int)x;
  for (i = 0; i < k; i++)
    whole *= 10.0;
  y = (x - k) * 2.302585092994046;
  for (i = 1; i < 30; i++) {
    term *= y / i;
    sum += term;
  }
  return neg ? 1.0 / (whole * sum) : whole * sum;
}

double bao_score_percent(int score)
{
  if (bao_score_exact(score))
    return score > 0 ? 100.0 : 0.0;
  return 100.0 / (1.0 + ten_to(-score / 400.0));
}

size_t bao_score_format(int score, char *buf, size_t size)
{
  int n, pc;
  if (bao_score_exact(score)) {
    n = snprintf(buf, size, "%s %d", score > 0 ? "win" : "loss",
                 bao_score_moves(score));
  } else {
    pc = (int)(bao_score_percent(score) + 0.5);
    pc = pc < 1 ? 1 : pc > 99 ? 99 : pc;
    n = snprintf(buf, size, "%d%%", pc);
  }
  return n < 0 ? 0 : (size_t)n;
}

/* One side's block of features.  A loop over the 32 holes and nothing
 * more: the search calls this at every leaf, millions of times a second,
 * so no move is generated here (what a move would capture is guessed
 * from the facing holes, not sown). */
static void side_features(const bao_position *p, int side, int *f)
{
  const uint8_t *own = p->pit[side], *enemy = p->pit[1 - side];
  int c, board = 0, front = 0, occupied = 0, movable = 0, stake = 0,
         best = 0;
  for (c = 0; c < BAO_PITS; c++) {
    board += own[c];
    movable += own[c] >= 2;
  }
  for (c = 0; c < BAO_FRONT; c++) {
    int facing = enemy[BAO_FACING(c)];
    if (!own[c])
      continue;
    front += own[c];
    occupied++;
    stake += facing;
    if (facing > best)
      best = facing;
  }
  f[BAO_EF_BOARD] = board;
  f[BAO_EF_HAND] = p->hand[side];
  f[BAO_EF_FRONT] = front;
  f[BAO_EF_OCCUPIED] = occupied;
  f[BAO_EF_MOVABLE] = movable;
  f[BAO_EF_STAKE] = stake;
  f[BAO_EF_BEST] = best;
  f[BAO_EF_HOUSE] = bao_position_house_functional(p, side);
  f[BAO_EF_HSEEDS] =
      p->house[side] == BAO_HOUSE_INTACT ? own[BAO_HOUSE] : 0;
  f[BAO_EF_FEW] = occupied < 3 ? 3 - occupied : 0;
}

int bao_eval_features(const bao_position *p, int f[BAO_EVAL_NF])
{
  int me = p->to_move;
  side_features(p, me, f);
  side_features(p, 1 - me, f + BAO_EF_SIDE);
  f[2 * BAO_EF_SIDE] = 1;
  /* a variant number past the enum is no game (a caller's rules gone
   * bad, not a variant without weights: see the assertion above); it is
   * kept inside the table rather than read past it */
  return BAO_EVAL_SET(p->rules.variant < BAO_VARIANTS ? p->rules.variant : 0,
                      p->hand[me] > 0 ? BAO_EVAL_NAMUA : BAO_EVAL_MTAJI);
}

/* Integers only: the same score natively and in WebAssembly, and no
 * libm.  The sum is rounded to the nearest point, halves away from zero,
 * so that a position and its mirror (the same numbers) score the same. */
int bao_evaluate(const bao_position *p)
{
  int f[BAO_EVAL_NF], i, set = bao_eval_features(p, f);
  const int *w = bao_eval_weights[set];
  long sum = 0;
  for (i = 0; i < BAO_EVAL_NF; i++)
    sum += (long)w[i] * f[i];
  sum = sum >= 0 ? (sum + BAO_EVAL_UNIT / 2) / BAO_EVAL_UNIT
                 : -((-sum + BAO_EVAL_UNIT / 2) / BAO_EVAL_UNIT);
  return sum > BAO_SCORE_EST_MAX    ? BAO_SCORE_EST_MAX
         : sum < -BAO_SCORE_EST_MAX ? -BAO_SCORE_EST_MAX
                                    : (int)sum;
}

uint64_t bao_level_nodes(int level)
{
  uint64_t n = 300;
  if (level < 1 || level > BAO_LEVELS)
    return 0;
  while (--level)
    n *= 4;
  return n;
}
