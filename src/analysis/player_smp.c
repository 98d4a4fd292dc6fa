/* player_smp.c - the search of the engine that plays on several threads
 * (player.h, bao_player_set_threads).
 *
 * Lazy SMP: the caller's player (the lead) searches as it does alone,
 * and each helper, a player of its own but for the table, deepens the
 * same root at the same time, its results going only into the table the
 * threads share (pl_slot: lock-free, a torn entry is a miss).  What a
 * helper stores, the lead finds: a cut, a bound, a better first move.
 * Helpers are kept apart so that they do not all search the same nodes
 * in the same order: an odd helper searches a ply deeper than the lead's
 * iteration under way, an even one at its depth, and a helper that falls
 * behind the lead jumps to it.  When the lead is done (its limits, its
 * stop function, a settled root), it tells the helpers to halt, waits for
 * them and counts their nodes as the call's; the deepest iteration a
 * helper completed beyond the lead's is the answer, as the deeper word.
 *
 * Only the lead calls the stop function and asks the exact solver; a
 * node limit counts the nodes of all the threads.  With more than one
 * thread the answer depends on how the threads ran, so it may differ
 * from one call to the next even under a node or depth limit; with one,
 * no helper exists and the search is the one of player.c alone.
 *
 * Threads are POSIX threads; the WebAssembly build (wasi-libc without
 * threads) has none, and a player there keeps one. */
#include <stdlib.h>
#include <string.h>

#include "player_internal.h"

#if defined(__wasi__)
#define PL_NO_THREADS 1
#else
#include <pthread.h>
#endif

static void helper_free(bao_player *h)
{
  free(h->done);
  free(h->thread);
  free(h);
}

void pl_helpers_free(bao_player *pl)
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

void pl_helpers_start(bao_player *pl, const bao_position *p, int max,
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
    h->running = pthread_create(h->thread, NULL, helper_run, h) == 0;
  }
}

void pl_helpers_stop(bao_player *pl, bao_think_result *out)
{
  const bao_player *deepest = NULL;
  int i, k;
  atomic_store_explicit(&pl->halt, 1, memory_order_relaxed);
  for (i = 0; i < pl->threads - 1; i++) {
    bao_player *h = pl->helper[i];
    if (!h->running)
      continue;
    pthread_join(*(pthread_t *)h->thread, NULL);
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

#else

void pl_helpers_start(bao_player *pl, const bao_position *p, int max,
                      int all)
{
  (void)pl, (void)p, (void)max, (void)all;
}

void pl_helpers_stop(bao_player *pl, bao_think_result *out)
{
  (void)pl, (void)out;
}

#endif
