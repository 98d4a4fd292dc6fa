/* table_names.c - the names the library's tables give, one "KIND NAME"
 * a line, in the tables' order: what tests/tables.sh compares the
 * hand-written lists outside C with (the TypeScript types, the Python
 * and JavaScript modules, the tests' loops).  Each list is walked up to
 * the first NULL name (or the enum's count), never through a count
 * written here, so that a row added to a table shows up without an
 * edit of this file. */
#include <stdio.h>

#include "bao/bao.h"
#include "bao/token.h"

static void say(const char *kind, int i, const char *name)
{
  if (name)
    printf("%s %s\n", kind, name);
  else
    printf("%s (unnamed %d)\n", kind, i);
}

int main(void)
{
  int i;

  for (i = 0; i < BAO_VARIANTS; i++)
    say("variant", i, bao_variant_name((enum bao_variant)i));
  for (i = 0; i < BAO_DIALECT_COUNT; i++)
    say("dialect", i, bao_dialect_name((enum bao_dialect)i));
  for (i = 0; i < BAO_EVENT_KINDS; i++)
    say("event", i, bao_event_name(i));
  /* bao_end_why_name reads anything out of range as "no-legal-move":
   * the enum's last value ends the list */
  for (i = 0; i <= BAO_END_NO_HOUSE; i++)
    say("end", i, bao_end_why_name(i));
  return ferror(stdout) != 0;
}
