/* cli_jobs.c - what the analysing commands share about time and cores:
 * --time's durations (one parser for every command), --jobs (the cores
 * the process may use by default), the plies of a pass judged on several
 * threads, and the default budget of a file of many games.
 *
 * Threads live here, in the command, never in the library: each worker
 * has a solver of its own (the library has no shared or thread-local
 * state), and the plies of one pass of the deepening (solve.h,
 * bao_deepen_opts.pass) are independent searches, taken from the last
 * ply back as the library's own pass takes them.  The budget is the
 * process's processor time, clock(): every thread's time counts, so that
 * a run with --jobs 2 does the same work as one with --jobs 1, in about
 * half the wall time on two idle cores. */
#define _GNU_SOURCE /* sched_getaffinity, CPU_COUNT */
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"
#include "bao/solve.h"

/* ---- --time ----------------------------------------------------------------- */

/* "500ms", "2s", "1.5m", "1h" or a bare number: seconds into *out, and
 * *bare when no unit was given; 0 when it is no duration above 0. */
int cli_duration(const char *v, double *out, int *bare)
{
  static const struct { const char *unit; double s; } units[] = {
    {"ms", 0.001}, {"s", 1}, {"m", 60}, {"min", 60}, {"h", 3600}};
  char *end;
  double t = strtod(v, &end);
  size_t i;
  if (end == v || !(t > 0) || *v == '+' || *v == ' ')
    return 0;
  *bare = *end == '\0';
  if (*bare)
    return *out = t, t <= 1e9;
  for (i = 0; i < sizeof units / sizeof units[0]; i++)
    if (strcmp(end, units[i].unit) == 0) {
      *out = t * units[i].s;
      return *out <= 1e7;
    }
  return 0;
}

/* A bare number keeps the command's old unit, said once. */
static double bare_time(const cli_common *o, double unit, const char *name)
{
  static int said;
  if (o->time_bare && !said++) /* ("1 second": the plural's s dropped) */
    fprintf(stderr, "bao: %s: --time %g has no unit: read as %g %.*s; "
            "write the unit (500ms, 2s, 1m)\n", o->command, o->seconds,
            o->seconds, (int)strlen(name) - (o->seconds == 1), name);
  return o->time_bare ? o->seconds * unit : o->seconds;
}

double cli_time_seconds(const cli_common *o)
{
  return o->seconds > 0 ? bare_time(o, 1, "seconds") : 0;
}

double cli_game_seconds(const cli_common *o)
{
  return o->game_seconds > 0 ? o->game_seconds : CLI_ANALYSIS_SECONDS;
}

double cli_time_ms(const cli_common *o)
{
  if (!(o->seconds > 0))
    return 0;
  return o->time_bare ? bare_time(o, 1, "milliseconds")
                      : o->seconds * 1000;
}

/* ---- --jobs ----------------------------------------------------------------- */

int cli_jobs(const cli_common *o)
{
  cpu_set_t set;
  int n;
  if (o->jobs > 0)
    return o->jobs;
  if (sched_getaffinity(0, sizeof set, &set) != 0)
    return 1;
  n = CPU_COUNT(&set);
  return n < 1 ? 1 : n > CLI_JOBS_MAX ? CLI_JOBS_MAX : n;
}

/* ---- a pass of the deepening on several threads ----------------------------- */

struct cli_pool {
  int jobs;
  uint64_t laps;               /* each solver's lap budget (0: default)   */
  bao_solver *solver[CLI_JOBS_MAX];
  const bao_deepen_opts *d;    /* the clock's spent and progress          */
  /* the pass under way */
  bao_deep_ply *plies;
  size_t n;
  int depth;
  atomic_size_t next;          /* plies handed out, from the last          */
  atomic_int stop;             /* 1: the budget is spent; 2: a failure     */
  pthread_mutex_t lock;
  bao_diag problem;            /* the first failure                        */
  /* the work of each thread, for bench/jobs.sh (BAO_JOBS_STATS=1) */
  double busy[CLI_JOBS_MAX];   /* processor seconds                       */
  long judged[CLI_JOBS_MAX];   /* plies judged                            */
};

/* The calling thread's processor time, in seconds. */
static double thread_seconds(void)
{
  struct timespec t;
  if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t) != 0)
    return 0;
  return t.tv_sec + t.tv_nsec / 1e9;
}

typedef struct worker {
  struct cli_pool *pool;
  int t;
} worker;

static void *work(void *arg)
{
  worker *k = arg;
  struct cli_pool *p = k->pool;
  const bao_deepen_opts *d = p->d;
  bao_diag why;
  size_t i;
  int r;
  double start = thread_seconds();
  while (!atomic_load(&p->stop) && (i = atomic_fetch_add(&p->next, 1)) <
                                       p->n) {
    bao_deep_ply *ply = &p->plies[p->n - 1 - i];
    if (ply->capped)
      continue;
    if (d->spent && d->spent(d->ctx)) {
      atomic_store(&p->stop, 1);
      break;
    }
    if (k->t == 0 && d->progress) /* one thread speaks */
      d->progress(d->ctx, p->depth, p->n - i, p->n);
    p->judged[k->t]++;
    if ((r = bao_deep_judge(p->solver[k->t], ply, p->depth, &why)) < 0) {
      pthread_mutex_lock(&p->lock);
      if (atomic_load(&p->stop) != 2)
        p->problem = why;
      atomic_store(&p->stop, 2);
      pthread_mutex_unlock(&p->lock);
    } else if (r == 0) {
      int none = 0;
      atomic_compare_exchange_strong(&p->stop, &none, 1);
    }
  }
  p->busy[k->t] += thread_seconds() - start; /* (each slot its thread's) */
  return NULL;
}

/* bao_deepen_opts.pass: the clock (d->ctx) knows its pool. */
static int pool_pass(void *ctx, bao_deep_ply *plies, size_t n, int depth,
                     bao_diag *d)
{
  struct cli_pool *p = ((cli_clock *)ctx)->pool;
  worker k[CLI_JOBS_MAX];
  pthread_t tid[CLI_JOBS_MAX];
  int t, started = 1, jobs = (size_t)p->jobs < n ? p->jobs : (int)n;
  if (n == 0) /* (a game of a set-up and no move: no worker to start) */
    return 1;
  p->plies = plies;
  p->n = n;
  p->depth = depth;
  atomic_store(&p->next, 0);
  atomic_store(&p->stop, 0);
  for (t = 0; t < jobs; t++) {
    k[t].pool = p;
    k[t].t = t;
  }
  for (t = 1; t < jobs; t++) /* a thread that cannot start: fewer jobs */
    if (pthread_create(&tid[t], NULL, work, &k[t]) != 0)
      break;
    else
      started++;
  work(&k[0]);
  for (t = 1; t < started; t++)
    pthread_join(tid[t], NULL);
  if (atomic_load(&p->stop) == 2) {
    *d = p->problem;
    return -1;
  }
  return atomic_load(&p->stop) ? 0 : 1;
}

int cli_pool_attach(const cli_common *o, cli_clock *c, bao_deepen_opts *d,
                    uint64_t laps)
{
  struct cli_pool *p;
  bao_diag why;
  int t, jobs = cli_jobs(o);
  if (jobs < 2)
    return 0;
  if (!(p = calloc(1, sizeof *p))) {
    fprintf(stderr, "bao: out of memory\n");
    return 2;
  }
  p->jobs = jobs;
  p->laps = laps;
  p->d = d;
  pthread_mutex_init(&p->lock, NULL);
  c->pool = p;
  for (t = 0; t < jobs; t++) {
    if (!(p->solver[t] = bao_solver_new(0, &why))) {
      fprintf(stderr, "bao: %s\n", why.message);
      cli_clock_end(c);
      return 2;
    }
    bao_solver_set_stop(p->solver[t], cli_clock_stop, c);
    bao_solver_set_nodes(p->solver[t], BAO_ANALYSIS_NODES);
    bao_solver_set_laps(p->solver[t], laps);
  }
  d->pass = pool_pass;
  return 0;
}

void cli_clock_end(cli_clock *c)
{
  struct cli_pool *p = c->pool;
  int t;
  const char *stats = getenv("BAO_JOBS_STATS");
  if (!p)
    return;
  for (t = 0; stats && *stats == '1' && t < p->jobs; t++)
    fprintf(stderr, "bao: jobs: thread %d: %ld plies judged, %.2f s of "
            "processor time\n", t + 1, p->judged[t], p->busy[t]);
  for (t = 0; t < p->jobs; t++)
    bao_solver_free(p->solver[t]);
  pthread_mutex_destroy(&p->lock);
  free(p);
  c->pool = NULL;
}

/* ---- whole games on threads ------------------------------------------------ */

int cli_threads(void *(*fn)(void *), void *items, size_t size, int n)
{
  pthread_t tid[CLI_JOBS_MAX];
  int t, started = 1;
  for (t = 1; t < n; t++)
    if (pthread_create(&tid[t], NULL, fn, (char *)items + t * size) != 0) {
      fprintf(stderr, "bao: cannot start a thread\n");
      break;
    } else {
      started++;
    }
  if (started == n)
    fn(items);
  for (t = 1; t < started; t++)
    pthread_join(tid[t], NULL);
  return started == n ? 0 : 2;
}

/* ---- the default budget of a file ------------------------------------------- */

/* The games of `path` that have moves (the ones judged), or 0 when it
 * cannot be read twice: standard input, and anything but a regular file
 * (a FIFO opened again would wait for a writer that has gone). */
static int games_in(const char *path, int from_format, int only,
                    int moves)
{
  FILE *f;
  bao_reader *rd;
  bao_game g;
  bao_diag err;
  struct stat st;
  int n = 0, r;
  if (strcmp(path, "-") == 0 || stat(path, &st) != 0 || !S_ISREG(st.st_mode) ||
      !(f = fopen(path, "rb")))
    return 0;
  if ((rd = bao_reader_open(f, path, from_format, &err)) != NULL) {
    while ((r = bao_reader_next(rd, &g, &err)) != 0)
      if (r > 0) {
        /* moves: 1, the games with moves; 2, the games walked */
        n += (moves == 2 ? cli_is_a_game(&g) : !moves || g.n_plies > 0) &&
             (!only || g.index == only);
        bao_game_free(&g);
      }
    bao_reader_close(rd);
  }
  fclose(f);
  return n;
}

/* Without --time, a file of n games with moves shares
 * CLI_ANALYSIS_SECONDS x min(n, CLI_FILE_GAMES) among them: one game
 * gets what it always had, a file of 20 games a minute, not 20 budgets
 * of a game.  Said on stderr when a game gets less than its own. */
void cli_clock_file(const cli_common *o, cli_clock *c, const char *path)
{
  int n;
  double file;
  if (!c->command)
    return;
  n = games_in(path, o->from_format, o->game, 1);
  c->games = n > 0 ? n : 1; /* (the progress line's "game 2/3") */
  c->game_no = 0;
  if (o->seconds > 0)
    return;
  file = cli_game_seconds(o) * (n < CLI_FILE_GAMES ? n : CLI_FILE_GAMES);
  c->seconds = n > CLI_FILE_GAMES ? file / n : cli_game_seconds(o);
  if (n > CLI_FILE_GAMES)
    fprintf(stderr, "bao: %s: %s: %d games share a budget of %g s of "
            "processor time (%.3g s a game; --time 20s gives each game "
            "20 s)\n", c->command, path, n, file, c->seconds);
}

/* cli_files.begin around the caller's: the file's budget first. */
static void budget_begin(void *ctx, const char *path, bao_reader *rd)
{
  cli_budget_hooks *b = ctx;
  cli_clock_file(b->o, b->c, path);
  if (b->inner.begin)
    b->inner.begin(b->inner.ctx, path, rd);
}

static int budget_end(void *ctx, const char *path, int status)
{
  cli_budget_hooks *b = ctx;
  return b->inner.end ? b->inner.end(b->inner.ctx, path, status) : status;
}

const cli_files *cli_budget_hooks_init(cli_budget_hooks *b, const cli_common *o,
                                       cli_clock *c, const cli_files *inner)
{
  memset(b, 0, sizeof *b);
  if (inner)
    b->inner = *inner;
  b->o = o;
  b->c = c;
  b->outer.begin = budget_begin;
  b->outer.end = budget_end;
  b->outer.ctx = b;
  return &b->outer;
}

/* ---- progress at a fixed depth ---------------------------------------------- */

int cli_progress_tty(void)
{
  const char *force = getenv("BAO_PROGRESS"); /* for the tests: a pipe */
  if (force && *force)
    return strcmp(force, "0") != 0;
  return isatty(2);
}

struct cli_progress {
  const char *command;
  int games, done;
  double start, shown;
};

static double wall(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec / 1e9;
}

/* "12 s", "3 min" */
static void say_time(char *buf, size_t size, double s)
{
  if (s < 120)
    snprintf(buf, size, "%.0f s", s);
  else
    snprintf(buf, size, "%.0f min", s / 60);
}

static int progress_end(void *ctx, const bao_replay *r)
{
  cli_progress *p = ctx;
  double now = wall(), spent = now - p->start;
  char left[32];
  (void)r;
  p->done++;
  if (now - p->shown < 0.1 && p->done < p->games)
    return 1;
  p->shown = now;
  if (p->games > p->done) {
    say_time(left, sizeof left, spent / p->done * (p->games - p->done));
    fprintf(stderr, "\r%s: game %d/%d, about %s left   ", p->command,
            p->done, p->games, left);
  } else {
    fprintf(stderr, "\r%s: game %d/%d   ", p->command, p->done, p->games);
  }
  return 1;
}

static const bao_renderer progress_renderer = {
    .end = progress_end, .flags = BAO_RENDERER_MOVE_ONLY};

cli_progress *cli_progress_new(const cli_common *o, bao_walk *w)
{
  cli_progress *p;
  int i;
  if (!cli_progress_tty() || !(p = calloc(1, sizeof *p)))
    return NULL;
  p->command = o->command;
  for (i = 0; i < o->n_files; i++)
    p->games += games_in(o->files[i], o->from_format, o->game, 0);
  p->start = wall();
  if (!bao_walk_add(w, &progress_renderer, p)) {
    free(p);
    return NULL;
  }
  return p;
}

void cli_progress_free(cli_progress *p)
{
  if (!p)
    return;
  if (p->done)
    fprintf(stderr, "\r%60s\r", "");
  free(p);
}

/* ---- --game and --shard ----------------------------------------------------- */

/* --shard K/N: K from 1 to N. */
int cli_set_shard(void *base, const char *v, const cli_option *opt)
{
  cli_common *o = base;
  char *end;
  long k, n;
  (void)opt;
  k = strtol(v, &end, 10);
  if (end != v && *end == '/' && end[1] >= '0' && end[1] <= '9') {
    n = strtol(end + 1, &end, 10);
    if (!*end && k >= 1 && n >= 1 && k <= n && n <= 1000000) {
      o->shard_k = (int)k;
      o->shard_n = (int)n;
      return 0;
    }
  }
  return cli_usage_error("--shard takes K/N, the K-th of N parts (1/4 to "
                         "4/4)", v);
}

int cli_pick_init(cli_pick *p, const cli_common *o)
{
  long total = 0;
  int i;
  memset(p, 0, sizeof *p);
  p->game = strcmp(o->command, "html") ? o->game : 0;
  p->asked = o->game;
  p->hi = -1;
  if (o->shard_n < 1)
    return 0;
  for (i = 0; i < o->n_files; i++) {
    if (strcmp(o->files[i], "-") == 0)
      return cli_usage_error("--shard counts the games first: give files, "
                             "not standard input", NULL);
    total += games_in(o->files[i], o->from_format, p->game, 2);
  }
  /* as even as whole games allow */
  p->lo = total * (o->shard_k - 1) / o->shard_n;
  p->hi = total * o->shard_k / o->shard_n;
  return 0;
}

int cli_picked(cli_pick *p, const bao_game *g)
{
  long s;
  if (p->game && g->index != p->game)
    return 0;
  s = p->seq++;
  return p->hi < 0 || (s >= p->lo && s < p->hi);
}
