/* perft.c - leaf counts of the move tree, the standard cross-check between
 * engines.  A never-ending move is a leaf: it has no position after it. */
#include "bao.h"

uint64_t bao_perft(const bao_position *p, int depth)
{
  bao_movelist list;
  uint64_t n = 0;
  int i;
  if (depth <= 0)
    return 1;
  bao_position_moves(p, &list);
  if (depth == 1)
    return (uint64_t)list.count;
  for (i = 0; i < list.count; i++)
    n += list.item[i].period ? 1 : bao_perft(&list.item[i].after, depth - 1);
  return n;
}
