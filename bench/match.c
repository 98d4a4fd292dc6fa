/* match.c - the match harness: two players, games over openings shared by
 * both colours, and how many points the first took from the second, as
 * an Elo difference with its 95% error bar (bench/README.md, issue 28).
 *
 *   bench_match [options] A B
 *
 * A and B: random (uniform over the legal moves), greedy (the move that
 * captures most seeds now, ties at random), nodes:N (bao_player_think
 * with a node limit), level:K (bao_level_nodes(K)), time:MS (a stop
 * function on processor time, MS milliseconds a move of the searching
 * thread's); an engine's followed by /T searches on T threads
 * (bao_player_set_threads): nodes:N/2 shares N nodes between 2 threads,
 * time:MS/2 gives each of them MS milliseconds.
 *
 *   --variant V     the game (default kiswahili)
 *   --rule N=V      a rule option, as the command's --rule (repeatable)
 *   --openings N    openings (default 50), each played twice, colours
 *                   swapped: 2N games
 *   --plies K       random plies from the start that make an opening
 *                   (default 6; 0: the start itself)
 *   --south         A plays South in every game, each opening once (N
 *                   games): Bao la Kujifunza's solved start
 *   --cap N         plies after the opening before a game is a draw
 *                   (default 400)
 *   --seed S        the openings' and the players' random choices
 *                   (default 1)
 *   --table-mb M    each engine's table (default 16)
 *   --games         one line per game too
 *
 * A never-ending move chosen by either player ends the game as a draw
 * (docs/analysis.md: the rules' reading of R17); a move past the seed
 * cap loses for its player.  Everything but the time:MS players is
 * reproducible from the seed. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench.h"
#include "match.h"

static const char *const end_names[] = {"rules", "never-ending", "seed-cap",
                                        "length-cap"};

static int usage(void)
{
  fprintf(stderr, "usage: bench_match [--variant V] [--rule N=V] "
          "[--openings N] [--plies K] [--south] [--cap N] [--seed S] "
          "[--table-mb M] [--games] A B\n  A, B: random, greedy, nodes:N, "
          "level:K (1-%d), time:MS; an engine's with /T: T threads\n",
          BAO_LEVELS);
  return 2;
}

typedef struct cli {
  match_setup s;
  size_t table_mb;
  int games;
  const char *name[2];
} cli;

/* One option with its value at argv[i]; 0 when it is not understood. */
static int option(cli *c, const char *opt, const char *val)
{
  int v;
  if (strcmp(opt, "--variant") == 0) {
    if (!bao_variant_parse(val, &v))
      return 0;
    c->s.rules = bao_rules_variant((enum bao_variant)v);
  } else if (strcmp(opt, "--rule") == 0) {
    bao_diag d;
    if (!bao_rules_set(&c->s.rules, val, &d)) {
      fprintf(stderr, "bench_match: %s\n", d.message);
      return 0;
    }
  } else if (strcmp(opt, "--openings") == 0) {
    c->s.openings = atoi(val);
  } else if (strcmp(opt, "--plies") == 0) {
    c->s.opening_plies = atoi(val);
  } else if (strcmp(opt, "--cap") == 0) {
    c->s.cap = atoi(val);
  } else if (strcmp(opt, "--seed") == 0) {
    c->s.seed = strtoull(val, NULL, 10);
  } else if (strcmp(opt, "--table-mb") == 0) {
    c->table_mb = (size_t)atol(val);
  } else {
    return 0;
  }
  return 1;
}

static int parse(cli *c, int argc, char **argv)
{
  int i, n = 0;
  memset(c, 0, sizeof *c);
  c->s.rules = bao_rules_default();
  c->s.openings = 50;
  c->s.opening_plies = 6;
  c->s.cap = 400;
  c->s.seed = 1;
  c->table_mb = 16;
  for (i = 1; i < argc; i++) {
    if (strcmp(argv[i], "--south") == 0)
      c->s.a_south = 1;
    else if (strcmp(argv[i], "--games") == 0)
      c->games = 1;
    else if (argv[i][0] == '-' && argv[i][1] == '-') {
      if (i + 1 >= argc || !option(c, argv[i], argv[i + 1]))
        return 0;
      i++;
    } else if (n < 2) {
      c->name[n++] = argv[i];
    } else {
      return 0;
    }
  }
  return n == 2 && c->s.openings > 0 && c->s.opening_plies >= 0 &&
         c->s.cap > 0;
}

static void print_elo(const char *label, double e)
{
  if (isinf(e))
    printf("%s%sinf", label, e > 0 ? "+" : "-");
  else
    printf("%s%+.0f", label, e + 0.0); /* never "-0" */
}

static void report(const match_agent *ag,
                   const match_stats *st, double cpu)
{
  int i;
  printf("games %d  %s: wins %d draws %d losses %d  score %.1f%%", st->games,
         ag[0].name, st->wins, st->draws, st->losses, 100 * st->score);
  print_elo("  elo ", st->elo);
  print_elo(" [", st->elo_lo);
  print_elo(", ", st->elo_hi);
  printf("] (95%%)\n");
  printf("ends: never-ending %d (draws), length-cap %d (draws), "
         "seed-cap %d (losses)\n", st->never, st->length, st->seedcap);
  printf("longest win of %s: %d moves\n", ag[0].name, st->longest_win);
  printf("wins by %s's moves (moves:games):", ag[0].name);
  for (i = 1; i < MATCH_WIN_MOVES; i++)
    if (st->win_moves[i])
      printf(" %d%s:%d", i, i == MATCH_WIN_MOVES - 1 ? "+" : "",
             st->win_moves[i]);
  printf("\n");
  for (i = 0; i < 2; i++) {
    const match_agent *a = &ag[i];
    double m = a->moves ? (double)a->moves : 1;
    if (!a->engine)
      continue;
    printf("engine %s: %llu moves, %.0f nodes/move, depth %.2f, "
           "%.2f ms/move (wall %.2f), %llu failures\n", a->name,
           (unsigned long long)a->moves, (double)a->nodes / m,
           (double)a->depth_sum / m, 1e3 * a->seconds / m, 1e3 * a->wall / m,
           (unsigned long long)a->failures);
  }
  printf("processor %.1f s\n", cpu);
}

static void header(const cli *c)
{
  const match_setup *s = &c->s;
  char rules[256];
  bao_rules_format(&s->rules, rules, sizeof rules);
  printf("match %s vs %s: %s%s%s, %d openings of %d random plies (seed "
         "%llu), %s, cap %d plies\n", c->name[0], c->name[1],
         bao_variant_name((enum bao_variant)s->rules.variant),
         rules[0] ? " " : "", rules, s->openings, s->opening_plies,
         (unsigned long long)s->seed,
         s->a_south ? "A always South" : "colours swapped", s->cap);
}

int main(int argc, char **argv)
{
  cli c;
  match_agent ag[2];
  match_stats st;
  match_game *games;
  double t0 = bench_cpu_seconds();
  int i, colours;
  if (!parse(&c, argc, argv))
    return usage();
  for (i = 0; i < 2; i++)
    if (!match_agent_parse(c.name[i], &ag[i])) {
      fprintf(stderr, "bench_match: unknown player '%s'\n", c.name[i]);
      return usage();
    }
  games = calloc((size_t)match_games(&c.s), sizeof *games);
  for (i = 0; i < 2; i++)
    if (!games || !match_agent_open(&ag[i], c.table_mb << 20)) {
      fprintf(stderr, "bench_match: out of memory\n");
      return 1;
    }
  header(&c);
  fflush(stdout);
  match_run(&c.s, &ag[0], &ag[1], &st, games);
  colours = c.s.a_south ? 1 : 2;
  for (i = 0; c.games && i < match_games(&c.s); i++) {
    const match_game *g = &games[i];
    printf("game %d.%d %s %s %s plies %d winner-moves %d\n",
           i / colours + 1, i % colours + 1, g->a_side == BAO_SOUTH ? "S" : "N",
           g->result == 2 ? "win" : g->result == 1 ? "draw" : "loss",
           end_names[g->end], g->plies, g->winner_moves);
  }
  report(ag, &st, bench_cpu_seconds() - t0);
  match_agent_close(&ag[0]);
  match_agent_close(&ag[1]);
  free(games);
  return 0;
}
