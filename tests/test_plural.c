/*
 * test_plural.c - gettext's plural rule as plural.h reads it, which the
 * engine in the page uses to choose a translation's plural form as
 * dngettext does (src/wasm/bao_tell.c).
 *
 * The rules are those the GNU gettext manual gives for its languages
 * ("Plural forms"); each expected index is worked out by hand from the
 * rule as the manual explains it (Polish: 1; 2-4 but 12-14; the rest).
 * Then what gettext does with no rule, a rule it cannot read, or a value
 * beyond nplurals: English's n != 1, and form 0.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>
#include "test_run.h"

#include "base/plural.h"

typedef struct rule_case {
  const char *header;
  int nplurals;
  unsigned long n[12];
  int want[12];
  int count;
} rule_case;

static const rule_case rules[] = {
  {"Plural-Forms: nplurals=2; plural=(n != 1);", 2,
   {0, 1, 2, 5, 100}, {1, 0, 1, 1, 1}, 5},
  {"Plural-Forms: nplurals=2; plural=(n > 1);", 2, /* French */
   {0, 1, 2, 5}, {0, 0, 1, 1}, 4},
  {"Plural-Forms: nplurals=1; plural=0;", 1, /* Japanese */
   {0, 1, 2, 1000}, {0, 0, 0, 0}, 4},
  {"Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && "
   "(n%100<10 || n%100>=20) ? 1 : 2);", 3, /* Polish */
   {0, 1, 2, 4, 5, 12, 14, 21, 22, 25, 102, 112},
   {2, 0, 1, 1, 2, 2, 2, 2, 1, 2, 1, 2}, 12},
  {"Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 "
   "&& n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);", 3, /* Russian */
   {1, 11, 21, 3, 13, 23, 5, 0, 111, 101},
   {0, 2, 0, 1, 2, 1, 2, 2, 2, 0}, 10},
  {"Plural-Forms: nplurals=5; plural=n==1 ? 0 : n==2 ? 1 : (n>2 && n<7) ? "
   "2 :(n>6 && n<11) ? 3 : 4;", 5, /* Irish */
   {1, 2, 3, 6, 7, 10, 11, 0}, {0, 1, 2, 2, 3, 3, 4, 4}, 8},
  {"Plural-Forms: nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : "
   "n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5);", 6, /* Arabic */
   {0, 1, 2, 3, 10, 11, 99, 100, 102, 103, 111},
   {0, 1, 2, 3, 3, 4, 4, 5, 5, 3, 4}, 11},
  {"Plural-Forms: nplurals=4; plural=(n%100==1 ? 0 : n%100==2 ? 1 : "
   "n%100==3 || n%100==4 ? 2 : 3);", 4, /* Slovenian */
   {1, 101, 2, 3, 4, 104, 5, 0}, {0, 0, 1, 2, 2, 2, 3, 3}, 8},
  /* a whole catalog header, as dgettext(domain, "") gives it */
  {"Project-Id-Version: bao\nLanguage: fr\nPlural-Forms: nplurals=2; "
   "plural=(n > 1);\nX-Other: plural=(n == 7);\n", 2,
   {0, 1, 2, 7}, {0, 0, 1, 1}, 4},
  /* !, arithmetic and no spaces: !(n%2) is 1 for even n */
  {"nplurals=3; plural=n==1?0:!(n%2)+1;", 3,
   {1, 2, 3, 4}, {0, 2, 1, 2}, 4},
  /* gettext takes a value beyond the forms as form 0 */
  {"Plural-Forms: nplurals=2; plural=n;", 2,
   {0, 1, 2, 5}, {0, 1, 0, 0}, 4},
};

static void test_rules(void **state)
{
  size_t i;
  int k, np;
  (void)state;
  for (i = 0; i < sizeof rules / sizeof rules[0]; i++)
    for (k = 0; k < rules[i].count; k++) {
      np = -1;
      if (bao_plural_index(rules[i].header, rules[i].n[k], &np) !=
              rules[i].want[k] ||
          np != rules[i].nplurals)
        fail_msg("rule %zu, n = %lu: form %d of %d, want %d of %d", i,
                 rules[i].n[k],
                 bao_plural_index(rules[i].header, rules[i].n[k], NULL), np,
                 rules[i].want[k], rules[i].nplurals);
    }
}

/* No rule, or one gettext cannot read: English's, n != 1, two forms. */
static void test_english(void **state)
{
  static const char *const headers[] = {
    NULL, "", "Language: sw\n", "Plural-Forms: nplurals=2;",
    "Plural-Forms: nplurals=2; plural=(n != 1;",
    "Plural-Forms: nplurals=2; plural=n +;",
    "Plural-Forms: nplurals=2; plural=n ? 1;",
    "Plural-Forms: nplurals=2; plural=(n == 1) x;",
    "Plural-Forms: nplurals=2; plural=m;",
    "Plural-Forms: nplurals=0; plural=0;",
    "Plural-Forms: plural=(n > 1);",
  };
  size_t i;
  int np;
  unsigned long n;
  (void)state;
  for (i = 0; i < sizeof headers / sizeof headers[0]; i++)
    for (n = 0; n < 4; n++) {
      np = -1;
      assert_int_equal(bao_plural_index(headers[i], n, &np), n != 1);
      assert_int_equal(np, 2);
    }
}

/* Parentheses nested too deep are not read: no stack overflow. */
static void test_deep(void **state)
{
  static char header[4096];
  size_t i, k = 0;
  (void)state;
  k += (size_t)snprintf(header, sizeof header, "nplurals=2; plural=");
  for (i = 0; i < 1000; i++)
    header[k++] = '(';
  header[k++] = 'n';
  for (i = 0; i < 1000; i++)
    header[k++] = ')';
  header[k++] = ';';
  header[k] = '\0';
  assert_int_equal(bao_plural_index(header, 5, NULL), 1); /* English's */
}

int main(int argc, char **argv)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_rules),
    cmocka_unit_test(test_english),
    cmocka_unit_test(test_deep),
  };
  return ts_run(tests, NULL, NULL, argc, argv);
}
