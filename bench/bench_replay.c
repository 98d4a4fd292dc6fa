/* bench_replay.c - the replay alone, without reading or parsing: every game
 * of the records given is read into memory first, then two things are
 * timed.
 *
 *  replay  bao_game_replay on every game: each token resolved against the
 *          legal moves of its position (what bao check does per ply once
 *          the file is parsed);
 *  play    bao_position_play, with events, of the moves found by an
 *          untimed replay: the engine's sowing alone.
 *
 * Seeds sown are the counts of the LAP events of every move (a capture's
 * seeds are counted when they are sown, not when they are taken).
 *
 * Usage: bench_replay [--min-seconds S] FILE...  Each pass is repeated
 * until it has run S seconds in all (default 1), so that a small corpus
 * still gives a stable figure.  Output: one "name value" line per figure,
 * for bench/run.sh to read. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bao/record.h"
#include "bao/replay.h"
#include "bao/token.h"
#include "bench.h"

typedef struct corpus {
  bao_game *games;
  size_t n, cap;
  bao_position *start; /* per game, from the untimed replay            */
  bao_move **moves;    /* per game, the moves the tokens resolved to   */
  size_t *n_moves;
  size_t plies;
  unsigned long long seeds;
} corpus;

static double now(void)
{
  struct timespec ts;
  timespec_get(&ts, TIME_UTC);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* ---- loading --------------------------------------------------------------- */

static bao_game *next_slot(corpus *c)
{
  if (c->n == c->cap) {
    size_t cap = c->cap ? c->cap * 2 : 1024;
    bao_game *grown = realloc(c->games, cap * sizeof *grown);
    if (!grown)
      return NULL;
    c->games = grown;
    c->cap = cap;
  }
  return &c->games[c->n];
}

static int load_file(corpus *c, const char *path)
{
  FILE *f = fopen(path, "rb");
  bao_reader *rd = f ? bao_reader_open(f, path, BAO_FORMAT_AUTO, NULL) : NULL;
  bao_diag err;
  bao_game *g;
  int r = 1;
  while (rd && (g = next_slot(c)) != NULL &&
         (r = bao_reader_next(rd, g, &err)) != 0) {
    if (r < 0)
      fprintf(stderr, "%s:%d: %s (game skipped)\n", path, err.mark.line,
              err.message);
    else
      c->n++;
  }
  bao_reader_close(rd);
  if (f)
    fclose(f);
  if (!rd)
    fprintf(stderr, "bench_replay: cannot read %s\n", path);
  return rd != NULL;
}

/* ---- the untimed replay: the moves, and the seeds they sow ------------------ */

typedef struct collect {
  bao_move *moves;
  size_t n;
} collect;

static int on_ply(void *ctx, const bao_replay *r, const bao_ply_report *p)
{
  collect *k = ctx;
  (void)r;
  k->moves[k->n++] = p->outcome->move;
  return 1;
}

static const bao_renderer collector = {.ply = on_ply};

/* Sows every move once, with events; returns the seeds sown. */
static unsigned long long play_all(const corpus *c, bao_events *ev)
{
  unsigned long long seeds = 0;
  bao_position p, after;
  size_t i, k;
  for (i = 0; i < c->n; i++) {
    p = c->start[i];
    for (k = 0; k < c->n_moves[i]; k++) {
      bao_events_clear(ev);
      bao_position_play(&p, &c->moves[i][k], &after, ev, NULL);
      seeds += bench_lap_seeds(ev);
      p = after;
    }
  }
  return seeds;
}

static int prepare(corpus *c, bao_walk *w, collect *k)
{
  bao_replay rp;
  size_t i;
  c->start = calloc(c->n + 1, sizeof *c->start);
  c->moves = calloc(c->n + 1, sizeof *c->moves);
  c->n_moves = calloc(c->n + 1, sizeof *c->n_moves);
  if (!c->start || !c->moves || !c->n_moves)
    return 0;
  for (i = 0; i < c->n; i++) {
    k->moves = malloc((c->games[i].n_plies + 1) * sizeof *k->moves);
    k->n = 0;
    if (!k->moves)
      return 0;
    bao_walk_game(w, &c->games[i], &rp);
    c->start[i] = rp.start;
    c->moves[i] = k->moves;
    c->n_moves[i] = k->n;
    c->plies += k->n;
  }
  return 1;
}

/* ---- the timed passes ---------------------------------------------------- */

static size_t replay_all(const corpus *c, bao_walk *w)
{
  bao_replay rp;
  size_t i, plies = 0;
  for (i = 0; i < c->n; i++) {
    bao_walk_game(w, &c->games[i], &rp);
    plies += rp.done;
  }
  return plies;
}

static void report(const char *name, const corpus *c, int reps, double secs)
{
  printf("%s_passes %d\n%s_seconds %.3f\n", name, reps, name, secs);
  printf("%s_plies_per_s %.0f\n", name, (double)c->plies * reps / secs);
  printf("%s_seeds_per_s %.0f\n", name, (double)c->seeds * reps / secs);
}

static void time_replay(const corpus *c, bao_walk *w, double min)
{
  double t0 = now(), t;
  int reps = 0;
  do {
    if (replay_all(c, w) != c->plies)
      fprintf(stderr, "bench_replay: replay count differs\n");
    reps++;
  } while ((t = now() - t0) < min);
  report("replay", c, reps, t);
}

static void time_play(const corpus *c, bao_events *ev, double min)
{
  double t0 = now(), t;
  int reps = 0;
  do {
    play_all(c, ev);
    reps++;
  } while ((t = now() - t0) < min);
  report("play", c, reps, t);
}

static void free_corpus(corpus *c)
{
  size_t i;
  for (i = 0; i < c->n; i++) {
    bao_game_free(&c->games[i]);
    if (c->moves)
      free(c->moves[i]);
  }
  free(c->games);
  free(c->start);
  free(c->moves);
  free(c->n_moves);
}

int main(int argc, char **argv)
{
  corpus c;
  bao_events ev;
  bao_replay_opts o;
  bao_walk *replay, *collecting;
  collect k;
  double min = 1.0;
  int i = 1, ok;
  bao_replay_opts_init(&o);
  replay = bao_walk_new(&o, NULL);
  collecting = bao_walk_new(&o, NULL);
  ok = replay && collecting && bao_walk_add(collecting, &collector, &k);
  memset(&c, 0, sizeof c);
  bao_events_init(&ev);
  if (argc > 2 && strcmp(argv[1], "--min-seconds") == 0) {
    min = atof(argv[2]);
    i = 3;
  }
  if (i >= argc) {
    fprintf(stderr, "usage: bench_replay [--min-seconds S] FILE...\n");
    ok = 0;
  }
  for (; ok && i < argc; i++)
    ok = load_file(&c, argv[i]);
  if (ok && (ok = prepare(&c, collecting, &k)) != 0) {
    c.seeds = play_all(&c, &ev);
    printf("games %zu\nplies %zu\nseeds %llu\n", c.n, c.plies, c.seeds);
    time_replay(&c, replay, min);
    time_play(&c, &ev, min);
  }
  free_corpus(&c);
  bao_events_free(&ev);
  bao_walk_free(replay);
  bao_walk_free(collecting);
  return ok ? 0 : 2;
}
