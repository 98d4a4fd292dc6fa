/* annotate_tr.h - the translations annotate.c remembers while it tells
 * the games of a walk.  Static, and included by annotate.c alone (and by
 * annotate_say.h, which annotate.c includes): it redefines _() and
 * dngettext() for the rest of that translation unit, so that xgettext
 * still finds every message where it is written.  Not installed. */
#ifndef BAO_ANNOTATE_TR_H
#define BAO_ANNOTATE_TR_H

#include <locale.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "base/obuf.h"

/* ---- translations, remembered while a game is told -----------------------
 * A gettext lookup costs as much as telling an event (a lock, a search
 * of the catalogs), and a ply asks for ten of them: while the text
 * renderer tells a game (from its begin to its end, in this thread, for
 * this walk and stream) each translation is remembered, keyed by the
 * msgid's address and, for a plural, its count.  A game is told in one
 * language; outside a game (bao_annotate_title, the page calling the
 * renderer's ply alone) every message is looked up as before.  The
 * messages keep their _() and dngettext() so that xgettext finds them. */

/* The pieces of a message (obuf.h), remembered by its address: a
 * sentence is then a few copies of known lengths.  With gettext only
 * while a game is told (the addresses are those of the catalog the
 * game's language loaded, forgotten with its translations); without,
 * the messages are string literals and their pieces are kept for good.
 * A slot taken by another message is compiled again. */
#define TR_COMPILED 256 /* a power of two; a game says about 40 */
static _Thread_local fmt_compiled tr_pieces[TR_COMPILED];

static const fmt_compiled *tr_pieces_of(const char *msg)
{
  uintptr_t a = (uintptr_t)msg;
  fmt_compiled *c = &tr_pieces[((a >> 3) ^ (a >> 11)) & (TR_COMPILED - 1)];
  if (c->msg != msg)
    fmt_compile(c, msg);
  return c->ok ? c : NULL;
}

/* A word translated once for the walk, and what it translates. */
typedef struct tr_memo {
  const char *key, *text;
} tr_memo;

#ifdef BAO_NLS

#define TR_SLOTS 512 /* a power of two; a game uses about 60 */
#define TR_PROBES 8
#define TR_ONE ((unsigned long)-1) /* no count: the key of a singular */

typedef struct tr_entry {
  const char *msgid;
  unsigned long n; /* the count of a plural; TR_ONE for a singular     */
  const char *text;
} tr_entry;

/* Thread-local and static, not allocated: it outlives a game (the next
 * game of the walk finds it filled) and needs no freeing.  `lang` keys it
 * to the language gettext was asked for (LANGUAGE and the LC_MESSAGES
 * locale), so that a program that changes language between walks does
 * not read the old one's sentences. */
typedef struct tr_cache {
  const void *ctx, *r; /* the walk and stream of the game being told  */
  int valid;
  char lang[256];
  tr_entry e[TR_SLOTS];
} tr_cache;

static _Thread_local tr_cache tr_game;
static _Thread_local int tr_on; /* while a ply of that game is told     */
/* The words every ply says (the sides, the ways, the title's colon, the
 * game's words), kept for the walk: annotate.c numbers them. */
#define TR_NAMES 8
static _Thread_local tr_memo tr_names[TR_NAMES];

/* The walk's slot of name i while a game is told, or NULL. */
static tr_memo *tr_name(int i)
{
  return tr_on ? &tr_names[i] : NULL;
}

static const char *tr_lookup(const char *one, const char *many,
                             unsigned long n)
{
  return many ? dngettext(BAO_TEXTDOMAIN, one, many, n) : _(one);
}

/* The translation of `one` (singular, many NULL) or of the plural pair
 * for count n, remembered while the games of a walk are told. */
static const char *tr(const char *one, const char *many, unsigned long n)
{
  tr_entry *e;
  size_t h, i;
  if (!tr_on)
    return tr_lookup(one, many, n);
  h = (size_t)(((uintptr_t)one >> 3) ^ (n * 0x9e3779b9u));
  for (i = 0; i < TR_PROBES; i++) {
    e = &tr_game.e[(h + i) & (TR_SLOTS - 1)];
    if (e->msgid == one && e->n == n)
      return e->text;
    if (!e->msgid) {
      e->msgid = one;
      e->n = n;
      return e->text = tr_lookup(one, many, n);
    }
  }
  return tr_lookup(one, many, n);
}

static const fmt_compiled *tr_compiled(const char *msg)
{
  return tr_on ? tr_pieces_of(msg) : NULL;
}

/* Whether what is told is remembered whole (obuf.h, annotate.c): while a
 * game is told, with its translations (tr_begin forgets both). */
static int tr_remembering(void) { return tr_on; }

/* A game begins: the translations stay if the walk, the stream and the
 * language are those of the last game told in this thread. */
static void tr_begin(const void *ctx, const void *r)
{
  const char *l = getenv("LANGUAGE"), *m = setlocale(LC_MESSAGES, NULL);
  char lang[sizeof tr_game.lang];
  size_t ln = l ? strlen(l) : 0, mn = m ? strlen(m) : 0, n = ln + 1 + mn;
  if (n >= sizeof lang) {
    tr_game.valid = 0; /* too long to key: no remembering */
    return;
  }
  memcpy(lang, l ? l : "", ln); /* "LANGUAGE|locale", once a game */
  lang[ln] = '|';
  memcpy(lang + ln + 1, m ? m : "", mn);
  lang[n] = '\0';
  if (tr_game.valid && tr_game.ctx == ctx && tr_game.r == r &&
      strcmp(tr_game.lang, lang) == 0)
    return;
  memset(tr_game.e, 0, sizeof tr_game.e);
  memset(tr_pieces, 0, sizeof tr_pieces);
  memset(tr_names, 0, sizeof tr_names);
  said_forget();
  tr_game.ctx = ctx;
  tr_game.r = r;
  memcpy(tr_game.lang, lang, n + 1);
  tr_game.valid = 1;
}

static void tr_end(void) {}

/* whether the ply of walk r into ctx is told with the game's translations */
static void tr_ply(const void *ctx, const void *r, int on)
{
  tr_on = on && tr_game.valid && tr_game.ctx == ctx && tr_game.r == r;
}

#undef _
#define _(msgid) tr(msgid, NULL, TR_ONE)
#undef dngettext
#define dngettext(domain, one, many, n) \
  ((void)(domain), tr(one, many, (unsigned long)(n)))

#else /* without gettext every message is its msgid: nothing to remember */

static void tr_begin(const void *ctx, const void *r) { (void)ctx, (void)r; }

static const fmt_compiled *tr_compiled(const char *msg)
{
  return tr_pieces_of(msg);
}

/* The messages and words are literals: what is told is kept for good. */
static int tr_remembering(void) { return 1; }

static tr_memo *tr_name(int i)
{
  (void)i;
  return NULL;
}

static void tr_end(void) {}
static void tr_ply(const void *ctx, const void *r, int on)
{
  (void)ctx, (void)r, (void)on;
}

#endif

#endif
