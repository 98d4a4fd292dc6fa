/*
 * test_site_group.c - the players' games grouped once for the site's
 * pages (bao_site_group): each player's group holds exactly the games
 * that name them (counted here by looking through every game for every
 * player, the way each page once did), so the pages together look at
 * each game at most twice, not once per player.
 *
 * The collections are made by hand: n games, game i between players
 * "P<i>" and "P<(i * 7 + 3) % m>", every fifth one a copy (its players
 * are its kept game's: listed on no page), and one game of a player
 * against themself (listed once on their page).
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
#include "bao/collection.h"

enum { GAMES = 600, PLAYERS = 250 };

static char names[PLAYERS][16];

static void make(bao_collection *c, bao_game_row *rows, size_t n)
{
  size_t i;
  memset(c, 0, sizeof *c);
  memset(rows, 0, n * sizeof *rows);
  for (i = 0; i < PLAYERS; i++)
    snprintf(names[i], sizeof names[i], "P%zu", i);
  for (i = 0; i < n; i++) {
    rows[i].index = (int)i + 1;
    rows[i].south = names[i % PLAYERS];
    rows[i].north = names[(i * 7 + 3) % PLAYERS];
    rows[i].copy = i % 5 == 4;
  }
  rows[10].north = rows[10].south; /* against themself */
  rows[11].north = NULL;            /* a player not known */
  c->rows = rows;
  c->n_rows = n;
}

/* Whether row r names `name` and is listed (the old scan of each page). */
static int names_player(const bao_game_row *r, const char *name)
{
  return !r->copy && ((r->south && strcmp(r->south, name) == 0) ||
                      (r->north && strcmp(r->north, name) == 0));
}

static void groups_are_the_scans(void **state)
{
  static bao_game_row rows[GAMES];
  bao_collection c;
  bao_site_links l;
  size_t k, i, total = 0, scan_work = 0;
  (void)state;
  make(&c, rows, GAMES);
  memset(&l, 0, sizeof l);
  assert_int_equal(bao_site_group(&c, &l), 1);
  assert_non_null(l.rows_of);
  assert_non_null(l.first);
  assert_int_equal(l.first[0], 0);
  for (k = 0; k < l.n_names; k++) {
    size_t want = 0, got = l.first[k + 1] - l.first[k], j = l.first[k];
    for (i = 0; i < c.n_rows; i++, scan_work++)
      if (names_player(&rows[i], l.names[k])) {
        assert_true(j < l.first[k + 1]);
        assert_int_equal(l.rows_of[j], i); /* in order, each once */
        j++, want++;
      }
    assert_int_equal(got, want);
    total += got;
  }
  /* the pages' work: each listed game on its one or two players' pages */
  assert_true(total <= 2 * c.n_rows);
  assert_true(scan_work == l.n_names * c.n_rows && scan_work > 50 * total);
  bao_site_ungroup(&l);
  assert_null(l.rows_of);
  assert_null(l.names);
}

static void no_players(void **state)
{
  bao_collection c;
  bao_game_row row;
  bao_site_links l;
  (void)state;
  memset(&c, 0, sizeof c);
  memset(&row, 0, sizeof row);
  c.rows = &row;
  c.n_rows = 1;
  memset(&l, 0, sizeof l);
  assert_int_equal(bao_site_group(&c, &l), 1);
  assert_int_equal(l.n_names, 0);
  bao_site_ungroup(&l);
}

int main(int argc, char **argv)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(groups_are_the_scans),
    cmocka_unit_test(no_players),
  };
  return ts_run(tests, NULL, NULL, argc, argv);
}
