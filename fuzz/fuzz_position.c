/* fuzz_position.c - the position line and the move generator.
 *
 * The input, as a NUL-terminated string, is parsed; when it parses:
 *  - bao_position_format's line parses again to the same position (every
 *    field compared) and formats to the same line;
 *  - bao_position_moves runs (the engine bounds every move by its lap
 *    limit), every move that ends conserves the seeds, and its position
 *    formats and parses back too;
 *  - bao_position_status agrees with an empty move list. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bao/bao.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static bao_movelist list; /* 72 outcomes: too big for the stack */

static void fail(const char *what, const char *line, const char *again)
{
  fprintf(stderr, "%s\n  line:  %s\n  again: %s\n", what, line,
          again ? again : "");
  abort();
}

static int same_position(const bao_position *a, const bao_position *b)
{
  return memcmp(a->pit, b->pit, sizeof a->pit) == 0 &&
         memcmp(a->hand, b->hand, sizeof a->hand) == 0 &&
         memcmp(a->house, b->house, sizeof a->house) == 0 &&
         a->to_move == b->to_move && a->takasia == b->takasia &&
         memcmp(&a->rules, &b->rules, sizeof a->rules) == 0;
}

/* format(p) parses to p and formats to the same line again. */
static void round_trip(const bao_position *p)
{
  char line[BAO_LINE_MAX], again[BAO_LINE_MAX];
  bao_position q;
  bao_diag err;
  memset(line, 0, sizeof line);
  bao_position_format(p, line, sizeof line);
  if (!memchr(line, '\0', sizeof line))
    fail("bao_position_format: no NUL within BAO_LINE_MAX", "", NULL);
  if (!bao_position_parse(line, &p->rules, &q, &err)) {
    fprintf(stderr, "column %d: %s\n", err.mark.column, err.message);
    fail("the formatted line does not parse", line, NULL);
  }
  if (!same_position(p, &q)) {
    bao_position_format(&q, again, sizeof again);
    fail("the formatted line parses to another position", line, again);
  }
  bao_position_format(&q, again, sizeof again);
  if (strcmp(line, again) != 0)
    fail("formatting the parsed line gives other text", line, again);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  char *line = malloc(size + 1);
  bao_position p;
  bao_diag err;
  bao_status st;
  int i, n, seeds;
  if (!line)
    return 0;
  memcpy(line, data, size);
  line[size] = '\0';
  memset(&err, 0, sizeof err);
  if (!bao_position_parse(line, NULL, &p, &err)) {
    if (err.mark.column < 0 || (size_t)err.mark.column > size + 1 ||
        !memchr(err.message, '\0', sizeof err.message)) {
      fprintf(stderr, "error column %d for %zu bytes\n", err.mark.column, size);
      abort();
    }
    free(line);
    return 0;
  }
  free(line);
  round_trip(&p);

  seeds = bao_position_seeds(&p);
  n = bao_position_moves(&p, &list);
  if (n != list.count || n < 0 || n > BAO_MAX_MOVES) {
    fprintf(stderr, "bao_position_moves: %d moves, count %d\n", n,
            list.count);
    abort();
  }
  for (i = 0; i < n; i++) {
    const bao_outcome *o = &list.item[i];
    char tok[BAO_TOKEN_MAX];
    bao_move_token(&o->move, p.to_move, tok, sizeof tok);
    if (o->period)
      continue;
    if (bao_position_seeds(&o->after) != seeds) {
      fprintf(stderr, "move %s: %d seeds before, %d after\n", tok, seeds,
              bao_position_seeds(&o->after));
      abort();
    }
    round_trip(&o->after);
  }
  st = bao_position_status(&p, NULL);
  if (n == 0 && !st.over) {
    fprintf(stderr, "no legal move but the game is not over\n");
    abort();
  }
  return 0;
}
