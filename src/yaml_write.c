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

#include "internal.h"
#include "record.h"

#define WIDTH 80

/* Keys the writer puts in places of their own, so never as plain tags
 * (a second "moves:" could not be read back).  A "setup" or "end" tag
 * stands in for a missing g->setup or g->tail, as in text_write.c. */
static const char *const reserved_keys[] = {"rules", "setup", "moves", "end"};

static const char *const known_keys[] = {BAO_KNOWN_KEYS};

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

static int write_tags(yaml_emitter_t *e, const bao_game *g)
{
  size_t i;
  const char *v;
  for (i = 0; i < COUNT(known_keys); i++)
    if ((v = bao_game_tag(g, known_keys[i])) && !pair(e, known_keys[i], v))
      return 0;
  if ((v = bao_game_tag(g, "rules")) && !write_rules(e, v))
    return 0;
  for (i = 0; i < g->n_tags; i++) {
    const bao_tag *t = &g->tags[i];
    if (in_list(t->key, known_keys, COUNT(known_keys)) ||
        in_list(t->key, reserved_keys, COUNT(reserved_keys)))
      continue;
    if (!pair(e, t->key, t->value))
      return 0;
  }
  return 1;
}

static int write_ply(yaml_emitter_t *e, const bao_ply_src *p)
{
  if (!p->original && !p->glyph && !p->comment && !p->note)
    return value(e, p->token);
  return mapping_start(e) && pair(e, "move", p->token) &&
         (!p->original || pair(e, "original", p->original)) &&
         (!p->glyph || pair(e, "glyph", p->glyph)) &&
         (!p->comment || pair(e, "comment", p->comment)) &&
         (!p->note || pair(e, "note", p->note)) && mapping_end(e);
}

static int write_moves(yaml_emitter_t *e, const bao_game *g)
{
  yaml_event_t ev;
  size_t i;
  if (!key(e, "moves") ||
      !emit(e, &ev,
            yaml_sequence_start_event_initialize(&ev, NULL, NULL, 1,
                                                 YAML_BLOCK_SEQUENCE_STYLE)))
    return 0;
  for (i = 0; i < g->n_plies; i++)
    if (!write_ply(e, &g->plies[i]))
      return 0;
  return emit(e, &ev, yaml_sequence_end_event_initialize(&ev));
}

/* One document: "---", the game mapping, no "...". */
static int write_game(yaml_emitter_t *e, const bao_game *g)
{
  yaml_event_t ev;
  const char *setup = g->setup ? g->setup : bao_game_tag(g, "setup");
  const char *tail = g->tail ? g->tail : bao_game_tag(g, "end");
  if (!emit(e, &ev,
            yaml_document_start_event_initialize(&ev, NULL, NULL, NULL, 0)) ||
      !mapping_start(e) || !write_tags(e, g))
    return 0;
  if (setup && !pair(e, "setup", setup))
    return 0;
  if (g->n_plies > 0 && !write_moves(e, g))
    return 0;
  if (tail && !pair(e, "end", tail))
    return 0;
  return mapping_end(e) &&
         emit(e, &ev, yaml_document_end_event_initialize(&ev, 1));
}

int bao_yaml_write(FILE *f, const bao_game *games, size_t n, bao_diag *d)
{
  yaml_emitter_t e;
  yaml_event_t ev;
  size_t i;
  int ok, game = 0;
  if (!yaml_emitter_initialize(&e))
    return bao_diag_set(d, bao_mark_column(0), "out of memory");
  yaml_emitter_set_output_file(&e, f);
  yaml_emitter_set_unicode(&e, 1);
  yaml_emitter_set_width(&e, WIDTH);
  ok = emit(&e, &ev,
            yaml_stream_start_event_initialize(&ev, YAML_UTF8_ENCODING));
  for (i = 0; ok && i < n; i++) {
    game = games[i].index > 0 ? games[i].index : (int)i + 1;
    ok = write_game(&e, &games[i]);
  }
  ok = ok && emit(&e, &ev, yaml_stream_end_event_initialize(&ev)) &&
       yaml_emitter_flush(&e);
  if (!ok && e.error == YAML_WRITER_ERROR)
    bao_diag_set(d, bao_mark_column(0), "cannot write: %s", strerror(errno));
  else if (!ok && e.error == YAML_NO_ERROR) /* an event was refused */
    bao_diag_set(d, bao_mark_column(0), "game %d cannot be written as YAML: "
                 "it holds text that is not valid UTF-8", game);
  else if (!ok)
    bao_diag_set(d, bao_mark_column(0), "game %d cannot be written as YAML: "
                 "%s", game, e.problem ? e.problem : "out of memory");
  yaml_emitter_delete(&e);
  if (ok && ferror(f))
    return bao_diag_set(d, bao_mark_column(0), "cannot write: %s",
                        strerror(errno));
  return ok;
}
