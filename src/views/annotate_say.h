/* annotate_say.h - the sentences told of a ply (annotate_say.c): its
 * teller, its title, who plays and the sentences of each event, read
 * from the engine's data alone, so that `bao annotate` (annotate.c) and
 * the engine in the teaching page (src/wasm/bao_tell.c, for the moves a
 * learner tries) tell the same sentences.  The teller asks its
 * translator (tell_tr) for every message: annotate.c's remembers the
 * gettext catalogs' (annotate_tr.h), the page's looks in the table the
 * page hands the module.  Not installed. */
#ifndef BAO_ANNOTATE_SAY_H
#define BAO_ANNOTATE_SAY_H

#include <stddef.h>
#include <stdint.h>

#include "base/obuf.h"
#include "bao/bao.h"

/* The count a singular message is asked with (a plural's is its n). */
#define TELL_ONE ((unsigned long)-1)

/* A translator: message `one` (a singular: many NULL, n TELL_ONE) or the
 * plural pair for count n, in text domain `domain` (NULL: English),
 * looked up with the translator's state m. */
typedef const char *tell_tr(void *m, const char *domain, const char *one,
                            const char *many, unsigned long n);

/* A ply as the teller reads it: engine-level data only. */
typedef struct tell_ply {
  size_t ply;                 /* 0-based: its title says ply + 1         */
  int side;                   /* the mover                               */
  const bao_position *before;
  const bao_position *after;  /* NULL: not known                         */
  const bao_move *move;       /* the move played                         */
  const char *token;          /* its canonical token                     */
  const bao_events *events;   /* what it did                             */
} tell_ply;

/* The sentences of a ply, one after another. */
typedef struct teller {
  obuf *o;
  tell_tr *tr;            /* the translator                            */
  void *m;                /* its state, or NULL                        */
  const char *domain;     /* its sentences' text domain; NULL: English */
  const char (*holes)[3]; /* the holes' names (the memo's, or own)     */
  char own[2 * BAO_PITS][3];
  int said;               /* sentences so far                          */
  const tell_ply *v;
  const bao_words *words; /* the game's words (words_of), once needed  */
  const char *house, *namua, *mtaji; /* translated, once needed       */
  const char *side[2];    /* the players' names, translated            */
  size_t side_len[2];     /* their lengths, once measured              */
  const char *way[2];     /* clockwise, anticlockwise, translated      */
  size_t last;            /* last_sowing of the ply's events           */
  uint64_t key_b;         /* what every event key of the ply has in b  */
} teller;

/* Player s's name as an argument of a message. */
#define SIDE_ARG(t, s) bao_say_side(t, (s) ? 1 : 0)

/* A teller of ply v (NULL: a game's heading) into line o, with
 * translator tr and its state m (NULL: none) in `domain`, naming the
 * holes as `holes` does (NULL: its own names). */
void bao_say_start(teller *t, obuf *o, const tell_ply *v, tell_tr *tr,
                   void *m, const char *domain, const char (*holes)[3]);
/* A sentence (msg, a format of obuf.h, with its n arguments), after a
 * space when one was said before. */
void bao_say(teller *t, const char *msg, const arg *args, size_t n);
/* The name of player `side` (BAO_SOUTH or BAO_NORTH), translated. */
const char *bao_say_side_name(teller *t, int side);
/* Player `side` (0 or 1) as an argument, translated once per ply. */
arg bao_say_side(teller *t, int side);
/* The index of the last sowing of ev (where a lap's sentences end). */
size_t bao_say_last_sowing(const bao_events *ev);
/* The sentences of the ply's event i (t->last set). */
void bao_say_event(teller *t, size_t i);
/* The ply's title ("12. South"). */
void bao_say_title(teller *t);
/* Whether the ply's line says who plays: every move but one that starts
 * by placing a seed, whose first sentence says it. */
int bao_say_who(const tell_ply *v);
/* "South plays A6L*." */
void bao_say_plays(teller *t);
/* The title, then who plays when the line says it. */
void bao_say_head(teller *t);
/* The end of the account of a move cut short. */
void bao_say_cut(teller *t);
/* The whole line of ply t->v, told afresh: its title, who plays, and
 * its events' sentences.  Without a newline. */
void bao_say_line(teller *t);

#endif
