/* cli_options.c - the options every command may share (their table) and
 * the readers of values that the commands' own tables use: a value is
 * checked here, once, whatever the command.  Each command declares its
 * own options in its own file (cli.h: cli_option). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

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

/* The int, long or uint64_t of `opt` in base. */
#define FIELD(type, base, opt) ((type *)((char *)(base) + (opt)->at))

int cli_set_int(void *base, const char *v, const cli_option *opt)
{
  long n = number(v, opt->lo, opt->hi);
  *FIELD(int, base, opt) = (int)n;
  return n < 0 ? cli_usage_error(opt->says, v) : 0;
}

int cli_set_long(void *base, const char *v, const cli_option *opt)
{
  long n = number(v, opt->lo, opt->hi);
  *FIELD(long, base, opt) = n;
  return n < 0 ? cli_usage_error(opt->says, v) : 0;
}

/* a whole number from opt->lo to 2^opt->hi (0: to 2^64 - 1) */
int cli_set_u64(void *base, const char *v, const cli_option *opt)
{
  uint64_t *n = FIELD(uint64_t, base, opt);
  char *end;
  errno = 0;
  *n = strtoull(v, &end, 10);
  if (*v < '0' || *v > '9' || *end || errno || *n < (uint64_t)opt->lo ||
      (opt->hi && *n > (uint64_t)1 << opt->hi))
    return cli_usage_error(opt->says, v);
  return 0;
}

/* --format: one of the formats the command writes (opt->lo), said by
 * opt->says when refused. */
int cli_set_format(void *base, const char *v, const cli_option *opt)
{
  static const char *const names[] = {"", "text", "yaml", "ascii", "svg",
                                      "ap", "html"}; /* enum cli_format */
  char what[60];
  int i;
  for (i = 1; i <= CLI_HTML; i++)
    if ((opt->lo & CLI_F(i)) && strcmp(v, names[i]) == 0)
      return *FIELD(int, base, opt) = i, 0;
  snprintf(what, sizeof what, "--format takes %s", opt->says);
  return cli_usage_error(what, v);
}

int cli_set_dialect(void *base, const char *v, const cli_option *opt)
{
  char what[200], names[160];
  if (bao_dialect_parse(v, FIELD(int, base, opt)))
    return 0;
  cli_names(names, sizeof names, 1, ", ", " or ", -1, "");
  snprintf(what, sizeof what, "%s takes %s", opt->name, names);
  return cli_usage_error(what, v);
}

int cli_set_theme(void *base, const char *v, const cli_option *opt)
{
  static const char *const names[] = {"light", "dark", "print"}; /* bao_theme */
  int i;
  for (i = 0; i < 3; i++)
    if (strcmp(v, names[i]) == 0)
      return *FIELD(int, base, opt) = i, 0;
  return cli_usage_error("--theme takes light, dark or print", v);
}

/* ---- the shared options --------------------------------------------------- */

static int set_variant(void *base, const char *v, const cli_option *opt)
{
  cli_common *o = base;
  char what[200], names[160];
  (void)opt;
  if (bao_variant_parse(v, &o->variant))
    return 0;
  cli_names(names, sizeof names, 0, ", ", " or ", -1, "");
  snprintf(what, sizeof what, "--variant takes %s", names);
  return cli_usage_error(what, v);
}

int cli_set_text(void *base, const char *v, const cli_option *opt)
{
  *FIELD(const char *, base, opt) = v;
  return 0;
}

static int set_rule(void *base, const char *v, const cli_option *opt)
{
  cli_common *o = base;
  (void)opt;
  o->rules[o->n_rules++] = v;
  return 0;
}

static int set_output(void *base, const char *v, const cli_option *opt)
{
  cli_common *o = base;
  (void)opt;
  o->output_stdout = strcmp(v, "-") == 0; /* -o - is standard output */
  o->output = o->output_stdout ? NULL : v;
  return 0;
}

static int set_from_format(void *base, const char *v, const cli_option *opt)
{
  cli_common *o = base;
  (void)opt;
  if (strcmp(v, "yaml") == 0 || strcmp(v, "text") == 0)
    return o->from_format = v[0] == 'y' ? BAO_FORMAT_YAML : BAO_FORMAT_TEXT, 0;
  if (strcmp(v, "ap") == 0) /* an AP Game Record (JSON) */
    return o->from_format = BAO_FORMAT_AP, 0;
  return cli_usage_error("--from-format takes yaml, text or ap", v);
}

static int set_lang(void *base, const char *v, const cli_option *opt)
{
  cli_common *o = base;
  (void)opt;
  if (cli_lang_valid(v))
    return o->lang = v, 0;
  return cli_usage_error("--lang takes a language code such as sw, fr, "
                         "de, it or eo", v);
}

#define AT(field) offsetof(cli_common, field)

/* In the order of the options' old single table, which "did you mean"
 * follows among names as close. */
const cli_option cli_shared_options[] = {
  {"--position", 1, cli_set_text, AT(position), 0, 0, NULL},
  {"--depth", 1, cli_set_int, AT(depth), 0, 64,
   "--depth takes a whole number from 0 to 64"},
  {"--rule", 2, set_rule, 0, 0, 0, NULL},
  {"--variant", 1, set_variant, 0, 0, 0, NULL},
  {"--dialect", 1, cli_set_dialect, AT(dialect), 0, 0, NULL},
  {"-o", 1, set_output, 0, 0, 0, NULL},
  {"--strict", 0, NULL, AT(strict), 0, 0, NULL},
  {"--game", 1, cli_set_int, AT(game), 1, 1 << 30,
   "--game takes a game number (1 is the first)"},
  {"--from-format", 1, set_from_format, 0, 0, 0, NULL},
  {"--budget", 1, cli_set_u64, AT(budget), 1, 0,
   "--budget takes a number of laps (1 or more)"},
  {"--lang", 1, set_lang, 0, 0, 0, NULL},
  {"--time", 1, cli_set_time, 0, 0, 0, NULL},
  {"--engine", 0, NULL, AT(engine), 0, 0, NULL},
  {"--jobs", 1, cli_set_int, AT(jobs), 1, CLI_JOBS_MAX,
   "--jobs takes a number of threads from 1 to 64"},
  {"--shard", 1, cli_set_shard, 0, 0, 0, NULL},
  {NULL, 0, NULL, 0, 0, 0, NULL},
};
