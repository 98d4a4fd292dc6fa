/* replay.c - the one walk over a game as written (replay.h): the set-up,
 * the dialect, every ply resolved against the legal moves of its
 * position (docs/rules.md §2.3), the diagnostics of the record, and the
 * renderers fed in order.  It stops at the first ply that is not legal:
 * a record is never glued back together after a break. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "notation/names.h"
#include "base/util.h"
#include "engine/geometry.h"
#include "engine/moves.h"
#include "notation/dialect.h"
#include "notation/private.h"
#include "walk/walk.h"
#include "bao/replay.h"
#include "bao/solve.h"

typedef struct slot {
  const bao_renderer *r;
  void *ctx;
} slot;

struct bao_walk {
  bao_replay_opts o;
  bao_token_reader *tr;
  slot slot[BAO_WALK_RENDERERS];
  int n_slots;
  int move_only;        /* every renderer is BAO_RENDERER_MOVE_ONLY      */
  int token;            /* some renderer reads the token of a ply         */
  bao_events ev;        /* the events of the ply being walked           */
  bao_movelist list;    /* its legal moves                              */
  bao_replay *r;        /* the game being walked                        */
  char title[160];      /* bao_game_title of that game, once asked      */
  int titled;           /* title holds it (most games have no diagnostic) */
  bao_budget budget;    /* long moves: their memo and the laps left      */
  int budget_told;      /* the warning that the budget is spent was given */
  int unverified;       /* the ply walked last was cut by the budget      */
  bao_solver *solver;   /* with o.analysis: made at the first ply judged */
  uint64_t nodes_from;  /* the solver's nodes when this ply's search began */
  size_t unjudged;      /* plies whose analysis ran out of its budget     */
  uint64_t game_nodes;  /* the nodes this game's judgements took          */
  size_t game_cut;      /* plies unjudged: their game's nodes were spent  */
  bao_judgement judgement;
  int judging;          /* this game's plies are judged (o.analysis,
                           o.only_game)                                  */
  walk_deep deep;       /* with o.deepen: the game's plies, judged first */
  bao_deep_summary deep_total; /* what they reached, every game         */
  bao_position_stats stats;
  char canon[BAO_TOKEN_MAX]; /* the canonical token of the ply walked    */
};

void bao_replay_opts_init(bao_replay_opts *o)
{
  memset(o, 0, sizeof *o);
  o->dialect = o->fallback_dialect = o->variant = -1;
}

bao_walk *bao_walk_new(const bao_replay_opts *o, bao_diag *d)
{
  bao_walk *w = calloc(1, sizeof *w);
  if (!w) {
    bao_diag_set(d, bao_mark_column(0), "out of memory");
    return NULL;
  }
  w->o = *o;
  w->move_only = 1;
  bao_budget_init(&w->budget, o->lap_budget ? o->lap_budget
                                             : BAO_LAP_BUDGET);
  bao_events_init(&w->ev);
  if (!(w->tr = bao_token_reader_new(d))) {
    free(w);
    return NULL;
  }
  return w;
}

void bao_walk_free(bao_walk *w)
{
  if (!w)
    return;
  bao_token_reader_free(w->tr);
  bao_events_free(&w->ev);
  bao_solver_free(w->solver);
  walk_deep_free(&w->deep);
  free(w);
}

int bao_walk_add(bao_walk *w, const bao_renderer *r, void *ctx)
{
  if (w->n_slots >= BAO_WALK_RENDERERS)
    return 0;
  w->slot[w->n_slots].r = r;
  w->slot[w->n_slots++].ctx = ctx;
  w->move_only &= (r->flags & BAO_RENDERER_MOVE_ONLY) != 0;
  w->token |= !(r->flags & BAO_RENDERER_NO_TOKEN_);
  return 1;
}

bao_token_reader *bao_walk_tokens(bao_walk *w) { return w->tr; }

bao_budget *bao_walk_budget(bao_walk *w) { return &w->budget; }

size_t bao_walk_unjudged(const bao_walk *w) { return w->unjudged; }
size_t bao_walk_game_cut(const bao_walk *w) { return w->game_cut; }
size_t bao_walk_deep_over(const bao_walk *w) { return w->deep.over_total; }

void bao_walk_deep(const bao_walk *w, bao_deep_summary *out)
{
  *out = w->deep_total;
}

/* ---- feeding the renderers ------------------------------------------------
 * Each call returns 0 once a renderer has stopped the walk. */

static int call_begin(bao_walk *w)
{
  int i;
  for (i = 0; i < w->n_slots && !w->r->stopped; i++)
    if (w->slot[i].r->begin && !w->slot[i].r->begin(w->slot[i].ctx, w->r))
      w->r->stopped = 1;
  return !w->r->stopped;
}

static int call_diag(bao_walk *w, bao_diag *d, const bao_ply_report *p)
{
  int i;
  if (d->level == BAO_WARNING && w->o.strict)
    d->level = BAO_ERROR;
  if (d->level == BAO_ERROR)
    w->r->errors++;
  else if (d->level == BAO_WARNING)
    w->r->warnings++;
  for (i = 0; i < w->n_slots && !w->r->stopped; i++)
    if (w->slot[i].r->diag && !w->slot[i].r->diag(w->slot[i].ctx, w->r, d, p))
      w->r->stopped = 1;
  return !w->r->stopped;
}

static int call_ply(bao_walk *w, const bao_ply_report *p)
{
  int i;
  for (i = 0; i < w->n_slots && !w->r->stopped; i++) {
    const bao_renderer *r = w->slot[i].r;
    int (*fn)(void *, const bao_replay *, const bao_ply_report *) =
        p->line ? r->variation : r->ply;
    if (fn && !fn(w->slot[i].ctx, w->r, p))
      w->r->stopped = 1;
  }
  return !w->r->stopped;
}

static void call_end(bao_walk *w)
{
  int i;
  for (i = 0; i < w->n_slots; i++)
    if (w->slot[i].r->end && !w->slot[i].r->end(w->slot[i].ctx, w->r))
      w->r->stopped = 1;
}

/* ---- diagnostics ------------------------------------------------------------ */

void bao_game_title(const bao_game *g, char *buf, size_t size)
{
  char south[64], north[64];
  const char *s = bao_game_tag(g, "south"), *n = bao_game_tag(g, "north");
  bao_text_clean(s ? s : "?", 40, south, sizeof south);
  bao_text_clean(n ? n : "?", 40, north, sizeof north);
  snprintf(buf, size, "game %d (%s - %s)", g->index, south, north);
}

/* The title of the game being walked, made at its first diagnostic. */
static const char *title(bao_walk *w)
{
  if (!w->titled)
    bao_game_title(w->r->game, w->title, sizeof w->title);
  w->titled = 1;
  return w->title;
}

/* A diagnostic about the game: "game N (S - N): <what>". */
static int game_diag(bao_walk *w, int level, bao_mark at, const char *fmt,
                     ...) BAO_PRINTF(4, 5);
static int game_diag(bao_walk *w, int level, bao_mark at, const char *fmt,
                     ...)
{
  bao_diag d;
  char what[400];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(what, sizeof what, fmt, ap);
  va_end(ap);
  bao_diag_set(&d, at, "%s: %s", title(w), what);
  d.level = level;
  return call_diag(w, &d, NULL);
}

/* A diagnostic about a ply: "game N (S - N) ply K (South) '<token>':
 * <what>", at the token (or at column `col` of it, with a caret of one
 * character, when col > 0). */
static int ply_diag(bao_walk *w, const bao_ply_report *p, int level, int col,
                    const char *what)
{
  bao_diag d;
  char token[64];
  bao_mark at = p->src->mark;
  bao_text_clean(p->src->token ? p->src->token : "", 24, token, sizeof token);
  if (col > 0)
    at.column += col - 1;
  if (p->line)
    bao_diag_set(&d, at, "%s ply %zu (%s) '%s', in a variation of ply %zu: "
                 "%s", title(w), p->ply + 1,
                 p->side == BAO_SOUTH ? "South" : "North", token,
                 p->ply - p->line_ply + 1, what);
  else
    bao_diag_set(&d, at, "%s ply %zu (%s) '%s': %s", title(w), p->ply + 1,
                 p->side == BAO_SOUTH ? "South" : "North", token, what);
  d.level = level;
  d.width = col > 0 || p->src->width <= 0 ? 1 : p->src->width;
  return call_diag(w, &d, p);
}

/* ---- the set-up ------------------------------------------------------------ */

static bao_mark tag_mark(const bao_game *g, const char *key)
{
  size_t i;
  for (i = 0; i < g->n_tags; i++)
    if (strcmp(g->tags[i].key, key) == 0)
      return g->tags[i].mark;
  return g->mark;
}

/* The game cannot start: begin, then the error. */
static int setup_fail(bao_walk *w, bao_mark at, const char *fmt, ...)
  BAO_PRINTF(3, 4);
static int setup_fail(bao_walk *w, bao_mark at, const char *fmt, ...)
{
  char what[400];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(what, sizeof what, fmt, ap);
  va_end(ap);
  w->r->setup_failed = 1;
  call_begin(w);
  return game_diag(w, BAO_ERROR, at, "%s", what), 0;
}

/* The record's `rules` tag: "name=value name=value ...". */
static int record_rules(bao_walk *w, const bao_game *g, bao_rules *rules)
{
  const char *v = bao_game_tag(g, "rules");
  char word[128];
  bao_diag err;
  int n = 0;
  while (v && *v) {
    while (*v == ' ' || *v == ',')
      v++;
    if (!*v || sscanf(v, "%127[^ ,]%n", word, &n) != 1)
      break;
    v += n;
    if (!bao_rules_set(rules, word, &err))
      return setup_fail(w, tag_mark(g, "rules"), "rules: %s", err.message);
  }
  return 1;
}

/* The variant and the rules: the record's variant wins over --variant;
 * the options of the command line, then the record's, are applied. */
static int game_rules(bao_walk *w, const bao_game *g, bao_rules *rules)
{
  const char *variant = bao_game_tag(g, "variant");
  char why[400], names[200];
  bao_diag err;
  size_t i;
  int v = w->o.variant >= 0 ? w->o.variant : BAO_KISWAHILI;
  if (variant && !bao_variant_parse(variant, &v)) {
    bao_text_clean(variant, 40, why, sizeof why);
    bao_names_join(names, sizeof names, bao_names_variant, BAO_VARIANTS,
                   BAO_NAMES_OR);
    return setup_fail(w, tag_mark(g, "variant"), "unknown variant '%s' "
                      "(%s)", why, names);
  }
  *rules = bao_rules_variant(v);
  for (i = 0; i < w->o.n_rules; i++) {
    if (!bao_rules_set(rules, w->o.rules[i], &err)) {
      w->r->usage = 1;
      bao_text_clean(w->o.rules[i], 40, why, sizeof why);
      return setup_fail(w, g->mark, "--rule %s: %s", why, err.message);
    }
  }
  return record_rules(w, g, rules);
}

/* The dialect: imposed, stated, the fallback, decided by the tokens, or
 * de Voogt's. */
static int choose_dialect(bao_walk *w, const bao_game *g)
{
  bao_replay *r = w->r;
  const char *stated = bao_game_tag(g, "dialect");
  char why[64], names[200];
  int mask = -1, d;
  size_t k;
  r->dialect = BAO_DIALECT_DEVOOGT;
  r->dialect_source = BAO_FROM_OPTION;
  if (w->o.dialect >= 0) {
    r->dialect = w->o.dialect;
    return 1;
  }
  if (stated) {
    if (!bao_dialect_parse(stated, &d)) {
      bao_text_clean(stated, 40, why, sizeof why);
      bao_names_join(names, sizeof names, bao_names_dialect,
                     BAO_DIALECT_COUNT, BAO_NAMES_OR);
      return setup_fail(w, tag_mark(g, "dialect"), "unknown dialect '%s' "
                        "(%s)", why, names);
    }
    r->dialect = d;
    r->dialect_source = BAO_FROM_RECORD;
    return 1;
  }
  if (w->o.fallback_dialect >= 0) {
    r->dialect = w->o.fallback_dialect;
    return 1;
  }
  for (k = 0; k < g->n_plies; k++) {
    int h = bao_token_dialect_hint(g->plies[k].token,
                                   strlen(g->plies[k].token));
    if (h)
      mask &= h;
  }
  r->dialect_source = BAO_FROM_DEFAULT;
  /* the tokens decide only when one reading of '<' and '>' remains */
  if (mask > 0 && (d = bao_dialect_decided(mask)) >= 0) {
    r->dialect = d;
    r->dialect_source = BAO_FROM_TOKENS;
  }
  return 1;
}

static int game_start(bao_walk *w, const bao_game *g)
{
  bao_replay *r = w->r;
  bao_diag err;
  size_t k;
  if (!game_rules(w, g, &r->rules) || !choose_dialect(w, g))
    return 0;
  if (!g->setup) {
    bao_position_start(&r->start, &r->rules);
  } else if (!bao_position_parse(g->setup, &r->rules, &r->start, &err)) {
    bao_mark m = g->setup_mark;
    m.column += err.mark.column > 0 ? err.mark.column - 1 : 0;
    return setup_fail(w, m, "setup: %s", err.message);
  }
  r->final = r->start;
  if (!call_begin(w))
    return 0;
  if ((r->dialect_source == BAO_FROM_TOKENS ||
       r->dialect_source == BAO_FROM_DEFAULT) &&
      !game_diag(w, BAO_NOTE, g->mark, "no dialect stated; the tokens are "
                 "read as %s (%s)", bao_dialect_name(r->dialect),
                 r->dialect_source == BAO_FROM_TOKENS
                   ? "the tokens decide it" : "the default"))
    return 0;
  /* what the reader noticed: a line of moves that does not read, ... */
  for (k = 0; k < g->n_warnings; k++)
    if (!game_diag(w, g->warnings[k].level == BAO_ERROR ? BAO_ERROR
                                                         : BAO_WARNING,
                   g->warnings[k].mark, "%s", g->warnings[k].message))
      return 0;
  return 1;
}

/* ---- one ply ---------------------------------------------------------------- */

/* The circuit hole a read token names, or -1 if it names the other side. */
static int token_hole(const bao_token *t, int side)
{
  int back = t->row == 'B' || t->row == 'b';
  if (t->row && (t->row == 'a' || t->row == 'b') != (side == BAO_NORTH))
    return -1;
  return circuit_index(back, t->hole);
}

static int fail_res(bao_resolution *res, const char *fmt, ...)
  BAO_PRINTF(2, 3);
static int fail_res(bao_resolution *res, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  bao_diag_vset(&res->error, bao_mark_column(0), fmt, ap);
  va_end(ap);
  res->index = -1;
  return 0;
}

/* The move is legal; is it on the side the record puts it, and does it
 * end?  (checked_ply below asks it inline; this says why not.) */
static BAO_NOINLINE int checked_fail(const bao_position *p,
                                     const bao_movelist *list,
                                     int written_side, bao_resolution *res)
{
  int index = res->index;
  uint32_t period = list->item[index].period;
  if (written_side >= 0 && written_side != p->to_move)
    return fail_res(res, "the record puts this move on %s's side, but %s "
                    "is to move (a move left out or doubled?)",
                    written_side == BAO_SOUTH ? "South" : "North",
                    p->to_move == BAO_SOUTH ? "South" : "North");
  if (period == BAO_PERIOD_UNKNOWN)
    return fail_res(res, "this move never ends (it is still sowing after "
                    "%u laps)", BAO_LAP_LIMIT);
  if (period == BAO_PERIOD_BUDGET) { /* unknown, not wrong: walk_ply says */
    fail_res(res, "this move never ends within the lap budget "
             "(period unknown (budget): it is still sowing after "
             "%u laps, and the budget for long moves is spent)",
             BAO_LONG_LAPS);
    res->index = index; /* the move stays known: its end is not */
    return 0;
  }
  if (period == BAO_PERIOD_CAP) /* (seed-cap=192, docs/rules.md §12) */
    return fail_res(res, "this move has sown more than 192 seeds when it "
                    "relays a hole (seed-cap=192): it loses for %s",
                    p->to_move == BAO_SOUTH ? "South" : "North");
  if (period)
    return fail_res(res, "this move never ends: its sowing repeats every "
                    "%u laps", (unsigned)period);
  return 1;
}

/* What checked_fail tells, as one inline test: nearly every ply passes. */
static inline int checked_ply(const bao_position *p, const bao_movelist *list,
                              int written_side, bao_resolution *res)
{
  if ((written_side >= 0 && written_side != p->to_move) ||
      list->item[res->index].period)
    return checked_fail(p, list, written_side, res);
  return 1;
}

/* resolve() once the token's letter has not resolved it: the moves of
 * the hole it names, then every legal move. */
static BAO_NOINLINE int resolve_rest(bao_token_reader *tr,
                                     const bao_position *p,
                                     bao_movelist *list, int dialect,
                                     const char *token, int written_side,
                                     bao_resolution *res, bao_budget *b,
                                     int hole)
{
  bao_status st;
  /* only the moves of the hole it names are sown first */
  if (hole >= 0 && bao_position_moves_from(p, hole, list, b) &&
      bao_resolve_token(p, list, dialect, res) &&
      checked_ply(p, list, written_side, res))
    return 1;
  bao_position_moves_from(p, -1, list, b);
  if (list->count == 0) {
    memset(res, 0, sizeof *res);
    st = bao_position_status(p, b);
    return fail_res(res, "the game is over: %s has lost (%s), so no move "
                    "can follow", st.loser == BAO_SOUTH ? "South" : "North",
                    bao_end_reason(st.why));
  }
  if (!bao_resolve(tr, p, list, dialect, token, strlen(token), res))
    return 0;
  return checked_ply(p, list, written_side, res);
}

/* bao_ply_resolve with a budget (NULL: none); with `lettered`, the moves
 * of the token's letter are sown first, and the rest of its hole only
 * when they do not resolve it (they resolve it alike when they do: the
 * other letter's moves are the first thing the resolver sets aside). */
static int resolve(bao_token_reader *tr, const bao_position *p,
                   bao_movelist *list, int dialect, const char *token,
                   int written_side, bao_resolution *res, bao_budget *b,
                   int lettered)
{
  int hole = -1;
  char letter = 0;
  memset(&res->token, 0, sizeof res->token);
  if (bao_token_read_str(tr, dialect, token, &res->token))
    hole = token_hole(&res->token, p->to_move);
  if (hole >= 0 && lettered)
    letter = bao_token_own_letter(&res->token, dialect,
                                  p->to_move == BAO_NORTH);
  if (letter && bao_moves_lettered(p, hole, letter, list, b) &&
      bao_resolve_letter(p, list, dialect, letter, res) &&
      checked_ply(p, list, written_side, res))
    return 1;
  return resolve_rest(tr, p, list, dialect, token, written_side, res, b,
                      hole);
}

int bao_ply_resolve(bao_token_reader *tr, const bao_position *p,
                    bao_movelist *list, enum bao_dialect dialect,
                    const char *token,
                    int written_side, bao_resolution *res)
{
  return resolve(tr, p, list, dialect, token, written_side, res, NULL, 0);
}

/* Each game its own budget of laps (one run's budget spent by
 * the 483,878th game turned the long legal moves after it into errors);
 * the memo is kept, its verdicts are exact and it holds 16 moves. */
static void budget_renew(bao_walk *w)
{
  w->budget.laps = w->o.lap_budget ? w->o.lap_budget : BAO_LAP_BUDGET;
  w->budget.spent = w->budget.cut = 0;
  w->budget_told = 0;
}

/* Whether the ply's own move was cut by the spent budget: whether it
 * ends is then unknown, not false. */
static int played_cut(const bao_walk *w, const bao_resolution *res)
{
  return res->index >= 0 && res->index < w->list.count &&
         w->list.item[res->index].period == BAO_PERIOD_BUDGET;
}

/* A ply whose move the budget cut: said as a warning, and the rest of its
 * line (the game's or a variation's) is not walked, since the position
 * after it is not known.  Returns 0: the line stops there. */
static int unverified(bao_walk *w, const bao_ply_report *rep)
{
  char why[400];
  w->budget_told = 1;
  w->unverified = 1;
  w->r->unverified++;
  snprintf(why, sizeof why, "not verified: this move is still sowing "
           "after %u laps and the game's lap budget for long moves is "
           "spent (%llu laps): whether it ends is unknown, and the rest "
           "of %s is not checked (--budget)", BAO_LONG_LAPS,
           (unsigned long long)w->budget.spent,
           rep->line ? "the variation" : "the game");
  ply_diag(w, rep, BAO_WARNING, 0, why);
  return 0;
}

/* The first ply at which a move was cut by the spent budget: said once. */
static int budget_spent(bao_walk *w, const bao_ply_report *rep)
{
  char why[300];
  if (w->budget_told || !w->budget.cut)
    return 1;
  w->budget_told = 1;
  snprintf(why, sizeof why, "the lap budget for long moves is spent "
           "(%llu laps): from here on a move still sowing after %u laps "
           "is taken never to end, its period unknown (budget)",
           (unsigned long long)w->budget.spent, BAO_LONG_LAPS);
  return ply_diag(w, rep, BAO_WARNING, 0, why);
}

/* A transcript whose move numbers skip ((1) then (3)) has lost a line. */
static int number_gap(const bao_game *g, size_t k)
{
  int n = g->plies[k].number, m = k ? g->plies[k - 1].number : 0;
  return k && n > 0 && m > 0 && n != m && n != m + 1;
}

/* The warning of a gap in the move numbers before ply k. */
static BAO_COLD int gap_diag(bao_walk *w, const bao_game *g,
                             const bao_ply_report *rep, size_t k)
{
  char why[200];
  snprintf(why, sizeof why, "the move numbers jump from (%d) to (%d): a "
           "move may be missing, or its line unreadable and kept as text",
           g->plies[k - 1].number, rep->src->number);
  return ply_diag(w, rep, BAO_WARNING, 0, why);
}

/* ---- analysis --------------------------------------------------------------- */

#define ANALYSIS_TABLE ((size_t)8 << 20) /* bytes: a game's plies share it */

static int analysis_stop(void *ctx, uint64_t nodes)
{
  bao_walk *w = ctx;
  uint64_t used = nodes - w->nodes_from;
  return used > BAO_ANALYSIS_NODES || w->game_nodes + used > BAO_GAME_NODES;
}

/* With o.deepen: the deepest judgement ply `rep` completed before the
 * walk (deep.c), and a note when it went no deeper than the budget let
 * it, or not at all. */
static int analysed(bao_walk *w, bao_ply_report *rep)
{
  char why[340];
  if ((rep->judgement = walk_deep_said(&w->deep, rep->ply, why, sizeof why)))
    w->judgement = *rep->judgement, rep->judgement = &w->judgement;
  return !why[0] || ply_diag(w, rep, BAO_NOTE, 0, why);
}

/* A ply of a game whose judgements spent BAO_GAME_NODES: unjudged, with
 * a note (the bound of a game's work at a fixed depth, whatever its
 * length). */
static int game_spent(bao_walk *w, bao_ply_report *rep)
{
  char why[160];
  w->unjudged++;
  w->game_cut++;
  snprintf(why, sizeof why, "not judged: the game's judgements took "
           "their budget of %llu positions",
           (unsigned long long)BAO_GAME_NODES);
  return ply_diag(w, rep, BAO_NOTE, 0, why);
}

/* What the move of `rep` meant, and the material after it: into the
 * report, or a note when the search ran out of its nodes. */
static int analyse(bao_walk *w, bao_ply_report *rep)
{
  bao_solver_stats st;
  bao_diag d;
  char why[340];
  int ok;
  bao_position_stats_of(rep->after, &w->stats, &w->budget);
  rep->stats = &w->stats;
  if (w->o.deepen)
    return analysed(w, rep);
  if (!w->solver) {
    if (!(w->solver = bao_solver_new(ANALYSIS_TABLE, &d)))
      return ply_diag(w, rep, BAO_NOTE, 0, "out of memory: no analysis");
    bao_solver_set_stop(w->solver, analysis_stop, w);
  }
  if (w->game_nodes >= BAO_GAME_NODES)
    return game_spent(w, rep);
  bao_solver_stats_of(w->solver, &st);
  w->nodes_from = st.nodes;
  ok = bao_judge_move(w->solver, rep->before, &rep->outcome->move,
                      w->o.analysis, &w->judgement, &d);
  bao_solver_stats_of(w->solver, &st);
  w->game_nodes += st.nodes - w->nodes_from;
  if (ok) {
    rep->judgement = &w->judgement;
    return 1;
  }
  if (w->game_nodes > BAO_GAME_NODES &&
      bao_solver_stopped(w->solver) == BAO_SOLVER_STOPPED)
    return game_spent(w, rep);
  w->unjudged++;
  if (bao_solver_stopped(w->solver) == BAO_SOLVER_OUT_OF_LAPS)
    snprintf(why, sizeof why, "not judged: %s", d.message);
  else
    snprintf(why, sizeof why, "not judged: the search within %d moves "
             "needs more than %d positions", w->o.analysis,
             BAO_ANALYSIS_NODES);
  return ply_diag(w, rep, BAO_NOTE, 0, why);
}

/* ---- one ply, walked ------------------------------------------------------- */

/* Walks the ply `rep` names (src, ply, line) from position *p; 1 if it
 * is legal and the walk goes on.  The report is filled in place, not
 * copied (the caller zeroed it once, sets ply and src, and reads only src
 * after): what a ply before may have left in it is cleared here. */
static int walk_ply(bao_walk *w, const bao_game *g, bao_ply_report *rep,
                    bao_position *p)
{
  bao_resolution res;
  size_t k = rep->ply;
  int ok, i;
  rep->outcome = NULL;
  rep->after = NULL;
  rep->events = NULL;
  rep->judgement = NULL;
  rep->stats = NULL;
  rep->side = p->to_move;
  rep->before = p;
  rep->legal = &w->list;
  rep->dialect = w->r->dialect;
  rep->token = "";
  ok = resolve(w->tr, p, &w->list, w->r->dialect, rep->src->token,
               rep->src->side, &res, &w->budget, w->move_only);
  w->unverified = 0;
  if (!ok && played_cut(w, &res))
    return unverified(w, rep);
  if (!budget_spent(w, rep))
    return 0;
  if (!rep->line && number_gap(g, k) && !gap_diag(w, g, rep, k))
    return 0;
  if (!ok)
    return ply_diag(w, rep, BAO_ERROR, res.error.mark.column,
                    res.error.message), 0;
  for (i = 0; i < res.n_warnings; i++)
    if (!ply_diag(w, rep, BAO_WARNING, 0, res.warning[i].message))
      return 0;
  rep->outcome = &w->list.item[res.index];
  rep->after = &rep->outcome->after;
  if (w->token) { /* (bao check alone does not read it) */
    bao_move_token(&rep->outcome->move, rep->side, w->canon, sizeof w->canon);
    rep->token = w->canon;
  }
  if (w->o.events) {
    bao_events_clear(&w->ev);
    bao_outcome_events(p, rep->outcome, &w->ev, NULL, &w->budget);
    rep->events = &w->ev;
  }
  if (w->judging && !rep->line && !analyse(w, rep))
    return 0;
  if (!call_ply(w, rep))
    return 0;
  *p = rep->outcome->after;
  return 1;
}

/* The variations of ply `at` (which stands for ply k, at depth `depth`)
 * from *before, the position before it: each is walked to its end or to
 * its first illegal ply, then the next.  0 when a renderer stopped. */
static int walk_lines(bao_walk *w, const bao_game *g, const bao_ply_src *at,
                      size_t k, int depth, const bao_position *before)
{
  bao_ply_report rep;
  bao_position p, q;
  size_t i, j;
  for (i = 0; i < at->n_lines && depth < BAO_LINE_DEPTH; i++) {
    const bao_line *l = &at->lines[i];
    p = *before;
    for (j = 0; j < l->n_plies; j++) {
      memset(&rep, 0, sizeof rep);
      rep.ply = k + j;
      rep.src = &l->plies[j];
      rep.line = l;
      rep.line_ply = j;
      rep.depth = depth + 1;
      q = p;
      if (!walk_ply(w, g, &rep, &p))
        break;
      if (!walk_lines(w, g, rep.src, k + j, depth + 1, &q))
        return 0;
    }
    if (w->r->stopped)
      return 0;
  }
  return !w->r->stopped;
}

/* ---- what the record states about the result -------------------------------- */

static void check_result(bao_walk *w, const bao_game *g)
{
  const char *v = bao_game_tag(g, "result");
  char shown[64];
  bao_status st;
  int winner;
  if (!v || strcmp(v, "*") == 0 || strcmp(v, "1/2-1/2") == 0)
    return; /* (a draw is agreed, never reached: Bao has none on the
               board) and the final position's moves are not generated */
  winner = bao_game_winner(g);
  bao_text_clean(v, 40, shown, sizeof shown);
  if (winner < 0) {
    game_diag(w, BAO_WARNING, tag_mark(g, "result"), "result '%s' is not "
              "understood (1-0, 0-1, \"South wins ...\", \"North wins "
              "...\")", shown);
    return;
  }
  st = bao_position_status(&w->r->final, &w->budget);
  if (st.over && st.loser == winner)
    game_diag(w, BAO_ERROR, tag_mark(g, "result"), "the result says %s won, "
              "but %s has lost on the board (%s)",
              winner == BAO_SOUTH ? "South" : "North",
              st.loser == BAO_SOUTH ? "South" : "North",
              bao_end_reason(st.why));
}

/* ---- the game ------------------------------------------------------------------ */

int bao_walk_game(bao_walk *w, const bao_game *g, bao_replay *out)
{
  bao_replay local;
  bao_replay *r = out ? out : &local;
  bao_position p;
  bao_deep_summary deep;
  size_t k;
  int cut = 0; /* a ply of the game's line that the budget cut */
  memset(&deep, 0, sizeof deep);
  w->judging = w->o.analysis > 0 &&
               (!w->o.only_game || g->index == w->o.only_game) &&
               (!w->o.judge_game || w->o.judge_game(w->o.judge_ctx, g));
  if (w->judging && w->o.deepen)
    walk_deep_game(&w->deep, &w->o, g, &deep, &w->deep_total);
  memset(r, 0, sizeof *r);
  r->deep = deep;
  r->game = g;
  r->dialect = BAO_DIALECT_DEVOOGT;
  w->r = r;
  w->titled = 0;
  w->game_nodes = 0;
  budget_renew(w);
  if (game_start(w, g)) {
    bao_ply_report rep;
    p = r->start;
    memset(&rep, 0, sizeof rep);
    for (k = 0; k < g->n_plies; k++) {
      bao_position before;
      rep.ply = k;
      rep.src = &g->plies[k];
      if (rep.src->n_lines) /* only a variation starts from it */
        before = p;
      if (!walk_ply(w, g, &rep, &p)) {
        cut = w->unverified;
        r->failed = !r->stopped && !cut;
        break;
      }
      r->done++;
      if (rep.src->n_lines && !walk_lines(w, g, rep.src, k, 0, &before))
        break;
    }
    r->final = p;
    if (!r->failed && !r->stopped && !cut)
      check_result(w, g);
  }
  call_end(w);
  w->r = NULL;
  return !r->setup_failed && !r->failed && !r->stopped;
}
