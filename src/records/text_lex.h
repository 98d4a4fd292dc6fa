/* text_lex.h - the transcript reader's lexer (grammar/notation.ebnf
 * section 2): what a line, or the rest of a line, is made of.  Internal to
 * text_lex.c and text_read.c. */
#ifndef BAO_TEXT_LEX_H
#define BAO_TEXT_LEX_H

#include <stddef.h>

enum item_kind {
  IT_END, IT_NUMBER, IT_ELLIPSIS, IT_TOKEN, IT_GLYPH, IT_COMMENT,
  IT_COMMENT_OPEN, IT_PAREN, IT_EQUALS, IT_PAIR_END, IT_RESULT, IT_WORD,
  IT_SEP /* a comma between the plies of a pair: nothing */
};

typedef struct item {
  int kind;
  size_t start, end; /* the item's bytes; a token's without its glyph */
  size_t a, b;       /* contents: a comment's text, a token's glyph */
  size_t next;       /* where lexing goes on */
  int number;
} item;

int text_is_blank(char c);
int text_is_digit(char c);
int text_is_alpha(char c);
size_t text_skip_blanks(const char *s, size_t p);

/* The closing "}" of a comment, skipping the escapes "\}" and "\\"; or
 * the end of the line (s[result] == '\0') when it is not on this line. */
size_t text_comment_end(const char *s, size_t p);

/* The next item from s[p]; `prev` is text_seen() of the item before it. */
void text_next_item(const char *s, size_t p, int prev, item *it);

/* What the next item sees before it: a token with a glyph counts as a
 * glyph, so that a second glyph ("A5R!! ?") is a word. */
int text_seen(const item *it);

/* Lexes the rest of the line from s[p]: -1 when it holds a word (it is
 * free text), else how many items it has (commas too; not the end),
 * the first `size` of them in items[]. */
long text_lex_moves(const char *s, size_t p, item *items, size_t size);

/* Whether the rest of the line from s[p] holds only move items. */
int text_only_move_items(const char *s, size_t p);

/* The length of the key of a "Key: value" line, or 0. */
size_t text_tag_key_len(const char *s);

/* Whether key s[0..n) is one of the keys that, met after moves, start the
 * next game. */
int text_is_header_key(const char *s, size_t n);

/* A line of moves starts with a move number, "...", a result or "{". */
int text_starts_moves(const char *s);

/* Whether a line that is read as free text looks like a line of moves
 * gone wrong: it starts with a move number (perhaps in fullwidth digits,
 * or too long to be one) and holds a move, once fullwidth letters,
 * invisible marks and brackets are set aside.  *column is the 1-based
 * column (in characters) of its first item that is not a move item, and
 * what[0..size) a copy of that item. */
int text_mangled(const char *s, int *column, char *what, size_t size);

/* A header tag's value: NULL for nothing (a key without a value); the
 * unescaped text of a quoted value ("...", with \" \\ \n \t \r \xHH),
 * which keeps blanks at its ends, line breaks and control characters;
 * else the text as it stands.  Sets *oom when out of memory. */
char *text_header_value(const char *s, int *oom);

/* Whether a value must be written quoted to read back as itself. */
int text_value_needs_quotes(const char *v);

#endif
