/* fit.c - the logistic regression of the learnt evaluation
 * (docs/engine.md): reads gen's lines on stdin, fits for each weight set
 * P(win) = 1 / (1 + e^-(w . f)) by Newton's method on the log-loss with
 * a small ridge, and writes src/search/eval_weights.h.
 *
 *   fit --out FILE [--scale T] [--ridge L] [--test FILE] [--note TEXT]...
 *       < lines
 *
 * A draw counts as half a win and half a loss.  The games whose number
 * is a multiple of 10 are held out: the fit never sees them, and their
 * log-loss is reported beside the training one (stderr), with the
 * log-loss of the constant guess (the set's mean) to compare.  The
 * weights are written on the Elo scale of player.h (a logit of 1 is
 * 400 / ln 10 points) times BAO_EVAL_UNIT, each multiplied by T (default
 * 1: a temperature fitted elsewhere, bench_calibrate).  A set with fewer
 * than MIN_ROWS training positions is not fitted: it takes the weights
 * of Bao la Kiswahili's set of the same stage.  Each --note is a line of
 * the header's opening comment.  --test FILE: the log-loss of the fit on
 * FILE's lines too (games played otherwise, never fitted on). */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "search/eval.h"

#define MIN_ROWS 2000
#define MAX_NOTES 16
#define ELO_PER_LOGIT 173.717792761 /* 400 / ln 10 */

typedef struct set_data {
  size_t n, cap;
  float *x;      /* n rows of BAO_EVAL_NF */
  float *y;      /* 0, 0.5, 1             */
  unsigned char *held;
  double w[BAO_EVAL_NF];
  int fitted;
} set_data;

static int add_row(set_data *s, const float *x, float y, int held)
{
  if (s->n == s->cap) {
    size_t cap = s->cap ? 2 * s->cap : 4096;
    float *nx = realloc(s->x, cap * BAO_EVAL_NF * sizeof *nx);
    float *ny = nx ? realloc(s->y, cap * sizeof *ny) : NULL;
    unsigned char *nh = ny ? realloc(s->held, cap) : NULL;
    if (nx)
      s->x = nx;
    if (ny)
      s->y = ny;
    if (!nh)
      return 0;
    s->held = nh;
    s->cap = cap;
  }
  memcpy(s->x + s->n * BAO_EVAL_NF, x, BAO_EVAL_NF * sizeof *x);
  s->y[s->n] = y;
  s->held[s->n] = (unsigned char)held;
  s->n++;
  return 1;
}

static int read_rows(FILE *in, set_data *sets)
{
  int set, label, game, j;
  float x[BAO_EVAL_NF];
  while (fscanf(in, "%d %d %d", &set, &label, &game) == 3) {
    for (j = 0; j < BAO_EVAL_NF; j++) {
      int v;
      if (fscanf(in, "%d", &v) != 1)
        return 0;
      x[j] = (float)v;
    }
    if (set < 0 || set >= BAO_EVAL_SETS ||
        !add_row(&sets[set], x, (float)label / 2.0f, game % 10 == 0))
      return 0;
  }
  return 1;
}

static double logistic(double z)
{
  return 1.0 / (1.0 + exp(-z));
}

/* Solves a x = b (n unknowns) by Gaussian elimination with partial
 * pivoting; a and b are overwritten, x is the answer in b. */
static void solve(double a[BAO_EVAL_NF][BAO_EVAL_NF], double *b, int n)
{
  int i, j, k;
  for (i = 0; i < n; i++) {
    int piv = i;
    for (k = i + 1; k < n; k++)
      if (fabs(a[k][i]) > fabs(a[piv][i]))
        piv = k;
    for (j = 0; j < n; j++) {
      double t = a[i][j];
      a[i][j] = a[piv][j];
      a[piv][j] = t;
    }
    {
      double t = b[i];
      b[i] = b[piv];
      b[piv] = t;
    }
    for (k = i + 1; k < n; k++) {
      double m = a[k][i] / a[i][i];
      for (j = i; j < n; j++)
        a[k][j] -= m * a[i][j];
      b[k] -= m * b[i];
    }
  }
  for (i = n - 1; i >= 0; i--) {
    for (j = i + 1; j < n; j++)
      b[i] -= a[i][j] * b[j];
    b[i] /= a[i][i];
  }
}

/* One Newton step on the training rows; returns the largest change. */
static double newton_step(set_data *s, double ridge)
{
  static double h[BAO_EVAL_NF][BAO_EVAL_NF];
  double g[BAO_EVAL_NF], change = 0;
  size_t r;
  int i, j;
  memset(h, 0, sizeof h);
  memset(g, 0, sizeof g);
  for (r = 0; r < s->n; r++) {
    const float *x = s->x + r * BAO_EVAL_NF;
    double z = 0, p, v;
    if (s->held[r])
      continue;
    for (i = 0; i < BAO_EVAL_NF; i++)
      z += s->w[i] * x[i];
    p = logistic(z);
    v = p * (1 - p);
    for (i = 0; i < BAO_EVAL_NF; i++) {
      g[i] += (p - s->y[r]) * x[i];
      for (j = 0; j <= i; j++)
        h[i][j] += v * x[i] * x[j];
    }
  }
  for (i = 0; i < BAO_EVAL_NF; i++) {
    for (j = 0; j < i; j++)
      h[j][i] = h[i][j];
    h[i][i] += ridge;
    g[i] += ridge * s->w[i];
  }
  solve(h, g, BAO_EVAL_NF);
  for (i = 0; i < BAO_EVAL_NF; i++) {
    s->w[i] -= g[i];
    if (fabs(g[i]) > change)
      change = fabs(g[i]);
  }
  return change;
}

/* Mean log-loss of the rows held (or not) out, with the weights and with
 * the constant guess `mean`. */
static void losses(const set_data *s, int held, double mean, double *fit,
                   double *base, size_t *count)
{
  size_t r, n = 0;
  double a = 0, b = 0;
  for (r = 0; r < s->n; r++) {
    const float *x = s->x + r * BAO_EVAL_NF;
    double z = 0, p, y = s->y[r];
    int i;
    if (s->held[r] != held)
      continue;
    for (i = 0; i < BAO_EVAL_NF; i++)
      z += s->w[i] * x[i];
    p = logistic(z);
    p = p < 1e-9 ? 1e-9 : p > 1 - 1e-9 ? 1 - 1e-9 : p;
    a -= y * log(p) + (1 - y) * log(1 - p);
    b -= y * log(mean) + (1 - y) * log(1 - mean);
    n++;
  }
  *fit = n ? a / (double)n : 0;
  *base = n ? b / (double)n : 0;
  *count = n;
}

static void fit_set(set_data *s, int set, double ridge)
{
  size_t r, train = 0;
  double mean = 0, ftr, btr, fte, bte;
  size_t ntr, nte;
  int it;
  for (r = 0; r < s->n; r++)
    if (!s->held[r]) {
      mean += s->y[r];
      train++;
    }
  if (train < MIN_ROWS)
    return;
  mean /= (double)train;
  for (it = 0; it < 50 && newton_step(s, ridge) > 1e-7; it++)
    ;
  s->fitted = 1;
  losses(s, 0, mean, &ftr, &btr, &ntr);
  losses(s, 1, mean, &fte, &bte, &nte);
  fprintf(stderr,
          "fit: set %d (%s, %s): %zu training positions, log-loss %.4f "
          "(constant %.4f); %zu held out, log-loss %.4f (constant %.4f); "
          "%d Newton steps\n",
          set, bao_variant_name((enum bao_variant)(set / 2)),
          set % 2 ? "namua" : "mtaji", ntr, ftr, btr, nte, fte, bte, it + 1);
}

/* The log-loss of the fitted weights on every line of another file (a
 * test set: games the fit never saw, played otherwise). */
static int report_test(const char *path, const set_data *sets)
{
  static set_data test[BAO_EVAL_SETS];
  FILE *in = fopen(path, "r");
  int s;
  if (!in || !read_rows(in, test)) {
    fprintf(stderr, "fit: cannot read %s\n", path);
    return 0;
  }
  fclose(in);
  for (s = 0; s < BAO_EVAL_SETS; s++) {
    const set_data *from = sets[s].fitted ? &sets[s] : &sets[s % 2];
    double fit[2], base[2], mean = 0;
    size_t n[2], r;
    if (!test[s].n)
      continue;
    memcpy(test[s].w, from->w, sizeof test[s].w);
    for (r = 0; r < test[s].n; r++)
      mean += test[s].y[r];
    mean /= (double)test[s].n;
    losses(&test[s], 0, mean, &fit[0], &base[0], &n[0]);
    losses(&test[s], 1, mean, &fit[1], &base[1], &n[1]);
    fprintf(stderr, "test: set %d: %zu positions, log-loss %.4f "
                    "(constant %.4f)\n", s, n[0] + n[1],
            (fit[0] * (double)n[0] + fit[1] * (double)n[1]) /
                (double)(n[0] + n[1]),
            (base[0] * (double)n[0] + base[1] * (double)n[1]) /
                (double)(n[0] + n[1]));
  }
  return 1;
}

static void write_header(FILE *f, const set_data *sets, double scale,
                         char **notes, int n_notes)
{
  int s, i;
  fprintf(f, "/* eval_weights.h - the weights of bao_evaluate (eval.c).\n"
             " *\n"
             " * Made by bench/train/fit.c, do not edit: a logistic "
             "regression of the\n"
             " * game's result on the features of eval.h, for each "
             "variant and stage,\n"
             " * in 1/BAO_EVAL_UNIT Elo points (docs/engine.md).\n");
  for (i = 0; i < n_notes; i++)
    fprintf(f, " * %s\n", notes[i]);
  fprintf(f, " */\n#ifndef BAO_EVAL_WEIGHTS_H\n#define BAO_EVAL_WEIGHTS_H\n\n"
             "/* Each row keyed by its variant's enum name: a variant added "
             "to the enum\n * without its rows fails eval.c's "
             "_Static_assert on this table's size. */\n"
             "static const int bao_eval_weights[][BAO_EVAL_NF] = {\n");
  for (s = 0; s < BAO_EVAL_SETS; s++) {
    const set_data *from = sets[s].fitted ? &sets[s] : &sets[s % 2];
    const char *name = bao_variant_name((enum bao_variant)(s / 2));
    fprintf(f, "    /* %s, %s%s */\n    [BAO_EVAL_SET(BAO_",
            name, s % 2 ? "namua" : "mtaji",
            sets[s].fitted ? "" : ": not fitted, Bao la Kiswahili's");
    for (i = 0; name[i]; i++)
      fputc(toupper((unsigned char)name[i]), f);
    fprintf(f, ", %s)] = {", s % 2 ? "BAO_EVAL_NAMUA" : "BAO_EVAL_MTAJI");
    for (i = 0; i < BAO_EVAL_NF; i++)
      fprintf(f, "%s%ld", !i ? "" : i % BAO_EF_SIDE ? ", " : ",\n     ",
              lround(from->w[i] * ELO_PER_LOGIT * BAO_EVAL_UNIT * scale));
    fprintf(f, "}%s\n", s + 1 < BAO_EVAL_SETS ? "," : "");
  }
  fprintf(f, "};\n\n#endif\n");
}

int main(int argc, char **argv)
{
  static set_data sets[BAO_EVAL_SETS];
  const char *out = NULL, *test = NULL;
  char *notes[MAX_NOTES];
  double scale = 1.0, ridge = 1.0;
  int i, n_notes = 0;
  FILE *f;
  for (i = 1; i + 1 < argc; i += 2) {
    if (!strcmp(argv[i], "--out"))
      out = argv[i + 1];
    else if (!strcmp(argv[i], "--scale"))
      scale = atof(argv[i + 1]);
    else if (!strcmp(argv[i], "--ridge"))
      ridge = atof(argv[i + 1]);
    else if (!strcmp(argv[i], "--test"))
      test = argv[i + 1];
    else if (!strcmp(argv[i], "--note") && n_notes < MAX_NOTES)
      notes[n_notes++] = argv[i + 1];
    else
      break;
  }
  if (!out || i != argc) {
    fprintf(stderr, "usage: fit --out FILE [--scale T] [--ridge L] "
                    "[--test FILE] [--note TEXT]... < lines\n");
    return 2;
  }
  if (!read_rows(stdin, sets)) {
    fprintf(stderr, "fit: a line is not gen's, or out of memory\n");
    return 1;
  }
  for (i = 0; i < BAO_EVAL_SETS; i++)
    fit_set(&sets[i], i, ridge);
  if (!sets[0].fitted || !sets[1].fitted) {
    fprintf(stderr, "fit: Bao la Kiswahili's sets need data\n");
    return 1;
  }
  if (test && !report_test(test, sets))
    return 1;
  f = fopen(out, "w");
  if (!f)
    return 1;
  write_header(f, sets, scale, notes, n_notes);
  return fclose(f) ? 1 : 0;
}
