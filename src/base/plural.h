/* plural.h - gettext's rule for plural forms, read from a catalog's
 * header ("Plural-Forms: nplurals=2; plural=(n != 1);"), so that a
 * translation's forms can be chosen where gettext is not: by the engine
 * in the teaching page, which tells a learner's moves (src/wasm/
 * bao_tell.c) from the forms the page hands it (html_tell.c).  Not
 * installed. */
#ifndef BAO_PLURAL_H
#define BAO_PLURAL_H

/* The index of the plural form for count n under the header's
 * Plural-Forms (a whole catalog header, or the field alone), as gettext
 * chooses it: the expression's value, 0 when that is not below nplurals;
 * without the field, or with one that does not parse, the rule of
 * English, n != 1.  *nplurals (if not NULL) is set to the forms' count:
 * 2 for English. */
int bao_plural_index(const char *header, unsigned long n, int *nplurals);

#endif
