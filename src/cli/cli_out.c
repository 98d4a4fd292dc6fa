/* cli_out.c - output that is written whole or not at all.
 *
 * A file named with -o is written to a temporary file in the same
 * directory and renamed over its name only when everything was written:
 * a failure (a full disk, an input that would not read, an interrupted
 * run) leaves the old file as it was and no partial file behind.  A name
 * that is one of the inputs is refused before anything is read.  Standard
 * output cannot be taken back, but its write errors are seen: the command
 * stops at the first one and says why. */
#define _POSIX_C_SOURCE 200809L /* mkstemp, fchmod, fileno, isatty */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"

/* Whether `path` is the same file as one of the inputs (standard input for
 * "-"): the output would destroy what it is made from. */
static int is_an_input(const cli *o, const char *path)
{
  struct stat out, in;
  int i, ok;
  if (stat(path, &out) != 0)
    return 0; /* a new file */
  for (i = 0; o && i < o->n_files; i++) {
    ok = strcmp(o->files[i], "-") == 0 ? fstat(0, &in) == 0
                                       : stat(o->files[i], &in) == 0;
    if (ok && in.st_dev == out.st_dev && in.st_ino == out.st_ino)
      return 1;
  }
  return 0;
}

/* The mode a new file gets (0666 less the umask), or the old file's. */
static mode_t file_mode(const char *path)
{
  struct stat st;
  mode_t mask;
  if (stat(path, &st) == 0)
    return st.st_mode & 07777;
  mask = umask(0);
  umask(mask);
  return 0666 & ~mask;
}

int cli_out_open(cli_out *out, const char *path, const cli *o)
{
  const char *slash;
  size_t dir;
  int fd;
  memset(out, 0, sizeof *out);
  out->f = stdout;
  if (!path)
    return 0;
  out->path = path;
  if (is_an_input(o, path)) {
    fprintf(stderr, "bao: %s: is also an input; write to another file\n",
            path);
    return 2;
  }
  slash = strrchr(path, '/');
  dir = slash ? (size_t)(slash - path) + 1 : 0;
  if (!(out->tmp = malloc(strlen(path) + 16)))
    return fprintf(stderr, "bao: %s: out of memory\n", path), 2;
  sprintf(out->tmp, "%.*s.%s.XXXXXX", (int)dir, path, path + dir);
  if ((fd = mkstemp(out->tmp)) < 0 || fchmod(fd, file_mode(path)) != 0 ||
      !(out->f = fdopen(fd, "wb"))) {
    fprintf(stderr, "bao: %s: cannot write: %s\n", path, strerror(errno));
    if (fd >= 0) {
      close(fd);
      remove(out->tmp);
    }
    free(out->tmp);
    out->tmp = NULL;
    out->f = NULL;
    return 2;
  }
  return 0;
}

int cli_out_close(cli_out *out, int ok)
{
  int status = 0, closed;
  if (!out->f)
    return 2;
  if (!out->tmp) /* standard output: whatever happened, say why it failed */
    return cli_stdout_done() | (ok ? 0 : 2);
  errno = 0;
  closed = fflush(out->f) == 0 && !ferror(out->f) &&
           fsync(fileno(out->f)) == 0;
  closed = fclose(out->f) == 0 && closed;
  if (ok && !closed) {
    fprintf(stderr, "bao: %s: %s\n", out->path,
            strerror(errno ? errno : EIO));
    status = 2;
  } else if (ok && rename(out->tmp, out->path) != 0) {
    fprintf(stderr, "bao: %s: cannot write: %s\n", out->path,
            strerror(errno));
    status = 2;
  }
  if (!ok || status)
    remove(out->tmp);
  free(out->tmp);
  memset(out, 0, sizeof *out);
  return ok ? status : 2;
}

/* Why the first write to standard output failed: stdio keeps only that
 * it did, and a later flush may find an empty buffer and no reason. */
static int stdout_errno;

int cli_stdout_failed(void)
{
  if (ferror(stdout) && !stdout_errno)
    stdout_errno = errno ? errno : EIO;
  return ferror(stdout) != 0;
}

int cli_stdout_done(void)
{
  cli_stdout_failed();
  errno = 0;
  if (fflush(stdout) == 0 && !ferror(stdout))
    return 0;
  fprintf(stderr, "bao: standard output: %s\n",
          strerror(stdout_errno ? stdout_errno : errno ? errno : EIO));
  return 2;
}

/* cli.h */
bao_sink *cli_stdout_sink(void)
{
  int fd = fileno(stdout);
  return bao_sink_file(stdout, fd >= 0 && isatty(fd) ? BAO_SINK_PIECES
                                                     : BAO_SINK_BLOCKS);
}

/* cli.h */
bao_sink *cli_stderr_sink(void)
{
  bao_sink *s = bao_sink_file(stderr, BAO_SINK_PIECES);
  if (!s)
    fprintf(stderr, "bao: out of memory\n");
  return s;
}
