/* yaml_in.h - what the two halves of the YAML record reader share:
 * yaml_read.c (the stream, its documents, a game's keys, rules and tags)
 * and yaml_moves.c (a game's moves and their variations).  The reader
 * is one grammar (see the top of yaml_read.c) cut in two files for
 * size; these are the events, scalars and errors both halves read
 * through, named yin_ as one API.  Internal: not installed. */
#ifndef BAO_YAML_IN_H
#define BAO_YAML_IN_H

#include <limits.h>
#include <stddef.h>

#include <yaml.h>

#include "base/util.h" /* BAO_PRINTF */
#include "bao/record.h"
#include "records.h"

/* Added to errors a move's first character may cause (not a format). */
#define YIN_QUOTE_HINT                                                    \
  " (a move starting with '*', '>', '&', '!', '|', '%', '@' or '`' must " \
  "be quoted: - '*')"

/* The state of one bao_yaml_in_next call. */
typedef struct yin_call {
  bao_yaml_in *y;
  bao_game *g;
  bao_diag *err;     /* may be NULL                      */
  bao_mark key_mark; /* the key of the entry being read  */
  int line_depth;    /* variations open around this move */
} yin_call;

static inline int yin_clamp_int(size_t n)
{
  return n > INT_MAX - 1 ? INT_MAX - 1 : (int)n;
}

static inline bao_mark yin_to_mark(yaml_mark_t m)
{
  bao_mark b;
  b.line = yin_clamp_int(m.line) + 1;
  b.column = yin_clamp_int(m.column) + 1;
  return b;
}

/* ---- errors: each sets c->err and returns 0 ---------------------------- */

/* The rest of the document is skipped, unless the error already stopped
 * the file. */
int yin_fail_at(yin_call *c, yaml_mark_t m, const char *fmt, ...)
    BAO_PRINTF(3, 4);

/* An error that stops the file. */
int yin_fail_fatal(yin_call *c, yaml_mark_t m, const char *message);

/* ---- events ------------------------------------------------------------ */

/* The next node event of a record (or the end of its collection); no
 * anchor, alias or tag gets through. */
int yin_pull_node(yin_call *c, yaml_event_t *ev);

/* "a scalar", "a sequence", ...: what an error found instead. */
const char *yin_event_name(const yaml_event_t *ev);

/* Calls item() on each node of the collection just opened, up to its end
 * event.  Every reader of a collection goes through here. */
typedef int yin_item_fn(yin_call *c, const yaml_event_t *ev, void *arg);
int yin_each_item(yin_call *c, yin_item_fn *item, void *arg);

/* ---- scalars ----------------------------------------------------------- */

/* An empty plain scalar: a key given no value. */
int yin_is_empty_plain(const yaml_event_t *ev);

/* A copy of the scalar's value in the game's store, or NULL on an error
 * (a NUL in it, or out of memory). */
char *yin_scalar_copy(yin_call *c, const yaml_event_t *ev);

/* The same for the n bytes of its value from byte `from` on (the whole
 * value is checked). */
char *yin_scalar_part(yin_call *c, const yaml_event_t *ev, size_t from,
                      size_t n);

/* Where a scalar's text starts: inside the quote for a quoted one. */
yaml_mark_t yin_text_mark(const yaml_event_t *ev);

/* A scalar where one is needed, or an error that says so:
 * "expected a scalar <what><name>', found a mapping". */
int yin_expect_scalar(yin_call *c, const yaml_event_t *ev, const char *what,
                      const char *name);

/* The key of a mapping entry, copied; NULL on an error. */
char *yin_key_copy(yin_call *c, const yaml_event_t *ev, const char *what);

/* ---- yaml_moves.c ------------------------------------------------------ */

/* moves ::= SEQUENCE-START move* SEQUENCE-END | SCALAR(""): the value of
 * a game's "moves:" key, into c->g. */
int yin_read_moves(yin_call *c, const yaml_event_t *value);

#endif
