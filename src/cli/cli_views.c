/* cli_views.c - bao annotate and bao diagram: views of a game, each a
 * renderer of the one walk, errors reported by the walk's diagnostics. */
#define _POSIX_C_SOURCE 200809L /* mkdir, stat */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"

/* cli.h */
int cli_view_files(const cli *o, const bao_renderer *r, void *ctx,
                   const cli_files *hooks, int flags)
{
  bao_replay_opts ro = cli_replay_opts(o);
  bao_check_ctx diag;
  bao_walk *w;
  int status;
  memset(&diag, 0, sizeof diag);
  diag.out = stderr;
  diag.max_level = BAO_ERROR;
  ro.events = (flags & CLI_VIEW_EVENTS) != 0;
  ro.analysis = flags & CLI_VIEW_ANALYSIS ? cli_depth(o) : 0;
  if (!(w = cli_new_walk(&ro, &diag)))
    return 2;
  bao_walk_add(w, r, ctx);
  status = cli_walk_files(o, w, &diag, hooks);
  bao_walk_free(w);
  if (cli_stdout_done())
    status = 2;
  return status;
}

/* ---- bao annotate ------------------------------------------------------------- */

int cli_annotate(const cli *o)
{
  int status;
  bao_sink *out = cli_stdout_sink();
  bao_annotate_ctx a;
  if (!out) {
    fprintf(stderr, "bao: out of memory\n");
    return 2;
  }
  bao_annotate_ctx_init(&a, out);
  status = cli_view_files(o, o->format == CLI_YAML ? &bao_annotate_yaml
                                                   : &bao_annotate_text,
                          &a, NULL, CLI_VIEW_EVENTS | CLI_VIEW_ANALYSIS);
  bao_annotate_ctx_free(&a);
  if (!bao_sink_free(out) && status < 2)
    status = 2;
  return status;
}

/* ---- bao diagram --------------------------------------------------------------
 * Diagrams go to one stream (standard output, or -o FILE, written whole or
 * not at all) or, with --all and --every, one file each into -o DIR.  An
 * SVG diagram is a document of its own: one stream takes one. */

typedef struct pick {
  const cli *o;
  const bao_game *g;
  const char *path;    /* the record                                      */
  int stem;            /* several records into one DIR: name files after
                          each (DIR/STEM-ply-NNN), so none overwrites
                          another's                                       */
  cli_out out;         /* the one stream, when there is one               */
  char title[300];
  char caption[600];
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

static int to_dir(const cli *o) { return o->output && (o->all || o->every); }

/* DIR/[STEM-][game-N-]ply-NNN.EXT; 0 if it does not fit a path. */
static int file_name(pick *k, size_t ply, char *path, size_t size)
{
  const char *base = strrchr(k->path, '/'), *dot;
  char stem[256] = "", game[32] = "";
  base = base ? base + 1 : k->path;
  dot = strrchr(base, '.');
  if (k->stem)
    snprintf(stem, sizeof stem, "%.*s-",
             (int)(dot && dot > base ? (size_t)(dot - base) : strlen(base)),
             base);
  if (k->g && k->g->index > 1)
    snprintf(game, sizeof game, "game-%d-", k->g->index);
  return (size_t)snprintf(path, size, "%s/%s%sply-%03zu.%s", k->o->output,
                          stem, game, ply,
                          k->o->format == CLI_SVG ? "svg" : "txt") < size;
}

/* 1, or 0 when the diagram could not be written whole. */
static int draw(FILE *f, const pick *k, const bao_position *p,
                const bao_marks *m)
{
  bao_diagram_opts d;
  bao_sink *s = bao_sink_file(f, BAO_SINK_BLOCKS);
  int ok;
  if (!s)
    return 0;
  memset(&d, 0, sizeof d);
  d.flip = k->o->flip;
  d.dots = k->o->dots > 0;
  d.dots_max = k->o->dots;
  d.theme = k->o->theme > 0 ? k->o->theme : BAO_THEME_LIGHT;
  d.title = k->title[0] ? k->title : NULL;
  d.caption = k->caption[0] ? k->caption : NULL;
  if (k->o->format == CLI_SVG)
    ok = bao_diagram_svg(s, p, m, &d);
  else
    ok = bao_diagram_ascii(s, p, m, &d);
  return bao_sink_free(s) && ok;
}

/* Writes one diagram: into its own file of -o DIR, or onto the stream. */
static int emit(pick *k, size_t ply, const bao_position *p,
                const bao_marks *m)
{
  char path[4096];
  cli_out file;
  if (to_dir(k->o)) {
    if (!file_name(k, ply, path, sizeof path)) {
      fprintf(stderr, "bao: %s/...: the file name of ply %zu is too long\n",
              k->o->output, ply);
      return k->status = 2, 0;
    }
    if (cli_out_open(&file, path, k->o))
      return k->status = 2, 0;
    if (!draw(file.f, k, p, m) && !ferror(file.f)) { /* out of memory */
      fprintf(stderr, "bao: %s: out of memory\n", path);
      k->status = 2;
    }
    return !(k->status |= cli_out_close(&file, 1));
  }
  if (k->written && k->o->format == CLI_SVG) {
    fprintf(stderr, "bao: %s: more than one SVG diagram; an SVG document "
            "holds one: use -o DIR with --all or --every, or --ply for one "
            "game\n", k->out.path ? k->out.path : "standard output");
    return k->status = 2, 0;
  }
  if (k->written++)
    fputc('\n', k->out.f);
  return draw(k->out.f, k, p, m) && !cli_stdout_failed() &&
         !ferror(k->out.f);
}

static void set_title(pick *k, size_t ply)
{
  const char *s = bao_game_tag(k->g, "south"), *n = bao_game_tag(k->g, "north");
  char south[128], north[128];
  bao_text_clean(s ? s : "South", 40, south, sizeof south);
  bao_text_clean(n ? n : "North", 40, north, sizeof north);
  snprintf(k->title, sizeof k->title, "%s - %s, %s %zu", south, north,
           ply ? "after ply" : "start, ply", ply);
}

/* Adds a ply to a caption in the record's own move numbering: "12. A4R"
 * for South, "12... a2L" for North when it opens the caption, or just
 * "a2L" after South's move of the same number. */
static void caption_add(pick *k, const bao_ply_report *v, int opens)
{
  size_t n = strlen(k->caption);
  int number = v->src->number;
  if (n + 32 >= sizeof k->caption)
    return;
  if (v->side == BAO_SOUTH || opens || number <= 0)
    snprintf(k->caption + n, sizeof k->caption - n, "%s%d%s %s",
             n ? " " : "", number, v->side == BAO_SOUTH ? "." : "...",
             v->token);
  else
    snprintf(k->caption + n, sizeof k->caption - n, " %s", v->token);
}

static int diagram_ply(void *ctx, const bao_replay *r, const bao_ply_report *v)
{
  pick *k = ctx;
  bao_marks m;
  (void)r;
  if (k->o->every > 0 && v->ply % (size_t)k->o->every == 0) {
    k->caption[0] = '\0'; /* a range opens */
    k->first = v->ply;
  }
  if (k->o->every > 1)
    caption_add(k, v, v->ply == k->first);
  if (!selected(k->o, v->ply, k->g->n_plies))
    return 1;
  bao_marks_of(v, &m);
  set_title(k, v->ply + 1);
  if (k->o->every <= 1) {
    k->caption[0] = '\0';
    caption_add(k, v, 1);
  }
  return emit(k, v->ply + 1, v->after, &m);
}

/* The start (ply 0) is drawn once the set-up is known. */
static int diagram_begin(void *ctx, const bao_replay *r)
{
  pick *k = ctx;
  k->g = r->game;
  k->first = 0;
  k->caption[0] = '\0';
  if (r->setup_failed || !(k->o->all || k->o->ply == 0))
    return 1;
  set_title(k, 0);
  return emit(k, 0, &r->start, NULL);
}

/* A ply beyond the record is a usage error, unless the record breaks
 * before it (the walk said so). */
static int diagram_end(void *ctx, const bao_replay *r)
{
  pick *k = ctx;
  if (!r->setup_failed && !r->failed && !r->stopped && k->o->ply > 0 &&
      (size_t)k->o->ply > r->game->n_plies) {
    fprintf(stderr, "bao: %s: game %d has %zu plies, not %d\n", k->path,
            r->game->index, r->game->n_plies, k->o->ply);
    k->status = 2;
  }
  return 1;
}

static void diagram_file(void *ctx, const char *path, bao_reader *rd)
{
  pick *k = ctx;
  (void)rd;
  k->path = path;
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
  if (cli_out_open(&k.out, o->output, o))
    return 2;
  emit(&k, 0, &p, NULL);
  return cli_out_close(&k.out, !k.status) | k.status;
}

/* What cannot be written correctly is refused before anything is. */
static int diagram_usage(const cli *o)
{
  const char *dot = o->output ? strrchr(o->output, '.') : NULL;
  struct stat st;
  if (o->n_files == 0 || o->position)
    return cli_usage_error("diagram takes --position LINE, or records with "
                           "--ply N, --all or --every K", NULL);
  if (o->ply < 0 && !o->all && o->every <= 0)
    return cli_usage_error("diagram of a record needs --ply N, --all or "
                           "--every K", NULL);
  if (o->format == CLI_SVG && (o->all || o->every) && !o->output)
    return cli_usage_error("--all and --every write one SVG document each: "
                           "name a directory with -o DIR", NULL);
  if (to_dir(o) && dot && strchr(dot, '/') == NULL &&
      (strcmp(dot, ".svg") == 0 || strcmp(dot, ".txt") == 0) &&
      stat(o->output, &st) != 0)
    return cli_usage_error("--all and --every write one file per diagram "
                           "into a directory, not a file", o->output);
  if (to_dir(o) && mkdir(o->output, 0777) != 0 &&
      (stat(o->output, &st) != 0 || !S_ISDIR(st.st_mode))) {
    fprintf(stderr, "bao: %s: cannot make the directory: %s\n", o->output,
            strerror(errno == EEXIST ? ENOTDIR : errno));
    return 2;
  }
  return 0;
}

int cli_diagram(const cli *o)
{
  static const bao_renderer r = {.begin = diagram_begin,
                                 .ply = diagram_ply, .end = diagram_end};
  cli_files hooks = {diagram_file, NULL, NULL};
  pick k;
  int status;
  if (o->position && o->n_files == 0)
    return diagram_position(o);
  if ((status = diagram_usage(o)) != 0)
    return status;
  memset(&k, 0, sizeof k);
  k.o = o;
  k.stem = o->n_files > 1;
  hooks.ctx = &k;
  if (!to_dir(o) && cli_out_open(&k.out, o->output, o))
    return 2;
  status = cli_view_files(o, &r, &k, &hooks, CLI_VIEW_EVENTS);
  if (!to_dir(o) && cli_out_close(&k.out, status < 2 && k.status < 2))
    status = 2;
  return k.status > status ? k.status : status;
}
