/* bench_think.c - the native speed of the engine that plays (player.h),
 * to compare with the same search in WebAssembly (bench/wasm_best.mjs,
 * issue 28 item 5: the page's search at least a third of native speed).
 *
 *   bench_think POSITIONS NODES [THREADS]
 *
 * POSITIONS is a file of position lines (bao.h), one a line (Bao la
 * Kiswahili), as `bao replay --positions` prints them in its fourth
 * column.  Each is searched for the best move by bao_player_think within
 * NODES positions, by one player with a table of 16 MB (the page's:
 * src/wasm/bao_wasm.c) cleared before each search, as the module's
 * think(line, {nodes, fresh: true}) does; so both do the same work and
 * give the same answers, which each prints, one line per position: its
 * number, the move, the score, the depth and the nodes.  Then the totals:
 * nodes, processor seconds (clock(): other jobs on the machine do not
 * count) and nodes per second.  THREADS (default 1): the player searches
 * on that many (bao_player_set_threads), its node limit shared between
 * them; processor time is then all the threads', and a last line gives
 * the wall time. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bao/bao.h"
#include "bao/player.h"
#include "bench.h"

#define TABLE_BYTES ((size_t)16 << 20)

/* One position: its line searched, its answer printed; the nodes. */
static int think_one(bao_player *pl, const bao_rules *r, const char *line,
                     uint64_t nodes, int k, bao_think_result *res,
                     uint64_t *done)
{
  bao_position p;
  bao_think_limits lim = {0, 0};
  bao_diag d;
  char token[BAO_TOKEN_MAX] = "-";
  if (!bao_position_parse(line, r, &p, &d)) {
    fprintf(stderr, "bench_think: position %d: %s\n", k, d.message);
    return 0;
  }
  lim.nodes = nodes;
  bao_player_clear(pl);
  if (!bao_player_think(pl, &p, &lim, 0, res, &d)) {
    fprintf(stderr, "bench_think: position %d: %s\n", k, d.message);
    return 0;
  }
  if (res->count)
    bao_move_token(&res->line[0].move, p.to_move, token, sizeof token);
  printf("%d\t%s\t%d\t%d\t%" PRIu64 "\n", k, token,
         res->count ? res->line[0].score : 0, res->depth, res->nodes);
  *done += res->nodes;
  return 1;
}

int main(int argc, char **argv)
{
  FILE *in;
  char line[BAO_LINE_MAX + 2];
  bao_rules r = bao_rules_variant(BAO_KISWAHILI);
  bao_player *pl;
  bao_think_result *res;
  bao_diag d;
  uint64_t nodes, total = 0;
  double t0, t, w0;
  int k = 0, ok = 1, threads = argc == 4 ? atoi(argv[3]) : 1;
  if (argc < 3 || argc > 4 || !(nodes = strtoull(argv[2], NULL, 10)) ||
      threads < 1) {
    fprintf(stderr, "usage: bench_think POSITIONS NODES [THREADS]\n");
    return 2;
  }
  if (!(in = fopen(argv[1], "r"))) {
    perror(argv[1]);
    return 2;
  }
  pl = bao_player_new(TABLE_BYTES, &d);
  res = malloc(sizeof *res);
  if (!pl || !res || !bao_player_set_threads(pl, threads, NULL)) {
    fprintf(stderr, "bench_think: out of memory\n");
    return 2;
  }
  t0 = bench_cpu_seconds();
  w0 = bench_wall_seconds();
  while (ok && fgets(line, sizeof line, in)) {
    line[strcspn(line, "\r\n")] = '\0';
    if (*line)
      ok = think_one(pl, &r, line, nodes, ++k, res, &total);
  }
  t = bench_cpu_seconds() - t0;
  printf("native: %d positions, %" PRIu64 " nodes, %.3f s, %.0f nodes/s\n",
         k, total, t, t > 0 ? (double)total / t : 0.0);
  t = bench_wall_seconds() - w0;
  if (argc == 4) /* (bench/wasm_best.mjs reads "native:" last) */
    printf("threads %d: wall %.3f s, %.0f nodes/s of wall time\n", threads, t,
         t > 0 ? (double)total / t : 0.0);
  fclose(in);
  free(res);
  bao_player_free(pl);
  return ok ? 0 : 1;
}
