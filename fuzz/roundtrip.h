/* roundtrip.h - the body shared by fuzz_text.c and fuzz_yaml.c: read the
 * input as FORMAT, write every game with WRITE, read that back and write
 * it again; the two writings must be byte-identical.  The including file
 * defines FORMAT, WRITE and NAME first. */
#ifndef BAO_FUZZ_ROUNDTRIP_H
#define BAO_FUZZ_ROUNDTRIP_H

#include "common.h"

static void dump(const char *what, const char *s, size_t n)
{
  fprintf(stderr, "--- %s (%zu bytes) ---\n", what, n);
  fwrite(s, 1, n, stderr);
  fprintf(stderr, "\n--- end of %s ---\n", what);
}

/* Writes g to memory (*out, *n): 1, or 0 if the writer refuses (*why
 * says why). */
static bao_diag why_refused;

static int write_mem(const bao_game *g, char **out, size_t *n)
{
  FILE *f = open_memstream(out, n);
  int ok;
  if (!f)
    abort();
  memset(&why_refused, 0, sizeof why_refused);
  ok = WRITE(f, g, 1, &why_refused);
  if (fclose(f) != 0)
    abort();
  return ok;
}

/* Reads s[0..n) as FORMAT: 1 with exactly one game in *g, else 0 and
 * a message in why. */
static int read_one(const char *s, size_t n, bao_game *g, char *why,
                    size_t why_size)
{
  char *copy = malloc(n ? n : 1);
  FILE *f;
  bao_reader *r;
  bao_diag err;
  bao_game extra;
  int got, ok = 0;
  if (!copy)
    abort();
  memcpy(copy, s, n);
  f = fmemopen(copy, n ? n : 1, "rb");
  if (!f || !(r = bao_reader_open(f, "roundtrip", FORMAT, NULL)))
    abort();
  bao_game_init(g);
  got = bao_reader_next(r, g, &err);
  if (got < 0) {
    snprintf(why, why_size, "reading it back: %d:%d: %s", err.mark.line,
             err.mark.column, err.message);
  } else if (got == 0) {
    snprintf(why, why_size, "reading it back gives no game");
  } else {
    got = bao_reader_next(r, &extra, &err);
    if (got > 0) {
      bao_game_free(&extra);
      snprintf(why, why_size, "reading it back gives more than one game");
    } else if (got < 0) {
      snprintf(why, why_size, "reading it back: after the game: %d:%d: %s",
               err.mark.line, err.mark.column, err.message);
    } else {
      ok = 1;
    }
    if (!ok)
      bao_game_free(g);
  }
  bao_reader_close(r);
  fclose(f);
  free(copy);
  return ok;
}

static void round_trip(const bao_game *g)
{
  char *first = NULL, *second = NULL, why[400];
  size_t n1 = 0, n2 = 0;
  bao_game back;
  if (!write_mem(g, &first, &n1)) {
    /* the reader takes control characters in free text, which no
     * transcript can show, and plies numbered on past move 999999999
     * ("999999999 A7L* a5R A6L* a5R"), which no transcript can number:
     * the writer may refuse those, saying so */
    if (strstr(why_refused.message, "control character") ||
        strstr(why_refused.message, "move number would pass")) {
      free(first);
      return;
    }
    dump("first writing", first ? first : "", first ? n1 : 0);
    fprintf(stderr, NAME " round trip: the writer refuses a game its "
            "reader produced\n");
    abort();
  }
  if (n1 == 0) {
    free(first); /* the writer leaves out a game with nothing in it */
    return;
  }
  if (!read_one(first, n1, &back, why, sizeof why)) {
    dump("first writing", first, n1);
    fprintf(stderr, NAME " round trip: %s\n", why);
    abort();
  }
  if (!write_mem(&back, &second, &n2) || n1 != n2 ||
      memcmp(first, second, n1) != 0) {
    dump("first writing", first, n1);
    dump("second writing", second ? second : "", second ? n2 : 0);
    fprintf(stderr, NAME " round trip: the second writing differs%s\n",
            n2 ? "" : " (the writer refused the game read back)");
    abort();
  }
  bao_game_free(&back);
  free(first);
  free(second);
}

/* (fuzz_ap.c takes the round trip and has a main of its own) */
#ifndef ROUNDTRIP_NO_MAIN
static void on_game(bao_reader *rd, bao_game *g, const bao_diag *err)
{
  (void)rd;
  (void)err;
  if (!g)
    return;
  round_trip(g);
  bao_game_free(g);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  return fuzz_each_game(data, size, FORMAT, on_game);
}
#endif

#endif
