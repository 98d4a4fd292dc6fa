/* movegen.c - the legal moves of a position (rules.md R7, R8, R14, R15),
 * playing one of them, and the end of the game (R16).
 *
 * Every candidate move is sown on a copy of the position: that is the only
 * way to know whether a takasa/takata empties the front row (D7), whether
 * it reaches the nyumba decision (two moves: stop and safari), and whether
 * it ever ends (R17). */
#include <string.h>

#include "internal.h"
#include "movegen_tests.h"

/* ---- the canonical token --------------------------------------------- */

static char move_letter(int kind, int hole, int dir)
{
  return bao_move_letter(kind, hole, dir);
}

static int letter_dir(int kind, int hole, char letter)
{
  return move_letter(kind, hole, BAO_CW) == letter ? BAO_CW : BAO_ACW;
}

void bao_move_token(const bao_move *m, int side, char *buf)
{
  int n;
  bao_hole_name(BAO_HOLE(side, m->hole), buf);
  n = 2;
  buf[n++] = move_letter(m->kind, m->hole, m->dir);
  if (m->kind == BAO_NAMUA_TAKASA || m->kind == BAO_MTAJI_TAKATA)
    buf[n++] = '*';
  if (m->safari)
    buf[n++] = '>';
  buf[n] = '\0';
}

int bao_mtaji_capture_targets(const bao_position *p, int side,
                              unsigned *targets)
{
  int c, d, t, n, any = 0;
  if (targets)
    *targets = 0;
  for (c = 0; c < BAO_PITS; c++) {
    n = sown(p, side, c);
    for (d = 0; d < 2; d++) {
      t = lap_target(p, side, c, bao_dirs[d], n);
      if (t < 0)
        continue;
      any = 1;
      if (targets)
        *targets |= 1u << t;
    }
  }
  return any;
}

/* ---- takasia (R15) -------------------------------------------------------- */

static int popcount8(unsigned v)
{
  int n = 0;
  for (; v; v &= v - 1)
    n++;
  return n;
}

/* After X's takata, with Y (= q->to_move) to move: mark Y's one threatened
 * hole unless an exception applies.  Returns the hole or -1. */
static int takasia_after(const bao_position *q)
{
  int y = q->to_move, x = !y, t, c, occupied = 0, multi = 0;
  unsigned threats;
  if (!BAO_HAS(&q->rules, BAO_F_TAKASIA) ||
      q->rules.takasia == BAO_TAKASIA_OFF || q->hand[0] || q->hand[1])
    return -1; /* takasia is a rule of the mtaji stage (R15) */
  bao_mtaji_capture_targets(q, x, &threats);
  if (popcount8(threats) != 1 || bao_mtaji_capture_targets(q, y, NULL))
    return -1;
  for (t = 0; !(threats & (1u << t)); t++)
    ;
  for (c = 0; c < BAO_FRONT; c++) {
    occupied += q->pit[y][c] > 0;
    multi += q->pit[y][c] > 1;
  }
  if ((t == BAO_HOUSE && bao_house_works(q, y)) ||
      occupied == 1 || (multi == 1 && q->pit[y][t] > 1))
    return -1;
  return t;
}

/* ---- generating ---------------------------------------------------------- */

typedef struct gen {
  const bao_position *p;
  bao_movelist *list;
  int only;    /* generate only the moves from this hole, or -1 for all */
  char letter; /* and only those of this letter (a forced capture's
                  whatever it is), or 0 for both                       */
  bao_budget *budget; /* the caller's, for long moves; may be NULL       */
  int cut_won; /* perft: a capture that has emptied the opponent's front
                  row is sown only to that moment (bao_moves_perft)      */
  int count;   /* perft's last ply: only count the moves (the list's
                  count; its items are not written), bao_count_moves_perft */
} gen;

/* The bookkeeping after the sowing: the other side is to move; the
 * takasia of this move is spent and a takata may set a new one.  In Bao
 * la Kete the hole that was takasiaed is now reserved: its owner's
 * opponent must capture it if he can (rules.md §5). */
static inline void finish(bao_position *q, const bao_move *m)
{
  int spent = q->takasia;
  q->to_move = (uint8_t)!q->to_move;
  q->takasia = -1;
  q->reserved = BAO_HAS(&q->rules, BAO_F_RESERVED) ? (int8_t)spent : -1;
  /* D6 takasia-after=last-takasa: the takasa that ends the namua stage
   * counts as a takata (takasia_after itself waits for empty hands) */
  if (m->kind == BAO_MTAJI_TAKATA ||
      (m->kind == BAO_NAMUA_TAKASA &&
       q->rules.takasia_after == BAO_TAKASIA_AFTER_LAST_TAKASA))
    q->takasia = (int8_t)takasia_after(q);
}

/* A capture that has emptied the opponent's front row and then never ends
 * has won (D19): bao_sow said BAO_SOW_WON on q.  With events it is sown
 * again from p, to end once that capture's seeds are entered, and its
 * events (from `mark` on: the list had `mark` events, `truncated` as
 * given, before the move) say it never ends; *period is then 0, as for
 * any move that ends.  (Without events the first sowing already left the
 * board of that moment.) */
static BAO_COLD int sow_won(const bao_position *p, bao_position *q,
                            bao_move *m, bao_events *ev, size_t mark,
                            int truncated, uint32_t *period)
{
  uint32_t never = *period;
  int r;
  *q = *p;
  if (ev) {
    ev->count = mark;
    ev->truncated = truncated;
  }
  /* no budget: this sowing stops where the first one won, before it */
  r = bao_sow(q, m, ev, period, 1, NULL, NULL);
  if (ev)
    bao_events_push(ev, &(bao_event){.kind = BAO_EV_NEVER_ENDING,
                                     .side = p->to_move, .hole = BAO_NO_HOLE,
                                     .hole2 = BAO_NO_HOLE, .flag = 1,
                                     .period = never});
  *period = 0;
  return r;
}

/* sow_and_add's count mode: m is sown on a copy only to know whether it
 * is legal and whether it reaches the nyumba's choice; the position after
 * it is not finished (whose turn, takasia: nothing reads it).  A capture
 * that reaches the choice is two moves: its safari is never illegal (a
 * capture does not empty the mover's front row) and, ending or not, one
 * leaf; so it is counted here and not sown (try_move). */
static inline int count_one(gen *g, const bao_move *m)
{
  bao_position q = *g->p;
  uint32_t period;
  int r = bao_sow_fast(&q, m, &period, g->cut_won && BAO_MOVE_CAPTURES(m),
                       g->p, g->budget);
  if (r == BAO_SOW_ILLEGAL)
    return r;
  g->list->count += r == BAO_SOW_DECISION && BAO_MOVE_CAPTURES(m) ? 2 : 1;
  return r == BAO_SOW_DECISION && BAO_MOVE_CAPTURES(m) ? BAO_SOW_DONE : r;
}

/* Sows m (with its nyumba choice `safari`) into the list's next slot and
 * keeps it there if it is legal; returns what the sowing said.  A capture
 * that won (D19) is not sown again: without events the sowing left the
 * board of the moment it won. */
static int sow_and_add(gen *g, bao_move m, int safari)
{
  bao_outcome *o;
  uint32_t period;
  int r;
  if (g->list->count >= BAO_MAX_MOVES)
    return BAO_SOW_ILLEGAL; /* cannot happen: 16 holes x 2 directions x
                               stop/safari */
  m.safari = (uint8_t)safari;
  if (g->count)
    return count_one(g, &m);
  o = &g->list->item[g->list->count];
  o->after = *g->p;
  r = bao_sow_fast(&o->after, &m, &period, g->cut_won && BAO_MOVE_CAPTURES(&m),
                   g->p, g->budget);
  if (r == BAO_SOW_WON)
    period = 0;
  if (r == BAO_SOW_ILLEGAL)
    return r;
  if (r != BAO_SOW_NEVER)
    finish(&o->after, &m);
  o->move = m;
  o->period = period;
  g->list->count++;
  return r;
}

/* A candidate, and its safari version when it reaches the choice. */
static void try_move(gen *g, bao_move m)
{
  if (g->only >= 0 && m.hole != g->only)
    return;
  if (g->letter && !m.forced &&
      move_letter(m.kind, m.hole, m.dir) != g->letter)
    return;
  if (sow_and_add(g, m, 0) == BAO_SOW_DECISION)
    sow_and_add(g, m, 1);
}

/* Tries hole c in both letters, L first. */
static void try_both(gen *g, int kind, int c, int tax)
{
  /* L is clockwise for a namua capture and on the back row, and
   * anticlockwise along the front row otherwise (letter_dir) */
  int left = kind == BAO_NAMUA_CAPTURE || c >= BAO_FRONT ? BAO_CW : BAO_ACW;
  bao_move m = {(uint8_t)kind, (uint8_t)c, (int8_t)left, 0, 0, (uint8_t)tax};
  try_move(g, m);
  m.dir = (int8_t)-left;
  try_move(g, m);
}

/* The order of the list: front holes 1..8, then back holes 1..8. */
static int hole_at(int i)
{
  return i < BAO_FRONT ? i : circuit_index(1, i - BAO_FRONT + 1);
}

/* The first hole of namua_targets' word, which is then taken out of it
 * (hole c is byte c, as loaded): the holes in order without a test of
 * each, which a processor could not foretell. */
static inline int next_target(uint64_t *targets)
{
  int c;
#if (defined(__GNUC__) || defined(__clang__)) && defined(__BYTE_ORDER__) && \
    __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
  c = __builtin_clzll(*targets) >> 3;
  *targets &= ~((uint64_t)0xff << (8 * (7 - c)));
#elif defined(__GNUC__) || defined(__clang__)
  c = __builtin_ctzll(*targets) >> 3;
  *targets &= *targets - 1; /* a target byte holds one bit, 0x80 */
#else
  uint8_t hole[BAO_FRONT];
  memcpy(hole, targets, sizeof hole);
  for (c = 0; !hole[c]; c++)
    ;
  hole[c] = 0;
  memcpy(targets, hole, sizeof hole);
#endif
  return c;
}

/* namua_captures in count mode (perft's last ply, which takes every
 * hole): the order does not matter there, so the holes of a forced entry
 * come first and the others after, without a test of each. */
static int namua_captures_counted(gen *g, uint64_t targets)
{
  static const uint8_t central[8] = {0, 0, 0x80, 0x80, 0x80, 0x80, 0, 0};
  bao_move m = {BAO_NAMUA_CAPTURE, 0, 0, 0, 1, 0};
  uint64_t mid;
  int c;
  memcpy(&mid, central, sizeof mid);
  mid &= targets;
  targets &= ~mid;
  while (targets) {
    c = next_target(&targets);
    m.hole = (uint8_t)c;
    m.dir = (int8_t)forced_entry(c);
    count_one(g, &m);
  }
  m.forced = 0;
  while (mid) {
    m.hole = (uint8_t)next_target(&mid);
    m.dir = BAO_CW; /* L, then R (try_both) */
    count_one(g, &m);
    m.dir = BAO_ACW;
    count_one(g, &m);
  }
  return g->list->count;
}

static int namua_captures(gen *g, uint64_t targets)
{
  int c;
  if (g->count)
    return namua_captures_counted(g, targets);
  while (targets) {
    c = next_target(&targets);
    if (g->only >= 0 && c != g->only)
      continue;
    if (!forced_entry(c)) { /* holes 3-6: the player picks the kichwa */
      try_both(g, BAO_NAMUA_CAPTURE, c, 0);
    } else {
      bao_move m = {BAO_NAMUA_CAPTURE, (uint8_t)c, (int8_t)forced_entry(c),
                    0, 1, 0};
      try_move(g, m);
    }
  }
  return g->list->count;
}

/* Which front hole a namua takasa may use (rules.md R7(b), D5). */
static int takasa_allowed(const bao_position *p, int c, int all_single)
{
  int n = p->pit[p->to_move][c];
  if (n == 0 || c == p->takasia)
    return 0;
  if (c == BAO_HOUSE && bao_house_works(p, p->to_move) &&
      p->rules.takasa_hole != BAO_TAKASA_ALL)
    return 0;
  /* the leaflet allows any occupied hole: the seed added makes two */
  if (p->rules.takasa_hole != BAO_TAKASA_RESTRICTED ||
      BAO_HAS(&p->rules, BAO_F_TAKASA_ANY) || bao_house_works(p, p->to_move))
    return 1;
  return n >= 2 || all_single;
}

/* The tax (D4): the functional nyumba is the only occupied front hole
 * (only-hole: and the back row is empty too). */
static int tax_due(const bao_position *p, int *barred)
{
  int me = p->to_move, c;
  *barred = 0;
  if (!bao_house_works(p, me))
    return 0;
  for (c = 0; c < BAO_PITS; c++) {
    if (c == BAO_HOUSE || !p->pit[me][c])
      continue;
    if (c < BAO_FRONT)
      return 0;
    if (p->rules.tax == BAO_TAX_ONLY_HOLE)
      *barred = 1; /* D4: no seed in the nyumba while others hold seeds */
  }
  return !*barred;
}

static void namua_takasas(gen *g)
{
  const bao_position *p = g->p;
  int me = p->to_move, c, all_single = 1, barred = 0;
  /* takasa-hole=all (EO): the nyumba is sown whole like any hole, no tax */
  if (p->rules.takasa_hole != BAO_TAKASA_ALL && tax_due(p, &barred)) {
    /* Kete: the kuu never holds fewer than 6, so a kuu of exactly 6 is
     * sown whole, and destroyed, instead of taxed (rules.md §5) */
    int whole = BAO_HAS(&p->rules, BAO_F_KUU_MIN6) &&
                p->pit[me][BAO_HOUSE] == BAO_HOUSE_MIN;
    if (p->takasia != BAO_HOUSE)
      try_both(g, BAO_NAMUA_TAKASA, BAO_HOUSE, !whole);
    return;
  }
  if (barred)
    return;
  for (c = 0; c < BAO_FRONT; c++)
    if (p->pit[me][c] > 1)
      all_single = 0;
  for (c = 0; c < BAO_FRONT; c++)
    if ((g->only < 0 || c == g->only) && takasa_allowed(p, c, all_single))
      try_both(g, BAO_NAMUA_TAKASA, c, 0);
}

/* Kete: a reserved hole must be captured when it can be (rules.md §5). */
static int must_take(const bao_position *p)
{
  int c, d;
  if (p->reserved < 0)
    return -1;
  for (c = 0; c < BAO_PITS; c++)
    for (d = 0; d < 2; d++)
      if (c != p->takasia &&
          first_lap_target(p, p->to_move, c, bao_dirs[d]) == p->reserved)
        return p->reserved;
  return -1;
}

static int mtaji_captures(gen *g)
{
  const bao_position *p = g->p;
  int me = p->to_move, i, c, d, t, n, only = must_take(p);
  bao_move m;
  memset(&m, 0, sizeof m);
  m.kind = BAO_MTAJI_CAPTURE;
  for (i = 0; i < BAO_PITS; i++) {
    c = hole_at(i);
    if (c == p->takasia || (g->only >= 0 && c != g->only))
      continue;
    m.hole = (uint8_t)c;
    m.tax = (uint8_t)mtaji_taxed(p, me, c);
    n = m.tax ? 2 : p->pit[me][c];
    for (d = 0; d < 2; d++) {
      m.dir = (int8_t)letter_dir(m.kind, c, d ? 'R' : 'L');
      t = lap_target(p, me, c, m.dir, n);
      if (t >= 0 && (only < 0 || t == only))
        try_move(g, m);
    }
  }
  return g->list->count;
}

/* Takata (R8, D13): front holes with 2+ seeds; the back row only when the
 * front row holds nothing but singletons (or, as an option, nothing). */
static void mtaji_takatas(gen *g)
{
  const bao_position *p = g->p;
  int me = p->to_move, c, multi = 0, back;
  for (c = 0; c < BAO_FRONT; c++)
    multi += p->pit[me][c] > 1;
  back = multi == 0 && (p->rules.back_takata == BAO_BACK_SINGLETONS ||
                        front_seeds(p, me) == 0);
  /* Kete: the first takata starts from the kuu while it exists */
  if (BAO_HAS(&p->rules, BAO_F_KUU_FIRST) &&
      p->house[me] == BAO_HOUSE_INTACT &&
      p->pit[me][BAO_HOUSE] >= 2 && p->takasia != BAO_HOUSE) {
    try_both(g, BAO_MTAJI_TAKATA, BAO_HOUSE, 0);
    if (g->list->count)
      return;
  }
  for (c = 0; c < BAO_PITS; c++) {
    int h = hole_at(c);
    if (p->pit[me][h] < 2 || h == p->takasia ||
        (g->only >= 0 && h != g->only))
      continue;
    if (h < BAO_FRONT || back)
      try_both(g, BAO_MTAJI_TAKATA, h, mtaji_taxed(p, me, h));
  }
}

/* The game is over before the side to move moves: bao hamna (D8), or a
 * nyumba lost in the leaflet's namua stage (house-loss=loses, §6 item
 * 20).  The leaflet's nyumba cannot be destroyed after the namua stage
 * (BAO_F_HOUSE_ANY), so a destroyed one was lost in it, perhaps on its
 * last move, and by either player: the mover's own safari loses too.
 * *loser is the side that has lost. */
static int lost_already(const bao_position *p, int *why, int *loser)
{
  int me = p->to_move;
  uint64_t row;
  memcpy(&row, p->pit[me], sizeof row);
  *loser = me;
  if (row == 0) { /* (the front row as a word) */
    *why = BAO_END_FRONT_EMPTY;
    return 1;
  }
  if (p->rules.house_loss != BAO_HOUSE_LOSS_LOSES)
    return 0;
  *why = BAO_END_NO_HOUSE;
  if (p->house[me] == BAO_HOUSE_DESTROYED)
    return 1;
  *loser = !me;
  return p->house[!me] == BAO_HOUSE_DESTROYED;
}

/* Whether the mover has a capture: captures are compulsory, so this
 * decides the kind of every legal move, wherever it starts. */
static int capture_exists(const bao_position *p)
{
  int me = p->to_move, c, d, n;
  if (in_namua(p, me))
    return namua_targets(p) != 0;
  for (c = 0; c < BAO_PITS; c++) {
    if (c == p->takasia)
      continue;
    n = sown(p, me, c);
    for (d = 0; d < 2; d++)
      if (lap_target(p, me, c, bao_dirs[d], n) >= 0)
        return 1;
  }
  return 0;
}

static int generate(gen *g)
{
  const bao_position *p = g->p;
  int why, loser;
  uint64_t targets;
  g->list->count = 0;
  if (lost_already(p, &why, &loser))
    return 0;
  if (in_namua(p, p->to_move)) { /* capture_exists, the targets kept */
    targets = namua_targets(p);
    if (targets)
      namua_captures(g, targets);
    else
      namua_takasas(g);
  } else if (capture_exists(p)) {
    mtaji_captures(g);
  } else {
    /* Kete's kuu-first rule looks at the kuu's own moves first */
    if (BAO_HAS(&p->rules, BAO_F_KUU_FIRST)) {
      g->only = -1;
      g->letter = 0;
    }
    mtaji_takatas(g);
  }
  return g->list->count;
}

int bao_moves_lettered(const bao_position *p, int only, char letter,
                       bao_movelist *list, bao_budget *budget)
{
  gen g;
  g.p = p;
  g.list = list;
  g.only = only;
  g.letter = only >= 0 ? letter : 0;
  g.budget = budget;
  g.cut_won = 0;
  g.count = 0;
  return generate(&g);
}

/* Perft's moves.  Once a capture has emptied the opponent's front row,
 * the opponent has lost whatever the rest of the move does (the row stays
 * empty: R16, D19), so for perft the move is one leaf at the last ply and
 * nothing below: it is sown only to that moment (as until_won), which
 * spares the million laps of a winning capture that never ends.  Not
 * when the rest of the move might still reach the nyumba's stop/safari
 * choice, which makes two moves of it: a working nyumba (or one that may
 * yet work) of a mover in namua, or with mtaji-safari=choice. */
static int moves_perft(const bao_position *p, bao_movelist *list,
                       bao_budget *budget, int count)
{
  gen g;
  int me = p->to_move;
  g.p = p;
  g.list = list;
  g.only = -1;
  g.letter = 0;
  g.budget = budget;
  g.cut_won = !BAO_HAS(&p->rules, BAO_F_NYUMBA) ||
              p->house[me] == BAO_HOUSE_DESTROYED ||
              (!in_namua(p, me) &&
               p->rules.mtaji_safari == BAO_SAFARI_FORCED);
  g.count = count;
  return generate(&g);
}

int bao_moves_perft(const bao_position *p, bao_movelist *list,
                    bao_budget *budget)
{
  return moves_perft(p, list, budget, 0);
}

/* The last ply: bao_moves_perft's count, the moves sown but not kept. */
int bao_count_moves_perft(const bao_position *p, bao_budget *budget)
{
  bao_movelist list; /* only its count is written */
  return moves_perft(p, &list, budget, 1);
}

int bao_position_moves_budget(const bao_position *p, int only,
                              bao_movelist *list, bao_budget *budget)
{
  return bao_moves_lettered(p, only, 0, list, budget);
}

int bao_position_moves_from(const bao_position *p, int only,
                            bao_movelist *list)
{
  return bao_moves_lettered(p, only, 0, list, NULL);
}

int bao_position_moves(const bao_position *p, bao_movelist *list)
{
  return bao_moves_lettered(p, -1, 0, list, NULL);
}

/* The number of legal moves without sowing them, where that is possible:
 * captures by a side whose nyumba is destroyed.  Captures are never
 * illegal, and without a nyumba no lap can reach the stop/safari choice, so
 * each namua capture hole is one move, or two when the kichwa is chosen,
 * and each mtaji (hole, direction) whose first lap captures is one.  -1
 * where the moves must be sown to be counted. */
int bao_count_moves_fast(const bao_position *p)
{
  int me = p->to_move, c, d, n = 0, why, loser;
  /* a lap may meet the nyumba's stop/safari choice, unless it is gone or,
   * in the leaflet's mtaji stage, no longer exists (BAO_F_HOUSE_ANY) */
  if (p->house[me] != BAO_HOUSE_DESTROYED &&
      !(BAO_HAS(&p->rules, BAO_F_HOUSE_ANY) && !p->hand[0] && !p->hand[1]))
    return -1;
  if (lost_already(p, &why, &loser))
    return 0;
  if (in_namua(p, me)) {
    n = namua_count(namua_targets(p));
    return n ? n : -1; /* no capture: takasa moves must be sown */
  }
  if (BAO_HAS(&p->rules, BAO_F_RESERVED))
    return -1; /* a reserved hole narrows the captures */
  /* mtaji captures: one move per hole and direction whose first lap
   * captures, never illegal (and never taxed: the nyumba is gone) */
  for (c = 0; c < BAO_PITS; c++)
    for (d = 0; d < 2 && c != p->takasia; d++)
      n += lap_target(p, me, c, bao_dirs[d], p->pit[me][c]) >= 0;
  return n ? n : -1; /* no capture: takata moves must be sown */
}

/* ---- playing --------------------------------------------------------------- */

static int same_move(const bao_move *a, const bao_move *b)
{
  return a->kind == b->kind && a->hole == b->hole && a->dir == b->dir &&
         a->safari == b->safari;
}

/* Events that belong to the whole move rather than to its sowing: the
 * takasia it sets, the start of the mtaji stage, the end of the game. */
static void note_after(const bao_position *before, const bao_position *q,
                       bao_events *ev)
{
  bao_event e = {.side = before->to_move, .hole = BAO_NO_HOLE,
                 .hole2 = BAO_NO_HOLE};
  bao_status st;
  if (q->takasia >= 0) {
    e.kind = BAO_EV_TAKASIA_SET;
    e.hole = BAO_HOLE(q->to_move, q->takasia);
    bao_events_push(ev, &e);
    e.hole = BAO_NO_HOLE;
  }
  if ((before->hand[0] || before->hand[1]) && !q->hand[0] && !q->hand[1]) {
    e.kind = BAO_EV_STAGE_MTAJI;
    bao_events_push(ev, &e);
  }
  st = bao_position_status(q);
  if (st.over) {
    e.kind = BAO_EV_GAME_END;
    e.side = (uint8_t)st.loser;
    e.why = (uint8_t)st.why;
    e.flag = (uint8_t)st.mkononi;
    bao_events_push(ev, &e);
  }
}

/* Sows a legal move again, with its events. */
static void sow_events(const bao_position *p, const bao_move *legal,
                       bao_events *events, bao_position *after,
                       uint32_t *period, bao_budget *budget)
{
  bao_move m = *legal;
  size_t mark = events ? events->count : 0;
  int truncated = events ? events->truncated : 0, r;
  *after = *p;
  r = bao_sow(after, &m, events, period, 0, p, budget);
  if (r == BAO_SOW_WON && events)
    r = sow_won(p, after, &m, events, mark, truncated, period);
  else if (r == BAO_SOW_WON)
    *period = 0;
  if (r == BAO_SOW_NEVER) {
    *after = *p;
    return;
  }
  finish(after, &m);
  if (events)
    note_after(p, after, events);
}

void bao_outcome_events_budget(const bao_position *p, const bao_outcome *o,
                               bao_events *events, bao_position *after,
                               bao_budget *budget)
{
  bao_position q;
  uint32_t period;
  sow_events(p, &o->move, events, after ? after : &q, &period, budget);
}

void bao_outcome_events(const bao_position *p, const bao_outcome *o,
                        bao_events *events, bao_position *after)
{
  bao_outcome_events_budget(p, o, events, after, NULL);
}

int bao_position_play(const bao_position *p, const bao_move *m,
                      bao_position *after, bao_events *events,
                      uint32_t *period)
{
  bao_movelist list;
  uint32_t per = 0;
  int i;
  bao_position_moves_from(p, m->hole, &list);
  for (i = 0; i < list.count; i++)
    if (same_move(m, &list.item[i].move))
      break;
  if (i == list.count)
    return 0;
  sow_events(p, &list.item[i].move, events, after, &per, NULL);
  if (period)
    *period = per;
  return 1;
}

/* ---- the end of the game ------------------------------------------------- */

const char *bao_end_reason(int why)
{
  switch (why) {
  case BAO_END_FRONT_EMPTY:
    return "the front row is empty (bao hamna)";
  case BAO_END_NO_HOUSE:
    return "the nyumba is lost in the namua stage";
  default:
    return "no legal move is left";
  }
}

/* Whether the side to move has a legal move, as cheaply as it can be
 * told: a capture is always a move (captures are never illegal), and only
 * without one must the takasa or takata moves be sown. */
static int has_move(const bao_position *p, bao_budget *budget)
{
  bao_movelist list;
  if (capture_exists(p))
    return 1;
  return bao_position_moves_budget(p, -1, &list, budget) > 0;
}

bao_status bao_position_status(const bao_position *p)
{
  return bao_position_status_budget(p, NULL);
}

bao_status bao_position_status_budget(const bao_position *p,
                                      bao_budget *budget)
{
  bao_status st;
  memset(&st, 0, sizeof st);
  if (lost_already(p, &st.why, &st.loser)) {
    st.over = 1;
  } else if (!has_move(p, budget)) {
    st.over = 1;
    st.loser = p->to_move;
    st.why = BAO_END_NO_MOVE;
  }
  if (!st.over)
    st.loser = p->to_move;
  st.mkononi = st.over && p->hand[!st.loser] > 0;
  return st;
}

/* ---- the solver's last ply (solve.c) -------------------------------------- */

/* Whether the game is over for the side to move at p (as
 * bao_position_status(p).over) when that can be told without sowing: 1
 * over (bao hamna, or a nyumba lost in the leaflet's namua stage), 0 not
 * (a capture is a legal move: captures are never illegal), -1 when only
 * sowing the takasa or takata moves can tell. */
int bao_over_fast(const bao_position *p)
{
  int why, loser;
  if (lost_already(p, &why, &loser))
    return 1;
  return capture_exists(p) ? 0 : -1;
}

/* The moves of hole `only` of a position where bao_over_fast said -1 (the
 * game is not over and no capture exists), as bao_position_moves_budget
 * gives them: generate's own dispatch without its tests, which the
 * solver's last ply has just made. */
int bao_moves_quiet_from(const bao_position *p, int only, bao_movelist *list,
                         bao_budget *budget)
{
  gen g = {.p = p, .list = list, .only = only, .letter = 0,
           .budget = budget, .cut_won = 0};
  list->count = 0;
  if (in_namua(p, p->to_move)) {
    namua_takasas(&g);
  } else {
    if (BAO_HAS(&p->rules, BAO_F_KUU_FIRST))
      g.only = -1; /* as generate: Kete's kuu-first rule */
    mtaji_takatas(&g);
  }
  return list->count;
}
