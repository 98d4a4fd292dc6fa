/* html_data.c - the data of the teaching page's script (html_page.h): one
 * JSON object in <script type="application/json" id="bao-data">, read by
 * src/views/html/assets/page.js.
 *
 *   version, game, ply, flip, theme   how the page opens
 *   house, mtaji, nyumba              the variant's words; whether it has
 *                                     a nyumba
 *   variant, rules                    the game's rules for the engine in
 *                                     the page: bao_variant_name and the
 *                                     options of bao_rules_format
 *   tags                              the record's header, [key, value]
 *   dialect                           the record's notation (bao_dialect_name):
 *                                     "ap" names holes by AP's cells
 *                                     (f2) in what the script shows
 *   setup                             1 when the record sets a position up
 *   msg, seeds                        the script's sentences (html_text.c)
 *   tell                              the translations the engine in the
 *                                     page tells a learner's moves in
 *                                     (html_tell.c; none in English)
 *   start, stats0                     the position before the first ply,
 *                                     its seeds and moves
 *   depth                             the analysis' depth (0: none; under
 *                                     a time budget, the deepest reached)
 *   budget                            1: judged under a time budget, so
 *                                     depth is no depth a live search
 *                                     in the page can repeat
 *   plies                             per ply: n number, s side, w token
 *                                     as written, t canonical token, h
 *                                     title, p position after, a
 *                                     annotation (pt its point, pa where
 *                                     in a its steps and its depth
 *                                     sentence are: [from, to, from, to]
 *                                     in UTF-16 units, -1: none; ls "12
 *                                     laps: show them"), o/c/g/x the record's
 *                                     original token, comment, glyph and
 *                                     note, j [mark, refuted] of the
 *                                     analysis, st [board S, board N, hand
 *                                     S, hand N, moves S, moves N] after
 *                                     it, e events
 *   lines                             the variations: parent (0: the
 *                                     game), at (the game ply, 0-based,
 *                                     its first ply stands for), plies
 *   stop, problems                    where the record stops; diagnostics
 *
 * Every string goes through html_json, which escapes '<', '>' and '&':
 * nothing in the data can end the <script> it sits in. */
#include <string.h>

#include "html_page.h"
#include "base/i18n.h"

/* ",\"key\":\"value\"" when value is not NULL. */
static void json_opt(bao_sink *f, const char *key, const char *value)
{
  if (!value)
    return;
  sink_printf(f, ",\"%s\":", key);
  html_json(f, value);
}

/* The most seeds the page may have to name: in a hole, in a move's
 * events (a lap, a capture), on one side (the chart: the game's seeds). */
static int most_seeds(const bao_html_game *g)
{
  size_t i;
  int c, side, most = 0, all = g->pos[0].hand[0] + g->pos[0].hand[1];
  for (side = 0; side < 2; side++)
    for (c = 0; c < BAO_PITS; c++)
      all += g->pos[0].pit[side][c];
  for (i = 0; i <= g->n; i++)
    for (side = 0; side < 2; side++)
      for (c = 0; c < BAO_PITS; c++)
        if (g->pos[i].pit[side][c] > most)
          most = g->pos[i].pit[side][c];
  for (i = 0; i < g->n_ev; i++)
    if (g->ev[i].count > most)
      most = g->ev[i].count;
  return most > all ? most : all;
}

/* The most moves the page may have to name: a side's legal moves (the
 * chart), and the hint's depth. */
static int most_moves(const bao_html_game *g)
{
  size_t i, j;
  int most = 8;
  const bao_position_stats *s;
  for (i = 0; i <= g->n; i++) {
    s = i ? &g->ply[i - 1].stats : &g->stats0;
    most = s->mobility[0] > most ? s->mobility[0] : most;
    most = s->mobility[1] > most ? s->mobility[1] : most;
  }
  for (i = 0; i < g->n_lines; i++)
    for (j = 0; j < g->line[i].n; j++) {
      s = &g->line[i].ply[j].stats;
      most = s->mobility[0] > most ? s->mobility[0] : most;
      most = s->mobility[1] > most ? s->mobility[1] : most;
    }
  return most;
}

/* [kind, side, hole, hole2, count, dir, why, flag]; a hole is side * 16 +
 * circuit index (bao.h), or -1. */
static void json_events(bao_sink *f, const bao_html_game *g, const html_ply *p)
{
  size_t i;
  sink_puts(f, "[");
  for (i = 0; i < p->ev_count; i++) {
    const bao_event *e = &g->ev[p->ev_first + i];
    sink_printf(f, "%s[%d,%d,%d,%d,%d,%d,%d,%d]", i ? "," : "", e->kind,
                e->side, e->hole == BAO_NO_HOLE ? -1 : e->hole,
                e->hole2 == BAO_NO_HOLE ? -1 : e->hole2, e->count, e->dir,
                e->why, e->flag);
  }
  sink_puts(f, "]");
}

static void json_stats(bao_sink *f, const bao_position_stats *s)
{
  sink_printf(f, "[%d,%d,%d,%d,%d,%d]", s->board[0], s->board[1], s->hand[0],
              s->hand[1], s->mobility[0], s->mobility[1]);
}

/* Ply p, after which the position is `after`. */
static void json_ply(bao_sink *f, const bao_html_game *g, const html_ply *p,
                     const bao_position *after)
{
  const bao_ply_src *src = p->src;
  char line[BAO_LINE_MAX];
  bao_position_format(after, line, sizeof line);
  sink_printf(f, "{\"n\":%d,\"s\":%d,\"w\":", p->number, p->side);
  html_json(f, src->token ? src->token : p->token);
  sink_puts(f, ",\"t\":");
  html_json(f, p->token);
  sink_puts(f, ",\"h\":");
  html_json(f, p->title);
  sink_puts(f, ",\"p\":");
  html_json(f, line);
  sink_puts(f, ",\"a\":");
  html_json(f, p->annotation);
  /* its parts (html_point.c): the point, where a's steps and depth
   * sentence are, "12 laps: show them" */
  if (p->point && p->part[0] >= 0) {
    json_opt(f, "pt", p->point);
    sink_printf(f, ",\"pa\":[%d,%d,%d,%d]", p->part[0], p->part[1],
                p->part[2], p->part[3]);
    json_opt(f, "ls", p->laps_said);
  }
  json_opt(f, "o", src->original);
  json_opt(f, "c", src->comment);
  json_opt(f, "g", src->glyph);
  json_opt(f, "x", src->note);
  if (p->mark || p->refuted)
    sink_printf(f, ",\"j\":[%d,%d]", p->mark, p->refuted);
  sink_puts(f, ",\"st\":");
  json_stats(f, &p->stats);
  if (p->truncated)
    sink_puts(f, ",\"cut\":1");
  sink_puts(f, ",\"e\":");
  json_events(f, g, p);
  sink_puts(f, "}");
}

/* The variant and the rule options, as the engine in the page takes
 * them (bao.mjs: {variant, rules}). */
static void json_rules(bao_sink *f, const bao_html_game *g)
{
  char opts[512], *s, *next;
  int first = 1;
  const char *v = bao_variant_name(g->rules.variant);
  sink_puts(f, ",\"variant\":");
  html_json(f, v ? v : "kiswahili");
  sink_puts(f, ",\"rules\":[");
  if (bao_rules_format(&g->rules, opts, sizeof opts) < sizeof opts)
    for (s = opts; *s; s = next) {
      next = s + strcspn(s, " ");
      if (*next)
        *next++ = '\0';
      if (!*s)
        continue;
      sink_puts(f, first ? "" : ",");
      html_json(f, s);
      first = 0;
    }
  sink_puts(f, "]");
}

static void json_tags(bao_sink *f, const bao_game *gm)
{
  size_t i;
  sink_puts(f, ",\"tags\":[");
  for (i = 0; i < gm->n_tags; i++) {
    sink_puts(f, i ? ",[" : "[");
    html_json(f, gm->tags[i].key);
    sink_puts(f, ",");
    html_json(f, gm->tags[i].value ? gm->tags[i].value : "");
    sink_puts(f, "]");
  }
  sink_puts(f, "]");
}

static void json_lines(bao_sink *f, const bao_html_game *g)
{
  size_t v, j;
  sink_puts(f, ",\n\"lines\":[");
  for (v = 0; v < g->n_lines; v++) {
    const html_line *l = &g->line[v];
    sink_printf(f, "%s{\"parent\":%d,\"at\":%zu,\"plies\":[\n", v ? ",\n" : "",
                l->parent, l->at);
    for (j = 0; j < l->n; j++) {
      json_ply(f, g, &l->ply[j], &l->pos[j + 1]);
      sink_puts(f, j + 1 < l->n ? ",\n" : "");
    }
    sink_puts(f, "]}");
  }
  sink_puts(f, "]");
}

static void json_stop(bao_sink *f, const bao_html_game *g)
{
  const bao_game *gm = g->game;
  sink_puts(f, ",\n\"stop\":");
  if (!g->stopped) {
    sink_puts(f, "null");
    return;
  }
  sink_printf(f, "{\"ply\":%zu,\"s\":%d,\"w\":", g->stop_ply + 1, g->stop_side);
  html_json(f, gm->plies[g->stop_ply].token ? gm->plies[g->stop_ply].token
                                            : "");
  sink_puts(f, ",\"why\":");
  html_json(f, g->stop_message);
  sink_puts(f, "}");
}

void html_data(bao_sink *f, const bao_html_game *g, const bao_html_ctx *c)
{
  const bao_game *gm = g->game;
  const bao_words *words = bao_variant_words(g->rules.variant);
  char line[BAO_LINE_MAX];
  size_t i;
  bao_position_format(&g->pos[0], line, sizeof line);
  sink_printf(f, "<script type=\"application/json\" id=\"bao-data\">\n"
              "{\"version\":1,\"game\":%d,\"ply\":%zu,\"flip\":%d,"
              "\"theme\":\"%s\",\"house\":", gm->index,
              html_opening_ply(g, c), c->flip != 0,
              html_theme_name(c->theme));
  html_json(f, bao_game_word(words->house));
  sink_puts(f, ",\"mtaji\":");
  html_json(f, bao_game_word(words->mtaji));
  json_rules(f, g);
  json_opt(f, "dialect", bao_dialect_name((enum bao_dialect)g->dialect));
  json_tags(f, gm);
  sink_printf(f, ",\"setup\":%d,\n", gm->setup != NULL);
  html_messages_json(f, most_seeds(g), most_moves(g));
  html_tell_json(f);
  sink_printf(f, ",\"nyumba\":%d,\"depth\":%d,\"budget\":%d",
          BAO_HAS(&g->rules, BAO_F_NYUMBA) ? 1 : 0, g->depth,
          g->deep.games > 0);
  json_opt(f, "south", bao_game_tag(gm, "south"));
  json_opt(f, "north", bao_game_tag(gm, "north"));
  json_opt(f, "tail", gm->tail);
  sink_puts(f, ",\"start\":");
  html_json(f, line);
  sink_puts(f, ",\"stats0\":");
  json_stats(f, &g->stats0);
  sink_puts(f, ",\n\"plies\":[\n");
  for (i = 0; i < g->n; i++) {
    json_ply(f, g, &g->ply[i], &g->pos[i + 1]);
    sink_puts(f, i + 1 < g->n ? ",\n" : "\n");
  }
  sink_puts(f, "]");
  json_lines(f, g);
  json_stop(f, g);
  sink_puts(f, ",\n\"problems\":[");
  for (i = 0; i < g->n_diags; i++) {
    sink_printf(f, "%s{\"level\":\"%s\",\"ply\":%ld,\"text\":", i ? "," : "",
                g->diag[i].level == BAO_ERROR     ? "error"
                : g->diag[i].level == BAO_WARNING ? "warning"
                                                  : "note",
                g->diag[i].ply < 0 ? -1L : g->diag[i].ply + 1);
    html_json(f, g->diag[i].message);
    sink_puts(f, "}");
  }
  sink_puts(f, "]}\n</script>\n");
}
