/* private.h - the notation layer's entry points for the walk
 * (src/walk/replay.c), beside notation.h and token.h's public ones.
 * Not installed. */
#ifndef BAO_NOTATION_PRIVATE_H
#define BAO_NOTATION_PRIVATE_H

#include "bao/notation.h"
#include "bao/token.h"

/* bao_token_read of the NUL-terminated `s`, without its error: the cache
 * is asked while the length is counted (the walk reads every ply's
 * token; nearly all are in the cache).  token.c. */
int bao_token_read_str(bao_token_reader *r, enum bao_dialect dialect,
                       const char *s, bao_token *out);

/* bao_resolve_token (notation.c) with the token's letter in the mover's
 * own frame already known (bao_token_own_letter). */
int bao_resolve_letter(const bao_position *p, const bao_movelist *list,
                       enum bao_dialect dialect, char letter,
                       bao_resolution *res);

/* How far apart a token and a legal move's canonical token are: 0 equal,
 * 1 per differing letter, marker or row (same side), 1 for a neighbouring
 * hole, 3 for another hole (notation.c). */
int bao_token_distance(const bao_token *t, enum bao_dialect dialect,
                       int side, const bao_outcome *o);

/* token.c's scan of s[0..len) as a token of `dialect`: 1 if it is one,
 * else 0 with `err` filled (NULL: no message); *stop (may be NULL) is
 * where it stopped.  For token_span.c. */
int bao_scan_token_at(int dialect, const char *s, size_t len, bao_diag *err,
                      size_t *stop);

#endif
