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
  bao_game_free(&c->copy);
  if (!bao_game_copy(&c->copy, r->game))
    return bao_diag_set(&c->problem, r->game->mark, "out of memory"), 0;
  return 1;
}

/* The ply's token in the target dialect.  A token corrected in its own
 * dialect keeps what was written as `original`; a translation into another
 * dialect sets none, and an `original` already there (the source's own
 * text) is kept whatever the dialect. */
static int convert_ply(void *ctx, const bao_replay *r, const bao_ply_report *p)
{
  bao_convert_ctx *c = ctx;
  bao_ply_src *ply = &c->copy.plies[p->ply];
  char tok[BAO_DIALECT_TOKEN_MAX];
  int to = c->dialect >= 0 ? c->dialect : r->dialect;
  char *copy;
  bao_outcome_token(p->outcome, p->side, to, tok);
  if (strcmp(tok, ply->token) == 0)
    return 1;
  if (!(copy = bao_strdup(tok)))
    return bao_diag_set(&c->problem, p->src->mark, "out of memory"), 0;
  if (to == r->dialect && !ply->original) {
    ply->original = ply->token;
    ply->token = NULL;
  }
  free(ply->token);
  ply->token = copy;
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

static int convert_end(void *ctx, const bao_replay *r)
{
  bao_convert_ctx *c = ctx;
  const char *name;
  int ok;
  if (r->stopped) { /* out of memory, or a write failed: nothing more */
    bao_game_free(&c->copy);
    return 0;
  }
  if (r->setup_failed || r->failed) {
    ok = write_game(c, r->game);
  } else {
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

const bao_renderer bao_convert_renderer = {convert_begin, NULL, convert_ply,
                                           convert_end};
