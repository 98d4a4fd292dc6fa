/*
 * yaml_write.c - writes games as YAML records, the canonical form that
 * yaml_read.c reads back (see the grammar there).
 *
 * Each game is one document:
 *
 *     ---
 *     event: '...'            # known keys, in BAO_KNOWN_KEYS order
 *     rules:                  # the "rules" tag, as a block mapping
 *       takasia: 'strict'
 *     other: '...'            # the other tags, in their order
 *     setup: '...'
 *     moves:
 *     - 'A7L*'                # a ply with only a token
 *     - move: 'a5R'           # a ply with more: move, original, glyph,
 *       comment: 'takes one'  #   comment, note, in that order
 *     end: '...'
 *
 * Every value is single-quoted: a bare '*', '>' or '#' at the start of a
 * move is YAML syntax, and other YAML tools would retype 1994-10-11 or
 * "no".  (libyaml itself switches to double quotes for a value that single
 * quotes cannot hold, such as one with control characters.)  Keys are
 * plain where libyaml allows it.  The width is fixed (80 columns): a long
 * value is folded over lines, the same way every time, so the same game
 * always gives the same bytes.  A game without plies has no "moves:".
 */
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include <yaml.h>

#include "base/sink.h"
#include "bao/record.h"
#include "records.h"

#define WIDTH 80

/* Keys the writer puts in places of their own, so never as plain tags
 * (a second "moves:" could not be read back). */
static const char *const reserved_keys[] = {"setup", "moves", "end"};

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

static int in_list(const char *key, const char *const *list, size_t n)
{
  size_t i;
  for (i = 0; i < n; i++)
    if (strcmp(key, list[i]) == 0)
      return 1;
  return 0;
}

/* ---- events ------------------------------------------------------------- */

static int emit(yaml_emitter_t *e, yaml_event_t *ev, int made)
{
  return made && yaml_emitter_emit(e, ev);
}

static int scalar_n(yaml_emitter_t *e, const char *s, size_t n,
                    yaml_scalar_style_t style)
{
  yaml_event_t ev;
  if (n > INT_MAX)
    return 0;
  return emit(e, &ev,
              yaml_scalar_event_initialize(&ev, NULL, NULL,
                                           (yaml_char_t *)s, (int)n, 1, 1,
                                           style));
}

static int key(yaml_emitter_t *e, const char *k)
{
  return scalar_n(e, k, strlen(k), YAML_PLAIN_SCALAR_STYLE);
}

static int value(yaml_emitter_t *e, const char *v)
{
  if (!v)
    v = "";
  return scalar_n(e, v, strlen(v), YAML_SINGLE_QUOTED_SCALAR_STYLE);
}

static int pair(yaml_emitter_t *e, const char *k, const char *v)
{
  return key(e, k) && value(e, v);
}

static int mapping_start(yaml_emitter_t *e)
{
  yaml_event_t ev;
  return emit(e, &ev,
              yaml_mapping_start_event_initialize(&ev, NULL, NULL, 1,
                                                  YAML_BLOCK_MAPPING_STYLE));
}

static int mapping_end(yaml_emitter_t *e)
{
  yaml_event_t ev;
  return emit(e, &ev, yaml_mapping_end_event_initialize(&ev));
}

/* ---- parts of a game ---------------------------------------------------- */

/* "takasia=strict mtaji-safari=choice" as a block mapping.  Words are
 * split at blanks and commas, as replay.c reads them; a word without '='
 * is a name with an empty value. */
static int write_rules(yaml_emitter_t *e, const char *rules)
{
  const char *s = rules, *word, *eq, *val;
  size_t n;
  if (!key(e, "rules") || !mapping_start(e))
    return 0;
  for (;;) {
    s += strspn(s, " \t\r\n,");
    if (!*s)
      break;
    word = s;
    n = strcspn(s, " \t\r\n,");
    s += n;
    eq = memchr(word, '=', n);
    val = eq ? eq + 1 : s;
    if (!scalar_n(e, word, eq ? (size_t)(eq - word) : n,
                  YAML_PLAIN_SCALAR_STYLE) ||
        !scalar_n(e, val, (size_t)(s - val), YAML_SINGLE_QUOTED_SCALAR_STYLE))
      return 0;
  }
  return mapping_end(e);
}

/* A key without a value: YAML's null, written as nothing after the key. */
static int null_value(yaml_emitter_t *e)
{
  return scalar_n(e, "", 0, YAML_PLAIN_SCALAR_STYLE);
}

/* The tags in their order (the "rules" tag as a mapping).  A tag named
 * like a key of its own ("moves", "setup", "end": a transcript's header
 * "moves: 46", say) cannot be written: refused, named in *bad. */
static int write_tags(yaml_emitter_t *e, const bao_game *g, const char **bad)
{
  const char *known;
  size_t i;
  for (i = 0; i < g->n_tags; i++) {
    const bao_tag *t = &g->tags[i];
    if (strcmp(t->key, "rules") == 0) {
      if (!write_rules(e, t->value ? t->value : ""))
        return 0;
      continue;
    }
    known = bao_known_key(t->key, strlen(t->key));
    if (in_list(t->key, reserved_keys, COUNT(reserved_keys)) ||
        (known && strcmp(known, "setup") == 0)) {
      *bad = t->key;
      return 0;
    }
    if (!key(e, t->key) || !(t->value ? value(e, t->value) : null_value(e)))
      return 0;
  }
  return 1;
}

/* number: and side: where a ply's differ from those the plies before it
 * imply (bao_game_implied, bao_line_implied): a transcript's jump in the
 * move numbers, or a ply it put on the other side, survives a
 * conversion. */
static int states_place(const bao_ply_src *p, int side, int number)
{
  return (p->number > 0 && p->number != number) ||
         (p->side >= 0 && p->side != side);
}

static int write_place(yaml_emitter_t *e, const bao_ply_src *p, int side,
                       int number)
{
  char num[16];
  if (p->number > 0 && p->number != number) {
    snprintf(num, sizeof num, "%d", p->number);
    if (!key(e, "number") ||
        !scalar_n(e, num, strlen(num), YAML_PLAIN_SCALAR_STYLE))
      return 0;
  }
  if (p->side >= 0 && p->side != side)
    return pair(e, "side", p->side == BAO_SOUTH ? "S" : "N");
  return 1;
}

static int sequence_start(yaml_emitter_t *e)
{
  yaml_event_t ev;
  return emit(e, &ev,
              yaml_sequence_start_event_initialize(&ev, NULL, NULL, 1,
                                                   YAML_BLOCK_SEQUENCE_STYLE));
}

static int sequence_end(yaml_emitter_t *e)
{
  yaml_event_t ev;
  return emit(e, &ev, yaml_sequence_end_event_initialize(&ev));
}

static int write_lines(yaml_emitter_t *e, const bao_ply_src *p,
                       const bao_respellings *re);

/* A ply: its token alone, or a mapping when it has more to say (its
 * variations recurse, as deep as the record nests them). */
static int write_ply(yaml_emitter_t *e, const bao_ply_src *p, int side,
                     int number, const bao_respellings *re)
{
  bao_ply_src buf;
  p = bao_respelled(re, p, &buf);
  if (!p->original && !p->glyph && !p->comment && !p->note &&
      !p->n_lines && !states_place(p, side, number))
    return value(e, p->token);
  return mapping_start(e) && pair(e, "move", p->token) &&
         (!p->original || pair(e, "original", p->original)) &&
         (!p->glyph || pair(e, "glyph", p->glyph)) &&
         (!p->comment || pair(e, "comment", p->comment)) &&
         (!p->note || pair(e, "note", p->note)) &&
         write_place(e, p, side, number) &&
         (!p->n_lines || write_lines(e, p, re)) && mapping_end(e);
}

/* variations: a sequence of variations, each a sequence of plies. */
static int write_lines(yaml_emitter_t *e, const bao_ply_src *p,
                       const bao_respellings *re)
{
  size_t i, k;
  int side, number;
  if (!key(e, "variations") || !sequence_start(e))
    return 0;
  for (i = 0; i < p->n_lines; i++) {
    const bao_line *l = &p->lines[i];
    if (!sequence_start(e))
      return 0;
    for (k = 0; k < l->n_plies; k++) {
      bao_line_implied(p, l, k, &side, &number);
      if (!write_ply(e, &l->plies[k], side, number, re))
        return 0;
    }
    if (!sequence_end(e))
      return 0;
  }
  return sequence_end(e);
}

static int write_moves(yaml_emitter_t *e, const bao_game *g,
                       const bao_respellings *re)
{
  size_t i;
  int side, number;
  if (!key(e, "moves") || !sequence_start(e))
    return 0;
  for (i = 0; i < g->n_plies; i++) {
    bao_game_implied(g, i, &side, &number);
    if (!write_ply(e, &g->plies[i], side, number, re))
      return 0;
  }
  return sequence_end(e);
}

/* One document: "---", the game mapping, no "...". */
static int write_game(yaml_emitter_t *e, const bao_game *g,
                      const bao_respellings *re, const char **bad)
{
  yaml_event_t ev;
  if (!emit(e, &ev,
            yaml_document_start_event_initialize(&ev, NULL, NULL, NULL, 0)) ||
      !mapping_start(e) || !write_tags(e, g, bad))
    return 0;
  if (g->setup && !pair(e, "setup", g->setup))
    return 0;
  if (g->n_plies > 0 && !write_moves(e, g, re))
    return 0;
  if (g->tail && !pair(e, "end", g->tail))
    return 0;
  return mapping_end(e) &&
         emit(e, &ev, yaml_document_end_event_initialize(&ev, 1));
}

/* libyaml's output, into the sink: written in blocks as the sink writes
 * (0, a writer error, once a write failed or memory ran out). */
static int to_sink(void *data, unsigned char *buffer, size_t size)
{
  bao_sink *s = data;
  sink_put(s, (const char *)buffer, size);
  return sink_done(s);
}

/* records.h: the writer; the caller flushes the sink. */
int bao_yaml_write_sink(bao_sink *s, const bao_game *games, size_t n,
                        const bao_respellings *re, bao_diag *d)
{
  yaml_emitter_t e;
  yaml_event_t ev;
  size_t i;
  int ok, game = 0;
  bao_mark at = bao_mark_column(0); /* where the game starts, its record's */
  const char *bad = NULL;
  if (!yaml_emitter_initialize(&e))
    return bao_diag_set(d, bao_mark_column(0), "out of memory");
  yaml_emitter_set_output(&e, to_sink, s);
  yaml_emitter_set_unicode(&e, 1);
  yaml_emitter_set_width(&e, WIDTH);
  ok = emit(&e, &ev,
            yaml_stream_start_event_initialize(&ev, YAML_UTF8_ENCODING));
  for (i = 0; ok && i < n; i++) {
    game = games[i].index > 0 ? games[i].index : (int)i + 1;
    at = games[i].mark;
    ok = write_game(&e, &games[i], re, &bad);
  }
  ok = ok && emit(&e, &ev, yaml_stream_end_event_initialize(&ev)) &&
       yaml_emitter_flush(&e);
  if (!ok && bad)
    bao_diag_set(d, at, "game %d cannot be written as YAML: "
                 "its tag '%.40s' is named like a key of the record's own",
                 game, bad);
  else if (!ok && e.error == YAML_WRITER_ERROR && sink_buf(s)->oom)
    bao_diag_set(d, bao_mark_column(0), "out of memory");
  else if (!ok && e.error == YAML_WRITER_ERROR)
    bao_diag_set(d, bao_mark_column(0), "cannot write: %s", strerror(errno));
  else if (!ok && e.error == YAML_NO_ERROR) /* an event was refused */
    bao_diag_set(d, at, "game %d cannot be written as YAML: "
                 "it holds text that is not valid UTF-8", game);
  else if (!ok)
    bao_diag_set(d, at, "game %d cannot be written as YAML: "
                 "%s", game, e.problem ? e.problem : "out of memory");
  yaml_emitter_delete(&e);
  return ok;
}

int bao_yaml_write(FILE *f, const bao_game *games, size_t n, bao_diag *d)
{
  bao_sink *s = bao_sink_file(f, BAO_SINK_BLOCKS);
  int ok;
  if (!s)
    return bao_diag_set(d, bao_mark_column(0), "out of memory");
  ok = bao_yaml_write_sink(s, games, n, NULL, d);
  if (!bao_sink_free(s) && ok)
    return bao_diag_set(d, bao_mark_column(0), "cannot write: %s",
                        strerror(errno));
  return ok;
}
