/* calibrate.c - is the engine's score a calibrated win probability?
 * (issue 28; docs/engine.md, bench/README.md)
 *
 *   bench_calibrate [--variant V] [--games G] [--seed S] [--nodes N]
 *                   [--random-plies K] [--max-plies M]
 *
 * Plays G games (default 200) of the engine against itself as
 * selfplay.h does (default: 20000 nodes a move, 4 random plies, 300
 * plies at most), and keeps for every position the engine moved in the
 * root score of its search, for the side to move, and the game's result
 * for that side (a draw is half a win).  The engine plays both sides, so
 * both colours count alike.  It prints:
 *   - the table: positions grouped by the decile of the predicted win
 *     chance (bao_score_percent), then the exact wins and exact losses
 *     as rows of their own; for each, positions, mean predicted %,
 *     observed % (the mean result) and its binomial error bar (1.96
 *     standard errors, as if the positions were independent: those of
 *     one game are not, so the true bar is wider);
 *   - the temperature T that makes the estimates fit best: the factor of
 *     the scores that maximises the likelihood of the results (Newton's
 *     method on one unknown).  T near 1 is a calibrated scale; otherwise
 *     bench/train/train.sh multiplies the weights by T (minimax and
 *     alpha-beta commute with multiplying every leaf by T > 0, so the
 *     search's scores scale with them).
 * The summary line gives games, positions, wins, draws, capped games and
 * processor seconds; the last line the evaluation's own speed, in
 * nanoseconds of processor time a position. */
#include <math.h>
#include <stdio.h>
#include <time.h>

#include "selfplay.h"

#define BINS 12 /* ten deciles, exact wins, exact losses */
#define LN10_400 0.00575646273 /* ln 10 / 400: a score to its logit */

typedef struct bin {
  long n;
  double predicted, observed;
} bin;

typedef struct samples {
  long n, cap;
  int *score;
  signed char *halves;
  bao_position *p; /* for the evaluation's speed */
} samples;

static int keep(samples *s, const sp_pos *at, int halves)
{
  if (s->n == s->cap) {
    long cap = s->cap ? 2 * s->cap : 4096;
    int *ns = realloc(s->score, (size_t)cap * sizeof *ns);
    signed char *nh = ns ? realloc(s->halves, (size_t)cap) : NULL;
    bao_position *np = nh ? realloc(s->p, (size_t)cap * sizeof *np) : NULL;
    if (ns)
      s->score = ns;
    if (nh)
      s->halves = nh;
    if (!np)
      return 0;
    s->p = np;
    s->cap = cap;
  }
  s->score[s->n] = at->score;
  s->halves[s->n] = (signed char)halves;
  s->p[s->n] = at->p;
  s->n++;
  return 1;
}

/* Nanoseconds of processor time per bao_evaluate, over the positions of
 * the games (each evaluated REPEAT times; the sum is printed so that the
 * calls cannot be left out). */
#define REPEAT 200
static void speed(const samples *s)
{
  clock_t t0 = clock();
  long i, sum = 0;
  int r;
  for (r = 0; r < REPEAT; r++)
    for (i = 0; i < s->n; i++)
      sum += bao_evaluate(&s->p[i]);
  printf("bao_evaluate: %.1f ns a position (%ld calls, checksum %ld)\n",
         1e9 * (double)(clock() - t0) / CLOCKS_PER_SEC /
             ((double)s->n * REPEAT),
         s->n * REPEAT, sum);
}

static int bin_of(int score)
{
  double pc;
  int d;
  if (bao_score_exact(score))
    return score > 0 ? 10 : 11;
  pc = bao_score_percent(score);
  d = (int)(pc / 10.0);
  return d > 9 ? 9 : d;
}

static void table(const samples *s)
{
  static const char *const exact[2] = {"exact win", "exact loss"};
  bin b[BINS] = {{0, 0, 0}};
  long i;
  int k;
  for (i = 0; i < s->n; i++) {
    bin *x = &b[bin_of(s->score[i])];
    x->n++;
    x->predicted += bao_score_percent(s->score[i]);
    x->observed += 50.0 * s->halves[i];
  }
  printf("| predicted | positions | mean predicted | observed |\n"
         "|---|---:|---:|---:|\n");
  for (k = 0; k < BINS; k++) {
    double obs, err;
    if (!b[k].n) {
      continue;
    }
    obs = b[k].observed / (double)b[k].n;
    err = 196.0 * sqrt((obs / 100.0) * (1 - obs / 100.0) / (double)b[k].n);
    if (k < 10)
      printf("| %d-%d%% ", 10 * k, 10 * k + 10);
    else
      printf("| %s ", exact[k - 10]);
    printf("| %ld | %.1f%% | %.1f%% ± %.1f |\n", b[k].n,
           b[k].predicted / (double)b[k].n, obs, err);
  }
}

/* The factor T of the estimates' logits that maximises the likelihood of
 * the results (exact scores left out). */
static double temperature(const samples *s)
{
  double t = 1.0;
  int it;
  for (it = 0; it < 30; it++) {
    double g = 0, h = 0, step;
    long i;
    for (i = 0; i < s->n; i++) {
      double z, p;
      if (bao_score_exact(s->score[i]))
        continue;
      z = s->score[i] * LN10_400;
      p = 1.0 / (1.0 + exp(-t * z));
      g += (p - s->halves[i] / 2.0) * z;
      h += p * (1 - p) * z * z;
    }
    if (h <= 0)
      break;
    step = g / h;
    t -= step;
    if (fabs(step) < 1e-6)
      break;
  }
  return t;
}

static int parse(int argc, char **argv, sp_opts *o, long *games)
{
  int i;
  o->variant = BAO_KISWAHILI;
  o->random_plies = 4;
  o->max_plies = 300;
  o->seed = 1;
  o->nodes = 20000;
  *games = 200;
  for (i = 1; i + 1 < argc; i += 2) {
    int r = sp_option(o, argv[i], argv[i + 1]);
    if (r < 0)
      return 0;
    if (!r && !strcmp(argv[i], "--games"))
      *games = atol(argv[i + 1]);
    else if (!r)
      return 0;
  }
  return i == argc && o->max_plies > 0 && *games > 0 && o->nodes > 0;
}

int main(int argc, char **argv)
{
  sp_opts o;
  sp_game g;
  samples s = {0, 0, NULL, NULL, NULL};
  long n, games, won[2] = {0, 0}, draws = 0, capped = 0;
  bao_player *pl;
  sp_pos *pos;
  int i;
  if (!parse(argc, argv, &o, &games)) {
    fprintf(stderr, "usage: bench_calibrate [--variant V] [--games G] "
                    "[--seed S] [--nodes N] [--random-plies K] "
                    "[--max-plies M]\n");
    return 2;
  }
  pl = bao_player_new((size_t)8 << 20, NULL); /* cleared every move */
  pos = malloc((size_t)o.max_plies * sizeof *pos);
  if (!pl || !pos)
    return 1;
  for (n = 1; n <= games; n++) {
    if (!sp_play(&o, n, pl, pos, &g))
      return 1;
    for (i = 0; i < g.count; i++)
      if (pos[i].score != SP_NO_SCORE &&
          !keep(&s, &pos[i], sp_halves(&g, pos[i].p.to_move)))
        return 1;
    capped += g.capped;
    if (g.winner < 0)
      draws++;
    else
      won[g.winner]++;
  }
  printf("%s, %ld games at %llu nodes a move (%d random plies first): "
         "%ld positions; South won %ld, North %ld, draws %ld (capped %ld); "
         "%.0f s\n\n",
         bao_variant_name((enum bao_variant)o.variant), games,
         (unsigned long long)o.nodes, o.random_plies, s.n, won[0], won[1],
         draws, capped, (double)clock() / CLOCKS_PER_SEC);
  table(&s);
  printf("\ntemperature (the best factor of the estimates): %.3f\n",
         temperature(&s));
  speed(&s);
  free(s.score);
  free(s.p);
  free(s.halves);
  free(pos);
  bao_player_free(pl);
  return 0;
}
