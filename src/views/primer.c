/* primer.c - the rules primer for a learner who has never played: its
 * steps (primer_steps.h), each in the reader's language with a position
 * set up and the move that shows the step played by the engine, and the
 * primer as text (bao rules --explain).  The teaching page draws the same
 * steps (html_primer.c), so that the primer's words live in one place
 * and are translated through gettext like the annotations (i18n.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/obuf.h"
#include "base/sink.h"
#include "bao/view.h"
#include "primer_steps.h"

size_t bao_primer_steps(void)
{
  return sizeof primer_src / sizeof primer_src[0];
}

/* The diagram of step `src` for the variant, or NULL. */
static const primer_diagram *diagram_for(const primer_step_src *src,
                                         unsigned bit)
{
  int i;
  for (i = 0; i < PRIMER_DIAGRAMS; i++)
    if (src->diagram[i].variants & bit)
      return &src->diagram[i];
  return NULL;
}

/* Plays the diagram's move on s->position, keeping the position after it
 * and the move's marks; 0 when the move is not legal there (a mistake in
 * the table, which the tests catch). */
static int play_move(bao_primer_step *s, const char *move)
{
  bao_movelist list;
  bao_events ev;
  bao_ply_report rep;
  bao_position after;
  char token[BAO_TOKEN_MAX];
  int i;
  bao_position_moves(&s->position, &list);
  for (i = 0; i < list.count; i++) {
    bao_move_token(&list.item[i].move, s->position.to_move, token,
                   sizeof token);
    if (strcmp(token, move) == 0 && list.item[i].period == 0)
      break;
  }
  if (i == list.count)
    return 0;
  bao_events_init(&ev);
  bao_outcome_events(&s->position, &list.item[i], &ev, &after, NULL);
  memset(&rep, 0, sizeof rep);
  rep.side = s->position.to_move;
  rep.before = &s->position;
  rep.after = &after;
  rep.outcome = &list.item[i];
  rep.events = &ev;
  bao_marks_of(&rep, &s->marks);
  bao_events_free(&ev);
  s->position = after;
  s->marked = 1;
  snprintf(s->move, sizeof s->move, "%s", move);
  return 1;
}

/* The caption of the diagram: "After A7L*", "The start" or "The
 * position", in s->caption. */
static void set_caption(bao_primer_step *s, int start)
{
  /* TRANSLATORS: the caption of a primer's diagram: the position after
     the move %1$s (a move token such as A7L*). */
  const char *after = _("After %1$s"), *at = strstr(after, "%1$s");
  if (!s->marked) {
    /* TRANSLATORS: the caption of a primer's diagram: the start of the
       game; then, of a position set up for the step. */
    snprintf(s->caption, sizeof s->caption, "%s",
             start ? _("The start") : _("The position"));
    return;
  }
  if (!at) /* a translation without the argument: the move alone */
    at = after = "%1$s";
  snprintf(s->caption, sizeof s->caption, "%.*s%s%s", (int)(at - after),
           after, s->move, at + 4);
}

/* Sets up the step's diagram: the position, then the move played. */
static int set_diagram(bao_primer_step *s, const primer_diagram *d,
                       int variant)
{
  bao_rules rules = bao_rules_variant((enum bao_variant)variant);
  bao_diag why;
  s->diagram = 1;
  if (!d->position)
    bao_position_start(&s->position, &rules);
  else if (!bao_position_parse(d->position, &rules, &s->position, &why))
    return 0;
  if (d->move && !play_move(s, d->move))
    return 0;
  set_caption(s, !d->position);
  return 1;
}

int bao_primer_get(int variant, size_t i, bao_primer_step *s)
{
  const primer_step_src *src;
  const primer_diagram *d;
  unsigned bit;
  int k, n = 0;
  memset(s, 0, sizeof *s);
  if (variant < 0 || variant >= BAO_VARIANTS || i >= bao_primer_steps())
    return -1;
  src = &primer_src[i];
  bit = 1u << variant;
  for (k = 0; k < PRIMER_PARAS && src->para[k].text; k++)
    if ((src->para[k].variants & bit) && n < BAO_PRIMER_PARAS)
      s->text[n++] = _(src->para[k].text);
  if (n == 0)
    return 0;
  s->id = src->id;
  s->title = _(src->title);
  d = diagram_for(src, bit);
  if (d && !set_diagram(s, d, variant))
    return -1;
  return 1;
}

const char *bao_primer_title(void)
{
  /* TRANSLATORS: the primer's title (bao rules --explain, and the page's
     panel). */
  return _("How Bao is played");
}

/* ---- as text ---------------------------------------------------------------- */

/* Writes `text` filled into lines of at most `width` characters (UTF-8
 * sequences counted as one), each started by `indent`. */
static void put_filled(bao_sink *out, const char *text, const char *indent,
                       size_t width)
{
  size_t col = 0, n, chars, j;
  while (*text) {
    n = strcspn(text, " ");
    for (chars = j = 0; j < n; j++)
      chars += ((unsigned char)text[j] & 0xc0) != 0x80;
    if (col && col + 1 + chars > width) {
      sink_put(out, "\n", 1);
      col = 0;
    }
    if (!col) {
      sink_put(out, indent, strlen(indent));
      col = strlen(indent);
    } else {
      sink_put(out, " ", 1);
      col++;
    }
    sink_put(out, text, n);
    col += chars;
    text += n;
    text += strspn(text, " ");
  }
  sink_put(out, "\n", 1);
}

/* ---- the diagram's words in the reader's language ------------------------
 * bao_diagram_ascii writes its few words in English, the same in every
 * language (diagram_ascii.c); the primer says them with the page's
 * messages: "South to move", "North: 22 in hand" and the legend, "*
 * seed from hand in A2; x 3 captured from a7". */

static const char *side_word(char initial)
{
  return initial == 'S' ? _("South") : _("North");
}

/* The legend's parts, separated by "; " (n bytes of `line`). */
static void put_legend(bao_sink *out, const char *line, size_t n)
{
  char hole[4];
  int count;
  size_t k;
  while (n > 0) {
    k = 0;
    while (k < n && !(line[k] == ';' && k + 1 < n && line[k + 1] == ' '))
      k++;
    if (k > 21 && k < 24 && strncmp(line, "* seed from hand in ", 20) == 0) {
      snprintf(hole, sizeof hole, "%.*s", (int)(k - 20), line + 20);
      sink_puts(out, "* ");
      format(sink_buf(out), _("seed from hand in %1$s"), ARGS(AS(hole)));
    } else if (sscanf(line, "x %d captured from %3s", &count, hole) == 2) {
      sink_puts(out, "x ");
      format(sink_buf(out), _("%1$d captured from %2$s"),
             ARGS(AN(count), AS(hole)));
    } else {
      sink_put(out, line, k);
    }
    if (k < n)
      sink_puts(out, "; ");
    k += k < n ? 2 : 0;
    line += k;
    n -= k;
  }
}

/* One line of the ASCII diagram (n bytes, no newline), its words said. */
static void put_art_line(bao_sink *out, const char *line, size_t n)
{
  static const char hand[] = " in hand";
  const char *colon;
  int seeds;
  if (n == 13 && strncmp(line + 5, " to move", 8) == 0) {
    format(sink_buf(out), _("%1$s to move"), ARGS(AS(side_word(line[0]))));
  } else if (n > 20 && strncmp(line + n - 8, hand, 8) == 0 &&
             (colon = memchr(line, ':', n)) != NULL && colon - line >= 5 &&
             sscanf(colon + 1, "%d", &seeds) == 1) {
    sink_put(out, line, (size_t)(colon - line) - 5);
    format(sink_buf(out), _("%1$s: %2$d in hand"),
           ARGS(AS(side_word(colon[-5])), AN(seeds)));
  } else if (n > 2 && (line[0] == '*' || line[0] == 'x') && line[1] == ' ') {
    put_legend(out, line, n);
  } else {
    sink_put(out, line, n);
  }
}

/* The step's diagram in ASCII, each line four spaces in. */
static int put_ascii(bao_sink *out, const bao_primer_step *s)
{
  bao_diagram_opts o;
  const bao_marks *m = s->marked ? &s->marks : NULL;
  char *art;
  const char *line;
  size_t n, k;
  memset(&o, 0, sizeof o);
  n = bao_diagram_ascii_string(NULL, 0, &s->position, m, &o);
  if (!(art = malloc(n + 1)))
    return 0;
  bao_diagram_ascii_string(art, n + 1, &s->position, m, &o);
  for (line = art; *line; line += k + (line[k] == '\n')) {
    k = strcspn(line, "\n");
    sink_puts(out, k ? "    " : "");
    put_art_line(out, line, k);
    sink_put(out, "\n", 1);
  }
  free(art);
  return 1;
}

/* One step: "N. Title", its paragraphs, and its diagram under its
 * caption. */
static int put_step(bao_sink *out, const bao_primer_step *s, int number)
{
  char head[160];
  int k;
  snprintf(head, sizeof head, "%d. %s", number, s->title);
  sink_put(out, "\n", 1);
  put_filled(out, head, "", 72);
  for (k = 0; k < BAO_PRIMER_PARAS && s->text[k]; k++) {
    sink_put(out, "\n", 1);
    put_filled(out, s->text[k], "", 72);
  }
  if (s->diagram) {
    sink_put(out, "\n", 1);
    put_filled(out, s->caption, "    ", 72);
    if (!put_ascii(out, s))
      return 0;
  }
  return sink_done(out);
}

int bao_primer_text(bao_sink *out, int variant)
{
  bao_primer_step s;
  size_t i;
  int number = 0, r;
  put_filled(out, bao_primer_title(), "", 72);
  for (i = 0; i < bao_primer_steps(); i++) {
    if ((r = bao_primer_get(variant, i, &s)) < 0)
      return 0;
    if (r && !put_step(out, &s, ++number))
      return 0;
  }
  return bao_sink_flush(out);
}
