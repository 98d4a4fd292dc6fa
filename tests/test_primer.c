/*
 * test_primer.c - the rules primer (primer.c): every variant's steps set
 * up and play, and each diagram shows what its step explains, as the
 * engine sees it (docs/rules.md): the capture step's move captures, the
 * takasa step's captures nothing, the sowing step's relays, the nyumba
 * step's is the tax (the nyumba survives, functional), the safari
 * step's sows the nyumba on and destroys it, the takasia step's sets a
 * takasia, and after the end step's move the game is over.  The steps a
 * variant lacks are absent: Bao la Kujifunza has no nyumba, safari or
 * takasia (R11-R15, §4), the leaflet and the Esperanto game no takasia.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <string.h>
#include <cmocka.h>
#include "test_run.h"

#include "bao/view.h"

/* The step `id` of the variant: 1 and *s, or 0 when it has none. */
static int step_of(int variant, const char *id, bao_primer_step *s)
{
  size_t i;
  for (i = 0; i < bao_primer_steps(); i++) {
    int r = bao_primer_get(variant, i, s);
    assert_true(r >= 0);
    if (r && strcmp(s->id, id) == 0)
      return 1;
  }
  return 0;
}

static int captured(const bao_primer_step *s)
{
  return (s->marks.captured[0] | s->marks.captured[1]) != 0;
}

/* Every step of every variant sets up, and plays its move. */
static void every_step(void **state)
{
  bao_primer_step s;
  size_t i;
  int v, k, steps;
  (void)state;
  for (v = 0; v < BAO_VARIANTS; v++) {
    steps = 0;
    for (i = 0; i < bao_primer_steps(); i++) {
      int r = bao_primer_get(v, i, &s);
      assert_true(r == 0 || r == 1);
      if (!r)
        continue;
      steps++;
      assert_non_null(s.id);
      assert_non_null(s.title);
      assert_non_null(s.text[0]);
      for (k = 0; k < BAO_PRIMER_PARAS && s.text[k]; k++)
        assert_true(strlen(s.text[k]) > 20);
      /* every step but the notation's has a diagram, with its caption */
      assert_int_equal(s.diagram, strcmp(s.id, "notation") != 0);
      assert_int_equal(s.caption[0] != '\0', s.diagram);
      if (s.marked)
        assert_true(s.move[0] != '\0');
    }
    assert_true(steps >= 7);
  }
  assert_int_equal(bao_primer_get(BAO_VARIANTS, 0, &s), -1);
  assert_int_equal(bao_primer_get(0, bao_primer_steps(), &s), -1);
}

/* Each diagram shows its step. */
static void diagrams_show_their_step(void **state)
{
  bao_primer_step s;
  bao_status st;
  int v;
  (void)state;
  for (v = 0; v < BAO_VARIANTS; v++) {
    bao_rules r = bao_rules_variant(v);
    assert_true(step_of(v, "capture", &s) && s.marked && captured(&s));
    assert_true(step_of(v, "takasa", &s) && s.marked && !captured(&s));
    assert_true(strchr(s.move, '*') != NULL);
    assert_true(step_of(v, "sowing", &s) && s.marked && !captured(&s));
    assert_true(s.marks.start >= 0);
    assert_true(step_of(v, "end", &s) && s.marked);
    st = bao_position_status(&s.position, NULL);
    assert_true(st.over);
    assert_int_equal(step_of(v, "nyumba", &s), BAO_HAS(&r, BAO_F_NYUMBA));
    assert_int_equal(step_of(v, "safari", &s), BAO_HAS(&r, BAO_F_NYUMBA));
    assert_int_equal(step_of(v, "takasia", &s), BAO_HAS(&r, BAO_F_TAKASIA));
  }
  /* the tax: 2 seeds out of the nyumba, which stays functional (R7b) */
  assert_true(step_of(BAO_KISWAHILI, "nyumba", &s) && s.marked);
  assert_int_equal(s.marks.delta[BAO_SOUTH][4], -1);
  assert_true(bao_position_house_functional(&s.position, BAO_SOUTH));
  /* the safari destroys it (R13) */
  assert_true(step_of(BAO_KISWAHILI, "safari", &s) && s.marked);
  assert_true(strchr(s.move, '>') != NULL);
  assert_int_equal(s.position.house[BAO_SOUTH], BAO_HOUSE_DESTROYED);
  /* takasia: the opponent's one threatened hole is barred (R15) */
  assert_true(step_of(BAO_KISWAHILI, "takasia", &s) && s.marked);
  assert_true(s.position.takasia >= 0);
  /* the relay: the move's first lap ends in an occupied hole (R4) */
  assert_true(step_of(BAO_KISWAHILI, "sowing", &s));
  assert_true(s.marks.delta[BAO_SOUTH][2] != 1);
}

int main(int argc, char **argv)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(every_step),
    cmocka_unit_test(diagrams_show_their_step),
  };
  return ts_run(tests, NULL, NULL, argc, argv);
}
