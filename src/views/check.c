/* check.c - two renderers of the walk: the diagnostics of bao check (each
 * with its source line and a caret, the legal moves after a ply that is
 * not legal, and with --suggest what was probably meant), and the trace of
 * bao replay --positions. */
#include <stdio.h>
#include <string.h>

#include "walk/walk.h"
#include "base/sink.h"
#include "records/records.h" /* bao_diag_format */
#include "bao/notation.h" /* bao_outcome_token */
#include "bao/view.h"

/* ---- diagnostics ------------------------------------------------------------ */

/* view.h: bao_diag_print's twin, a piece of its own */
int bao_sink_diag(bao_sink *s, const char *path, const bao_diag *d,
                  const char *source, int first, const char *indent)
{
  bao_diag_format(sink_buf(s), path, d, source, first, indent);
  return sink_done(s);
}

/* The line a diagnostic points at, when the record has one to show. */
static const char *source_line(bao_check_ctx *c, const bao_diag *d,
                               char *buf, size_t size, int *first)
{
  *first = 1;
  if (!c->source || d->width <= 0 || d->mark.line <= 0 ||
      !bao_reader_line(c->source, d->mark.line, d->mark.column, buf, size,
                       first))
    return NULL;
  return buf;
}

static int list_legal(bao_check_ctx *c, const bao_ply_report *p)
{
  char tok[BAO_DIALECT_TOKEN_MAX];
  obuf *o = sink_buf(c->out);
  int i;
  ob_lit(o, "  legal moves:");
  for (i = 0; i < p->legal->count; i++) {
    bao_outcome_token(&p->legal->item[i], p->side, p->dialect, tok, sizeof tok);
    ob_chr(o, ' ');
    ob_str(o, tok);
  }
  ob_str(o, p->legal->count ? "\n" : " none\n");
  return sink_done(c->out);
}

static int check_diag(void *ctx, const bao_replay *r, const bao_diag *d,
                      const bao_ply_report *p)
{
  bao_check_ctx *c = ctx;
  char line[4096];
  const char *source;
  int first;
  (void)r;
  if (d->level == BAO_ERROR)
    c->errors++;
  else if (d->level == BAO_WARNING)
    c->warnings++;
  if (d->level > c->max_level)
    return 1;
  /* a ply that is not legal is shown in its line, with the legal moves */
  if (d->level == BAO_ERROR && p && !p->outcome) {
    source = source_line(c, d, line, sizeof line, &first);
    return bao_sink_diag(c->out, c->path, d, source, first, NULL) &&
           list_legal(c, p);
  }
  return bao_sink_diag(c->out, c->path, d, NULL, 1, NULL);
}

static int check_ply(void *ctx, const bao_replay *r, const bao_ply_report *p)
{
  bao_check_ctx *c = ctx;
  (void)r;
  (void)p;
  c->plies++;
  return 1;
}

/* One edit, as a line: "correction: ply 12 'A3L' -> 'a3R*' (line 5,
 * column 9)" (the form older readers know), or an insertion or deletion.
 * Alternatives say "alternative:" and nothing else differs; the second
 * edit of an alternative says "and". */
static void show_edit(bao_check_ctx *c, const bao_game *g, const bao_edit *e,
                      const char *label)
{
  const bao_ply_src *p = e->ply < g->n_plies ? &g->plies[e->ply] : NULL;
  obuf *o = sink_buf(c->out);
  char written[64];
  if (p)
    bao_text_clean(p->token, 24, written, sizeof written);
  if (e->kind == BAO_EDIT_CHANGE)
    ob_printf(o, "  %sply %zu '%s' -> '%s'", label, e->ply + 1, written,
              e->token);
  else if (e->kind == BAO_EDIT_DELETE)
    ob_printf(o, "  %sdelete ply %zu '%s'", label, e->ply + 1, written);
  else if (p)
    ob_printf(o, "  %sinsert '%s' before ply %zu", label, e->token,
              e->ply + 1);
  else
    ob_printf(o, "  %sinsert '%s' after the last ply", label, e->token);
  if (p)
    ob_printf(o, " (line %d, column %d)", p->mark.line, p->mark.column);
  ob_chr(o, '\n');
}

/* The best repair, then the alternatives with how far each replays. */
static void show_repair(bao_check_ctx *c, const bao_game *g,
                        const bao_repair *rp, int best)
{
  obuf *o = sink_buf(c->out);
  int i;
  for (i = 0; i < rp->n_edits; i++)
    show_edit(c, g, &rp->edit[i], best ? "correction: "
                                  : i == 0 ? "alternative: " : "  and ");
  if (best && rp->to_end)
    ob_printf(o, "  with %s the whole record replays\n",
              rp->n_edits == 1 ? "this correction" : "these corrections");
  else if (rp->to_end)
    ob_lit(o, "    the whole record then replays\n");
  else
    ob_printf(o, "    the record then replays to ply %zu of %zu\n",
              rp->replays, rp->plies);
}

/* What the record probably meant: the legal moves nearest the token that
 * failed, ranked by how far the record then replays, and the smallest
 * repair. */
static int show_suggestions(bao_check_ctx *c, const bao_replay *r)
{
  bao_suggestions s;
  const bao_game *g = r->game;
  obuf *o = sink_buf(c->out);
  int i;
  bao_game_suggest(bao_walk_tokens(c->suggest), g, r, &s);
  if (s.n) {
    ob_lit(o, "  nearest legal moves:");
    for (i = 0; i < s.n; i++) {
      if (s.s[i].to_end)
        ob_printf(o, " %s (the rest replays)", s.s[i].token);
      else
        ob_printf(o, " %s (%zu more plies replay)", s.s[i].token,
                  s.s[i].replays);
      ob_chr(o, i + 1 < s.n ? ',' : '\n');
    }
  }
  for (i = 0; i < s.n_repairs && i <= 3; i++)
    show_repair(c, g, &s.repair[i], i == 0);
  if (!s.n_repairs)
    ob_printf(o, "  no repair found: no edit within %d plies before the "
              "failure, nor two changes, gets the record past ply %zu\n",
              BAO_REPAIR_WINDOW, r->done + 1);
  return sink_done(c->out); /* the suggestions: one piece */
}

static int check_end(void *ctx, const bao_replay *r)
{
  bao_check_ctx *c = ctx;
  c->games++;
  if (r->failed && c->suggest && !r->stopped)
    return show_suggestions(c, r);
  return 1;
}

const bao_renderer bao_check_renderer = {.diag = check_diag,
                                         .ply = check_ply,
                                         .end = check_end,
                                         .flags = BAO_RENDERER_MOVE_ONLY |
                                                  BAO_RENDERER_NO_TOKEN_};

/* ---- the trace ------------------------------------------------------------------ */

/* <ply> <S|N> <canonical token> <position line after the ply>, built
 * here and put in the sink at once (fprintf was half of bao replay's
 * time) */
static int trace_ply(void *ctx, const bao_replay *r, const bao_ply_report *p)
{
  bao_trace_ctx *c = ctx;
  char line[32 + BAO_DIALECT_TOKEN_MAX + BAO_LINE_MAX], digits[24];
  char title[160], written[BAO_DIALECT_TOKEN_MAX];
  const char *token = p->token;
  size_t n = 0, k = 0, ply = p->ply + 1;
  if (c->dialect != BAO_DIALECT_DEVOOGT && p->outcome) {
    bao_outcome_token(p->outcome, p->side, c->dialect, written,
                      sizeof written);
    token = written;
  }
  if (p->ply == 0 && r->game->index > 1) {
    bao_game_title(r->game, title, sizeof title);
    sink_printf(c->out, "# %s\n", title);
  }
  do
    digits[k++] = (char)('0' + ply % 10);
  while ((ply /= 10) > 0);
  while (k > 0)
    line[n++] = digits[--k];
  line[n++] = '\t';
  line[n++] = p->side == BAO_SOUTH ? 'S' : 'N';
  line[n++] = '\t';
  for (k = 0; token[k] && k < BAO_DIALECT_TOKEN_MAX; k++)
    line[n++] = token[k];
  line[n++] = '\t';
  bao_position_format(p->after, line + n, sizeof line - n);
  n += strlen(line + n);
  line[n++] = '\n';
  sink_put(c->out, line, n);
  return sink_done(c->out);
}

static int trace_end(void *ctx, const bao_replay *r)
{
  (void)r;
  return sink_flush(((bao_trace_ctx *)ctx)->out);
}

const bao_renderer bao_trace_renderer = {.ply = trace_ply,
                                         .end = trace_end,
                                         .flags = BAO_RENDERER_MOVE_ONLY};
