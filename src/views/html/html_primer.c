/* html_primer.c - the page's "How Bao is played" (html_page.h): the
 * steps of the rules primer (primer.c) for the game's variant, each with
 * its diagram drawn by bao_diagram_svg inline (themed by the page's
 * styles like the board), and on each step the words of the
 * annotations it explains (data-words), for assets/primer.js, which
 * links them where the page shows an annotation.  The steps' anchors are "primer-" and the
 * step's id, the same in every language. */
#include <stdlib.h>
#include <string.h>

#include "html_page.h"
#include "base/i18n.h"

/* The words of the annotations and the step that explains each; the
 * game's own words (nyumba, namua, mtaji) as the catalog writes them. */
typedef struct primer_term {
  const char *word;
  const char *step;
  int game_word; /* 1: translated by bao_game_word */
} primer_term;

static const primer_term terms[] = {
  {"namua", "stages", 1},  {"mtaji", "stages", 1},  {"takasa", "takasa", 0},
  {"takata", "takasa", 0}, {"kichwa", "board", 0},  {"vichwa", "board", 0},
  {"kimbi", "board", 0},   {"nyumba", "nyumba", 1}, {"safari", "safari", 0},
  {"takasia", "takasia", 0},
};

/* Writes `svg` without its XML declaration and without the ids of its
 * holes (the board's script finds the board's by them: the page must
 * have them once), its title's and description's ids made the step's
 * own, "primer-ID-" in front, there and where aria-labelledby names
 * them.  The drawing refers to its ids by no other means. */
static void put_svg(bao_sink *f, const char *svg, const char *id)
{
  static const char ids[] = " id=\"", names[] = " aria-labelledby=\"",
                    klass[] = " class=\"";
  const char *a, *b, *end;
  size_t n;
  if (strncmp(svg, "<?xml", 5) == 0 && strchr(svg, '\n'))
    svg = strchr(svg, '\n') + 1;
  /* a primer's picture, not the board: its own class first, the
   * diagram's (which the page's themes style) after it */
  if ((a = strstr(svg, klass)) != NULL && a < strchr(svg, '>')) {
    a += sizeof klass - 1;
    sink_put(f, svg, (size_t)(a - svg));
    sink_puts(f, "primer-diagram ");
    svg = a;
  }
  for (;;) {
    a = strstr(svg, ids);
    b = strstr(svg, names);
    if (!a && !b)
      break;
    if (a && (!b || a < b)) { /* one id: the title's and the description's
                                 kept, made the step's own; the holes'
                                 (the board's script's) dropped */
      sink_put(f, svg, (size_t)(a - svg));
      a += sizeof ids - 1;
      end = strchr(a, '"');
      end = end ? end + 1 : a + strlen(a);
      if (strncmp(a, "bao-title\"", 10) == 0 ||
          strncmp(a, "bao-desc\"", 9) == 0) {
        sink_printf(f, "%sprimer-%s-", ids, id);
        svg = a;
      } else {
        svg = end;
      }
      continue;
    }
    b += sizeof names - 1; /* ids separated by spaces, up to the quote */
    sink_put(f, svg, (size_t)(b - svg));
    end = strchr(b, '"');
    end = end ? end : b + strlen(b);
    while (b < end) {
      n = strcspn(b, " \"");
      if (n)
        sink_printf(f, "primer-%s-%.*s", id, (int)n, b);
      b += n;
      if (b < end)
        sink_putc(f, *b++);
    }
    svg = end;
  }
  sink_puts(f, svg);
}

/* The step's diagram, inline, under its caption. */
static int step_figure(bao_sink *f, const bao_primer_step *s)
{
  bao_diagram_opts o;
  const char *svg;
  bao_sink *mem = bao_sink_memory();
  int ok;
  if (!mem)
    return 0;
  memset(&o, 0, sizeof o);
  o.caption = s->caption;
  ok = bao_diagram_svg(mem, &s->position, s->marked ? &s->marks : NULL, &o) &&
       (svg = bao_sink_text(mem, NULL)) != NULL;
  if (ok) {
    sink_puts(f, "<figure class=\"primer-fig\">\n");
    put_svg(f, svg, s->id);
    sink_puts(f, "</figure>\n");
  }
  bao_sink_free(mem);
  return ok;
}

/* data-words="w|w": the words of the annotations that step `id`
 * explains, in the reader's language, for primer.js (none: nothing). */
static void step_words(bao_sink *f, const char *id)
{
  size_t i;
  int first = 1;
  for (i = 0; i < sizeof terms / sizeof terms[0]; i++) {
    if (strcmp(terms[i].step, id) != 0)
      continue;
    sink_puts(f, first ? " data-words=\"" : "|");
    first = 0;
    html_escape(f, terms[i].game_word ? bao_game_word(terms[i].word)
                                      : terms[i].word);
  }
  sink_puts(f, first ? "" : "\"");
}

static int step_section(bao_sink *f, const bao_primer_step *s, int number)
{
  char n[16];
  int k;
  sink_printf(f, "<section id=\"primer-%s\" class=\"primer-step\"", s->id);
  step_words(f, s->id);
  sink_puts(f, " tabindex=\"-1\">\n<h3>");
  snprintf(n, sizeof n, "%d. ", number);
  sink_puts(f, n);
  html_escape(f, s->title);
  sink_puts(f, "</h3>\n");
  if (s->diagram && !step_figure(f, s))
    return 0;
  for (k = 0; k < BAO_PRIMER_PARAS && s->text[k]; k++) {
    sink_puts(f, "<p>");
    html_escape(f, s->text[k]);
    sink_puts(f, "</p>\n");
  }
  sink_puts(f, "</section>\n");
  return 1;
}

int html_primer(bao_sink *f, const bao_html_game *g)
{
  bao_primer_step s;
  size_t i;
  int number = 0, r;
  sink_puts(f, "<section class=\"primer\" aria-labelledby=\"primer-h\">\n"
        "<details id=\"primer\"><summary><h2 id=\"primer-h\">");
  html_escape(f, bao_primer_title());
  sink_puts(f, "</h2></summary>\n");
  for (i = 0; i < bao_primer_steps(); i++) {
    if ((r = bao_primer_get(g->rules.variant, i, &s)) < 0)
      return 0;
    if (r && !step_section(f, &s, ++number))
      return 0;
  }
  sink_puts(f, "</details>\n</section>\n");
  return 1;
}

void html_primer_link(bao_sink *f)
{
  sink_puts(f, "\n<p class=\"primer-link\"><a href=\"#primer-board\">");
  /* TRANSLATORS: the page's link to its rules primer, beside the
     annotation, for a learner who has never played. */
  html_escape(f, _("New to Bao? How it is played"));
  sink_puts(f, "</a></p>");
}
