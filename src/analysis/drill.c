/* drill.c - bao_drill_renderer (drill.h): the exercises of the walked
 * games (a win to find, a game to save), each asked of the exact search
 * once more for the facts its rating needs, and the rating itself. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bao/drill.h"
#include "bao/notation.h"
#include "bao/record.h"
#include "base/keyset.h"
#include "base/util.h" /* bao_grow */
#include "search/solver.h"    /* bao_solver_key */

/* ---- the rating (drill.h: the rule) ---------------------------------------- */

static int capped(int v, int cap) { return v < 0 ? 0 : v > cap ? cap : v; }

int bao_drill_points(const bao_drill_facts *f)
{
  int depth = capped(2 * (f->n - 1), 4);
  int choice = f->right == 1 ? 2 : f->right == 2 ? 1 : 0;
  int defender = f->replies >= 10 ? 2 : f->replies >= 5 ? 1 : 0;
  int sowing = f->laps >= 4 ? 2 : f->laps >= 2 ? 1 : 0;
  return depth + choice + defender + sowing;
}

int bao_drill_rating(const bao_drill_facts *f)
{
  return 1 + (bao_drill_points(f) * 4 + 5) / 10;
}

/* ---- the positions already taken, by Zobrist key ------------------------- */

/* 1 if key was new (and is now remembered), 0 if seen, -1 out of memory:
 * an open-addressing set, as puzzles.c keeps its own. */
static int remember(bao_drill_ctx *c, uint64_t key)
{
  return keyset_add(&c->seen.keys, &c->seen.cap, &c->seen.n, key, 256);
}

void bao_drill_free(bao_drill_ctx *c)
{
  free(c->seen.keys);
  free(c->ex);
  memset(&c->seen, 0, sizeof c->seen);
  c->ex = NULL;
  c->n = c->cap = 0;
}

/* ---- one exercise ----------------------------------------------------------- */

/* What an exercise is made from: the position, the task, its bound, and
 * what the game did there. */
typedef struct candidate {
  const bao_position *before;
  int task, n, origin, lost_in;
  const char *played;
  long ply;
} candidate;

static int oom(bao_drill_ctx *c)
{
  bao_diag_set(&c->problem, bao_mark_column(0), "out of memory");
  return 0;
}

static void game_title(const bao_replay *r, char *buf, size_t size)
{
  const char *s = bao_game_tag(r->game, "south");
  const char *n = bao_game_tag(r->game, "north");
  const char *site = bao_game_tag(r->game, "site");
  const char *date = bao_game_tag(r->game, "date");
  int k = snprintf(buf, size, "%s \xe2\x80\x93 %s", s ? s : "South",
                   n ? n : "North");
  if ((site || date) && k > 0 && (size_t)k < size)
    snprintf(buf + k, size - (size_t)k, " (%s%s%s)", site ? site : "",
             site && date ? ", " : "", date ? date : "");
}

/* The laps move m sows from p: its lap events. */
static int laps_of(const bao_position *p, const bao_move *m)
{
  bao_events ev;
  bao_position after;
  size_t i;
  int laps = 0;
  bao_events_init(&ev);
  bao_position_play(p, m, &after, &ev, NULL);
  for (i = 0; i < ev.count; i++)
    laps += ev.ev[i].kind == BAO_EV_LAP;
  bao_events_free(&ev);
  return laps;
}

/* The facts of the rating, first right move `first` of the moves `v`. */
static void facts_of(bao_drill_ctx *c, const candidate *k,
                     const bao_move_verdict *v, int count, int right,
                     int first, bao_drill_facts *f)
{
  bao_position after;
  bao_movelist replies;
  f->n = k->task == BAO_TASK_WIN ? k->n : k->lost_in;
  f->right = right;
  f->legal = count;
  f->replies = 0;
  if (bao_position_play(k->before, &v[first].move, &after, NULL, NULL) == 1)
    f->replies = bao_solver_moves(c->solver, &after, &replies);
  f->laps = laps_of(k->before, &v[first].move);
}

/* Whether move verdict v is a right answer of the task. */
static int right_answer(const candidate *k, const bao_move_verdict *v)
{
  return k->task == BAO_TASK_WIN ? v->verdict == BAO_VERDICT_WIN
                                 : v->verdict != BAO_VERDICT_LOSS;
}

/* Makes the exercise of candidate k when the search says it asks
 * something (some move right, some not; a puzzle: one right only) and
 * its position is new.  0 with c->problem when the walk must stop. */
static int try_exercise(bao_drill_ctx *c, const bao_replay *r,
                        const candidate *k)
{
  bao_move_verdict v[BAO_MAX_MOVES];
  bao_drill_exercise *e;
  int i, count = 0, right = 0, first = -1, fresh;
  if (!bao_solve_moves(c->solver, k->before, k->n, v, &count, &c->problem)) {
    if (bao_solver_stopped(c->solver) != BAO_SOLVER_OUT_OF_NODES)
      return 0;
    c->unsearched++;
    return 1;
  }
  for (i = 0; i < count; i++)
    if (right_answer(k, &v[i]) && right++ == 0)
      first = i;
  if (right == 0 || right == count ||
      (k->origin == BAO_ORIGIN_PUZZLE && right != 1))
    return 1;
  if ((fresh = remember(c, bao_solver_key(c->solver, k->before))) <= 0)
    return fresh == 0 || oom(c);
  if (!bao_grow((void **)&c->ex, &c->cap, c->n + 1, sizeof *c->ex))
    return oom(c);
  e = &c->ex[c->n++];
  memset(e, 0, sizeof *e);
  bao_position_format(k->before, e->position, sizeof e->position);
  e->pos = *k->before;
  e->rules = r->rules;
  e->task = k->task;
  e->n = k->n;
  e->origin = k->origin;
  snprintf(e->played, sizeof e->played, "%s", k->played ? k->played : "");
  e->ply = k->ply;
  game_title(r, e->game, sizeof e->game);
  facts_of(c, k, v, count, right, first, &e->facts);
  e->rating = bao_drill_rating(&e->facts);
  return 1;
}

/* ---- the walk ----------------------------------------------------------------- */

/* A record that is a puzzle (`bao puzzles` writes a `puzzle` tag) is one
 * exercise: its set-up; its moves are its solution, not a game. */
static int drill_begin(void *ctx, const bao_replay *r)
{
  bao_drill_ctx *c = ctx;
  bao_solve_result s;
  candidate k;
  /* a game of another variant than the one kept gives nothing */
  c->other = c->only && (int)r->rules.variant != c->only - 1;
  c->skip = !r->setup_failed && bao_game_tag(r->game, "puzzle") != NULL;
  if (!c->skip || c->other)
    return 1;
  if (!bao_solve(c->solver, &r->start, c->depth, &s, &c->problem)) {
    if (bao_solver_stopped(c->solver) != BAO_SOLVER_OUT_OF_NODES)
      return c->failed = 1, 0;
    c->unsearched++;
    return 1;
  }
  if (s.verdict != BAO_VERDICT_WIN)
    return 1;
  memset(&k, 0, sizeof k);
  k.before = &r->start;
  k.task = BAO_TASK_WIN;
  k.n = s.n;
  k.origin = BAO_ORIGIN_RECORD;
  return try_exercise(c, r, &k) || (c->failed = 1, 0);
}

static int drill_ply(void *ctx, const bao_replay *r, const bao_ply_report *p)
{
  bao_drill_ctx *c = ctx;
  const bao_judgement *j = p->judgement;
  candidate k;
  char played[BAO_DIALECT_TOKEN_MAX];
  if (c->skip || c->other || p->depth != 0 || !j || !p->after)
    return 1;
  memset(&k, 0, sizeof k);
  k.before = p->before;
  /* an AP record's move in AP's cells, as its player reads it; the
   * canonical token otherwise */
  k.played = p->token;
  if (r->dialect == BAO_DIALECT_AP && p->outcome &&
      bao_outcome_token(p->outcome, p->side, BAO_DIALECT_AP, played,
                        sizeof played) < BAO_TOKEN_MAX)
    k.played = played;
  k.ply = (long)p->ply + 1;
  if (j->mark == BAO_JUDGE_MISSED_WIN) {
    k.task = BAO_TASK_WIN, k.n = j->win_n, k.origin = BAO_ORIGIN_MISSED_WIN;
  } else if (j->mark == BAO_JUDGE_BLUNDER) {
    k.task = BAO_TASK_SAVE, k.n = j->depth, k.origin = BAO_ORIGIN_BLUNDER;
    k.lost_in = j->refuted_n;
  } else if (j->win_n >= 2) {
    k.task = BAO_TASK_WIN, k.n = j->win_n, k.origin = BAO_ORIGIN_PUZZLE;
  } else {
    return 1;
  }
  return try_exercise(c, r, &k) || (c->failed = 1, 0);
}

const bao_renderer bao_drill_renderer = {.begin = drill_begin,
                                         .ply = drill_ply};
