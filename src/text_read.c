/* text_read.c - the plain-text transcript reader (grammar/notation.ebnf
 * section 2).
 *
 * A transcript is read one physical line at a time.  The first
 * characters of a line decide what it is: a header tag, the game
 * separator "---", an escaped text line ("\..."), a line of moves (it
 * starts with a move number, "...", a result or "{"), or free text.  A
 * line of moves is lexed twice: once to check that it holds nothing but
 * move items (one word that is not a token makes the whole line free
 * text, which is how "(24) \"A\" si ritira." stays a sentence), then to
 * build the plies.  Move tokens are not validated here: anything shaped
 * like a token is kept as written, and the replay decides what it means.
 *
 * Blank and CR characters at the end of every line are dropped before
 * anything else, so CR LF files read like LF files.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "record.h"
#include "token.h"


/* Longer lines are refused: a transcript line is a few pairs of moves or
 * a paragraph of commentary, and a bound keeps a bad file from using
 * memory without end. */
#define LINE_LIMIT ((size_t)1 << 20)

/* ---- growing strings ---------------------------------------------------- */

typedef struct sbuf {
  char *s; /* NULL until something (maybe "") is added */
  size_t len, cap;
} sbuf;

static int sb_add(sbuf *b, const char *p, size_t n)
{
  char *grown;
  size_t cap = b->cap ? b->cap : 64;
  while (cap < b->len + n + 1)
    cap *= 2;
  if (cap != b->cap) {
    grown = realloc(b->s, cap);
    if (!grown)
      return 0;
    b->s = grown;
    b->cap = cap;
  }
  memcpy(b->s + b->len, p, n);
  b->len += n;
  b->s[b->len] = '\0';
  return 1;
}

/* Hands the string over (NULL if nothing was added). */
static char *sb_take(sbuf *b)
{
  char *s = b->s;
  memset(b, 0, sizeof *b);
  return s;
}

/* ---- characters --------------------------------------------------------- */

static int is_blank(char c) { return c == ' ' || c == '\t'; }
static int is_digit(char c) { return c >= '0' && c <= '9'; }
static int is_alpha(char c) { return (c | 0x20) >= 'a' && (c | 0x20) <= 'z'; }

/* What may end a token, a number or a result without a blank. */
static int ends_item(char c)
{
  return c == '\0' || is_blank(c) || c == ';' || c == ',' || c == '{';
}

static size_t skip_blanks(const char *s, size_t p)
{
  while (is_blank(s[p]))
    p++;
  return p;
}

/* ---- the lexer ------------------------------------------------------------
 * One function per rule of the transcript grammar (lex_<rule>).  Each
 * looks at s[p], fills *it and returns 1, or returns 0 when the rule does
 * not apply there. */

enum item_kind {
  IT_END, IT_NUMBER, IT_ELLIPSIS, IT_TOKEN, IT_GLYPH, IT_COMMENT,
  IT_COMMENT_OPEN, IT_PAREN, IT_EQUALS, IT_PAIR_END, IT_RESULT, IT_WORD
};

typedef struct item {
  int kind;
  size_t start, end; /* the item's bytes; a token's without its glyph */
  size_t a, b;       /* contents: a comment's text, a token's glyph */
  size_t next;       /* where lexing goes on */
  int number;
} item;

static void set_item(item *it, int kind, size_t start, size_t end)
{
  it->kind = kind;
  it->start = it->a = start;
  it->end = it->b = it->next = end;
  it->number = 0;
}

/* The closing "}" of a comment, skipping the escapes "\}" and "\\"; or
 * the end of the line (s[result] == '\0') when it is not on this line. */
static size_t comment_end(const char *s, size_t p)
{
  for (; s[p] && s[p] != '}'; p++)
    if (s[p] == '\\' && (s[p + 1] == '}' || s[p + 1] == '\\'))
      p++;
  return p;
}

/* comment = "{" , text , "}" ; it may stay open to a later line. */
static int lex_comment(const char *s, size_t p, item *it)
{
  size_t e;
  if (s[p] != '{')
    return 0;
  e = comment_end(s, p + 1);
  set_item(it, s[e] ? IT_COMMENT : IT_COMMENT_OPEN, p, s[e] ? e + 1 : e);
  it->a = p + 1;
  it->b = e;
  return 1;
}

/* ellipsis = "..." | U+2026 */
static int lex_ellipsis(const char *s, size_t p, item *it)
{
  if (strncmp(s + p, "...", 3) != 0 && strncmp(s + p, "\xE2\x80\xA6", 3) != 0)
    return 0;
  set_item(it, IT_ELLIPSIS, p, p + 3);
  return 1;
}

/* result = "1-0" | "0-1" | "1/2-1/2" (alone, not inside a word) */
static int lex_result(const char *s, size_t p, item *it)
{
  static const char *const results[] = {"1-0", "0-1", "1/2-1/2"};
  size_t i, n;
  for (i = 0; i < sizeof results / sizeof results[0]; i++) {
    n = strlen(results[i]);
    if (strncmp(s + p, results[i], n) == 0 && ends_item(s[p + n])) {
      set_item(it, IT_RESULT, p, p + n);
      return 1;
    }
  }
  return 0;
}

/* Reads at most 9 digits (so the value fits an int); 0 if none or more. */
static size_t lex_digits(const char *s, size_t p, int *value)
{
  size_t q = p;
  *value = 0;
  while (is_digit(s[q]) && q - p < 9)
    *value = *value * 10 + (s[q++] - '0');
  return (q == p || q - p > 9 || is_digit(s[q])) ? 0 : q - p;
}

/* move_number = "(" , number , ")" | number , "." | number , ":" */
static int lex_move_number(const char *s, size_t p, item *it)
{
  int v, paren = s[p] == '(';
  size_t n = lex_digits(s, p + (size_t)paren, &v), q = p + (size_t)paren + n;
  size_t end = q + 1;
  if (n == 0 || (paren ? s[q] != ')' : s[q] != '.' && s[q] != ':'))
    return 0;
  if (!paren && strncmp(s + q, "...", 3) == 0 && s[q + 3] != '.')
    end = q; /* "1..." is "1" and "...", "1...." is "1." and "..." */
  set_item(it, IT_NUMBER, p, end);
  it->number = v;
  return 1;
}

/* glyph = "!" | "?" | "!!" | "??" | "!?" | "?!" ; returns its length. */
static size_t glyph_len(const char *s, size_t p)
{
  size_t n = 0;
  while ((s[p + n] == '!' || s[p + n] == '?') && n < 3)
    n++;
  return n <= 2 ? n : 0;
}

/* A lone "*" or "**" after blanks, joined to the token before it
 * ("A7L *"); returns the end of the star, or 0. */
static size_t lex_star(const char *s, size_t p, size_t *glyph_end)
{
  size_t q = skip_blanks(s, p);
  if (q == p || s[q] != '*')
    return 0;
  q += s[q + 1] == '*' ? 2 : 1;
  *glyph_end = q + glyph_len(s, q);
  return ends_item(s[*glyph_end]) ? q : 0;
}

/* The end of the word that starts at s[p]: a token, a slip or a word. */
static size_t word_end(const char *s, size_t p)
{
  while (!ends_item(s[p]) && s[p] != '!' && s[p] != '?')
    p++;
  return p;
}

/* move_token = token , [ blanks , ( "*" | "**" ) ] , [ glyph ] ; and then
 * the end of the item, where `token` is a whole token of some dialect:
 * the reader asks the token scanner (bao_token_span), so what reads as a
 * move here is what grammar/notation.ebnf says a token is. */
static int lex_move_token(const char *s, size_t p, item *it)
{
  size_t q, g, star, gend, end = word_end(s, p);
  if ((q = p + bao_token_span(s + p, end - p)) != end || q == p)
    return 0;
  g = q + glyph_len(s, q);
  if (!ends_item(s[g]))
    return 0;
  set_item(it, IT_TOKEN, p, q);
  it->a = q;
  it->b = it->next = g;
  if (g == q && (star = lex_star(s, q, &gend)) != 0) {
    it->end = it->a = star;
    it->b = it->next = gend;
  }
  return 1;
}

/* A slip: a short word that starts like a token ("A9L", "a5X", "B0R*",
 * "5<<") is read as a (bad) token, so that the checker reports it where
 * it stands instead of the line turning into free text and the ply being
 * lost.  Real words start neither with a row letter and a digit nor with
 * a whole token followed by marks. */
static int lex_slip_token(const char *s, size_t p, item *it)
{
  size_t q = p;
  int row_digit = s[p] && strchr("ABab", s[p]) && is_digit(s[p + 1]);
  if (!row_digit && bao_token_span(s + p, word_end(s, p) - p) == 0)
    return 0;
  while (s[q] && !is_blank(s[q]) && s[q] != ';' && s[q] != ',' && q - p < 16)
    q++;
  if (s[q] && !is_blank(s[q]) && s[q] != ';' && s[q] != ',')
    return 0;
  set_item(it, IT_TOKEN, p, q);
  it->a = it->b = it->next = q;
  return 1;
}

/* A standalone glyph after a ply: "A5R !". */
static int lex_glyph(const char *s, size_t p, item *it)
{
  size_t n = glyph_len(s, p);
  if (n == 0 || !ends_item(s[p + n]))
    return 0;
  set_item(it, IT_GLYPH, p, p + n);
  return 1;
}

/* annotation = "(" , words , ")" after a ply: MW's "B4R (forced)". */
static int lex_paren(const char *s, size_t p, item *it)
{
  const char *close;
  if (s[p] != '(' || (close = strchr(s + p, ')')) == NULL)
    return 0;
  set_item(it, IT_PAREN, p, (size_t)(close - s) + 1);
  it->a = p + 1;
  it->b = (size_t)(close - s);
  return 1;
}

/* result = "=" , free_text: the rest of the line comments the ply before
 * ("3. b2R = Bao hamna!"). */
static int lex_equals(const char *s, size_t p, item *it)
{
  if (s[p] != '=')
    return 0;
  set_item(it, IT_EQUALS, p, p + strlen(s + p));
  it->a = p + 1;
  return 1;
}

static void lex_word(const char *s, size_t p, item *it)
{
  size_t q = p;
  while (s[q] && !is_blank(s[q]))
    q++;
  set_item(it, IT_WORD, p, q);
}

static int after_ply(int kind)
{
  return kind == IT_TOKEN || kind == IT_GLYPH || kind == IT_COMMENT ||
         kind == IT_PAREN;
}

/* What the next item sees before it: a token with a glyph counts as a
 * glyph, so that a second glyph ("A5R!! ?") is a word. */
static int seen(const item *it)
{
  return it->kind == IT_TOKEN && it->b > it->a ? IT_GLYPH : it->kind;
}

/* The next item from s[p]; `prev` is seen() of the item before it. */
static void next_item(const char *s, size_t p, int prev, item *it)
{
  p = skip_blanks(s, p);
  if (s[p] == '\0')
    set_item(it, IT_END, p, p);
  else if (s[p] == ';' || s[p] == ',')
    set_item(it, IT_PAIR_END, p, p + 1);
  else if (!lex_comment(s, p, it) && !lex_ellipsis(s, p, it) &&
           !lex_result(s, p, it) && !lex_move_number(s, p, it) &&
           !(after_ply(prev) && lex_paren(s, p, it)) &&
           !lex_equals(s, p, it) &&
           !(prev == IT_TOKEN && lex_glyph(s, p, it)) &&
           !lex_move_token(s, p, it) && !lex_slip_token(s, p, it))
    lex_word(s, p, it);
}

/* Whether the rest of the line from s[p] holds only move items. */
static int only_move_items(const char *s, size_t p)
{
  item it;
  int prev = IT_END;
  for (;;) {
    next_item(s, p, prev, &it);
    if (it.kind == IT_WORD)
      return 0;
    if (it.kind == IT_END || it.kind == IT_COMMENT_OPEN ||
        it.kind == IT_EQUALS)
      return 1;
    prev = seen(&it);
    p = it.next;
  }
}

/* ---- line shapes -------------------------------------------------------- */

/* The length of the key of a "Key: value" line, or 0.  Keys are short
 * words (under 64 bytes): a longer one is text. */
static size_t tag_key_len(const char *s)
{
  size_t i = 0;
  if (!is_alpha(s[0]))
    return 0;
  while (is_alpha(s[i]) || is_digit(s[i]) || s[i] == '_' || s[i] == '-')
    i++;
  if (i >= 64 || s[i] != ':')
    return 0;
  return s[i + 1] == '\0' || is_blank(s[i + 1]) ? i : 0;
}

/* The keys that, met after moves, start the next game.  Other "Word:"
 * lines there are commentary ("Nota: ..."). */
static int is_header_key(const char *s, size_t n)
{
  static const char *const keys[] = {BAO_KNOWN_KEYS, "setup", "rules"};
  size_t i, j;
  for (i = 0; i < sizeof keys / sizeof keys[0]; i++) {
    for (j = 0; j < n && keys[i][j]; j++)
      if ((s[j] | 0x20) != keys[i][j])
        break;
    if (j == n && keys[i][j] == '\0')
      return 1;
  }
  return 0;
}

/* A line of moves starts with a move number, "...", a result or "{". */
static int starts_moves(const char *s)
{
  item it;
  return s[0] == '{' || lex_ellipsis(s, 0, &it) || lex_result(s, 0, &it) ||
         lex_move_number(s, 0, &it);
}

static int is_moves_line(const char *s)
{
  return starts_moves(s) && only_move_items(s, 0);
}

/* Whether `s`, met outside a comment, reads as free text equal to itself:
 * `first_line` if it would be the first line of its game that is not a
 * header tag, `after_moves` if a ply comes before it in its game. */
int bao_text_line_is_free_text(const char *s, int first_line, int after_moves)
{
  size_t n = strlen(s), key;
  if (n == 0 || is_blank(s[0]) || is_blank(s[n - 1]) || s[n - 1] == '\r')
    return 0;
  if (s[0] == '\\' || strcmp(s, "---") == 0 || is_moves_line(s))
    return 0;
  key = tag_key_len(s);
  return key == 0 || (!first_line && !(after_moves && is_header_key(s, key)));
}

int bao_text_is_slip(const char *s)
{
  item it;
  return s && !(lex_move_token(s, 0, &it) && s[it.next] == '\0') &&
         lex_slip_token(s, 0, &it) && s[it.next] == '\0';
}

int bao_text_is_token(const char *s)
{
  item it;
  if (!s)
    return 0;
  if (lex_move_token(s, 0, &it) && it.a == it.b && s[it.next] == '\0')
    return 1;
  /* a slip reads back as itself too, glyph and all */
  return lex_slip_token(s, 0, &it) && s[it.next] == '\0';
}

/* ---- physical lines ----------------------------------------------------- */

struct bao_text_in {
  FILE *f;
  sbuf buf;     /* the current line, right-trimmed */
  int line;     /* its number */
  int nul_col;  /* column of its first NUL byte, or 0 */
  int too_long; /* it was longer than LINE_LIMIT */
  int pushed;   /* it belongs to the next game: hand it out again */
  int skip;     /* after an error: skip to the next game */
  int index;    /* games met so far */
};

/* Reads a line: 1, 0 at the end of the input, -1 out of memory.  Bytes
 * past LINE_LIMIT are read and dropped, so that the next line starts in
 * the right place. */
static int read_line(bao_text_in *t)
{
  int c = EOF;
  size_t col = 0;
  char ch;
  if (t->pushed) {
    t->pushed = 0;
    return 1;
  }
  t->buf.len = 0;
  t->nul_col = t->too_long = 0;
  if (!sb_add(&t->buf, "", 0))
    return -1;
  while ((c = getc(t->f)) != EOF && c != '\n') {
    ch = (char)c;
    if (++col > LINE_LIMIT)
      t->too_long = 1;
    else if (!sb_add(&t->buf, &ch, 1))
      return -1;
    if (c == '\0' && !t->nul_col)
      t->nul_col = (int)col;
  }
  if (c == EOF && col == 0)
    return 0;
  while (t->buf.len > 0 && strchr(" \t\r", t->buf.s[t->buf.len - 1]))
    t->buf.s[--t->buf.len] = '\0';
  t->line++;
  return 1;
}

/* ---- building a game ----------------------------------------------------
 * Out of memory is the only thing that can go wrong while a line is taken
 * in: it is noted in b->oom and reported once the line is done. */

typedef struct build {
  bao_text_in *t;
  bao_game *g;
  sbuf note;        /* free text waiting for the next ply */
  int header;       /* no line but tags so far: "Key: value" is a tag */
  int started;      /* the game has a line */
  int number;       /* the last move number printed */
  int pair_number;  /* the number of the pair being filled, or 0 */
  int slot;         /* 0 South's ply next, 1 North's, 2 the pair is done */
  int in_comment;   /* inside a "{" left open on an earlier line */
  sbuf comment;     /* the comment being read */
  bao_mark comment_mark;
  int comment_note; /* it came before the first ply: it joins the note */
  sbuf ply_comment; /* comments on the last ply, kept here until the next
                       ply so that many of them cost linear time */
  int oom;
} build;

/* Notes are lines joined by "\n". */
static void add_note(build *b, const char *s, size_t n)
{
  b->oom |= (b->note.s && !sb_add(&b->note, "\n", 1)) ||
            !sb_add(&b->note, s, n);
}

static long last_ply(const build *b) { return (long)b->g->n_plies - 1; }

/* A comment goes to the ply before it, joined to any other with "\n";
 * before the first ply, to the note of the first. */
static void add_comment(build *b, int to_note, const char *s, size_t n)
{
  sbuf *c = &b->ply_comment;
  for (; n > 0 && strchr(" \t\r\n", *s); n--)
    s++;
  while (n > 0 && strchr(" \t\r\n", s[n - 1]))
    n--;
  if (n > 0 && to_note)
    add_note(b, s, n);
  else if (n > 0)
    b->oom |= (c->s && !sb_add(c, "\n", 1)) || !sb_add(c, s, n);
}

static void store_ply_comment(build *b)
{
  if (b->ply_comment.s)
    b->g->plies[last_ply(b)].comment = sb_take(&b->ply_comment);
}

/* Comment text without its escapes ("\}" and "\\"). */
static void add_unescaped(build *b, const char *s, size_t from, size_t to)
{
  size_t p;
  for (p = from; p < to; p++) {
    if (s[p] == '\\' && (s[p + 1] == '}' || s[p + 1] == '\\'))
      p++;
    b->oom |= !sb_add(&b->comment, s + p, 1);
  }
}

static char *dup_range(build *b, const char *s, size_t from, size_t to)
{
  char *d = malloc(to - from + 1);
  if (d) {
    memcpy(d, s + from, to - from);
    d[to - from] = '\0';
  }
  b->oom |= !d;
  return d;
}

/* ply = move_token: it fills the next slot of the pair (a new, unnumbered
 * pair if this one is done) and takes the waiting note. */
static void add_ply(build *b, const char *s, const item *it)
{
  bao_ply_src *p;
  store_ply_comment(b);
  if (!(p = bao_game_add_ply(b->g))) {
    b->oom = 1;
    return;
  }
  if (b->slot >= 2)
    b->slot = b->pair_number = 0;
  p->token = dup_range(b, s, it->start, it->end);
  if (it->b > it->a)
    p->glyph = dup_range(b, s, it->a, it->b);
  p->mark.line = b->t->line;
  p->mark.column = (int)it->start + 1;
  p->width = (int)(it->end - it->start);
  p->side = b->slot++;
  p->number = b->pair_number;
  p->note = sb_take(&b->note);
}

/* A glyph standing apart ("A5R !") comes only after a token with none. */
static void add_glyph(build *b, const char *s, const item *it)
{
  b->g->plies[last_ply(b)].glyph = dup_range(b, s, it->start, it->end);
}

/* A comment is gathered in b->comment, over lines if it stays open. */
static void open_comment(build *b, const char *s, const item *it)
{
  b->in_comment = 1;
  b->comment_note = last_ply(b) < 0;
  b->comment_mark.line = b->t->line;
  b->comment_mark.column = (int)it->start + 1;
  b->oom |= !sb_add(&b->comment, "", 0);
  add_unescaped(b, s, it->a, it->b);
}

static void close_comment(build *b)
{
  b->in_comment = 0;
  if (b->comment.s)
    add_comment(b, b->comment_note, b->comment.s, b->comment.len);
  free(sb_take(&b->comment));
}

static void mark_tag(build *b, const char *key, size_t at)
{
  size_t i;
  for (i = 0; i < b->g->n_tags; i++) {
    if (strcmp(b->g->tags[i].key, key) == 0) {
      b->g->tags[i].mark.line = b->t->line;
      b->g->tags[i].mark.column = (int)at + 1;
    }
  }
}

/* result_line: "1-0" and the like set the tag "result". */
static void set_result(build *b, const char *s, const item *it)
{
  char *r = dup_range(b, s, it->start, it->end);
  b->oom |= !r || !bao_game_set_tag(b->g, "result", r);
  free(r);
  mark_tag(b, "result", it->start);
}

/* A move number opens a pair; "..." leaves a slot empty, except first on
 * a line, where it says the line holds North's ply of the pair last
 * numbered ("... a6L;" after "(3) A2R ...;"). */
static void apply_item(build *b, const char *s, const item *it, int first)
{
  if (b->oom) /* the ply an item belongs to may be missing */
    return;
  if (it->kind == IT_NUMBER) {
    b->number = b->pair_number = it->number;
    b->slot = 0;
  } else if (it->kind == IT_ELLIPSIS) {
    if (first || b->slot >= 2)
      b->pair_number = first ? b->number : 0;
    b->slot = first || b->slot >= 2 ? 1 : b->slot + 1;
  } else if (it->kind == IT_PAIR_END) {
    b->slot = 2;
  } else if (it->kind == IT_TOKEN) {
    add_ply(b, s, it);
  } else if (it->kind == IT_GLYPH) {
    add_glyph(b, s, it);
  } else if (it->kind == IT_COMMENT || it->kind == IT_COMMENT_OPEN) {
    open_comment(b, s, it);
    if (it->kind == IT_COMMENT)
      close_comment(b);
  } else if (it->kind == IT_PAREN || it->kind == IT_EQUALS) {
    add_comment(b, last_ply(b) < 0, s + it->a, it->b - it->a);
  } else if (it->kind == IT_RESULT) {
    set_result(b, s, it);
  }
}

/* The rest of a line from s[p]: moves if it holds only move items, free
 * text otherwise. */
static void read_segment(build *b, const char *s, size_t p, int line_start)
{
  item it;
  int prev = IT_END, first = line_start;
  p = skip_blanks(s, p);
  if (s[p] == '\0')
    return;
  if (!only_move_items(s, p)) {
    add_note(b, s + p, strlen(s + p));
    return;
  }
  for (next_item(s, p, prev, &it); it.kind != IT_END;
       next_item(s, p, prev, &it)) {
    apply_item(b, s, &it, first);
    first = 0;
    prev = seen(&it);
    p = it.next;
  }
}

/* A line inside a comment left open: up to "}" it is comment text, and
 * the rest of the line is read as usual. */
static void read_comment_line(build *b)
{
  const char *s = b->t->buf.s;
  size_t e = comment_end(s, 0);
  b->oom |= !sb_add(&b->comment, "\n", 1);
  add_unescaped(b, s, 0, e);
  if (s[e] != '\0') {
    close_comment(b);
    read_segment(b, s, e + 1, 0);
  }
}

/* header_tag = key , ":" , [ blanks , value ] ; keys are kept lowercase,
 * and "Setup" goes to g->setup. */
static void read_tag(build *b, const char *s, size_t key_len, size_t at)
{
  char key[64];
  size_t v = skip_blanks(s, key_len + 1), i;
  bao_game *g = b->g;
  for (i = 0; i < key_len; i++)
    key[i] = is_alpha(s[i]) ? (char)(s[i] | 0x20) : s[i];
  key[key_len] = '\0';
  if (strcmp(key, "setup") == 0) {
    free(g->setup);
    b->oom |= !(g->setup = bao_strdup(s + v));
    g->setup_mark.line = b->t->line;
    g->setup_mark.column = (int)(at + v) + 1;
  } else {
    b->oom |= !bao_game_set_tag(g, key, s + v);
    mark_tag(b, key, at);
  }
}

/* One line outside a comment; 0 when it ends the game. */
static int read_body_line(build *b)
{
  char *line = b->t->buf.s, *s = line + skip_blanks(line, 0);
  size_t at = (size_t)(s - line), key = tag_key_len(s);
  int header = b->header;
  if (*s == '\0' || (strcmp(s, "---") == 0 && !b->started))
    return 1;
  if (strcmp(s, "---") == 0)
    return 0;
  if (key && !header && b->g->n_plies > 0 && is_header_key(s, key)) {
    b->t->pushed = 1; /* the tags of the next game: read it again */
    return 0;
  }
  if (!b->started) {
    b->started = 1;
    b->g->mark.line = b->t->line;
    b->g->mark.column = (int)at + 1;
  }
  b->header = key && header;
  if (*s == '\\')
    add_note(b, s + 1, strlen(s + 1));
  else if (key && header)
    read_tag(b, s, key, at);
  else if (!key && starts_moves(s))
    read_segment(b, line, at, 1);
  else
    add_note(b, s, strlen(s));
  return 1;
}

static int fail(bao_diag *err, int line, int column, const char *what)
{
  bao_mark m;
  m.line = line;
  m.column = column;
  bao_diag_set(err, m, "%s", what);
  return -1;
}

/* 1 for a game, 0 at the end of the input, -1 on an error. */
static int read_game(build *b, bao_diag *err)
{
  bao_text_in *t = b->t;
  char message[64];
  int got = 0, more = 1;
  while (more && (got = read_line(t)) > 0) {
    if (t->nul_col) {
      snprintf(message, sizeof message, "NUL byte at column %d", t->nul_col);
      return fail(err, t->line, t->nul_col, message);
    }
    if (t->too_long)
      return fail(err, t->line, (int)LINE_LIMIT + 1, "line longer than 1 MB");
    if (b->in_comment)
      read_comment_line(b);
    else
      more = read_body_line(b);
    if (b->oom)
      return fail(err, t->line, 0, "out of memory");
  }
  if (more && got < 0)
    return fail(err, t->line, 0, "out of memory");
  if (b->in_comment)
    return fail(err, b->comment_mark.line, b->comment_mark.column,
                "unclosed '{': the comment runs to the end of the file");
  store_ply_comment(b);
  b->g->tail = sb_take(&b->note); /* the text after the last ply */
  return b->started;
}

/* After an error, the rest of the game is dropped up to a "---" line or
 * the header tags of the next game. */
static int skip_to_next_game(bao_text_in *t)
{
  const char *s;
  size_t key;
  int got;
  while ((got = read_line(t)) > 0) {
    if (t->nul_col || t->too_long)
      continue;
    s = t->buf.s + skip_blanks(t->buf.s, 0);
    if (strcmp(s, "---") == 0)
      return 1;
    if ((key = tag_key_len(s)) != 0 && is_header_key(s, key)) {
      t->pushed = 1;
      return 1;
    }
  }
  return got;
}

/* ---- the interface -------------------------------------------------------- */

bao_text_in *bao_text_in_open(FILE *f)
{
  bao_text_in *t = calloc(1, sizeof *t);
  if (t)
    t->f = f;
  return t;
}

int bao_text_in_next(bao_text_in *t, bao_game *g, bao_diag *err)
{
  build b;
  int r;
  bao_game_init(g);
  if (err)
    memset(err, 0, sizeof *err);
  if (t->skip) {
    t->skip = 0;
    if (skip_to_next_game(t) <= 0)
      return 0;
  }
  memset(&b, 0, sizeof b);
  b.t = t;
  b.g = g;
  b.header = 1;
  b.slot = 2;
  r = read_game(&b, err);
  free(b.note.s);
  free(b.comment.s);
  free(b.ply_comment.s);
  if (r != 0)
    t->index++;
  if (r < 0) {
    bao_game_free(g);
    t->skip = 1;
    return -1;
  }
  g->index = t->index;
  return r;
}

void bao_text_in_close(bao_text_in *t)
{
  if (!t)
    return;
  free(t->buf.s);
  free(t);
}
