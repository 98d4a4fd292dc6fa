/* walk.h - what the walk (replay.c) and the renderers inside the library
 * share beside replay.h's public API.  Not installed. */
#ifndef BAO_WALK_H
#define BAO_WALK_H

#include "bao/replay.h"
#include "bao/solve.h"

/* A renderer's flag inside the library (beside replay.h's public ones):
 * none of its callbacks reads p->token, so that a walk whose renderers
 * all say so does not write the token of every ply (bao check). */
#define BAO_RENDERER_NO_TOKEN_ 0x100u

/* deep.c: a game's plies judged under a budget before it is walked
 * (opts.deepen).  walk_deep_game walks game g's own line with a walk of
 * its own (the collector its one renderer, o without analysis), deepens
 * the judgements and sums up what they reached into `game` and `total`;
 * walk_deep_said is ply i's deepest judgement (NULL: none), and in
 * `why` what to note of it ("" when nothing). */
typedef struct walk_deep {
  bao_deep_ply *ply;
  size_t n, cap;
  size_t over;          /* the game's plies past BAO_DEEP_PLIES, not kept */
  size_t over_total;    /* the same, every game walked                  */
  bao_walk *walk;       /* the collector's, made at the first game     */
  bao_solver *solver;
  int failed;           /* memory or a search failed: `problem` says it */
  bao_diag problem;
} walk_deep;

void walk_deep_free(walk_deep *k);
void walk_deep_game(walk_deep *k, const bao_replay_opts *o, const bao_game *g,
                    bao_deep_summary *game, bao_deep_summary *total);
const bao_judgement *walk_deep_said(const walk_deep *k, size_t i, char *why,
                                    size_t size);

#endif
