/*
 * test_pattern.c - position patterns (search.h) against the positions
 * themselves.
 *
 * A position line is a pattern that matches that position only: each of
 * its 34 counts (32 holes, two hands) is an exact value.  Loosening one
 * count at a time in the lines of positions of random games, the pattern
 * must match exactly when the position's count is in what the field
 * allows: `?` always, `+` when it is not 0, `N` when it is N, `a-b` when
 * it is from a to b, so that each form is checked at its edges (the
 * count itself, one below and one above).  The stage and the side to move
 * are checked on the starts of two variants (Bao la Kiswahili begins in
 * the namua stage with 22 seeds in each hand, Bao la Kujifunza with
 * every seed on the board: docs/rules.md), and errors at the column of
 * the character at fault, counted by hand in each case.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>
#include "test_run.h"

#include "bao/bao.h"
#include "bao/search.h"

static uint64_t rng = 0x2600000000000001ULL;

static unsigned next_random(unsigned n)
{
  rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
  return (unsigned)((rng >> 33) % n);
}

/* The line of p with count k (0..33: the 32 holes in the line's order,
 * then South's and North's hands) replaced by `field`. */
static void loosen(const bao_position *p, int k, const char *field,
                   char *out, size_t size)
{
  char line[BAO_LINE_MAX], *w = line, *start;
  int count = -1;
  size_t n = 0;
  bao_position_format(p, line, sizeof line);
  out[0] = '\0';
  while (*w) {
    if (*w >= '0' && *w <= '9' && (w == line || w[-1] == ' ' ||
                                   w[-1] == 'S' || w[-1] == 'N')) {
      start = w;
      while (*w >= '0' && *w <= '9')
        w++;
      if (++count == k) {
        n += (size_t)snprintf(out + n, size - n, "%s", field);
        continue;
      }
      n += (size_t)snprintf(out + n, size - n, "%.*s", (int)(w - start),
                            start);
      continue;
    }
    out[n++] = *w++;
    out[n] = '\0';
  }
}

/* The value of count k of p, as loosen numbers them. */
static int count_of(const bao_position *p, int k)
{
  static const int row_side[4] = {BAO_NORTH, BAO_NORTH, BAO_SOUTH,
                                  BAO_SOUTH};
  int row = k / 8, col = k % 8, c;
  if (k >= 32)
    return p->hand[k - 32];
  c = row == 0 ? 8 + col : row == 1 ? 7 - col : row == 2 ? col : 15 - col;
  return p->pit[row_side[row]][c];
}

static int matches(const bao_position *p, const char *text)
{
  bao_pattern pat;
  bao_diag d;
  if (!bao_pattern_parse(text, &pat, &d))
    fail_msg("'%s' does not parse: %s (column %d)", text, d.message,
             d.mark.column);
  return bao_pattern_match(&pat, p);
}

/* Every form of field k at the edges of the position's count v. */
static void edges(const bao_position *p, int k)
{
  char text[512], f[32];
  int v = count_of(p, k);
  loosen(p, k, "?", text, sizeof text);
  assert_true(matches(p, text));
  loosen(p, k, "+", text, sizeof text);
  assert_int_equal(matches(p, text), v > 0);
  snprintf(f, sizeof f, "%d", v);
  loosen(p, k, f, text, sizeof text);
  assert_true(matches(p, text));
  snprintf(f, sizeof f, "%d", v + 1);
  loosen(p, k, f, text, sizeof text);
  assert_false(matches(p, text));
  snprintf(f, sizeof f, "%d-%d", v, v + 2);
  loosen(p, k, f, text, sizeof text);
  assert_true(matches(p, text));
  snprintf(f, sizeof f, "%d-%d", v + 1, v + 3);
  loosen(p, k, f, text, sizeof text);
  assert_false(matches(p, text));
  if (v > 0) {
    snprintf(f, sizeof f, "0-%d", v - 1);
    loosen(p, k, f, text, sizeof text);
    assert_false(matches(p, text));
  }
}

static void fields_at_their_edges(void **state)
{
  bao_position p;
  bao_movelist list;
  int game, ply, k, seen = 0;
  (void)state;
  for (game = 0; game < 20; game++) {
    bao_position_start(&p, NULL);
    for (ply = 0; ply < 60; ply++) {
      bao_position_moves(&p, &list);
      if (list.count == 0 || list.item[0].period)
        break;
      p = list.item[next_random((unsigned)list.count)].after;
      if (ply % 7 == 3) { /* a few positions of each game, every count */
        for (k = 0; k < 34; k++)
          edges(&p, k);
        seen++;
      }
    }
  }
  assert_true(seen > 50);
}

static void exact_line(void **state)
{
  bao_position p, q;
  bao_movelist list;
  char line[BAO_LINE_MAX];
  int i;
  (void)state;
  bao_position_start(&p, NULL);
  bao_position_format(&p, line, sizeof line);
  assert_true(matches(&p, line));
  /* a move changes a hand and the side to move */
  bao_position_moves(&p, &list);
  for (i = 0; i < list.count; i++)
    assert_false(matches(&list.item[i].after, line));
  /* the side to move alone */
  q = p;
  q.to_move = BAO_NORTH;
  assert_false(matches(&q, line));
  assert_true(matches(&q, "? to move"));
  assert_false(matches(&q, "S to move"));
}

static void stages(void **state)
{
  bao_position k, j;
  bao_rules r = bao_rules_variant(BAO_KUJIFUNZA);
  (void)state;
  bao_position_start(&k, NULL);
  bao_position_start(&j, &r);
  /* Kiswahili: 22 in each hand; Kujifunza: none */
  assert_true(matches(&k, "stage namua"));
  assert_false(matches(&k, "stage mtaji"));
  assert_true(matches(&k, "hand S22 N22 | house S:F N:F"));
  assert_false(matches(&j, "stage namua"));
  assert_true(matches(&j, "stage mtaji | hand S0 N0"));
  assert_true(matches(&k, "takasia none | reserved none"));
  assert_false(matches(&k, "takasia ?"));
}

/* the message's column: the character at fault, counted by hand */
static void error_at(const char *text, int column, const char *words)
{
  bao_pattern p;
  bao_diag d;
  assert_false(bao_pattern_parse(text, &p, &d));
  if (d.mark.column != column || !strstr(d.message, words))
    fail_msg("'%s': column %d '%s', not %d '%s'", text, d.mark.column,
             d.message, column, words);
}

static void errors(void **state)
{
  (void)state;
  error_at("", 1, "empty");
  error_at("hand S3-1 N0", 7, "range goes up");          /* "3-1" */
  error_at("house S:Q N:F", 9, "nyumba state");          /* "Q" */
  error_at("stage ndogo", 7, "namua or mtaji");          /* "ndogo" */
  error_at("hand S0 N0 | stag mtaji", 14, "section");    /* "stag" */
  error_at("1 2 3 4 5 6 7 / 0", 15, "fewer than 8");     /* "/" */
  error_at("hand S256 N0", 9, "255");                    /* the 6 */
  error_at("hand S0 N0 stage mtaji", 12, "'|'");         /* "stage" */
  error_at("takasia a9", 9, "hole name");                /* "a9" */
  /* a section given twice: the second, where it starts */
  error_at("stage namua | stage mtaji", 15, "'stage' is given twice");
  error_at("hand S0 N0 | house S:F N:F | hand S1 N1", 30, "'hand'");
  error_at("S to move |  N to move", 14, "'to move' is given twice");
  error_at("takasia a2 | takasia none", 14, "'takasia'");
  error_at("reserved ? | reserved a1", 14, "'reserved'");
  error_at("house S:? N:? | house S:F N:F", 17, "'house'");
}

int main(int argc, char **argv)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(exact_line),
    cmocka_unit_test(fields_at_their_edges),
    cmocka_unit_test(stages),
    cmocka_unit_test(errors),
  };
  return ts_run(tests, NULL, NULL, argc, argv);
}
