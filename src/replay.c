/* replay.c - replaying a game as written (rules.md §2.3): the set-up, the
 * dialect, then every ply resolved against the legal moves, stopping at
 * the first one that is not legal (a record is never glued back together
 * after a break: python-chess#365 in anchors.md §A.2). */
#include <stdio.h>
#include <string.h>

#include "internal.h"
#include "replay.h"

/* ---- the set-up ------------------------------------------------------------ */

static int setup_fail(bao_replay *r, bao_mark mark, const char *fmt, ...)
  BAO_PRINTF(3, 4);

static int setup_fail(bao_replay *r, bao_mark mark, const char *fmt, ...)
{
  va_list ap;
  r->setup_failed = 1;
  r->mark = mark;
  va_start(ap, fmt);
  vsnprintf(r->why, sizeof r->why, fmt, ap);
  va_end(ap);
  return 0;
}

static bao_mark tag_mark(const bao_game *g, const char *key)
{
  size_t i;
  bao_mark none = {0, 0};
  for (i = 0; i < g->n_tags; i++)
    if (strcmp(g->tags[i].key, key) == 0)
      return g->tags[i].mark;
  return g->n_tags ? g->mark : none;
}

/* The record's `rules` tag: "name=value name=value ...". */
static int record_rules(const bao_game *g, bao_rules *rules, bao_replay *r)
{
  const char *v = bao_game_tag(g, "rules");
  char word[128];
  bao_error err;
  int n = 0;
  while (v && *v) {
    while (*v == ' ' || *v == ',')
      v++;
    if (!*v || sscanf(v, "%127[^ ,]%n", word, &n) != 1)
      break;
    v += n;
    if (!bao_rules_set(rules, word, &err))
      return setup_fail(r, tag_mark(g, "rules"), "rules: %s", err.message);
  }
  return 1;
}

/* The dialect: imposed, stated, decided by the tokens, or de Voogt's. */
static int choose_dialect(const bao_game *g, const bao_replay_opts *o,
                          bao_replay *r)
{
  const char *stated = bao_game_tag(g, "dialect");
  int mask = -1, d;
  size_t k;
  if (o->dialect >= 0) {
    r->dialect = o->dialect;
    r->dialect_source = BAO_FROM_OPTION;
    return 1;
  }
  if (stated) {
    if (!bao_dialect_parse(stated, &d))
      return setup_fail(r, tag_mark(g, "dialect"), "unknown dialect '%s' "
                        "(devoogt, kiba or mw)", stated);
    r->dialect = d;
    r->dialect_source = BAO_FROM_RECORD;
    return 1;
  }
  for (k = 0; k < g->n_plies; k++) {
    int h = bao_token_dialect_hint(g->plies[k].token, strlen(g->plies[k].token));
    if (h)
      mask &= h;
  }
  r->dialect = BAO_DIALECT_DEVOOGT;
  r->dialect_source = BAO_FROM_DEFAULT;
  /* the tokens decide only when one reading of '<' and '>' remains */
  if (mask > 0 && mask == BAO_DIALECT_BIT(BAO_DIALECT_KIBA)) {
    r->dialect = BAO_DIALECT_KIBA;
    r->dialect_source = BAO_FROM_TOKENS;
  } else if (mask > 0 && !(mask & BAO_DIALECT_BIT(BAO_DIALECT_KIBA))) {
    r->dialect_source = BAO_FROM_TOKENS;
  }
  return 1;
}

static int game_start(const bao_game *g, const bao_replay_opts *o,
                      bao_replay *r)
{
  bao_rules rules = o->rules;
  const char *variant = bao_game_tag(g, "variant");
  bao_error err;
  int v;
  if (variant && !bao_variant_parse(variant, &v))
    return setup_fail(r, tag_mark(g, "variant"), "unknown variant '%s' "
                      "(kiswahili, kujifunza, kete or leaflet)", variant);
  if (variant) /* the record knows its game: it wins over --variant */
    rules.variant = (uint8_t)v;
  if (!record_rules(g, &rules, r) || !choose_dialect(g, o, r))
    return 0;
  if (!g->setup) {
    bao_position_start(&r->start, &rules);
    return 1;
  }
  if (!bao_position_parse(g->setup, &rules, &r->start, &err)) {
    bao_mark m = g->setup_mark;
    m.column += err.column > 0 ? err.column - 1 : 0;
    return setup_fail(r, m, "setup: %s", err.message);
  }
  return 1;
}

/* ---- one ply -------------------------------------------------------------- */

static int checked_ply(const bao_position *p, const bao_movelist *list,
                       int written_side, bao_resolution *res);

/* The circuit hole a read token names, or -1 if it names the other side. */
static int token_hole(const bao_token *t, int side)
{
  int back = t->row == 'B' || t->row == 'b';
  if (t->row && (t->row == 'a' || t->row == 'b') != (side == BAO_NORTH))
    return -1;
  return back ? BAO_PITS - t->hole : t->hole - 1;
}

/* Resolves `token` at `p` (list filled); 1 with res->index, else 0.  The
 * token is read once; only the moves of its hole are sown first; when they
 * do not resolve it, all the legal moves are, so that the report lists
 * them. */
static int resolve_ply(bao_token_reader *tr, const bao_position *p,
                       bao_movelist *list, int dialect, const char *token,
                       int written_side, bao_resolution *res)
{
  bao_status st;
  int hole = -1;
  memset(&res->token, 0, sizeof res->token);
  if (bao_token_read(tr, dialect, token, strlen(token), &res->token, NULL))
    hole = token_hole(&res->token, p->to_move);
  if (hole >= 0 && bao_position_moves_from(p, hole, list) &&
      bao_resolve_token(p, list, dialect, res) &&
      checked_ply(p, list, written_side, res))
    return 1;
  bao_position_moves(p, list);
  if (list->count == 0) {
    memset(res, 0, sizeof *res);
    res->index = -1;
    st = bao_position_status(p);
    snprintf(res->error, sizeof res->error, "the game is over: %s has lost "
             "(%s), so no move can follow",
             st.loser == BAO_SOUTH ? "South" : "North",
             bao_end_reason(st.why));
    return 0;
  }
  if (!bao_resolve(tr, p, list, dialect, token, strlen(token), res))
    return 0;
  return checked_ply(p, list, written_side, res);
}

/* The move is legal; is it on the side the record puts it, and does it
 * end? */
static int checked_ply(const bao_position *p, const bao_movelist *list,
                       int written_side, bao_resolution *res)
{
  if (written_side >= 0 && written_side != p->to_move) {
    snprintf(res->error, sizeof res->error, "the record puts this move on "
             "%s's side, but %s is to move (a move left out or doubled?)",
             written_side == BAO_SOUTH ? "South" : "North",
             p->to_move == BAO_SOUTH ? "South" : "North");
    res->index = -1;
    return 0;
  }
  if (list->item[res->index].period == BAO_PERIOD_UNKNOWN) {
    snprintf(res->error, sizeof res->error, "this move never ends (it is "
             "still sowing after %u laps)", BAO_LAP_LIMIT);
    return 0;
  }
  if (list->item[res->index].period) {
    snprintf(res->error, sizeof res->error, "this move never ends: its "
             "sowing repeats every %u laps",
             (unsigned)list->item[res->index].period);
    return 0;
  }
  return 1;
}

int bao_game_replay(bao_token_reader *tr, const bao_game *g,
                    const bao_replay_opts *o, bao_ply_fn fn, void *ctx,
                    bao_replay *out)
{
  bao_movelist list;
  bao_resolution res;
  bao_position p;
  bao_ply_report rep;
  size_t i;
  int ok;
  memset(out, 0, sizeof *out);
  if (!game_start(g, o, out))
    return 0;
  p = out->start;
  for (i = 0; i < g->n_plies; i++) {
    ok = resolve_ply(tr, &p, &list, out->dialect, g->plies[i].token,
                     g->plies[i].side, &res);
    rep.ply = i;
    rep.side = p.to_move;
    rep.before = &p;
    rep.legal = &list;
    rep.outcome = ok ? &list.item[res.index] : NULL;
    rep.res = &res;
    rep.dialect = out->dialect;
    rep.dialect_source = out->dialect_source;
    if (fn)
      fn(ctx, &rep);
    if (!ok) {
      out->failed = 1;
      break;
    }
    p = list.item[res.index].after;
    out->done++;
  }
  out->final = p;
  return !out->failed;
}

/* ---- suggestions ------------------------------------------------------------
 * A slip often makes a legal move that only fails later, so a repair may
 * change a ply before the one that fails.  Runs replay from a cached
 * position with substituted tokens, keeping the positions of the last
 * BAO_FIX_WINDOW plies in a ring; the whole search has a step budget. */

#define RING (BAO_FIX_WINDOW + 1)
#define BUDGET 400000L

typedef struct run {
  bao_token_reader *tr;
  const bao_game *g;
  int dialect;
  const bao_fix *subs;
  int n_subs;
  bao_position ring[RING]; /* position before ply k at ring[k % RING]      */
  long *budget;
} run;

static const char *ply_token(const run *r, size_t k)
{
  int i;
  for (i = 0; i < r->n_subs; i++)
    if (r->subs[i].ply == k)
      return r->subs[i].token;
  return r->g->plies[k].token;
}

/* Replays from ply `from` at position `p`; returns the first ply that
 * fails (n_plies if none, or -1 when the budget is spent). */
static long run_from(run *r, bao_position p, size_t from)
{
  bao_movelist list;
  bao_resolution res;
  size_t k;
  for (k = from; k < r->g->n_plies; k++) {
    r->ring[k % RING] = p;
    if (--*r->budget < 0)
      return -1;
    if (!resolve_ply(r->tr, &p, &list, r->dialect, ply_token(r, k),
                     r->g->plies[k].side, &res))
      return (long)k;
    p = list.item[res.index].after;
  }
  return (long)k;
}

/* Depth-first: repairs with at most `depth` more corrections, each at a
 * ply after the previous correction and within the window before the
 * failure `f` of the current run. */
static int search(run *r, bao_fix *subs, int n, int depth, long f)
{
  size_t lo, j;
  int i;
  bao_movelist list;
  bao_position ring[RING];
  if (f < 0)
    return 0;
  if ((size_t)f == r->g->n_plies)
    return 1;
  if (depth == 0)
    return 0;
  lo = (size_t)f >= BAO_FIX_WINDOW ? (size_t)f - BAO_FIX_WINDOW : 0;
  if (n && lo <= subs[n - 1].ply)
    lo = subs[n - 1].ply + 1;
  memcpy(ring, r->ring, sizeof ring);
  for (j = (size_t)f + 1; j-- > lo;) {
    bao_position p = ring[j % RING];
    bao_token t;
    bao_movelist *l = &list;
    if (!bao_token_read(r->tr, r->dialect, r->g->plies[j].token,
                        strlen(r->g->plies[j].token), &t, NULL))
      memset(&t, 0, sizeof t);
    bao_position_moves(&p, l);
    for (i = 0; i < l->count; i++) {
      if (l->item[i].period ||
          (t.hole && bao_token_distance(&t, r->dialect, p.to_move,
                                        &l->item[i]) > 2))
        continue;
      subs[n].ply = j;
      bao_outcome_token(&l->item[i], p.to_move, r->dialect, subs[n].token);
      if (strcmp(subs[n].token, r->g->plies[j].token) == 0)
        continue;
      r->subs = subs;
      r->n_subs = n + 1;
      if (search(r, subs, n + 1, depth - 1, run_from(r, p, j)))
        return 1;
      if (*r->budget < 0)
        return 0;
    }
  }
  return 0;
}

static void rank(bao_suggestions *out, const bao_suggestion *s)
{
  int i = out->n < BAO_SUGGEST_MAX ? out->n++ : BAO_SUGGEST_MAX - 1;
  if (i == BAO_SUGGEST_MAX - 1 && out->n == BAO_SUGGEST_MAX &&
      out->s[i].replays >= s->replays)
    return;
  out->s[i] = *s;
  for (; i > 0 && out->s[i - 1].replays < out->s[i].replays; i--) {
    bao_suggestion t = out->s[i];
    out->s[i] = out->s[i - 1];
    out->s[i - 1] = t;
  }
}

/* The legal moves near the failing token, by how far the record goes. */
static void near_moves(run *r, const bao_position *p, size_t f,
                       bao_suggestions *out)
{
  bao_movelist list;
  bao_token t;
  bao_fix sub;
  bao_suggestion s;
  int i, have = bao_token_read(r->tr, r->dialect, r->g->plies[f].token,
                               strlen(r->g->plies[f].token), &t, NULL);
  long end;
  bao_position_moves(p, &list);
  for (i = 0; i < list.count; i++) {
    if (have && bao_token_distance(&t, r->dialect, p->to_move,
                                   &list.item[i]) > 2)
      continue;
    memset(&s, 0, sizeof s);
    s.move = list.item[i];
    bao_outcome_token(&s.move, p->to_move, r->dialect, s.token);
    sub.ply = f;
    memcpy(sub.token, s.token, sizeof sub.token);
    r->subs = &sub;
    r->n_subs = 1;
    end = run_from(r, *p, f);
    s.replays = end > (long)f ? (size_t)end - f - 1 : 0;
    s.to_end = end == (long)r->g->n_plies;
    rank(out, &s);
  }
}

void bao_game_suggest(bao_token_reader *tr, const bao_game *g,
                      const bao_replay *rp, bao_suggestions *out)
{
  run r;
  long budget = BUDGET, f;
  bao_fix subs[BAO_FIX_MAX];
  int depth;
  memset(out, 0, sizeof *out);
  memset(&r, 0, sizeof r);
  r.tr = tr;
  r.g = g;
  r.dialect = rp->dialect;
  r.budget = &budget;
  if (!rp->failed)
    return;
  f = run_from(&r, rp->start, 0);
  if (f < 0 || (size_t)f != rp->done)
    return;
  near_moves(&r, &r.ring[rp->done % RING], rp->done, out);
  for (depth = 1; depth <= BAO_FIX_MAX; depth++) {
    r.n_subs = 0;
    if (run_from(&r, rp->start, 0) < 0)
      return;
    if (search(&r, subs, 0, depth, f)) {
      out->n_fix = r.n_subs;
      memcpy(out->fix, subs, sizeof subs[0] * (size_t)r.n_subs);
      return;
    }
  }
}
