/* diagram_ascii.c - a position as text, North on top as in docs/rules.md:
 *
 *        8    7    6    5    4    3    2    1
 *   b    0    0    0    0    0    0    0    0
 *   a    0    2    2  [6]    0    0    0    0     North: 22 in hand
 *      ---------------------------------------
 *   A    0    0    0  [6]    2    2    0    0     South: 22 in hand
 *   B    0    0    0    0    0    0    0    0
 *        1    2    3    4    5    6    7    8
 *   South to move
 *
 * [n] is a functional nyumba, (n) an intact one under 6 seeds; a destroyed
 * one is a plain number.  With a move's marks, a letter after a count says
 * what the move did to the hole: * the seed from hand, x captured, + more
 * seeds, - fewer, and ! the hole takasiaed for the next move; a line below
 * the board spells them out.
 *
 * In Abstract Play's cells (bao_diagram_ascii_in, BAO_DIALECT_AP) the
 * rows are ranks 4..1 and the columns files a..h, as AP's players read
 * the board:
 *
 *        a    b    c    d    e    f    g    h
 *   4    0    0    0    0    0    0    0    0
 *   3    0    0    0    0  [6]    2    2    0     North: 22 in hand
 *   ...
 *   1    0    0    0    0    0    0    0    0
 *        a    b    c    d    e    f    g    h */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "base/util.h"
#include "engine/geometry.h"
#include "base/obuf.h"
#include "base/sink.h"
#include "bao/notation.h"
#include "bao/token.h"
#include "bao/view.h"

typedef struct sink {
  obuf *o;      /* the diagram, line after line                       */
  char line[512]; /* the line being built, flushed without its trailing
                     blanks                                            */
  size_t len;
  int ap;       /* AP's cells: ranks and files, not rows and holes   */
} sink;

/* Drops an incomplete UTF-8 sequence from the end of buf[0..*len): a
 * title cut to fit the line must stay valid text. */
static void utf8_trim(const char *buf, size_t *len)
{
  size_t i = *len, back = 0;
  unsigned char c;
  while (i > 0 && back < 4 && ((unsigned char)buf[i - 1] & 0xC0) == 0x80) {
    i--;
    back++;
  }
  if (i == 0)
    return;
  c = (unsigned char)buf[i - 1];
  if (c < 0x80)
    return;
  /* a lead byte announcing more continuation bytes than follow it */
  if ((c >= 0xF0 && back < 3) || (c >= 0xE0 && back < 2) || back < 1)
    *len = i - 1;
}

static void flush(sink *s)
{
  utf8_trim(s->line, &s->len);
  while (s->len && s->line[s->len - 1] == ' ')
    s->len--;
  ob_put(s->o, s->line, s->len);
  ob_put(s->o, "\n", 1);
  s->len = 0;
}

/* Appends to the line; a '\n' in the text ends it. */
static void put(sink *s, const char *fmt, ...) BAO_PRINTF(2, 3);

static void put(sink *s, const char *fmt, ...)
{
  va_list ap;
  char text[512];
  const char *t;
  va_start(ap, fmt);
  vsnprintf(text, sizeof text, fmt, ap);
  va_end(ap);
  for (t = text; *t; t++) {
    if (*t == '\n')
      flush(s);
    else if (s->len + 1 < sizeof s->line)
      s->line[s->len++] = *t;
  }
}

/* The mark letter of hole (side, c) from the move's changes, or ' '. */
static char mark_of(const bao_marks *m, int side, int c)
{
  if (!m)
    return ' ';
  if (m->taken[side][c])
    return 'x';
  if (m->delta[side][c] > 0)
    return '+';
  if (m->delta[side][c] < 0)
    return '-';
  return ' ';
}

static void cell(sink *s, const bao_position *p, const bao_marks *m,
                 int side, int c, int mover)
{
  int n = p->pit[side][c];
  char mark = mark_of(m, side, c);
  if (m && m->placed == c && side == mover)
    mark = '*';
  if (m && m->takasia == c && side == p->to_move)
    mark = '!';
  if (c == BAO_HOUSE && p->house[side] == BAO_HOUSE_INTACT)
    put(s, bao_position_house_functional(p, side) ? " [%d]%c" : " (%d)%c", n,
        mark);
  else
    put(s, "%4d%c", n, mark);
}

/* One row of the board: row letter, the 8 holes left to right. */
static void row(sink *s, const bao_position *p, const bao_marks *m, int side,
                int back, int flip, int mover)
{
  int i, c;
  if (s->ap) /* AP's rank: 1 South's back row .. 4 North's */
    put(s, "%c ", side == BAO_SOUTH ? (back ? '1' : '2') : (back ? '4' : '3'));
  else
    put(s, "%c ", side == BAO_SOUTH ? (back ? 'B' : 'A')
                                    : (back ? 'b' : 'a'));
  for (i = 0; i < 8; i++) {
    /* South's holes run 1..8 left to right as seen from South, North's
     * 8..1; seen from North (flip) the other way round. */
    int hole = (side == BAO_SOUTH) != flip ? i + 1 : 8 - i;
    c = bao_circuit_index(back, hole);
    cell(s, p, m, side, c, mover);
  }
}

/* The hole numbers (8..1 above, 1..8 below), or AP's files: a..h on
 * both edges, h..a seen from North (flip). */
static void numbers(sink *s, int ascending, int flip)
{
  int i;
  put(s, "  ");
  for (i = 0; i < 8; i++)
    if (s->ap)
      put(s, "%4c ", flip ? 'h' - i : 'a' + i);
    else
      put(s, "%4d ", ascending ? i + 1 : 8 - i);
  put(s, "\n");
}

static void side_note(sink *s, const bao_position *p, int side)
{
  put(s, "    %s: %d in hand\n", side == BAO_SOUTH ? "South" : "North",
      p->hand[side]);
}

static enum bao_dialect dialect_of(const sink *s)
{
  return s->ap ? BAO_DIALECT_AP : BAO_DIALECT_DEVOOGT;
}

/* Spells out the marks: where the seed went, what was captured. */
static void legend(sink *s, const bao_marks *m, int mover)
{
  char name[3];
  int side, c, any = 0;
  if (m->placed >= 0) {
    bao_hole_name_in(BAO_HOLE(mover, m->placed), dialect_of(s), name,
                     sizeof name);
    put(s, "* seed from hand in %s", name);
    any = 1;
  }
  for (side = 0; side < 2; side++) {
    for (c = 0; c < BAO_PITS; c++) {
      if (!m->taken[side][c])
        continue;
      bao_hole_name_in(BAO_HOLE(side, c), dialect_of(s), name, sizeof name);
      put(s, "%sx %d captured from %s", any ? "; " : "", m->taken[side][c],
          name);
      any = 1;
    }
  }
  if (any)
    put(s, "\n");
}

static void draw(sink *s, const bao_position *p, const bao_marks *m,
                   const bao_diagram_opts *o)
{
  int flip = o && o->flip, top = flip ? BAO_SOUTH : BAO_NORTH;
  int mover = !p->to_move;
  if (o && o->title)
    put(s, "%s\n", o->title);
  numbers(s, 0, flip); /* the far rows show holes 8..1, the near ones 1..8 */
  row(s, p, m, top, 1, flip, mover);
  put(s, "\n");
  row(s, p, m, top, 0, flip, mover);
  side_note(s, p, top);
  put(s, "  ----------------------------------------\n");
  row(s, p, m, !top, 0, flip, mover);
  side_note(s, p, !top);
  row(s, p, m, !top, 1, flip, mover);
  put(s, "\n");
  numbers(s, 1, flip);
  put(s, "%s to move\n", p->to_move == BAO_SOUTH ? "South" : "North");
  if (m)
    legend(s, m, mover);
  if (o && o->caption)
    put(s, "%s\n", o->caption);
}

int bao_diagram_ascii(bao_sink *out, const bao_position *p,
                      const bao_marks *m, const bao_diagram_opts *o)
{
  return bao_diagram_ascii_in(out, p, m, o, BAO_DIALECT_DEVOOGT);
}

int bao_diagram_ascii_in(bao_sink *out, const bao_position *p,
                         const bao_marks *m, const bao_diagram_opts *o,
                         int dialect)
{
  sink s;
  memset(&s, 0, sizeof s);
  s.o = sink_buf(out);
  s.ap = dialect == BAO_DIALECT_AP;
  draw(&s, p, m, o);
  return sink_flush(out);
}

size_t bao_diagram_ascii_string(char *buf, size_t size, const bao_position *p,
                                const bao_marks *m, const bao_diagram_opts *o)
{
  return bao_diagram_ascii_string_in(buf, size, p, m, o, BAO_DIALECT_DEVOOGT);
}

size_t bao_diagram_ascii_string_in(char *buf, size_t size,
                                   const bao_position *p, const bao_marks *m,
                                   const bao_diagram_opts *o, int dialect)
{
  sink s;
  obuf text;
  size_t n;
  memset(&s, 0, sizeof s);
  s.ap = dialect == BAO_DIALECT_AP;
  ob_init(&text);
  s.o = &text;
  draw(&s, p, m, o);
  n = text.oom ? 0 : text.n;
  if (buf && size) { /* as snprintf: cut to fit, and a NUL */
    memcpy(buf, text.s, n < size ? n : size - 1);
    buf[n < size ? n : size - 1] = '\0';
  }
  if (ob_allocated(&text))
    free(text.s);
  return n;
}
