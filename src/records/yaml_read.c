/*
 * yaml_read.c - reads YAML game records, one document (one game) at a time.
 *
 * A record file is a YAML stream; each document is one game:
 *
 *     ---
 *     event: 'Zanzibar championship'
 *     site: 'Zanzibar'
 *     date: '1994-10-11'
 *     round: '1'
 *     south: 'Maulidi'
 *     north: 'Kijumbe'
 *     result: '0-1'
 *     variant: 'kiswahili'
 *     dialect: 'devoogt'
 *     rules: {takasia: 'strict', mtaji-safari: 'choice'}
 *     source: '...'
 *     annotator: '...'
 *     anything-else: '...'          # unknown keys are kept, in order
 *     setup: '<position line>'      # optional set-up position
 *     moves:
 *       - 'A7L*'                     # a token
 *       - {move: 'a5R', comment: 'takes one', glyph: '!'}
 *       - move: 'A2L'
 *         original: 'A2R'            # the token a canonicalising tool replaced
 *         note: 'Inizio fase Mtaji'  # free text standing before this ply
 *       - move: 'a6L'
 *         variations:                # played instead of a6L: side lines
 *           - ['a5R', 'A3L']
 *     end: '"A" si ritira.'          # free text after the last move
 *
 * The same grammar in libyaml events (compare the grammar at the top of
 * libyaml's parser.c); KEY(k) is a SCALAR event whose value is k:
 *
 *     stream   ::= STREAM-START document* STREAM-END
 *     document ::= DOCUMENT-START (game | SCALAR("")) DOCUMENT-END
 *     game     ::= MAPPING-START entry* MAPPING-END
 *     entry    ::= KEY("rules") rules | KEY("moves") moves
 *                | KEY("setup") SCALAR | KEY("end") SCALAR
 *                | KEY(any other key) SCALAR
 *     rules    ::= MAPPING-START (SCALAR(name) SCALAR(value))* MAPPING-END
 *     moves    ::= SEQUENCE-START move* SEQUENCE-END | SCALAR("")
 *     move     ::= SCALAR(token)
 *                | MAPPING-START (move-key SCALAR
 *                                 | KEY("variations") variations)*
 *                  MAPPING-END
 *     move-key ::= KEY("move") | KEY("original") | KEY("glyph")
 *                | KEY("comment") | KEY("note") | KEY("number")
 *                | KEY("side")
 *     variations ::= SEQUENCE-START variation+ SEQUENCE-END
 *     variation  ::= SEQUENCE-START move+ SEQUENCE-END
 *
 * The rules moves, move, variations and variation are read in
 * yaml_moves.c, the rest here; yaml_in.h is what the two files share.
 *
 * An empty document (a lone "---") is skipped.  No node may carry an
 * anchor (&x), an alias (*x) or a YAML tag (!x): none makes sense in a
 * record, aliases are a blow-up risk, and each of them is what an
 * unquoted move starting with '&', '*' or '!' turns into.  Keys are unique.
 *
 * Notation hazards (libyaml 0.2.5): a move starting with '*', '>', '&',
 * '!', '|', '%', '@' or '`' must be quoted, and `- A4> # note` reads as
 * "A4>" because a blank before '#' starts a YAML comment (`- A4>#` keeps
 * the '#').  Errors about such moves carry a hint to quote them.
 *
 * Why the event API and not yaml_parser_load: the loader builds the whole
 * document before we can look at it, it forgets anchors, and libyaml's
 * scanner is quadratic in the flow nesting depth (100000 levels of "[" take
 * over a minute).  Reading events lets us refuse a node of the wrong shape
 * at once, so nesting never goes deeper than the record needs, and memory
 * stays bounded by one game.  Only variations recurse, at most
 * BAO_LINE_DEPTH deep.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <yaml.h>

#include "bao/record.h"
#include "store.h"
#include "yaml_feed.h"
#include "yaml_in.h"
#include "records.h"

/* How deep a broken document may nest while we skip it; past this the
 * file is given up, since the scanner slows down with every level. */
#define SKIP_MAX_DEPTH 64

/* Tags and rule options are looked up one by one (bao_game_tag) to refuse
 * duplicates; a cap keeps a hostile file of many keys from taking
 * quadratic time.  A real record has about fifteen. */
#define MAX_KEYS 1000

/* Unknown keys whose nearest known key is remembered (a corpus repeats
 * its few unknown keys in every game). */
#define NEAR_CACHE 4

enum yin_state {
  YIN_READY, /* between documents                               */
  YIN_SKIP,  /* inside a document whose error was reported      */
  YIN_DONE   /* at the end of the stream, or after a fatal error */
};

struct bao_yaml_in {
  yaml_parser_t parser;
  bao_yaml_feed feed; /* the bytes libyaml is handed, and the comments */
  int state;
  int depth; /* collections open in the current document */
  int index; /* documents seen so far, but empty ones      */
  /* the last unknown keys and the known key each is near (read_tag) */
  char near_key[NEAR_CACHE][32];
  const char *near_known[NEAR_CACHE];
  int near_used, near_next;
};

/* ---- errors ------------------------------------------------------------- */

/* Sets the error and returns 0.  The rest of the document is skipped,
 * unless the error already stopped the file. */
int yin_fail_at(yin_call *c, yaml_mark_t m, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  bao_diag_vset(c->err, yin_to_mark(m), fmt, ap);
  va_end(ap);
  if (c->y->state != YIN_DONE)
    c->y->state = YIN_SKIP;
  return 0;
}

/* An error that stops the file. */
int yin_fail_fatal(yin_call *c, yaml_mark_t m, const char *message)
{
  c->y->state = YIN_DONE;
  return yin_fail_at(c, m, "%s", message);
}

/* A reader error's offset is in bytes, but the reader decodes ahead of the
 * scanner: the characters between the scanner's mark and the bad byte
 * are still in the buffer, so counting them gives its line and column. */
static yaml_mark_t reader_error_mark(const yaml_parser_t *p)
{
  yaml_mark_t m = p->mark;
  const unsigned char *s;
  for (s = p->buffer.pointer; s && s < p->buffer.last; s++) {
    int crlf = *s == '\r' && s + 1 < p->buffer.last && s[1] == '\n';
    if (*s == '\n' || (*s == '\r' && !crlf)) {
      m.line++;
      m.column = 0;
    } else if (*s != '\r' && (*s & 0xC0) != 0x80) {
      m.column++;
    }
  }
  return m;
}

/* Whether a scanner error comes from a move that starts with a YAML
 * indicator.  For "cannot start any token" the scanner still points at
 * the character, so we look at it: a tab gives the same problem. */
static int wants_quote_hint(const yaml_parser_t *p)
{
  static const char *const contexts[] = {"while scanning an alias",
    "while scanning an anchor", "while scanning a tag", "while parsing a tag",
    "while scanning a block scalar"};
  const unsigned char *s = p->buffer.pointer;
  size_t i;
  for (i = 0; p->context && i < sizeof contexts / sizeof *contexts; i++)
    if (strcmp(p->context, contexts[i]) == 0)
      return 1;
  return p->problem && strstr(p->problem, "cannot start any token") && s &&
         s < p->buffer.last && *s && strchr("%@`*&!|>", *s);
}

/* libyaml failed: the file cannot go on. */
static int fail_parser(yin_call *c)
{
  const yaml_parser_t *p = &c->y->parser;
  const char *problem = p->problem ? p->problem : "unknown YAML error";
  const char *hint = wants_quote_hint(p) ? YIN_QUOTE_HINT : "";
  bao_mark at = yin_to_mark(p->context_mark);
  /* a UTF-16 file with a byte order mark is read as YAML (libyaml reads
     UTF-16): a transcript saved so fails here, and the reason is the
     encoding, not the syntax */
  if (!*hint && (p->encoding == YAML_UTF16LE_ENCODING ||
                 p->encoding == YAML_UTF16BE_ENCODING))
    hint = " (the file is UTF-16 text, read as YAML: a transcript must be "
           "UTF-8; convert it, e.g. iconv -f UTF-16 -t UTF-8)";
  c->y->state = YIN_DONE;
  if (p->error == YAML_MEMORY_ERROR)
    return yin_fail_at(c, p->mark, "out of memory");
  if (p->error == YAML_READER_ERROR && c->y->feed.read_errno)
    return yin_fail_at(c, p->mark, "cannot read: %s",
                       strerror(c->y->feed.read_errno));
  if (p->error == YAML_READER_ERROR && p->problem_value < 0)
    return yin_fail_at(c, reader_error_mark(p), "%s (at byte %zu): a "
                       "record must be UTF-8 text", problem,
                       p->problem_offset);
  if (p->error == YAML_READER_ERROR)
    return yin_fail_at(c, reader_error_mark(p), "%s (#%X at byte %zu): a "
                       "record must be UTF-8 text", problem,
                       (unsigned)p->problem_value, p->problem_offset);
  if (p->context && *hint) /* point at the '*' or '>' itself */
    return yin_fail_at(c, p->context_mark, "%s: %s%s", p->context, problem,
                       hint);
  if (p->context)
    return yin_fail_at(c, p->problem_mark, "%s at line %d, column %d: %s%s",
                       p->context, at.line, at.column, problem, hint);
  return yin_fail_at(c, p->problem_mark, "%s%s", problem, hint);
}

/* ---- events ------------------------------------------------------------- */

/* The next event, keeping count of the open collections. */
static int pull(yin_call *c, yaml_event_t *ev)
{
  yaml_mark_t at;
  if (!yaml_parser_parse(&c->y->parser, ev))
    return fail_parser(c);
  if (ev->type == YAML_SEQUENCE_END_EVENT ||
      ev->type == YAML_MAPPING_END_EVENT)
    c->y->depth--;
  if ((ev->type == YAML_SEQUENCE_START_EVENT ||
       ev->type == YAML_MAPPING_START_EVENT) &&
      ++c->y->depth > SKIP_MAX_DEPTH) {
    at = ev->start_mark;
    yaml_event_delete(ev);
    return yin_fail_fatal(c, at, "nesting deeper than 64 levels: the rest "
                                 "of the file is not read");
  }
  return 1;
}

const char *yin_event_name(const yaml_event_t *ev)
{
  return ev->type == YAML_SCALAR_EVENT           ? "a scalar"
         : ev->type == YAML_SEQUENCE_START_EVENT ? "a sequence"
         : ev->type == YAML_MAPPING_START_EVENT  ? "a mapping"
                                                 : "something else";
}

/* Refuses the node properties a record has no use for. */
static int check_node(yin_call *c, const yaml_event_t *ev)
{
  const yaml_char_t *anchor = NULL, *tag = NULL;
  if (ev->type == YAML_ALIAS_EVENT)
    return yin_fail_at(c, ev->start_mark, "aliases (*%s) are not allowed "
                       "in a record%s", (const char *)ev->data.alias.anchor,
                       YIN_QUOTE_HINT);
  if (ev->type == YAML_SCALAR_EVENT) {
    anchor = ev->data.scalar.anchor;
    tag = ev->data.scalar.tag;
  } else if (ev->type == YAML_SEQUENCE_START_EVENT) {
    anchor = ev->data.sequence_start.anchor;
    tag = ev->data.sequence_start.tag;
  } else if (ev->type == YAML_MAPPING_START_EVENT) {
    anchor = ev->data.mapping_start.anchor;
    tag = ev->data.mapping_start.tag;
  }
  if (anchor)
    return yin_fail_at(c, ev->start_mark, "anchors (&%s) are not allowed "
                       "in a record%s", (const char *)anchor, YIN_QUOTE_HINT);
  if (tag)
    return yin_fail_at(c, ev->start_mark, "YAML tags (%s) are not allowed "
                       "in a record%s", (const char *)tag, YIN_QUOTE_HINT);
  return 1;
}

/* The next node event of a record (or the end of its collection). */
int yin_pull_node(yin_call *c, yaml_event_t *ev)
{
  if (!pull(c, ev))
    return 0;
  if (!check_node(c, ev)) {
    yaml_event_delete(ev);
    return 0;
  }
  return 1;
}

/* Every reader of a collection, in this file and in yaml_moves.c, goes
 * through here. */
int yin_each_item(yin_call *c, yin_item_fn *item, void *arg)
{
  yaml_event_t ev;
  int ok;
  for (;;) {
    if (!yin_pull_node(c, &ev))
      return 0;
    if (ev.type == YAML_SEQUENCE_END_EVENT ||
        ev.type == YAML_MAPPING_END_EVENT) {
      yaml_event_delete(&ev);
      return 1;
    }
    ok = item(c, &ev, arg);
    yaml_event_delete(&ev);
    if (!ok)
      return 0;
  }
}

/* Consumes the rest of a document whose error was already reported. */
static int skip_document(yin_call *c)
{
  yaml_event_t ev;
  int type;
  do {
    if (!pull(c, &ev))
      return 0;
    type = ev.type;
    yaml_event_delete(&ev);
  } while (type != YAML_DOCUMENT_END_EVENT);
  c->y->state = YIN_READY;
  return 1;
}

/* ---- scalars ------------------------------------------------------------ */

int yin_is_empty_plain(const yaml_event_t *ev)
{
  return ev->type == YAML_SCALAR_EVENT && ev->data.scalar.length == 0 &&
         ev->data.scalar.style == YAML_PLAIN_SCALAR_STYLE;
}

/* YAML's null: a plain scalar that is empty, "~" or "null". */
static int is_null(const yaml_event_t *ev)
{
  const char *v = (const char *)ev->data.scalar.value;
  return ev->type == YAML_SCALAR_EVENT &&
         ev->data.scalar.style == YAML_PLAIN_SCALAR_STYLE &&
         (ev->data.scalar.length == 0 || strcmp(v, "~") == 0 ||
          strcmp(v, "null") == 0 || strcmp(v, "Null") == 0 ||
          strcmp(v, "NULL") == 0);
}

/* Whether the scalar's value can be a C string: a "\0" escape would cut
 * it short without a word, so it is refused. */
static int scalar_check(yin_call *c, const yaml_event_t *ev)
{
  if (memchr(ev->data.scalar.value, '\0', ev->data.scalar.length))
    return yin_fail_at(c, ev->start_mark,
                       "a NUL character is not allowed in a record");
  return 1;
}

/* The same, a string of its own (to be freed). */
static char *scalar_dup(yin_call *c, const yaml_event_t *ev)
{
  size_t n = ev->data.scalar.length;
  char *s;
  if (!scalar_check(c, ev))
    return NULL;
  if (!(s = malloc(n + 1))) {
    yin_fail_fatal(c, ev->start_mark, "out of memory");
    return NULL;
  }
  memcpy(s, ev->data.scalar.value, n);
  s[n] = '\0';
  return s;
}

char *yin_scalar_part(yin_call *c, const yaml_event_t *ev, size_t from,
                      size_t n)
{
  char *s;
  if (!scalar_check(c, ev))
    return NULL;
  if (!(s = bao_store_put(c->g, (const char *)ev->data.scalar.value + from,
                          n)))
    yin_fail_fatal(c, ev->start_mark, "out of memory");
  return s;
}

char *yin_scalar_copy(yin_call *c, const yaml_event_t *ev)
{
  return yin_scalar_part(c, ev, 0, ev->data.scalar.length);
}

/* Where a scalar's text starts: inside the quote for a quoted one. */
yaml_mark_t yin_text_mark(const yaml_event_t *ev)
{
  yaml_mark_t m = ev->start_mark;
  if (ev->data.scalar.style == YAML_SINGLE_QUOTED_SCALAR_STYLE ||
      ev->data.scalar.style == YAML_DOUBLE_QUOTED_SCALAR_STYLE)
    m.column++;
  return m;
}

/* A scalar where one is needed, or an error that says so:
 * "expected a scalar <what><name>', found a mapping". */
int yin_expect_scalar(yin_call *c, const yaml_event_t *ev, const char *what,
                      const char *name)
{
  if (ev->type == YAML_SCALAR_EVENT)
    return 1;
  return yin_fail_at(c, ev->start_mark, "expected a scalar %s%s%s, found %s",
                     what, name ? name : "", name ? "'" : "",
                     yin_event_name(ev));
}

/* The key of a mapping entry, copied; NULL on an error. */
char *yin_key_copy(yin_call *c, const yaml_event_t *ev, const char *what)
{
  return yin_expect_scalar(c, ev, what, NULL) ? scalar_dup(c, ev) : NULL;
}

/* ---- rules -------------------------------------------------------------- */

/* Whether "name=" already starts a word of the rules value; counts the
 * words on the way. */
static int has_rule(const char *rules, const char *name, size_t *words)
{
  size_t n = strlen(name);
  const char *s;
  *words = 0;
  for (s = rules;; s++) {
    ++*words;
    if (strncmp(s, name, n) == 0 && s[n] == '=')
      return 1;
    if (!(s = strchr(s, ' ')))
      return 0;
  }
}

/* Appends "name=value" to the rules value *acc, checking that it can be
 * split again (as replay.c and yaml_write.c do, at blanks and commas). */
static int add_rule(yin_call *c, char **acc, const yaml_event_t *kev,
                    const char *name, const yaml_event_t *vev,
                    const char *value)
{
  size_t n = *acc ? strlen(*acc) : 0, words = 0;
  char *grown;
  if (!*name || strpbrk(name, " \t\r\n,="))
    return yin_fail_at(c, kev->start_mark, "a rule name must be one word "
                       "without ',' or '=', not '%s'", name);
  if (strpbrk(value, " \t\r\n,"))
    return yin_fail_at(c, vev->start_mark, "a rule value must be one word "
                       "without ',', not '%s'", value);
  if (*acc && has_rule(*acc, name, &words))
    return yin_fail_at(c, kev->start_mark, "duplicate rule '%s'", name);
  if (words >= MAX_KEYS)
    return yin_fail_at(c, kev->start_mark, "more than %d rule options",
                       MAX_KEYS);
  if (!(grown = realloc(*acc, n + strlen(name) + strlen(value) + 3)))
    return yin_fail_fatal(c, kev->start_mark, "out of memory");
  sprintf(grown + n, "%s%s=%s", n ? " " : "", name, value);
  *acc = grown;
  return 1;
}

/* SCALAR(name) SCALAR(value): one rule option (a yin_item_fn). */
static int read_rule(yin_call *c, const yaml_event_t *kev, void *arg)
{
  yaml_event_t ev;
  char *name = yin_key_copy(c, kev, "rule name"), *value = NULL;
  int ok = name && yin_pull_node(c, &ev);
  if (ok) {
    ok = yin_expect_scalar(c, &ev, "value for rule '", name) &&
         (value = scalar_dup(c, &ev)) != NULL &&
         add_rule(c, arg, kev, name, &ev, value);
    yaml_event_delete(&ev);
  }
  free(name);
  free(value);
  return ok;
}

/* rules ::= MAPPING-START (SCALAR(name) SCALAR(value))* MAPPING-END */
static int read_rules(yin_call *c, const yaml_event_t *value)
{
  char *acc = NULL;
  int ok;
  if (yin_is_empty_plain(value))
    return 1;
  if (value->type != YAML_MAPPING_START_EVENT)
    return yin_fail_at(c, value->start_mark,
                       "expected a mapping of rule options for 'rules' "
                       "(rules: {name: 'value'}), found %s",
                       yin_event_name(value));
  ok = yin_each_item(c, read_rule, &acc);
  if (ok && !bao_game_set_tag(c->g, "rules", acc ? acc : ""))
    ok = yin_fail_fatal(c, value->start_mark, "out of memory");
  if (ok)
    c->g->tags[c->g->n_tags - 1].mark = yin_to_mark(value->start_mark);
  free(acc);
  return ok;
}

/* ---- the game ----------------------------------------------------------- */

/* setup: and end: - a scalar; left out when it is empty and plain
 * (`end:` alone is no text; `end: ''` is one, kept). */
static int read_text(yin_call *c, const yaml_event_t *value, const char *key,
                     char **out, bao_mark *mark)
{
  if (!yin_expect_scalar(c, value, "value for '", key))
    return 0;
  if (yin_is_empty_plain(value))
    return 1;
  if (mark)
    *mark = yin_to_mark(yin_text_mark(value));
  /* end: free text, kept as it is (a transcript that cannot hold it
   * says so) */
  return (*out = yin_scalar_copy(c, value)) != NULL;
}

/* bao_near_known_key, remembered for the last few keys. */
static const char *near_key(bao_yaml_in *y, const char *key)
{
  int i;
  if (strlen(key) >= sizeof y->near_key[0])
    return bao_near_known_key(key);
  for (i = 0; i < y->near_used; i++)
    if (strcmp(y->near_key[i], key) == 0)
      return y->near_known[i];
  i = y->near_next;
  y->near_next = (i + 1) % NEAR_CACHE;
  if (y->near_used < NEAR_CACHE)
    y->near_used++;
  strcpy(y->near_key[i], key);
  return y->near_known[i] = bao_near_known_key(key);
}

/* Any other key: a tag, kept in file order with the mark of its value. */
static int read_tag(yin_call *c, const yaml_event_t *value, const char *key)
{
  const char *near;
  if (!yin_expect_scalar(c, value, "value for '", key))
    return 0;
  if (!is_null(value) && !scalar_check(c, value))
    return 0;
  if (!bao_game_set_tag(c->g, key, is_null(value) ? NULL
                                   : (const char *)value->data.scalar.value))
    return yin_fail_fatal(c, value->start_mark, "out of memory");
  c->g->tags[c->g->n_tags - 1].mark = yin_to_mark(yin_text_mark(value));
  if (!bao_known_key(key, strlen(key)) && (near = near_key(c->y, key)) &&
      !bao_game_warn(c->g, c->key_mark, "unknown key '%s', kept as it is: "
                     "did you mean '%s'?", key, near))
    return yin_fail_fatal(c, value->start_mark, "out of memory");
  return 1;
}

/* Whether the game has tag `key` (whatever its value, null included). */
static int has_tag(const bao_game *g, const char *key)
{
  size_t i;
  for (i = 0; i < g->n_tags; i++) /* the first letter before a call */
    if (g->tags[i].key[0] == key[0] && strcmp(g->tags[i].key, key) == 0)
      return 1;
  return 0;
}

/* Keys are unique: YAML says so, and a second "moves:" would drop the
 * first without a word.  `seen` holds the keys that are not tags. */
static int is_duplicate(const bao_game *g, const char *key, unsigned *seen)
{
  unsigned bit = strcmp(key, "moves") == 0   ? 1u
                 : strcmp(key, "setup") == 0 ? 2u
                 : strcmp(key, "end") == 0   ? 4u
                                             : 0u;
  if (!bit)
    return has_tag(g, key);
  if (*seen & bit)
    return 1;
  *seen |= bit;
  return 0;
}

/* entry ::= KEY(key) value: one entry of the game mapping (a yin_item_fn). */
static int read_entry(yin_call *c, const yaml_event_t *kev, void *seen)
{
  yaml_event_t ev;
  char *key = yin_key_copy(c, kev, "key");
  const char *known;
  int ok = 0;
  if (!key)
    return 0;
  /* known keys are case-blind ("South:" is south); others are kept */
  if ((known = bao_known_key(key, strlen(key))) != NULL)
    strcpy(key, known);
  c->key_mark = yin_to_mark(kev->start_mark);
  if (c->g->n_tags >= MAX_KEYS)
    yin_fail_at(c, kev->start_mark, "more than %d keys in one game",
                MAX_KEYS);
  else if (is_duplicate(c->g, key, seen))
    yin_fail_at(c, kev->start_mark, "duplicate key '%s'", key);
  else if ((ok = yin_pull_node(c, &ev)) != 0) {
    if (strcmp(key, "moves") == 0)
      ok = yin_read_moves(c, &ev);
    else if (strcmp(key, "rules") == 0)
      ok = read_rules(c, &ev);
    else if (strcmp(key, "setup") == 0)
      ok = read_text(c, &ev, key, &c->g->setup, &c->g->setup_mark);
    else if (strcmp(key, "end") == 0)
      ok = read_text(c, &ev, key, &c->g->tail, NULL);
    else
      ok = read_tag(c, &ev, key);
    yaml_event_delete(&ev);
  }
  free(key);
  return ok;
}

/* document ::= DOCUMENT-START (game | SCALAR("")) DOCUMENT-END, after
 * DOCUMENT-START.  Returns 1 for a game, 2 for an empty document. */
static int read_document(yin_call *c, yaml_mark_t start)
{
  yaml_event_t ev;
  unsigned seen = 0;
  int ok;
  if (!yin_pull_node(c, &ev)) {
    c->y->index++; /* a broken document is a game the user counts */
    return 0;
  }
  if (yin_is_empty_plain(&ev)) {
    yaml_event_delete(&ev);
    return skip_document(c) ? 2 : 0;
  }
  c->g->mark = yin_to_mark(start);
  c->g->index = ++c->y->index; /* an empty document is no game to count */
  if (ev.type != YAML_MAPPING_START_EVENT)
    ok = yin_fail_at(c, ev.start_mark,
                     "expected a mapping of keys (event:, moves:, ...) for "
                     "a game, found %s", yin_event_name(&ev));
  else
    ok = yin_each_item(c, read_entry, &seen);
  if (ok) /* a side or number a ply does not state is implied */
    bao_game_fill(c->g);
  yaml_event_delete(&ev);
  return ok && skip_document(c);
}

/* ---- the API ------------------------------------------------------------ */

bao_yaml_in *bao_yaml_in_open(FILE *f)
{
  bao_yaml_in *y = calloc(1, sizeof *y);
  if (!y)
    return NULL;
  if (!yaml_parser_initialize(&y->parser)) {
    free(y);
    return NULL;
  }
  bao_yaml_feed_init(&y->feed, f);
  yaml_parser_set_input(&y->parser, bao_yaml_feed_read, &y->feed);
  return y;
}

/* Reads events up to the next game; 1 a game, 0 the end, -1 an error. */
static int next_game(yin_call *c)
{
  yaml_event_t ev;
  int type, r;
  for (;;) {
    if (!pull(c, &ev))
      return -1;
    type = ev.type;
    if (type == YAML_DOCUMENT_START_EVENT) {
      c->y->depth = 0;
      r = read_document(c, ev.start_mark);
      yaml_event_delete(&ev);
      if (r != 2)
        return r == 1 ? 1 : -1;
      continue;
    }
    yaml_event_delete(&ev);
    if (type == YAML_STREAM_END_EVENT) {
      c->y->state = YIN_DONE;
      return 0;
    }
  }
}

int bao_yaml_in_next(bao_yaml_in *y, bao_game *g, bao_diag *err)
{
  yin_call c;
  int r;
  memset(&c, 0, sizeof c);
  c.y = y;
  c.g = g;
  c.err = err;
  bao_game_init(g);
  if (err)
    memset(err, 0, sizeof *err);
  if (y->state == YIN_SKIP && !skip_document(&c))
    return -1;
  if (y->state == YIN_DONE)
    return 0;
  r = next_game(&c);
  /* A game that failed half way is not handed out. */
  if (r != 1)
    bao_game_free(g);
  return r;
}

size_t bao_yaml_in_comments(const bao_yaml_in *y, int *first_line)
{
  *first_line = y->feed.first_comment;
  return y->feed.comments;
}

void bao_yaml_in_close(bao_yaml_in *y)
{
  if (!y)
    return;
  yaml_parser_delete(&y->parser);
  free(y);
}
