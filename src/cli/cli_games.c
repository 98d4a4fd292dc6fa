/* cli_games.c - the games of a run judged on several threads at a fixed
 * depth (--jobs with --depth, or the views that judge at one), their
 * output written in the order of the input, byte for byte that of one
 * thread.
 *
 * The main thread walks every file as ever (cli_walk_files: diagnostics,
 * exit status, the hooks of each file), with no analysis and, instead of
 * the command's renderer, one that writes each game's output when the
 * game's walk ends.  That output is made by the workers: each reads every
 * file itself (reading is cheap next to judging), numbers the games as
 * the main walk sees them, and walks game s when s % jobs is its own,
 * with a walk, a renderer context and a memory sink of its own (the
 * library shares nothing between them).  A worker runs at most WINDOW
 * games ahead of what has been written, so that memory stays bounded. */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"

#define WINDOW 64

typedef struct chunk {
  int file, game;   /* which game: its file's place in o->files, index  */
  int done;         /* its output is made                               */
  char *text;       /* the output                                       */
  size_t len;
  int failed;       /* out of memory                                    */
} chunk;

typedef struct run {
  const cli_common *o;
  const cli_games *spec;
  bao_replay_opts ro;
  int jobs;
  pthread_mutex_t lock;
  pthread_cond_t moved;  /* a chunk is done, or the cursor moved        */
  chunk *chunks;         /* by number, WINDOW + jobs slots in a ring    */
  size_t cursor;         /* the next game to write                      */
  int stop;              /* the main walk ended (or stopped)            */
  int file;              /* the file the main walk is in                */
  bao_sink *out;
  int write_failed;
  cli_files inner;       /* the command's hooks                          */
  cli_pick pick;         /* the games of the run (each worker a copy)   */
} run;

#define RING (WINDOW + CLI_JOBS_MAX)

typedef struct worker {
  run *r;
  int t;
  bao_walk *w;           /* made by the main thread                      */
  void *ctx;             /* the renderer's context, for spec->done       */
  bao_sink *mem;
} worker;

/* Game s of the run (in worker t's share) walked into its chunk. */
static void walk_one(worker *k, bao_walk *w, const bao_game *g, size_t s,
                     int file)
{
  run *r = k->r;
  chunk *c = &r->chunks[s % RING];
  const char *text;
  size_t len;
  char *copy;
  bao_walk_game(w, g, NULL);
  text = bao_sink_text(k->mem, &len);
  copy = malloc(len + 1);
  if (copy && len)
    memcpy(copy, text, len);
  bao_sink_clear(k->mem);
  pthread_mutex_lock(&r->lock);
  c->file = file;
  c->game = g->index;
  c->text = copy;
  c->len = len;
  c->failed = !copy || !text;
  c->done = 1;
  pthread_cond_broadcast(&r->moved);
  pthread_mutex_unlock(&r->lock);
}

/* Waits until game s may be walked (within the window); 0: stop. */
static int may_walk(run *r, size_t s)
{
  int go;
  pthread_mutex_lock(&r->lock);
  while (!r->stop && s >= r->cursor + WINDOW)
    pthread_cond_wait(&r->moved, &r->lock);
  go = !r->stop;
  pthread_mutex_unlock(&r->lock);
  return go;
}

static void *work(void *arg)
{
  worker *k = arg;
  run *r = k->r;
  const cli_common *o = r->o;
  bao_diag d;
  bao_game g;
  size_t s = 0;
  int i, n, go = 1;
  cli_pick pick = r->pick;
  for (i = 0; go && i < o->n_files; i++) {
    FILE *f = fopen(o->files[i], "rb");
    bao_reader *rd = f ? bao_reader_open(f, o->files[i], o->from_format, &d)
                       : NULL;
    while (go && rd && (n = bao_reader_next(rd, &g, &d)) != 0) {
      if (n < 0)
        continue;
      if (cli_is_a_game(&g) && cli_picked(&pick, &g)) {
        if (s % (size_t)r->jobs == (size_t)k->t &&
            (go = may_walk(r, s)) != 0)
          walk_one(k, k->w, &g, s, i);
        s++;
      }
      bao_game_free(&g);
    }
    bao_reader_close(rd);
    if (f)
      fclose(f);
  }
  return NULL;
}

/* The main walk's renderer: game (file, index) written, once made. */
static int write_game(void *ctx, const bao_replay *rp)
{
  run *r = ctx;
  int ok = 1;
  pthread_mutex_lock(&r->lock);
  for (;;) {
    chunk *c = &r->chunks[r->cursor % RING];
    if (!c->done) {
      pthread_cond_wait(&r->moved, &r->lock);
      continue;
    }
    if (c->file < r->file ||
        (c->file == r->file && c->game < rp->game->index)) {
      free(c->text); /* (never: the workers read what the walk reads) */
      memset(c, 0, sizeof *c);
      r->cursor++;
      continue;
    }
    if (c->file == r->file && c->game == rp->game->index) {
      if (c->failed || (c->len && !bao_sink_write(r->out, c->text, c->len)))
        ok = 0;
      free(c->text);
      memset(c, 0, sizeof *c);
      r->cursor++;
      pthread_cond_broadcast(&r->moved);
    }
    break; /* a game no worker made: nothing to write */
  }
  pthread_mutex_unlock(&r->lock);
  if (!ok)
    r->write_failed = 1;
  return ok;
}

static const bao_renderer writer = {.end = write_game,
                                    .flags = BAO_RENDERER_MOVE_ONLY};

static void file_begin(void *ctx, const char *path, bao_reader *rd)
{
  run *r = ctx;
  int i;
  for (i = 0; i < r->o->n_files; i++)
    if (r->o->files[i] == path)
      r->file = i;
  if (r->inner.begin)
    r->inner.begin(r->inner.ctx, path, rd);
}

static int file_end(void *ctx, const char *path, int status)
{
  run *r = ctx;
  return r->inner.end ? r->inner.end(r->inner.ctx, path, status) : status;
}

int cli_games_parallel(const cli_common *o)
{
  struct stat st;
  int i;
  if (cli_jobs(o) < 2)
    return 0;
  /* every thread reads every file: standard input and a FIFO are read
   * once (a FIFO opened again waits for a writer that has gone), and the
   * copy kept of them (cli_records.c) is one stream, not one a thread */
  for (i = 0; i < o->n_files; i++)
    if (strcmp(o->files[i], "-") == 0 || stat(o->files[i], &st) != 0 ||
        !S_ISREG(st.st_mode))
      return 0;
  return 1;
}

int cli_games_walk(const cli_common *o, const cli_games *spec, bao_sink *out,
                   const cli_files *hooks, int flags)
{
  run r;
  worker k[CLI_JOBS_MAX];
  pthread_t tid[CLI_JOBS_MAX];
  bao_check_ctx diag;
  bao_replay_opts main_ro = cli_replay_opts(o);
  cli_files files;
  cli_progress *progress = NULL;
  bao_walk *w;
  bao_diag d;
  size_t unjudged = 0, cut = 0;
  int t, started = 0, status;
  memset(&r, 0, sizeof r);
  memset(&diag, 0, sizeof diag);
  r.o = o;
  r.spec = spec;
  r.out = out;
  r.jobs = cli_jobs(o);
  r.ro = cli_replay_opts(o);
  r.ro.events = (flags & CLI_VIEW_EVENTS) != 0;
  r.ro.analysis = flags & CLI_VIEW_ANALYSIS ? cli_depth(o) : 0;
  main_ro.events = r.ro.events; /* (the walk reads as the workers do) */
  if (hooks)
    r.inner = *hooks;
  if (cli_pick_init(&r.pick, o))
    return 2;
  if (!(r.chunks = calloc(RING, sizeof *r.chunks)) ||
      !(diag.out = cli_stderr_sink())) {
    free(r.chunks);
    fprintf(stderr, "bao: out of memory\n");
    return 2;
  }
  diag.max_level = BAO_ERROR;
  pthread_mutex_init(&r.lock, NULL);
  pthread_cond_init(&r.moved, NULL);
  for (t = 0; t < r.jobs; t++) {
    k[t].r = &r;
    k[t].t = t;
    k[t].w = bao_walk_new(&r.ro, &d);
    k[t].mem = bao_sink_memory();
    k[t].ctx = k[t].mem && k[t].w ? spec->make(spec->arg, k[t].mem) : NULL;
    if (k[t].ctx)
      bao_walk_add(k[t].w, spec->r, k[t].ctx);
    if (!k[t].ctx || pthread_create(&tid[t], NULL, work, &k[t]) != 0) {
      fprintf(stderr, "bao: out of memory\n");
      if (k[t].ctx)
        spec->done(spec->arg, k[t].ctx);
      bao_walk_free(k[t].w);
      bao_sink_free(k[t].mem);
      break;
    }
    started++;
  }
  status = started < r.jobs ? 2 : 0;
  if (!status && (w = cli_new_walk(&main_ro, &diag)) != NULL) {
    bao_walk_add(w, &writer, &r);
    if (flags & CLI_VIEW_PROGRESS)
      progress = cli_progress_new(o, w);
    files.begin = file_begin;
    files.end = file_end;
    files.ctx = &r;
    status = cli_walk_files(o, w, &diag, &files);
    cli_progress_free(progress);
    bao_walk_free(w);
  } else {
    status = 2;
  }
  pthread_mutex_lock(&r.lock);
  r.stop = 1;
  pthread_cond_broadcast(&r.moved);
  pthread_mutex_unlock(&r.lock);
  for (t = 0; t < started; t++) {
    pthread_join(tid[t], NULL);
    if (!spec->done(spec->arg, k[t].ctx) && status < 2)
      status = 2;
    unjudged += bao_walk_unjudged(k[t].w);
    cut += bao_walk_game_cut(k[t].w);
    bao_walk_free(k[t].w);
    bao_sink_free(k[t].mem);
  }
  for (t = 0; t < RING; t++)
    free(r.chunks[t].text);
  free(r.chunks);
  pthread_cond_destroy(&r.moved);
  pthread_mutex_destroy(&r.lock);
  bao_sink_free(diag.out);
  if (r.write_failed && status < 2)
    status = 2;
  if (flags & CLI_VIEW_ANALYSIS) {
    cli_said_unjudged_n(o, unjudged);
    cli_said_game_cut(o, cut);
  }
  return status;
}
