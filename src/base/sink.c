/* sink.c - the output sink (base/sink.h, bao/sink.h): its two back ends. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/sink.h"

static bao_sink *sink_new(FILE *f, int mode)
{
  bao_sink *s = malloc(sizeof *s);
  if (!s)
    return NULL;
  s->f = f;
  s->mode = mode;
  s->failed = 0;
  ob_init_at(&s->o, s->room, sizeof s->room);
  return s;
}

bao_sink *bao_sink_file(FILE *f, int mode) { return sink_new(f, mode); }

bao_sink *bao_sink_memory(void) { return sink_new(NULL, BAO_SINK_BLOCKS); }

int bao_sink_flush(bao_sink *s) { return sink_flush(s); }

int bao_sink_write(bao_sink *s, const char *text, size_t n)
{
  sink_put(s, text, n);
  return sink_done(s);
}

int bao_sink_free(bao_sink *s)
{
  int ok;
  if (!s)
    return 1;
  ok = sink_flush(s);
  if (ob_allocated(&s->o))
    free(s->o.s);
  free(s);
  return ok;
}

const char *bao_sink_text(bao_sink *s, size_t *len)
{
  if (s->o.oom)
    return NULL;
  s->o.s[s->o.n] = '\0'; /* the buffer keeps a byte for it */
  if (len)
    *len = s->o.n;
  return s->o.s;
}

void bao_sink_clear(bao_sink *s)
{
  if (ob_allocated(&s->o))
    free(s->o.s);
  ob_init_at(&s->o, s->room, sizeof s->room);
  s->failed = 0;
}

int sink_printf(bao_sink *s, const char *fmt, ...)
{
  va_list ap;
  char small[512];
  int n;
  va_start(ap, fmt);
  n = vsnprintf(small, sizeof small, fmt, ap);
  va_end(ap);
  if (n < 0) {
    s->failed = 1;
    return 0;
  }
  if ((size_t)n < sizeof small) {
    sink_put(s, small, (size_t)n);
  } else {
    char *big = malloc((size_t)n + 1);
    if (!big) {
      s->o.oom = 1;
      return sink_done(s);
    }
    va_start(ap, fmt);
    vsnprintf(big, (size_t)n + 1, fmt, ap);
    va_end(ap);
    sink_put(s, big, (size_t)n);
    free(big);
  }
  return sink_done(s);
}
