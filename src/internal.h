/* internal.h - what the library's files share and a program does not see:
 * the board geometry inlined for the engine's inner loops, the sowing
 * entry point, and helpers.  Not installed. */
#ifndef BAO_INTERNAL_H
#define BAO_INTERNAL_H

#include <stdarg.h>

#include "bao.h"

#if defined(__GNUC__) || defined(__clang__)
#define BAO_PRINTF(f, a) __attribute__((format(printf, f, a)))
/* A function the inner loops seldom call: kept out of them. */
#define BAO_COLD __attribute__((cold, noinline))
#else
#define BAO_PRINTF(f, a)
#define BAO_COLD
#endif

/* ---- board geometry (docs/rules.md §2.1, R6) ------------------------------
 * The one definition; hole.c exports them as bao_circuit_index() etc. */

static inline int circuit_index(int back, int number)
{
  return back ? BAO_PITS - number : number - 1;
}

static inline int circuit_number(int c)
{
  return BAO_IS_BACK(c) ? BAO_PITS - c : c + 1;
}

static inline int circuit_step(int c, int dir)
{
  return (c + dir + BAO_PITS) % BAO_PITS;
}

/* Holes 1-2 are the left kichwa and kimbi, 7-8 the right ones: a capture
 * there enters at that end (CW from the left kichwa); 0 for holes 3-6. */
static inline int forced_entry(int c)
{
  return c <= 1 ? BAO_CW : c >= BAO_FRONT - 2 && c < BAO_FRONT ? BAO_ACW : 0;
}

/* The kichwa where seeds entering in direction dir are dropped first. */
static inline int entry_kichwa(int dir)
{
  return dir == BAO_CW ? 0 : BAO_FRONT - 1;
}

/* ---- the nyumba ---------------------------------------------------------- */

/* Whether the nyumba rules apply to `side`'s house now (R11-R13); the one
 * predicate, exported as bao_position_house_functional. */
int bao_house_works(const bao_position *p, int side);

/* The letter of the position line: F intact with 6 or more, a intact with
 * fewer, x destroyed.  Notation, not rules: it ignores the variant. */
char bao_house_letter(const bao_position *p, int side);

/* ---- sowing ---------------------------------------------------------------- */

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
 * BAO_SOW_WON. */
int bao_sow_move(bao_position *p, bao_move *m, bao_events *ev,
                 uint32_t *period, int until_won);

/* Whether `side` has a capture available on board p (the first-lap test
 * of the mtaji stage), and if `targets` is not NULL the bit set of enemy
 * front holes (circuit indexes) that can be taken. */
int bao_mtaji_capture_targets(const bao_position *p, int side,
                              unsigned *targets);

/* The number of legal moves of p when it can be told without sowing them
 * (see movegen.c), else -1; perft counts its last ply with it. */
int bao_count_moves_fast(const bao_position *p);

/* ---- events ---------------------------------------------------------------- */

/* Appends one event (dropped, with e->truncated set, past the limit). */
void bao_events_push(bao_events *e, const bao_event *ev);

/* ---- diagnostics ------------------------------------------------------------ */

/* bao_diag_set with a va_list. */
int bao_diag_vset(bao_diag *d, bao_mark mark, const char *fmt, va_list ap)
  BAO_PRINTF(3, 0);

#endif
