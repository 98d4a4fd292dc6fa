/* fuzz_convert.c - conversions keep everything.  Every game of the input
 * (YAML or a transcript, as sniffed) that replays is converted to its
 * canonical record C (YAML, its own dialect); C is converted to every
 * format and dialect, each result read and converted back to YAML in C's
 * dialect, and the game read from that must equal C field by field: every
 * key and value (null included), the set-up, the tail, and per ply the
 * token, the printed spelling (`original`), the glyph, the comment, the
 * note, the move number, the side and the variations.  The losses
 * allowed are those convert warns about: a transcript holds one
 * spelling, so printed spellings that are not spellings of its dialect
 * are not kept; and it drops blanks at line ends and empty text, so
 * texts then compare tidied (bao_text_tidy).  A conversion the writer
 * refuses must say why. */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common.h"
#include "bao/replay.h"
#include "bao/view.h"

/* Converts the game(s) of text[0..n) (read as `in`) to `format` and
 * `dialect` (-1: as read), into *out; 1 if every game was converted, 0 if
 * a game did not replay or a writer refused (then *why is said). */
static size_t unkept; /* printed spellings the last conversion warned of */
static size_t tidied; /* games whose texts it warned it wrote tidied */

static int convert(const char *text, size_t n, int in, int format,
                   int dialect, char **out, size_t *len, char *why,
                   size_t why_size)
{
  static bao_walk *w;
  static bao_convert_ctx c;
  bao_replay_opts o;
  bao_reader *rd;
  bao_game g;
  bao_replay rp;
  FILE *f = fmemopen((void *)text, n ? n : 1, "rb");
  bao_sink *mem;
  const char *written;
  int got, ok = 1;
  if (!w) {
    bao_replay_opts_init(&o);
    if (!(w = bao_walk_new(&o, NULL)) ||
        !bao_walk_add(w, &bao_convert_renderer, &c))
      abort();
  }
  mem = bao_sink_memory(); /* the renderer writes to a sink */
  if (!f || !mem)
    abort();
  if (!(rd = bao_reader_open(f, "fuzz", in, NULL))) {
    /* refused whole (not a record: sniff.c); of a conversion's own
     * output, the caller's comparison says it */
    snprintf(why, why_size, "the reader refused it");
    fclose(f);
    bao_sink_free(mem);
    *out = NULL;
    *len = 0;
    return 0;
  }
  memset(&c, 0, sizeof c);
  c.out = mem;
  c.tokens = bao_walk_tokens(w);
  c.format = format;
  c.dialect = dialect;
  unkept = tidied = 0;
  while (ok && (got = bao_reader_next(rd, &g, NULL)) != 0) {
    if (got < 0) {
      snprintf(why, why_size, "a game did not read");
      ok = 0;
      continue;
    }
    ok = bao_walk_game(w, &g, &rp) && !c.failed;
    unkept += c.unkept;
    tidied += ok && c.problem.level == BAO_WARNING;
    if (!ok)
      snprintf(why, why_size, "%s", c.failed ? c.problem.message
                                              : "a game did not replay");
    bao_game_free(&g);
  }
  bao_game_free(&c.copy);
  bao_reader_close(rd);
  fclose(f);
  /* the caller frees *out, as open_memstream's buffer once */
  if (!(written = bao_sink_text(mem, len)) || !(*out = malloc(*len + 1)))
    abort();
  memcpy(*out, written, *len + 1);
  bao_sink_free(mem);
  return ok;
}

static int same_text(const char *a, const char *b)
{
  return (!a && !b) || (a && b && strcmp(a, b) == 0);
}

/* Whether the last comparison allows texts written tidied (convert
 * warned of them): compared as a transcript keeps them. */
static int allow_tidied;

/* CR LF and a lone CR turned into LF, in place (a transcript's lines). */
static void cr_to_lf(char *s)
{
  size_t r, w = 0;
  for (r = 0; s[r]; r++) {
    if (s[r] == '\r' && s[r + 1] == '\n')
      continue;
    s[w++] = s[r] == '\r' ? '\n' : s[r];
  }
  s[w] = '\0';
}

/* Free text a and b the same, or the same once tidied (trim_ends for a
 * comment or a glyph), CRs as line breaks, nothing and blanks alike,
 * where that is allowed. */
static int same_free(const char *a, const char *b, int trim_ends)
{
  char *x, *y;
  int same;
  if (same_text(a, b) || !allow_tidied)
    return same_text(a, b);
  x = strdup(a ? a : "");
  y = strdup(b ? b : "");
  if (!x || !y)
    abort();
  cr_to_lf(x);
  cr_to_lf(y);
  bao_text_tidy(x, trim_ends);
  bao_text_tidy(y, trim_ends);
  same = strcmp(x, y) == 0;
  free(x);
  free(y);
  return same;
}

/* The first difference between two lists of plies (and their
 * variations, recursively), or NULL. */
static const char *plies_differ(const bao_ply_src *a, size_t na,
                                const bao_ply_src *b, size_t nb, int spelling)
{
  static char what[200];
  const char *d;
  size_t i, j;
  if (na != nb)
    return "the number of plies";
  for (i = 0; i < na; i++) {
    const bao_ply_src *p = &a[i], *q = &b[i];
    if (!same_text(p->token, q->token) ||
        (spelling && !same_text(p->original, q->original)) ||
        !same_free(p->glyph, q->glyph, 1) ||
        !same_free(p->comment, q->comment, 1) ||
        !same_free(p->note, q->note, 0) || p->number != q->number ||
        p->side != q->side || p->n_lines != q->n_lines) {
      snprintf(what, sizeof what, "ply %zu (%s / %s)", i + 1, p->token,
               q->token);
      return what;
    }
    for (j = 0; j < p->n_lines; j++)
      if ((d = plies_differ(p->lines[j].plies, p->lines[j].n_plies,
                            q->lines[j].plies, q->lines[j].n_plies,
                            spelling)) != NULL)
        return d;
  }
  return NULL;
}

/* The first difference between two games, or NULL. */
static const char *differs(const bao_game *a, const bao_game *b, int spelling)
{
  static char what[200];
  size_t i;
  if (a->n_tags != b->n_tags)
    return "the number of tags";
  for (i = 0; i < a->n_tags; i++)
    if (!same_text(a->tags[i].key, b->tags[i].key) ||
        !same_text(a->tags[i].value, b->tags[i].value)) {
      snprintf(what, sizeof what, "tag %zu (%s)", i + 1, a->tags[i].key);
      return what;
    }
  if (!same_text(a->setup, b->setup) || !same_free(a->tail, b->tail, 0))
    return "the set-up or the tail";
  return plies_differ(a->plies, a->n_plies, b->plies, b->n_plies, spelling);
}

/* Reads every game of a YAML text into games[] (at most max). */
static size_t read_all(const char *text, size_t n, bao_game *games,
                       size_t max)
{
  FILE *f = fmemopen((void *)text, n ? n : 1, "rb");
  bao_reader *rd;
  size_t k = 0;
  int got;
  if (!f || !(rd = bao_reader_open(f, "fuzz", BAO_FORMAT_YAML, NULL)))
    abort();
  while (k < max && (got = bao_reader_next(rd, &games[k], NULL)) != 0)
    if (got > 0)
      k++;
  bao_reader_close(rd);
  fclose(f);
  return k;
}

#define MAX_GAMES 8

/* The dialect the canonical record states (convert states it in every
 * game; a file of several games may differ from game to game: the first
 * decides, and a file with more than one dialect is left out). */
static int own_dialect(const char *canon, size_t n)
{
  bao_game g[MAX_GAMES];
  size_t k = read_all(canon, n, g, MAX_GAMES), i;
  int own = BAO_DIALECT_DEVOOGT, d;
  for (i = 0; i < k; i++) {
    if (bao_dialect_parse(bao_game_tag(&g[i], "dialect"), &d) &&
        (i == 0 || d == own))
      own = d;
    else if (i > 0)
      own = -2;
    bao_game_free(&g[i]);
  }
  return own;
}

static void compare(const char *canon, size_t cn, const char *back,
                    size_t bn, int spelling, int format, int dialect)
{
  bao_game a[MAX_GAMES], b[MAX_GAMES];
  size_t na = read_all(canon, cn, a, MAX_GAMES), nb, i;
  const char *d = NULL;
  nb = read_all(back, bn, b, MAX_GAMES);
  if (na != nb)
    d = "the number of games";
  for (i = 0; !d && i < na; i++)
    d = differs(&a[i], &b[i], spelling);
  if (d) {
    fprintf(stderr, "through %s in dialect %d, %s changed\n--- canonical\n"
            "%.*s\n--- back\n%.*s\n", format == BAO_FORMAT_TEXT ? "a "
            "transcript" : "YAML", dialect, d, (int)cn, canon, (int)bn, back);
    abort();
  }
  for (i = 0; i < na; i++)
    bao_game_free(&a[i]);
  for (i = 0; i < nb; i++)
    bao_game_free(&b[i]);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  char *canon = NULL, *there = NULL, *back = NULL, why[400];
  size_t cn, tn, bn;
  int format, dialect, own = -1;
  if (size == 0 || size > 4096)
    return 0;
  if (!convert((const char *)data, size, BAO_FORMAT_AUTO, BAO_FORMAT_YAML,
               -1, &canon, &cn, why, sizeof why))
    goto done; /* only records that replay are converted */
  if ((own = own_dialect(canon, cn)) < 0)
    goto done;
  for (format = BAO_FORMAT_YAML; format <= BAO_FORMAT_TEXT; format++)
    for (dialect = 0; dialect < BAO_DIALECT_COUNT; dialect++) {
      size_t warned, warned_tidied;
      if (!convert(canon, cn, BAO_FORMAT_YAML, format, dialect, &there, &tn,
                   why, sizeof why)) {
        if (!why[0])
          abort(); /* a refusal must say why */
      } else if (warned = unkept, warned_tidied = tidied,
                 convert(there, tn, format, BAO_FORMAT_YAML, own, &back,
                         &bn, why, sizeof why)) {
        /* printed spellings and untidy texts may be lost only where
         * convert warned */
        allow_tidied = warned_tidied > 0;
        compare(canon, cn, back, bn, warned == 0, format, dialect);
      } else {
        fprintf(stderr, "converted, it does not convert back: %s\n%.*s\n",
                why, (int)tn, there);
        abort();
      }
      free(there);
      free(back);
      there = back = NULL;
    }
done:
  free(canon);
  return 0;
}
