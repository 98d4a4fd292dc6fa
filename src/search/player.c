/* player.c - the search of the engine that plays (player.h).
 *
 * Negamax with alpha-beta, deepened one ply at a time (each iteration
 * orders the root by the last one), principal variation search (the
 * first move with the full window, the others with a null window and
 * searched again when they beat it), a transposition table, and move
 * ordering: the table's move, then captures (those leaving the opponent
 * fewer seeds in front first), the two killer moves of the ply, then the
 * history of moves that cut elsewhere.  At the horizon a position is
 * first asked whether its side to move has lost (no legal move: the
 * solver's cheap test of the last ply), so that a lost position is
 * scored as lost, not evaluated, and a win is seen one ply further.
 *
 * Exact scores.  A position without a legal move is lost, -(WIN - ply)
 * at `ply` plies from the root, and a win or loss so found travels up as
 * an exact score (BAO_SCORE_WIN - k, k plies from the node; the table
 * stores it from the node, not the root).  A full-width search of depth d
 * finds every win within d plies and every loss within d, with their
 * distances; the table can graft a deeper result onto a shallower node,
 * which is true but might not be the shortest, so an exact score at the
 * root is handed to the exact solver (bao_solve at that many moves, on a
 * share of the nodes), whose verdict and line replace it: the answer
 * then agrees with bao_solve by construction (player_exact.c).  With no
 * exact score, the solver looks one move past the plies searched, and a
 * verdict it finds there replaces the estimate.  (Under seed-cap=192 the
 * two part: the solver takes a move past the cap for a never-ending one,
 * a defence, where the player scores it as the loss the rule makes it.)
 *
 * Long moves.  Moves are generated with a bao_budget of the player's,
 * refilled per call and per node as the solver's is (solve.h).  A move
 * the spent budget cuts short would look never-ending, which is a draw
 * here: so a cut stops the search at once and the iteration under way is
 * dropped (nothing it touched after the cut is stored: every node
 * returns without storing once stopped), as a stop does; the answer is
 * the last iteration completed, and the call fails when that is none.
 * (A limit or the stop function also drops the iteration under way, but
 * a move that had beaten the last best in it, its window searched in
 * full, is taken as the best move: the deeper word.)
 *
 * Nodes are the solver's: positions generated (every legal move of every
 * position expanded, each one sown); the horizon's test is not counted. */
#include <stdlib.h>
#include <string.h>

#include "bao/player.h"
#include "engine/internal.h"
#include "player_internal.h"

#if defined(__wasi__)
#define PL_NO_THREADS 1
#else
#include <pthread.h>
#endif

#define POLL_EVERY 4096u
#define BUCKET 4

/* ---- the table ---------------------------------------------------------- */

enum { B_NONE, B_UPPER, B_LOWER, B_EXACT };

/* A mate score from the node's view into the table's, and back: the
 * table keeps distances from the node, the search from the root. */
static int to_table(int s, int ply)
{
  return s > BAO_SCORE_EST_MAX ? s + ply : s < -BAO_SCORE_EST_MAX ? s - ply
                                                                   : s;
}

static int from_table(int s, int ply)
{
  return s > BAO_SCORE_EST_MAX ? s - ply : s < -BAO_SCORE_EST_MAX ? s + ply
                                                                   : s;
}

/* An entry packed into a slot's data word, and back (bound is never 0
 * in a stored entry, so a filled slot's data is never 0). */
static uint64_t pack(const pl_entry *e)
{
  return (uint64_t)(uint16_t)e->score | (uint64_t)(uint8_t)e->depth << 16 |
         (uint64_t)e->bound << 24 | (uint64_t)e->move << 32 |
         (uint64_t)e->gen << 40;
}

static void unpack(uint64_t check, uint64_t data, pl_entry *e)
{
  e->key = check ^ data;
  e->score = (int16_t)(uint16_t)(data & 0xffff);
  e->depth = (int8_t)(uint8_t)(data >> 16 & 0xff);
  e->bound = (uint8_t)(data >> 24 & 0xff);
  e->move = (uint8_t)(data >> 32 & 0xff);
  e->gen = (uint8_t)(data >> 40 & 0xff);
}

static void slot_read(pl_slot *s, pl_entry *e)
{
  uint64_t d = atomic_load_explicit(&s->data, memory_order_relaxed);
  uint64_t c = atomic_load_explicit(&s->check, memory_order_relaxed);
  unpack(c, d, e);
}

/* The entry of `key` into e; 0 if none. */
static int probe(const bao_player *pl, uint64_t key, pl_entry *e)
{
  pl_slot *b = &pl->table[(key & (pl->buckets - 1)) * BUCKET];
  int i;
  for (i = 0; i < BUCKET; i++) {
    slot_read(&b[i], e);
    if (e->bound && e->key == key)
      return 1;
  }
  return 0;
}

/* What an entry is worth keeping: its depth, and more if this call (or
 * the last) stored it: a player kept over a game's plies lets the deep
 * entries of positions long past go first. */
static int worth(const bao_player *pl, const pl_entry *e)
{
  return e->depth + ((uint8_t)(pl->gen - e->gen) <= 1 ? 128 : 0);
}

/* Same key: replaced; else an empty slot, else the least worth. */
static void store(bao_player *pl, uint64_t key, int depth, int score,
                  int bound, int move)
{
  pl_slot *b = &pl->table[(key & (pl->buckets - 1)) * BUCKET], *v = b;
  pl_entry e, ve;
  uint64_t data;
  int i;
  slot_read(v, &ve);
  for (i = 0; i < BUCKET; i++) {
    slot_read(&b[i], &e);
    if (!e.bound || e.key == key) {
      v = &b[i];
      break;
    }
    if (worth(pl, &e) < worth(pl, &ve)) {
      v = &b[i];
      ve = e;
    }
  }
  e.key = key;
  e.gen = pl->gen;
  e.score = (int16_t)score;
  e.depth = (int8_t)depth;
  e.bound = (uint8_t)bound;
  e.move = (uint8_t)(move + 1);
  data = pack(&e);
  atomic_store_explicit(&v->check, key ^ data, memory_order_relaxed);
  atomic_store_explicit(&v->data, data, memory_order_relaxed);
}

/* ---- the player --------------------------------------------------------- */

static void pl_helpers_free(bao_player *pl);

bao_player *bao_player_new(size_t table_bytes, bao_diag *d)
{
  bao_player *pl;
  size_t buckets = 1024, entry_bytes = BUCKET * sizeof(pl_slot);
  if (table_bytes > BAO_TABLE_MAX_BYTES) {
    bao_diag_set(d, bao_mark_column(0), "a player's table of %zu bytes is "
                 "too big (at most %zu)", table_bytes, BAO_TABLE_MAX_BYTES);
    return NULL;
  }
  if (!table_bytes)
    table_bytes = BAO_PLAYER_DEFAULT_BYTES;
  /* three quarters for the search's table, a quarter for the solver's
     (divided, not multiplied: the product of a big size would wrap) */
  while (buckets <= table_bytes / 4 * 3 / (2 * entry_bytes))
    buckets *= 2;
  pl = calloc(1, sizeof *pl);
  if (pl) {
    pl->table = calloc(buckets * BUCKET, sizeof(pl_slot));
    pl->solver = bao_solver_new(table_bytes / 4, d);
  }
  if (!pl || !pl->table || !pl->solver) {
    if (pl) {
      free(pl->table);
      bao_solver_free(pl->solver);
    }
    free(pl);
    bao_diag_set(d, bao_mark_column(0), "out of memory (a player)");
    return NULL;
  }
  pl->buckets = buckets;
  pl->threads = 1;
  return pl;
}

void bao_player_free(bao_player *pl)
{
  if (!pl)
    return;
  pl_helpers_free(pl);
  free(pl->table);
  bao_solver_free(pl->solver);
  free(pl);
}

void bao_player_clear(bao_player *pl)
{
  memset(pl->table, 0, pl->buckets * BUCKET * sizeof(pl_slot));
  bao_solver_clear(pl->solver);
  pl->nodes = 0;
  pl->gen = 0;
}

void bao_player_set_stop(bao_player *pl, bao_player_stop fn, void *ctx)
{
  pl->stop = fn;
  pl->stop_ctx = ctx;
}

/* ---- generating moves --------------------------------------------------- */

/* Whether the budget has cut a long move short: then stop. */
static int cut_short(bao_player *pl)
{
  if (!pl->budget.cut)
    return 0;
  pl->stopped = PL_OUT_OF_LAPS;
  return 1;
}

/* A helper's count: its nodes told to the lead every POLL_EVERY, and
 * whether the lead has said halt or the threads have reached the node
 * limit (a helper must see it itself: the lead may not be running). */
static void helper_count(bao_player *pl)
{
  bao_player *lead = pl->lead;
  if (pl->nodes >= pl->next_poll) {
    pl->next_poll = pl->nodes + POLL_EVERY;
    atomic_fetch_add_explicit(&lead->shared, pl->nodes - pl->flushed,
                              memory_order_relaxed);
    pl->flushed = pl->nodes;
  }
  if (atomic_load_explicit(&lead->halt, memory_order_relaxed) ||
      (lead->node_limit &&
       atomic_load_explicit(&lead->lead_nodes, memory_order_relaxed) +
       atomic_load_explicit(&lead->shared, memory_order_relaxed) >=
       lead->node_limit))
    pl->stopped = PL_STOPPED;
}

/* Counts the positions just generated and asks whether to stop (never
 * while the lead searches depth 1: it is always completed; the lead
 * counts its helpers' nodes with its own against a node limit). */
static void count(bao_player *pl, int generated)
{
  uint64_t all;
  pl->nodes += (uint64_t)generated;
  if (pl->budget.laps < UINT64_MAX / 2) /* laps grow with the work */
    pl->budget.laps += BAO_SOLVER_LAPS_PER_NODE * (uint64_t)generated;
  if (pl->lead) {
    helper_count(pl);
    return;
  }
  if (pl->depth_one)
    return;
  all = pl->nodes;
  if (pl->threads > 1) { /* a helper stops at the limit too, even when
                            the lead is not running */
    atomic_store_explicit(&pl->lead_nodes, pl->nodes, memory_order_relaxed);
    all += atomic_load_explicit(&pl->shared, memory_order_relaxed);
  }
  if (pl->node_limit && all >= pl->node_limit)
    pl->stopped = PL_STOPPED;
  else if (pl->stop && pl->nodes >= pl->next_poll) {
    pl->next_poll = pl->nodes + POLL_EVERY;
    if (pl->stop(pl->stop_ctx, all))
      pl->stopped = PL_STOPPED;
  }
}

/* The moves of p (perft's generator: a capture that has won stops
 * there, and its position differs only in the mover's holes, which the
 * search never looks at: the opponent has lost); 0 once stopped. */
static int expand(bao_player *pl, const bao_position *p, bao_movelist *list)
{
  bao_moves_perft(p, list, &pl->budget);
  if (cut_short(pl))
    return 0;
  count(pl, list->count);
  return !pl->stopped;
}

/* Whether q's side to move has no legal move (it has lost), told as
 * cheaply as the engine allows: without sowing when the front row is
 * empty or a capture exists, else one hole at a time until one has a
 * move, the front holes that can start a takata first. */
static int lost_now(bao_player *pl, const bao_position *q)
{
  const uint8_t *pit = q->pit[q->to_move];
  int r = bao_over_fast(q), pass, c, holes;
  if (r >= 0)
    return r;
  holes = q->hand[q->to_move] ? BAO_FRONT : BAO_PITS;
  for (pass = 0; pass < 2; pass++)
    for (c = 0; c < holes; c++) {
      int likely = c < BAO_FRONT && pit[c] >= 2;
      if (!pit[c] || likely != !pass)
        continue;
      if (bao_moves_quiet_from(q, c, &pl->scratch, &pl->budget) > 0 ||
          cut_short(pl))
        return 0;
    }
  return 1;
}

/* ---- ordering ----------------------------------------------------------- */

/* A move's slot in the history table. */
static int hist_index(const bao_move *m)
{
  return (m->hole & 31) * 4 + (m->dir > 0) * 2 + (m->safari != 0);
}

/* The moves of `list` best first into order[] (stable: ties in the
 * generator's order); `hint` (the table's move) first of all. */
static void order_moves(const bao_player *pl, const bao_movelist *list,
                        int me, int ply, int hint, int *order)
{
  int sc[BAO_MAX_MOVES], i, j, v;
  for (i = 0; i < list->count; i++) {
    const bao_move *m = &list->item[i].move;
    if (i == hint)
      v = 1 << 30;
    else if (BAO_MOVE_CAPTURES(m))
      v = (1 << 24) - bao_front_seeds(&list->item[i].after, !me);
    else if (bao_move_same(m, &pl->killer[ply][0]))
      v = 1 << 23;
    else if (bao_move_same(m, &pl->killer[ply][1]))
      v = (1 << 23) - 1;
    else
      v = pl->history[me][hist_index(m)];
    for (j = i; j > 0 && sc[j - 1] < v; j--) {
      sc[j] = sc[j - 1];
      order[j] = order[j - 1];
    }
    sc[j] = v;
    order[j] = i;
  }
}

/* A quiet move that cut: a killer of its ply, and credit in the history. */
static void remember_cut(bao_player *pl, const bao_move *m, int me, int ply,
                         int depth)
{
  int *h = &pl->history[me][hist_index(m)];
  if (BAO_MOVE_CAPTURES(m))
    return;
  if (!bao_move_same(m, &pl->killer[ply][0])) {
    pl->killer[ply][1] = pl->killer[ply][0];
    pl->killer[ply][0] = *m;
  }
  *h += depth * depth;
  if (*h > (1 << 22)) { /* below the killers, whatever the search's age */
    int k;
    for (k = 0; k < PL_HISTORY; k++)
      pl->history[me][k] /= 2;
  }
}

/* ---- the search --------------------------------------------------------- */

/* The score of a move for its mover at `ply`, when it needs no search: a
 * never-ending move is a draw, one past the seed cap loses at once. */
int pl_settled(const bao_outcome *o, int ply, int *score)
{
  if (!o->period)
    return 0;
  *score = o->period == BAO_PERIOD_CAP ? -(BAO_SCORE_WIN - (ply + 1)) : 0;
  return 1;
}

/* The line at `ply`: move m, then the line below it. */
static void set_pv(bao_player *pl, int ply, const bao_move *m)
{
  int n = ply + 1 <= BAO_PLAYER_DEPTH_MAX ? pl->pv_len[ply + 1] : 0;
  if (n > BAO_PLAYER_PV_MAX - 1)
    n = BAO_PLAYER_PV_MAX - 1;
  pl->pv[ply][0] = *m;
  memcpy(&pl->pv[ply][1], pl->pv[ply + 1], (size_t)n * sizeof(bao_move));
  pl->pv_len[ply] = 1 + n;
}

/* The horizon: lost, or the evaluation. */
static int leaf(bao_player *pl, const bao_position *p, int ply)
{
  int lost = lost_now(pl, p);
  pl->pv_len[ply] = 0;
  if (pl->stopped)
    return 0;
  return lost ? -(BAO_SCORE_WIN - ply) : bao_evaluate(p);
}

int pl_search(bao_player *pl, const bao_position *p, int depth, int ply,
              int alpha, int beta)
{
  bao_movelist *list = &pl->lists[ply];
  int order[BAO_MAX_MOVES], i, best = -PL_INF, best_i = -1, score, hint = -1;
  int alpha0 = alpha, pv_node = beta - alpha > 1;
  uint64_t key;
  pl_entry e;
  if (depth <= 0 || ply >= BAO_PLAYER_DEPTH_MAX)
    return leaf(pl, p, ply);
  pl->pv_len[ply] = 0;
  key = bao_solver_key_with(pl->solver, p, pl->rules_key);
  if (probe(pl, key, &e)) {
    int s = from_table(e.score, ply);
    hint = e.move - 1;
    if (!pv_node && e.depth >= depth &&
        (e.bound == B_EXACT || (e.bound == B_LOWER && s >= beta) ||
         (e.bound == B_UPPER && s <= alpha)))
      return s;
  }
  if (!expand(pl, p, list))
    return 0;
  if (!list->count)
    return -(BAO_SCORE_WIN - ply);
  order_moves(pl, list, p->to_move, ply, hint < list->count ? hint : -1,
              order);
  for (i = 0; i < list->count; i++) {
    const bao_outcome *o = &list->item[order[i]];
    if (!pl_settled(o, ply, &score)) {
      if (best_i < 0)
        score = -pl_search(pl, &o->after, depth - 1, ply + 1, -beta, -alpha);
      else {
        score = -pl_search(pl, &o->after, depth - 1, ply + 1, -alpha - 1,
                           -alpha);
        if (score > alpha && score < beta && !pl->stopped)
          score = -pl_search(pl, &o->after, depth - 1, ply + 1, -beta,
                             -alpha);
      }
    } else {
      pl->pv_len[ply + 1] = 0;
    }
    if (pl->stopped)
      return 0;
    if (score > best) {
      best = score;
      best_i = order[i];
      if (score > alpha) {
        alpha = score;
        set_pv(pl, ply, &o->move);
        if (alpha >= beta) {
          remember_cut(pl, &o->move, p->to_move, ply, depth);
          break;
        }
      }
    }
  }
  store(pl, key, depth, to_table(best, ply),
        best >= beta ? B_LOWER : best > alpha0 ? B_EXACT : B_UPPER, best_i);
  return best;
}

/* ---- the root ----------------------------------------------------------- */

/* Root move `i` at `depth` within (alpha, beta), its line into lines[i]. */
static int root_move(bao_player *pl, int i, int depth, int alpha, int beta)
{
  const bao_outcome *o = &pl->root.item[i];
  bao_think_line *line = &pl->lines[i];
  int score;
  line->move = o->move;
  line->depth = depth;
  if (pl_settled(o, 0, &score)) {
    line->pv[0] = o->move;
    line->pv_len = 1;
    return score;
  }
  score = -pl_search(pl, &o->after, depth - 1, 1, -beta, -alpha);
  if (!pl->stopped && score > alpha && score < beta) {
    int n = pl->pv_len[1] < BAO_PLAYER_PV_MAX - 1 ? pl->pv_len[1]
                                                  : BAO_PLAYER_PV_MAX - 1;
    line->pv[0] = o->move;
    memcpy(&line->pv[1], pl->pv[1], (size_t)n * sizeof(bao_move));
    line->pv_len = 1 + n;
  }
  return score;
}

/* One iteration over the root moves in pl->order; 1 if completed.  With
 * `all` each move gets the full window (its score exact); else the first
 * does and the others a null window, searched again when they beat it. */
static int pl_iteration(bao_player *pl, int depth, int all)
{
  int k, alpha = -PL_INF, best = -1;
  pl->partial = -1;
  for (k = 0; k < pl->root.count; k++) {
    int i = pl->order[k], score;
    if (all || best < 0)
      score = root_move(pl, i, depth, all ? -PL_INF : alpha, PL_INF);
    else {
      score = root_move(pl, i, depth, alpha, alpha + 1);
      if (score > alpha && !pl->stopped)
        score = root_move(pl, i, depth, alpha, PL_INF);
    }
    if (pl->stopped)
      return 0;
    pl->lines[i].score = score;
    if (best < 0 || score > alpha) {
      alpha = score;
      best = i;
      if (k > 0) /* it beat the last iteration's best at this depth */
        pl->partial = i;
    }
  }
  pl->best = best;
  return 1;
}

/* The root's order for the next iteration: best first, the others by
 * score (with `all`, exact; else bounds) then in the generator's order. */
static void pl_reorder(bao_player *pl)
{
  int n = pl->root.count, k, j, i;
  for (k = 0; k < n; k++)
    pl->order[k] = k;
  for (k = 1; k < n; k++) {
    i = pl->order[k];
    for (j = k; j > 0 && pl->lines[pl->order[j - 1]].score <
                             pl->lines[i].score; j--)
      pl->order[j] = pl->order[j - 1];
    pl->order[j] = i;
  }
  for (k = 0; k < n && pl->order[k] != pl->best; k++)
    ;
  for (; k > 0; k--)
    pl->order[k] = pl->order[k - 1];
  pl->order[0] = pl->best;
}

/* Whether deeper iterations can change nothing: every line settled,
 * exact within the depth searched (the best one's, without `all`). */
static int settled_all(const bao_player *pl, int depth, int all)
{
  int i;
  for (i = 0; i < pl->root.count; i++) {
    int s = pl->lines[i].score;
    if (!all && i != pl->best)
      continue;
    if (pl->root.item[i].period)
      continue;
    if (!bao_score_exact(s) ||
        BAO_SCORE_WIN - (s > 0 ? s : -s) > depth)
      return 0;
  }
  return 1;
}

static void pl_start(bao_player *pl, const bao_position *p,
                     const bao_think_limits *lim)
{
  pl->nodes = 0;
  pl->next_poll = POLL_EVERY;
  /* the search stops at seven eighths of a node limit, and the solver
   * gets what is left (player_exact.c) */
  pl->node_limit = lim->nodes ? lim->nodes - lim->nodes / 8 : 0;
  pl->stopped = 0;
  pl->rules_key = bao_solver_rules_key(&p->rules);
  pl->gen++;
  memset(pl->killer, 0, sizeof pl->killer);
  memset(pl->history, 0, sizeof pl->history);
  bao_budget_init(&pl->budget, BAO_SOLVER_LAP_BUDGET);
}

/* ---- threads ----------------------------------------------------------- */

/* Lazy SMP (player.h, "threads"): the caller's player (the lead) searches
 * as it does alone, and each helper, a player of its own but for the
 * table and the solver (its keys only), deepens the same root at the
 * same time; what a helper stores (a cut, a bound, a better first move)
 * the lead finds in the shared table (pl_slot: a torn entry is a miss).
 * An odd helper searches a ply deeper than the lead's iteration under
 * way, an even one at its depth, and one that falls behind jumps to it,
 * so that they do not all search the same nodes in the same order.  When
 * the lead is done it says halt, waits for them and counts their nodes
 * as the call's; the deepest iteration a helper completed beyond the
 * lead's is the answer, as the deeper word.  Only the lead calls the
 * stop function and asks the exact solver.  POSIX threads; the
 * WebAssembly build (wasi-libc without threads) keeps one. */

static void helper_free(bao_player *h)
{
  free(h->done);
  free(h->thread);
  free(h);
}

static void pl_helpers_free(bao_player *pl)
{
  int i;
  for (i = 0; pl->helper && i < pl->threads - 1; i++)
    helper_free(pl->helper[i]);
  free(pl->helper);
  pl->helper = NULL;
  pl->threads = 1;
}

/* A helper of pl: its own state, pl's table and solver. */
static bao_player *helper_new(bao_player *pl, int index)
{
  bao_player *h = calloc(1, sizeof *h);
  if (!h)
    return NULL;
  h->done = calloc(BAO_MAX_MOVES, sizeof *h->done);
#ifndef PL_NO_THREADS
  h->thread = malloc(sizeof(pthread_t));
#endif
  if (!h->done || !h->thread) {
    helper_free(h);
    return NULL;
  }
  h->table = pl->table;
  h->buckets = pl->buckets;
  h->solver = pl->solver;
  h->lead = pl;
  h->index = index;
  h->threads = 1;
  return h;
}

int bao_player_set_threads(bao_player *pl, int threads, bao_diag *d)
{
  int i;
  if (threads < 1)
    threads = 1;
  if (threads > BAO_PLAYER_THREADS_MAX)
    threads = BAO_PLAYER_THREADS_MAX;
#ifdef PL_NO_THREADS
  threads = 1;
#endif
  if (threads == pl->threads)
    return 1;
  pl_helpers_free(pl);
  if (threads == 1)
    return 1;
  pl->helper = calloc((size_t)threads - 1, sizeof *pl->helper);
  for (i = 0; pl->helper && i < threads - 1; i++)
    if (!(pl->helper[i] = helper_new(pl, i + 1)))
      break;
  if (!pl->helper || i < threads - 1) {
    pl->threads = i + 1;
    pl_helpers_free(pl);
    return bao_diag_set(d, bao_mark_column(0),
                        "out of memory (the helpers of a player)");
  }
  pl->threads = threads;
  return 1;
}

int bao_player_threads(const bao_player *pl)
{
  return pl->threads;
}

#ifndef PL_NO_THREADS
/* A helper's deepening, until the lead says halt or `max` is done. */
static void *helper_run(void *arg)
{
  bao_player *h = arg;
  int depth = 1 + (h->index & 1);
  for (;;) {
    int now = atomic_load_explicit(&h->lead->depth_now,
                                   memory_order_relaxed);
    if (depth < now)
      depth = now + (h->index & 1);
    if (depth > h->max || !pl_iteration(h, depth, h->all))
      break;
    h->done_depth = depth;
    h->done_best = h->best;
    memcpy(h->done, h->lines, (size_t)h->root.count * sizeof *h->done);
    pl_reorder(h);
    depth++;
  }
  return NULL;
}
#endif

static void pl_helpers_start(bao_player *pl, const bao_position *p, int max,
                             int all)
{
  static const bao_think_limits none = {0, 0};
  int i;
  atomic_store_explicit(&pl->halt, 0, memory_order_relaxed);
  atomic_store_explicit(&pl->shared, 0, memory_order_relaxed);
  atomic_store_explicit(&pl->lead_nodes, pl->nodes, memory_order_relaxed);
  atomic_store_explicit(&pl->depth_now, 1, memory_order_relaxed);
  for (i = 0; i < pl->threads - 1; i++) {
    bao_player *h = pl->helper[i];
    pl_start(h, p, &none);
    h->gen = pl->gen; /* the lead's call: the table's ages are its */
    h->flushed = 0;
    h->done_depth = 0;
    h->max = max;
    h->all = all;
    h->depth_one = 0;
    h->root = pl->root;
    memcpy(h->order, pl->order, sizeof h->order);
#ifndef PL_NO_THREADS
    h->running = pthread_create(h->thread, NULL, helper_run, h) == 0;
#endif
  }
}

static void pl_helpers_stop(bao_player *pl, bao_think_result *out)
{
  const bao_player *deepest = NULL;
  int i, k;
  atomic_store_explicit(&pl->halt, 1, memory_order_relaxed);
  for (i = 0; i < pl->threads - 1; i++) {
    bao_player *h = pl->helper[i];
    if (!h->running)
      continue;
#ifndef PL_NO_THREADS
    pthread_join(*(pthread_t *)h->thread, NULL);
#endif
    h->running = 0;
    pl->nodes += h->nodes;
    if (out && h->done_depth > (deepest ? deepest->done_depth : out->depth))
      deepest = h;
  }
  if (!deepest)
    return;
  out->depth = deepest->done_depth;
  out->count = pl->root.count;
  for (k = 0; k < pl->root.count; k++)
    out->line[k] = deepest->done[k];
  pl->best = deepest->done_best;
}


int bao_player_think(bao_player *pl, const bao_position *p,
                     const bao_think_limits *lim, int all,
                     bao_think_result *out, bao_diag *d)
{
  static const bao_think_limits none = {0, 0};
  int depth, max, k;
  if (!lim)
    lim = &none;
  max = lim->depth > 0 && lim->depth < BAO_PLAYER_DEPTH_MAX
            ? lim->depth : BAO_PLAYER_DEPTH_MAX;
  memset(out, 0, sizeof *out);
  pl_start(pl, p, lim);
  pl->depth_one = 1;
  bao_position_moves_from(p, -1, &pl->root, &pl->budget);
  if (cut_short(pl))
    return pl_laps_diag(d);
  count(pl, pl->root.count);
  out->nodes = pl->nodes;
  if (!pl->root.count)
    return 1;
  order_moves(pl, &pl->root, p->to_move, 0, -1, pl->order);
  if (pl->threads > 1)
    pl_helpers_start(pl, p, max, all);
  for (depth = 1; depth <= max; depth++) {
    pl->depth_one = depth == 1;
    if (pl->threads > 1)
      atomic_store_explicit(&pl->depth_now, depth, memory_order_relaxed);
    if (!pl_iteration(pl, depth, all)) {
      if (depth == 1) { /* only a cut stops depth 1 */
        pl_helpers_stop(pl, NULL);
        return pl_laps_diag(d);
      }
      if (!all && pl->partial >= 0 && pl->stopped == PL_STOPPED) {
        /* a move that beat the last best at this depth: the better
         * guess, although the iteration was not completed */
        out->line[pl->partial] = pl->lines[pl->partial];
        pl->best = pl->partial;
      }
      break;
    }
    out->depth = depth;
    for (k = 0; k < pl->root.count; k++)
      out->line[k] = pl->lines[k];
    out->count = pl->root.count;
    pl_reorder(pl);
    if (settled_all(pl, depth, all) || pl->stopped)
      break;
  }
  if (pl->threads > 1)
    pl_helpers_stop(pl, out);
  pl->stopped = 0;
  pl_exact(pl, p, lim, all, out);
  if (all) {
    pl_sort_lines(out);
  } else { /* the others' scores are only bounds: the best alone */
    out->line[0] = out->line[pl->best];
    out->count = 1;
  }
  out->nodes = pl->nodes;
  return 1;
}
