/* cli_search.c - bao search and bao dedup: questions of a whole
 * collection, each a renderer of the one walk (search.h); the command
 * reads the question, names the files and sets the exit status. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "bao/search.h"

/* ---- --moves: the opening, read as a game of its own ------------------------ */

typedef struct opening {
  char **tokens;     /* canonical, malloc'd                              */
  size_t n;
  bao_diag error;    /* the first error of its walk                      */
  int failed;
} opening;

static int opening_ply(void *ctx, const bao_replay *r, const bao_ply_report *p)
{
  opening *k = ctx;
  char *t = malloc(strlen(p->token) + 1);
  (void)r;
  if (!t)
    return k->failed = 1, 0;
  k->tokens[k->n++] = strcpy(t, p->token);
  return 1;
}

static int opening_diag(void *ctx, const bao_replay *r, const bao_diag *d,
                        const bao_ply_report *p)
{
  opening *k = ctx;
  (void)r;
  (void)p;
  if (d->level == BAO_ERROR && !k->failed)
    k->error = *d, k->failed = 1;
  return 1;
}

static const bao_renderer opening_renderer = {.diag = opening_diag,
                                              .ply = opening_ply};

/* A move number as a transcript prints it: "1.", "(1)", "12". */
static int move_number(const char *w, size_t n)
{
  size_t i = w[0] == '(';
  if (i >= n || w[i] < '0' || w[i] > '9')
    return 0;
  while (i < n && w[i] >= '0' && w[i] <= '9')
    i++;
  return i == n || (i + 1 == n && (w[i] == '.' || w[i] == ')'));
}

/* The words of `text` as the plies of g, each with its column. */
static int opening_game(bao_game *g, const char *text)
{
  size_t i = 0, n;
  bao_ply_src *p;
  bao_game_init(g);
  g->index = 1;
  g->mark.line = 1;
  while (text[i]) {
    i += strspn(text + i, " \t,;");
    n = strcspn(text + i, " \t,;");
    if (n && !move_number(text + i, n)) {
      if (!(p = bao_game_add_ply(g)) ||
          !(p->token = bao_game_strndup(g, text + i, n)))
        return 0;
      p->mark.line = 1;
      p->mark.column = (int)i + 1;
      p->width = (int)n;
    }
    i += n;
  }
  bao_game_fill(g);
  return 1;
}

/* Reads --moves from the start of --variant (the dialect its tokens
 * say, or --dialect) into canonical tokens; 0, or 2 with the error
 * under the token at fault. */
/* search's own options: what to look for, and how to say the hits */
typedef struct search_opts {
  const char *pattern; /* --pattern PATTERN, or NULL                    */
  const char *moves;   /* --moves "TOKENS", or NULL                     */
  int count;           /* --count: the hits per file, not the hits      */
} search_opts;

#define AT(field) offsetof(search_opts, field)
const cli_option cli_search_options[] = {
  CLI_USE("--position"), CLI_USE("--rule"), CLI_USE("--variant"),
  CLI_USE("--dialect"), CLI_USE("--from-format"), CLI_USE("--budget"),
  {"--pattern", 1, cli_set_text, AT(pattern), 0, 0, NULL},
  {"--moves", 1, cli_set_text, AT(moves), 0, 0, NULL},
  {"--count", 0, NULL, AT(count), 0, 0, NULL},
  {NULL, 0, NULL, 0, 0, 0, NULL},
};

static int read_opening(const cli_common *o, const search_opts *x,
                        opening *k)
{
  bao_replay_opts ro = cli_replay_opts(o);
  bao_game g;
  bao_walk *w;
  bao_diag d;
  int ok;
  memset(k, 0, sizeof *k);
  if (!opening_game(&g, x->moves) ||
      !(k->tokens = calloc(g.n_plies + 1, sizeof *k->tokens)) ||
      !(w = bao_walk_new(&ro, &d))) {
    bao_game_free(&g);
    fprintf(stderr, "bao: out of memory\n");
    return 2;
  }
  bao_walk_add(w, &opening_renderer, k);
  ok = g.n_plies > 0 && bao_walk_game(w, &g, NULL) && !k->failed;
  bao_walk_free(w);
  bao_game_free(&g);
  if (ok)
    return 0;
  if (!k->failed)
    return cli_usage_error("--moves names no move", x->moves);
  k->error.mark.line = 1;
  /* "game 1 (? - ?) ply 2 ...": the opening is no game of a record */
  if (strncmp(k->error.message, "game 1 (? - ?) ", 15) == 0)
    memmove(k->error.message, k->error.message + 15,
            strlen(k->error.message + 15) + 1);
  bao_diag_print(stderr, "bao: --moves", &k->error, x->moves, 1, "  ");
  return 2;
}

static void opening_free(opening *k)
{
  size_t i;
  for (i = 0; i < k->n; i++)
    free(k->tokens[i]);
  free(k->tokens);
}

/* ---- bao search ------------------------------------------------------------ */

typedef struct searching {
  bao_search_ctx s;
  char path[4096]; /* the file's name as shown: a tab or a line break in
                      it would cut a hit's line                         */
  size_t before; /* the hits of the files before                       */
  int begun;     /* the file could be read                             */
} searching;

static void search_file(void *ctx, const char *path, bao_reader *rd)
{
  searching *k = ctx;
  (void)rd;
  bao_text_clean(path, 1000, k->path, sizeof k->path);
  k->s.path = k->path;
  k->before = k->s.hits;
  k->begun = 1;
}

/* --count: "FILE:N", as grep -c writes it of several files. */
static int search_done(void *ctx, const char *path, int status)
{
  searching *k = ctx;
  char n[32];
  (void)path; /* shown as cleaned at the file's start */
  if (k->s.count && k->begun) {
    snprintf(n, sizeof n, ":%zu\n", k->s.hits - k->before);
    bao_sink_write(k->s.out, k->path, strlen(k->path));
    bao_sink_write(k->s.out, n, strlen(n));
  }
  k->begun = 0;
  if (!bao_sink_flush(k->s.out) && status < 2)
    return 2;
  return status;
}

/* What to look for: one of --position, --pattern, --moves; 0, or 2. */
static int question(const cli_common *o, const search_opts *x, searching *k,
                    opening *moves)
{
  bao_diag d;
  int rc;
  if (!!o->position + !!x->pattern + !!x->moves != 1)
    return cli_usage_error("search takes one of --position, --pattern or "
                           "--moves", NULL);
  if (o->position) {
    k->s.kind = BAO_SEARCH_POSITION;
    return cli_position(o, &k->s.position);
  }
  if (x->pattern) {
    k->s.kind = BAO_SEARCH_PATTERN;
    if (bao_pattern_parse(x->pattern, &k->s.pattern, &d))
      return 0;
    d.mark.line = 1;
    d.width = 1;
    bao_diag_print(stderr, "bao: --pattern", &d, x->pattern, 1, "  ");
    return 2;
  }
  k->s.kind = BAO_SEARCH_MOVES;
  if ((rc = read_opening(o, x, moves)) != 0)
    return rc;
  k->s.moves = (const char *const *)moves->tokens;
  k->s.n_moves = moves->n;
  return 0;
}

int cli_search(cli_common *o)
{
  search_opts x = {NULL, NULL, 0};
  searching k;
  opening moves;
  cli_files hooks = {search_file, search_done, NULL};
  int status;
  if ((status = cli_parse(o, &x)) != 0)
    return status;
  memset(&k, 0, sizeof k);
  memset(&moves, 0, sizeof moves);
  if ((status = question(o, &x, &k, &moves)) != 0) {
    opening_free(&moves);
    return status;
  }
  k.s.count = x.count;
  hooks.ctx = &k;
  if (!(k.s.out = cli_stdout_sink())) {
    opening_free(&moves);
    fprintf(stderr, "bao: out of memory\n");
    return 2;
  }
  status = cli_view_files(o, &bao_search_renderer, &k.s, &hooks, 0);
  if (!bao_sink_free(k.s.out) || cli_stdout_done())
    status = 2;
  opening_free(&moves);
  /* grep's convention: 0 a hit, 1 none, 2 trouble (a record that does
     not replay is trouble: the search saw only part of it) */
  return status ? 2 : k.s.hits ? 0 : 1;
}
