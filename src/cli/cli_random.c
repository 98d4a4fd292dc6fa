/* cli_random.c - bao random: reproducible games of uniformly random legal
 * moves, written as records.
 *
 * Each game is built, written and freed before the next one starts, so the
 * memory used is flat in --games.  A game stops at the end of the game, at
 * a move that never ends (not played: the tail names it, since a record
 * cannot hold a move without a position after it), or at --max-plies.
 *
 * Game n of seed S draws from its own splitmix64 stream, seeded from S and
 * n together, so that game n can be regenerated alone from its "seed" tag
 * "S:n" whatever --games was, and no game is a shifted copy of another. */

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "bao/record.h"
#include "base/splitmix.h"

#define DEFAULT_MAX_PLIES 1000

typedef struct gen {
  const cli *o;
  FILE *out;
  int text;          /* write transcripts rather than YAML              */
  long max_plies;
  const char *variant;
  char rules[512];   /* "name=value ..." for the options not at default */
} gen;

/* ---- the generator: splitmix64 (splitmix.h) ------------------------------ */

/* Mixing n before combining puts the streams of games n and n+1 at
 * unrelated points of the cycle (S + n times the golden ratio would make them overlap). */
static uint64_t game_state(uint64_t seed, long n)
{
  return bao_splitmix_mix(seed ^ bao_splitmix_mix((uint64_t)n));
}

/* Uniform in [0, n): draws above the last multiple of n are redrawn, as a
 * plain modulo would favour the low indexes. */
static int pick(uint64_t *state, int n)
{
  uint64_t bound = (uint64_t)n, limit = UINT64_MAX - UINT64_MAX % bound, x;
  do
    x = bao_splitmix_next(state);
  while (x >= limit);
  return (int)(x % bound);
}

/* ---- the tags -------------------------------------------------------------- */

/* The rules tag: without it a game played under --rule would not replay
 * under bao check. */
static int rules_tag(const bao_rules *r, char *out, size_t size)
{
  return bao_rules_format(r, out, size) < size;
}

static int add_tags(const gen *k, bao_game *g, long n, const char *result)
{
  char round[32], seed[64];
  snprintf(round, sizeof round, "%ld", n);
  snprintf(seed, sizeof seed, "%" PRIu64 ":%ld", k->o->seed, n);
  return bao_game_set_tag(g, "event", "bao random") &&
         bao_game_set_tag(g, "round", round) &&
         bao_game_set_tag(g, "south", "random") &&
         bao_game_set_tag(g, "north", "random") &&
         (!result || bao_game_set_tag(g, "result", result)) &&
         bao_game_set_tag(g, "variant", k->variant) &&
         bao_game_set_tag(g, "dialect", "devoogt") &&
         (!k->rules[0] || bao_game_set_tag(g, "rules", k->rules)) &&
         bao_game_set_tag(g, "seed", seed);
}

/* ---- one game -------------------------------------------------------------- */

static int add_ply(bao_game *g, const bao_outcome *m, int side)
{
  char token[BAO_TOKEN_MAX];
  bao_ply_src *ply = bao_game_add_ply(g);
  if (!ply)
    return 0;
  bao_move_token(&m->move, side, token, sizeof token);
  ply->side = side;
  return (ply->token = bao_game_strdup(g, token)) != NULL;
}

static int set_tail(bao_game *g, const char *text)
{
  return (g->tail = bao_game_strdup(g, text)) != NULL;
}

static int never_ends(bao_game *g, const bao_outcome *m, int side)
{
  char token[BAO_TOKEN_MAX], text[96];
  bao_move_token(&m->move, side, token, sizeof token);
  if (m->period == BAO_PERIOD_UNKNOWN)
    snprintf(text, sizeof text, "next move %s never ends (no end after "
             "%u laps)", token, BAO_LAP_LIMIT);
  else
    snprintf(text, sizeof text, "next move %s never ends (period %" PRIu32
             " laps)", token, m->period);
  return set_tail(g, text);
}

/* Plays game n into g (tags, plies, tail); 0 out of memory. */
static int play_game(const gen *k, long n, bao_game *g)
{
  bao_movelist list;
  bao_position p;
  uint64_t state = game_state(k->o->seed, n);
  const bao_outcome *m;
  bao_status st;
  char text[96];
  long ply;
  bao_position_start(&p, &k->o->base);
  for (ply = 0; ply < k->max_plies; ply++) {
    if (bao_position_moves(&p, &list) == 0)
      break;
    m = &list.item[pick(&state, list.count)];
    if (m->period)
      return never_ends(g, m, p.to_move) && add_tags(k, g, n, NULL);
    if (!add_ply(g, m, p.to_move))
      return 0;
    p = m->after;
  }
  st = bao_position_status(&p, NULL);
  if (!st.over) {
    snprintf(text, sizeof text, "stopped at the ply cap (%ld plies)",
             k->max_plies);
    return set_tail(g, text) && add_tags(k, g, n, NULL);
  }
  snprintf(text, sizeof text, "%s has lost: %s",
           st.loser == BAO_SOUTH ? "South" : "North", bao_end_reason(st.why));
  return set_tail(g, text) &&
         add_tags(k, g, n, st.loser == BAO_SOUTH ? "0-1" : "1-0");
}

static int write_one(const gen *k, const bao_game *g, long n, bao_diag *d)
{
  if (!k->text)
    return bao_yaml_write(k->out, g, 1, d);
  if (n > 1 && fputs("---\n", k->out) == EOF)
    return bao_diag_set(d, bao_mark_column(0), "%s", strerror(errno));
  return bao_text_write(k->out, g, 1, d);
}

/* ---- the command ----------------------------------------------------------- */

static int usage(const char *what)
{
  fprintf(stderr, "bao: random: %s\nTry 'bao --help'.\n", what);
  return 2;
}

static int check_options(const cli *o, gen *k)
{
  if (o->games < 0)
    return usage("needs --games N");
  if (!o->have_seed)
    return usage("needs --seed S (the games are reproducible from it)");
  if (o->format != CLI_DEFAULT && o->format != CLI_YAML &&
      o->format != CLI_TEXT)
    return usage("--format takes yaml or text");
  if (o->n_files)
    return usage("takes no file (-o FILE names the output)");
  k->variant = bao_variant_name(o->base.variant);
  if (!k->variant)
    return usage("unknown variant");
  k->o = o;
  k->text = o->format == CLI_TEXT;
  k->max_plies = o->max_plies >= 0 ? o->max_plies : DEFAULT_MAX_PLIES;
  if (!rules_tag(&o->base, k->rules, sizeof k->rules)) {
    fprintf(stderr, "bao: random: out of memory\n");
    return 2;
  }
  return 0;
}

static int generate(const gen *k)
{
  bao_game g;
  bao_diag d;
  long n;
  int ok = 1;
  for (n = 1; ok && n <= k->o->games; n++) {
    bao_game_init(&g);
    ok = play_game(k, n, &g);
    if (!ok)
      fprintf(stderr, "bao: random: out of memory in game %ld\n", n);
    else if (!(ok = write_one(k, &g, n, &d)))
      fprintf(stderr, "bao: random: game %ld: %s\n", n, d.message);
    bao_game_free(&g);
  }
  return ok ? 0 : 2;
}

int cli_random(const cli *o)
{
  gen k;
  cli_out out;
  int rc;
  memset(&k, 0, sizeof k);
  if ((rc = check_options(o, &k)) != 0)
    return rc;
  if (cli_out_open(&out, o->output, o))
    return 2;
  k.out = out.f;
  rc = generate(&k);
  if (cli_out_close(&out, rc == 0))
    rc = 2;
  return rc;
}
