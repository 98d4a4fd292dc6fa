/* annotate.c - a move's events told in plain English, or listed as YAML
 * data: two renderers of the one walk (view.h). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "view.h"

/* ---- the output line ----------------------------------------------------
 * A ply is told in one line built in memory and written with one fwrite:
 * formatting with stdio was most of annotate's time.  The formatter knows
 * what these messages use: %s, %d, %u, %zu, %c and %%. */

typedef struct obuf {
  char *s;
  size_t n, cap;
  char local[4096];
  int oom;
} obuf;

static void ob_init(obuf *o)
{
  o->s = o->local;
  o->n = 0;
  o->cap = sizeof o->local;
  o->oom = 0;
}

static void ob_grow(obuf *o, size_t n)
{
  char *grown;
  size_t cap = o->cap;
  while (o->n + n + 1 > cap)
    cap *= 2;
  grown = o->s == o->local ? malloc(cap) : realloc(o->s, cap);
  if (!grown) {
    o->oom = 1;
    return;
  }
  if (o->s == o->local)
    memcpy(grown, o->local, o->n);
  o->s = grown;
  o->cap = cap;
}

static inline void ob_put(obuf *o, const char *s, size_t n)
{
  if (o->n + n + 1 > o->cap && (ob_grow(o, n), o->oom))
    return;
  memcpy(o->s + o->n, s, n);
  o->n += n;
}

static void ob_str(obuf *o, const char *s) { ob_put(o, s, strlen(s)); }

static void ob_uint(obuf *o, unsigned long long v)
{
  char d[24];
  size_t i = sizeof d;
  do
    d[--i] = (char)('0' + v % 10);
  while ((v /= 10) != 0);
  ob_put(o, d + i, sizeof d - i);
}

static void ob_printf(obuf *o, const char *fmt, ...)
{
  va_list ap;
  const char *p, *q;
  char c;
  int v;
  va_start(ap, fmt);
  for (p = fmt; (q = strchr(p, '%')) != NULL; p = q + 2) {
    ob_put(o, p, (size_t)(q - p));
    switch (q[1]) {
    case 's': ob_str(o, va_arg(ap, const char *)); break;
    case 'u': ob_uint(o, va_arg(ap, unsigned)); break;
    case 'z': q++; ob_uint(o, va_arg(ap, size_t)); break; /* %zu */
    case 'c': c = (char)va_arg(ap, int); ob_put(o, &c, 1); break;
    case 'd':
      if ((v = va_arg(ap, int)) < 0) {
        ob_put(o, "-", 1);
        ob_uint(o, (unsigned long long)-(long long)v);
      } else {
        ob_uint(o, (unsigned long long)v);
      }
      break;
    default: ob_put(o, q + 1, 1); break; /* %% */
    }
  }
  ob_str(o, p);
  va_end(ap);
}

/* Writes the line and frees it; 0 if anything failed. */
static int ob_flush(obuf *o, FILE *f)
{
  int ok = !o->oom && fwrite(o->s, 1, o->n, f) == o->n;
  if (o->s != o->local)
    free(o->s);
  ob_init(o);
  return ok && !ferror(f);
}

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

static void say_capture(obuf *f, const words *w, const bao_event *e,
                        int placed, int house)
{
  char a[3], b[3], k[3];
  if (placed)
    ob_printf(f, ", capturing %d seed%s from %s", e->count,
            e->count == 1 ? "" : "s", hole(e->hole2, b));
  else
    ob_printf(f, "; %s captures %d seed%s from %s", hole(e->hole, a), e->count,
            e->count == 1 ? "" : "s", hole(e->hole2, b));
  if (house)
    ob_printf(f, ", %s's %s", side_name(BAO_HOLE_SIDE(e->hole2)), w->house);
  kichwa(e->side, e->dir, k);
  hole(e->hole, a);
  if (e->why == BAO_ENTRY_CHOSEN)
    ob_printf(f, "; they enter at the %s kichwa (%s) by %s's choice",
            e->dir == BAO_CW ? "left" : "right", k, side_name(e->side));
  else if (e->why == BAO_ENTRY_FORCED)
    ob_printf(f, "; a capture in %s must enter at the %s kichwa (%s)", a,
            e->dir == BAO_CW ? "left" : "right", k);
  else
    ob_printf(f, "; they enter at %s, keeping the direction", k);
}

static void say_lap(obuf *f, const bao_event *e)
{
  char a[3], b[3];
  hole(e->hole, a);
  hole(e->hole2, b);
  switch (e->why) {
  case BAO_LAP_MOVE:
    ob_printf(f, "; the %d seeds of %s are sown %s, ending in %s", e->count, a,
            dir_name(e->dir), b);
    break;
  case BAO_LAP_CAPTURE:
    if (e->count == 1)
      ob_printf(f, "; the seed goes into %s", b);
    else
      ob_printf(f, "; the %d seeds are sown %s from %s, ending in %s", e->count,
              dir_name(e->dir), a, b);
    break;
  case BAO_LAP_RELAY:
    ob_printf(f, "; %s held seeds, so its %d are sown on, ending in %s", a,
            e->count, b);
    break;
  case BAO_LAP_SAFARI:
    ob_printf(f, "; its %d seeds are sown on, ending in %s", e->count, b);
    break;
  case BAO_LAP_TAX:
    ob_printf(f, "; the 2 seeds are sown %s, ending in %s", dir_name(e->dir), b);
    break;
  default:
    break;
  }
}

static void say_event(obuf *f, const words *w, const bao_events *ev, size_t i)
{
  const bao_event *e = &ev->ev[i];
  char a[3];
  switch (e->kind) {
  case BAO_EV_PLACE:
    ob_printf(f, "places a seed from hand in %s", hole(e->hole, a));
    break;
  case BAO_EV_LAP:
    say_lap(f, e);
    if (last_sowing(ev, i))
      ob_printf(f, ", an empty hole: the move ends");
    break;
  case BAO_EV_CAPTURE:
    say_capture(f, w, e, i > 0 && ev->ev[i - 1].kind == BAO_EV_PLACE,
                i + 1 < ev->count &&
                  ev->ev[i + 1].kind == BAO_EV_HOUSE_CAPTURED);
    break;
  case BAO_EV_REVERSE:
    ob_printf(f, ", which reverses the direction");
    break;
  case BAO_EV_SIXTEEN:
    ob_printf(f, " (16 or more seeds: the first lap cannot capture)");
    break;
  case BAO_EV_HOUSE_STOP:
    ob_printf(f, ", the functional %s: the move stops there", w->house);
    break;
  case BAO_EV_HOUSE_SAFARI:
    ob_printf(f, ", the functional %s, which is sown on (safari%s%s%s)",
            w->house, e->why ? ", forced in the " : "", e->why ? w->mtaji : "",
            e->why ? " stage" : "");
    break;
  case BAO_EV_HOUSE_TAX:
    if (e->why) /* docs/rules.md D4: the mtaji tax */
      ob_printf(f, "; the %s is the only front hole with more than one "
              "seed, so just 2 seeds are taken from it (the %s tax)",
              w->house, w->mtaji);
    else
      ob_printf(f, "; the %s is the only occupied front hole, so just 2 "
              "seeds are taken from it (the tax)", w->house);
    break;
  case BAO_EV_HOUSE_DESTROYED:
    ob_printf(f, "; %s's %s is destroyed", side_name(BAO_HOLE_SIDE(e->hole)),
            w->house);
    break;
  case BAO_EV_TAKASIA_OBEYED:
    ob_printf(f, ", the takasiaed hole: the lap stops there");
    break;
  case BAO_EV_TAKASIA_PASSED:
    ob_printf(f, " (the takasiaed hole, passed in the first lap from the %s)",
            w->house);
    break;
  case BAO_EV_TAKASIA_SET:
    ob_printf(f, ". Takasia: %s may not play %s in the next move",
            side_name(BAO_HOLE_SIDE(e->hole)), hole(e->hole, a));
    break;
  case BAO_EV_STAGE_MTAJI:
    ob_printf(f, ". Both hands are empty: the %s stage begins", w->mtaji);
    break;
  case BAO_EV_NEVER_ENDING:
    if (e->period == BAO_PERIOD_UNKNOWN)
      ob_printf(f, ". The sowing never ends (no repetition within %u laps)",
              (unsigned)BAO_LAP_LIMIT);
    else
      ob_printf(f, ". The sowing never ends (it repeats every %u laps)",
              (unsigned)e->period);
    if (e->flag) /* docs/rules.md D19: a capture had already won */
      ob_printf(f, ", but %s's front row is empty for good: the game was "
              "decided once that capture's seeds were entered, and the "
              "move is taken to end there", side_name(!e->side));
    break;
  case BAO_EV_GAME_END:
    ob_printf(f, ". %s has lost: %s", side_name(e->side), bao_end_reason(e->why));
    if (e->flag)
      ob_printf(f, "; %s wins with seeds still in hand (mkononi)",
              side_name(!e->side));
    break;
  default:
    break;
  }
}

static int text_ply(void *ctx, const bao_replay *r, const bao_ply_report *v)
{
  obuf line, *f = &line;
  size_t i;
  const words *w = bao_variant_words(v->before->rules.variant);
  int kind = v->outcome->move.kind;
  int capture = kind == BAO_NAMUA_CAPTURE || kind == BAO_MTAJI_CAPTURE;
  int namua = kind == BAO_NAMUA_CAPTURE || kind == BAO_NAMUA_TAKASA;
  char comment[4096];
  (void)r;
  ob_init(f);
  ob_printf(f, "%zu. %s %s (%s %s): ", v->ply + 1, side_name(v->side), v->token,
          namua ? w->namua : w->mtaji,
          capture ? "capture" : namua ? "takasa" : "takata");
  if (v->events->count && v->events->ev[0].kind != BAO_EV_PLACE)
    ob_printf(f, "%s plays %s", side_name(v->side), v->token);
  else
    ob_printf(f, "%s ", side_name(v->side));
  for (i = 0; i < v->events->count; i++)
    say_event(f, w, v->events, i);
  ob_printf(f, ".\n");
  if (v->src && v->src->comment) {
    bao_text_clean(v->src->comment, 2000, comment, sizeof comment);
    ob_printf(f, "   {%s}\n", comment);
  }
  return ob_flush(f, ctx);
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

static void yaml_event(obuf *f, const bao_event *e)
{
  char a[3];
  static const char *laps[] = {"move", "relay", "capture", "safari", "tax"};
  static const char *entries[] = {"chosen", "forced", "kept"};
  ob_printf(f, "  - {event: %s", bao_event_name(e->kind));
  if (e->hole != BAO_NO_HOLE)
    ob_printf(f, ", hole: %s", hole(e->hole, a));
  if (e->hole2 != BAO_NO_HOLE)
    ob_printf(f, ", %s: %s", e->kind == BAO_EV_CAPTURE ? "from" : "last",
            hole(e->hole2, a));
  if (e->kind == BAO_EV_LAP || e->kind == BAO_EV_CAPTURE ||
      e->kind == BAO_EV_HOUSE_TAX)
    ob_printf(f, ", seeds: %d", e->count);
  if (e->dir)
    ob_printf(f, ", direction: %s", dir_name(e->dir));
  if (e->kind == BAO_EV_LAP && e->why < 5)
    ob_printf(f, ", why: %s", laps[e->why]);
  if (e->kind == BAO_EV_CAPTURE && e->why < 3)
    ob_printf(f, ", kichwa: %s, entry: %s", e->dir == BAO_CW ? "left" : "right",
            entries[e->why]);
  if (e->kind == BAO_EV_HOUSE_SAFARI)
    ob_printf(f, ", forced: %s", e->why ? "true" : "false");
  if (e->kind == BAO_EV_NEVER_ENDING)
    ob_printf(f, ", period: %u%s", (unsigned)e->period,
              e->flag ? ", won: true" : "");
  if (e->kind == BAO_EV_GAME_END)
    ob_printf(f, ", loser: %s, why: %s, mkononi: %s", side_name(e->side),
            e->why == BAO_END_FRONT_EMPTY ? "front-row-empty"
            : e->why == BAO_END_NO_HOUSE  ? "nyumba-lost"
                                          : "no-legal-move",
            e->flag ? "true" : "false");
  ob_printf(f, "}\n");
}

static int yaml_ply(void *ctx, const bao_replay *r, const bao_ply_report *v)
{
  obuf out, *f = &out;
  char line[BAO_LINE_MAX];
  size_t i;
  (void)r;
  ob_init(f);
  bao_position_format(v->after, line);
  ob_printf(f, "- ply: %zu\n  side: %s\n  move: '%s'\n  after: '%s'\n"
            "  events:\n", v->ply + 1, side_name(v->side), v->token, line);
  for (i = 0; i < v->events->count; i++)
    yaml_event(f, &v->events->ev[i]);
  return ob_flush(f, ctx);
}

static int yaml_begin(void *ctx, const bao_replay *r)
{
  fprintf(ctx, "--- # game %d\n", r->game->index);
  return !ferror((FILE *)ctx);
}

const bao_renderer bao_annotate_yaml = {yaml_begin, NULL, yaml_ply, NULL};
