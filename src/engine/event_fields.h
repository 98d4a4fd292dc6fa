/* event_fields.h - the fields of an event as data (event_fields.c): for
 * each kind, the keys `bao annotate --format yaml` writes and the values
 * they hold, in order.  annotate_yaml.c writes them as YAML and the
 * WebAssembly module (src/wasm/bao_wasm.c) as JSON, both from this one
 * list, so that the two cannot say different things.  Not installed. */
#ifndef BAO_EVENT_FIELDS_H
#define BAO_EVENT_FIELDS_H

#include <stdint.h>

#include "bao/bao.h"

/* What a field's value is, as the writers spell it. */
enum bao_field_type {
  BAO_FIELD_HOLE,   /* .hole: its name (bao_hole_name), "a4"            */
  BAO_FIELD_NUMBER, /* .number                                           */
  BAO_FIELD_WORD,   /* .word: a plain word, "clockwise", "unknown"       */
  BAO_FIELD_BOOL    /* .number: 0 false, 1 true                          */
};

typedef struct bao_event_field {
  const char *key;
  int type;         /* enum bao_field_type                               */
  bao_hole hole;
  uint64_t number;
  const char *word;
} bao_event_field;

/* The most fields an event has. */
#define BAO_EVENT_FIELDS_MAX 16

/* The fields of `e` after its kind ("event", bao_event_name), in the
 * order they are written: each only when the event's kind has it and,
 * for some, when the event holds a value for it.  Returns how many. */
int bao_event_fields(const bao_event *e,
                     bao_event_field out[BAO_EVENT_FIELDS_MAX]);

#endif
