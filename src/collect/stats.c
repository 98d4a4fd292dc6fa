/* stats.c - bao_stats_write (collection.h): a collection's figures per
 * variant (games of different rules are not added together), then per
 * player within it: games, results, length, captures, never-ending
 * moves, the stage games end in, the commonest first moves, and the
 * analysis' marks.  Text for a person, YAML for a program: the same
 * figures in the same order. */
#include <stdlib.h>
#include <string.h>

#include "base/util.h"
#include "bao/collection.h"
#include "site.h"

#define FIRSTS 72   /* first moves told apart: at most the legal moves   */
#define SHOWN 3     /* the commonest first moves shown                    */

typedef struct first_move {
  char token[BAO_TOKEN_MAX];
  size_t n;
} first_move;

/* What is summed over a set of games, from one side's view or both. */
typedef struct tally {
  size_t games, won[2], lost, other, plies, captures, endless;
  size_t over_namua, over_mtaji, not_over, blunders, missed;
  first_move first[FIRSTS];
  size_t n_first;
} tally;

static void add_first(tally *t, const char *token)
{
  size_t i;
  if (!*token)
    return;
  for (i = 0; i < t->n_first; i++)
    if (strcmp(t->first[i].token, token) == 0) {
      t->first[i].n++;
      return;
    }
  if (t->n_first < FIRSTS) {
    memcpy(t->first[t->n_first].token, token, BAO_TOKEN_MAX);
    t->first[t->n_first++].n = 1;
  }
}

/* Game g into t: both sides (side -1: the collection's figures; -2: a
 * player who played both, whose result is neither won nor lost), or one
 * player's side. */
static void add(tally *t, const bao_game_row *g, int side)
{
  int s;
  t->games++;
  t->plies += g->plies;
  t->endless += g->endless;
  if (g->over)
    g->end_namua ? t->over_namua++ : t->over_mtaji++;
  else
    t->not_over++;
  for (s = 0; s < 2; s++) {
    if (side >= 0 && s != side)
      continue;
    t->captures += g->captures[s];
    t->blunders += g->blunders[s];
    t->missed += g->missed[s];
  }
  if (side == -2) {
    t->other++;
  } else if (side < 0) {
    if (g->winner == 0 || g->winner == 1)
      t->won[g->winner]++;
    else
      t->other++;
  } else if (g->winner == side) {
    t->won[0]++;
  } else if (g->winner == !side) {
    t->lost++;
  } else {
    t->other++;
  }
  if (side < 0 || g->first_side == side)
    add_first(t, g->first);
}

static int by_count(const void *a, const void *b)
{
  const first_move *x = a, *y = b;
  if (x->n != y->n)
    return x->n > y->n ? -1 : 1;
  return strcmp(x->token, y->token);
}

/* "12.5": a mean to one decimal, rounded half up, in integers so that
 * every machine prints the same. */
static void mean(bao_sink *f, size_t sum, size_t n)
{
  size_t tenths = n ? (sum * 20 + n) / (2 * n) : 0;
  sink_printf(f, "%zu.%zu", tenths / 10, tenths % 10);
}

static void firsts(bao_sink *f, tally *t, int yaml)
{
  size_t i;
  qsort(t->first, t->n_first, sizeof *t->first, by_count);
  sink_puts(f, yaml ? "{" : "");
  for (i = 0; i < t->n_first && i < SHOWN; i++)
    sink_printf(f, yaml ? "%s\"%s\": %zu" : "%s%s %zu", i ? ", " : "",
                t->first[i].token, t->first[i].n);
  sink_puts(f, yaml ? "}\n" : (t->n_first ? "\n" : "-\n"));
}

static void text_tally(bao_sink *f, tally *t, const char *in, int player)
{
  if (player)
    sink_printf(f, "%sresults: won %zu, lost %zu, other %zu\n", in,
                t->won[0], t->lost, t->other);
  else
    sink_printf(f, "%sresults: South %zu, North %zu, other %zu\n", in,
                t->won[0], t->won[1], t->other);
  sink_printf(f, "%saverage length: ", in);
  mean(f, t->plies, t->games);
  sink_printf(f, " plies\n%scaptures: %zu (", in, t->captures);
  mean(f, t->captures, t->games);
  sink_printf(f, " a game)\n%snever-ending moves: %zu\n", in, t->endless);
  sink_printf(f, "%sgames end in: namua %zu, mtaji %zu, not over %zu\n", in,
              t->over_namua, t->over_mtaji, t->not_over);
  sink_printf(f, "%sblunders: %zu, missed wins: %zu\n", in, t->blunders,
              t->missed);
  sink_printf(f, "%scommonest first moves: ", in);
  firsts(f, t, 0);
}

static void yaml_tally(bao_sink *f, tally *t, const char *in, int player)
{
  sink_printf(f, "%sgames: %zu\n", in, t->games);
  if (player)
    sink_printf(f, "%swon: %zu\n%slost: %zu\n", in, t->won[0], in, t->lost);
  else
    sink_printf(f, "%ssouth_won: %zu\n%snorth_won: %zu\n", in, t->won[0], in,
                t->won[1]);
  sink_printf(f, "%sother: %zu\n%splies: %zu\n%saverage_length: ", in,
              t->other, in, t->plies, in);
  mean(f, t->plies, t->games);
  sink_printf(f, "\n%scaptures: %zu\n%snever_ending: %zu\n", in, t->captures,
              in, t->endless);
  sink_printf(f, "%send_namua: %zu\n%send_mtaji: %zu\n%snot_over: %zu\n", in,
              t->over_namua, in, t->over_mtaji, in, t->not_over);
  sink_printf(f, "%sblunders: %zu\n%smissed_wins: %zu\n%sfirst_moves: ", in,
              t->blunders, in, t->missed, in);
  firsts(f, t, 1);
}

/* The players of variant v, with their tallies; 0 out of memory. */
static int players(const bao_collection *c, int v, int yaml, bao_sink *f)
{
  size_t n, i, k;
  const char **names = bao_collection_players(c, &n);
  tally *t;
  int listed = 0;
  if (!names) {
    if (yaml && n == 0)
      sink_puts(f, "    players: []\n");
    return n == 0;
  }
  if (!(t = calloc(n, sizeof *t))) {
    free(names);
    return 0;
  }
  for (i = 0; i < c->n_rows; i++) {
    const bao_game_row *g = &c->rows[i];
    if (g->rules.variant != v)
      continue;
    k = site_player_no(names, n, g->south);
    if (k && k == site_player_no(names, n, g->north)) {
      add(&t[k - 1], g, -2); /* one game, both sides */
      continue;
    }
    if (k)
      add(&t[k - 1], g, 0);
    if ((k = site_player_no(names, n, g->north)))
      add(&t[k - 1], g, 1);
  }
  for (i = 0; i < n; i++) {
    char clean[256];
    if (t[i].games == 0)
      continue;
    if (yaml) {
      if (!listed++)
        sink_puts(f, "    players:\n");
      sink_puts(f, "      - name: ");
      site_yaml_str(f, names[i]);
      sink_putc(f, '\n');
      yaml_tally(f, &t[i], "        ", 1);
      continue;
    }
    bao_text_clean(names[i], 60, clean, sizeof clean);
    sink_printf(f, "  player %s: %zu game%s\n", clean, t[i].games,
                t[i].games == 1 ? "" : "s");
    text_tally(f, &t[i], "    ", 1);
  }
  if (yaml && !listed)
    sink_puts(f, "    players: []\n");
  free(t);
  free(names);
  return 1;
}

int bao_stats_write(bao_sink *out, const bao_collection *c, int format,
                    int depth)
{
  int yaml = format == BAO_COLL_YAML, v, ok = 1;
  size_t i;
  if (yaml && depth < 0)
    sink_puts(out, "# blunders and missed wins: --depth N (1 or more)\n");
  if (yaml)
    sink_printf(out, "games: %zu\nanalysis_depth: %d\nvariants:\n",
                c->n_rows, depth > 0 ? depth : 0);
  else if (depth > 0)
    sink_printf(out, "# %zu game%s; blunders and missed wins as bao analyze "
                "--depth %d marks them\n", c->n_rows,
                c->n_rows == 1 ? "" : "s", depth);
  else if (depth < 0) /* not asked: say how */
    sink_printf(out, "# %zu game%s; no analysis: --depth N (1 or more) "
                "counts blunders and missed wins, slower\n", c->n_rows,
                c->n_rows == 1 ? "" : "s");
  else
    sink_printf(out, "# %zu game%s; no analysis (--depth 0)\n", c->n_rows,
                c->n_rows == 1 ? "" : "s");
  for (v = 0; v < 256 && ok; v++) {
    tally all;
    memset(&all, 0, sizeof all);
    for (i = 0; i < c->n_rows; i++)
      if (c->rows[i].rules.variant == v)
        add(&all, &c->rows[i], -1);
    if (all.games == 0)
      continue;
    if (yaml) {
      sink_printf(out, "  - variant: %s\n", bao_variant_name(v));
      yaml_tally(out, &all, "    ", 0);
    } else {
      sink_printf(out, "variant %s: %zu game%s\n", bao_variant_name(v),
                  all.games, all.games == 1 ? "" : "s");
      text_tally(out, &all, "  ", 0);
    }
    ok = players(c, v, yaml, out);
  }
  return ok && sink_sync(out);
}
