/* random_game.c - reproducible games of uniformly random legal moves,
 * built as records (bao_random_game, record.h; `bao random` writes
 * them).
 *
 * A game stops at the end of the game, at a move that never ends (not
 * played: the tail names it, since a record cannot hold a move without
 * a position after it), or at the ply cap.
 *
 * Game n of seed S draws from its own splitmix64 stream, seeded from S and
 * n together, so that game n can be regenerated alone from its "seed" tag
 * "S:n" whatever the number of games, and no game is a shifted copy of
 * another. */

#include <inttypes.h>
#include <stdio.h>

#include "bao/record.h"
#include "bao/token.h" /* bao_dialect_name */
#include "base/splitmix.h"

/* ---- the generator: splitmix64 (splitmix.h) ------------------------------ */

/* Mixing n before combining puts the streams of games n and n+1 at
 * unrelated points of the cycle (S + n times the golden ratio would make
 * them overlap). */
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

/* What every game of one call is tagged with. */
typedef struct gen {
  const bao_rules *rules;
  const char *variant;
  char options[512]; /* "name=value ..." for the options not at default:
                        without it a game played under other options
                        would not replay under bao check              */
  uint64_t seed;
  long n, max_plies;
} gen;

static int add_tags(const gen *k, bao_game *g, const char *result)
{
  char round[32], seed[64];
  snprintf(round, sizeof round, "%ld", k->n);
  snprintf(seed, sizeof seed, "%" PRIu64 ":%ld", k->seed, k->n);
  return bao_game_set_tag(g, "event", "bao random") &&
         bao_game_set_tag(g, "round", round) &&
         bao_game_set_tag(g, "south", "random") &&
         bao_game_set_tag(g, "north", "random") &&
         (!result || bao_game_set_tag(g, "result", result)) &&
         bao_game_set_tag(g, "variant", k->variant) &&
         bao_game_set_tag(g, "dialect", bao_dialect_name(BAO_DIALECT_DEVOOGT)) &&
         (!k->options[0] || bao_game_set_tag(g, "rules", k->options)) &&
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

/* Plays the game into g (tags, plies, tail); 0 out of memory. */
static int play_game(const gen *k, bao_game *g)
{
  bao_movelist list;
  bao_position p;
  uint64_t state = game_state(k->seed, k->n);
  const bao_outcome *m;
  bao_status st;
  char text[96];
  long ply;
  bao_position_start(&p, k->rules);
  for (ply = 0; ply < k->max_plies; ply++) {
    if (bao_position_moves(&p, &list) == 0)
      break;
    m = &list.item[pick(&state, list.count)];
    if (m->period)
      return never_ends(g, m, p.to_move) && add_tags(k, g, NULL);
    if (!add_ply(g, m, p.to_move))
      return 0;
    p = m->after;
  }
  st = bao_position_status(&p, NULL);
  if (!st.over) {
    snprintf(text, sizeof text, "stopped at the ply cap (%ld plies)",
             k->max_plies);
    return set_tail(g, text) && add_tags(k, g, NULL);
  }
  snprintf(text, sizeof text, "%s has lost: %s",
           st.loser == BAO_SOUTH ? "South" : "North", bao_end_reason(st.why));
  return set_tail(g, text) &&
         add_tags(k, g, st.loser == BAO_SOUTH ? "0-1" : "1-0");
}

/* record.h */
int bao_random_game(bao_game *g, const bao_rules *rules, uint64_t seed,
                    long n, long max_plies, bao_diag *d)
{
  bao_rules base = rules ? *rules : bao_rules_default();
  gen k;
  bao_game_init(g);
  k.rules = &base;
  k.seed = seed;
  k.n = n;
  k.max_plies = max_plies >= 0 ? max_plies : BAO_RANDOM_MAX_PLIES;
  if (!(k.variant = bao_variant_name(base.variant)))
    return bao_diag_set(d, bao_mark_column(0), "unknown variant %d",
                        base.variant);
  if (bao_rules_format(&base, k.options, sizeof k.options) >=
      sizeof k.options)
    return bao_diag_set(d, bao_mark_column(0), "the rules do not fit a tag");
  if (!play_game(&k, g)) {
    bao_game_free(g);
    return bao_diag_set(d, bao_mark_column(0), "out of memory");
  }
  return 1;
}
