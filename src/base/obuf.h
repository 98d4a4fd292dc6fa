/* obuf.h - the growable buffer (a line of output built in memory, and
 * what a sink keeps: sink.h), the one reader and formatter of messages
 * with positional arguments, and texts remembered whole.  Internal: not
 * installed. */
#ifndef BAO_OBUF_H
#define BAO_OBUF_H

#include <stdarg.h>
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
  char *home;      /* the caller's room to start in (ob_init_at), or NULL */
  size_t home_cap;
  char local[4096];
  int oom;
} obuf;

static inline void ob_init(obuf *o)
{
  o->s = o->local;
  o->n = 0;
  o->cap = sizeof o->local;
  o->home = NULL;
  o->home_cap = 0;
  o->oom = 0;
}

/* A line that starts in the caller's room, size bytes at buf, and comes
 * back to it each time it is written (ob_flush). */
static inline void ob_init_at(obuf *o, char *buf, size_t size)
{
  ob_init(o);
  o->s = o->home = buf;
  o->cap = o->home_cap = size;
}

/* Whether the line has outgrown its first room into the heap. */
static inline int ob_allocated(const obuf *o)
{
  return o->s != o->local && o->s != o->home;
}

static inline void ob_grow(obuf *o, size_t n)
{
  char *grown;
  size_t cap = o->cap;
  while (o->n + n + 1 > cap)
    cap *= 2;
  grown = ob_allocated(o) ? realloc(o->s, cap) : malloc(cap);
  if (!grown) {
    o->oom = 1;
    return;
  }
  if (!ob_allocated(o))
    memcpy(grown, o->s, o->n);
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

static inline void ob_chr(obuf *o, char c) { ob_put(o, &c, 1); }

/* printf into the buffer (out of memory: o->oom). */
static inline void ob_printf(obuf *o, const char *fmt, ...)
#if defined(__GNUC__) || defined(__clang__)
  __attribute__((format(printf, 2, 3)))
#endif
  ;
static inline void ob_printf(obuf *o, const char *fmt, ...)
{
  va_list ap;
  int n;
  va_start(ap, fmt);
  n = vsnprintf(o->s + o->n, o->cap - o->n, fmt, ap);
  va_end(ap);
  if (n < 0) {
    o->oom = 1;
    return;
  }
  if ((size_t)n >= o->cap - o->n) { /* did not fit: room, and again */
    if (ob_grow(o, (size_t)n), o->oom)
      return;
    va_start(ap, fmt);
    vsnprintf(o->s + o->n, o->cap - o->n, fmt, ap);
    va_end(ap);
  }
  o->n += (size_t)n;
}

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

/* Writes the line and frees it; 0 if anything failed.  A line begun in
 * the caller's room (ob_init_at) begins there again. */
static inline int ob_flush(obuf *o, FILE *f)
{
  int ok = !o->oom && fwrite(o->s, 1, o->n, f) == o->n;
  char *home = o->home;
  size_t home_cap = o->home_cap;
  if (ob_allocated(o))
    free(o->s);
  if (home)
    ob_init_at(o, home, home_cap);
  else
    ob_init(o);
  return ok && !ferror(f);
}

/* ---- messages with positional arguments ----------------------------------
 * A translation may put the arguments in any order (%2$s before %1$s), so
 * they are handed over as an array: each a string, or a number when `s`
 * is NULL.  The one reader of such messages (fmt_next) takes %N$s, %N$d
 * (any length modifier), plain %s and %d in order, and %%; format()
 * writes a message into a line with it, and the page's html_msg escapes
 * its pieces for HTML. */

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

/* The length of a string argument. */
static inline size_t arg_len(const arg *a)
{
  return a->n > 0 ? (size_t)a->n : strlen(a->s);
}

/* Where a message is read: the rest of it, and the argument a plain %s
 * takes. */
typedef struct fmt_scan {
  const char *p;
  size_t next;
} fmt_scan;

#define FMT_NONE ((size_t)-1)

/* The next piece of the message: a run of its text (*run, *len), then
 * the index of the argument written after it (FMT_NONE: none: the run
 * ended with the '%' of a "%%").  0 when the run is the message's last. */
static inline int fmt_next(fmt_scan *m, const char **run, size_t *len,
                           size_t *which)
{
  const char *q = strchr(m->p, '%'), *d;
  size_t i = 0;
  *run = m->p;
  *which = FMT_NONE;
  if (!q) {
    *len = strlen(m->p);
    m->p += *len;
    return 0;
  }
  if (q[1] == '%') { /* the run and one '%' */
    *len = (size_t)(q - m->p) + 1;
    m->p = q + 2;
    return 1;
  }
  *len = (size_t)(q - m->p);
  for (d = q + 1; *d >= '0' && *d <= '9' && i < 1000; d++)
    i = i * 10 + (size_t)(*d - '0');
  if (d > q + 1 && *d == '$' && i > 0)
    i--, d++;
  else
    i = m->next; /* %d: the next argument (digits: a width, ignored) */
  while (*d == 'l' || *d == 'z' || *d == 'h' || *d == 'j' || *d == 't' ||
         *d == 'L' || *d == 'q')
    d++; /* length modifiers */
  if (*d)
    d++; /* the conversion: the argument says what it is */
  m->next = i + 1;
  m->p = d;
  *which = i;
  return 1;
}

/* Writes message msg with its n arguments into o (an argument the caller
 * lacks is written as nothing). */
static inline void format(obuf *o, const char *msg, const arg *args, size_t n)
{
  fmt_scan m = {msg, 0};
  const char *run;
  size_t len, i;
  int more;
  do {
    more = fmt_next(&m, &run, &len, &i);
    ob_put(o, run, len);
    if (i >= n)
      continue;
    if (args[i].s)
      ob_put(o, args[i].s, arg_len(&args[i]));
    else
      ob_int(o, args[i].n);
  } while (more);
}

/* ---- texts remembered whole ----------------------------------------------
 * A renderer tells the same few things again and again: the 571,379
 * events of 2,000 random games are 2,693 different ones, and their
 * 106,857 plies' titles 5,121.  So the text of an event, or of a ply's
 * title, may be remembered whole, keyed by everything it reads (the
 * renderer builds the key: a tag of its own saying what is told, and the
 * fields the text reads); told again, it is one copy.  The memory is
 * the renderer's (its context owns it: said_new, said_free), never the
 * file's or the thread's, so that two renderers in two threads share
 * nothing.
 *
 * The texts are written one after another around a ring, the oldest
 * overwritten first: a slot's text is still there while no more than the
 * ring's size has been written since.  Positions count 16-byte units
 * from the first text and never go back (after 64 GB the slots are
 * emptied).  Allocated (1.5 MB) when a renderer first remembers, and
 * kept for its later games. */

#if defined(__GNUC__) || defined(__clang__)
#define SAID_INLINE __attribute__((always_inline)) static inline
#else
#define SAID_INLINE static inline
#endif

#define SAID_SLOTS 16384 /* a power of two; two ways to a set       */
#define SAID_TEXT (1u << 20) /* a power of two                       */
#define SAID_UNITS (SAID_TEXT / 16)
#define SAID_LONG 2048   /* a longer text is not remembered          */
_Static_assert(SAID_LONG + 64 <= SAID_TEXT, "a text fits in the ring");

/* 128 bits that say what is told and what it reads: the renderer packs
 * them (with a tag of its own in the top 4 bits of b when it remembers
 * more than one kind of text). */
typedef struct said_key {
  uint64_t a, b;
} said_key;

/* 32 bytes: a set of two is one 64-byte line. */
typedef struct said {
  said_key key;
  uint32_t at;     /* the text's position; 0 in an empty slot, gone  */
  uint32_t len;
  uint64_t unused;
} said;

typedef struct said_memory {
  said slot[SAID_SLOTS];
  char text[SAID_TEXT];
  uint32_t head;   /* where the next text goes                       */
} said_memory;

typedef struct said_ring {
  said_memory *m;  /* on a 64-byte line within `made`                */
  void *made;      /* as calloc gave it                              */
} said_ring;

/* Forgets every text: the ring moves on a turn, past every text. */
static inline void said_forget(said_memory *m)
{
  if (!m)
    return;
  if (m->head > UINT32_MAX - 4 * SAID_UNITS) { /* 64 GB told */
    memset(m->slot, 0, sizeof m->slot);
    m->head = 0;
  }
  m->head = (m->head / SAID_UNITS + 2) * SAID_UNITS;
}

/* A memory, or NULL when out of memory (then nothing is remembered).
 * Its sets are on 64-byte lines; calloc, whose zeros the system gives
 * page by page as they are first used. */
static inline said_memory *said_new(said_ring *r)
{
  r->made = calloc(1, sizeof(said_memory) + 63);
  if (!r->made)
    return r->m = NULL;
  r->m = (said_memory *)(((uintptr_t)r->made + 63) & ~(uintptr_t)63);
  r->m->head = 2 * SAID_UNITS; /* the empty slots' position 0: gone */
  return r->m;
}

static inline void said_free(said_ring *r)
{
  free(r->made);
  r->made = NULL;
  r->m = NULL;
}

SAID_INLINE int said_is(const said_memory *m, const said *s,
                        const said_key *k)
{
  return s->key.a == k->a && s->key.b == k->b &&
         m->head - s->at <= SAID_UNITS;
}

/* The set of key k: two slots. */
SAID_INLINE said *said_set(said_memory *m, const said_key *k)
{
  uint64_t h = (k->a ^ k->b * 0x100000001b3u) * 0xc2b2ae3d27d4eb4fu;
  return &m->slot[(h >> 40) & (SAID_SLOTS - 2)];
}

/* The slot of set s that remembers key k, or NULL. */
SAID_INLINE said *said_find(const said_memory *m, said *s,
                            const said_key *k)
{
  return said_is(m, s, k) ? s : said_is(m, s + 1, k) ? s + 1 : NULL;
}

/* Writes the text remembered in slot s, but its first `skip` bytes, into
 * o: 16 bytes at a time, 64 at least (o keeps room for the overshoot,
 * which what follows overwrites). */
SAID_INLINE void said_copy(const said_memory *m, obuf *o, const said *s,
                           size_t skip)
{
  const char *from =
    m->text + 16 * (size_t)(s->at % SAID_UNITS) + skip;
  size_t i, len = s->len - skip;
  char *w;
  if (o->n + len + 64 + 1 > o->cap && (ob_grow(o, len + 64), o->oom))
    return;
  w = o->s + o->n;
  memcpy(w, from, 16);
  memcpy(w + 16, from + 16, 16);
  memcpy(w + 32, from + 32, 16);
  memcpy(w + 48, from + 48, 16);
  for (i = 64; i < len; i += 16)
    memcpy(w + i, from + i, 16);
  o->n += len;
}

/* Remembers in set s the text of key k, the len bytes at text: in a slot
 * whose text is gone (or that never had one), else in the older. */
static inline void said_keep(said_memory *m, said *s, const said_key *k,
                             const char *text, size_t len)
{
  uint32_t units = (uint32_t)((len + 15) / 16), head;
  if (len > SAID_LONG)
    return;
  if (m->head > UINT32_MAX - 4 * SAID_UNITS)
    said_forget(m);
  /* not in the ring's last 64 bytes, which said_copy may read beyond a
     text: at its start again */
  if (m->head % SAID_UNITS + units + 4 > SAID_UNITS)
    m->head = (m->head / SAID_UNITS + 1) * SAID_UNITS;
  head = m->head;
  if (head - s->at <= SAID_UNITS &&
      (head - s[1].at > SAID_UNITS || s->at > s[1].at))
    s++; /* the first is there, the second gone or older */
  memcpy(m->text + 16 * (size_t)(head % SAID_UNITS), text, len);
  s->key = *k;
  s->at = head;
  s->len = (uint32_t)len;
  m->head += units;
}

#endif
