/*
 * record.h - games as they are written in files: YAML records and plain
 * text transcripts, read one game at a time and written back.
 *
 * Ownership: a bao_game owns every string it points to, and keeps them in
 * a store of its own (a few blocks, not one allocation a string): put a
 * string in a game with bao_game_strdup (or bao_game_set_tag), replace
 * one by pointing at another such copy, and never free one; a string a
 * game lets go of stays in its store until bao_game_free releases the
 * store and the arrays together and leaves an empty game.  A reader owns
 * its parser state and never the FILE it was given; the caller closes
 * that.
 *
 * Errors follow bao.h: 1 success, 0 failure, and the caller's bao_diag
 * (NULL allowed) carries the problem and its mark.
 */
#ifndef BAO_RECORD_H
#define BAO_RECORD_H

#include <stdio.h>

#include "bao.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct bao_line bao_line;

/** One ply as written. */
typedef struct bao_ply_src {
  char *token;    /* the move as written, blanks trimmed ("A7L *")      */
  char *original; /* the token a canonicalising tool replaced, or NULL  */
  bao_mark mark;  /* where the token starts                             */
  int width;      /* columns it spans on its line, for the caret        */
  int side;       /* the side the record puts it on (a transcript's
                     pair position or "...", YAML's `side:`), or the
                     one implied by the ply before it (the readers fill
                     it in: bao_game_fill); -1 if unknown              */
  int number;     /* the move number printed before it (or YAML's
                     `number:`), or the one implied; 0 if unknown      */
  char *comment;  /* a comment after the move ({...} or comment:), or NULL */
  char *glyph;    /* a glyph such as "!", "?!", or NULL                 */
  char *note;     /* free text standing before the ply (a phase header
                     such as "Inizio fase Mtaji"), or NULL              */
  bao_line *lines; /* variations: side lines played instead of this ply,
                     from the position before it (a puzzle's "if instead
                     1... B3R, then ..."), in record order             */
  size_t n_lines;
} bao_ply_src;

/** A variation: plies played instead of the ply it belongs to.  Its
 *  first ply is by the side that ply is by; its plies may have
 *  variations of their own, at most BAO_LINE_DEPTH deep. */
struct bao_line {
  bao_ply_src *plies;
  size_t n_plies;
  bao_mark mark; /* where it starts                                     */
};

#define BAO_LINE_DEPTH 8

/** One metadata item, in file order. */
typedef struct bao_tag {
  char *key;
  char *value;
  bao_mark mark;
} bao_tag;

/** The keys every record may carry (others are kept as they are). */
#define BAO_KNOWN_KEYS                                                      \
  "event", "site", "date", "round", "south", "north", "result", "variant", \
    "dialect", "source", "annotator"

/** One game. */
typedef struct bao_game {
  bao_tag *tags;     /* metadata, file order; `rules` options are the tag
                        "rules" with value "name=value name=value ..."  */
  size_t n_tags;
  char *setup;       /* a set-up position line, or NULL for the start    */
  bao_mark setup_mark;
  bao_ply_src *plies;
  size_t n_plies;
  char *tail;        /* free text after the last move (a resignation line
                        such as "(24) \"A\" si ritira."), or NULL         */
  bao_mark mark;     /* where the game starts                            */
  int index;         /* 1-based number of the game in its file           */
  bao_diag *warnings; /* what the reader noticed and kept as it was (a
                        line of moves that does not read, a misspelled
                        key): level BAO_WARNING, with marks            */
  size_t n_warnings;
  struct bao_game_store *store; /* the blocks its strings are kept in:
                        bao_game_strdup's, not to be touched */
} bao_game;

BAO_API void bao_game_init(bao_game *g);
BAO_API void bao_game_free(bao_game *g);

/** A copy of `s` kept in the game's store (see Ownership above), for any
 *  string a game points to; NULL when `s` is NULL or out of memory. */
BAO_API char *bao_game_strdup(bao_game *g, const char *s);

/** The same for the n bytes at `s` (which need not end there), NUL added. */
BAO_API char *bao_game_strndup(bao_game *g, const char *s, size_t n);

/** The value of tag `key`, or NULL. */
BAO_API const char *bao_game_tag(const bao_game *g, const char *key);

/** Sets (replacing) or adds tag `key`; `value` may be NULL (a key with
 *  no value, YAML's null).  1 on success, 0 out of memory. */
BAO_API int bao_game_set_tag(bao_game *g, const char *key, const char *value);

/** The side the `result` tag says won ("1-0", "0-1", "South wins ...",
 *  "North wins ..."), or -1 when it says neither or there is none. */
BAO_API int bao_game_winner(const bao_game *g);

/** The side to move before the first ply: the set-up line's, else South. */
BAO_API int bao_game_first_side(const bao_game *g);

/** Fills in every ply's side and number the record does not state, with
 *  the implied ones, in variations too (the readers call it on every
 *  game they read). */
BAO_API void bao_game_fill(bao_game *g);

/** Tidies free text (a note, a comment, a tail) in place as both formats
 *  keep it: no blanks at the end of a line or of the text; with
 *  `trim_ends` (a comment), no blanks or line breaks at either end. */
BAO_API void bao_text_tidy(char *s, int trim_ends);

/** The known key an unknown key is probably a misspelling of ("Souht"
 *  gives "south": one letter off, two in a longer key), or NULL. */
BAO_API const char *bao_near_known_key(const char *key);

/** Makes `dst` (not initialised) a deep copy of `src`; 1 on success, 0
 *  out of memory (dst is then empty). */
BAO_API int bao_game_copy(bao_game *dst, const bao_game *src);

/** Adds a reader's warning at `mark`; 0 out of memory (then it is lost,
 *  and so said by the return value only).  At most 100 a game. */
BAO_API int bao_game_warn(bao_game *g, bao_mark mark, const char *fmt, ...)
#if defined(__GNUC__) || defined(__clang__)
  __attribute__((format(printf, 3, 4)))
#endif
  ;

/** Appends an empty ply (all NULL, side -1) and returns it, or NULL. */
BAO_API bao_ply_src *bao_game_add_ply(bao_game *g);

/** Appends an empty variation to ply `p` and returns it, or NULL. */
BAO_API bao_line *bao_ply_add_line(bao_ply_src *p);

/** Appends an empty ply to variation `l` and returns it, or NULL. */
BAO_API bao_ply_src *bao_line_add_ply(bao_line *l);

/** ## Showing text to a person */

/** Copies record text `s` into out (size bytes) as it may be shown: at
 *  most `max_chars` characters (then "..."), control characters and
 *  bidirectional overrides escaped ("\n", "\x1b", "\u202e"), bytes
 *  that are not UTF-8 as "\xff".  Returns the length written. */
BAO_API size_t bao_text_clean(const char *s, size_t max_chars, char *out,
                              size_t size);

/** Writes a diagnostic: "PATH:LINE:COL: LEVEL: MESSAGE" (or "PATH: LEVEL:
 *  MESSAGE" without a mark), then, when `source` (the line at fault) is
 *  not NULL, that line (whose first character is character `first` of
 *  the line, 1 for the whole line) and a caret under d->width characters
 *  from the column, each after `indent`; a long line is shown around the
 *  caret.
 *  Returns 1, or 0 when writing failed. */
BAO_API int bao_diag_print(FILE *f, const char *path, const bao_diag *d,
                           const char *source, int first,
                           const char *indent);

/** ## Reading
 *
 * A reader yields the games of one file one at a time, so that a file of
 * any size is read in constant memory per game. */

enum bao_format { BAO_FORMAT_AUTO, BAO_FORMAT_YAML, BAO_FORMAT_TEXT,
                  BAO_FORMAT_AP };

typedef struct bao_reader bao_reader;

/** Opens a reader on `f` (`name` decides the format: a name ending .yaml
 *  or .yml is YAML, .json or .jsonl an AP Game Record).  AUTO: a file
 *  whose first character after blanks (and a byte order mark) is '{'
 *  followed by '"' or '}', or '[' followed by '{' or ']', is an AP Game
 *  Record (BAO_FORMAT_AP: Abstract Play's JSON, one record, an array of
 *  them, or JSON Lines).  AUTO otherwise looks at the first decisive line:
 *  "---" or "%YAML" first, or "moves:" followed by a "- " item, make it
 *  YAML; a line of moves ("(1) A7L * a5R;") a transcript; a file that
 *  decides nothing is a transcript.  `f` must be a stream that can be
 *  rewound: a file, or a string in memory (fmemopen); the reader looks
 *  ahead and goes back.  A pipe (standard input, often) is the caller's
 *  to copy first: the bao command copies it to a temporary file.  NULL,
 *  with `d`, when `f` is a directory, cannot be read or cannot be
 *  rewound, or, when `format` is BAO_FORMAT_AUTO, when its first bytes
 *  are those of another kind of file: "not a Bao record (it looks like
 *  SVG)" (HTML, XML, PDF, PNG, ...).  A named format is taken as said:
 *  a record's own text may begin with such bytes. */
BAO_API bao_reader *bao_reader_open(FILE *f, const char *name,
                                    enum bao_format format,
                                    bao_diag *d);

/** What the first bytes of `f` say it is when it is not a record
 *  ("SVG", "HTML", "XML", "PDF", "PNG", ...; `f` is left where it was),
 *  or NULL: what bao_reader_open with BAO_FORMAT_AUTO refuses, for a
 *  caller that names the format but still wants to warn of a file that
 *  is not a record at all. */
BAO_API const char *bao_not_a_record(FILE *f);

/** The canonical name of a key the records know (a tag such as "south",
 *  "event", "result", whatever its case: "South" gives "south"), or
 *  NULL: known keys are case-blind in both formats, other keys are kept
 *  exactly as written.  `key` is `len` bytes, not NUL-terminated. */
BAO_API const char *bao_known_key(const char *key, size_t len);

/** The lines of a YAML file read so far that hold a comment ("# ..."),
 *  which a record cannot keep (0 for a transcript), and the first. */
BAO_API size_t bao_reader_comments(const bao_reader *r, int *first_line);

/** The format the reader settled on. */
BAO_API enum bao_format bao_reader_format(const bao_reader *r);

/** Reads the next game into `g` (initialised by the call; free it with
 *  bao_game_free).  Returns 1 for a game, 0 at the end of the file, and -1
 *  on an error that stops the file (`err` says what and where); a
 *  problem inside one game that does not stop the file is reported the
 *  same way and the next call goes on with the next game. */
BAO_API int bao_reader_next(bao_reader *r, bao_game *g, bao_diag *err);

/** Copies line `line` (1-based) of the file into buf (at least 1024
 *  bytes), without its end of line, for showing a problem in context; 1
 *  if the line exists.  A line too long for buf is copied from character
 *  *first on (1-based), so that character `around` is in what is copied.
 *  The reading position is kept; looking lines up in file order reads
 *  the file once. */
BAO_API int bao_reader_line(bao_reader *r, int line, int around, char *buf,
                    size_t size, int *first);

BAO_API void bao_reader_close(bao_reader *r);

/** ## Writing
 *
 * Writers produce the canonical form of each format: the same game written,
 * read and written again gives the same bytes.  Moves are written as
 * ply.token; ply.original, when set, is written beside it. */

/** Each writes the games and returns 1, or 0 with `d` saying why: a game
 *  holds text the format cannot carry so that it reads back (the game and
 *  the item are named), or the file could not be written. */
BAO_API int bao_yaml_write(FILE *f, const bao_game *games, size_t n, bao_diag *d);
BAO_API int bao_text_write(FILE *f, const bao_game *games, size_t n, bao_diag *d);

/** AP Game Records, one a line (JSON Lines; one game is one record):
 *  the tags the reader made give the header back as it was read, the
 *  game's own tags make one (see bao-record(5)).  Refused: a game with a
 *  set-up, variations, or no winner in its result (AP keeps finished
 *  games from the start), a variant AP does not play. */
BAO_API int bao_ap_write(FILE *f, const bao_game *games, size_t n, bao_diag *d);

/** ## Random games
 *
 * Reproducible games of uniformly random legal moves (`bao random`): game
 * n of seed S draws from its own stream (splitmix64, seeded from S and n
 * together), the same on every machine, so that it can be made again
 * alone from its `seed` tag "S:n".  A game stops at the end of the game
 * (the tail says who lost and why, the result tag who won), before a
 * move that never ends (the tail names it: a record cannot hold a move
 * without a position after it), or after `max_plies` plies. */

#define BAO_RANDOM_MAX_PLIES 1000 /* max_plies when the caller gives < 0 */

/** Makes game n (1-based) of seed `seed` under `rules` (NULL: Bao la
 *  Kiswahili's defaults) into `g` (initialised by the call; free it with
 *  bao_game_free): its plies in de Voogt's tokens, its tail, and the tags
 *  event, round (n), south, north, result, variant, dialect, rules (the
 *  options not at the variant's defaults) and seed ("S:n").  1, or 0 with
 *  `d` (out of memory, an unknown variant); `g` is then empty. */
BAO_API int bao_random_game(bao_game *g, const bao_rules *rules,
                            uint64_t seed, long n, long max_plies,
                            bao_diag *d);

#ifdef __cplusplus
}
#endif

#endif
