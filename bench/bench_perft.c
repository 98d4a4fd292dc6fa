/* bench_perft.c - perft's leaves per second, and its distance to the
 * physical limit of about 1 ns per seed sown.
 *
 *   bench_perft [--variant V] [--depth N] [--table MB] [--min-seconds S]
 *
 * Times bao_perft (bao_perft_cached with --table) from the start of the
 * variant, in processor time, repeated until S seconds have passed
 * (default 1; the best pass is kept); then, untimed, counts the seeds
 * that the moves of the tree's move lists sow (perft generates the list
 * of every position it expands, each move sown; the positions of the last
 * ply whose moves it counts without sowing them are not expanded): the
 * LAP events of each listed move, as bench_replay counts them.  A move
 * that never ends counts the seeds of its recorded events.
 *
 * Output: "name value" lines for bench/run.sh. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "engine/internal.h" /* bao_count_moves_fast: perft's own last ply */
#include "bench.h"

/* The seeds sown by the moves of the lists perft generates below p. */
static unsigned long long tree_seeds(const bao_position *p, int depth,
                                     bao_events *ev)
{
  bao_movelist list;
  unsigned long long n = 0;
  int i;
  if (depth <= 0 || (depth == 1 && bao_count_moves_fast(p) >= 0))
    return 0;
  bao_position_moves(p, &list);
  for (i = 0; i < list.count; i++) {
    bao_events_clear(ev);
    bao_outcome_events(p, &list.item[i], ev, NULL, NULL);
    n += bench_lap_seeds(ev);
    if (depth > 1 && !list.item[i].period)
      n += tree_seeds(&list.item[i].after, depth - 1, ev);
  }
  return n;
}

int main(int argc, char **argv)
{
  bao_position p;
  bao_rules rules = bao_rules_default();
  bao_perft_table table = {NULL, 0, 0};
  bao_events ev;
  double min_seconds = 1, spent = 0, best = 0, t;
  unsigned long long leaves = 0, seeds;
  long mb = 0;
  int depth = 12, variant, i;
  for (i = 1; i + 1 < argc; i += 2) {
    if (strcmp(argv[i], "--depth") == 0)
      depth = atoi(argv[i + 1]);
    else if (strcmp(argv[i], "--min-seconds") == 0)
      min_seconds = atof(argv[i + 1]);
    else if (strcmp(argv[i], "--table") == 0)
      mb = atol(argv[i + 1]);
    else if (strcmp(argv[i], "--variant") == 0 &&
             bao_variant_parse(argv[i + 1], &variant))
      rules = bao_rules_variant(variant);
    else
      return fprintf(stderr, "usage: bench_perft [--variant V] [--depth N] "
                     "[--table MB] [--min-seconds S]\n"), 2;
  }
  bao_position_start(&p, &rules);
  if (mb > 0) {
    table.size = 1;
    while (table.size * 2 * sizeof *table.entry <= (size_t)mb << 20)
      table.size *= 2;
    if (!(table.entry = calloc(table.size, sizeof *table.entry)))
      return fprintf(stderr, "bench_perft: out of memory\n"), 2;
  }
  do {
    if (table.entry)
      memset(table.entry, 0, table.size * sizeof *table.entry);
    t = bench_cpu_seconds();
    leaves = bao_perft_cached(&p, depth, table.entry ? &table : NULL);
    t = bench_cpu_seconds() - t;
    spent += t;
    if (best == 0 || t < best)
      best = t;
  } while (spent < min_seconds);
  bao_events_init(&ev);
  seeds = tree_seeds(&p, depth, &ev);
  bao_events_free(&ev);
  printf("perft_depth %d\nperft_leaves %llu\nperft_seconds %.4f\n"
         "perft_leaves_per_s %.0f\nperft_seeds %llu\nperft_ns_per_seed %.2f\n",
         depth, leaves, best, best > 0 ? (double)leaves / best : 0.0, seeds,
         seeds ? best * 1e9 / (double)seeds : 0.0);
  free(table.entry);
  return 0;
}
