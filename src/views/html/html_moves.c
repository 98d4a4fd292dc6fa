/* html_moves.c - the teaching page's move list (html_page.h): the game's
 * plies in the record's numbering, one row per move number, South's ply
 * then North's; the record's notes and comments; the record's variations
 * under the ply they belong to, in parentheses as chess books print them
 * (a variation of a variation inside its parent's); the analysis' marks
 * beside the moves.  Then where the record stops being legal and what
 * the replay said about it.
 *
 * Every link names a ply as the page's address does: href="#ply=N" (the
 * game after N plies), "#ply=N&line=V" in variation V (numbered from 1 in
 * the order of the record, depth first), with data-ply and data-line for
 * the script; a move of the game judged under a time budget (replay.h,
 * opts.deepen) also carries data-depth, the depth of its judgement. */
#include <stdlib.h>
#include <string.h>

#include "html_page.h"
#include "base/i18n.h"

/* ---- the analysis' marks -------------------------------------------------- */

/* "??" for a move after which the opponent wins (a blunder, or a missed
 * win that also loses), "?" for a win missed that does not lose, "!" for
 * the only move: the glyphs of chess annotation, where "??" is a move
 * that loses and "?" a mistake that does not. */
const char *html_mark_glyph(const html_ply *p)
{
  switch (p->mark) {
  case BAO_JUDGE_BLUNDER: return "??";
  case BAO_JUDGE_MISSED_WIN: return p->refuted ? "??" : "?";
  case BAO_JUDGE_ONLY: return "!";
  default: return NULL;
  }
}

const char *html_mark_words(const html_ply *p)
{
  switch (p->mark) {
  /* TRANSLATORS: the analysis' marks of a move, beside it in the move
     list and in the text beside the board. */
  case BAO_JUDGE_BLUNDER: return _("blunder");
  case BAO_JUDGE_MISSED_WIN:
    return p->refuted ? _("missed win, and loses") : _("missed win");
  case BAO_JUDGE_ONLY: return _("only move");
  default: return NULL;
  }
}

/* The mark after a move: its glyph, its words for screen readers and in
 * its title. */
static void mark(bao_sink *f, const html_ply *p)
{
  const char *glyph = html_mark_glyph(p), *words = html_mark_words(p);
  if (!glyph)
    return;
  sink_printf(f, "<span class=\"judge judge-%s\" title=\"",
              bao_judge_name(p->mark));
  html_escape(f, words);
  sink_printf(f, "\" aria-hidden=\"true\">%s</span>"
              "<span class=\"visually-hidden\"> (", glyph);
  html_escape(f, words);
  sink_puts(f, ")</span>");
}

static void glyph(bao_sink *f, const bao_ply_src *src)
{
  if (!src->glyph)
    return;
  sink_puts(f, "<span class=\"glyph\">");
  html_escape(f, src->glyph);
  sink_puts(f, "</span>");
}

/* ---- the game's own line ---------------------------------------------------- */

/* One ply in the move list: a link to it, or the ply that is not legal. */
static void move_cell(bao_sink *f, const bao_html_game *g, size_t i)
{
  const bao_ply_src *src = &g->game->plies[i];
  if (i < g->n) {
    sink_printf(f, "<td><a class=\"ply\" href=\"#ply=%zu\" data-ply=\"%zu\"",
                i + 1, i + 1);
    if (g->deep.games && g->ply[i].depth >= 0) /* judged under a budget */
      sink_printf(f, " data-depth=\"%d\"", g->ply[i].depth);
    html_engine_attrs(f, &g->ply[i]);
    sink_puts(f, ">");
    html_escape(f, src->token);
  } else {
    sink_puts(f, "<td><span class=\"ply illegal\" title=\"");
    /* TRANSLATORS: the move list: the move that is not legal. */
    html_escape(f, _("not legal: the record stops here"));
    sink_puts(f, "\">");
    html_escape(f, src->token ? src->token : "?");
  }
  glyph(f, src);
  if (i < g->n)
    mark(f, &g->ply[i]);
  if (i < g->n)
    html_engine_mark(f, &g->ply[i]);
  sink_puts(f, i < g->n ? "</a></td>" : "</span></td>");
}

/* A row of free text in the move list: a note or a comment. */
static void text_row(bao_sink *f, const char *cls, const char *text,
                     size_t ply)
{
  sink_printf(f, "<tr class=\"%s\" data-at=\"%zu\"><td colspan=\"3\"><bdi>",
              cls, ply);
  html_escape(f, text);
  sink_puts(f, "</bdi></td></tr>\n");
}

/* The number a ply is listed under (the failing ply: the record's, or
 * counted on from the last legal ply). */
static int listed_number(const bao_html_game *g, size_t i)
{
  int n;
  if (i < g->n)
    return g->ply[i].number;
  n = g->game->plies[i].number;
  if (n > 0)
    return n;
  return g->n ? g->ply[g->n - 1].number + (g->stop_side == BAO_SOUTH) : 1;
}

static int side_of(const bao_html_game *g, size_t i)
{
  return i < g->n ? g->ply[i].side : g->stop_side;
}

static void close_row(bao_sink *f, int *open, int filled)
{
  if (!*open)
    return;
  if (filled == 1) /* South only */
    sink_puts(f, "<td class=\"empty\"></td>");
  sink_puts(f, "</tr>\n");
  *open = 0;
}

/* ---- variations --------------------------------------------------------------- */

/* The variations in the order of (parent, at, number): those of one ply
 * are found by a binary search, not by a scan of every variation for
 * every ply (quadratic: a minute for a ply of 100,000 variations). */
typedef struct line_place {
  size_t at;
  int parent;
  int v; /* 0-based */
} line_place;

typedef struct line_index {
  const bao_html_game *g;
  line_place *place; /* sorted; NULL when out of memory: a scan */
} line_index;

static int by_place(const void *a, const void *b)
{
  const line_place *x = a, *y = b;
  if (x->parent != y->parent)
    return x->parent < y->parent ? -1 : 1;
  if (x->at != y->at)
    return x->at < y->at ? -1 : 1;
  return (x->v > y->v) - (x->v < y->v);
}

static void index_make(line_index *ix, const bao_html_game *g)
{
  size_t v;
  ix->g = g;
  ix->place = g->n_lines ? malloc(g->n_lines * sizeof *ix->place) : NULL;
  for (v = 0; ix->place && v < g->n_lines; v++) {
    ix->place[v].at = g->line[v].at;
    ix->place[v].parent = g->line[v].parent;
    ix->place[v].v = (int)v;
  }
  if (ix->place)
    qsort(ix->place, g->n_lines, sizeof *ix->place, by_place);
}

/* Where the variations of the ply at game index `at` of line `parent`
 * (0: the game's) start, for next_line. */
static size_t line_start(const line_index *ix, int parent, size_t at)
{
  line_place key;
  size_t lo = 0, hi = ix->g->n_lines, mid;
  if (!ix->place)
    return 0;
  key.at = at, key.parent = parent, key.v = -1;
  while (lo < hi) {
    mid = lo + (hi - lo) / 2;
    if (by_place(&ix->place[mid], &key) < 0)
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo;
}

/* The next variation (0-based) of that ply from *k on, in number order,
 * or -1 when there is no other. */
static int next_line(const line_index *ix, int parent, size_t at, size_t *k)
{
  const bao_html_game *g = ix->g;
  const line_place *p;
  if (!ix->place) {
    for (; *k < g->n_lines; ++*k)
      if (g->line[*k].parent == parent && g->line[*k].at == at)
        return (int)(*k)++;
    return -1;
  }
  if (*k >= g->n_lines)
    return -1;
  p = &ix->place[*k];
  if (p->parent != parent || p->at != at)
    return -1;
  ++*k;
  return p->v;
}

static void lines_at(bao_sink *f, const line_index *ix, int parent, size_t at);

/* Whether the ply at game index `at` of line `parent` has variations. */
static int has_lines(const line_index *ix, int parent, size_t at)
{
  size_t k = line_start(ix, parent, at);
  return next_line(ix, parent, at, &k) >= 0;
}

/* Variation v (1-based): "(12... b4L 13. A2R {comment} a3L)", each ply a
 * link, its own variations inside it; the ply where the walk stopped it,
 * struck out. */
static void line_body(bao_sink *f, const line_index *ix, int v)
{
  const bao_html_game *g = ix->g;
  const html_line *l = &g->line[v - 1];
  size_t j;
  int told = 1; /* something came between: say the number again */
  sink_puts(f, "<span class=\"line-body\">(");
  for (j = 0; j < l->n; j++) {
    const html_ply *p = &l->ply[j];
    if (told || p->side == BAO_SOUTH)
      sink_printf(f, "%s<span class=\"no\">%d.%s</span> ", j ? " " : "",
                  p->number, p->side == BAO_SOUTH ? "" : "..");
    else
      sink_puts(f, " ");
    sink_printf(f, "<a class=\"ply\" href=\"#ply=%zu&amp;line=%d\" "
                "data-ply=\"%zu\" data-line=\"%d\">", l->at + j + 1, v,
                l->at + j + 1, v);
    html_escape(f, p->src->token);
    glyph(f, p->src);
    sink_puts(f, "</a>");
    told = p->src->comment != NULL || has_lines(ix, v, l->at + j);
    if (p->src->comment) {
      sink_puts(f, " <bdi class=\"comment\">");
      html_escape(f, p->src->comment);
      sink_puts(f, "</bdi>");
    }
    lines_at(f, ix, v, l->at + j);
  }
  if (l->src && l->n < l->src->n_plies) {
    const char *t = l->src->plies[l->n].token;
    sink_puts(f, " <span class=\"ply illegal\" title=\"");
    /* TRANSLATORS: the move list: the move of a variation that is not
       legal. */
    html_escape(f, _("not legal: the variation stops here"));
    sink_puts(f, "\">");
    html_escape(f, t ? t : "?");
    sink_puts(f, "</span>");
  }
  sink_puts(f, ")</span>");
}

/* The variations of the ply at game index `at` of line `parent`, inline
 * (those of a variation's plies). */
static void lines_at(bao_sink *f, const line_index *ix, int parent, size_t at)
{
  size_t k = line_start(ix, parent, at);
  int v;
  while ((v = next_line(ix, parent, at, &k)) >= 0) {
    sink_puts(f, " ");
    line_body(f, ix, v + 1);
  }
}

/* The variations of the game's ply i, a row each. */
static int line_rows(bao_sink *f, const line_index *ix, size_t i)
{
  size_t k = line_start(ix, 0, i);
  int v, rows = 0;
  while ((v = next_line(ix, 0, i, &k)) >= 0) {
    sink_printf(f, "<tr class=\"line\" data-at=\"%zu\"><td colspan=\"3\">", i);
    line_body(f, ix, v + 1);
    sink_puts(f, "</td></tr>\n");
    rows++;
  }
  return rows;
}

/* The key of marks judged under a time budget (replay.h, opts.deepen):
 * the depths they reached, how a mark depends on its depth, and what
 * stopped the searches, said where the learner reads the marks. */
static void deep_key(bao_sink *f, const bao_html_game *g)
{
  const bao_deep_summary *d = &g->deep;
  char lo[16], hi[16], n[24];
  snprintf(lo, sizeof lo, "%d", d->shallowest);
  snprintf(hi, sizeof hi, "%d", d->deepest);
  sink_puts(f, "<p class=\"marks-key deep-key\">");
  if (d->deepest >= 0 && d->shallowest < d->deepest)
    html_msg(f, dngettext(BAO_TEXTDOMAIN,
                          /* TRANSLATORS: under the move list, when each
                             move was searched as deep as a time budget
                             allowed: %1$d to %2$d, the depths reached, in
                             moves of each side. */
                          "Marks of exact searches %1$d to %2$d move deep, "
                          "each move as deep as the time allowed: ?? the "
                          "opponent can then force a win, ? a forced win "
                          "missed, ! the only move that does not lose.",
                          "Marks of exact searches %1$d to %2$d moves deep, "
                          "each move as deep as the time allowed: ?? the "
                          "opponent can then force a win, ? a forced win "
                          "missed, ! the only move that does not lose.",
                          (unsigned long)d->deepest), 0, HARGS(lo, hi));
  else if (d->deepest >= 0)
    html_msg(f, dngettext(BAO_TEXTDOMAIN,
                          "Marks of an exact search %1$d move deep: ?? the "
                          "opponent can then force a win, ? a forced win "
                          "missed, ! the only move that does not lose.",
                          "Marks of an exact search %1$d moves deep: ?? the "
                          "opponent can then force a win, ? a forced win "
                          "missed, ! the only move that does not lose.",
                          (unsigned long)d->deepest), 0, HARGS(hi));
  if (d->deepest >= 0)
    sink_puts(f, " ");
  /* TRANSLATORS: under the move list: why the depth of a mark matters. */
  html_escape(f, _("A mark depends on how deep its search went: a deeper "
                   "search can find a win or a loss a shallower one cannot "
                   "see, so a move unmarked here may still be a mistake. "
                   "Each move's note says how deep its own search went."));
  if (d->out) {
    sink_puts(f, " ");
    /* TRANSLATORS: under the move list: the searches were cut short. */
    html_escape(f, _("The time budget of the game ran out before every "
                     "move was searched as deep as it could be (bao html "
                     "--time 1m gives more)."));
  }
  if (d->unjudged) {
    snprintf(n, sizeof n, "%zu", d->unjudged);
    sink_puts(f, " ");
    html_msg(f, dngettext(BAO_TEXTDOMAIN,
                          /* TRANSLATORS: under the move list. */
                          "%1$d move was not judged at all: the time ran out "
                          "first.",
                          "%1$d moves were not judged at all: the time ran "
                          "out first.", (unsigned long)d->unjudged), 0,
             HARGS(n));
  }
  if (d->capped) {
    snprintf(n, sizeof n, "%zu", d->capped);
    sink_puts(f, " ");
    html_msg(f, dngettext(BAO_TEXTDOMAIN,
                          /* TRANSLATORS: under the move list. */
                          "%1$d move went no deeper: its search needs more "
                          "positions than a move may take.",
                          "%1$d moves went no deeper: their search needs "
                          "more positions than a move may take.",
                          (unsigned long)d->capped), 0, HARGS(n));
  }
  sink_puts(f, "</p>\n");
}

/* What the marks mean, under the list: only when there are some; under
 * a time budget always (deep_key), since the depths reached and what
 * stopped them are the page's to say. */
static void marks_key(bao_sink *f, const bao_html_game *g)
{
  char depth[16];
  if (g->deep.games) {
    deep_key(f, g);
    return;
  }
  if (!g->marks)
    return;
  snprintf(depth, sizeof depth, "%d", g->depth);
  sink_puts(f, "<p class=\"marks-key\">");
  html_msg(f, dngettext(BAO_TEXTDOMAIN,
                        /* TRANSLATORS: under the move list: what the marks
                           mean; %1$d is the depth of the search, in moves
                           of each side. */
                        "Marks of an exact search %1$d move deep: ?? the "
                        "opponent can then force a win, ? a forced win "
                        "missed, ! the only move that does not lose.",
                        "Marks of an exact search %1$d moves deep: ?? the "
                        "opponent can then force a win, ? a forced win "
                        "missed, ! the only move that does not lose.",
                        (unsigned long)g->depth), 0, HARGS(depth));
  sink_puts(f, "</p>\n");
}

/* A puzzle's record (bao puzzles tags it `puzzle`) is its solution: the
 * list is folded until the learner asks for it (page.js also unfolds it
 * when the learner steps into the solution), and works so without the
 * script too. */
static int is_puzzle(const bao_html_game *g)
{
  return bao_game_tag(g->game, "puzzle") != NULL;
}

static void solution_open(bao_sink *f, const bao_html_game *g)
{
  if (!is_puzzle(g))
    return;
  sink_puts(f, "<details id=\"solution\" class=\"solution\"><summary>"
        "<span class=\"when-closed\">");
  /* TRANSLATORS: a puzzle's page: the button that shows the solution
     (the move list), and hides it again. */
  html_escape(f, _("Show solution"));
  sink_puts(f, "</span><span class=\"when-open\">");
  html_escape(f, _("Hide solution"));
  sink_puts(f, "</span></summary>\n");
}

/* The move list, in the record's numbering: one row per move number,
 * South's ply then North's; notes before a ply, comments and variations
 * after it are rows of their own. */
void html_move_list(bao_sink *f, const bao_html_game *g)
{
  size_t i, last = g->n + (g->stopped ? 1 : 0);
  int open = 0, filled = 0, number = 0, side;
  line_index ix;
  index_make(&ix, g);
  sink_puts(f, "<section class=\"moves-box\" aria-labelledby=\"moves-h\">\n"
        "<h2 id=\"moves-h\">");
  /* TRANSLATORS: the heading of the move list. */
  html_escape(f, _("Moves"));
  sink_puts(f, "</h2>\n");
  solution_open(f, g);
  sink_puts(f, "<div class=\"moves-scroll\" id=\"moves-scroll\">\n"
        "<table class=\"moves\">\n<thead><tr>");
  /* TRANSLATORS: the move list's first column: the move number. */
  html_th_col(f, _("No."));
  html_th_col(f, html_side_name(BAO_SOUTH));
  html_th_col(f, html_side_name(BAO_NORTH));
  sink_puts(f, "</tr></thead>\n<tbody>\n");
  for (i = 0; i < last; i++) {
    const bao_ply_src *src = &g->game->plies[i];
    side = side_of(g, i);
    if (src->note) {
      close_row(f, &open, filled);
      text_row(f, "note", src->note, i + 1);
    }
    if (open && (listed_number(g, i) != number || side == BAO_SOUTH ||
                 filled == 2)) {
      close_row(f, &open, filled);
    }
    if (!open) {
      number = listed_number(g, i);
      sink_printf(f, "<tr><th scope=\"row\" class=\"no\">%d</th>", number);
      if (side == BAO_NORTH)
        sink_puts(f, "<td class=\"empty\">\xe2\x80\xa6</td>");
      open = 1;
    }
    move_cell(f, g, i);
    filled = side == BAO_SOUTH ? 1 : 2;
    if (src->comment || (i < g->n && has_lines(&ix, 0, i)))
      close_row(f, &open, filled);
    if (src->comment)
      text_row(f, "comment", src->comment, i + 1);
    if (i < g->n)
      line_rows(f, &ix, i);
  }
  free(ix.place);
  close_row(f, &open, filled);
  /* the record's end text (a resignation) follows its last ply: not the
   * plies the page stops before */
  if (g->game->tail && !g->stopped)
    text_row(f, "note tail", g->game->tail, g->n);
  sink_puts(f, "</tbody>\n</table>\n</div>\n");
  if (is_puzzle(g))
    sink_puts(f, "</details>\n");
  marks_key(f, g);
  sink_puts(f, "</section>\n");
}

/* ---- the record's problems ------------------------------------------------------ */

/* A diagnostic's level: the class the page styles (English), and its
 * label. */
static const char *level_name(int level)
{
  return level == BAO_ERROR ? "error" : level == BAO_WARNING ? "warning"
                                                             : "note";
}

static const char *level_label(int level)
{
  return level == BAO_ERROR ? _("error") : level == BAO_WARNING ? _("warning")
                                                                : _("note");
}

/* One edit of a repair, as check --suggest finds it: "ply 5 as A2L
 * instead of A9L". */
static void repair_edit(bao_sink *f, const bao_html_game *g, const bao_edit *e)
{
  const bao_ply_src *p = e->ply < g->game->n_plies ? &g->game->plies[e->ply]
                                                   : NULL;
  char written[64], ply[24];
  written[0] = '\0';
  if (p && p->token)
    bao_text_clean(p->token, 24, written, sizeof written);
  snprintf(ply, sizeof ply, "%zu", e->ply + 1);
  if (e->kind == BAO_EDIT_CHANGE)
    /* TRANSLATORS: a repair of the record: ply %1$d read as the move
       %2$s, not as written (%3$s). */
    html_msg(f, _("ply %1$d as %2$s instead of %3$s"), 0,
             HARGS(ply, e->token, written));
  else if (e->kind == BAO_EDIT_DELETE)
    /* TRANSLATORS: a repair: ply %1$d (written %2$s) was written by
       mistake. */
    html_msg(f, _("ply %1$d (%2$s) left out"), 0, HARGS(ply, written));
  else if (p)
    /* TRANSLATORS: a repair: the move %1$s was left out before ply %2$d. */
    html_msg(f, _("%1$s put in before ply %2$d"), 0, HARGS(e->token, ply));
  else
    /* TRANSLATORS: a repair: the move %1$s was left out at the end. */
    html_msg(f, _("%1$s put in after the last ply"), 0, HARGS(e->token));
}

/* The likeliest repair of the break (bao check --suggest's correction)
 * and how far the record then replays. */
static void repair(bao_sink *f, const bao_html_game *g)
{
  const bao_repair *rp = &g->repair;
  char n[24], of[24];
  int i;
  sink_puts(f, "<p class=\"repair\"><strong>");
  /* TRANSLATORS: before the repair bao check --suggest finds for a
     record that is not legal. */
  html_escape(f, _("Probably meant:"));
  sink_puts(f, "</strong> ");
  for (i = 0; i < rp->n_edits; i++) {
    if (i)
      /* TRANSLATORS: between the two edits of a repair. */
      html_escape(f, _("; "));
    repair_edit(f, g, &rp->edit[i]);
  }
  sink_puts(f, ". ");
  if (rp->to_end) {
    html_escape(f, _("Then the whole record replays."));
  } else {
    snprintf(n, sizeof n, "%zu", rp->replays);
    snprintf(of, sizeof of, "%zu", rp->plies);
    /* TRANSLATORS: after the repair, %1$d plies of the %2$d replay. */
    html_msg(f, _("Then the record replays to ply %1$d of %2$d."), 0,
             HARGS(n, of));
  }
  sink_puts(f, "</p>");
}

/* Where the record stops: the ply, the reason, the plies shown, the
 * repair. */
static void stopped(bao_sink *f, const bao_html_game *g)
{
  const char *token = g->game->plies[g->stop_ply].token;
  unsigned long shown = (unsigned long)g->n, after = 0;
  char ply[24], n[24];
  size_t len;
  if (g->game->n_plies > g->stop_ply + 1)
    after = (unsigned long)(g->game->n_plies - g->stop_ply - 1);
  snprintf(ply, sizeof ply, "%zu", g->stop_ply + 1);
  sink_puts(f, "<div class=\"stopped\" role=\"note\"><strong>");
  /* TRANSLATORS: the record is not legal from ply %1$d on: the player
     %2$s, the move %3$s as written. */
  html_msg(f, _("The record stops being legal at ply %1$d (%2$s, %3$s)."), 0,
           HARGS(ply, html_side_name(g->stop_side), token ? token : "?"));
  sink_puts(f, "</strong> <bdi>");
  html_escape(f, g->stop_message);
  /* the check's words end without a full stop: the page's sentence has
   * one */
  len = strlen(g->stop_message);
  if (!len || g->stop_message[len - 1] != '.')
    sink_putc(f, '.');
  sink_puts(f, "</bdi> ");
  snprintf(n, sizeof n, "%lu", shown);
  html_msg(f, dngettext(BAO_TEXTDOMAIN,
                        /* TRANSLATORS: the page shows %1$d plies, those
                           before the one that is not legal. */
                        "The page shows the %1$d ply before it.",
                        "The page shows the %1$d plies before it.", shown),
           0, HARGS(n));
  if (after) {
    snprintf(n, sizeof n, "%lu", after);
    sink_puts(f, " ");
    html_msg(f, dngettext(BAO_TEXTDOMAIN,
                          /* TRANSLATORS: %1$d plies of the record after
                             the one that is not legal. */
                          "The %1$d ply after it is not replayed.",
                          "The %1$d plies after it are not replayed.", after),
             0, HARGS(n));
  }
  if (g->has_repair)
    repair(f, g);
  sink_puts(f, "</div>\n");
}

/* Where the record stops being legal, and every diagnostic of the walk. */
void html_problems(bao_sink *f, const bao_html_game *g)
{
  size_t i;
  if (g->stopped)
    stopped(f, g);
  if (!g->n_diags)
    return;
  sink_puts(f, "<details class=\"problems\"><summary>");
  /* TRANSLATORS: the heading of the diagnostics of the replay (their
     words are English: those of bao check). */
  html_escape(f, _("What the replay says about the record"));
  sink_puts(f, "</summary>\n<ul>\n");
  for (i = 0; i < g->n_diags; i++) {
    sink_printf(f, "<li class=\"%s\"><strong>", level_name(g->diag[i].level));
    html_msg(f, "%1$s", 0, HARGS(level_label(g->diag[i].level)));
    html_escape(f, _(": "));
    sink_puts(f, "</strong><bdi>");
    html_escape(f, g->diag[i].message);
    sink_puts(f, "</bdi></li>\n");
  }
  sink_puts(f, "</ul>\n</details>\n");
}
