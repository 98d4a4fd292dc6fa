/* solve.c - exact search for forced wins (docs/analysis.md).
 *
 * Two questions, asked of a position p with d >= 1:
 *
 *   win(p, d)   the side to move wins within d of its moves: some move
 *               that ends leaves the opponent lost, or (d > 1) leaves a
 *               position that is lost(., d - 1);
 *   lost(q, d)  every move of the side to move lets the opponent win
 *               within d: q has no move at all, or no move of q never
 *               ends and every one leaves a position where win(., d).
 *
 * Both are monotone in d, so a transposition table keeps, per position,
 * the largest d proved false and the smallest proved true of each; the
 * answers never depend on what the table holds, only the time.  The
 * least n is found by iterative deepening (d = 1, 2, ...), each round
 * reusing the table of the last.  Moves are tried in the order most
 * likely to settle the question first: the move the table remembers,
 * then captures, then those that leave the opponent fewer occupied front
 * holes (the end of the game is an empty front row, or a row of single
 * seeds that cannot move).
 *
 * The search knows the rules only through the engine's move generator
 * (bao_position_moves_budget, bao_moves_perft, bao_position_status_budget,
 * and the capture test bao_mtaji_capture_targets), so that every rule
 * option and variant is searched as the engine plays it.
 *
 * Long moves.  A move that runs to the lap limit costs a million laps
 * each time its position's moves are generated.  The solver hands the
 * engine a bao_budget of its own: the memo answers a long move met again,
 * and each call may spend `laps` laps on the rest, and a few more for each
 * node it searches (a big search meets more of them: they may take about
 * as long as the rest of its work).  A move the spent
 * budget cuts short would be taken for a never-ending one, which would
 * change answers; so the call fails instead ("stopped" by the laps), and
 * nothing the cut could have touched is stored: the table keeps only
 * what was proved before, as when a stop function stops a search. */
#include <stdlib.h>
#include <string.h>

#include "engine/internal.h"
#include "bao/solve.h"
#include "solver.h"
#include "base/splitmix.h"

#define NEVER 127           /* a bound beyond every depth                */
#define BUCKET 4            /* entries per bucket: one 64-byte line      */
#define POLL_EVERY 16384u   /* nodes between calls of the stop function  */
#define LISTS (BAO_PV_MAX + 4)

/* One position's proved bounds.  win: the side to move does not win
 * within win_no moves, and wins within win_yes; lost likewise.  -1 and
 * NEVER mean nothing is known. */
typedef struct entry {
  uint64_t key;
  int8_t win_no, win_yes, lost_no, lost_yes;
  uint8_t win_move;  /* 1 + index of the move that won, or 0             */
  uint8_t def_move;  /* 1 + index of the defence that held, or 0         */
  uint16_t work;     /* 1 + log2 of the nodes proving it; 0: empty slot  */
} entry;

struct bao_solver {
  uint64_t zpit[2][BAO_PITS][256];
  uint64_t zhand[2][256];
  uint64_t zhouse[2], zside, ztakasia[BAO_FRONT + 1], zreserved[BAO_FRONT + 1];
  uint64_t rules_key;       /* of the rules of the position being solved */
  entry *table;
  size_t buckets;           /* a power of two                            */
  size_t stored;
  uint64_t nodes, expanded, probes, hits, next_poll;
  bao_solver_stop stop;
  void *stop_ctx;
  int stopped;              /* 0, or enum bao_solver_stop_why          */
  int held;                 /* bao_solver_hold: calls share their laps   */
  uint64_t laps;            /* the laps a call may spend on long moves   */
  uint64_t laps_out;        /* calls that ran out of them                */
  uint64_t node_limit;      /* the nodes a call may generate (0: any)    */
  uint64_t nodes_from;      /* the nodes when the call (or hold) began   */
  bao_budget budget;        /* long moves: the memo, the laps left       */
  bao_movelist lists[LISTS]; /* one per ply of the search                */
  bao_movelist root, line;   /* the root's moves; the line being built   */
  bao_movelist scratch;      /* lost_now's                               */
};

/* ---- keys ------------------------------------------------------------------
 * splitmix64 (Steele, Lea and Flood, 2014) from a fixed seed fills the
 * Zobrist table in a fixed order, so every solver has the same keys. */

#define KEY_SEED 0x62616f2d736f6c76ULL /* "bao-solv" */

static void make_keys(bao_solver *s)
{
  uint64_t state = KEY_SEED;
  int side, c, v;
  for (side = 0; side < 2; side++)
    for (c = 0; c < BAO_PITS; c++)
      for (v = 0; v < 256; v++)
        s->zpit[side][c][v] = bao_splitmix_next(&state);
  for (side = 0; side < 2; side++)
    for (v = 0; v < 256; v++)
      s->zhand[side][v] = bao_splitmix_next(&state);
  s->zhouse[0] = bao_splitmix_next(&state);
  s->zhouse[1] = bao_splitmix_next(&state);
  s->zside = bao_splitmix_next(&state);
  for (c = 0; c <= BAO_FRONT; c++)
    s->ztakasia[c] = bao_splitmix_next(&state);
  for (c = 0; c <= BAO_FRONT; c++)
    s->zreserved[c] = bao_splitmix_next(&state);
}

/* The rules are part of the state: one solver may be asked about
 * positions of different variants and options.  The variant and the
 * options that differ from its defaults, as bao_rules_format writes them,
 * name the rules whatever options the engine grows. */
static uint64_t rules_key(const bao_rules *r)
{
  char text[512];
  uint64_t k = bao_splitmix_mix(KEY_SEED ^ r->variant);
  size_t i, n = bao_rules_format(r, text, sizeof text);
  for (i = 0; i < n && i < sizeof text - 1; i++)
    k = bao_splitmix_mix(k ^ (uint8_t)text[i] ^ (uint64_t)i << 8);
  return k;
}

/* The key of p whose rules have the key rk. */
static uint64_t key_with(const bao_solver *s, const bao_position *p,
                         uint64_t rk)
{
  uint64_t k = rk;
  int side, c;
  for (side = 0; side < 2; side++) {
    for (c = 0; c < BAO_PITS; c++)
      k ^= s->zpit[side][c][p->pit[side][c]];
    k ^= s->zhand[side][p->hand[side]];
    if (p->house[side] == BAO_HOUSE_DESTROYED)
      k ^= s->zhouse[side];
  }
  if (p->to_move == BAO_NORTH)
    k ^= s->zside;
  return k ^ s->ztakasia[p->takasia + 1] ^ s->zreserved[p->reserved + 1];
}

/* The key of a position of the search (its rules are the root's). */
static uint64_t key_of(const bao_solver *s, const bao_position *p)
{
  return key_with(s, p, s->rules_key);
}

uint64_t bao_solver_key(const bao_solver *s, const bao_position *p)
{
  return key_with(s, p, rules_key(&p->rules));
}

uint64_t bao_solver_rules_key(const bao_rules *r)
{
  return rules_key(r);
}

uint64_t bao_solver_key_with(const bao_solver *s, const bao_position *p,
                             uint64_t rk)
{
  return key_with(s, p, rk);
}

/* ---- the solver --------------------------------------------------------- */

bao_solver *bao_solver_new(size_t table_bytes, bao_diag *d)
{
  bao_solver *s;
  size_t buckets = 1;
  if (table_bytes > BAO_TABLE_MAX_BYTES) {
    bao_diag_set(d, bao_mark_column(0), "a solver table of %zu bytes is "
                 "too big (at most %zu)", table_bytes, BAO_TABLE_MAX_BYTES);
    return NULL;
  }
  if (!table_bytes)
    table_bytes = BAO_SOLVER_DEFAULT_BYTES;
  /* (divided, not multiplied: the product of a big size would wrap) */
  while (buckets <= table_bytes / (2 * BUCKET * sizeof(entry)))
    buckets *= 2;
  s = calloc(1, sizeof *s);
  if (buckets < 1024) /* 64 KB */
    buckets = 1024;
  if (s)
    s->table = calloc(buckets * BUCKET, sizeof(entry));
  if (!s || !s->table) {
    free(s);
    bao_diag_set(d, bao_mark_column(0), "out of memory (a solver table "
                 "of %zu bytes)", buckets * BUCKET * sizeof(entry));
    return NULL;
  }
  s->buckets = buckets;
  s->laps = BAO_SOLVER_LAP_BUDGET;
  bao_budget_init(&s->budget, s->laps);
  make_keys(s);
  return s;
}

void bao_solver_free(bao_solver *s)
{
  if (!s)
    return;
  free(s->table);
  free(s);
}

void bao_solver_clear(bao_solver *s)
{
  memset(s->table, 0, s->buckets * BUCKET * sizeof(entry));
  s->stored = 0;
  s->nodes = s->expanded = s->probes = s->hits = s->next_poll = 0;
  s->nodes_from = 0;
}

void bao_solver_set_stop(bao_solver *s, bao_solver_stop fn, void *ctx)
{
  s->stop = fn;
  s->stop_ctx = ctx;
}

void bao_solver_set_laps(bao_solver *s, uint64_t laps)
{
  s->laps = laps ? laps : BAO_SOLVER_LAP_BUDGET;
  s->budget.laps = s->laps;
}

void bao_solver_set_nodes(bao_solver *s, uint64_t nodes)
{
  s->node_limit = nodes;
}

/* A fresh allowance of laps and nodes (not while held); the memo stays. */
static void refill(bao_solver *s)
{
  s->budget.laps = s->laps;
  s->budget.cut = 0;
  s->nodes_from = s->nodes;
}

void bao_solver_hold(bao_solver *s, int on)
{
  if (on && !s->held) {
    refill(s);
    s->stopped = 0;
  }
  s->held = on;
}

int bao_solver_stopped(const bao_solver *s)
{
  return s->stopped;
}

void bao_solver_stats_of(const bao_solver *s, bao_solver_stats *out)
{
  out->nodes = s->nodes;
  out->expanded = s->expanded;
  out->probes = s->probes;
  out->hits = s->hits;
  out->entries = s->buckets * BUCKET;
  out->stored = s->stored;
  out->laps = s->budget.spent;
  out->laps_out = s->laps_out;
}

const char *bao_verdict_name(int verdict)
{
  return verdict == BAO_VERDICT_WIN ? "win"
         : verdict == BAO_VERDICT_LOSS ? "loss" : "none";
}

/* ---- the table ---------------------------------------------------------- */

static entry *probe(bao_solver *s, uint64_t key)
{
  entry *b = &s->table[(key & (s->buckets - 1)) * BUCKET];
  int i;
  s->probes++;
  for (i = 0; i < BUCKET; i++)
    if (b[i].key == key && b[i].work) {
      s->hits++;
      return &b[i];
    }
  return NULL;
}

static uint16_t work_since(const bao_solver *s, uint64_t before)
{
  uint64_t n = s->nodes - before;
  uint16_t w = 1;
  while (n) {
    n >>= 1;
    w++;
  }
  return w;
}

/* The entry of `key`, made if need be in the bucket's empty slot or in
 * place of the one that cost least to prove. */
static entry *slot_for(bao_solver *s, uint64_t key, uint16_t work)
{
  entry *b = &s->table[(key & (s->buckets - 1)) * BUCKET], *victim = b;
  int i;
  for (i = 0; i < BUCKET; i++) {
    if (b[i].key == key && b[i].work) {
      if (work > b[i].work)
        b[i].work = work;
      return &b[i];
    }
    if (b[i].work < victim->work)
      victim = &b[i];
  }
  if (!victim->work)
    s->stored++;
  victim->key = key;
  victim->win_no = victim->lost_no = -1;
  victim->win_yes = victim->lost_yes = NEVER;
  victim->win_move = victim->def_move = 0;
  victim->work = work;
  return victim;
}

static void store_win(bao_solver *s, uint64_t key, int d, int yes, int move,
                      uint64_t before)
{
  entry *e = slot_for(s, key, work_since(s, before));
  if (yes && d < e->win_yes) {
    e->win_yes = (int8_t)d;
    e->win_move = (uint8_t)(move + 1);
  } else if (!yes && d > e->win_no) {
    e->win_no = (int8_t)d;
  }
}

static void store_lost(bao_solver *s, uint64_t key, int d, int yes, int move,
                       uint64_t before)
{
  entry *e = slot_for(s, key, work_since(s, before));
  if (yes && d < e->lost_yes) {
    e->lost_yes = (int8_t)d;
  } else if (!yes && d > e->lost_no) {
    e->lost_no = (int8_t)d;
    e->def_move = (uint8_t)(move + 1);
  }
}

/* ---- expanding a position ----------------------------------------------- */

/* Whether the budget has cut a long move short: the list just made may
 * hold a move taken for never-ending that is not, so the call stops. */
static int cut_short(bao_solver *s)
{
  if (!s->budget.cut)
    return 0;
  if (s->stopped != BAO_SOLVER_OUT_OF_LAPS)
    s->laps_out++;
  s->stopped = BAO_SOLVER_OUT_OF_LAPS;
  return 1;
}

/* The moves of p (of hole `only`, or all for -1), exactly as
 * bao_position_moves gives them, with the solver's budget; 0 moves and
 * the call stopped when the budget cut one short. */
static int moves_of(bao_solver *s, const bao_position *p, int only,
                    bao_movelist *list)
{
  bao_position_moves_from(p, only, list, &s->budget);
  if (cut_short(s))
    list->count = 0;
  return list->count;
}

int bao_solver_moves(bao_solver *s, const bao_position *p,
                     bao_movelist *list)
{
  return moves_of(s, p, -1, list);
}

/* Generates the moves of p into list; 0 once the search is stopped.  The
 * generator is perft's: the same moves in the same order, but a capture
 * that has emptied the opponent's front row is sown only to that moment.
 * Its position after differs from bao_position_moves' only in the
 * mover's holes; either way the opponent has lost (his front row stays
 * empty), which is all the search asks of it. */
static int expand(bao_solver *s, const bao_position *p, bao_movelist *list)
{
  if (s->stopped)
    return 0;
  bao_moves_perft(p, list, &s->budget);
  if (cut_short(s))
    return 0;
  s->expanded++;
  s->nodes += (uint64_t)list->count;
  if (s->budget.laps < UINT64_MAX / 2) /* not "no limit" */
    s->budget.laps += BAO_SOLVER_LAPS_PER_NODE * (uint64_t)list->count;
  if (s->node_limit && s->nodes - s->nodes_from >= s->node_limit)
    s->stopped = BAO_SOLVER_OUT_OF_NODES; /* the slack: one's moves */
  else if (s->stop && s->nodes >= s->next_poll) {
    s->next_poll = s->nodes + POLL_EVERY;
    if (s->stop(s->stop_ctx, s->nodes))
      s->stopped = BAO_SOLVER_STOPPED;
  }
  return !s->stopped;
}

/* Whether the side to move at q has lost: it has no legal move (an
 * empty front row leaves none either).  Asked of every position a move
 * leads to at the last ply of the search, so as cheaply as the engine
 * allows.  bao_over_fast answers without sowing when the row is empty or
 * a capture exists; bao_position_status would otherwise sow every takasa
 * or takata, and one that runs to the lap limit costs a million laps.  So
 * the holes are tried one by one until one has a legal move
 * (bao_moves_quiet_from, bao_position_moves_from less the tests
 * bao_over_fast has made): front holes of 2 or more seeds first, the
 * least full first (a takata starts from 2 or more, and from the back row
 * only when the front row cannot), then the back row, then the rest; in
 * the namua stage only the front row (a takasa starts there, R7). */
static int hole_rank(const uint8_t *pit, int c)
{
  return (pit[c] < 2 ? 2 * BAO_MAX_SEEDS : 0) +
         (BAO_IS_BACK(c) ? BAO_MAX_SEEDS : 0) + pit[c];
}

static int lost_now(bao_solver *s, const bao_position *q)
{
  const uint8_t *pit = q->pit[q->to_move];
  int order[BAO_PITS], n = 0, i, j, c, holes;
  if ((i = bao_over_fast(q)) >= 0)
    return i;
  holes = q->hand[q->to_move] ? BAO_FRONT : BAO_PITS;
  for (c = 0; c < holes; c++) {
    if (!pit[c])
      continue;
    for (j = n++; j > 0 && hole_rank(pit, order[j - 1]) > hole_rank(pit, c);
         j--)
      order[j] = order[j - 1];
    order[j] = c;
  }
  for (i = 0; i < n; i++) {
    /* the moves of one hole, without generate's tests again */
    int found = bao_moves_quiet_from(q, order[i], &s->scratch, &s->budget);
    if (cut_short(s) || found > 0) /* a cut move might not be legal */
      return 0;
  }
  return 1;
}

/* The ordering score of a move, from its mover's side: captures first,
 * then fewer occupied front holes left to the opponent, then fewer seeds
 * in them. */
static int score(const bao_outcome *o, int me)
{
  /* the 8 front holes are one word (internal.h): a byte is occupied when
   * its low 7 bits plus 127 carry into the top bit, or the top bit is set */
  const uint64_t high = 0x8080808080808080ULL, low = 0x7f7f7f7f7f7f7f7fULL;
  uint64_t row = bao_load8(o->after.pit[!me]);
  int holes = bao_byte_sum(((((row & low) + low) | row) & high) >> 7);
  return (BAO_MOVE_CAPTURES(&o->move) ? 1 << 16 : 0) - holes * 256 -
         bao_byte_sum(row);
}

/* The moves of `list` that end, best first (the remembered move `hint`
 * first), into order[]; returns how many. */
static int order_moves(const bao_movelist *list, int me, int hint,
                       int *order)
{
  int sc[BAO_MAX_MOVES], n = 0, i, j, v;
  for (i = 0; i < list->count; i++) {
    if (list->item[i].period)
      continue;
    v = i == hint ? 1 << 30 : score(&list->item[i], me);
    for (j = n; j > 0 && sc[j - 1] < v; j--) { /* stable: ties in order */
      sc[j] = sc[j - 1];
      order[j] = order[j - 1];
    }
    sc[j] = v;
    order[j] = i;
    n++;
  }
  return n;
}

/* ---- the search --------------------------------------------------------- */

static int and_lost(bao_solver *s, const bao_position *q, int d, int ply);

/* win(p, d), d >= 1. */
static int or_win(bao_solver *s, const bao_position *p, int d, int ply)
{
  bao_movelist *list = &s->lists[ply];
  uint64_t key = key_of(s, p), before = s->nodes;
  entry *e = probe(s, key);
  int order[BAO_MAX_MOVES], n, i, hint = -1;
  if (e) {
    if (d >= e->win_yes)
      return 1;
    if (d <= e->win_no)
      return 0;
    hint = e->win_move - 1;
  }
  if (!expand(s, p, list))
    return 0;
  if (list->count == 0) { /* lost already: no win, and lost in 0 */
    store_win(s, key, NEVER, 0, -1, before);
    store_lost(s, key, 0, 1, -1, before);
    return 0;
  }
  if (d == 1) { /* deeper, lost(., d - 1) finds a lost opponent itself */
    for (i = 0; i < list->count; i++) {
      if (!list->item[i].period && lost_now(s, &list->item[i].after)) {
        store_win(s, key, 1, 1, i, before);
        return 1;
      }
      if (s->stopped)
        return 0;
    }
    store_win(s, key, 1, 0, -1, before);
    return 0;
  }
  n = order_moves(list, p->to_move, hint, order);
  for (i = 0; i < n; i++) {
    if (and_lost(s, &list->item[order[i]].after, d - 1, ply + 1)) {
      store_win(s, key, d, 1, order[i], before);
      return 1;
    }
    if (s->stopped)
      return 0;
  }
  store_win(s, key, n ? d : NEVER, 0, -1, before);
  return 0;
}

/* lost(q, d), d >= 1. */
static int and_lost(bao_solver *s, const bao_position *q, int d, int ply)
{
  bao_movelist *list = &s->lists[ply];
  uint64_t key = key_of(s, q), before = s->nodes;
  entry *e = probe(s, key);
  int order[BAO_MAX_MOVES], n, i, hint = -1;
  if (e) {
    if (d >= e->lost_yes)
      return 1;
    if (d <= e->lost_no)
      return 0;
    hint = e->def_move - 1;
  }
  if (!expand(s, q, list))
    return 0;
  if (list->count == 0) {
    store_lost(s, key, 0, 1, -1, before);
    return 1;
  }
  for (i = 0; i < list->count; i++) {
    if (list->item[i].period) { /* a draw: never lost */
      store_lost(s, key, NEVER, 0, i, before);
      return 0;
    }
  }
  n = order_moves(list, q->to_move, hint, order);
  for (i = 0; i < n; i++) {
    if (!or_win(s, &list->item[order[i]].after, d, ply + 1)) {
      if (s->stopped)
        return 0;
      store_lost(s, key, d, 0, order[i], before);
      return 0;
    }
  }
  store_lost(s, key, d, 1, -1, before);
  return 1;
}

/* The least d <= depth with win(p, d), or 0. */
static int min_win(bao_solver *s, const bao_position *p, int depth)
{
  int d;
  for (d = 1; d <= depth && !s->stopped; d++)
    if (or_win(s, p, d, 0))
      return d;
  return 0;
}

/* The least d <= depth with lost(q, d) (0: no move), or -1. */
static int min_lost(bao_solver *s, const bao_position *q, int depth)
{
  int d;
  if (lost_now(s, q))
    return 0;
  for (d = 1; d <= depth && !s->stopped; d++)
    if (and_lost(s, q, d, 0))
      return d;
  return -1;
}

/* Starts a public call: the rules' key, no stop yet, and the laps of a
 * call (unless the caller holds them: then the calls share them). */
static void begin(bao_solver *s, const bao_position *p)
{
  s->rules_key = rules_key(&p->rules);
  if (!s->held) {
    refill(s);
    s->stopped = 0;
  }
  if (s->next_poll < s->nodes)
    s->next_poll = s->nodes;
}

static int stopped(bao_solver *s, bao_diag *d)
{
  if (s->stopped == BAO_SOLVER_OUT_OF_LAPS)
    return bao_solver_laps_diag(s, d);
  if (s->stopped == BAO_SOLVER_OUT_OF_NODES)
    return bao_solver_nodes_diag(s, d);
  return bao_diag_set(d, bao_mark_column(0), "the search was stopped after "
                      "%llu nodes", (unsigned long long)s->nodes);
}

int bao_solver_nodes_diag(const bao_solver *s, bao_diag *d)
{
  return bao_diag_set(d, bao_mark_column(0), "the search needs more than "
                      "%llu positions (its node budget)",
                      (unsigned long long)s->node_limit);
}

int bao_solver_laps_diag(const bao_solver *s, bao_diag *d)
{
  return bao_diag_set(d, bao_mark_column(0), "the lap budget for long moves "
                      "(%llu laps, %d more per node) is spent: a move still "
                      "sowing after %u laps is not known to end or not",
                      (unsigned long long)s->laps, BAO_SOLVER_LAPS_PER_NODE,
                      BAO_LONG_LAPS);
}

static int bad_depth(int depth, bao_diag *d)
{
  if (depth >= 0 && depth <= BAO_SOLVE_DEPTH_MAX)
    return 0;
  bao_diag_set(d, bao_mark_column(0), "the depth must be 0 to %d, not %d",
               BAO_SOLVE_DEPTH_MAX, depth);
  return 1;
}

int bao_solve_win(bao_solver *s, const bao_position *p, int depth, int *n)
{
  begin(s, p);
  *n = min_win(s, p, depth < BAO_SOLVE_DEPTH_MAX ? depth
                                                 : BAO_SOLVE_DEPTH_MAX);
  return !s->stopped;
}

int bao_solve_lost(bao_solver *s, const bao_position *p, int depth, int *n)
{
  begin(s, p);
  *n = min_lost(s, p, depth < BAO_SOLVE_DEPTH_MAX ? depth
                                                  : BAO_SOLVE_DEPTH_MAX);
  return !s->stopped;
}

/* ---- lines -------------------------------------------------------------- */

/* Whether move o of a position won in k wins in k (k minimal there). */
static int wins_in(bao_solver *s, const bao_outcome *o, int k)
{
  if (o->period)
    return 0;
  return k == 1 ? lost_now(s, &o->after) : and_lost(s, &o->after, k - 1, 0);
}

/* Appends to r->pv the line of a win in exactly k from p (k minimal): the
 * first move that wins in k, the defence that lasts longest, and so on. */
static int win_line(bao_solver *s, const bao_position *p, int k,
                    bao_solve_result *r)
{
  bao_movelist *list = &s->line;
  bao_position pos = *p;
  int i, best, most, m;
  while (k > 0 && r->pv_len < BAO_PV_MAX) {
    if (!moves_of(s, &pos, -1, list))
      return 0;
    for (i = 0; i < list->count && !wins_in(s, &list->item[i], k); i++)
      if (s->stopped)
        return 0;
    if (i == list->count)
      return 0; /* cannot happen: k was proved */
    r->pv[r->pv_len++] = list->item[i].move;
    pos = list->item[i].after;
    if (!moves_of(s, &pos, -1, list))
      return !s->stopped;
    if (r->pv_len == BAO_PV_MAX)
      return 0; /* cannot happen: a line of k <= 64 fits */
    for (i = 0, best = -1, most = 0; i < list->count; i++) {
      m = min_win(s, &list->item[i].after, k - 1);
      if (s->stopped)
        return 0;
      if (m > most) {
        most = m;
        best = i;
      }
    }
    if (best < 0)
      return 0;
    r->pv[r->pv_len++] = list->item[best].move;
    pos = list->item[best].after;
    k = most;
  }
  return !s->stopped;
}

size_t bao_line_format(const bao_position *p, const bao_move *line, int len,
                       char *buf, size_t size)
{
  char token[BAO_TOKEN_MAX + 1];
  size_t used = 0, n;
  int i, side = p->to_move;
  if (size)
    buf[0] = '\0';
  for (i = 0; i < len; i++, side = !side) {
    token[0] = ' ';
    bao_move_token(&line[i], side, token + 1, sizeof token - 1);
    n = strlen(token + (i == 0));
    if (used + n < size)
      memcpy(buf + used, token + (i == 0), n + 1);
    used += n;
  }
  return used;
}

/* ---- solving ------------------------------------------------------------ */

/* The root lost in n: every move lets the opponent win, and n is the
 * longest such win; its line starts with that move.  0: not lost. */
static int root_loss(bao_solver *s, int depth, bao_solve_result *r)
{
  bao_movelist *root = &s->root;
  int i, m, most = 0, best = -1;
  if (depth < 1)
    return 0;
  for (i = 0; i < root->count; i++)
    if (root->item[i].period || !or_win(s, &root->item[i].after, depth, 0))
      return 0; /* this move holds */
  for (i = 0; i < root->count; i++) {
    m = min_win(s, &root->item[i].after, depth);
    if (m > most) {
      most = m;
      best = i;
    }
  }
  if (best < 0 || s->stopped)
    return 0;
  r->verdict = BAO_VERDICT_LOSS;
  r->n = most;
  r->pv[r->pv_len++] = root->item[best].move;
  return win_line(s, &root->item[best].after, most, r);
}

int bao_solve(bao_solver *s, const bao_position *p, int depth,
              bao_solve_result *r, bao_diag *d)
{
  bao_movelist *root = &s->root;
  int i;
  memset(r, 0, sizeof *r);
  if (bad_depth(depth, d))
    return 0;
  begin(s, p);
  r->n = depth;
  if (!moves_of(s, p, -1, root) && s->stopped)
    return stopped(s, d);
  if (root->count == 0) {
    r->verdict = BAO_VERDICT_LOSS;
    r->n = 0;
    return 1;
  }
  if ((r->n = min_win(s, p, depth)) > 0) {
    r->verdict = BAO_VERDICT_WIN;
    for (i = 0; i < root->count; i++)
      r->winners += wins_in(s, &root->item[i], r->n);
    if (s->stopped || !win_line(s, p, r->n, r))
      return stopped(s, d);
    return 1;
  }
  r->n = depth;
  if (!s->stopped && !root_loss(s, depth, r) && !s->stopped) {
    r->verdict = BAO_VERDICT_NONE;
    r->n = depth;
    r->pv_len = 0;
  }
  return s->stopped ? stopped(s, d) : 1;
}

int bao_solve_moves(bao_solver *s, const bao_position *p, int depth,
                    bao_move_verdict *out, int *count, bao_diag *d)
{
  bao_movelist *root = &s->root;
  int i, k;
  *count = 0;
  if (bad_depth(depth, d))
    return 0;
  begin(s, p);
  moves_of(s, p, -1, root);
  for (i = 0; i < root->count && !s->stopped; i++) {
    const bao_outcome *o = &root->item[i];
    bao_move_verdict *v = &out[i];
    v->move = o->move;
    v->period = o->period;
    v->verdict = BAO_VERDICT_NONE;
    v->n = depth;
    if (o->period || depth == 0)
      continue;
    if ((k = min_lost(s, &o->after, depth - 1)) >= 0) {
      v->verdict = BAO_VERDICT_WIN;
      v->n = k + 1;
    } else if ((k = min_win(s, &o->after, depth)) > 0) {
      v->verdict = BAO_VERDICT_LOSS;
      v->n = k;
    }
  }
  *count = root->count;
  return s->stopped ? stopped(s, d) : 1;
}
