/* suggest.c - what a record that breaks probably meant.
 *
 * People transcribing games from print make a few kinds of slip: a digit
 * misread (3 and 8, 1 and 7, 5 and 6), a letter L for R, a row letter A
 * for B, a star dropped, a ply left out or written twice, two plies
 * swapped.  A slip often makes a legal move that only fails plies later,
 * so a repair may change a ply well before the one that fails.
 *
 * The search tries every single edit within BAO_REPAIR_WINDOW plies before
 * the failure (each legal move in place of a ply, a legal move inserted,
 * a ply deleted, two plies swapped), replays the edited record to its end
 * and ranks what it finds: first the repairs after which the whole record
 * replays, by how plausible their slips are (a table of transcription
 * confusions, below); then the others, by how far the record then
 * replays.  When no single edit makes the whole record replay, pairs of
 * changes are tried from the most promising single ones.  A step budget
 * bounds the whole search. */
#include <stdlib.h>
#include <string.h>

#include "engine/same.h"
#include "notation/dialect.h"
#include "bao/replay.h"

#define BUDGET 1000000L  /* plies replayed, at most, per record: under a
                            second (bench/README.md)                    */

/* ---- how plausible a slip is ---------------------------------------------
 * The cost of reading `written` as the legal move `m`: 0 for a token that
 * names it as written; about 1 for one common slip (a digit that looks
 * like another in print or handwriting, L for R, a dropped or added star);
 * 1.5 for a neighbouring hole or the other row; 3 for another hole. */

/* Digits confused in print and handwriting. */
static int confusable(int a, int b)
{
  static const char pairs[][2] = {{3, 8}, {1, 7}, {5, 6}, {6, 8}, {3, 5},
                                  {0, 8}, {0, 6}, {4, 9}, {7, 9}, {2, 7},
                                  {1, 4}};
  size_t i;
  for (i = 0; i < sizeof pairs / sizeof pairs[0]; i++)
    if ((pairs[i][0] == a && pairs[i][1] == b) ||
        (pairs[i][0] == b && pairs[i][1] == a))
      return 1;
  return 0;
}

/* A written token, read leniently (it may be a slip no dialect reads). */
typedef struct loose {
  char row;   /* 'A','B','a','b' or 0      */
  int hole;   /* 0-9, or -1                */
  char letter;/* 'L' or 'R' (own frame), 0 */
  int star, safari;
} loose;

static void read_loose(const char *t, int dialect, int north, loose *w)
{
  const bao_dialect_def *d = bao_dialect_row(dialect);
  memset(w, 0, sizeof *w);
  w->hole = -1;
  if (*t && strchr("ABab", *t))
    w->row = *t++;
  if (*t >= '0' && *t <= '9')
    w->hole = *t++ - '0';
  for (; *t; t++) {
    if (*t == 'L' || *t == '<')
      w->letter = 'L';
    else if (*t == 'R' || (*t == '>' && d->arrows && !w->letter))
      w->letter = 'R';
    else if (*t == '*')
      w->star = 1;
    else if (*t == '+' || (*t == '>' && !d->arrows))
      w->safari = 1;
  }
  if (w->letter && d->mirror_north && north)
    w->letter = w->letter == 'L' ? 'R' : 'L';
}

static double slip_cost(const char *written, const bao_outcome *m, int side,
                        int dialect)
{
  char tok[BAO_TOKEN_MAX];
  loose w;
  double cost = 0;
  int hole, back, takes = m->move.kind == BAO_NAMUA_TAKASA ||
                          m->move.kind == BAO_MTAJI_TAKATA;
  read_loose(written, dialect, side == BAO_NORTH, &w);
  bao_move_token(&m->move, side, tok, sizeof tok);
  hole = tok[1] - '0';
  back = tok[0] == 'B' || tok[0] == 'b';
  if (w.row && w.row != tok[0])
    cost += ((w.row == 'B' || w.row == 'b') != back &&
             (w.row == 'a' || w.row == 'b') == (side == BAO_NORTH)) ? 1.5 : 4;
  if (w.hole != hole)
    cost += w.hole < 0 ? 3 : confusable(w.hole, hole) ? 1
            : abs(w.hole - hole) == 1 ? 1.5 : 3;
  if (w.letter && w.letter != tok[2] && !m->move.forced)
    cost += 1;
  if (w.star != takes)
    cost += 0.8;
  if (w.safari != (m->move.safari != 0))
    cost += 0.8;
  return cost;
}

#define COST_INSERT 2.5 /* a ply left out                        */
#define COST_SWAP 2.0   /* two plies swapped                     */
#define END_AGREES -1.0   /* the game ends as the result says     */
#define END_DISAGREES 3.0 /* it ends with the other winner        */

/* A ply written twice is a copy of the one before it, or of the same
 * player's move before (two lines copied); any other ply taken out
 * costs more than any one change, or deleting the last ply would always
 * win. */
static double delete_cost(const bao_game *g, size_t j)
{
  size_t d;
  for (d = 1; d <= 2 && d <= j; d++)
    if (strcmp(g->plies[j].token, g->plies[j - d].token) == 0)
      return 1.5;
  return 3.5;
}

/* ---- replaying an edited record -------------------------------------------- */

/* One ply of an edited record: its token and the side written. */
typedef struct step {
  const char *token;
  int side;
} step;

typedef struct search {
  bao_token_reader *tr;
  const bao_game *g;
  int dialect;
  size_t f;            /* the ply that fails as written                   */
  bao_position *pos;   /* pos[k]: the position before ply k, k <= f      */
  step *seq;           /* scratch: an edited record from some ply on     */
  bao_position *trace; /* scratch: the positions of an edited replay     */
  bao_position last;   /* where the last replay stopped                  */
  int winner;          /* the side the record's result names, or -1      */
  long budget;
  bao_suggestions *out;
} search;

/* Replays seq[0..n) from p; returns how many plies replay.  The canonical
 * tokens of the first two go to first[] (when not NULL), the positions
 * before each ply to s->trace (when `trace`), the last position reached
 * to s->last. */
static size_t play_on(search *s, bao_position p, const step *seq, size_t n,
                      char first[2][BAO_DIALECT_TOKEN_MAX], int trace)
{
  bao_movelist list;
  bao_resolution res;
  size_t k;
  for (k = 0; k < n; k++) {
    if (trace)
      s->trace[k] = p;
    if (--s->budget < 0 ||
        !bao_ply_resolve(s->tr, &p, &list, s->dialect, seq[k].token,
                         seq[k].side, &res))
      break;
    if (first && k < 2)
      bao_outcome_token(&list.item[res.index], p.to_move, s->dialect,
                        first[k], sizeof first[k]);
    p = list.item[res.index].after;
  }
  s->last = p;
  return k;
}

/* What the end of a repaired record says about it: a record whose result
 * names a winner, and whose repaired last ply ends the game with that
 * winner, is likelier than one whose game goes on; one whose game ends
 * with the other winner contradicts the record. */
static double end_cost(const search *s)
{
  bao_status st;
  if (s->winner < 0)
    return 0;
  st = bao_position_status(&s->last, NULL);
  return !st.over ? 0 : st.loser != s->winner ? END_AGREES : END_DISAGREES;
}

/* The record as written from ply `from`, into s->seq; its length. */
static size_t written_from(search *s, size_t from)
{
  size_t k, n = s->g->n_plies - from;
  for (k = 0; k < n; k++) {
    s->seq[k].token = s->g->plies[from + k].token;
    s->seq[k].side = s->g->plies[from + k].side;
  }
  return n;
}

/* ---- ranking ---------------------------------------------------------------- */

/* 1 if a ranks before b: whole-record repairs first, the most plausible
 * of them first; then by how far the record replays. */
static int better(const bao_repair *a, const bao_repair *b)
{
  if (a->to_end != b->to_end)
    return a->to_end;
  if (a->to_end)
    return a->cost < b->cost ||
           (a->cost == b->cost && a->edit[0].ply > b->edit[0].ply);
  if (a->replays != b->replays)
    return a->replays > b->replays;
  return a->cost < b->cost;
}

static int same_repair(const bao_repair *a, const bao_repair *b)
{
  int i;
  if (a->n_edits != b->n_edits)
    return 0;
  for (i = 0; i < a->n_edits; i++)
    if (a->edit[i].kind != b->edit[i].kind ||
        a->edit[i].ply != b->edit[i].ply ||
        strcmp(a->edit[i].token, b->edit[i].token) != 0)
      return 0;
  return 1;
}

/* Keeps the best BAO_REPAIR_MAX repairs that get past the failure. */
static void offer(search *s, const bao_repair *r)
{
  bao_suggestions *o = s->out;
  int i;
  if (!r->to_end && r->replays <= s->f)
    return; /* no further than the record as written */
  for (i = 0; i < o->n_repairs; i++)
    if (same_repair(&o->repair[i], r))
      return;
  i = o->n_repairs < BAO_REPAIR_MAX ? o->n_repairs++ : BAO_REPAIR_MAX - 1;
  if (i == BAO_REPAIR_MAX - 1 && o->n_repairs == BAO_REPAIR_MAX &&
      !better(r, &o->repair[i]))
    return;
  o->repair[i] = *r;
  for (; i > 0 && better(&o->repair[i], &o->repair[i - 1]); i--) {
    bao_repair t = o->repair[i];
    o->repair[i] = o->repair[i - 1];
    o->repair[i - 1] = t;
  }
}

/* Evaluates the edited record seq[0..n) from pos[from] (the edits start at
 * `from`) and offers the repair.  `shift` is how many plies the edit adds
 * (+1), removes (-1) or neither. */
static void try_edit(search *s, bao_repair *r, size_t from, size_t n,
                     int shift)
{
  char first[2][BAO_DIALECT_TOKEN_MAX];
  size_t done, k;
  /* after a ply put in or taken out, the sides the record gives the plies
     after it are the ones the slip shifted: the tokens tell the sides */
  for (k = 0; shift && k < n; k++)
    s->seq[k].side = -1;
  done = play_on(s, s->pos[from], s->seq, n, first, 0);
  r->plies = (size_t)((long)s->g->n_plies + shift);
  r->replays = from + done;
  r->to_end = done == n;
  if (r->to_end)
    r->cost += end_cost(s);
  /* a swap's tokens are the canonical ones of the moves they name */
  if (r->n_edits == 2 && r->edit[1].kind == BAO_EDIT_CHANGE &&
      r->edit[1].ply == r->edit[0].ply + 1 && done >= 2) {
    memcpy(r->edit[0].token, first[0], sizeof first[0]);
    memcpy(r->edit[1].token, first[1], sizeof first[1]);
  }
  offer(s, r);
}

/* ---- single edits at ply j ----------------------------------------------------- */

static void one_edit(bao_repair *r, int kind, size_t ply, double cost)
{
  memset(r, 0, sizeof *r);
  r->n_edits = 1;
  r->edit[0].kind = kind;
  r->edit[0].ply = ply;
  r->cost = cost;
}

/* Each legal move in place of ply j (but the one written there), and
 * each inserted before it. */
static void replace_or_insert(search *s, size_t j)
{
  bao_movelist list;
  bao_repair r;
  size_t n;
  int i, side = s->pos[j].to_move;
  bao_position_moves(&s->pos[j], &list);
  for (i = 0; i < list.count && s->budget > 0; i++) {
    const bao_outcome *m = &list.item[i];
    if (m->period)
      continue;
    if (j == s->f || !bao_position_same(&m->after, &s->pos[j + 1])) {
      one_edit(&r, BAO_EDIT_CHANGE, j,
               slip_cost(s->g->plies[j].token, m, side, s->dialect));
      bao_outcome_token(m, side, s->dialect, r.edit[0].token, sizeof r.edit[0].token);
      n = written_from(s, j);
      s->seq[0].token = r.edit[0].token;
      s->seq[0].side = -1;
      try_edit(s, &r, j, n, 0);
    }
    one_edit(&r, BAO_EDIT_INSERT, j, COST_INSERT);
    bao_outcome_token(m, side, s->dialect, r.edit[0].token, sizeof r.edit[0].token);
    n = written_from(s, j);
    memmove(s->seq + 1, s->seq, n * sizeof *s->seq);
    s->seq[0].token = r.edit[0].token;
    s->seq[0].side = -1;
    try_edit(s, &r, j, n + 1, 1);
  }
}

/* Ply j deleted; plies j and j+1 (or j+2) swapped. */
static void delete_or_swap(search *s, size_t j)
{
  bao_repair r;
  size_t n = s->g->n_plies, d;
  step t;
  one_edit(&r, BAO_EDIT_DELETE, j, delete_cost(s->g, j));
  snprintf(r.edit[0].token, sizeof r.edit[0].token, "%s", "");
  written_from(s, j + 1);
  try_edit(s, &r, j, n - j - 1, -1);
  for (d = 1; d <= 2 && j + d < n; d++) {
    one_edit(&r, BAO_EDIT_CHANGE, j, COST_SWAP);
    r.n_edits = 2;
    r.edit[1].kind = BAO_EDIT_CHANGE;
    r.edit[1].ply = j + d;
    snprintf(r.edit[0].token, sizeof r.edit[0].token, "%.11s",
             s->g->plies[j + d].token);
    snprintf(r.edit[1].token, sizeof r.edit[1].token, "%.11s",
             s->g->plies[j].token);
    written_from(s, j);
    t = s->seq[0];
    s->seq[0].token = s->seq[d].token;
    s->seq[d].token = t.token;
    s->seq[0].side = s->seq[d].side = -1;
    try_edit(s, &r, j, n - j, 0);
  }
}

/* ---- pairs of changes --------------------------------------------------------- */

/* After the single change r (not to the end), a second change at a ply
 * of the edited record between it and where it fails now. */
static void second_change(search *s, const bao_repair *r1)
{
  bao_movelist list;
  bao_repair r;
  size_t j1 = r1->edit[0].ply, f1 = r1->replays, n, lo, j;
  int i;
  n = written_from(s, j1);
  s->seq[0].token = r1->edit[0].token;
  s->seq[0].side = -1;
  if (play_on(s, s->pos[j1], s->seq, n, NULL, 1) != f1 - j1)
    return;
  lo = f1 > BAO_REPAIR_WINDOW + j1 ? f1 - BAO_REPAIR_WINDOW : j1 + 1;
  for (j = f1 + 1; j-- > lo && s->budget > 0;) {
    const bao_position *p = &s->trace[j - j1];
    bao_position_moves(p, &list);
    for (i = 0; i < list.count && s->budget > 0; i++) {
      if (list.item[i].period)
        continue;
      r = *r1;
      r.n_edits = 2;
      r.edit[1].kind = BAO_EDIT_CHANGE;
      r.edit[1].ply = j;
      bao_outcome_token(&list.item[i], p->to_move, s->dialect,
                        r.edit[1].token, sizeof r.edit[1].token);
      if (strcmp(r.edit[1].token, s->g->plies[j].token) == 0)
        continue;
      r.cost = r1->cost + slip_cost(s->g->plies[j].token, &list.item[i],
                                    p->to_move, s->dialect);
      written_from(s, j);
      s->seq[0].token = r.edit[1].token;
      s->seq[0].side = -1;
      r.replays = j + play_on(s, *p, s->seq, s->g->n_plies - j, NULL, 0);
      r.to_end = r.replays == s->g->n_plies;
      r.plies = s->g->n_plies;
      if (r.to_end)
        r.cost += end_cost(s);
      offer(s, &r);
    }
  }
}

/* ---- the nearest legal moves ---------------------------------------------------- */

static void rank_near(bao_suggestions *out, const bao_suggestion *s,
                      double cost, double *costs)
{
  /* full: the last one goes if the new one ranks above it */
  int full = out->n == BAO_SUGGEST_MAX;
  int i = full ? BAO_SUGGEST_MAX - 1 : out->n++;
  if (full && (out->s[i].replays > s->replays ||
               (out->s[i].replays == s->replays && costs[i] <= cost)))
    return;
  out->s[i] = *s;
  costs[i] = cost;
  for (; i > 0 && (out->s[i - 1].replays < out->s[i].replays ||
                   (out->s[i - 1].replays == out->s[i].replays &&
                    costs[i - 1] > costs[i])); i--) {
    bao_suggestion t = out->s[i];
    double c = costs[i];
    out->s[i] = out->s[i - 1];
    out->s[i - 1] = t;
    costs[i] = costs[i - 1];
    costs[i - 1] = c;
  }
}

/* The legal moves at the failing ply that look like what was written,
 * by how far the record then goes. */
static void near_moves(search *s)
{
  bao_movelist list;
  bao_suggestion sg;
  double cost, costs[BAO_SUGGEST_MAX];
  size_t n;
  int i, side = s->pos[s->f].to_move;
  bao_position_moves(&s->pos[s->f], &list);
  for (i = 0; i < list.count; i++) {
    cost = slip_cost(s->g->plies[s->f].token, &list.item[i], side,
                     s->dialect);
    if (cost > 3)
      continue;
    memset(&sg, 0, sizeof sg);
    sg.move = list.item[i];
    bao_outcome_token(&sg.move, side, s->dialect, sg.token, sizeof sg.token);
    n = written_from(s, s->f);
    s->seq[0].token = sg.token;
    s->seq[0].side = -1;
    sg.replays = play_on(s, s->pos[s->f], s->seq, n, NULL, 0);
    sg.to_end = sg.replays == n;
    sg.replays = sg.replays ? sg.replays - 1 : 0;
    rank_near(s->out, &sg, cost, costs);
  }
}

/* ---- the search ------------------------------------------------------------------- */

void bao_game_suggest(bao_token_reader *tr, const bao_game *g,
                      const bao_replay *rp, bao_suggestions *out)
{
  search s;
  size_t j, lo, n = g->n_plies;
  int i, n_firsts;
  bao_repair firsts[BAO_REPAIR_MAX];
  memset(out, 0, sizeof *out);
  if (!rp->failed || rp->done >= n)
    return;
  memset(&s, 0, sizeof s);
  s.tr = tr;
  s.g = g;
  s.dialect = rp->dialect;
  s.f = rp->done;
  s.out = out;
  s.budget = BUDGET;
  s.winner = bao_game_winner(g);
  s.pos = malloc((n + 2) * sizeof *s.pos);
  s.trace = malloc((n + 2) * sizeof *s.trace);
  s.seq = malloc((n + 2) * sizeof *s.seq);
  if (!s.pos || !s.seq || !s.trace)
    goto done;
  /* the positions before each ply, up to the one that fails */
  written_from(&s, 0);
  s.trace[0] = rp->start;
  if (play_on(&s, rp->start, s.seq, n, NULL, 1) != s.f)
    goto done;
  memcpy(s.pos, s.trace, (s.f + 1) * sizeof *s.pos);
  near_moves(&s);
  lo = s.f > BAO_REPAIR_WINDOW ? s.f - BAO_REPAIR_WINDOW : 0;
  for (j = s.f + 1; j-- > lo && s.budget > 0;) {
    replace_or_insert(&s, j);
    if (j < n)
      delete_or_swap(&s, j);
  }
  if (!out->n_repairs || !out->repair[0].to_end) {
    /* pairs of changes, after the single changes that got furthest */
    n_firsts = out->n_repairs;
    memcpy(firsts, out->repair, sizeof firsts);
    for (i = 0; i < n_firsts; i++)
      if (firsts[i].n_edits == 1 && firsts[i].edit[0].kind == BAO_EDIT_CHANGE)
        second_change(&s, &firsts[i]);
  }
done:
  free(s.pos);
  free(s.trace);
  free(s.seq);
}
