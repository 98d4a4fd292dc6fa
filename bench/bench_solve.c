/* bench_solve.c - the exact search (src/search/solve.c): its speed on endgame
 * positions, and how far a search of Bao la Kujifunza from its start gets
 * in a given time.
 *
 *  positions  the last plies of random games of every variant, played
 *             here from a fixed seed, each solved with bao_solve at
 *             --depth D (default 5) by a solver of 4 MB cleared before
 *             each; one line per position: its number, variant, verdict,
 *             n, nodes and milliseconds; then the totals.  The win-search
 *             alone (bao_solve_win) is timed on the same positions too.
 *  kujifunza  bao_solve_win from the start of Bao la Kujifunza, depth 1,
 *             2, ... until a win is found or --seconds S (default 60)
 *             have passed: per depth, the answer, the nodes, the
 *             positions the table holds and the time; a depth cut short
 *             by the time is reported as stopped.
 *
 *             With --verify, a win found there is checked: its proof
 *             tree, guided by the solver but checked by the engine alone
 *             (every defence tried, every end confirmed by
 *             bao_position_status).
 *
 * Times are processor time (clock()).  Nodes are the solver's: positions
 * generated (every legal move of every position expanded, each one sown).
 * Usage:
 *   bench_solve [--depth D] [--games G] [--seconds S] [--table-mb M]
 *               [--verify] [--kujifunza-depth K] [--laps L]
 * (--kujifunza-depth: stop after depth K, for a profile of equal work;
 * --laps: the Kujifunza solver's lap budget for long moves per call,
 * bao_solver_set_laps; a depth that runs out of it is reported "laps"). */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bao/bao.h"
#include "bao/solve.h"
#include "search/solver.h" /* bao_solver_key */
#include "bench.h"

#define TAIL 4

/* Processor time, not wall time: the figures then hold on a machine that
 * is running other work (the machine the figures were taken on was). */
static uint64_t rng = 7;

static unsigned rnd(unsigned n)
{
  uint64_t z = (rng += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return (unsigned)((z ^ (z >> 31)) % n);
}

typedef struct opts {
  int depth, games, verify, kdepth;
  double seconds;
  size_t table;
  uint64_t laps; /* the solver's laps for long moves per call (0: default) */
} opts;

/* The last TAIL positions before the end of random games of every
 * variant (games that reach a never-ending move are skipped). */
static int collect(const opts *o, bao_position *out, int max)
{
  static bao_position game[1001];
  bao_movelist list;
  int v, g, n, i, count = 0;
  for (v = 0; v < BAO_VARIANTS; v++) {
    bao_rules rules = bao_rules_variant(v);
    for (g = 0; g < o->games; g++) {
      bao_position_start(&game[0], &rules);
      for (n = 0; n < 1000 && bao_position_moves(&game[n], &list); n++) {
        const bao_outcome *m = &list.item[rnd((unsigned)list.count)];
        if (m->period)
          break;
        game[n + 1] = m->after;
      }
      if (list.count) /* not ended */
        continue;
      for (i = n - 1; i >= 0 && i >= n - TAIL && count < max; i--)
        out[count++] = game[i];
    }
  }
  return count;
}

static void positions(const opts *o)
{
  static bao_position pos[4096];
  bao_solver_stats st;
  bao_solve_result r;
  double t0, t, total = 0, win_total = 0;
  uint64_t nodes = 0, win_nodes = 0;
  int i, n = collect(o, pos, 4096), w, verdicts[3] = {0, 0, 0};
  printf("# position variant verdict n nodes ms (bao_solve, depth %d)\n",
         o->depth);
  /* small searches: a small table, cleared before each (untimed) */
  bao_solver *s = bao_solver_new((size_t)4 << 20, NULL);
  if (!s)
    exit(2);
  for (i = 0; i < n; i++) {
    bao_solver_clear(s);
    t0 = bench_cpu_seconds();
    bao_solve(s, &pos[i], o->depth, &r, NULL);
    t = bench_cpu_seconds() - t0;
    bao_solver_stats_of(s, &st);
    printf("%d\t%s\t%s\t%d\t%" PRIu64 "\t%.2f\n", i + 1,
           bao_variant_name(pos[i].rules.variant),
           bao_verdict_name(r.verdict), r.n, st.nodes, t * 1e3);
    verdicts[r.verdict]++;
    total += t;
    nodes += st.nodes;
    bao_solver_clear(s);
    t0 = bench_cpu_seconds();
    bao_solve_win(s, &pos[i], o->depth, &w);
    win_total += bench_cpu_seconds() - t0;
    bao_solver_stats_of(s, &st);
    win_nodes += st.nodes;
  }
  bao_solver_free(s);
  printf("positions %d (win %d, loss %d, none %d) depth %d\n", n,
         verdicts[1], verdicts[2], verdicts[0], o->depth);
  printf("solve_nodes %" PRIu64 "\nsolve_seconds %.3f\nsolve_nodes_per_s "
         "%.0f\n", nodes, total, (double)nodes / (total > 0 ? total : 1e-9));
  printf("win_nodes %" PRIu64 "\nwin_seconds %.3f\nwin_nodes_per_s %.0f\n",
         win_nodes, win_total,
         (double)win_nodes / (win_total > 0 ? win_total : 1e-9));
}

/* ---- checking a win ---------------------------------------------------
 * A proof that the side to move wins within k, built with the solver's
 * help but checked by the engine alone: at the winner's turns a move is
 * taken that either leaves the opponent lost (bao_position_status) or that
 * the solver says leaves a position lost within k - 1, which is then
 * checked; at the loser's turns every legal move must end and be answered
 * so.  A wrong claim of the solver's fails the check; a position already
 * checked (same board, same side, same k or less) is not checked again. */

typedef struct proof {
  bao_solver *s;
  bao_position *seen;  /* positions checked, open addressing by key     */
  int8_t *seen_k;      /* 0: empty slot; else k (+ 64 for a loser's)   */
  size_t cap, n;
  uint64_t win_nodes, lose_nodes;
  int failed;
} proof;

static int same(const bao_position *a, const bao_position *b)
{
  return memcmp(a->pit, b->pit, sizeof a->pit) == 0 &&
         a->hand[0] == b->hand[0] && a->hand[1] == b->hand[1] &&
         a->house[0] == b->house[0] && a->house[1] == b->house[1] &&
         a->to_move == b->to_move && a->takasia == b->takasia &&
         a->reserved == b->reserved;
}

/* 1 if p was checked at k or less (as `loser` or not); else remembers it. */
static int checked(proof *f, const bao_position *p, int k, int loser)
{
  size_t i = bao_solver_key(f->s, p) & (f->cap - 1);
  int8_t tag = (int8_t)(k + (loser ? 64 : 0));
  for (; f->seen_k[i]; i = (i + 1) & (f->cap - 1))
    if ((f->seen_k[i] >= 64) == loser && same(&f->seen[i], p) &&
        f->seen_k[i] <= tag)
      return 1;
  if (2 * f->n < f->cap) { /* full: check again rather than remember */
    f->seen[i] = *p;
    f->seen_k[i] = tag;
    f->n++;
  }
  return 0;
}

static int check_lost(proof *f, const bao_position *q, int k);

#define GUIDE ((size_t)256 << 20) /* the guiding solver's table, at most */

static int check_win(proof *f, const bao_position *p, int k)
{
  bao_movelist *list = malloc(sizeof *list);
  int i, m = -1, ok = 0;
  if (!list)
    exit(2);
  f->win_nodes++;
  bao_position_moves(p, list);
  for (i = 0; i < list->count && m < 0; i++)
    if (!list->item[i].period && bao_position_status(&list->item[i].after, NULL).over)
      m = i;
  for (i = 0; i < list->count && m < 0 && k > 1; i++) {
    int n = -1;
    if (!list->item[i].period &&
        bao_solve_lost(f->s, &list->item[i].after, k - 1, &n) && n >= 0)
      m = i;
  }
  if (m >= 0)
    ok = bao_position_status(&list->item[m].after, NULL).over ||
         check_lost(f, &list->item[m].after, k - 1);
  free(list);
  return ok;
}

static int check_lost(proof *f, const bao_position *q, int k)
{
  bao_movelist *list;
  int i, ok = 1;
  if (bao_position_status(q, NULL).over)
    return 1;
  if (k < 1)
    return 0;
  if (checked(f, q, k, 1))
    return 1;
  if (!(list = malloc(sizeof *list)))
    exit(2);
  f->lose_nodes++;
  bao_position_moves(q, list);
  for (i = 0; i < list->count && ok; i++)
    ok = !list->item[i].period && check_win(f, &list->item[i].after, k);
  free(list);
  return ok;
}

/* Checks that the side to move at p wins within k. */
static void verify(const bao_position *p, int k, size_t table)
{
  proof f;
  double t0 = bench_cpu_seconds();
  int ok;
  memset(&f, 0, sizeof f);
  f.cap = (size_t)1 << 22;
  f.s = bao_solver_new(table < GUIDE ? table : GUIDE, NULL);
  f.seen = malloc(f.cap * sizeof *f.seen);
  f.seen_k = calloc(f.cap, 1);
  if (!f.s || !f.seen || !f.seen_k)
    exit(2);
  ok = check_win(&f, p, k);
  printf("proof %s: win within %d, %" PRIu64 " winner's and %" PRIu64
         " loser's positions checked (%.1f s)\n", ok ? "checked" : "FAILED",
         k, f.win_nodes, f.lose_nodes, bench_cpu_seconds() - t0);
  bao_solver_free(f.s);
  free(f.seen);
  free(f.seen_k);
}

typedef struct deadline {
  double end;
} deadline;

static int past(void *ctx, uint64_t nodes)
{
  (void)nodes;
  return bench_cpu_seconds() >= ((deadline *)ctx)->end;
}

static void kujifunza(const opts *o)
{
  bao_rules rules = bao_rules_variant(BAO_KUJIFUNZA);
  bao_solver *s = bao_solver_new(o->table, NULL);
  bao_solver_stats st;
  bao_position p;
  deadline dl;
  double t0 = bench_cpu_seconds(), t = 0;
  int d, n = 0;
  if (!s)
    exit(2);
  bao_solver_set_laps(s, o->laps);
  dl.end = t0 + o->seconds;
  bao_solver_set_stop(s, past, &dl);
  bao_position_start(&p, &rules);
  printf("# kujifunza from the start: depth answer nodes stored seconds\n");
  for (d = 1; d <= o->kdepth; d++) {
    int ok = bao_solve_win(s, &p, d, &n);
    t = bench_cpu_seconds() - t0;
    bao_solver_stats_of(s, &st);
    printf("%d\t%s\t%" PRIu64 "\t%zu\t%.2f\n", d,
           !ok ? bao_solver_stopped(s) == BAO_SOLVER_OUT_OF_LAPS ? "laps"
                 : "stopped"
               : n ? "win" : "no-win", st.nodes, st.stored, t);
    fflush(stdout);
    if (!ok || n)
      break;
  }
  if (n && o->verify)
    verify(&p, n, o->table);
  printf("kujifunza_last %d %s %" PRIu64 " nodes %zu stored %.2f s\n",
         d > o->kdepth ? o->kdepth : d,
         d > o->kdepth ? "no-win" : n ? "win" : "stopped", st.nodes,
         st.stored, t);
  printf("kujifunza_nodes_per_s %.0f\ntable_entries %zu\n"
         "kujifunza_long_laps %" PRIu64 "\n",
         (double)st.nodes / (t > 0 ? t : 1e-9), st.entries, st.laps);
  bao_solver_free(s);
}

int main(int argc, char **argv)
{
  opts o = {5, 30, 0, BAO_SOLVE_DEPTH_MAX, 60.0, 0, 0};
  int i;
  for (i = 1; i < argc; i += 2) {
    if (strcmp(argv[i], "--verify") == 0) {
      o.verify = 1;
      i--;
    } else if (i + 1 == argc) {
      break;
    } else if (strcmp(argv[i], "--depth") == 0)
      o.depth = atoi(argv[i + 1]);
    else if (strcmp(argv[i], "--games") == 0)
      o.games = atoi(argv[i + 1]);
    else if (strcmp(argv[i], "--kujifunza-depth") == 0)
      o.kdepth = atoi(argv[i + 1]);
    else if (strcmp(argv[i], "--seconds") == 0)
      o.seconds = atof(argv[i + 1]);
    else if (strcmp(argv[i], "--table-mb") == 0)
      o.table = (size_t)atol(argv[i + 1]) << 20;
    else if (strcmp(argv[i], "--laps") == 0)
      o.laps = strtoull(argv[i + 1], NULL, 10);
    else
      break;
  }
  if (i < argc) {
    fprintf(stderr, "usage: bench_solve [--depth D] [--games G] "
            "[--seconds S] [--table-mb M] [--verify]\n"
            "                   [--kujifunza-depth K] [--laps L]\n");
    return 2;
  }
  positions(&o);
  if (o.seconds > 0)
    kujifunza(&o);
  return 0;
}
