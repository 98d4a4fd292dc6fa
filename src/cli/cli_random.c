/* cli_random.c - bao random: reproducible games of uniformly random legal
 * moves (bao_random_game, record.h), written as records.
 *
 * Each game is built, written and freed before the next one starts, so the
 * memory used is flat in --games. */

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "bao/record.h"

static int write_one(const cli *o, FILE *out, const bao_game *g, long n,
                     bao_diag *d)
{
  if (o->format == CLI_AP)
    return bao_ap_write(out, g, 1, d);
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

static int check_options(const cli *o)
{
  if (o->games < 0)
    return usage("needs --games N");
  if (!o->have_seed)
    return usage("needs --seed S (the games are reproducible from it)");
  if (o->format != CLI_DEFAULT && o->format != CLI_YAML &&
      o->format != CLI_TEXT && o->format != CLI_AP)
    return usage("--format takes yaml, text or ap");
  if (o->n_files)
    return usage("takes no file (-o FILE names the output)");
  if (!bao_variant_name(o->base.variant))
    return usage("unknown variant");
  return 0;
}

/* (a message names -o's file, when there is one) */
static int generate(const cli *o, FILE *out)
{
  const char *to = o->output ? o->output : "", *colon = *to ? ": " : "";
  bao_game g;
  bao_diag d;
  long n;
  int ok = 1;
  for (n = 1; ok && n <= o->games; n++) {
    ok = bao_random_game(&g, &o->base, o->seed, n, o->max_plies, &d);
    if (!ok)
      fprintf(stderr, "bao: random: %s in game %ld\n", d.message, n);
    else if (!(ok = write_one(o, out, &g, n, &d)))
      fprintf(stderr, "bao: random: %s%sgame %ld: %s\n", to, colon, n,
              d.message);
    bao_game_free(&g);
  }
  return ok ? 0 : 2;
}

int cli_random(const cli *o)
{
  cli_out out;
  int rc;
  if ((rc = check_options(o)) != 0)
    return rc;
  if (cli_out_open(&out, o->output, o))
    return 2;
  rc = generate(o, out.f);
  if (cli_out_close(&out, rc == 0))
    rc = 2;
  return rc;
}
