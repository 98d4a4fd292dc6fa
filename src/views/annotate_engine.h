/* annotate_engine.h - the engine's judgement of a ply (engine_judge.h)
 * told in words by annotate.c, after the exact judgement: the move the
 * engine preferred, the mover's chances before and after the move (an
 * exact result said as one: "a forced win in 3 moves"), and its
 * estimate mark, said to be an estimate.  Static, included by annotate.c
 * alone after annotate_say.h; xgettext reads it too (po/POTFILES.in).
 * Not installed. */
#ifndef BAO_ANNOTATE_ENGINE_H
#define BAO_ANNOTATE_ENGINE_H

#include <stdlib.h>

#include "annotate_say.h"
#include "base/obuf.h"
#include "bao/engine_judge.h"
#include "engine/same.h"

/* A score, from the mover's point of view, in words into o. */
static void engine_score(teller *t, int score, obuf *o)
{
  unsigned long n = (unsigned long)bao_score_moves(score);
  int pc;
  if (!bao_score_exact(score)) {
    /* as bao_score_format rounds it: never 0 or 100, an estimate */
    pc = (int)(bao_score_percent(score) + 0.5);
    pc = pc < 1 ? 1 : pc > 99 ? 99 : pc;
    /* TRANSLATORS: the engine's estimate of a player's chance of
       winning, %1$d in percent (1 to 99); %% is the percent sign. */
    format(o, _("%1$d%%"), ARGS(AN(pc)));
  } else if (score > 0) {
    format(o, dngettext(BAO_TEXTDOMAIN,
                        /* TRANSLATORS: instead of a chance of winning:
                           the player can force a win within %1$d of his
                           moves (an exact result, not an estimate). */
                        "a forced win in %1$d move",
                        "a forced win in %1$d moves", n), ARGS(AN(n)));
  } else {
    format(o, dngettext(BAO_TEXTDOMAIN,
                        /* TRANSLATORS: instead of a chance of winning:
                           the opponent can force a win within %1$d of
                           his moves (an exact result). */
                        "a forced loss in %1$d move",
                        "a forced loss in %1$d moves", n), ARGS(AN(n)));
  }
}

/* The sentences of judgement e of ply v (by v->side). */
static void tell_engine_judgement(teller *t, const bao_ply_report *v,
                                  const bao_engine_judgement *e)
{
  obuf was, now;
  char best[BAO_TOKEN_MAX];
  unsigned long pts;
  ob_init(&was);
  ob_init(&now);
  engine_score(t, e->before, &was);
  engine_score(t, e->after, &now);
  if (!was.oom && !now.oom) {
    if (bao_move_same(&e->best, &v->outcome->move)) {
      bao_say(t,
          /* TRANSLATORS: the engine's judgement of the move played: it
             would have played it too; %1$s the mover (South or North),
             %2$s his chance of winning, as "71%" or "a forced win in 3
             moves". */
          _("The engine would have played this move too (%1$s: %2$s)."),
          ARGS(SIDE_ARG(t, v->side), ASL(was.s, was.n)));
    } else {
      bao_move_token(&e->best, v->side, best, sizeof best);
      bao_say(t,
          /* TRANSLATORS: the engine's judgement of the move played: %1$s
             the move it preferred (a move token), %2$s the mover (South
             or North), %3$s and %4$s his chances of winning before and
             after the move played, as "71%" or "a forced win in 3
             moves". */
          _("The engine preferred %1$s (%2$s: %3$s before the move, %4$s "
            "after it)."),
          ARGS(AS(best), SIDE_ARG(t, v->side), ASL(was.s, was.n),
               ASL(now.s, now.n)));
    }
  }
  if (ob_allocated(&was))
    free(was.s);
  if (ob_allocated(&now))
    free(now.s);
  pts = (unsigned long)(bao_score_percent(e->before) -
                        bao_score_percent(e->after) + 0.5);
  if (e->mark == BAO_ENGINE_MISTAKE)
    bao_say(t, dngettext(BAO_TEXTDOMAIN,
                     /* TRANSLATORS: the engine's estimate mark of the
                        move (not an exact result): it lowers the mover's
                        chance of winning by %1$d percentage points. */
                     "By the engine's estimate, a mistake: %1$d point of "
                     "winning chance lost.",
                     "By the engine's estimate, a mistake: %1$d points of "
                     "winning chance lost.", pts), ARGS(AN(pts)));
  else if (e->mark == BAO_ENGINE_INACCURACY)
    bao_say(t, dngettext(BAO_TEXTDOMAIN,
                     /* TRANSLATORS: as "a mistake", for a smaller loss:
                        %1$d percentage points. */
                     "By the engine's estimate, an inaccuracy: %1$d point "
                     "of winning chance lost.",
                     "By the engine's estimate, an inaccuracy: %1$d points "
                     "of winning chance lost.", pts), ARGS(AN(pts)));
}

/* The engine's judgement of ply v, told (nothing when it could not
 * search: the command counts such plies). */
static void tell_engine(teller *t, bao_engine_opts *eng,
                        const bao_ply_report *v)
{
  bao_engine_judgement e;
  bao_diag d;
  if (eng && v->depth == 0 && v->ply == 0)
    bao_engine_new_game(eng);
  if (eng && v->depth == 0 &&
      bao_engine_judge_ply(eng, v->before, &v->outcome->move, v->judgement,
                           &e, &d))
    tell_engine_judgement(t, v, &e);
}

#endif
