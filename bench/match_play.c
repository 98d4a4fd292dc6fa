/* match_play.c - the players of the match harness, its games and its
 * statistics (match.h).  Processor time is the clock of the timed
 * players: other jobs on a shared machine do not shorten their moves.
 * It is the time of the thread that searches (the caller's, whose
 * helpers search as long), so that T threads get T times the processor
 * time of one: the same wall time where each thread has a core. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "match.h"

/* splitmix64: small, seedable, and the same stream on every machine. */
static uint64_t next_u64(uint64_t *state)
{
  uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

static int below(uint64_t *state, int n)
{
  return (int)(next_u64(state) % (uint64_t)n);
}

/* A seed for a sub-stream: the match seed mixed with what it is for, so
 * that an opening does not depend on how many moves another game drew. */
static uint64_t mix(uint64_t seed, uint64_t a, uint64_t b)
{
  uint64_t s = seed ^ (a * 0xd1b54a32d192ed03ULL) ^ (b * 0x8cb92ba72f3d8dd7ULL);
  return next_u64(&s);
}

int match_agent_parse(const char *text, match_agent *a)
{
  static const struct { const char *prefix; int kind; } kinds[] = {
    {"nodes:", MATCH_NODES}, {"level:", MATCH_LEVEL}, {"time:", MATCH_TIME}};
  size_t i;
  char *end;
  memset(a, 0, sizeof *a);
  if (strlen(text) >= sizeof a->name)
    return 0;
  strcpy(a->name, text);
  if (strcmp(text, "random") == 0 || strcmp(text, "greedy") == 0) {
    a->kind = text[0] == 'r' ? MATCH_RANDOM : MATCH_GREEDY;
    return 1;
  }
  for (i = 0; i < sizeof kinds / sizeof kinds[0]; i++) {
    size_t n = strlen(kinds[i].prefix);
    if (strncmp(text, kinds[i].prefix, n) != 0)
      continue;
    a->kind = kinds[i].kind;
    if (text[n] < '0' || text[n] > '9')
      return 0;
    a->param = strtoull(text + n, &end, 10);
    a->threads = 1;
    if (*end == '/') {
      char *t = end + 1;
      long k = *t >= '0' && *t <= '9' ? strtol(t, &end, 10) : 0;
      if (k < 1 || k > 64)
        return 0;
      a->threads = (int)k;
    }
    if (*end || !a->param)
      return 0;
    return a->kind != MATCH_LEVEL || bao_level_nodes((int)a->param) > 0;
  }
  return 0;
}

int match_agent_open(match_agent *a, size_t table_bytes)
{
  if (a->kind == MATCH_RANDOM || a->kind == MATCH_GREEDY)
    return 1;
  a->engine = bao_player_new(table_bytes, NULL);
  return a->engine != NULL &&
         bao_player_set_threads(a->engine, a->threads, NULL);
}

void match_agent_close(match_agent *a)
{
  bao_player_free(a->engine);
  a->engine = NULL;
}

int match_captured(const bao_position *p, const bao_outcome *o)
{
  int other = 1 - p->to_move, c, before = 0, after = 0;
  if (o->period)
    return o->period == BAO_PERIOD_CAP ? -2 : -1;
  for (c = 0; c < BAO_PITS; c++) {
    before += p->pit[other][c];
    after += o->after.pit[other][c];
  }
  return before - after;
}

static int greedy(match_agent *a, const bao_position *p,
                  const bao_movelist *list)
{
  int i, best = -3, ties = 0, pick = 0;
  for (i = 0; i < list->count; i++) {
    int n = match_captured(p, &list->item[i]);
    if (n > best) {
      best = n;
      ties = 0;
    }
    /* reservoir sampling: each of the k best kept with chance 1/k */
    if (n == best && below(&a->rng, ++ties) == 0)
      pick = i;
  }
  return pick;
}

static double seconds_of(clockid_t id)
{
  struct timespec ts;
  clock_gettime(id, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

typedef struct deadline {
  double at; /* of this thread's processor time */
} deadline;

static int past(void *ctx, uint64_t nodes)
{
  (void)nodes;
  return seconds_of(CLOCK_THREAD_CPUTIME_ID) >= ((const deadline *)ctx)->at;
}

static int same_move(const bao_move *x, const bao_move *y)
{
  return x->kind == y->kind && x->hole == y->hole && x->dir == y->dir &&
         x->safari == y->safari && x->forced == y->forced && x->tax == y->tax;
}

/* The engine's move; a search that fails (out of memory, the lap budget
 * spent before depth 1) is counted and the first move played. */
static int engine(match_agent *a, const bao_position *p,
                  const bao_movelist *list)
{
  bao_think_limits lim = {0, 0};
  bao_think_result *r = malloc(sizeof *r);
  deadline dl;
  clock_t t0 = clock();
  double w0 = seconds_of(CLOCK_MONOTONIC);
  int i, pick = -1;
  if (a->kind == MATCH_TIME) {
    dl.at = seconds_of(CLOCK_THREAD_CPUTIME_ID) + (double)a->param / 1000.0;
    bao_player_set_stop(a->engine, past, &dl);
  } else {
    lim.nodes = a->kind == MATCH_LEVEL ? bao_level_nodes((int)a->param)
                                       : a->param;
    bao_player_set_stop(a->engine, NULL, NULL);
  }
  if (r && bao_player_think(a->engine, p, &lim, 0, r, NULL) && r->count) {
    for (i = 0; i < list->count && pick < 0; i++)
      if (same_move(&list->item[i].move, &r->line[0].move))
        pick = i;
    a->nodes += r->nodes;
    a->depth_sum += (uint64_t)r->depth;
  }
  a->seconds += (double)(clock() - t0) / CLOCKS_PER_SEC;
  a->wall += seconds_of(CLOCK_MONOTONIC) - w0;
  a->moves++;
  free(r);
  if (pick < 0) {
    a->failures++;
    pick = 0;
  }
  return pick;
}

int match_choose(match_agent *a, const bao_position *p,
                 const bao_movelist *list)
{
  switch (a->kind) {
  case MATCH_RANDOM:
    return below(&a->rng, list->count);
  case MATCH_GREEDY:
    return greedy(a, p, list);
  default:
    return engine(a, p, list);
  }
}

void match_opening(const match_setup *s, int index, bao_position *out)
{
  uint64_t rng = mix(s->seed, 1, (uint64_t)index);
  bao_movelist *list = malloc(sizeof *list);
  int tries, n;
  for (tries = 0; tries < 1000; tries++) {
    bao_position_start(out, &s->rules);
    for (n = 0; n < s->opening_plies; n++) {
      const bao_outcome *o;
      if (!list || !bao_position_moves(out, list))
        break;
      o = &list->item[below(&rng, list->count)];
      if (o->period)
        break;
      *out = o->after;
      if (bao_position_status(out, NULL).over)
        break;
    }
    if (n == s->opening_plies)
      break;
  }
  free(list);
}

/* Ends the game for A from the loser's side. */
static void lost_by(match_game *g, int loser, int end)
{
  g->result = loser == g->a_side ? 0 : 2;
  g->end = end;
}

void match_play(const match_setup *s, match_agent *a, match_agent *b,
                const bao_position *start, int a_side, uint64_t game,
                match_game *out)
{
  bao_movelist *list = malloc(sizeof *list);
  bao_position p = *start;
  int moves[2] = {0, 0};
  memset(out, 0, sizeof *out);
  out->a_side = a_side;
  out->result = 1;
  out->end = MATCH_END_LENGTH;
  a->rng = mix(s->seed, 2, game * 2);
  b->rng = mix(s->seed, 2, game * 2 + 1);
  if (a->engine)
    bao_player_clear(a->engine); /* the game, not the match's history */
  if (b->engine)
    bao_player_clear(b->engine);
  for (out->plies = 0; list && out->plies < s->cap; out->plies++) {
    bao_status st = bao_position_status(&p, NULL);
    const bao_outcome *o;
    int mover = p.to_move;
    if (st.over) {
      lost_by(out, st.loser, MATCH_END_RULES);
      break;
    }
    bao_position_moves(&p, list);
    o = &list->item[match_choose(mover == a_side ? a : b, &p, list)];
    moves[mover]++;
    if (o->period == BAO_PERIOD_CAP) {
      lost_by(out, mover, MATCH_END_SEEDCAP);
      out->plies++;
      break;
    }
    if (o->period) {
      out->end = MATCH_END_NEVER;
      out->plies++;
      break;
    }
    p = o->after;
  }
  if (out->result != 1)
    out->winner_moves = moves[out->result == 2 ? a_side : 1 - a_side];
  free(list);
}

int match_games(const match_setup *s)
{
  return s->a_south ? s->openings : 2 * s->openings;
}

void match_run(const match_setup *s, match_agent *a, match_agent *b,
               match_stats *st, match_game *games)
{
  bao_position start;
  int i, k, colours = s->a_south ? 1 : 2;
  memset(st, 0, sizeof *st);
  for (i = 0; i < s->openings; i++) {
    match_opening(s, i, &start);
    for (k = 0; k < colours; k++) {
      /* A first takes the side to move of the opening, then the other */
      int side = s->a_south ? BAO_SOUTH
                 : k == 0   ? start.to_move
                            : 1 - start.to_move;
      match_game *g = &games[i * colours + k];
      match_play(s, a, b, &start, side, (uint64_t)(i * colours + k), g);
      match_stats_add(st, g);
    }
  }
  match_stats_finish(st);
}

void match_stats_add(match_stats *st, const match_game *g)
{
  st->games++;
  if (g->result == 2) {
    st->wins++;
    if (g->winner_moves > st->longest_win)
      st->longest_win = g->winner_moves;
    st->win_moves[g->winner_moves < MATCH_WIN_MOVES ? g->winner_moves
                                                    : MATCH_WIN_MOVES - 1]++;
  } else if (g->result == 1) {
    st->draws++;
  } else {
    st->losses++;
  }
  st->never += g->end == MATCH_END_NEVER;
  st->seedcap += g->end == MATCH_END_SEEDCAP;
  st->length += g->end == MATCH_END_LENGTH;
}

double match_elo(double s)
{
  if (s >= 1)
    return HUGE_VAL;
  if (s <= 0)
    return -HUGE_VAL;
  return -400 * log10(1 / s - 1);
}

/* The 95% bar: the normal approximation of the mean score, its variance
 * the per-game scores' (1, 1/2, 0) variance over the games, its ends
 * mapped to Elo.  With every game won (or lost) that variance is 0: the
 * bar is then the rule of three (at most 3/n of the games could have
 * gone otherwise, at 95%) on either side of the score. */
void match_stats_finish(match_stats *st)
{
  double n = st->games, s, var, se;
  if (!st->games)
    return;
  s = (st->wins + 0.5 * st->draws) / n;
  var = (st->wins * (1 - s) * (1 - s) + st->draws * (0.5 - s) * (0.5 - s) +
         st->losses * s * s) / n;
  se = sqrt(var / n);
  st->score = s;
  st->elo = match_elo(s);
  if (se > 0) {
    st->elo_lo = match_elo(s - 1.96 * se);
    st->elo_hi = match_elo(s + 1.96 * se);
  } else {
    double edge = 3 / n < 1 ? 3 / n : 1;
    st->elo_lo = match_elo(s - edge > 0 ? s - edge : 0);
    st->elo_hi = match_elo(s + edge < 1 ? s + edge : 1);
  }
}
