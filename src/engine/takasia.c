/* takasia.c - the takasia (R15): which hole a quiet move takasias, and
 * the rules of Abstract Play's engine that keep it from move to move and
 * make its threat a duty (docs/rules.md §12), with its namua takasa hole.
 * Out of movegen.c, whose hot loops call in here only for a takata (and
 * for the rest only under those options). */
#include <string.h>

#include "internal.h"

static int popcount8(unsigned v)
{
  int n = 0;
  for (; v; v &= v - 1)
    n++;
  return n;
}

/* X's threats when Y's hole q->takasia is kept (takasia-lasts=until-
 * cleared): X's captures are only those that take it (takasia-capture=
 * forced), and so are the ones that count (Abstract Play asks its list
 * of legal moves, which it has filtered so).  The first holes they
 * capture, as bits.  Sows X's captures: a position of this kind is rare. */
static BAO_COLD unsigned kept_threats(const bao_position *q)
{
  bao_position x_moves = *q;
  bao_movelist list;
  unsigned threats = 0;
  int i, t;
  x_moves.to_move = (uint8_t)!q->to_move;
  x_moves.reserved = q->takasia;
  x_moves.takasia = -1;
  if (!bao_capture_exists(&x_moves)) /* (and no takata is sown: no takasia) */
    return 0;
  bao_position_moves(&x_moves, &list);
  for (i = 0; i < list.count; i++) {
    t = bao_first_lap_target(&x_moves, x_moves.to_move, list.item[i].move.hole,
                         list.item[i].move.dir);
    if (t >= 0)
      threats |= 1u << t;
  }
  return threats;
}

/* After X's takata, with Y (= q->to_move) to move: mark Y's one threatened
 * hole unless an exception applies.  Returns the hole or -1. */
int bao_takasia_after(const bao_position *q)
{
  int y = q->to_move, x = !y, t, c, occupied = 0, multi = 0;
  unsigned threats;
  if (!has_takasia(&q->rules) || q->hand[0] || q->hand[1])
    return -1; /* takasia is a rule of the mtaji stage (R15) */
  /* Y's capture first: most positions of the mtaji stage have one, and
   * the first one found settles it (both tests are asked of q alone);
   * takasia-block=always does not ask */
  if (q->rules.takasia_block == BAO_TAKASIA_BLOCK_NO_CAPTURE &&
      bao_mtaji_capture_targets(q, y, NULL))
    return -1;
  if (q->takasia >= 0 &&
      q->rules.takasia_capture == BAO_TAKASIA_CAPTURE_FORCED)
    threats = kept_threats(q);
  else
    bao_mtaji_capture_targets(q, x, &threats);
  if (popcount8(threats) != 1)
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

/* Whether move m, sown from `before`, lifted the mover's hole c (its
 * first lap's or a relay's): AP's engine clears a takasia on the holes
 * its move lifted, whatever a later lap put back.  Only a capture can
 * lift a takasiaed hole (a takata is barred from it and stops in it), so
 * this sows a capture again, with its events, when its mover's kept hole
 * holds seeds after it: a rare case, and only under takasia-lasts. */
static BAO_COLD int lifted_by(const bao_position *before, const bao_move *m,
                              int c)
{
  bao_position q = *before;
  bao_move mv = *m;
  bao_events ev;
  uint32_t period = 0;
  size_t i;
  int hit = 0;
  bao_events_init(&ev);
  bao_sow(&q, &mv, &ev, &period, 0, NULL, NULL);
  for (i = 0; i < ev.count && !hit; i++)
    hit = ev.ev[i].kind == BAO_EV_LAP && ev.ev[i].why != BAO_LAP_CAPTURE &&
          ev.ev[i].hole == BAO_HOLE(before->to_move, c);
  bao_events_free(&ev);
  return hit;
}

/* finish with takasia-lasts=until-cleared (Abstract Play): each side's
 * takasiaed hole is kept until it is cleared.  The opponent's (q->reserved)
 * is cleared when it is captured: his front holes lose seeds only to
 * captures, so when it is empty now.  The mover's own (q->takasia) when
 * his move lifted it (empty now, or lifted and filled again by a later
 * lap of the same capture: AP's engine clears every hole its move lifted)
 * or captured the hole facing it, whose owner cannot empty it in the
 * mover's move.  Then a takata may set a new takasia on the opponent; the
 * mover's own, if kept, is the one the opponent must capture. */
void bao_finish_kept(bao_position *q, const bao_move *m,
                     const bao_position *before)
{
  int me = q->to_move, op = !me, mine = q->takasia, theirs = q->reserved, t;
  if (theirs >= 0 && q->pit[op][theirs] == 0)
    theirs = -1;
  if (mine >= 0 && (q->pit[me][mine] == 0 ||
                    (before->pit[op][BAO_FACING(mine)] > 0 &&
                     q->pit[op][BAO_FACING(mine)] == 0) ||
                    (BAO_MOVE_CAPTURES(m) && lifted_by(before, m, mine))))
    mine = -1;
  q->to_move = (uint8_t)op;
  q->takasia = (int8_t)theirs;
  q->reserved = (int8_t)mine;
  if (may_set_takasia(q, m->kind) && (t = bao_takasia_after(q)) >= 0)
    q->takasia = (int8_t)t;
}

/* takasia-lasts=until-cleared (Abstract Play): whether the mover's
 * takasiaed hole bars his takatas now.  AP's engine stores the hole
 * (`blocked`) and stops every takata lap that ends in it, but bars a
 * takata *from* it only when getBlocked(), asked afresh at the start of
 * the turn by moves(), finds it again: the last move ended in "*" (a
 * quiet move) and every capture the opponent would have (those
 * moves() lets him make, which must take the stored hole) makes its
 * first capture there, with R15's exceptions.  While a hole is kept the
 * opponent's last move was quiet (any capture of his had to take the
 * hole, which clears it), so that is bao_takasia_after asked of p as it
 * stands.  Otherwise the takata is listed, and processMove() then stops
 * at once: the loop sows the 0 seeds in hand, the hole holds more than
 * one, and it is the stored blocked hole, so it breaks before lifting.
 * The move sows nothing and clears nothing (its `sown` list is empty). */
int bao_takasia_bars(const bao_position *p)
{
  return p->rules.takasia_lasts != BAO_TAKASIA_LASTS_CLEARED ||
         bao_takasia_after(p) == p->takasia;
}

/* That takata, which sows nothing: the position as it was, then the
 * bookkeeping of any move (the kept holes stay: none was lifted or
 * captured; and no takasia is set, since the mover, who had no capture
 * before, has none after). */
void bao_takata_pass(const bao_position *p, const bao_move *m,
                     bao_position *after)
{
  *after = *p;
  bao_move_finish(after, m, p);
}

int bao_takasia_set_in(const bao_position *after)
{
  return bao_takasia_after(after);
}

/* takasa-hole=not-house (D5, Abstract Play) without a working nyumba:
 * the holes of 2 or more seeds but the intact nyumba, dormant as it is;
 * without any, every occupied hole but it; only then the nyumba. */
int bao_takasa_not_house(const bao_position *p, int c)
{
  int me = p->to_move, h, house, multi = 0, any = 0;
  house = p->house[me] == BAO_HOUSE_INTACT ? BAO_HOUSE : -1;
  for (h = 0; h < BAO_FRONT; h++) {
    if (h == house)
      continue;
    multi += p->pit[me][h] > 1;
    any += p->pit[me][h] > 0;
  }
  if (multi)
    return c != house && p->pit[me][c] > 1;
  return any ? c != house : 1;
}

/* Keeps the captures that take it (the opponent's front holes lose seeds
 * only to captures: it is empty after them); none may be left, and then
 * the mover has no legal move. */
void bao_keep_reserved(const bao_position *p, bao_movelist *list)
{
  int i, n = 0;
  for (i = 0; i < list->count; i++) {
    const bao_outcome *o = &list->item[i];
    if (!o->period && o->after.pit[!p->to_move][p->reserved] == 0)
      list->item[n++] = *o;
  }
  list->count = n;
}
