/* player.c - the search of the engine that plays (player.h).
 *
 * A first, plain version: negamax with alpha-beta over the engine's move
 * generator, deepened one ply at a time, answering with the last depth
 * completed.  No table yet, no ordering beyond the generator's. */
#include <stdlib.h>
#include <string.h>

#include "bao/player.h"
#include "engine/internal.h"

#define POLL_EVERY 4096u
#define INF (BAO_SCORE_WIN + 1)

struct bao_player {
  bao_player_stop stop;
  void *stop_ctx;
  uint64_t nodes, node_limit, next_poll;
  int stopped;
  bao_budget budget;
  bao_movelist lists[BAO_PLAYER_DEPTH_MAX + 1];
  bao_move pv[BAO_PLAYER_DEPTH_MAX + 1][BAO_PLAYER_PV_MAX];
  int pv_len[BAO_PLAYER_DEPTH_MAX + 1];
};

bao_player *bao_player_new(size_t table_bytes, bao_diag *d)
{
  bao_player *pl = calloc(1, sizeof *pl);
  (void)table_bytes;
  if (!pl) {
    bao_diag_set(d, bao_mark_column(0), "out of memory (a player)");
    return NULL;
  }
  bao_budget_init(&pl->budget, BAO_LAP_BUDGET);
  return pl;
}

void bao_player_free(bao_player *pl)
{
  free(pl);
}

void bao_player_clear(bao_player *pl)
{
  pl->nodes = 0;
}

void bao_player_set_stop(bao_player *pl, bao_player_stop fn, void *ctx)
{
  pl->stop = fn;
  pl->stop_ctx = ctx;
}

/* Counts the positions just generated and asks whether to stop. */
static int keep_going(bao_player *pl, int generated)
{
  pl->nodes += (uint64_t)generated;
  if (pl->node_limit && pl->nodes >= pl->node_limit)
    pl->stopped = 1;
  else if (pl->stop && pl->nodes >= pl->next_poll) {
    pl->next_poll = pl->nodes + POLL_EVERY;
    if (pl->stop(pl->stop_ctx, pl->nodes))
      pl->stopped = 1;
  }
  return !pl->stopped;
}

/* The score of an outcome's move for its mover, when it does not need a
 * search: a never-ending move is a draw, one past the seed cap loses. */
static int settled(const bao_outcome *o, int *score)
{
  if (!o->period)
    return 0;
  *score = o->period == BAO_PERIOD_CAP ? -(BAO_SCORE_WIN - 1) : 0;
  return 1;
}

static int search(bao_player *pl, const bao_position *p, int depth, int ply,
                  int alpha, int beta)
{
  bao_movelist *list = &pl->lists[ply];
  int i, best = -INF, score;
  pl->pv_len[ply] = 0;
  bao_position_moves_from(p, -1, list, &pl->budget);
  if (!list->count)
    return -(BAO_SCORE_WIN - ply);
  if (!depth)
    return bao_evaluate(p);
  if (!keep_going(pl, list->count) && ply > 0)
    return 0;
  for (i = 0; i < list->count; i++) {
    const bao_outcome *o = &list->item[i];
    if (!settled(o, &score))
      score = -search(pl, &o->after, depth - 1, ply + 1, -beta, -alpha);
    if (pl->stopped && ply > 0)
      return 0;
    if (score > best) {
      best = score;
      pl->pv[ply][0] = o->move;
      pl->pv_len[ply] = 1;
      if (ply + 1 <= BAO_PLAYER_DEPTH_MAX && !o->period) {
        int n = pl->pv_len[ply + 1];
        if (n > BAO_PLAYER_PV_MAX - 1)
          n = BAO_PLAYER_PV_MAX - 1;
        memcpy(&pl->pv[ply][1], pl->pv[ply + 1], (size_t)n * sizeof(bao_move));
        pl->pv_len[ply] = 1 + n;
      }
    }
    if (best > alpha)
      alpha = best;
    if (alpha >= beta)
      break;
  }
  return best;
}

/* One root move at `depth`, its line into `line`. */
static int root_move(bao_player *pl, const bao_outcome *o, int depth,
                     int alpha, bao_think_line *line)
{
  int score;
  line->move = o->move;
  line->depth = depth;
  line->pv[0] = o->move;
  line->pv_len = 1;
  if (settled(o, &score))
    return score;
  score = -search(pl, &o->after, depth - 1, 1, -INF, -alpha);
  if (pl->pv_len[1] > 0) {
    int n = pl->pv_len[1] < BAO_PLAYER_PV_MAX - 1 ? pl->pv_len[1]
                                                  : BAO_PLAYER_PV_MAX - 1;
    memcpy(&line->pv[1], pl->pv[1], (size_t)n * sizeof(bao_move));
    line->pv_len = 1 + n;
  }
  return score;
}

static void sort_lines(bao_think_result *out, int n)
{
  int i, j;
  for (i = 1; i < n; i++) {
    bao_think_line t = out->line[i];
    for (j = i; j > 0 && out->line[j - 1].score < t.score; j--)
      out->line[j] = out->line[j - 1];
    out->line[j] = t;
  }
}

int bao_player_think(bao_player *pl, const bao_position *p,
                     const bao_think_limits *lim, int all,
                     bao_think_result *out, bao_diag *d)
{
  static const bao_think_limits none = {0, 0};
  bao_movelist root;
  bao_think_line lines[BAO_MAX_MOVES];
  int depth, max, i;
  if (!lim)
    lim = &none;
  max = lim->depth > 0 && lim->depth < BAO_PLAYER_DEPTH_MAX
            ? lim->depth : BAO_PLAYER_DEPTH_MAX;
  memset(out, 0, sizeof *out);
  pl->nodes = 0;
  pl->next_poll = POLL_EVERY;
  pl->node_limit = lim->nodes;
  pl->stopped = 0;
  bao_budget_init(&pl->budget, BAO_LAP_BUDGET);
  bao_position_moves_from(p, -1, &root, &pl->budget);
  pl->nodes = (uint64_t)root.count;
  if (!root.count)
    return 1;
  for (depth = 1; depth <= max; depth++) {
    int alpha = -INF;
    for (i = 0; i < root.count; i++) {
      int score = root_move(pl, &root.item[i], depth, all ? -INF : alpha,
                            &lines[i]);
      if (pl->stopped && depth > 1)
        break;
      lines[i].score = score;
      if (score > alpha)
        alpha = score;
    }
    if (pl->stopped && depth > 1)
      break;
    memcpy(out->line, lines, (size_t)root.count * sizeof *lines);
    out->count = root.count;
    out->depth = depth;
    sort_lines(out, root.count);
    if (pl->stopped)
      break;
  }
  if (!all && out->count > 1)
    out->count = 1;
  out->nodes = pl->nodes;
  (void)d;
  return 1;
}
