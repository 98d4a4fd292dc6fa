/*
 * token.h - reading one Bao move token ("A5R>", "A7L *", "a4>**", "6<")
 * in one of the notations found in published records.
 *
 * The grammar is grammar/notation.ebnf section 1; the patterns are
 * grammar/token_*.re, compiled into the library.  A token only says what
 * was written: which legal move it names is decided against a position
 * (bao-notation(7)), e.g. a missing row or letter, or a letter on a forced
 * capture that must be ignored.
 *
 * Errors follow bao.h: functions return 1 on success and 0 on failure and
 * fill a caller's `bao_diag` (message, and the 1-based column within the
 * token of the first bad character; one past the end when something is
 * missing; 0 when no character is to blame).
 */
#ifndef BAO_TOKEN_H
#define BAO_TOKEN_H

#include <stddef.h>
#include <stdint.h>

#include "bao.h"

#ifdef __cplusplus
extern "C" {
#endif

/** The notations.  The token syntax of MW is de Voogt's; they differ only
 *  in what North's letters mean (see bao_token_own_letter).  What each
 *  one is (its name, the tokens it reads, how it writes) is one row of
 *  the table in src/notation/dialect.c. */
enum bao_dialect {
  BAO_DIALECT_DEVOOGT, /* A5R>, A7L*, A7L *, a2, b3L: '>' is a safari      */
  BAO_DIALECT_KIBA,    /* A6<, A3>+, a4>**, A2>#, 6<: '>' is "right"       */
  BAO_DIALECT_MW,      /* de Voogt's tokens; North's L/R as seen by South  */
  BAO_DIALECT_AP       /* Abstract Play: f2<*, d3>, c2<+, d2>**: a cell
                          a1..h4 (file, rank) and KIBA's marks           */
};
#define BAO_DIALECT_COUNT 4

/** The bit of a dialect in the mask of bao_token_dialect_hint. */
#define BAO_DIALECT_BIT(d) (1 << (d))

/** One token, as written. */
typedef struct bao_token {
  char row;       /* 'A','B','a','b', or 0 when omitted (KIBA namua)        */
  uint8_t hole;   /* 1..8                                                    */
  char letter;    /* as written: 'L','R' (de Voogt, MW), '<','>' (KIBA),
                     or 0 when omitted                                       */
  uint8_t star;   /* 0; 1 for '*' (takasa/takata); 2 for KIBA '**' (a
                     takata that creates a takasia)                          */
  uint8_t safari; /* 1 for de Voogt/MW '>' after the letter, or KIBA '+'    */
  uint8_t win;    /* 1 for KIBA '#' (the winning move)                       */
  uint8_t length; /* bytes consumed: the whole token                         */
} bao_token;

/** The compiled patterns and their match data.  Create one per thread
 *  (matching writes to its match data) and reuse it for every token. */
typedef struct bao_token_reader bao_token_reader;

/** Compiles the patterns once.  Returns NULL and fills `err` (may be
 *  NULL) when out of memory or when a grammar file does not compile. */
BAO_API bao_token_reader *bao_token_reader_new(bao_diag *err);

/** Frees a reader; NULL is allowed. */
BAO_API void bao_token_reader_free(bao_token_reader *r);

/** Reads `s[0..len)` as exactly one token of `dialect` (no leading or
 *  trailing junk; NUL bytes are ordinary bad characters).  On success
 *  fills `out` (may be NULL) and returns 1.  Otherwise returns 0 and, if
 *  `err` is not NULL, says what was expected at err->column. */
BAO_API int bao_token_read(bao_token_reader *r, enum bao_dialect dialect,
                           const char *s,
                   size_t len, bao_token *out, bao_diag *err);

/** The dialects `s[0..len)` is a valid token in, as a mask of
 *  BAO_DIALECT_BIT values (0: none).  "A5R" gives de Voogt|MW, "A5<"
 *  KIBA, "A5>" all three: auto-detect only where the tokens decide it.
 *  Needs no reader and does not allocate. */
BAO_API int bao_token_dialect_hint(const char *s, size_t len);

/** The dialect a record's tokens decide, from the bao_token_dialect_hint
 *  masks of its tokens ANDed together: the first dialect of `mask` when
 *  every dialect in it reads the tokens by the same rule (one reading of
 *  '<' and '>' remains), else -1.  What the walk decides for a record
 *  that names no dialect. */
BAO_API int bao_dialect_decided(int mask);

/** The length of the longest prefix of `s[0..len)` that is a whole token
 *  in some dialect (0 if none): how a transcript reader tells a move
 *  from a word, by the same scan that reads tokens.  Needs no reader. */
#define BAO_TOKEN_LONGEST 8 /* "A5>**+#" is 7 characters */
BAO_API size_t bao_token_span(const char *s, size_t len);

/** A dialect's name ("devoogt", "kiba", "mw", "ap": the table's) to the
 *  dialect; 1 on success, else 0. */
BAO_API int bao_dialect_parse(const char *name, int *out);

/** The name bao_dialect_parse reads, or NULL for an unknown dialect. */
BAO_API const char *bao_dialect_name(enum bao_dialect dialect);

/** The direction in the mover's own frame, 'L' or 'R' (0 if the token
 *  has none): KIBA '<' is 'L' and '>' is 'R'; in the MW dialect North's
 *  letters are written as seen from South, so for North (`north` != 0)
 *  L and R swap; de Voogt's letters are already the mover's own. */
BAO_API char bao_token_own_letter(const bao_token *t,
                                  enum bao_dialect dialect, int north);

#ifdef __cplusplus
}
#endif

#endif
