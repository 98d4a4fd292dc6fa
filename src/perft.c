/* perft.c - leaf counts of the move tree, the standard cross-check between
 * engines.  A never-ending move is a leaf: it has no position after it. */
#include "internal.h"

uint64_t bao_perft(const bao_position *p, int depth)
{
  bao_movelist list;
  uint64_t n = 0;
  int i;
  if (depth <= 0)
    return 1;
  /* most leaves deep in the tree are namua captures without a nyumba,
   * which can be counted without sowing them */
  if (depth == 1 && (i = bao_count_moves_fast(p)) >= 0)
    return (uint64_t)i;
  bao_position_moves(p, &list);
  if (depth == 1)
    return (uint64_t)list.count;
  for (i = 0; i < list.count; i++)
    n += list.item[i].period ? 1 : bao_perft(&list.item[i].after, depth - 1);
  return n;
}
