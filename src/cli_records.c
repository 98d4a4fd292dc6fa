/* cli_records.c - the record commands: bao check, bao replay, bao convert.
 *
 * Diagnostics read `file:line:col: error: game <n> (<south> - <north>)
 * ply <k> (South|North) '<token>': <why>`, then the source line with a
 * caret under the token, then the legal moves of that position. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "record.h"
#include "replay.h"

typedef struct checker {
  const cli *o;
  const char *path;
  bao_reader *rd;
  bao_token_reader *tr;
  const bao_game *g;
  FILE *out;   /* diagnostics                                         */
  FILE *trace; /* bao replay --positions: one line per ply, or NULL    */
  bao_game *edit; /* bao convert: the game whose tokens are rewritten  */
  int errors, warnings, games;
  int dialect;    /* the dialect the last game was read in             */
  size_t plies;
} checker;

static const char *side_name(int side)
{
  return side == BAO_SOUTH ? "South" : "North";
}

static const char *tag_or(const bao_game *g, const char *key)
{
  const char *v = bao_game_tag(g, key);
  return v ? v : "?";
}

/* The head of a diagnostic, up to the colon before the message. */
static void diag_head(checker *c, bao_mark m, const char *level)
{
  fprintf(c->out, "%s:%d:%d: %s: game %d (%s - %s)", c->path, m.line,
          m.column, level, c->g->index, tag_or(c->g, "south"),
          tag_or(c->g, "north"));
}

/* The source line, and a caret under `width` columns from `column`. */
static void show_source(checker *c, bao_mark m, int width)
{
  char line[1024];
  int i;
  if (m.line <= 0 || !bao_reader_line(c->rd, m.line, line, sizeof line))
    return;
  fprintf(c->out, "%s\n", line);
  for (i = 1; i < m.column && line[i - 1]; i++)
    fputc(line[i - 1] == '\t' ? '\t' : ' ', c->out);
  for (i = 0; i < (width > 0 ? width : 1); i++)
    fputc('^', c->out);
  fputc('\n', c->out);
}

static void ply_diag(checker *c, const bao_ply_report *r, const char *level,
                     const char *msg)
{
  const bao_ply_src *ply = &c->g->plies[r->ply];
  diag_head(c, ply->mark, level);
  fprintf(c->out, " ply %zu (%s) '%s': %s\n", r->ply + 1, side_name(r->side),
          ply->token, msg);
}

static void list_legal(checker *c, const bao_movelist *l, int side,
                       int dialect)
{
  char tok[BAO_DIALECT_TOKEN_MAX];
  int i;
  fprintf(c->out, "  legal moves:");
  for (i = 0; i < l->count; i++) {
    bao_outcome_token(&l->item[i], side, dialect, tok);
    fprintf(c->out, " %s", tok);
  }
  fprintf(c->out, "%s\n", l->count ? "" : " none");
}

static void note_dialect(checker *c, int dialect, int source)
{
  if (source != BAO_FROM_TOKENS && source != BAO_FROM_DEFAULT)
    return;
  diag_head(c, c->g->mark, "note");
  fprintf(c->out, ": no dialect stated; the tokens are read as %s (%s)\n",
          bao_dialect_name(dialect),
          source == BAO_FROM_TOKENS ? "the tokens decide it" : "the default");
}

/* <ply> <S|N> <canonical token> <position line after the ply> */
static void trace_ply(checker *c, const bao_ply_report *r)
{
  char tok[BAO_TOKEN_MAX], line[BAO_LINE_MAX];
  if (r->ply == 0 && c->g->index > 1)
    fprintf(c->trace, "# game %d (%s - %s)\n", c->g->index,
            tag_or(c->g, "south"), tag_or(c->g, "north"));
  bao_move_token(&r->outcome->move, r->side, tok);
  bao_position_format(&r->outcome->after, line);
  fprintf(c->trace, "%zu\t%c\t%s\t%s\n", r->ply + 1,
          r->side == BAO_SOUTH ? 'S' : 'N', tok, line);
}

/* bao convert: the ply's token in the target dialect.  A token corrected
 * in its own dialect keeps what was written as `original`; a translation
 * into another dialect sets none, and an `original` already there (the
 * source's own text) is kept whatever the dialect. */
static void rewrite_ply(checker *c, const bao_ply_report *r)
{
  char tok[BAO_DIALECT_TOKEN_MAX];
  bao_ply_src *ply = &c->edit->plies[r->ply];
  int to = c->o->to_dialect >= 0 ? c->o->to_dialect : r->dialect;
  char *copy;
  bao_outcome_token(r->outcome, r->side, to, tok);
  if (strcmp(tok, ply->token) == 0 || !(copy = bao_strdup(tok)))
    return;
  if (to == r->dialect && !ply->original) {
    ply->original = ply->token;
    ply->token = NULL;
  }
  free(ply->token);
  ply->token = copy;
}

/* A transcript whose move numbers skip ((1) then (3)) has lost a line. */
static int number_gap(const bao_game *g, size_t k)
{
  int n = g->plies[k].number, m = k ? g->plies[k - 1].number : 0;
  return k && n > 0 && m > 0 && n != m && n != m + 1;
}

static void on_ply(void *ctx, const bao_ply_report *r)
{
  checker *c = ctx;
  const bao_ply_src *ply = &c->g->plies[r->ply];
  bao_mark m = ply->mark;
  int i, strict = c->o->strict;
  if (r->ply == 0)
    note_dialect(c, r->dialect, r->dialect_source);
  if (number_gap(c->g, r->ply)) {
    char msg[160];
    snprintf(msg, sizeof msg, "the move numbers jump from (%d) to (%d): a "
             "move may be missing, or its line unreadable and kept as text",
             c->g->plies[r->ply - 1].number, ply->number);
    ply_diag(c, r, strict ? "error" : "warning", msg);
    if (strict)
      c->errors++;
    else
      c->warnings++;
  }
  for (i = 0; r->outcome && i < r->res->n_warnings; i++) {
    ply_diag(c, r, strict ? "error" : "warning", r->res->warning[i]);
    if (strict)
      c->errors++;
    else
      c->warnings++;
  }
  if (r->outcome) {
    c->plies++;
    if (c->trace)
      trace_ply(c, r);
    if (c->edit)
      rewrite_ply(c, r);
    return;
  }
  c->errors++;
  if (r->res->column > 0) {
    m.column += r->res->column - 1;
    diag_head(c, m, "error");
    fprintf(c->out, " ply %zu (%s) '%s': %s\n", r->ply + 1,
            side_name(r->side), ply->token, r->res->error);
    show_source(c, m, 1);
  } else {
    ply_diag(c, r, "error", r->res->error);
    show_source(c, m, ply->width);
  }
  list_legal(c, r->legal, r->side, r->dialect);
}

/* ---- what the record states about the result ----------------------------- */

/* -1 unknown, else the side the result says won. */
static int result_winner(const char *v)
{
  if (strcmp(v, "1-0") == 0 || strstr(v, "South wins") ||
      strstr(v, "south wins") || strcmp(v, "south") == 0)
    return BAO_SOUTH;
  if (strcmp(v, "0-1") == 0 || strstr(v, "North wins") ||
      strstr(v, "north wins") || strcmp(v, "north") == 0)
    return BAO_NORTH;
  return -1;
}

static void check_result(checker *c, const bao_replay *rp)
{
  const char *v = bao_game_tag(c->g, "result");
  bao_status st;
  bao_mark m = c->g->mark;
  size_t i;
  int winner;
  if (!v || strcmp(v, "*") == 0)
    return; /* and the final position's moves are not generated */
  st = bao_position_status(&rp->final);
  for (i = 0; i < c->g->n_tags; i++)
    if (strcmp(c->g->tags[i].key, "result") == 0)
      m = c->g->tags[i].mark;
  winner = result_winner(v);
  if (winner < 0) {
    diag_head(c, m, "warning");
    fprintf(c->out, ": result '%s' is not understood (1-0, 0-1, "
            "\"South wins ...\", \"North wins ...\")\n", v);
    c->warnings++;
  } else if (st.over && st.loser == winner) {
    diag_head(c, m, "error");
    fprintf(c->out, ": the result says %s won, but %s has lost on the "
            "board (%s)\n", side_name(winner), side_name(st.loser),
            bao_end_reason(st.why));
    c->errors++;
  }
}

/* ---- suggestions ------------------------------------------------------------ */

static void show_suggestions(checker *c, const bao_replay *rp)
{
  bao_suggestions s;
  int i;
  bao_game_suggest(c->tr, c->g, rp, &s);
  if (s.n) {
    fprintf(c->out, "  nearest legal moves:");
    for (i = 0; i < s.n; i++) {
      if (s.s[i].to_end)
        fprintf(c->out, " %s (the rest replays)", s.s[i].token);
      else
        fprintf(c->out, " %s (%zu more plies replay)", s.s[i].token,
                s.s[i].replays);
      fputc(i + 1 < s.n ? ',' : '\n', c->out);
    }
  }
  for (i = 0; i < s.n_fix; i++) {
    const bao_ply_src *p = &c->g->plies[s.fix[i].ply];
    fprintf(c->out, "  correction: ply %zu '%s' -> '%s' (line %d, column "
            "%d)\n", s.fix[i].ply + 1, p->token, s.fix[i].token,
            p->mark.line, p->mark.column);
  }
  if (s.n_fix)
    fprintf(c->out, "  with %s the whole record replays\n",
            s.n_fix == 1 ? "this correction" : "these corrections");
  else
    fprintf(c->out, "  no repair of at most %d tokens within %d plies "
            "before the failure makes the record legal\n", BAO_FIX_MAX,
            BAO_FIX_WINDOW);
}

/* ---- bao check ---------------------------------------------------------------- */

static void check_game(checker *c)
{
  bao_replay_opts ro;
  bao_replay rp;
  ro.dialect = c->o->dialect;
  ro.rules = c->o->rules;
  c->games++;
  rp.dialect = BAO_DIALECT_DEVOOGT;
  if (!bao_game_replay(c->tr, c->g, &ro, on_ply, c, &rp) && rp.setup_failed) {
    diag_head(c, rp.mark, "error");
    fprintf(c->out, ": %s\n", rp.why);
    c->errors++;
    return;
  }
  c->dialect = rp.dialect;
  if (c->g->n_plies == 0)
    note_dialect(c, rp.dialect, rp.dialect_source);
  if (rp.failed && c->o->suggest)
    show_suggestions(c, &rp);
  if (!rp.failed)
    check_result(c, &rp);
}

/* Opens `path` ("-" is standard input) for reading; NULL with a message. */
static FILE *open_input(const char *path)
{
  FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
  if (!f)
    fprintf(stderr, "bao: %s: cannot open: ", path), perror(NULL);
  return f;
}

static int check_file(checker *c)
{
  bao_game g;
  bao_read_error err;
  int r, status = 0;
  FILE *f = open_input(c->path);
  if (!f)
    return 2;
  c->rd = bao_reader_open(f, c->path, BAO_FORMAT_AUTO);
  if (!c->rd) {
    fprintf(stderr, "bao: %s: out of memory\n", c->path);
    return 2;
  }
  while ((r = bao_reader_next(c->rd, &g, &err)) != 0) {
    if (r < 0) {
      fprintf(c->out, "%s:%d:%d: error: %s\n", c->path, err.mark.line,
              err.mark.column, err.message);
      c->errors++;
      status = 2;
      continue;
    }
    c->g = &g;
    check_game(c);
    bao_game_free(&g);
  }
  bao_reader_close(c->rd);
  if (f != stdin)
    fclose(f);
  return status;
}

/* check (report on standard output) and replay (trace on standard output,
 * problems on standard error) share everything else. */
static int check_files(const cli *o, FILE *out, FILE *trace)
{
  checker c;
  bao_error err;
  int i, status = 0, s;
  memset(&c, 0, sizeof c);
  c.o = o;
  c.out = out;
  c.trace = trace;
  c.tr = bao_token_reader_new(&err);
  if (!c.tr) {
    fprintf(stderr, "bao: %s\n", err.message);
    return 2;
  }
  for (i = 0; i < o->n_files; i++) {
    c.path = o->files[i];
    c.errors = c.warnings = c.games = 0;
    c.plies = 0;
    s = check_file(&c);
    if (!trace || c.errors || c.warnings || s)
      fprintf(c.out, "%s: %d game%s, %zu plies legal, %d error%s, %d warning%s\n",
            c.path, c.games, c.games == 1 ? "" : "s", c.plies, c.errors,
            c.errors == 1 ? "" : "s", c.warnings, c.warnings == 1 ? "" : "s");
    if (s > status)
      status = s;
    if (c.errors && status < 1)
      status = 1;
  }
  bao_token_reader_free(c.tr);
  return status;
}

int bao_cmd_check(const cli *o)
{
  return check_files(o, stdout, NULL);
}

int bao_cmd_replay(const cli *o)
{
  return check_files(o, stderr, stdout);
}

/* ---- bao convert ----------------------------------------------------------- */

static int write_game(FILE *out, int format, const bao_game *g)
{
  if (format == BAO_FORMAT_TEXT) {
    if (g->index > 1)
      fputs("---\n", out);
    return bao_text_write(out, g, 1);
  }
  return bao_yaml_write(out, g, 1);
}

static int convert_file(checker *c, FILE *out)
{
  bao_game g;
  bao_read_error err;
  int r, status = 0, format;
  const char *name;
  format = c->o->to ? c->o->to : bao_reader_format(c->rd);
  while ((r = bao_reader_next(c->rd, &g, &err)) != 0) {
    if (r < 0) {
      fprintf(c->out, "%s:%d:%d: error: %s\n", c->path, err.mark.line,
              err.mark.column, err.message);
      status = 2;
      continue;
    }
    c->g = c->edit = &g;
    check_game(c);
    name = bao_dialect_name(c->o->to_dialect >= 0 ? c->o->to_dialect
                                                   : c->dialect);
    if (name)
      bao_game_set_tag(&g, "dialect", name);
    if (!write_game(out, format, &g)) {
      fprintf(stderr, "%s:%d:%d: error: game %d cannot be written as %s: "
              "it holds text that would not read back (not UTF-8, or a "
              "control character)\n", c->path, g.mark.line, g.mark.column,
              g.index, format == BAO_FORMAT_TEXT ? "a transcript" : "YAML");
      status = 2;
    }
    bao_game_free(&g);
  }
  return status;
}

int bao_cmd_convert(const cli *o)
{
  checker c;
  bao_error err;
  FILE *in, *out = stdout;
  int status;
  memset(&c, 0, sizeof c);
  c.o = o;
  c.out = stderr;
  c.path = o->files[0];
  if (!(in = open_input(c.path)))
    return 2;
  if (o->output && !(out = fopen(o->output, "wb"))) {
    fprintf(stderr, "bao: %s: cannot write: ", o->output), perror(NULL);
    if (in != stdin)
      fclose(in);
    return 2;
  }
  c.tr = bao_token_reader_new(&err);
  c.rd = bao_reader_open(in, c.path, BAO_FORMAT_AUTO);
  status = c.tr && c.rd ? convert_file(&c, out) : 2;
  if (c.errors && status < 1)
    status = 1;
  bao_reader_close(c.rd);
  bao_token_reader_free(c.tr);
  if (in != stdin)
    fclose(in);
  if (out != stdout && fclose(out) != 0)
    status = 2;
  return status;
}
