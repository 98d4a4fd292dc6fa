/* util.h - what every layer of the library may use and none owns: the
 * compiler's attributes, the UTF-8 decoder, the diagnostic and string
 * helpers.  It knows nothing of the engine; engine/internal.h is the
 * engine's own.  Not installed. */
#ifndef BAO_UTIL_H
#define BAO_UTIL_H

#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "bao/diag.h"

#if defined(__GNUC__) || defined(__clang__)
#define BAO_PRINTF(f, a) __attribute__((format(printf, f, a)))
/* A function the inner loops seldom call: kept out of them. */
#define BAO_COLD __attribute__((cold, noinline))
/* Seldom called, but a loop of its own that must be fast when it is (a
 * move of a million laps): out of line, not optimised for size. */
#define BAO_NOINLINE __attribute__((noinline))
#else
#define BAO_PRINTF(f, a)
#define BAO_COLD
#define BAO_NOINLINE
#endif

/* The length of the valid UTF-8 character at s (at most n bytes, n >= 1)
 * and its code point in *cp, or 0 for a byte that starts none (overlong
 * forms, surrogates and code points past U+10FFFF included).  diag.c;
 * the cleaning of record text, the page and the SVG writer use it. */
size_t bao_utf8_decode(const unsigned char *s, size_t n, unsigned long *cp);

/* bao_diag_set with a va_list (events.c). */
int bao_diag_vset(bao_diag *d, bao_mark mark, const char *fmt, va_list ap)
  BAO_PRINTF(3, 0);

/* snprintf's contract for a text `s` of n bytes already built: copied
 * into buf (size bytes; 0: nothing written), cut to fit and always ended
 * with a NUL; returns n, the length it needed.  The writers into a
 * caller's buffer (bao_position_format, bao_move_token ...) end here. */
static inline size_t bao_copy_out(char *buf, size_t size, const char *s,
                                  size_t n)
{
  size_t k = n < size ? n : size - 1;
  if (size == 0)
    return n;
  memcpy(buf, s, k);
  buf[k] = '\0';
  return n;
}

/* The one growth of an array of structs (bytes grow in an obuf, obuf.h):
 * *items, of *cap items of `size` bytes, made to hold `need`, its
 * capacity doubled from 16; 1 on success, 0 out of memory (or beyond
 * what size_t counts), the array then as it was. */
static inline int bao_grow(void **items, size_t *cap, size_t need,
                           size_t size)
{
  size_t n = *cap ? *cap : 16;
  void *p;
  if (need <= *cap)
    return 1;
  while (n < need)
    if ((n *= 2) > (size_t)-1 / 2 / (size ? size : 1))
      return 0;
  if (!(p = realloc(*items, n * size)))
    return 0;
  *items = p;
  *cap = n;
  return 1;
}

/* Duplicates a string with malloc, to be freed (NULL stays NULL); NULL
 * out of memory (record.c).  A string a game points to is
 * bao_game_strdup's. */
char *bao_strdup(const char *s);

#endif
