/* cli_html.c - bao html: every game of the records as a teaching page
 * (html.h), one self-contained HTML file per game.
 *
 * Where pages go: standard output, or -o FILE, take one page (a second
 * game is an error that names the way out: -o DIR or --game N); -o DIR
 * (an existing directory, or a name ending in '/', which is created)
 * takes DIR/game-N.html for game N of the file, or DIR/STEM-game-N.html
 * when several files are given (STEM: the file's name without its
 * directory and extension).
 *
 * A build with the engine in WebAssembly (-DBAO_WASM=ON, BAO_ENGINE)
 * embeds bao.wasm and bao.mjs (bao_engine.h, cmake/embed_assets.cmake)
 * and hands them to every page, unless --no-engine. */
#define _POSIX_C_SOURCE 200809L /* mkdir, stat */
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"
#include "bao/html.h"
#include "bao/solve.h"

#ifdef BAO_ENGINE
#include "bao_engine.h"
static const bao_html_engine engine = {bao_engine_wasm,
                                       sizeof bao_engine_wasm,
                                       bao_engine_mjs};
#define ENGINE (&engine)
#else
#define ENGINE NULL
#endif

/* (one copy of the engine in the program: drill and site ask here) */
const bao_html_engine *cli_engine(void)
{
  return ENGINE;
}

void cli_html_said(const bao_html_ctx *h)
{
  fprintf(stderr, "bao: %s\n", h->problem.message);
}

int cli_html_refused(const bao_html_ctx *h)
{
  return h->failed && h->problem.level == BAO_WARNING;
}

/* html's own options */
typedef struct html_opts {
  int ply;       /* --ply N: the ply shown first, or -1              */
  int flip;      /* --flip: North's view                             */
  int theme;     /* --theme: enum bao_theme, or -1 (the reader's
                    system setting)                                  */
  int no_engine; /* --no-engine: a page without the engine           */
} html_opts;

#define AT(field) offsetof(html_opts, field)
const cli_option cli_html_options[] = {
  CLI_USE("--depth"), CLI_USE("--rule"), CLI_USE("--variant"),
  CLI_USE("--dialect"), CLI_USE("-o"),
  {"--ply", 1, cli_set_int, AT(ply), 0, 1 << 30,
   "--ply takes a ply number (0 is the start)"},
  {"--flip", 0, NULL, AT(flip), 0, 0, NULL}, CLI_USE("--strict"),
  {"--theme", 1, cli_set_theme, AT(theme), 0, 0, NULL}, CLI_USE("--game"),
  CLI_USE("--from-format"), CLI_USE("--budget"), CLI_USE("--lang"),
  {"--no-engine", 0, NULL, AT(no_engine), 0, 0, NULL}, CLI_USE("--time"),
  CLI_USE("--engine"), CLI_USE("--jobs"),
  CLI_USE("--shard"), {NULL, 0, NULL, 0, 0, 0, NULL},
};

typedef struct pages {
  const cli_common *o;
  const html_opts *x;
  int to_dir;            /* -o names a directory                        */
  const char *file;      /* the record being walked                     */
  int opened;            /* pages opened, all files                     */
  cli_out page;          /* the page being written (whole or not at all) */
  int in_file;           /* pages opened for the current file           */
  int status;            /* 2 once a page could not be written          */
  /* on `jobs` threads (html_jobs): this one's share, the games whose
   * number is t modulo jobs, their pages made in memory and written
   * under `lock` (cli_out writes one file at a time) */
  int t, jobs, mine;
  size_t seq;
  pthread_mutex_t *lock;
  char name[4096];
  size_t unjudged;
} pages;

/* ro.judge_game of a thread: its share of the games. */
static int my_game(void *ctx, const bao_game *g)
{
  pages *p = ctx;
  (void)g;
  p->mine = p->seq++ % (size_t)p->jobs == (size_t)p->t;
  return p->mine;
}

static bao_sink *page_sink(pages *p, FILE *f)
{
  bao_sink *s = bao_sink_file(f, BAO_SINK_BLOCKS);
  if (!s) {
    fprintf(stderr, "bao: out of memory\n");
    cli_out_close(&p->page, 0);
    p->status = 2;
  }
  return s;
}

static bao_sink *open_page(void *arg, const bao_game *g)
{
  pages *p = arg;
  const cli_common *o = p->o;
  char *path = p->name; /* cli_out keeps it until the page is closed */
  char name[256];
  if (p->jobs > 1 && !p->mine)
    return NULL; /* another thread's page */
  if (!p->to_dir && p->opened > 0) {
    if (p->status < 2) /* said once, not for every game after */
      fprintf(stderr, "bao: %s: game %d: %s takes one page; write to a "
              "directory (-o DIR/) or pick a game (--game N)\n", p->file,
              g->index, o->output ? o->output : "standard output");
    p->status = 2;
    return NULL;
  }
  p->opened++;
  p->in_file++;
  if (!o->output) {
    cli_out_open(&p->page, NULL, o);
    return page_sink(p, stdout);
  }
  if (!p->to_dir) {
    snprintf(path, sizeof p->name, "%s", o->output);
  } else {
    /* DIR/ is not written DIR//: a name said in a message is the name */
    size_t n = strlen(o->output);
    const char *sep = n && o->output[n - 1] == '/' ? "" : "/";
    name[0] = '\0';
    if (o->n_files > 1) {
      cli_stem(p->file, 1, name, sizeof name - 1);
      strcat(name, "-");
    }
    snprintf(path, sizeof p->name, "%s%s%sgame-%d.html", o->output, sep, name,
             g->index);
  }
  if (p->lock) {
    bao_sink *mem = bao_sink_memory();
    if (!mem) {
      fprintf(stderr, "bao: out of memory\n");
      p->status = 2;
    }
    return mem;
  }
  if ((p->to_dir ? cli_out_open_in_folder(&p->page, path, o)
                 : cli_out_open(&p->page, path, o))) {
    p->status = 2;
    return NULL;
  }
  return page_sink(p, p->page.f);
}

/* The page is renamed into place only when it was written whole: a
 * write that failed (ferror) is said by cli_out_close, with the page's
 * name and the system's reason, and the page removed; a sink that could
 * not grow keeps no page either. */
/* A thread's page, made in memory, written into its file. */
static int write_page(pages *p, bao_sink *mem)
{
  size_t len;
  const char *text = bao_sink_text(mem, &len);
  bao_sink *s;
  int bad;
  pthread_mutex_lock(p->lock);
  bad = cli_out_open_in_folder(&p->page, p->name, p->o) != 0;
  if (!bad && (s = page_sink(p, p->page.f)) != NULL) {
    int wrote = text && bao_sink_write(s, text, len);
    int freed = bao_sink_free(s), failed = ferror(p->page.f) != 0;
    if ((!freed || !text) && !failed)
      fprintf(stderr, "bao: %s: out of memory\n", p->name);
    /* as close_page: a write that failed is said by cli_out_close, with
     * the page's name and the system's reason, and the page removed */
    bad = cli_out_close(&p->page, (freed && text) || failed) != 0 ||
          !wrote || !freed;
  } else {
    bad = 1;
  }
  pthread_mutex_unlock(p->lock);
  bao_sink_free(mem);
  if (bad)
    p->status = 2;
  return !bad;
}

static int close_page(void *arg, const bao_game *g, bao_sink *s)
{
  pages *p = arg;
  int freed, failed, bad;
  if (p->lock)
    return write_page(p, s);
  freed = bao_sink_free(s);
  failed = ferror(p->page.f) != 0;
  if (!freed && !failed)
    fprintf(stderr, "bao: %s: out of memory\n",
            p->page.path ? p->page.path : "standard output");
  bad = cli_out_close(&p->page, freed || failed) != 0;
  (void)g;
  if (bad)
    p->status = 2;
  return !bad;
}

static void file_begin(void *ctx, const char *path, bao_reader *rd)
{
  pages *p = ctx;
  (void)rd;
  p->file = path;
  p->in_file = 0;
}

/* -o names a directory when it is one, or ends in '/' (then made, when
 * `make`). */
static int output_dir(const char *out, int make)
{
  struct stat st;
  size_t n = strlen(out);
  if (stat(out, &st) == 0)
    return S_ISDIR(st.st_mode) ? 1 : 0;
  if (n == 0 || out[n - 1] != '/')
    return 0;
  if (make && cli_make_dir(out) != 0)
    return -1;
  return 1;
}

/* The walk of every game, pages made as `p` says (a thread's share
 * when p->jobs > 1: then quiet but for thread 0, its unjudged plies
 * counted for the caller to say). */
static int html_walk(const cli_common *o, pages *p)
{
  bao_replay_opts ro = cli_replay_opts(o);
  bao_check_ctx diag;
  bao_html_ctx h;
  bao_deepen_opts deep;
  cli_clock clock;
  cli_files hooks;
  cli_budget_hooks b;
  const cli_files *run = &hooks;
  cli_progress *progress = NULL;
  bao_walk *w;
  int status, quiet = p->jobs > 1 && p->t > 0;
  memset(&clock, 0, sizeof clock);
  memset(&diag, 0, sizeof diag);
  diag.max_level = BAO_ERROR;
  ro.events = 1;
  ro.only_game = o->game;     /* (the games no page shows: not judged) */
  cli_page_analysis(o, &ro, &clock, &deep);
  if (p->jobs > 1) {
    ro.judge_game = my_game;
    ro.judge_ctx = p;
  }
  bao_html_ctx_init(&h, NULL);
  h.open = open_page;
  h.close = close_page;
  h.arg = p;
  h.game = o->game;
  h.ply = p->x->ply;
  h.flip = p->x->flip;
  h.theme = p->x->theme;
  h.engine = p->x->no_engine ? NULL : ENGINE;
  if (!(diag.out = quiet ? bao_sink_memory() : cli_stderr_sink()))
    return 2;
  if (!(w = cli_new_walk(&ro, &diag))) {
    cli_clock_end(&clock);
    bao_sink_free(diag.out);
    return 2;
  }
  h.budget = bao_walk_budget(w);
  h.tokens = bao_walk_tokens(w);
  /* each ply judged by the engine too, and the graph */
  if (o->engine && !(h.judge = cli_engine_new(o, NULL))) {
    cli_clock_end(&clock);
    bao_walk_free(w);
    bao_sink_free(diag.out);
    return 2;
  }
  bao_walk_add(w, &bao_html_renderer, &h);
  hooks.begin = file_begin;
  hooks.end = NULL; /* (--game N the file lacks: cli_walk_files says it) */
  hooks.ctx = p;
  if (ro.deepen) /* each file's budget, set before its games */
    run = cli_budget_hooks_init(&b, o, &clock, &hooks);
  else if (!quiet)
    progress = cli_progress_new(o, w);
  status = cli_walk_files(o, w, &diag, run);
  cli_progress_free(progress);
  if (p->jobs > 1)
    p->unjudged = bao_walk_unjudged(w);
  else if (ro.analysis > 0)
    cli_walk_said(o, w, &clock);
  cli_clock_end(&clock);
  bao_walk_free(w);
  cli_engine_free(o, h.judge);
  bao_sink_free(diag.out); /* written as told: nothing kept */
  /* (every thread walks every game: the first says the refusals) */
  if (h.failed && (p->t == 0 || !cli_html_refused(&h)))
    cli_html_said(&h);
  if (h.failed)
    status = 2;
  return p->status > status ? p->status : status;
}

static void *html_job(void *arg)
{
  pages *p = arg;
  p->status = html_walk(p->o, p);
  return NULL;
}

/* At a fixed depth, the pages of -o DIR/ on `n` threads: each walks
 * every game (the diagnostics, the names of the pages are one walk's)
 * and judges and writes the pages of its share; the same pages as one
 * thread's, since a page is its game's alone. */
static int html_jobs(const pages *p0, int n)
{
  pages *p = calloc((size_t)n, sizeof *p);
  pthread_mutex_t lock;
  size_t unjudged = 0;
  int t, status;
  if (!p) {
    fprintf(stderr, "bao: out of memory\n");
    return 2;
  }
  pthread_mutex_init(&lock, NULL);
  for (t = 0; t < n; t++) {
    p[t] = *p0;
    p[t].t = t;
    p[t].jobs = n;
    p[t].lock = &lock;
  }
  status = cli_threads(html_job, p, sizeof *p, n);
  for (t = 0; t < n; t++) {
    status = p[t].status > status ? p[t].status : status;
    unjudged += p[t].unjudged;
  }
  if (status < 2)
    cli_said_unjudged_n(p0->o, unjudged);
  pthread_mutex_destroy(&lock);
  free(p);
  return status;
}

int cli_html(cli_common *o)
{
  html_opts x = {-1, 0, -1, 0};
  pages p;
  int rc = cli_parse(o, &x);
  if (rc)
    return rc;
  memset(&p, 0, sizeof p);
  p.o = o;
  p.x = &x;
  if (!o->engine && cli_no_time(o)) /* --engine: --time is per ply, in ms */
    return 2;
  if (o->output && output_dir(o->output, 0) &&
      cli_stems_apart(o, 1, 0, "-game-N.html"))
    return 2; /* refused before the directory is made */
  if (o->output && (p.to_dir = output_dir(o->output, 1)) < 0)
    return 2;
  if (p.to_dir && o->depth > 0 && !o->engine && !o->game &&
      cli_games_parallel(o))
    return html_jobs(&p, cli_jobs(o));
  return html_walk(o, &p);
}
