/* sow.c - carrying out one move: laps, relays, captures, the nyumba,
 * takasia, and the detection of never-ending moves (rules.md §3.1).
 *
 *   move     = opening { lap ( end | capture | relay ) }
 *   opening  = namua capture: place a seed, capture (entry kichwa chosen
 *              or forced)
 *            | namua takasa: place a seed, lift the hole (2 seeds: tax)
 *            | mtaji: lift the hole (the nyumba is then destroyed)
 *   lap      = drop the seeds in hand one per hole from the next hole on
 *
 * A lap ends the move in an empty hole; in capture mode it captures from an
 * own occupied front hole facing an occupied enemy hole; a takasiaed hole
 * or the functional nyumba may stop it; otherwise the hole is relayed.
 *
 * This is the sowing with events, the reference: a move generator sows
 * without them, in sow_fast.c, which must agree with it move for move
 * (tests/test_random.c checks that).  A lap is one addition of 16 bytes
 * (the seeds in hand spread over a range of holes) rather than a loop
 * over its seeds, and a long move (past BAO_LONG_LAPS laps) consults the
 * caller's bao_budget: its memo of the long moves already sown, and its
 * budget of laps. */
#include <string.h>

#include "internal.h"

typedef struct sower {
  bao_position *p;
  bao_move *m;
  int me, opp;
  int cursor;      /* circuit index where the last seed fell              */
  int dir;
  int hand;        /* seeds in flight                                     */
  int capture;     /* the move captures (fixed by its opening)            */
  int namua;
  int front;       /* seeds in the mover's front row, for rule D7         */
  int d7;          /* a drop into the back row while the front row is
                      empty makes the move illegal (D7): no capture, and
                      front-row=never-empty                              */
  int house_start; /* the move started from the intact nyumba (D6)        */
  int until_won;   /* end the move once a capture has emptied the
                      opponent's front row and its seeds are entered, as
                      game-end=immediate does (D8, D19)                  */
  int last_lap;    /* the game is over: this lap ends the move           */
  uint32_t laps;
  uint32_t limit;  /* the lap limit, lowered by a spent budget           */
  bao_events *ev;
  bao_long lm;     /* the memo and the budget, for a long move           */
} sower;

/* ---- events ------------------------------------------------------------ */

static void push(sower *s, const bao_event *e)
{
  if (s->ev)
    bao_events_push(s->ev, e);
}

/* An event about one of `side`'s holes (circuit index c). */
static void emit_hole(sower *s, int kind, int side, int c, int why)
{
  if (s->ev)
    bao_events_push(s->ev,
                    &(bao_event){.kind = (uint8_t)kind, .side = (uint8_t)side,
                                 .hole = BAO_HOLE(side, c),
                                 .hole2 = BAO_NO_HOLE, .why = (uint8_t)why});
}

/* ---- never-ending moves -------------------------------------------------
 * The state at the start of every lap determines the rest of the move, so
 * the move never ends exactly when that state repeats.  Brent's algorithm
 * finds the repetition and its period with one saved state: O(1) memory,
 * at most about twice (pre-period + period) laps.  The state is the
 * board, both houses, the cursor, the direction, the seeds in hand and
 * whether this is the first lap, packed in five words. */

typedef struct brent {
  uint64_t saved[5];
  uint32_t power, lam;
} brent;

static inline void state_of(const sower *s, uint64_t w[5])
{
  memcpy(w, s->p->pit, 2 * BAO_PITS);
  w[4] = (uint64_t)s->p->house[0] | (uint64_t)s->p->house[1] << 8 |
         (uint64_t)s->cursor << 16 | (uint64_t)(s->dir > 0) << 24 |
         (uint64_t)s->hand << 32 | (uint64_t)(s->laps == 0) << 48;
}

/* Almost every move ends within a few laps: the watch for a cycle starts
 * only after this many, which finds the same period (Brent's algorithm
 * measures it exactly from wherever it starts) without a snapshot per lap
 * of every ordinary move. */
#define BRENT_START BAO_LONG_LAPS

/* Returns the period once the state at this lap start was seen before
 * (called from lap BRENT_START on). */
static uint32_t brent_step(brent *b, const sower *s)
{
  uint64_t now[5];
  state_of(s, now);
  if (s->laps == BRENT_START) {
    memcpy(b->saved, now, sizeof now);
    b->power = 1;
    b->lam = 0;
    return 0;
  }
  b->lam++;
  if (now[0] == b->saved[0] && now[1] == b->saved[1] &&
      now[2] == b->saved[2] && now[3] == b->saved[3] &&
      now[4] == b->saved[4])
    return b->lam;
  if (b->lam == b->power) {
    memcpy(b->saved, now, sizeof now);
    b->power *= 2;
    b->lam = 0;
  }
  return 0;
}

/* ---- laps ---------------------------------------------------------------- */

/* The leaflet's nyumba exists in namua only (§6 items 20-21): nothing
 * destroys it in mtaji, so a destroyed one was lost in namua. */
static BAO_COLD int house_outlived(const sower *s)
{
  return !s->namua && BAO_HAS(&s->p->rules, BAO_F_HOUSE_ANY);
}

static void destroy_house(sower *s, int side, int captured)
{
  if (s->p->house[side] != BAO_HOUSE_INTACT || house_outlived(s))
    return;
  s->p->house[side] = BAO_HOUSE_DESTROYED;
  if (captured)
    emit_hole(s, BAO_EV_HOUSE_CAPTURED, side, BAO_HOUSE, 0);
  emit_hole(s, BAO_EV_HOUSE_DESTROYED, side, BAO_HOUSE, captured);
}

/* Lifts hole c into the hand; lifting the nyumba destroys it (R11). */
static inline void lift(sower *s, int c, int count)
{
  s->p->pit[s->me][c] = (uint8_t)(s->p->pit[s->me][c] - count);
  if (c < BAO_FRONT)
    s->front -= count;
  s->hand = count;
  s->cursor = c;
  if (c == BAO_HOUSE && s->p->pit[s->me][c] == 0)
    destroy_house(s, s->me, 0);
}

/* Drops the hand one seed per hole: n seeds give every hole n/16 and the
 * n%16 holes after the cursor one more, which is two 8-byte additions (a
 * hole never overflows: a position holds at most 255 seeds).  0 if a drop
 * leaves the front row empty in a move without captures (rule D7): since
 * the front row only gains seeds in a lap, that is when it is empty now
 * and the first seed falls in the back row. */
static int lap(sower *s, int origin, int why)
{
  int n = s->hand, r = n % BAO_PITS, c = s->cursor;
  uint64_t pits[2], a[2], all = (uint64_t)(n / BAO_PITS) * BAO_EVERY_BYTE;
  s->hand = 0;
  if (s->d7 && s->front == 0 && n > 0 && ((c + s->dir) & 15) >= BAO_FRONT)
    return 0;
  bao_lap_mask(s->dir > 0 ? (c + 1) & 15 : (c - r) & 15, r, a);
  memcpy(pits, s->p->pit[s->me], sizeof pits);
  pits[0] += all + a[0];
  pits[1] += all + a[1];
  memcpy(s->p->pit[s->me], pits, sizeof pits);
  s->front += bao_byte_sum(a[0]) + (n / BAO_PITS) * BAO_FRONT;
  s->cursor = (c + s->dir * r) & 15;
  if (s->ev)
    bao_events_push(s->ev, &(bao_event){
      .kind = BAO_EV_LAP, .side = (uint8_t)s->me,
      .hole = BAO_HOLE(s->me, origin), .hole2 = BAO_HOLE(s->me, s->cursor),
      .count = (uint8_t)n, .dir = (int8_t)s->dir, .why = (uint8_t)why});
  s->laps++;
  return 1;
}

/* Takes the enemy hole facing `c` and sets up the entry lap from a kichwa
 * (R6).  `chosen` is the entry direction of the first namua capture, or 0
 * when the rules decide. */
static void capture(sower *s, int c, int chosen)
{
  int t = BAO_FACING(c), take = s->p->pit[s->opp][t];
  int why, dir = forced_entry(c), old = s->dir;
  s->p->pit[s->opp][t] = 0;
  if (dir) {
    why = BAO_ENTRY_FORCED; /* kimbi or kichwa: that end's kichwa */
  } else if (chosen) {
    dir = chosen;
    why = BAO_ENTRY_CHOSEN;
  } else {
    dir = s->dir; /* keep the direction: CW enters at the left kichwa */
    why = BAO_ENTRY_KEPT;
  }
  push(s, &(bao_event){.kind = BAO_EV_CAPTURE, .side = (uint8_t)s->me,
                       .hole = BAO_HOLE(s->me, c), .hole2 = BAO_HOLE(s->opp, t),
                       .count = (uint8_t)take, .dir = (int8_t)dir,
                       .why = (uint8_t)why,
                       .flag = (uint8_t)(dir == BAO_CW ? 'L' : 'R')});
  if (t == BAO_HOUSE)
    destroy_house(s, s->opp, 1);
  if (!chosen && why == BAO_ENTRY_FORCED && dir != old)
    push(s, &(bao_event){.kind = BAO_EV_REVERSE, .side = (uint8_t)s->me,
                         .hole = BAO_HOLE(s->me, c), .hole2 = BAO_NO_HOLE,
                         .dir = (int8_t)dir});
  s->dir = dir;
  /* the lap starts just before the kichwa, so its first seed falls in it */
  s->cursor = circuit_step(entry_kichwa(dir), -dir);
  s->hand = take;
}

/* The 8 front holes are 8 bytes in a row: one load tells (every capture
 * asks). */
static int front_empty(const bao_position *p, int side)
{
  uint64_t row;
  memcpy(&row, p->pit[side], sizeof row);
  return row == 0;
}

/* After a capture: once the opponent's front row is empty it stays empty
 * (no capture can take from it, the mover sows his own rows), so the game
 * is decided.  game-end=immediate (D8), and a move sown again to the
 * moment it won (D19), enter the captured seeds and end there. */
static void after_capture(sower *s)
{
  s->last_lap = (s->until_won ||
                 s->p->rules.game_end == BAO_GAME_END_IMMEDIATE) &&
                front_empty(s->p, s->opp);
}

/* The move never ends (R17), unless a capture has emptied the opponent's
 * front row, which it did if the row is empty now: then the move has won
 * (D19), and the caller sows it again until that moment.  `period` is
 * the period found, BAO_PERIOD_UNKNOWN at the lap limit, or
 * BAO_PERIOD_BUDGET when the caller's budget ran out. */
static BAO_COLD int never_ends(sower *s, uint32_t found, uint32_t *period)
{
  *period = found;
  if (s->capture && front_empty(s->p, s->opp))
    return BAO_SOW_WON;
  push(s, &(bao_event){.kind = BAO_EV_NEVER_ENDING, .side = (uint8_t)s->me,
                       .hole = BAO_NO_HOLE, .hole2 = BAO_NO_HOLE,
                       .period = *period});
  return BAO_SOW_NEVER;
}

/* The 16-seed rule note: a first mtaji lap of 16+ seeds that would have
 * captured (rules.md R10). */
static void note_sixteen(sower *s, int start, int seeds)
{
  int c = s->cursor;
  if (seeds >= 16 && !s->namua && s->laps == 1 && c < BAO_FRONT &&
      s->p->pit[s->me][c] > 1 && s->p->pit[s->opp][BAO_FACING(c)] > 0)
    emit_hole(s, BAO_EV_SIXTEEN, s->me, start, 0);
}

/* ---- long moves: the memo and the budget -------------------------------
 * (shared with sow_fast.c) */

/* The same choice sown the same way: the memo keeps a move's forced
 * entry and tax too, as given. */
static int same_move(const bao_move *a, const bao_move *b)
{
  return bao_move_same(a, b) && a->forced == b->forced && a->tax == b->tax;
}

/* What a move's sowing depends on: the position, but of a move without
 * captures only the mover's side (his holes, his house, the takasia, the
 * hands and the rules: the opponent's holes are never looked at), so
 * that the memo knows it again whatever the opponent holds. */
static void memo_key(const bao_long *l, bao_position *key)
{
  *key = *l->orig;
  if (BAO_MOVE_CAPTURES(l->m))
    return;
  memset(key->pit[!key->to_move], 0, sizeof key->pit[0]);
  key->house[!key->to_move] = 0;
  key->reserved = -1;
}

/* The memo slot of a position and move (a direct-mapped table). */
static bao_long_move *memo_slot(bao_budget *b, const bao_position *p,
                                const bao_move *m)
{
  uint32_t h = 2166136261u;
  int side, c;
  for (side = 0; side < 2; side++)
    for (c = 0; c < BAO_PITS; c++)
      h = (h ^ p->pit[side][c]) * 16777619u;
  h = (h ^ (uint32_t)(m->hole * 4 + (m->dir > 0) * 2 + m->safari)) *
      16777619u;
  return &b->memo[(h ^ (h >> 16)) % BAO_BUDGET_MEMO];
}

int bao_long_begin(const bao_long *l, bao_position *p, int *code,
                   uint32_t *period, uint32_t *limit)
{
  bao_long_move *e;
  bao_position key;
  int me = p->to_move;
  *limit = BAO_LAP_LIMIT;
  if (!l->budget)
    return 0;
  memo_key(l, &key);
  e = memo_slot(l->budget, &key, l->m);
  if (e->used && e->until_won == l->until_won && same_move(&e->move, l->m) &&
      bao_position_same(&e->before, &key) &&
      (!l->events || e->code == BAO_SOW_WON)) {
    memcpy(p->pit[me], e->pit[me], sizeof e->pit[me]);
    p->house[me] = e->house[me];
    if (BAO_MOVE_CAPTURES(l->m)) {
      memcpy(p->pit[!me], e->pit[!me], sizeof e->pit[!me]);
      p->house[!me] = e->house[!me];
    }
    *code = e->code;
    *period = e->period;
    return 1;
  }
  if (l->budget->laps < BAO_LAP_LIMIT - BAO_LONG_LAPS)
    *limit = BAO_LONG_LAPS + (uint32_t)l->budget->laps;
  return 0;
}

void bao_long_end(const bao_long *l, const bao_position *p, uint32_t laps,
                  int code, uint32_t period)
{
  bao_budget *b = l->budget;
  bao_long_move *e;
  bao_position key;
  uint64_t spent = laps - BAO_LONG_LAPS;
  if (!b)
    return;
  b->laps -= spent < b->laps ? spent : b->laps;
  b->spent += spent;
  if (period == BAO_PERIOD_BUDGET) {
    b->cut++;
    return;
  }
  if (l->events)
    return; /* with events a won capture's board is not the one it won */
  memo_key(l, &key);
  e = memo_slot(b, &key, l->m);
  e->before = key;
  e->move = *l->m;
  e->until_won = (uint8_t)l->until_won;
  e->code = (uint8_t)code;
  e->used = 1;
  e->period = period;
  memcpy(e->pit, p->pit, sizeof e->pit);
  memcpy(e->house, p->house, sizeof e->house);
}

/* ---- the nyumba and takasia at the end of a lap ------------------------ */

enum { GO_ON, STOP, DECIDE };

/* A lap ended in the mover's functional nyumba without capturing there. */
static int at_house(sower *s)
{
  int c = BAO_HOUSE, forced_safari;
  if (!s->capture && s->p->rules.house_stop == BAO_HOUSE_STOP_END) {
    emit_hole(s, BAO_EV_HOUSE_STOP, s->me, c, 0);
    return STOP;
  }
  forced_safari = s->capture && !s->namua &&
                  s->p->rules.mtaji_safari == BAO_SAFARI_FORCED;
  if (!forced_safari && !s->m->safari) {
    emit_hole(s, BAO_EV_HOUSE_STOP, s->me, c, 0);
    return DECIDE;
  }
  emit_hole(s, BAO_EV_HOUSE_SAFARI, s->me, c, forced_safari);
  return GO_ON;
}

/* The takasiaed hole stops a lap without captures, except (D6 default) in
 * the first lap of a move from the nyumba. */
static int at_takasia(sower *s)
{
  if (s->laps == 1 && s->house_start &&
      s->p->rules.takasia == BAO_TAKASIA_NYUMBA_EXCEPTION) {
    emit_hole(s, BAO_EV_TAKASIA_PASSED, s->me, s->cursor, 0);
    return GO_ON;
  }
  emit_hole(s, BAO_EV_TAKASIA_OBEYED, s->me, s->cursor, 0);
  return STOP;
}

/* ---- the sowing loop ----------------------------------------------------- */

/* The laps from BRENT_START on: the memo, the watch for a cycle, the lap
 * limit.  STOP with *code once the move is decided. */
static int long_lap(sower *s, brent *b, uint32_t *period, int *code)
{
  uint32_t found;
  if (s->laps == BRENT_START &&
      bao_long_begin(&s->lm, s->p, code, period, &s->limit))
    return STOP;
  found = brent_step(b, s);
  if (found || s->laps >= s->limit) {
    *code = never_ends(s, found ? found
                       : s->limit < BAO_LAP_LIMIT ? BAO_PERIOD_BUDGET
                                                  : BAO_PERIOD_UNKNOWN,
                       period);
    bao_long_end(&s->lm, s->p, s->laps, *code, *period);
    return STOP;
  }
  return GO_ON;
}

/* The move with its events (bao_sow_fast in sow_fast.c sows without). */
static int sow_loop(sower *s, int origin, int why, uint32_t *period)
{
  brent b = {{0}, 0, 0};
  int c, n, verdict, code;
  for (;;) {
    if (s->laps >= BRENT_START && long_lap(s, &b, period, &code) == STOP)
      return code;
    n = s->hand;
    if (!lap(s, origin, why)) {
      if (s->laps > BRENT_START)
        bao_long_end(&s->lm, s->p, s->laps, BAO_SOW_ILLEGAL, 0);
      return BAO_SOW_ILLEGAL;
    }
    note_sixteen(s, origin, n);
    c = s->cursor;
    n = s->p->pit[s->me][c];
    if (n == 1 || s->last_lap)
      break;
    if (s->capture && c < BAO_FRONT && s->p->pit[s->opp][BAO_FACING(c)]) {
      capture(s, c, 0);
      after_capture(s);
      origin = entry_kichwa(s->dir);
      why = BAO_LAP_CAPTURE;
      continue;
    }
    why = BAO_LAP_RELAY;
    verdict = GO_ON;
    if (!s->capture && c == s->p->takasia)
      verdict = at_takasia(s);
    if (verdict == GO_ON && c == BAO_HOUSE && bao_house_works(s->p, s->me)) {
      verdict = at_house(s);
      why = BAO_LAP_SAFARI;
    }
    if (verdict == STOP)
      break;
    if (verdict == DECIDE) {
      if (s->laps > BRENT_START)
        bao_long_end(&s->lm, s->p, s->laps, BAO_SOW_DECISION, 0);
      return BAO_SOW_DECISION;
    }
    lift(s, c, n);
    origin = c;
  }
  if (s->laps > BRENT_START)
    bao_long_end(&s->lm, s->p, s->laps, BAO_SOW_DONE, 0);
  return BAO_SOW_DONE;
}

/* ---- openings ------------------------------------------------------------ */

static void place(sower *s, int c)
{
  s->p->hand[s->me]--;
  s->p->pit[s->me][c]++;
  s->front++;
  emit_hole(s, BAO_EV_PLACE, s->me, c, 0);
}

int bao_sow(bao_position *p, bao_move *m, bao_events *ev, uint32_t *period,
            int until_won, const bao_position *orig, bao_budget *budget)
{
  sower s;
  int c = m->hole, why = BAO_LAP_MOVE, origin = c;
  if (!ev)
    return bao_sow_fast(p, m, period, until_won, orig, budget);
  s.p = p;
  s.m = m;
  s.me = p->to_move;
  s.opp = !s.me;
  s.ev = ev;
  s.dir = m->dir;
  s.hand = 0;
  s.cursor = c;
  s.laps = 0;
  s.limit = BAO_LAP_LIMIT;
  s.last_lap = 0;
  s.until_won = until_won;
  s.lm.budget = orig ? budget : NULL;
  s.lm.orig = orig;
  s.lm.m = m;
  s.lm.until_won = until_won;
  s.lm.events = 1;
  s.namua = m->kind == BAO_NAMUA_CAPTURE || m->kind == BAO_NAMUA_TAKASA;
  s.capture = m->kind == BAO_NAMUA_CAPTURE || m->kind == BAO_MTAJI_CAPTURE;
  s.d7 = !s.capture && p->rules.front_row == BAO_FRONT_NEVER_EMPTY;
  s.house_start = c == BAO_HOUSE && p->house[s.me] == BAO_HOUSE_INTACT;
  s.front = bao_front_seeds(p, s.me);
  *period = 0;
  if (s.namua)
    place(&s, c);
  if (m->kind == BAO_NAMUA_CAPTURE) {
    capture(&s, c, m->forced ? 0 : m->dir);
    after_capture(&s);
    origin = entry_kichwa(s.dir);
    why = BAO_LAP_CAPTURE;
  } else if (m->tax) { /* the namua tax, or the mtaji tax (D4) */
    push(&s, &(bao_event){.kind = BAO_EV_HOUSE_TAX, .side = (uint8_t)s.me,
                          .hole = BAO_HOLE(s.me, c), .hole2 = BAO_NO_HOLE,
                          .count = 2, .why = (uint8_t)!s.namua});
    lift(&s, c, 2);
    why = BAO_LAP_TAX;
  } else {
    lift(&s, c, p->pit[s.me][c]);
  }
  return sow_loop(&s, origin, why, period);
}

void bao_budget_init(bao_budget *b, uint64_t laps)
{
  memset(b, 0, sizeof *b);
  b->laps = laps;
}
