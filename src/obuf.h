/* obuf.h - a line of output built in memory, and the formatter of
 * messages with positional arguments: what annotate.c and annotate_yaml.c
 * share.  Internal: not installed. */
#ifndef BAO_OBUF_H
#define BAO_OBUF_H

#include <stdint.h>
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
  if (v >= 0 && v < 100) { /* most numbers told: counts, ply numbers */
    if (v >= 10)
      *w++ = (char)('0' + v / 10);
    *w++ = (char)('0' + v % 10);
    return w;
  }
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
/* A string whose length (not 0) is known: the formatter does not measure
 * it. */
#define ASL(x, len) ((arg){(x), (long long)(len)})
#define AN(x) ((arg){NULL, (long long)(x)})
#define ARGS(...) (const arg[]){__VA_ARGS__}, \
  sizeof((const arg[]){__VA_ARGS__}) / sizeof(arg)


#define FORMAT_ARGS 16 /* arguments whose lengths are measured once */

/* The length of a string argument, or the room a number needs. */
static inline size_t arg_len(const arg *a)
{
  return a->s ? (a->n > 0 ? (size_t)a->n : strlen(a->s)) : 24;
}

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
    need += (len[i] = arg_len(&args[i]));
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

/* ---- messages compiled ------------------------------------------------------
 * A message told again and again (a sentence of annotate) is read once
 * into its pieces: each a run of its text, then the argument that follows
 * it (or none).  The runs are copied, one after another, into a buffer
 * with 16 bytes to spare, so that writing one is one or two 16-byte moves
 * whatever its length; the line keeps 16 bytes of room beyond the
 * sentence for the overshoot, which the next piece overwrites.  What is
 * written is what format() writes, byte for byte: the same %% and %N$s,
 * the same arguments skipped when the caller has fewer. */

#define FMT_PIECES 12  /* more conversions than that: format() writes it */
#define FMT_TEXT 384   /* more text than that: format() writes it        */
#define FMT_SLACK 16

typedef struct fmt_piece {
  uint16_t off, len; /* the run, in the compiled text */
  int16_t arg;       /* the argument after it; -1 none */
} fmt_piece;

typedef struct fmt_compiled {
  const char *msg;  /* the message it was read from (the key)          */
  int ok;           /* 0: too long or too many pieces, use format()    */
  size_t count, lit; /* pieces; bytes of text                          */
  unsigned char uses[FMT_PIECES]; /* how often each argument is written */
  fmt_piece p[FMT_PIECES];
  char text[FMT_TEXT + FMT_SLACK];
} fmt_compiled;

static inline int fmt_run(fmt_compiled *c, const char *from, size_t len,
                          size_t which)
{
  fmt_piece *k;
  if (c->count == FMT_PIECES || c->lit + len > FMT_TEXT ||
      (which != (size_t)-1 && which >= FMT_PIECES))
    return 0;
  k = &c->p[c->count++];
  memcpy(c->text + c->lit, from, len);
  k->off = (uint16_t)c->lit;
  k->len = (uint16_t)len;
  c->lit += len;
  k->arg = which < FMT_PIECES ? (int16_t)which : -1;
  if (which < FMT_PIECES)
    c->uses[which]++;
  return 1;
}

/* Reads msg as format() does; c->ok says whether it fitted. */
static inline void fmt_compile(fmt_compiled *c, const char *msg)
{
  const char *p = msg, *q, *d;
  size_t i, next = 0;
  memset(c, 0, sizeof *c);
  c->msg = msg;
  while ((q = strchr(p, '%')) != NULL) {
    if (q[1] == '%') { /* the run and one '%' */
      if (!fmt_run(c, p, (size_t)(q - p) + 1, (size_t)-1))
        return;
      p = q + 2;
      continue;
    }
    i = 0;
    for (d = q + 1; *d >= '0' && *d <= '9' && i < 1000; d++)
      i = i * 10 + (size_t)(*d - '0');
    if (d > q + 1 && *d == '$' && i > 0)
      i--, d++;
    else
      i = next; /* %d: the next argument (digits: a width, ignored) */
    while (*d == 'l' || *d == 'z' || *d == 'h' || *d == 'j' || *d == 't' ||
           *d == 'L' || *d == 'q')
      d++;
    if (*d)
      d++;
    if (!fmt_run(c, p, (size_t)(q - p), i))
      return;
    next = i + 1;
    p = d;
  }
  c->ok = fmt_run(c, p, strlen(p), (size_t)-1);
}

/* Copies len bytes of s to w, and up to 15 more beyond (see above). */
static inline void fmt_copy(char *w, const char *s, size_t len)
{
  memcpy(w, s, 16);
  if (len > 16) {
    memcpy(w + 16, s + 16, 16);
    if (len > 32)
      memcpy(w + 32, s + 32, len - 32);
  }
}

/* Writes message c with its n arguments, as format(o, c->msg, args, n). */
static inline void fmt_put(obuf *o, const fmt_compiled *c, const arg *args,
                           size_t n)
{
  size_t i, len[FMT_PIECES], need = c->lit + FMT_SLACK + 1;
  const fmt_piece *k, *end = c->p + c->count;
  char *w;
  if (n > FMT_PIECES)
    n = FMT_PIECES; /* more than any message has */
  for (i = 0; i < n; i++)
    need += c->uses[i] * (len[i] = arg_len(&args[i]));
  if (o->n + need > o->cap && (ob_grow(o, need), o->oom))
    return;
  w = o->s + o->n;
  for (k = c->p; k < end; k++) {
    fmt_copy(w, c->text + k->off, k->len);
    w += k->len;
    i = (size_t)k->arg;
    if (i >= n)
      continue;
    if (!args[i].s) {
      w = ob_digits(w, args[i].n);
    } else if (len[i] == 2) { /* a hole's name */
      memcpy(w, args[i].s, 2);
      w += 2;
    } else {
      memcpy(w, args[i].s, len[i]);
      w += len[i];
    }
  }
  o->n = (size_t)(w - o->s);
}

#endif
