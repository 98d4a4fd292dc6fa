/* internal.h - helpers shared by the library's files, not part of the API. */
#ifndef BAO_INTERNAL_H
#define BAO_INTERNAL_H

#include <stdarg.h>

#include "bao.h"

#if defined(__GNUC__) || defined(__clang__)
#define BAO_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define BAO_PRINTF(f, a)
/* The legal moves of p that start from circuit hole `only` (-1: all), in
 * the order of bao_position_moves: a replay needs only the moves of the
 * hole its token names, and sowing the others is most of its work. */
int bao_position_moves_from(const bao_position *p, int only,
                            bao_movelist *list);

/* The number of legal moves of p when it can be told without sowing them
 * (see movegen.c), else -1; perft counts its last ply with it. */
int bao_count_moves_fast(const bao_position *p);

#endif

/* Fills err (may be NULL) and returns 0, so call sites read
 * `return bao_fail(err, col, ...)`. */
int bao_fail(bao_error *err, int column, const char *fmt, ...) BAO_PRINTF(3, 4);

/* Appends one event (dropped, with e->truncated set, past the limit). */
void bao_events_push(bao_events *e, const bao_event *ev);

/* Whether the nyumba rules (R11-R13) apply to `side`'s house now: intact
 * with 6 or more in Bao la Kiswahili and Kete; intact, whatever it holds,
 * in the leaflet's namua stage; never in Kujifunza. */
int bao_house_works(const bao_position *p, int side);

/* The opponent's front hole facing front circuit index c. */
#define BAO_FACING(c) (7 - (c))

/* The outcome of sowing a move, as the move generator needs it. */
enum bao_sow_result {
  BAO_SOW_DONE,       /* the move ended                                  */
  BAO_SOW_ILLEGAL,    /* it emptied the front row (D7)                   */
  BAO_SOW_NEVER,      /* it never ends                                   */
  BAO_SOW_DECISION    /* it reached the nyumba choice with safari == 0 and
                         stopped there: the safari version is also legal */
};

/* Plays move m on p in place (p->to_move is the mover; the side to move
 * is not switched).  Records events when ev is not NULL.  m->safari is
 * the player's choice at the nyumba decision (a forced safari needs none). */
int bao_sow_move(bao_position *p, bao_move *m, bao_events *ev,
                 uint32_t *period);

/* Whether `side` has a capture available on board p (the first-lap test
 * of the mtaji stage, or a namua capture), and if `targets` is not NULL
 * the bit set of enemy front holes (circuit indexes) that can be taken. */
int bao_mtaji_capture_targets(const bao_position *p, int side,
                              unsigned *targets);

/* The legal moves of p that start from circuit hole `only` (-1: all), in
 * the order of bao_position_moves: a replay needs only the moves of the
 * hole its token names, and sowing the others is most of its work. */
int bao_position_moves_from(const bao_position *p, int only,
                            bao_movelist *list);

/* The number of legal moves of p when it can be told without sowing them
 * (see movegen.c), else -1; perft counts its last ply with it. */
int bao_count_moves_fast(const bao_position *p);

#endif
