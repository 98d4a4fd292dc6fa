/* cli_best.c - bao best: the engine's best move in a position (player.h),
 * or with --all every legal move scored, one line each:
 *
 *   TOKEN<TAB>SCORE<TAB>DEPTH<TAB>LINE
 *
 * SCORE as bao_score_format writes it ("win N", "loss N" or "P%"), DEPTH
 * the plies searched, LINE the principal variation from the move on.
 *
 * Limits: --time MS (processor time of each searching thread), --nodes N
 * (positions generated, the solver's count), --depth N (plies); any of
 * them together, the first reached ends the search; none: BEST_DEFAULT_MS.
 * A node or depth limit alone gives the same answer every time on one
 * thread.
 *
 * --threads N with --all splits the root: the library starts no thread
 * (bao.h), so the command does, as perft's split does.  Each thread has a player of
 * its own and a share of the root's moves, which it searches depth by
 * depth (the position after the move searched one ply shallower, its
 * score turned round); the answer is the deepest round every move
 * completed.  Each
 * move is then searched with the full window, as --all searches them. */
#include <inttypes.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "bao/notation.h"
#include "bao/player.h"
#include "bao/solve.h"

/* Without a limit: a second, the time of a move in a quick game. */
#define BEST_DEFAULT_MS 1000.0
#define BEST_TABLE_BYTES ((size_t)64 << 20)

/* ---- printing ----------------------------------------------------------- */

/* (--dialect D: the tokens of D, each as its position spells it) */
static void print_line(const bao_position *p, const bao_think_line *l,
                       int dialect)
{
  char token[BAO_DIALECT_TOKEN_MAX], score[32];
  char pv[BAO_PLAYER_PV_MAX * (BAO_DIALECT_TOKEN_MAX + 1)];
  int d = dialect >= 0 ? dialect : BAO_DIALECT_DEVOOGT;
  bao_move_token_in(p, &l->move, (enum bao_dialect)d, token, sizeof token);
  bao_score_format(l->score, score, sizeof score);
  bao_line_format_in(p, l->pv, l->pv_len, (enum bao_dialect)d, pv,
                     sizeof pv);
  printf("%s\t%s\t%d\t%s\n", token, score, l->depth, pv);
}

/* As bao solve --all says it: nothing on stdout, why on stderr, 0. */
static int lost(const bao_position *p)
{
  bao_status st = bao_position_status(p, NULL);
  fprintf(stderr, "bao: %s has lost: %s\n",
          st.loser == BAO_SOUTH ? "South" : "North", bao_end_reason(st.why));
  return 0;
}

/* ---- one thread --------------------------------------------------------- */

static int best_one(const cli *o, const bao_position *p,
                    const bao_think_limits *lim, double ms)
{
  bao_think_result *r = malloc(sizeof *r);
  cli_ms_clock c;
  bao_player *pl;
  bao_diag d;
  int i, rc = 0;
  if (!r || !(pl = bao_player_new(BEST_TABLE_BYTES, &d))) {
    fprintf(stderr, "bao: best: out of memory\n");
    free(r);
    return 2;
  }
  c.ms = ms;
  cli_ms_clock_start(&c);
  bao_player_set_stop(pl, ms > 0 ? cli_ms_clock_stop : NULL, &c);
  if (!bao_player_think(pl, p, lim, o->all, r, &d)) {
    fprintf(stderr, "bao: best: %s\n", d.message);
    rc = 2;
  } else if (r->count == 0) {
    rc = lost(p);
  }
  for (i = 0; !rc && i < r->count; i++)
    print_line(p, &r->line[i], o->dialect);
  bao_player_free(pl);
  free(r);
  return rc;
}

/* ---- the root split ----------------------------------------------------- */

/* A root move the search never looks below (player.h): a never-ending
 * move is a draw, one past the seed cap loses at once. */
static int settled_score(const bao_outcome *o)
{
  return o->period == BAO_PERIOD_CAP ? -(BAO_SCORE_WIN - 1) : 0;
}

typedef struct split {
  const bao_position *root;
  int dialect;             /* --dialect, or -1                           */
  bao_movelist moves;
  int max;                 /* the deepest round                          */
  uint64_t node_limit;     /* of all the threads together, or 0          */
  double ms;
  pthread_mutex_t lock;
  uint64_t nodes;          /* of all the threads, as they report them    */
  int abort, failed;
  bao_diag why;
  /* line[d][i]: move i searched d plies deep (d >= 1), done[d] moves */
  bao_think_line (*line)[BAO_MAX_MOVES];
  int done[BAO_PLAYER_DEPTH_MAX + 1];
} split;

typedef struct helper {
  split *s;
  bao_player *pl;
  bao_think_result r;
  cli_ms_clock clock;
  uint64_t reported;       /* this call's nodes already added to s->nodes */
  int stopped;             /* the stop function has said stop           */
  int k, n;                /* it takes moves k, k + n, k + 2n ...       */
  bao_diag why;            /* its failure, copied to s->why under lock  */
  pthread_t id;
} helper;

/* The stop function of a helper: the clock, and the nodes of all. */
static int helper_stop(void *ctx, uint64_t nodes)
{
  helper *h = ctx;
  split *s = h->s;
  int stop;
  pthread_mutex_lock(&s->lock);
  s->nodes += nodes - h->reported;
  h->reported = nodes;
  if (s->node_limit && s->nodes >= s->node_limit)
    s->abort = 1;
  stop = s->abort;
  pthread_mutex_unlock(&s->lock);
  if (stop || cli_ms_clock_stop(&h->clock, nodes))
    h->stopped = 1;
  return h->stopped;
}

/* Move i of the root, `depth` plies: the position after it searched
 * depth - 1 plies, its score turned round (an exact one a ply longer). */
static int child_line(helper *h, int i, int depth, bao_think_line *out)
{
  const bao_outcome *o = &h->s->moves.item[i];
  bao_think_limits lim = {depth - 1, 0};
  int s, n;
  out->move = o->move;
  out->depth = depth;
  out->pv[0] = o->move;
  out->pv_len = 1;
  if (o->period) {
    out->score = settled_score(o);
    return 1;
  }
  h->reported = 0;
  h->stopped = 0;
  if (!bao_player_think(h->pl, &o->after, &lim, 0, &h->r, &h->why))
    return -1;
  if (h->stopped && h->r.count && h->r.depth < depth - 1)
    return 0; /* stopped before the round's depth (else: settled early) */
  if (h->r.count == 0) { /* the opponent has lost */
    out->score = BAO_SCORE_WIN - 1;
    return 1;
  }
  s = h->r.line[0].score;
  out->score = s > BAO_SCORE_EST_MAX ? -s + 1 : s < -BAO_SCORE_EST_MAX
                                                ? -s - 1 : -s;
  n = h->r.line[0].pv_len < BAO_PLAYER_PV_MAX - 1 ? h->r.line[0].pv_len
                                                  : BAO_PLAYER_PV_MAX - 1;
  memcpy(&out->pv[1], h->r.line[0].pv, (size_t)n * sizeof(bao_move));
  out->pv_len = 1 + n;
  return 1;
}

/* A helper's moves are every n-th of the root's from its own k-th on, so
 * that each move stays with one player and its table, round after round
 * (a move handed to another thread each round was searched from an empty
 * table there: half again the work). */
static void *helper_run(void *arg)
{
  helper *h = arg;
  split *s = h->s;
  int depth, i, ok = 1;
  cli_ms_clock_start(&h->clock);
  for (depth = 2; ok > 0 && depth <= s->max; depth++)
    for (i = h->k; ok > 0 && i < s->moves.count; i += h->n) {
      bao_think_line line;
      pthread_mutex_lock(&s->lock);
      ok = !s->abort;
      pthread_mutex_unlock(&s->lock);
      if (ok)
        ok = child_line(h, i, depth, &line);
      pthread_mutex_lock(&s->lock);
      if (ok > 0) {
        s->line[depth][i] = line;
        s->done[depth]++;
      } else {
        s->abort = 1;
        if (ok < 0 && !s->failed)
          s->why = h->why;
        s->failed = s->failed || ok < 0;
      }
      pthread_mutex_unlock(&s->lock);
    }
  return NULL;
}

/* Round 1 on this thread: each move's position after it, evaluated. */
static void first_round(split *s)
{
  bao_movelist list;
  int i;
  for (i = 0; i < s->moves.count; i++) {
    const bao_outcome *o = &s->moves.item[i];
    bao_think_line *l = &s->line[1][i];
    l->move = l->pv[0] = o->move;
    l->depth = l->pv_len = 1;
    if (o->period)
      l->score = settled_score(o);
    else if (bao_position_moves(&o->after, &list) == 0)
      l->score = BAO_SCORE_WIN - 1;
    else
      l->score = -bao_evaluate(&o->after);
  }
  s->done[1] = s->moves.count;
}

/* The deepest round all moves completed, sorted best first (ties in
 * the order of bao moves), printed. */
static void split_print(split *s)
{
  bao_think_result *r = malloc(sizeof *r);
  int d = s->max, i, j;
  while (d > 1 && s->done[d] < s->moves.count)
    d--;
  if (!r)
    return;
  r->count = s->moves.count;
  for (i = 0; i < r->count; i++) {
    bao_think_line t = s->line[d][i];
    for (j = i; j > 0 && r->line[j - 1].score < t.score; j--)
      r->line[j] = r->line[j - 1];
    r->line[j] = t;
  }
  for (i = 0; i < r->count; i++)
    print_line(s->root, &r->line[i], s->dialect);
  free(r);
}

static int best_split(const cli *o, const bao_position *p,
                      const bao_think_limits *lim, double ms)
{
  split s;
  bao_diag nd;
  helper *h = calloc((size_t)o->threads, sizeof *h);
  int i, started = 0, rc = 0;
  memset(&s, 0, sizeof s);
  s.root = p;
  s.dialect = o->dialect;
  s.max = lim->depth ? lim->depth : BAO_PLAYER_DEPTH_MAX;
  s.node_limit = lim->nodes;
  s.ms = ms;
  s.line = calloc(BAO_PLAYER_DEPTH_MAX + 1, sizeof *s.line);
  pthread_mutex_init(&s.lock, NULL);
  bao_position_moves(p, &s.moves);
  if (!h || !s.line) {
    fprintf(stderr, "bao: best: out of memory\n");
    rc = 2;
  } else if (s.moves.count == 0) {
    rc = lost(p);
  } else {
    first_round(&s);
    snprintf(nd.message, sizeof nd.message, "a thread could not be started");
    for (i = 0; i < o->threads; i++) {
      h[i].s = &s;
      h[i].k = i;
      h[i].n = o->threads;
      h[i].clock.ms = ms;
      if (!(h[i].pl = bao_player_new(BEST_TABLE_BYTES / (size_t)o->threads,
                                     &nd)))
        break;
      bao_player_set_stop(h[i].pl, helper_stop, &h[i]);
      if (pthread_create(&h[i].id, NULL, helper_run, &h[i]) != 0)
        break;
      started++;
    }
    if (started < o->threads) { /* the others stop at once */
      pthread_mutex_lock(&s.lock);
      s.abort = 1;
      pthread_mutex_unlock(&s.lock);
    }
    for (i = 0; i < started; i++)
      pthread_join(h[i].id, NULL);
    if (s.failed || started < o->threads) {
      fprintf(stderr, "bao: best: %s\n",
              s.failed ? s.why.message : nd.message);
      rc = 2;
    } else {
      split_print(&s);
    }
  }
  for (i = 0; h && i < o->threads; i++)
    bao_player_free(h[i].pl);
  pthread_mutex_destroy(&s.lock);
  free(s.line);
  free(h);
  return rc;
}

/* ---- the command -------------------------------------------------------- */

int cli_best(const cli *o)
{
  bao_position p;
  bao_think_limits lim;
  double ms = o->seconds; /* --time is milliseconds here */
  int rc = cli_position(o, &p);
  if (rc)
    return rc;
  if (o->depth == 0)
    return cli_usage_error("best: --depth takes a number of plies from 1 "
                           "to 64", "0");
  lim.depth = o->depth > 0 ? o->depth : 0;
  lim.nodes = o->nodes;
  if (!(ms > 0) && !lim.depth && !lim.nodes)
    ms = BEST_DEFAULT_MS;
  /* the split pays only with --all: the best move alone, on one thread,
   * prunes with null windows most of what a split searches in full
   * (bench/README.md) */
  rc = o->threads > 1 && o->all ? best_split(o, &p, &lim, ms)
                                : best_one(o, &p, &lim, ms);
  return cli_stdout_done() ? 2 : rc;
}
