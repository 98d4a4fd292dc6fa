/* annotate_tr.h - what the text renderer remembers while it tells the
 * games of a walk (its memo, owned by its context: bao_annotate_ctx),
 * and the translations it looks up through it.  Static, and included by
 * annotate.c alone: it is the translator of that file's teller
 * (the type tr_state, and _() and dngettext() redefined for the rest of
 * the translation unit as lookups of the teller `t` in scope, so that
 * xgettext still finds every message where it is written).  The engine
 * in the page has its own (src/wasm/bao_tell.c).  Not installed. */
#ifndef BAO_ANNOTATE_TR_H
#define BAO_ANNOTATE_TR_H

#include <locale.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "annotate_memo.h"
#include "annotate_say.h"
#include "base/obuf.h"
#include "bao/notation.h"
#include "bao/view.h"

/* ---- translations, remembered while a game is told -----------------------
 * A gettext lookup costs as much as telling an event (a lock, a search
 * of the catalogs), and a ply asks for ten of them: while the renderer
 * tells a game (from its begin to its end) each translation is
 * remembered in its context's memo, keyed by the msgid's address and,
 * for a plural, its count.  A game is told in one language; outside a
 * game (bao_annotate_title, the page calling the renderer's ply alone)
 * every message is looked up as before.  The messages keep their _() and
 * dngettext() so that xgettext finds them. */

typedef struct bao_annotate_memo tr_state;

/* The message in the domain (NULL: English, the msgid itself). */
static const char *tr_lookup(const char *domain, const char *one,
                             const char *many, unsigned long n)
{
  if (!domain)
    return many && n != 1 ? many : one;
  return many ? dngettext(domain, one, many, n) : dgettext(domain, one);
}

/* The translation of `one` (singular, many NULL) or of the plural pair
 * for count n, remembered in memo m while a game is told (m NULL or off:
 * looked up). */
static const char *tr_in(tr_state *m, const char *domain, const char *one,
                         const char *many, unsigned long n)
{
  tr_entry *e;
  size_t h, i;
  if (!m || !m->on)
    return tr_lookup(domain, one, many, n);
  h = (size_t)(((uintptr_t)one >> 3) ^ (n * 0x9e3779b9u));
  for (i = 0; i < TR_PROBES; i++) {
    e = &m->e[(h + i) & (TR_SLOTS - 1)];
    if (e->msgid == one && e->n == n)
      return e->text;
    if (!e->msgid) {
      e->msgid = one;
      e->n = n;
      return e->text = tr_lookup(domain, one, many, n);
    }
  }
  return tr_lookup(domain, one, many, n);
}

/* tr_in as the teller's translator (annotate_say.h), which asks a
 * singular with the memo's key of one. */
_Static_assert(TR_ONE == TELL_ONE, "a singular's key is the teller's count");
static const char *tr_say(void *m, const char *domain, const char *one,
                          const char *many, unsigned long n)
{
  return tr_in(m, domain, one, many, n);
}

/* Whether what is told is remembered whole (obuf.h, annotate.c): while a
 * game is told, with its translations (tr_begin forgets both). */
static int tr_remembering(const tr_state *m)
{
  return m && m->on && m->said.m;
}

/* The memo of context c, made now if need be (NULL: out of memory, and
 * nothing is remembered). */
static tr_state *tr_memo_of(bao_annotate_ctx *c)
{
  int i;
  if (c->memo)
    return c->memo;
  if (!(c->memo = calloc(1, sizeof *c->memo)))
    return NULL;
  said_new(&c->memo->said); /* without it, texts are told every time */
  for (i = 0; i < 2 * BAO_PITS; i++)
    bao_hole_name((bao_hole)i, c->memo->hole[i], sizeof c->memo->hole[i]);
  return c->memo;
}

/* The holes named in `dialect` (the game's: an AP record's are AP's
 * cells); the sentences remembered with other names are forgotten. */
static void tr_names(tr_state *m, int dialect)
{
  int i;
  if (!m || m->names == dialect)
    return;
  for (i = 0; i < 2 * BAO_PITS; i++)
    bao_hole_name_in((bao_hole)i, (enum bao_dialect)dialect, m->hole[i],
                     sizeof m->hole[i]);
  said_forget(m->said.m);
  m->names = dialect;
}

/* A game begins: the translations stay if the domain and the language
 * are those of the last game told. */
static void tr_begin(tr_state *m, const char *domain)
{
  const char *l = getenv("LANGUAGE"), *loc = setlocale(LC_MESSAGES, NULL);
  char lang[sizeof m->lang];
  size_t ln = l ? strlen(l) : 0, mn = loc ? strlen(loc) : 0;
  size_t n = ln + 1 + mn;
  if (n >= sizeof lang) {
    m->valid = 0; /* too long to key: no remembering */
    return;
  }
  memcpy(lang, l ? l : "", ln); /* "LANGUAGE|locale", once a game */
  lang[ln] = '|';
  memcpy(lang + ln + 1, loc ? loc : "", mn);
  lang[n] = '\0';
  if (m->valid && m->domain == domain && strcmp(m->lang, lang) == 0)
    return;
  memset(m->e, 0, sizeof m->e);
  said_forget(m->said.m);
  m->domain = domain;
  memcpy(m->lang, lang, n + 1);
  m->valid = 1;
}

/* Whether the plies told now use memo m (a game of it is being told). */
static void tr_ply(tr_state *m, int on)
{
  if (m)
    m->on = on && m->valid;
}

/* _() and dngettext() of the teller `t` in scope (annotate.c's own
 * sentences, told with annotate_say.h's teller). */
#define tr(t, one, many, n) tr_in((t)->m, (t)->domain, one, many, n)
#undef _
#define _(msgid) tr(t, msgid, NULL, TR_ONE)
#undef dngettext
#define dngettext(domain, one, many, n) \
  ((void)(domain), tr(t, one, many, (unsigned long)(n)))

#endif
