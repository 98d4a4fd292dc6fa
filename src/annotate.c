/* annotate.c - a move's events told in plain English, or listed as YAML
 * data: two renderers of the one walk (view.h). */
#include <stdio.h>
#include <string.h>

#include "view.h"

static const char *side_name(int side)
{
  return side == BAO_SOUTH ? "South" : "North";
}

static const char *dir_name(int dir)
{
  return dir == BAO_CW ? "clockwise" : "anticlockwise";
}

static const char *hole(bao_hole h, char *buf)
{
  bao_hole_name(h, buf);
  return buf;
}

/* The kichwa a capture's seeds enter: A1/a1 clockwise, A8/a8 otherwise. */
static const char *kichwa(int side, int dir, char *buf)
{
  return hole(BAO_HOLE(side, dir == BAO_CW ? 0 : 7), buf);
}

/* ---- plain English ------------------------------------------------------ */

/* The words of the game (bao_variant_words): Bao la Kete is told in
 * Lamu's words (docs/rules.md §5), kuu for the nyumba, nemo and hizi zetu
 * for namua and mtaji. */
typedef bao_words words;

/* 1 if no lap, capture or stop follows event i: its lap ended the move in
 * an empty hole. */
static int last_sowing(const bao_events *ev, size_t i)
{
  for (i++; i < ev->count; i++) {
    int k = ev->ev[i].kind;
    if (k == BAO_EV_LAP || k == BAO_EV_CAPTURE || k == BAO_EV_HOUSE_STOP ||
        k == BAO_EV_TAKASIA_OBEYED || k == BAO_EV_NEVER_ENDING ||
        k == BAO_EV_HOUSE_SAFARI)
      return 0;
  }
  return 1;
}

static void say_capture(FILE *f, const words *w, const bao_event *e,
                        int placed, int house)
{
  char a[3], b[3], k[3];
  if (placed)
    fprintf(f, ", capturing %d seed%s from %s", e->count,
            e->count == 1 ? "" : "s", hole(e->hole2, b));
  else
    fprintf(f, "; %s captures %d seed%s from %s", hole(e->hole, a), e->count,
            e->count == 1 ? "" : "s", hole(e->hole2, b));
  if (house)
    fprintf(f, ", %s's %s", side_name(BAO_HOLE_SIDE(e->hole2)), w->house);
  kichwa(e->side, e->dir, k);
  hole(e->hole, a);
  if (e->why == BAO_ENTRY_CHOSEN)
    fprintf(f, "; they enter at the %s kichwa (%s) by %s's choice",
            e->dir == BAO_CW ? "left" : "right", k, side_name(e->side));
  else if (e->why == BAO_ENTRY_FORCED)
    fprintf(f, "; a capture in %s must enter at the %s kichwa (%s)", a,
            e->dir == BAO_CW ? "left" : "right", k);
  else
    fprintf(f, "; they enter at %s, keeping the direction", k);
}

static void say_lap(FILE *f, const bao_event *e)
{
  char a[3], b[3];
  hole(e->hole, a);
  hole(e->hole2, b);
  switch (e->why) {
  case BAO_LAP_MOVE:
    fprintf(f, "; the %d seeds of %s are sown %s, ending in %s", e->count, a,
            dir_name(e->dir), b);
    break;
  case BAO_LAP_CAPTURE:
    if (e->count == 1)
      fprintf(f, "; the seed goes into %s", b);
    else
      fprintf(f, "; the %d seeds are sown %s from %s, ending in %s", e->count,
              dir_name(e->dir), a, b);
    break;
  case BAO_LAP_RELAY:
    fprintf(f, "; %s held seeds, so its %d are sown on, ending in %s", a,
            e->count, b);
    break;
  case BAO_LAP_SAFARI:
    fprintf(f, "; its %d seeds are sown on, ending in %s", e->count, b);
    break;
  case BAO_LAP_TAX:
    fprintf(f, "; the 2 seeds are sown %s, ending in %s", dir_name(e->dir), b);
    break;
  default:
    break;
  }
}

static void say_event(FILE *f, const words *w, const bao_events *ev, size_t i)
{
  const bao_event *e = &ev->ev[i];
  char a[3];
  switch (e->kind) {
  case BAO_EV_PLACE:
    fprintf(f, "places a seed from hand in %s", hole(e->hole, a));
    break;
  case BAO_EV_LAP:
    say_lap(f, e);
    if (last_sowing(ev, i))
      fprintf(f, ", an empty hole: the move ends");
    break;
  case BAO_EV_CAPTURE:
    say_capture(f, w, e, i > 0 && ev->ev[i - 1].kind == BAO_EV_PLACE,
                i + 1 < ev->count &&
                  ev->ev[i + 1].kind == BAO_EV_HOUSE_CAPTURED);
    break;
  case BAO_EV_REVERSE:
    fprintf(f, ", which reverses the direction");
    break;
  case BAO_EV_SIXTEEN:
    fprintf(f, " (16 or more seeds: the first lap cannot capture)");
    break;
  case BAO_EV_HOUSE_STOP:
    fprintf(f, ", the functional %s: the move stops there", w->house);
    break;
  case BAO_EV_HOUSE_SAFARI:
    fprintf(f, ", the functional %s, which is sown on (safari%s%s%s)",
            w->house, e->why ? ", forced in the " : "", e->why ? w->mtaji : "",
            e->why ? " stage" : "");
    break;
  case BAO_EV_HOUSE_TAX:
    fprintf(f, "; the %s is the only occupied front hole, so just 2 "
            "seeds are taken from it (the tax)", w->house);
    break;
  case BAO_EV_HOUSE_DESTROYED:
    fprintf(f, "; %s's %s is destroyed", side_name(BAO_HOLE_SIDE(e->hole)),
            w->house);
    break;
  case BAO_EV_TAKASIA_OBEYED:
    fprintf(f, ", the takasiaed hole: the lap stops there");
    break;
  case BAO_EV_TAKASIA_PASSED:
    fprintf(f, " (the takasiaed hole, passed in the first lap from the %s)",
            w->house);
    break;
  case BAO_EV_TAKASIA_SET:
    fprintf(f, ". Takasia: %s may not play %s in the next move",
            side_name(BAO_HOLE_SIDE(e->hole)), hole(e->hole, a));
    break;
  case BAO_EV_STAGE_MTAJI:
    fprintf(f, ". Both hands are empty: the %s stage begins", w->mtaji);
    break;
  case BAO_EV_NEVER_ENDING:
    fprintf(f, ". The sowing never ends (it repeats every %u laps)",
            (unsigned)e->period);
    break;
  case BAO_EV_GAME_END:
    fprintf(f, ". %s has lost: %s", side_name(e->side), bao_end_reason(e->why));
    if (e->flag)
      fprintf(f, "; %s wins with seeds still in hand (mkononi)",
              side_name(!e->side));
    break;
  default:
    break;
  }
}

static int text_ply(void *ctx, const bao_replay *r, const bao_ply_report *v)
{
  FILE *f = ctx;
  size_t i;
  const words *w = bao_variant_words(v->before->rules.variant);
  int kind = v->outcome->move.kind;
  char comment[4096];
  (void)r;
  int capture = kind == BAO_NAMUA_CAPTURE || kind == BAO_MTAJI_CAPTURE;
  int namua = kind == BAO_NAMUA_CAPTURE || kind == BAO_NAMUA_TAKASA;
  fprintf(f, "%zu. %s %s (%s %s): ", v->ply + 1, side_name(v->side), v->token,
          namua ? w->namua : w->mtaji,
          capture ? "capture" : namua ? "takasa" : "takata");
  if (v->events->count && v->events->ev[0].kind != BAO_EV_PLACE)
    fprintf(f, "%s plays %s", side_name(v->side), v->token);
  else
    fprintf(f, "%s ", side_name(v->side));
  for (i = 0; i < v->events->count; i++)
    say_event(f, w, v->events, i);
  fprintf(f, ".\n");
  if (v->src && v->src->comment) {
    bao_text_clean(v->src->comment, 2000, comment, sizeof comment);
    fprintf(f, "   {%s}\n", comment);
  }
  return !ferror(f);
}

static int text_begin(void *ctx, const bao_replay *r)
{
  const bao_game *g = r->game;
  const char *s = bao_game_tag(g, "south"), *n = bao_game_tag(g, "north");
  char south[256], north[256];
  bao_text_clean(s ? s : "?", 80, south, sizeof south);
  bao_text_clean(n ? n : "?", 80, north, sizeof north);
  fprintf(ctx, "Game %d: %s (South) - %s (North)\n", g->index, south, north);
  return !ferror((FILE *)ctx);
}

const bao_renderer bao_annotate_text = {text_begin, NULL, text_ply, NULL};

/* ---- YAML data ---------------------------------------------------------------- */

static void yaml_event(FILE *f, const bao_event *e)
{
  char a[3];
  static const char *laps[] = {"move", "relay", "capture", "safari", "tax"};
  static const char *entries[] = {"chosen", "forced", "kept"};
  fprintf(f, "  - {event: %s", bao_event_name(e->kind));
  if (e->hole != BAO_NO_HOLE)
    fprintf(f, ", hole: %s", hole(e->hole, a));
  if (e->hole2 != BAO_NO_HOLE)
    fprintf(f, ", %s: %s", e->kind == BAO_EV_CAPTURE ? "from" : "last",
            hole(e->hole2, a));
  if (e->kind == BAO_EV_LAP || e->kind == BAO_EV_CAPTURE ||
      e->kind == BAO_EV_HOUSE_TAX)
    fprintf(f, ", seeds: %d", e->count);
  if (e->dir)
    fprintf(f, ", direction: %s", dir_name(e->dir));
  if (e->kind == BAO_EV_LAP && e->why < 5)
    fprintf(f, ", why: %s", laps[e->why]);
  if (e->kind == BAO_EV_CAPTURE && e->why < 3)
    fprintf(f, ", kichwa: %s, entry: %s", e->dir == BAO_CW ? "left" : "right",
            entries[e->why]);
  if (e->kind == BAO_EV_HOUSE_SAFARI)
    fprintf(f, ", forced: %s", e->why ? "true" : "false");
  if (e->kind == BAO_EV_NEVER_ENDING)
    fprintf(f, ", period: %u", (unsigned)e->period);
  if (e->kind == BAO_EV_GAME_END)
    fprintf(f, ", loser: %s, why: %s, mkononi: %s", side_name(e->side),
            e->why == BAO_END_FRONT_EMPTY ? "front-row-empty"
            : e->why == BAO_END_NO_HOUSE  ? "nyumba-lost"
                                          : "no-legal-move",
            e->flag ? "true" : "false");
  fprintf(f, "}\n");
}

static int yaml_ply(void *ctx, const bao_replay *r, const bao_ply_report *v)
{
  FILE *f = ctx;
  char line[BAO_LINE_MAX];
  size_t i;
  (void)r;
  bao_position_format(v->after, line);
  fprintf(f, "- ply: %zu\n  side: %s\n  move: '%s'\n  after: '%s'\n  events:\n",
          v->ply + 1, side_name(v->side), v->token, line);
  for (i = 0; i < v->events->count; i++)
    yaml_event(f, &v->events->ev[i]);
  return !ferror(f);
}

static int yaml_begin(void *ctx, const bao_replay *r)
{
  fprintf(ctx, "--- # game %d\n", r->game->index);
  return !ferror((FILE *)ctx);
}

const bao_renderer bao_annotate_yaml = {yaml_begin, NULL, yaml_ply, NULL};
