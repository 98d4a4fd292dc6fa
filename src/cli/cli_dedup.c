/* cli_dedup.c - bao dedup: the groups of the same game in a collection
 * (search.h), and with -o FILE the collection again, one game a group,
 * written whole or not at all.  Every game is spooled as YAML while it
 * is walked, so that the files are read once (reading them again cost as
 * much as the walk: bench/README.md) and standard input may be one. */
#define _POSIX_C_SOURCE 200809L /* fmemopen, mkstemp, fdopen */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "bao/search.h"

/* The number of the file being walked, found by its name's pointer (a
 * file named twice is two files); bao site's first pass too (cli.h). */
void cli_dedup_file(void *ctx, const char *path, bao_reader *rd)
{
  bao_dedup_ctx *d = ctx;
  int i;
  (void)rd;
  for (i = 0; d->paths[i] != path; i++)
    ;
  d->file = i;
}

/* ---- -o: every game walked spooled as YAML, the kept ones copied ---------- */

/* The spool: a temporary file in $TMPDIR (tmpfile() would ignore it),
 * removed at once, and where each game starts in it. */
typedef struct spool {
  FILE *f;
  long *at;      /* game n's bytes: at[n] .. at[n + 1]                 */
  size_t n, cap;
  int failed;
} spool;

/* Each game, once walked, as it was read (the walk changes nothing). */
static int spool_end(void *ctx, const bao_replay *r)
{
  spool *k = ctx;
  bao_diag d;
  long *grown;
  if (k->n + 2 > k->cap) {
    k->cap = k->cap ? 2 * k->cap : 1024;
    if (!(grown = realloc(k->at, k->cap * sizeof *grown)))
      return k->failed = 1, 0;
    k->at = grown;
  }
  k->at[k->n++] = ftell(k->f);
  if (!bao_yaml_write(k->f, r->game, 1, &d))
    return k->failed = 1, 0;
  return 1;
}

static const bao_renderer spool_renderer = {.end = spool_end,
                                            .flags = BAO_RENDERER_MOVE_ONLY};

/* Game n of the spool, read again and its header completed. */
static int complete(bao_dedup_ctx *d, size_t n, const char *text,
                    size_t len, FILE *out)
{
  FILE *f = fmemopen((void *)text, len, "rb");
  bao_reader *rd = f ? bao_reader_open(f, "spool.yaml", BAO_FORMAT_YAML,
                                       NULL) : NULL;
  bao_game g;
  bao_diag err;
  int ok = rd && bao_reader_next(rd, &g, &err) == 1;
  if (ok) {
    ok = bao_dedup_complete(d, n, &g) && bao_yaml_write(out, &g, 1, &err);
    bao_game_free(&g);
  }
  bao_reader_close(rd);
  if (f)
    fclose(f);
  return ok;
}

/* The kept games, from the spool to out; 1, or 0. */
static int copy_kept(bao_dedup_ctx *d, spool *k, FILE *out, size_t *written)
{
  char *buf = NULL, *grown;
  size_t n, len, size = 0;
  int fate, ok = 1;
  if (!k->at) /* no game was walked: nothing to copy */
    return 1;
  k->at[k->n] = ftell(k->f);
  for (n = 0; ok && n < k->n; n++) {
    if ((fate = bao_dedup_fate(d, n)) <= 0)
      continue;
    len = (size_t)(k->at[n + 1] - k->at[n]);
    if (len + 1 > size && (grown = realloc(buf, len + 1)))
      buf = grown, size = len + 1;
    ok = len + 1 <= size && fseek(k->f, k->at[n], SEEK_SET) == 0 &&
         fread(buf, 1, len, k->f) == len &&
         (fate == 1 ? fwrite(buf, 1, len, out) == len
                    : complete(d, n, buf, len, out));
    *written += ok;
  }
  free(buf);
  return ok;
}

/* -o FILE: every game kept, as YAML, written whole or not at all. */
static int write_kept(const cli_common *o, bao_dedup_ctx *d, spool *k)
{
  cli_out out;
  size_t written = 0;
  int ok;
  const char *name = o->output ? o->output : "standard output";
  if (cli_out_open(&out, o->output, o))
    return 2;
  ok = copy_kept(d, k, out.f, &written);
  if (!ok)
    fprintf(stderr, "bao: %s: cannot write the games kept: %s\n",
            name, strerror(errno));
  if (cli_out_close(&out, ok))
    return 2;
  if (ok)
    fprintf(stderr, "bao: %s: %zu game%s written, the copies marked "
            "\"drop\" left out\n", name, written,
            written == 1 ? "" : "s");
  return ok ? 0 : 2;
}

/* The walk, with the diagnostics (errors only) on standard error. */
static int walk(const cli_common *o, const bao_replay_opts *ro,
                bao_dedup_ctx *d, spool *k)
{
  bao_check_ctx diag;
  cli_files hooks = {cli_dedup_file, NULL, NULL};
  bao_walk *w;
  int status;
  memset(&diag, 0, sizeof diag);
  if (!(diag.out = cli_stderr_sink()))
    return 2;
  diag.max_level = BAO_ERROR;
  if (!(w = cli_new_walk(ro, &diag))) {
    bao_sink_free(diag.out);
    return 2;
  }
  hooks.ctx = d;
  d->tokens = bao_walk_tokens(w);
  bao_walk_add(w, &bao_dedup_renderer, d);
  if (k->f)
    bao_walk_add(w, &spool_renderer, k);
  status = cli_walk_files(o, w, &diag, &hooks);
  bao_walk_free(w);
  bao_sink_free(diag.out);
  return status;
}

/* dedup takes shared options only */
const cli_option cli_dedup_options[] = {
  CLI_USE("--rule"), CLI_USE("--variant"), CLI_USE("--dialect"),
  CLI_USE("-o"), CLI_USE("--from-format"), CLI_USE("--budget"),
  {NULL, 0, NULL, 0, 0, 0, NULL},
};

int cli_dedup(cli_common *o)
{
  bao_replay_opts ro;
  bao_dedup_ctx d;
  bao_sink *out;
  spool k;
  int status = cli_parse(o, NULL), kept = o->output || o->output_stdout;
  if (status)
    return status;
  ro = cli_replay_opts(o);
  memset(&d, 0, sizeof d);
  memset(&k, 0, sizeof k);
  if (kept && !(k.f = cli_temporary("bao-dedup"))) {
    fprintf(stderr, "bao: cannot make a temporary file: %s\n",
            strerror(errno));
    return 2;
  }
  d.paths = o->files;
  d.opts = &ro;
  status = walk(o, &ro, &d, &k);
  /* with -o - the games kept are standard output: the report goes beside */
  if (!d.failed && !k.failed &&
      (out = o->output_stdout ? cli_stderr_sink() : cli_stdout_sink())) {
    if (!bao_dedup_write(&d, out))
      status = 2;
    if (!bao_sink_free(out) || cli_stdout_done())
      status = 2;
    if (kept && status < 2 && !d.failed && write_kept(o, &d, &k))
      status = 2;
  }
  if (d.failed || k.failed) {
    fprintf(stderr, "bao: %s\n", k.failed ? "cannot spool the games to a "
            "temporary file" : "out of memory");
    status = 2;
  }
  if (k.f)
    fclose(k.f);
  free(k.at);
  bao_dedup_ctx_free(&d);
  return status;
}
