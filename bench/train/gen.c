/* gen.c - the training data of the learnt evaluation (docs/engine.md):
 * games played here (selfplay.h), every position labelled with the
 * game's result for its side to move.
 *
 *   gen --variant V --games G --seed S [--nodes N] [--random-plies K]
 *       [--max-plies M]
 *
 * Defaults: 1000 nodes, 6 random plies, 300 plies; --nodes 0 plays
 * random games.  Every position before the end is a line on stdout:
 *   SET LABEL GAME f0 f1 ... f20
 * SET the weight set (eval.h: 2 * variant + namua), LABEL the result for
 * the side to move in halves (0 lost, 1 draw, 2 won), GAME the game's
 * number, then the features (bao_eval_features).  A summary goes to
 * stderr: games, positions, wins of South and North, draws, capped games,
 * mean length, processor seconds. */
#include <stdio.h>
#include <time.h>

#include "search/eval.h"
#include "selfplay.h"

typedef struct tally {
  long positions, won[2], draws, capped, plies;
} tally;

static void write_rows(const sp_pos *pos, const sp_game *g, long n)
{
  int i, j, f[BAO_EVAL_NF];
  for (i = 0; i < g->count; i++) {
    int set = bao_eval_features(&pos[i].p, f);
    printf("%d %d %ld", set, sp_halves(g, pos[i].p.to_move), n);
    for (j = 0; j < BAO_EVAL_NF; j++)
      printf(" %d", f[j]);
    putchar('\n');
  }
}

static int parse(int argc, char **argv, sp_opts *o, long *games)
{
  int i;
  o->variant = BAO_KISWAHILI;
  o->random_plies = 6;
  o->max_plies = 300;
  o->seed = 1;
  o->nodes = 1000;
  *games = 100;
  for (i = 1; i + 1 < argc; i += 2) {
    int r = sp_option(o, argv[i], argv[i + 1]);
    if (r < 0)
      return 0;
    if (!r && !strcmp(argv[i], "--games"))
      *games = atol(argv[i + 1]);
    else if (!r)
      return 0;
  }
  return i == argc && o->max_plies > 0 && *games > 0;
}

int main(int argc, char **argv)
{
  sp_opts o;
  sp_game g;
  tally t = {0, {0, 0}, 0, 0, 0};
  bao_player *pl;
  sp_pos *pos;
  long n, games;
  /* the variants to train, from the engine's own enum: train.sh asks, so
   * that a variant added there is trained without a list to keep */
  if (argc == 2 && !strcmp(argv[1], "--variants")) {
    int v;
    for (v = 0; v < BAO_VARIANTS; v++)
      printf("%s\n", bao_variant_name((enum bao_variant)v));
    return 0;
  }
  if (!parse(argc, argv, &o, &games)) {
    fprintf(stderr, "usage: gen --variant V --games G --seed S [--nodes N]"
                    " [--random-plies K] [--max-plies M]\n"
                    "       gen --variants\n");
    return 2;
  }
  pl = bao_player_new((size_t)1 << 20, NULL);
  pos = malloc((size_t)o.max_plies * sizeof *pos);
  if (!pl || !pos)
    return 1;
  for (n = 1; n <= games; n++) {
    if (!sp_play(&o, n, pl, pos, &g))
      return 1;
    write_rows(pos, &g, n);
    t.positions += g.count;
    t.plies += g.count;
    t.capped += g.capped;
    if (g.winner < 0)
      t.draws++;
    else
      t.won[g.winner]++;
  }
  fprintf(stderr,
          "gen: %s, %ld games, %ld positions; South %ld, North %ld, draws "
          "%ld (capped %ld); %.1f plies a game; %.1f s\n",
          bao_variant_name((enum bao_variant)o.variant), games, t.positions,
          t.won[0], t.won[1], t.draws, t.capped,
          (double)t.plies / (double)games, (double)clock() / CLOCKS_PER_SEC);
  free(pos);
  bao_player_free(pl);
  return 0;
}
