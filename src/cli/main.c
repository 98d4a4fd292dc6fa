/* main.c - the bao command: a table of commands, a table of options, and
 * the commands that need no record (moves, perft, rules).  Everything
 * else is the library. */
#define _POSIX_C_SOURCE 200809L /* open_memstream */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "base/names.h"

/* Whether this build puts the engine in its pages (BAO_WASM, AUTO by
 * default: when the toolchain was found); without it, what to install
 * (cmake/wasm.cmake's BAO_WASM_PACKAGES) and how to build it. */
#ifdef BAO_ENGINE
#define HTML_ENGINE \
  "         The page holds the engine: the learner tries other moves, asks\n" \
  "         for a hint, exports the lines played (--no-engine: not).\n"
#else
#define HTML_ENGINE \
  "         This build has no engine for the page: its pages show the game\n" \
  "         only, without \"Try another move\" (--no-engine is accepted).\n" \
  "         To add it (Debian): apt-get install clang lld wasi-libc\n" \
  "         libclang-rt-14-dev-wasm32, then configure with -DBAO_WASM=ON\n" \
  "         and build again.\n"
#endif

static const char usage[] =
  "usage: bao COMMAND [OPTIONS]\n"
  "\n"
  "Commands:\n"
  "  moves  [--position LINE] [--variant V] [--rule NAME=VALUE]...\n"
  "         Print every legal move of a position (default: the start), one\n"
  "         per line: TOKEN<TAB>POSITION-LINE-AFTER, or\n"
  "         TOKEN<TAB>never-ending period LAPS.\n"
  "  perft  [--position LINE] --depth N [--threads N] [--table MB]\n"
  "         [--variant V] [--rule NAME=VALUE]...\n"
  "         Count the leaves of the move tree N plies deep (on N threads;\n"
  "         with a transposition table of MB megabytes).\n"
  "  rules  [--variant V] [--explain [--lang LL]]\n"
  "         List the rule options (--rule NAME=VALUE), their values and\n"
  "         the variants; with --variant, that variant's options.\n"
  "         --explain: how the game is played, step by step, for a\n"
  "         learner (default: Bao la Kiswahili).\n"
  "  random --games N --seed S [--max-plies P] [--format yaml|text]\n"
  "         [--variant V] [--rule NAME=VALUE]... [-o FILE]\n"
  "         Write N reproducible games of uniformly random legal moves,\n"
  "         each stopping at the end of the game, before a move that never\n"
  "         ends, or after P plies (default 1000).\n"
  "  check  [--strict] [--suggest] [--dialect D] [--variant V]\n"
  "         [--rule NAME=VALUE]... FILE...\n"
  "         Replay every game of each record (YAML or transcript; - is\n"
  "         standard input) and report each illegal move as\n"
  "         FILE:LINE:COL: error: game N (SOUTH - NORTH) ply K (SIDE) 'TOKEN': WHY\n"
  "         with the source line, a caret, and the legal moves.  --strict\n"
  "         makes warnings errors; --suggest shows the legal moves nearest\n"
  "         the token and the smallest repair of the record.\n"
  "  replay --positions [--strict] [--dialect D] [--variant V]\n"
  "         [--rule NAME=VALUE]... FILE...\n"
  "         One line per ply: PLY<TAB>S|N<TAB>TOKEN<TAB>POSITION-LINE-AFTER.\n"
  "  convert [--to yaml|text] [--dialect D] [--from D] [--strict] [--suggest]\n"
  "         [--variant V] [--rule NAME=VALUE]... [-o OUT] FILE\n";

/* (wrapped where it is printed: the dialects come from their table) */
#define USAGE_CONVERT \
  "Write the record in canonical form, in another format or dialect (%s); " \
  "--from names the dialect read when the record does not."

static const char usage_views[] =
  "  annotate [--format text|yaml] [--lang LL] [--depth N] [--dialect D]\n"
  "         [--variant V] [--rule NAME=VALUE]... FILE...\n"
  "         Tell every ply in words (captures, kichwa and why, relays, the\n"
  "         nyumba, takasia, the stage, the end, and a blunder, a missed\n"
  "         win or the only move within N moves: default 3, 0 for none),\n"
  "         or list its events as YAML data.\n"
  "  diagram --position LINE | FILE (--ply N | --all | --every K)\n"
  "         [--format ascii|svg] [--flip] [--dots N] [--theme light|dark|print]\n"
  "         [-o FILE|DIR]\n"
  "         [--dialect D] [--variant V] [--rule NAME=VALUE]...\n"
  "         Draw a position, or a record after ply N (0: the start), after\n"
  "         every ply, or every K plies, with the move's marks; with --all\n"
  "         or --every, -o DIR writes DIR/ply-NNN.svg (or .txt).\n";

/* The help is several strings: C11 promises string literals of 4095
 * bytes. */
static const char usage_more[] =
  "  html   [--ply N] [--flip] [--theme light|dark|print] [--game N]\n"
  "         [--lang LL] [--depth N] [--no-engine] [-o FILE|DIR]\n"
  "         [--dialect D] [--variant V] [--rule NAME=VALUE]... FILE...\n"
  "         Write a game as one self-contained HTML page that steps through\n"
  "         it move by move, sowing shown, with the annotations of bao\n"
  "         annotate, the marks of N moves of exact search (default 3, 0\n"
  "         for none) and the record's variations; a file of several games\n"
  "         writes DIR/game-N.html (--game N: only game N).\n"
  HTML_ENGINE
  "  solve  [--position LINE] [--depth N] [--all] [--variant V]\n"
  "         [--rule NAME=VALUE]...\n"
  "         Exact analysis within N moves of each side (default 3):\n"
  "         VERDICT<TAB>N<TAB>LINE, the verdict win (the side to move wins\n"
  "         in N), loss (every move loses in N) or none; with --all, one\n"
  "         line per legal move: TOKEN<TAB>VERDICT<TAB>N.\n"
  "  analyze [--depth N | --time SECONDS] [--dialect D] [--variant V]\n"
  "         [--rule NAME=VALUE]... FILE...\n"
  "         Judge every ply within N moves:\n"
  "         PLY<TAB>S|N<TAB>TOKEN<TAB>MARK<TAB>DETAIL, the mark blunder,\n"
  "         missed-win, only or -.  Without --depth, each ply as deep as\n"
  "         SECONDS of processor time per game allow (default 20), pass\n"
  "         after pass one move deeper, a sixth field depth=N saying how\n"
  "         deep.\n"
  "  puzzles [--depth N] [--min-moves N] [--min-depth N] [--dialect D]\n"
  "         [--variant V] [--rule NAME=VALUE]... FILE...\n"
  "         Write, as YAML records, the positions of the games where the\n"
  "         side to move had one first move to the shortest forced win\n"
  "         within N (default 3), with the solution line; a puzzle has\n"
  "         at least --min-moves legal moves and a win in at least\n"
  "         --min-depth moves (default 2 and 2).\n";

static const char usage_options[] =
  "\n"
  "Options:\n"
  "  --position LINE  a position line:\n"
  "      'b8..b1 / a8..a1 / A1..A8 / B1..B8 | hand S<n> N<n> |\n"
  "       house S:<F|a|x> N:<F|a|x> | <S|N> to move [| takasia <hole>]\n"
  "       [| reserved <hole>]'  (reserved: Bao la Kete only)\n"
  "  --rule NAME=VALUE  a rule option where the sources disagree (bao rules)\n"
  "  --variant NAME   ";

/* (wrapped where it is printed: the variants come from their table) */
#define USAGE_VARIANT \
  "the game: %s (a record's variant: key wins); bao-rules(7)"

static const char usage_options_more[] =
  "  --lang LL        annotate, html and the primer of rules: the language\n"
  "                   of the sentences: sw, fr, de, it, eo or en (default:\n"
  "                   LANGUAGE, LC_ALL, LC_MESSAGES, LANG)\n"
  "  --budget LAPS    the commands that read records: the laps that moves\n"
  "                   longer than 64 laps may sow in the run (default\n"
  "                   67108864); past it such a move is taken never to\n"
  "                   end, its period unknown (budget); for analyze, also\n"
  "                   the laps each ply's judgement may sow\n"
  "  -h, --help       this help;  --version  the version\n"
  "\n"
  "An option a command does not take is refused.\n"
  "Exit status: 0 success; 1 a record has an error (an illegal move, or a\n"
  "warning under --strict); 2 bad usage, unreadable input or output that\n"
  "could not be written.\n"
  "See bao(1).\n";

/* Entries of a command's help (bao help COMMAND) that the whole help
 * has no room for, each shown when the command takes the option and its
 * lines above do not tell of it. */
static const char usage_extra[] =
  "\nAlso:\n"
  "  --strict         warnings count as errors\n"
  "  --from-format yaml|text  the commands that read records: read the\n"
  "                   files as YAML or as transcripts (default: told by\n"
  "                   the name and the first lines)\n";

int cli_usage_error(const char *what, const char *arg)
{
  fprintf(stderr, "bao: %s%s%s\nTry 'bao --help'.\n", what, arg ? ": " : "",
          arg ? arg : "");
  return 2;
}

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

static int set_format(cli *o, const char *v)
{
  static const char *const names[] = {"", "text", "yaml", "ascii", "svg"};
  /* the formats each command writes */
  int ok[5] = {0, 1, 1, 0, 0}, i;
  if (strcmp(o->command, "diagram") == 0)
    ok[1] = ok[2] = 0, ok[3] = ok[4] = 1;
  for (i = 1; i < 5; i++)
    if (ok[i] && strcmp(v, names[i]) == 0)
      return o->format = i, 0;
  return cli_usage_error(strcmp(o->command, "diagram") == 0
                           ? "--format takes ascii or svg"
                           : "--format takes text or yaml", v);
}

static int set_to(cli *o, const char *v)
{
  if (strcmp(v, "yaml") == 0 || strcmp(v, "text") == 0)
    return o->to = v[0] == 'y' ? BAO_FORMAT_YAML : BAO_FORMAT_TEXT, 0;
  return cli_usage_error("--to takes yaml or text", v);
}

static int set_dialect(int *out, const char *name, const char *v)
{
  char what[200], names[160];
  if (bao_dialect_parse(v, out))
    return 0;
  bao_names_join(names, sizeof names, bao_names_dialect, BAO_DIALECT_COUNT,
                 BAO_NAMES_OR);
  snprintf(what, sizeof what, "%s takes %s", name, names);
  return cli_usage_error(what, v);
}

static int set_variant(cli *o, const char *v)
{
  char what[200], names[160];
  if (bao_variant_parse(v, &o->variant))
    return 0;
  bao_names_join(names, sizeof names, bao_names_variant, BAO_VARIANTS,
                 BAO_NAMES_OR);
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

/* ---- the option table ------------------------------------------------------- */

typedef struct option {
  const char *name;
  unsigned bit;
  int value; /* 1: it takes a value */
} option;

static const option options[] = {
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
};

/* Stores the value of option `bit`; 0, or 2 after a usage error. */
static int set_option(cli *o, unsigned bit, const char *v)
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
    o->output = strcmp(v, "-") == 0 ? NULL : v;
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
    return cli_usage_error("--from-format takes yaml or text", v);
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
  default: o->positions = 1; return 0; /* O_POSITIONS */
  }
}

/* ---- the commands that need no record --------------------------------------- */

static int cmd_moves(const cli *o);
static int cmd_perft(const cli *o);
static int cmd_rules(const cli *o);

#define O_GAME (O_VARIANT | O_RULE)          /* the rules of the game */
#define O_WALK (O_GAME | O_DIALECT | O_FROM_FORMAT | O_BUDGET) /* records */

typedef struct command {
  const char *name;
  int (*run)(const cli *o);
  unsigned options;
  int files; /* 0: none; 1: one; 2: one or more; 3: any number */
} command;

static const command commands[] = {
  {"moves", cmd_moves, O_POSITION | O_GAME, 0},
  {"perft", cmd_perft, O_POSITION | O_DEPTH | O_THREADS | O_TABLE | O_GAME,
   0},
  {"rules", cmd_rules, O_VARIANT | O_EXPLAIN | O_LANG, 0},
  {"random", cli_random,
   O_GAMES | O_SEED | O_MAX_PLIES | O_FORMAT | O_OUTPUT | O_GAME, 0},
  {"check", cli_check, O_WALK | O_STRICT | O_SUGGEST, 2},
  {"replay", cli_replay, O_WALK | O_STRICT | O_POSITIONS, 2},
  {"convert", cli_convert,
   O_WALK | O_TO | O_FROM | O_OUTPUT | O_STRICT | O_SUGGEST, 1},
  {"annotate", cli_annotate, O_WALK | O_FORMAT | O_LANG | O_DEPTH, 2},
  {"diagram", cli_diagram,
   O_WALK | O_POSITION | O_PLY | O_ALL | O_EVERY | O_FORMAT | O_FLIP |
     O_DOTS | O_OUTPUT | O_THEME, 3},
  {"html", cli_html,
   O_WALK | O_PLY | O_FLIP | O_THEME | O_GAME_NO | O_OUTPUT | O_STRICT |
     O_LANG | O_DEPTH | O_NO_ENGINE, 2},
  {"solve", cli_solve, O_POSITION | O_DEPTH | O_ALL | O_GAME, 0},
  {"analyze", cli_analyze, O_WALK | O_DEPTH | O_TIME, 2},
  {"puzzles", cli_puzzles, O_WALK | O_DEPTH | O_MIN_MOVES | O_MIN_DEPTH, 2},
};

static const command *find_command(const char *name)
{
  size_t i;
  for (i = 0; i < sizeof commands / sizeof commands[0]; i++)
    if (strcmp(commands[i].name, name) == 0)
      return &commands[i];
  return NULL;
}

static const option *find_option(const char *name)
{
  size_t i;
  for (i = 0; i < sizeof options / sizeof options[0]; i++)
    if (strcmp(options[i].name, name) == 0)
      return &options[i];
  return NULL;
}

/* ---- did you mean --------------------------------------------------------- */

#define N_COMMANDS (sizeof commands / sizeof commands[0])
#define N_OPTIONS (sizeof options / sizeof options[0])

/* The command (or "help") nearest a mistyped name, or NULL when none is
 * close: "anotate", "Check". */
static const char *nearest_command(const char *typed)
{
  const char *best = NULL, *name;
  int d, least = -1;
  size_t i;
  for (i = 0; i <= N_COMMANDS; i++) {
    name = i < N_COMMANDS ? commands[i].name : "help";
    if ((d = cli_closeness(typed, name)) >= 0 && (least < 0 || d < least))
      best = name, least = d;
  }
  return best;
}

/* The option of command c nearest a mistyped one, or NULL. */
static const char *nearest_option(const char *typed, const command *c)
{
  const char *best = NULL;
  int d, least = -1;
  size_t i;
  for (i = 0; i < N_OPTIONS; i++)
    if ((c->options & options[i].bit) &&
        (d = cli_closeness(typed, options[i].name)) >= 0 &&
        (least < 0 || d < least))
      best = options[i].name, least = d;
  return best;
}

/* bao: unknown KIND: ARG, or with a name close to it
 * bao: unknown KIND 'TYPED'; did you mean 'BEST'? */
static int unknown(const char *kind, const char *arg, const char *typed,
                   const char *best)
{
  char what[200];
  if (!best) {
    snprintf(what, sizeof what, "unknown %s", kind);
    return cli_usage_error(what, arg);
  }
  snprintf(what, sizeof what, "unknown %s '%.60s'; did you mean '%s'?", kind,
           typed, best);
  return cli_usage_error(what, NULL);
}

/* ---- the arguments ---------------------------------------------------------- */

/* The option at argv[*i], as --NAME VALUE or --NAME=VALUE, checked
 * against what command c takes and stored; 0, or 2 after a usage
 * error.  `seen`: the options given so far. */
static int parse_option(int argc, char **argv, int *i, const command *c,
                        cli *o, unsigned *seen)
{
  const char *a = argv[*i];
  const char *eq = strncmp(a, "--", 2) == 0 ? strchr(a, '=') : NULL;
  const option *opt = NULL;
  char name[40], what[160];
  size_t n = eq ? (size_t)(eq - a) : strlen(a);
  if (n < sizeof name) {
    memcpy(name, a, n);
    name[n] = '\0';
    opt = find_option(name);
  }
  if (!opt)
    return unknown("option", a, name, n < sizeof name
                                        ? nearest_option(name, c) : NULL);
  if (!(c->options & opt->bit)) {
    snprintf(what, sizeof what, "%s is not an option of bao %s", name,
             c->name);
    return cli_usage_error(what, NULL);
  }
  if (eq && !opt->value)
    return cli_usage_error("option takes no value", a);
  if (opt->value && (eq ? !eq[1] : *i + 1 >= argc)) /* --lang= too */
    return cli_usage_error("option needs a value", a);
  /* one value each (but --rule): a second would silently win */
  if (opt->value && opt->bit != O_RULE && (*seen & opt->bit)) {
    snprintf(what, sizeof what, "%s given twice", name);
    return cli_usage_error(what, NULL);
  }
  *seen |= opt->bit;
  return set_option(o, opt->bit, eq ? eq + 1
                                    : opt->value ? argv[++*i] : NULL);
}

/* The arguments after the command: files and options. */
static int parse_options(int argc, char **argv, const command *c, cli *o)
{
  unsigned seen = 0;
  int i, rc;
  for (i = 2; i < argc; i++) {
    const char *a = argv[i];
    if (a[0] != '-' || strcmp(a, "-") == 0) {
      if (!c->files)
        return cli_usage_error("takes no file", a);
      o->files[o->n_files++] = a;
    } else if ((rc = parse_option(argc, argv, &i, c, o, &seen)) != 0)
      return rc;
  }
  if (c->files == 1 && o->n_files != 1)
    return cli_usage_error(o->n_files ? "takes one file"
                                      : "no record file given", c->name);
  if (c->files == 2 && o->n_files == 0)
    return cli_usage_error("no record file given", c->name);
  return 0;
}

/* Whether some variant takes the rule option: a record states its own
 * variant, so without --variant the walk checks it game by game. */
static int any_variant_takes(const char *rule)
{
  bao_rules r;
  int v;
  for (v = 0; v < BAO_VARIANTS; v++) {
    r = bao_rules_variant(v);
    if (bao_rules_set(&r, rule, NULL))
      return 1;
  }
  return 0;
}

/* The rules of a position: the variant, then the --rule options; each
 * refused here when the game is known. */
static int base_rules(cli *o, int game_known)
{
  bao_diag d;
  size_t i;
  o->base = bao_rules_variant(o->variant >= 0 ? o->variant : BAO_KISWAHILI);
  for (i = 0; i < o->n_rules; i++)
    if (!bao_rules_set(&o->base, o->rules[i], &d) &&
        (game_known || !any_variant_takes(o->rules[i])))
      return cli_usage_error(d.message, NULL);
  return 0;
}

int cli_position(const cli *o, bao_position *p)
{
  bao_diag d;
  if (!o->position) {
    bao_position_start(p, &o->base);
    return 0;
  }
  if (!bao_position_parse(o->position, &o->base, p, &d)) {
    d.mark.line = 1;
    d.width = 1;
    bao_diag_print(stderr, "bao: --position", &d, o->position, 1, "  ");
    return 2;
  }
  return 0;
}

static int finish_output(void)
{
  if (fflush(stdout) != 0 || ferror(stdout)) {
    fprintf(stderr, "bao: standard output: %s\n", strerror(errno));
    return 2;
  }
  return 0;
}

static int cmd_moves(const cli *o)
{
  bao_position p;
  bao_movelist list;
  bao_status st;
  char token[BAO_TOKEN_MAX], line[BAO_LINE_MAX];
  int i, rc = cli_position(o, &p);
  if (rc)
    return rc;
  bao_position_moves(&p, &list);
  for (i = 0; i < list.count && !ferror(stdout); i++) {
    const bao_outcome *m = &list.item[i];
    bao_move_token(&m->move, p.to_move, token, sizeof token);
    if (m->period == BAO_PERIOD_UNKNOWN)
      printf("%s\tnever-ending period unknown\n", token);
    else if (m->period)
      printf("%s\tnever-ending period %" PRIu32 "\n", token, m->period);
    else {
      bao_position_format(&m->after, line, sizeof line);
      printf("%s\t%s\n", token, line);
    }
  }
  st = bao_position_status(&p, NULL);
  if (list.count == 0 && st.over)
    fprintf(stderr, "bao: %s has lost: %s\n",
            st.loser == BAO_SOUTH ? "South" : "North",
            bao_end_reason(st.why));
  return finish_output();
}

static int cmd_perft(const cli *o)
{
  bao_position p;
  int rc = cli_position(o, &p);
  if (rc)
    return rc;
  if (o->depth < 0)
    return cli_usage_error("perft needs --depth N", NULL);
  rc = cli_perft_count(&p, o);
  return rc ? rc : finish_output();
}

/* bao rules --explain: the primer of the variant (primer.c), in the
 * language set. */
static int explain_rules(const cli *o)
{
  bao_sink *out = bao_sink_file(stdout, BAO_SINK_BLOCKS);
  int ok = out && bao_primer_text(out, o->variant >= 0 ? o->variant
                                                       : BAO_KISWAHILI);
  if (!bao_sink_free(out) || !ok) {
    fprintf(stderr, "bao: standard output: %s\n", strerror(errno));
    return 2;
  }
  return finish_output();
}

static int cmd_rules(const cli *o)
{
  size_t n = bao_rules_describe(o->variant, NULL, 0);
  char *buf;
  if (o->explain)
    return explain_rules(o);
  if (o->lang)
    return cli_usage_error("--lang takes effect with --explain", NULL);
  if (!(buf = malloc(n + 1)))
    return 2;
  bao_rules_describe(o->variant, buf, n + 1);
  fputs(buf, stdout);
  free(buf);
  return finish_output();
}

/* `text` after `first` (already printed), its words filled into lines of
 * at most `width` bytes, the next lines indented by `indent` spaces. */
static void put_wrapped(FILE *out, const char *text, size_t first,
                        int indent, size_t width)
{
  size_t col = first, n;
  while (*text) {
    n = strcspn(text, " ");
    if (col > first && col + 1 + n > width) {
      fprintf(out, "\n%*s", indent, "");
      col = (size_t)indent;
    } else if (col > first) {
      putc(' ', out);
      col++;
    }
    fprintf(out, "%.*s", (int)n, text);
    col += n;
    text += n + (text[n] == ' ');
  }
  putc('\n', out);
}

/* The help, with the lists of dialects and variants made from their
 * tables and wrapped at the widths the hand-written lines had. */
static void print_help(FILE *out)
{
  char names[200], text[400];
  bao_names_style plain = {", ", ", ", -1, ""};
  bao_names_style variants = {", ", " or ", BAO_KISWAHILI, "(default)"};
  fputs(usage, out);
  bao_names_join(names, sizeof names, bao_names_dialect, BAO_DIALECT_COUNT,
                 plain);
  snprintf(text, sizeof text, USAGE_CONVERT, names);
  fputs("         ", out);
  put_wrapped(out, text, 9, 9, 72);
  fputs(usage_views, out);
  fputs(usage_more, out);
  fputs(usage_options, out);
  bao_names_join(names, sizeof names, bao_names_variant, BAO_VARIANTS,
                 variants);
  snprintf(text, sizeof text, USAGE_VARIANT, names);
  put_wrapped(out, text, 19, 19, 76);
  fputs(usage_options_more, out);
}

/* Whether command ctx takes the option of an entry of the help (those
 * of no command, such as -h, are everyone's). */
static int takes_option(const char *name, const void *ctx)
{
  const command *c = ctx;
  const option *opt = find_option(name);
  return !opt || (c->options & opt->bit) != 0;
}

/* The whole help, or command c's part of it (cut out of the whole, with
 * the entries that only a command's help has room for). */
static int help(const command *c)
{
  cli_help_query q;
  char *text = NULL;
  size_t size = 0;
  FILE *mem = c ? open_memstream(&text, &size) : NULL;
  if (!mem) {
    print_help(stdout);
    return finish_output();
  }
  print_help(mem);
  fputs(usage_extra, mem);
  if (fclose(mem) != 0) {
    free(text);
    fprintf(stderr, "bao: out of memory\n");
    return 2;
  }
  q.name = c->name;
  q.takes = takes_option;
  q.ctx = c;
  if (!cli_help_command(text, &q, stdout))
    print_help(stdout);
  free(text);
  return finish_output();
}

/* bao help [COMMAND] */
static int help_command(int argc, char **argv)
{
  const command *c;
  if (argc == 2)
    return help(NULL);
  if (argc > 3)
    return cli_usage_error("help takes one command", argv[3]);
  if (!(c = find_command(argv[2])))
    return unknown("command", argv[2], argv[2], nearest_command(argv[2]));
  return help(c);
}

int main(int argc, char **argv)
{
  const command *c;
  cli o;
  int rc, i;
  cli_io_init(); /* before anything is opened */
  memset(&o, 0, sizeof o);
  o.depth = o.variant = o.dialect = o.from_dialect = o.ply = o.theme = -1;
  o.games = o.max_plies = -1;
  for (i = 1; i < argc; i++) {
    if (strcmp(argv[i], "-h") == 0 || strcmp(argv[i], "--help") == 0)
      return help(find_command(argv[1])); /* bao COMMAND --help */
  }
  if (argc < 2)
    return cli_usage_error("no command given", NULL);
  if (strcmp(argv[1], "--version") == 0) {
    printf("bao %s\n", BAO_VERSION);
    return finish_output();
  }
  if (strcmp(argv[1], "help") == 0)
    return help_command(argc, argv);
  if (!(c = find_command(argv[1])))
    return unknown("command", argv[1], argv[1], nearest_command(argv[1]));
  o.command = c->name;
  o.files = calloc((size_t)argc, sizeof *o.files);
  o.rules = calloc((size_t)argc, sizeof *o.rules);
  if (!o.files || !o.rules)
    return free(o.files), free(o.rules), 2;
  rc = parse_options(argc, argv, c, &o);
  if (!rc)
    rc = base_rules(&o, !c->files || o.position || o.variant >= 0);
  if (!rc && (c->options & O_LANG)) /* the commands that write sentences */
    cli_lang_init(o.lang);
  if (!rc)
    rc = c->run(&o);
  free(o.files);
  free(o.rules);
  return rc;
}
