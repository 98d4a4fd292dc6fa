/* convert.c - the renderer of bao convert: each game, once walked, is
 * written again in the format and dialect asked for.  It rewrites a copy
 * of the game, never the game being walked (whose tokens the walk and
 * any suggestion must still read as written), and a game that does not
 * replay is written as it was read: never half converted under another
 * dialect's name. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "view.h"

static int convert_begin(void *ctx, const bao_replay *r)
{
  bao_convert_ctx *c = ctx;
  c->unkept = 0;
  c->line_failed = 0;
  bao_game_free(&c->copy);
  if (!bao_game_copy(&c->copy, r->game))
    return bao_diag_set(&c->problem, r->game->mark, "out of memory"), 0;
  return 1;
}

/* Sets *field to a copy of s (NULL: none); 0 out of memory. */
static int set_text(char **field, const char *s)
{
  char *copy = s ? bao_strdup(s) : NULL;
  if (s && !copy)
    return 0;
  free(*field);
  *field = copy;
  return 1;
}

/* Whether `printed` is a spelling of the ply's move in `dialect`: a
 * transcript in that dialect may then hold it (a record converted to MW's
 * dialect keeps de Voogt's printed spellings as originals, which an MW
 * transcript cannot hold). */
static int spells(bao_convert_ctx *c, const bao_ply_report *p, int dialect,
                  const char *printed)
{
  bao_resolution res;
  return c->tokens &&
         bao_resolve(c->tokens, p->before, p->legal, dialect, printed,
                     strlen(printed), &res) &&
         &p->legal->item[res.index] == p->outcome;
}

/* The ply's token.  The spelling printed in the source (`original` when a
 * tool already canonicalised it, else the token) survives every
 * conversion: a YAML record holds the canonical token of the dialect
 * written and the printed spelling as `original` where they differ; a
 * transcript in the dialect read holds the printed spelling itself; a
 * transcript in another dialect holds the new tokens, and the printed
 * spellings it cannot hold are counted for a warning. */
static int convert_one(bao_convert_ctx *c, const bao_replay *r,
                       const bao_ply_report *p, bao_ply_src *ply)
{
  char tok[BAO_DIALECT_TOKEN_MAX], *printed;
  int to = c->dialect >= 0 ? c->dialect : r->dialect, ok;
  /* take the printed spelling out of the ply; the ply is set anew */
  printed = ply->original ? ply->original : ply->token;
  if (ply->original)
    free(ply->token);
  ply->original = ply->token = NULL;
  if (c->format == BAO_FORMAT_TEXT && spells(c, p, to, printed)) {
    ok = set_text(&ply->token, printed); /* the printed spelling */
  } else {
    bao_outcome_token(p->outcome, p->side, to, tok);
    ok = set_text(&ply->token, tok) &&
         set_text(&ply->original, strcmp(tok, printed) ? printed : NULL);
    if (c->format == BAO_FORMAT_TEXT && ply->original)
      c->unkept++;
  }
  free(printed);
  if (!ok)
    return bao_diag_set(&c->problem, p->src->mark, "out of memory"), 0;
  return 1;
}

static int convert_ply(void *ctx, const bao_replay *r, const bao_ply_report *p)
{
  bao_convert_ctx *c = ctx;
  return convert_one(c, r, p, &c->copy.plies[p->ply]);
}

/* The ply of `copy` at the place `src` has among the plies `from` (and
 * their variations), or NULL: the copy has the shape of the game. */
static bao_ply_src *same_place(const bao_ply_src *from, bao_ply_src *copy,
                               size_t n, const bao_ply_src *src)
{
  bao_ply_src *found;
  size_t i, j;
  for (i = 0; i < n; i++) {
    if (&from[i] == src)
      return &copy[i];
    for (j = 0; j < from[i].n_lines; j++)
      if ((found = same_place(from[i].lines[j].plies, copy[i].lines[j].plies,
                              from[i].lines[j].n_plies, src)) != NULL)
        return found;
  }
  return NULL;
}

static int convert_variation(void *ctx, const bao_replay *r,
                             const bao_ply_report *p)
{
  bao_convert_ctx *c = ctx;
  bao_ply_src *ply = same_place(r->game->plies, c->copy.plies,
                                r->game->n_plies, p->src);
  return !ply || convert_one(c, r, p, ply);
}

/* An illegal ply in a variation: the game is then written as read. */
static int convert_diag(void *ctx, const bao_replay *r, const bao_diag *d,
                        const bao_ply_report *p)
{
  bao_convert_ctx *c = ctx;
  (void)r;
  if (p && p->line && d->level == BAO_ERROR)
    c->line_failed = 1;
  return 1;
}

static int write_game(bao_convert_ctx *c, const bao_game *g)
{
  if (c->format != BAO_FORMAT_TEXT)
    return bao_yaml_write(c->out, g, 1, &c->problem);
  /* transcripts of one file are separated by a line "---" */
  if (c->written && fputs("---\n", c->out) == EOF)
    return bao_diag_set(&c->problem, bao_mark_column(0), "cannot write: "
                        "%s", strerror(errno));
  return bao_text_write(c->out, g, 1, &c->problem);
}

/* What a transcript in another dialect cannot keep, said once a game. */
static void warn_unkept(bao_convert_ctx *c, const bao_replay *r)
{
  bao_diag d;
  char title[160];
  if (!c->unkept || !c->warnings)
    return;
  bao_game_title(r->game, title, sizeof title);
  bao_diag_set(&d, r->game->mark, "%s: the printed spelling of %zu "
               "move%s is not kept: a transcript holds one spelling (a YAML "
               "record keeps both, as original:)", title, c->unkept,
               c->unkept == 1 ? "" : "s");
  d.level = BAO_WARNING;
  bao_diag_print(c->warnings, c->path ? c->path : "-", &d, NULL, 1, NULL);
}

static int convert_end(void *ctx, const bao_replay *r)
{
  bao_convert_ctx *c = ctx;
  const char *name;
  int ok;
  if (r->stopped) { /* out of memory, or a write failed: nothing more */
    bao_game_free(&c->copy);
    return 0;
  }
  if (r->setup_failed || r->failed || c->line_failed) {
    ok = write_game(c, r->game);
  } else {
    warn_unkept(c, r);
    name = bao_dialect_name(c->dialect >= 0 ? c->dialect : r->dialect);
    ok = bao_game_set_tag(&c->copy, "dialect", name) ||
         bao_diag_set(&c->problem, r->game->mark, "out of memory");
    ok = ok && write_game(c, &c->copy);
  }
  bao_game_free(&c->copy);
  c->written++;
  c->failed |= !ok;
  return ok;
}

const bao_renderer bao_convert_renderer = {.begin = convert_begin,
                                           .diag = convert_diag,
                                           .ply = convert_ply,
                                           .end = convert_end,
                                           .variation = convert_variation};
