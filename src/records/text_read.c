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
 * Lines end at LF, CR LF or a lone CR (as YAML's do), and blanks at the
 * end of every line are dropped before anything else.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/util.h"
#include "bao/record.h"
#include "store.h"
#include "bao/token.h"


/* Longer lines are refused: a transcript line is a few pairs of moves or
 * a paragraph of commentary, and a bound keeps a bad file from using
 * memory without end. */
#define LINE_LIMIT ((size_t)1 << 20)

/* Header tags in one game, at most, as yaml_read.c caps YAML keys: a tag
 * is looked up among the others, and a bound keeps that from growing
 * with the square of a hostile file's size. */
#define TAG_LIMIT 1000

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

/* The string gathered in sb, kept in game g's store (NULL if nothing was
 * added); sb is emptied.  *oom is set out of memory. */
static char *sb_to_game(sbuf *sb, bao_game *g, int *oom)
{
  size_t n = sb->len;
  char *s = sb_take(sb), *d = s ? bao_game_strndup(g, s, n) : NULL;
  *oom |= s && !d;
  free(s);
  return d;
}

#include "text_lex.h"
#include "records.h"

/* ---- physical lines ----------------------------------------------------- */

/* The input is read in blocks of this size and cut into lines with
 * memchr: a getc per byte cost as much as the rest of the reading. */
#define BLOCK_SIZE ((size_t)1 << 14)

struct bao_text_in {
  FILE *f;
  sbuf buf;     /* the current line, right-trimmed */
  int line;     /* its number */
  int nul_col;  /* column of its first NUL byte, or 0 */
  int too_long; /* it was longer than LINE_LIMIT */
  int pushed;   /* it belongs to the next game: hand it out again */
  int after_cr; /* the last line ended at a CR: an LF next is its end */
  int binary;   /* a line with a NUL byte ran past LINE_LIMIT: the file
                   is no record (/dev/zero, say): read no more */
  int skip;     /* after an error: skip to the next game */
  int index;    /* games met so far */
  int read_errno; /* why reading failed, or 0 */
  size_t at, got; /* the unread bytes of the block: block[at..got) */
  char unknown[64];      /* the last unknown key met, and the known key */
  const char *near;      /* near it: every game of a file often has the
                            same unknown key, and the answer is slow */
  char block[BLOCK_SIZE];
};

/* Adds bytes of the line being read to t->buf, up to LINE_LIMIT: col is
 * how many came before them; notes the first NUL byte. */
static int take_bytes(bao_text_in *t, const char *p, size_t n, size_t col)
{
  const char *nul;
  size_t room = col < LINE_LIMIT ? LINE_LIMIT - col : 0;
  if (!t->nul_col && (nul = memchr(p, '\0', n)) != NULL)
    t->nul_col = (int)(col + (size_t)(nul - p) + 1);
  if (n > room)
    t->too_long = 1;
  return sb_add(&t->buf, p, n < room ? n : room);
}

/* The end of the line in p[0..n): its first LF or CR, or NULL. */
static const char *line_end(const char *p, size_t n)
{
  const char *nl = memchr(p, '\n', n);
  const char *cr = memchr(p, '\r', nl ? (size_t)(nl - p) : n);
  return cr ? cr : nl;
}

/* Reads a line: 1, 0 at the end of the input, -1 out of memory, -2 when
 * reading fails.  Bytes past LINE_LIMIT are read and dropped, so that the
 * next line starts in the right place, but for a line with a NUL byte:
 * that one is the last (/dev/zero has no line break). */
static int read_line(bao_text_in *t)
{
  size_t col = 0, n;
  const char *p, *nl = NULL;
  char c;
  if (t->pushed) {
    t->pushed = 0;
    return 1;
  }
  if (t->binary)
    return 0;
  t->buf.len = 0;
  t->nul_col = t->too_long = 0;
  if (!sb_add(&t->buf, "", 0))
    return -1;
  while (!nl && !(t->nul_col && t->too_long)) {
    if (t->at == t->got) {
      t->at = 0;
      t->got = fread(t->block, 1, BLOCK_SIZE, t->f);
      if (t->got == 0 && ferror(t->f)) {
        t->read_errno = errno ? errno : EIO;
        return -2;
      }
      if (t->got == 0 && col == 0)
        return 0;
      if (t->got == 0)
        break; /* the last line has no line break */
    }
    if (t->after_cr && t->block[t->at] == '\n')
      t->at++; /* the LF of a CR LF */
    t->after_cr = 0;
    if (t->at == t->got)
      continue;
    p = t->block + t->at;
    nl = line_end(p, t->got - t->at);
    n = nl ? (size_t)(nl - p) : t->got - t->at;
    if (!take_bytes(t, p, n, col))
      return -1;
    col += n;
    t->at += n + (nl != NULL);
    t->after_cr = nl && *nl == '\r';
  }
  t->binary = t->nul_col && t->too_long;
  while (t->buf.len > 0 && ((c = t->buf.s[t->buf.len - 1]) == ' ' ||
                            c == '\t' || c == '\r'))
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
  int too_many;     /* more header tags than TAG_LIMIT */
  char error[96];   /* what makes the game unreadable, as YAML's reader
                       says it (a duplicate key, move number 0), or "" */
  bao_mark error_mark;
  int under_moves;  /* the line before was a line of moves: free text now
                       comments its last ply (a blank line ends that) */
  size_t col_at;    /* char_column's last answer: byte col_at of the */
  int col;          /* line is in column col */
} build;

/* The 1-based column of byte `at` of the current line: columns count
 * characters.  Counted on from the last byte asked when it is not behind
 * (the plies of a line are asked in order), so that a long line of moves
 * costs linear time. */
static int char_column(build *b, size_t at)
{
  const char *line = b->t->buf.s;
  size_t i = b->col_at;
  int column = b->col;
  if (at < i || column == 0) {
    i = 0;
    column = 1;
  }
  for (; i < at && line[i]; i++)
    column += ((unsigned char)line[i] & 0xC0) != 0x80;
  b->col_at = i;
  b->col = column;
  return column;
}

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

/* A line of commentary under a line of moves: added to the comments of
 * the last ply as it stands. */
static void add_comment_line(build *b, const char *s, size_t n)
{
  sbuf *c = &b->ply_comment;
  b->oom |= (c->s && !sb_add(c, "\n", 1)) || !sb_add(c, s, n);
}

static void store_ply_comment(build *b)
{
  if (b->ply_comment.s)
    b->g->plies[last_ply(b)].comment =
        sb_to_game(&b->ply_comment, b->g, &b->oom);
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

/* s[from..to) kept in the game's store. */
static char *dup_range(build *b, const char *s, size_t from, size_t to)
{
  char *d = bao_store_put(b->g, s + from, to - from);
  b->oom |= !d;
  return d;
}

/* Notes the game's first error (read_game fails with it once the line is
 * done): the transcript refuses what the YAML reader refuses. */
static void refuse(build *b, size_t at, const char *fmt, ...) BAO_PRINTF(3, 4);
static void refuse(build *b, size_t at, const char *fmt, ...)
{
  va_list ap;
  if (b->error[0])
    return;
  b->error_mark.line = b->t->line;
  b->error_mark.column = char_column(b, at);
  va_start(ap, fmt);
  vsnprintf(b->error, sizeof b->error, fmt, ap);
  va_end(ap);
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
  p->mark.column = char_column(b, it->start);
  p->width = (int)(it->end - it->start);
  p->side = b->slot++;
  p->number = b->pair_number;
  p->note = sb_to_game(&b->note, b->g, &b->oom);
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
  b->comment_mark.column = char_column(b, it->start);
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

/* bao_game_set_tag keeps keys unique and adds a new one last: the tag
 * just set is found from the end. */
static void mark_tag(build *b, const char *key, size_t at)
{
  size_t i;
  for (i = b->g->n_tags; i-- > 0;) {
    if (strcmp(b->g->tags[i].key, key) == 0) {
      b->g->tags[i].mark.line = b->t->line;
      b->g->tags[i].mark.column = char_column(b, at);
      return;
    }
  }
}

/* result_line: "1-0" and the like set the tag "result". */
static void set_result(build *b, const char *s, const item *it)
{
  char *r = dup_range(b, s, it->start, it->end);
  b->oom |= !r || !bao_game_set_tag(b->g, "result", r);
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
    if (it->number == 0) /* as YAML's `number: 0` */
      refuse(b, it->start, "a move number is a whole number from 1 to "
             "999999999, not '%s'", "0");
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

/* Items kept from the one lexing of a line of moves; a line with more is
 * lexed again as it is built (a bound on the memory a line can take). */
#define LINE_ITEMS 64

/* Whether a line whose first item is `it` is a line of moves (if it
 * holds only move items): text_starts_moves, told from the item. */
static int starts_moves(const item *it)
{
  return it->kind == IT_NUMBER || it->kind == IT_ELLIPSIS ||
         it->kind == IT_RESULT || it->kind == IT_COMMENT ||
         it->kind == IT_COMMENT_OPEN;
}

/* Builds the plies of the rest of a line from s[p] when it holds only
 * move items (and, for a whole line, starts like a line of moves); 0,
 * and nothing done, when not.  The line is lexed once. */
static int read_moves(build *b, const char *s, size_t p, int line_start)
{
  item items[LINE_ITEMS], it;
  long i, n = text_lex_moves(s, p, items, LINE_ITEMS);
  int prev = IT_END;
  if (n < 0 || (line_start && (n == 0 || !starts_moves(&items[0]))))
    return 0;
  for (i = 0; i < n && i < LINE_ITEMS; i++)
    apply_item(b, s, &items[i], line_start && i == 0);
  if (n <= LINE_ITEMS)
    return 1;
  for (i = 0; i < n; i++) { /* a long line: lexed again */
    text_next_item(s, p, prev, &it);
    if (i >= LINE_ITEMS)
      apply_item(b, s, &it, 0);
    if (it.kind != IT_SEP)
      prev = text_seen(&it);
    p = it.next;
  }
  return 1;
}

/* The rest of a line from s[p]: moves if it holds only move items, free
 * text otherwise. */
static void read_segment(build *b, const char *s, size_t p, int line_start)
{
  p = text_skip_blanks(s, p);
  if (s[p] != '\0' && !read_moves(b, s, p, line_start))
    add_note(b, s + p, strlen(s + p));
}

/* A line inside a comment left open: up to "}" it is comment text, and
 * the rest of the line is read as usual. */
static void read_comment_line(build *b)
{
  const char *s = b->t->buf.s;
  size_t e = text_comment_end(s, 0);
  b->oom |= !sb_add(&b->comment, "\n", 1);
  add_unescaped(b, s, 0, e);
  if (s[e] != '\0') {
    close_comment(b);
    read_segment(b, s, e + 1, 0);
  }
}

/* bao_near_known_key(key), remembered for the last key asked. */
static const char *near_known_key(bao_text_in *t, const char *key)
{
  if (strcmp(t->unknown, key) != 0) {
    strcpy(t->unknown, key); /* keys are under 64 bytes */
    t->near = bao_near_known_key(key);
  }
  return t->near;
}

/* Whether the game has the tag `key` (or "setup", a set-up) already. */
static int has_key(const bao_game *g, const char *key)
{
  size_t i;
  if (strcmp(key, "setup") == 0)
    return g->setup != NULL;
  for (i = 0; i < g->n_tags; i++)
    if (strcmp(g->tags[i].key, key) == 0)
      return 1;
  return 0;
}

/* header_tag = key , ":" , [ blanks , value ] ; keys are kept lowercase,
 * and "Setup" goes to g->setup. */
static void read_tag(build *b, const char *s, size_t key_len, size_t at)
{
  char key[64], *value;
  size_t v = text_skip_blanks(s, key_len + 1);
  const char *known = bao_known_key(s, key_len);
  bao_game *g = b->g;
  /* known keys are case-blind; any other is kept as written */
  memcpy(key, known ? known : s, key_len);
  key[key_len] = '\0';
  if (g->n_tags >= TAG_LIMIT) {
    b->too_many = 1;
    return;
  }
  if (has_key(g, key)) { /* as YAML: the first must not be lost */
    refuse(b, at, "duplicate key '%.60s'", key);
    return;
  }
  if (strcmp(key, "setup") == 0) {
    value = text_header_value(s + v, &b->oom);
    g->setup = bao_game_strdup(g, value);
    b->oom |= value && !g->setup;
    free(value);
    g->setup_mark.line = b->t->line;
    g->setup_mark.column = char_column(b, at + v);
    return;
  }
  if (s[v] == '"') { /* perhaps quoted */
    value = text_header_value(s + v, &b->oom);
    b->oom |= !bao_game_set_tag(g, key, value);
    free(value);
  } else { /* the value as it stands (bao_game_set_tag copies it) */
    b->oom |= !bao_game_set_tag(g, key, s[v] ? s + v : NULL);
  }
  mark_tag(b, key, at);
  if (!known && (known = near_known_key(b->t, key)) != NULL) {
    bao_mark m;
    m.line = b->t->line;
    m.column = char_column(b, at);
    b->oom |= !bao_game_warn(g, m, "unknown key '%s', kept as it is: did "
                             "you mean '%s'?", key, known);
  }
}

/* A line read as text that looks like a line of moves gone wrong: its
 * moves are not played, and the reader says so at the item at fault, as
 * an error: on the last line of moves nothing after it would fail to
 * replay, and the record would pass with its last moves lost. */
static void warn_mangled(build *b, const char *s, size_t at)
{
  bao_mark m;
  char what[64], shown[80];
  int column;
  if (!text_mangled(s, &column, what, sizeof what))
    return;
  bao_text_clean(what, 24, shown, sizeof shown);
  m.line = b->t->line;
  m.column = char_column(b, at) + column - 1;
  b->oom |= !bao_game_warn(b->g, m, "this line starts like a line of moves, "
                           "but '%s' is not a move item: it is kept as text "
                           "and its moves are not played", shown);
  if (!b->oom && b->g->n_warnings > 0 &&
      b->g->warnings[b->g->n_warnings - 1].mark.line == m.line)
    b->g->warnings[b->g->n_warnings - 1].level = BAO_ERROR;
}

/* One line outside a comment; 0 when it ends the game. */
static int read_body_line(build *b)
{
  char *line = b->t->buf.s, *s = line + text_skip_blanks(line, 0);
  size_t at = (size_t)(s - line), key = text_tag_key_len(s);
  size_t before = b->g->n_plies;
  int header = b->header;
  if (*s == '\0' || (strcmp(s, "---") == 0 && !b->started)) {
    b->under_moves = 0;
    return 1;
  }
  if (strcmp(s, "---") == 0)
    return 0;
  if (key && !header && b->g->n_plies > 0 && text_is_header_key(s, key)) {
    b->t->pushed = 1; /* the tags of the next game: read it again */
    return 0;
  }
  if (!b->started) {
    b->started = 1;
    b->g->mark.line = b->t->line;
    b->g->mark.column = char_column(b, at);
  }
  b->header = key && header;
  if (key && header) {
    read_tag(b, s, key, at);
  } else if (*s != '\\' && !key && read_moves(b, line, at, 1)) {
    b->under_moves = b->g->n_plies > before; /* a result line is not */
  } else {
    if (*s == '\\')
      s++;
    else
      warn_mangled(b, s, at);
    /* commentary right under a line of moves belongs to its last move;
     * after a blank line, free text stands before the next ply */
    if (b->under_moves)
      add_comment_line(b, s, strlen(s));
    else
      add_note(b, s, strlen(s));
  }
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
  char message[96];
  int got = 0, more = 1;
  while (more && (got = read_line(t)) > 0) {
    b->col = 0; /* a new line: char_column counts from its start */
    if (t->nul_col) {
      snprintf(message, sizeof message, t->binary ? "NUL byte at column "
               "%d, then no line break: not a record" : "NUL byte at "
               "column %d", t->nul_col);
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
    if (b->too_many)
      return fail(err, t->line, 1, "more than 1000 header tags in one game");
    if (b->error[0])
      return fail(err, b->error_mark.line, b->error_mark.column, b->error);
  }
  if (more && got == -2) {
    snprintf(message, sizeof message, "cannot read: %.40s",
             strerror(t->read_errno));
    return fail(err, t->line + 1, 1, message); /* where it stopped */
  }
  if (more && got < 0)
    return fail(err, t->line, 0, "out of memory");
  if (b->in_comment)
    return fail(err, b->comment_mark.line, b->comment_mark.column,
                "unclosed '{': the comment runs to the end of the file");
  store_ply_comment(b);
  b->g->tail = sb_to_game(&b->note, b->g, &b->oom); /* after the last ply */
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
    s = t->buf.s + text_skip_blanks(t->buf.s, 0);
    if (strcmp(s, "---") == 0)
      return 1;
    if ((key = text_tag_key_len(s)) != 0 && text_is_header_key(s, key)) {
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
