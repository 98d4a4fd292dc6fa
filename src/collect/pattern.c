/* pattern.c - position patterns (search.h): the position line with its
 * fields loosened, parsed once and matched against every position of a
 * collection.  The match is a handful of byte comparisons, so that a
 * search costs about what the walk costs. */
#include <stdio.h>
#include <string.h>

#include "base/util.h"
#include "bao/search.h"

typedef struct scan {
  const char *s;
  size_t i;
  bao_diag *err;
  unsigned seen; /* the sections read: a second would override the first */
} scan;

/* The problem is at byte s->i; its column counts characters. */
static int fail(scan *s, const char *what)
{
  size_t k;
  int column = 1;
  for (k = 0; k < s->i && s->s[k]; k++)
    column += ((unsigned char)s->s[k] & 0xC0) != 0x80;
  bao_diag_set(s->err, bao_mark_column(column), "%s", what);
  return 0;
}

static void blanks(scan *s)
{
  while (s->s[s->i] == ' ' || s->s[s->i] == '\t')
    s->i++;
}

static int digit(char c) { return c >= '0' && c <= '9'; }

/* Whether the word `w` stands at the scan (and ends there). */
static int word(scan *s, const char *w)
{
  size_t n = strlen(w);
  char c;
  blanks(s);
  if (strncmp(s->s + s->i, w, n) != 0)
    return 0;
  c = s->s[s->i + n];
  if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || digit(c))
    return 0;
  s->i += n;
  return 1;
}

/* Whether the letters `w` stand at the scan, whatever follows ("S" of
 * "S0"). */
static int lit(scan *s, const char *w)
{
  size_t n = strlen(w);
  blanks(s);
  if (strncmp(s->s + s->i, w, n) != 0)
    return 0;
  s->i += n;
  return 1;
}

static int number(scan *s, int *v)
{
  long n = 0;
  if (!digit(s->s[s->i]))
    return fail(s, "expected a seed count, '?', '+' or a range such as 3-5");
  while (digit(s->s[s->i])) {
    n = n * 10 + (s->s[s->i] - '0');
    if (n > BAO_MAX_SEEDS)
      return fail(s, "more seeds than a position can hold (255)");
    s->i++;
  }
  *v = (int)n;
  return 1;
}

/* A count: N, lo-hi, ? or +, ended by a blank, '/', '|' or the end. */
static int count(scan *s, uint8_t *lo, uint8_t *hi)
{
  int a, b;
  size_t at;
  char c;
  blanks(s);
  at = s->i;
  c = s->s[s->i];
  if (c == '?' || c == '+') {
    *lo = c == '+';
    *hi = BAO_MAX_SEEDS;
    s->i++;
  } else {
    if (!number(s, &a))
      return 0;
    b = a;
    if (s->s[s->i] == '-') {
      s->i++;
      if (!number(s, &b))
        return 0;
      if (b < a)
        return s->i = at, fail(s, "a range goes up: the second count is "
                               "less than the first");
    }
    *lo = (uint8_t)a;
    *hi = (uint8_t)b;
  }
  c = s->s[s->i];
  if (c && c != ' ' && c != '\t' && c != '/' && c != '|')
    return fail(s, "unexpected character after a count");
  return 1;
}

/* Rows in screen order as seen from South (bao.h): b8..b1, a8..a1,
 * A1..A8, B1..B8. */
static int rows(scan *s, bao_pattern *p)
{
  static const char *const names[4] = {
    "row b (b8..b1) has fewer than 8 counts",
    "row a (a8..a1) has fewer than 8 counts",
    "row A (A1..A8) has fewer than 8 counts",
    "row B (B1..B8) has fewer than 8 counts"};
  int row, col, side, c;
  for (row = 0; row < 4; row++) {
    blanks(s);
    if (row && s->s[s->i++] != '/')
      return s->i--, fail(s, "expected '/' after 8 counts");
    side = row < 2 ? BAO_NORTH : BAO_SOUTH;
    for (col = 0; col < 8; col++) {
      /* North's rows run 8..1 on the screen, South's 1..8; the back
         rows are circuit indexes 8..15 */
      c = row == 0 ? 8 + col : row == 1 ? 7 - col : row == 2 ? col
                                                     : 15 - col;
      blanks(s);
      if (!s->s[s->i] || s->s[s->i] == '/' || s->s[s->i] == '|')
        return fail(s, names[row]);
      if (!count(s, &p->lo[side][c], &p->hi[side][c]))
        return 0;
    }
    blanks(s);
    if (s->s[s->i] && s->s[s->i] != '/' && s->s[s->i] != '|')
      return fail(s, "more than 8 counts in a row");
  }
  return 1;
}

static int house(scan *s, bao_pattern *p, int side)
{
  static const char letters[] = "Fax?";
  const char *at;
  if (!lit(s, side == BAO_SOUTH ? "S:" : "N:"))
    return fail(s, side == BAO_SOUTH ? "expected 'S:'" : "expected 'N:'");
  if (!s->s[s->i] || !(at = strchr(letters, s->s[s->i])))
    return fail(s, "a nyumba state is F, a, x or ?");
  p->house[side] = at[0] == '?' ? 7 : (uint8_t)(1u << (at - letters));
  s->i++;
  return 1;
}

/* takasia|reserved HOLE, ? or none */
static int hole(scan *s, int *out)
{
  bao_hole h;
  blanks(s);
  if (s->s[s->i] == '?') {
    s->i++;
    return *out = BAO_PATTERN_SOME, 1;
  }
  if (word(s, "none"))
    return *out = BAO_PATTERN_NONE, 1;
  if (!bao_hole_parse(s->s + s->i, &h))
    return fail(s, "expected a hole name such as a2, '?' or 'none'");
  s->i += 2;
  *out = h;
  return 1;
}

/* Section `bit` (named `name`), which starts at byte `at`, has not been
 * given before; else an error there (the second would silently override
 * the first, and 'stage namua | stage mtaji' matches nothing anyway). */
static int once(scan *s, unsigned bit, const char *name, size_t at)
{
  char what[64];
  if (!(s->seen & bit))
    return s->seen |= bit, 1;
  s->i = at;
  snprintf(what, sizeof what, "the section '%s' is given twice", name);
  return fail(s, what);
}

/* One section after a '|' (or the first, when it is no rows). */
static int section(scan *s, bao_pattern *p)
{
  char c;
  size_t at;
  blanks(s);
  c = s->s[at = s->i];
  if (word(s, "hand"))
    return !once(s, 1, "hand", at) ? 0
         : lit(s, "S") ? (count(s, &p->hand_lo[0], &p->hand_hi[0]) &&
                          (lit(s, "N") ? count(s, &p->hand_lo[1],
                                               &p->hand_hi[1])
                                       : fail(s, "expected 'N'")))
                       : fail(s, "expected 'S'");
  if (word(s, "house"))
    return once(s, 2, "house", at) && house(s, p, BAO_SOUTH) &&
           house(s, p, BAO_NORTH);
  if (word(s, "takasia"))
    return once(s, 4, "takasia", at) && hole(s, &p->takasia);
  if (word(s, "reserved"))
    return once(s, 8, "reserved", at) && hole(s, &p->reserved);
  if (word(s, "stage")) {
    if (!once(s, 16, "stage", at))
      return 0;
    if (word(s, "namua") || word(s, "mtaji"))
      return p->stage = s->s[s->i - 1] == 'a' ? BAO_STAGE_NAMUA
                                               : BAO_STAGE_MTAJI, 1;
    return fail(s, "a stage is namua or mtaji");
  }
  if ((c == 'S' || c == 'N' || c == '?') && (s->i++, word(s, "to"))) {
    if (!once(s, 32, "to move", at))
      return 0;
    p->side = c == 'S' ? 1 : c == 'N' ? 2 : 3;
    return word(s, "move") ? 1 : fail(s, "expected 'move'");
  }
  s->i -= c == 'S' || c == 'N' || c == '?';
  return fail(s, "expected a section: the rows, hand, house, S|N|? to "
              "move, takasia, reserved or stage");
}

/* Whether the pattern starts with the rows: a count, but not the "? to
 * move" of a side. */
static int rows_first(scan *s)
{
  size_t at = s->i;
  int side;
  if (s->s[at] != '?')
    return digit(s->s[at]) || s->s[at] == '+';
  s->i++;
  side = word(s, "to");
  s->i = at;
  return !side;
}

int bao_pattern_parse(const char *text, bao_pattern *p, bao_diag *d)
{
  scan s = {text, 0, d, 0};
  bao_pattern q;
  memset(&q, 0, sizeof q);
  memset(q.hi, BAO_MAX_SEEDS, sizeof q.hi);
  q.hand_hi[0] = q.hand_hi[1] = BAO_MAX_SEEDS;
  q.house[0] = q.house[1] = 7;
  q.side = 3;
  q.takasia = q.reserved = BAO_PATTERN_ANY;
  q.stage = BAO_STAGE_ANY;
  blanks(&s);
  if (!text[s.i])
    return fail(&s, "empty pattern");
  if (rows_first(&s)) {
    if (!rows(&s, &q))
      return 0;
  } else if (!section(&s, &q))
    return 0;
  for (blanks(&s); text[s.i]; blanks(&s)) {
    if (text[s.i] != '|')
      return fail(&s, "expected '|' between sections");
    s.i++;
    if (!section(&s, &q))
      return 0;
  }
  *p = q;
  return 1;
}

static int hole_match(int want, int have, int side)
{
  if (want == BAO_PATTERN_ANY)
    return 1;
  if (have < 0)
    return want == BAO_PATTERN_NONE;
  return want == BAO_PATTERN_SOME || want == BAO_HOLE(side, have);
}

int bao_pattern_match(const bao_pattern *p, const bao_position *pos)
{
  int side, c, state;
  for (side = 0; side < 2; side++) {
    for (c = 0; c < BAO_PITS; c++)
      if (pos->pit[side][c] < p->lo[side][c] ||
          pos->pit[side][c] > p->hi[side][c])
        return 0;
    if (pos->hand[side] < p->hand_lo[side] ||
        pos->hand[side] > p->hand_hi[side])
      return 0;
    /* the line's letter: x destroyed, F intact with 6 or more, else a */
    state = pos->house[side] == BAO_HOUSE_DESTROYED ? BAO_PATTERN_X
            : pos->pit[side][BAO_HOUSE] >= 6        ? BAO_PATTERN_F
                                                    : BAO_PATTERN_A;
    if (!(p->house[side] & state))
      return 0;
  }
  if (!(p->side & (1u << pos->to_move)))
    return 0;
  if (p->stage != BAO_STAGE_ANY &&
      (pos->hand[pos->to_move] == 0) != (p->stage == BAO_STAGE_MTAJI))
    return 0;
  return hole_match(p->takasia, pos->takasia, pos->to_move) &&
         hole_match(p->reserved, pos->reserved, !pos->to_move);
}
