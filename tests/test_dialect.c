/* test_dialect.c - the rows of the dialect table (src/notation/dialect.c)
 * agree with each other and with the token reader: what a dialect writes
 * it reads back as the same move, and the tokens decide a dialect only
 * when every dialect that reads them reads them alike. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include "test_run.h"

#include <stdlib.h>
#include <string.h>

#include "bao/bao.h"
#include "bao/notation.h"
#include "base/splitmix.h"
#include "notation/dialect.h"

static int group_setup(void **state)
{
  *state = bao_token_reader_new(NULL);
  return *state ? 0 : -1;
}

static int group_teardown(void **state)
{
  bao_token_reader_free(*state);
  return 0;
}

/* The characters of every dialect's tokens, and some that are in none. */
static const char alphabet[] = "ABab158LR<>*+# x";
#define ALPHABET_SIZE (sizeof alphabet - 1)

static int same_token(const bao_token *a, const bao_token *b)
{
  return a->row == b->row && a->hole == b->hole && a->letter == b->letter &&
         a->star == b->star && a->safari == b->safari && a->win == b->win;
}

/* The lowest dialect of a mask that is not 0. */
static int ffs_bit(int mask)
{
  int d = 0;
  while (!(mask & BAO_DIALECT_BIT(d)))
    d++;
  return d;
}

/* bao_dialect_decided(hint) against what each dialect reads in s. */
static void check_decided(bao_token_reader *r, const char *s, size_t len)
{
  bao_token first, t;
  memset(&first, 0, sizeof first);
  int mask = bao_token_dialect_hint(s, len), d, decided, alike = 1, seen = 0;
  for (d = 0; d < BAO_DIALECT_COUNT; d++) {
    if (!(mask & BAO_DIALECT_BIT(d)))
      continue;
    assert_true(bao_token_read(r, d, s, len, &t, NULL));
    if (!seen++)
      first = t;
    else if (!same_token(&first, &t))
      alike = 0;
  }
  decided = bao_dialect_decided(mask);
  if (decided < 0) {
    /* none, or two dialects of different rules: '>' read two ways */
    for (d = 0; d < BAO_DIALECT_COUNT; d++)
      if ((mask & BAO_DIALECT_BIT(d)) &&
          bao_dialect_row(d)->rule != bao_dialect_row(ffs_bit(mask))->rule)
        return;
    assert_int_equal(mask, 0);
    return;
  }
  /* decided: every dialect that reads s reads it alike, and it is the
     first of them (de Voogt's before the others that read alike) */
  assert_true(alike);
  assert_true(decided < BAO_DIALECT_COUNT);
  assert_true(mask & BAO_DIALECT_BIT(decided));
  assert_int_equal(mask & (BAO_DIALECT_BIT(decided) - 1), 0);
}

static void test_decided(void **state)
{
  char s[5];
  size_t len, n, i, total, k;
  for (len = 0; len <= 5; len++) {
    total = 1;
    for (i = 0; i < len; i++)
      total *= ALPHABET_SIZE;
    for (n = 0; n < total; n++) {
      for (k = n, i = 0; i < len; i++, k /= ALPHABET_SIZE)
        s[i] = alphabet[k % ALPHABET_SIZE];
      check_decided(*state, s, len);
    }
  }
}

/* Every legal move of p, written in every dialect, read back in it as the
 * same move, without a warning (test_round_trip). */
static void check_round_trip(bao_token_reader *r, const bao_position *p,
                             const bao_movelist *list)
{
  char tok[BAO_DIALECT_TOKEN_MAX];
  bao_resolution res;
  int i, d;
  for (i = 0; i < list->count; i++) {
    for (d = 0; d < BAO_DIALECT_COUNT; d++) {
      bao_outcome_token(&list->item[i], p->to_move, d, tok, sizeof tok);
      assert_true(bao_token_dialect_hint(tok, strlen(tok)) &
                  BAO_DIALECT_BIT(d));
      if (!bao_resolve(r, p, list, d, tok, strlen(tok), &res))
        fail_msg("%s '%s': %s", bao_dialect_name(d), tok,
                 res.error.message);
      assert_int_equal(res.index, i);
      assert_int_equal(res.n_warnings, 0);
    }
  }
}

/* North's tokens with the letter mirrored: a dialect that tries North's
 * letters mirrored (the Mancala World habit) reads one that names no
 * move otherwise as the move meant, with a warning; the others never
 * take it for that move.  Returns how many were read so. */
static int check_mirrored(bao_token_reader *r, const bao_position *p,
                          const bao_movelist *list)
{
  static const char swap[][2] = {{'L', 'R'}, {'R', 'L'}, {'<', '>'},
                                 {'>', '<'}};
  char tok[BAO_DIALECT_TOKEN_MAX];
  bao_resolution res;
  int i, d, k, found = 0;
  if (p->to_move != BAO_NORTH)
    return 0;
  for (i = 0; i < list->count; i++) {
    if (list->item[i].move.forced)
      continue;
    for (d = 0; d < BAO_DIALECT_COUNT; d++) {
      bao_outcome_token(&list->item[i], p->to_move, d, tok, sizeof tok);
      for (k = 0; k < 4 && tok[2] != swap[k][0]; k++)
        ;
      if (k == 4)
        continue; /* no letter */
      tok[2] = swap[k][1];
      if (!bao_resolve(r, p, list, d, tok, strlen(tok), &res) ||
          res.index != i)
        continue;
      assert_true(bao_dialect_row(d)->try_mirrored);
      assert_true(res.n_warnings > 0);
      found++;
    }
  }
  return found;
}

static void test_round_trip(void **state)
{
  bao_position p;
  bao_movelist list;
  bao_rules rules;
  uint64_t seed = 2026;
  int v, game, ply, plies = 0, mirrored = 0;
  for (v = 0; v < BAO_VARIANTS; v++) {
    rules = bao_rules_variant(v);
    for (game = 0; game < 10; game++) {
      bao_position_start(&p, &rules);
      for (ply = 0; ply < 200; ply++) {
        bao_position_moves(&p, &list);
        if (list.count == 0)
          break;
        check_round_trip(*state, &p, &list);
        mirrored += check_mirrored(*state, &p, &list);
        plies++;
        list.count = (int)(bao_splitmix_next(&seed) % (uint64_t)list.count);
        if (list.item[list.count].period)
          break;
        p = list.item[list.count].after;
      }
    }
  }
  assert_true(plies > 1000); /* the games were played */
  /* de Voogt's readers get records written the Mancala World way
     (notation.c, docs/rules.md 2.3): that dialect tries them */
  assert_true(bao_dialect_row(BAO_DIALECT_DEVOOGT)->try_mirrored);
  assert_true(mirrored > 0);
}

/* The ap dialect against Abstract Play's own engine: the first plies of
 * game 0 of tests/data/abstractplay/plies-default.jsonl.gz, AP's legal
 * moves (its `legal`, sorted as AP sorts them: by their bytes) and the
 * move played.  Those plies are the same under our default rules (the
 * namua openings, a capture with the choice of a safari at ply 4): our
 * legal moves written in the ap dialect and sorted are AP's list, and
 * the move AP recorded reads back as one of ours. */
static int by_bytes(const void *a, const void *b)
{
  return strcmp((const char *)a, (const char *)b);
}

static void test_ap_sample(void **state)
{
  static const char *const legal[][7] = {
    {"f2<*", "f2>*", "g2<*", "g2>*"},
    {"c3<", "c3>", "d3<", "d3>"},
    {"c2<", "c2>"},
    {"d3<", "d3>", "h3<"},
    {"h2>", "h2>+"},
    {"a3<*", "a3>*", "b3<*", "b3>*"},
  };
  static const char *const played[] = {"f2<*", "d3<", "c2>", "d3>", "h2>",
                                       "b3>*"};
  char got[BAO_MAX_MOVES][BAO_DIALECT_TOKEN_MAX];
  bao_rules rules = bao_rules_default();
  bao_position p;
  bao_movelist list;
  bao_resolution res;
  int ply, i;
  bao_position_start(&p, &rules);
  for (ply = 0; ply < 6; ply++) {
    bao_position_moves(&p, &list);
    for (i = 0; i < list.count; i++)
      bao_outcome_token(&list.item[i], p.to_move, BAO_DIALECT_AP, got[i],
                        sizeof got[i]);
    qsort(got, (size_t)list.count, sizeof got[0], by_bytes);
    for (i = 0; i < list.count; i++) {
      assert_non_null(legal[ply][i]);
      assert_string_equal(got[i], legal[ply][i]);
    }
    assert_true(i == 7 || legal[ply][i] == NULL);
    assert_true(bao_resolve(*state, &p, &list, BAO_DIALECT_AP, played[ply],
                            strlen(played[ply]), &res));
    assert_int_equal(res.n_warnings, 0);
    p = list.item[res.index].after;
  }
}

/* The cells: South's pits are rows A (rank 2) and B (rank 1) numbered by
 * file; North's are a (rank 3) and b (rank 4) numbered from North's left,
 * the h-file: d3 is a5, North's nyumba, and h3 a1, its left kichwa. */
static void test_ap_cells(void **state)
{
  static const struct {
    const char *text;
    char row, hole, letter, star, safari;
  } cases[] = {
    {"e2<*", 'A', 5, '<', 1, 0}, {"a1>", 'B', 1, '>', 0, 0},
    {"h1<", 'B', 8, '<', 0, 0},  {"d3<", 'a', 5, '<', 0, 0},
    {"h3>+", 'a', 1, '>', 0, 1}, {"a4<**", 'b', 8, '<', 2, 0},
    {"h4>*", 'b', 1, '>', 1, 0},
  };
  bao_token t;
  size_t i;
  for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    assert_true(bao_token_read(*state, BAO_DIALECT_AP, cases[i].text,
                               strlen(cases[i].text), &t, NULL));
    assert_int_equal(t.row, cases[i].row);
    assert_int_equal(t.hole, cases[i].hole);
    assert_int_equal(t.letter, cases[i].letter);
    assert_int_equal(t.star, cases[i].star);
    assert_int_equal(t.safari, cases[i].safari);
  }
}

/* The rows themselves: a name each, distinct, and a rule the reader has. */
static void test_rows(void **state)
{
  const bao_dialect_def *a, *b;
  int d, e;
  (void)state;
  for (d = 0; d < BAO_DIALECT_COUNT; d++) {
    a = bao_dialect_def_of(d);
    assert_non_null(a);
    assert_ptr_equal(bao_dialect_row(d), a);
    assert_true(a->name[0] && a->title[0]);
    assert_true(a->rule < BAO_RULE_COUNT);
    for (e = 0; e < d; e++) {
      b = bao_dialect_def_of(e);
      assert_true(strcmp(a->name, b->name) != 0);
    }
  }
  assert_null(bao_dialect_def_of(BAO_DIALECT_COUNT));
  assert_null(bao_dialect_def_of(-1));
}

/* A row's `arrows` (what the suggestions read '>' as) agrees with its
 * reader: '>' after the hole is the direction right in an arrow
 * dialect, a safari in the others. */
static void test_arrows(void **state)
{
  bao_token t;
  int d;
  for (d = 0; d < BAO_DIALECT_COUNT; d++) {
    /* the ap dialect names the same pit, South's A5, by its cell e2 */
    const char *s = d == BAO_DIALECT_AP ? "e2>" : "A5>";
    assert_true(bao_token_read(*state, d, s, 3, &t, NULL));
    if (bao_dialect_row(d)->arrows) {
      assert_int_equal(t.letter, '>');
      assert_int_equal(t.safari, 0);
    } else {
      assert_int_equal(t.letter, 0);
      assert_int_equal(t.safari, 1);
    }
  }
}

int main(int argc, char **argv)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_rows),
    cmocka_unit_test(test_arrows),
    cmocka_unit_test(test_decided),
    cmocka_unit_test(test_round_trip),
    cmocka_unit_test(test_ap_sample),
    cmocka_unit_test(test_ap_cells),
  };
  return ts_run(tests, group_setup, group_teardown, argc, argv);
}
