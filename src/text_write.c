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

#include "internal.h"
#include "record.h"

typedef struct out {
  FILE *f;
  int readable; /* 0 once something was written that cannot read back */
  bao_diag *d;  /* why, at the first such thing (may be NULL)          */
  int game;     /* the game being written, 1-based                     */
  int lines;    /* lines of this game written after its header */
  int plies;    /* plies of this game written */
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
  bao_diag_set(o->d, bao_mark_column(0), "game %d cannot be written as a "
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
  fprintf(o->f, "%s%s\n",
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

/* Free text: each line of it on a line of its own. */
static void write_text(out *o, const char *text)
{
  const char *nl;
  if (no_text(text))
    return;
  for (; (nl = strchr(text, '\n')) != NULL; text = nl + 1)
    write_text_line(o, text, (size_t)(nl - text));
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
  if (!comment || !(t = tidy_comment(comment)))
    return;
  fputs(" {", o->f);
  for (c = t; *c; c++) {
    if (*c == '\\' || *c == '}')
      putc('\\', o->f);
    putc(*c, o->f);
  }
  putc('}', o->f);
  free(t);
}

/* ---- the header --------------------------------------------------------- */

/* Keys are case-blind ("Event" reads as "event"): written lowercase with a
 * capital first letter, any character a key cannot hold made "_". */
static void canonical_key(const char *key, char *k, size_t size)
{
  size_t i = 0;
  if (!key)
    key = "";
  if (!((*key | 0x20) >= 'a' && (*key | 0x20) <= 'z'))
    k[i++] = 'x';
  for (; *key && i + 1 < size; key++) {
    char c = *key;
    if (c >= 'A' && c <= 'Z')
      c = (char)(c | 0x20);
    k[i++] = ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
              c == '-' || c == '_') ? c : '_';
  }
  k[i] = '\0';
  k[0] = (char)(k[0] & ~0x20);
}

/* "Key: value": the value on one line, trimmed as the reader trims it. */
static void write_tag(out *o, const char *key, const char *value)
{
  size_t n;
  fputs(key, o->f);
  putc(':', o->f);
  if (!value)
    value = "";
  while (*value && strchr(" \t\r\n", *value))
    value++;
  n = strlen(value);
  while (n > 0 && strchr(" \t\r\n", value[n - 1]))
    n--;
  if (n > 0)
    putc(' ', o->f);
  for (; n > 0; n--, value++)
    putc(*value == '\n' || *value == '\r' ? ' ' : *value, o->f);
  putc('\n', o->f);
}

/* The value of the last tag whose key reads as `canon` ("Event"): the
 * reader keeps one tag per key, the last value at the first key's place. */
static const char *tag_value(const bao_game *g, const char *canon)
{
  char key[64];
  const char *value = NULL;
  size_t i;
  for (i = 0; i < g->n_tags; i++) {
    canonical_key(g->tags[i].key, key, sizeof key);
    if (strcmp(key, canon) == 0)
      value = g->tags[i].value ? g->tags[i].value : "";
  }
  return value;
}

/* A "setup" or "end" tag stands in for a missing g->setup or g->tail, as
 * in yaml_write.c; neither is written as a tag. */
static const char *game_setup(const bao_game *g)
{
  return g->setup ? g->setup : tag_value(g, "Setup");
}

static const char *game_tail(const bao_game *g)
{
  return g->tail ? g->tail : tag_value(g, "End");
}

static int is_stand_in(const char *canon)
{
  return strcmp(canon, "Setup") == 0 || strcmp(canon, "End") == 0;
}

/* The tags, each key once, then Setup; 1 if anything was written. */
static int write_header(out *o, const bao_game *g)
{
  char key[64], other[64];
  size_t i, j;
  int any = 0;
  for (i = 0; i < g->n_tags; i++) {
    canonical_key(g->tags[i].key, key, sizeof key);
    for (j = 0; j < i; j++) {
      canonical_key(g->tags[j].key, other, sizeof other);
      if (strcmp(key, other) == 0)
        break;
    }
    if (j == i && !is_stand_in(key)) {
      write_tag(o, key, tag_value(g, key));
      any = 1;
    }
  }
  if (game_setup(g))
    write_tag(o, "Setup", game_setup(g));
  return any || game_setup(g);
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
  const char *token = p->token ? p->token : "";
  size_t n = p->glyph ? strlen(p->glyph) : 0;
  if (!bao_text_is_token(token))
    unreadable(o, "'%.40s' would not read back as a move", token);
  if (n > 2 || (p->glyph && strspn(p->glyph, "!?") != n))
    unreadable(o, "the glyph '%.20s' is not one a transcript holds "
               "(!, ?, !!, ??, !?, ?!)", p->glyph);
  fputs(token, o->f);
  if (p->glyph && bao_text_is_slip(token))
    fputc(' ', o->f);
  if (p->glyph)
    fputs(p->glyph, o->f);
  write_comment(o, p->comment);
  o->lines++;
  o->plies++;
}

/* The side the record gives, or the other side from the ply before. */
static int ply_side(const bao_ply_src *p, const pairs *w)
{
  if (p->side == 0 || p->side == 1)
    return p->side;
  return w->side < 0 ? 0 : 1 - w->side;
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

static void write_south(out *o, pairs *w, const bao_ply_src *p, int number)
{
  if (w->open)
    fputs(";\n", o->f);
  write_text(o, p->note);
  fprintf(o->f, "(%d) ", number);
  write_ply(o, p);
  w->open = 1;
}

/* North's ply ends the open pair, or stands on a line of its own: "... N;"
 * after "(n) S ...;" and its note, "(n) ... N;" otherwise. */
static void write_north(out *o, pairs *w, const bao_ply_src *p, int number)
{
  int note = !no_text(p->note), same = w->open && w->number == number;
  if (same && !note) {
    putc(' ', o->f);
  } else {
    if (w->open)
      fputs(same ? " ...;\n" : ";\n", o->f);
    write_text(o, p->note);
    if (same)
      fputs("... ", o->f);
    else
      fprintf(o->f, "(%d) ... ", number);
  }
  write_ply(o, p);
  fputs(";\n", o->f);
  w->open = 0;
}

static void write_moves(out *o, const bao_game *g)
{
  pairs w = {0, 0, -1};
  size_t i;
  int side, number;
  for (i = 0; i < g->n_plies; i++) {
    side = ply_side(&g->plies[i], &w);
    number = ply_number(&g->plies[i], side, &w);
    if (side == 0)
      write_south(o, &w, &g->plies[i], number);
    else
      write_north(o, &w, &g->plies[i], number);
    w.side = side;
    w.number = number;
  }
  if (w.open)
    fputs(";\n", o->f);
}

/* A game that would write nothing (and so not read back as a game). */
static int is_empty(const bao_game *g)
{
  const char *tail = game_tail(g);
  char key[64];
  size_t i;
  if (g->n_plies > 0 || game_setup(g) || !no_text(tail))
    return 0;
  for (i = 0; i < g->n_tags; i++) {
    canonical_key(g->tags[i].key, key, sizeof key);
    if (!is_stand_in(key))
      return 0;
  }
  return 1;
}

int bao_text_write(FILE *f, const bao_game *games, size_t n, bao_diag *d)
{
  out o;
  size_t i;
  int first = 1;
  o.f = f;
  o.readable = 1;
  o.d = d;
  for (i = 0; i < n; i++) {
    o.game = games[i].index > 0 ? games[i].index : (int)i + 1;
    if (is_empty(&games[i]))
      continue;
    if (!first)
      fputs("---\n", f);
    first = 0;
    o.lines = o.plies = 0;
    if (write_header(&o, &games[i]))
      putc('\n', f);
    write_moves(&o, &games[i]);
    write_text(&o, game_tail(&games[i]));
  }
  if (o.readable && (fflush(f) != 0 || ferror(f)))
    return bao_diag_set(d, bao_mark_column(0), "cannot write: %s",
                        strerror(errno));
  return o.readable;
}
