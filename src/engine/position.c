/* position.c - the position model and the position line.
 *
 * The position line (read and written by every command):
 *
 *   line    = row "/" row "/" row "/" row
 *             "|" "hand" "S" count "N" count
 *             "|" "house" "S:" state "N:" state
 *             "|" ("S" | "N") "to" "move"
 *             [ "|" "takasia" hole ] [ "|" "reserved" hole ] ;
 *   row     = count count count count count count count count ;
 *   state   = "F" | "a" | "x" ;
 *
 * Rows in screen order as seen from South: b8..b1, a8..a1, A1..A8, B1..B8.
 * The writer separates every item by one space; the reader accepts any run
 * of blanks. */
#include <stdio.h>
#include <string.h>

#include "internal.h"

/* docs/rules.md R2: 6 seeds in the nyumba and 2 in each of the two holes
 * to its right, 22 in hand (D11 house8: 8 in the nyumba, 20 in hand); a
 * game without a namua stage (docs/rules.md §4) has 2 seeds in every hole
 * and no nyumba. */
void bao_position_start(bao_position *p, const bao_rules *rules)
{
  int side, c, house8;
  memset(p, 0, sizeof *p);
  p->rules = rules ? *rules : bao_rules_default();
  house8 = p->rules.setup == BAO_SETUP_HOUSE8;
  for (side = 0; side < 2; side++) {
    if (!BAO_HAS(&p->rules, BAO_F_NAMUA)) {
      for (c = 0; c < BAO_PITS; c++)
        p->pit[side][c] = 2;
      p->house[side] = BAO_HOUSE_DESTROYED;
      continue;
    }
    p->pit[side][BAO_HOUSE] = house8 ? 8 : BAO_HOUSE_MIN;
    p->pit[side][BAO_HOUSE + 1] = 2;
    p->pit[side][BAO_HOUSE + 2] = 2;
    p->hand[side] = house8 ? 20 : 22; /* 32 seeds a side either way */
    p->house[side] = BAO_HOUSE_INTACT;
  }
  p->to_move = BAO_SOUTH;
  p->takasia = p->reserved = -1;
}

int bao_position_house_functional(const bao_position *p, int side)
{
  return bao_house_works(p, side);
}

char bao_house_letter(const bao_position *p, int side)
{
  if (p->house[side] == BAO_HOUSE_DESTROYED)
    return 'x';
  return p->pit[side][BAO_HOUSE] >= BAO_HOUSE_MIN ? 'F' : 'a';
}

int bao_position_namua(const bao_position *p, int side)
{
  return p->hand[side] > 0;
}

int bao_position_seeds(const bao_position *p)
{
  int side, c, n = 0;
  for (side = 0; side < 2; side++) {
    n += p->hand[side];
    for (c = 0; c < BAO_PITS; c++)
      n += p->pit[side][c];
  }
  return n;
}

/* The circuit index shown at screen column `col` (0..7) of each row, in the
 * order the line lists them: b8..b1, a8..a1, A1..A8, B1..B8. */
static inline int row_side(int row)
{
  return row < 2 ? BAO_NORTH : BAO_SOUTH;
}

static inline int row_circuit(int row, int col)
{
  switch (row) {
  case 0: return 8 + col;       /* b8 (index 8) .. b1 (index 15) */
  case 1: return 7 - col;       /* a8 (index 7) .. a1 (index 0)  */
  case 2: return col;           /* A1 .. A8                       */
  default: return 15 - col;     /* B1 (index 15) .. B8 (index 8)  */
  }
}

/* Writes the decimal digits of v (at most 255) at s; returns the end. */
static inline char *put_count(char *s, unsigned v)
{
  if (v >= 100)
    *s++ = (char)('0' + v / 100);
  if (v >= 10)
    *s++ = (char)('0' + v / 10 % 10);
  *s++ = (char)('0' + v % 10);
  return s;
}

static inline char *put_text(char *s, const char *t, size_t n)
{
  memcpy(s, t, n);
  return s + n;
}

#define PUT(s, lit) put_text(s, lit, sizeof lit - 1)

/* Written by hand rather than with sprintf, and without a call per hole:
 * every position of a replay is formatted, and that was most of the time
 * of bao replay --positions. */
/* The position line into buf (BAO_LINE_MAX bytes); its length. */
static size_t format_line(const bao_position *p, char *buf)
{
  char *s = buf, hole[3];
  int row, col;
  for (row = 0; row < 4; row++) {
    const uint8_t *pit = p->pit[row_side(row)];
    if (row)
      s = PUT(s, " / ");
    for (col = 0; col < 8; col++) {
      if (col)
        *s++ = ' ';
      s = put_count(s, pit[row_circuit(row, col)]);
    }
  }
  s = PUT(s, " | hand S");
  s = put_count(s, p->hand[0]);
  s = PUT(s, " N");
  s = put_count(s, p->hand[1]);
  s = PUT(s, " | house S:");
  *s++ = bao_house_letter(p, 0);
  s = PUT(s, " N:");
  *s++ = bao_house_letter(p, 1);
  s = p->to_move == BAO_SOUTH ? PUT(s, " | S to move") : PUT(s, " | N to move");
  if (p->takasia >= 0) {
    bao_hole_name(BAO_HOLE(p->to_move, p->takasia), hole, sizeof hole);
    s = PUT(s, " | takasia ");
    s = put_text(s, hole, 2);
  }
  if (p->reserved >= 0) {
    bao_hole_name(BAO_HOLE(!p->to_move, p->reserved), hole, sizeof hole);
    s = PUT(s, " | reserved ");
    s = put_text(s, hole, 2);
  }
  *s = '\0';
  return (size_t)(s - buf);
}

size_t bao_position_format(const bao_position *p, char *buf, size_t size)
{
  char line[BAO_LINE_MAX];
  size_t n;
  if (size >= BAO_LINE_MAX) /* room for any line: written in place */
    return format_line(p, buf);
  n = format_line(p, line);
  return bao_copy_out(buf, size, line, n);
}

/* ---- the reader ------------------------------------------------------- */

typedef struct reader {
  const char *s;
  size_t i;
  bao_diag *err;
} reader;

/* The problem is at byte r->i; its column counts characters. */
static int fail(reader *r, const char *fmt, ...) BAO_PRINTF(2, 3);
static int fail(reader *r, const char *fmt, ...)
{
  va_list ap;
  size_t k;
  int column = 1;
  for (k = 0; k < r->i && r->s[k]; k++)
    column += ((unsigned char)r->s[k] & 0xC0) != 0x80;
  va_start(ap, fmt);
  bao_diag_vset(r->err, bao_mark_column(column), fmt, ap);
  va_end(ap);
  return 0;
}

static void skip_blanks(reader *r)
{
  while (r->s[r->i] == ' ' || r->s[r->i] == '\t')
    r->i++;
}

/* Expects the literal `word` after optional blanks. */
static int expect(reader *r, const char *word)
{
  size_t n = strlen(word);
  skip_blanks(r);
  if (strncmp(r->s + r->i, word, n) != 0)
    return fail(r, "expected '%s'", word);
  r->i += n;
  return 1;
}

/* A seed count: digits only, at most BAO_MAX_SEEDS. */
static int read_count(reader *r, int *out, const char *what)
{
  long v = 0;
  skip_blanks(r);
  if (r->s[r->i] == '-')
    return fail(r, "%s: a seed count cannot be negative", what);
  if (r->s[r->i] < '0' || r->s[r->i] > '9')
    return fail(r, "expected %s (a seed count)", what);
  while (r->s[r->i] >= '0' && r->s[r->i] <= '9') {
    v = v * 10 + (r->s[r->i] - '0');
    if (v > BAO_MAX_SEEDS)
      return fail(r, "%s: more seeds than a position can hold (255)", what);
    r->i++;
  }
  if (r->s[r->i] && r->s[r->i] != ' ' && r->s[r->i] != '\t' &&
      r->s[r->i] != '/' && r->s[r->i] != '|')
    return fail(r, "%s: unexpected character after the count", what);
  *out = (int)v;
  return 1;
}

static const char *const row_names[4] = {"row b (b8..b1)", "row a (a8..a1)",
                                   "row A (A1..A8)", "row B (B1..B8)"};

static int read_rows(reader *r, bao_position *p)
{
  int row, col, v;
  for (row = 0; row < 4; row++) {
    if (row && !expect(r, "/"))
      return fail(r, "expected '/' after 8 counts of %s", row_names[row - 1]);
    for (col = 0; col < 8; col++) {
      skip_blanks(r);
      if (r->s[r->i] == '/' || r->s[r->i] == '|' || !r->s[r->i])
        return fail(r, "%s has fewer than 8 counts", row_names[row]);
      if (!read_count(r, &v, row_names[row]))
        return 0;
      p->pit[row_side(row)][row_circuit(row, col)] = (uint8_t)v;
    }
    skip_blanks(r);
    if (r->s[r->i] >= '0' && r->s[r->i] <= '9')
      return fail(r, "%s has more than 8 counts", row_names[row]);
  }
  return 1;
}

static int read_hand(reader *r, bao_position *p)
{
  int s, n;
  if (!expect(r, "|") || !expect(r, "hand") || !expect(r, "S") ||
      !read_count(r, &s, "South's hand") || !expect(r, "N") ||
      !read_count(r, &n, "North's hand"))
    return 0;
  p->hand[0] = (uint8_t)s;
  p->hand[1] = (uint8_t)n;
  return 1;
}

static int read_house(reader *r, bao_position *p, int side)
{
  char c;
  size_t at;
  if (!expect(r, side == BAO_SOUTH ? "S:" : "N:"))
    return 0;
  at = r->i;
  c = r->s[r->i];
  if (c != 'F' && c != 'a' && c != 'x')
    return fail(r, "a house state is F, a or x, not '%.1s'", r->s + r->i);
  r->i++;
  p->house[side] = c == 'x' ? BAO_HOUSE_DESTROYED : BAO_HOUSE_INTACT;
  if ((c == 'F') != (p->pit[side][BAO_HOUSE] >= 6) && c != 'x') {
    r->i = at;
    return fail(r, "%s: F means an intact nyumba with 6 or more seeds, "
                "a one with fewer", side == BAO_SOUTH ? "A5" : "a5");
  }
  return 1;
}

static int read_side(reader *r, bao_position *p)
{
  if (!expect(r, "|"))
    return 0;
  skip_blanks(r);
  if (r->s[r->i] != 'S' && r->s[r->i] != 'N')
    return fail(r, "expected the side to move, S or N");
  p->to_move = r->s[r->i] == 'S' ? BAO_SOUTH : BAO_NORTH;
  r->i++;
  return expect(r, "to") && expect(r, "move");
}

/* Bao la Kete: "reserved <hole>", a front hole of the side not to move. */
static int read_reserved(reader *r, bao_position *p)
{
  bao_hole h;
  if (!BAO_HAS(&p->rules, BAO_F_RESERVED) &&
      p->rules.takasia_lasts != BAO_TAKASIA_LASTS_CLEARED)
    return fail(r, "the %s variant has no reserved hole (only Bao la Kete "
                "has)", bao_variant_name(p->rules.variant));
  if (!expect(r, "reserved"))
    return 0;
  skip_blanks(r);
  if (!bao_hole_parse(r->s + r->i, &h))
    return fail(r, "expected a hole name such as A4");
  if (BAO_HOLE_SIDE(h) == p->to_move || BAO_HOLE_C(h) >= BAO_FRONT)
    return fail(r, "the reserved hole must be in the front row of the side "
                "not to move");
  p->reserved = (int8_t)BAO_HOLE_C(h);
  r->i += 2;
  return 1;
}

static int read_takasia(reader *r, bao_position *p)
{
  bao_hole h;
  skip_blanks(r);
  if (!r->s[r->i] || r->s[r->i] == '\n' || r->s[r->i] == '\r')
    return 1;
  if (r->s[r->i] != '|')
    return fail(r, "unexpected text after the position: '%.20s'", r->s + r->i);
  if (!expect(r, "|"))
    return 0;
  skip_blanks(r);
  if (strncmp(r->s + r->i, "reserved", 8) == 0)
    return read_reserved(r, p);
  if (strncmp(r->s + r->i, "takasia", 7) == 0 && !has_takasia(&p->rules))
    return fail(r, "these rules have no takasia (the %s variant%s)",
                bao_variant_name(p->rules.variant),
                BAO_HAS(&p->rules, BAO_F_TAKASIA) ? ", takasia=off" : "");
  if (!expect(r, "takasia"))
    return 0;
  skip_blanks(r);
  if (!bao_hole_parse(r->s + r->i, &h))
    return fail(r, "expected a hole name such as a2");
  if (BAO_HOLE_SIDE(h) != p->to_move || BAO_HOLE_C(h) >= BAO_FRONT)
    return fail(r, "the takasiaed hole must be in the front row of the side "
                "to move");
  p->takasia = (int8_t)BAO_HOLE_C(h);
  r->i += 2;
  skip_blanks(r);
  if (r->s[r->i] == '|') {
    r->i++;
    skip_blanks(r);
    return read_reserved(r, p);
  }
  return 1;
}

static int read_end(reader *r)
{
  skip_blanks(r);
  if (r->s[r->i] == '\r')
    r->i++;
  if (r->s[r->i] == '\n')
    r->i++;
  if (r->s[r->i])
    return fail(r, "unexpected text after the position: '%.20s'", r->s + r->i);
  return 1;
}

int bao_position_parse(const char *line, const bao_rules *rules,
                       bao_position *p, bao_diag *err)
{
  reader r = {line, 0, err};
  bao_position q;
  memset(&q, 0, sizeof q);
  q.rules = rules ? *rules : bao_rules_default();
  q.takasia = q.reserved = -1;
  skip_blanks(&r);
  if (!line[r.i] || line[r.i] == '\n')
    return fail(&r, "empty position line");
  if (!read_rows(&r, &q) || !read_hand(&r, &q) || !expect(&r, "|") ||
      !expect(&r, "house") || !read_house(&r, &q, BAO_SOUTH) ||
      !read_house(&r, &q, BAO_NORTH) || !read_side(&r, &q) ||
      !read_takasia(&r, &q) || !read_end(&r))
    return 0;
  if (bao_position_seeds(&q) > BAO_MAX_SEEDS) {
    r.i = 0;
    return fail(&r, "the position holds more than 255 seeds");
  }
  *p = q;
  return 1;
}
