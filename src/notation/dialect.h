/* dialect.h - the notations as data (dialect.c): one row per dialect says
 * what the reader, the writer, the suggestions and the walk need to know
 * of it, so that none of them names a dialect.  Not installed.
 *
 * Adding a dialect is its enum value (bao/token.h) and its row in
 * dialect.c, with its man pages (tests/man_lists.sh compares them); a
 * dialect whose tokens no existing rule reads also needs its rule: a
 * grammar/token_<rule>.re (and notation.ebnf), a bao_token_rule below
 * and the rule's row and scan in token.c. */
#ifndef BAO_DIALECT_H
#define BAO_DIALECT_H

#include "bao/token.h"

/* The token grammars (grammar/notation.ebnf section 1): the pattern
 * grammar/token_<rule>.re and the scan_token_<rule> of token.c. */
enum bao_token_rule { BAO_RULE_DEVOOGT, BAO_RULE_KIBA, BAO_RULE_AP,
                      BAO_RULE_COUNT };

/* How a dialect writes a move (bao_outcome_token). */
enum bao_dialect_writer {
  BAO_WRITE_DEVOOGT, /* bao_move_token's: L/R, '*', '>' for a safari     */
  BAO_WRITE_KIBA,    /* '<'/'>', '*' or '**', '+' for a safari, '#' a win */
  BAO_WRITE_AP       /* KIBA's marks after a cell (a1..h4), without '#'  */
};

typedef struct bao_dialect_def {
  const char *name;    /* as --dialect and a record's dialect: key name it */
  const char *title;   /* as messages name it ("the %s dialect")          */
  unsigned char rule;  /* enum bao_token_rule: the tokens it reads        */
  unsigned char arrows;/* its direction letters are '<' and '>' ('>' is
                          right), not L and R ('>' a safari)              */
  unsigned char mirror_north; /* North's letters are written as South
                                 sees them: mirrored to North's own frame */
  unsigned char try_mirrored; /* a North token whose letter matches no
                                 move is tried mirrored, with a warning
                                 (the Mancala World habit)               */
  unsigned char writer;       /* enum bao_dialect_writer                  */
} bao_dialect_def;

/* Abstract Play's cells (grammar/notation.ebnf 1.5): file 1..8 (a..h,
 * from South's left) and rank 1..4 (rank 1 South's back row) to the row
 * letter and hole number of the other dialects, and back.  South's holes
 * are numbered from South's left, as the files are; North's from
 * North's left, the h-file: hole 9 - file. */
static inline void bao_ap_cell_hole(int file, int rank, char *row, int *hole)
{
  static const char rows[4] = {'B', 'A', 'a', 'b'};
  *row = rows[rank - 1];
  *hole = rank <= 2 ? file : 9 - file;
}

static inline void bao_ap_hole_cell(char row, int hole, int *file, int *rank)
{
  *rank = row == 'B' ? 1 : row == 'A' ? 2 : row == 'a' ? 3 : 4;
  *file = *rank <= 2 ? hole : 9 - hole;
}

/* The row of `dialect`, or NULL for an unknown one. */
const bao_dialect_def *bao_dialect_def_of(int dialect);

/* The row of `dialect`, which the caller knows to be valid (a walk's or
 * a reader's dialect, checked when it was set): de Voogt's otherwise. */
const bao_dialect_def *bao_dialect_row(int dialect);

/* bao_dialect_decided: public, token.h */

#endif
