/* annotate_say.c - the sentences told of a ply (annotate_say.h): the
 * words every ply says (the sides, the ways, the holes, the game's
 * words), its title and the sentences of each event (bao_say_event),
 * read from the engine's data alone.  Every message goes through the
 * teller's translator, but keeps its _() and dngettext() so that
 * xgettext finds it where it is written (po/POTFILES.in) and the build
 * lists it for the page (cmake/tell_msgs.cmake: every message of this
 * file goes to the page). */
#include <stdint.h>
#include <string.h>

#include "base/i18n.h"
#include "base/obuf.h"
#include "bao/bao.h"
#include "annotate_say.h"

/* _() and dngettext() of the teller `t` in scope */
#undef _
#define _(msgid) ((t)->tr((t)->m, (t)->domain, msgid, NULL, TELL_ONE))
#undef dngettext
#define dngettext(d, one, many, n) \
  ((void)(d), (t)->tr((t)->m, (t)->domain, one, many, (unsigned long)(n)))

/* The names a ply uses again and again, translated once per ply, when
 * first needed: a lookup costs as much as telling an event. */
#define SIDE(t, s) side_of(t, (s) ? 1 : 0)
#define WAY(t, d) way_of(t, (d) == BAO_CW ? 0 : 1)

void bao_say(teller *t, const char *msg, const arg *args, size_t n)
{
  if (t->said++)
    ob_put(t->o, " ", 1);
  format(t->o, msg, args, n);
}

/* ---- words ---------------------------------------------------------------- */

const char *bao_say_side_name(teller *t, int side)
{
  return side == BAO_SOUTH
           /* TRANSLATORS: the player of rows A and B, at the bottom of
              the board; a name, as in "South places a seed from hand in
              A4". */
           ? _("South")
           /* TRANSLATORS: the player of rows a and b, at the top. */
           : _("North");
}

static const char *dir_name(teller *t, int dir)
{
  return dir == BAO_CW
           /* TRANSLATORS: how seeds are sown, as in "the 5 seeds of A2
              are sown clockwise": towards the player's right along his
              front row. */
           ? _("clockwise")
           /* TRANSLATORS: the other way: towards the player's left
              along his front row. */
           : _("anticlockwise");
}

/* The name of a hole (teller_init has them ready). */
static const char *hole(const teller *t, bao_hole h)
{
  return t->holes[(unsigned)h % (2 * BAO_PITS)];
}

/* A hole's name as an argument: always two characters. */
#define AH(h) ASL(hole(t, h), 2)

/* The kichwa a capture's seeds enter: A1/a1 clockwise, A8/a8 otherwise. */
static bao_hole kichwa(int side, int dir)
{
  return BAO_HOLE(side, dir == BAO_CW ? 0 : 7);
}

/* The words of the games (bao_variant_words): Bao la Kiswahili's nyumba,
 * namua and mtaji, and Lamu's kuu, nemo and hizi zetu for Bao la Kete
 * (docs/rules.md §5).  They are the players' own words in every
 * language, as our sources in French, German, Italian and Esperanto keep
 * them; a translation writes them as its language writes a borrowed noun
 * (German capitalises it). */
static const char *const game_words[] = {
  /* TRANSLATORS: the square hole A5/a5, "the house"; our sources keep
     the Swahili word in every language. */
  N_("nyumba"),
  /* TRANSLATORS: the first stage of the game, with seeds in hand. */
  N_("namua"),
  /* TRANSLATORS: the second stage, when every seed is on the board. */
  N_("mtaji"),
  /* TRANSLATORS: Lamu's word for the nyumba, in Bao la Kete. */
  N_("kuu"),
  /* TRANSLATORS: Lamu's word for the namua stage, in Bao la Kete. */
  N_("nemo"),
  /* TRANSLATORS: Lamu's word for the mtaji stage, in Bao la Kete. */
  N_("hizi zetu"),
};

/* The page's: in the reader's language, as the program set it. */
const char *bao_game_word(const char *w)
{
  size_t i;
  for (i = 0; i < sizeof game_words / sizeof game_words[0]; i++)
    if (strcmp(w, game_words[i]) == 0)
      return dgettext(BAO_TEXTDOMAIN, game_words[i]);
  return w;
}

static const char *game_word(teller *t, const char *w)
{
  size_t i;
  for (i = 0; i < sizeof game_words / sizeof game_words[0]; i++)
    if (strcmp(w, game_words[i]) == 0)
      return _(game_words[i]);
  return w;
}

static const char *side_of(teller *t, int side)
{
  if (!t->side[side])
    t->side[side] = bao_say_side_name(t, side ? BAO_NORTH : BAO_SOUTH);
  return t->side[side];
}

/* A side's name as an argument, its length measured once a ply. */
arg bao_say_side(teller *t, int side)
{
  const char *s = side_of(t, side);
  if (!t->side_len[side])
    t->side_len[side] = strlen(s);
  return ASL(s, t->side_len[side]);
}

/* The game's words (bao_variant_words): a ply told from memory never
 * asks. */
static const bao_words *words_of(teller *t)
{
  if (!t->words)
    t->words = bao_variant_words(t->v->before->rules.variant);
  return t->words;
}

static const char *house_of(teller *t)
{
  if (!t->house)
    t->house = game_word(t, words_of(t)->house);
  return t->house;
}

static const char *namua_of(teller *t)
{
  if (!t->namua)
    t->namua = game_word(t, words_of(t)->namua);
  return t->namua;
}

static const char *mtaji_of(teller *t)
{
  if (!t->mtaji)
    t->mtaji = game_word(t, words_of(t)->mtaji);
  return t->mtaji;
}

static const char *way_of(teller *t, int i)
{
  if (!t->way[i])
    t->way[i] = dir_name(t, i ? BAO_ACW : BAO_CW);
  return t->way[i];
}

/* ---- captures --------------------------------------------------------------- */

static void tell_capture(teller *t, const bao_event *e, int house)
{
  unsigned long n = e->count;
  if (house)
    bao_say(t, dngettext(BAO_TEXTDOMAIN,
                     /* TRANSLATORS: %1$s the capturing hole, %2$d the
                        seeds taken, %3$s the hole they are taken from,
                        which is the nyumba (%5$s) of the player %4$s:
                        "A4 captures 12 seeds from a5, North's nyumba." */
                     "%1$s captures %2$d seed from %3$s, %4$s's %5$s.",
                     "%1$s captures %2$d seeds from %3$s, %4$s's %5$s.", n),
        ARGS(AH(e->hole), AN(n), AH(e->hole2), SIDE_ARG(t, BAO_HOLE_SIDE(e->hole2)),
             AS(house_of(t))));
  else
    bao_say(t, dngettext(BAO_TEXTDOMAIN,
                     /* TRANSLATORS: %1$s the capturing hole, %2$d the
                        seeds taken, %3$s the opponent's hole they come
                        from: "A4 captures 3 seeds from a5." */
                     "%1$s captures %2$d seed from %3$s.",
                     "%1$s captures %2$d seeds from %3$s.", n),
        ARGS(AH(e->hole), AN(n), AH(e->hole2)));
}

/* Where the captured seeds enter the board (docs/rules.md R6): at the
 * kichwa the player chose, at the one a capture in a kichwa or kimbi
 * must use, or at the one the direction of sowing leads to. */
static void tell_entry(teller *t, const bao_event *e)
{
  bao_hole k = kichwa(e->side, e->dir);
  unsigned long n = e->count;
  int left = e->dir == BAO_CW;
  const char *msg;
  switch (e->why) {
  case BAO_ENTRY_CHOSEN:
    msg = left ? dngettext(BAO_TEXTDOMAIN,
                           /* TRANSLATORS: the captured seed(s) enter at
                              the player's left kichwa, %1$s (A1 or a1),
                              which the player %2$s chose. */
                           "It enters at the left kichwa, %1$s, as %2$s "
                           "chose.",
                           "They enter at the left kichwa, %1$s, as %2$s "
                           "chose.", n)
               : dngettext(BAO_TEXTDOMAIN,
                           /* TRANSLATORS: the same at the right kichwa,
                              %1$s (A8 or a8). */
                           "It enters at the right kichwa, %1$s, as %2$s "
                           "chose.",
                           "They enter at the right kichwa, %1$s, as %2$s "
                           "chose.", n);
    bao_say(t, msg, ARGS(AH(k), SIDE_ARG(t, e->side)));
    break;
  case BAO_ENTRY_FORCED:
    msg = left
            /* TRANSLATORS: %1$s is the capturing hole, a kichwa or kimbi
               (A1, A2 ...): its capture must enter at the kichwa of its
               own end, %2$s. */
            ? _("A capture in %1$s must enter at the left kichwa, %2$s.")
            /* TRANSLATORS: the same at the right end. */
            : _("A capture in %1$s must enter at the right kichwa, %2$s.");
    bao_say(t, msg, ARGS(AH(e->hole), AH(k)));
    break;
  default:
    msg = left ? dngettext(BAO_TEXTDOMAIN,
                           /* TRANSLATORS: a later capture from a central
                              hole: the seed(s) enter at the kichwa %1$s
                              that the sowing's direction leads to. */
                           "It enters at the left kichwa, %1$s, keeping "
                           "the direction.",
                           "They enter at the left kichwa, %1$s, keeping "
                           "the direction.", n)
               : dngettext(BAO_TEXTDOMAIN,
                           /* TRANSLATORS: the same at the right kichwa. */
                           "It enters at the right kichwa, %1$s, keeping "
                           "the direction.",
                           "They enter at the right kichwa, %1$s, keeping "
                           "the direction.", n);
    bao_say(t, msg, ARGS(AH(k)));
    break;
  }
}

/* ---- laps ---------------------------------------------------------------- */

/* The last event that can end a move's sowing (a lap, a capture, a
 * stop), or ev->count when there is none: a lap ended the move when it is
 * that one and the account is whole.  Found once a ply, from the end (a
 * long move has hundreds of laps). */
size_t bao_say_last_sowing(const bao_events *ev)
{
  size_t i = ev->count;
  while (i-- > 0) {
    int k = ev->ev[i].kind;
    if (k == BAO_EV_LAP || k == BAO_EV_CAPTURE || k == BAO_EV_HOUSE_STOP ||
        k == BAO_EV_TAKASIA_OBEYED || k == BAO_EV_NEVER_ENDING ||
        k == BAO_EV_HOUSE_SAFARI)
      return i;
  }
  return ev->count;
}

static void tell_lap(teller *t, const bao_event *e)
{
  unsigned long n = e->count;
  const char *way = WAY(t, e->dir);
  switch (e->why) {
  case BAO_LAP_MOVE:
    bao_say(t, dngettext(BAO_TEXTDOMAIN,
                     /* TRANSLATORS: the first lap of a move: %1$d seeds
                        lifted from hole %2$s, sown in direction %3$s
                        ("clockwise"), the last one falling in %4$s. */
                     "The %1$d seed of %2$s is sown %3$s; it falls in %4$s.",
                     "The %1$d seeds of %2$s are sown %3$s; the last falls "
                     "in %4$s.", n),
        ARGS(AN(n), AH(e->hole), AS(way), AH(e->hole2)));
    break;
  case BAO_LAP_CAPTURE:
    if (n == 1)
      /* TRANSLATORS: one captured seed is put into the kichwa %1$s. */
      bao_say(t, _("The seed goes into %1$s."), ARGS(AH(e->hole2)));
    else
      bao_say(t, dngettext(BAO_TEXTDOMAIN,
                       /* TRANSLATORS: %1$d captured seeds are sown in
                          direction %2$s starting with the kichwa %3$s;
                          the last falls in %4$s. */
                       "The %1$d seed is sown %2$s from %3$s; it falls in "
                       "%4$s.",
                       "The %1$d seeds are sown %2$s from %3$s; the last "
                       "falls in %4$s.", n),
          ARGS(AN(n), AS(way), AH(e->hole), AH(e->hole2)));
    break;
  case BAO_LAP_RELAY:
    bao_say(t, dngettext(BAO_TEXTDOMAIN,
                     /* TRANSLATORS: a relay: the lap before ended in %1$s,
                        which already held seeds, so its %2$d seeds are
                        lifted and sown on, the last falling in %3$s. */
                     "%1$s held seeds, so its %2$d is sown on; it falls in "
                     "%3$s.",
                     "%1$s held seeds, so its %2$d are sown on; the last "
                     "falls in %3$s.", n),
        ARGS(AH(e->hole), AN(n), AH(e->hole2)));
    break;
  case BAO_LAP_SAFARI:
    bao_say(t, dngettext(BAO_TEXTDOMAIN,
                     /* TRANSLATORS: the nyumba's %1$d seeds are sown on
                        (safari); the last falls in %2$s. */
                     "Its %1$d seed is sown on; it falls in %2$s.",
                     "Its %1$d seeds are sown on; the last falls in %2$s.",
                     n),
        ARGS(AN(n), AH(e->hole2)));
    break;
  case BAO_LAP_TAX:
    /* TRANSLATORS: the 2 seeds taken from the nyumba as the tax are sown
       in direction %1$s; the last falls in %2$s. */
    bao_say(t, _("The 2 seeds are sown %1$s; the last falls in %2$s."),
        ARGS(AS(way), AH(e->hole2)));
    break;
  default:
    break;
  }
}

/* How the move ended with this lap: in an empty hole (R5), or, a capture
 * having emptied the opponent's front row, where its seeds ended (D8
 * game-end=immediate): the hole's count after the move tells which. */
static void tell_move_end(teller *t, const bao_event *e)
{
  const bao_position *after = t->v->after;
  if (!after ||
      after->pit[BAO_HOLE_SIDE(e->hole2)][BAO_HOLE_C(e->hole2)] == 1)
    /* TRANSLATORS: the last seed of the move fell in %1$s, which was
       empty: the move is over. */
    bao_say(t, _("%1$s was empty, so the move ends."), ARGS(AH(e->hole2)));
  else
    /* TRANSLATORS: the move stops where the last seed fell, because a
       capture has emptied the front row of %1$s (the opponent). */
    bao_say(t, _("The move ends there: %1$s's front row is empty."),
        ARGS(SIDE_ARG(t, !e->side)));
}

/* ---- the nyumba ----------------------------------------------------------- */

/* A lap ended in the functional nyumba and the move stops: the player's
 * choice after a capture (or with house-stop=optional, D3), the rule
 * otherwise. */
static void tell_house_stop(teller *t, const bao_event *e)
{
  const tell_ply *v = t->v;
  int chosen = BAO_MOVE_CAPTURES(v->move) ||
               v->before->rules.house_stop == BAO_HOUSE_STOP_OPTIONAL;
  if (chosen)
    /* TRANSLATORS: %1$s is the nyumba (%2$s) where the lap ended; the
       player %3$s could sow it on but stops the move there. */
    bao_say(t, _("%1$s is the functional %2$s, and %3$s stops the move there."),
        ARGS(AH(e->hole), AS(house_of(t)), SIDE_ARG(t, e->side)));
  else
    /* TRANSLATORS: %1$s is the nyumba (%2$s) where a lap of a move without
       capture ended: the rules stop the move there. */
    bao_say(t, _("%1$s is the functional %2$s: a move without capture stops "
             "there."), ARGS(AH(e->hole), AS(house_of(t))));
}

static void tell_safari(teller *t, const bao_event *e)
{
  if (e->why)
    /* TRANSLATORS: %1$s is the nyumba (%2$s) where a lap ended; in the
       %3$s stage (mtaji) its seeds must be sown on: a safari. */
    bao_say(t, _("%1$s is the functional %2$s, which must be sown on in the "
             "%3$s stage (safari)."),
        ARGS(AH(e->hole), AS(house_of(t)), AS(mtaji_of(t))));
  else
    /* TRANSLATORS: %1$s is the nyumba (%2$s) where a lap ended; the player
       %3$s chooses to sow its seeds on: a safari. */
    bao_say(t, _("%1$s is the functional %2$s, and %3$s sows it on (safari)."),
        ARGS(AH(e->hole), AS(house_of(t)), SIDE_ARG(t, e->side)));
}

static void tell_tax(teller *t, const bao_event *e)
{
  if (e->why) /* docs/rules.md D4: the mtaji tax */
    /* TRANSLATORS: %1$s is the nyumba (%2$s); in the %3$s stage it gives
       only 2 seeds when it is the only front hole with 2 or more. */
    bao_say(t, _("%1$s, the %2$s, is the only front hole with more than one "
             "seed, so just 2 seeds are taken from it (the %3$s tax)."),
        ARGS(AH(e->hole), AS(house_of(t)), AS(mtaji_of(t))));
  else
    /* TRANSLATORS: %1$s is the nyumba (%2$s): in the namua stage, when it
       is the only occupied front hole, only 2 of its seeds are taken. */
    bao_say(t, _("%1$s, the %2$s, is the only occupied front hole, so just 2 "
             "seeds are taken from it (the tax)."),
        ARGS(AH(e->hole), AS(house_of(t))));
}

static void tell_destroyed(teller *t, const bao_event *e)
{
  const char *owner = SIDE(t, BAO_HOLE_SIDE(e->hole));
  if (e->why) /* captured */
    /* TRANSLATORS: the nyumba (%2$s) of the player %1$s has just been
       captured: it is destroyed for good. */
    bao_say(t, _("%1$s's %2$s is destroyed."), ARGS(AS(owner), AS(house_of(t))));
  else
    /* TRANSLATORS: the player %1$s has lifted every seed of his nyumba
       (%2$s): it is destroyed for good. */
    bao_say(t, _("%1$s's %2$s is emptied, and so destroyed."),
        ARGS(AS(owner), AS(house_of(t))));
}

/* ---- the move as a whole ---------------------------------------------------- */

static void tell_never(teller *t, const bao_event *e)
{
  unsigned long n;
  if (e->period == BAO_PERIOD_UNKNOWN) {
    n = BAO_LAP_LIMIT;
    bao_say(t, dngettext(BAO_TEXTDOMAIN,
                     /* TRANSLATORS: a move that never ends (no repetition
                        found within %1$d laps: the engine stops looking). */
                     "The sowing never ends: it has not repeated within "
                     "%1$d lap.",
                     "The sowing never ends: it has not repeated within "
                     "%1$d laps.", n), ARGS(AN(n)));
  } else if (e->period == BAO_PERIOD_BUDGET) {
    /* TRANSLATORS: a move cut short by the run's budget of laps for
       long moves (bao --budget): it is taken never to end, its period
       unknown. */
    bao_say(t, _("The sowing is taken never to end: it was still going when "
             "the budget of laps for long moves ran out."), NULL, 0);
  } else {
    n = e->period;
    bao_say(t, dngettext(BAO_TEXTDOMAIN,
                     /* TRANSLATORS: a move that never ends: the same
                        position comes back every %1$d laps. */
                     "The sowing never ends: it repeats every %1$d lap.",
                     "The sowing never ends: it repeats every %1$d laps.",
                     n), ARGS(AN(n)));
  }
  if (e->flag) /* docs/rules.md D19: a capture had already won */
    /* TRANSLATORS: %1$s is the opponent, whose front row a capture of
       this never-ending move emptied: that decided the game. */
    bao_say(t, _("But %1$s's front row is empty for good: the game was decided "
             "once that capture's seeds were entered, and the move is "
             "taken to end there."), ARGS(SIDE_ARG(t, !e->side)));
}

static void tell_end(teller *t, const bao_event *e)
{
  const char *loser = SIDE(t, e->side);
  if (e->why == BAO_END_FRONT_EMPTY)
    /* TRANSLATORS: %1$s, the player to move, has lost: his front row is
       empty; "bao hamna" ("there is no bao") is what players say. */
    bao_say(t, _("%1$s has lost: the front row is empty (bao hamna)."),
        ARGS(AS(loser)));
  else if (e->why == BAO_END_NO_HOUSE)
    /* TRANSLATORS: %1$s has lost his nyumba (%2$s) in the namua stage
       (%3$s): the leaflet's rule. */
    bao_say(t, _("%1$s has lost: the %2$s is lost in the %3$s stage."),
        ARGS(AS(loser), AS(house_of(t)), AS(namua_of(t))));
  else
    /* TRANSLATORS: %1$s, the player to move, has no legal move. */
    bao_say(t, _("%1$s has lost: no legal move is left."), ARGS(AS(loser)));
  if (e->flag)
    /* TRANSLATORS: %1$s has won while still holding seeds in hand: the
       players call that mkononi, "in hand". */
    bao_say(t, _("%1$s wins with seeds still in hand (mkononi)."),
        ARGS(SIDE_ARG(t, !e->side)));
}

void bao_say_event(teller *t, size_t i)
{
  const bao_events *ev = t->v->events;
  const bao_event *e = &ev->ev[i];
  switch (e->kind) {
  case BAO_EV_PLACE:
    /* TRANSLATORS: the player %1$s puts one seed from his hand into his
       front hole %2$s (the namua stage). */
    bao_say(t, _("%1$s places a seed from hand in %2$s."),
        ARGS(SIDE_ARG(t, e->side), AH(e->hole)));
    break;
  case BAO_EV_LAP:
    tell_lap(t, e);
    if (i == t->last && !ev->truncated)
      tell_move_end(t, e);
    break;
  case BAO_EV_CAPTURE:
    tell_capture(t, e, i + 1 < ev->count &&
                         ev->ev[i + 1].kind == BAO_EV_HOUSE_CAPTURED);
    tell_entry(t, e);
    break;
  case BAO_EV_REVERSE:
    /* TRANSLATORS: after a capture in a kichwa or kimbi, the sowing goes
       the other way now: %1$s is the new direction ("clockwise"). */
    bao_say(t, _("The sowing turns back: it now runs %1$s."),
        ARGS(AS(WAY(t, e->dir))));
    break;
  case BAO_EV_SIXTEEN:
    /* TRANSLATORS: the 16-seed rule of the mtaji stage: a first lap of
       16 seeds or more never captures. */
    bao_say(t, _("That first lap sowed 16 seeds or more, so it cannot "
             "capture."), NULL, 0);
    break;
  case BAO_EV_HOUSE_STOP: tell_house_stop(t, e); break;
  case BAO_EV_HOUSE_SAFARI: tell_safari(t, e); break;
  case BAO_EV_HOUSE_TAX: tell_tax(t, e); break;
  case BAO_EV_HOUSE_DESTROYED: tell_destroyed(t, e); break;
  case BAO_EV_TAKASIA_OBEYED:
    /* TRANSLATORS: the lap ended in %1$s, the hole the player may not
       play this move (takasia): the move stops there. */
    bao_say(t, _("%1$s is the takasiaed hole: the move stops there."),
        ARGS(AH(e->hole)));
    break;
  case BAO_EV_TAKASIA_PASSED:
    /* TRANSLATORS: the lap ended in the takasiaed hole %1$s, but a first
       lap from the nyumba (%2$s) is not stopped by it. */
    bao_say(t, _("%1$s is the takasiaed hole, but the first lap from the %2$s "
             "goes on from it."), ARGS(AH(e->hole), AS(house_of(t))));
    break;
  case BAO_EV_TAKASIA_SET:
    /* TRANSLATORS: takasia: the player %1$s may not start the next move
       from his hole %2$s. */
    bao_say(t, _("Takasia: %1$s may not play %2$s in the next move."),
        ARGS(SIDE_ARG(t, BAO_HOLE_SIDE(e->hole)), AH(e->hole)));
    break;
  case BAO_EV_STAGE_MTAJI:
    /* TRANSLATORS: the last seed in hand has been played: the second
       stage (%1$s: mtaji) begins. */
    bao_say(t, _("Both hands are empty: the %1$s stage begins."),
        ARGS(AS(mtaji_of(t))));
    break;
  case BAO_EV_NEVER_ENDING: tell_never(t, e); break;
  case BAO_EV_GAME_END: tell_end(t, e); break;
  default: /* BAO_EV_HOUSE_CAPTURED: told with its capture */
    break;
  }
}

/* ---- the ply's line ---------------------------------------------------------- */

/* The title of the ply of teller t, into its line. */
void bao_say_title(teller *t)
{
  const tell_ply *v = t->v;
  int kind = v->move->kind;
  int namua = kind == BAO_NAMUA_CAPTURE || kind == BAO_NAMUA_TAKASA;
  const char *msg =
    BAO_MOVE_CAPTURES(v->move)
      /* TRANSLATORS: the title of a ply: %1$d its number, %2$s the side,
         %3$s the move token (the same in every language), %4$s the stage
         (namua or mtaji; nemo or hizi zetu in Bao la Kete): "23. South
         A4R (namua capture)". */
      ? _("%1$d. %2$s %3$s (%4$s capture)")
    : namua
      /* TRANSLATORS: the same for a namua move without capture. */
      ? _("%1$d. %2$s %3$s (%4$s takasa)")
      /* TRANSLATORS: the same for a mtaji move without capture. */
      : _("%1$d. %2$s %3$s (%4$s takata)");
  format(t->o, msg, ARGS(AN(v->ply + 1), SIDE_ARG(t, v->side), AS(v->token),
                         AS(namua ? namua_of(t) : mtaji_of(t))));
}

/* A teller of ply v (NULL: a game's heading) into line o, with the
 * translator's state m (NULL: none) in `domain`, naming the holes as
 * `holes` does (NULL: its own names). */
void bao_say_start(teller *t, obuf *o, const tell_ply *v, tell_tr *tr,
                   void *m, const char *domain, const char (*holes)[3])
{
  int i;
  memset(t, 0, sizeof *t);
  t->o = o;
  t->v = v;
  t->tr = tr;
  t->m = m;
  t->domain = domain;
  if (holes) {
    t->holes = holes;
    return;
  }
  for (i = 0; i < 2 * BAO_PITS; i++)
    bao_hole_name((bao_hole)i, t->own[i], sizeof t->own[i]);
  t->holes = (const char(*)[3])t->own;
}

static const char *colon(teller *t)
{
  /* TRANSLATORS: between a ply's title and its sentences. */
  return _(": ");
}

/* The start of ply t->v's line: its title, and then, for a move that
 * does not start by placing a seed, who plays it. */
static void tell_title(teller *t)
{
  bao_say_title(t);
  ob_str(t->o, colon(t));
}

void bao_say_plays(teller *t)
{
  /* TRANSLATORS: the player %1$s plays the move %2$s (a move token);
     sentences on what it does follow. */
  bao_say(t, _("%1$s plays %2$s."), ARGS(SIDE_ARG(t, t->v->side),
                                     AS(t->v->token)));
}

/* Whether the ply's line says who plays: every move but one that starts
 * by placing a seed, whose first sentence says it. */
int bao_say_who(const tell_ply *v)
{
  return v->events->count && v->events->ev[0].kind != BAO_EV_PLACE;
}

/* The title, then who plays when the line says it. */
void bao_say_head(teller *t)
{
  tell_title(t);
  if (bao_say_who(t->v))
    bao_say_plays(t);
}

/* The end of the account of a move cut short. */
void bao_say_cut(teller *t)
{
  if (t->v->events->truncated)
    /* TRANSLATORS: a huge move whose account was cut short. */
    bao_say(t, _("The rest of this move is too long to tell."), NULL, 0);
}

/* The whole line of ply t->v, told afresh (annotate.c tells it from
 * memory while a game is told): its title, who plays, and its events'
 * sentences.  Without a newline. */
void bao_say_line(teller *t)
{
  const bao_events *ev = t->v->events;
  size_t i;
  bao_say_head(t);
  t->last = bao_say_last_sowing(ev);
  for (i = 0; i < ev->count; i++)
    bao_say_event(t, i);
  bao_say_cut(t);
}
