/* cli_random.c - bao random: reproducible games of uniformly random legal
 * moves (bao_random_game, record.h), written as records.
 *
 * Each game is built, written and freed before the next one starts, so the
 * memory used is flat in --games. */

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "bao/notation.h"
#include "bao/record.h"
#include "bao/token.h"

/* --format ap: the game's tokens (de Voogt's, from bao_random_game)
 * rewritten in AP's dialect, by playing them again under `rules`: each
 * is the legal move of that token, whose AP spelling the notation layer
 * gives. */
static int ap_tokens(bao_game *g, const bao_rules *rules, bao_diag *d)
{
  bao_position p;
  bao_movelist list;
  char token[BAO_DIALECT_TOKEN_MAX];
  size_t k;
  int i, side;
  bao_position_start(&p, rules);
  for (k = 0; k < g->n_plies; k++) {
    side = p.to_move;
    bao_position_moves(&p, &list);
    for (i = 0; i < list.count; i++) {
      bao_move_token(&list.item[i].move, side, token, sizeof token);
      if (strcmp(token, g->plies[k].token) == 0)
        break;
    }
    if (i == list.count)
      return bao_diag_set(d, bao_mark_column(0), "ply %zu '%s' is not "
                          "legal again", k + 1, g->plies[k].token);
    bao_outcome_token(&list.item[i], side, BAO_DIALECT_AP, token,
                      sizeof token);
    if (!(g->plies[k].token = bao_game_strdup(g, token)))
      return bao_diag_set(d, bao_mark_column(0), "out of memory");
    p = list.item[i].after;
  }
  return bao_game_set_tag(g, "dialect", bao_dialect_name(BAO_DIALECT_AP)) ||
         bao_diag_set(d, bao_mark_column(0), "out of memory");
}

/* random's own options */
typedef struct random_opts {
  int format;     /* --format: enum cli_format                      */
  long games;     /* --games N, or -1                                */
  uint64_t seed;  /* --seed S                                        */
  int have_seed;
  long max_plies; /* --max-plies P, or -1                            */
} random_opts;

/* --seed S: any whole number below 2^64, 0 too */
static int set_seed(void *base, const char *v, const cli_option *opt)
{
  random_opts *x = base;
  int rc = cli_set_u64(base, v, opt);
  x->have_seed = rc == 0;
  return rc;
}

#define AT(field) offsetof(random_opts, field)
const cli_option cli_random_options[] = {
  CLI_USE("--rule"), CLI_USE("--variant"), CLI_USE("-o"),
  {"--format", 1, cli_set_format, AT(format),
   CLI_F(CLI_TEXT) | CLI_F(CLI_YAML) | CLI_F(CLI_AP), 0, "text, yaml or ap"},
  {"--games", 1, cli_set_long, AT(games), 0, 0x7fffffffL,
   "--games takes a whole number"},
  {"--seed", 1, set_seed, AT(seed), 0, 0,
   "--seed takes a whole number below 2^64"},
  {"--max-plies", 1, cli_set_long, AT(max_plies), 0, 0x7fffffffL,
   "--max-plies takes a whole number"},
  {NULL, 0, NULL, 0, 0, 0, NULL},
};

static int write_one(const random_opts *o, FILE *out, bao_game *g, long n,
                     bao_diag *d, const bao_rules *rules)
{
  if (o->format == CLI_AP) {
    g->index = n > INT_MAX ? INT_MAX : (int)n; /* for the writer's words */
    if (bao_game_winner(g) < 0) { /* stopped unfinished: AP has no such */
      fprintf(stderr, "bao: random: game %ld is not written: AP keeps "
              "finished games only (%s)\n", n, g->tail ? g->tail : "");
      return 1;
    }
    return ap_tokens(g, rules, d) && bao_ap_write(out, g, 1, d);
  }
  if (o->format != CLI_TEXT)
    return bao_yaml_write(out, g, 1, d);
  if (n > 1 && fputs("---\n", out) == EOF)
    return bao_diag_set(d, bao_mark_column(0), "%s", strerror(errno));
  return bao_text_write(out, g, 1, d);
}

static int usage(const char *what)
{
  fprintf(stderr, "bao: random: %s\nTry 'bao --help'.\n", what);
  return 2;
}

static int check_options(const cli_common *o, const random_opts *x)
{
  if (x->games < 0)
    return usage("needs --games N");
  if (!x->have_seed)
    return usage("needs --seed S (the games are reproducible from it)");
  if (x->format != CLI_DEFAULT && x->format != CLI_YAML &&
      x->format != CLI_TEXT && x->format != CLI_AP)
    return usage("--format takes yaml, text or ap");
  if (o->n_files)
    return usage("takes no file (-o FILE names the output)");
  if (!bao_variant_name(o->base.variant))
    return usage("unknown variant");
  return 0;
}

/* (a message names -o's file, when there is one) */
static int generate(const cli_common *o, const random_opts *x, FILE *out)
{
  const char *to = o->output ? o->output : "", *colon = *to ? ": " : "";
  bao_game g;
  bao_diag d;
  long n;
  int ok = 1;
  bao_rules rules = o->base;
  /* an AP record is a game of AP's rules */
  if (x->format == CLI_AP && !bao_rules_set(&rules, "set=abstractplay", &d)) {
    fprintf(stderr, "bao: random: %s\n", d.message);
    return 2;
  }
  for (n = 1; ok && n <= x->games; n++) {
    ok = bao_random_game(&g, &rules, x->seed, n, x->max_plies, &d);
    if (!ok)
      fprintf(stderr, "bao: random: %s in game %ld\n", d.message, n);
    else if (!(ok = write_one(x, out, &g, n, &d, &rules)))
      fprintf(stderr, "bao: random: %s%sgame %ld: %s\n", to, colon, n,
              d.message);
    bao_game_free(&g);
  }
  return ok ? 0 : 2;
}

int cli_random(cli_common *o)
{
  random_opts x = {CLI_DEFAULT, -1, 0, 0, -1};
  cli_out out;
  int rc;
  if ((rc = cli_parse(o, &x)) != 0 || (rc = check_options(o, &x)) != 0)
    return rc;
  if (cli_out_open(&out, o->output, o))
    return 2;
  rc = generate(o, &x, out.f);
  if (cli_out_close(&out, rc == 0))
    rc = 2;
  return rc;
}
