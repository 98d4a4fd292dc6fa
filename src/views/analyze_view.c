/* analyze_view.c - bao analyze's renderer of the walk (view.h): each
 * ply's judgement (analyze.c, solve.h) as a line of data. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/sink.h"
#include "bao/engine_judge.h"
#include "bao/solve.h"
#include "bao/replay.h"
#include "bao/view.h"

/* ---- the engine's columns (analyze --engine), after the exact ones ---- */

/* Ends a ply's line: with a->engine, four more fields first, the
 * engine's score before the move and after it (bao_score_format, the
 * mover's view), its preferred move and its estimate mark
 * (engine_judge.h), or "-\t-\t-\tnot-judged" when it could not search;
 * `exact` is the ply's exact judgement, or NULL when it has none. */
static int line_end(bao_analyze_ctx *a, const bao_position *before,
                    const bao_move *played, const bao_judgement *exact)
{
  bao_engine_judgement e;
  char was[32], now[32], best[BAO_TOKEN_MAX];
  bao_diag d;
  if (!a->engine)
    return sink_printf(a->out, "\n");
  if (!bao_engine_judge_ply(a->engine, before, played, exact, &e, &d))
    return sink_printf(a->out, "\t-\t-\t-\tnot-judged\n");
  bao_score_format(e.before, was, sizeof was);
  bao_score_format(e.after, now, sizeof now);
  bao_move_token(&e.best, before->to_move, best, sizeof best);
  return sink_printf(a->out, "\t%s\t%s\t%s\t%s\n", was, now, best,
                     bao_engine_mark_name(e.mark));
}

/* ---- under a budget: the game's plies kept, judged once it ends ------- */

typedef struct deep_game {
  bao_deep_ply *ply;
  char (*token)[BAO_TOKEN_MAX];
  char *side;         /* 'S' or 'N' per ply                               */
  size_t count, cap;
  int over;           /* the game's plies passed BAO_DEEP_PLIES: the kept
                         ones are judged and written, the rest said so */
  char title[160];    /* "" or the "# ..." line of a game after the first */
} deep_game;

void bao_analyze_ctx_free(bao_analyze_ctx *a)
{
  deep_game *g = a->game;
  if (g) {
    free(g->ply);
    free(g->token);
    free(g->side);
    free(g);
  }
  a->game = NULL;
}

static int deep_grow(deep_game *g)
{
  size_t cap = g->cap ? 2 * g->cap : 64;
  bao_deep_ply *ply = realloc(g->ply, cap * sizeof *ply);
  char(*token)[BAO_TOKEN_MAX];
  char *side;
  if (ply)
    g->ply = ply;
  token = ply ? realloc(g->token, cap * sizeof *token) : NULL;
  if (token)
    g->token = token;
  side = token ? realloc(g->side, cap) : NULL;
  if (!side)
    return 0;
  g->side = side;
  g->cap = cap;
  return 1;
}

static int deep_end(bao_analyze_ctx *a);

/* A ply past a game's BAO_DEEP_PLIES (a bound of its memory): the plies
 * kept are judged and written first, then each later one as it comes. */
static int deep_over(bao_analyze_ctx *a, const bao_ply_report *p)
{
  deep_game *g = a->game;
  if (!g->over && !deep_end(a))
    return 0;
  g->over = 1;
  a->over++;
  return sink_printf(a->out, "%zu\t%c\t%s\tnot-judged\ta game's first %d "
                     "plies are judged under the budget, no more\tdepth=-",
                     p->ply + 1, p->side == BAO_SOUTH ? 'S' : 'N', p->token,
                     BAO_DEEP_PLIES) &&
         line_end(a, p->before, &p->outcome->move, NULL);
}

static int deep_keep(bao_analyze_ctx *a, const bao_replay *r,
                     const bao_ply_report *p)
{
  deep_game *g = a->game;
  if (!g && !(g = a->game = calloc(1, sizeof *g)))
    return bao_diag_set(&a->problem, bao_mark_column(0), "out of memory"),
           a->failed = 1, 0;
  if (p->ply == 0) {
    g->count = 0;
    g->over = 0;
    g->title[0] = 0;
    if (r->game->index > 1)
      bao_game_title(r->game, g->title, sizeof g->title);
  }
  if (p->ply >= BAO_DEEP_PLIES)
    return deep_over(a, p);
  if (g->count == g->cap && !deep_grow(g))
    return bao_diag_set(&a->problem, bao_mark_column(0), "out of memory"),
           a->failed = 1, 0;
  g->ply[g->count].before = *p->before;
  g->ply[g->count].played = p->outcome->move;
  snprintf(g->token[g->count], BAO_TOKEN_MAX, "%s", p->token);
  g->side[g->count++] = p->side == BAO_SOUTH ? 'S' : 'N';
  return 1;
}

static int deep_line(bao_analyze_ctx *a, const deep_game *g, size_t k)
{
  const bao_deep_ply *p = &g->ply[k];
  char detail[4 * BAO_PV_MAX * BAO_TOKEN_MAX], depth[16];
  if (p->depth < 0)
    snprintf(depth, sizeof depth, "-");
  else
    snprintf(depth, sizeof depth, "%d", p->depth);
  if (a->shallowest > p->depth)
    a->shallowest = p->depth;
  if (a->deepest < p->depth)
    a->deepest = p->depth;
  a->capped += p->capped != 0;
  if (p->depth < 0)
    return sink_printf(a->out, "%zu\t%c\t%s\tnot-judged\t%s\tdepth=-",
                       k + 1, g->side[k], g->token[k],
                       p->capped ? p->why.message
                                 : "the time budget ran out") &&
           line_end(a, &p->before, &p->played, NULL);
  bao_judgement_detail(&p->j, &p->before, detail, sizeof detail);
  return sink_printf(a->out, "%zu\t%c\t%s\t%s\t%s\tdepth=%s", k + 1,
                     g->side[k], g->token[k], bao_judge_name(p->j.mark),
                     detail, depth) &&
         line_end(a, &p->before, &p->played, &p->j);
}

static int deep_end(bao_analyze_ctx *a)
{
  deep_game *g = a->game;
  size_t k;
  if (!g || !g->count)
    return 1;
  if (g->title[0])
    sink_printf(a->out, "# %s\n", g->title);
  if (a->engine)
    bao_engine_new_game(a->engine);
  if (!bao_judge_deepen(a->solver, g->ply, g->count, &a->deep, &a->problem)) {
    a->failed = 1;
    return 0;
  }
  for (k = 0; k < g->count; k++)
    if (!deep_line(a, g, k))
      return 0;
  g->count = 0;
  return 1;
}

/* ---- at a fixed depth: each ply judged as it comes -------------------- */

/* A ply of a game whose judgements spent BAO_GAME_NODES: "not-judged"
 * and why (a game of any length costs a bounded work). */
static int game_spent(bao_analyze_ctx *a, const bao_ply_report *p)
{
  a->game_cut++;
  return sink_printf(a->out, "%zu\t%c\t%s\tnot-judged\tthe game's "
                     "judgements took their budget of %llu positions",
                     p->ply + 1, p->side == BAO_SOUTH ? 'S' : 'N', p->token,
                     (unsigned long long)BAO_GAME_NODES) &&
         line_end(a, p->before, &p->outcome->move, NULL);
}

/* bao_judge_move within the ply's node budget and what is left of the
 * game's, the nodes it took counted in the game's: 1, 0 (as
 * bao_judge_move), or -1 when what was left of the game's did not do. */
static int judge_counted(bao_analyze_ctx *a, const bao_ply_report *p,
                         bao_judgement *j)
{
  bao_solver_stats st;
  uint64_t from, left = BAO_GAME_NODES - a->game_nodes;
  int ok;
  bao_solver_stats_of(a->solver, &st);
  from = st.nodes;
  bao_solver_set_nodes(a->solver, left < BAO_ANALYSIS_NODES
                                      ? left : BAO_ANALYSIS_NODES);
  ok = bao_judge_move(a->solver, p->before, &p->outcome->move, a->depth, j,
                      &a->problem);
  bao_solver_set_nodes(a->solver, BAO_ANALYSIS_NODES);
  bao_solver_stats_of(a->solver, &st);
  a->game_nodes += st.nodes - from;
  if (!ok && left < BAO_ANALYSIS_NODES &&
      bao_solver_stopped(a->solver) == BAO_SOLVER_OUT_OF_NODES) {
    a->game_nodes = BAO_GAME_NODES; /* what was left did not do */
    return -1;
  }
  return ok;
}

static int analyze_ply(void *ctx, const bao_replay *r, const bao_ply_report *p)
{
  bao_analyze_ctx *a = ctx;
  bao_judgement j;
  char title[160], detail[4 * BAO_PV_MAX * BAO_TOKEN_MAX];
  int ok;
  if (a->deep.max_depth > 0)
    return deep_keep(a, r, p);
  if (p->ply == 0 && r->game->index > 1) {
    bao_game_title(r->game, title, sizeof title);
    sink_printf(a->out, "# %s\n", title);
  }
  if (p->ply == 0)
    a->game_nodes = 0;
  if (p->ply == 0 && a->engine)
    bao_engine_new_game(a->engine);
  if (a->game_nodes >= BAO_GAME_NODES)
    return game_spent(a, p);
  if ((ok = judge_counted(a, p, &j)) < 0)
    return game_spent(a, p);
  if (!ok) {
    int why = bao_solver_stopped(a->solver);
    if (why != BAO_SOLVER_OUT_OF_LAPS && why != BAO_SOLVER_OUT_OF_NODES) {
      a->failed = 1;
      return 0;
    }
    /* said, not guessed: the ply is reported unjudged, and the next one
     * has laps and nodes of its own */
    if (why == BAO_SOLVER_OUT_OF_LAPS)
      a->unjudged++;
    else
      a->unsearched++;
    return sink_printf(a->out, "%zu\t%c\t%s\tnot-judged\t%s", p->ply + 1,
                       p->side == BAO_SOUTH ? 'S' : 'N', p->token,
                       a->problem.message) &&
           line_end(a, p->before, &p->outcome->move, NULL);
  }
  bao_judgement_detail(&j, p->before, detail, sizeof detail);
  return sink_printf(a->out, "%zu\t%c\t%s\t%s\t%s", p->ply + 1,
                     p->side == BAO_SOUTH ? 'S' : 'N', p->token,
                     bao_judge_name(j.mark), detail) &&
         line_end(a, p->before, &p->outcome->move, &j);
}

static int analyze_end(void *ctx, const bao_replay *r)
{
  bao_analyze_ctx *a = ctx;
  (void)r;
  if (a->deep.max_depth > 0 && !deep_end(a))
    return 0;
  return sink_flush(a->out);
}

const bao_renderer bao_analyze_renderer = {.ply = analyze_ply,
                                           .end = analyze_end};
