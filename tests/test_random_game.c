/*
 * test_random_game.c - bao_random_game (record.h), the library's random
 * games: reproducible from (seed, n) alone, each game its own stream,
 * every ply a legal move of the position it is played in, the tail and
 * tags saying how the game stopped.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include "test_run.h"
#include <string.h>

#include "bao/bao.h"
#include "bao/record.h"

/* Replays g's plies from the start of `rules`: each is the canonical
 * token of a legal move; the position after the last one in *end. */
static void replay(const bao_game *g, const bao_rules *rules,
                   bao_position *end)
{
  bao_movelist list;
  char tok[BAO_TOKEN_MAX];
  size_t k;
  int i;
  bao_position_start(end, rules);
  for (k = 0; k < g->n_plies; k++) {
    assert_int_equal(g->plies[k].side, end->to_move);
    bao_position_moves(end, &list);
    for (i = 0; i < list.count; i++) {
      bao_move_token(&list.item[i].move, end->to_move, tok, sizeof tok);
      if (strcmp(tok, g->plies[k].token) == 0)
        break;
    }
    assert_true(i < list.count);
    assert_int_equal(list.item[i].period, 0);
    *end = list.item[i].after;
  }
}

static int same_plies(const bao_game *a, const bao_game *b)
{
  size_t k;
  if (a->n_plies != b->n_plies)
    return 0;
  for (k = 0; k < a->n_plies; k++)
    if (strcmp(a->plies[k].token, b->plies[k].token) != 0)
      return 0;
  return 1;
}

/* The same (seed, n) gives the same game; another n another game. */
static void reproducible(void **state)
{
  bao_game a, b, c;
  bao_diag d;
  (void)state;
  assert_true(bao_random_game(&a, NULL, 42, 5, -1, &d));
  assert_true(bao_random_game(&b, NULL, 42, 5, -1, &d));
  assert_true(bao_random_game(&c, NULL, 42, 6, -1, &d));
  assert_true(a.n_plies > 0);
  assert_true(same_plies(&a, &b));
  assert_string_equal(a.tail, b.tail);
  assert_false(same_plies(&a, &c));
  assert_string_equal(bao_game_tag(&a, "seed"), "42:5");
  assert_string_equal(bao_game_tag(&a, "round"), "5");
  assert_string_equal(bao_game_tag(&a, "variant"), "kiswahili");
  assert_null(bao_game_tag(&a, "rules"));
  bao_game_free(&a);
  bao_game_free(&b);
  bao_game_free(&c);
}

/* Every ply is legal; a game that ends says who won, as the position
 * after its last ply does; the cap stops a game where it says. */
static void legal_and_told(void **state)
{
  bao_rules kete = bao_rules_variant(BAO_KETE);
  bao_position end;
  bao_status st;
  bao_game g;
  bao_diag d;
  long n;
  (void)state;
  for (n = 1; n <= 20; n++) {
    assert_true(bao_random_game(&g, &kete, 7, n, -1, &d));
    assert_string_equal(bao_game_tag(&g, "variant"), "kete");
    replay(&g, &kete, &end);
    st = bao_position_status(&end, NULL);
    if (st.over)
      assert_string_equal(bao_game_tag(&g, "result"),
                          st.loser == BAO_SOUTH ? "0-1" : "1-0");
    else
      assert_null(bao_game_tag(&g, "result"));
    bao_game_free(&g);
  }
  assert_true(bao_random_game(&g, NULL, 7, 1, 3, &d));
  assert_int_equal(g.n_plies, 3);
  assert_string_equal(g.tail, "stopped at the ply cap (3 plies)");
  bao_game_free(&g);
}

/* An option off its default is tagged, so the game replays; an unknown
 * variant is refused with an empty game. */
static void tagged_rules(void **state)
{
  bao_rules r = bao_rules_default();
  bao_game g;
  bao_diag d;
  (void)state;
  assert_true(bao_rules_set(&r, "takasia=strict", &d));
  assert_true(bao_random_game(&g, &r, 1, 1, 10, &d));
  assert_string_equal(bao_game_tag(&g, "rules"), "takasia=strict");
  bao_game_free(&g);
  r.variant = 99;
  assert_false(bao_random_game(&g, &r, 1, 1, 10, &d));
  assert_int_equal(g.n_plies, 0);
  assert_int_equal(g.n_tags, 0);
}

int main(int argc, char **argv)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(reproducible),
    cmocka_unit_test(legal_and_told),
    cmocka_unit_test(tagged_rules),
  };
  return ts_run(tests, NULL, NULL, argc, argv);
}
