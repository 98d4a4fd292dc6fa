/* collection.c - bao_collection_renderer (collection.h): a row of facts
 * per game and the tree of openings by position, for openings, stats and
 * site.  One pass over the walk; the rows and the tree live in the
 * context. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "base/util.h"
#include "bao/collection.h"
#include "bao/record.h"
#include "bao/solve.h"
#include "engine/same.h"
#include "records/records.h" /* bao_ap_rules, bao_ap_label */
#include "collection_tree.h"

#define NONE ((size_t)-1)

void bao_collection_init(bao_collection *c, int max_plies)
{
  memset(c, 0, sizeof *c);
  c->max_plies = max_plies;
}

static void tree_free(bao_tree *t)
{
  size_t i;
  if (!t)
    return;
  for (i = 0; i < t->n; i++) {
    free(t->node[i].games);
    free(t->node[i].edge);
  }
  free(t->node);
  free(t->slot);
  free(t->root);
  free(t->path);
  free(t);
}

void bao_collection_free(bao_collection *c)
{
  size_t i;
  for (i = 0; i < c->n_rows; i++) {
    bao_game_row *r = &c->rows[i];
    free(r->file);
    free(r->south);
    free(r->north);
    free(r->date);
    free(r->event);
    free(r->result);
    free(r->rules_tag);
    free(r->gameid);
    free(r->copies);
  }
  free(c->rows);
  tree_free(c->tree);
  c->rows = NULL;
  c->tree = NULL;
  c->n_rows = c->cap_rows = 0;
}

static int oom(bao_collection *c)
{
  c->failed = 1;
  bao_diag_set(&c->problem, (bao_mark){0, 0}, "out of memory");
  return 0;
}

/* ---- the table of positions ------------------------------------------------ */

/* FNV-1a over the fields bao_position_same compares. */
static uint32_t pos_hash(const bao_position *p)
{
  unsigned char b[2 * BAO_PITS + 8 + sizeof(bao_rules)];
  size_t n = 0, i;
  uint64_t h = 1469598103934665603u;
  memcpy(b, p->pit, sizeof p->pit);
  n = sizeof p->pit;
  b[n++] = p->hand[0];
  b[n++] = p->hand[1];
  b[n++] = p->house[0];
  b[n++] = p->house[1];
  b[n++] = p->to_move;
  b[n++] = (unsigned char)p->takasia;
  b[n++] = (unsigned char)p->reserved;
  b[n++] = p->rules.variant;
  memcpy(b + n, &p->rules, offsetof(bao_rules, features));
  n += offsetof(bao_rules, features);
  for (i = 0; i < n; i++)
    h = (h ^ b[i]) * 1099511628211u;
  return (uint32_t)(h ^ (h >> 32));
}

static int rehash(bao_tree *t)
{
  size_t m = t->n_slots ? t->n_slots * 2 : 1024, i, j;
  uint32_t *s = calloc(m, sizeof *s);
  if (!s)
    return 0;
  for (i = 0; i < t->n; i++) {
    for (j = t->node[i].hash & (m - 1); s[j]; j = (j + 1) & (m - 1))
      ;
    s[j] = (uint32_t)(i + 1);
  }
  free(t->slot);
  t->slot = s;
  t->n_slots = m;
  return 1;
}

/* The node of `p`, made when new; NONE out of memory. */
static size_t node_of(bao_tree *t, const bao_position *p)
{
  uint32_t h = pos_hash(p);
  size_t j;
  tree_node *n;
  if (t->n >= UINT32_MAX - 1 || ((t->n + 1) * 2 > t->n_slots && !rehash(t)))
    return NONE;
  for (j = h & (t->n_slots - 1); t->slot[j]; j = (j + 1) & (t->n_slots - 1))
    if (t->node[t->slot[j] - 1].hash == h &&
        bao_position_same(&t->node[t->slot[j] - 1].pos, p))
      return t->slot[j] - 1;
  if (!bao_grow((void **)&t->node, &t->cap, t->n + 1, sizeof *t->node))
    return NONE;
  n = &t->node[t->n];
  memset(n, 0, sizeof *n);
  n->pos = *p;
  n->hash = h;
  t->slot[j] = (uint32_t)++t->n;
  return t->n - 1;
}

static int push(size_t **a, size_t *n, size_t *cap, size_t v)
{
  if (!bao_grow((void **)a, cap, *n + 1, sizeof **a))
    return 0;
  (*a)[(*n)++] = v;
  return 1;
}

/* The growth of the small arrays of a node (its games, its edges): from
 * one item, doubled, since most nodes of a tree of many games have one
 * game and one move (bao_grow's 16 would be most of the memory). */
static int grow_small(void **items, uint32_t *cap, uint32_t need, size_t size)
{
  uint32_t n = *cap ? *cap : 1;
  void *p;
  if (need <= *cap)
    return 1;
  while (n < need)
    if ((n *= 2) > UINT32_MAX / 2)
      return 0;
  if (!(p = realloc(*items, (size_t)n * size)))
    return 0;
  *items = p;
  *cap = n;
  return 1;
}

/* The edge from node `from` by move `o` of `side` to `to`, counted. */
static int add_edge(bao_tree *t, size_t from, const bao_outcome *o, int side,
                    size_t to)
{
  tree_node *f = &t->node[from];
  tree_edge *e;
  uint32_t i;
  for (i = 0; i < f->n_edges; i++)
    if (f->edge[i].to == to && f->edge[i].side == side &&
        bao_move_same(&f->edge[i].move, &o->move)) {
      f->edge[i].games++;
      return 1;
    }
  if (!grow_small((void **)&f->edge, &f->cap_edges, f->n_edges + 1,
                  sizeof *f->edge))
    return 0;
  e = &f->edge[f->n_edges++];
  e->move = o->move;
  e->side = (uint8_t)side;
  e->to = (uint32_t)to;
  e->games = 1;
  return 1;
}

/* ---- the renderer ------------------------------------------------------------ */

static char *dup_tag(const bao_game *g, const char *key, int *ok)
{
  const char *v = bao_game_tag(g, key);
  char *s;
  if (!v || !*v)
    return NULL;
  if (!(s = bao_strdup(v)))
    *ok = 0;
  return s;
}

static int tree_begin(bao_collection *c, const bao_replay *r)
{
  bao_tree *t = c->tree;
  size_t root, i;
  if (!t && !(t = c->tree = calloc(1, sizeof *t)))
    return oom(c);
  t->n_path = 0;
  if (r->setup_failed)
    return 1;
  if ((root = node_of(t, &r->start)) == NONE)
    return oom(c);
  for (i = 0; i < t->n_roots && t->root[i] != root; i++)
    ;
  if (i == t->n_roots && !push(&t->root, &t->n_roots, &t->cap_roots, root))
    return oom(c);
  return push(&t->path, &t->n_path, &t->cap_path, root) ? 1 : oom(c);
}

static int coll_begin(void *ctx, const bao_replay *r)
{
  bao_collection *c = ctx;
  bao_game_row *row;
  int ok = 1;
  if (!bao_grow((void **)&c->rows, &c->cap_rows, c->n_rows + 1,
                sizeof *c->rows))
    return oom(c);
  row = &c->rows[c->n_rows++];
  memset(row, 0, sizeof *row);
  row->index = r->game->index;
  row->file = bao_strdup(c->file ? c->file : "-");
  ok = row->file != NULL;
  row->south = dup_tag(r->game, "south", &ok);
  row->north = dup_tag(r->game, "north", &ok);
  row->date = dup_tag(r->game, "date", &ok);
  row->event = dup_tag(r->game, "event", &ok);
  row->result = dup_tag(r->game, "result", &ok);
  row->rules_tag = dup_tag(r->game, "rules", &ok);
  row->gameid = dup_tag(r->game, "gameid", &ok);
  row->ap_variant = bao_ap_rules(&r->rules) ? bao_ap_label(r->game) : NULL;
  row->copy = c->copy && c->n_rows - 1 < c->n_copy && c->copy[c->n_rows - 1];
  row->rules = r->rules;
  row->winner = -1;
  row->first_side = -1;
  if (!ok)
    return oom(c);
  return c->max_plies > 0 && !row->copy ? tree_begin(c, r) : 1;
}

static int tree_ply(bao_collection *c, const bao_ply_report *p)
{
  bao_tree *t = c->tree;
  size_t to;
  if (p->ply >= (size_t)c->max_plies || t->n_path != p->ply + 1)
    return 1; /* past the depth, or the game's root is missing */
  if ((to = node_of(t, p->after)) == NONE ||
      !add_edge(t, t->path[t->n_path - 1], p->outcome, p->side, to) ||
      !push(&t->path, &t->n_path, &t->cap_path, to))
    return oom(c);
  return 1;
}

static int coll_ply(void *ctx, const bao_replay *r, const bao_ply_report *p)
{
  bao_collection *c = ctx;
  bao_game_row *row = &c->rows[c->n_rows - 1];
  int s = p->side & 1;
  (void)r;
  if (p->depth != 0 || !p->outcome)
    return 1;
  if (BAO_MOVE_CAPTURES(&p->outcome->move))
    row->captures[s]++;
  if (p->outcome->period != 0)
    row->endless++;
  if (p->judgement && p->judgement->mark == BAO_JUDGE_BLUNDER)
    row->blunders[s]++;
  if (p->judgement && p->judgement->mark == BAO_JUDGE_MISSED_WIN)
    row->missed[s]++;
  if (p->ply == 0)
    row->first_side = p->side;
  if (p->ply == 0)
    bao_move_token(&p->outcome->move, p->side, row->first, sizeof row->first);
  return c->max_plies > 0 && p->after && !row->copy ? tree_ply(c, p) : 1;
}

/* The winner: the board's when the game is over there, else the result
 * tag's (a resignation, a game stopped by agreement). */
static void row_end(bao_game_row *row, const bao_replay *r)
{
  row->plies = r->done;
  row->broken = r->failed || r->setup_failed;
  row->setup_failed = r->setup_failed;
  row->winner = bao_game_winner(r->game);
  if (r->setup_failed)
    return;
  row->end_namua = bao_position_namua(&r->final, r->final.to_move);
  if (!r->failed) {
    bao_status st = bao_position_status(&r->final, NULL);
    if (st.over) {
      row->over = 1;
      row->winner = !st.loser;
    }
  }
}

static int coll_end(void *ctx, const bao_replay *r)
{
  bao_collection *c = ctx;
  bao_game_row *row;
  bao_tree *t = c->tree;
  size_t i, row_no = c->n_rows - 1;
  if (c->failed || c->n_rows == 0)
    return 0;
  row = &c->rows[row_no];
  row_end(row, r);
  for (i = 0; t && !row->copy && i < t->n_path; i++) {
    tree_node *n = &t->node[t->path[i]];
    if (n->n_games && n->games[n->n_games - 1] == row_no)
      continue; /* a position met twice in one game counts it once */
    if (row_no >= UINT32_MAX ||
        !grow_small((void **)&n->games, &n->cap_games, n->n_games + 1,
                    sizeof *n->games))
      return oom(c);
    n->games[n->n_games++] = (uint32_t)row_no;
    n->wins[row->winner == 0 ? 0 : row->winner == 1 ? 1 : 2]++;
  }
  return 1;
}

const bao_renderer bao_collection_renderer = {
  coll_begin, NULL, coll_ply, coll_end, NULL, BAO_RENDERER_MOVE_ONLY};

/* ---- the players ------------------------------------------------------------- */

static int by_name(const void *a, const void *b)
{
  return strcmp(*(const char *const *)a, *(const char *const *)b);
}

const char **bao_collection_players(const bao_collection *c, size_t *n)
{
  const char **v = malloc((2 * c->n_rows + 1) * sizeof *v);
  size_t i, k = 0, m = 0;
  *n = (size_t)-1; /* out of memory, told from "no player" */
  if (!v)
    return NULL;
  *n = 0;
  for (i = 0; i < c->n_rows; i++) {
    if (c->rows[i].copy)
      continue; /* its players are its kept copy's */
    if (c->rows[i].south)
      v[k++] = c->rows[i].south;
    if (c->rows[i].north)
      v[k++] = c->rows[i].north;
  }
  if (k == 0) {
    free(v);
    return NULL;
  }
  qsort(v, k, sizeof *v, by_name);
  for (i = 0; i < k; i++)
    if (m == 0 || strcmp(v[m - 1], v[i]) != 0)
      v[m++] = v[i];
  *n = m;
  return v;
}
