/* main.c - the bao command: a thin wrapper over the library. */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bao.h"
#include "cli.h"
#include "record.h"
#include "token.h"

static const char usage[] =
  "usage: bao COMMAND [OPTIONS]\n"
  "\n"
  "Commands:\n"
  "  moves  [--position LINE] [--rule NAME=VALUE]...\n"
  "         Print every legal move of a position (default: the start), one\n"
  "         per line: TOKEN<TAB>POSITION-LINE-AFTER, or\n"
  "         TOKEN<TAB>never-ending period LAPS.\n"
  "  perft  [--position LINE] --depth N [--rule NAME=VALUE]...\n"
  "         Count the leaves of the move tree N plies deep.\n"
  "  rules  List the rule options (--rule NAME=VALUE) and their values.\n"
  "  random --games N --seed S [--max-plies P] [--format yaml|text]\n"
  "         [--variant NAME] [--rule NAME=VALUE]... [-o FILE]\n"
  "         Write N reproducible games of uniformly random legal moves,\n"
  "         each stopping at the end of the game, before a move that never\n"
  "         ends, or after P plies (default 1000).\n"
  "  annotate [--format text|yaml] FILE...\n"
  "         Tell every ply in plain English (captures, kichwa and why,\n"
  "         relays, the nyumba, takasia, the stage, the end), or list its\n"
  "         events as YAML data.\n"
  "  diagram --position LINE | FILE (--ply N | --all | --every K)\n"
  "         [--format ascii|svg] [--flip] [--dots N] [-o FILE|DIR]\n"
  "         Draw a position, or a record after ply N (0: the start), after\n"
  "         every ply, or every K plies, with the move's marks; with --all\n"
  "         or --every, -o DIR writes DIR/ply-NNN.svg (or .txt).\n"
  "  check  [--strict] [--suggest] [--dialect D] [--rule NAME=VALUE]... FILE...\n"
  "         Replay every game of each record (YAML or transcript; - is\n"
  "         standard input) and report each illegal move as\n"
  "         FILE:LINE:COL: error: game N (SOUTH - NORTH) ply K (SIDE) 'TOKEN': WHY\n"
  "         with the source line, a caret, and the legal moves.  --strict\n"
  "         makes warnings errors; --suggest shows the legal moves nearest\n"
  "         the token and the smallest repair of the record.\n"
  "  replay --positions [--dialect D] [--rule NAME=VALUE]... FILE...\n"
  "         One line per ply: PLY<TAB>S|N<TAB>TOKEN<TAB>POSITION-LINE-AFTER.\n"
  "  convert [--to yaml|text] [--dialect D] [--from D] [-o OUT] FILE\n"
  "         Write the record in canonical form, in another format or\n"
  "         dialect (devoogt, kiba, mw); --from names the dialect read when\n"
  "         the record does not.\n"
  "\n"
  "Options:\n"
  "  --position LINE  a position line:\n"
  "      'b8..b1 / a8..a1 / A1..A8 / B1..B8 | hand S<n> N<n> |\n"
  "       house S:<F|a|x> N:<F|a|x> | <S|N> to move [| takasia <hole>]\n"
  "       [| reserved <hole>]'  (reserved: Bao la Kete only)\n"
  "  --rule NAME=VALUE  a rule option where the sources disagree\n"
  "  --variant NAME   the game: kiswahili (default), kujifunza, kete or\n"
  "                   leaflet (a record's variant: key wins); see bao-rules(7)\n"
  "  -h, --help       this help;  --version  the version\n"
  "\n"
  "Exit status: 0 success; 1 a record has an error (an illegal move, or a\n"
  "warning under --strict); 2 bad usage or unreadable input.\n"
  "See bao(1).\n";

static int usage_error(const char *what, const char *arg)
{
  fprintf(stderr, "bao: %s%s%s\nTry 'bao --help'.\n", what, arg ? ": " : "",
          arg ? arg : "");
  return 2;
}

/* Shows a bad position line with a caret under the column at fault. */
static int position_error(const char *line, const bao_error *err)
{
  fprintf(stderr, "bao: --position:1:%d: error: %s\n  %s\n  %*s^\n",
          err->column, err->message, line, err->column > 0 ? err->column - 1 : 0,
          "");
  return 2;
}

/* The options that take no value. */
static int flag_option(const char *a, cli *o)
{
  if (strcmp(a, "--strict") == 0)
    o->strict = 1;
  else if (strcmp(a, "--suggest") == 0)
    o->suggest = 1;
  else if (strcmp(a, "--positions") == 0)
    o->positions = 1;
  else if (strcmp(a, "--all") == 0)
    o->all = 1;
  else if (strcmp(a, "--flip") == 0)
    o->flip = 1;
  else
    return 0;
  return 1;
}

static int format_option(const char *v, cli *o)
{
  if (strcmp(v, "yaml") == 0)
    o->to = BAO_FORMAT_YAML;
  else if (strcmp(v, "text") == 0)
    o->to = BAO_FORMAT_TEXT;
  else
    return usage_error("--to takes yaml or text", v);
  return 0;
}

/* A whole number from `lo` to `hi`, or -1. */
static int number(const char *s, int lo, int hi)
{
  char *end;
  long v = strtol(s, &end, 10);
  return *s && !*end && v >= lo && v <= hi ? (int)v : -1;
}

/* --format: text|yaml for annotate, ascii|svg for diagram. */
static int view_format(const char *v, cli *o)
{
  static const char *names[] = {"", "text", "yaml", "ascii", "svg"};
  int i;
  for (i = 1; i < 5; i++)
    if (strcmp(v, names[i]) == 0)
      o->format = i;
  return o->format ? 0 : usage_error("--format takes text or yaml "
                                     "(annotate), ascii or svg (diagram)", v);
}

/* The options of annotate and diagram that take a value. */
static int view_option(const char *a, const char *v, cli *o)
{
  if (strcmp(a, "--format") == 0)
    return view_format(v, o) ? -1 : 1;
  if (strcmp(a, "--ply") == 0 && (o->ply = number(v, 0, 1 << 30)) < 0)
    return usage_error("--ply takes a ply number (0 is the start)", v), -1;
  if (strcmp(a, "--every") == 0 && (o->every = number(v, 1, 1 << 30)) < 0)
    return usage_error("--every takes a number of plies", v), -1;
  if (strcmp(a, "--dots") == 0 && (o->dots = number(v, 0, 64)) < 0)
    return usage_error("--dots takes a number of seeds from 0 to 64", v), -1;
  return strcmp(a, "--format") == 0 || strcmp(a, "--ply") == 0 ||
         strcmp(a, "--every") == 0 || strcmp(a, "--dots") == 0;
}

/* random --games/--max-plies: 0 to LONG_MAX, or -1. */
static long count_option(const char *s)
{
  char *end;
  long v;
  errno = 0;
  v = strtol(s, &end, 10);
  return *s >= '0' && *s <= '9' && !*end && !errno ? v : -1;
}

/* random --seed: any 64-bit value, in decimal. */
static int seed_option(const char *s, cli *o)
{
  char *end;
  errno = 0;
  o->seed = strtoull(s, &end, 10);
  o->have_seed = *s >= '0' && *s <= '9' && !*end && !errno;
  return o->have_seed;
}

static int parse_options(int argc, char **argv, cli *o)
{
  int i, r;
  bao_error err;
  for (i = 2; i < argc; i++) {
    const char *a = argv[i];
    if (flag_option(a, o)) {
      continue;
    } else if (i + 1 < argc && (r = view_option(a, argv[i + 1], o)) != 0) {
      if (r < 0)
        return 2;
      i++;
    } else if ((a[0] != '-' || strcmp(a, "-") == 0)) {
      o->files[o->n_files++] = a;
    } else if (strcmp(a, "--dialect") == 0 && i + 1 < argc) {
      if (!bao_dialect_parse(argv[++i], &o->dialect))
        return usage_error("--dialect takes devoogt, kiba or mw", argv[i]);
    } else if (strcmp(a, "--variant") == 0 && i + 1 < argc) {
      int v;
      if (!bao_variant_parse(argv[++i], &v))
        return usage_error("--variant takes kiswahili, kujifunza, kete or "
                           "leaflet", argv[i]);
      o->rules.variant = (uint8_t)v;
    } else if (strcmp(a, "--from") == 0 && i + 1 < argc) {
      if (!bao_dialect_parse(argv[++i], &o->from_dialect))
        return usage_error("--from takes devoogt, kiba or mw", argv[i]);
    } else if (strcmp(a, "--to") == 0 && i + 1 < argc) {
      if (format_option(argv[++i], o))
        return 2;
    } else if (strcmp(a, "-o") == 0 && i + 1 < argc) {
      o->output = argv[++i];
    } else if (strcmp(a, "--position") == 0 && i + 1 < argc) {
      o->position = argv[++i];
    } else if (strcmp(a, "--depth") == 0 && i + 1 < argc) {
      char *end;
      long d = strtol(argv[++i], &end, 10);
      if (*end || d < 0 || d > 64)
        return usage_error("--depth takes a whole number from 0 to 64",
                           argv[i]);
      o->depth = (int)d;
    } else if (strcmp(a, "--games") == 0 && i + 1 < argc) {
      if ((o->games = count_option(argv[++i])) < 0)
        return usage_error("--games takes a whole number", argv[i]);
    } else if (strcmp(a, "--max-plies") == 0 && i + 1 < argc) {
      if ((o->max_plies = count_option(argv[++i])) < 0)
        return usage_error("--max-plies takes a whole number", argv[i]);
    } else if (strcmp(a, "--seed") == 0 && i + 1 < argc) {
      if (!seed_option(argv[++i], o))
        return usage_error("--seed takes a whole number below 2^64", argv[i]);
    } else if (strcmp(a, "--rule") == 0 && i + 1 < argc) {
      if (!bao_rules_set(&o->rules, argv[++i], &err))
        return usage_error(err.message, NULL);
    } else {
      return usage_error("unknown or incomplete option", a);
    }
  }
  return 0;
}

static int load_position(const cli *o, bao_position *p)
{
  bao_error err;
  if (!o->position) {
    bao_position_start(p, &o->rules);
    return 0;
  }
  if (!bao_position_parse(o->position, &o->rules, p, &err))
    return position_error(o->position, &err);
  return 0;
}

static void print_status(const bao_position *p)
{
  bao_status st = bao_position_status(p);
  if (st.over)
    fprintf(stderr, "bao: %s has lost: %s\n",
            st.loser == BAO_SOUTH ? "South" : "North",
            bao_end_reason(st.why));
}

static int cmd_moves(const cli *o)
{
  bao_position p;
  bao_movelist list;
  char token[BAO_TOKEN_MAX], line[BAO_LINE_MAX];
  int i, rc = load_position(o, &p);
  if (rc)
    return rc;
  bao_position_moves(&p, &list);
  for (i = 0; i < list.count; i++) {
    const bao_outcome *m = &list.item[i];
    bao_move_token(&m->move, p.to_move, token);
    if (m->period == BAO_PERIOD_UNKNOWN)
      printf("%s\tnever-ending period unknown\n", token);
    else if (m->period)
      printf("%s\tnever-ending period %" PRIu32 "\n", token, m->period);
    else {
      bao_position_format(&m->after, line);
      printf("%s\t%s\n", token, line);
    }
  }
  if (list.count == 0)
    print_status(&p);
  return 0;
}

static int cmd_perft(const cli *o)
{
  bao_position p;
  int rc = load_position(o, &p);
  if (rc)
    return rc;
  if (o->depth < 0)
    return usage_error("perft needs --depth N", NULL);
  printf("%" PRIu64 "\n", bao_perft(&p, o->depth));
  return 0;
}

static int cmd_rules(void)
{
  size_t n = bao_rules_describe(NULL, 0);
  char *buf = malloc(n + 1);
  if (!buf)
    return 2;
  bao_rules_describe(buf, n + 1);
  fputs(buf, stdout);
  free(buf);
  return 0;
}

static int record_command(const char *name, const cli *o);

static int run_command(const char *name, const cli *o)
{
  if (strcmp(name, "moves") == 0)
    return cmd_moves(o);
  if (strcmp(name, "perft") == 0)
    return cmd_perft(o);
  if (strcmp(name, "rules") == 0)
    return cmd_rules();
  if (strcmp(name, "random") == 0)
    return bao_cmd_random(o);
  return record_command(name, o);
}

static int record_command(const char *name, const cli *o)
{
  int is_check = strcmp(name, "check") == 0;
  int is_replay = strcmp(name, "replay") == 0;
  int is_convert = strcmp(name, "convert") == 0;
  if (strcmp(name, "diagram") == 0)
    return bao_cmd_diagram(o);
  if (strcmp(name, "annotate") == 0)
    return o->n_files ? bao_cmd_annotate(o)
                      : usage_error("no record file given", name);
  if (!is_check && !is_replay && !is_convert)
    return usage_error("unknown command", name);
  if (o->n_files == 0)
    return usage_error("no record file given", name);
  if (is_replay && !o->positions)
    return usage_error("replay needs --positions", NULL);
  if (is_convert && o->n_files != 1)
    return usage_error("convert takes one file", NULL);
  if (is_check)
    return bao_cmd_check(o);
  if (is_replay)
    return bao_cmd_replay(o);
  return bao_cmd_convert(o);
}

/* For convert, --dialect names the dialect written; --from the one read. */
static void convert_dialects(cli *o, int from)
{
  o->to_dialect = o->dialect;
  o->dialect = from;
}

int main(int argc, char **argv)
{
  cli o;
  int rc;
  memset(&o, 0, sizeof o);
  o.rules = bao_rules_default();
  o.depth = -1;
  o.dialect = o.to_dialect = o.from_dialect = o.ply = -1;
  o.games = o.max_plies = -1;
  if (argc < 2)
    return usage_error("no command given", NULL);
  for (rc = 1; rc < argc; rc++) {
    if (strcmp(argv[rc], "-h") == 0 || strcmp(argv[rc], "--help") == 0) {
      fputs(usage, stdout);
      return 0;
    }
  }
  if (strcmp(argv[1], "--version") == 0) {
    printf("bao %s\n", BAO_VERSION);
    return 0;
  }
  o.files = calloc((size_t)argc, sizeof *o.files);
  if (!o.files)
    return 2;
  rc = parse_options(argc, argv, &o);
  if (strcmp(argv[1], "convert") == 0)
    convert_dialects(&o, o.from_dialect);
  if (!rc)
    rc = run_command(argv[1], &o);
  free(o.files);
  return rc;
}
