/* sow_long.c - the moves longer than BAO_LONG_LAPS laps: the caller's
 * bao_budget, its memo of the long moves already sown and its budget of
 * laps.
 *
 * The sowing itself (the laps, the captures, the nyumba, the watch for a
 * move that never ends) is written once, in sow.c; its loop leaves
 * at lap BAO_LONG_LAPS and asks here whether the memo knows the move
 * (bao_long_begin), and says here how the move ended (bao_long_end).
 * A separate file because it is a different thing: a table kept across
 * moves by the caller, not a rule of the game. */
#include <string.h>

#include "internal.h"

/* ---- long moves: the memo and the budget ------------------------------- */

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

void bao_budget_init(bao_budget *b, uint64_t laps)
{
  memset(b, 0, sizeof *b);
  b->laps = laps;
}
