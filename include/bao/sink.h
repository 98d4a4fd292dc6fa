/*
 * sink.h - where the library's renderers write (view.h, html.h): a
 * stream or memory, one type for both.  Its own header so that the
 * record layer's writers, below the views, can write into one too.
 */
#ifndef BAO_SINK_H_PUBLIC
#define BAO_SINK_H_PUBLIC

#include <stddef.h>
#include <stdio.h>

#include "diag.h"

#ifdef __cplusplus
extern "C" {
#endif

/** ## Output: bao_sink
 *
 * Where a renderer writes: a stream (bao_sink_file; the sink never
 * closes it) or memory (bao_sink_memory, read with bao_sink_text).  The
 * caller says how a file sink writes: each piece (a ply's line, a game's
 * heading) as soon as it is told, as a terminal wants, or in blocks and
 * at the end of every game, as a file or a pipe is best written.  A sink
 * is used by one thread at a time. */

typedef struct bao_sink bao_sink;

enum bao_sink_mode {
  BAO_SINK_BLOCKS = 0, /* kept, and written in blocks of some kilobytes
                          and at the end of every game                 */
  BAO_SINK_PIECES = 1  /* every piece written as soon as it is told     */
};

/** A sink writing to `f` (not closed by it); NULL when out of memory. */
BAO_API bao_sink *bao_sink_file(FILE *f, int mode);
/** A sink keeping everything in memory; NULL when out of memory. */
BAO_API bao_sink *bao_sink_memory(void);
/** Writes what a file sink keeps; 1 when every write so far succeeded
 *  (and memory did not run out). */
BAO_API int bao_sink_flush(bao_sink *s);
/** What a memory sink holds, NUL-terminated, its length in *len (may be
 *  NULL); valid until the next write, clear or free.  NULL when memory
 *  ran out. */
BAO_API const char *bao_sink_text(bao_sink *s, size_t *len);
/** Empties a memory sink (and forgets a failure). */
BAO_API void bao_sink_clear(bao_sink *s);
/** Flushes and frees `s` (NULL: nothing); the result of the flush. */
BAO_API int bao_sink_free(bao_sink *s);
/** Puts n bytes of the caller's own (a summary line, say) as a piece of
 *  their own; 1 while every write so far succeeded. */
BAO_API int bao_sink_write(bao_sink *s, const char *text, size_t n);
/** bao_diag_print (record.h) into a sink, as a piece of its own; 1 while
 *  every write so far succeeded. */
BAO_API int bao_sink_diag(bao_sink *s, const char *path, const bao_diag *d,
                          const char *source, int first,
                          const char *indent);

#ifdef __cplusplus
}
#endif

#endif
