/* cli_views.c - bao annotate and bao diagram: views of a game, each a
 * renderer of the one walk, errors reported by the walk's diagnostics. */
#define _POSIX_C_SOURCE 200809L /* mkdir, stat */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"

/* Walks every game of every file with `r` (context ctx) after the
 * diagnostics, which show errors only, on standard error. */
static int view_files(const cli *o, const bao_renderer *r, void *ctx)
{
  bao_replay_opts ro = cli_replay_opts(o);
  bao_check_ctx diag;
  bao_walk *w;
  int status;
  memset(&diag, 0, sizeof diag);
  diag.out = stderr;
  diag.max_level = BAO_ERROR;
  ro.events = 1;
  if (!(w = cli_new_walk(&ro, &diag)))
    return 2;
  bao_walk_add(w, r, ctx);
  status = cli_walk_files(o, w, &diag, NULL);
  bao_walk_free(w);
  if (fflush(stdout) != 0 || ferror(stdout)) {
    fprintf(stderr, "bao: standard output: %s\n", strerror(errno));
    status = 2;
  }
  return status;
}

/* ---- bao annotate ------------------------------------------------------------- */

int cli_annotate(const cli *o)
{
  return view_files(o, o->format == CLI_YAML ? &bao_annotate_yaml
                                             : &bao_annotate_text, stdout);
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
static int emit(pick *k, size_t ply, const bao_position *p,
                const bao_marks *m)
{
  const cli *o = k->o;
  bao_diagram_opts d;
  char path[4096];
  const char *name = o->output;
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
    name = path;
  }
  if (name && !(f = fopen(name, "wb"))) {
    fprintf(stderr, "bao: %s: cannot write: %s\n", name, strerror(errno));
    k->status = 2;
    return 0;
  }
  if (k->written++ && f == stdout && o->format != CLI_SVG)
    fputc('\n', f);
  if (o->format == CLI_SVG)
    bao_diagram_svg(f, p, m, &d);
  else
    bao_diagram_ascii(f, p, m, &d);
  if (f != stdout ? fclose(f) != 0 : ferror(f) != 0) {
    fprintf(stderr, "bao: %s: %s\n", name ? name : "standard output",
            strerror(errno));
    k->status = 2;
    return 0;
  }
  return 1;
}

static void set_title(pick *k, size_t ply)
{
  const char *s = bao_game_tag(k->g, "south"), *n = bao_game_tag(k->g, "north");
  snprintf(k->title, sizeof k->title, "%s - %s, %s %zu", s ? s : "South",
           n ? n : "North", ply ? "after ply" : "start, ply", ply);
}

static int diagram_ply(void *ctx, const bao_replay *r, const bao_ply_report *v)
{
  pick *k = ctx;
  bao_marks m;
  (void)r;
  if (!selected(k->o, v->ply, k->g->n_plies)) {
    if (k->o->every > 0 && (v->ply + 1) % (size_t)k->o->every == 1)
      k->first = v->ply;
    return 1;
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
  return emit(k, v->ply + 1, v->after, &m);
}

/* The start (ply 0) is drawn once the set-up is known. */
static int diagram_begin(void *ctx, const bao_replay *r)
{
  pick *k = ctx;
  k->g = r->game;
  k->first = 0;
  if (r->setup_failed || !(k->o->all || k->o->ply == 0))
    return 1;
  set_title(k, 0);
  k->caption[0] = '\0';
  return emit(k, 0, &r->start, NULL);
}

/* A ply beyond the record is a usage error, unless the record breaks
 * before it (the walk said so). */
static int diagram_end(void *ctx, const bao_replay *r)
{
  pick *k = ctx;
  if (!r->setup_failed && !r->failed && !r->stopped && k->o->ply > 0 &&
      (size_t)k->o->ply > r->game->n_plies) {
    fprintf(stderr, "bao: game %d has %zu plies, not %d\n", r->game->index,
            r->game->n_plies, k->o->ply);
    k->status = 2;
  }
  return 1;
}

static int diagram_position(const cli *o)
{
  bao_position p;
  bao_diag err;
  pick k;
  if (!bao_position_parse(o->position, &o->base, &p, &err)) {
    err.mark.line = 1;
    err.width = 1;
    bao_diag_print(stderr, "bao: --position", &err, o->position, 1, "  ");
    return 2;
  }
  memset(&k, 0, sizeof k);
  k.o = o;
  emit(&k, 0, &p, NULL);
  if (!k.status && (fflush(stdout) != 0 || ferror(stdout))) {
    fprintf(stderr, "bao: standard output: %s\n", strerror(errno));
    return 2;
  }
  return k.status;
}

int cli_diagram(const cli *o)
{
  static const bao_renderer r = {diagram_begin, NULL, diagram_ply,
                                 diagram_end};
  pick k;
  int status;
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
  memset(&k, 0, sizeof k);
  k.o = o;
  status = view_files(o, &r, &k);
  return k.status > status ? k.status : status;
}
