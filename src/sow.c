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
 * or the functional nyumba may stop it; otherwise the hole is relayed. */
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
  int house_start; /* the move started from the intact nyumba (D6)        */
  int until_won;   /* end the move once a capture has emptied the
                      opponent's front row and its seeds are entered, as
                      game-end=immediate does (D8, D19)                  */
  int last_lap;    /* the game is over: this lap ends the move           */
  uint32_t laps;
  bao_events *ev;
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
  push(s, &(bao_event){.kind = (uint8_t)kind, .side = (uint8_t)side,
                       .hole = BAO_HOLE(side, c), .hole2 = BAO_NO_HOLE,
                       .why = (uint8_t)why});
}

/* ---- never-ending moves -------------------------------------------------
 * The state at the start of every lap determines the rest of the move, so
 * the move never ends exactly when that state repeats.  Brent's algorithm
 * finds the repetition and its period with one saved state: O(1) memory,
 * at most about twice (pre-period + period) laps. */

typedef struct snapshot {
  uint8_t b[2 * BAO_PITS + 6];
} snapshot;

typedef struct brent {
  snapshot saved;
  uint32_t power, lam;
} brent;

static void take_snapshot(const sower *s, snapshot *out)
{
  memcpy(out->b, s->p->pit, 2 * BAO_PITS);
  out->b[32] = s->p->house[0];
  out->b[33] = s->p->house[1];
  out->b[34] = (uint8_t)s->cursor;
  out->b[35] = (uint8_t)(s->dir > 0);
  out->b[36] = (uint8_t)s->hand;
  out->b[37] = (uint8_t)(s->laps == 0); /* the first lap is special (D6) */
}

/* Almost every move ends within a few laps: the watch for a cycle starts
 * only after this many, which finds the same period (Brent's algorithm
 * measures it exactly from wherever it starts) without a snapshot per lap
 * of every ordinary move. */
#define BRENT_START 64u

/* Returns the period once the state at this lap start was seen before. */
static uint32_t brent_step(brent *b, const sower *s)
{
  snapshot now;
  if (s->laps < BRENT_START)
    return 0;
  take_snapshot(s, &now);
  if (s->laps == BRENT_START) {
    b->saved = now;
    b->power = 1;
    b->lam = 0;
    return 0;
  }
  b->lam++;
  if (memcmp(now.b, b->saved.b, sizeof now.b) == 0)
    return b->lam;
  if (b->lam == b->power) {
    b->saved = now;
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

/* Drops the hand one seed per hole.  0 if a drop leaves the front row empty
 * in a move without captures (rule D7). */
static int lap(sower *s, int origin, int why)
{
  int n = s->hand, i;
  s->hand = 0;
  for (i = 0; i < n; i++) {
    s->cursor = circuit_step(s->cursor, s->dir);
    s->p->pit[s->me][s->cursor]++;
    if (s->cursor < BAO_FRONT)
      s->front++;
    else if (s->front == 0 && !s->capture &&
             s->p->rules.front_row == BAO_FRONT_NEVER_EMPTY)
      return 0;
  }
  push(s, &(bao_event){.kind = BAO_EV_LAP, .side = (uint8_t)s->me,
                       .hole = BAO_HOLE(s->me, origin),
                       .hole2 = BAO_HOLE(s->me, s->cursor), .count = (uint8_t)n,
                       .dir = (int8_t)s->dir, .why = (uint8_t)why});
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
 * (D19), and the caller sows it again until that moment. */
static BAO_COLD int never_ends(sower *s, uint32_t found, uint32_t *period)
{
  *period = found ? found : BAO_PERIOD_UNKNOWN;
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

static int sow_loop(sower *s, int origin, int why, uint32_t *period)
{
  brent b;
  int c, n, verdict;
  for (;;) {
    uint32_t found = brent_step(&b, s);
    if (found || s->laps >= BAO_LAP_LIMIT)
      return never_ends(s, found, period);
    n = s->hand;
    if (!lap(s, origin, why))
      return BAO_SOW_ILLEGAL;
    note_sixteen(s, origin, n);
    c = s->cursor;
    n = s->p->pit[s->me][c];
    if (n == 1 || s->last_lap)
      return BAO_SOW_DONE;
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
      return BAO_SOW_DONE;
    if (verdict == DECIDE)
      return BAO_SOW_DECISION;
    lift(s, c, n);
    origin = c;
  }
}

/* ---- openings ------------------------------------------------------------ */

static void place(sower *s, int c)
{
  s->p->hand[s->me]--;
  s->p->pit[s->me][c]++;
  s->front++;
  emit_hole(s, BAO_EV_PLACE, s->me, c, 0);
}

int bao_sow_move(bao_position *p, bao_move *m, bao_events *ev,
                 uint32_t *period, int until_won)
{
  sower s;
  int c = m->hole, why = BAO_LAP_MOVE, origin = c, i;
  memset(&s, 0, sizeof s);
  s.until_won = until_won;
  s.p = p;
  s.m = m;
  s.me = p->to_move;
  s.opp = !s.me;
  s.ev = ev;
  s.dir = m->dir;
  s.namua = m->kind == BAO_NAMUA_CAPTURE || m->kind == BAO_NAMUA_TAKASA;
  s.capture = m->kind == BAO_NAMUA_CAPTURE || m->kind == BAO_MTAJI_CAPTURE;
  s.house_start = c == BAO_HOUSE && p->house[s.me] == BAO_HOUSE_INTACT;
  for (i = 0; i < BAO_FRONT; i++)
    s.front += p->pit[s.me][i];
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
