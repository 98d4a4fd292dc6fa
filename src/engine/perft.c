/* perft.c - leaf counts of the move tree, the standard cross-check between
 * engines.  A never-ending move is a leaf: it has no position after it.
 *
 * Three things keep it fast, none of which changes a count: the last ply
 * is counted without sowing it where the moves can be told apart without
 * (bao_count_moves_fast), and elsewhere its moves are sown but not kept
 * (bao_count_moves_perft); a capture that has emptied the opponent's front
 * row is sown only to that moment (bao_moves_perft); and long moves are
 * remembered (a bao_budget with no limit).  The caller may add a
 * transposition table (bao_perft_cached): a position met again at the
 * same depth is not expanded again. */
#include "internal.h"

/* The table's key: the position (the rules are the same for the whole
 * tree) and the depth, in five words; the last one is never 0, so an
 * empty slot (all zero) matches no key. */
static void perft_key(const bao_position *p, int depth, uint64_t key[5])
{
  memcpy(key, p->pit, 4 * sizeof key[0]);
  key[4] = (uint64_t)p->hand[0] | (uint64_t)p->hand[1] << 8 |
           (uint64_t)p->house[0] << 16 | (uint64_t)p->house[1] << 24 |
           (uint64_t)p->to_move << 32 | (uint64_t)(uint8_t)p->takasia << 40 |
           (uint64_t)(uint8_t)p->reserved << 48 | (uint64_t)depth << 56;
}

static bao_perft_entry *perft_slot(bao_perft_table *t, const uint64_t key[5])
{
  uint64_t h = key[4] * 0x9E3779B97F4A7C15ULL;
  int i;
  for (i = 0; i < 4; i++)
    h = (h ^ key[i]) * 0xBF58476D1CE4E5B9ULL;
  h ^= h >> 31;
  return &t->entry[h & (t->size - 1)];
}

/* The last ply: the leaves below p are its moves. */
static inline uint64_t last_ply(const bao_position *p, bao_budget *memo)
{
  /* most leaves deep in the tree are captures by a side without a
   * nyumba, which can be counted without sowing them */
  int n = bao_count_moves_fast(p);
  return (uint64_t)(n >= 0 ? n : bao_count_moves_perft(p, memo));
}

static uint64_t perft(const bao_position *p, int depth, bao_perft_table *t,
                      bao_budget *memo)
{
  bao_movelist list;
  bao_perft_entry *e = NULL;
  uint64_t n = 0, key[5];
  int i;
  if (depth <= 0)
    return 1;
  if (depth == 1)
    return last_ply(p, memo);
  if (t && depth >= 3) {
    perft_key(p, depth, key);
    e = perft_slot(t, key);
    if (memcmp(e->key, key, sizeof key) == 0) {
      t->hits++;
      return e->count;
    }
  }
  bao_moves_perft(p, &list, memo);
  if (depth == 2) /* (the last ply here: no call for each position) */
    for (i = 0; i < list.count; i++)
      n += list.item[i].period ? 1 : last_ply(&list.item[i].after, memo);
  else
    for (i = 0; i < list.count; i++)
      n += list.item[i].period ? 1
           : perft(&list.item[i].after, depth - 1, t, memo);
  if (e) {
    memcpy(e->key, key, sizeof key);
    e->count = n;
  }
  return n;
}

uint64_t bao_perft_cached(const bao_position *p, int depth,
                          bao_perft_table *t)
{
  bao_budget memo;
  if (t && (t->size == 0 || (t->size & (t->size - 1)) != 0 || !t->entry))
    t = NULL; /* not a usable table */
  bao_budget_init(&memo, UINT64_MAX);
  return perft(p, depth, t, &memo);
}

uint64_t bao_perft(const bao_position *p, int depth)
{
  return bao_perft_cached(p, depth, NULL);
}
