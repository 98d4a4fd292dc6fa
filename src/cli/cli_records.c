/* cli_records.c - the one loop over every game of every file, and the
 * record commands that are nothing but a choice of renderers: bao check
 * (diagnostics), bao replay (the trace), bao convert. */
#define _POSIX_C_SOURCE 200809L /* fileno, fstat, mkstemp, fdopen */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"

int cli_depth(const cli_common *o)
{
  return o->depth >= 0 ? o->depth : CLI_DEFAULT_DEPTH;
}

bao_replay_opts cli_replay_opts(const cli_common *o)
{
  bao_replay_opts r;
  bao_replay_opts_init(&r);
  r.dialect = o->dialect;
  r.variant = o->variant;
  r.rules = o->rules;
  r.n_rules = o->n_rules;
  r.strict = o->strict;
  r.lap_budget = o->budget;
  return r;
}

/* Opens `path` ("-" is standard input) for reading; NULL with a message. */
static FILE *open_input(const char *path)
{
  FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
  if (!f)
    fprintf(stderr, "bao: %s: cannot open: %s\n", path, strerror(errno));
  return f;
}

/* Fills d with "WHAT: <why>" from errno; returns NULL. */
static void *input_failed(bao_diag *d, const char *what)
{
  bao_diag_set(d, bao_mark_column(0), "%s: %s", what, strerror(errno));
  return NULL;
}

/* cli.h */
FILE *cli_temporary(const char *stem)
{
  const char *dir = getenv("TMPDIR");
  char path[4096];
  FILE *f;
  int fd;
  if (!dir || !*dir)
    dir = "/tmp";
  if ((size_t)snprintf(path, sizeof path, "%s/%s.XXXXXX", dir, stem) >=
        sizeof path ||
      (fd = mkstemp(path)) < 0)
    return NULL;
  remove(path);
  if (!(f = fdopen(fd, "w+b")))
    close(fd);
  return f;
}

/* The most of a pipe copied (man/bao.1 says so): `yes | bao check -`
 * must not fill the temporary directory. */
#define PIPE_LIMIT ((size_t)256 << 20)

/* The reader needs a stream it can rewind: a pipe (standard input, say)
 * is read through a copy (*copy, to be closed), every write of it
 * checked (a full temporary directory must not shorten a record without
 * a word), at most PIPE_LIMIT bytes of it.  A directory or a closed
 * descriptor is left to the reader, which says so.  NULL with `d`. */
static FILE *rewindable(FILE *f, FILE **copy, bao_diag *d)
{
  char buf[65536];
  struct stat st;
  size_t n, total = 0;
  long at = ftell(f);
  *copy = NULL;
  if ((at >= 0 && fseek(f, at, SEEK_SET) == 0) ||
      fstat(fileno(f), &st) != 0 || S_ISDIR(st.st_mode))
    return f;
  if (!(*copy = cli_temporary("bao-input")))
    return input_failed(d, "cannot make a temporary copy of the input");
  while ((n = fread(buf, 1, sizeof buf, f)) > 0) {
    if ((total += n) > PIPE_LIMIT) {
      bao_diag_set(d, bao_mark_column(0), "cannot read: the input is a "
                   "pipe longer than 256 MiB (the most copied): save it "
                   "to a file and give its name");
      return NULL;
    }
    if (fwrite(buf, 1, n, *copy) != n)
      return input_failed(d, "cannot copy the input to a temporary file");
  }
  if (ferror(f))
    return input_failed(d, "cannot read");
  if (fflush(*copy) != 0)
    return input_failed(d, "cannot copy the input to a temporary file");
  rewind(*copy);
  return *copy;
}

/* Whether what the reader gave is a game: a move, a set-up, a known key
 * or a line of moves gone wrong (an error the reader kept: the game's
 * moves, not prose); free text alone is not (every file of prose reads
 * as that). */
int cli_is_a_game(const bao_game *g)
{
  size_t i;
  if (g->n_plies || g->setup)
    return 1;
  for (i = 0; i < g->n_tags; i++)
    if (bao_known_key(g->tags[i].key, strlen(g->tags[i].key)))
      return 1;
  for (i = 0; i < g->n_warnings; i++)
    if (g->warnings[i].level == BAO_ERROR)
      return 1;
  return 0;
}

/* The reader of one file; what is not a record is refused whatever
 * --from-format says (the library sniffs it only when it picks the
 * format itself). */
static bao_reader *open_record(FILE *in, const char *path, int from_format,
                               bao_diag *err)
{
  const char *kind;
  if (from_format != BAO_FORMAT_AUTO && (kind = bao_not_a_record(in))) {
    bao_diag_set(err, bao_mark_column(0), "not a Bao record (it looks "
                 "like %s)", kind);
    return NULL;
  }
  return bao_reader_open(in, path, from_format, err);
}

/* Inputs read once and kept for a command that walks its files twice
 * (site: the collection, then the pages): standard input and a FIFO
 * cannot be read again (a FIFO's second open would wait for a writer
 * for ever), so their copy is kept, and standard input's start.  Found
 * by the name's pointer: a file named twice is two files. */
typedef struct kept_input {
  const char *path;
  FILE *copy; /* the copy of a pipe, or NULL: standard input, seekable */
  long start; /* where standard input started */
} kept_input;

static kept_input *kept;
static size_t n_kept;

static kept_input *kept_find(const char *path)
{
  size_t i;
  for (i = 0; i < n_kept; i++)
    if (kept[i].path == path)
      return &kept[i];
  return NULL;
}

/* Keeps `copy` (or stdin's start) for path; 0 out of memory. */
static int keep(const char *path, FILE *copy, long start)
{
  kept_input *grown = realloc(kept, (n_kept + 1) * sizeof *grown);
  if (!grown)
    return 0;
  kept = grown;
  kept[n_kept].path = path;
  kept[n_kept].copy = copy;
  kept[n_kept++].start = start;
  return 1;
}

/* The stream of `path` for a walk: its copy kept, rewound, the second
 * time (*f NULL then), else opened (*f, and *copy when it was copied).
 * NULL with a message said (*f NULL) or in `err`. */
static FILE *input_again(const char *path, FILE **f, FILE **copy,
                         bao_diag *err)
{
  kept_input *k = kept_find(path);
  FILE *in;
  *f = *copy = NULL;
  if (k && k->copy)
    return fseek(k->copy, 0, SEEK_SET) == 0 ? k->copy
                                            : input_failed(err, "cannot read");
  if (k)
    return fseek(stdin, k->start, SEEK_SET) == 0
               ? stdin : input_failed(err, "cannot read");
  if (!(*f = open_input(path)))
    return NULL;
  if ((in = rewindable(*f, copy, err)) != NULL && *f == stdin && !*copy &&
      !keep(path, NULL, ftell(stdin)))
    return input_failed(err, "out of memory");
  return in;
}

/* Walks every game of one file; its exit status (then hooks->end's). */
static int walk_file(bao_walk *w, bao_check_ctx *diag, const char *path,
                     int from_format, const cli_files *hooks, cli_pick *only)
{
  bao_game g;
  bao_diag err;
  bao_replay rp;
  bao_reader *rd;
  int r, status = 0, errors = diag->errors, games = 0, found = 0;
  FILE *f, *copy, *in = input_again(path, &f, &copy, &err);
  if (!in && !f && !kept_find(path))
    return 2; /* (could not open: said) */
  if (!in || !(rd = open_record(in, path, from_format, &err))) {
    rd = NULL;
    bao_sink_diag(diag->out, path, &err, NULL, 1, NULL);
    diag->errors++;
    status = 2;
  }
  diag->path = path;
  diag->source = rd;
  if (rd && hooks && hooks->begin)
    hooks->begin(hooks->ctx, path, rd);
  while (rd && (r = bao_reader_next(rd, &g, &err)) != 0) {
    if (r < 0 && err.level == BAO_NOTE) { /* a record skipped (of
                                             another game), said */
      bao_sink_diag(diag->out, path, &err, NULL, 1, NULL);
      continue;
    }
    if (r < 0) { /* the reader's problem: this game is lost, maybe more */
      bao_sink_diag(diag->out, path, &err, NULL, 1, NULL);
      diag->errors++;
      status = 2;
      continue;
    }
    if (!cli_is_a_game(&g)) { /* prose: nothing to walk, nothing to say */
      bao_game_free(&g);
      continue;
    }
    games++;
    found |= g.index == only->asked; /* (in this part or another's) */
    if (!cli_picked(only, &g)) {
      bao_game_free(&g); /* --game N or --shard K/N: not this one */
      continue;
    }
    bao_walk_game(w, &g, &rp);
    bao_game_free(&g);
    cli_stdout_failed(); /* notes why, the moment a write failed */
    if (rp.usage || rp.stopped)
      status = 2;
    if (rp.stopped)
      break;
  }
  if (rd && !games && status < 2 && !cli_stdout_failed()) {
    /* a file of prose (a README, say) is no record */
    bao_diag_set(&err, bao_mark_column(0), "no game found");
    bao_sink_diag(diag->out, path, &err, NULL, 1, NULL);
    diag->errors++;
  }
  if (rd && only->asked && !found && status < 2 && !cli_stdout_failed()) {
    fprintf(stderr, "bao: %s: no game %d\n", path, only->asked);
    status = 2;
  }
  if (status < 2 && diag->errors > errors)
    status = 1;
  if (hooks && hooks->end) /* the reader is still open */
    status = hooks->end(hooks->ctx, path, status);
  diag->source = NULL;
  bao_reader_close(rd);
  if (copy && (!in || !keep(path, copy, 0))) /* (a copy cut short: not) */
    fclose(copy);
  if (f && f != stdin)
    fclose(f);
  return status;
}

int cli_walk_files(const cli_common *o, bao_walk *w, bao_check_ctx *diag,
                   const cli_files *hooks)
{
  /* --game N: only that game of each file is walked (html picks its
     page itself, and walks the others for their diagnostics) */
  int i, s, status = 0;
  cli_pick only;
  if (cli_pick_init(&only, o))
    return 2;
  for (i = 0; i < o->n_files; i++) {
    s = walk_file(w, diag, o->files[i], o->from_format, hooks, &only);
    if (s > status)
      status = s;
    if (s == 2 && cli_stdout_failed())
      break; /* output is lost: stop at the first failure */
  }
  return status;
}

bao_walk *cli_new_walk(const bao_replay_opts *ro, bao_check_ctx *diag)
{
  bao_diag d;
  bao_walk *w = bao_walk_new(ro, &d);
  if (!w)
    fprintf(stderr, "bao: %s\n", d.message);
  else
    bao_walk_add(w, &bao_check_renderer, diag);
  return w;
}

/* ---- bao check, bao replay -------------------------------------------------- */

typedef struct summary {
  bao_check_ctx *diag;
  const char *stream; /* where diag->out writes, as a message names it */
  int always;       /* check: every file; replay: only one with problems */
  size_t plies;     /* of the files before                             */
  int games, errors, warnings;
} summary;

/* "FILE: N games, K plies legal, E errors, W warnings" */
static int summarise(void *ctx, const char *path, int status)
{
  summary *s = ctx;
  bao_check_ctx *c = s->diag;
  int games = c->games - s->games, errors = c->errors - s->errors;
  int warnings = c->warnings - s->warnings;
  size_t plies = c->plies - s->plies;
  char shown[256], line[512];
  int n;
  if (s->always || errors || warnings || status) {
    bao_text_clean(path, 200, shown, sizeof shown);
    n = snprintf(line, sizeof line, "%s: %d game%s, %zu plies legal, %d "
                 "error%s, %d warning%s\n", shown, games,
                 games == 1 ? "" : "s", plies, errors, errors == 1 ? "" : "s",
                 warnings, warnings == 1 ? "" : "s");
    bao_sink_write(c->out, line, n > 0 ? (size_t)n : 0);
  }
  s->plies = c->plies;
  s->games = c->games;
  s->errors = c->errors;
  s->warnings = c->warnings;
  if (!bao_sink_flush(c->out) && status < 2) {
    fprintf(stderr, "bao: %s: %s\n", s->stream, strerror(errno));
    return 2;
  }
  return status;
}

/* check's, replay's and convert's own options */
typedef struct records_opts {
  int suggest;   /* --suggest: a correction: line for a mistyped token */
  int positions; /* replay --positions                                 */
  int from;      /* convert --from: the dialect of a record stating none,
                    or -1                                               */
  int to;        /* convert --to: enum bao_format (AUTO: as read)       */
  int jsonl;     /* convert --jsonl: AP records one a line              */
} records_opts;

#define AT(field) offsetof(records_opts, field)
const cli_option cli_check_options[] = {
  CLI_USE("--rule"), CLI_USE("--variant"), CLI_USE("--dialect"),
  CLI_USE("--strict"), {"--suggest", 0, NULL, AT(suggest), 0, 0, NULL},
  CLI_USE("--from-format"), CLI_USE("--budget"),
  {NULL, 0, NULL, 0, 0, 0, NULL},
};

const cli_option cli_replay_options[] = {
  CLI_USE("--rule"), CLI_USE("--variant"), CLI_USE("--dialect"),
  CLI_USE("--strict"), {"--positions", 0, NULL, AT(positions), 0, 0, NULL},
  CLI_USE("--from-format"), CLI_USE("--budget"),
  {NULL, 0, NULL, 0, 0, 0, NULL},
};

static int set_to(void *base, const char *v, const cli_option *opt)
{
  records_opts *x = base;
  (void)opt;
  if (strcmp(v, "yaml") == 0 || strcmp(v, "text") == 0)
    return x->to = v[0] == 'y' ? BAO_FORMAT_YAML : BAO_FORMAT_TEXT, 0;
  if (strcmp(v, "ap") == 0) /* an AP Game Record, in AP's dialect */
    return x->to = BAO_FORMAT_AP, 0;
  return cli_usage_error("--to takes yaml, text or ap", v);
}

const cli_option cli_convert_options[] = {
  CLI_USE("--rule"), CLI_USE("--variant"), CLI_USE("--dialect"),
  {"--from", 1, cli_set_dialect, AT(from), 0, 0, NULL},
  {"--to", 1, set_to, 0, 0, 0, NULL}, CLI_USE("-o"), CLI_USE("--strict"),
  {"--suggest", 0, NULL, AT(suggest), 0, 0, NULL},
  CLI_USE("--from-format"), CLI_USE("--budget"),
  {"--jsonl", 0, NULL, AT(jsonl), 0, 0, NULL},
  {NULL, 0, NULL, 0, 0, 0, NULL},
};

/* check reports on standard output; replay traces on standard output and
 * reports on standard error. */
static int check_files(const cli_common *o, const records_opts *x, FILE *out,
                       int trace)
{
  bao_replay_opts ro = cli_replay_opts(o);
  bao_check_ctx diag;
  bao_walk *w;
  summary s;
  cli_files hooks = {NULL, summarise, NULL};
  bao_trace_ctx tc = {.out = NULL, .dialect = BAO_DIALECT_DEVOOGT};
  int status;
  /* each line handed to stdio at once: a failed write stops the walk at
     the same ply as ever (the summary counts the plies walked) */
  /* --dialect: the tokens are read and written in it */
  if (o->dialect >= 0)
    tc.dialect = o->dialect;
  if (trace && !(tc.out = bao_sink_file(stdout, BAO_SINK_PIECES))) {
    fprintf(stderr, "bao: out of memory\n");
    return 2;
  }
  memset(&diag, 0, sizeof diag);
  memset(&s, 0, sizeof s);
  hooks.ctx = &s;
  /* each diagnostic handed to stdio at once, in its place among the
     command's messages, its failure seen where it always was */
  if (!(diag.out = bao_sink_file(out, BAO_SINK_PIECES))) {
    fprintf(stderr, "bao: out of memory\n");
    bao_sink_free(tc.out);
    return 2;
  }
  diag.max_level = BAO_NOTE;
  s.diag = &diag;
  s.stream = out == stdout ? "standard output" : "standard error";
  s.always = !trace;
  if (!(w = cli_new_walk(&ro, &diag))) {
    bao_sink_free(tc.out);
    bao_sink_free(diag.out);
    return 2;
  }
  if (x->suggest)
    diag.suggest = w;
  if (trace)
    bao_walk_add(w, &bao_trace_renderer, &tc);
  status = cli_walk_files(o, w, &diag, &hooks);
  bao_walk_free(w);
  if (tc.out && !bao_sink_free(tc.out) && status < 2)
    status = 2;
  if (!bao_sink_free(diag.out) && status < 2) /* said by summarise */
    status = 2;
  if (cli_stdout_done())
    status = 2;
  return status;
}

int cli_check(cli_common *o)
{
  records_opts x = {0, 0, -1, 0, 0};
  int rc = cli_parse(o, &x);
  return rc ? rc : check_files(o, &x, stdout, 0);
}

int cli_replay(cli_common *o)
{
  records_opts x = {0, 0, -1, 0, 0};
  int rc = cli_parse(o, &x);
  if (rc)
    return rc;
  if (!x.positions)
    return cli_usage_error("replay needs --positions", NULL);
  return check_files(o, &x, stderr, 1);
}

/* ---- bao convert ------------------------------------------------------------- */

/* The format written: --to, else the one each file was read in. */
typedef struct converting {
  bao_convert_ctx conv;
  const records_opts *x;
  bao_reader *rd;
} converting;

static void convert_file(void *ctx, const char *path, bao_reader *rd)
{
  converting *k = ctx;
  k->conv.format = k->x->to ? k->x->to : (int)bao_reader_format(rd);
  k->conv.path = path;
  k->rd = rd;
}

/* A YAML file's comments are not kept: said once per file. */
static int convert_done(void *ctx, const char *path, int status)
{
  converting *k = ctx;
  bao_diag d;
  bao_mark at = {0, 1};
  size_t n = k->rd ? bao_reader_comments(k->rd, &at.line) : 0;
  if (n) {
    bao_diag_set(&d, at, "%zu line%s with a YAML comment: comments are not "
                 "kept (a record has no place for them)", n,
                 n == 1 ? "" : "s");
    d.level = BAO_WARNING;
    bao_sink_diag(k->conv.warnings, path, &d, NULL, 1, NULL);
  }
  k->rd = NULL;
  return status;
}

static int convert(const cli_common *o, const records_opts *x)
{
  if (x->to == BAO_FORMAT_AP && o->dialect >= 0 &&
      o->dialect != BAO_DIALECT_AP)
    return cli_usage_error("--to ap writes AP's dialect only", NULL);
  bao_replay_opts ro = cli_replay_opts(o);
  bao_check_ctx diag;
  converting k;
  cli_files hooks = {NULL, NULL, NULL};
  bao_walk *w;
  cli_out out;
  int status;
  const char **ap_rules = NULL; /* --to ap: the walk's rules */
  size_t i;
  memset(&diag, 0, sizeof diag);
  memset(&k, 0, sizeof k);
  diag.max_level = BAO_NOTE;
  if (cli_out_open(&out, o->output, o))
    return 2;
  /* diagnostics and warnings: one sink on standard error; the games in
     blocks, each handed on at its end (convert.c) */
  if (!(diag.out = cli_stderr_sink()))
    return cli_out_close(&out, 0);
  if (!(k.conv.out = bao_sink_file(out.f, BAO_SINK_BLOCKS))) {
    fprintf(stderr, "bao: out of memory\n");
    bao_sink_free(diag.out);
    return cli_out_close(&out, 0);
  }
  k.x = x;
  k.conv.dialect = o->dialect;
  if (x->to == BAO_FORMAT_AP) /* AP's records hold AP's spelling only */
    k.conv.dialect = BAO_DIALECT_AP;
  k.conv.warnings = diag.out;
  hooks.begin = convert_file;
  hooks.end = convert_done;
  hooks.ctx = &k;
  ro.dialect = -1; /* --dialect names the dialect written, not read */
  ro.fallback_dialect = x->from;
  if (x->to == BAO_FORMAT_AP) { /* AP's rules first, --rule and the
                                   record's own after them */
    if (!(ap_rules = malloc((o->n_rules + 1) * sizeof *ap_rules))) {
      fprintf(stderr, "bao: out of memory\n");
      bao_sink_free(k.conv.out);
      bao_sink_free(diag.out);
      return cli_out_close(&out, 0);
    }
    ap_rules[0] = "set=abstractplay";
    for (i = 0; i < o->n_rules; i++)
      ap_rules[i + 1] = o->rules[i];
    ro.rules = ap_rules;
    ro.n_rules = o->n_rules + 1;
  }
  if (!(w = cli_new_walk(&ro, &diag))) {
    free(ap_rules);
    bao_sink_free(k.conv.out);
    bao_sink_free(diag.out);
    return cli_out_close(&out, 0);
  }
  if (x->suggest)
    diag.suggest = w;
  k.conv.tokens = bao_walk_tokens(w);
  k.conv.budget = bao_walk_budget(w);
  bao_walk_add(w, &bao_convert_renderer, &k.conv);
  k.conv.ap_lines = x->jsonl;
  status = cli_walk_files(o, w, &diag, &hooks);
  if (!bao_convert_finish(&k.conv) && !k.conv.failed)
    k.conv.failed = 1, bao_diag_set(&k.conv.problem, bao_mark_column(0),
                                    "cannot write: %s", strerror(errno));
  bao_walk_free(w);
  free(ap_rules);
  bao_sink_free(diag.out);
  /* every game was handed on at its end: a failure is the renderer's */
  if (!bao_sink_free(k.conv.out) && !k.conv.failed)
    k.conv.failed = 1, bao_diag_set(&k.conv.problem, bao_mark_column(0),
                                    "cannot write: %s", strerror(errno));
  if (k.conv.failed && k.conv.problem.mark.line > 0) {
    /* a game that cannot be written: its place in the file read */
    k.conv.problem.level = BAO_ERROR;
    bao_diag_print(stderr, k.conv.path ? k.conv.path : "-", &k.conv.problem,
                   NULL, 1, NULL);
    status = 2;
  } else if (k.conv.failed) { /* the output's own trouble */
    fprintf(stderr, "bao: %s: %s\n", o->output ? o->output : o->files[0],
            k.conv.problem.message);
    status = 2;
  }
  /* a file is written only when every game was: nothing half converted */
  if (cli_out_close(&out, status < 2))
    status = 2;
  return status;
}

int cli_convert(cli_common *o)
{
  records_opts x = {0, 0, -1, 0, 0};
  int rc = cli_parse(o, &x);
  return rc ? rc : convert(o, &x);
}
