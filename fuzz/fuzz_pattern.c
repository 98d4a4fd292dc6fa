/* fuzz_pattern.c - the position pattern of bao search --pattern.
 *
 * The input, as a NUL-terminated string, is parsed as a pattern:
 *  - when it does not parse, the error's column is within the text (a
 *    caret under it) and the message is a string;
 *  - when it parses, every range goes up (lo <= hi), the nyumba states
 *    and the sides allowed are masks of what exists, the holes of
 *    takasia and reserved are holes or one of the three words, and
 *    bao_pattern_match runs on the start position;
 *  - when the same text is also a position line, its pattern matches
 *    that position (a position line is a pattern with no field loosened,
 *    bao/search.h). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bao/bao.h"
#include "bao/search.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void fail(const char *what, const char *text)
{
  fprintf(stderr, "%s\n  pattern: %s\n", what, text);
  abort();
}

static int hole_ok(int h)
{
  return h == BAO_PATTERN_ANY || h == BAO_PATTERN_SOME ||
         h == BAO_PATTERN_NONE || (h >= 0 && h < 2 * BAO_PITS);
}

static void check_fields(const bao_pattern *p, const char *text)
{
  int side, i;
  for (side = 0; side < 2; side++) {
    for (i = 0; i < BAO_PITS; i++)
      if (p->lo[side][i] > p->hi[side][i])
        fail("a hole's range goes down", text);
    if (p->hand_lo[side] > p->hand_hi[side])
      fail("a hand's range goes down", text);
    if (p->house[side] == 0 || p->house[side] > 7)
      fail("a nyumba mask out of range", text);
  }
  if (p->side == 0 || p->side > 3)
    fail("the sides to move out of range", text);
  if (!hole_ok(p->takasia) || !hole_ok(p->reserved))
    fail("takasia or reserved is neither a hole nor a word", text);
  if (p->stage != BAO_STAGE_ANY && p->stage != BAO_STAGE_NAMUA &&
      p->stage != BAO_STAGE_MTAJI)
    fail("the stage out of range", text);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  char *text = malloc(size + 1);
  bao_pattern p;
  bao_position pos;
  bao_diag err;
  if (!text)
    return 0;
  memcpy(text, data, size);
  text[size] = '\0';
  memset(&err, 0, sizeof err);
  if (!bao_pattern_parse(text, &p, &err)) {
    if (err.mark.column < 1 || (size_t)err.mark.column > size + 1 ||
        !memchr(err.message, '\0', sizeof err.message))
      fail("the error's column or message is out of bounds", text);
    free(text);
    return 0;
  }
  check_fields(&p, text);
  bao_position_start(&pos, NULL);
  (void)bao_pattern_match(&p, &pos);
  if (bao_position_parse(text, NULL, &pos, &err) &&
      !bao_pattern_match(&p, &pos))
    fail("a position line does not match its own position", text);
  free(text);
  return 0;
}
