/* main.c - the bao command: a table of commands, the arguments read
 * against it (the options' table is cli_options.c, the help cli_usage.c),
 * and the commands that need no record (moves, perft, rules).  Everything
 * else is the library. */
#define _POSIX_C_SOURCE 200809L /* open_memstream */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

int cli_usage_error(const char *what, const char *arg)
{
  fprintf(stderr, "bao: %s%s%s\nTry 'bao --help'.\n", what, arg ? ": " : "",
          arg ? arg : "");
  return 2;
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
  cli_opts options;
  int files; /* 0: none; 1: one; 2: one or more; 3: any number */
} command;

static const command commands[] = {
  {"moves", cmd_moves, O_POSITION | O_GAME | O_DIALECT, 0},
  {"perft", cmd_perft, O_POSITION | O_DEPTH | O_THREADS | O_TABLE | O_GAME,
   0},
  {"rules", cmd_rules, O_VARIANT | O_EXPLAIN | O_LANG, 0},
  {"random", cli_random,
   O_GAMES | O_SEED | O_MAX_PLIES | O_FORMAT | O_OUTPUT | O_GAME, 0},
  {"check", cli_check, O_WALK | O_STRICT | O_SUGGEST, 2},
  {"replay", cli_replay, O_WALK | O_STRICT | O_POSITIONS, 2},
  {"convert", cli_convert,
   O_WALK | O_TO | O_FROM | O_OUTPUT | O_STRICT | O_SUGGEST | O_JSONL, 1},
  {"annotate", cli_annotate, O_WALK | O_FORMAT | O_LANG | O_DEPTH | O_TIME
   | O_ENGINE | O_JOBS | O_GAME_NO | O_SHARD, 2},
  {"diagram", cli_diagram,
   O_WALK | O_POSITION | O_PLY | O_ALL | O_EVERY | O_FORMAT | O_FLIP |
     O_DOTS | O_OUTPUT | O_THEME, 3},
  {"html", cli_html,
   O_WALK | O_PLY | O_FLIP | O_THEME | O_GAME_NO | O_OUTPUT | O_STRICT |
     O_LANG | O_DEPTH | O_NO_ENGINE | O_TIME
     | O_ENGINE | O_JOBS | O_SHARD, 2},
  {"solve", cli_solve, O_POSITION | O_DEPTH | O_ALL | O_GAME | O_DIALECT, 0},
  {"analyze", cli_analyze, O_WALK | O_DEPTH | O_TIME
   | O_ENGINE | O_JOBS | O_GAME_NO | O_SHARD, 2},
  {"puzzles", cli_puzzles, O_WALK | O_DEPTH | O_MIN_MOVES | O_MIN_DEPTH, 2},
  /* the training page */
  {"drill", cli_drill, O_WALK | O_DEPTH | O_OUTPUT | O_LANG | O_THEME
   | O_TIME | O_JOBS | O_GAME_NO, 2},
  /* many games at once */
  {"search", cli_search,
   O_WALK | O_POSITION | O_PATTERN | O_MOVES | O_COUNT, 2},
  {"dedup", cli_dedup, O_WALK | O_OUTPUT, 2},
  /* over a whole collection (cli_collect.c) */
  {"openings", cli_openings, O_WALK | O_PLIES | O_FORMAT | O_LANG, 2},
  {"stats", cli_stats, O_WALK | O_DEPTH | O_FORMAT | O_JOBS | O_GAME_NO, 2},
  {"site", cli_site,
   O_WALK | O_OUTPUT | O_DEPTH | O_PLIES | O_LANG | O_THEME | O_NO_ENGINE
     | O_TIME | O_SELF_CONTAINED | O_JOBS | O_SHARD | O_MERGE, 2},
  /* a game against the computer (cli_play.c) */
  {"play", cli_play, O_POSITION | O_GAME | O_DIALECT | O_LEVEL | O_SIDE, 0},
  /* the engine that plays */
  {"best", cli_best,
   O_POSITION | O_TIME | O_NODES | O_DEPTH | O_ALL | O_THREADS | O_GAME
   | O_DIALECT, 0},
};

static const command *find_command(const char *name)
{
  size_t i;
  for (i = 0; i < sizeof commands / sizeof commands[0]; i++)
    if (strcmp(commands[i].name, name) == 0)
      return &commands[i];
  return NULL;
}

/* ---- did you mean --------------------------------------------------------- */

#define N_COMMANDS (sizeof commands / sizeof commands[0])

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
  for (i = 0; i < cli_n_options; i++)
    if ((c->options & cli_options[i].bit) &&
        (d = cli_closeness(typed, cli_options[i].name)) >= 0 &&
        (least < 0 || d < least))
      best = cli_options[i].name, least = d;
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
                        cli *o, cli_opts *seen)
{
  const char *a = argv[*i];
  const char *eq = strncmp(a, "--", 2) == 0 ? strchr(a, '=') : NULL;
  const cli_option *opt = NULL;
  char name[40], what[160];
  size_t n = eq ? (size_t)(eq - a) : strlen(a);
  if (n < sizeof name) {
    memcpy(name, a, n);
    name[n] = '\0';
    opt = cli_find_option(name);
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
  return cli_set_option(o, opt->bit, eq ? eq + 1
                                    : opt->value ? argv[++*i] : NULL);
}

/* The arguments after the command: files and options. */
static int parse_options(int argc, char **argv, const command *c, cli *o)
{
  cli_opts seen = 0;
  int i, rc, files_only = 0;
  for (i = 2; i < argc; i++) {
    const char *a = argv[i];
    if (!files_only && strcmp(a, "--") == 0) {
      files_only = 1; /* what follows are files, even one named -x.yaml */
    } else if (files_only || a[0] != '-' || strcmp(a, "-") == 0) {
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
  char token[BAO_DIALECT_TOKEN_MAX], line[BAO_LINE_MAX];
  int i, rc = cli_position(o, &p);
  if (rc)
    return rc;
  bao_position_moves(&p, &list);
  for (i = 0; i < list.count && !ferror(stdout); i++) {
    const bao_outcome *m = &list.item[i];
    if (o->dialect >= 0) /* --dialect: its token, else the canonical one */
      bao_outcome_token(m, p.to_move, o->dialect, token, sizeof token);
    else
      bao_move_token(&m->move, p.to_move, token, sizeof token);
    if (m->period == BAO_PERIOD_CAP) /* (seed-cap=192) */
      printf("%s\tseed-cap loses\n", token);
    else if (m->period == BAO_PERIOD_UNKNOWN)
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

/* Whether command ctx takes the option of an entry of the help (those
 * of no command, such as -h, are everyone's). */
static int takes_option(const char *name, const void *ctx)
{
  const command *c = ctx;
  const cli_option *opt = cli_find_option(name);
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
    cli_print_help(stdout);
    return finish_output();
  }
  cli_print_help(mem);
  fputs(cli_usage_extra, mem);
  if (fclose(mem) != 0) {
    free(text);
    fprintf(stderr, "bao: out of memory\n");
    return 2;
  }
  q.name = c->name;
  q.takes = takes_option;
  q.ctx = c;
  if (!cli_help_command(text, &q, stdout))
    cli_print_help(stdout);
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
    if ((strcmp(argv[i], "-h") == 0 || strcmp(argv[i], "--help") == 0) &&
        !find_command(argv[1])) { /* bao --help: the short list */
      cli_print_short_help(stdout);
      return finish_output();
    }
    if (strcmp(argv[i], "-h") == 0 || strcmp(argv[i], "--help") == 0)
      return help(find_command(argv[1])); /* bao COMMAND --help */
  }
  if (argc < 2) { /* a usage error still, said with the short list */
    cli_print_short_help(stderr);
    return 2;
  }
  if (strcmp(argv[1], "--version") == 0) {
    printf("bao %s\n", bao_version()); /* the library it runs with */
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
