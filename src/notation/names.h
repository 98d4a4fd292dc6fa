/* names.h - the names of a table joined into one list ("devoogt, kiba or
 * mw"), so that help texts and error messages list the variants and the
 * dialects from their tables (bao_variant_name, bao_dialect_name) and
 * never spell them by hand.  Header only: the engine's WebAssembly build
 * uses it too.  Not installed. */
#ifndef BAO_NAMES_H
#define BAO_NAMES_H

#include <stdio.h>

#include "bao/bao.h"
#include "bao/token.h"

/* How the names are joined: `sep` between two, `last` before the last
 * one; the name of entry `noted` (-1: none) is followed by `note`. */
typedef struct bao_names_style {
  const char *sep, *last;
  int noted;
  const char *note;
} bao_names_style;

/* name(0) .. name(count - 1) joined into buf (snprintf's truncation);
 * returns the length the whole list needs. */
static inline size_t bao_names_join(char *buf, size_t size,
                                    const char *(*name)(int), int count,
                                    bao_names_style style)
{
  size_t used = 0;
  int i, n;
  if (buf && size)
    buf[0] = '\0';
  for (i = 0; i < count; i++) {
    n = snprintf(buf && used < size ? buf + used : NULL,
                 buf && used < size ? size - used : 0, "%s%s%s%s",
                 i == 0 ? "" : i == count - 1 ? style.last : style.sep,
                 name(i), i == style.noted ? " " : "",
                 i == style.noted ? style.note : "");
    used += n > 0 ? (size_t)n : 0;
  }
  return used;
}

/* The tables' name functions take their enums; these take the index
 * that bao_names_join counts with. */
static inline const char *bao_names_variant(int i)
{
  return bao_variant_name((enum bao_variant)i);
}

static inline const char *bao_names_dialect(int i)
{
  return bao_dialect_name((enum bao_dialect)i);
}

/* "a, b or c" */
#define BAO_NAMES_OR ((bao_names_style){", ", " or ", -1, ""})

#endif
