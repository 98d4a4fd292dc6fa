/* obuf.h - a line of output built in memory, and the formatter of
 * messages with positional arguments: what annotate.c and annotate_yaml.c
 * share.  Internal: not installed. */
#ifndef BAO_OBUF_H
#define BAO_OBUF_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- the output line ----------------------------------------------------
 * A ply is told in one line built in memory and written with one fwrite:
 * formatting with stdio was most of annotate's time. */

typedef struct obuf {
  char *s;
  size_t n, cap;
  char local[4096];
  int oom;
} obuf;

static inline void ob_init(obuf *o)
{
  o->s = o->local;
  o->n = 0;
  o->cap = sizeof o->local;
  o->oom = 0;
}

static inline void ob_grow(obuf *o, size_t n)
{
  char *grown;
  size_t cap = o->cap;
  while (o->n + n + 1 > cap)
    cap *= 2;
  grown = o->s == o->local ? malloc(cap) : realloc(o->s, cap);
  if (!grown) {
    o->oom = 1;
    return;
  }
  if (o->s == o->local)
    memcpy(grown, o->local, o->n);
  o->s = grown;
  o->cap = cap;
}

static inline void ob_put(obuf *o, const char *s, size_t n)
{
  if (o->n + n + 1 > o->cap && (ob_grow(o, n), o->oom))
    return;
  memcpy(o->s + o->n, s, n);
  o->n += n;
}

static inline void ob_str(obuf *o, const char *s) { ob_put(o, s, strlen(s)); }

/* A string literal, its length known when compiled. */
#define ob_lit(o, lit) ob_put((o), "" lit, sizeof(lit) - 1)

/* Writes the decimal digits of v at w; returns the end. */
static inline char *ob_digits(char *w, long long v)
{
  char d[24];
  size_t i = sizeof d;
  unsigned long long u = v < 0 ? 0 - (unsigned long long)v
                               : (unsigned long long)v;
  do
    d[--i] = (char)('0' + u % 10);
  while ((u /= 10) != 0);
  if (v < 0)
    d[--i] = '-';
  memcpy(w, d + i, sizeof d - i);
  return w + (sizeof d - i);
}

static inline void ob_int(obuf *o, long long v)
{
  char d[24];
  ob_put(o, d, (size_t)(ob_digits(d, v) - d));
}

/* Writes the line and frees it; 0 if anything failed. */
static inline int ob_flush(obuf *o, FILE *f)
{
  int ok = !o->oom && fwrite(o->s, 1, o->n, f) == o->n;
  if (o->s != o->local)
    free(o->s);
  ob_init(o);
  return ok && !ferror(f);
}

/* ---- messages with positional arguments ----------------------------------
 * A translation may put the arguments in any order (%2$s before %1$s), so
 * they are handed over as an array: each a string, or a number when `s`
 * is NULL.  The formatter reads %N$s, %N$d (any length modifier), plain
 * %s and %d in order, and %%. */

typedef struct arg {
  const char *s;
  long long n;
} arg;

#define AS(x) ((arg){(x), 0})
#define AN(x) ((arg){NULL, (long long)(x)})
#define ARGS(...) (const arg[]){__VA_ARGS__}, \
  sizeof((const arg[]){__VA_ARGS__}) / sizeof(arg)


#define FORMAT_ARGS 16 /* arguments whose lengths are measured once */

/* The room is made once for the whole message (its length, and each
 * argument's, or 24 bytes for a number), and then written without a
 * check per piece: formatting was most of a ply's time. */
static inline void format(obuf *o, const char *msg, const arg *args, size_t n)
{
  const char *p = msg, *q, *d;
  size_t i, next = 0, len[FORMAT_ARGS], need = strlen(msg) + 1;
  unsigned used = 0;
  char *w;
  if (n > FORMAT_ARGS)
    n = FORMAT_ARGS; /* more than any message has */
  for (i = 0; i < n; i++)
    need += (len[i] = args[i].s ? strlen(args[i].s) : 24);
  if (o->n + need + 1 > o->cap && (ob_grow(o, need), o->oom))
    return;
  w = o->s + o->n;
  while ((q = strchr(p, '%')) != NULL) {
    memcpy(w, p, (size_t)(q - p));
    w += q - p;
    p = q + 1;
    if (*p == '%') {
      *w++ = '%';
      p++;
      continue;
    }
    i = 0;
    for (d = p; *d >= '0' && *d <= '9' && i < 1000; d++)
      i = i * 10 + (size_t)(*d - '0');
    if (d > p && *d == '$' && i > 0) {
      i--;
      p = d + 1;
    } else {
      i = next; /* %d: the next argument (digits: a width, ignored) */
      p = d;
    }
    while (*p == 'l' || *p == 'z' || *p == 'h' || *p == 'j' || *p == 't' ||
           *p == 'L' || *p == 'q')
      p++; /* length modifiers */
    if (*p)
      p++; /* the conversion: the argument says what it is */
    next = i + 1;
    if (i >= n)
      continue;
    if (used >> i & 1) { /* an argument used again: room for it again */
      o->n = (size_t)(w - o->s);
      if (o->n + len[i] + strlen(p) + 1 > o->cap &&
          (ob_grow(o, len[i] + strlen(p)), o->oom))
        return;
      w = o->s + o->n;
    }
    used |= 1u << i;
    if (args[i].s) {
      memcpy(w, args[i].s, len[i]);
      w += len[i];
    } else {
      w = ob_digits(w, args[i].n);
    }
  }
  i = strlen(p);
  memcpy(w, p, i);
  o->n = (size_t)(w + i - o->s);
}

#endif
