/*
 * brute.h - a brute-force solver for the tests, written apart from
 * src/search/solve.c and sharing none of its code: it knows the engine only
 * through bao_position_moves and bao_position_status, and it is the
 * definition of docs/analysis.md read literally, with no table, no
 * ordering and no pruning but the short cut of "some" and "every".
 *
 *   wins(p, d)  some move of p ends and, after it, either the opponent
 *               has lost (bao_position_status) or d > 1 and loses(., d-1)
 *   loses(q, d) q's mover has lost, or no move of q never ends and after
 *               every one wins(., d) holds for the opponent
 *
 * A move's verdict within N (bao solve --all): win k if the least k with
 * "after it the opponent has lost, or loses(after, k - 1)" is <= N; else
 * loss k if the least k with wins(after, k) is <= N; else none.  A
 * never-ending move is none.
 */
#ifndef BAO_TEST_BRUTE_H
#define BAO_TEST_BRUTE_H

#include <stdlib.h>

#include "bao/bao.h"

static int bf_loses(const bao_position *q, int d);

/* The move lists are on the heap: a list is about 5 KB, and the depth of
 * the recursion is up to 2 * d. */
static bao_movelist *bf_list(const bao_position *p)
{
  bao_movelist *l = malloc(sizeof *l);
  if (l)
    bao_position_moves(p, l);
  return l;
}

static int bf_wins(const bao_position *p, int d)
{
  bao_movelist *l = bf_list(p);
  int i, yes = 0;
  if (!l)
    abort();
  for (i = 0; i < l->count && !yes; i++) {
    const bao_outcome *o = &l->item[i];
    if (o->period)
      continue;
    yes = bao_position_status(&o->after, NULL).over ||
          (d > 1 && bf_loses(&o->after, d - 1));
  }
  free(l);
  return yes;
}

static int bf_loses(const bao_position *q, int d)
{
  bao_movelist *l;
  int i, yes = 1;
  if (bao_position_status(q, NULL).over)
    return 1;
  if (!(l = bf_list(q)))
    abort();
  for (i = 0; i < l->count && yes; i++)
    yes = !l->item[i].period && bf_wins(&l->item[i].after, d);
  free(l);
  return yes;
}

/* The least k <= n with wins(p, k), or 0. */
static int bf_min_win(const bao_position *p, int n)
{
  int k;
  for (k = 1; k <= n; k++)
    if (bf_wins(p, k))
      return k;
  return 0;
}

/* The least k <= n with loses(q, k) (0: q's mover has lost), or -1. */
static int bf_min_lose(const bao_position *q, int n)
{
  int k;
  for (k = 0; k <= n; k++)
    if (k == 0 ? bao_position_status(q, NULL).over : bf_loses(q, k))
      return k;
  return -1;
}

enum { BF_NONE = 0, BF_WIN = 1, BF_LOSS = 2 }; /* as enum bao_verdict */

typedef struct bf_verdict {
  int verdict, n;
} bf_verdict;

static bf_verdict bf_move(const bao_outcome *o, int depth)
{
  bf_verdict v = {BF_NONE, depth};
  int k;
  if (o->period || depth == 0)
    return v;
  if ((k = bf_min_lose(&o->after, depth - 1)) >= 0) {
    v.verdict = BF_WIN;
    v.n = k + 1;
  } else if ((k = bf_min_win(&o->after, depth)) > 0) {
    v.verdict = BF_LOSS;
    v.n = k;
  }
  return v;
}

/* The verdict of a position from its moves' verdicts: win in the least n
 * of a winning move; loss in the greatest n when every move loses (0
 * when there is no move); none otherwise (n = depth). */
static bf_verdict bf_position(const bf_verdict *moves, int count, int depth)
{
  bf_verdict v = {BF_LOSS, 0};
  int i, all_lose = 1;
  for (i = 0; i < count; i++) {
    if (moves[i].verdict == BF_WIN &&
        (v.verdict != BF_WIN || moves[i].n < v.n)) {
      v.verdict = BF_WIN;
      v.n = moves[i].n;
    }
    all_lose = all_lose && moves[i].verdict == BF_LOSS;
  }
  if (v.verdict == BF_WIN)
    return v;
  if (!all_lose) {
    v.verdict = BF_NONE;
    v.n = depth;
    return v;
  }
  for (i = 0; i < count; i++)
    if (moves[i].n > v.n)
      v.n = moves[i].n;
  return v;
}

#endif
