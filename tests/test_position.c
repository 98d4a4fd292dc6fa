/*
 * test_position.c - the position model, hole names and the position line:
 * the start position as docs/rules.md R2 writes it, round trips, and every kind
 * of malformed line refused with the right column.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include "test_run.h"

#include <string.h>

#include "bao/bao.h"

static const char start_line[] =
  "0 0 0 0 0 0 0 0 / 0 2 2 6 0 0 0 0 / 0 0 0 0 6 2 2 0 / "
  "0 0 0 0 0 0 0 0 | hand S22 N22 | house S:F N:F | S to move";

/* The start as docs/rules.md R2 gives it; A5 and a5 hold 6. */
static void start_position(void **state)
{
  bao_position p;
  char buf[BAO_LINE_MAX];
  (void)state;
  bao_position_start(&p, NULL);
  bao_position_format(&p, buf, sizeof buf);
  assert_string_equal(buf, start_line);
  assert_int_equal(p.pit[BAO_SOUTH][BAO_HOUSE], 6);
  assert_int_equal(p.pit[BAO_NORTH][BAO_HOUSE], 6);
  assert_int_equal(bao_position_seeds(&p), 64);
  assert_true(bao_position_namua(&p, BAO_SOUTH));
  assert_true(bao_position_house_functional(&p, BAO_NORTH));
}

/* Hole names: A_i is circuit index i-1, B_i is 16-i (docs/rules.md §2.1). */
static void hole_names(void **state)
{
  static const char *names[] = {"A1", "A8", "B8", "B1", "a1", "a5", "b8", "b1"};
  static const int index[] = {0, 7, 8, 15, 16, 20, 24, 31};
  char buf[3];
  bao_hole h;
  size_t i;
  (void)state;
  for (i = 0; i < sizeof index / sizeof index[0]; i++) {
    bao_hole_name((bao_hole)index[i], buf, sizeof buf);
    assert_string_equal(buf, names[i]);
    assert_true(bao_hole_parse(names[i], &h));
    assert_int_equal(h, index[i]);
  }
  assert_false(bao_hole_parse("A9", &h));
  assert_false(bao_hole_parse("C1", &h));
  assert_false(bao_hole_parse("a", &h));
}

/* The writers into a caller's buffer keep to its size, as snprintf does:
 * the length needed, the text cut to fit and always ended, nothing past
 * the end touched. */
static void sized_writers(void **state)
{
  bao_position p;
  bao_movelist list;
  char buf[16], whole[BAO_TOKEN_MAX];
  size_t n = sizeof start_line - 1;
  (void)state;
  bao_position_start(&p, NULL);
  memset(buf, '#', sizeof buf);
  assert_int_equal(bao_position_format(&p, buf, 10), n);
  assert_string_equal(buf, "0 0 0 0 0");
  assert_int_equal(buf[10], '#');
  assert_int_equal(bao_position_format(&p, buf, 0), n);
  assert_int_equal(buf[0], '0');
  assert_int_equal(bao_hole_name(BAO_HOLE(BAO_NORTH, 8), buf, 2), 2);
  assert_string_equal(buf, "b");
  assert_true(bao_position_moves(&p, &list) > 0);
  n = bao_move_token(&list.item[0].move, BAO_SOUTH, whole, sizeof whole);
  assert_int_equal(n, strlen(whole));
  memset(buf, '#', sizeof buf);
  assert_int_equal(bao_move_token(&list.item[0].move, BAO_SOUTH, buf, 3), n);
  assert_int_equal(strlen(buf), 2);
  assert_memory_equal(buf, whole, 2);
  assert_int_equal(buf[3], '#');
}

/* A line is read back to the same position; blanks may be any run. */
static void round_trip(void **state)
{
  const char *line =
    "1 0 5 8 1 2 7 0 / 4 4 5 6 3 4 1 3 / 1 0 0 0 0 0 0 0 / "
    "1 1 1 1 1 2 0 2 | hand S0 N0 | house S:x N:x | N to move | takasia a3";
  bao_position p;
  bao_diag err;
  char buf[BAO_LINE_MAX];
  (void)state;
  assert_true(bao_position_parse(line, NULL, &p, &err));
  bao_position_format(&p, buf, sizeof buf);
  assert_string_equal(buf, line);
  /* b8 is the first count, a1 the last of the second row, B8 the last */
  assert_int_equal(p.pit[BAO_NORTH][8], 1);
  assert_int_equal(p.pit[BAO_NORTH][0], 3);
  assert_int_equal(p.pit[BAO_SOUTH][8], 2);
  assert_int_equal(p.takasia, 2);
  assert_true(bao_position_parse(
    "0  0 0 0 0 0 0 0/0 2 2 6 0 0 0 0 /\t0 0 0 0 6 2 2 0 / 0 0 0 0 0 0 0 0 "
    "|hand S22 N22| house S:F N:F | S to move\n", NULL, &p, &err));
  bao_position_format(&p, buf, sizeof buf);
  assert_string_equal(buf, start_line);
}

/* Each malformed line is refused with the column of its first fault. */
static void refusals(void **state)
{
  static const struct {
    const char *line;
    int column;
    const char *says;
  } bad[] = {
    {"0 0 0 0 0 0 0 / 0", 15, "fewer than 8"},
    {"0 0 0 0 0 0 0 0 0 / 0", 17, "more than 8"},
    {"0 0 0 -1 0 0 0 0 / 0", 7, "negative"},
    {"0 0 0 300 0 0 0 0 / 0", 9, "more seeds"},
    {"0 0 0 99999999999999999999 0 0 0 0", 9, "more seeds"},
    {"0 0 0 x 0 0 0 0 / 0", 7, "seed count"},
    {"0 0 0 0 0 0 0 0 / 0 2 2 6 0 0 0 0 / 0 0 0 0 6 2 2 0 / "
     "0 0 0 0 0 0 0 0 | hand S22 | house", 82, "'N'"},
    {"0 0 0 0 0 0 0 0 / 0 2 2 6 0 0 0 0 / 0 0 0 0 6 2 2 0 / "
     "0 0 0 0 0 0 0 0 | hand S22 N22 | house S:Q N:F | S to move", 96,
     "F, a or x"},
    {"0 0 0 0 0 0 0 0 / 0 2 2 6 0 0 0 0 / 0 0 0 0 1 2 2 0 / "
     "0 0 0 0 0 0 0 0 | hand S22 N22 | house S:F N:F | S to move", 96,
     "6 or more"},
    {"0 0 0 0 0 0 0 0 / 0 2 2 6 0 0 0 0 / 0 0 0 0 6 2 2 0 / "
     "0 0 0 0 0 0 0 0 | hand S22 N22 | house S:F N:F | W to move", 104,
     "S or N"},
    {"0 0 0 0 0 0 0 0 / 0 2 2 6 0 0 0 0 / 0 0 0 0 6 2 2 0 / "
     "0 0 0 0 0 0 0 0 | hand S22 N22 | house S:F N:F | S to move | takasia a3",
     124, "front row of the side to move"},
    {"0 0 0 0 0 0 0 0 / 0 2 2 6 0 0 0 0 / 0 0 0 0 6 2 2 0 / "
     "0 0 0 0 0 0 0 0 | hand S22 N22 | house S:F N:F | S to move junk", 114,
     "unexpected text"},
    {"255 0 0 0 0 0 0 0 / 0 2 2 6 0 0 0 0 / 0 0 0 0 6 2 2 0 / "
     "0 0 0 0 0 0 0 0 | hand S22 N22 | house S:F N:F | S to move", 1,
     "more than 255"},
    {"", 1, "empty"},
    {"  ", 3, "empty"},
  };
  size_t i;
  bao_position p;
  bao_diag err;
  (void)state;
  for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    memset(&err, 0, sizeof err);
    assert_false(bao_position_parse(bad[i].line, NULL, &p, &err));
    if (!strstr(err.message, bad[i].says) || err.mark.column != bad[i].column)
      fail_msg("line %zu: column %d '%s', expected column %d '%s'", i,
               err.mark.column, err.message, bad[i].column, bad[i].says);
  }
}

int main(int argc, char **argv)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(start_position),
    cmocka_unit_test(hole_names),
    cmocka_unit_test(round_trip),
    cmocka_unit_test(sized_writers),
    cmocka_unit_test(refusals),
  };
  return ts_run(tests, NULL, NULL, argc, argv);
}
