/* puzzles.c - bao_puzzles_renderer (puzzles.h): the positions of the
 * walked games with a unique shortest forced win, written as YAML
 * records. */
#include <stdlib.h>
#include <string.h>

#include "bao/puzzles.h"
#include "bao/record.h"
#include "base/keyset.h"
#include "search/solver.h" /* bao_solver_key */

/* ---- the positions already written, by Zobrist key ------------------------ */

/* 1 if key was new (and is now remembered), 0 if seen, -1 out of memory. */
static int remember(bao_puzzles_ctx *c, uint64_t key)
{
  return keyset_add(&c->seen.keys, &c->seen.cap, &c->seen.n, key, 1024);
}

void bao_puzzles_free(bao_puzzles_ctx *c)
{
  free(c->seen.keys);
  memset(&c->seen, 0, sizeof c->seen);
}

/* ---- one puzzle ------------------------------------------------------------ */

/* The tags of the source game a puzzle keeps. */
static const char *const kept_tags[] = {"event", "site", "date", "round",
                                        "south", "north", "source"};

static int puzzle_tags(const bao_puzzles_ctx *c, const bao_replay *r,
                       bao_game *g, size_t ply, int side, int n)
{
  char text[4200], rules[512];
  size_t i;
  for (i = 0; i < sizeof kept_tags / sizeof kept_tags[0]; i++) {
    const char *v = bao_game_tag(r->game, kept_tags[i]);
    if (v && !bao_game_set_tag(g, kept_tags[i], v))
      return 0;
  }
  snprintf(text, sizeof text, "%s to move and win in %d",
           side == BAO_SOUTH ? "South" : "North", n);
  if (!bao_game_set_tag(g, "puzzle", text))
    return 0;
  snprintf(text, sizeof text, "%s game %d ply %zu",
           c->path ? c->path : "-", r->game->index, ply);
  if (bao_rules_format(&r->rules, rules, sizeof rules) >= sizeof rules)
    return 0;
  return bao_game_set_tag(g, "puzzle-of", text) &&
         bao_game_set_tag(g, "result", side == BAO_SOUTH ? "1-0" : "0-1") &&
         bao_game_set_tag(g, "variant", bao_variant_name(r->rules.variant)) &&
         bao_game_set_tag(g, "dialect", bao_dialect_name(BAO_DIALECT_DEVOOGT)) &&
         (!rules[0] || bao_game_set_tag(g, "rules", rules));
}

/* Writes the puzzle of position p (before ply `ply`, 1-based), solved as
 * s: its set-up and solution line.  0 with c->problem. */
static int write_puzzle(bao_puzzles_ctx *c, const bao_replay *rp,
                        const bao_position *p, size_t ply,
                        const bao_solve_result *s)
{
  bao_game g;
  char line[BAO_LINE_MAX], token[BAO_TOKEN_MAX];
  int i, ok, side = p->to_move;
  bao_game_init(&g);
  bao_position_format(p, line, sizeof line);
  ok = (g.setup = bao_game_strdup(&g, line)) != NULL &&
       puzzle_tags(c, rp, &g, ply, p->to_move, s->n);
  for (i = 0; ok && i < s->pv_len; i++, side = !side) {
    bao_ply_src *src = bao_game_add_ply(&g);
    bao_move_token(&s->pv[i], side, token, sizeof token);
    ok = src && (src->token = bao_game_strdup(&g, token)) != NULL;
    if (src)
      src->side = side;
  }
  if (!ok)
    bao_diag_set(&c->problem, bao_mark_column(0), "out of memory");
  else
    ok = bao_yaml_write(c->out, &g, 1, &c->problem);
  bao_game_free(&g);
  c->written += ok;
  return ok;
}

/* Whether p, which the side to move wins with one first move only, has
 * the choice of moves a puzzle asks for: 1, 0, or -1 when its moves could
 * not be sown (the solver's lap budget). */
static int enough_moves(bao_puzzles_ctx *c, const bao_position *p)
{
  bao_movelist list;
  int n;
  if (c->min_moves <= 1)
    return 1;
  n = bao_solver_moves(c->solver, p, &list);
  if (bao_solver_stopped(c->solver))
    return -1;
  return n >= c->min_moves;
}

/* A puzzle: the side to move wins in n <= depth with one first move only,
 * n >= min_depth, with at least min_moves legal moves.  0 with c->problem
 * when the walk must stop. */
static int try_position(bao_puzzles_ctx *c, const bao_replay *rp,
                        const bao_position *p, size_t ply)
{
  bao_solve_result r;
  int fresh;
  if (!bao_solve(c->solver, p, c->depth, &r, &c->problem)) {
    /* a search the node budget cut: unknown, counted, not a puzzle */
    if (bao_solver_stopped(c->solver) != BAO_SOLVER_OUT_OF_NODES)
      return 0;
    c->unsearched++;
    return 1;
  }
  if (r.verdict != BAO_VERDICT_WIN || r.winners != 1 || r.n < c->min_depth)
    return 1;
  if ((fresh = enough_moves(c, p)) <= 0)
    return fresh == 0 || bao_solver_laps_diag(c->solver, &c->problem);
  if ((fresh = remember(c, bao_solver_key(c->solver, p))) < 0)
    return bao_diag_set(&c->problem, bao_mark_column(0), "out of memory");
  return !fresh || write_puzzle(c, rp, p, ply, &r);
}

static int puzzles_ply(void *ctx, const bao_replay *r, const bao_ply_report *p)
{
  bao_puzzles_ctx *c = ctx;
  if (!try_position(c, r, p->before, p->ply + 1))
    return c->failed = 1, 0;
  return 1;
}

/* The position after the last ply is one too (a game that stops before
 * its end, as a resignation does). */
static int puzzles_end(void *ctx, const bao_replay *r)
{
  bao_puzzles_ctx *c = ctx;
  if (r->setup_failed || r->failed || r->stopped)
    return 1;
  if (!try_position(c, r, &r->final, r->done + 1))
    return c->failed = 1, 0;
  return 1;
}

const bao_renderer bao_puzzles_renderer = {.ply = puzzles_ply,
                                           .end = puzzles_end};
