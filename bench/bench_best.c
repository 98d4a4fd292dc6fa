/* bench_best.c - the engine's search (src/search/player.c): its speed
 * in nodes per second of processor time, on positions of random games.
 *
 *  positions  random games of every variant, played here from a fixed
 *             seed, cut at plies 0, 10, 20, ... (those of a game that
 *             ended are skipped): each position searched by a fresh
 *             player (32 MB) within --nodes N (default 2,000,000) or
 *             --depth D; one line per position: its number, variant,
 *             ply, best move, score, depth reached, nodes and
 *             milliseconds; then the totals and nodes per second, and
 *             the last line "best_nodes_per_s N" for bench/run.sh.
 *
 * Nodes are the solver's: positions generated (every legal move of
 * every position expanded, each one sown), the solver's at the root
 * included.  Times are processor time (clock(): all the threads'), and
 * wall time beside it in the totals.  --threads T: each player searches
 * on T threads (bao_player_set_threads); a depth limit then says the
 * time to that depth.
 * The caller's thread's processor time too (the lead's, whose helpers
 * search beside it): on idle cores, one a thread, the wall time.
 * Usage: bench_best [--nodes N] [--depth D] [--games G] [--every K]
 *                   [--threads T] */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bao/bao.h"
#include "bao/player.h"
#include "bench.h"

#define MAX_POS 2048

static double thread_seconds(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static uint64_t rng = 28;

static unsigned rnd(unsigned n)
{
  uint64_t z = (rng += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return (unsigned)((z ^ (z >> 31)) % n);
}

typedef struct opts {
  uint64_t nodes;
  int depth, games, every, threads;
} opts;

/* Positions every o->every plies of o->games random games per variant. */
static int collect(const opts *o, bao_position *out, int *ply)
{
  bao_movelist list;
  int v, g, n = 0, k;
  for (v = 0; v < BAO_VARIANTS; v++) {
    bao_rules rules = bao_rules_variant(v);
    for (g = 0; g < o->games; g++) {
      bao_position p;
      bao_position_start(&p, &rules);
      for (k = 0; k < 300 && n < MAX_POS; k++) {
        if (!bao_position_moves(&p, &list))
          break;
        if (k % o->every == 0) {
          ply[n] = k;
          out[n++] = p;
        }
        {
          const bao_outcome *m = &list.item[rnd((unsigned)list.count)];
          if (m->period)
            break;
          p = m->after;
        }
      }
    }
  }
  return n;
}

int main(int argc, char **argv)
{
  static bao_position pos[MAX_POS];
  static int ply[MAX_POS];
  static bao_think_result r;
  opts o = {2000000, 0, 3, 20, 1};
  uint64_t total = 0;
  double t0, t1, spent = 0, w0, wall = 0, l0, lead = 0;
  int i, n;
  for (i = 1; i + 1 < argc; i += 2) {
    if (strcmp(argv[i], "--nodes") == 0)
      o.nodes = strtoull(argv[i + 1], NULL, 10);
    else if (strcmp(argv[i], "--depth") == 0)
      o.depth = atoi(argv[i + 1]);
    else if (strcmp(argv[i], "--games") == 0)
      o.games = atoi(argv[i + 1]);
    else if (strcmp(argv[i], "--threads") == 0)
      o.threads = atoi(argv[i + 1]);
    else if (strcmp(argv[i], "--every") == 0)
      o.every = atoi(argv[i + 1]) > 0 ? atoi(argv[i + 1]) : 1;
  }
  if (o.depth)
    o.nodes = 0;
  n = collect(&o, pos, ply);
  for (i = 0; i < n; i++) {
    bao_player *pl = bao_player_new(0, NULL);
    bao_think_limits lim;
    char tok[BAO_TOKEN_MAX], sc[32];
    if (!pl || !bao_player_set_threads(pl, o.threads, NULL))
      return 2;
    lim.depth = o.depth;
    lim.nodes = o.nodes;
    t0 = bench_cpu_seconds();
    w0 = bench_wall_seconds();
    l0 = thread_seconds();
    if (!bao_player_think(pl, &pos[i], &lim, 0, &r, NULL)) {
      printf("%d failed\n", i);
      bao_player_free(pl);
      continue;
    }
    t1 = bench_cpu_seconds();
    wall += bench_wall_seconds() - w0;
    lead += thread_seconds() - l0;
    spent += t1 - t0;
    total += r.nodes;
    if (r.count) {
      bao_move_token(&r.line[0].move, pos[i].to_move, tok, sizeof tok);
      bao_score_format(r.line[0].score, sc, sizeof sc);
    } else {
      strcpy(tok, "-");
      strcpy(sc, "lost");
    }
    printf("%d\t%s\tply %d\t%s\t%s\tdepth %d\t%" PRIu64 " nodes\t%.0f ms\n",
           i, bao_variant_name(pos[i].rules.variant), ply[i], tok, sc,
           r.depth, r.nodes, (t1 - t0) * 1000);
    bao_player_free(pl);
  }
  printf("%d positions, %" PRIu64 " nodes, %.2f s: %.0f nodes/s\n", n, total,
         spent, spent > 0 ? total / spent : 0.0);
  printf("threads %d: wall %.2f s: %.0f nodes/s of wall time; the "
         "caller's thread %.2f s: %.0f nodes/s of its time\n", o.threads,
         wall, wall > 0 ? total / wall : 0.0, lead,
         lead > 0 ? total / lead : 0.0);
  printf("best_nodes_per_s %.0f\n", spent > 0 ? total / spent : 0.0);
  return 0;
}
