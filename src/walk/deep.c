/* deep.c - the walk's judgements under a budget (replay.h, opts.deepen):
 * a game's own line is walked once by a walk of its own with no renderer
 * but the collector here (and no analysis), its plies kept, and judged as deep as the budget allows by bao_judge_deepen
 * (solve.h) before the game is walked for the renderers, which then read
 * each ply's deepest judgement.  The deepening itself is the one of bao
 * analyze: a ply judged at depth d says what bao_judge_move says at d. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/util.h"
#include "walk/walk.h"

void walk_deep_free(walk_deep *k)
{
  free(k->ply);
  bao_walk_free(k->walk);
  bao_solver_free(k->solver);
  memset(k, 0, sizeof *k);
}

/* The collector: the position before each ply of the game's own line and
 * the move played there, in order (variations are not judged). */
static int keep_ply(void *ctx, const bao_replay *r, const bao_ply_report *p)
{
  walk_deep *k = ctx;
  (void)r;
  if (k->n >= BAO_DEEP_PLIES) { /* a bound of a game's memory */
    k->over++;
    return 1;
  }
  if (p->ply != k->n) /* (never: the game's line comes in order) */
    return 1;
  if (k->n == k->cap) {
    size_t cap = k->cap ? 2 * k->cap : 64;
    bao_deep_ply *ply = realloc(k->ply, cap * sizeof *ply);
    if (!ply) {
      bao_diag_set(&k->problem, bao_mark_column(0), "out of memory");
      k->failed = 1;
      return 0;
    }
    k->ply = ply;
    k->cap = cap;
  }
  memset(&k->ply[k->n], 0, sizeof k->ply[k->n]);
  k->ply[k->n].before = *p->before;
  k->ply[k->n++].played = p->outcome->move;
  return 1;
}

static const bao_renderer walk_deep_collector = {
    .ply = keep_ply, .flags = BAO_RENDERER_MOVE_ONLY | BAO_RENDERER_NO_TOKEN_};


/* What the game's plies reached, into `game` (games: 1). */
static void summarise(const walk_deep *k, int max_depth, bao_deep_summary *game)
{
  size_t i;
  memset(game, 0, sizeof *game);
  game->games = 1;
  game->shallowest = game->deepest = -1;
  for (i = 0; i < k->n; i++) {
    const bao_deep_ply *p = &k->ply[i];
    if (p->depth < 0)
      game->unjudged++;
    else if (game->deepest < 0 || p->depth < game->shallowest)
      game->shallowest = p->depth;
    if (p->depth > game->deepest)
      game->deepest = p->depth;
    game->capped += p->capped != 0;
    /* the deepening ends by itself only when every ply is capped or
       at max_depth: any other ply was left by the clock */
    game->out |= !p->capped && p->depth < max_depth;
  }
}

/* Adds a game's summary to the walk's. */
static void add_up(bao_deep_summary *total, const bao_deep_summary *game)
{
  if (!total->games)
    total->shallowest = total->deepest = -1;
  total->games += game->games;
  if (game->shallowest >= 0 &&
      (total->shallowest < 0 || game->shallowest < total->shallowest))
    total->shallowest = game->shallowest;
  if (game->deepest > total->deepest)
    total->deepest = game->deepest;
  total->unjudged += game->unjudged;
  total->capped += game->capped;
  total->out |= game->out;
}

/* The walk of the collector and the solver, made at the first game; 0
 * with k->problem when out of memory. */
static int deep_setup(walk_deep *k, const bao_replay_opts *o)
{
  bao_replay_opts plain = *o;
  plain.analysis = plain.events = 0;
  plain.deepen = NULL;
  if (!k->walk && (k->walk = bao_walk_new(&plain, &k->problem)) != NULL)
    bao_walk_add(k->walk, &walk_deep_collector, k);
  if (!k->walk)
    return 0;
  if (!k->solver && !(k->solver = bao_solver_new(0, &k->problem)))
    return 0;
  /* the caller's clock, and a node budget for each search */
  bao_solver_set_stop(k->solver, o->deepen_stop, o->deepen->ctx);
  bao_solver_set_nodes(k->solver, BAO_ANALYSIS_NODES);
  return 1;
}

void walk_deep_game(walk_deep *k, const bao_replay_opts *o, const bao_game *g,
                    bao_deep_summary *game, bao_deep_summary *total)
{
  k->n = k->over = 0;
  k->failed = !deep_setup(k, o);
  if (!k->failed) /* its diagnostics are the walk's own to give */
    bao_walk_game(k->walk, g, NULL);
  if (!k->failed &&
      !bao_judge_deepen(k->solver, k->ply, k->n, o->deepen, &k->problem))
    k->failed = 1;
  if (o->deepen->progress) /* done: what it showed may go */
    o->deepen->progress(o->deepen->ctx, 0, k->n, k->n);
  if (k->failed) { /* no ply is judged, each says why (k->problem) */
    size_t i;
    for (i = 0; i < k->n; i++)
      k->ply[i].depth = -1;
  }
  k->over_total += k->over;
  summarise(k, o->deepen->max_depth, game);
  add_up(total, game);
}

const bao_judgement *walk_deep_said(const walk_deep *k, size_t i, char *why,
                                    size_t size)
{
  const bao_deep_ply *p = i < k->n ? &k->ply[i] : NULL;
  why[0] = '\0';
  if (p && p->depth >= 0 && p->capped)
    snprintf(why, size, "judged to depth %d only: %s", p->depth,
             p->why.message);
  else if (!p && k->over)
    snprintf(why, size, "not judged: a game's first %d plies are judged "
             "under the budget, no more", BAO_DEEP_PLIES);
  else if (!p || p->depth < 0)
    snprintf(why, size, "not judged: %s",
             k->failed ? k->problem.message
             : p && p->capped ? p->why.message
                              : "the time budget ran out");
  return p && p->depth >= 0 ? &p->j : NULL;
}
