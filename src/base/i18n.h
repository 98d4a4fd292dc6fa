/* i18n.h - the library's messages in the reader's language (GNU gettext,
 * po/).  Internal: not installed.
 *
 * Only sentences meant for people are translated: the annotations of
 * annotate.c and the teaching page (html_page.c).  Position lines, move
 * tokens, YAML keys and values, the words of diagnostics and SVG ids are
 * the same in every language.
 *
 * The library names its text domain in every call (dgettext), so that a
 * program linking it gets bao's catalogs whatever its own domain is; it
 * never calls setlocale or bindtextdomain: that is the program's choice
 * (the bao command does it, cli_lang.c).  A program that does neither
 * gets English, the msgids.  Built without gettext (BAO_NLS undefined),
 * every message is its English msgid.
 *
 * xgettext finds the messages by _() and N_() (po/bao.pot's target) and
 * by dngettext, one of its default keywords; a comment starting with
 * TRANSLATORS just before a message goes to the translators with it. */
#ifndef BAO_I18N_H
#define BAO_I18N_H

#include "bao/diag.h"

#define BAO_TEXTDOMAIN BAO_TEXT_DOMAIN /* bao.h: what programs bind */

#ifdef BAO_NLS
#include <libintl.h>
#else
#define dgettext(domain, msgid) ((void)(domain), (char *)(msgid))
#define dngettext(domain, msgid, plural, n) \
  ((void)(domain), (char *)((n) == 1 ? (msgid) : (plural)))
#endif

/* A message, translated now. */
#define _(msgid) dgettext(BAO_TEXTDOMAIN, msgid)
/* A message marked for translation and translated where it is used (in
 * tables). */
#define N_(msgid) msgid

/* ---- annotate_say.c's word that the page uses ------------------------------
 * (the title of a ply, bao_annotate_title, is the annotation renderer's:
 * view.h) */

/* One of the games' words (bao_variant_words: "nyumba", "namua" ...) as
 * the reader's language writes it. */
const char *bao_game_word(const char *word);

#endif
