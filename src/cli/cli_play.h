/* cli_play.h - bao play, the game against the computer in the terminal:
 * the game (cli_play_game.c: its plies, the engine's move, the record it
 * is saved as) shared with the dialogue (cli_play.c).  Not part of the
 * library: the library has the rules, the notation and the search; this
 * is only who plays which side and what is typed. */
#ifndef BAO_CLI_PLAY_H
#define BAO_CLI_PLAY_H

#include "cli.h"
#include "bao/notation.h"
#include "bao/player.h"

/* Without --level: the middle of the eight, a budget that answers at
 * once on any machine and still sees a few moves ahead. */
#define PLAY_DEFAULT_LEVEL 4

typedef struct play_game {
  const cli_common *o;
  int human;            /* enum bao_side: the side typed at the keyboard */
  int level;            /* 1..BAO_LEVELS                                */
  bao_player *pl;       /* the engine; cleared before every search, so
                           that a level's move depends on the position
                           alone (player.h)                             */
  bao_token_reader *tr; /* reads what is typed                          */
  bao_budget budget;    /* for long moves, over the whole game          */
  bao_position *pos;    /* pos[0] the start, pos[k] after ply k         */
  bao_move *move;       /* move[k]: the move of ply k + 1               */
  size_t n, cap;        /* plies played, room                           */
  int custom_start;     /* --position other than the variant's start    */
} play_game;

/* What a search chose: the move (an index into the list of the position)
 * and its score for the mover. */
typedef struct play_choice {
  int index;
  int score;
  int depth;
} play_choice;

/* A new game from --position (or the start) with the options' side and
 * level; 0, or 2 with a message. */
/* play's own options: --level N (1..BAO_LEVELS), or 0 (the default);
 * --side: 1 + enum bao_side, or 0 (South) */
typedef struct play_opts {
  int level, side;
} play_opts;
int play_game_init(play_game *g, const cli_common *o, const play_opts *x);
void play_game_free(play_game *g);

/* The position now. */
const bao_position *play_now(const play_game *g);

/* The legal moves of the position now. */
void play_moves(play_game *g, bao_movelist *list);

/* Plays outcome `o` (legal now, and ending); 0 out of memory. */
int play_push(play_game *g, const bao_outcome *o);

/* Takes back the last move of each side, so that the human is to move
 * again: the number of plies taken back (0: none of the human's yet). */
size_t play_undo(play_game *g);

/* The engine's move now at the game's level, among the moves that end (a
 * never-ending move cannot be played, R17); 1, or 0 with a message in
 * `why` when no move can be played or the search failed. */
int play_think(play_game *g, const bao_movelist *list, play_choice *c,
               char *why, size_t size);

/* Writes the game so far as a YAML record to `path`; 0, or 2 after a
 * message on standard error. */
int play_save(const play_game *g, const char *path);

/* The token of outcome `o`, a move by `side`, as the game shows it: in
 * the spelling of --dialect D when given, else the canonical token (a
 * record is saved with canonical tokens whatever is shown).  `size`:
 * BAO_DIALECT_TOKEN_MAX holds any. */
void play_token(const play_game *g, const bao_outcome *o, int side,
                char *buf, size_t size);

/* "You" or "bao level N" for `side`, into buf. */
void play_name(const play_game *g, int side, char *buf, size_t size);

#endif
