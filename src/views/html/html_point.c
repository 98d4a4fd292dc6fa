/* html_point.c - a ply's text as the page tells it to a learner: the
 * point of the move first (what it won or lost, one sentence), then what
 * the analysis says of it (a mark, the end of the game), with the
 * sowing's steps folded after them ("12 laps: show them") and the
 * analysis' own notes (how deep its search went) among the details.
 * bao annotate's line of the ply (h->annotation, the data's a) is cut
 * into these parts by where they are in it (h->part: the steps, found
 * by bao_annotate_steps, and the depth sentence, in UTF-16 units as the
 * script counts): before the steps the title, after them the analysis;
 * the point is told here from the move's events. */
#include <stdlib.h>
#include <string.h>

#include "html_page.h"
#include "base/i18n.h"
#include "base/obuf.h"
#include "base/util.h" /* bao_strdup */

/* What a snprintf-like teller says of ply p, in memory of its own. */
static char *told(size_t (*tell)(const bao_ply_report *, char *, size_t),
                  const bao_ply_report *p)
{
  size_t n = tell(p, NULL, 0);
  char *s = malloc(n + 1);
  if (s)
    tell(p, s, n + 1);
  return s;
}

/* The point of ply p: the seeds its mover captured (or none), and the
 * end of the game when the move ends it. */
static char *point(const bao_ply_report *p, int *laps)
{
  const bao_events *ev = p->events;
  unsigned long seeds = 0;
  int lost = -1;
  size_t i;
  obuf o;
  char *out;
  *laps = 0;
  for (i = 0; ev && i < ev->count; i++) {
    const bao_event *e = &ev->ev[i];
    if (e->kind == BAO_EV_CAPTURE && e->side == p->side)
      seeds += e->count;
    else if (e->kind == BAO_EV_LAP)
      (*laps)++;
    else if (e->kind == BAO_EV_GAME_END)
      lost = e->side;
  }
  ob_init(&o);
  if (seeds)
    format(&o, dngettext(BAO_TEXTDOMAIN,
                         /* TRANSLATORS: the point of a move, first on the
                            page: the player %1$s captured %2$d seeds in
                            all. */
                         "%1$s captures %2$d seed.",
                         "%1$s captures %2$d seeds.", seeds),
           ARGS(AS(html_side_name(p->side)), AN(seeds)));
  else
    /* TRANSLATORS: the point of a move, first on the page: the player
       %1$s captured nothing with it. */
    format(&o, _("%1$s captures nothing."),
           ARGS(AS(html_side_name(p->side))));
  if (lost >= 0) {
    ob_chr(&o, ' ');
    format(&o, _("The game is over: %1$s has lost."),
           ARGS(AS(html_side_name(lost))));
  }
  ob_chr(&o, '\0');
  out = o.oom ? NULL : bao_strdup(o.s);
  if (ob_allocated(&o))
    free(o.s);
  return out;
}

/* "12 laps: show them", the summary of the folded steps. */
static char *laps_summary(int laps)
{
  unsigned long n = (unsigned long)laps;
  obuf o;
  char *out;
  ob_init(&o);
  format(&o, dngettext(BAO_TEXTDOMAIN,
                       /* TRANSLATORS: the page folds a move's steps under
                          this summary: %1$d laps of sowing, click to
                          show them. */
                       "%1$d lap: show it", "%1$d laps: show them", n),
         ARGS(AN(n)));
  ob_chr(&o, '\0');
  out = o.oom ? NULL : bao_strdup(o.s);
  if (ob_allocated(&o))
    free(o.s);
  return out;
}

/* The length of s's first n bytes (UTF-8) in UTF-16 code units, as the
 * page's script counts a string: a character of 4 bytes is two. */
static int utf16_units(const char *s, size_t n)
{
  int units = 0;
  size_t i;
  for (i = 0; i < n; i++) {
    unsigned char c = (unsigned char)s[i];
    units += (c & 0xc0) != 0x80;
    units += c >= 0xf0;
  }
  return units;
}

/* Where `sentence` is in `text` from `from` on, as [start, end) bytes
 * with the space before it; 0 if it is not. */
static int find_sentence(const char *text, size_t from, const char *sentence,
                         size_t *start, size_t *end)
{
  const char *at = *sentence ? strstr(text + from, sentence) : NULL;
  if (!at)
    return 0;
  *start = (size_t)(at - text);
  *end = *start + strlen(sentence);
  if (*start > from && text[*start - 1] == ' ')
    (*start)--;
  return 1;
}

int html_point_take(html_ply *h, const bao_ply_report *p, int deep)
{
  const char *a = h->annotation;
  char *steps, *note, depth[256];
  size_t at, end, d0, d1;
  int found;
  h->part[0] = h->part[1] = h->part[2] = h->part[3] = -1;
  if (!p->events) /* (no parts: the page shows the annotation whole) */
    return 1;
  if (!(steps = told(bao_annotate_steps, p)))
    return 0;
  found = find_sentence(a, 0, steps, &at, &end);
  free(steps);
  if (!found)
    return 1;
  if (a[at] == ' ')
    at++;
  h->part[0] = utf16_units(a, at);
  h->part[1] = utf16_units(a, end);
  if (!(h->point = point(p, &h->laps)) ||
      !(h->laps_said = laps_summary(h->laps)))
    return 0;
  if (!deep)
    return 1;
  /* the depth of the search: a detail, said after a mark or alone */
  bao_annotate_depth(p->judgement->depth, depth, sizeof depth);
  if (!(note = html_depth_note(p->judgement->depth)))
    return 0;
  if (find_sentence(a, end, depth, &d0, &d1) ||
      find_sentence(a, end, note, &d0, &d1)) {
    h->part[2] = utf16_units(a, d0);
    h->part[3] = utf16_units(a, d1);
  }
  free(note);
  return 1;
}

void html_point_free(html_ply *h)
{
  free(h->point);
  free(h->laps_said);
}
