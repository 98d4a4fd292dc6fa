/* cli_perft.c - bao perft: the leaf count of the move tree, on one thread
 * or split over several.
 *
 * The engine has no threads (bao.h: no global state, nothing but the
 * caller's memory), so the split is the command's, with POSIX threads:
 * the tree is expanded breadth first until it has a few dozen subtrees
 * per thread, and each thread takes the next subtree left until none is,
 * each with its own transposition table when --table asks for one.  The
 * sum is the count of one thread: perft counts leaves, whatever order
 * the subtrees are counted in. */
#include <inttypes.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

typedef struct task {
  bao_position p;
  int depth;
} task;

typedef struct pool {
  task *task;
  size_t n, next;
  pthread_mutex_t lock;
} pool;

typedef struct worker {
  pool *pool;
  bao_perft_table table;
  uint64_t leaves;
  pthread_t id;
} worker;

/* Subtrees per thread: enough that the last ones to finish are small. */
#define SPLIT 32

/* Replaces the tasks by their children, one ply down; a never-ending move
 * is a leaf (bao_perft) and goes to *leaves.  0 out of memory. */
static int expand(task **tasks, size_t *n, uint64_t *leaves)
{
  bao_movelist list;
  task *next = NULL, *grown;
  size_t k, m = 0, cap = 0;
  int i;
  for (k = 0; k < *n; k++) {
    bao_position_moves(&(*tasks)[k].p, &list);
    for (i = 0; i < list.count; i++) {
      if (list.item[i].period) {
        ++*leaves;
        continue;
      }
      if (m == cap) {
        cap = cap ? cap * 2 : 64;
        if (!(grown = realloc(next, cap * sizeof *next)))
          return free(next), 0;
        next = grown;
      }
      next[m].p = list.item[i].after;
      next[m++].depth = (*tasks)[k].depth - 1;
    }
  }
  free(*tasks);
  *tasks = next;
  *n = m;
  return 1;
}

static void *work(void *arg)
{
  worker *w = arg;
  pool *pl = w->pool;
  size_t i;
  for (;;) {
    pthread_mutex_lock(&pl->lock);
    i = pl->next++;
    pthread_mutex_unlock(&pl->lock);
    if (i >= pl->n)
      return NULL;
    w->leaves += bao_perft_cached(&pl->task[i].p, pl->task[i].depth,
                                  w->table.entry ? &w->table : NULL);
  }
}

/* The table of one thread: `mb` megabytes, rounded down to a power of two
 * entries (none below one entry). */
static int table_new(bao_perft_table *t, long mb)
{
  size_t want = (size_t)mb * 1024 * 1024 / sizeof(bao_perft_entry), size = 1;
  memset(t, 0, sizeof *t);
  if (mb <= 0 || want == 0)
    return 1;
  while (size * 2 <= want)
    size *= 2;
  t->entry = calloc(size, sizeof *t->entry);
  t->size = size;
  return t->entry != NULL;
}

/* The leaves of the tree below `root`, on `threads` threads; 0 when
 * memory or a thread could not be had. */
static int perft_split(const bao_position *root, int depth, int threads,
                       long table_mb, uint64_t *leaves)
{
  pool pl;
  worker *w;
  int i, started = 0, ok = 1;
  memset(&pl, 0, sizeof pl);
  *leaves = 0;
  if (!(pl.task = malloc(sizeof *pl.task)))
    return 0;
  pl.task[0].p = *root;
  pl.task[0].depth = depth;
  pl.n = 1;
  while (pl.n > 0 && pl.n < (size_t)threads * SPLIT && pl.task[0].depth > 2)
    if (!expand(&pl.task, &pl.n, leaves))
      return 0;
  if (!(w = calloc((size_t)threads, sizeof *w)))
    return free(pl.task), 0;
  pthread_mutex_init(&pl.lock, NULL);
  for (i = 0; i < threads && ok; i++) {
    w[i].pool = &pl;
    ok = table_new(&w[i].table, table_mb / threads) &&
         pthread_create(&w[i].id, NULL, work, &w[i]) == 0;
    started += ok;
  }
  for (i = 0; i < started; i++) {
    pthread_join(w[i].id, NULL);
    *leaves += w[i].leaves;
  }
  for (i = 0; i < threads; i++)
    free(w[i].table.entry);
  pthread_mutex_destroy(&pl.lock);
  free(w);
  free(pl.task);
  return ok;
}

/* perft's own options */
typedef struct perft_opts {
  int threads;   /* --threads N, or 0 (one)                         */
  long table_mb; /* --table MB: a transposition table, or 0         */
} perft_opts;

#define AT(field) offsetof(perft_opts, field)
const cli_option cli_perft_options[] = {
  CLI_USE("--position"), CLI_USE("--depth"), CLI_USE("--rule"),
  CLI_USE("--variant"),
  {"--threads", 1, cli_set_int, AT(threads), 1, 256,
   "--threads takes a number of threads from 1 to 256"},
  {"--table", 1, cli_set_long, AT(table_mb), 0, 0x7fffffffL,
   "--table takes a number of megabytes"},
  {NULL, 0, NULL, 0, 0, 0, NULL},
};

/* The count of the tree below the position, --depth plies deep, on
 * --threads threads, printed; 0, or 2 with a message. */
int cli_perft(cli_common *o)
{
  perft_opts x = {0, 0};
  bao_position p;
  uint64_t leaves;
  int rc = cli_parse(o, &x);
  if (rc || (rc = cli_position(o, &p)) != 0)
    return rc;
  if (o->depth < 0)
    return cli_usage_error("perft needs --depth N", NULL);
  if (!perft_split(&p, o->depth, x.threads > 0 ? x.threads : 1, x.table_mb,
                   &leaves)) {
    fprintf(stderr, "bao: perft: out of memory, or no thread could be "
            "started\n");
    return 2;
  }
  printf("%" PRIu64 "\n", leaves);
  return cli_stdout_done();
}
