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
#include "replay.h"

typedef struct ctx {
  bao_reader *rd;
  const bao_game *g;
} ctx;

static void show_line(bao_reader *rd, bao_mark m)
{
  char line[1024];
  if (m.line > 0)
    (void)bao_reader_line(rd, m.line, line, sizeof line);
}

static void on_ply(void *p, const bao_ply_report *r)
{
  ctx *c = p;
  char tok[BAO_DIALECT_TOKEN_MAX], line[BAO_LINE_MAX];
  int i;
  if (r->ply >= c->g->n_plies) {
    fprintf(stderr, "report for ply %zu of %zu\n", r->ply, c->g->n_plies);
    abort();
  }
  bao_position_format(r->before, line);
  for (i = 0; i < r->legal->count; i++)
    bao_outcome_token(&r->legal->item[i], r->side, r->dialect, tok);
  if (r->outcome) {
    bao_outcome_token(r->outcome, r->side, r->dialect, tok);
    bao_position_format(&r->outcome->after, line);
  } else {
    show_line(c->rd, c->g->plies[r->ply].mark);
  }
}

static void check_game(bao_reader *rd, const bao_game *g)
{
  bao_replay_opts o;
  bao_replay rp;
  bao_suggestions s;
  ctx c;
  int i;
  o.dialect = -1;
  o.rules = bao_rules_default();
  c.rd = rd;
  c.g = g;
  memset(&rp, 0, sizeof rp);
  if (bao_game_replay(fuzz_token_reader(), g, &o, on_ply, &c, &rp))
    return;
  if (rp.setup_failed) {
    show_line(rd, rp.mark);
    return;
  }
  if (!rp.failed || rp.done >= g->n_plies) {
    fprintf(stderr, "replay failed, but failed %d at ply %zu of %zu\n",
            rp.failed, rp.done, g->n_plies);
    abort();
  }
  bao_game_suggest(fuzz_token_reader(), g, &rp, &s);
  if (s.n < 0 || s.n > BAO_SUGGEST_MAX || s.n_fix < 0 ||
      s.n_fix > BAO_FIX_MAX) {
    fprintf(stderr, "bao_game_suggest: n %d n_fix %d\n", s.n, s.n_fix);
    abort();
  }
  for (i = 0; i < s.n_fix; i++)
    if (s.fix[i].ply >= g->n_plies) {
      fprintf(stderr, "fix of ply %zu of %zu\n", s.fix[i].ply, g->n_plies);
      abort();
    }
}

static void on_game(bao_reader *rd, bao_game *g, const bao_read_error *err)
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
