/* cli_options.c - the options of the bao command: their table and how
 * each value is read.  A command lists the options it takes (main.c);
 * an option's value is checked here, once, whatever the command. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "bao/player.h" /* BAO_LEVELS */

/* ---- option values ---------------------------------------------------------- */

/* A whole number from `lo` to `hi`, or -1. */
static long number(const char *s, long lo, long hi)
{
  char *end;
  long v;
  errno = 0;
  v = strtol(s, &end, 10);
  return *s >= '0' && *s <= '9' && !*end && !errno && v >= lo && v <= hi
           ? v : -1;
}

/* The formats each command writes (bits of enum cli_format), and how its
 * refusal names them; the last row is every other command's. */
#define F(x) (1u << (x))
static const struct {
  const char *command;
  unsigned ok;
  const char *says;
} writes[] = {
  {"diagram", F(CLI_ASCII) | F(CLI_SVG), "ascii or svg"},
  {"random", F(CLI_TEXT) | F(CLI_YAML) | F(CLI_AP), "text, yaml or ap"},
  {"openings", F(CLI_TEXT) | F(CLI_YAML) | F(CLI_HTML), "text, yaml or html"},
  {NULL, F(CLI_TEXT) | F(CLI_YAML), "text or yaml"},
};

static int set_format(cli *o, const char *v)
{
  static const char *const names[] = {"", "text", "yaml", "ascii", "svg",
                                      "ap", "html"}; /* enum cli_format */
  char what[60];
  size_t w = 0;
  int i;
  while (writes[w].command && strcmp(writes[w].command, o->command) != 0)
    w++;
  for (i = 1; i <= CLI_HTML; i++)
    if ((writes[w].ok & F(i)) && strcmp(v, names[i]) == 0)
      return o->format = i, 0;
  snprintf(what, sizeof what, "--format takes %s", writes[w].says);
  return cli_usage_error(what, v);
}
#undef F

static int set_to(cli *o, const char *v)
{
  if (strcmp(v, "yaml") == 0 || strcmp(v, "text") == 0)
    return o->to = v[0] == 'y' ? BAO_FORMAT_YAML : BAO_FORMAT_TEXT, 0;
  if (strcmp(v, "ap") == 0) /* an AP Game Record, in AP's dialect */
    return o->to = BAO_FORMAT_AP, 0;
  return cli_usage_error("--to takes yaml, text or ap", v);
}

static int set_dialect(int *out, const char *name, const char *v)
{
  char what[200], names[160];
  if (bao_dialect_parse(v, out))
    return 0;
  cli_names(names, sizeof names, 1, ", ", " or ", -1, "");
  snprintf(what, sizeof what, "%s takes %s", name, names);
  return cli_usage_error(what, v);
}

static int set_variant(cli *o, const char *v)
{
  char what[200], names[160];
  if (bao_variant_parse(v, &o->variant))
    return 0;
  cli_names(names, sizeof names, 0, ", ", " or ", -1, "");
  snprintf(what, sizeof what, "--variant takes %s", names);
  return cli_usage_error(what, v);
}

static int set_count(long *out, const char *v, const char *what)
{
  return (*out = number(v, 0, 0x7fffffffL)) < 0 ? cli_usage_error(what, v)
                                                 : 0;
}

static int set_int(int *out, const char *v, long lo, long hi,
                   const char *what)
{
  long n = number(v, lo, hi);
  *out = (int)n;
  return n < 0 ? cli_usage_error(what, v) : 0;
}

static int set_seed(cli *o, const char *v)
{
  char *end;
  errno = 0;
  o->seed = strtoull(v, &end, 10);
  o->have_seed = *v >= '0' && *v <= '9' && !*end && !errno;
  return o->have_seed ? 0 : cli_usage_error("--seed takes a whole number "
                                            "below 2^64", v);
}

/* --budget LAPS: a whole number from 1 to 2^64 - 1. */
static int set_budget(cli *o, const char *v)
{
  char *end;
  errno = 0;
  o->budget = strtoull(v, &end, 10);
  if (*v < '0' || *v > '9' || *end || errno || o->budget == 0)
    return cli_usage_error("--budget takes a number of laps (1 or more)", v);
  return 0;
}

static int set_theme(cli *o, const char *v)
{
  static const char *const names[] = {"light", "dark", "print"}; /* bao_theme */
  int i;
  for (i = 0; i < 3; i++)
    if (strcmp(v, names[i]) == 0)
      return o->theme = i, 0;
  return cli_usage_error("--theme takes light, dark or print", v);
}

/* --level's message names the levels of player.h */
_Static_assert(BAO_LEVELS == 8, "--level takes 1 to 8: say so");

/* play --side S|N (or South, North), the human's side. */
static int set_side(cli *o, const char *v)
{
  if (strcmp(v, "S") == 0 || strcmp(v, "s") == 0 ||
      strcmp(v, "south") == 0 || strcmp(v, "South") == 0)
    return o->side = 1 + BAO_SOUTH, 0;
  if (strcmp(v, "N") == 0 || strcmp(v, "n") == 0 ||
      strcmp(v, "north") == 0 || strcmp(v, "North") == 0)
    return o->side = 1 + BAO_NORTH, 0;
  return cli_usage_error("--side takes S or N", v);
}

/* --nodes N (bao best): a whole number from 1 to 2^62. */
static int set_nodes(cli *o, const char *v)
{
  char *end;
  errno = 0;
  o->nodes = strtoull(v, &end, 10);
  if (*v < '0' || *v > '9' || *end || errno || o->nodes == 0 ||
      o->nodes > ((uint64_t)1 << 62))
    return cli_usage_error("--nodes takes a number of positions (1 or more)",
                           v);
  return 0;
}

/* ---- the option table ------------------------------------------------------- */


const cli_option cli_options[] = {
  {"--position", O_POSITION, 1}, {"--depth", O_DEPTH, 1},
  {"--rule", O_RULE, 1},         {"--variant", O_VARIANT, 1},
  {"--dialect", O_DIALECT, 1},   {"--from", O_FROM, 1},
  {"--to", O_TO, 1},             {"-o", O_OUTPUT, 1},
  {"--format", O_FORMAT, 1},     {"--ply", O_PLY, 1},
  {"--all", O_ALL, 0},           {"--every", O_EVERY, 1},
  {"--flip", O_FLIP, 0},         {"--dots", O_DOTS, 1},
  {"--games", O_GAMES, 1},       {"--seed", O_SEED, 1},
  {"--max-plies", O_MAX_PLIES, 1}, {"--strict", O_STRICT, 0},
  {"--suggest", O_SUGGEST, 0},   {"--positions", O_POSITIONS, 0},
  {"--theme", O_THEME, 1},       {"--game", O_GAME_NO, 1},
  {"--from-format", O_FROM_FORMAT, 1}, {"--budget", O_BUDGET, 1},
  {"--threads", O_THREADS, 1},   {"--table", O_TABLE, 1}, {"--lang", O_LANG, 1},
  {"--no-engine", O_NO_ENGINE, 0}, {"--explain", O_EXPLAIN, 0},
  {"--min-moves", O_MIN_MOVES, 1}, {"--min-depth", O_MIN_DEPTH, 1},
  {"--time", O_TIME, 1},
  {"--engine", O_ENGINE, 0},
  /* bao search */
  {"--pattern", O_PATTERN, 1}, {"--moves", O_MOVES, 1},
  {"--count", O_COUNT, 0},
  {"--plies", O_PLIES, 1},
  /* bao play */
  {"--level", O_LEVEL, 1}, {"--side", O_SIDE, 1},
  /* bao best */
  {"--nodes", O_NODES, 1},
  /* bao site */
  {"--self-contained", O_SELF_CONTAINED, 0},
  {"--jobs", O_JOBS, 1}, {"--shard", O_SHARD, 1},
  {"--merge", O_MERGE, 0},
  /* AP's downloads */
  {"--jsonl", O_JSONL, 0},
};

const size_t cli_n_options = sizeof cli_options / sizeof cli_options[0];

const cli_option *cli_find_option(const char *name)
{
  size_t i;
  for (i = 0; i < cli_n_options; i++)
    if (strcmp(cli_options[i].name, name) == 0)
      return &cli_options[i];
  return NULL;
}

int cli_set_option(cli *o, cli_opts bit, const char *v)
{
  switch (bit) {
  case O_POSITION: o->position = v; return 0;
  case O_DEPTH:
    return set_int(&o->depth, v, 0, 64, "--depth takes a whole number "
                   "from 0 to 64");
  case O_RULE: o->rules[o->n_rules++] = v; return 0;
  case O_VARIANT: return set_variant(o, v);
  case O_DIALECT: return set_dialect(&o->dialect, "--dialect", v);
  case O_FROM: return set_dialect(&o->from_dialect, "--from", v);
  case O_TO: return set_to(o, v);
  case O_OUTPUT: /* -o - is standard output */
    o->output_stdout = strcmp(v, "-") == 0;
    o->output = o->output_stdout ? NULL : v;
    return 0;
  case O_FORMAT: return set_format(o, v);
  case O_PLY:
    return set_int(&o->ply, v, 0, 1 << 30, "--ply takes a ply number (0 is "
                   "the start)");
  case O_EVERY:
    return set_int(&o->every, v, 1, 1 << 30, "--every takes a number of "
                   "plies");
  case O_DOTS:
    return set_int(&o->dots, v, 0, 64, "--dots takes a number of seeds from "
                   "0 to 64");
  case O_GAMES: return set_count(&o->games, v, "--games takes a whole number");
  case O_SEED: return set_seed(o, v);
  case O_MAX_PLIES:
    return set_count(&o->max_plies, v, "--max-plies takes a whole number");
  case O_THEME: return set_theme(o, v);
  case O_FROM_FORMAT:
    if (strcmp(v, "yaml") == 0 || strcmp(v, "text") == 0)
      return o->from_format = v[0] == 'y' ? BAO_FORMAT_YAML
                                          : BAO_FORMAT_TEXT, 0;
    if (strcmp(v, "ap") == 0) /* an AP Game Record (JSON) */
      return o->from_format = BAO_FORMAT_AP, 0;
    return cli_usage_error("--from-format takes yaml, text or ap", v);
  case O_GAME_NO:
    return set_int(&o->game, v, 1, 1 << 30, "--game takes a game number "
                   "(1 is the first)");
  case O_LANG:
    if (cli_lang_valid(v))
      return o->lang = v, 0;
    return cli_usage_error("--lang takes a language code such as sw, fr, "
                           "de, it or eo", v);
  case O_BUDGET: return set_budget(o, v);
  case O_THREADS:
    return set_int(&o->threads, v, 1, 256, "--threads takes a number of "
                   "threads from 1 to 256");
  case O_TABLE:
    return set_count(&o->table_mb, v, "--table takes a number of "
                     "megabytes");
  case O_MIN_MOVES:
    return set_int(&o->min_moves, v, 1, BAO_MAX_MOVES, "--min-moves takes a "
                   "number of legal moves from 1 to 72");
  case O_MIN_DEPTH:
    return set_int(&o->min_depth, v, 1, 64, "--min-depth takes a number of "
                   "moves from 1 to 64");
  case O_ALL: o->all = 1; return 0;
  case O_FLIP: o->flip = 1; return 0;
  case O_STRICT: o->strict = 1; return 0;
  case O_SUGGEST: o->suggest = 1; return 0;
  case O_NO_ENGINE: o->no_engine = 1; return 0;
  case O_EXPLAIN: o->explain = 1; return 0;
  case O_TIME: return cli_set_time(o, v);
  case O_ENGINE: o->engine = 1; return 0;
  /* bao search */
  case O_PATTERN: o->pattern = v; return 0;
  case O_MOVES: o->moves = v; return 0;
  case O_COUNT: o->count = 1; return 0;
  case O_PLIES:
    return set_int(&o->plies, v, 1, 64, "--plies takes a whole number "
                   "from 1 to 64");
  /* bao play */
  case O_LEVEL:
    return set_int(&o->level, v, 1, BAO_LEVELS, "--level takes a whole "
                   "number from 1 to 8");
  case O_SIDE: return set_side(o, v);
  /* bao best */
  case O_NODES: return set_nodes(o, v);
  case O_SELF_CONTAINED: o->self_contained = 1; return 0;
  case O_SHARD: return cli_set_shard(o, v);
  case O_MERGE: o->merge = 1; return 0;
  case O_JOBS:
    return set_int(&o->jobs, v, 1, CLI_JOBS_MAX, "--jobs takes a number of "
                   "threads from 1 to 64");
  case O_JSONL: o->jsonl = 1; return 0;
  default: o->positions = 1; return 0; /* O_POSITIONS */
  }
}
