/* annotate_memo.h - what the annotation renderers remember from one
 * game to the next: the memo of their context (view.h:
 * bao_annotate_ctx.memo), made at a context's first game and freed with
 * it (bao_annotate_ctx_free).  annotate_tr.h fills its translations,
 * annotate.c and annotate_yaml.c its texts.  Not installed. */
#ifndef BAO_ANNOTATE_MEMO_H
#define BAO_ANNOTATE_MEMO_H

#include "base/obuf.h"
#include "bao/bao.h"

#define TR_SLOTS 512    /* a power of two; a game uses about 60 */
#define TR_PROBES 8
#define TR_ONE ((unsigned long)-1) /* no count: the key of a singular */
typedef struct tr_entry {
  const char *msgid;
  unsigned long n; /* the count of a plural; TR_ONE for a singular     */
  const char *text;
} tr_entry;

/* The renderer's memo (view.h: bao_annotate_ctx.memo), made at the first
 * game's begin and kept for the next games of its context.  `lang` keys
 * it to the domain and the language gettext was asked for (LANGUAGE and
 * the LC_MESSAGES locale), so that a program that changes language
 * between games does not read the old one's sentences. */
struct bao_annotate_memo {
  /* Measured (annotate --depth 0, 10,000 random games, CPU): saves 30%
     of the text's time, 13% of --format yaml's. */
  said_ring said;       /* texts remembered whole (obuf.h)             */
  int on;               /* while a ply of a game is told               */
  int valid;            /* the translations below are of `lang`        */
  const char *domain;
  char lang[256];
  char hole[2 * BAO_PITS][3]; /* the holes' names: a sentence names two */
  int names;            /* the dialect they are in (tr_names)           */
  /* Measured: saves 4% in English, 8% in sw and fr: under the 10% a
     cache must earn, kept because annotate would be 4-9% slower than
     before contexts, beyond the 3% allowed. */
  tr_entry e[TR_SLOTS]; /* translations, by msgid and count            */
};

#endif
