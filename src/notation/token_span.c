/*
 * token_span.c - what the token scan of token.c says without a reader:
 * the dialects a spelling may be (bao_token_dialect_hint), the longest
 * token at the start of a word (bao_token_span, the transcript reader's
 * tell between a move and a word), and a token's letter in the mover's
 * own frame (token.h).  Out of token.c, which had grown past 800 lines
 * with the ap dialect's scan.
 */
#include <string.h>

#include "notation/private.h"
#include "bao/token.h"
#include "notation/dialect.h"

static int is_row(int c)
{
  return c == 'A' || c == 'B' || c == 'a' || c == 'b';
}

static int is_hole(int c) { return c >= '1' && c <= '8'; }
static int is_file(int c) { return c >= 'a' && c <= 'h'; }

int bao_token_dialect_hint(const char *s, size_t len)
{
  int d, mask = 0;

  if (!s && len)
    return 0;
  for (d = 0; d < BAO_DIALECT_COUNT; d++)
    if (bao_scan_token_at(d, s ? s : "", len, NULL, NULL))
      mask |= BAO_DIALECT_BIT(d);
  return mask;
}

/* Whether s[0..n) is a whole de Voogt token without a blank (A7L*, a5R>,
 * b3): the grammar of scan_token_devoogt (row, hole, an optional letter,
 * '*' and '>', the end), which the first scan of bao_token_span would
 * accept; most words of a transcript are one, and are told without it. */
static int plain_devoogt(const char *s, size_t n)
{
  size_t i = 2;
  if (n < 2 || !is_row((unsigned char)s[0]) || !is_hole((unsigned char)s[1]))
    return 0;
  if (i < n && (s[i] == 'L' || s[i] == 'R'))
    i++;
  if (i < n && s[i] == '*')
    i++;
  if (i < n && s[i] == '>')
    i++;
  return i == n;
}

/* The longest token at the start of s: the longest n for which
 * bao_token_dialect_hint(s, n) is not 0.  The scans read from the left
 * and a scan that fails blames a character at or before the one that
 * makes the prefix wrong, so once every dialect has failed on s[0..n),
 * no prefix longer than the furthest character blamed reads either: the
 * next length to try is that one, not n - 1 (the transcript reader asks
 * this of every word; tests/test_span.c holds it equal to trying every
 * length).  Every token starts with a row letter, in KIBA a hole
 * number, or in the ap dialect a file letter: most other words are told
 * at once. */
size_t bao_token_span(const char *s, size_t len)
{
  size_t n = len < BAO_TOKEN_LONGEST ? len : BAO_TOKEN_LONGEST, stop, far;
  int d;
  if (!len || !s || !(is_row((unsigned char)s[0]) ||
                      is_hole((unsigned char)s[0]) ||
                      is_file((unsigned char)s[0])))
    return 0;
  if (plain_devoogt(s, n))
    return n;
  while (n > 0) {
    far = 0;
    for (d = 0; d < BAO_DIALECT_COUNT; d++) {
      if (bao_scan_token_at(d, s, n, NULL, &stop))
        return n;
      if (stop > far)
        far = stop;
    }
    n = far < n ? far : n - 1;
  }
  return 0;
}

char bao_token_own_letter(const bao_token *t, enum bao_dialect dialect,
                          int north)
{
  char own;

  if (!t)
    return 0;
  switch (t->letter) {
  case 'L':
  case '<':
    own = 'L';
    break;
  case 'R':
  case '>':
    own = 'R';
    break;
  default:
    return 0;
  }
  /* MW writes North's moves as South sees the board: mirror them. */
  if (north && bao_dialect_row(dialect)->mirror_north)
    own = own == 'L' ? 'R' : 'L';
  return own;
}
