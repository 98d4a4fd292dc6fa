/* search.c - bao search's renderer (search.h): every ply of a game's own
 * line whose position equals a line, matches a pattern, or that ends an
 * opening.  A position is compared once reached, however it was reached,
 * so that transpositions are found; the line of a hit is formatted only
 * for the hits. */
#include <string.h>

#include "base/sink.h"
#include "engine/same.h"
#include "bao/search.h"

/* "<file>:<line>:<col>\t<game>\t<ply>\t<S|N>\t<token>\t<line after>" */
static int hit(bao_search_ctx *c, const bao_replay *r,
               const bao_ply_report *p)
{
  char line[BAO_LINE_MAX];
  c->hits++;
  if (c->count)
    return 1;
  bao_position_format(p->after, line, sizeof line);
  sink_printf(c->out, "%s:%d:%d\t%d\t%zu\t%c\t%s\t%s\n", c->path,
              p->src->mark.line, p->src->mark.column, r->game->index,
              p->ply + 1, p->side == BAO_SOUTH ? 'S' : 'N', p->token, line);
  return sink_done(c->out);
}

static int search_begin(void *ctx, const bao_replay *r)
{
  bao_search_ctx *c = ctx;
  (void)r;
  c->matched = 0;
  return 1;
}

/* The opening: the game's first plies, token by token, from the start of
 * its variant. */
static int opening(bao_search_ctx *c, const bao_replay *r,
                   const bao_ply_report *p)
{
  if (r->game->setup || p->ply != c->matched || p->ply >= c->n_moves ||
      strcmp(p->token, c->moves[p->ply]) != 0)
    return 0;
  c->matched++;
  return c->matched == c->n_moves;
}

static int search_ply(void *ctx, const bao_replay *r, const bao_ply_report *p)
{
  bao_search_ctx *c = ctx;
  int found;
  switch (c->kind) {
  case BAO_SEARCH_POSITION:
    found = bao_position_same(p->after, &c->position);
    break;
  case BAO_SEARCH_PATTERN:
    found = bao_pattern_match(&c->pattern, p->after);
    break;
  default:
    found = opening(c, r, p);
    break;
  }
  return found ? hit(c, r, p) : 1;
}

const bao_renderer bao_search_renderer = {.begin = search_begin,
                                          .ply = search_ply,
                                          .flags = BAO_RENDERER_MOVE_ONLY};
