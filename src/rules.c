/* rules.c - the named rule options (rules.md §3.2 and §7). */
#include <stdio.h>
#include <string.h>

#include "internal.h"

/* One row per option: its name, the disputed point, and its values in the
 * order of the enum stored in bao_rules (value 0 is the default). */
typedef struct option_def {
  const char *name;
  const char *point;
  size_t offset;
  const char *values[4];
} option_def;

static const option_def options[] = {
  {"sixteen", "D1", offsetof(bao_rules, sixteen), {"no-capture", "none"}},
  {"mtaji-safari", "D2", offsetof(bao_rules, mtaji_safari),
   {"forced", "choice"}},
  {"house-stop", "D3", offsetof(bao_rules, house_stop), {"end", "optional"}},
  {"tax", "D4", offsetof(bao_rules, tax), {"front", "only-hole"}},
  {"takasa-hole", "D5", offsetof(bao_rules, takasa_hole),
   {"restricted", "any"}},
  {"takasia", "D6", offsetof(bao_rules, takasia),
   {"nyumba-exception", "strict", "off"}},
  {"front-row", "D7", offsetof(bao_rules, front_row),
   {"never-empty", "free"}},
  {"game-end", "D8", offsetof(bao_rules, game_end),
   {"turn-start", "immediate"}},
  {"back-takata", "D13", offsetof(bao_rules, back_takata),
   {"singletons", "front-empty"}},
  {"setup", "D11", offsetof(bao_rules, setup), {"standard", "house8"}},
  {"house-loss", "leaflet 20", offsetof(bao_rules, house_loss),
   {"no", "loses"}},
};

static const char *variants[BAO_VARIANTS] = {"kiswahili", "kujifunza", "kete",
                                             "leaflet"};

int bao_variant_parse(const char *name, int *out)
{
  int i;
  for (i = 0; i < BAO_VARIANTS; i++) {
    if (strcmp(name, variants[i]) == 0) {
      *out = i;
      return 1;
    }
  }
  return 0;
}

const char *bao_variant_name(int variant)
{
  return variant >= 0 && variant < BAO_VARIANTS ? variants[variant] : NULL;
}

bao_rules bao_rules_variant(int variant)
{
  bao_rules r = bao_rules_default();
  r.variant = (uint8_t)variant;
  return r;
}

#define N_OPTIONS (sizeof options / sizeof options[0])

bao_rules bao_rules_default(void)
{
  bao_rules r;
  memset(&r, 0, sizeof r);
  r.variant = BAO_KISWAHILI;
  return r;
}

int bao_rules_set(bao_rules *rules, const char *assignment, bao_error *err)
{
  const char *eq = strchr(assignment, '=');
  size_t i, v, len;
  if (!eq)
    return bao_fail(err, 1, "rule option '%s' is not NAME=VALUE",
                     assignment);
  len = (size_t)(eq - assignment);
  for (i = 0; i < N_OPTIONS; i++) {
    if (strlen(options[i].name) != len ||
        strncmp(options[i].name, assignment, len) != 0)
      continue;
    for (v = 0; v < 4 && options[i].values[v]; v++) {
      if (strcmp(options[i].values[v], eq + 1) == 0) {
        ((uint8_t *)rules)[options[i].offset] = (uint8_t)v;
        return 1;
      }
    }
    return bao_fail(err, (int)len + 2,
                     "unknown value '%s' (see bao moves --rules)", eq + 1);
  }
  return bao_fail(err, 1, "unknown rule option '%s' (see bao moves --rules)",
                   assignment);
}

/* Appends str to what is left of buf; counts what would have been needed. */
static void append(char *buf, size_t size, size_t *used, const char *str)
{
  size_t n = strlen(str);
  if (buf && *used < size)
    snprintf(buf + *used, size - *used, "%s", str);
  *used += n;
}

size_t bao_rules_describe(char *buf, size_t size)
{
  size_t i, v, used = 0;
  if (buf && size)
    buf[0] = '\0';
  for (i = 0; i < N_OPTIONS; i++) {
    append(buf, size, &used, options[i].name);
    append(buf, size, &used, " (");
    append(buf, size, &used, options[i].point);
    append(buf, size, &used, "):");
    for (v = 0; v < 4 && options[i].values[v]; v++) {
      append(buf, size, &used, " ");
      append(buf, size, &used, options[i].values[v]);
      if (v == 0)
        append(buf, size, &used, " (default)");
    }
    append(buf, size, &used, "\n");
  }
  return used;
}

size_t bao_rules_format(const bao_rules *rules, char *buf, size_t size)
{
  size_t i, used = 0;
  uint8_t v;
  if (buf && size)
    buf[0] = '\0';
  for (i = 0; i < N_OPTIONS; i++) {
    v = ((const uint8_t *)rules)[options[i].offset];
    if (v == 0 || v >= 4 || !options[i].values[v])
      continue;
    if (used)
      append(buf, size, &used, " ");
    append(buf, size, &used, options[i].name);
    append(buf, size, &used, "=");
    append(buf, size, &used, options[i].values[v]);
  }
  return used;
}
