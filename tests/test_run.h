/*
 * test_run.h - the main() of every cmocka test: runs the cases that the
 * command line names, so that one case can be run (and debugged) alone:
 *
 *   build/tests/test_token test_span           one case
 *   build/tests/test_token 'test_*_rejects'    a glob (* and ?)
 *   build/tests/test_token test_span test_kiba_forms   several
 *   build/tests/test_token --list              the cases' names
 *
 * With no pattern every case runs.  A pattern must name the whole case
 * (a glob, as cmocka_set_test_filter has it), and one that matches no case
 * fails the run: a mistyped name must not pass for a test that ran.
 * Include <stdarg.h> <stddef.h> <stdint.h> <setjmp.h> <cmocka.h> first.
 */
#ifndef BAO_TEST_RUN_H
#define BAO_TEST_RUN_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Whether `name` matches the glob `pat` (* any run, ? any one byte). */
static inline int ts_glob(const char *pat, const char *name)
{
  if (*pat == '*')
    return ts_glob(pat + 1, name) || (*name && ts_glob(pat, name + 1));
  if (*pat == '\0')
    return *name == '\0';
  return *name && (*pat == '?' || *pat == *name) &&
         ts_glob(pat + 1, name + 1);
}

static inline void ts_list(const struct CMUnitTest *tests, size_t n, FILE *to)
{
  size_t i;
  for (i = 0; i < n; i++)
    fprintf(to, "%s\n", tests[i].name);
}

/* Runs the cases of tests[n] matched by one of pats[npats] (all of them
 * when npats is 0) as the group `group`; prog names the program in the
 * messages.  The exit status of main(): cmocka's (the failed cases), 1
 * when a pattern matches nothing, 2 for a bad option. */
static inline int ts_run_cases(const char *prog, const char *group,
                               const struct CMUnitTest *tests, size_t n,
                               CMFixtureFunction setup,
                               CMFixtureFunction teardown, int npats,
                               char **pats)
{
  struct CMUnitTest *chosen;
  size_t i, count = 0;
  int p, rc;
  for (p = 0; p < npats; p++) {
    int hits = 0;
    if (strcmp(pats[p], "--list") == 0) {
      ts_list(tests, n, stdout);
      return 0;
    }
    if (pats[p][0] == '-') {
      fprintf(stderr, "usage: %s [--list] [CASE-GLOB...]\n", prog);
      return 2;
    }
    for (i = 0; i < n; i++)
      hits += ts_glob(pats[p], tests[i].name);
    if (!hits) {
      fprintf(stderr, "%s: no case matches '%s'; the cases are:\n", prog,
              pats[p]);
      ts_list(tests, n, stderr);
      return 1;
    }
  }
  if (npats == 0)
    return _cmocka_run_group_tests(group, tests, n, setup, teardown);
  chosen = malloc(n * sizeof *chosen);
  if (!chosen) {
    fprintf(stderr, "%s: out of memory\n", prog);
    return 1;
  }
  for (i = 0; i < n; i++)
    for (p = 0; p < npats; p++)
      if (ts_glob(pats[p], tests[i].name)) {
        chosen[count++] = tests[i];
        break;
      }
  rc = _cmocka_run_group_tests(group, chosen, count, setup, teardown);
  free(chosen);
  return rc;
}

/* return ts_run(tests, setup, teardown, argc, argv); at the end of main,
 * tests being the array of cases (the group keeps its name, "tests"). */
#define ts_run(tests, setup, teardown, argc, argv)                          \
  ts_run_cases((argv)[0], #tests, tests, sizeof(tests) / sizeof((tests)[0]), \
               setup, teardown, (argc) - 1, (argv) + 1)

#endif
