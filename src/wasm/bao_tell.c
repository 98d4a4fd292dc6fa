/* bao_tell.c - a move told in words by the engine in the page
 * (bao_wasm.h: bao_wasm_tell), as `bao annotate` tells the game's: the
 * sentences are annotate_say.c's, told with a translator that looks in
 * the translations the page hands the module
 * (bao_wasm_tell_lang): for the page's language, every message of
 * annotate_say.c that its catalog translates, each plural message with
 * all its forms and the catalog's Plural-Forms to choose among them
 * (src/views/html/html_tell.c writes them into the page's data).  A
 * message the table lacks is its English msgid, chosen by n == 1, as
 * gettext does for a message it cannot find.
 *
 * The table is the module's one language, kept from call to call (a
 * module's state: src/wasm/ is a program, not the library). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "bao/bao.h"
#include "base/obuf.h"
#include "bao_wasm.h"
#include "base/i18n.h"
#include "base/plural.h"
#include "views/annotate_say.h"

/* ---- the translations ------------------------------------------------------ */

typedef struct tell_msg {
  const char *msgid;  /* the message (a plural's singular msgid)          */
  const char **form;  /* its translation, or its plural forms by index    */
  int forms;
} tell_msg;

typedef struct tell_lang {
  char *text;         /* the table as handed, cut into its strings        */
  const char *plural; /* the catalog's Plural-Forms, or ""                */
  tell_msg *msg;      /* sorted by msgid                                  */
  size_t n;
  const char **forms; /* every form, in msg order                         */
} tell_lang;

static tell_lang lang; /* no table: English */

static int by_msgid(const void *a, const void *b)
{
  return strcmp(((const tell_msg *)a)->msgid, ((const tell_msg *)b)->msgid);
}

static void lang_free(tell_lang *l)
{
  free(l->text);
  free(l->msg);
  free(l->forms);
  memset(l, 0, sizeof *l);
}

/* Table `table` ("PLURAL-FORMS" then, for each message, RS msgid US form
 * [US form]...; RS and US the ASCII separators 0x1e and 0x1f) into l: 1,
 * or 0 when out of memory. */
static int lang_parse(tell_lang *l, const char *table)
{
  size_t n = 0, forms = 0, i, k;
  char *s, *end;
  for (s = (char *)table; *s; s++) {
    n += *s == '\x1e';
    forms += *s == '\x1f';
  }
  if (!(l->text = malloc(strlen(table) + 1)) ||
      !(l->msg = calloc(n + 1, sizeof *l->msg)) ||
      !(l->forms = calloc(forms + 1, sizeof *l->forms)))
    return 0;
  strcpy(l->text, table);
  l->plural = l->text;
  s = l->text + strcspn(l->text, "\x1e");
  for (i = k = 0; *s; i++) { /* at an RS */
    *s++ = '\0';
    l->msg[i].msgid = s;
    l->msg[i].form = l->forms + k;
    end = s + strcspn(s, "\x1e");
    while ((s += strcspn(s, "\x1f\x1e")) < end) { /* at a US */
      *s++ = '\0';
      l->forms[k++] = s;
      l->msg[i].forms++;
    }
  }
  l->n = i;
  qsort(l->msg, l->n, sizeof *l->msg, by_msgid);
  return 1;
}

/* The translation of `one` (a singular, many NULL) or of the plural pair
 * for count n. */
static const char *tr_table(const tell_lang *l, const char *one,
                            const char *many, unsigned long n)
{
  tell_msg key, *m = NULL;
  int i = 0;
  key.msgid = one;
  if (l && l->n)
    m = bsearch(&key, l->msg, l->n, sizeof *l->msg, by_msgid);
  if (m && many)
    i = bao_plural_index(l->plural, n, NULL);
  if (!m || i >= m->forms || !*m->form[i])
    return many && n != 1 ? many : one;
  return m->form[i];
}

/* tr_table as the teller's translator (annotate_say.h). */
static const char *tr_say(void *m, const char *domain, const char *one,
                          const char *many, unsigned long n)
{
  (void)domain;
  return tr_table(m, one, many, n);
}

/* ---- the move told -------------------------------------------------------- */

int bao_tell_lang(const char *table)
{
  lang_free(&lang);
  if (!table || !*table)
    return 1;
  if (!lang_parse(&lang, table)) {
    lang_free(&lang);
    return 0;
  }
  return 1;
}

size_t bao_tell_messages(void) { return lang.n; }

int bao_tell_line(obuf *o, const bao_position *before, const bao_outcome *out,
                  const bao_events *ev, const char *token, size_t ply)
{
  teller t;
  tell_ply p;
  p.ply = ply;
  p.side = before->to_move;
  p.before = before;
  p.after = &out->after;
  p.move = &out->move;
  p.token = token;
  p.events = ev;
  bao_say_start(&t, o, &p, tr_say, &lang, BAO_TEXTDOMAIN, NULL);
  bao_say_line(&t);
  return !o->oom;
}
