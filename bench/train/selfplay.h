/* selfplay.h - one game of the engine against itself, after a few random
 * plies, for the trainer (gen.c) and the calibration (calibrate.c): both
 * label positions with the result of games played the same way.  Not
 * part of the library.
 *
 * Game n of seed S: its first `random_plies` plies are uniformly random
 * legal moves drawn from a splitmix64 stream seeded by S and n (the
 * games differ, and each can be made again alone); then both sides play
 * bao_player_think's best move within `nodes` nodes of a cleared player
 * (so that a move depends on its position alone), or go on at random
 * when `nodes` is 0.  The game ends:
 *   - when the side to move has no move: it has lost;
 *   - when the move chosen never ends (R17): a draw (a move past the
 *     seed cap loses for its mover, player.h);
 *   - after `max_plies` plies: counted a draw, a game nobody managed to
 *     win (the caller counts how often, `capped`). */
#ifndef BAO_TRAIN_SELFPLAY_H
#define BAO_TRAIN_SELFPLAY_H

#include <stdlib.h>
#include <string.h>

#include "bao/bao.h"
#include "bao/player.h"
#include "base/splitmix.h"

#define SP_NO_SCORE (-(BAO_SCORE_WIN + 1)) /* a random ply: not searched */

typedef struct sp_opts {
  int variant, random_plies, max_plies;
  uint64_t seed, nodes;
} sp_opts;

/* A position of the game, before its ply was played. */
typedef struct sp_pos {
  bao_position p;
  int score; /* the root score of the search that chose the move, for
                p's side to move; SP_NO_SCORE for a random ply           */
} sp_pos;

typedef struct sp_game {
  int count;  /* positions in `pos` (plies played, and the last one's
                 position when it has no move is not kept)              */
  int winner; /* BAO_SOUTH, BAO_NORTH, or -1 for a draw                   */
  int capped; /* 1 if the game reached max_plies                          */
} sp_game;

static inline int sp_pick(uint64_t *state, int n)
{
  return (int)(bao_splitmix_next(state) % (uint64_t)n);
}

/* The index in `list` of the move the player chooses (its score in
 * *score), or -1 when out of memory. */
static inline int sp_engine(bao_player *pl, const bao_position *p,
                            const bao_movelist *list, uint64_t nodes,
                            int *score)
{
  bao_think_limits lim;
  bao_think_result *res = malloc(sizeof *res);
  int i, found = -1;
  lim.depth = 0;
  lim.nodes = nodes;
  if (!res)
    return -1;
  bao_player_clear(pl);
  if (bao_player_think(pl, p, &lim, 0, res, NULL) && res->count > 0) {
    *score = res->line[0].score;
    for (i = 0; i < list->count && found < 0; i++)
      if (!memcmp(&list->item[i].move, &res->line[0].move, sizeof(bao_move)))
        found = i;
  }
  free(res);
  return found;
}

/* Plays game n into `pos` (room for max_plies); 0 when out of memory. */
static inline int sp_play(const sp_opts *o, long n, bao_player *pl,
                          sp_pos *pos, sp_game *g)
{
  bao_rules rules = bao_rules_variant((enum bao_variant)o->variant);
  bao_position p;
  bao_movelist *list = malloc(sizeof *list);
  bao_budget *budget = malloc(sizeof *budget);
  uint64_t state = bao_splitmix_mix(o->seed ^ bao_splitmix_mix((uint64_t)n));
  int ply, ok = list && budget;
  g->count = 0;
  g->winner = -1;
  g->capped = 0;
  bao_position_start(&p, &rules);
  if (ok)
    bao_budget_init(budget, BAO_LAP_BUDGET);
  for (ply = 0; ok && ply < o->max_plies; ply++) {
    const bao_outcome *chosen;
    int k, score = SP_NO_SCORE;
    bao_position_moves_from(&p, -1, list, budget);
    if (!list->count) {
      g->winner = 1 - p.to_move;
      break;
    }
    k = ply < o->random_plies || !o->nodes
            ? sp_pick(&state, list->count)
            : sp_engine(pl, &p, list, o->nodes, &score);
    if (k < 0) {
      ok = 0;
      break;
    }
    pos[g->count].p = p;
    pos[g->count].score = score;
    g->count++;
    chosen = &list->item[k];
    if (chosen->period) {
      g->winner = chosen->period == BAO_PERIOD_CAP ? 1 - p.to_move : -1;
      break;
    }
    p = chosen->after;
  }
  g->capped = ok && ply == o->max_plies;
  free(list);
  free(budget);
  return ok;
}

/* The result of a game for `side`, in halves: 0 lost, 1 drawn, 2 won. */
static inline int sp_halves(const sp_game *g, int side)
{
  return g->winner < 0 ? 1 : g->winner == side ? 2 : 0;
}

/* Reads one "--name value" pair that both programs take into o: 1 if
 * read, 0 if the name is not one of them, -1 for an unknown variant. */
static inline int sp_option(sp_opts *o, const char *k, const char *v)
{
  if (!strcmp(k, "--variant"))
    return bao_variant_parse(v, &o->variant) ? 1 : -1;
  if (!strcmp(k, "--seed"))
    o->seed = strtoull(v, NULL, 10);
  else if (!strcmp(k, "--nodes"))
    o->nodes = strtoull(v, NULL, 10);
  else if (!strcmp(k, "--random-plies"))
    o->random_plies = atoi(v);
  else if (!strcmp(k, "--max-plies"))
    o->max_plies = atoi(v);
  else
    return 0;
  return 1;
}

#endif
