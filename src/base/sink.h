/* sink.h - where a renderer writes (bao/sink.h's bao_sink): a file or
 * memory, behind one growable buffer (obuf.h).  Internal: not installed;
 * the type's public face is include/bao/sink.h.
 *
 * A renderer appends to the sink's buffer (sink_buf) and says when a
 * piece (a ply, a heading) is whole (sink_done): a file sink writes it
 * then when the caller asked for every piece at once (BAO_SINK_PIECES: a
 * terminal, where each ply shows as soon as it is told), else once
 * SINK_BLOCK bytes are ready or at sink_flush (the end of a game): a
 * write per ply was a tenth of annotate's time.  A memory sink keeps
 * everything. */
#ifndef BAO_SINK_H
#define BAO_SINK_H

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "bao/sink.h"
#include "base/obuf.h"

#define SINK_BLOCK 12288 /* written beyond that; room for a long ply */

struct bao_sink {
  FILE *f;       /* NULL: the memory back end                           */
  int mode;      /* enum bao_sink_mode                                  */
  int failed;    /* a write failed, or memory ran out                   */
  obuf o;        /* what is not written yet (memory: everything)        */
  char room[SINK_BLOCK + 4096];
};

static inline obuf *sink_buf(bao_sink *s) { return &s->o; }

/* Writes what is buffered (a file sink); 0 once anything failed. */
static inline int sink_flush(bao_sink *s)
{
  if (s->o.oom)
    s->failed = 1;
  if (s->f && s->o.n && !ob_flush(&s->o, s->f))
    s->failed = 1;
  return !s->failed;
}

/* sink_flush, and then the stream's own buffer handed to the system (a
 * file sink): what a writer that always flushed its stream did. */
static inline int sink_sync(bao_sink *s)
{
  if (sink_flush(s) && s->f && fflush(s->f) != 0)
    s->failed = 1;
  return !s->failed;
}

/* A piece is whole: written now or later, as the caller asked. */
static inline int sink_done(bao_sink *s)
{
  if (s->f && (s->mode == BAO_SINK_PIECES || s->o.n >= SINK_BLOCK ||
               s->o.oom))
    return sink_flush(s);
  return !s->failed && !s->o.oom;
}

static inline void sink_put(bao_sink *s, const char *text, size_t n)
{
  ob_put(&s->o, text, n);
}

static inline void sink_putc(bao_sink *s, char c) { ob_chr(&s->o, c); }

static inline void sink_puts(bao_sink *s, const char *text)
{
  sink_put(s, text, strlen(text));
}

/* printf into the sink (a piece of its own: sink_done). */
int sink_printf(bao_sink *s, const char *fmt, ...)
#if defined(__GNUC__) || defined(__clang__)
  __attribute__((format(printf, 2, 3)))
#endif
  ;

#endif
