/* fuzz_check.c - the whole `bao check --suggest` pipeline on one input:
 * the reader (format sniffed, as for a file without an extension), every
 * game replayed with the default options, the per-ply reports looked at
 * as the command does (tokens, position lines, the source line of a mark),
 * and bao_game_suggest for every game whose replay fails at a ply. */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common.h"
#include "bao/replay.h"

typedef struct ctx {
  bao_reader *rd;
  const bao_game *g;
} ctx;

static void show_line(bao_reader *rd, bao_mark m)
{
  char line[1024];
  int first;
  if (m.line > 0)
    (void)bao_reader_line(rd, m.line, m.column, line, sizeof line, &first);
}

static int on_ply(void *p, const bao_replay *r, const bao_ply_report *rep)
{
  ctx *c = p;
  char tok[BAO_DIALECT_TOKEN_MAX], line[BAO_LINE_MAX];
  int i;
  (void)r;
  if (rep->ply >= c->g->n_plies || !rep->outcome) {
    fprintf(stderr, "report for ply %zu of %zu\n", rep->ply, c->g->n_plies);
    abort();
  }
  bao_position_format(rep->before, line, sizeof line);
  for (i = 0; i < rep->legal->count; i++)
    bao_outcome_token(&rep->legal->item[i], rep->side, rep->dialect, tok, sizeof tok);
  bao_outcome_token(rep->outcome, rep->side, rep->dialect, tok, sizeof tok);
  bao_position_format(rep->after, line, sizeof line);
  return 1;
}

/* Every diagnostic as the command prints it, into the void. */
static int on_diag(void *p, const bao_replay *r, const bao_diag *d,
                   const bao_ply_report *rep)
{
  ctx *c = p;
  FILE *null = fopen("/dev/null", "w");
  (void)r;
  (void)rep;
  show_line(c->rd, d->mark);
  if (null) {
    bao_diag_print(null, "fuzz", d, NULL, 1, NULL);
    fclose(null);
  }
  return 1;
}

static const bao_renderer fuzz_renderer = {.diag = on_diag, .ply = on_ply};

/* A repair says what its edited record does: replay it and see. */
static void check_repair(const bao_game *g, const bao_replay *rp,
                         const bao_repair *r)
{
  bao_position p = rp->start;
  bao_movelist list;
  bao_resolution res;
  size_t k, n = 0, done = 0;
  int e = 0, shifted = 0;
  if (r->n_edits < 1 || r->n_edits > BAO_EDIT_MAX || r->replays > r->plies ||
      (r->to_end && r->replays != r->plies))
    abort();
  for (k = 0; k <= g->n_plies; k++) {
    const char *tok = k < g->n_plies ? g->plies[k].token : NULL;
    int side = k < g->n_plies ? g->plies[k].side : -1, again = 1;
    while (again) {
      again = 0;
      if (e < r->n_edits && r->edit[e].ply == k) {
        const bao_edit *ed = &r->edit[e++];
        if (ed->kind != BAO_EDIT_CHANGE)
          shifted = 1; /* the sides written after it no longer hold */
        if (ed->kind == BAO_EDIT_DELETE)
          tok = NULL;
        else if (ed->kind == BAO_EDIT_CHANGE)
          tok = ed->token, side = -1;
        else { /* an insertion, then the ply as written */
          if (done == n && bao_ply_resolve(fuzz_token_reader(), &p, &list,
                                           rp->dialect, ed->token, -1, &res))
            p = list.item[res.index].after, done++;
          n++;
          again = 1;
        }
      }
    }
    if (!tok)
      continue;
    if (shifted)
      side = -1;
    if (done == n && bao_ply_resolve(fuzz_token_reader(), &p, &list,
                                     rp->dialect, tok, side, &res))
      p = list.item[res.index].after, done++;
    n++;
  }
  if (e != r->n_edits || n != r->plies || done != r->replays) {
    fprintf(stderr, "repair claims %zu of %zu plies, replays %zu of %zu\n",
            r->replays, r->plies, done, n);
    abort();
  }
}

static void check_game(bao_reader *rd, const bao_game *g)
{
  static bao_walk *w;
  static ctx c;
  bao_replay_opts o;
  bao_replay rp;
  bao_suggestions s;
  int i;
  if (!w) { /* one walk for the whole run: it compiles the patterns */
    bao_replay_opts_init(&o);
    o.events = 1;
    if (!(w = bao_walk_new(&o, NULL)) || !bao_walk_add(w, &fuzz_renderer, &c))
      abort();
  }
  c.rd = rd;
  c.g = g;
  if (bao_walk_game(w, g, &rp) || rp.setup_failed)
    return;
  if (!rp.failed || rp.done >= g->n_plies) {
    fprintf(stderr, "replay failed, but failed %d at ply %zu of %zu\n",
            rp.failed, rp.done, g->n_plies);
    abort();
  }
  bao_game_suggest(fuzz_token_reader(), g, &rp, &s);
  if (s.n < 0 || s.n > BAO_SUGGEST_MAX || s.n_repairs < 0 ||
      s.n_repairs > BAO_REPAIR_MAX) {
    fprintf(stderr, "bao_game_suggest: n %d n_repairs %d\n", s.n,
            s.n_repairs);
    abort();
  }
  for (i = 0; i < s.n_repairs; i++)
    check_repair(g, &rp, &s.repair[i]);
}

static void on_game(bao_reader *rd, bao_game *g, const bao_diag *err)
{
  if (!g) {
    show_line(rd, err->mark);
    return;
  }
  check_game(rd, g);
  bao_game_free(g);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  return fuzz_each_game(data, size, BAO_FORMAT_AUTO, on_game);
}
