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

#include "bao/collection.h"

typedef struct tree_edge {
  bao_outcome move;    /* the move (its `after` for the dialects' tokens) */
  int side;            /* the mover                                       */
  size_t to;           /* the node it reaches                             */
  size_t games;        /* games that played it here                       */
} tree_edge;

typedef struct tree_node {
  bao_position pos;    /* the key: compared by bao_position_same         */
  size_t hash;
  size_t *games;       /* row numbers, in walk order, without repeats    */
  size_t n_games, cap_games;
  size_t wins[3];      /* South won, North won, neither known            */
  tree_edge *edge;
  size_t n_edges, cap_edges;
} tree_node;

struct bao_tree {
  tree_node *node;
  size_t n, cap;
  size_t *slot;        /* open addressing: node number + 1, 0 empty      */
  size_t n_slots;
  size_t *root;        /* nodes where games start, in order of first use */
  size_t n_roots, cap_roots;
  size_t *path;        /* the nodes the game being walked has been at    */
  size_t n_path, cap_path;
};

#endif
