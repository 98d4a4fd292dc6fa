/* convert.c - the renderer of bao convert: each game, once walked, is
 * written again in the format and dialect asked for.  It never changes
 * the game being walked (whose tokens the walk and any suggestion must
 * still read as written), and a game that does not replay is written as
 * it was read: never half converted under another dialect's name.
 *
 * What is written is a copy of the game's header (its tags array is its
 * own, to set the dialect, variant and rules) over the game's own plies,
 * and beside it the tokens the conversion changes: records.h's
 * respellings, one a ply whose token or original differs, the new
 * tokens kept in the copy's store.  The writers take each ply with its
 * respelling.  (A copy of every ply cost 80 bytes a ply, as much again
 * as the game: convert of a game of a million plies took 24 times its
 * file; a record already in the dialect written now needs nothing.) */
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "base/sink.h"
#include "base/util.h" /* bao_strdup */
#include "engine/same.h"
#include "records/records.h" /* the writers into a sink */
#include "bao/view.h"

/* The respellings of the game being written (the context's `places`:
 * the plies where the copy's tokens differ from the game's), made at
 * the first one with room for every ply of the game. */
struct bao_convert_places {
  size_t n, cap;
  int sorted; /* in the order of the plies' addresses, as walked */
  bao_respelling item[];
};

/* The plies of from[0..n) and of their variations. */
static size_t plies_count(const bao_ply_src *from, size_t n)
{
  size_t i, j, count = n;
  for (i = 0; i < n; i++)
    for (j = 0; j < from[i].n_lines; j++)
      count += plies_count(from[i].lines[j].plies, from[i].lines[j].n_plies);
  return count;
}

/* Ply `at` of game g to be written with `token` and `original`; 0 out
 * of memory. */
static int respell(bao_convert_ctx *c, const bao_game *g,
                   const bao_ply_src *at, const char *token,
                   const char *original)
{
  struct bao_convert_places *re = c->places;
  bao_respelling *last;
  size_t cap;
  if (!re) {
    cap = plies_count(g->plies, g->n_plies);
    if (!(re = malloc(sizeof *re + cap * sizeof re->item[0])))
      return 0;
    re->n = 0, re->cap = cap, re->sorted = 1;
    c->places = re;
  }
  last = re->n ? &re->item[re->n - 1] : NULL;
  if (last && last->at == at) { /* (a ply walked again: its last word) */
    last->token = token, last->original = original;
    return 1;
  }
  if (re->n == re->cap) /* more than the game has: not the game's ply */
    return 0;
  if (last && (uintptr_t)last->at > (uintptr_t)at)
    re->sorted = 0;
  re->item[re->n].at = at;
  re->item[re->n].token = token;
  re->item[re->n++].original = original;
  return 1;
}

static int by_ply(const void *a, const void *b)
{
  uintptr_t x = (uintptr_t)((const bao_respelling *)a)->at;
  uintptr_t y = (uintptr_t)((const bao_respelling *)b)->at;
  return (x > y) - (x < y);
}

/* The respellings as the writers take them (sorted by ply), or NULL. */
static const bao_respellings *respellings(bao_convert_ctx *c,
                                          bao_respellings *view)
{
  struct bao_convert_places *re = c->places;
  if (!re || !re->n)
    return NULL;
  if (!re->sorted) /* variations' plies lie in arrays of their own */
    qsort(re->item, re->n, sizeof re->item[0], by_ply);
  re->sorted = 1;
  view->item = re->item;
  view->n = re->n;
  return view;
}

/* The copy of the game made by convert_begin, released: its tags array,
 * its store (the new tokens) and the respellings; the plies are the
 * game's. */
static void copy_release(bao_convert_ctx *c)
{
  free(c->places);
  c->places = NULL;
  c->copy.plies = NULL;
  c->copy.n_plies = 0;
  bao_game_free(&c->copy); /* the tags array and the store */
}

/* Room after the copy's tags for the text of a "rules" tag it sets. */
#define RULES_ROOM 512

/* The copy of g: its header, without the reader's warnings (they are
 * not written), over g's plies, with room for three more tags (dialect,
 * variant, rules) and, after them, RULES_ROOM bytes for the rules' text
 * (freed with them). */
static int copy_make(bao_convert_ctx *c, const bao_game *g)
{
  c->copy = *g;
  c->copy.warnings = NULL;
  c->copy.n_warnings = 0;
  c->copy.store = NULL; /* its strings are the game's, or its own */
  if (!(c->copy.tags = malloc((g->n_tags + 3) * sizeof *g->tags +
                              RULES_ROOM)))
    return 0;
  if (g->n_tags)
    memcpy(c->copy.tags, g->tags, g->n_tags * sizeof *g->tags);
  return 1;
}

/* The copy's tag `key` set to `value` (a string that outlives the copy);
 * a new last tag when the game has none, as bao_game_set_tag. */
static void copy_set_tag(bao_convert_ctx *c, const char *key,
                         const char *value)
{
  size_t i;
  for (i = 0; i < c->copy.n_tags; i++)
    if (strcmp(c->copy.tags[i].key, key) == 0)
      break;
  if (i == c->copy.n_tags) {
    memset(&c->copy.tags[i], 0, sizeof c->copy.tags[i]);
    c->copy.tags[i].key = (char *)key;
    c->copy.n_tags++;
  }
  c->copy.tags[i].value = (char *)value;
}

/* The options of rules `r` that differ from its variant's defaults, as a
 * `rules` tag holds them, into buf (RULES_ROOM bytes); 0 if too long. */
static int rules_text(const bao_rules *r, char *buf)
{
  return bao_rules_format(r, buf, RULES_ROOM) < RULES_ROOM;
}

/* The variant and rules the game was replayed under, written into the
 * copy where the record alone would not give them (--variant, --rule):
 * the output must check as the input did.  A record that says them
 * already is left as it is. */
static void copy_set_rules(bao_convert_ctx *c, const bao_replay *r)
{
  const char *own = bao_game_tag(r->game, "rules");
  char *text = (char *)(c->copy.tags + r->game->n_tags + 3), word[128];
  bao_rules alone = bao_rules_variant((enum bao_variant)r->rules.variant);
  char mine[RULES_ROOM];
  size_t n;
  if (!bao_game_tag(r->game, "variant") && r->rules.variant != BAO_KISWAHILI)
    copy_set_tag(c, "variant", bao_variant_name(r->rules.variant));
  while (own && *(own += strspn(own, " ,"))) { /* as replay.c reads it */
    n = strcspn(own, " ,");
    snprintf(word, sizeof word, "%.*s", (int)n, own);
    bao_rules_set(&alone, word, NULL);
    own += n;
  }
  if (rules_text(&r->rules, text) && rules_text(&alone, mine) &&
      strcmp(text, mine) != 0)
    copy_set_tag(c, "rules", text);
}

static int convert_begin(void *ctx, const bao_replay *r)
{
  bao_convert_ctx *c = ctx;
  c->unkept = 0;
  c->line_failed = 0;
  c->places = NULL; /* freed with the last game's copy */
  bao_game_init(&c->copy);
  if (!copy_make(c, r->game)) {
    copy_release(c);
    return bao_diag_set(&c->problem, r->game->mark, "out of memory"), 0;
  }
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
  bao_movelist hole; /* the walk handed only the moves of the token's
                        letter (a renderer of the move only): the
                        spelling is read against all of its hole's */
  int i;
  if (!c->tokens)
    return 0;
  bao_position_moves_from(p->before, p->outcome->move.hole, &hole,
                            c->budget);
  if (!bao_resolve(c->tokens, p->before, &hole, dialect, printed,
                   strlen(printed), &res))
    return 0;
  for (i = 0; i < hole.count; i++) /* the ply's move is in the list */
    if (bao_move_same(&hole.item[i].move, &p->outcome->move))
      return res.index == i;
  return 0;
}

/* The ply's token.  The spelling printed in the source (`original` when a
 * tool already canonicalised it, else the token) survives every
 * conversion: a YAML record holds the canonical token of the dialect
 * written and the printed spelling as `original` where they differ; a
 * transcript in the dialect read holds the printed spelling itself; a
 * transcript in another dialect holds the new tokens, and the printed
 * spellings it cannot hold are counted for a warning.  A ply of the game's
 * line and one of a variation alike: p->src is the game's own ply. */
static int convert_ply(void *ctx, const bao_replay *r, const bao_ply_report *p)
{
  bao_convert_ctx *c = ctx;
  const bao_ply_src *ply = p->src;
  char tok[BAO_DIALECT_TOKEN_MAX];
  const char *printed, *token, *original = NULL;
  int to = c->dialect >= 0 ? c->dialect : r->dialect;
  /* the printed spelling (the game's string) */
  printed = ply->original ? ply->original : ply->token;
  bao_outcome_token(p->outcome, p->side, to, tok, sizeof tok);
  /* the printed spelling alone when it is the new token, or when a
   * transcript in that dialect may hold it */
  if (strcmp(tok, printed) == 0 ||
      (c->format == BAO_FORMAT_TEXT && spells(c, p, to, printed))) {
    token = printed;
  } else {
    /* the game's token when it is the new one already (a record a tool
     * canonicalised): nothing to keep */
    token = ply->token && strcmp(tok, ply->token) == 0
                ? ply->token
                : bao_game_strdup(&c->copy, tok);
    original = printed;
    if (c->format == BAO_FORMAT_TEXT)
      c->unkept++;
  }
  if ((token == ply->token && original == ply->original) ||
      (token && respell(c, r->game, ply, token, original)))
    return 1;
  return bao_diag_set(&c->problem, ply->mark, "out of memory"), 0;
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

/* A game written, and handed on at the end of the game as bao_yaml_write
 * and bao_text_write hand theirs: a document to the stream, a transcript
 * through the stream to the system (a full disk is then met at the same
 * game as ever). */
static int write_game(bao_convert_ctx *c, const bao_game *g,
                      const bao_respellings *re)
{
  int ok;
  if (c->format == BAO_FORMAT_AP) {
    ok = bao_ap_write_item(c->out, g, c->ap_lines ? BAO_AP_LINE
                                      : c->ap_items ? BAO_AP_NEXT
                                                    : BAO_AP_FIRST,
                           re, &c->problem);
    c->ap_items += ok && !c->ap_lines;
    if (ok && !sink_flush(c->out))
      return bao_diag_set(&c->problem, bao_mark_column(0), "cannot write: "
                          "%s", strerror(errno));
    /* what the record could not keep, said */
    if (ok && c->problem.level == BAO_WARNING && c->warnings)
      bao_sink_diag(c->warnings, c->path ? c->path : "-", &c->problem, NULL,
                    1, NULL);
    return ok;
  }
  if (c->format != BAO_FORMAT_TEXT) {
    ok = bao_yaml_write_sink(c->out, g, 1, re, &c->problem);
    if (ok && !sink_flush(c->out))
      return bao_diag_set(&c->problem, bao_mark_column(0), "cannot write: "
                          "%s", strerror(errno));
    return ok;
  }
  /* transcripts of one file are separated by a line "---" */
  if (c->written)
    sink_puts(c->out, "---\n");
  if (!sink_done(c->out))
    return bao_diag_set(&c->problem, bao_mark_column(0), "cannot write: "
                        "%s", strerror(errno));
  c->problem.level = BAO_ERROR;
  ok = bao_text_write_sink(c->out, g, 1, re, &c->problem);
  if (ok && !sink_sync(c->out))
    return bao_diag_set(&c->problem, bao_mark_column(0), "cannot write: "
                        "%s", strerror(errno));
  /* what the transcript could not keep as it was, said */
  if (ok && c->problem.level == BAO_WARNING && c->warnings) {
    c->problem.mark = g->mark;
    bao_sink_diag(c->warnings, c->path ? c->path : "-", &c->problem, NULL, 1,
                  NULL);
  }
  return ok;
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
  bao_sink_diag(c->warnings, c->path ? c->path : "-", &d, NULL, 1, NULL);
}

static int convert_end(void *ctx, const bao_replay *r)
{
  bao_convert_ctx *c = ctx;
  bao_respellings view;
  int ok;
  if (r->stopped) { /* out of memory, or a write failed: nothing more */
    copy_release(c);
    return 0;
  }
  /* (a game the lap budget left unverified is written as read too: a
   * copy converted halfway would mix two dialects) */
  if ((r->setup_failed || r->failed || c->line_failed || r->unverified) &&
      c->format == BAO_FORMAT_AP) {
    /* an AP record is one that AP's rules replay: the error above says
     * at which ply and why this one does not */
    ok = bao_diag_set(&c->problem, r->game->mark, "game %d does not replay "
                      "under its rules (the error above): an AP Game Record "
                      "is not written", r->game->index);
  } else if (c->format == BAO_FORMAT_AP && !bao_ap_rules(&r->rules)) {
    ok = bao_diag_set(&c->problem, r->game->mark, "game %d is not played "
                      "under AP's rules (its rules override some of "
                      "set=abstractplay): an AP Game Record is not "
                      "written", r->game->index);
  } else if (r->setup_failed || r->failed || c->line_failed ||
             r->unverified) {
    ok = write_game(c, r->game, NULL);
  } else {
    warn_unkept(c, r);
    copy_set_tag(c, "dialect", bao_dialect_name(c->dialect >= 0 ? c->dialect
                                                             : r->dialect));
    copy_set_rules(c, r);
    ok = write_game(c, &c->copy, respellings(c, &view));
  }
  copy_release(c);
  c->written++;
  c->failed |= !ok;
  return ok;
}

int bao_convert_finish(bao_convert_ctx *c)
{
  if (!c->ap_items)
    return 1;
  c->ap_items = 0;
  sink_puts(c->out, "]\n");
  return sink_flush(c->out);
}

const bao_renderer bao_convert_renderer = {.begin = convert_begin,
                                           .diag = convert_diag,
                                           .ply = convert_ply,
                                           .end = convert_end,
                                           .variation = convert_ply,
                                           .flags = BAO_RENDERER_MOVE_ONLY};
