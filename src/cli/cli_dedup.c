/* cli_dedup.c - bao dedup: the groups of the same game in a collection
 * (search.h), and with -o FILE the collection again, one game a group,
 * written whole or not at all.  The files are read twice: once walked,
 * once to copy the games kept as they were read. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "bao/search.h"

/* The number of the file being walked, found by its name's pointer (a
 * file named twice is two files). */
static void dedup_file(void *ctx, const char *path, bao_reader *rd)
{
  bao_dedup_ctx *d = ctx;
  int i;
  (void)rd;
  for (i = 0; d->paths[i] != path; i++)
    ;
  d->file = i;
}

/* The games kept of file i, copied to out; 0, or 2 with a message. */
static int copy_kept(const cli *o, bao_dedup_ctx *d, int i, FILE *out,
                     size_t *written)
{
  FILE *f = fopen(o->files[i], "rb");
  bao_reader *rd;
  bao_game g;
  bao_diag err;
  int r, keep, status = 0;
  if (!f) {
    fprintf(stderr, "bao: %s: cannot open: %s\n", o->files[i],
            strerror(errno));
    return 2;
  }
  if (!(rd = bao_reader_open(f, o->files[i], o->from_format, &err))) {
    fclose(f);
    return 0; /* said by the walk: it has no game kept */
  }
  while (!status && (r = bao_reader_next(rd, &g, &err)) != 0) {
    if (r < 0)
      continue;
    keep = bao_dedup_keep(d, i, &g);
    if (keep < 0)
      fprintf(stderr, "bao: out of memory\n"), status = 2;
    else if (keep && !bao_yaml_write(out, &g, 1, &err))
      fprintf(stderr, "bao: %s: %s\n", o->output, err.message), status = 2;
    *written += keep > 0;
    bao_game_free(&g);
  }
  bao_reader_close(rd);
  fclose(f);
  return status;
}

/* -o FILE: every game kept, as YAML. */
static int write_kept(const cli *o, bao_dedup_ctx *d)
{
  cli_out out;
  size_t written = 0;
  int i, status = 0;
  if (cli_out_open(&out, o->output, o))
    return 2;
  for (i = 0; i < o->n_files && !status; i++)
    status = copy_kept(o, d, i, out.f, &written);
  if (cli_out_close(&out, !status))
    return 2;
  if (!status)
    fprintf(stderr, "bao: %s: %zu game%s written, the copies marked "
            "\"drop\" left out\n", o->output, written,
            written == 1 ? "" : "s");
  return status;
}

/* The walk, with the diagnostics (errors only) on standard error. */
static int walk(const cli *o, const bao_replay_opts *ro, bao_dedup_ctx *d)
{
  bao_check_ctx diag;
  cli_files hooks = {dedup_file, NULL, NULL};
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
  status = cli_walk_files(o, w, &diag, &hooks);
  bao_walk_free(w);
  bao_sink_free(diag.out);
  return status;
}

int cli_dedup(const cli *o)
{
  bao_replay_opts ro = cli_replay_opts(o);
  bao_dedup_ctx d;
  bao_sink *out;
  int i, status;
  for (i = 0; o->output && i < o->n_files; i++)
    if (strcmp(o->files[i], "-") == 0)
      return cli_usage_error("dedup -o reads its files twice: save "
                             "standard input to a file and name it", NULL);
  memset(&d, 0, sizeof d);
  d.paths = o->files;
  d.opts = &ro;
  status = walk(o, &ro, &d);
  if (!d.failed && (out = cli_stdout_sink())) {
    if (!bao_dedup_write(&d, out))
      status = 2;
    if (!bao_sink_free(out) || cli_stdout_done())
      status = 2;
    if (o->output && status < 2 && !d.failed && write_kept(o, &d))
      status = 2;
  }
  if (d.failed) {
    fprintf(stderr, "bao: out of memory\n");
    status = 2;
  }
  bao_dedup_ctx_free(&d);
  return status;
}
