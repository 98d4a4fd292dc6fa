/* cli_views.c - bao annotate and bao diagram: views of a game, each a
 * renderer of the one walk (view.h, diagram.h), errors reported by the
 * walk's diagnostics; the command names the files and says the
 * problems. */
#define _POSIX_C_SOURCE 200809L /* mkdir, stat */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"
#include "bao/diagram.h"
#include "bao/solve.h"

/* cli.h */
int cli_view_files(const cli_common *o, const bao_renderer *r, void *ctx,
                   const cli_files *hooks, int flags)
{
  bao_replay_opts ro = cli_replay_opts(o);
  bao_check_ctx diag;
  bao_deepen_opts deep;
  cli_clock clock;
  cli_budget_hooks b;
  cli_progress *progress = NULL;
  bao_walk *w;
  int status;
  memset(&diag, 0, sizeof diag);
  memset(&clock, 0, sizeof clock);
  if (!(diag.out = cli_stderr_sink()))
    return 2;
  diag.max_level = BAO_ERROR;
  ro.events = (flags & CLI_VIEW_EVENTS) != 0;
  ro.analysis = flags & CLI_VIEW_ANALYSIS ? cli_depth(o) : 0;
  if (flags & CLI_VIEW_BUDGET)
    cli_walk_deepen(o, &ro, &clock, &deep);
  if (ro.deepen) /* each file's budget, set before its games */
    hooks = cli_budget_hooks_init(&b, o, &clock, hooks);
  if (!(w = cli_new_walk(&ro, &diag))) {
    cli_clock_end(&clock);
    bao_sink_free(diag.out);
    return 2;
  }
  bao_walk_add(w, r, ctx);
  if ((flags & CLI_VIEW_PROGRESS) && !ro.deepen)
    progress = cli_progress_new(o, w);
  status = cli_walk_files(o, w, &diag, hooks);
  cli_progress_free(progress);
  if (ro.analysis > 0)
    cli_walk_said(o, w, &clock);
  cli_clock_end(&clock);
  bao_walk_free(w);
  bao_sink_free(diag.out); /* written as told: nothing kept */
  if (cli_stdout_done())
    status = 2;
  return status;
}

/* ---- bao annotate ------------------------------------------------------------- */

/* --jobs at a fixed depth: a context per worker (cli_games.c). */
static void *annotate_make(void *arg, bao_sink *out)
{
  bao_annotate_ctx *a = malloc(sizeof *a);
  (void)arg;
  if (a)
    bao_annotate_ctx_init(a, out);
  return a;
}

static int annotate_done(void *arg, void *ctx)
{
  (void)arg;
  bao_annotate_ctx_free(ctx);
  free(ctx);
  return 1;
}

/* annotate's own options */
typedef struct annotate_opts {
  int format; /* --format: enum cli_format                         */
} annotate_opts;

const cli_option cli_annotate_options[] = {
  CLI_USE("--depth"), CLI_USE("--rule"), CLI_USE("--variant"),
  CLI_USE("--dialect"),
  {"--format", 1, cli_set_format, offsetof(annotate_opts, format),
   CLI_F(CLI_TEXT) | CLI_F(CLI_YAML), 0, "text or yaml"},
  CLI_USE("--game"), CLI_USE("--from-format"), CLI_USE("--budget"),
  CLI_USE("--lang"), CLI_USE("--time"),
  CLI_USE("--engine"),
  CLI_USE("--jobs"), CLI_USE("--shard"), {NULL, 0, NULL, 0, 0, 0, NULL},
};

static int annotate(const cli_common *o, const annotate_opts *x)
{
  int status;
  bao_sink *out;
  bao_annotate_ctx a;
  if (!o->engine && cli_no_time(o)) /* --engine: --time is per ply, in ms */
    return 2; /* (before the sink: it would be left behind) */
  if (!(out = cli_stdout_sink())) {
    fprintf(stderr, "bao: out of memory\n");
    return 2;
  }
  bao_annotate_ctx_init(&a, out);
  /* the engine's judgement too */
  if (o->engine && !(a.engine = cli_engine_new(o, NULL))) {
    bao_sink_free(out);
    return 2;
  }
  if (o->depth >= 0 && !o->engine && cli_games_parallel(o)) {
    cli_games g = {NULL, annotate_make, annotate_done, NULL};
    g.r = x->format == CLI_YAML ? &bao_annotate_yaml : &bao_annotate_text;
    status = cli_games_walk(o, &g, out, NULL, CLI_VIEW_EVENTS |
                            CLI_VIEW_ANALYSIS | CLI_VIEW_PROGRESS);
    if (cli_stdout_done())
      status = 2;
  } else {
    status = cli_view_files(o, x->format == CLI_YAML ? &bao_annotate_yaml
                                                     : &bao_annotate_text,
                            &a, NULL,
                            CLI_VIEW_EVENTS | CLI_VIEW_ANALYSIS |
                              CLI_VIEW_BUDGET | CLI_VIEW_PROGRESS);
  }
  cli_engine_free(o, a.engine);
  bao_annotate_ctx_free(&a);
  if (!bao_sink_free(out) && status < 2)
    status = 2;
  return status;
}

int cli_annotate(cli_common *o)
{
  annotate_opts x = {CLI_DEFAULT};
  int rc = cli_parse(o, &x);
  return rc ? rc : annotate(o, &x);
}

/* ---- bao diagram (bao_diagram_renderer, diagram.h) ---------------------------
 * Diagrams go to one stream (standard output, or -o FILE, written whole or
 * not at all) or, with --all and --every, one file each into -o DIR.  An
 * SVG diagram is a document of its own: one stream takes one. */

/* diagram's own options */
typedef struct diagram_opts {
  int format;  /* --format: enum cli_format                        */
  int ply;     /* --ply N (0: the start), or -1                    */
  int all;     /* --all                                            */
  int every;   /* --every K, or 0                                  */
  int flip;    /* --flip: North's view                             */
  int dots;    /* --dots N: seeds as dots up to N                  */
  int theme;   /* --theme: enum bao_theme, or -1                   */
} diagram_opts;

#define AT(field) offsetof(diagram_opts, field)
const cli_option cli_diagram_options[] = {
  CLI_USE("--position"), CLI_USE("--rule"), CLI_USE("--variant"),
  CLI_USE("--dialect"), CLI_USE("-o"),
  {"--format", 1, cli_set_format, AT(format),
   CLI_F(CLI_ASCII) | CLI_F(CLI_SVG), 0, "ascii or svg"},
  {"--ply", 1, cli_set_int, AT(ply), 0, 1 << 30,
   "--ply takes a ply number (0 is the start)"},
  {"--all", 0, NULL, AT(all), 0, 0, NULL},
  {"--every", 1, cli_set_int, AT(every), 1, 1 << 30,
   "--every takes a number of plies"},
  {"--flip", 0, NULL, AT(flip), 0, 0, NULL},
  {"--dots", 1, cli_set_int, AT(dots), 0, 64,
   "--dots takes a number of seeds from 0 to 64"},
  {"--theme", 1, cli_set_theme, AT(theme), 0, 0, NULL},
  CLI_USE("--from-format"), CLI_USE("--budget"),
  {NULL, 0, NULL, 0, 0, 0, NULL},
};

typedef struct pick {
  const cli_common *o;
  const diagram_opts *x;
  bao_diagram_ctx c;
  const char *path;    /* the record                                      */
  int stem;            /* several records into one DIR: name files after
                          each (DIR/STEM-ply-NNN), so none overwrites
                          another's                                       */
  cli_out out;         /* the one stream, when there is one               */
  cli_out file;        /* the file of one diagram, with -o DIR            */
  char file_path[4096]; /* its name, which file.path points to until it
                          is closed                                       */
  int status;
} pick;

static int to_dir(const cli_common *o, const diagram_opts *x)
{
  return o->output && (x->all || x->every);
}

/* DIR/[STEM-][game-N-]ply-NNN.EXT; 0 if it does not fit a path. */
static int file_name(const pick *k, const bao_game *g, size_t ply,
                     char *path, size_t size)
{
  char stem[256] = "", game[32] = "";
  if (k->stem) {
    cli_stem(k->path, 1, stem, sizeof stem - 1); /* (- is stdin) */
    strcat(stem, "-");
  }
  if (g && g->index > 1)
    snprintf(game, sizeof game, "game-%d-", g->index);
  return (size_t)snprintf(path, size, "%s/%s%sply-%03zu.%s", k->o->output,
                          stem, game, ply,
                          k->x->format == CLI_SVG ? "svg" : "txt") < size;
}

/* The file of one diagram of -o DIR; NULL with a message. */
static FILE *diagram_open(void *arg, const bao_game *g, size_t ply)
{
  pick *k = arg;
  char *path = k->file_path;
  if (!file_name(k, g, ply, path, sizeof k->file_path)) {
    fprintf(stderr, "bao: %s/...: the file name of ply %zu is too long\n",
            k->o->output, ply);
    return k->status = 2, NULL;
  }
  if (cli_out_open_in_folder(&k->file, path, k->o))
    return k->status = 2, NULL;
  return k->file.f;
}

static int diagram_close(void *arg, const bao_game *g, FILE *f)
{
  pick *k = arg;
  (void)g;
  (void)f;
  if (k->c.incomplete) /* the diagram was not drawn whole: no file */
    fprintf(stderr, "bao: %s: %s\n", k->file_path, k->c.problem.message);
  return !(k->status |= cli_out_close(&k->file, !k->c.incomplete));
}

/* A problem of the renderer, said as it happens: of the record, or of
 * the one stream. */
static void diagram_report(void *arg, const bao_replay *r, const bao_diag *d)
{
  pick *k = arg;
  if (r)
    fprintf(stderr, "bao: %s: %s\n", k->path, d->message);
  else
    fprintf(stderr, "bao: %s: %s: use -o DIR with --all or --every, or "
            "--ply for one game\n",
            k->out.path ? k->out.path : "standard output", d->message);
  k->status = 2;
}

static void diagram_file(void *ctx, const char *path, bao_reader *rd)
{
  pick *k = ctx;
  (void)rd;
  k->path = path;
}

/* The renderer's context from the options. */
static void diagram_setup(pick *k, const cli_common *o, const diagram_opts *x)
{
  memset(k, 0, sizeof *k);
  k->o = o;
  k->x = x;
  bao_diagram_ctx_init(&k->c, NULL);
  k->c.svg = x->format == CLI_SVG;
  k->c.look.flip = x->flip;
  k->c.look.dots = x->dots > 0;
  k->c.look.dots_max = x->dots;
  k->c.look.theme = x->theme > 0 ? x->theme : BAO_THEME_LIGHT;
  k->c.ply = x->ply;
  k->c.all = x->all;
  k->c.every = x->every;
  k->c.open = diagram_open;
  k->c.close = diagram_close;
  k->c.report = diagram_report;
  k->c.arg = k;
}

static int diagram_position(const cli_common *o, const diagram_opts *x)
{
  bao_position p;
  pick k;
  if (cli_position(o, &p))
    return 2;
  diagram_setup(&k, o, x);
  if (cli_out_open(&k.out, o->output, o))
    return 2;
  k.c.out = k.out.f; /* one diagram, onto the stream */
  bao_diagram_write(&k.c, 0, &p, NULL);
  return cli_out_close(&k.out, !k.status) | k.status;
}

/* What cannot be written correctly is refused before anything is. */
static int diagram_usage(const cli_common *o, const diagram_opts *x)
{
  const char *dot = o->output ? strrchr(o->output, '.') : NULL;
  struct stat st;
  if (o->n_files == 0 || o->position)
    return cli_usage_error("diagram takes --position LINE, or records with "
                           "--ply N, --all or --every K", NULL);
  if (x->ply < 0 && !x->all && x->every <= 0)
    return cli_usage_error("diagram of a record needs --ply N, --all or "
                           "--every K", NULL);
  if (x->format == CLI_SVG && (x->all || x->every) && !o->output)
    return cli_usage_error("--all and --every write one SVG document each: "
                           "name a directory with -o DIR", NULL);
  if (to_dir(o, x) && dot && strchr(dot, '/') == NULL &&
      (strcmp(dot, ".svg") == 0 || strcmp(dot, ".txt") == 0) &&
      stat(o->output, &st) != 0)
    return cli_usage_error("--all and --every write one file per diagram "
                           "into a directory, not a file", o->output);
  if (to_dir(o, x) && cli_stems_apart(o, 1, 1, x->format == CLI_SVG
                                             ? "-ply-NNN.svg"
                                             : "-ply-NNN.txt"))
    return 2;
  return to_dir(o, x) ? cli_make_dir(o->output) : 0;
}

/* --ply, --all and --every each pick the diagrams: one at a time, and
 * none with --position, which is one position already; --theme and
 * --dots draw SVG only.  (Given together, one was silently ignored.) */
static int diagram_picks(const cli_common *o, const diagram_opts *x)
{
  int picks = (x->ply >= 0) + x->all + (x->every > 0);
  if (o->position && picks)
    return cli_usage_error("--position draws one position: --ply, --all "
                           "and --every are for records", NULL);
  if (picks > 1)
    return cli_usage_error("--ply, --all and --every do not go together: "
                           "give one", NULL);
  if (x->format != CLI_SVG && (x->theme >= 0 || x->dots > 0))
    return cli_usage_error("--theme and --dots are for SVG diagrams: add "
                           "--format svg", NULL);
  return 0;
}

static int diagram(const cli_common *o, const diagram_opts *x)
{
  cli_files hooks = {diagram_file, NULL, NULL};
  pick k;
  int status;
  if ((status = diagram_picks(o, x)) != 0)
    return status;
  if (o->position && o->n_files == 0)
    return diagram_position(o, x);
  if ((status = diagram_usage(o, x)) != 0)
    return status;
  diagram_setup(&k, o, x);
  k.stem = o->n_files > 1;
  hooks.ctx = &k;
  if (!to_dir(o, x) && cli_out_open(&k.out, o->output, o))
    return 2;
  if (!to_dir(o, x))
    k.c.out = k.out.f;
  status = cli_view_files(o, &bao_diagram_renderer, &k.c, &hooks,
                          CLI_VIEW_EVENTS);
  if (!to_dir(o, x) && cli_out_close(&k.out, status < 2 && k.status < 2))
    status = 2;
  return k.status > status ? k.status : status;
}

int cli_diagram(cli_common *o)
{
  diagram_opts x = {CLI_DEFAULT, -1, 0, 0, 0, 0, -1};
  int rc = cli_parse(o, &x);
  return rc ? rc : diagram(o, &x);
}
