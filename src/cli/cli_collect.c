/* cli_collect.c - the commands over a whole collection: bao openings (the
 * tree by position), bao stats (the figures per variant and player) and
 * bao site (a static site: the index, a teaching page per game, the tree,
 * a page per player).  Each walks every game once with the collection
 * renderer (collection.h); the library writes, the command picks the
 * files.
 *
 * The site's pages go into -o DIR, each written whole or not at all
 * (cli_out.c): DIR/index.html, DIR/openings.html, DIR/player-K.html (the
 * K-th player in byte order: a name is no file name) and each game's page
 * named as `bao html -o DIR/` names it (game-N.html, or STEM-game-N.html
 * with several records), so that the tree of `bao openings --format html`
 * links to the same pages. */
#define _POSIX_C_SOURCE 200809L /* mkdir, stat */
#include <errno.h>
#include <pthread.h> /* the site pages' lock */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"
#include "bao/collection.h"
#include "bao/html.h"
#include "bao/search.h"

#define ENGINE cli_engine()
/* the engine's bytes, once for every page of a site (html.h, engine_src) */
#define ENGINE_FILE "bao-engine.js"
/* and the game pages' scripts and style sheet (html.h, script_src) */
#define SCRIPT_FILE "bao-page.js"
#define STYLE_FILE "bao-page.css"
/* and the rules primer of each variant: bao-primer-kiswahili.js ... */
#define PRIMER_FILES "bao-primer-"

/* What a walk over the files fills: the rows, and in the site's first
 * pass bao dedup's groups. */
typedef struct pass {
  bao_collection *c;
  bao_dedup_ctx *same; /* or NULL */
} pass;

static void set_file(void *ctx, const char *path, bao_reader *rd)
{
  pass *p = ctx;
  p->c->file = path;
  if (p->same)
    cli_dedup_file(p->same, path, rd);
}

/* The name `bao html -o DIR/` gives the page of a game. */
static const char *game_href(void *arg, const bao_game_row *row, char *buf,
                             size_t size)
{
  const cli_common *o = arg;
  char stem[256];
  if (row->setup_failed || row->copy || row->plies > BAO_HTML_PLIES)
    return NULL; /* no page: a copy's is its kept game's, and a game
                    over a page's bound has none */
  if (o->n_files > 1) {
    cli_stem(row->file, 1, stem, sizeof stem);
    snprintf(buf, size, "%s-game-%d.html", stem, row->index);
  } else {
    snprintf(buf, size, "game-%d.html", row->index);
  }
  return buf;
}

/* The games a walk judges: every one, or a shard's rows [lo, hi) of the
 * input (--shard K/N), and of those the ones whose number is t modulo
 * `jobs` (a thread's share).  A walk that judges a share walks every
 * game still, so that its rows, names and copies are one run's: only
 * the marks of the games of other shares are missing, which the caller
 * takes from the walks that judged them (take_marks). */
typedef struct share {
  size_t lo, hi;    /* hi 0: every game                                  */
  int t, jobs;      /* jobs < 2: every game of [lo, hi)                  */
  int quiet;        /* diagnostics unsaid: a thread but the first, or a
                       walk after the one that said them                 */
  size_t unjudged;  /* the plies its walk left unjudged (said by the caller) */
} share;

static int mine(const share *sh, size_t k)
{
  if (!sh)
    return 1;
  if (sh->hi && (k < sh->lo || k >= sh->hi))
    return 0;
  return sh->jobs < 2 || k % (size_t)sh->jobs == (size_t)sh->t;
}

typedef struct judging {
  const bao_collection *c;
  const share *sh;
} judging;

/* Whether the game about to be walked (its row not made yet) is judged:
 * not when it is a copy of another, which gets no page, nor when it is
 * another share's. */
static int not_copy(void *ctx, const bao_game *g)
{
  const judging *j = ctx;
  const bao_collection *c = j->c;
  (void)g;
  return !(c->copy && c->n_rows < c->n_copy && c->copy[c->n_rows]) &&
         mine(j->sh, c->n_rows);
}

/* Every game of o->files into c; analysis within `depth` moves (0: none;
 * -1: a teaching page's, cli_page_analysis); extra renderers `r` (context
 * rctx, may be NULL) after it; with `same`, bao dedup's renderer too. */
static int collect(const cli_common *o, bao_collection *c, int depth,
                   const bao_renderer *r, void *rctx, bao_dedup_ctx *same,
                   share *sh)
{
  judging judge = {c, sh};
  bao_replay_opts ro = cli_replay_opts(o);
  bao_check_ctx diag;
  bao_deepen_opts deep;
  cli_clock clock;
  pass p = {c, same};
  cli_files hooks = {set_file, NULL, NULL};
  cli_budget_hooks b;
  const cli_files *run = &hooks;
  cli_progress *progress = NULL;
  bao_walk *w;
  int status;
  memset(&diag, 0, sizeof diag);
  memset(&clock, 0, sizeof clock);
  /* (a thread but the first walks what the first walks, and says
   * nothing of it) */
  if (!(diag.out = sh && sh->quiet ? bao_sink_memory() : cli_stderr_sink()))
    return 2;
  diag.max_level = BAO_ERROR;
  ro.analysis = depth;
  if (depth < 0)
    cli_page_analysis(o, &ro, &clock, &deep);
  ro.events = r != NULL; /* the teaching page plays the sowing back */
  ro.judge_game = not_copy;
  ro.judge_ctx = &judge;
  if (!(w = cli_new_walk(&ro, &diag))) {
    cli_clock_end(&clock);
    bao_sink_free(diag.out);
    return 2;
  }
  hooks.ctx = &p;
  bao_walk_add(w, &bao_collection_renderer, c);
  if (same) {
    same->paths = o->files;
    same->opts = &ro;
    same->tokens = bao_walk_tokens(w);
    bao_walk_add(w, &bao_dedup_renderer, same);
  }
  if (r) {
    bao_html_ctx *h = rctx;
    h->budget = bao_walk_budget(w);
    h->tokens = bao_walk_tokens(w);
    bao_walk_add(w, r, rctx);
  }
  /* under the page's time budget, each file's budget set before its
   * games (a file of many games shares one), with the line on a terminal
   * that bao html shows; at a fixed depth, a line of games done */
  if (ro.deepen)
    run = cli_budget_hooks_init(&b, o, &clock, &hooks);
  else if (ro.analysis > 0 && !(sh && sh->t > 0))
    progress = cli_progress_new(o, w);
  status = cli_walk_files(o, w, &diag, run);
  cli_progress_free(progress);
  if (sh && sh->jobs > 1 && !ro.deepen)
    sh->unjudged = bao_walk_unjudged(w); /* said once for the threads */
  else if (depth < 0 && ro.analysis > 0)
    cli_walk_said(o, w, &clock);
  else if (depth > 0)
    cli_said_unjudged(o, w);
  cli_clock_end(&clock);
  bao_walk_free(w);
  bao_sink_free(diag.out);
  if (c->failed || (same && same->failed)) {
    fprintf(stderr, "bao: %s\n", c->failed ? c->problem.message
                                             : "out of memory");
    status = 2;
  }
  return status;
}

static int to_stdout(int (*write)(bao_sink *, const bao_collection *,
                                  const cli_common *, void *),
                     const bao_collection *c, const cli_common *o, void *arg)
{
  bao_sink *out = cli_stdout_sink();
  int ok;
  if (!out) {
    fprintf(stderr, "bao: out of memory\n");
    return 2;
  }
  ok = write(out, c, o, arg);
  if (!bao_sink_free(out) || !ok)
    return 2;
  return cli_stdout_done() ? 2 : 0;
}

/* ---- the games judged on several threads ----------------------------------------- */

/* At a fixed depth the judgements are the same on any thread: each
 * thread walks every game into a collection of its own and judges its
 * share; the first thread's rows, with every other thread's marks,
 * are one walk's, byte for byte (under a time budget the plies of a
 * game are judged on the threads instead, cli_pool_attach). */
typedef struct job {
  const cli_common *o;
  bao_collection *c;
  int depth;
  const bao_renderer *r;
  void *rctx;
  share sh;
  int status;
} job;

static void *run_job(void *arg)
{
  job *j = arg;
  j->status = collect(j->o, j->c, j->depth, j->r, j->rctx, NULL, &j->sh);
  return NULL;
}

/* The threads of the jobs the command would run (1: one, as ever). */
static int collect_jobs(const cli_common *o)
{
  return o->depth >= 0 && cli_games_parallel(o) ? cli_jobs(o) : 1;
}

/* jobs[0] on this thread, the others on threads of their own; the worst
 * status, and the plies left unjudged said once. */
static int run_jobs(job *jobs, int n)
{
  int t, status = cli_threads(run_job, jobs, sizeof *jobs, n);
  size_t unjudged = 0;
  for (t = 0; t < n; t++) {
    status = jobs[t].status > status ? jobs[t].status : status;
    unjudged += jobs[t].sh.unjudged;
  }
  if (n > 1 && status < 2)
    cli_said_unjudged_n(jobs[0].o, unjudged);
  return status;
}

/* The marks of the games `sh` judged, from `from` into `into`; 0 when
 * the two walks disagree (they read the same files: never). */
static int take_marks(bao_collection *into, const bao_collection *from,
                      const share *sh)
{
  size_t k;
  if (into->n_rows != from->n_rows)
    return 0;
  for (k = 0; k < into->n_rows; k++)
    if (mine(sh, k)) {
      memcpy(into->rows[k].blunders, from->rows[k].blunders,
             sizeof from->rows[k].blunders);
      memcpy(into->rows[k].missed, from->rows[k].missed,
             sizeof from->rows[k].missed);
    }
  return 1;
}

/* ---- bao openings -------------------------------------------------------------- */

/* openings', stats' and site's own options */
typedef struct collect_opts {
  int format;         /* --format: enum cli_format                   */
  int plies;          /* openings, site --plies N, or 0 (the default) */
  int theme;          /* site --theme: enum bao_theme, or -1          */
  int no_engine;      /* site --no-engine: pages without the engine   */
  int self_contained; /* site --self-contained: the engine in every page */
  int merge;          /* site --merge: the site of its shards' marks  */
} collect_opts;

#define AT(field) offsetof(collect_opts, field)
const cli_option cli_openings_options[] = {
  CLI_USE("--rule"), CLI_USE("--variant"), CLI_USE("--dialect"),
  {"--format", 1, cli_set_format, AT(format),
   CLI_F(CLI_TEXT) | CLI_F(CLI_YAML) | CLI_F(CLI_HTML), 0,
   "text, yaml or html"},
  CLI_USE("--from-format"), CLI_USE("--budget"), CLI_USE("--lang"),
  {"--plies", 1, cli_set_int, AT(plies), 1, 64,
   "--plies takes a whole number from 1 to 64"},
  {NULL, 0, NULL, 0, 0, 0, NULL},
};

const cli_option cli_stats_options[] = {
  CLI_USE("--depth"), CLI_USE("--rule"), CLI_USE("--variant"),
  CLI_USE("--dialect"),
  {"--format", 1, cli_set_format, AT(format),
   CLI_F(CLI_TEXT) | CLI_F(CLI_YAML), 0, "text or yaml"},
  CLI_USE("--game"), CLI_USE("--from-format"), CLI_USE("--budget"),
  CLI_USE("--jobs"), {NULL, 0, NULL, 0, 0, 0, NULL},
};

const cli_option cli_site_options[] = {
  CLI_USE("--depth"), CLI_USE("--rule"), CLI_USE("--variant"),
  CLI_USE("--dialect"), CLI_USE("-o"),
  {"--theme", 1, cli_set_theme, AT(theme), 0, 0, NULL},
  CLI_USE("--from-format"), CLI_USE("--budget"), CLI_USE("--lang"),
  {"--no-engine", 0, NULL, AT(no_engine), 0, 0, NULL}, CLI_USE("--time"),
  {"--plies", 1, cli_set_int, AT(plies), 1, 64,
   "--plies takes a whole number from 1 to 64"},
  {"--self-contained", 0, NULL, AT(self_contained), 0, 0, NULL},
  CLI_USE("--jobs"), CLI_USE("--shard"),
  {"--merge", 0, NULL, AT(merge), 0, 0, NULL},
  {NULL, 0, NULL, 0, 0, 0, NULL},
};

/* (arg: openings' options) */
static int write_tree(bao_sink *out, const bao_collection *c,
                      const cli_common *o, void *arg)
{
  const collect_opts *x = arg;
  bao_site_links links;
  int f = x->format == CLI_YAML ? BAO_COLL_YAML
          : x->format == CLI_HTML ? BAO_COLL_HTML : BAO_COLL_TEXT;
  memset(&links, 0, sizeof links);
  links.game = game_href;
  links.arg = (void *)o;
  return bao_openings_write(out, c, f, f == BAO_COLL_HTML ? &links : NULL);
}

int cli_openings(cli_common *o)
{
  collect_opts x = {CLI_DEFAULT, 0, -1, 0, 0, 0};
  bao_collection c;
  int status, s;
  if ((status = cli_parse(o, &x)) != 0)
    return status;
  if (x.format == CLI_HTML)
    cli_lang_init(o->lang);
  bao_collection_init(&c, x.plies > 0 ? x.plies : CLI_OPENING_PLIES);
  status = collect(o, &c, 0, NULL, NULL, NULL, NULL);
  if (status < 2 && (s = to_stdout(write_tree, &c, o, &x)) > status)
    status = s;
  bao_collection_free(&c);
  return status;
}

/* ---- bao stats ------------------------------------------------------------------- */

/* (arg: the format and the depth said, stats_said) */
typedef struct stats_said {
  int format, depth;
} stats_said;

static int write_stats(bao_sink *out, const bao_collection *c,
                       const cli_common *o, void *arg)
{
  const stats_said *said = arg;
  (void)o;
  return bao_stats_write(out, c, said->format == CLI_YAML ? BAO_COLL_YAML
                                                          : BAO_COLL_TEXT,
                         said->depth);
}

/* The statistics' walk on collect_jobs threads into `c`. */
static int stats_jobs(const cli_common *o, bao_collection *c, int depth)
{
  job jobs[CLI_JOBS_MAX];
  bao_collection own[CLI_JOBS_MAX];
  int n = collect_jobs(o), t, status;
  memset(jobs, 0, sizeof jobs);
  for (t = 0; t < n; t++) {
    bao_collection_init(&own[t], 0);
    jobs[t].o = o;
    jobs[t].c = t ? &own[t] : c;
    jobs[t].depth = depth;
    jobs[t].sh.t = t;
    jobs[t].sh.jobs = n;
    jobs[t].sh.quiet = t > 0;
  }
  status = run_jobs(jobs, n);
  for (t = 1; t < n; t++) {
    if (status < 2 && !take_marks(c, &own[t], &jobs[t].sh)) {
      fprintf(stderr, "bao: stats: the threads read different games\n");
      status = 2;
    }
    if (own[t].failed && status < 2) {
      fprintf(stderr, "bao: %s\n", own[t].problem.message);
      status = 2;
    }
    bao_collection_free(&own[t]);
  }
  return status;
}

/* Without --depth, no analysis (judging every ply is 8.6x `check`, see
 * bench/README.md), and the output says how to ask for the marks: the
 * library's depth -1. */
int cli_stats(cli_common *o)
{
  collect_opts x = {CLI_DEFAULT, 0, -1, 0, 0, 0};
  bao_collection c;
  stats_said said;
  int depth, status, s;
  if ((status = cli_parse(o, &x)) != 0)
    return status;
  depth = o->depth >= 0 ? o->depth : CLI_STATS_DEPTH;
  said.format = x.format;
  said.depth = o->depth >= 0 ? depth : -1;
  bao_collection_init(&c, 0);
  status = depth > 0 && collect_jobs(o) > 1 ? stats_jobs(o, &c, depth)
                                           : collect(o, &c, depth, NULL, NULL,
                                                     NULL, NULL);
  if (status < 2 && (s = to_stdout(write_stats, &c, o, &said)) > status)
    status = s;
  bao_collection_free(&c);
  return status;
}

/* ---- bao site ---------------------------------------------------------------------- */

typedef struct site {
  const cli_common *o;
  const collect_opts *x;
  const bao_collection *first; /* the first pass: every game's name       */
  bao_collection *c;           /* the second, as it goes                  */
  char dir[4096];              /* DIR/                                    */
  char path[4096 + 1024 + 8], prev[1024], next[1024];
  bao_html_nav nav;
  cli_out page;
  int status;
  /* a share of the games (site_games): pages made in memory, written
   * under `lock` (cli_out writes one file at a time) */
  const share *sh;
  pthread_mutex_t *lock;
  bao_sink *mem;
  char name[1024];
} site;

/* A file of the site: DIR/name, opened whole or not at all. */
static bao_sink *site_open(site *s, const char *name)
{
  bao_sink *f;
  snprintf(s->path, sizeof s->path, "%s%s", s->dir, name);
  if (cli_out_open_in_folder(&s->page, s->path, s->o)) {
    s->status = 2;
    return NULL;
  }
  if (!(f = bao_sink_file(s->page.f, BAO_SINK_BLOCKS))) {
    fprintf(stderr, "bao: out of memory\n");
    cli_out_close(&s->page, 0);
    s->status = 2;
  }
  return f;
}

static int site_close(site *s, bao_sink *f, int ok)
{
  int freed = bao_sink_free(f), failed = ferror(s->page.f) != 0;
  if (!freed && !failed)
    fprintf(stderr, "bao: %s: out of memory\n", s->path);
  if (cli_out_close(&s->page, ok && freed && !failed) != 0 || !ok) {
    s->status = 2;
    return 0;
  }
  return 1;
}

/* The page of the game the second pass is at (its row is the last the
 * collection renderer, walked first, has made), linked to its
 * neighbours of the first pass that have pages. */
static bao_sink *open_game(void *arg, const bao_game *g)
{
  site *s = arg;
  size_t k = s->c->n_rows - 1, i;
  char name[1024];
  (void)g;
  s->nav.prev = s->nav.next = NULL;
  for (i = k; i-- > 0;)
    if ((s->nav.prev = game_href((void *)s->o, &s->first->rows[i], s->prev,
                                 sizeof s->prev)))
      break;
  for (i = k + 1; i < s->first->n_rows; i++)
    if ((s->nav.next = game_href((void *)s->o, &s->first->rows[i], s->next,
                                 sizeof s->next)))
      break;
  s->nav.copies = s->first->rows[k].copies;
  if (!mine(s->sh, k) ||
      !game_href((void *)s->o, &s->c->rows[k], name, sizeof name))
    return NULL;
  if (!s->lock)
    return site_open(s, name);
  snprintf(s->name, sizeof s->name, "%s", name);
  if (!(s->mem = bao_sink_memory())) {
    fprintf(stderr, "bao: out of memory\n");
    s->status = 2;
  }
  return s->mem;
}

static int close_game(void *arg, const bao_game *g, bao_sink *f)
{
  site *s = arg;
  const char *text;
  size_t len;
  bao_sink *page;
  int ok = 1;
  (void)g;
  if (!s->lock)
    return site_close(s, f, 1);
  text = bao_sink_text(f, &len);
  pthread_mutex_lock(s->lock);
  if ((page = site_open(s, s->name)))
    ok = site_close(s, page, text && bao_sink_write(page, text, len));
  else
    ok = 0;
  pthread_mutex_unlock(s->lock);
  bao_sink_free(f);
  s->mem = NULL;
  return ok;
}

static int site_pages(site *s, bao_site_links *links)
{
  size_t i;
  bao_sink *f;
  char name[64];
  if ((f = site_open(s, "index.html")))
    site_close(s, f, bao_site_index_write(f, s->c, links));
  if ((f = site_open(s, "openings.html")))
    site_close(s, f, bao_openings_write(f, s->c, BAO_COLL_HTML, links));
  if (!bao_site_group(s->c, links)) { /* once for every player's page */
    fprintf(stderr, "bao: out of memory\n");
    return 2;
  }
  for (i = 0; i < links->n_names; i++) {
    snprintf(name, sizeof name, "player-%zu.html", i + 1);
    if ((f = site_open(s, name)))
      site_close(s, f, bao_site_player_write(f, s->c, links->names[i],
                                             links));
  }
  bao_site_ungroup(links);
  return s->status;
}

/* -o DIR: an existing directory, or a name ending in '/', made when
 * `make`. */
static int site_dir(site *s, int make)
{
  struct stat st;
  const char *out = s->o->output;
  size_t n = out ? strlen(out) : 0;
  if (!out || n == 0)
    return cli_usage_error("site needs -o DIR/", NULL);
  if (stat(out, &st) == 0 ? !S_ISDIR(st.st_mode) : out[n - 1] != '/')
    return cli_usage_error("-o takes a directory (DIR/)", out);
  if (make && cli_make_dir(out) != 0)
    return 2;
  snprintf(s->dir, sizeof s->dir, "%s%s", out, out[n - 1] == '/' ? "" : "/");
  return 0;
}

/* Appends "FILE #N" to the names of the copies of its kept game. */
static int name_copy(bao_game_row *kept, const bao_game_row *copy)
{
  size_t n = kept->copies ? strlen(kept->copies) : 0;
  size_t m = strlen(copy->file) + 32;
  char *t = realloc(kept->copies, n + m);
  if (!t)
    return 0;
  snprintf(t + n, m, "%s%s #%d", n ? ", " : "", copy->file, copy->index);
  kept->copies = t;
  return 1;
}

/* The games of the first pass that are copies of another (bao dedup's
 * same game), marked in `copy` (one a row, made here) and in the rows;
 * each kept game names its copies.  0 out of memory. */
static int mark_copies(bao_collection *first, bao_dedup_ctx *same,
                       unsigned char **copy)
{
  size_t n = first->n_rows, k, kept;
  if (!(*copy = calloc(n ? n : 1, 1)) || !bao_dedup_sort(same))
    return 0;
  for (k = 0; k < n; k++) {
    kept = bao_dedup_kept_of(same, k);
    if (kept == k || kept >= n)
      continue; /* kept, or the walks disagree: no copy */
    (*copy)[k] = first->rows[k].copy = 1;
    if (!name_copy(&first->rows[kept], &first->rows[k]))
      return 0;
  }
  return 1;
}

/* Two inputs whose pages would share a name (a.yaml and a.txt): refused,
 * unless every game of one is a copy of another's (no page of its own). */
static int pages_apart(const cli_common *o, const bao_collection *first)
{
  cli_common only = *o;
  const char **files = malloc((o->n_files ? o->n_files : 1) * sizeof *files);
  size_t i;
  int k, rc;
  if (!files)
    return fprintf(stderr, "bao: out of memory\n"), 2;
  only.files = files;
  only.n_files = 0;
  for (k = 0; k < o->n_files; k++)
    for (i = 0; i < first->n_rows; i++)
      if (!first->rows[i].copy && strcmp(first->rows[i].file,
                                         o->files[k]) == 0) {
        files[only.n_files++] = o->files[k];
        break;
      }
  rc = only.n_files > 1 && cli_stems_apart(&only, 1, 0, "-game-N.html");
  free(files);
  return rc ? 2 : 0;
}

/* The primer of each variant a page of the site is of, once. */
static void site_primers(site *s, const bao_collection *first)
{
  char name[64];
  int v;
  size_t i;
  bao_sink *f;
  for (v = 0; v < BAO_VARIANTS; v++) {
    for (i = 0; i < first->n_rows; i++)
      if (first->rows[i].rules.variant == v && !first->rows[i].copy &&
          !first->rows[i].setup_failed)
        break;
    if (i == first->n_rows)
      continue;
    snprintf(name, sizeof name, "%s%s.js", PRIMER_FILES,
             bao_variant_name((enum bao_variant)v));
    if ((f = site_open(s, name)))
      site_close(s, f, bao_html_primer_write(f, v));
  }
}

/* The copies' names move to the rows the pages are written from. */
static void hand_copies(bao_collection *first, bao_collection *c)
{
  size_t k;
  for (k = 0; k < first->n_rows && k < c->n_rows; k++) {
    c->rows[k].copies = first->rows[k].copies;
    first->rows[k].copies = NULL;
  }
}

/* The game pages of the games [lo, hi) of the first pass (hi 0: all), on
 * `n` threads (site.sh, site.lock), into `c` (every row, and the marks
 * of those games); *refused set when a game was over a page's bound. */
static int site_games(site *s0, const bao_html_ctx *h0, size_t lo,
                      size_t hi, int n, unsigned char *copy,
                      bao_collection *c, int *refused)
{
  job jobs[CLI_JOBS_MAX];
  site *st = calloc((size_t)n, sizeof *st);
  bao_html_ctx *h = calloc((size_t)n, sizeof *h);
  bao_collection *own = calloc((size_t)n, sizeof *own);
  pthread_mutex_t lock;
  int t, status;
  if (!st || !h || !own) {
    free(st), free(h), free(own);
    fprintf(stderr, "bao: out of memory\n");
    return 2;
  }
  pthread_mutex_init(&lock, NULL);
  memset(jobs, 0, sizeof jobs);
  for (t = 0; t < n; t++) {
    st[t] = *s0;
    st[t].sh = &jobs[t].sh;
    st[t].lock = &lock;
    st[t].c = t ? &own[t] : c;
    if (t) {
      bao_collection_init(&own[t], c->max_plies);
      own[t].copy = copy;
      own[t].n_copy = c->n_copy;
    }
    h[t] = *h0;
    h[t].arg = &st[t];
    h[t].nav = &st[t].nav;
    jobs[t].o = s0->o;
    jobs[t].c = st[t].c;
    jobs[t].depth = -1;
    jobs[t].r = &bao_html_renderer;
    jobs[t].rctx = &h[t];
    jobs[t].sh.lo = lo;
    jobs[t].sh.hi = hi;
    jobs[t].sh.t = t;
    jobs[t].sh.jobs = n;
    jobs[t].sh.quiet = 1; /* the first pass said what the records hold */
  }
  status = run_jobs(jobs, n);
  for (t = 0; t < n; t++) {
    /* (every thread walks every game: the first says the refusals) */
    if (h[t].failed && (t == 0 || !cli_html_refused(&h[t])) && status < 2)
      cli_html_said(&h[t]);
    if (h[t].failed && !cli_html_refused(&h[t]))
      status = 2;
    *refused |= cli_html_refused(&h[t]);
    if (st[t].status > status)
      status = st[t].status;
    if (t && status < 2 && !take_marks(c, &own[t], &jobs[t].sh)) {
      fprintf(stderr, "bao: site: the threads read different games\n");
      status = 2;
    }
    if (t && own[t].failed && status < 2) {
      fprintf(stderr, "bao: %s\n", own[t].problem.message);
      status = 2;
    }
    if (t)
      bao_collection_free(&own[t]);
  }
  pthread_mutex_destroy(&lock);
  free(st), free(h), free(own);
  return status;
}

/* The files every page shares: the engine, the scripts, the style sheet,
 * the primers. */
static void site_assets(site *s, const bao_collection *first,
                        const bao_html_ctx *h)
{
  bao_sink *f;
  if (s->x->self_contained)
    return;
  if (h->engine && (f = site_open(s, ENGINE_FILE)))
    site_close(s, f, bao_html_engine_write(f, h->engine));
  if ((f = site_open(s, SCRIPT_FILE)))
    site_close(s, f, bao_html_script_write(f, h->engine));
  if ((f = site_open(s, STYLE_FILE)))
    site_close(s, f, bao_html_style_write(f));
  site_primers(s, first);
}

static int site_run(const cli_common *opts, const collect_opts *x)
{
  cli_common all = *opts, *o = &all; /* (every walk reads every game) */
  bao_collection first, c;
  bao_dedup_ctx same;
  bao_html_ctx h;
  bao_site_links links;
  unsigned char *copy = NULL;
  char **merged = NULL;
  size_t n_merged = 0, lo = 0, hi = 0;
  int shard = opts->shard_n > 0, jobs = collect_jobs(opts), refused = 0;
  share again = {0, 0, 0, 1, 1, 0}; /* the second walk: every game, and
                                       what the first said unsaid */
  site s;
  int status;
  all.shard_k = all.shard_n = 0;
  memset(&s, 0, sizeof s);
  memset(&same, 0, sizeof same);
  s.o = o;
  s.x = x;
  if (shard && x->merge)
    return cli_usage_error("--merge makes the site of the shards: give it "
                           "without --shard", NULL);
  if (site_dir(&s, 0) || cli_no_time(o))
    return 2;
  cli_lang_init(o->lang);
  bao_collection_init(&first, 0);
  bao_collection_init(&c, x->plies > 0 ? x->plies : CLI_OPENING_PLIES);
  status = collect(o, &first, 0, NULL, NULL, &same, NULL);
  if (status < 2 && !mark_copies(&first, &same, &copy)) {
    fprintf(stderr, "bao: out of memory\n");
    status = 2;
  }
  bao_dedup_ctx_free(&same);
  if (status < 2 && (pages_apart(o, &first) || site_dir(&s, 1)))
    status = s.status = 2; /* refused before the directory is made */
  if (shard) { /* as even as whole games allow */
    lo = first.n_rows * (size_t)(opts->shard_k - 1) / (size_t)opts->shard_n;
    hi = first.n_rows * (size_t)opts->shard_k / (size_t)opts->shard_n;
  }
  if (status < 2) {
    bao_html_ctx_init(&h, NULL);
    h.open = open_game;
    h.close = close_game;
    h.arg = &s;
    h.theme = x->theme;
    h.engine = x->no_engine ? NULL : ENGINE;
    h.engine_src = x->self_contained ? NULL : ENGINE_FILE;
    h.script_src = x->self_contained ? NULL : SCRIPT_FILE;
    h.primer_src = x->self_contained ? NULL : PRIMER_FILES;
    h.style_src = x->self_contained ? NULL : STYLE_FILE;
    if (!shard)
      site_assets(&s, &first, &h);
    h.nav = &s.nav;
    s.nav.index = "index.html";
    s.first = &first;
    s.c = &c;
    c.copy = copy;
    c.n_copy = first.n_rows;
    if (x->merge) { /* the rows, and the shards' marks */
      status = collect(o, &c, 0, NULL, NULL, NULL, &again);
      if (status < 2 &&
          (s.status = cli_site_marks_merge(s.dir, &c, &merged, &n_merged)))
        status = 2;
    } else if (shard || jobs > 1) {
      status = site_games(&s, &h, lo, hi, jobs, copy, &c, &refused);
    } else {
      status = collect(o, &c, -1, &bao_html_renderer, &h, NULL, &again);
      if (h.failed)
        cli_html_said(&h);
      if (h.failed && !cli_html_refused(&h))
        status = 2;
      refused = cli_html_refused(&h); /* the others' pages and the index
                                         made */
    }
    hand_copies(&first, &c);
  }
  memset(&links, 0, sizeof links);
  links.game = game_href;
  links.arg = (void *)o;
  links.index = "index.html";
  links.openings = "openings.html";
  links.players = 1;
  if (status < 2 && shard)
    s.status = cli_site_marks_write(s.dir, opts, &c, lo, hi);
  else if (status < 2)
    site_pages(&s, &links);
  /* the site made: the parts' marks done with */
  cli_site_marks_done(s.dir, merged, n_merged, status < 2 && s.status < 2);
  free(copy);
  bao_collection_free(&first);
  bao_collection_free(&c);
  if (refused) /* (said) */
    status = 2;
  return s.status > status ? s.status : status;
}

int cli_site(cli_common *o)
{
  collect_opts x = {CLI_DEFAULT, 0, -1, 0, 0, 0};
  int rc = cli_parse(o, &x);
  return rc ? rc : site_run(o, &x);
}
