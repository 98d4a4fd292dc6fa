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

/* The name of `why` in an event of `kind`, or NULL. */
static const char *whys(int kind, int why)
{
  bao_event e = {0};
  e.kind = (uint8_t)kind;
  e.why = (uint8_t)why;
  return bao_event_why_name(&e);
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
  /* a lap's why and a capture's entry: up to the first value without a
   * name (bao_event_why_name's NULL) */
  for (i = 0; i < 256 && whys(BAO_EV_LAP, i); i++)
    say("lap", i, whys(BAO_EV_LAP, i));
  for (i = 0; i < 256 && whys(BAO_EV_CAPTURE, i); i++)
    say("entry", i, whys(BAO_EV_CAPTURE, i));
  return ferror(stdout) != 0;
}
