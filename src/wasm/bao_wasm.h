/*
 * bao_wasm.h - the engine's entry points in WebAssembly (bao.wasm), the
 * ABI that src/wasm/bao.mjs calls.  Not a C library interface: a program
 * in C uses bao.h and solve.h.
 *
 * Every argument is text: NUL-terminated UTF-8 strings that the caller
 * writes into the buffer bao_wasm_args() hands out, passed as pointers
 * into the module's memory.
 *
 *   rules  the game: the variant's name (empty: kiswahili), then one
 *          `NAME=VALUE` rule option per line ("kete\nsixteen=none"),
 *          as the command's --variant and --rule take them;
 *   line   a position line (bao.h), or NULL for the start of the game;
 *   token  a canonical move token, as bao_wasm_moves gives it.
 *
 * Every function returns 1 and leaves JSON in the result buffer
 * (bao_wasm_result, bao_wasm_result_length), or returns 0 and leaves
 * {"error": MESSAGE} there, with "column" (1-based, in the position line)
 * when the position line is at fault.  The JSON is documented with the
 * functions of bao.mjs.  The buffers belong to the module and are good
 * until the next call; a call may grow the memory.
 */
#ifndef BAO_WASM_H
#define BAO_WASM_H

#include <stddef.h>

#include "bao/bao.h"

#if defined(__wasm__)
#define BAO_WASM_EXPORT(name) __attribute__((export_name(#name)))
#else
#define BAO_WASM_EXPORT(name)
#endif

/** A buffer of at least `size` bytes for the arguments of the next call
 *  (the same buffer, grown), or NULL when out of memory. */
BAO_WASM_EXPORT(bao_wasm_args) char *bao_wasm_args(size_t size);

/** The result of the last call, and its length in bytes. */
BAO_WASM_EXPORT(bao_wasm_result) const char *bao_wasm_result(void);
BAO_WASM_EXPORT(bao_wasm_result_length) size_t bao_wasm_result_length(void);

/** The library's version, as a JSON string. */
BAO_WASM_EXPORT(bao_wasm_version) int bao_wasm_version(void);

/** The start position line of the game of `rules`, as a JSON string. */
BAO_WASM_EXPORT(bao_wasm_start) int bao_wasm_start(const char *rules);

/** The legal moves: [{"token", "position", "period"}...], in the order
 *  of bao_position_moves (as `bao moves` lists them). */
BAO_WASM_EXPORT(bao_wasm_moves) int bao_wasm_moves(const char *rules,
                                                   const char *line);

/** One legal move played: {"token", "position", "period", "events"}. */
BAO_WASM_EXPORT(bao_wasm_play) int bao_wasm_play(const char *rules,
                                                 const char *line,
                                                 const char *token);

/** {"over", "loser", "why", "reason", "mkononi"}: bao_position_status. */
BAO_WASM_EXPORT(bao_wasm_status) int bao_wasm_status(const char *rules,
                                                     const char *line);

/** The leaf count of the move tree, as a JSON number: bao_perft, depth 0
 *  to 64 (as bao perft). */
BAO_WASM_EXPORT(bao_wasm_perft) int bao_wasm_perft(const char *rules,
                                                   const char *line,
                                                   int depth);

/** {"verdict", "n", "winners", "line"}: bao_solve within `depth`, the
 *  search given `max_nodes` positions (a whole number from 1 to
 *  BAO_SOLVE_NODES_MAX; 0: BAO_SOLVE_NODES, as bao solve) and at most
 *  BAO_MAX_MOVES - 1 more: past them it stops, an error that says so.
 *  The solver and its table are kept from call to call. */
BAO_WASM_EXPORT(bao_wasm_solve) int bao_wasm_solve(const char *rules,
                                                   const char *line,
                                                   int depth,
                                                   double max_nodes);

/** [{"token", "verdict", "n"}...]: bao_solve_moves (`bao solve --all`). */
BAO_WASM_EXPORT(bao_wasm_solve_moves) int bao_wasm_solve_moves(
  const char *rules, const char *line, int depth, double max_nodes);

/** The sentences `bao annotate` tells of a ply, for one legal move:
 *  {"token", "text"}, text being the ply's line as the command writes it
 *  (its title, numbered `ply`, then its sentences; no analysis, no
 *  comment), in the language of the last bao_wasm_tell_lang. */
BAO_WASM_EXPORT(bao_wasm_tell) int bao_wasm_tell(const char *rules,
                                                 const char *line,
                                                 const char *token,
                                                 int ply);

/** The translations bao_wasm_tell uses from now on: the catalog's
 *  Plural-Forms, then for each message an RS (0x1e), its msgid and, each
 *  after a US (0x1f), its translation or its plural forms in order (the
 *  page's data carries them: html_tell.c); empty or NULL: English.
 *  {"messages": N}. */
BAO_WASM_EXPORT(bao_wasm_tell_lang) int bao_wasm_tell_lang(
  const char *table);

/* ---- the engine that plays (include/bao/player.h) ------------- */

/** {"depth", "nodes", "lines": [{"token", "score", "says", "exact",
 *  "percent", "depth", "pv"}...]}: bao_player_think from the position,
 *  within `nodes` positions (a whole number from 1 to 2**40; required,
 *  so that a call always ends) and `depth` plies (0: no limit), the
 *  best move only or, with `all`, every legal move best first; "lines"
 *  is empty when the side to move has lost.  score is the player's
 *  (player.h), says it as `bao best` prints it (bao_score_format), pv
 *  the canonical tokens of the principal variation.  The player and its
 *  table are kept from call to call; with `fresh` it is cleared first, so
 *  that the answer depends on the arguments alone. */
BAO_WASM_EXPORT(bao_wasm_think) int bao_wasm_think(const char *rules,
                                                   const char *line,
                                                   double nodes, int depth,
                                                   int all, int fresh);

/** The node budget of level 1..BAO_LEVELS as a JSON number
 *  (bao_level_nodes), or an error outside them. */
BAO_WASM_EXPORT(bao_wasm_level_nodes) int bao_wasm_level_nodes(int level);

/** A score as `bao best` prints it, a JSON string: bao_score_format. */
BAO_WASM_EXPORT(bao_wasm_score_format) int bao_wasm_score_format(int score);

/** Every legal move's spellings: [{"token", "devoogt", "kiba", "mw",
 *  "ap"}...], the canonical token and the token in each dialect as
 *  bao_outcome_token writes it, in the order of bao_wasm_moves. */
BAO_WASM_EXPORT(bao_wasm_spellings) int bao_wasm_spellings(const char *rules,
                                                           const char *line);

/** The engine's judgement of the legal move `token` (canonical) at
 *  `line`, within `nodes` positions (1 to 2**40): {"token", "before",
 *  "after", "best", "mark", "depth", "nodes"}, bao_engine_judge with the
 *  module's player, scores for the mover (player.h), mark '-',
 *  'inaccuracy' or 'mistake'. */
BAO_WASM_EXPORT(bao_wasm_judge) int bao_wasm_judge(const char *rules,
                                                   const char *line,
                                                   const char *token,
                                                   double nodes);

/* ---- between the module's files (bao_tell.c), not exported ------------- */

struct obuf;

/* The table of bao_wasm_tell_lang kept (1), or 0 when out of memory (and
 * English from then on); the count of its messages. */
int bao_tell_lang(const char *table);
size_t bao_tell_messages(void);

/* The line of ply `ply` (0-based), move `out` from `before` with events
 * `ev` and canonical token `token`, appended to o: 1, or 0 when out of
 * memory. */
int bao_tell_line(struct obuf *o, const bao_position *before,
                  const bao_outcome *out, const bao_events *ev,
                  const char *token, size_t ply);

#endif
