/* check.c - two renderers of the walk: the diagnostics of bao check (each
 * with its source line and a caret, the legal moves after a ply that is
 * not legal, and with --suggest what was probably meant), and the trace of
 * bao replay --positions. */
#include <stdio.h>
#include <string.h>

#include "internal.h"
#include "view.h"

/* ---- diagnostics ------------------------------------------------------------ */

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
  int i;
  fprintf(c->out, "  legal moves:");
  for (i = 0; i < p->legal->count; i++) {
    bao_outcome_token(&p->legal->item[i], p->side, p->dialect, tok);
    fprintf(c->out, " %s", tok);
  }
  fprintf(c->out, "%s\n", p->legal->count ? "" : " none");
  return !ferror(c->out);
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
    return bao_diag_print(c->out, c->path, d, source, first, NULL) &&
           list_legal(c, p);
  }
  return bao_diag_print(c->out, c->path, d, NULL, 1, NULL);
}

static int check_ply(void *ctx, const bao_replay *r, const bao_ply_report *p)
{
  bao_check_ctx *c = ctx;
  (void)r;
  (void)p;
  c->plies++;
  return 1;
}

/* What the record probably meant: the legal moves nearest the token that
 * failed, ranked by how far the record then replays, and the smallest
 * repair. */
static int show_suggestions(bao_check_ctx *c, const bao_replay *r)
{
  bao_suggestions s;
  const bao_game *g = r->game;
  int i;
  bao_game_suggest(bao_walk_tokens(c->suggest), g, r, &s);
  if (s.n) {
    fprintf(c->out, "  nearest legal moves:");
    for (i = 0; i < s.n; i++) {
      if (s.s[i].to_end)
        fprintf(c->out, " %s (the rest replays)", s.s[i].token);
      else
        fprintf(c->out, " %s (%zu more plies replay)", s.s[i].token,
                s.s[i].replays);
      fputc(i + 1 < s.n ? ',' : '\n', c->out);
    }
  }
  for (i = 0; i < s.n_fix; i++) {
    const bao_ply_src *p = &g->plies[s.fix[i].ply];
    char written[64];
    bao_text_clean(p->token, 24, written, sizeof written);
    fprintf(c->out, "  correction: ply %zu '%s' -> '%s' (line %d, column "
            "%d)\n", s.fix[i].ply + 1, written, s.fix[i].token,
            p->mark.line, p->mark.column);
  }
  if (s.n_fix)
    fprintf(c->out, "  with %s the whole record replays\n",
            s.n_fix == 1 ? "this correction" : "these corrections");
  else
    fprintf(c->out, "  no repair of at most %d tokens within %d plies "
            "before the failure makes the record legal\n", BAO_FIX_MAX,
            BAO_FIX_WINDOW);
  return !ferror(c->out);
}

static int check_end(void *ctx, const bao_replay *r)
{
  bao_check_ctx *c = ctx;
  c->games++;
  if (r->failed && c->suggest && !r->stopped)
    return show_suggestions(c, r);
  return 1;
}

const bao_renderer bao_check_renderer = {NULL, check_diag, check_ply,
                                         check_end};

/* ---- the trace ------------------------------------------------------------------ */

/* <ply> <S|N> <canonical token> <position line after the ply> */
static int trace_ply(void *ctx, const bao_replay *r, const bao_ply_report *p)
{
  FILE *f = ctx;
  char line[BAO_LINE_MAX], title[160];
  if (p->ply == 0 && r->game->index > 1) {
    bao_game_title(r->game, title, sizeof title);
    fprintf(f, "# %s\n", title);
  }
  bao_position_format(p->after, line);
  fprintf(f, "%zu\t%c\t%s\t%s\n", p->ply + 1,
          p->side == BAO_SOUTH ? 'S' : 'N', p->token, line);
  return !ferror(f);
}

const bao_renderer bao_trace_renderer = {NULL, NULL, trace_ply, NULL};
