/* dialect.c - the notations as data (dialect.h): one row per dialect,
 * and the names bao_dialect_parse and bao_dialect_name read and write.
 * Every list of dialect names (the command's help and errors, the walk's
 * "unknown dialect" message) is made from this table. */
#include <string.h>

#include "notation/dialect.h"

static const bao_dialect_def dialects[] = {
  /* name, title, rule, arrows, mirror_north, try_mirrored, writer */
  [BAO_DIALECT_DEVOOGT] = {"devoogt", "de Voogt", BAO_RULE_DEVOOGT, 0, 0, 1,
                           BAO_WRITE_DEVOOGT},
  [BAO_DIALECT_KIBA] = {"kiba", "KIBA", BAO_RULE_KIBA, 1, 0, 0,
                        BAO_WRITE_KIBA},
  /* de Voogt's tokens; North's L/R as seen by South */
  [BAO_DIALECT_MW] = {"mw", "Mancala World", BAO_RULE_DEVOOGT, 0, 1, 0,
                      BAO_WRITE_DEVOOGT},
  /* Abstract Play: KIBA's arrows and marks after a cell a1..h4 */
  [BAO_DIALECT_AP] = {"ap", "Abstract Play", BAO_RULE_AP, 1, 0, 0,
                      BAO_WRITE_AP},
};

/* A dialect appended to the enum without its row fails the build. */
_Static_assert(sizeof dialects / sizeof dialects[0] == BAO_DIALECT_COUNT,
               "dialect.c's table lacks a row of the enum's");

const bao_dialect_def *bao_dialect_def_of(int dialect)
{
  return dialect >= 0 && dialect < BAO_DIALECT_COUNT ? &dialects[dialect]
                                                     : NULL;
}

const bao_dialect_def *bao_dialect_row(int dialect)
{
  const bao_dialect_def *d = bao_dialect_def_of(dialect);
  return d ? d : &dialects[BAO_DIALECT_DEVOOGT];
}

const char *bao_dialect_name(enum bao_dialect dialect)
{
  const bao_dialect_def *d = bao_dialect_def_of(dialect);
  return d ? d->name : NULL;
}

int bao_dialect_parse(const char *name, int *out)
{
  int d;

  if (!name)
    return 0;
  for (d = 0; d < BAO_DIALECT_COUNT; d++) {
    if (strcmp(name, dialects[d].name) == 0) {
      if (out)
        *out = d;
      return 1;
    }
  }
  return 0;
}

int bao_dialect_decided(int mask)
{
  int d, first = -1;

  for (d = 0; d < BAO_DIALECT_COUNT; d++) {
    if (!(mask & BAO_DIALECT_BIT(d)))
      continue;
    if (first < 0)
      first = d;
    else if (dialects[d].rule != dialects[first].rule)
      return -1;
  }
  return first;
}
