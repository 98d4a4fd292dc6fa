/* internal.h - the engine's private header: what its files (and the
 * solver's, src/analysis/) share and a program does not see: the nyumba
 * and the sowing entry points, the move generators' variants, the event
 * list's push.  The board geometry (geometry.h), the comparisons
 * (same.h) and the helpers every layer uses (base/util.h) have headers
 * of their own, which other layers include instead of this one.  Not
 * installed. */
#ifndef BAO_INTERNAL_H
#define BAO_INTERNAL_H

#include <stddef.h>
#include <string.h>

#include "bao/bao.h"

#include "base/util.h"
#include "engine/geometry.h"
#include "engine/same.h"
#include "engine/moves.h"

/* ---- the takasia ---------------------------------------------------------- */

/* The hole no capture may start from: the takasiaed one, but for
 * takasia-block=always (Abstract Play), which bars only its takatas. */
static inline int capture_bar(const bao_position *p)
{
  return p->rules.takasia_block == BAO_TAKASIA_BLOCK_ALWAYS ? -1
                                                            : p->takasia;
}

/* Whether the rules have the takasia (R15): the variant's, unless
 * takasia=off; Bao la Kujifunza's with kujifunza-takasia=yes. */
static inline int has_takasia(const bao_rules *r)
{
  return (BAO_HAS(r, BAO_F_TAKASIA) && r->takasia != BAO_TAKASIA_OFF) ||
         r->kujifunza_takasia == BAO_KUJIFUNZA_TAKASIA_YES;
}

/* Whether a move of kind `kind` may set a takasia: a takata, and with
 * D6 takasia-after=last-takasa the takasa that ends the namua stage
 * (bao_takasia_after itself waits for empty hands). */
static inline int may_set_takasia(const bao_position *q, int kind)
{
  return kind == BAO_MTAJI_TAKATA ||
         (kind == BAO_NAMUA_TAKASA &&
          q->rules.takasia_after == BAO_TAKASIA_AFTER_LAST_TAKASA);
}

/* takasia-capture=forced (Abstract Play): the opponent's takasiaed hole,
 * kept (takasia-lasts=until-cleared), must be captured by every capture. */
static inline int reserved_forced(const bao_position *p)
{
  return p->reserved >= 0 && !BAO_HAS(&p->rules, BAO_F_RESERVED) &&
         p->rules.takasia_capture == BAO_TAKASIA_CAPTURE_FORCED;
}

/* takasia.c: after X's quiet move, with Y (= q->to_move) to move, Y's one
 * threatened hole unless an exception applies, or -1 (R15). */
int bao_takasia_after(const bao_position *q);

/* takasia.c: the bookkeeping after a move under takasia-lasts=until-
 * cleared (movegen.c's finish), from the position `before` the move. */
void bao_finish_kept(bao_position *q, const bao_move *m,
                     const bao_position *before);

/* takasia.c: takasia-lasts=until-cleared: whether the mover's takasiaed
 * hole bars his takatas (found again this turn); else a takata from it
 * is legal and sows nothing, bao_takata_pass. */
int bao_takasia_bars(const bao_position *p);
void bao_takata_pass(const bao_position *p, const bao_move *m,
                     bao_position *after);

/* takasia.c: takasa-hole=not-house without a working nyumba: whether the
 * namua takasa may use front hole c. */
int bao_takasa_not_house(const bao_position *p, int c);

/* takasia.c: keeps the captures of `list` (p's) that take p->reserved. */
void bao_keep_reserved(const bao_position *p, bao_movelist *list);

/* movegen.c, for takasia.c: whether the side to move has a capture, and
 * where the first lap of a mtaji move captures (-1: nowhere). */
int bao_capture_exists(const bao_position *p);
int bao_first_lap_target(const bao_position *p, int side, int hole, int dir);

/* ---- the nyumba ---------------------------------------------------------- */

/* Whether `side` is in the namua stage (bao_position_namua, inlined). */
static inline int in_namua(const bao_position *p, int side)
{
  return p->hand[side] > 0;
}

/* Whether the nyumba rules apply to `side`'s house now (R11-R13; §6 for
 * the leaflet, whose nyumba works whatever it holds until the namua stage
 * ends; D18 for one that works until it is first emptied): the one
 * predicate, exported as bao_position_house_functional. */
static inline int bao_intact_house_works(const bao_rules *r, int hands,
                                         int seeds);
static inline int bao_house_works(const bao_position *p, int side)
{
  return p->house[side] == BAO_HOUSE_INTACT &&
         bao_intact_house_works(&p->rules, p->hand[0] || p->hand[1],
                                p->pit[side][BAO_HOUSE]);
}

/* The same for a nyumba known intact, from what the test reads: the
 * rules, whether either side has seeds in hand, and the seeds in the
 * house (the sowing keeps the board in registers and asks with them). */
static inline int bao_intact_house_works(const bao_rules *r, int hands,
                                         int seeds)
{
  if (!BAO_HAS(r, BAO_F_NYUMBA))
    return 0;
  if (BAO_HAS(r, BAO_F_HOUSE_ANY))
    return hands;
  return r->house_power == BAO_HOUSE_POWER_INTACT || seeds >= BAO_HOUSE_MIN;
}

/* The letter of the position line: F intact with 6 or more, a intact with
 * fewer, x destroyed.  Notation, not rules: it ignores the variant. */
char bao_house_letter(const bao_position *p, int side);

/* ---- sowing ---------------------------------------------------------------- */

/* A lap in one step: n seeds give every hole of the circuit n/16 and the
 * n%16 holes after the cursor one more.  A side's 16 holes are two
 * 8-byte words (laid out by memcpy: hole i is byte i of the pair), and
 * the holes that get one more are a mask of 0/1 bytes, so the lap is two
 * additions; no byte overflows, since a position holds at most 255
 * seeds. */
#define BAO_EVERY_BYTE 0x0101010101010101ULL

/* Bytes 32..63 are 1: the 32 bytes from 32 - x on are 1 from byte x on.
 * (One cache line: no load from it is split.) */
static _Alignas(64) const uint8_t bao_ones[64] = {
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};

static inline uint64_t bao_load8(const uint8_t *p)
{
  uint64_t v;
  memcpy(&v, p, sizeof v);
  return v;
}

/* The mask of the r holes from `start` on (0 <= start, r < 16), round the
 * end of the circuit: over 32 bytes, the ones from `start` minus the ones
 * from start + r (never past byte 30), then the two halves added, so
 * that bytes 16.. fall on holes 0..  No branch (the range wraps or not at
 * random in a long move), no byte borrows or carries.  Always inlined:
 * gcc 12 left it out of line in the loop of a long move once that loop
 * had grown, which cost 8 % of Kujifunza's perft. */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((always_inline))
#endif
static inline void bao_lap_mask(int start, int r, uint64_t out[2])
{
  const uint8_t *a = bao_ones + 32 - start, *b = a - r;
  out[0] = (bao_load8(a) - bao_load8(b)) + (bao_load8(a + 16) - bao_load8(b + 16));
  out[1] = (bao_load8(a + 8) - bao_load8(b + 8)) +
           (bao_load8(a + 24) - bao_load8(b + 24));
}

/* The sum of the 8 bytes of a word. */
static inline int bao_byte_sum(uint64_t w)
{
  w = (w & 0x00ff00ff00ff00ffULL) + ((w >> 8) & 0x00ff00ff00ff00ffULL);
  return (int)((w * 0x0001000100010001ULL) >> 48);
}

/* The seeds in `side`'s front row. */
static inline int bao_front_seeds(const bao_position *p, int side)
{
  uint64_t row;
  memcpy(&row, p->pit[side], sizeof row);
  return bao_byte_sum(row);
}

/* The outcome of sowing a move, as the move generator needs it. */
enum bao_sow_result {
  BAO_SOW_DONE,       /* the move ended                                  */
  BAO_SOW_ILLEGAL,    /* it emptied the front row (D7)                   */
  BAO_SOW_NEVER,      /* it never ends                                   */
  BAO_SOW_DECISION,   /* it reached the nyumba choice with safari == 0 and
                         stopped there: the safari version is also legal */
  BAO_SOW_WON         /* a capture emptied the opponent's front row, then
                         the move never ended: it has won (D19); sow it
                         again with until_won for the position           */
};

/* Plays move m on p in place (p->to_move is the mover; the side to move
 * is not switched).  Records events when ev is not NULL.  m->safari is
 * the player's choice at the nyumba decision (a forced safari needs none).
 * *period is the period of a move that never ends.  With until_won the
 * move ends once a capture has emptied the opponent's front row and its
 * seeds are entered (after BAO_SOW_WON, D19).  No event is recorded for
 * BAO_SOW_WON (the events of its laps are, and the caller sows it again
 * with until_won); p is then the board of the moment the move won, as
 * until_won would have left it.  `orig` (the position before the move,
 * p's original) and `budget` (both may be NULL) are for the moves longer
 * than BAO_LONG_LAPS laps: the budget's memo and laps.  sow.c, the
 * one sowing. */
int bao_sow(bao_position *p, bao_move *m, bao_events *ev, uint32_t *period,
            int until_won, const bao_position *orig, bao_budget *budget);

/* bao_sow without events: the move generators' sowing, the same loop
 * with the events compiled out. */
int bao_sow_fast(bao_position *p, const bao_move *m, uint32_t *period,
                 int until_won, const bao_position *orig, bao_budget *budget);

/* A move past BAO_LONG_LAPS laps: the memo and the budget (sow_long.c). */
typedef struct bao_long {
  bao_budget *budget;       /* NULL: neither                             */
  const bao_position *orig; /* the position before the move: the key     */
  const bao_move *m;
  int until_won;
  int events;               /* the move is sown with its events          */
} bao_long;

/* At lap BAO_LONG_LAPS: 1 if the memo knows the move (p's board, *code
 * and *period are then its result), else 0 and *limit is the lap limit
 * the budget leaves.  With events only a capture that won is answered. */
int bao_long_begin(const bao_long *l, bao_position *p, int *code,
                   uint32_t *period, uint32_t *limit);

/* The long move ended after `laps` laps with p's board: the budget is
 * charged, and the memo told (unless the budget cut the move). */
void bao_long_end(const bao_long *l, const bao_position *p, uint32_t laps,
                  int code, uint32_t period);

/* Whether `side` has a capture available on board p (the first-lap test
 * of the mtaji stage), and if `targets` is not NULL the bit set of enemy
 * front holes (circuit indexes) that can be taken. */
int bao_mtaji_capture_targets(const bao_position *p, int side,
                              unsigned *targets);

/* The hole a takasia-setting move would have takasiaed in `after`, the
 * position after it (its opponent to move), or -1: what the move itself
 * set, where after->takasia may be a kept one (takasia-lasts=until-cleared;
 * the writers' "**", movegen.c). */
int bao_takasia_set_in(const bao_position *after);

/* The number of legal moves of p when it can be told without sowing them
 * (see movegen.c), else -1; perft counts its last ply with it. */
int bao_count_moves_fast(const bao_position *p);

/* The bookkeeping after a move sown on q (movegen.c): the other side is
 * to move, the takasia spent and perhaps a new one set (R15). */
void bao_move_finish(bao_position *q, const bao_move *m,
                     const bao_position *before);

/* seed-cap=192 (docs/rules.md §12): whether move m of p, which the
 * generator sowed with result r (enum bao_sow_result) and `period`,
 * passes Abstract Play's cap of 192 seeds sown at a relay
 * (movegen_events.c). */
int bao_seed_capped(const bao_position *p, const bao_move *m, int r,
                    uint32_t period);

/* The moves as perft needs them (movegen.c): the same list, but a
 * capture that has emptied the opponent's front row may stop there. */
int bao_moves_perft(const bao_position *p, bao_movelist *list,
                    bao_budget *budget);

/* bao_position_status(p, NULL).over when it can be told without sowing, else
 * -1 (movegen.c; the solver's last ply). */
int bao_over_fast(const bao_position *p);

/* The moves of hole `only` where bao_over_fast(p) is -1 (movegen.c). */
int bao_moves_quiet_from(const bao_position *p, int only, bao_movelist *list,
                         bao_budget *budget);

/* The number of bao_moves_perft's moves, sown without keeping them. */
int bao_count_moves_perft(const bao_position *p, bao_budget *budget);

/* ---- events ---------------------------------------------------------------- */

/* Appends one event (dropped, with e->truncated set, past the limit).
 * Inline while the list has room: a move pushes a few events a lap, and
 * the call was a tenth of annotate's sowing; bao_events_push_full grows
 * the list, or drops the event at the limit. */
void bao_events_push_full(bao_events *e, const bao_event *ev);
static inline void bao_events_push(bao_events *e, const bao_event *ev)
{
  if (e->count < e->cap)
    e->ev[e->count++] = *ev;
  else
    bao_events_push_full(e, ev);
}

#endif
