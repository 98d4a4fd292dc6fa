/* bench_repair.c - how often `bao check --suggest` finds the slip.
 *
 * For every game of the records given (each must replay as written), every
 * ply is corrupted, one slip at a time, in each class a transcriber makes:
 *
 *  hole-near  the hole digit one off (5 for 4 or 6)
 *  hole-far   the hole digit any other (3 for 8, 2 for 7, 1 for 5 ...)
 *  letter     L for R, R for L
 *  row        the other row of the same side (A for B, b for a)
 *  star       a star dropped, or one added
 *  missing    the ply left out
 *  swapped    the ply and the next one written in each other's place
 *  doubled    the ply written twice
 *
 * The tokens start as the canonical ones of the moves the record resolves
 * to; a corrupted record's sides are those a reader would give it (sides
 * alternate from the first).  A slip that still replays to the end is not
 * detected and not counted.  For each detected one, bao_game_suggest is
 * timed, and its best repair is right when it makes the whole record
 * replay as the same moves as the original.
 *
 * Columns: cases (slips made), same (not detected, and the record still
 * replays as the original moves: a star is optional, so a dropped one
 * changes nothing), other (not detected, other moves: a slip no tool can
 * see), found (the replay fails), right, wrong (the best repair makes
 * the record replay, as other moves), none (no repair makes the whole
 * record replay), share (right / found), and the search's time per
 * record, mean and worst.  BENCH_REPAIR_VERBOSE=1 lists the misses.
 *
 * Usage: bench_repair FILE...   Prints one table per game and one for
 * all; a line "share CLASS PERCENT" per class and overall, for scripts. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bao/record.h"
#include "bao/replay.h"
#include "bao/token.h"
#include "bench.h"

enum {
  HOLE_NEAR, HOLE_FAR, LETTER, ROW, STAR, MISSING, SWAPPED, DOUBLED,
  N_CLASSES
};
static const char *const class_name[N_CLASSES] = {
    "hole-near", "hole-far", "letter", "row", "star",
    "missing",   "swapped",  "doubled"};

typedef struct tally {
  long cases, detected, right, wrong, none;
  long same, silent;  /* not detected: the same moves, or other moves    */
  double secs, max_secs;
} tally;

typedef struct bench {
  bao_walk *w;
  bao_replay_opts o;
  bao_position start;
  int dialect;
  char (*truth)[BAO_DIALECT_TOKEN_MAX]; /* the canonical tokens        */
  size_t n;
  char (*tok)[BAO_DIALECT_TOKEN_MAX];   /* a corrupted record's tokens */
  size_t n_tok;
  tally t[N_CLASSES];
  int verbose;                           /* BENCH_REPAIR_VERBOSE set   */
} bench;

/* ---- the truth ------------------------------------------------------------- */

static int on_ply(void *ctx, const bao_replay *r, const bao_ply_report *p)
{
  bench *b = ctx;
  bao_outcome_token(p->outcome, p->side, r->dialect, b->truth[b->n++],
                      sizeof b->truth[0]);
  return 1;
}

static const bao_renderer truth_renderer = {.ply = on_ply};

/* ---- judging a repair ----------------------------------------------------- */

/* Replays the corrupted tokens with repair r (or none) applied, sides
 * unchecked; 1 when they are the original moves, all of them. */
static int restores(bench *b, const bao_repair *r)
{
  bao_token_reader *tr = bao_walk_tokens(b->w);
  bao_position p = b->start;
  bao_movelist list;
  bao_resolution res;
  char got[BAO_DIALECT_TOKEN_MAX];
  size_t k, out = 0;
  int e = 0;
  for (k = 0; k <= b->n_tok; k++) {
    const char *play[2] = {NULL, NULL};
    int i;
    if (r && e < r->n_edits && r->edit[e].ply == k) {
      const bao_edit *ed = &r->edit[e++];
      play[0] = ed->kind == BAO_EDIT_DELETE ? NULL : ed->token;
      if (ed->kind == BAO_EDIT_INSERT && k < b->n_tok)
        play[1] = b->tok[k];
    } else if (k < b->n_tok) {
      play[0] = b->tok[k];
    }
    for (i = 0; i < 2; i++) {
      if (!play[i])
        continue;
      if (out >= b->n ||
          !bao_ply_resolve(tr, &p, &list, b->dialect, play[i], -1, &res))
        return 0;
      bao_outcome_token(&list.item[res.index], p.to_move, b->dialect, got, sizeof got);
      if (strcmp(got, b->truth[out++]) != 0)
        return 0;
      p = list.item[res.index].after;
    }
  }
  return out == b->n;
}

/* A slip the best repair misses, for looking into the ranking. */
static void show_miss(const bench *b, int cls, const bao_replay *rp,
                      const bao_suggestions *s)
{
  int i, e;
  fprintf(stderr, "%s: fails at ply %zu:", class_name[cls], rp->done + 1);
  for (i = 0; i < s->n_repairs; i++) {
    fprintf(stderr, " [%.1f%s", s->repair[i].cost,
            s->repair[i].to_end ? " end" : "");
    for (e = 0; e < s->repair[i].n_edits; e++)
      fprintf(stderr, " %d@%zu:%s(was %s)", s->repair[i].edit[e].kind,
              s->repair[i].edit[e].ply + 1, s->repair[i].edit[e].token,
              s->repair[i].edit[e].ply < b->n_tok
                  ? b->tok[s->repair[i].edit[e].ply] : "-");
    fprintf(stderr, "]");
  }
  fprintf(stderr, "\n");
}

/* Replays the corrupted record; when it fails, times the search and
 * judges its best repair. */
static void judge(bench *b, const bao_game *model, int cls)
{
  bao_game g = *model;
  bao_ply_src *plies = calloc(b->n_tok + 1, sizeof *plies);
  bao_suggestions s;
  bao_replay rp;
  tally *t = &b->t[cls];
  double t0, dt;
  size_t k;
  int side = bao_game_first_side(model);
  if (!plies)
    exit(2);
  for (k = 0; k < b->n_tok; k++) {
    plies[k].token = b->tok[k];
    plies[k].side = side;
    plies[k].mark = model->plies[0].mark;
    side = !side;
  }
  g.plies = plies;
  g.n_plies = b->n_tok;
  g.warnings = NULL;
  g.n_warnings = 0;
  t->cases++;
  if (!bao_walk_game(b->w, &g, &rp) && rp.failed && !rp.setup_failed) {
    t->detected++;
    t0 = bench_cpu_seconds();
    bao_game_suggest(bao_walk_tokens(b->w), &g, &rp, &s);
    dt = bench_cpu_seconds() - t0;
    t->secs += dt;
    if (dt > t->max_secs)
      t->max_secs = dt;
    if (!s.n_repairs || !s.repair[0].to_end)
      t->none++;
    else if (restores(b, &s.repair[0]))
      t->right++;
    else
      t->wrong++;
    if (b->verbose && (!s.n_repairs || !restores(b, &s.repair[0])))
      show_miss(b, cls, &rp, &s);
  } else if (restores(b, NULL)) {
    t->same++;
  } else {
    t->silent++;
  }
  free(plies);
}

/* ---- the slips ------------------------------------------------------------- */

static void copy_truth(bench *b)
{
  memcpy(b->tok, b->truth, b->n * sizeof *b->tok);
  b->n_tok = b->n;
}

/* Token k with its character i replaced by c (or, c == 0, removed; or,
 * i past its end, c appended). */
static void edit_char(bench *b, size_t k, size_t i, char c)
{
  char *t = b->tok[k];
  size_t len = strlen(t);
  if (i >= len) {
    if (len + 1 < sizeof b->tok[k])
      t[len] = c, t[len + 1] = '\0';
  } else if (c) {
    t[i] = c;
  } else {
    memmove(t + i, t + i + 1, len - i);
  }
}

static void slips_at(bench *b, const bao_game *g, size_t k)
{
  const char *t = b->truth[k], *star = strchr(t, '*');
  char row = t[0], other;
  int d, e;
  /* the hole digit */
  d = t[1] - '0';
  for (e = 1; e <= 8; e++) {
    if (e == d)
      continue;
    copy_truth(b);
    edit_char(b, k, 1, (char)('0' + e));
    judge(b, g, abs(e - d) == 1 ? HOLE_NEAR : HOLE_FAR);
  }
  /* the letter */
  if (t[2] == 'L' || t[2] == 'R') {
    copy_truth(b);
    edit_char(b, k, 2, t[2] == 'L' ? 'R' : 'L');
    judge(b, g, LETTER);
  }
  /* the row */
  other = row == 'A' ? 'B' : row == 'B' ? 'A' : row == 'a' ? 'b' : 'a';
  copy_truth(b);
  edit_char(b, k, 0, other);
  judge(b, g, ROW);
  /* the star */
  copy_truth(b);
  edit_char(b, k, star ? (size_t)(star - t) : strlen(t), star ? 0 : '*');
  judge(b, g, STAR);
  /* the ply left out */
  copy_truth(b);
  memmove(b->tok + k, b->tok + k + 1, (b->n - k - 1) * sizeof *b->tok);
  b->n_tok--;
  judge(b, g, MISSING);
  /* the ply and the next swapped */
  if (k + 1 < b->n && strcmp(t, b->truth[k + 1]) != 0) {
    copy_truth(b);
    memcpy(b->tok[k], b->truth[k + 1], sizeof b->tok[k]);
    memcpy(b->tok[k + 1], b->truth[k], sizeof b->tok[k]);
    judge(b, g, SWAPPED);
  }
  /* the ply written twice */
  copy_truth(b);
  memmove(b->tok + k + 1, b->tok + k, (b->n - k) * sizeof *b->tok);
  b->n_tok++;
  judge(b, g, DOUBLED);
}

/* ---- reporting ---------------------------------------------------------------- */

static void add(tally *to, const tally *t)
{
  to->cases += t->cases;
  to->detected += t->detected;
  to->right += t->right;
  to->wrong += t->wrong;
  to->none += t->none;
  to->same += t->same;
  to->silent += t->silent;
  to->secs += t->secs;
  if (t->max_secs > to->max_secs)
    to->max_secs = t->max_secs;
}

static double share(const tally *t)
{
  return t->detected ? 100.0 * (double)t->right / (double)t->detected : 0;
}

static void row_of(const char *name, const tally *t, int machine)
{
  if (machine) {
    if (t->detected)
      printf("share %s %.1f\n", name, share(t));
    return;
  }
  char pc[16];
  if (t->detected)
    snprintf(pc, sizeof pc, "%5.1f%%", share(t));
  else
    snprintf(pc, sizeof pc, "%6s", "-");
  printf("| %-9s | %5ld | %5ld | %5ld | %5ld | %5ld | %5ld | %4ld | %s "
         "| %6.1f | %6.1f |\n",
         name, t->cases, t->same, t->silent, t->detected, t->right,
         t->wrong, t->none, pc,
         t->detected ? 1000 * t->secs / (double)t->detected : 0,
         1000 * t->max_secs);
}

static void table(const char *title, const tally *t, size_t plies)
{
  tally all;
  int c;
  memset(&all, 0, sizeof all);
  printf("\n%s (%zu plies)\n\n", title, plies);
  printf("| slip      | cases |  same | other | found | right | wrong | none "
         "| share  | ms avg | ms max |\n"
         "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
  for (c = 0; c < N_CLASSES; c++) {
    row_of(class_name[c], &t[c], 0);
    add(&all, &t[c]);
  }
  row_of("all", &all, 0);
}

/* ---- driving ------------------------------------------------------------------- */

static void bench_game(bench *b, const bao_game *g, const char *name,
                       tally *total, size_t *plies)
{
  bao_replay rp;
  bao_walk *w;
  size_t k;
  int c;
  b->truth = calloc(g->n_plies + 1, sizeof *b->truth);
  b->tok = calloc(g->n_plies + 2, sizeof *b->tok);
  b->n = 0;
  memset(b->t, 0, sizeof b->t);
  if (!b->truth || !b->tok || !(w = bao_walk_new(&b->o, NULL)) ||
      !bao_walk_add(w, &truth_renderer, b))
    exit(2);
  if (!bao_walk_game(w, g, &rp) || !g->n_plies) {
    fprintf(stderr, "bench_repair: %s does not replay as written; skipped\n",
            name);
  } else {
    b->start = rp.start;
    b->dialect = rp.dialect;
    for (k = 0; k < b->n; k++)
      slips_at(b, g, k);
    table(name, b->t, b->n);
    *plies += b->n;
    for (c = 0; c < N_CLASSES; c++)
      add(&total[c], &b->t[c]);
  }
  bao_walk_free(w);
  free(b->truth);
  free(b->tok);
}

int main(int argc, char **argv)
{
  bench b;
  tally total[N_CLASSES], all;
  size_t plies = 0;
  int i, c;
  memset(&b, 0, sizeof b);
  memset(total, 0, sizeof total);
  bao_replay_opts_init(&b.o);
  b.verbose = getenv("BENCH_REPAIR_VERBOSE") != NULL;
  if (argc < 2 || !(b.w = bao_walk_new(&b.o, NULL))) {
    fprintf(stderr, "usage: bench_repair FILE...\n");
    return 2;
  }
  for (i = 1; i < argc; i++) {
    FILE *f = fopen(argv[i], "rb");
    bao_reader *rd = f ? bao_reader_open(f, argv[i], BAO_FORMAT_AUTO, NULL)
                       : NULL;
    bao_diag err;
    bao_game g;
    char name[600];
    if (!rd) {
      fprintf(stderr, "bench_repair: cannot read %s\n", argv[i]);
      return 2;
    }
    while (bao_reader_next(rd, &g, &err) > 0) {
      snprintf(name, sizeof name, "%s game %d", argv[i], g.index);
      bench_game(&b, &g, name, total, &plies);
      bao_game_free(&g);
    }
    bao_reader_close(rd);
    fclose(f);
  }
  memset(&all, 0, sizeof all);
  table("all games", total, plies);
  printf("\n");
  for (c = 0; c < N_CLASSES; c++) {
    row_of(class_name[c], &total[c], 1);
    add(&all, &total[c]);
  }
  row_of("all", &all, 1);
  bao_walk_free(b.w);
  return 0;
}
