/* cli_site_parts.c - a site made in parts: the marks file each part of
 * `bao site --shard K/N` writes beside its pages, and `bao site --merge`
 * reading every part's back.
 *
 * A part writes the pages of its games and, for the merge, their marks:
 * DIR/bao-shard-K-of-N.marks, a line "bao site shard K/N: games LO-HI of
 * R" then a line "ROW B0 B1 M0 M1" a game (the row's number from 0, its
 * blunders and missed wins of South and North).  The merge walks the
 * games without judging them, takes the marks of every part, writes what
 * one run writes besides the game pages, and removes the marks files:
 * the directory is then one run's. */
#define _POSIX_C_SOURCE 200809L /* strdup */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "bao/collection.h"

#define SHARD_MARKS "bao-shard-%d-of-%d.marks"

int cli_site_marks_write(const char *dir, const cli_common *o,
                         const bao_collection *c, size_t lo, size_t hi)
{
  char path[4096 + 64], line[160];
  cli_out out;
  bao_sink *f;
  size_t k;
  int n, ok;
  snprintf(path, sizeof path, "%s" SHARD_MARKS, dir, o->shard_k,
           o->shard_n);
  if (cli_out_open_in_folder(&out, path, o))
    return 2;
  if (!(f = bao_sink_file(out.f, BAO_SINK_BLOCKS))) {
    fprintf(stderr, "bao: out of memory\n");
    cli_out_close(&out, 0);
    return 2;
  }
  n = snprintf(line, sizeof line, "bao site shard %d/%d: games %zu-%zu of "
               "%zu\n", o->shard_k, o->shard_n, lo, hi, c->n_rows);
  ok = bao_sink_write(f, line, (size_t)n);
  for (k = lo; ok && k < hi && k < c->n_rows; k++) {
    n = snprintf(line, sizeof line, "%zu %u %u %u %u\n", k,
                 c->rows[k].blunders[0], c->rows[k].blunders[1],
                 c->rows[k].missed[0], c->rows[k].missed[1]);
    ok = bao_sink_write(f, line, (size_t)n);
  }
  ok = bao_sink_free(f) && ok && !ferror(out.f);
  return cli_out_close(&out, ok) || !ok ? 2 : 0;
}

/* One part's marks file into c; *n its N (the same for every file). */
static int read_marks(const char *dir, const char *name, int *n,
                      bao_collection *c, unsigned char *seen)
{
  char path[4096 + 256];
  FILE *f;
  int k, nn, bad = 0;
  size_t lo, hi, rows, row;
  unsigned b0, b1, m0, m1;
  snprintf(path, sizeof path, "%s%s", dir, name);
  if (!(f = fopen(path, "r"))) {
    fprintf(stderr, "bao: site --merge: %s: %s\n", path, strerror(errno));
    return 2;
  }
  if (fscanf(f, "bao site shard %d/%d: games %zu-%zu of %zu\n", &k, &nn,
             &lo, &hi, &rows) != 5 || (*n && nn != *n) || rows != c->n_rows ||
      lo > hi || hi > rows)
    bad = 1;
  *n = nn;
  while (!bad && fscanf(f, "%zu %u %u %u %u\n", &row, &b0, &b1, &m0,
                        &m1) == 5) {
    if (row < lo || row >= hi || seen[row]++) {
      bad = 1;
      break;
    }
    c->rows[row].blunders[0] = b0, c->rows[row].blunders[1] = b1;
    c->rows[row].missed[0] = m0, c->rows[row].missed[1] = m1;
  }
  if (!bad && !feof(f))
    bad = 1;
  fclose(f);
  if (bad)
    fprintf(stderr, "bao: site --merge: %s: not a shard of these %zu games "
            "(made from other files, or damaged)\n", path, c->n_rows);
  return bad ? 2 : 0;
}

int cli_site_marks_merge(const char *dir, bao_collection *c, char ***names,
                         size_t *n_names)
{
  DIR *d = opendir(dir);
  struct dirent *e;
  unsigned char *seen = calloc(c->n_rows ? c->n_rows : 1, 1);
  int n = 0, k, nn, status = 0;
  size_t i;
  char end;
  *names = NULL;
  *n_names = 0;
  if (!d || !seen) {
    fprintf(stderr, "bao: site --merge: %s: %s\n", dir,
            d ? "out of memory" : strerror(errno));
    if (d)
      closedir(d);
    free(seen);
    return 2;
  }
  while (status < 2 && (e = readdir(d)) != NULL) {
    char **more;
    if (sscanf(e->d_name, "bao-shard-%d-of-%d.mark%c", &k, &nn, &end) != 3 ||
        end != 's')
      continue;
    if (!(more = realloc(*names, (*n_names + 1) * sizeof *more)) ||
        !(more[*n_names] = strdup(e->d_name))) {
      if (more)
        *names = more;
      fprintf(stderr, "bao: out of memory\n");
      status = 2;
      break;
    }
    *names = more;
    ++*n_names;
    status = read_marks(dir, e->d_name, &n, c, seen);
  }
  closedir(d);
  for (i = 0; status < 2 && i < c->n_rows; i++)
    if (!seen[i]) {
      fprintf(stderr, "bao: site --merge: %s: the marks of game %zu of %zu "
              "are in no shard (bao site --shard K/N -o %s for every K "
              "first)\n", dir, i + 1, c->n_rows, dir);
      status = 2;
    }
  free(seen);
  return status;
}

void cli_site_marks_done(const char *dir, char **names, size_t n, int made)
{
  char path[4096 + 256];
  size_t i;
  for (i = 0; i < n; i++) {
    snprintf(path, sizeof path, "%s%s", dir, names[i]);
    if (made && remove(path) != 0)
      fprintf(stderr, "bao: site --merge: cannot remove %s: %s\n", path,
              strerror(errno));
    free(names[i]);
  }
  free(names);
}
