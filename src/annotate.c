/* annotate.c - a move's events told in the reader's language: the text
 * renderer of the one walk (view.h); annotate_yaml.c lists them as data.
 *
 * The text is made of whole sentences, one message per event and per
 * case of it, so that a translator sees each sentence whole (po/, i18n.h):
 * every argument is positional (%1$s), every count that a noun follows
 * goes through dngettext, and a TRANSLATORS comment says what each
 * argument is.  Hole names, move tokens and numbers are the same in every
 * language. */
#define _POSIX_C_SOURCE 200809L /* fileno, isatty */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "i18n.h"
#include "internal.h"
#include "kept.h"
#include "obuf.h"
#include "solve.h"
#include "view.h"

#include "annotate_tr.h" /* _() and dngettext() remembered per walk */

/* The sentences of a ply, one after another. */
typedef struct teller {
  obuf *o;
  int said;               /* sentences so far                          */
  const bao_ply_report *v;
  const bao_words *words; /* the game's words (words_of), once needed  */
  const char *house, *namua, *mtaji; /* translated, once needed       */
  const char *side[2];    /* the players' names, translated            */
  size_t side_len[2];     /* their lengths, once measured              */
  const char *way[2];     /* clockwise, anticlockwise, translated      */
  size_t last;            /* last_sowing of the ply's events           */
  uint64_t key_b;         /* what every event key of the ply has in b  */
} teller;

/* The names a ply uses again and again, translated once per ply, when
 * first needed: a lookup costs as much as telling an event. */
#define SIDE(t, s) side_of(t, (s) ? 1 : 0)
#define SIDE_ARG(t, s) side_arg(t, (s) ? 1 : 0)
#define WAY(t, d) way_of(t, (d) == BAO_CW ? 0 : 1)

/* Message msg with its arguments, from its pieces when the sentence is
 * one of the game's (annotate_tr.h). */
static void put(obuf *o, const char *msg, const arg *args, size_t n)
{
  const fmt_compiled *c = tr_compiled(msg);
  if (c)
    fmt_put(o, c, args, n);
  else
    format(o, msg, args, n);
}

static void say(teller *t, const char *msg, const arg *args, size_t n)
{
  if (t->said++)
    ob_put(t->o, " ", 1);
  put(t->o, msg, args, n);
}

/* ---- words ---------------------------------------------------------------- */

static const char *side_name(int side)
{
  return side == BAO_SOUTH
           /* TRANSLATORS: the player of rows A and B, at the bottom of
              the board; a name, as in "South places a seed from hand in
              A4". */
           ? _("South")
           /* TRANSLATORS: the player of rows a and b, at the top. */
           : _("North");
}

static const char *dir_name(int dir)
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

const char *bao_game_word(const char *w)
{
  size_t i;
  for (i = 0; i < sizeof game_words / sizeof game_words[0]; i++)
    if (strcmp(w, game_words[i]) == 0)
      return _(game_words[i]);
  return w;
}

/* The names of the holes, made once per thread: a sentence names two or
 * three. */
static const char *hole(bao_hole h)
{
  static _Thread_local char name[2 * BAO_PITS][3];
  static _Thread_local int named;
  int i;
  if (!named) {
    for (i = 0; i < 2 * BAO_PITS; i++)
      bao_hole_name((bao_hole)i, name[i]);
    named = 1;
  }
  return name[(unsigned)h % (2 * BAO_PITS)];
}

/* A hole's name as an argument: always two characters. */
#define AH(h) ASL(hole(h), 2)

/* The kichwa a capture's seeds enter: A1/a1 clockwise, A8/a8 otherwise. */
static bao_hole kichwa(int side, int dir)
{
  return BAO_HOLE(side, dir == BAO_CW ? 0 : 7);
}

/* Name i of the walk (annotate_tr.h), else made by name(a). */
static const char *walk_name(int i, const char *(*name)(int), int a)
{
  tr_memo *m = tr_name(i);
  if (m && m->text)
    return m->text;
  return m ? (m->text = name(a)) : name(a);
}

/* Game word w (bao_game_word) in slot i of the walk: a walk may tell
 * games of several variants. */
static const char *walk_word(int i, const char *w)
{
  tr_memo *m = tr_name(i);
  if (m && m->key == w && m->text)
    return m->text;
  if (!m)
    return bao_game_word(w);
  m->key = w;
  return m->text = bao_game_word(w);
}

static const char *side_of(teller *t, int side)
{
  if (!t->side[side])
    t->side[side] = walk_name(side, side_name, side ? BAO_NORTH : BAO_SOUTH);
  return t->side[side];
}

/* A side's name as an argument, its length measured once a ply. */
static arg side_arg(teller *t, int side)
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
  return t->house ? t->house : (t->house = walk_word(5, words_of(t)->house));
}

static const char *namua_of(teller *t)
{
  return t->namua ? t->namua : (t->namua = walk_word(6, words_of(t)->namua));
}

static const char *mtaji_of(teller *t)
{
  return t->mtaji ? t->mtaji : (t->mtaji = walk_word(7, words_of(t)->mtaji));
}

static const char *way_of(teller *t, int i)
{
  if (!t->way[i])
    t->way[i] = walk_name(2 + i, dir_name, i ? BAO_ACW : BAO_CW);
  return t->way[i];
}

/* ---- captures --------------------------------------------------------------- */

static void tell_capture(teller *t, const bao_event *e, int house)
{
  unsigned long n = e->count;
  if (house)
    say(t, dngettext(BAO_TEXTDOMAIN,
                     /* TRANSLATORS: %1$s the capturing hole, %2$d the
                        seeds taken, %3$s the hole they are taken from,
                        which is the nyumba (%5$s) of the player %4$s:
                        "A4 captures 12 seeds from a5, North's nyumba." */
                     "%1$s captures %2$d seed from %3$s, %4$s's %5$s.",
                     "%1$s captures %2$d seeds from %3$s, %4$s's %5$s.", n),
        ARGS(AH(e->hole), AN(n), AH(e->hole2), SIDE_ARG(t, BAO_HOLE_SIDE(e->hole2)),
             AS(house_of(t))));
  else
    say(t, dngettext(BAO_TEXTDOMAIN,
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
    say(t, msg, ARGS(AH(k), SIDE_ARG(t, e->side)));
    break;
  case BAO_ENTRY_FORCED:
    msg = left
            /* TRANSLATORS: %1$s is the capturing hole, a kichwa or kimbi
               (A1, A2 ...): its capture must enter at the kichwa of its
               own end, %2$s. */
            ? _("A capture in %1$s must enter at the left kichwa, %2$s.")
            /* TRANSLATORS: the same at the right end. */
            : _("A capture in %1$s must enter at the right kichwa, %2$s.");
    say(t, msg, ARGS(AH(e->hole), AH(k)));
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
    say(t, msg, ARGS(AH(k)));
    break;
  }
}

/* ---- laps ---------------------------------------------------------------- */

/* The last event that can end a move's sowing (a lap, a capture, a
 * stop), or ev->count when there is none: a lap ended the move when it is
 * that one and the account is whole.  Found once a ply, from the end (a
 * long move has hundreds of laps). */
static size_t last_sowing(const bao_events *ev)
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
    say(t, dngettext(BAO_TEXTDOMAIN,
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
      say(t, _("The seed goes into %1$s."), ARGS(AH(e->hole2)));
    else
      say(t, dngettext(BAO_TEXTDOMAIN,
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
    say(t, dngettext(BAO_TEXTDOMAIN,
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
    say(t, dngettext(BAO_TEXTDOMAIN,
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
    say(t, _("The 2 seeds are sown %1$s; the last falls in %2$s."),
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
    say(t, _("%1$s was empty, so the move ends."), ARGS(AH(e->hole2)));
  else
    /* TRANSLATORS: the move stops where the last seed fell, because a
       capture has emptied the front row of %1$s (the opponent). */
    say(t, _("The move ends there: %1$s's front row is empty."),
        ARGS(SIDE_ARG(t, !e->side)));
}

/* ---- the nyumba ----------------------------------------------------------- */

/* A lap ended in the functional nyumba and the move stops: the player's
 * choice after a capture (or with house-stop=optional, D3), the rule
 * otherwise. */
static void tell_house_stop(teller *t, const bao_event *e)
{
  const bao_ply_report *v = t->v;
  int chosen = BAO_MOVE_CAPTURES(&v->outcome->move) ||
               v->before->rules.house_stop == BAO_HOUSE_STOP_OPTIONAL;
  if (chosen)
    /* TRANSLATORS: %1$s is the nyumba (%2$s) where the lap ended; the
       player %3$s could sow it on but stops the move there. */
    say(t, _("%1$s is the functional %2$s, and %3$s stops the move there."),
        ARGS(AH(e->hole), AS(house_of(t)), SIDE_ARG(t, e->side)));
  else
    /* TRANSLATORS: %1$s is the nyumba (%2$s) where a lap of a move without
       capture ended: the rules stop the move there. */
    say(t, _("%1$s is the functional %2$s: a move without capture stops "
             "there."), ARGS(AH(e->hole), AS(house_of(t))));
}

static void tell_safari(teller *t, const bao_event *e)
{
  if (e->why)
    /* TRANSLATORS: %1$s is the nyumba (%2$s) where a lap ended; in the
       %3$s stage (mtaji) its seeds must be sown on: a safari. */
    say(t, _("%1$s is the functional %2$s, which must be sown on in the "
             "%3$s stage (safari)."),
        ARGS(AH(e->hole), AS(house_of(t)), AS(mtaji_of(t))));
  else
    /* TRANSLATORS: %1$s is the nyumba (%2$s) where a lap ended; the player
       %3$s chooses to sow its seeds on: a safari. */
    say(t, _("%1$s is the functional %2$s, and %3$s sows it on (safari)."),
        ARGS(AH(e->hole), AS(house_of(t)), SIDE_ARG(t, e->side)));
}

static void tell_tax(teller *t, const bao_event *e)
{
  if (e->why) /* docs/rules.md D4: the mtaji tax */
    /* TRANSLATORS: %1$s is the nyumba (%2$s); in the %3$s stage it gives
       only 2 seeds when it is the only front hole with 2 or more. */
    say(t, _("%1$s, the %2$s, is the only front hole with more than one "
             "seed, so just 2 seeds are taken from it (the %3$s tax)."),
        ARGS(AH(e->hole), AS(house_of(t)), AS(mtaji_of(t))));
  else
    /* TRANSLATORS: %1$s is the nyumba (%2$s): in the namua stage, when it
       is the only occupied front hole, only 2 of its seeds are taken. */
    say(t, _("%1$s, the %2$s, is the only occupied front hole, so just 2 "
             "seeds are taken from it (the tax)."),
        ARGS(AH(e->hole), AS(house_of(t))));
}

static void tell_destroyed(teller *t, const bao_event *e)
{
  const char *owner = SIDE(t, BAO_HOLE_SIDE(e->hole));
  if (e->why) /* captured */
    /* TRANSLATORS: the nyumba (%2$s) of the player %1$s has just been
       captured: it is destroyed for good. */
    say(t, _("%1$s's %2$s is destroyed."), ARGS(AS(owner), AS(house_of(t))));
  else
    /* TRANSLATORS: the player %1$s has lifted every seed of his nyumba
       (%2$s): it is destroyed for good. */
    say(t, _("%1$s's %2$s is emptied, and so destroyed."),
        ARGS(AS(owner), AS(house_of(t))));
}

/* ---- the move as a whole ---------------------------------------------------- */

static void tell_never(teller *t, const bao_event *e)
{
  unsigned long n;
  if (e->period == BAO_PERIOD_UNKNOWN) {
    n = BAO_LAP_LIMIT;
    say(t, dngettext(BAO_TEXTDOMAIN,
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
    say(t, _("The sowing is taken never to end: it was still going when "
             "the budget of laps for long moves ran out."), NULL, 0);
  } else {
    n = e->period;
    say(t, dngettext(BAO_TEXTDOMAIN,
                     /* TRANSLATORS: a move that never ends: the same
                        position comes back every %1$d laps. */
                     "The sowing never ends: it repeats every %1$d lap.",
                     "The sowing never ends: it repeats every %1$d laps.",
                     n), ARGS(AN(n)));
  }
  if (e->flag) /* docs/rules.md D19: a capture had already won */
    /* TRANSLATORS: %1$s is the opponent, whose front row a capture of
       this never-ending move emptied: that decided the game. */
    say(t, _("But %1$s's front row is empty for good: the game was decided "
             "once that capture's seeds were entered, and the move is "
             "taken to end there."), ARGS(SIDE_ARG(t, !e->side)));
}

static void tell_end(teller *t, const bao_event *e)
{
  const char *loser = SIDE(t, e->side);
  if (e->why == BAO_END_FRONT_EMPTY)
    /* TRANSLATORS: %1$s, the player to move, has lost: his front row is
       empty; "bao hamna" ("there is no bao") is what players say. */
    say(t, _("%1$s has lost: the front row is empty (bao hamna)."),
        ARGS(AS(loser)));
  else if (e->why == BAO_END_NO_HOUSE)
    /* TRANSLATORS: %1$s has lost his nyumba (%2$s) in the namua stage
       (%3$s): the leaflet's rule. */
    say(t, _("%1$s has lost: the %2$s is lost in the %3$s stage."),
        ARGS(AS(loser), AS(house_of(t)), AS(namua_of(t))));
  else
    /* TRANSLATORS: %1$s, the player to move, has no legal move. */
    say(t, _("%1$s has lost: no legal move is left."), ARGS(AS(loser)));
  if (e->flag)
    /* TRANSLATORS: %1$s has won while still holding seeds in hand: the
       players call that mkononi, "in hand". */
    say(t, _("%1$s wins with seeds still in hand (mkononi)."),
        ARGS(SIDE_ARG(t, !e->side)));
}

static void tell_event(teller *t, size_t i)
{
  const bao_events *ev = t->v->events;
  const bao_event *e = &ev->ev[i];
  switch (e->kind) {
  case BAO_EV_PLACE:
    /* TRANSLATORS: the player %1$s puts one seed from his hand into his
       front hole %2$s (the namua stage). */
    say(t, _("%1$s places a seed from hand in %2$s."),
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
    say(t, _("The sowing turns back: it now runs %1$s."),
        ARGS(AS(WAY(t, e->dir))));
    break;
  case BAO_EV_SIXTEEN:
    /* TRANSLATORS: the 16-seed rule of the mtaji stage: a first lap of
       16 seeds or more never captures. */
    say(t, _("That first lap sowed 16 seeds or more, so it cannot "
             "capture."), NULL, 0);
    break;
  case BAO_EV_HOUSE_STOP: tell_house_stop(t, e); break;
  case BAO_EV_HOUSE_SAFARI: tell_safari(t, e); break;
  case BAO_EV_HOUSE_TAX: tell_tax(t, e); break;
  case BAO_EV_HOUSE_DESTROYED: tell_destroyed(t, e); break;
  case BAO_EV_TAKASIA_OBEYED:
    /* TRANSLATORS: the lap ended in %1$s, the hole the player may not
       play this move (takasia): the move stops there. */
    say(t, _("%1$s is the takasiaed hole: the move stops there."),
        ARGS(AH(e->hole)));
    break;
  case BAO_EV_TAKASIA_PASSED:
    /* TRANSLATORS: the lap ended in the takasiaed hole %1$s, but a first
       lap from the nyumba (%2$s) is not stopped by it. */
    say(t, _("%1$s is the takasiaed hole, but the first lap from the %2$s "
             "goes on from it."), ARGS(AH(e->hole), AS(house_of(t))));
    break;
  case BAO_EV_TAKASIA_SET:
    /* TRANSLATORS: takasia: the player %1$s may not start the next move
       from his hole %2$s. */
    say(t, _("Takasia: %1$s may not play %2$s in the next move."),
        ARGS(SIDE_ARG(t, BAO_HOLE_SIDE(e->hole)), AH(e->hole)));
    break;
  case BAO_EV_STAGE_MTAJI:
    /* TRANSLATORS: the last seed in hand has been played: the second
       stage (%1$s: mtaji) begins. */
    say(t, _("Both hands are empty: the %1$s stage begins."),
        ARGS(AS(mtaji_of(t))));
    break;
  case BAO_EV_NEVER_ENDING: tell_never(t, e); break;
  case BAO_EV_GAME_END: tell_end(t, e); break;
  default: /* BAO_EV_HOUSE_CAPTURED: told with its capture */
    break;
  }
}

/* ---- events remembered ---------------------------------------------------
 * An event's sentences are remembered whole (obuf.h), keyed by
 * everything they read: the event's fields; what around it they depend
 * on (whether the lap ended the move, and in an empty hole; whether the
 * capture took the nyumba; whether the player chose to stop in it); the
 * variant, whose words the game says; and, through the translations it
 * remembers with the texts (annotate_tr.h), the walk, the stream and the
 * language.  They are
 * kept with a space before each sentence: an event told first in its
 * line leaves out the first. */

#define EVENT_TAG ((uint64_t)1 << 60) /* the tags of said_key.b */
#define TITLE_TAG ((uint64_t)2 << 60)

/* The key of event i, or one with b 0 when it cannot be remembered. */
static said_key event_key(const teller *t, size_t i)
{
  const bao_ply_report *v = t->v;
  const bao_event *e = &v->events->ev[i];
  uint64_t around = 0;
  said_key k;
  if (e->kind == BAO_EV_LAP && i == t->last && !v->events->truncated)
    around = 1 | (uint64_t)(!v->after ||
                            v->after->pit[BAO_HOLE_SIDE(e->hole2)]
                                         [BAO_HOLE_C(e->hole2)] == 1) << 1;
  else if (e->kind == BAO_EV_CAPTURE)
    around = i + 1 < v->events->count &&
             v->events->ev[i + 1].kind == BAO_EV_HOUSE_CAPTURED;
  else if (e->kind == BAO_EV_HOUSE_STOP)
    around = BAO_MOVE_CAPTURES(&v->outcome->move) ||
             v->before->rules.house_stop == BAO_HOUSE_STOP_OPTIONAL;
  memcpy(&k.a, e, sizeof k.a); /* its eight one-byte fields, as they are */
  k.b = t->key_b | around | (uint64_t)e->period << 8;
  return k;
}

_Static_assert(offsetof(bao_event, period) == 8,
               "an event's one-byte fields are its first eight bytes");

/* t->key_b: the event tag, and the variant (the game's words are those
 * of its variant). */
static void event_keys(teller *t)
{
  t->key_b = EVENT_TAG | (uint64_t)t->v->before->rules.variant << 40;
}

/* Event i told from memory (event_keys set, said_ready). */
static void tell_event_kept(teller *t, size_t i)
{
  obuf *o = t->o;
  said_key k;
  said *set, *kept;
  size_t start;
  int before;
  k = event_key(t, i);
  set = said_set(&k);
  if ((kept = said_find(set, &k)) != NULL) {
    said_copy(o, kept, kept->len && !t->said);
    t->said += kept->len > 0;
    return;
  }
  before = t->said;
  start = o->n;
  t->said = 1; /* a space before every sentence, the first too */
  tell_event(t, i);
  if (!o->oom)
    said_keep(set, &k, o->s + start, o->n - start);
  if (!before && o->n > start) { /* the first of its line: no space */
    memmove(o->s + start, o->s + start + 1, o->n - start - 1);
    o->n--;
  }
  t->said = before + (o->n > start);
}

/* ---- judgements ------------------------------------------------------------
 * What the analysis (solve.h; the walk's ply report with
 * bao_replay_opts.analysis) says of a ply, told after its sentences. */

typedef struct judgement {
  int mark;          /* enum bao_judge                                   */
  int side;          /* the mover                                        */
  int win_n;         /* missed-win: the mover could win in win_n         */
  const char *win;   /* with this move                                   */
  int refuted_n;     /* blunder: the opponent now wins in refuted_n      */
  const char *line;  /* with this line                                   */
  int depth;         /* only: every other move loses within depth        */
} judgement;

static void tell_judgement(teller *t, const judgement *j)
{
  unsigned long n;
  if (j->mark == BAO_JUDGE_MISSED_WIN) {
    n = (unsigned long)j->win_n;
    say(t, dngettext(BAO_TEXTDOMAIN,
                     /* TRANSLATORS: an analysis of the ply: %1$s, who
                        moved, could have won in %2$d moves by playing
                        %3$s (a move token). */
                     "A missed win: %1$s could have won in %2$d move with "
                     "%3$s.",
                     "A missed win: %1$s could have won in %2$d moves with "
                     "%3$s.", n),
        ARGS(SIDE_ARG(t, j->side), AN(n), AS(j->win)));
  }
  if (j->mark == BAO_JUDGE_BLUNDER ||
      (j->mark == BAO_JUDGE_MISSED_WIN && j->refuted_n > 0)) {
    n = (unsigned long)j->refuted_n;
    say(t, dngettext(BAO_TEXTDOMAIN,
                     /* TRANSLATORS: an analysis of the ply: after this
                        move the opponent %1$s wins in %2$d moves, by the
                        line %3$s (move tokens). */
                     "A blunder: %1$s now wins in %2$d move: %3$s.",
                     "A blunder: %1$s now wins in %2$d moves: %3$s.", n),
        ARGS(SIDE_ARG(t, !j->side), AN(n), AS(j->line)));
  }
  if (j->mark == BAO_JUDGE_ONLY) {
    n = (unsigned long)j->depth;
    say(t, dngettext(BAO_TEXTDOMAIN,
                     /* TRANSLATORS: an analysis of the ply: every
                        other legal move loses within %1$d moves. */
                     "The only move that does not lose within %1$d move.",
                     "The only move that does not lose within %1$d moves.",
                     n), ARGS(AN(n)));
  }
}

/* The walk's judgement of ply v, told when it marks the move. */
static void tell_analysis(teller *t, const bao_ply_report *v)
{
  const bao_judgement *j = v->judgement;
  char win[BAO_TOKEN_MAX], line[16 * BAO_PV_MAX];
  judgement told;
  if (!j || j->mark == BAO_JUDGE_NONE)
    return;
  memset(&told, 0, sizeof told);
  told.mark = j->mark;
  told.side = v->side;
  told.depth = j->depth;
  told.win_n = j->win_n;
  win[0] = line[0] = '\0';
  if (j->win_n > 0)
    bao_move_token(&j->win_move, v->side, win);
  told.win = win;
  told.refuted_n = j->refuted_n;
  bao_line_format(v->after, j->refutation, j->refutation_len, line,
                  sizeof line);
  told.line = line;
  tell_judgement(t, &told);
}

/* ---- the text renderer -------------------------------------------------------- */

/* The title of the ply of teller t, into its line. */
static void title(teller *t)
{
  const bao_ply_report *v = t->v;
  int kind = v->outcome->move.kind;
  int namua = kind == BAO_NAMUA_CAPTURE || kind == BAO_NAMUA_TAKASA;
  const char *msg =
    BAO_MOVE_CAPTURES(&v->outcome->move)
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
  put(t->o, msg, ARGS(AN(v->ply + 1), SIDE_ARG(t, v->side), AS(v->token),
                         AS(namua ? namua_of(t) : mtaji_of(t))));
}

/* A teller of ply v into line o. */
static void teller_init(teller *t, obuf *o, const bao_ply_report *v)
{
  memset(t, 0, sizeof *t);
  t->o = o;
  t->v = v;
}

size_t bao_annotate_title(const bao_ply_report *v, char *buf, size_t size)
{
  obuf o;
  teller t;
  size_t n;
  ob_init(&o);
  teller_init(&t, &o, v);
  title(&t);
  n = o.n;
  if (size)
    snprintf(buf, size, "%.*s", (int)(o.oom ? 0 : n), o.s);
  if (ob_allocated(&o))
    free(o.s);
  return n;
}

static const char *colon(int unused)
{
  (void)unused;
  /* TRANSLATORS: between a ply's title and its sentences. */
  return _(": ");
}

/* The start of ply t->v's line: its title, and then, for a move that
 * does not start by placing a seed, who plays it. */
static void tell_title(teller *t)
{
  title(t);
  ob_str(t->o, walk_name(4, colon, 0));
}

static void tell_plays(teller *t)
{
  /* TRANSLATORS: the player %1$s plays the move %2$s (a move token);
     sentences on what it does follow. */
  say(t, _("%1$s plays %2$s."), ARGS(SIDE_ARG(t, t->v->side),
                                     AS(t->v->token)));
}

/* Writes the text of key k from memory, or tells it with `tell` and
 * remembers it. */
static void tell_kept(teller *t, const said_key *k, void (*tell)(teller *))
{
  said *set = said_set(k), *kept = said_find(set, k);
  size_t start = t->o->n;
  if (kept) {
    said_copy(t->o, kept, 0);
    return;
  }
  tell(t);
  if (!t->o->oom)
    said_keep(set, k, t->o->s + start, t->o->n - start);
}

/* Whether the ply's line says who plays: every move but one that starts
 * by placing a seed, whose first sentence says it. */
static int says_who(const bao_ply_report *v)
{
  return v->events->count && v->events->ev[0].kind != BAO_EV_PLACE;
}

/* The title, then who plays when the line says it. */
static void tell_head(teller *t)
{
  tell_title(t);
  if (says_who(t->v))
    tell_plays(t);
}

/* The same, remembered whole (obuf.h) by what it reads: the ply's
 * number, side, kind of move and token (of up to 7 bytes), the variant
 * (whose words it says) and whether it says who plays. */
static void tell_head_kept(teller *t)
{
  const bao_ply_report *v = t->v;
  int plays = says_who(v);
  uint64_t token = 0;
  size_t i;
  said_key k;
  for (i = 0; i < 7 && v->token[i]; i++)
    token |= (uint64_t)(unsigned char)v->token[i] << (8 * i);
  if (!tr_remembering() || !said_ready() || v->token[i] ||
      v->ply >= 0xffffffffu) {
    tell_head(t);
    return;
  }
  k.a = (uint64_t)v->ply | (uint64_t)(v->side != 0) << 32 |
        (uint64_t)v->outcome->move.kind << 33 |
        (uint64_t)v->before->rules.variant << 41 | (uint64_t)plays << 49;
  k.b = TITLE_TAG | token;
  tell_kept(t, &k, tell_head);
  t->said = plays; /* (the title is not a sentence: the next one follows
                      it without a space) */
}

/* ---- the text of a game ---------------------------------------------------
 * Its plies are kept and written together (obuf.h, kept_game); its
 * heading is written at once (a game that cannot start has no end). */

static _Thread_local kept_game tr_told;

static int text_ply(void *ctx, const bao_replay *r, const bao_ply_report *v)
{
  obuf alone, *line = kept_line(&tr_told, ctx, r, &alone);
  teller t;
  char comment[4096];
  size_t i;
  tr_ply(ctx, r, 1);
  teller_init(&t, line, v);
  tell_head_kept(&t);
  t.last = last_sowing(v->events);
  if (tr_remembering() && said_ready()) {
    event_keys(&t);
    for (i = 0; i < v->events->count; i++)
      tell_event_kept(&t, i);
  } else {
    for (i = 0; i < v->events->count; i++)
      tell_event(&t, i);
  }
  if (v->events->truncated)
    /* TRANSLATORS: a huge move whose account was cut short. */
    say(&t, _("The rest of this move is too long to tell."), NULL, 0);
  tell_analysis(&t, v);
  ob_put(line, "\n", 1);
  if (v->src && v->src->comment) {
    bao_text_clean(v->src->comment, 2000, comment, sizeof comment);
    format(line, "   {%1$s}\n", ARGS(AS(comment)));
  }
  tr_ply(ctx, r, 0);
  return kept_done(&tr_told, ctx, line);
}

static int text_begin(void *ctx, const bao_replay *r)
{
  const bao_game *g = r->game;
  const char *s = bao_game_tag(g, "south"), *n = bao_game_tag(g, "north");
  char south[256], north[256];
  obuf line;
  kept_begin(&tr_told, ctx, r);
  tr_begin(ctx, r);
  bao_text_clean(s ? s : "?", 80, south, sizeof south);
  bao_text_clean(n ? n : "?", 80, north, sizeof north);
  ob_init(&line);
  tr_ply(ctx, r, 1); /* its words from the walk's translations */
  /* TRANSLATORS: the heading of a game: %1$d its number in the file, %2$s
     the name of the player South (%3$s), %4$s the name of the player North
     (%5$s). */
  format(&line, _("Game %1$d: %2$s (%3$s) - %4$s (%5$s)"),
         ARGS(AN(g->index), AS(south), AS(side_name(BAO_SOUTH)), AS(north),
              AS(side_name(BAO_NORTH))));
  tr_ply(ctx, r, 0);
  ob_put(&line, "\n", 1);
  return ob_flush(&line, ctx);
}

static int text_end(void *ctx, const bao_replay *r)
{
  tr_end();
  return kept_end(&tr_told, ctx, r);
}

/* The sentences read the move played and its events, never the other
 * legal moves. */
const bao_renderer bao_annotate_text = {.begin = text_begin,
                                        .ply = text_ply,
                                        .end = text_end,
                                        .flags = BAO_RENDERER_MOVE_ONLY};
