/* records.h - the record layer's private header: the format-specific
 * readers behind bao_reader (record.c) and what the readers and writers
 * share beside record.h's public API.  Not installed, not exported:
 * the tests that need one link the static library. */
#ifndef BAO_RECORDS_H
#define BAO_RECORDS_H

#include <stddef.h>
#include <stdio.h>

#include "bao/record.h"

/* The largest move number either format reads (nine digits): the YAML
 * reader refuses a larger `number:`, the transcript lexer a longer
 * number, and the transcript writer a game that would count past it. */
#define BAO_MOVE_NUMBER_MAX 999999999

/* bao_not_a_record, bao_known_key: public, record.h */

/* The side and move number ply k would have if the record did not say,
 * from the ply before it: sides alternate, and a South ply opens a new
 * move number (North's reply shares it); the first ply is move 1 of the
 * side the set-up puts to move. */
void bao_game_implied(const bao_game *g, size_t k, int *side, int *number);

/* The same for ply k of variation `l` of ply `at`: the first ply of a
 * variation has the side and number of the ply it stands for. */
void bao_line_implied(const bao_ply_src *at, const bao_line *l, size_t k,
                      int *side, int *number);



/* The format-specific readers behind bao_reader (used by bao_reader_*). */
typedef struct bao_yaml_in bao_yaml_in;
bao_yaml_in *bao_yaml_in_open(FILE *f);
int bao_yaml_in_next(bao_yaml_in *y, bao_game *g, bao_diag *err);
void bao_yaml_in_close(bao_yaml_in *y);
/* The lines read so far that hold a YAML comment ("# ..."), which no
 * record keeps, and the first of them. */
size_t bao_yaml_in_comments(const bao_yaml_in *y, int *first_line);

/* What the transcript reader takes for free text and for a move token;
 * the writer uses them to escape exactly what would read back wrongly. */
int bao_text_line_is_free_text(const char *line, int first_line,
                               int after_moves);
int bao_text_is_token(const char *s);
/* A slip ("A9L"): read as a token, but only whole, so a glyph after it is
 * written apart ("A9L !"), never glued. */
int bao_text_is_slip(const char *s);

typedef struct bao_text_in bao_text_in;
bao_text_in *bao_text_in_open(FILE *f);
int bao_text_in_next(bao_text_in *t, bao_game *g, bao_diag *err);
void bao_text_in_close(bao_text_in *t);

/* AP Game Records (ap_read.c): one JSON object, an array of them or
 * JSON Lines, a record a game. */
typedef struct bao_ap_in bao_ap_in;
bao_ap_in *bao_ap_in_open(FILE *f);
int bao_ap_in_next(bao_ap_in *a, bao_game *g, bao_diag *err);
void bao_ap_in_close(bao_ap_in *a);
/* Whether s is one of the words AP ends a game with when no move ended
 * it (resign, timeout, draw, abandoned): a game's tail, never a move. */
int bao_ap_ending(const char *s);
/* Whether header key `key` is one of AP's flags (unrated, pied,
 * pie-invoked), kept as a tag "true" or "false" and written as JSON's. */
int bao_ap_flag(const char *key);

/* Tokens a writer puts in place of a game's: bao convert's, which writes
 * a game in another dialect without copying it (a copy of every ply cost
 * 80 bytes a ply, doubling the memory of a long game) and without
 * touching the game, which its walk reads as written.  The ply at `at`
 * (in the game's own arrays) is written with `token` and `original`;
 * `item` is sorted by `at`, one entry a ply at most. */
typedef struct bao_respelling {
  const bao_ply_src *at;
  const char *token;
  const char *original;
} bao_respelling;

typedef struct bao_respellings {
  const bao_respelling *item;
  size_t n;
} bao_respellings;

/* Ply p as it is to be written: p itself, or *buf, a copy of it with its
 * respelling (re may be NULL: none). */
const bao_ply_src *bao_respelled(const bao_respellings *re,
                                 const bao_ply_src *p, bao_ply_src *buf);

/* The writers of record.h into a sink (yaml_write.c, text_write.c),
 * which the caller flushes; bao_yaml_write and bao_text_write write
 * through them. */
struct bao_sink;
int bao_ap_write_sink(struct bao_sink *s, const bao_game *games, size_t n,
                      bao_diag *d);
/* One game as an AP Game Record: a line of JSON Lines (BAO_AP_LINE), or
 * the first or a further item of the JSON array the site's downloads
 * are ("[" or "," before it; the caller closes the array with "]").
 * 1 with d at level BAO_WARNING when the game is written but something
 * of it is not kept (notes, glyphs, printed spellings, an end that is
 * not AP's), said in d. */
enum { BAO_AP_LINE, BAO_AP_FIRST, BAO_AP_NEXT };
int bao_ap_write_item(struct bao_sink *s, const bao_game *g, int how,
                      const bao_respellings *re, bao_diag *d);
/* Whether `r` are AP's rules (set=abstractplay) for its variant, with
 * either set-up: what an AP Game Record may be written under. */
int bao_ap_rules(const bao_rules *r);
/* AP's name of the variant of `g` as its tags state it ("Default setup",
 * "Bao la kujifunza", "Malawi"), or NULL: what convert --to ap writes. */
const char *bao_ap_label(const bao_game *g);
/* Whether tag `key` makes a known key of an AP record's header (or is
 * one of the reader's "ap-" tags); any other tag is a header key of its
 * own name (ap_write.c). */
int bao_ap_tag_mapped(const char *key);
/* (re: respellings of the games' plies, or NULL) */
int bao_yaml_write_sink(struct bao_sink *s, const bao_game *games, size_t n,
                        const bao_respellings *re, bao_diag *d);
int bao_text_write_sink(struct bao_sink *s, const bao_game *games, size_t n,
                        const bao_respellings *re, bao_diag *d);

/* A diagnostic as bao_diag_print shows it (diag.c), into a buffer: the
 * printer of a stream and that of a sink (bao_sink_diag) write it. */
struct obuf;
void bao_diag_format(struct obuf *o, const char *path, const bao_diag *d,
                     const char *source, int first, const char *indent);

#endif
