/*
 * yaml_moves.c - reads a YAML game record's moves: the rules moves, move,
 * variations and variation of the grammar at the top of yaml_read.c,
 * which reads the rest of a game and calls yin_read_moves for the value
 * of "moves:".  The two files share yaml_in.h.
 *
 * A move is a token or a mapping of the token and what a transcript said
 * about it (its original token, glyph, comment, note, number and side);
 * a variation is a sequence of moves played instead of the move that
 * holds it, and holds variations of its own, at most BAO_LINE_DEPTH deep
 * (yin_call.line_depth counts them): the only recursion of the reader.
 */
#include <stdlib.h>
#include <string.h>

#include <yaml.h>

#include "bao/record.h"
#include "yaml_in.h"

static int is_blank(char ch)
{
  return ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r';
}

/* Trims s in place; returns how many blanks were cut from its start. */
static size_t trim(char *s)
{
  size_t lead = 0, n = strlen(s);
  while (n > 0 && is_blank(s[n - 1]))
    s[--n] = '\0';
  while (is_blank(s[lead]))
    lead++;
  memmove(s, s + lead, n - lead + 1);
  return lead;
}

/* Sets a ply's token, its mark and its width from a scalar event. */
static int set_token(yin_call *c, bao_ply_src *ply, const yaml_event_t *ev)
{
  yaml_mark_t m = yin_text_mark(ev);
  const char *v = (const char *)ev->data.scalar.value;
  size_t lead = 0, end = ev->data.scalar.length;
  if (ev->data.scalar.style == YAML_LITERAL_SCALAR_STYLE ||
      ev->data.scalar.style == YAML_FOLDED_SCALAR_STYLE)
    return yin_fail_at(c, ev->start_mark,
                       "a move must not be a YAML block scalar%s",
                       YIN_QUOTE_HINT);
  /* the blanks around it left out as it is copied */
  while (end > 0 && is_blank(v[end - 1]))
    end--;
  while (lead < end && is_blank(v[lead]))
    lead++;
  if (!(ply->token = yin_scalar_part(c, ev, lead, end - lead)))
    return 0;
  /* A value folded over lines does not start `lead` columns on. */
  if (ev->start_mark.line == ev->end_mark.line)
    m.column += lead;
  ply->mark = yin_to_mark(m);
  ply->width = yin_clamp_int(end - lead);
  return 1;
}

/* The field of a ply that a move-mapping key names, or NULL. */
static char **move_field(bao_ply_src *ply, const char *key)
{
  static const char *const keys[] = {"move", "original", "glyph", "comment",
                                     "note"};
  char **fields[5];
  size_t i;
  fields[0] = &ply->token;
  fields[1] = &ply->original;
  fields[2] = &ply->glyph;
  fields[3] = &ply->comment;
  fields[4] = &ply->note;
  for (i = 0; i < 5; i++)
    if (strcmp(key, keys[i]) == 0)
      return fields[i];
  return NULL;
}

/* The value of one move-mapping key. */
static int read_move_value(yin_call *c, bao_ply_src *ply, char **field,
                           const char *key)
{
  yaml_event_t ev;
  int ok;
  if (!yin_pull_node(c, &ev))
    return 0;
  ok = yin_expect_scalar(c, &ev, "value for '", key);
  if (ok && field == &ply->token)
    ok = set_token(c, ply, &ev);
  else if (ok)
    ok = (*field = yin_scalar_copy(c, &ev)) != NULL;
  if (ok && field == &ply->original)
    trim(ply->original);
  /* a note and a comment are kept as they are, blanks, line ends and
   * all, even empty: a transcript that cannot hold them says so */
  yaml_event_delete(&ev);
  return ok;
}

/* number: and side: - the move number and the side a transcript gave
 * the ply, where they differ from the ones the plies before imply. */
static int read_move_place(yin_call *c, bao_ply_src *ply, const char *key)
{
  yaml_event_t ev;
  const char *v;
  char *end;
  long n;
  int ok;
  if (!yin_pull_node(c, &ev))
    return 0;
  ok = yin_expect_scalar(c, &ev, "value for '", key);
  v = (const char *)ev.data.scalar.value;
  if (ok && key[0] == 'n') {
    n = strtol(v, &end, 10);
    if (!*v || *end || n < 1 || n > BAO_MOVE_NUMBER_MAX || (*v < '0' || *v > '9'))
      ok = yin_fail_at(c, ev.start_mark, "a move number is a whole number "
                       "from 1 to 999999999, not '%.20s'", v);
    else
      ply->number = (int)n;
  } else if (ok) {
    if (strcmp(v, "S") == 0 || strcmp(v, "South") == 0)
      ply->side = BAO_SOUTH;
    else if (strcmp(v, "N") == 0 || strcmp(v, "North") == 0)
      ply->side = BAO_NORTH;
    else
      ok = yin_fail_at(c, ev.start_mark, "a side is S or N, not '%.20s'", v);
  }
  yaml_event_delete(&ev);
  return ok;
}

static int read_lines(yin_call *c, bao_ply_src *ply);

/* move-key SCALAR: one entry of a move mapping (a yin_item_fn). */
static int read_move_entry(yin_call *c, const yaml_event_t *kev, void *arg)
{
  bao_ply_src *ply = arg;
  char *key = yin_key_copy(c, kev, "key in a move"), **field;
  int ok = 0;
  if (!key)
    return 0;
  if (strcmp(key, "variations") == 0) {
    if (ply->n_lines)
      yin_fail_at(c, kev->start_mark, "duplicate key '%s' in a move", key);
    else
      ok = read_lines(c, ply);
  } else if (strcmp(key, "number") == 0 || strcmp(key, "side") == 0) {
    if ((key[0] == 'n' ? ply->number > 0 : ply->side >= 0))
      yin_fail_at(c, kev->start_mark, "duplicate key '%s' in a move", key);
    else
      ok = read_move_place(c, ply, key);
  } else if (!(field = move_field(ply, key)))
    yin_fail_at(c, kev->start_mark, "unknown key '%s' in a move (expected "
                "move, original, glyph, comment, note, number, side or "
                "variations)", key);
  else if (*field)
    yin_fail_at(c, kev->start_mark, "duplicate key '%s' in a move", key);
  else
    ok = read_move_value(c, ply, field, key);
  free(key);
  return ok;
}

/* move ::= SCALAR(token) | MAPPING-START ... (a yin_item_fn); into the
 * variation `arg`, or the game's own moves when NULL. */
static int read_move(yin_call *c, const yaml_event_t *ev, void *arg)
{
  bao_line *line = arg;
  bao_ply_src *ply = line ? bao_line_add_ply(line) : bao_game_add_ply(c->g);
  if (!ply)
    return yin_fail_fatal(c, ev->start_mark, "out of memory");
  if (ev->type == YAML_SCALAR_EVENT)
    return set_token(c, ply, ev);
  if (ev->type != YAML_MAPPING_START_EVENT)
    return yin_fail_at(c, ev->start_mark, "expected a move (a scalar, or "
                       "a mapping with 'move:'), found %s",
                       yin_event_name(ev));
  if (!yin_each_item(c, read_move_entry, ply))
    return 0;
  if (!ply->token)
    return yin_fail_at(c, ev->start_mark,
                       "expected 'move:' in a move mapping");
  return 1;
}

/* variation ::= SEQUENCE-START move+ SEQUENCE-END (a yin_item_fn): the
 * functions of a move recurse here, at most BAO_LINE_DEPTH deep. */
static int read_variation(yin_call *c, const yaml_event_t *ev, void *arg)
{
  bao_line *line;
  int ok;
  if (ev->type != YAML_SEQUENCE_START_EVENT)
    return yin_fail_at(c, ev->start_mark, "expected a variation (a "
                       "sequence of moves), found %s", yin_event_name(ev));
  if (c->line_depth >= BAO_LINE_DEPTH)
    return yin_fail_at(c, ev->start_mark, "variations nest more than %d deep",
                       BAO_LINE_DEPTH);
  if (!(line = bao_ply_add_line(arg)))
    return yin_fail_fatal(c, ev->start_mark, "out of memory");
  line->mark = yin_to_mark(ev->start_mark);
  c->line_depth++;
  ok = yin_each_item(c, read_move, line);
  c->line_depth--;
  if (ok && !line->n_plies)
    return yin_fail_at(c, ev->start_mark,
                       "a variation holds at least one move");
  return ok;
}

/* variations ::= SEQUENCE-START variation+ SEQUENCE-END */
static int read_lines(yin_call *c, bao_ply_src *ply)
{
  yaml_event_t ev;
  int ok;
  if (!yin_pull_node(c, &ev))
    return 0;
  ok = ev.type == YAML_SEQUENCE_START_EVENT
           ? 1
           : yin_fail_at(c, ev.start_mark, "expected a sequence of "
                         "variations for 'variations', found %s",
                         yin_event_name(&ev));
  if (ok)
    ok = yin_each_item(c, read_variation, ply);
  if (ok && !ply->n_lines)
    ok = yin_fail_at(c, ev.start_mark, "'variations' holds at least one "
                     "variation");
  yaml_event_delete(&ev);
  return ok;
}

/* moves ::= SEQUENCE-START move* SEQUENCE-END | SCALAR("") */
int yin_read_moves(yin_call *c, const yaml_event_t *value)
{
  if (yin_is_empty_plain(value))
    return 1;
  if (value->type != YAML_SEQUENCE_START_EVENT)
    return yin_fail_at(c, value->start_mark,
                       "expected a sequence of moves for 'moves', found %s",
                       yin_event_name(value));
  return yin_each_item(c, read_move, NULL);
}
