/*
 * test_rules_ap.c - Abstract Play's rules (docs/rules.md §12): each
 * option of --rule set=abstractplay on a position of its own.  The
 * expected legal moves are AP's own lists, in AP's spelling and order
 * (sorted by bytes), taken from the games its engine played
 * (tests/data/abstractplay/plies-*.jsonl.gz, game and ply named above
 * each test); the positions are AP's states written as position lines
 * (rows b8..b1 / a8..a1 / A1..A8 / B1..B8 are AP's board rows 0-3, each
 * from the a-file).  tests/ap_replay.py replays every ply of those games.
 */
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

static void parse_with(const char *line, int variant, const char *rule,
                       bao_position *p)
{
  bao_rules r = bao_rules_variant(variant);
  bao_diag err;
  if (rule && !bao_rules_set(&r, rule, &err))
    fail_msg("%s: %s", rule, err.message);
  if (!bao_position_parse(line, &r, p, &err))
    fail_msg("column %d: %s", err.mark.column, err.message);
}

static int by_bytes(const void *a, const void *b)
{
  return strcmp((const char *)a, (const char *)b);
}

/* The legal moves of p as AP lists them ("a,b,c"): the ap dialect's
 * tokens, one '*' of a "**" dropped (AP writes it in records only),
 * sorted by their bytes. */
static void ap_legal(const bao_position *p, char *out, size_t size)
{
  static char tok[BAO_MAX_MOVES][BAO_DIALECT_TOKEN_MAX];
  bao_movelist list;
  size_t used = 0, n;
  int i;
  bao_position_moves(p, &list);
  for (i = 0; i < list.count; i++) {
    bao_outcome_token(&list.item[i], p->to_move, BAO_DIALECT_AP, tok[i],
                      sizeof tok[i]);
    n = strlen(tok[i]);
    if (n > 2 && tok[i][n - 1] == '*' && tok[i][n - 2] == '*')
      tok[i][n - 1] = '\0';
  }
  qsort(tok, (size_t)list.count, sizeof tok[0], by_bytes);
  out[0] = '\0';
  for (i = 0; i < list.count && used + BAO_DIALECT_TOKEN_MAX + 1 < size;
       i++) {
    strcat(out, i ? "," : "");
    strcat(out, tok[i]);
    used = strlen(out);
  }
}

static void check_legal(const char *line, int variant, const char *rule,
                        const char *want)
{
  bao_position p;
  char got[1024];
  parse_with(line, variant, rule, &p);
  ap_legal(&p, got, sizeof got);
  assert_string_equal(got, want);
}

/* takasa-hole=not-house (default game 3, ply 11): North has no working
 * nyumba; a5 (d3) is dormant with 5 seeds and a7, a6 (b3, c3) hold one
 * each.  AP never plays its own intact nyumba while another hole holds
 * seeds: b3 and c3.  Our default treats the dormant nyumba as an
 * ordinary hole, the only one of 2 or more: d3 alone. */
static void takasa_not_house(void **state)
{
  static const char *line =
      "2 3 2 1 0 0 0 0 / 0 1 1 5 0 0 0 0 / 0 0 0 0 7 0 1 0 / "
      "0 0 1 2 2 1 0 2 | hand S16 N17 | house S:F N:a | N to move";
  (void)state;
  check_legal(line, BAO_KISWAHILI, "set=abstractplay",
              "b3<*,b3>*,c3<*,c3>*");
  check_legal(line, BAO_KISWAHILI, NULL, "d3<*,d3>*");
}

/* takasia-block=always (default game 0, ply 45): North's a3 (f3) is
 * takasiaed, yet North has captures, and may capture from a3 itself. */
static void takasia_block_always(void **state)
{
  (void)state;
  check_legal("5 1 4 4 4 1 3 3 / 2 3 3 2 0 4 5 0 / 1 0 3 0 1 1 1 1 / "
              "0 0 1 1 1 3 2 4 | hand S0 N0 | house S:x N:x | N to move | "
              "takasia a3",
              BAO_KISWAHILI, "set=abstractplay",
              "a3<,c3<,d3<,d4>,g4<,h4<");
}

/* takasia-lasts and takasia-capture=forced (default game 0, ply 46):
 * North's a3 is still takasiaed after North's move (reserved, as South
 * sees it), and South's captures must take it: only c2> and h1> do. */
static void takasia_forced(void **state)
{
  (void)state;
  check_legal("5 1 4 4 4 1 0 4 / 2 3 3 2 1 5 7 0 / 1 0 3 0 1 1 0 0 / "
              "0 0 1 1 1 3 2 4 | hand S0 N0 | house S:x N:x | S to move | "
              "reserved a3",
              BAO_KISWAHILI, "set=abstractplay", "c2>,h1>");
}

/* kujifunza-takasia=yes (kujifunza game 0, ply 5): Bao la Kujifunza
 * with a takasia, on North's a8 (a3). */
static void kujifunza_takasia(void **state)
{
  bao_rules r = bao_rules_variant(BAO_KUJIFUNZA);
  bao_diag err;
  (void)state;
  check_legal("3 0 3 3 0 3 1 0 / 7 3 2 8 1 6 2 2 / 1 0 0 0 0 0 1 1 / "
              "4 2 5 0 1 0 4 1 | hand S0 N0 | house S:x N:x | N to move | "
              "takasia a8",
              BAO_KUJIFUNZA, "set=abstractplay", "a3<,c3>,c4>,f4<");
  /* the set sets only the options the variant has */
  assert_true(bao_rules_set(&r, "set=abstractplay", &err));
  assert_int_equal(r.kujifunza_takasia, BAO_KUJIFUNZA_TAKASIA_YES);
  assert_int_equal(r.takasa_hole, BAO_TAKASA_RESTRICTED);
  assert_false(bao_rules_set(&r, "set=nosuch", &err));
  assert_non_null(strstr(err.message, "nosuch"));
}

/* house-takata=relay (a hand-made position of special-positions.jsonl.gz):
 * South's c2>* (A3R*) sows d2 and the working nyumba e2 (7, now 8); AP
 * lifts it and sows on, e2's 8 seeds in f2, g2, h2, h1 .. d1: AP's board
 * after it is the line below, both houses gone.  Our default stops there. */
static void house_takata_relay(void **state)
{
  static const char *line =
      "7 7 7 7 7 7 7 4 / 2 0 0 0 0 0 0 0 / 0 0 2 0 7 0 0 0 / "
      "0 0 0 0 0 0 0 0 | hand S0 N0 | house S:F N:x | S to move";
  bao_position p;
  bao_movelist list;
  char after[BAO_LINE_MAX], tok[BAO_DIALECT_TOKEN_MAX];
  int i, found = 0;
  (void)state;
  parse_with(line, BAO_KISWAHILI, "set=abstractplay", &p);
  bao_position_moves(&p, &list);
  for (i = 0; i < list.count; i++) {
    bao_outcome_token(&list.item[i], p.to_move, BAO_DIALECT_AP, tok,
                      sizeof tok);
    if (strcmp(tok, "c2>*") != 0)
      continue;
    found = 1;
    bao_position_format(&list.item[i].after, after, sizeof after);
    assert_string_equal(after, "7 7 7 7 7 7 7 4 / 2 0 0 0 0 0 0 0 / "
                               "0 0 0 1 0 1 1 1 / 0 0 0 1 1 1 1 1 | hand "
                               "S0 N0 | house S:x N:x | N to move");
  }
  assert_true(found);
}

/* front-row=loses: South's only front seeds are A1's 2; A1 sown left
 * (a2<*: A1 is the cell a2) drops them in B1 and B2 and leaves South's
 * front row empty.
 * Our default forbids the move (D7); AP allows it and South has lost at
 * once, before North moves (its checkEOG after every move). */
static void front_row_loses(void **state)
{
  static const char *line =
      "0 0 0 0 0 0 0 0 / 1 0 1 0 1 0 1 0 / 2 0 0 0 0 0 0 0 / "
      "0 0 0 0 0 0 0 0 | hand S0 N0 | house S:x N:x | S to move";
  bao_position p;
  bao_movelist list;
  bao_status st;
  char tok[BAO_DIALECT_TOKEN_MAX];
  int i, found = 0;
  (void)state;
  check_legal(line, BAO_KISWAHILI, NULL, "a2>*");
  parse_with(line, BAO_KISWAHILI, "set=abstractplay", &p);
  bao_position_moves(&p, &list);
  for (i = 0; i < list.count; i++) {
    bao_outcome_token(&list.item[i], p.to_move, BAO_DIALECT_AP, tok,
                      sizeof tok);
    if (strcmp(tok, "a2<*") != 0)
      continue;
    found = 1;
    st = bao_position_status(&list.item[i].after, NULL);
    assert_true(st.over);
    assert_int_equal(st.loser, BAO_SOUTH);
  }
  assert_true(found);
}

/* The position after the move AP spells `token` in `line` under AP's
 * rules, formatted into after[BAO_LINE_MAX]. */
static void ap_after(const char *line, const char *token, char *after)
{
  bao_position p;
  bao_movelist list;
  char tok[BAO_DIALECT_TOKEN_MAX];
  int i;
  parse_with(line, BAO_KISWAHILI, "set=abstractplay", &p);
  bao_position_moves(&p, &list);
  for (i = 0; i < list.count; i++) {
    bao_outcome_token(&list.item[i], p.to_move, BAO_DIALECT_AP, tok,
                      sizeof tok);
    if (strcmp(tok, token) == 0) {
      bao_position_format(&list.item[i].after, after, BAO_LINE_MAX);
      return;
    }
  }
  fail_msg("%s is not a legal move of %s", token, line);
}

/* takasia-lasts=until-cleared, a kept takasia lifted and filled again (a
 * hand-made position; docs/rules.md §12).  South's own c2 (A3) is
 * takasiaed and kept; South may still capture from it: c2> lifts its 2
 * seeds (d2, e2), captures e3's 3, which enter at the left kichwa a2 and
 * fill a2, b2 and c2 again, where the move ends on a single seed.  AP's
 * engine (bao.ts, move()) clears a blocked pit that its move's sowing
 * lifted (processMove's `sown`, which holds every pit picked up: the
 * first one and each relay), whatever a later lap put back: South's c2
 * is no longer takasiaed, nothing is reserved, and North's one capture,
 * b4> (a4, a3; a3 faces a2), is legal: AP's moves() filters North's
 * captures to those taking a blocked pit only while one is stored.  Kept,
 * as our reading was, c2 would be North's duty to capture, b4> does not
 * take it, and North would have lost for want of a legal move. */
static void kept_takasia_lifted(void **state)
{
  char after[BAO_LINE_MAX];
  (void)state;
  ap_after("1 2 1 1 1 1 1 1 / 1 0 1 2 3 0 0 0 / 0 0 2 0 1 0 0 0 / "
           "1 1 1 1 1 1 1 1 | hand S0 N0 | house S:x N:x | S to move | "
           "takasia A3", "c2>", after);
  assert_string_equal(after, "1 2 1 1 1 1 1 1 / 1 0 1 2 0 0 0 0 / "
                             "1 1 1 1 2 0 0 0 / 1 1 1 1 1 1 1 1 | hand "
                             "S0 N0 | house S:x N:x | N to move");
  check_legal(after, BAO_KISWAHILI, "set=abstractplay", "b4>");
}

/* takasia-lasts=until-cleared, a takata from a kept takasiaed hole (hand-
 * made positions; docs/rules.md §12).  South's c2 (A3) is takasiaed and
 * kept, South has no capture, and North's last move was quiet (any
 * capture of North's had to take c2, and would have cleared it).  AP's
 * moves() bars a takata from c2 only when getBlocked(), asked anew, finds
 * c2 again: every capture North would now have first captures c2, and
 * none of R15's exceptions holds.  Each line's AP reading, from bao.ts:
 *   kept: North's a3, c3, e3 (a8, a6, a4) hold one seed each and d4 (b5)
 *     two, whose laps end in the back row: North has no capture, so
 *     getBlocked() finds nothing, and c2's takatas are listed with f2's
 *     (c2: d2-e2 or b2-a2, f2: g2-h2 or e2-d2 end on empty holes or
 *     facing empty ones: South has no capture either).  processMove()
 *     stops c2<* at once: it sows the 0 seeds in hand, c2 holds 2, and
 *     it is the stored blocked pit, so the loop breaks before the lift.
 *     The board is unchanged, and so is `blocked` (nothing was lifted or
 *     captured); getBlocked() for North then asks South's moves, which
 *     are takatas: no new block.  North, with no capture, plays d4.
 *   found: a3 holds two, and a3< (b3, c3) captures c2 first, North's only
 *     capture: getBlocked() finds c2 again, and only f2 may be played.
 *   alone: the same, but f2 holds one: c2 is South's only front hole of
 *     more than one seed, an exception of getBlocked(), which finds
 *     nothing; South's only moves are c2's, and North's a3< then must
 *     take c2 (it does).  Our former reading barred c2 and South, with no
 *     legal move, had lost.
 * (AP's move() also checks that 64 seeds are in play, which these few do
 * not make; nothing else in its rules counts them.)  A transcription of
 * AP's mtaji code, outside the repository, gives the same (§12). */
static void kept_takasia_pass(void **state)
{
#define ROWS(a3, f2) \
  "0 0 0 2 0 0 0 0 / " a3 " 0 1 0 1 0 0 0 / 0 0 2 0 0 " f2 " 0 1 / " \
  "0 0 0 0 0 0 0 0 | hand S0 N0 | house S:x N:x | "
  static const char *kept = ROWS("1", "2") "S to move | takasia A3";
  static const char *found = ROWS("2", "2") "S to move | takasia A3";
  static const char *alone = ROWS("2", "1") "S to move | takasia A3";
  char after[BAO_LINE_MAX];
  (void)state;
  check_legal(kept, BAO_KISWAHILI, "set=abstractplay",
              "c2<*,c2>*,f2<*,f2>*");
  check_legal(kept, BAO_KISWAHILI, NULL, "f2<*,f2>*");
  ap_after(kept, "c2>*", after);
  assert_string_equal(after, ROWS("1", "2") "N to move | reserved A3");
  check_legal(after, BAO_KISWAHILI, "set=abstractplay", "d4<*,d4>*");
  ap_after(kept, "c2<*", after);
  assert_string_equal(after, ROWS("1", "2") "N to move | reserved A3");

  check_legal(found, BAO_KISWAHILI, "set=abstractplay", "f2<*,f2>*");

  check_legal(alone, BAO_KISWAHILI, "set=abstractplay", "c2<*,c2>*");
  check_legal(alone, BAO_KISWAHILI, NULL, "");
  ap_after(alone, "c2<*", after);
  assert_string_equal(after, ROWS("2", "1") "N to move | reserved A3");
  check_legal(after, BAO_KISWAHILI, "set=abstractplay", "a3<");
#undef ROWS
}

int main(int argc, char **argv)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(takasa_not_house),
    cmocka_unit_test(takasia_block_always),
    cmocka_unit_test(takasia_forced),
    cmocka_unit_test(kujifunza_takasia),
    cmocka_unit_test(house_takata_relay),
    cmocka_unit_test(front_row_loses),
    cmocka_unit_test(kept_takasia_lifted),
    cmocka_unit_test(kept_takasia_pass),
  };
  return ts_run(tests, NULL, NULL, argc, argv);
}
