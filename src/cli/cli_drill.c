/* cli_drill.c - bao drill: the exercises of the records (drill.h) as one
 * offline training page, to -o FILE or standard output.  The page judges
 * every move with the engine in WebAssembly, so a build without it
 * (-DBAO_WASM=OFF) refuses the command rather than write a page that
 * cannot check anything. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "bao/drill.h"
#include "bao/html.h"

#define ENGINE cli_engine()

/* Without --depth or --time, each game is judged as deep as this much
 * processor time allows: twice html's budget (cli_analysis.c), since the
 * exercises a teacher would circle in the 1994 game (plies 39-41) are
 * seen from depth 10 only, which html's budget reaches at those plies on
 * an idle core and can miss on a loaded one; a page of exercises is made
 * once, and read many times. */
#define DRILL_SECONDS 40.0

typedef struct drill {
  bao_drill_ctx c;
  int failed;         /* 2: a search stopped or memory ran out           */
} drill;

/* A problem stops the walk of its file: said once the file is done. */
static int drill_done(void *ctx, const char *path, int status)
{
  drill *k = ctx;
  if (k->c.failed) {
    fprintf(stderr, "bao: drill: %s: %s\n", path, k->c.problem.message);
    k->c.failed = 0;
    k->failed = 2;
  }
  return status;
}

/* drill's own option: --theme (enum bao_theme, or -1: the reader's
 * system setting) */
const cli_option cli_drill_options[] = {
  CLI_USE("--depth"), CLI_USE("--rule"), CLI_USE("--variant"),
  CLI_USE("--dialect"), CLI_USE("-o"), {"--theme", 1, cli_set_theme, 0, 0, 0,
  NULL}, CLI_USE("--game"), CLI_USE("--from-format"), CLI_USE("--budget"),
  CLI_USE("--lang"), CLI_USE("--time"), CLI_USE("--jobs"),
  {NULL, 0, NULL, 0, 0, 0, NULL},
};

/* The page, written whole or not at all. */
static int write_page(const cli_common *o, const drill *k, int theme)
{
  cli_out out;
  bao_sink *s;
  int ok;
  if (cli_out_open(&out, o->output, o))
    return 2;
  if (!(s = bao_sink_file(out.f, BAO_SINK_BLOCKS))) {
    fprintf(stderr, "bao: out of memory\n");
    cli_out_close(&out, 0);
    return 2;
  }
  ok = bao_drill_page(s, &k->c, ENGINE, theme);
  ok = bao_sink_free(s) && ok && !ferror(out.f);
  return cli_out_close(&out, ok) ? 2 : ok ? 0 : 2;
}

int cli_drill(cli_common *o)
{
  cli_files hooks = {NULL, drill_done, NULL};
  drill k;
  bao_diag d;
  int status, wrote, theme = -1;
  if ((status = cli_parse(o, &theme)) != 0)
    return status;
  if (!ENGINE) {
    fprintf(stderr, "bao: drill: this bao was built without the engine in "
            "WebAssembly (-DBAO_WASM=ON), which the page checks moves with\n");
    return 2;
  }
  if (cli_no_time(o))
    return 2;
  o->game_seconds = DRILL_SECONDS; /* (a file of many: shared) */
  memset(&k, 0, sizeof k);
  hooks.ctx = &k;
  k.c.depth = cli_depth(o);
  k.c.only = o->variant >= 0 ? o->variant + 1 : 0;
  if (!(k.c.solver = bao_solver_new(0, &d))) {
    fprintf(stderr, "bao: %s\n", d.message);
    return 2;
  }
  bao_solver_set_nodes(k.c.solver, BAO_ANALYSIS_NODES); /* per position */
  /* without --depth, each game judged under a time budget, as bao html
   * judges it, so that the errors its page marks are exercises */
  status = cli_view_files(o, &bao_drill_renderer, &k.c, &hooks,
                          CLI_VIEW_ANALYSIS | CLI_VIEW_BUDGET |
                              CLI_VIEW_PROGRESS);
  bao_solver_free(k.c.solver);
  if (k.c.unsearched)
    fprintf(stderr, "bao: drill: %ld positions not searched to the end: "
            "the search needs more than %d positions (the node budget of "
            "a position)\n", k.c.unsearched, BAO_ANALYSIS_NODES);
  if (k.failed > status)
    status = k.failed;
  wrote = status < 2 ? write_page(o, &k, theme) : 0;
  bao_drill_free(&k.c);
  return wrote > status ? wrote : status;
}
