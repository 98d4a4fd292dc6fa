/*
 * test_i18n.c - every event the engine emits, in every case, told in a
 * translation (usage: test_i18n LL [CASE-GLOB...], one run per language
 * of po/LINGUAS; the cases as in test_run.h).
 *
 * Each case is a ply made by hand: a list of events (enum
 * bao_event_kind, with its lap why, entry why, end why and flags), the
 * position before it (its variant's words) and after it (the count of the
 * hole where the last seed fell tells an empty hole from a decided game),
 * and the move's kind (its title).  The text renderer tells it twice: in
 * English (the C locale: the msgids) and in language LL (LANGUAGE=LL in
 * C.UTF-8, from the catalogs of the build tree).  A case passes when the
 * two lines differ and no clause of the English line (a run of 3 words or
 * more between punctuation) is found in the translated one: an untold
 * event, or a sentence the catalog lacks, would show English.
 *
 * The expected values are no sentences of ours: only that English is
 * absent, and that the cases cover enum bao_event_kind (checked against
 * BAO_EVENT_KINDS).
 */
#define _POSIX_C_SOURCE 200809L /* setenv, open_memstream */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include "test_run.h"

#include <libintl.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bao/bao.h"
#include "base/i18n.h"
#include "engine/internal.h" /* bao_events_push */
#include "bao/replay.h"
#include "test_support.h" /* ts_load_1994 */
#include "bao/view.h"

static const char *lang; /* argv[1] */

/* ---- a ply made by hand ---------------------------------------------------- */

typedef struct ply_case {
  const char *what;
  int variant;
  int kind;             /* enum bao_move_kind                           */
  int house_stop;       /* the rule option (D3)                         */
  int last_count;       /* seeds after the move in the last lap's hole  */
  int truncated;
  size_t n;
  bao_event ev[6];
} ply_case;

#define H(side, c) BAO_HOLE(side, c)
#define NO BAO_NO_HOLE
#define EV(k, s, h, h2, cnt, d, w, f) \
  {.kind = (k), .side = (s), .hole = (h), .hole2 = (h2), .count = (cnt), \
   .dir = (d), .why = (w), .flag = (f), .period = 0}

/* Calls the ply (v) or begin (r) callback of renderer rd with a context
 * of its own writing to f; 1 on success. */
static int told(const bao_renderer *rd, const bao_replay *r,
                const bao_ply_report *v, FILE *f)
{
  bao_sink *s = bao_sink_file(f, BAO_SINK_BLOCKS);
  bao_annotate_ctx a;
  int ok;
  assert_non_null(s);
  bao_annotate_ctx_init(&a, s);
  ok = v ? rd->ply(&a, r, v) : rd->begin(&a, r);
  bao_annotate_ctx_free(&a);
  return bao_sink_free(s) && ok;
}

/* The line the text renderer writes for case `c`, in the locale now. */
static char *tell(const ply_case *c)
{
  bao_rules rules = bao_rules_variant(c->variant);
  bao_position before, after;
  bao_outcome played;
  bao_events events;
  bao_ply_report v;
  char *text = NULL;
  size_t size = 0, i;
  FILE *f = open_memstream(&text, &size);
  assert_non_null(f);
  rules.house_stop = (uint8_t)c->house_stop;
  bao_position_start(&before, &rules);
  after = before;
  memset(&played, 0, sizeof played);
  played.move.kind = (uint8_t)c->kind;
  bao_events_init(&events);
  for (i = 0; i < c->n; i++) {
    bao_event e = c->ev[i];
    if (e.kind == BAO_EV_NEVER_ENDING && e.count)
      e.period = e.count == 255   ? BAO_PERIOD_UNKNOWN
                 : e.count == 254 ? BAO_PERIOD_BUDGET
                                  : e.count,
      e.count = 0;
    bao_events_push(&events, &e);
    if (e.kind == BAO_EV_LAP)
      after.pit[BAO_HOLE_SIDE(e.hole2)][BAO_HOLE_C(e.hole2)] =
        (uint8_t)c->last_count;
  }
  events.truncated = c->truncated;
  memset(&v, 0, sizeof v);
  v.ply = 22;
  v.side = BAO_SOUTH;
  v.before = &before;
  v.after = &after;
  v.outcome = &played;
  v.token = "A4R";
  v.events = &events;
  assert_true(told(&bao_annotate_text, NULL, &v, f));
  assert_int_equal(fclose(f), 0);
  bao_events_free(&events);
  return text;
}

static void in_english(void) { assert_non_null(setlocale(LC_MESSAGES, "C")); }

static void in_language(void)
{
  assert_non_null(setlocale(LC_MESSAGES, "C.UTF-8"));
}

/* Whether some clause of `english` (3 words or more between punctuation)
 * is in `other`; says which. */
static int english_left(const char *english, const char *other)
{
  const char *p = english, *q;
  char clause[512];
  while (*p) {
    size_t n, words = 1, i;
    while (*p && strchr(".;:,()\n", *p))
      p++;
    while (*p == ' ')
      p++;
    for (q = p; *q && !strchr(".;:,()\n", *q); q++)
      ;
    n = (size_t)(q - p);
    while (n > 0 && p[n - 1] == ' ')
      n--;
    if (n > 0 && n < sizeof clause) {
      memcpy(clause, p, n);
      clause[n] = '\0';
      for (i = 0; i < n; i++)
        words += clause[i] == ' ';
      if (words >= 3 && strstr(other, clause)) {
        print_error("English left in %s: \"%s\"\n", lang, clause);
        return 1;
      }
    }
    p = q;
  }
  return 0;
}

static void check_case(const ply_case *c)
{
  char *english, *other;
  in_english();
  english = tell(c);
  in_language();
  other = tell(c);
  if (strcmp(english, other) == 0 || english_left(english, other))
    print_error("case %s:\n  en: %s  %s: %s", c->what, english, lang, other);
  assert_string_not_equal(english, other);
  assert_false(english_left(english, other));
  free(english);
  free(other);
}

/* ---- the cases ---------------------------------------------------------------- */

enum { S = BAO_SOUTH, N = BAO_NORTH, CW = BAO_CW, ACW = BAO_ACW };
#define NAMUA_C BAO_NAMUA_CAPTURE
#define NAMUA_T BAO_NAMUA_TAKASA
#define MTAJI_C BAO_MTAJI_CAPTURE
#define MTAJI_T BAO_MTAJI_TAKATA
#define K BAO_KISWAHILI

static const ply_case cases[] = {
  /* BAO_EV_PLACE, then a first lap that ends the move in an empty hole */
  {"place, lap move (5), empty", K, NAMUA_T, 0, 1, 0, 2, {
     EV(BAO_EV_PLACE, S, H(S, 1), NO, 0, 0, 0, 0),
     EV(BAO_EV_LAP, S, H(S, 1), H(S, 6), 5, CW, BAO_LAP_MOVE, 0)}},
  {"lap move (1), the game decided there", K, MTAJI_T, 0, 3, 0, 1, {
     EV(BAO_EV_LAP, S, H(S, 1), H(S, 2), 1, ACW, BAO_LAP_MOVE, 0)}},
  /* captures: house or not, entry chosen/forced/kept, left/right, 1/many */
  {"capture chosen left (1)", K, NAMUA_C, 0, 1, 0, 3, {
     EV(BAO_EV_PLACE, S, H(S, 3), NO, 0, 0, 0, 0),
     EV(BAO_EV_CAPTURE, S, H(S, 3), H(N, 4), 1, CW, BAO_ENTRY_CHOSEN, 'L'),
     EV(BAO_EV_LAP, S, H(S, 0), H(S, 0), 1, CW, BAO_LAP_CAPTURE, 0)}},
  {"capture chosen right (12), the nyumba", K, NAMUA_C, 0, 1, 0, 5, {
     EV(BAO_EV_PLACE, S, H(S, 3), NO, 0, 0, 0, 0),
     EV(BAO_EV_CAPTURE, S, H(S, 3), H(N, 4), 12, ACW, BAO_ENTRY_CHOSEN, 'R'),
     EV(BAO_EV_HOUSE_CAPTURED, N, H(N, 4), NO, 0, 0, 0, 0),
     EV(BAO_EV_HOUSE_DESTROYED, N, H(N, 4), NO, 0, 0, 1, 0),
     EV(BAO_EV_LAP, S, H(S, 7), H(S, 11), 12, ACW, BAO_LAP_CAPTURE, 0)}},
  {"capture chosen left (1), the nyumba", K, NAMUA_C, 0, 1, 0, 4, {
     EV(BAO_EV_CAPTURE, S, H(S, 3), H(N, 4), 1, CW, BAO_ENTRY_CHOSEN, 'L'),
     EV(BAO_EV_HOUSE_CAPTURED, N, H(N, 4), NO, 0, 0, 0, 0),
     EV(BAO_EV_HOUSE_DESTROYED, N, H(N, 4), NO, 0, 0, 1, 0),
     EV(BAO_EV_LAP, S, H(S, 0), H(S, 0), 1, CW, BAO_LAP_CAPTURE, 0)}},
  {"capture chosen right (1)", K, NAMUA_C, 0, 1, 0, 2, {
     EV(BAO_EV_CAPTURE, S, H(S, 3), H(N, 4), 1, ACW, BAO_ENTRY_CHOSEN, 'R'),
     EV(BAO_EV_LAP, S, H(S, 7), H(S, 7), 1, ACW, BAO_LAP_CAPTURE, 0)}},
  {"capture forced left, then reversed", K, MTAJI_C, 0, 3, 0, 3, {
     EV(BAO_EV_CAPTURE, S, H(S, 1), H(N, 6), 3, CW, BAO_ENTRY_FORCED, 'L'),
     EV(BAO_EV_REVERSE, S, H(S, 1), NO, 0, CW, 0, 0),
     EV(BAO_EV_LAP, S, H(S, 0), H(S, 2), 3, CW, BAO_LAP_CAPTURE, 0)}},
  {"capture forced right, reversed, decided", K, MTAJI_C, 0, 4, 0, 3, {
     EV(BAO_EV_CAPTURE, S, H(S, 6), H(N, 1), 2, ACW, BAO_ENTRY_FORCED, 'R'),
     EV(BAO_EV_REVERSE, S, H(S, 6), NO, 0, ACW, 0, 0),
     EV(BAO_EV_LAP, S, H(S, 7), H(S, 6), 2, ACW, BAO_LAP_CAPTURE, 0)}},
  {"capture kept left (7), kept right (1)", K, MTAJI_C, 0, 1, 0, 4, {
     EV(BAO_EV_CAPTURE, S, H(S, 4), H(N, 3), 7, CW, BAO_ENTRY_KEPT, 'L'),
     EV(BAO_EV_LAP, S, H(S, 0), H(S, 6), 7, CW, BAO_LAP_CAPTURE, 0),
     EV(BAO_EV_CAPTURE, S, H(S, 5), H(N, 2), 1, ACW, BAO_ENTRY_KEPT, 'R'),
     EV(BAO_EV_LAP, S, H(S, 7), H(S, 7), 1, ACW, BAO_LAP_CAPTURE, 0)}},
  {"capture kept left (1), kept right (9)", K, MTAJI_C, 0, 1, 0, 4, {
     EV(BAO_EV_CAPTURE, S, H(S, 4), H(N, 3), 1, CW, BAO_ENTRY_KEPT, 'L'),
     EV(BAO_EV_LAP, S, H(S, 0), H(S, 0), 1, CW, BAO_LAP_CAPTURE, 0),
     EV(BAO_EV_CAPTURE, S, H(S, 5), H(N, 2), 9, ACW, BAO_ENTRY_KEPT, 'R'),
     EV(BAO_EV_LAP, S, H(S, 7), H(S, 14), 9, ACW, BAO_LAP_CAPTURE, 0)}},
  /* laps: relay (1, many), safari chosen and forced, tax namua and mtaji */
  {"relay (4), relay (1)", K, MTAJI_T, 0, 1, 0, 3, {
     EV(BAO_EV_LAP, S, H(S, 1), H(S, 6), 5, CW, BAO_LAP_MOVE, 0),
     EV(BAO_EV_LAP, S, H(S, 6), H(S, 10), 4, CW, BAO_LAP_RELAY, 0),
     EV(BAO_EV_LAP, S, H(S, 10), H(S, 11), 1, CW, BAO_LAP_RELAY, 0)}},
  {"safari chosen (9), nyumba emptied", K, NAMUA_C, 0, 1, 0, 5, {
     EV(BAO_EV_CAPTURE, S, H(S, 2), H(N, 5), 2, CW, BAO_ENTRY_CHOSEN, 'L'),
     EV(BAO_EV_LAP, S, H(S, 0), H(S, 4), 5, CW, BAO_LAP_CAPTURE, 0),
     EV(BAO_EV_HOUSE_SAFARI, S, H(S, 4), NO, 0, 0, 0, 0),
     EV(BAO_EV_HOUSE_DESTROYED, S, H(S, 4), NO, 0, 0, 0, 0),
     EV(BAO_EV_LAP, S, H(S, 4), H(S, 13), 9, CW, BAO_LAP_SAFARI, 0)}},
  {"safari forced (1)", K, MTAJI_C, 0, 1, 0, 2, {
     EV(BAO_EV_HOUSE_SAFARI, S, H(S, 4), NO, 0, 0, 1, 0),
     EV(BAO_EV_LAP, S, H(S, 4), H(S, 5), 1, CW, BAO_LAP_SAFARI, 0)}},
  {"namua tax", K, NAMUA_T, 0, 1, 0, 3, {
     EV(BAO_EV_PLACE, S, H(S, 4), NO, 0, 0, 0, 0),
     EV(BAO_EV_HOUSE_TAX, S, H(S, 4), NO, 2, 0, 0, 0),
     EV(BAO_EV_LAP, S, H(S, 4), H(S, 6), 2, CW, BAO_LAP_TAX, 0)}},
  {"mtaji tax (Esperanto), anticlockwise", BAO_ESPERANTO, MTAJI_T, 0, 1, 0, 2,
   {EV(BAO_EV_HOUSE_TAX, S, H(S, 4), NO, 2, 0, 1, 0),
    EV(BAO_EV_LAP, S, H(S, 4), H(S, 2), 2, ACW, BAO_LAP_TAX, 0)}},
  /* the nyumba stops a move: the player's choice, or the rule */
  {"house stop, chosen after a capture", K, NAMUA_C, 0, 6, 0, 3, {
     EV(BAO_EV_CAPTURE, S, H(S, 2), H(N, 5), 4, ACW, BAO_ENTRY_CHOSEN, 'R'),
     EV(BAO_EV_LAP, S, H(S, 7), H(S, 4), 4, ACW, BAO_LAP_CAPTURE, 0),
     EV(BAO_EV_HOUSE_STOP, S, H(S, 4), NO, 0, 0, 0, 0)}},
  {"house stop, the rule (takasa)", K, NAMUA_T, BAO_HOUSE_STOP_END, 6, 0, 3, {
     EV(BAO_EV_PLACE, S, H(S, 1), NO, 0, 0, 0, 0),
     EV(BAO_EV_LAP, S, H(S, 1), H(S, 4), 3, CW, BAO_LAP_MOVE, 0),
     EV(BAO_EV_HOUSE_STOP, S, H(S, 4), NO, 0, 0, 0, 0)}},
  {"house stop, chosen (house-stop=optional)", K, NAMUA_T,
   BAO_HOUSE_STOP_OPTIONAL, 6, 0, 2, {
     EV(BAO_EV_LAP, S, H(S, 1), H(S, 4), 3, CW, BAO_LAP_MOVE, 0),
     EV(BAO_EV_HOUSE_STOP, S, H(S, 4), NO, 0, 0, 0, 0)}},
  /* the 16-seed rule; takasia obeyed, passed and set */
  {"sixteen", K, MTAJI_T, 0, 1, 0, 2, {
     EV(BAO_EV_LAP, S, H(S, 9), H(S, 3), 17, CW, BAO_LAP_MOVE, 0),
     EV(BAO_EV_SIXTEEN, S, H(S, 9), NO, 0, 0, 0, 0)}},
  {"takasia obeyed, then set", K, MTAJI_T, 0, 3, 0, 3, {
     EV(BAO_EV_LAP, S, H(S, 1), H(S, 5), 4, CW, BAO_LAP_MOVE, 0),
     EV(BAO_EV_TAKASIA_OBEYED, S, H(S, 5), NO, 0, 0, 0, 0),
     EV(BAO_EV_TAKASIA_SET, S, H(N, 2), NO, 0, 0, 0, 0)}},
  {"takasia passed", K, MTAJI_T, 0, 1, 0, 3, {
     EV(BAO_EV_LAP, S, H(S, 4), H(S, 6), 2, CW, BAO_LAP_MOVE, 0),
     EV(BAO_EV_TAKASIA_PASSED, S, H(S, 6), NO, 0, 0, 0, 0),
     EV(BAO_EV_LAP, S, H(S, 6), H(S, 9), 3, CW, BAO_LAP_RELAY, 0)}},
  /* the stage; never-ending moves (period unknown, cut by the budget,
   * 1, 4; won) */
  {"stage mtaji", K, NAMUA_T, 0, 1, 0, 2, {
     EV(BAO_EV_LAP, S, H(S, 1), H(S, 6), 5, CW, BAO_LAP_MOVE, 0),
     EV(BAO_EV_STAGE_MTAJI, S, NO, NO, 0, 0, 0, 0)}},
  {"never ending, period unknown", K, MTAJI_T, 0, 1, 0, 2, {
     EV(BAO_EV_LAP, S, H(S, 1), H(S, 6), 5, CW, BAO_LAP_MOVE, 0),
     EV(BAO_EV_NEVER_ENDING, S, NO, NO, 255, 0, 0, 0)}},
  {"never ending, cut by the lap budget, won", K, MTAJI_C, 0, 1, 0, 1, {
     EV(BAO_EV_NEVER_ENDING, S, NO, NO, 254, 0, 0, 1)}},
  {"never ending, period 1", K, MTAJI_T, 0, 1, 0, 1, {
     EV(BAO_EV_NEVER_ENDING, S, NO, NO, 1, 0, 0, 0)}},
  {"never ending, period 4, won", K, MTAJI_C, 0, 1, 0, 1, {
     EV(BAO_EV_NEVER_ENDING, S, NO, NO, 4, 0, 0, 1)}},
  /* the end of the game: every why, with and without mkononi */
  {"end: front row empty, mkononi", K, NAMUA_C, 0, 1, 0, 1, {
     EV(BAO_EV_GAME_END, N, NO, NO, 0, 0, BAO_END_FRONT_EMPTY, 1)}},
  {"end: no move", K, MTAJI_T, 0, 1, 0, 1, {
     EV(BAO_EV_GAME_END, N, NO, NO, 0, 0, BAO_END_NO_MOVE, 0)}},
  {"end: nyumba lost (leaflet)", BAO_LEAFLET, NAMUA_T, 0, 1, 0, 1, {
     EV(BAO_EV_GAME_END, S, NO, NO, 0, 0, BAO_END_NO_HOUSE, 0)}},
  /* a move whose events were cut short */
  {"truncated", K, MTAJI_T, 0, 1, 1, 1, {
     EV(BAO_EV_LAP, S, H(S, 1), H(S, 6), 5, CW, BAO_LAP_MOVE, 0)}},
  /* Lamu's words (Kete) and Kujifunza's */
  {"Kete: kuu captured, nemo", BAO_KETE, NAMUA_C, 0, 1, 0, 3, {
     EV(BAO_EV_CAPTURE, S, H(S, 3), H(N, 4), 8, ACW, BAO_ENTRY_CHOSEN, 'R'),
     EV(BAO_EV_HOUSE_CAPTURED, N, H(N, 4), NO, 0, 0, 0, 0),
     EV(BAO_EV_HOUSE_DESTROYED, N, H(N, 4), NO, 0, 0, 1, 0)}},
  {"Kete: hizi zetu, takata", BAO_KETE, MTAJI_T, 0, 1, 0, 1, {
     EV(BAO_EV_LAP, S, H(S, 1), H(S, 6), 5, CW, BAO_LAP_MOVE, 0)}},
  {"Kujifunza", BAO_KUJIFUNZA, MTAJI_C, 0, 1, 0, 1, {
     EV(BAO_EV_LAP, S, H(S, 1), H(S, 6), 5, ACW, BAO_LAP_MOVE, 0)}},
};

static void every_case(void **state)
{
  size_t i;
  (void)state;
  for (i = 0; i < sizeof cases / sizeof cases[0]; i++)
    check_case(&cases[i]);
}

/* The cases cover every event kind of bao.h. */
static void every_kind(void **state)
{
  int seen[BAO_EVENT_KINDS] = {0}, k;
  size_t i, j;
  (void)state;
  for (i = 0; i < sizeof cases / sizeof cases[0]; i++)
    for (j = 0; j < cases[i].n; j++)
      seen[cases[i].ev[j].kind] = 1;
  for (k = 0; k < BAO_EVENT_KINDS; k++) {
    if (!seen[k])
      print_error("no case has event %s\n", bao_event_name(k));
    assert_true(seen[k]);
  }
}

/* The games' words of every variant are in the catalog (dgettext gives
 * back its own argument for a message the catalog lacks, another string
 * for one it has, even when it reads the same), the renderer writes them
 * as the catalog does, and the catalog is LL's. */
static void words_and_catalog(void **state)
{
  static const char header[] = "";
  char want[32];
  int v;
  (void)state;
  in_language();
  snprintf(want, sizeof want, "Language: %s\n", lang);
  assert_non_null(strstr(dgettext(BAO_TEXTDOMAIN, header), want));
  for (v = 0; v < BAO_VARIANTS; v++) {
    const bao_words *w = bao_variant_words(v);
    const char *word[3];
    int i;
    word[0] = w->house, word[1] = w->namua, word[2] = w->mtaji;
    for (i = 0; i < 3; i++) {
      const char *found = dgettext(BAO_TEXTDOMAIN, word[i]);
      if (found == word[i])
        print_error("%s: \"%s\" is not in the catalog\n", lang, word[i]);
      assert_ptr_not_equal(found, word[i]);
      assert_string_equal(bao_game_word(word[i]), found);
    }
  }
  in_english();
  assert_string_equal(bao_game_word(bao_variant_words(0)->house), "nyumba");
}

/* The heading of a game, in both languages. */
static void game_heading(void **state)
{
  bao_game g;
  bao_replay r;
  char *en = NULL, *ll = NULL;
  size_t size = 0;
  FILE *f;
  (void)state;
  bao_game_init(&g);
  assert_true(bao_game_set_tag(&g, "south", "Maulidi"));
  assert_true(bao_game_set_tag(&g, "north", "Kijumbe"));
  g.index = 1;
  memset(&r, 0, sizeof r);
  r.game = &g;
  in_english();
  f = open_memstream(&en, &size);
  assert_true(told(&bao_annotate_text, &r, NULL, f));
  fclose(f);
  in_language();
  f = open_memstream(&ll, &size);
  assert_true(told(&bao_annotate_text, &r, NULL, f));
  fclose(f);
  assert_string_equal(en, "Game 1: Maulidi (South) - Kijumbe (North)\n");
  assert_string_not_equal(en, ll);
  assert_non_null(strstr(ll, "Maulidi"));
  free(en);
  free(ll);
  bao_game_free(&g);
}

/* The 1994 game told by one walk, in the locale now. */
static char *walk_told(bao_walk *w, FILE *f, char **buf, const bao_game *g)
{
  long at = ftell(f);
  assert_true(at >= 0);
  assert_true(bao_walk_game(w, g, NULL));
  assert_int_equal(fflush(f), 0);
  return bao_strdup(*buf + at);
}

/* One walk tells the same game in English, in LL and in English again:
 * the translations the renderer remembers from one game to the next
 * (annotate.c) must follow the language, not outlive it. */
static void one_walk_two_languages(void **state)
{
  bao_replay_opts o;
  bao_game g;
  bao_walk *w;
  char *buf = NULL, *en1, *ll, *en2;
  size_t size = 0;
  FILE *f = open_memstream(&buf, &size);
  bao_sink *sink;
  bao_annotate_ctx a;
  (void)state;
  assert_non_null(f);
  ts_load_1994(&g);
  bao_replay_opts_init(&o);
  o.events = 1;
  assert_non_null(w = bao_walk_new(&o, NULL));
  assert_non_null(sink = bao_sink_file(f, BAO_SINK_BLOCKS));
  bao_annotate_ctx_init(&a, sink);
  assert_true(bao_walk_add(w, &bao_annotate_text, &a));
  in_english();
  en1 = walk_told(w, f, &buf, &g);
  in_language();
  ll = walk_told(w, f, &buf, &g);
  in_english();
  en2 = walk_told(w, f, &buf, &g);
  assert_non_null(strstr(en1, "North a5R"));
  assert_string_not_equal(en1, ll);
  assert_false(english_left(en1, ll));
  assert_string_equal(en1, en2);
  in_language();
  free(en1);
  free(ll);
  free(en2);
  bao_walk_free(w);
  bao_annotate_ctx_free(&a);
  assert_true(bao_sink_free(sink));
  fclose(f);
  free(buf);
  bao_game_free(&g);
}

int main(int argc, char **argv)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(every_kind),
    cmocka_unit_test(words_and_catalog),
    cmocka_unit_test(every_case),
    cmocka_unit_test(game_heading),
    cmocka_unit_test(one_walk_two_languages),
  };
  if (argc < 2 || argv[1][0] == '-') {
    fprintf(stderr, "usage: test_i18n LL [CASE-GLOB...]\n");
    return 2;
  }
  lang = argv[1];
  setenv("LANGUAGE", lang, 1);
  bindtextdomain(BAO_TEXTDOMAIN, BAO_TEST_LOCALEDIR);
  bind_textdomain_codeset(BAO_TEXTDOMAIN, "UTF-8");
  return ts_run_cases(argv[0], lang, tests, sizeof tests / sizeof tests[0],
                      NULL, NULL, argc - 2, argv + 2);
}
