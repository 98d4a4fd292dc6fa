/* eval.c - the static evaluation and the score scale (player.h). */
#include <stdio.h>

#include "bao/player.h"
#include "eval_weights.h"

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

int bao_evaluate(const bao_position *p)
{
  int me = p->to_move, c, seeds[2] = {0, 0}, side, s;
  for (side = 0; side < 2; side++) {
    for (c = 0; c < BAO_PITS; c++)
      seeds[side] += p->pit[side][c];
    seeds[side] += p->hand[side];
  }
  s = BAO_EVAL_SEED * (seeds[me] - seeds[1 - me]);
  return s > BAO_SCORE_EST_MAX ? BAO_SCORE_EST_MAX
         : s < -BAO_SCORE_EST_MAX ? -BAO_SCORE_EST_MAX : s;
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
