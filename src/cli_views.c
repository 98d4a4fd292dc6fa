/* cli_views.c - bao annotate and bao diagram: views of a game through the
 * one walk of view.h. */
#define _POSIX_C_SOURCE 200809L /* mkdir, stat */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "annotate.h"
#include "cli.h"
#include "view.h"

/* Reads every game of every file and walks it with `r`; diagnostics as in
 * bao check, but only the errors. */
typedef int (*game_fn)(const cli *o, bao_token_reader *tr, const bao_game *g,
                       const char *path);

static int each_game(const cli *o, game_fn fn)
{
  bao_error err;
  bao_token_reader *tr = bao_token_reader_new(&err);
  int i, r, status = 0;
  if (!tr)
    return 2;
  for (i = 0; i < o->n_files; i++) {
    FILE *f = strcmp(o->files[i], "-") ? fopen(o->files[i], "rb") : stdin;
    bao_reader *rd;
    bao_game g;
    bao_read_error re;
    if (!f) {
      fprintf(stderr, "bao: %s: cannot open: ", o->files[i]), perror(NULL);
      status = 2;
      continue;
    }
    rd = bao_reader_open(f, o->files[i], BAO_FORMAT_AUTO);
    while (rd && (r = bao_reader_next(rd, &g, &re)) != 0) {
      if (r < 0) {
        fprintf(stderr, "%s:%d:%d: error: %s\n", o->files[i], re.mark.line,
                re.mark.column, re.message);
        status = 2;
        continue;
      }
      r = fn(o, tr, &g, o->files[i]);
      if (r > status)
        status = r;
      bao_game_free(&g);
    }
    bao_reader_close(rd);
    if (f != stdin)
      fclose(f);
  }
  bao_token_reader_free(tr);
  return status;
}

/* Says where a replay stopped (bao check gives the details). */
static int replay_status(const bao_replay *rp, const bao_game *g,
                         const char *path)
{
  if (rp->setup_failed) {
    fprintf(stderr, "%s:%d:%d: error: game %d: %s\n", path, rp->mark.line,
            rp->mark.column, g->index, rp->why);
    return 1;
  }
  if (rp->failed) {
    const bao_ply_src *p = &g->plies[rp->done];
    fprintf(stderr, "%s:%d:%d: error: game %d ply %zu '%s' is not legal "
            "(see bao check)\n", path, p->mark.line, p->mark.column,
            g->index, rp->done + 1, p->token);
    return 1;
  }
  return 0;
}

static bao_replay_opts replay_opts(const cli *o)
{
  bao_replay_opts ro;
  ro.dialect = o->dialect;
  ro.rules = o->rules;
  return ro;
}

/* ---- bao annotate ------------------------------------------------------------- */

static int annotate_game(const cli *o, bao_token_reader *tr, const bao_game *g,
                         const char *path)
{
  bao_replay rp;
  bao_replay_opts ro = replay_opts(o);
  const bao_renderer *r = o->format == CLI_YAML ? &bao_annotate_yaml
                                                : &bao_annotate_text;
  bao_game_walk(tr, g, &ro, r, stdout, &rp);
  return replay_status(&rp, g, path);
}

int bao_cmd_annotate(const cli *o)
{
  return each_game(o, annotate_game);
}

/* ---- bao diagram -------------------------------------------------------------- */

typedef struct pick {
  const cli *o;
  const bao_game *g;
  char title[300];
  char caption[300];
  size_t first;        /* first ply of the current --every range          */
  int written;
  int status;
} pick;

static int selected(const cli *o, size_t ply, size_t plies)
{
  if (o->all)
    return 1;
  if (o->every > 0)
    return (ply + 1) % (size_t)o->every == 0 || ply + 1 == plies;
  return o->ply >= 0 && (size_t)o->ply == ply + 1;
}

/* Writes one diagram to stdout, -o FILE, or -o DIR/ply-NNN.EXT. */
static void emit(pick *k, size_t ply, const bao_position *p,
                 const bao_marks *m)
{
  const cli *o = k->o;
  bao_diagram_opts d;
  char path[4096];
  FILE *f = stdout;
  memset(&d, 0, sizeof d);
  d.flip = o->flip;
  d.dots = o->dots > 0;
  d.dots_max = o->dots;
  d.title = k->title[0] ? k->title : NULL;
  d.caption = k->caption[0] ? k->caption : NULL;
  if (o->output && (o->all || o->every)) {
    /* game 1: DIR/ply-NNN; later games of the file: DIR/game-N-ply-NNN */
    if (k->g && k->g->index > 1)
      snprintf(path, sizeof path, "%s/game-%d-ply-%03zu.%s", o->output,
               k->g->index, ply, o->format == CLI_SVG ? "svg" : "txt");
    else
      snprintf(path, sizeof path, "%s/ply-%03zu.%s", o->output, ply,
               o->format == CLI_SVG ? "svg" : "txt");
    f = fopen(path, "wb");
  } else if (o->output) {
    f = fopen(o->output, "wb");
  }
  if (!f) {
    fprintf(stderr, "bao: cannot write %s\n", o->output);
    k->status = 2;
    return;
  }
  if (k->written++ && f == stdout && o->format != CLI_SVG)
    fputc('\n', f);
  if (o->format == CLI_SVG)
    bao_diagram_svg(f, p, m, &d);
  else
    bao_diagram_ascii(f, p, m, &d);
  if (f != stdout && fclose(f) != 0)
    k->status = 2;
}

static void set_title(pick *k, size_t ply)
{
  const char *s = bao_game_tag(k->g, "south"), *n = bao_game_tag(k->g, "north");
  snprintf(k->title, sizeof k->title, "%s - %s, %s %zu", s ? s : "South",
           n ? n : "North", ply ? "after ply" : "start, ply", ply);
}

static void diagram_ply(void *ctx, const bao_view_ply *v)
{
  pick *k = ctx;
  bao_marks m;
  if (!selected(k->o, v->ply, k->g->n_plies)) {
    if (k->o->every > 0 && (v->ply + 1) % (size_t)k->o->every == 1)
      k->first = v->ply;
    return;
  }
  bao_marks_of(v, &m);
  set_title(k, v->ply + 1);
  if (k->o->every > 1) {
    snprintf(k->caption, sizeof k->caption, "plies %zu-%zu", k->first + 1,
             v->ply + 1);
    k->first = v->ply + 1;
  } else {
    snprintf(k->caption, sizeof k->caption, "%zu. %s", v->ply + 1, v->token);
  }
  emit(k, v->ply + 1, v->after, &m);
}

static void diagram_begin(void *ctx, const bao_game *g)
{
  pick *k = ctx;
  (void)g;
  k->first = 0;
}

static int diagram_game(const cli *o, bao_token_reader *tr, const bao_game *g,
                        const char *path)
{
  static const bao_renderer r = {diagram_begin, diagram_ply, NULL};
  bao_replay rp;
  bao_replay_opts ro = replay_opts(o);
  pick k;
  memset(&k, 0, sizeof k);
  k.o = o;
  k.g = g;
  bao_game_walk(tr, g, &ro, &r, &k, &rp);
  if (!rp.setup_failed && (o->all || o->ply == 0)) {
    set_title(&k, 0);
    k.caption[0] = '\0';
    emit(&k, 0, &rp.start, NULL);
  }
  if (!rp.setup_failed && !rp.failed && o->ply > 0 &&
      (size_t)o->ply > g->n_plies) {
    fprintf(stderr, "bao: %s: game %d has %zu plies, not %d\n", path,
            g->index, g->n_plies, o->ply);
    return 2;
  }
  return k.status > replay_status(&rp, g, path)
           ? k.status : replay_status(&rp, g, path);
}

static int diagram_position(const cli *o)
{
  bao_position p;
  bao_error err;
  pick k;
  if (!bao_position_parse(o->position, &o->rules, &p, &err)) {
    fprintf(stderr, "bao: --position:1:%d: error: %s\n  %s\n  %*s^\n",
            err.column, err.message, o->position,
            err.column > 0 ? err.column - 1 : 0, "");
    return 2;
  }
  memset(&k, 0, sizeof k);
  k.o = o;
  emit(&k, 0, &p, NULL);
  return k.status;
}

int bao_cmd_diagram(const cli *o)
{
  if (o->position && o->n_files == 0)
    return diagram_position(o);
  if (o->n_files == 0 || o->position) {
    fprintf(stderr, "bao: diagram takes --position LINE, or one record "
            "with --ply N, --all or --every K\nTry 'bao --help'.\n");
    return 2;
  }
  if (o->ply < 0 && !o->all && o->every <= 0) {
    fprintf(stderr, "bao: diagram of a record needs --ply N, --all or "
            "--every K\nTry 'bao --help'.\n");
    return 2;
  }
  if (o->output && (o->all || o->every) &&
      mkdir(o->output, 0777) != 0) {
    struct stat st;
    if (stat(o->output, &st) != 0 || !S_ISDIR(st.st_mode)) {
      fprintf(stderr, "bao: -o %s: not a directory\n", o->output);
      return 2;
    }
  }
  return each_game(o, diagram_game);
}
