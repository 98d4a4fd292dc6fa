/* collection_tree.h - the tree of openings by position that collection.c
 * builds and openings.c writes.  Internal to the library: not installed.
 *
 * A node is a position (with its side to move, hands and rules: the key);
 * an edge is a move from it, with the node it reaches.  Two move orders
 * reaching one position reach one node, so the "tree" is a graph; the
 * writers walk it from each root depth first and show a node met again
 * as a transposition to where it was shown first. */
#ifndef BAO_COLLECTION_TREE_H
#define BAO_COLLECTION_TREE_H

#include <stdint.h>
#include <string.h>

#include "bao/collection.h"

/* An edge keeps the move, not its outcome: the position after it is the
 * node it reaches (the writers rebuild the outcome, tree_outcome), which
 * keeps an edge at 16 bytes; a tree of 100,000 random games 6 plies deep
 * has half a million nodes. */
typedef struct tree_edge {
  bao_move move;       /* the move                                        */
  uint8_t side;        /* the mover                                       */
  uint32_t to;         /* the node it reaches                             */
  uint32_t games;      /* games that played it here                       */
} tree_edge;

typedef struct tree_node {
  bao_position pos;    /* the key: compared by bao_position_same         */
  uint32_t hash;
  uint32_t n_games, cap_games;
  uint32_t n_edges, cap_edges;
  uint32_t wins[3];    /* South won, North won, neither known            */
  uint32_t *games;     /* row numbers, in walk order, without repeats    */
  tree_edge *edge;
} tree_node;

struct bao_tree {
  tree_node *node;
  size_t n, cap;
  uint32_t *slot;      /* open addressing: node number + 1, 0 empty      */
  size_t n_slots;
  size_t *root;        /* nodes where games start, in order of first use */
  size_t n_roots, cap_roots;
  size_t *path;        /* the nodes the game being walked has been at    */
  size_t n_path, cap_path;
};

/* The outcome of edge e (its `after`: the node it reaches), for the
 * dialects' tokens. */
static inline bao_outcome tree_outcome(const bao_tree *t, const tree_edge *e)
{
  bao_outcome o;
  memset(&o, 0, sizeof o);
  o.move = e->move;
  o.after = t->node[e->to].pos;
  return o;
}

#endif
