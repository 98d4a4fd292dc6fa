/* convert.c - the renderer of bao convert: each game, once walked, is
 * written again in the format and dialect asked for.  It rewrites a copy
 * of the game, never the game being walked (whose tokens the walk and
 * any suggestion must still read as written), and a game that does not
 * replay is written as it was read: never half converted under another
 * dialect's name.
 *
 * The copy is shallow: its arrays of plies, variations and tags are its
 * own, but every string in it is the game's, except a token that the
 * conversion changes (copying every string of every game cost more than
 * a third of what convert spends beyond check).  A token of the copy is
 * its own, and freed, exactly when it is neither the token nor the
 * original of the game's ply at the same place. */
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "base/sink.h"
#include "base/util.h" /* bao_strdup */
#include "engine/same.h"
#include "records/records.h" /* the writers into a sink */
#include "bao/view.h"

/* Frees what the copy owns of plies copy[0..n), the shallow copies of
 * from[0..n). */
static void plies_release(bao_ply_src *copy, const bao_ply_src *from,
                          size_t n)
{
  size_t i, j;
  for (i = 0; copy && i < n; i++) {
    if (copy[i].token != from[i].token && copy[i].token != from[i].original)
      free(copy[i].token);
    for (j = 0; copy[i].lines && j < from[i].n_lines; j++)
      plies_release(copy[i].lines[j].plies, from[i].lines[j].plies,
                    from[i].lines[j].n_plies);
    free(copy[i].lines);
  }
  free(copy);
}

/* The copy's variations by the game's, sorted by the game's address: a
 * ply of a variation finds its copy by a binary search, not by a search
 * of every ply of the game (quadratic: 43 s for 100,000 variations). */
typedef struct place {
  uintptr_t from; /* the game's bao_line */
  bao_line *copy;
} place;

struct bao_convert_places {
  size_t n;
  place item[];
};

/* The places of plies from[0..n)'s variations, added at *n_at. */
static void places_fill(place *at, size_t *n_at,
                        const bao_ply_src *from, bao_ply_src *copy, size_t n)
{
  size_t i, j;
  for (i = 0; i < n; i++)
    for (j = 0; j < from[i].n_lines; j++) {
      at[*n_at].from = (uintptr_t)&from[i].lines[j];
      at[(*n_at)++].copy = &copy[i].lines[j];
      places_fill(at, n_at, from[i].lines[j].plies, copy[i].lines[j].plies,
                  from[i].lines[j].n_plies);
    }
}

static size_t lines_count(const bao_ply_src *from, size_t n)
{
  size_t i, j, count = 0;
  for (i = 0; i < n; i++)
    for (j = 0; j < from[i].n_lines; j++)
      count += 1 + lines_count(from[i].lines[j].plies,
                               from[i].lines[j].n_plies);
  return count;
}

static int by_from(const void *a, const void *b)
{
  const place *x = a, *y = b;
  return (x->from > y->from) - (x->from < y->from);
}

/* The index of the copy's variations, when the game has some; 0 out of
 * memory. */
static int places_make(bao_convert_ctx *c, const bao_game *g)
{
  size_t n = lines_count(g->plies, g->n_plies), made = 0;
  if (!n)
    return 1;
  if (!(c->places = malloc(sizeof *c->places + n * sizeof(place))))
    return 0;
  places_fill(c->places->item, &made, g->plies, c->copy.plies, g->n_plies);
  qsort(c->places->item, n, sizeof(place), by_from);
  c->places->n = n;
  return 1;
}

/* The copy of game g made by convert_begin, released. */
static void copy_release(bao_convert_ctx *c, const bao_game *g)
{
  free(c->places);
  c->places = NULL;
  plies_release(c->copy.plies, g->plies, g->n_plies);
  free(c->copy.tags);
  bao_game_init(&c->copy);
}

/* Shallow copies of plies from[0..n) and their variations into *to, the
 * variations cleared first so that a failure leaves what plies_release
 * can free; 0 out of memory. */
static int plies_share(bao_ply_src **to, const bao_ply_src *from, size_t n)
{
  size_t i, j;
  bao_line *lines;
  *to = NULL;
  if (!n)
    return 1;
  if (!(*to = malloc(n * sizeof **to)))
    return 0;
  memcpy(*to, from, n * sizeof **to);
  for (i = 0; i < n; i++)
    (*to)[i].lines = NULL;
  for (i = 0; i < n; i++) {
    if (!from[i].n_lines)
      continue;
    if (!(lines = calloc(from[i].n_lines, sizeof *lines)))
      return 0;
    (*to)[i].lines = lines;
    for (j = 0; j < from[i].n_lines; j++) {
      lines[j].mark = from[i].lines[j].mark;
      lines[j].n_plies = from[i].lines[j].n_plies;
      if (!plies_share(&lines[j].plies, from[i].lines[j].plies,
                       from[i].lines[j].n_plies))
        return 0;
    }
  }
  return 1;
}

/* Room after the copy's tags for the text of a "rules" tag it sets. */
#define RULES_ROOM 512

/* The copy of g: shallow, without the reader's warnings (they are not
 * written), with room for three more tags (dialect, variant, rules) and,
 * after them, RULES_ROOM bytes for the rules' text (freed with them). */
static int copy_make(bao_convert_ctx *c, const bao_game *g)
{
  c->copy = *g;
  c->copy.warnings = NULL;
  c->copy.n_warnings = 0;
  c->copy.plies = NULL;
  c->copy.store = NULL; /* its strings are the game's, or its own */
  if (!(c->copy.tags = malloc((g->n_tags + 3) * sizeof *g->tags +
                              RULES_ROOM)))
    return 0;
  if (g->n_tags)
    memcpy(c->copy.tags, g->tags, g->n_tags * sizeof *g->tags);
  return plies_share(&c->copy.plies, g->plies, g->n_plies) &&
         places_make(c, g);
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
    copy_release(c, r->game);
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
 * spellings it cannot hold are counted for a warning. */
static int convert_one(bao_convert_ctx *c, const bao_replay *r,
                       const bao_ply_report *p, bao_ply_src *ply)
{
  char tok[BAO_DIALECT_TOKEN_MAX], *printed;
  int to = c->dialect >= 0 ? c->dialect : r->dialect;
  /* the printed spelling (the game's string); the ply is set anew */
  printed = ply->original ? ply->original : ply->token;
  ply->original = NULL;
  bao_outcome_token(p->outcome, p->side, to, tok, sizeof tok);
  /* the printed spelling alone when it is the new token, or when a
   * transcript in that dialect may hold it */
  if (strcmp(tok, printed) == 0 ||
      (c->format == BAO_FORMAT_TEXT && spells(c, p, to, printed))) {
    ply->token = printed;
    return 1;
  }
  if (!(ply->token = bao_strdup(tok))) {
    ply->token = printed;
    return bao_diag_set(&c->problem, p->src->mark, "out of memory"), 0;
  }
  ply->original = printed;
  if (c->format == BAO_FORMAT_TEXT)
    c->unkept++;
  return 1;
}

static int convert_ply(void *ctx, const bao_replay *r, const bao_ply_report *p)
{
  bao_convert_ctx *c = ctx;
  return convert_one(c, r, p, &c->copy.plies[p->ply]);
}

/* The copy's ply of the variation ply p, or NULL: the copy has the shape
 * of the game. */
static bao_ply_src *same_place(const bao_convert_ctx *c,
                               const bao_ply_report *p)
{
  size_t lo = 0, hi = c->places ? c->places->n : 0, mid;
  uintptr_t key = (uintptr_t)p->line;
  while (lo < hi) {
    mid = lo + (hi - lo) / 2;
    if (c->places->item[mid].from < key)
      lo = mid + 1;
    else
      hi = mid;
  }
  if (!c->places || lo == c->places->n || c->places->item[lo].from != key ||
      p->line_ply >= c->places->item[lo].copy->n_plies)
    return NULL;
  return &c->places->item[lo].copy->plies[p->line_ply];
}

static int convert_variation(void *ctx, const bao_replay *r,
                             const bao_ply_report *p)
{
  bao_convert_ctx *c = ctx;
  bao_ply_src *ply = same_place(c, p);
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

/* A game written, and handed on at the end of the game as bao_yaml_write
 * and bao_text_write hand theirs: a document to the stream, a transcript
 * through the stream to the system (a full disk is then met at the same
 * game as ever). */
static int write_game(bao_convert_ctx *c, const bao_game *g)
{
  int ok;
  if (c->format == BAO_FORMAT_AP) {
    ok = bao_ap_write_item(c->out, g, c->ap_lines ? BAO_AP_LINE
                                      : c->ap_items ? BAO_AP_NEXT
                                                    : BAO_AP_FIRST,
                           &c->problem);
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
    ok = bao_yaml_write_sink(c->out, g, 1, &c->problem);
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
  ok = bao_text_write_sink(c->out, g, 1, &c->problem);
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
  int ok;
  if (r->stopped) { /* out of memory, or a write failed: nothing more */
    copy_release(c, r->game);
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
    ok = write_game(c, r->game);
  } else {
    warn_unkept(c, r);
    copy_set_tag(c, "dialect", bao_dialect_name(c->dialect >= 0 ? c->dialect
                                                             : r->dialect));
    copy_set_rules(c, r);
    ok = write_game(c, &c->copy);
  }
  copy_release(c, r->game);
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
                                           .variation = convert_variation,
                                           .flags = BAO_RENDERER_MOVE_ONLY};
