/* store.h - a game's store from inside (record.c keeps it; record.h says
 * who owns what): the readers put every token and tag through here, so
 * the common case, room in the current block, is inline.  Not installed. */
#ifndef BAO_STORE_H
#define BAO_STORE_H

#include <string.h>

#include "bao/record.h"

/* A block of a game's store: strings one after the other, each with its
 * NUL.  The blocks grow from 1 KB to 64 KB as a game gets longer; a
 * string too long for a block has one of its own. */
struct bao_game_store {
  struct bao_game_store *next;
  size_t used, size;
  char bytes[];
};

/* bao_game_strndup, inline while the block in front has room. */
static inline char *bao_store_put(bao_game *g, const char *s, size_t n)
{
  struct bao_game_store *b = g->store;
  char *d;
  size_t i;
  if (!s || !b || b->size - b->used <= n || n > 8)
    return bao_game_strndup(g, s, n);
  d = b->bytes + b->used;
  b->used += n + 1;
  for (i = 0; i < n; i++) /* a token: shorter than a call to memcpy */
    d[i] = s[i];
  d[n] = '\0';
  return d;
}

#endif
