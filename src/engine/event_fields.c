/* event_fields.c - the fields of an event as data (event_fields.h): one
 * row per key, the kinds that have it, what it says and when it is
 * there.  A new event kind, or a new field, is a row here; both writers
 * (bao annotate --format yaml, the WebAssembly module) follow. */
#include "event_fields.h"

/* What a row's value is made from. */
enum field_value {
  V_HOLE,      /* e->hole                                               */
  V_HOLE2,     /* e->hole2                                              */
  V_COUNT,     /* e->count, seeds                                       */
  V_DIRECTION, /* e->dir: "clockwise" or "anticlockwise"                */
  V_WHY,       /* bao_event_why_name                                    */
  V_KICHWA,    /* the kichwa a capture's seeds enter at: "left" for a
                  clockwise sowing, else "right"                        */
  V_WHY_BOOL,  /* e->why as true or false                               */
  V_PERIOD,    /* e->period, or "unknown"                               */
  V_FLAG,      /* e->flag as true or false                              */
  V_LOSER      /* e->side: "South" or "North"                           */
};

/* When a row is written, besides its kinds. */
enum field_when {
  W_ALWAYS, /* always                                                   */
  W_VALUE,  /* when the value is there: a hole, a direction, a why word,
               a flag that is set                                      */
  W_WHY     /* when the event has a why word (bao_event_why_name)       */
};

typedef struct field_def {
  const char *key;
  unsigned kinds; /* bits (1 << kind) of the kinds that have it         */
  unsigned char value, when;
} field_def;

#define K(kind) (1u << (kind))
#define ALL_KINDS ((1u << BAO_EVENT_KINDS) - 1)
_Static_assert(BAO_EVENT_KINDS <= 32, "an event kind is one bit of kinds");

static const field_def fields[] = {
  {"hole", ALL_KINDS, V_HOLE, W_VALUE},
  {"from", K(BAO_EV_CAPTURE), V_HOLE2, W_VALUE},
  {"last", ALL_KINDS & ~K(BAO_EV_CAPTURE), V_HOLE2, W_VALUE},
  {"seeds", K(BAO_EV_LAP) | K(BAO_EV_CAPTURE) | K(BAO_EV_HOUSE_TAX), V_COUNT,
   W_ALWAYS},
  {"direction", ALL_KINDS, V_DIRECTION, W_VALUE},
  {"why", K(BAO_EV_LAP), V_WHY, W_VALUE},
  {"kichwa", K(BAO_EV_CAPTURE), V_KICHWA, W_WHY},
  {"entry", K(BAO_EV_CAPTURE), V_WHY, W_VALUE},
  {"forced", K(BAO_EV_HOUSE_SAFARI), V_WHY_BOOL, W_ALWAYS},
  {"period", K(BAO_EV_NEVER_ENDING), V_PERIOD, W_ALWAYS},
  {"won", K(BAO_EV_NEVER_ENDING), V_FLAG, W_VALUE},
  {"loser", K(BAO_EV_GAME_END), V_LOSER, W_ALWAYS},
  {"why", K(BAO_EV_GAME_END), V_WHY, W_ALWAYS},
  {"mkononi", K(BAO_EV_GAME_END), V_FLAG, W_ALWAYS},
};
_Static_assert(sizeof fields / sizeof fields[0] <= BAO_EVENT_FIELDS_MAX,
               "every field of an event fits in BAO_EVENT_FIELDS_MAX");

static void set_word(bao_event_field *f, const char *word)
{
  f->type = BAO_FIELD_WORD;
  f->word = word;
}

static void set_number(bao_event_field *f, int type, uint64_t n)
{
  f->type = type;
  f->number = n;
}

/* Row `d`'s value for `e` into f; 0 when `e` holds none. */
static int field_value(const field_def *d, const bao_event *e,
                       bao_event_field *f)
{
  const char *why = bao_event_why_name(e);
  f->type = BAO_FIELD_HOLE;
  switch (d->value) {
  case V_HOLE:
    f->hole = e->hole;
    return e->hole != BAO_NO_HOLE;
  case V_HOLE2:
    f->hole = e->hole2;
    return e->hole2 != BAO_NO_HOLE;
  case V_COUNT:
    set_number(f, BAO_FIELD_NUMBER, e->count);
    return 1;
  case V_DIRECTION:
    set_word(f, e->dir == BAO_CW ? "clockwise" : "anticlockwise");
    return e->dir != 0;
  case V_WHY:
    set_word(f, why);
    return why != NULL;
  case V_KICHWA:
    set_word(f, e->dir == BAO_CW ? "left" : "right");
    return 1;
  case V_WHY_BOOL:
    set_number(f, BAO_FIELD_BOOL, e->why != 0);
    return 1;
  case V_PERIOD:
    if (BAO_PERIOD_IS_UNKNOWN(e->period))
      set_word(f, "unknown");
    else
      set_number(f, BAO_FIELD_NUMBER, e->period);
    return 1;
  case V_FLAG:
    set_number(f, BAO_FIELD_BOOL, e->flag != 0);
    return e->flag != 0;
  default: /* V_LOSER */
    set_word(f, e->side == BAO_SOUTH ? "South" : "North");
    return 1;
  }
}

int bao_event_fields(const bao_event *e,
                     bao_event_field out[BAO_EVENT_FIELDS_MAX])
{
  size_t i;
  int n = 0, has;
  for (i = 0; i < sizeof fields / sizeof fields[0]; i++) {
    const field_def *d = &fields[i];
    if (e->kind >= BAO_EVENT_KINDS || !(d->kinds & K(e->kind)))
      continue;
    has = field_value(d, e, &out[n]);
    if (d->when == W_ALWAYS || (d->when == W_VALUE && has) ||
        (d->when == W_WHY && bao_event_why_name(e)))
      out[n++].key = d->key;
  }
  return n;
}
