/* html_tell.c - the translations the engine in the page tells a
 * learner's moves in (src/wasm/bao_tell.c, explore.js): "tell" in the
 * page's data (html_page.h),
 *
 *   "tell": {"plural": PLURAL-FORMS, "msgs": {MSGID: TEXT or [FORM...]}}
 *
 * for every message of the sentences of a ply (src/views/annotate_say.h,
 * listed at build time from po/bao.pot: bao_tell_msgs.h) that the
 * catalog in use translates: a singular's translation, or a plural's
 * forms in the catalog's order, each got from gettext for a count that
 * the catalog's rule sends to it (plural.h), so that the module chooses
 * among them as dngettext would.  A message gettext does not translate
 * is left out: the module then says its English msgid, chosen by n == 1,
 * as gettext does.  Without a catalog (English), no "tell". */
#include <string.h>

#include "html_page.h"
#include "base/i18n.h"
#include "base/plural.h"
#include "bao_tell_msgs.h"

#define FORMS_MAX 16     /* more than any language's plural forms        */
#define COUNT_MAX 100000 /* the counts tried for a form                  */

/* The Plural-Forms field of catalog header h, into buf ("" without). */
static const char *plural_field(const char *h, char *buf, size_t size)
{
  const char *f = strstr(h, "Plural-Forms:");
  size_t n;
  buf[0] = '\0';
  if (!f)
    return buf;
  n = strcspn(f, "\n");
  if (n < size) {
    memcpy(buf, f, n);
    buf[n] = '\0';
  }
  return buf;
}

/* The plural forms of the catalog's rule: *forms of them, and the first
 * count that each is chosen for (-1: none below COUNT_MAX). */
static void form_counts(const char *rule, unsigned long count[FORMS_MAX],
                        int *forms)
{
  unsigned long n;
  int i, found = 0;
  bao_plural_index(rule, 0, forms);
  if (*forms > FORMS_MAX)
    *forms = FORMS_MAX;
  for (i = 0; i < *forms; i++)
    count[i] = (unsigned long)-1;
  for (n = 0; n < COUNT_MAX && found < *forms; n++) {
    i = bao_plural_index(rule, n, NULL);
    if (i < *forms && count[i] == (unsigned long)-1) {
      count[i] = n;
      found++;
    }
  }
}

/* Plural message i's forms, or nothing when gettext does not translate
 * it; 1 when written. */
static int plural_json(bao_sink *f, size_t i, const unsigned long *count,
                       int forms, int first)
{
  const char *one = bao_tell_msgs[i].one, *many = bao_tell_msgs[i].many, *s;
  int k;
  for (k = 0; k < forms; k++) {
    if (count[k] == (unsigned long)-1)
      continue;
    s = dngettext(BAO_TEXTDOMAIN, one, many, count[k]);
    if (s == one || s == many) /* not translated */
      return 0;
  }
  sink_puts(f, first ? "" : ",");
  html_json(f, one);
  sink_puts(f, ":[");
  for (k = 0; k < forms; k++) {
    sink_puts(f, k ? "," : "");
    html_json(f, count[k] == (unsigned long)-1
                   ? ""
                   : dngettext(BAO_TEXTDOMAIN, one, many, count[k]));
  }
  sink_puts(f, "]");
  return 1;
}

void html_tell_json(bao_sink *f)
{
  const char *header = dgettext(BAO_TEXTDOMAIN, ""), *s;
  char rule[512];
  unsigned long count[FORMS_MAX];
  int forms, first = 1;
  size_t i;
  if (!*header) /* no catalog: the msgids */
    return;
  plural_field(header, rule, sizeof rule);
  form_counts(rule, count, &forms);
  sink_puts(f, ",\n\"tell\":{\"plural\":");
  html_json(f, rule);
  sink_puts(f, ",\"msgs\":{");
  for (i = 0; bao_tell_msgs[i].one; i++) {
    if (bao_tell_msgs[i].many) {
      if (plural_json(f, i, count, forms, first))
        first = 0;
      continue;
    }
    s = dgettext(BAO_TEXTDOMAIN, bao_tell_msgs[i].one);
    if (s == bao_tell_msgs[i].one)
      continue;
    sink_puts(f, first ? "" : ",");
    html_json(f, bao_tell_msgs[i].one);
    sink_puts(f, ":");
    html_json(f, s);
    first = 0;
  }
  sink_puts(f, "}}");
}
