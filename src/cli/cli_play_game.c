/* cli_play_game.c - the game of bao play: its plies, the engine's move at
 * a level (player.h), taking moves back, and the record it is saved as.
 * The dialogue around it is cli_play.c. */
#define _POSIX_C_SOURCE 200809L /* localtime_r */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "cli_play.h"
#include "bao/record.h"

/* ---- the game --------------------------------------------------------------- */

int play_game_init(play_game *g, const cli_common *o, const play_opts *x)
{
  bao_position standard;
  bao_diag d;
  memset(g, 0, sizeof *g);
  g->o = o;
  g->human = x->side ? x->side - 1 : BAO_SOUTH;
  g->level = x->level ? x->level : PLAY_DEFAULT_LEVEL;
  g->cap = 64;
  g->pos = malloc(g->cap * sizeof *g->pos);
  g->move = malloc(g->cap * sizeof *g->move);
  if (!g->pos || !g->move) {
    fprintf(stderr, "bao: out of memory\n");
    return 2;
  }
  if (cli_position(o, &g->pos[0]))
    return 2;
  /* a record names a set-up only when it is not the variant's start */
  bao_position_start(&standard, &o->base);
  g->custom_start = memcmp(&standard, &g->pos[0], sizeof standard) != 0;
  bao_budget_init(&g->budget, BAO_LAP_BUDGET);
  if (!(g->pl = bao_player_new(0, &d)) ||
      !(g->tr = bao_token_reader_new(&d))) {
    fprintf(stderr, "bao: play: %s\n", d.message);
    return 2;
  }
  return 0;
}

void play_game_free(play_game *g)
{
  if (g->pl)
    bao_player_free(g->pl);
  bao_token_reader_free(g->tr);
  free(g->pos);
  free(g->move);
}

const bao_position *play_now(const play_game *g) { return &g->pos[g->n]; }

void play_moves(play_game *g, bao_movelist *list)
{
  bao_position_moves_from(play_now(g), -1, list, &g->budget);
}

int play_push(play_game *g, const bao_outcome *o)
{
  if (g->n + 1 >= g->cap) {
    size_t cap = g->cap * 2;
    bao_position *pos = realloc(g->pos, cap * sizeof *pos);
    bao_move *move = pos ? realloc(g->move, cap * sizeof *move) : NULL;
    if (pos)
      g->pos = pos;
    if (!move)
      return 0;
    g->move = move;
    g->cap = cap;
  }
  g->move[g->n] = o->move;
  g->pos[++g->n] = o->after;
  return 1;
}

size_t play_undo(play_game *g)
{
  size_t k = g->n, taken;
  /* the human's last ply: the one to take back, with all after it */
  while (k > 0 && g->pos[k - 1].to_move != g->human)
    k--;
  if (k == 0)
    return 0;
  taken = g->n - (k - 1);
  g->n = k - 1;
  return taken;
}

void play_name(const play_game *g, int side, char *buf, size_t size)
{
  if (side == g->human)
    snprintf(buf, size, "You");
  else
    snprintf(buf, size, "bao level %d", g->level);
}

void play_token(const play_game *g, const bao_outcome *o, int side,
                char *buf, size_t size)
{
  if (g->o->dialect >= 0)
    bao_outcome_token(o, side, g->o->dialect, buf, size);
  else
    bao_move_token(&o->move, side, buf, size);
}

/* ---- the engine's move ------------------------------------------------------ */

/* The index in `list` of the first line of r that can be played, or -1. */
static int first_playable(const bao_think_result *r, const bao_movelist *list,
                          int *line)
{
  int k, i;
  for (k = 0; k < r->count; k++)
    for (i = 0; i < list->count; i++)
      if (bao_move_equal(&r->line[k].move, &list->item[i].move) &&
          list->item[i].period == 0)
        return *line = k, i;
  return -1;
}

int play_think(play_game *g, const bao_movelist *list, play_choice *c,
               char *why, size_t size)
{
  bao_think_limits lim;
  bao_think_result *r = malloc(sizeof *r);
  bao_diag d;
  int all, i = -1, k = 0;
  if (!r)
    return snprintf(why, size, "out of memory"), 0;
  lim.depth = 0;
  lim.nodes = bao_level_nodes(g->level);
  /* the best move alone first; when it never ends (a draw, R17, which
   * cannot be played), every move scored, to take the best that ends */
  for (all = 0; all < 2 && i < 0; all++) {
    bao_player_clear(g->pl);
    if (!bao_player_think(g->pl, play_now(g), &lim, all, r, &d)) {
      snprintf(why, size, "%s", d.message);
      free(r);
      return 0;
    }
    i = first_playable(r, list, &k);
  }
  if (i >= 0) {
    c->index = i;
    c->score = r->line[k].score;
    c->depth = r->line[k].depth;
  } else
    snprintf(why, size, "every legal move never ends (R17)");
  free(r);
  return i >= 0;
}

/* ---- the record ------------------------------------------------------------- */

/* The tags: who played, when, and the rules the game replays under. */
static int add_tags(const play_game *g, bao_game *rec)
{
  char south[32], north[32], date[16], options[512];
  const bao_position *p = play_now(g);
  bao_status st = bao_position_status(p, NULL);
  time_t now = time(NULL);
  struct tm tm;
  play_name(g, BAO_SOUTH, south, sizeof south);
  play_name(g, BAO_NORTH, north, sizeof north);
  if (localtime_r(&now, &tm) == NULL ||
      strftime(date, sizeof date, "%Y-%m-%d", &tm) == 0)
    date[0] = '\0';
  bao_rules_format(&p->rules, options, sizeof options);
  return bao_game_set_tag(rec, "event", "bao play") &&
         (!date[0] || bao_game_set_tag(rec, "date", date)) &&
         bao_game_set_tag(rec, "south", south) &&
         bao_game_set_tag(rec, "north", north) &&
         (!st.over || bao_game_set_tag(rec, "result", st.loser == BAO_SOUTH
                                                         ? "0-1" : "1-0")) &&
         bao_game_set_tag(rec, "variant", bao_variant_name(p->rules.variant)) &&
         bao_game_set_tag(rec, "dialect",
                          bao_dialect_name(BAO_DIALECT_DEVOOGT)) &&
         (!options[0] || bao_game_set_tag(rec, "rules", options));
}

/* The set-up, the plies (canonical tokens) and, at the end, why. */
static int add_moves(const play_game *g, bao_game *rec)
{
  char token[BAO_TOKEN_MAX], line[BAO_LINE_MAX], text[160];
  bao_status st = bao_position_status(play_now(g), NULL);
  bao_ply_src *ply;
  size_t k;
  if (g->custom_start) {
    bao_position_format(&g->pos[0], line, sizeof line);
    if (!(rec->setup = bao_game_strdup(rec, line)))
      return 0;
  }
  for (k = 0; k < g->n; k++) {
    if (!(ply = bao_game_add_ply(rec)))
      return 0;
    bao_move_token(&g->move[k], g->pos[k].to_move, token, sizeof token);
    ply->side = g->pos[k].to_move;
    if (!(ply->token = bao_game_strdup(rec, token)))
      return 0;
  }
  if (!st.over)
    return 1;
  snprintf(text, sizeof text, "%s has lost: %s",
           st.loser == BAO_SOUTH ? "South" : "North", bao_end_reason(st.why));
  return (rec->tail = bao_game_strdup(rec, text)) != NULL;
}

/* Whether `path` is a FIFO that nothing reads: opening it to write would
 * wait for a reader for ever, and the game with it. */
static int unread_fifo(const char *path)
{
  struct stat st;
  int fd;
  if (stat(path, &st) != 0 || !S_ISFIFO(st.st_mode))
    return 0;
  if ((fd = open(path, O_WRONLY | O_NONBLOCK)) >= 0)
    return close(fd), 0;
  return errno == ENXIO;
}

int play_save(const play_game *g, const char *path)
{
  bao_game rec;
  bao_diag d;
  cli_out out;
  int ok, rc;
  bao_game_init(&rec);
  if (!add_tags(g, &rec) || !add_moves(g, &rec)) {
    bao_game_free(&rec);
    fprintf(stderr, "bao: out of memory\n");
    return 2;
  }
  bao_game_fill(&rec);
  if (unread_fifo(path)) {
    fprintf(stderr, "bao: %s: a FIFO that nothing reads: not saved (start "
            "its reader first)\n", path);
    bao_game_free(&rec);
    return 2;
  }
  if (cli_out_open(&out, path, g->o)) {
    bao_game_free(&rec);
    return 2;
  }
  if (!(ok = bao_yaml_write(out.f, &rec, 1, &d)))
    fprintf(stderr, "bao: %s: %s\n", path, d.message);
  rc = cli_out_close(&out, ok);
  bao_game_free(&rec);
  return ok ? rc : 2;
}
