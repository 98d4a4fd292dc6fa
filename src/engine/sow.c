/* sow.c - carrying out one move: laps, relays, captures, the nyumba,
 * takasia, and the detection of never-ending moves (rules.md §3.1).  The
 * one sowing: the move generators, the walk with its events and the
 * watch for moves that never end all run the loop below.
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
 * The board is in registers for the whole move: the mover's 16 holes in
 * two words, the opponent's front row in a third (a move only ever takes
 * from it), the two houses in two integers.  A lap is then two additions
 * (internal.h, bao_lap_mask), a hole a shift, and nothing is written to
 * the position until the move is over.  The loop (sow_run) keeps its
 * whole state in local variables and leaves, handing the state back, for
 * what is rare: the end of the move, and lap BAO_LONG_LAPS of a long
 * move, where the caller's memo and budget are asked (sow_long.c).
 *
 * Every rule is written once, here: the opening (open_move), the
 * capture and the lift it shares with the loop (take, lift), the lap,
 * the takasia and the nyumba (at_house; whether the nyumba works is
 * internal.h's bao_intact_house_works, which bao_house_works asks too),
 * and the watch for a cycle.  sow_long.c only wraps the long moves (the
 * caller's memo and budget, which are not rules of the game).
 *
 * The events are a parameter of the loop, not a second copy of it: a
 * sink (a cursor into the event list), a literal NULL in every call of
 * the move generators (bao_sow_fast), so that the compiler removes every
 * event there; bao_sow passes one, for the walk's plies and for moves of
 * any length.  The loop and its helpers are always inlined, so each call
 * with a constant sink is its own instance: with the events removed, the
 * generators' instance has the instructions the sowing without events
 * had before there was one loop (bench/README.md, "One sowing").  Both
 * instances are the same rules by construction; tests/test_random.c and
 * tests/test_sow_events.c check that they agree, and that the events
 * tell the board.
 *
 * A move that never ends (R17): the state at the start of every lap
 * determines the rest of the move, so the move never ends exactly when
 * that state repeats.  Brent's algorithm finds the repetition and its
 * period with one saved state, from lap BAO_LONG_LAPS on (almost every
 * move ends before: no snapshot per lap of the ordinary ones).  The
 * state is the three words of the board and one more for the rest
 * (houses, cursor, direction, seeds in hand).  A capture that has
 * emptied the opponent's front row keeps a copy of the board once its
 * seeds are entered, so that when the move then never ends (it has won,
 * D19) the board of that moment is at hand. */
#include "internal.h"

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define SHIFT(i) (8 * (7 - (i)))
#else
#define SHIFT(i) (8 * (i))
#endif

/* A nyumba taken or lifted is ORed in (hop |= ...): no branch. */
_Static_assert(BAO_HOUSE_INTACT == 0 && BAO_HOUSE_DESTROYED == 1,
               "the nyumba's states are the bits 0 and 1");

#if defined(__GNUC__) || defined(__clang__)
#define INLINE static inline __attribute__((always_inline))
#else
#define INLINE static inline
#endif

/* The board: the mover's holes 0..7 and 8..15 (memcpy's layout), the
 * opponent's front row, and the two houses. */
typedef struct board {
  uint64_t lo, hi, of;
  int hme, hop;
} board;

/* What does not change during the move (the rules are read from p when
 * a lap ends at the nyumba or the takasia, which is seldom). */
typedef struct fixed {
  bao_position *p;
  const bao_move *m;
  int me, capture, namua, d7, until_won, takasia;
  const bao_position *orig; /* for a long move: bao_long */
  bao_budget *budget;
} fixed;

/* Whether the move starts from the mover's intact nyumba (the position
 * is written only when the move is over: its nyumba is the one before
 * the move until then). */
static inline int house_start(const fixed *k)
{
  return k->m->hole == BAO_HOUSE && k->p->house[k->me] == BAO_HOUSE_INTACT;
}

/* The leaflet's nyumba exists in namua only (§6 items 20-21): nothing
 * destroys it in mtaji, so a destroyed one was lost in namua. */
INLINE int outlived(const fixed *k) /* (take and lift ask it of every
                                       capture and of hole 5 lifted) */
{
  return !k->namua && BAO_HAS(&k->p->rules, BAO_F_HOUSE_ANY);
}

/* Whether the game ends once the seeds of a capture that emptied the
 * opponent's front row are entered (D8, D19). */
static inline int ends_there(const fixed *k)
{
  return k->until_won || k->p->rules.game_end == BAO_GAME_END_IMMEDIATE;
}

/* A mtaji capture that reaches the working nyumba goes on: its safari is
 * forced (R13 under mtaji-safari=forced). */
static inline int forced_safari(const fixed *k)
{
  return k->capture && !k->namua &&
         k->p->rules.mtaji_safari == BAO_SAFARI_FORCED;
}

/* The state between two runs of the loop. */
typedef struct state {
  board b, at_won; /* at_won: the board once a winning capture is in   */
  int cursor, dir, hand, front, last_lap, won;
  int origin, why; /* the next lap's, for its event (with events only)  */
  uint32_t laps, limit;
  /* Brent's watch, from lap BAO_LONG_LAPS on */
  int watching;
  board saved;
  uint64_t saved_rest;
  uint32_t power, lam;
} state;

/* Why the loop left.  X_RELAY and X_IDLE are at_house's: the lap goes on
 * (the safari), or the nyumba does not work. */
enum {
  X_DONE, X_ILLEGAL, X_DECISION, X_LONG, X_FOUND, X_LIMIT, X_RELAY, X_IDLE
};

/* ---- events --------------------------------------------------------------
 * Written at a cursor w into the list, without a check: the loop makes
 * sure at the start of every lap that the list has room for what a lap
 * can push (sink_refill), which is one compare a lap rather than one an
 * event, and leaves the count to be written once, when the move is over.
 * Near BAO_EVENTS_LIMIT (or if the list cannot grow) the events go to a
 * spare buffer first and then through bao_events_push one by one, so the
 * list ends exactly as pushing each event would leave it (truncated
 * included).  Each put returns the cursor moved on. */

/* At most 6 events a lap (the lap, the 16-seed note, then a capture and
 * its three, or the takasia, the nyumba and the nyumba destroyed), and
 * the never-ending one at the start of a lap; 5 in the opening (a seed
 * placed, a capture, the enemy nyumba captured and destroyed, a
 * reversal). */
#define LAP_ROOM 7
#define OPEN_ROOM 5
#define ROOM 32 /* what the list is grown to hold at once */

typedef struct sink {
  bao_events *ev;
  bao_event *w, *end; /* the cursor, and the end of its room          */
  int spare;          /* w is in buf (the list had no room)           */
  bao_event buf[2 * LAP_ROOM];
} sink;

/* One event (its period 0, as every event but the never-ending one). */
INLINE bao_event *put(bao_event *w, int kind, int side, int hole,
                      int hole2, int count, int dir, int why, int flag)
{
  *w = (bao_event){.kind = (uint8_t)kind, .side = (uint8_t)side,
                   .hole = (bao_hole)hole, .hole2 = (bao_hole)hole2,
                   .count = (uint8_t)count, .dir = (int8_t)dir,
                   .why = (uint8_t)why, .flag = (uint8_t)flag};
  return w + 1;
}

/* An event about one of `side`'s holes (circuit index c). */
INLINE bao_event *put_hole(bao_event *w, int kind, int side, int c, int why)
{
  return put(w, kind, side, BAO_HOLE(side, c), BAO_NO_HOLE, 0, 0, why, 0);
}

/* A capture from the mover's hole c of `take` seeds, entering in `dir`:
 * the capture, the enemy nyumba taken (hop: its state before), and the
 * reversal of the sowing when the entry is forced the other way. */
INLINE bao_event *capture_events(const fixed *k, bao_event *w, int c,
                                 int take, int dir, int why, int hop,
                                 int reverse)
{
  int t = BAO_FACING(c);
  w = put(w, BAO_EV_CAPTURE, k->me, BAO_HOLE(k->me, c),
          BAO_HOLE(!k->me, t), take, dir, why, dir == BAO_CW ? 'L' : 'R');
  if (t == BAO_HOUSE && hop == BAO_HOUSE_INTACT && !outlived(k)) {
    w = put_hole(w, BAO_EV_HOUSE_CAPTURED, !k->me, BAO_HOUSE, 0);
    w = put_hole(w, BAO_EV_HOUSE_DESTROYED, !k->me, BAO_HOUSE, 1);
  }
  if (reverse)
    w = put(w, BAO_EV_REVERSE, k->me, BAO_HOLE(k->me, c), BAO_NO_HOLE, 0,
            dir, 0, 0);
  return w;
}

/* Grows the list (as bao_events_push does: bao_events_push_full doubles
 * it, with an event that is then taken back) until ROOM events fit; 0 if
 * pushing them one by one might not have grown it (near
 * BAO_EVENTS_LIMIT) or it cannot grow.  (An event written below the
 * list's capacity is one bao_events_push would have kept.) */
static BAO_COLD int make_room(bao_events *ev)
{
  static const bao_event none = {0};
  size_t count = ev->count;
  int truncated = ev->truncated;
  if (ev->cap - count >= ROOM)
    return 1;
  if (count + ROOM > BAO_EVENTS_LIMIT)
    return 0;
  while (ev->cap - count < ROOM) {
    bao_events_push_full(ev, &none);
    if (ev->count == count) { /* out of memory: the pushes will say so */
      ev->truncated = truncated;
      return 0;
    }
    ev->count = count;
  }
  return 1;
}

/* The events up to w into the list: its count, or (from the spare
 * buffer) pushed one by one. */
static void sink_flush(sink *sk, bao_event *w)
{
  bao_event *e;
  if (!sk->spare) {
    sk->ev->count = (size_t)(w - sk->ev->ev);
    return;
  }
  for (e = sk->buf; e < w; e++)
    bao_events_push(sk->ev, e);
}

/* The cursor again, with room for at least LAP_ROOM events. */
static BAO_COLD bao_event *sink_refill(sink *sk, bao_event *w)
{
  sink_flush(sk, w);
  sk->spare = !make_room(sk->ev);
  if (sk->spare) {
    sk->end = sk->buf + sizeof sk->buf / sizeof sk->buf[0];
    return sk->buf;
  }
  sk->end = sk->ev->ev + sk->ev->cap;
  return sk->ev->ev + sk->ev->count;
}

/* A sink on the list, with room for the opening. */
static inline void sink_open(sink *sk, bao_events *ev)
{
  sk->ev = ev;
  sk->spare = 1; /* nothing in buf yet */
  sk->w = sk->buf;
  if (ev->cap - ev->count >= OPEN_ROOM + LAP_ROOM) {
    sk->spare = 0;
    sk->w = ev->ev + ev->count;
    sk->end = ev->ev + ev->cap;
  } else {
    sk->w = sink_refill(sk, sk->w);
  }
}

/* ---- the nyumba ---------------------------------------------------------- */

/* A lap ended in the mover's intact nyumba holding n, without capturing
 * there: X_IDLE if the nyumba does not work (internal.h: the test of
 * bao_house_works), else X_RELAY (the safari, forced or chosen), X_DONE
 * (it stops) or X_DECISION (the player chooses: m->safari 0). */
INLINE int at_house(const fixed *k, int n)
{
  const bao_rules *r = &k->p->rules;
  if (!bao_intact_house_works(r, k->p->hand[0] || k->p->hand[1], n))
    return X_IDLE;
  if (!k->capture && r->house_stop == BAO_HOUSE_STOP_END)
    /* house-takata=relay: a mtaji takata sows the nyumba on (R12) */
    return !k->namua && r->house_takata == BAO_HOUSE_TAKATA_RELAY ? X_RELAY
                                                                  : X_DONE;
  if (!forced_safari(k) && !k->m->safari)
    return X_DECISION;
  return X_RELAY;
}

/* Hole c of the mover (written to compile without a branch: in a long
 * move the holes come at random). */
static inline unsigned get(uint64_t lo, uint64_t hi, int c)
{
  return (unsigned)(((c < BAO_FRONT ? lo : hi) >> SHIFT(c & 7)) & 0xff);
}

static inline uint64_t rest_of(int hme, int hop, int cursor, int dir,
                               int hand)
{
  return (uint64_t)hme | (uint64_t)hop << 8 | (uint64_t)cursor << 16 |
         (uint64_t)(dir > 0) << 24 | (uint64_t)hand << 32;
}

/* ---- a capture and a lift: the opening's and the loop's ------------------ */

/* A capture from the mover's hole c (R6): the enemy hole facing it goes
 * into the hand (the enemy nyumba with it, destroyed), and the entry lap
 * is set up from a kichwa: the one at the end c forces (holes 1-2, 7-8),
 * else the one of the direction *dir, which is the move's choice in the
 * namua capture of the opening (`chosen`) and kept in any later capture.
 * The lap starts just before the kichwa, so that its first seed falls
 * in it.  Once the opponent's front row is empty the game is decided
 * (D8, D19).  (Pointers to the loop's variables: always inlined, they
 * stay in registers.) */
INLINE void take(const fixed *k, int c, int chosen, uint64_t *of, int *hop,
                 int *dir, int *cursor, int *hand, int *last_lap, int *won,
                 sink *const sk, bao_event **w, int *origin, int *why)
{
  int t = BAO_FACING(c), fe = forced_entry(c);
  *hand = (int)((*of >> SHIFT(t)) & 0xff);
  if (sk) {
    *w = capture_events(k, *w, c, *hand, fe ? fe : *dir,
                        fe       ? BAO_ENTRY_FORCED
                        : chosen ? BAO_ENTRY_CHOSEN
                                 : BAO_ENTRY_KEPT,
                        *hop, !chosen && fe && fe != *dir);
    *origin = entry_kichwa(fe ? fe : *dir);
    *why = BAO_LAP_CAPTURE;
  }
  *of &= ~((uint64_t)0xff << SHIFT(t));
  *hop |= (t == BAO_HOUSE) & !outlived(k); /* (t comes at random) */
  *dir = fe ? fe : *dir;
  *cursor = (entry_kichwa(*dir) - *dir) & 15;
  if (*of == 0) {
    *last_lap = ends_there(k);
    *won = *won ? *won : 1;
  }
}

/* Lifts n seeds of the mover's hole c into the hand (written without a
 * branch on the row: in a long move the holes come at random).  Lifting
 * the nyumba empty destroys it (R11), but for the leaflet's in mtaji.
 * `capture`: the move captures, and so does not count its front row. */
INLINE void lift(const fixed *k, int c, int n, const int capture,
                 uint64_t *lo, uint64_t *hi, int *front, int *hand,
                 int *hme, sink *const sk, bao_event **w)
{
  uint64_t all = (uint64_t)n << SHIFT(c & 7);
  *lo -= c < BAO_FRONT ? all : 0;
  *hi -= c < BAO_FRONT ? 0 : all;
  if (!capture)
    *front -= c < BAO_FRONT ? n : 0;
  *hand = n;
  if (c == BAO_HOUSE && get(*lo, *hi, c) == 0 && !outlived(k)) {
    if (sk && *hme == BAO_HOUSE_INTACT)
      *w = put_hole(*w, BAO_EV_HOUSE_DESTROYED, k->me, BAO_HOUSE, 0);
    *hme = BAO_HOUSE_DESTROYED;
  }
}

/* ---- the loop -------------------------------------------------------------- */

/* The laps, from the state in `s` until the move ends or something rare
 * is due; the state is then handed back.  The first thing is a lap.
 * Inlined for the first laps of a capture and of any other move (the
 * parameter `capture`, a constant there, k->capture: a capture never
 * counts its front row, which only the front-row rule D7 of the other
 * moves reads), and for the rest of a long move.  With a sink `sk` it
 * writes the events, from s->origin and s->why for the first lap. */
INLINE int sow_run(const fixed *k, state *s, const int capture,
                   sink *const sk)
{
  bao_event *w = sk ? sk->w : NULL, *end = sk ? sk->end : NULL;
  uint64_t lo = s->b.lo, hi = s->b.hi, of = s->b.of, a[2], all, rest;
  int hme = s->b.hme, hop = s->b.hop, cursor = s->cursor, dir = s->dir;
  int hand = s->hand, front = s->front, last_lap = s->last_lap;
  int won = s->won, c, n, r, t, exit, entered = 0;
  int origin = sk ? s->origin : 0, why = sk ? s->why : 0;
  uint32_t laps = s->laps;
  for (;;) {
    if (sk && end - w < LAP_ROOM) { /* (end a local: an event written
                                       may alias sk->end) */
      w = sink_refill(sk, w);
      end = sk->end;
    }
    if (entered && laps >= BAO_LONG_LAPS) { /* a long move */
      if (!s->watching) {
        exit = X_LONG;
        break;
      }
      rest = rest_of(hme, hop, cursor, dir, hand);
      s->lam++;
      if (lo == s->saved.lo && hi == s->saved.hi && of == s->saved.of &&
          rest == s->saved_rest) {
        exit = X_FOUND;
        break;
      }
      if (s->lam == s->power) {
        s->saved.lo = lo;
        s->saved.hi = hi;
        s->saved.of = of;
        s->saved_rest = rest;
        s->power *= 2;
        s->lam = 0;
      }
      if (laps >= s->limit) {
        exit = X_LIMIT;
        break;
      }
    }
    entered = 1;
    /* the lap: n%16 holes after the cursor get one more, every hole n/16.
     * 0 if a drop leaves the front row empty in a move without captures
     * (rule D7): since the front row only gains seeds in a lap, that is
     * when it is empty now and the first seed falls in the back row. */
    n = hand;
    r = n & 15;
    if (!capture && k->d7 && front == 0 && n > 0 &&
        ((cursor + dir) & 15) >= 8) {
      exit = X_ILLEGAL;
      break;
    }
    bao_lap_mask((cursor + (dir > 0 ? 1 : -r)) & 15, r, a);
    all = (uint64_t)(n >> 4) * BAO_EVERY_BYTE;
    lo += all + a[0];
    hi += all + a[1];
    if (!capture)
      front += (int)((a[0] * BAO_EVERY_BYTE) >> 56) + (n >> 4) * BAO_FRONT;
    cursor = (cursor + dir * r) & 15;
    if (sk)
      w = put(w, BAO_EV_LAP, k->me, BAO_HOLE(k->me, origin),
              BAO_HOLE(k->me, cursor), n, dir, why, 0);
    r = n; /* (the seeds sown, for the 16-seed note) */
    hand = 0;
    laps++;
    if (won == 1) { /* the capture that won has entered its seeds */
      s->at_won.lo = lo;
      s->at_won.hi = hi;
      s->at_won.of = of;
      s->at_won.hme = hme;
      s->at_won.hop = hop;
      won = 2;
    }
    c = cursor;
    n = (int)get(lo, hi, c);
    /* the 16-seed rule note: a first mtaji lap of 16+ seeds that would
     * have captured (rules.md R10) */
    if (sk && r >= 16 && !k->namua && laps == 1 && c < BAO_FRONT && n > 1 &&
        ((of >> SHIFT(BAO_FACING(c))) & 0xff))
      w = put_hole(w, BAO_EV_SIXTEEN, k->me, origin, 0);
    if (n == 1 || last_lap) {
      exit = X_DONE;
      break;
    }
    t = BAO_FACING(c);
    if (capture && c < BAO_FRONT && ((of >> SHIFT(t)) & 0xff)) {
      take(k, c, 0, &of, &hop, &dir, &cursor, &hand, &last_lap, &won, sk,
           &w, &origin, &why);
      continue;
    }
    /* the takasiaed hole stops a lap without captures (R15), except (D6
     * default) in the first lap of a move from the nyumba */
    if (!capture && c == k->takasia &&
        !(laps == 1 && house_start(k) &&
          k->p->rules.takasia == BAO_TAKASIA_NYUMBA_EXCEPTION)) {
      if (sk)
        w = put_hole(w, BAO_EV_TAKASIA_OBEYED, k->me, c, 0);
      exit = X_DONE;
      break;
    }
    if (sk && !capture && c == k->takasia) /* the exception (D6) */
      w = put_hole(w, BAO_EV_TAKASIA_PASSED, k->me, c, 0);
    why = BAO_LAP_RELAY;
    if (c == BAO_HOUSE && hme == BAO_HOUSE_INTACT) { /* (R12, R13) */
      exit = at_house(k, n);
      if (sk && exit != X_IDLE) {
        why = BAO_LAP_SAFARI;
        w = exit == X_RELAY
              ? put_hole(w, BAO_EV_HOUSE_SAFARI, k->me, BAO_HOUSE,
                         forced_safari(k))
              : put_hole(w, BAO_EV_HOUSE_STOP, k->me, BAO_HOUSE, 0);
      }
      if (exit < X_RELAY)
        break;
    }
    /* a relay: lift the hole */
    lift(k, c, n, capture, &lo, &hi, &front, &hand, &hme, sk, &w);
    origin = c;
  }
  s->b.lo = lo;
  s->b.hi = hi;
  s->b.of = of;
  s->b.hme = hme;
  s->b.hop = hop;
  s->cursor = cursor;
  s->dir = dir;
  s->hand = hand;
  s->front = front;
  s->last_lap = last_lap;
  s->won = won;
  s->laps = laps;
  if (sk) {
    sk->w = w;
    s->origin = origin;
    s->why = why;
  }
  return exit;
}

/* ---- long moves ------------------------------------------------------------ */

static inline void write_back(const fixed *k, const board *b)
{
  uint64_t w[2] = {b->lo, b->hi};
  memcpy(k->p->pit[k->me], w, sizeof w);
  memcpy(k->p->pit[!k->me], &b->of, sizeof b->of);
  k->p->house[k->me] = (uint8_t)b->hme;
  k->p->house[!k->me] = (uint8_t)b->hop;
}

/* The memo and budget's view of the move (sow_long.c). */
static void long_of(const fixed *k, bao_long *lm, int events)
{
  lm->budget = k->orig ? k->budget : NULL;
  lm->orig = k->orig;
  lm->m = k->m;
  lm->until_won = k->until_won;
  lm->events = events;
}

/* Lap BAO_LONG_LAPS: the memo may know the move (1, *code set); else the
 * watch starts and the budget sets the lap limit. */
static BAO_COLD int long_start(const fixed *k, state *s, int *code,
                               uint32_t *period, int events)
{
  bao_long lm;
  long_of(k, &lm, events);
  write_back(k, &s->b); /* the memo reads and writes the position */
  if (bao_long_begin(&lm, k->p, code, period, &s->limit))
    return 1;
  s->watching = 1;
  s->saved = s->b;
  s->saved_rest = rest_of(s->b.hme, s->b.hop, s->cursor, s->dir, s->hand);
  s->power = 1;
  s->lam = 0;
  return 0;
}

/* The move repeats (found > 0) or has reached its lap limit.  Unless a
 * capture has emptied the opponent's front row (then it has won: the
 * board goes back to that moment, D19, and no event is pushed: the
 * caller sows it again with until_won), it never ends: `period` is the
 * period found, BAO_PERIOD_UNKNOWN at the lap limit, or BAO_PERIOD_BUDGET
 * when the caller's budget ran out. */
static BAO_COLD int never_ends(const fixed *k, state *s, uint32_t found,
                               uint32_t *period, sink *sk)
{
  bao_long lm;
  int code = BAO_SOW_NEVER;
  long_of(k, &lm, sk != NULL);
  *period = found ? found
            : s->limit < BAO_LAP_LIMIT ? BAO_PERIOD_BUDGET
                                       : BAO_PERIOD_UNKNOWN;
  if (k->capture && s->b.of == 0) {
    if (s->won == 2)
      s->b = s->at_won;
    code = BAO_SOW_WON;
  } else if (sk) { /* (the loop left room for it) */
    *sk->w = (bao_event){.kind = BAO_EV_NEVER_ENDING, .side = (uint8_t)k->me,
                         .hole = BAO_NO_HOLE, .hole2 = BAO_NO_HOLE,
                         .period = *period};
    sk->w++;
  }
  write_back(k, &s->b);
  bao_long_end(&lm, k->p, s->laps, code, *period);
  return code;
}

/* A long move ended after s->laps laps with `code` (not never-ending). */
static BAO_COLD void long_end(const fixed *k, state *s, int code,
                              int events)
{
  bao_long lm;
  long_of(k, &lm, events);
  bao_long_end(&lm, k->p, s->laps, code, 0);
}

static const int codes[] = {BAO_SOW_DONE, BAO_SOW_ILLEGAL, BAO_SOW_DECISION};

/* A long move, from lap BAO_LONG_LAPS (the loop left with X_LONG): the
 * memo, then the watch for a cycle until the move is decided. */
INLINE int sow_long(const fixed *k, state *s, uint32_t *period,
                    sink *const sk)
{
  int exit, code;
  if (long_start(k, s, &code, period, sk != NULL))
    return code;
  if (s->laps >= s->limit)
    return never_ends(k, s, 0, period, sk);
  exit = sow_run(k, s, k->capture, sk);
  if (exit == X_FOUND)
    return never_ends(k, s, s->lam, period, sk);
  if (exit == X_LIMIT)
    return never_ends(k, s, 0, period, sk);
  write_back(k, &s->b);
  if (s->laps > BAO_LONG_LAPS)
    long_end(k, s, codes[exit], sk != NULL);
  return codes[exit];
}

/* What does not change, from the arguments of the move. */
static inline void fixed_init(fixed *k, bao_position *p, const bao_move *m,
                              int until_won, const bao_position *orig,
                              bao_budget *budget)
{
  k->p = p;
  k->m = m;
  k->me = p->to_move;
  k->namua = m->kind == BAO_NAMUA_CAPTURE || m->kind == BAO_NAMUA_TAKASA;
  k->capture = m->kind == BAO_NAMUA_CAPTURE || m->kind == BAO_MTAJI_CAPTURE;
  k->d7 = !k->capture && p->rules.front_row == BAO_FRONT_NEVER_EMPTY;
  k->until_won = until_won;
  k->takasia = p->takasia;
  k->orig = orig;
  k->budget = budget;
}

/* A long move: its `fixed` made again from the arguments (nothing the
 * loop has done before lap BAO_LONG_LAPS changes them), rather than a
 * copy of the caller's, which would have the compiler build every field
 * of it in every call. */
static BAO_NOINLINE int sow_long_anew(bao_position *p, const bao_move *m,
                                      int until_won,
                                      const bao_position *orig,
                                      bao_budget *budget, state *s,
                                      uint32_t *period)
{
  fixed k;
  fixed_init(&k, p, m, until_won, orig, budget);
  return sow_long(&k, s, period, NULL);
}

/* A long move with its events.  A function of its own rather than a
 * second instance of the loop in sow_long_anew: the long moves of the
 * move generators (Kujifunza's are often long) keep a function with one
 * loop, as small as before the events were in it. */
static BAO_NOINLINE int sow_long_events(bao_position *p, const bao_move *m,
                                        int until_won,
                                        const bao_position *orig,
                                        bao_budget *budget, state *s,
                                        uint32_t *period, sink *sk)
{
  fixed k;
  fixed_init(&k, p, m, until_won, orig, budget);
  return sow_long(&k, s, period, sk);
}

/* The rest of the move, from the state after its opening: almost every
 * move ends before lap BAO_LONG_LAPS.  (The long move gets a copy of the
 * state and makes its own `fixed`, so that neither k nor s leaves this
 * function: they stay in registers.) */
INLINE int sow_on(const fixed *k, state *s, uint32_t *period,
                  const int capture, sink *const sk)
{
  int exit = sow_run(k, s, capture, sk);
  state s2;
  if (exit == X_LONG) {
    s2 = *s;
    if (sk)
      return sow_long_events(k->p, k->m, k->until_won, k->orig, k->budget,
                             &s2, period, sk);
    return sow_long_anew(k->p, k->m, k->until_won, k->orig, k->budget, &s2,
                         period);
  }
  write_back(k, &s->b);
  return codes[exit];
}

/* ---- the opening ------------------------------------------------------------ */

/* The state before the opening, the board as the move finds it.  A
 * macro: as an inline function, even always inlined, it changed what
 * gcc 12 made of bao_sow_fast (1 % more instructions in perft). */
#define STATE_INIT(s, k, p, m, period)                                      \
  do {                                                                      \
    uint64_t w_[2];                                                         \
    memcpy(w_, (p)->pit[(k)->me], sizeof w_);                               \
    (s)->b.lo = w_[0];                                                      \
    (s)->b.hi = w_[1];                                                      \
    memcpy(&(s)->b.of, (p)->pit[!(k)->me], sizeof(s)->b.of);                \
    (s)->b.hme = (p)->house[(k)->me];                                       \
    (s)->b.hop = (p)->house[!(k)->me];                                      \
    (s)->dir = (m)->dir;                                                    \
    (s)->laps = 0;                                                          \
    (s)->limit = BAO_LAP_LIMIT;                                             \
    (s)->last_lap = (s)->won = (s)->watching = 0;                           \
    (s)->front = (k)->capture ? 0 : bao_byte_sum((s)->b.lo);                \
    *(period) = 0;                                                          \
  } while (0)

/* The opening of move k->m into the state s: a seed from hand in namua,
 * then the namua capture from that hole (in the direction the move
 * chose, unless its hole forces one), or the hole lifted (all its seeds,
 * or the tax's 2; lifting the nyumba empty destroys it).  Of the
 * position only the hand is written (the seed placed).  With a sink, its
 * events, and the first lap's origin and reason in s. */
INLINE void open_move(const fixed *k, state *s, uint32_t *period,
                      sink *const sk)
{
  bao_position *p = k->p;
  const bao_move *m = k->m;
  bao_event *w = sk ? sk->w : NULL;
  int c = m->hole;
  STATE_INIT(s, k, p, m, period);
  if (k->namua) { /* a seed from hand */
    p->hand[k->me]--;
    s->b.lo += (uint64_t)1 << SHIFT(c);
    s->front += !k->capture;
    if (sk)
      w = put_hole(w, BAO_EV_PLACE, k->me, c, 0);
  }
  if (m->kind == BAO_NAMUA_CAPTURE) { /* (s->dir is m->dir) */
    take(k, c, !m->forced, &s->b.of, &s->b.hop, &s->dir, &s->cursor,
         &s->hand, &s->last_lap, &s->won, sk, &w, &s->origin, &s->why);
  } else {
    if (sk) {
      s->origin = c;
      s->why = m->tax ? BAO_LAP_TAX : BAO_LAP_MOVE;
      if (m->tax) /* the namua tax, or the mtaji tax (D4) */
        w = put(w, BAO_EV_HOUSE_TAX, k->me, BAO_HOLE(k->me, c), BAO_NO_HOLE,
                2, 0, !k->namua, 0);
    }
    s->cursor = c;
    lift(k, c, m->tax ? 2 : (int)get(s->b.lo, s->b.hi, c), k->capture,
         &s->b.lo, &s->b.hi, &s->front, &s->hand, &s->b.hme, sk, &w);
  }
  if (sk)
    sk->w = w;
}

/* ---- the entries ------------------------------------------------------------ */

int bao_sow_fast(bao_position *p, const bao_move *m, uint32_t *period,
                 int until_won, const bao_position *orig, bao_budget *budget)
{
  fixed k;
  state s;
  fixed_init(&k, p, m, until_won, orig, budget);
  open_move(&k, &s, period, NULL);
  return k.capture ? sow_on(&k, &s, period, 1, NULL)
                   : sow_on(&k, &s, period, 0, NULL);
}

int bao_sow(bao_position *p, bao_move *m, bao_events *ev, uint32_t *period,
            int until_won, const bao_position *orig, bao_budget *budget)
{
  fixed k;
  state s;
  sink sk;
  int r;
  if (!ev)
    return bao_sow_fast(p, m, period, until_won, orig, budget);
  sink_open(&sk, ev);
  fixed_init(&k, p, m, until_won, orig, budget);
  open_move(&k, &s, period, &sk);
  r = k.capture ? sow_on(&k, &s, period, 1, &sk)
                : sow_on(&k, &s, period, 0, &sk);
  sink_flush(&sk, sk.w);
  return r;
}
