/* text_write.c - the canonical plain-text transcript
 * (grammar/notation.ebnf section 2.7).
 *
 *   Event: Zanzibar 1994          header tags, file order, keys capitalised
 *   Setup: <position line>        if the game has one
 *                                 a blank line after any header
 *   Inizio fase Namua             a ply's note, on its own lines before it
 *   (1) A7L * a5R;                one line per move number
 *   (3) A2R ...;                  a note before North's ply splits the pair
 *   ... a6L;
 *   (4) A1R! {a comment} a5R;     glyph glued to the token, then {comment}
 *   (24) "A" si ritira.           the tail
 *   ---                           between games
 *
 * The form is chosen so that reading it back gives the same game and
 * writing that again gives the same bytes.  To that end text is tidied
 * the way the reader tidies it (blanks at line ends, tag values on one
 * line), free-text lines the reader would take for something else are
 * escaped with a leading "\", and "}" and "\" inside comments with a
 * "\".  ply.original has no place in a transcript and is not written.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "base/util.h"
#include "base/obuf.h"
#include "base/sink.h"
#include "bao/record.h"
#include "text_lex.h"
#include "records.h"

typedef struct out {
  obuf *b;      /* the game being written (write_game)                 */
  int readable; /* 0 once something was written that cannot read back */
  bao_diag *d;  /* why, at the first such thing (may be NULL)          */
  int game;     /* the game being written, 1-based                     */
  bao_mark mark; /* where it starts in its record (a problem's place)  */
  int write_failed; /* writing to the file failed                     */
  int at_moves; /* the last line written was a line of moves: free text
                   now needs a blank line first, or it would read back as
                   a comment on the last move                          */
  int lines;    /* lines of this game written after its header */
  int plies;    /* plies of this game written */
  size_t tidied; /* texts written tidied: a transcript drops blanks at
                    line ends, CRs, blank and empty text, an empty glyph */
  int tidied_game; /* the first game with one                        */
  const bao_respellings *re; /* tokens written in place of the game's */
} out;

/* Notes the first thing that will not read back; later ones add nothing. */
static void unreadable(out *o, const char *fmt, ...) BAO_PRINTF(2, 3);
static void unreadable(out *o, const char *fmt, ...)
{
  va_list ap;
  char what[200];
  if (!o->readable)
    return;
  o->readable = 0;
  va_start(ap, fmt);
  vsnprintf(what, sizeof what, fmt, ap);
  va_end(ap);
  bao_diag_set(o->d, o->mark, "game %d cannot be written as a "
               "transcript: %s", o->game, what);
}

static int is_blank(char c)
{
  return c == ' ' || c == '\t' || c == '\r';
}

/* ---- text ------------------------------------------------------------- */

/* Writes one line of a note or tail, escaped when the reader would take
 * it for anything but this very text. */
static void write_text_line(out *o, const char *s, size_t n)
{
  char *line = malloc(n + 1);
  if (!line) {
    unreadable(o, "out of memory");
    return;
  }
  while (n > 0 && is_blank(s[n - 1]))
    n--;
  memcpy(line, s, n);
  line[n] = '\0';
  ob_printf(o->b, "%s%s\n",
          bao_text_line_is_free_text(line, o->lines == 0, o->plies > 0)
              ? ""
              : "\\",
          line);
  o->lines++;
  free(line);
}

/* No text, or one line of blanks: it would read back as nothing. */
static int no_text(const char *text)
{
  return !text || text[strspn(text, " \t\r")] == '\0';
}

/* Whether free text holds a character no transcript line can show
 * (a control character other than a tab or a line break). */
static int has_control(const char *text)
{
  for (; *text; text++)
    if (((unsigned char)*text < 0x20 && *text != '\t' && *text != '\n' &&
         *text != '\r') || *text == 0x7f)
      return 1;
  return 0;
}

/* Whether free text (a note, the tail) reads back as itself: not blanks
 * alone, and no blanks at the end of a line (the reader drops them). */
static int text_kept(out *o, const char *text)
{
  char *t = bao_strdup(text);
  int same;
  if (!t) {
    unreadable(o, "out of memory");
    return 1;
  }
  bao_text_tidy(t, 0);
  same = strcmp(t, text) == 0 && !no_text(text) && !strchr(text, '\r');
  free(t);
  return same;
}

/* Free text: each line of it on a line of its own, after a blank line if
 * it follows a line of moves.  `what` names it in an error. */
static void write_text(out *o, const char *text, const char *what)
{
  const char *nl;
  if (no_text(text))
    return;
  if (has_control(text))
    unreadable(o, "%s holds a control character, which a transcript "
               "cannot show: YAML keeps it", what);
  if (o->at_moves)
    ob_chr(o->b, '\n');
  o->at_moves = 0;
  /* a lone CR ends a line too, as the reader reads it */
  for (; *(nl = text + strcspn(text, "\r\n")) != '\0'; text = nl + 1) {
    write_text_line(o, text, (size_t)(nl - text));
    nl += nl[0] == '\r' && nl[1] == '\n';
  }
  write_text_line(o, text, strlen(text));
}

/* A comment as the reader keeps it: blanks dropped at the end of each
 * line, and blanks and line breaks at both ends.  NULL when empty. */
static char *tidy_comment(const char *c)
{
  char *t = malloc(strlen(c) + 1);
  size_t n = 0, start = 0;
  if (!t)
    return NULL;
  for (; *c; c++) {
    if (*c == '\r' && c[1] != '\n') { /* a lone CR: a line break read */
      while (n > 0 && is_blank(t[n - 1]))
        n--;
      t[n++] = '\n';
      continue;
    }
    if (*c == '\n')
      while (n > 0 && is_blank(t[n - 1]))
        n--;
    t[n++] = *c;
  }
  while (n > 0 && strchr(" \t\r\n", t[n - 1]))
    n--;
  while (start < n && strchr(" \t\r\n", t[start]))
    start++;
  memmove(t, t + start, n - start);
  t[n - start] = '\0';
  if (!*t) {
    free(t);
    return NULL;
  }
  return t;
}

/* " {comment}", with "\" and "}" escaped. */
static void write_comment(out *o, const char *comment)
{
  char *t, *c;
  if (!comment)
    return;
  if (!(t = tidy_comment(comment)) || strcmp(t, comment) != 0)
    o->tidied++;
  if (!t)
    return;
  if (has_control(t))
    unreadable(o, "a comment holds a control character, which a "
               "transcript cannot show: YAML keeps it");
  ob_str(o->b, " {");
  for (c = t; *c; c++) {
    if (*c == '\\' || *c == '}')
      ob_chr(o->b, '\\');
    ob_chr(o->b, *c);
  }
  ob_chr(o->b, '}');
  free(t);
}

/* ---- the header ---------------------------------------------------------- */

/* Whether `key` reads back as itself: a letter, then letters, digits, '-'
 * and '_', shorter than 64 (text_tag_key_len). */
static int header_key(const char *key)
{
  size_t i;
  if (!text_is_alpha(key[0]))
    return 0;
  for (i = 1; key[i]; i++)
    if (!text_is_alpha(key[i]) && !text_is_digit(key[i]) && key[i] != '-' &&
        key[i] != '_')
      return 0;
  return i < 64;
}

/* A quoted value: "...", with \" \\ \n \t \r and \xHH escapes. */
static void write_quoted(out *o, const char *v)
{
  ob_chr(o->b, '"');
  for (; *v; v++) {
    unsigned char c = (unsigned char)*v;
    if (c == '"' || c == '\\')
      ob_printf(o->b, "\\%c", c);
    else if (c == '\n' || c == '\t' || c == '\r')
      ob_printf(o->b, "\\%c", c == '\n' ? 'n' : c == '\t' ? 't' : 'r');
    else if (c < 0x20 || c == 0x7f)
      ob_printf(o->b, "\\x%02x", c);
    else
      ob_chr(o->b, c);
  }
  ob_chr(o->b, '"');
}

/* "Key: value", "Key:" for a key without a value; the value quoted when
 * it would not read back as itself (blanks at its ends, a line break, a
 * control character, nothing at all, a leading quote). */
static void write_tag(out *o, const char *key, const char *value)
{
  ob_printf(o->b, "%s:", key);
  if (value && text_value_needs_quotes(value)) {
    ob_chr(o->b, ' ');
    write_quoted(o, value);
  } else if (value) {
    ob_printf(o->b, " %s", value);
  }
  ob_chr(o->b, '\n');
}

/* The tags in their order, then Setup; 1 if anything was written.  A
 * known key is written capitalised ("Event"), any other as it is. */
static int write_header(out *o, const bao_game *g)
{
  char key[64];
  size_t i;
  for (i = 0; i < g->n_tags; i++) {
    const char *k = g->tags[i].key, *known = bao_known_key(k, strlen(k));
    size_t j;
    for (j = 0; known && j < i; j++)
      if (bao_known_key(g->tags[j].key, strlen(g->tags[j].key)) == known)
        unreadable(o, "the keys '%.40s' and '%.40s' would read back as one",
                   g->tags[j].key, k);
    if (known) {
      snprintf(key, sizeof key, "%s", known);
      key[0] = (char)(key[0] & ~0x20);
      k = key;
    } else if (!header_key(k)) {
      unreadable(o, "the key '%.40s' cannot be a transcript header key "
                 "(a letter, then letters, digits, '-' and '_'): YAML "
                 "keeps it", k);
    }
    write_tag(o, k, g->tags[i].value);
  }
  if (g->setup)
    write_tag(o, "Setup", g->setup);
  return g->n_tags || g->setup;
}

/* ---- moves -------------------------------------------------------------- */

typedef struct pairs {
  int open;   /* a "(n) South" line waits for North's ply */
  int number; /* the number of the last ply written */
  int side;   /* the side of the last ply written, -1 before the first */
} pairs;

/* token, glyph glued to it ("A5R!") or, after a slip, apart ("A9L !"),
 * then " {comment}". */
static void write_ply(out *o, const bao_ply_src *p)
{
  bao_ply_src buf;
  const char *token;
  size_t n;
  p = bao_respelled(o->re, p, &buf);
  token = p->token ? p->token : "";
  n = p->glyph ? strlen(p->glyph) : 0;
  if (!bao_text_is_token(token))
    unreadable(o, "'%.40s' would not read back as a move", token);
  if (p->glyph && n == 0) /* glyph: '' reads back as no glyph */
    o->tidied++;
  if (p->note && !text_kept(o, p->note))
    o->tidied++;
  if (n > 2 || (p->glyph && strspn(p->glyph, "!?") != n))
    unreadable(o, "the glyph '%.20s' is not one a transcript holds "
               "(!, ?, !!, ??, !?, ?!)", p->glyph);
  if (p->n_lines)
    unreadable(o, "ply %d (%.20s) has variations, which a transcript does "
               "not hold: YAML keeps them", o->plies + 1, token);
  ob_str(o->b, token);
  if (p->glyph && bao_text_is_slip(token))
    ob_chr(o->b, ' ');
  if (p->glyph)
    ob_str(o->b, p->glyph);
  write_comment(o, p->comment);
  o->lines++;
  o->plies++;
}

/* The side the record gives, else the other side from the ply before (or,
 * first, the side the set-up puts to move). */
static int ply_side(const bao_game *g, const bao_ply_src *p, const pairs *w)
{
  if (p->side == 0 || p->side == 1)
    return p->side;
  return w->side < 0 ? bao_game_first_side(g) : 1 - w->side;
}

/* The number printed, or one counted on from the ply before: North's
 * reply shares South's number. */
static int ply_number(const bao_ply_src *p, int side, const pairs *w)
{
  if (p->number > 0)
    return p->number;
  if (w->side < 0)
    return 1;
  return side == 1 && w->side == 0 ? w->number : w->number + 1;
}

/* Ends a line of moves. */
static void end_moves(out *o, const char *end)
{
  ob_str(o->b, end);
  o->at_moves = 1;
}

static void write_south(out *o, pairs *w, const bao_ply_src *p, int number)
{
  if (w->open)
    end_moves(o, ";\n");
  write_text(o, p->note, "a note");
  ob_printf(o->b, "(%d) ", number);
  write_ply(o, p);
  w->open = 1;
}

/* North's ply ends the open pair, or stands on a line of its own: "... N;"
 * after "(n) S ...;" and its note, "(n) ... N;" otherwise. */
static void write_north(out *o, pairs *w, const bao_ply_src *p, int number)
{
  int note = !no_text(p->note), same = w->open && w->number == number;
  if (same && !note) {
    ob_chr(o->b, ' ');
  } else {
    if (w->open)
      end_moves(o, same ? " ...;\n" : ";\n");
    write_text(o, p->note, "a note");
    if (same)
      ob_str(o->b, "... ");
    else
      ob_printf(o->b, "(%d) ... ", number);
  }
  write_ply(o, p);
  end_moves(o, ";\n");
  w->open = 0;
}

static void write_moves(out *o, const bao_game *g)
{
  pairs w = {0, 0, -1};
  size_t i;
  int side, number;
  for (i = 0; i < g->n_plies; i++) {
    side = ply_side(g, &g->plies[i], &w);
    number = ply_number(&g->plies[i], side, &w);
    if (number > BAO_MOVE_NUMBER_MAX) /* counted on past the bound */
      unreadable(o, "ply %d: its move number would pass %d, the most a "
                 "transcript reads", o->plies + 1, BAO_MOVE_NUMBER_MAX);
    if (side == 0)
      write_south(o, &w, &g->plies[i], number);
    else
      write_north(o, &w, &g->plies[i], number);
    w.side = side;
    w.number = number;
  }
  if (w.open)
    end_moves(o, ";\n");
}

/* A game that would write nothing (and so not read back as a game). */
static int is_empty(const bao_game *g)
{
  return !g->n_plies && !g->setup && no_text(g->tail) && !g->n_tags;
}

/* One game, into the sink's buffer first: a game that cannot be written
 * whole (a control character in a note, a key no header can hold) is
 * taken back before any of it is written. */
static int write_game(out *o, bao_sink *s, const bao_game *g, int first)
{
  obuf *text = sink_buf(s);
  size_t from = text->n;
  o->b = text;
  o->lines = o->plies = o->at_moves = 0;
  if (!first)
    ob_str(o->b, "---\n");
  if (write_header(o, g))
    ob_chr(o->b, '\n');
  write_moves(o, g);
  write_text(o, g->tail, "the text after the moves");
  if (g->tail && !text_kept(o, g->tail))
    o->tidied++;
  if (text->oom)
    unreadable(o, "out of memory");
  if (!text->oom && !o->readable)
    text->n = from;
  if (!text->oom && o->readable && !sink_done(s))
    o->readable = 0, o->write_failed = 1;
  o->b = NULL;
  return o->readable;
}

/* What was written tidied, said in o->d as a warning (the games are
 * written): the text is not lost silently. */
static void tidied_warning(out *o)
{
  bao_diag_set(o->d, bao_mark_column(0), "game %d: %zu text%s (a note, a "
               "comment, a glyph or the end) written without blanks at "
               "line ends, CRs or empty values: a transcript does not keep "
               "them (YAML does)", o->tidied_game, o->tidied,
               o->tidied == 1 ? "" : "s");
  if (o->d)
    o->d->level = BAO_WARNING;
}

/* records.h */
int bao_text_write_sink(bao_sink *s, const bao_game *games, size_t n,
                        const bao_respellings *re, bao_diag *d)
{
  out o;
  size_t i;
  int first = 1;
  memset(&o, 0, sizeof o);
  o.readable = 1;
  o.d = d;
  o.re = re;
  for (i = 0; i < n && o.readable; i++) {
    o.game = games[i].index > 0 ? games[i].index : (int)i + 1;
    o.mark = games[i].mark;
    if (is_empty(&games[i]))
      continue;
    write_game(&o, s, &games[i], first);
    if (o.tidied && !o.tidied_game)
      o.tidied_game = o.game;
    first = 0;
  }
  if (o.write_failed)
    return bao_diag_set(d, bao_mark_column(0), "cannot write: %s",
                        strerror(errno));
  if (o.readable && o.tidied)
    tidied_warning(&o);
  return o.readable;
}

/* The transcript is pushed to the file before this returns, as it
 * always was. */
int bao_text_write(FILE *f, const bao_game *games, size_t n, bao_diag *d)
{
  bao_sink *s = bao_sink_file(f, BAO_SINK_BLOCKS);
  int ok;
  if (!s)
    return bao_diag_set(d, bao_mark_column(0), "out of memory");
  ok = bao_text_write_sink(s, games, n, NULL, d);
  if (!bao_sink_free(s) && ok)
    return bao_diag_set(d, bao_mark_column(0), "cannot write: %s",
                        strerror(errno));
  if (ok && (fflush(f) != 0 || ferror(f)))
    return bao_diag_set(d, bao_mark_column(0), "cannot write: %s",
                        strerror(errno));
  return ok;
}
