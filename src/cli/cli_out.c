/* cli_out.c - output that is written whole or not at all.
 *
 * A file named with -o is written to a temporary file in the same
 * directory and renamed over its name only when everything was written:
 * a failure (a full disk, an input that would not read, an interrupted
 * run) leaves the old file as it was and no partial file behind.  A name
 * that is one of the inputs is refused before anything is read.
 *
 * Only a regular file (or a new name) can be replaced that way.  A
 * symbolic link is followed: its target is written, whole or not at all,
 * and the link stays a link.  Anything else (a device such as /dev/null,
 * a FIFO, a link to a descriptor such as /dev/stdout) is written straight
 * through, as a shell's `>` does: renaming a file over it would destroy
 * it, and what a reader has taken cannot be taken back.
 *
 * Standard output cannot be taken back either, but its write errors are
 * seen: the command stops at the first one and says why. */
#define _XOPEN_SOURCE 700 /* mkstemp, fchmod, fileno, isatty, realpath,
                                   sigaction */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"

/* ---- signals: no temporary file left behind ---------------------------------
 * The temporary file being written is saved here before it exists, so
 * that the handler (which may only call what is async-signal-safe) has
 * nothing to compute: it removes the file, says so, and dies of the
 * signal as it would have (its default action, so that a shell or a
 * pipeline sees the death it caused).  Every signal whose default is to
 * end the process and that can come from outside is caught: a broken
 * pipe, a processor-time limit, a timer, a user's signals.  The signals
 * are blocked while the file is made or renamed, so the handler never
 * sees a name half set. */

static char sig_tmp[PATH_MAX];  /* the temporary file, when sig_armed    */
static char sig_path[PATH_MAX]; /* the name it was to become             */
static volatile sig_atomic_t sig_armed;

typedef struct caught_signal {
  int sig;
  const char *name;
} caught_signal;

static const caught_signal caught[] = {
    {SIGINT, "SIGINT"},       {SIGTERM, "SIGTERM"},
    {SIGHUP, "SIGHUP"},       {SIGQUIT, "SIGQUIT"},
    {SIGPIPE, "SIGPIPE"},     {SIGXCPU, "SIGXCPU"},
    {SIGALRM, "SIGALRM"},     {SIGUSR1, "SIGUSR1"},
    {SIGUSR2, "SIGUSR2"},     {SIGVTALRM, "SIGVTALRM"},
    {SIGPROF, "SIGPROF"},
#ifdef SIGPOLL
    {SIGPOLL, "SIGPOLL"},
#endif
#ifdef SIGPWR
    {SIGPWR, "SIGPWR"},
#endif
#ifdef SIGSTKFLT
    {SIGSTKFLT, "SIGSTKFLT"},
#endif
};
#define N_CAUGHT (sizeof caught / sizeof caught[0])

static void put(const char *s)
{
  size_t n = 0;
  ssize_t w;
  while (s[n])
    n++;
  w = write(2, s, n);
  (void)w; /* nothing more to do on standard error */
}

/* `sig`'s name, or "signal N" (a real-time signal), in buf. */
static const char *signal_name(int sig, char *buf)
{
  char digits[16];
  size_t i, n = 0;
  for (i = 0; i < N_CAUGHT; i++)
    if (caught[i].sig == sig)
      return caught[i].name;
  do
    digits[n++] = (char)('0' + sig % 10);
  while ((sig /= 10) > 0 && n < sizeof digits);
  memcpy(buf, "signal ", 7);
  for (i = 0; i < n; i++)
    buf[7 + i] = digits[n - 1 - i];
  buf[7 + n] = '\0';
  return buf;
}

static void on_signal(int sig)
{
  char name[32];
  sigset_t set;
  if (sig_armed) {
    unlink(sig_tmp);
    sig_armed = 0;
    put("bao: ");
    put(sig_path);
    put(": interrupted (");
    put(signal_name(sig, name));
    put("): nothing written\n");
  }
  signal(sig, SIG_DFL);
  sigemptyset(&set);
  sigaddset(&set, sig);
  raise(sig);
  sigprocmask(SIG_UNBLOCK, &set, NULL); /* the pending signal ends us */
  _exit(128 + sig); /* (only if it did not) */
}

/* The real-time signals end a process too (by default). */
#if defined(SIGRTMIN) && defined(SIGRTMAX)
#define LAST_SIGNAL SIGRTMAX
#else
#define LAST_SIGNAL 31
#endif

/* The signals caught, in *set: the named ones and the real-time ones. */
static void caught_set(sigset_t *set)
{
  size_t i;
  sigemptyset(set);
  for (i = 0; i < N_CAUGHT; i++)
    sigaddset(set, caught[i].sig);
#if defined(SIGRTMIN) && defined(SIGRTMAX)
  for (int sig = SIGRTMIN; sig <= SIGRTMAX; sig++)
    sigaddset(set, sig);
#endif
}

/* Blocks (how: SIG_BLOCK) or unblocks the signals caught, installing the
 * handler the first time; a signal the caller ignores (nohup, a shell's
 * background job, `trap '' PIPE`) stays ignored. */
static void guard(int how)
{
  static int installed;
  struct sigaction sa, old;
  sigset_t set;
  int sig;
  caught_set(&set);
  sigprocmask(how, &set, NULL);
  if (installed)
    return;
  installed = 1;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_signal;
  sa.sa_mask = set; /* one handler at a time */
  for (sig = 1; sig <= LAST_SIGNAL; sig++)
    if (sigismember(&set, sig) == 1 && sigaction(sig, NULL, &old) == 0 &&
        old.sa_handler == SIG_DFL)
      sigaction(sig, &sa, NULL);
}

/* cli.h */
void cli_io_init(void)
{
  int fd;
  /* A closed descriptor 0, 1 or 2 gets /dev/null, so that the first file
   * bao opens cannot become standard error and take its notes.  Standard
   * input and output get it the wrong way round: reading the one and
   * writing the other still fail as they did (Bad file descriptor, exit
   * 2).  Standard error is thrown away, as its closing asked. */
  for (fd = 0; fd <= 2; fd++)
    if (fcntl(fd, F_GETFD) < 0 && errno == EBADF &&
        open("/dev/null", fd == 1 ? O_RDONLY : O_WRONLY) < 0)
      _exit(2);
  /* A file over `ulimit -f` is a write error (EFBIG) that is said, not a
   * death by SIGXFSZ with a temporary file left. */
  signal(SIGXFSZ, SIG_IGN);
}

/* ---- what -o names -------------------------------------------------------------- */

/* Whether `path` is the same file as one of the inputs (standard input for
 * "-"): the output would destroy what it is made from. */
static int is_an_input(const cli_common *o, const char *path)
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
  if (lstat(path, &st) == 0 && S_ISREG(st.st_mode)) /* (not a link's) */
    return st.st_mode & 07777;
  mask = umask(0);
  umask(mask);
  return 0666 & ~mask;
}

static int under_proc(const char *p)
{
  return strncmp(p, "/proc/", 6) == 0 || strncmp(p, "/dev/fd/", 8) == 0;
}

/* A name under /proc or /dev/fd: a process's descriptor (/dev/stdout
 * leads there), which only writing through reaches.  The name's folder
 * is resolved (realpath), so that a way there through a linked folder
 * (`ln -s /proc/self me; -o me/fd/1`) or through `..` is seen too: the
 * name itself is not, since a descriptor's link resolves to the file it
 * has open, which would look like any file. */
static int names_a_descriptor(const char *p)
{
  char *dir, *real;
  const char *slash = strrchr(p, '/');
  size_t n = slash ? (size_t)(slash - p) + 1 : 0;
  int yes;
  if (under_proc(p))
    return 1;
  if (!(dir = malloc(n + 2)))
    return 0;
  sprintf(dir, "%.*s%s", (int)n, p, n ? "" : "."); /* "dir/" or "." */
  real = realpath(dir, NULL);
  yes = real && (strcmp(real, "/proc") == 0 || strcmp(real, "/dev/fd") == 0 ||
                 under_proc(real));
  free(real);
  free(dir);
  return yes;
}

/* The file a chain of symbolic links from `path` ends at (malloc'd;
 * `path` itself when it is no link); *through set when the chain passes
 * through a descriptor.  NULL when out of memory. */
static char *link_target(const char *path, int *through)
{
  char buf[PATH_MAX], *cur = malloc(strlen(path) + 1), *next;
  struct stat st;
  const char *slash;
  ssize_t n;
  int hops;
  if (!cur)
    return NULL;
  strcpy(cur, path);
  for (hops = 0; hops < 40; hops++) {
    if ((*through = names_a_descriptor(cur)) != 0 || lstat(cur, &st) != 0 ||
        !S_ISLNK(st.st_mode) ||
        (n = readlink(cur, buf, sizeof buf - 1)) < 0)
      break;
    buf[n] = '\0';
    slash = strrchr(cur, '/');
    n = buf[0] == '/' || !slash ? 0 : slash - cur + 1; /* relative: beside */
    if (!(next = malloc((size_t)n + strlen(buf) + 1)))
      return free(cur), NULL;
    sprintf(next, "%.*s%s", (int)n, cur, buf);
    free(cur);
    cur = next;
  }
  return cur;
}

/* The descriptor of this process that `name` (the end of a chain of
 * links: /proc/self/fd/N, /dev/fd/N, DIR/N with DIR a folder of ours)
 * names, or -1.  Writing to a copy of it (dup) writes where its owner
 * writes: `{ echo a; bao -o /dev/stdout R; echo b; } > log` keeps a and
 * b, where opening the name again would truncate the file. */
static int own_descriptor(const char *name)
{
  const char *slash = strrchr(name, '/'), *end;
  char *dir, *real, mine[64];
  struct stat a, b;
  long n;
  int yes = 0;
  if (!slash || slash[1] < '0' || slash[1] > '9')
    return -1;
  n = strtol(slash + 1, (char **)&end, 10);
  if (*end || n < 0 || n > INT_MAX || fstat((int)n, &a) != 0 ||
      stat(name, &b) != 0 || a.st_dev != b.st_dev || a.st_ino != b.st_ino)
    return -1;
  if (!(dir = malloc((size_t)(slash - name) + 2)))
    return -1;
  sprintf(dir, "%.*s/", (int)(slash - name), name);
  snprintf(mine, sizeof mine, "/proc/%ld/fd", (long)getpid());
  if ((real = realpath(dir, NULL)) != NULL)
    yes = strcmp(real, mine) == 0 || strcmp(real, "/dev/fd") == 0;
  free(real);
  free(dir);
  return yes ? (int)n : -1;
}

/* Opens `path` (whose chain of links ends at `end`) to write straight
 * through (a device, a FIFO, a descriptor), as `>` does; 0, or 2 with a
 * message. */
static int open_through(cli_out *out, const char *path, const char *end)
{
  int own = own_descriptor(end);
  int fd = own >= 0 ? dup(own) : open(path, O_WRONLY | O_TRUNC | O_NOCTTY);
  if (fd < 0 || !(out->f = fdopen(fd, "wb"))) {
    fprintf(stderr, "bao: %s: cannot write: %s\n", path, strerror(errno));
    if (fd >= 0)
      close(fd);
    out->f = NULL;
    return 2;
  }
  out->direct = 1;
  return 0;
}

/* Disarms the signal handler, renaming the temporary file onto its
 * target when `rename_it` (else removing it); 0, or the rename's errno. */
static int drop_temporary(cli_out *out, int rename_it)
{
  int e = 0;
  guard(SIG_BLOCK);
  if (rename_it && rename(out->tmp, out->target) != 0)
    e = errno, rename_it = 0;
  if (!rename_it)
    remove(out->tmp);
  sig_armed = 0;
  guard(SIG_UNBLOCK);
  return e;
}

/* A temporary file beside out->target, to be renamed onto it (one at a
 * time: the signal handler knows one); 0, or 2 with a message. */
static int open_temporary(cli_out *out, const char *path)
{
  const char *slash = strrchr(out->target, '/');
  size_t dir = slash ? (size_t)(slash - out->target) + 1 : 0;
  int fd, e;
  if (strlen(out->target) + 9 >= sizeof sig_tmp || sig_armed) {
    fprintf(stderr, "bao: %s: cannot write: %s\n", path,
            strerror(sig_armed ? EBUSY : ENAMETOOLONG));
    return 2;
  }
  guard(SIG_BLOCK);
  sprintf(sig_tmp, "%.*s.%s.XXXXXX", (int)dir, out->target,
          out->target + dir);
  snprintf(sig_path, sizeof sig_path, "%s", path);
  if ((fd = mkstemp(sig_tmp)) >= 0)
    sig_armed = 1;
  e = errno;
  guard(SIG_UNBLOCK);
  if (fd >= 0 && (fchmod(fd, file_mode(out->target)) != 0 ||
                  !(out->f = fdopen(fd, "wb")))) {
    e = errno;
    close(fd);
    out->tmp = sig_tmp;
    drop_temporary(out, 0);
    fd = -1;
  }
  if (fd < 0 && (e == EACCES || e == EPERM)) {
    /* the file may be writable: its folder is what refused the file
       beside it that is renamed over it */
    fprintf(stderr, "bao: %s: cannot write: its folder %.*s: %s (the "
            "file is written beside it, then renamed)\n", path,
            dir ? (int)dir : 1, dir ? out->target : ".", strerror(e));
    return 2;
  }
  if (fd < 0) {
    fprintf(stderr, "bao: %s: cannot write: %s\n", path, strerror(e));
    return 2;
  }
  out->tmp = sig_tmp;
  return 0;
}

/* A page named inside an output folder: the name is not followed (a
 * link there, made by anyone who can write to the folder, would have the
 * page written outside it), it is replaced, as a new page; what is
 * neither a file nor a link is refused.  malloc'd; NULL (said) when it
 * cannot be. */
static char *in_folder(const char *path)
{
  struct stat st;
  char *name;
  if (lstat(path, &st) == 0 && !S_ISREG(st.st_mode) && !S_ISLNK(st.st_mode)) {
    fprintf(stderr, "bao: %s: not a regular file; a page in an output "
            "folder is written only over a file or a link\n", path);
    return NULL;
  }
  if (!(name = malloc(strlen(path) + 1)))
    fprintf(stderr, "bao: %s: out of memory\n", path);
  return name ? strcpy(name, path) : NULL;
}

static int out_open(cli_out *out, const char *path, const cli_common *o,
                    int folder)
{
  struct stat st;
  int through = 0;
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
  if (folder) {
    if (!(out->target = in_folder(path)))
      return memset(out, 0, sizeof *out), 2;
  } else if (!(out->target = link_target(path, &through))) {
    return fprintf(stderr, "bao: %s: out of memory\n", path), 2;
  } else if (through || (stat(out->target, &st) == 0 &&
                         !S_ISREG(st.st_mode) && !S_ISDIR(st.st_mode))) {
    int rc = open_through(out, path, out->target);
    free(out->target);
    out->target = NULL;
    return rc;
  }
  errno = 0;
  if (!folder && stat(out->target, &st) == 0 && S_ISDIR(st.st_mode))
    fprintf(stderr, "bao: %s: cannot write: %s\n", path, strerror(EISDIR));
  else if (errno == ELOOP) /* a loop of links: nothing to rename onto */
    fprintf(stderr, "bao: %s: cannot write: %s\n", path, strerror(ELOOP));
  else if (open_temporary(out, path) == 0)
    return 0;
  free(out->target);
  memset(out, 0, sizeof *out);
  return 2;
}

int cli_out_open(cli_out *out, const char *path, const cli_common *o)
{
  return out_open(out, path, o, 0);
}

int cli_out_open_in_folder(cli_out *out, const char *path, const cli_common *o)
{
  return out_open(out, path, o, 1);
}

/* ---- closing --------------------------------------------------------------------- */

/* Why writing to `out` failed: `seen` (errno of the failed flush), else
 * the error a write gets now (stdio keeps only that a write failed): one
 * byte at the end of the temporary file (removed anyway), none to a
 * device or a FIFO (nothing is added to what its reader gets, and Linux
 * still says why a device refuses, /dev/full say); 0 when nothing says. */
static int why_not_written(const cli_out *out, int seen)
{
  int fd = fileno(out->f);
  if (seen)
    return seen;
  if (out->direct ? write(fd, "", 0) < 0
                  : lseek(fd, 0, SEEK_END) >= 0 && write(fd, "\n", 1) < 0)
    return errno;
  return 0;
}

/* Flushes and closes out->f; 0, or the reason it failed (-1: no reason
 * known). */
static int flush_close(cli_out *out)
{
  int e = 0, closed;
  errno = 0;
  closed = fflush(out->f) == 0 && !ferror(out->f);
  if (!closed)
    e = why_not_written(out, errno);
  else if (!out->direct && fsync(fileno(out->f)) != 0)
    e = errno, closed = 0;
  if (fclose(out->f) != 0 && closed)
    e = errno, closed = 0;
  return closed ? 0 : e ? e : -1;
}

int cli_out_close(cli_out *out, int ok)
{
  int status = 0, e;
  if (!out->f)
    return 2;
  if (!out->tmp && !out->direct) /* standard output: say why it failed */
    return cli_stdout_done() | (ok ? 0 : 2);
  e = flush_close(out);
  if (ok && e) {
    if (e > 0)
      fprintf(stderr, "bao: %s: %s\n", out->path, strerror(e));
    else
      fprintf(stderr, "bao: %s: a write failed\n", out->path);
    status = 2;
  }
  if (out->tmp && (e = drop_temporary(out, ok && !status)) != 0) {
    fprintf(stderr, "bao: %s: cannot write: %s\n", out->path, strerror(e));
    status = 2;
  }
  free(out->target);
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

/* ---- names made from the inputs' ----------------------------------------------- */

/* cli.h */
void cli_stem(const char *path, int stdin_name, char *buf, size_t size)
{
  const char *base = strrchr(path, '/'), *dot;
  size_t n;
  base = base ? base + 1 : path;
  if (stdin_name && strcmp(path, "-") == 0)
    base = "stdin";
  dot = strrchr(base, '.');
  n = dot && dot > base ? (size_t)(dot - base) : strlen(base);
  snprintf(buf, size, "%.*s", (int)n, base);
}

typedef struct named {
  char stem[256];
  int file; /* its index in o->files */
} named;

static int by_stem(const void *a, const void *b)
{
  return strcmp(((const named *)a)->stem, ((const named *)b)->stem);
}

/* The length of `stem` without a "-game-N" ending, else 0. */
static size_t before_game(const char *stem)
{
  size_t n = strlen(stem);
  while (n > 0 && stem[n - 1] >= '0' && stem[n - 1] <= '9')
    n--;
  /* (game 1's names have no game part; numbers have no leading 0) */
  if (n == strlen(stem) || stem[n] == '0' || strcmp(stem + n, "1") == 0 ||
      n < 7 || strncmp(stem + n - 6, "-game-", 6) != 0)
    return 0;
  return n - 6;
}

static int clash(const cli_common *o, const named *a, const named *b,
                 const char *pattern)
{
  size_t n = strlen(o->output);
  fprintf(stderr, "bao: %s and %s could both write %s%s%s%s: rename one, "
          "or give each its own -o DIR\n", o->files[a->file],
          o->files[b->file], o->output,
          n && o->output[n - 1] == '/' ? "" : "/", b->stem, pattern);
  return 2;
}

/* cli.h */
int cli_stems_apart(const cli_common *o, int stdin_name, int game_part,
                    const char *pattern)
{
  named *v, key, *hit;
  size_t n = (size_t)o->n_files, i, cut;
  int rc = 0;
  if (n < 2)
    return 0;
  if (!(v = malloc(n * sizeof *v)))
    return fprintf(stderr, "bao: out of memory\n"), 2;
  for (i = 0; i < n; i++) {
    cli_stem(o->files[i], stdin_name, v[i].stem, sizeof v[i].stem);
    v[i].file = (int)i;
  }
  qsort(v, n, sizeof *v, by_stem);
  for (i = 0; !rc && i + 1 < n; i++)
    if (strcmp(v[i].stem, v[i + 1].stem) == 0)
      rc = clash(o, v[i].file < v[i + 1].file ? &v[i] : &v[i + 1],
                 v[i].file < v[i + 1].file ? &v[i + 1] : &v[i], pattern);
  /* X-game-2.yaml's first game and X.yaml's second share their names */
  for (i = 0; game_part && !rc && i < n; i++)
    if ((cut = before_game(v[i].stem)) > 0) {
      snprintf(key.stem, sizeof key.stem, "%.*s", (int)cut, v[i].stem);
      if ((hit = bsearch(&key, v, n, sizeof *v, by_stem)) != NULL)
        rc = clash(o, hit, &v[i], pattern);
    }
  free(v);
  return rc;
}

/* cli.h */
int cli_make_dir(const char *dir)
{
  struct stat st;
  size_t n = strlen(dir);
  int e;
  if (mkdir(dir, 0777) == 0)
    return 0;
  e = errno; /* (stat would overwrite it) */
  if (e == EEXIST && stat(dir, &st) == 0 && S_ISDIR(st.st_mode))
    return 0;
  while (n > 1 && dir[n - 1] == '/')
    n--;
  if (e == EEXIST || e == ENOTDIR) /* DIR/: a file is there */
    fprintf(stderr, "bao: -o %s: cannot make the directory: %.*s is a "
            "file, not a directory\n", dir, (int)n, dir);
  else
    fprintf(stderr, "bao: -o %s: cannot make the directory: %s\n", dir,
            strerror(e));
  return 2;
}

/* cli.h */
bao_sink *cli_stderr_sink(void)
{
  bao_sink *s = bao_sink_file(stderr, BAO_SINK_PIECES);
  if (!s)
    fprintf(stderr, "bao: out of memory\n");
  return s;
}
