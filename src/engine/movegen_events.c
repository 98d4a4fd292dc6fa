/* movegen_events.c - a legal move played with its events: the sowing
 * (sow.c's loop, with its events), then what
 * belongs to the whole move (the takasia it sets, the start of the mtaji
 * stage, the end of the game).  The move generator (movegen.c) sows
 * without events; a renderer that tells the moves asks for them here,
 * once per ply. */
#include <string.h>

#include "internal.h"

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


/* ---- Abstract Play's cap on a move's length (seed-cap=192) ----------------- */

/* AP's engine adds up the seeds of every lap (captured seeds too) and,
 * each time it lifts a hole to relay it, gives up once more than 16 x 12
 * seeds have been sown: the move is "infinite".  A move that never ends
 * relays for ever (its cycle captures nothing: the opponent's row could
 * not come back), so it always passes the cap, and so does a capture that
 * won and then never ends (D19); a move cut by the lap budget is left
 * unknown.  A move that ends is sown again with its events, which tell
 * each lap's seeds and whether it follows a relay; the cap is passed
 * within 192 laps, so the list's limit does not matter. */
#define SEED_CAP 192

int bao_seed_capped(const bao_position *p, const bao_move *m, int r,
                    uint32_t period)
{
  bao_events ev;
  bao_position q = *p;
  bao_move mv = *m;
  uint32_t per = 0, sown = 0;
  size_t i;
  int capped = 0;
  if (period == BAO_PERIOD_BUDGET)
    return 0;
  if (r == BAO_SOW_NEVER || r == BAO_SOW_WON)
    return 1;
  bao_events_init(&ev);
  bao_sow(&q, &mv, &ev, &per, 0, NULL, NULL);
  for (i = 0; i < ev.count && !capped; i++) {
    const bao_event *e = &ev.ev[i];
    if (e->kind != BAO_EV_LAP)
      continue;
    /* the check comes after the lift, before its seeds are sown */
    capped = (e->why == BAO_LAP_RELAY || e->why == BAO_LAP_SAFARI) &&
             sown > SEED_CAP;
    sown += e->count;
  }
  bao_events_free(&ev);
  return capped;
}

/* ---- playing --------------------------------------------------------------- */

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
  st = bao_position_status(q, NULL);
  if (st.over) {
    e.kind = BAO_EV_GAME_END;
    e.side = (uint8_t)st.loser;
    e.why = (uint8_t)st.why;
    e.flag = (uint8_t)st.mkononi;
    bao_events_push(ev, &e);
  }
}

/* Sows a legal move again, with its events (bao_sow). */
static void sow_events(const bao_position *p, const bao_move *legal,
                       bao_events *events, bao_position *after,
                       uint32_t *period, bao_budget *budget)
{
  bao_move m = *legal;
  size_t mark = events ? events->count : 0;
  int truncated = events ? events->truncated : 0, r;
  *period = 0;
  if (m.kind == BAO_MTAJI_TAKATA && m.hole == p->takasia) {
    /* legal, so a takata that stops at once in its own kept takasiaed
       hole (bao_takasia_bars): it sows nothing */
    bao_takata_pass(p, &m, after);
    if (events) {
      bao_events_push(events, &(bao_event){.kind = BAO_EV_TAKASIA_OBEYED,
                                           .side = p->to_move,
                                           .hole = BAO_HOLE(p->to_move,
                                                            m.hole),
                                           .hole2 = BAO_NO_HOLE});
      note_after(p, after, events);
    }
    return;
  }
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
  bao_move_finish(after, &m, p);
  if (events)
    note_after(p, after, events);
}

void bao_outcome_events(const bao_position *p, const bao_outcome *o,
                        bao_events *events, bao_position *after,
                        bao_budget *budget)
{
  bao_position q;
  uint32_t period;
  sow_events(p, &o->move, events, after ? after : &q, &period, budget);
}

int bao_position_play(const bao_position *p, const bao_move *m,
                      bao_position *after, bao_events *events,
                      uint32_t *period)
{
  bao_movelist list;
  uint32_t per = 0;
  int i;
  bao_position_moves_from(p, m->hole, &list, NULL);
  for (i = 0; i < list.count; i++)
    if (bao_move_same(m, &list.item[i].move))
      break;
  if (i == list.count)
    return 0;
  sow_events(p, &list.item[i].move, events, after, &per, NULL);
  if (list.item[i].period == BAO_PERIOD_CAP) { /* it loses: no `after` */
    per = BAO_PERIOD_CAP;
    *after = *p;
  }
  if (period)
    *period = per;
  return 1;
}
