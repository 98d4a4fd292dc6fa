/* dedup.h - what bao dedup's renderer (dedup.c) remembers of each game,
 * and the grouping that reads it (dedup_group.c).  Not installed. */
#ifndef BAO_DEDUP_H
#define BAO_DEDUP_H

#include "base/obuf.h"
#include "bao/search.h"

#define DEDUP_NONE ((size_t)-1)

/* One game, its texts kept in the set's arena (offsets: it grows). */
typedef struct dedup_game {
  int file, index;    /* the file's number, the game's in its file      */
  int line;           /* where the game starts                          */
  size_t header;      /* its rules and start: an index in `headers`     */
  size_t moves, len;  /* its canonical tokens, joined by blanks         */
  size_t plies;
  size_t title;       /* "game 3 (Maulidi - Kijumbe)"                   */
  size_t tags, n_tags; /* "key\0value\0" pairs                         */
  size_t repair;      /* what was repaired ("ply 12 'A3L' -> 'a3R*'"),
                         or DEDUP_NONE                                  */
  size_t broken;      /* the ply where it breaks unrepaired (1-based),
                         or 0                                           */
  size_t group;       /* its group, once grouped                        */
  size_t at;          /* its place in `order`, once grouped             */
  int keep;           /* 1: the group's game kept                       */
} dedup_game;

struct bao_dedup_set {
  obuf arena;
  dedup_game *g;
  size_t n, cap;
  size_t *headers;    /* offsets in the arena of the distinct headers   */
  size_t n_headers, cap_headers;
  size_t *slots;      /* a hash table of them: index + 1, 0 empty       */
  size_t n_slots;
  obuf moves;         /* the game being walked: its tokens so far       */
  bao_walk *walk;     /* the walk of repaired copies, made at the first  */
  size_t n_groups, kept;
  size_t *order;      /* the games by group, the kept one first         */
};

/* The arena's text at `at`. */
static inline const char *dedup_text(const bao_dedup_set *s, size_t at)
{
  return s->arena.s + at;
}

/* Puts `n` bytes at `p` in the arena, NUL-ended; their offset. */
static inline size_t dedup_put(bao_dedup_set *s, const char *p, size_t n)
{
  size_t at = s->arena.n;
  ob_put(&s->arena, p, n);
  ob_chr(&s->arena, '\0');
  return at;
}

/* Sorts the games into groups (dedup_group.c); 0 out of memory. */
int dedup_group(bao_dedup_set *s);

#endif
