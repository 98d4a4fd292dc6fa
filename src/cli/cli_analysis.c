/* cli_analysis.c - the commands of exact analysis (docs/analysis.md):
 * bao solve (a position), bao analyze (every ply of the records, a
 * renderer of the walk) and bao puzzles (the positions of the records
 * with a unique shortest forced win, written as YAML records). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "bao/solve.h"


static bao_solver *new_solver(void)
{
  bao_diag d;
  bao_solver *s = bao_solver_new(0, &d);
  if (!s)
    fprintf(stderr, "bao: %s\n", d.message);
  return s;
}

/* ---- bao solve ---------------------------------------------------------- */

/* --position, or the start of the game. */
static int position_of(const cli *o, bao_position *p)
{
  bao_diag err;
  if (!o->position) {
    bao_position_start(p, &o->base);
    return 0;
  }
  if (bao_position_parse(o->position, &o->base, p, &err))
    return 0;
  err.mark.line = 1;
  err.width = 1;
  bao_diag_print(stderr, "bao: --position", &err, o->position, 1, "  ");
  return 2;
}

/* <token>\t<verdict>\t<n> per legal move, in the order of bao moves. */
static int solve_all(bao_solver *s, const bao_position *p, int depth)
{
  bao_move_verdict v[BAO_MAX_MOVES];
  char token[BAO_TOKEN_MAX];
  bao_diag d;
  int i, count;
  if (!bao_solve_moves(s, p, depth, v, &count, &d)) {
    fprintf(stderr, "bao: solve: %s\n", d.message);
    return 2;
  }
  for (i = 0; i < count; i++) {
    bao_move_token(&v[i].move, p->to_move, token);
    printf("%s\t%s\t%d\n", token, bao_verdict_name(v[i].verdict), v[i].n);
  }
  if (count == 0) { /* as bao moves says it */
    bao_status st = bao_position_status(p);
    fprintf(stderr, "bao: %s has lost: %s\n",
            st.loser == BAO_SOUTH ? "South" : "North",
            bao_end_reason(st.why));
  }
  return 0;
}

/* <verdict>\t<n>\t<line> */
static int solve_one(bao_solver *s, const bao_position *p, int depth)
{
  bao_solve_result r;
  bao_diag d;
  char line[BAO_PV_MAX * (BAO_TOKEN_MAX + 1)];
  if (!bao_solve(s, p, depth, &r, &d)) {
    fprintf(stderr, "bao: solve: %s\n", d.message);
    return 2;
  }
  bao_line_format(p, r.pv, r.pv_len, line, sizeof line);
  printf("%s\t%d\t%s\n", bao_verdict_name(r.verdict), r.n, line);
  return 0;
}

int cli_solve(const cli *o)
{
  bao_position p;
  bao_solver *s;
  int rc = position_of(o, &p);
  if (rc)
    return rc;
  if (!(s = new_solver()))
    return 2;
  rc = o->all ? solve_all(s, &p, cli_depth(o)) : solve_one(s, &p, cli_depth(o));
  bao_solver_free(s);
  return cli_stdout_done() ? 2 : rc;
}

/* ---- bao analyze -------------------------------------------------------- */

int cli_analyze(const cli *o)
{
  bao_analyze_ctx a;
  int status;
  memset(&a, 0, sizeof a);
  a.depth = cli_depth(o);
  if (!(a.solver = new_solver()))
    return 2;
  /* each line handed to stdio at once: a judgement takes far longer
     than a write, and a failed write stops the walk where it did */
  if (!(a.out = bao_sink_file(stdout, BAO_SINK_PIECES))) {
    bao_solver_free(a.solver);
    fprintf(stderr, "bao: out of memory\n");
    return 2;
  }
  bao_solver_set_laps(a.solver, o->budget); /* per ply; 0: the default */
  status = cli_view_files(o, &bao_analyze_renderer, &a, NULL, 0);
  if (!bao_sink_free(a.out) && status < 2)
    status = 2;
  bao_solver_free(a.solver);
  if (a.unjudged)
    fprintf(stderr, "bao: analyze: %zu plies not judged: the lap budget "
            "for long moves ran out\n", a.unjudged);
  if (a.failed) {
    fprintf(stderr, "bao: analyze: %s\n", a.problem.message);
    status = 2;
  }
  return status;
}

/* ---- bao puzzles -------------------------------------------------------- */

/* The positions already written, by Zobrist key: a position met in two
 * games (or twice in one) is one puzzle. */
typedef struct seen {
  uint64_t *keys;
  size_t cap, n;
} seen;

/* 1 if key was new (and is now remembered), 0 if seen, -1 out of memory. */
static int remember(seen *t, uint64_t key)
{
  size_t i;
  key |= 1; /* 0 marks an empty slot */
  if (2 * (t->n + 1) > t->cap) {
    seen g = {NULL, t->cap ? t->cap * 2 : 1024, 0};
    if (!(g.keys = calloc(g.cap, sizeof *g.keys)))
      return -1;
    for (i = 0; i < t->cap; i++)
      if (t->keys[i])
        remember(&g, t->keys[i]);
    free(t->keys);
    *t = g;
  }
  for (i = key & (t->cap - 1); t->keys[i]; i = (i + 1) & (t->cap - 1))
    if (t->keys[i] == key)
      return 0;
  t->keys[i] = key;
  t->n++;
  return 1;
}

typedef struct puzzles {
  const cli *o;
  bao_solver *solver;
  const char *path;   /* the file being walked                           */
  seen seen;
  long written;
  int failed;         /* 2: a search stopped, memory or output failed    */
} puzzles;

static void puzzles_file(void *ctx, const char *path, bao_reader *rd)
{
  puzzles *k = ctx;
  (void)rd;
  k->path = path;
}

/* The tags of the source game a puzzle keeps. */
static const char *const kept_tags[] = {"event", "site", "date", "round",
                                        "south", "north", "source"};

static int puzzle_tags(puzzles *k, const bao_replay *r, bao_game *g,
                       size_t ply, int side, int n)
{
  char text[4200], rules[512];
  size_t i;
  for (i = 0; i < sizeof kept_tags / sizeof kept_tags[0]; i++) {
    const char *v = bao_game_tag(r->game, kept_tags[i]);
    if (v && !bao_game_set_tag(g, kept_tags[i], v))
      return 0;
  }
  snprintf(text, sizeof text, "%s to move and win in %d",
           side == BAO_SOUTH ? "South" : "North", n);
  if (!bao_game_set_tag(g, "puzzle", text))
    return 0;
  snprintf(text, sizeof text, "%s game %d ply %zu", k->path, r->game->index,
           ply);
  if (bao_rules_format(&r->rules, rules, sizeof rules) >= sizeof rules)
    return 0;
  return bao_game_set_tag(g, "puzzle-of", text) &&
         bao_game_set_tag(g, "result", side == BAO_SOUTH ? "1-0" : "0-1") &&
         bao_game_set_tag(g, "variant", bao_variant_name(r->rules.variant)) &&
         bao_game_set_tag(g, "dialect", "devoogt") &&
         (!rules[0] || bao_game_set_tag(g, "rules", rules));
}

/* Writes the puzzle of position p (before ply `ply`, 1-based), solved as
 * r: its set-up and solution line. */
static int write_puzzle(puzzles *k, const bao_replay *rp,
                        const bao_position *p, size_t ply,
                        const bao_solve_result *r)
{
  bao_game g;
  bao_diag d;
  char line[BAO_LINE_MAX], token[BAO_TOKEN_MAX];
  int i, ok, side = p->to_move;
  bao_game_init(&g);
  bao_position_format(p, line);
  ok = (g.setup = bao_game_strdup(&g, line)) != NULL &&
       puzzle_tags(k, rp, &g, ply, p->to_move, r->n);
  for (i = 0; ok && i < r->pv_len; i++, side = !side) {
    bao_ply_src *s = bao_game_add_ply(&g);
    bao_move_token(&r->pv[i], side, token);
    ok = s && (s->token = bao_game_strdup(&g, token)) != NULL;
    if (s)
      s->side = side;
  }
  if (!ok)
    fprintf(stderr, "bao: puzzles: out of memory\n");
  else if (!(ok = bao_yaml_write(stdout, &g, 1, &d)))
    fprintf(stderr, "bao: puzzles: %s\n", d.message);
  bao_game_free(&g);
  k->written += ok;
  return ok;
}

/* A puzzle: the side to move wins in n <= depth with one first move only. */
static int try_position(puzzles *k, const bao_replay *rp,
                        const bao_position *p, size_t ply)
{
  bao_solve_result r;
  bao_diag d;
  int fresh;
  if (!bao_solve(k->solver, p, cli_depth(k->o), &r, &d)) {
    fprintf(stderr, "bao: puzzles: %s\n", d.message);
    return 0;
  }
  if (r.verdict != BAO_VERDICT_WIN || r.winners != 1)
    return 1;
  if ((fresh = remember(&k->seen, bao_solver_key(k->solver, p))) < 0) {
    fprintf(stderr, "bao: puzzles: out of memory\n");
    return 0;
  }
  return !fresh || write_puzzle(k, rp, p, ply, &r);
}

static int puzzles_ply(void *ctx, const bao_replay *r, const bao_ply_report *p)
{
  puzzles *k = ctx;
  if (!try_position(k, r, p->before, p->ply + 1))
    return k->failed = 2, 0;
  return 1;
}

/* The position after the last ply is one too (a game that stops before
 * its end, as a resignation does). */
static int puzzles_end(void *ctx, const bao_replay *r)
{
  puzzles *k = ctx;
  if (r->setup_failed || r->failed || r->stopped)
    return 1;
  if (!try_position(k, r, &r->final, r->done + 1))
    return k->failed = 2, 0;
  return 1;
}

int cli_puzzles(const cli *o)
{
  static const bao_renderer r = {.ply = puzzles_ply, .end = puzzles_end};
  cli_files hooks = {puzzles_file, NULL, NULL};
  puzzles k;
  int status;
  memset(&k, 0, sizeof k);
  k.o = o;
  hooks.ctx = &k;
  if (!(k.solver = new_solver()))
    return 2;
  status = cli_view_files(o, &r, &k, &hooks, 0);
  bao_solver_free(k.solver);
  free(k.seen.keys);
  if (k.failed > status)
    status = k.failed;
  return status;
}
