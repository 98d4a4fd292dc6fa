/*
 * notation.h - between written tokens and legal moves: which legal move a
 * token names (bao-notation(7)), and how a move is written in each dialect.
 *
 * Ownership: plain values only; the caller owns everything.
 */
#ifndef BAO_NOTATION_H
#define BAO_NOTATION_H

#include "bao.h"
#include "token.h"

#ifdef __cplusplus
extern "C" {
#endif

#define BAO_NOTE_MAX 4

/** What resolving one token found. */
typedef struct bao_resolution {
  int index;        /* the legal move in the list, or -1                  */
  bao_diag error;   /* why no legal move (or more than one) matches; for
                       a token that does not read, mark.column is the bad
                       character within the token, else 0               */
  int n_warnings;
  bao_diag warning[BAO_NOTE_MAX]; /* what was read leniently (levels
                                     BAO_WARNING, no mark)              */
  bao_token token;  /* the token as read (when it reads)                  */
} bao_resolution;

/** Resolves `text[0..len)` against `list`, the legal moves of `p`.
 *  Returns 1 with res->index set when exactly one legal move matches,
 *  else 0 with res->error.  Never-ending moves match like any other. */
BAO_API int bao_resolve(bao_token_reader *tr, const bao_position *p,
                const bao_movelist *list, enum bao_dialect dialect,
                const char *text,
                size_t len, bao_resolution *res);

/** The same for a token already read into res->token (bao_token_read):
 *  a replay reads each token once. */
BAO_API int bao_resolve_token(const bao_position *p, const bao_movelist *list,
                      enum bao_dialect dialect, bao_resolution *res);

/** Writes outcome `o` of a move by `side` as a token of `dialect` (the
 *  canonical form of that dialect: de Voogt's token; MW's with North's
 *  letter mirrored; KIBA's with < and >, '**' for a takata that sets a
 *  takasia, '+' for a chosen safari and '#' for a move that wins).
 *  Written into buf (`size` bytes: BAO_DIALECT_TOKEN_MAX hold any token;
 *  cut to fit, always ended); returns the length it needed, like
 *  snprintf. */
#define BAO_DIALECT_TOKEN_MAX (BAO_TOKEN_MAX + 4)
BAO_API size_t bao_outcome_token(const bao_outcome *o, int side,
                                 enum bao_dialect dialect, char *buf,
                                 size_t size);

/** The token of move `m` of position `p` in `dialect` (its outcome's,
 *  as bao_outcome_token writes it: AP's cell and markers, '**' when it
 *  sets a takasia); de Voogt's canonical token when m is not among p's
 *  legal moves.  Returns the length it needed, like snprintf. */
BAO_API size_t bao_move_token_in(const bao_position *p, const bao_move *m,
                                 enum bao_dialect dialect, char *buf,
                                 size_t size);

/** The name of hole `h` as `dialect` names holes: AP's cell ("f2": file
 *  and rank, rank 1 South's back row) for BAO_DIALECT_AP, de Voogt's
 *  ("A6", bao_hole_name) for the others.  Returns the length it needed,
 *  like snprintf (3 bytes hold any name). */
BAO_API size_t bao_hole_name_in(bao_hole h, enum bao_dialect dialect,
                                char *buf, size_t size);

/** bao_line_format (solve.h) in `dialect`: the tokens of a line from `p`
 *  separated by single spaces, each ply's in its position. */
BAO_API size_t bao_line_format_in(const bao_position *p,
                                  const bao_move *line, int len,
                                  enum bao_dialect dialect, char *buf,
                                  size_t size);

#ifdef __cplusplus
}
#endif

#endif
