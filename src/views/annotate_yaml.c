/* annotate_yaml.c - a move's events listed as YAML data (bao annotate
 * --format yaml): a renderer of the one walk (view.h).  The data is
 * English in every language: keys and values are data, not sentences.
 * Its moves and holes are named as the record names them: an Abstract
 * Play record's in AP's cells (f2<*, f2), the others' in de Voogt's
 * (A6L*, A6); the keys are the same. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

#include "engine/event_fields.h"
#include "base/obuf.h"
#include "base/sink.h"
#include "annotate_memo.h"
#include "bao/engine_judge.h"
#include "bao/notation.h"
#include "bao/solve.h"
#include "bao/view.h"

static const char *hole(bao_hole h, int dialect, char *buf)
{
  /* buf: its callers' char[3] */
  bao_hole_name_in(h, (enum bao_dialect)dialect, buf, 3);
  return buf;
}

static const char *side_en(int side)
{
  return side == BAO_SOUTH ? "South" : "North";
}

/* "A4L b5R* B1L" as 'A4L', 'b5R*', 'B1L'. */
static void yaml_tokens(obuf *f, const char *line)
{
  const char *sp;
  while (*line) {
    sp = strchr(line, ' ');
    ob_str(f, "'");
    ob_put(f, line, sp ? (size_t)(sp - line) : strlen(line));
    ob_str(f, sp ? "', " : "'");
    line = sp ? sp + 1 : line + strlen(line);
  }
}

/* One event on one line, its fields (event_fields.h) written piece by
 * piece: a message parsed for every field was most of --format yaml's
 * time. */
static void yaml_event(obuf *f, const bao_event *e, int dialect)
{
  bao_event_field field[BAO_EVENT_FIELDS_MAX];
  char a[3];
  int i, n = bao_event_fields(e, field);
  ob_lit(f, "  - {event: ");
  ob_str(f, bao_event_name(e->kind));
  for (i = 0; i < n; i++) {
    ob_lit(f, ", ");
    ob_str(f, field[i].key);
    ob_lit(f, ": ");
    if (field[i].type == BAO_FIELD_HOLE)
      ob_put(f, hole(field[i].hole, dialect, a), 2);
    else if (field[i].type == BAO_FIELD_WORD)
      ob_str(f, field[i].word);
    else if (field[i].type == BAO_FIELD_BOOL)
      ob_str(f, field[i].number ? "true" : "false");
    else
      ob_int(f, (long long)field[i].number);
  }
  ob_lit(f, "}\n");
}

/* An event's line, remembered whole (obuf.h) by the event's fields: the
 * data is the same in every language and every walk. */
_Static_assert(offsetof(bao_event, period) == 8,
               "an event's one-byte fields are its first eight bytes");
static void yaml_event_kept(said_memory *m, obuf *f, const bao_event *e,
                            int dialect)
{
  said_key k;
  said *set, *kept;
  size_t start = f->n;
  memcpy(&k.a, e, sizeof k.a); /* its eight one-byte fields, as they are */
  k.b = e->period;
  set = said_set(m, &k);
  if ((kept = said_find(m, set, &k)) != NULL) {
    said_copy(m, f, kept, 0);
    return;
  }
  yaml_event(f, e, dialect);
  if (!f->oom)
    said_keep(m, set, &k, f->s + start, f->n - start);
}

/* With the walk's analysis: what the move meant (solve.h) and what both
 * sides hold after it.  A line of moves is a flow sequence of tokens. */
static void yaml_analysis(obuf *f, const bao_ply_report *v, int dialect)
{
  const bao_judgement *j = v->judgement;
  const bao_position_stats *st = v->stats;
  char tok[BAO_DIALECT_TOKEN_MAX], line[16 * BAO_PV_MAX];
  if (st)
    format(f, "  stats: {south: {board: %d, hand: %d, moves: %d}, "
           "north: {board: %d, hand: %d, moves: %d}}\n",
           ARGS(AN(st->board[BAO_SOUTH]), AN(st->hand[BAO_SOUTH]),
                AN(st->mobility[BAO_SOUTH]), AN(st->board[BAO_NORTH]),
                AN(st->hand[BAO_NORTH]), AN(st->mobility[BAO_NORTH])));
  if (!j)
    return;
  /* "none" where bao analyze prints "-", a YAML indicator */
  format(f, "  judgement: {mark: %s, depth: %d",
         ARGS(AS(j->mark == BAO_JUDGE_NONE ? "none" : bao_judge_name(j->mark)),
              AN(j->depth)));
  if (j->win_n > 0) {
    bao_move_token_in(v->before, &j->win_move, (enum bao_dialect)dialect,
                      tok, sizeof tok);
    format(f, ", win: {move: '%s', in: %d}", ARGS(AS(tok), AN(j->win_n)));
  }
  if (j->refuted_n > 0) {
    bao_line_format_in(v->after, j->refutation, j->refutation_len,
                       (enum bao_dialect)dialect, line, sizeof line);
    format(f, ", refuted: {in: %d, line: [", ARGS(AN(j->refuted_n)));
    yaml_tokens(f, line);
    ob_str(f, "]}");
  }
  ob_str(f, "}\n");
}

/* annotate --engine: the engine's judgement of the move
 * (engine_judge.h) as `bao analyze --engine` writes it, scores quoted
 * (bao_score_format, the mover's view), "none" for the mark "-" (as the
 * judgement's); nothing when the engine could not search (the command
 * counts such plies). */
static void yaml_engine(obuf *f, bao_engine_opts *eng, const bao_ply_report *v,
                        int dialect)
{
  bao_engine_judgement e;
  bao_diag d;
  char was[32], now[32], best[BAO_DIALECT_TOKEN_MAX];
  if (!eng || !bao_engine_judge_ply(eng, v->before, &v->outcome->move,
                                    v->judgement, &e, &d))
    return;
  bao_score_format(e.before, was, sizeof was);
  bao_score_format(e.after, now, sizeof now);
  bao_move_token_in(v->before, &e.best, (enum bao_dialect)dialect, best,
                    sizeof best);
  format(f, "  engine: {before: '%s', after: '%s', best: '%s', mark: %s, "
         "depth: %d}\n",
         ARGS(AS(was), AS(now), AS(best),
              AS(e.mark == BAO_ENGINE_NONE ? "none"
                                           : bao_engine_mark_name(e.mark)),
              AN(e.depth)));
}

/* ---- the data of a game ---------------------------------------------------
 * Its plies go to the context's sink, written as the caller asked
 * (sink.h), as annotate.c does with its text.  Its memo holds the events'
 * lines remembered (annotate_tr.h: the texts of said_ring alone). */

/* The lines remembered, made at the first game (NULL: none). */
static said_memory *yaml_memory(bao_annotate_ctx *c)
{
  if (!c->memo && (c->memo = calloc(1, sizeof *c->memo)) != NULL)
    said_new(&c->memo->said);
  return c->memo ? c->memo->said.m : NULL;
}

/* The names of the game's moves and holes: AP's for an AP record. */
static int names_of(const bao_replay *r)
{
  return r && r->dialect == BAO_DIALECT_AP ? BAO_DIALECT_AP
                                           : BAO_DIALECT_DEVOOGT;
}

static int yaml_ply(void *ctx, const bao_replay *r, const bao_ply_report *v)
{
  bao_annotate_ctx *c = ctx;
  obuf *out = sink_buf(c->out);
  said_memory *m = c->memo ? c->memo->said.m : NULL;
  char line[BAO_LINE_MAX], move[BAO_DIALECT_TOKEN_MAX];
  size_t i;
  int dialect = names_of(r);
  bao_position_format(v->after, line, sizeof line);
  if (dialect == BAO_DIALECT_AP && v->outcome)
    bao_outcome_token(v->outcome, v->side, BAO_DIALECT_AP, move, sizeof move);
  else
    snprintf(move, sizeof move, "%s", v->token);
  ob_lit(out, "- ply: ");
  ob_int(out, (long long)v->ply + 1);
  ob_lit(out, "\n  side: ");
  ob_str(out, side_en(v->side));
  ob_lit(out, "\n  move: '");
  ob_str(out, move);
  ob_lit(out, "'\n  after: '");
  ob_str(out, line);
  ob_lit(out, "'\n  events:\n");
  if (m)
    for (i = 0; i < v->events->count; i++)
      yaml_event_kept(m, out, &v->events->ev[i], dialect);
  else
    for (i = 0; i < v->events->count; i++)
      yaml_event(out, &v->events->ev[i], dialect);
  yaml_analysis(out, v, dialect);
  yaml_engine(out, c->engine, v, dialect); /* --engine */
  return sink_done(c->out);
}

/* The heading is written at once: a game that cannot start has no end.
 * What the last game kept is written first if its end did not come
 * (cannot happen in a walk, which ends every game it tells a ply of). */
static int yaml_begin(void *ctx, const bao_replay *r)
{
  bao_annotate_ctx *c = ctx;
  obuf *out = sink_buf(c->out);
  if (c->engine) /* its plies of a game counted from here */
    bao_engine_new_game(c->engine);
  if (!sink_flush(c->out))
    return 0;
  /* the lines remembered name holes: another game's names forget them */
  if (yaml_memory(c) && c->memo->names != names_of(r)) {
    said_forget(c->memo->said.m);
    c->memo->names = names_of(r);
  }
  ob_lit(out, "--- # game ");
  ob_int(out, r->game->index);
  ob_lit(out, "\n");
  return sink_flush(c->out);
}

static int yaml_end(void *ctx, const bao_replay *r)
{
  (void)r;
  return sink_flush(((bao_annotate_ctx *)ctx)->out);
}

const bao_renderer bao_annotate_yaml = {.begin = yaml_begin,
                                        .ply = yaml_ply,
                                        .end = yaml_end,
                                        .flags = BAO_RENDERER_MOVE_ONLY};
