/* main.c - the bao command: a table of commands, the arguments read
 * against it (each command's options are in its own file, the shared ones
 * in cli_options.c, the help in cli_usage.c),
 * and the commands that need no record (moves, rules).  Everything
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

static int cmd_moves(cli_common *o);
static int cmd_rules(cli_common *o);

/* moves: the moves of a position, under the rules */
static const cli_option moves_options[] = {
  CLI_USE("--position"), CLI_USE("--rule"), CLI_USE("--variant"),
  CLI_USE("--dialect"), {NULL, 0, NULL, 0, 0, 0, NULL},
};

typedef struct rules_opts {
  int explain; /* --explain: the primer, not the options */
} rules_opts;

static const cli_option rules_options[] = {
  CLI_USE("--variant"), CLI_USE("--lang"),
  {"--explain", 0, NULL, offsetof(rules_opts, explain), 0, 0, NULL},
  {NULL, 0, NULL, 0, 0, 0, NULL},
};

static const cli_command commands[] = {
  {"moves", cmd_moves, moves_options, 0},
  {"perft", cli_perft, cli_perft_options, 0},
  {"rules", cmd_rules, rules_options, 0},
  {"random", cli_random, cli_random_options, 0},
  {"check", cli_check, cli_check_options, 2},
  {"replay", cli_replay, cli_replay_options, 2},
  {"convert", cli_convert, cli_convert_options, 1},
  {"annotate", cli_annotate, cli_annotate_options, 2},
  {"diagram", cli_diagram, cli_diagram_options, 3},
  {"html", cli_html, cli_html_options, 2},
  {"solve", cli_solve, cli_solve_options, 0},
  {"analyze", cli_analyze, cli_analyze_options, 2},
  {"puzzles", cli_puzzles, cli_puzzles_options, 2},
  /* the training page */
  {"drill", cli_drill, cli_drill_options, 2},
  /* many games at once */
  {"search", cli_search, cli_search_options, 2},
  {"dedup", cli_dedup, cli_dedup_options, 2},
  /* over a whole collection (cli_collect.c) */
  {"openings", cli_openings, cli_openings_options, 2},
  {"stats", cli_stats, cli_stats_options, 2},
  {"site", cli_site, cli_site_options, 2},
  /* a game against the computer (cli_play.c) */
  {"play", cli_play, cli_play_options, 0},
  /* the engine that plays */
  {"best", cli_best, cli_best_options, 0},
};

static const cli_command *find_command(const char *name)
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
static const char *nearest_option(const char *typed, const cli_command *c)
{
  const char *best = NULL;
  const cli_option *opt;
  int d, least = -1;
  for (opt = c->options; opt->name; opt++)
    if ((d = cli_closeness(typed, opt->name)) >= 0 &&
        (least < 0 || d < least))
      best = opt->name, least = d;
  return best;
}

/* The row of table t named `name`, or NULL. */
static const cli_option *row_of(const cli_option *t, const char *name)
{
  for (; t->name; t++)
    if (strcmp(t->name, name) == 0)
      return t;
  return NULL;
}

/* Whether some command takes an option so named: if not, it is unknown,
 * not an option of another command. */
static int known_option(const char *name)
{
  size_t i;
  for (i = 0; i < N_COMMANDS; i++)
    if (row_of(commands[i].options, name))
      return 1;
  return 0;
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

/* The most options a command's table holds. */
#define MAX_OPTIONS 64

/* The option at argv[*i], as --NAME VALUE or --NAME=VALUE, checked
 * against what the command takes and stored in o (a shared option) or
 * own; 0, or 2 after a usage error.  `seen`: the options given so far,
 * by their rows in the command's table. */
static int parse_option(cli_common *o, void *own, int *i, char *seen)
{
  const cli_command *c = o->cmd;
  const char *a = o->argv[*i];
  const char *eq = strncmp(a, "--", 2) == 0 ? strchr(a, '=') : NULL;
  const cli_option *row = NULL, *opt;
  char name[40], what[160];
  size_t n = eq ? (size_t)(eq - a) : strlen(a), k;
  if (n < sizeof name) {
    memcpy(name, a, n);
    name[n] = '\0';
    row = row_of(c->options, name);
  }
  if (!row && (n >= sizeof name || !known_option(name)))
    return unknown("option", a, name, n < sizeof name
                                        ? nearest_option(name, c) : NULL);
  if (!row) {
    snprintf(what, sizeof what, "%s is not an option of bao %s", name,
             c->name);
    return cli_usage_error(what, NULL);
  }
  opt = row->at == CLI_SHARED ? row_of(cli_shared_options, name) : row;
  if (!opt) { /* a CLI_USE row the shared table lacks: said, not a crash */
    fprintf(stderr, "bao: %s: not in the shared options (cli_options.c)\n",
            name);
    return 2;
  }
  if (eq && !opt->value)
    return cli_usage_error("option takes no value", a);
  if (opt->value && (eq ? !eq[1] : *i + 1 >= o->argc)) /* --lang= too */
    return cli_usage_error("option needs a value", a);
  /* one value each (but --rule): a second would silently win */
  k = (size_t)(row - c->options);
  if (opt->value == 1 && k < MAX_OPTIONS && seen[k]) {
    snprintf(what, sizeof what, "%s given twice", name);
    return cli_usage_error(what, NULL);
  }
  if (k < MAX_OPTIONS)
    seen[k] = 1;
  if (row->at == CLI_SHARED)
    own = o;
  if (!opt->set) /* a flag */
    return *(int *)(void *)((char *)own + opt->at) = 1, 0;
  return opt->set(own, eq ? eq + 1 : o->argv[++*i], opt);
}

/* The arguments after the command: files and options. */
static int parse_options(cli_common *o, void *own)
{
  const cli_command *c = o->cmd;
  char seen[MAX_OPTIONS] = {0};
  int i, rc, files_only = 0;
  for (i = 2; i < o->argc; i++) {
    const char *a = o->argv[i];
    if (!files_only && strcmp(a, "--") == 0) {
      files_only = 1; /* what follows are files, even one named -x.yaml */
    } else if (files_only || a[0] != '-' || strcmp(a, "-") == 0) {
      if (!c->files)
        return cli_usage_error("takes no file", a);
      o->files[o->n_files++] = a;
    } else if ((rc = parse_option(o, own, &i, seen)) != 0)
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
static int base_rules(cli_common *o, int game_known)
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

int cli_parse(cli_common *o, void *own)
{
  const cli_command *c = o->cmd;
  int rc = parse_options(o, own);
  if (!rc)
    rc = base_rules(o, !c->files || o->position || o->variant >= 0);
  if (!rc && row_of(c->options, "--lang")) /* they write sentences */
    cli_lang_init(o->lang);
  return rc;
}

int cli_position(const cli_common *o, bao_position *p)
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

static int cmd_moves(cli_common *o)
{
  bao_position p;
  bao_movelist list;
  bao_status st;
  char token[BAO_DIALECT_TOKEN_MAX], line[BAO_LINE_MAX];
  int i, rc = cli_parse(o, NULL);
  if (rc || (rc = cli_position(o, &p)) != 0)
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

/* bao rules --explain: the primer of the variant (primer.c), in the
 * language set. */
static int explain_rules(const cli_common *o)
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

static int cmd_rules(cli_common *o)
{
  rules_opts r = {0};
  size_t n;
  char *buf;
  int rc = cli_parse(o, &r);
  if (rc)
    return rc;
  n = bao_rules_describe(o->variant, NULL, 0);
  if (r.explain)
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
  const cli_command *c = ctx;
  return !known_option(name) || row_of(c->options, name) != NULL;
}

/* The whole help, or command c's part of it (cut out of the whole, with
 * the entries that only a command's help has room for). */
static int help(const cli_command *c)
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
  const cli_command *c;
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
  const cli_command *c;
  cli_common o;
  int rc, i;
  cli_io_init(); /* before anything is opened */
  memset(&o, 0, sizeof o);
  o.depth = o.variant = o.dialect = -1;
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
  o.cmd = c;
  o.command = c->name;
  o.argc = argc;
  o.argv = argv;
  o.files = calloc((size_t)argc, sizeof *o.files);
  o.rules = calloc((size_t)argc, sizeof *o.rules);
  if (!o.files || !o.rules)
    return free(o.files), free(o.rules), 2;
  rc = c->run(&o); /* which reads its options first (cli_parse) */
  free(o.files);
  free(o.rules);
  return rc;
}
