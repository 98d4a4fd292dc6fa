/* match.h - the match harness (bench/match.c): players, games between
 * two of them over openings shared by both colours, and the statistics
 * of a match.  Built on include/bao/player.h alone; not part of the
 * library.  tests/test_match.c checks it. */
#ifndef BAO_MATCH_H
#define BAO_MATCH_H

#include <stdint.h>

#include "bao/bao.h"
#include "bao/player.h"

enum match_kind {
  MATCH_RANDOM, /* uniform over the legal moves                          */
  MATCH_GREEDY, /* the move that captures most seeds now, ties at random */
  MATCH_NODES,  /* bao_player_think with a node limit                    */
  MATCH_LEVEL,  /* the node limit of bao_level_nodes(level)              */
  MATCH_TIME    /* a stop function on the processor time of the thread
                   that searches (the caller's: with threads, each of
                   its helpers as long), in milliseconds                 */
};

/* A player as the command line names it, with what it has done. */
typedef struct match_agent {
  int kind;              /* enum match_kind                               */
  uint64_t param;        /* nodes, level or milliseconds                  */
  char name[32];         /* as written: "random", "level:3" ...           */
  int threads;           /* the engine's (bao_player_set_threads): "/T"   */
  bao_player *engine;    /* the engines' search; NULL for the others      */
  uint64_t rng;          /* the random choices of this game               */
  /* what the engine spent, over the whole match */
  uint64_t moves, nodes, depth_sum, failures;
  double seconds;        /* processor time thinking (all its threads)     */
  double wall;           /* wall time thinking                            */
} match_agent;

/* Reads "random", "greedy", "nodes:N", "level:K" or "time:MS", the
 * engines' optionally followed by "/T": T threads (1 to 64); 1 on
 * success.  The engine is made by match_agent_open. */
int match_agent_parse(const char *text, match_agent *a);
int match_agent_open(match_agent *a, size_t table_bytes);
void match_agent_close(match_agent *a);

/* The seeds of the opponent's board that the outcome's move captures:
 * what the opponent's 16 holes held before, less what they hold after
 * (a player sows only its own rows, so only captures take from them).
 * -1 for a never-ending move, -2 for one past the seed cap (no
 * `after`): the greedy player takes them last. */
int match_captured(const bao_position *p, const bao_outcome *o);

/* The index in `list` of the move `a` plays in `p`. */
int match_choose(match_agent *a, const bao_position *p,
                 const bao_movelist *list);

/* How a game ended. */
enum match_end {
  MATCH_END_RULES,  /* a side lost by the rules (bao_position_status)    */
  MATCH_END_NEVER,  /* a never-ending move was chosen: a draw            */
  MATCH_END_SEEDCAP,/* a move past the seed cap: its player lost         */
  MATCH_END_LENGTH  /* the length cap: a draw                            */
};

typedef struct match_game {
  int a_side;     /* the side player A played (enum bao_side)            */
  int result;     /* for A: 2 win, 1 draw, 0 loss                        */
  int end;        /* enum match_end                                      */
  int plies;      /* plies played after the opening                      */
  int winner_moves; /* moves the winner made after the opening (0: draw) */
} match_game;

/* What a match is played under. */
typedef struct match_setup {
  bao_rules rules;
  int openings;    /* each played twice, colours swapped                 */
  int opening_plies; /* random plies from the start (0: the start)       */
  int cap;         /* plies after the opening before the game is a draw  */
  int a_south;     /* 1: A always plays South, each opening once         */
  uint64_t seed;
} match_setup;

/* The opening `index` of the setup: `plies` uniform random moves from
 * the start, never a never-ending one nor one that ends the game (drawn
 * again from the same stream when it would). */
void match_opening(const match_setup *s, int index, bao_position *out);

/* Plays one game from `start`, A as `a_side`; `game` seeds the players'
 * random choices. */
void match_play(const match_setup *s, match_agent *a, match_agent *b,
                const bao_position *start, int a_side, uint64_t game,
                match_game *out);

/* The totals of a match, for A. */
#define MATCH_WIN_MOVES 64
typedef struct match_stats {
  int games, wins, draws, losses;
  int never, seedcap, length;  /* ends other than by the rules            */
  int longest_win;             /* A's moves in its longest win            */
  int win_moves[MATCH_WIN_MOVES]; /* A's wins by its moves (the last slot:
                                     that many or more)                   */
  double score;                /* points / games, 0..1                    */
  double elo, elo_lo, elo_hi;  /* the Elo difference and its 95% bar     */
} match_stats;

void match_stats_add(match_stats *st, const match_game *g);
/* Score, Elo and its bar from the counts (see match_elo). */
void match_stats_finish(match_stats *st);

/* The Elo difference of a score fraction s: -400 log10(1/s - 1),
 * +-HUGE_VAL at 1 and 0. */
double match_elo(double s);

/* The games a match plays: 2 per opening, or 1 with a_south. */
int match_games(const match_setup *s);

/* The whole match: opening i's games are games[i * 2] (A the side to
 * move of the opening) and games[i * 2 + 1] (A the other side), or
 * games[i] alone with a_south; `st` gets their totals. */
void match_run(const match_setup *s, match_agent *a, match_agent *b,
               match_stats *st, match_game *games);

#endif
