/* suggest.c - what a record that breaks probably meant: the legal moves
 * nearest the failing token, and the smallest repair of the record. */
#include <string.h>

#include "internal.h"
#include "replay.h"

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
    if (!bao_ply_resolve(r->tr, &p, &list, r->dialect, ply_token(r, k),
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
