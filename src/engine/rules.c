/* rules.c - the rules as data: the named options (docs/rules.md §3.2,
 * §7) and the games of our sources (docs/rules.md §3-§6).
 *
 * Two tables drive bao_rules_set, bao_rules_format and
 * bao_rules_describe: one row per option, one row per variant.  Adding a
 * variant is one row here (its features, the options it takes, its
 * defaults, its words) plus the code of whatever rule it has that no
 * feature or option names yet. */
#include <stdio.h>
#include <string.h>

#include "internal.h"

/* ---- the options ----------------------------------------------------------
 * Each row: its name, the disputed point it settles, where it lives in
 * bao_rules, and its values in the order of its enum (value 0 is the
 * default of Bao la Kiswahili). */

typedef struct option_def {
  const char *name;
  const char *point;
  size_t offset;
  const char *values[4];
} option_def;

enum option_id {
  OPT_SIXTEEN, OPT_MTAJI_SAFARI, OPT_HOUSE_STOP, OPT_TAX, OPT_TAKASA_HOLE,
  OPT_TAKASIA, OPT_FRONT_ROW, OPT_GAME_END, OPT_BACK_TAKATA, OPT_SETUP,
  OPT_HOUSE_LOSS, OPT_HOUSE_POWER, OPT_MTAJI_TAX, OPT_TAKASIA_AFTER,
  OPT_TAKASIA_BLOCK, OPT_TAKASIA_LASTS, OPT_TAKASIA_CAPTURE,
  OPT_KUJIFUNZA_TAKASIA, OPT_HOUSE_TAKATA,
  OPT_SEED_CAP,
  OPT_COUNT
};

static const option_def options[OPT_COUNT] = {
  [OPT_SIXTEEN] = {"sixteen", "D1", offsetof(bao_rules, sixteen),
                   {"no-capture", "none"}},
  [OPT_MTAJI_SAFARI] = {"mtaji-safari", "D2",
                        offsetof(bao_rules, mtaji_safari),
                        {"forced", "choice"}},
  [OPT_HOUSE_STOP] = {"house-stop", "D3", offsetof(bao_rules, house_stop),
                      {"end", "optional"}},
  [OPT_TAX] = {"tax", "D4", offsetof(bao_rules, tax),
               {"front", "only-hole"}},
  [OPT_TAKASA_HOLE] = {"takasa-hole", "D5", offsetof(bao_rules, takasa_hole),
                       {"restricted", "any", "all", "not-house"}},
  [OPT_TAKASIA] = {"takasia", "D6", offsetof(bao_rules, takasia),
                   {"nyumba-exception", "strict", "off"}},
  [OPT_FRONT_ROW] = {"front-row", "D7", offsetof(bao_rules, front_row),
                     {"never-empty", "free", "loses"}},
  [OPT_GAME_END] = {"game-end", "D8", offsetof(bao_rules, game_end),
                    {"turn-start", "immediate"}},
  [OPT_BACK_TAKATA] = {"back-takata", "D13", offsetof(bao_rules, back_takata),
                       {"singletons", "front-empty"}},
  [OPT_SETUP] = {"setup", "D11", offsetof(bao_rules, setup),
                 {"standard", "house8"}},
  [OPT_HOUSE_LOSS] = {"house-loss", "leaflet 20",
                      offsetof(bao_rules, house_loss), {"no", "loses"}},
  [OPT_HOUSE_POWER] = {"house-power", "D18", offsetof(bao_rules, house_power),
                       {"six", "intact"}},
  [OPT_MTAJI_TAX] = {"mtaji-tax", "D4", offsetof(bao_rules, mtaji_tax),
                     {"no", "yes"}},
  [OPT_TAKASIA_AFTER] = {"takasia-after", "D6",
                         offsetof(bao_rules, takasia_after),
                         {"takata", "last-takasa"}},
  /* Abstract Play's takasia, nyumba and front row (docs/rules.md §11) */
  [OPT_TAKASIA_BLOCK] = {"takasia-block", "R15",
                         offsetof(bao_rules, takasia_block),
                         {"no-capture", "always"}},
  [OPT_TAKASIA_LASTS] = {"takasia-lasts", "R15",
                         offsetof(bao_rules, takasia_lasts),
                         {"move", "until-cleared"}},
  [OPT_TAKASIA_CAPTURE] = {"takasia-capture", "R15",
                           offsetof(bao_rules, takasia_capture),
                           {"free", "forced"}},
  [OPT_KUJIFUNZA_TAKASIA] = {"kujifunza-takasia", "R15",
                             offsetof(bao_rules, kujifunza_takasia),
                             {"no", "yes"}},
  [OPT_HOUSE_TAKATA] = {"house-takata", "R12",
                        offsetof(bao_rules, house_takata),
                        {"stop", "relay"}},
  /* Abstract Play's cap on a move's length (docs/rules.md §12) */
  [OPT_SEED_CAP] = {"seed-cap", "R17", offsetof(bao_rules, seed_cap),
                    {"none", "192"}},
};

/* ---- the sets of options ----------------------------------------------------
 * "set=NAME" sets each option of the set that the variant has.  Each
 * set's values, with their sources, are in docs/rules.md. */

#define MAX_SET 12

typedef struct option_set {
  const char *name;
  const char *title;
  struct {
    uint8_t option, value;
  } values[MAX_SET + 1]; /* OPT_COUNT ends the list */
} option_set;

static const option_set sets[] = {
  {"abstractplay",
   "Abstract Play's engine (bao.ts 20231126): kiswahili, kujifunza, and "
   "setup=house8 for its \"Malawi\"",
   {{OPT_TAKASA_HOLE, BAO_TAKASA_NOT_HOUSE},
    {OPT_FRONT_ROW, BAO_FRONT_LOSES},
    {OPT_TAKASIA_AFTER, BAO_TAKASIA_AFTER_LAST_TAKASA},
    {OPT_TAKASIA_BLOCK, BAO_TAKASIA_BLOCK_ALWAYS},
    {OPT_TAKASIA_LASTS, BAO_TAKASIA_LASTS_CLEARED},
    {OPT_TAKASIA_CAPTURE, BAO_TAKASIA_CAPTURE_FORCED},
    {OPT_KUJIFUNZA_TAKASIA, BAO_KUJIFUNZA_TAKASIA_YES},
    {OPT_HOUSE_TAKATA, BAO_HOUSE_TAKATA_RELAY},
    {OPT_SEED_CAP, BAO_SEED_CAP_192},
    {OPT_COUNT, 0}}},
};
#define SET_COUNT (sizeof sets / sizeof sets[0])

#define BIT(o) (1u << (o))
/* The options every game with a mtaji stage has. */
#define OPTS_MTAJI \
  (BIT(OPT_SIXTEEN) | BIT(OPT_FRONT_ROW) | BIT(OPT_GAME_END) | \
   BIT(OPT_BACK_TAKATA))
/* ... and those of a game with the takasia (R15), Abstract Play's. */
#define OPTS_TAKASIA_AP \
  (BIT(OPT_TAKASIA_BLOCK) | BIT(OPT_TAKASIA_LASTS) | \
   BIT(OPT_TAKASIA_CAPTURE))
/* ... and those of the nyumba in the namua stage. */
#define OPTS_NAMUA_HOUSE (BIT(OPT_HOUSE_STOP) | BIT(OPT_TAX))

/* ---- the games ---------------------------------------------------------------
 * Each row: its name, its features, the options it takes, the words its
 * players use, and its defaults: the options it plays otherwise than
 * Bao la Kiswahili (value 0 of every option not listed). */

#define MAX_DEFAULTS 6

typedef struct option_value {
  uint8_t option; /* enum option_id; OPT_COUNT ends the list */
  uint8_t value;
} option_value;

typedef struct variant_def {
  const char *name;
  const char *title;
  unsigned features;
  unsigned options;
  bao_words words;
  option_value defaults[MAX_DEFAULTS + 1];
} variant_def;

#define END_DEFAULTS {OPT_COUNT, 0}

#define F_FULL (BAO_F_NAMUA | BAO_F_NYUMBA | BAO_F_TAKASIA)

static const variant_def variants[] = {
  [BAO_KISWAHILI] = {
    "kiswahili", "Bao la Kiswahili (de Voogt's master rules)", F_FULL,
    OPTS_MTAJI | OPTS_NAMUA_HOUSE | BIT(OPT_MTAJI_SAFARI) |
      BIT(OPT_TAKASA_HOLE) | BIT(OPT_TAKASIA) | BIT(OPT_SETUP) |
      BIT(OPT_HOUSE_POWER) | BIT(OPT_MTAJI_TAX) | BIT(OPT_TAKASIA_AFTER) |
      OPTS_TAKASIA_AP | BIT(OPT_HOUSE_TAKATA) | BIT(OPT_SEED_CAP),
    {"nyumba", "namua", "mtaji"}, {END_DEFAULTS}},
  [BAO_KUJIFUNZA] = {
    "kujifunza", "Bao la Kujifunza (2 seeds in every hole, mtaji only)", 0,
    OPTS_MTAJI | OPTS_TAKASIA_AP | BIT(OPT_KUJIFUNZA_TAKASIA) |
      BIT(OPT_SEED_CAP),
    {"nyumba", "namua", "mtaji"}, {END_DEFAULTS}},
  [BAO_KETE] = {
    "kete", "Bao la Kete of Lamu",
    F_FULL | BAO_F_KUU_MIN6 | BAO_F_KUU_FIRST | BAO_F_RESERVED,
    OPTS_MTAJI | OPTS_NAMUA_HOUSE | BIT(OPT_MTAJI_SAFARI) |
      BIT(OPT_TAKASA_HOLE) | BIT(OPT_TAKASIA) | BIT(OPT_TAKASIA_AFTER),
    {"kuu", "nemo", "hizi zetu"}, {END_DEFAULTS}},
  [BAO_LEAFLET] = {
    "leaflet", "the Zanzibar leaflet (its namua, then Kujifunza's rules)",
    BAO_F_NAMUA | BAO_F_NYUMBA | BAO_F_HOUSE_ANY | BAO_F_TAKASA_ANY,
    OPTS_MTAJI | OPTS_NAMUA_HOUSE | BIT(OPT_HOUSE_LOSS),
    {"nyumba", "namua", "mtaji"},
    /* the leaflet nowhere forbids emptying one's own front row (§6) */
    {{OPT_FRONT_ROW, BAO_FRONT_FREE}, END_DEFAULTS}},
  [BAO_ESPERANTO] = {
    "esperanto", "the Esperanto Vikipedio's Bao (8-seed nyumba, mtaji tax)",
    BAO_F_NAMUA | BAO_F_NYUMBA,
    OPTS_MTAJI | OPTS_NAMUA_HOUSE | BIT(OPT_MTAJI_SAFARI) |
      BIT(OPT_TAKASA_HOLE) | BIT(OPT_SETUP) | BIT(OPT_HOUSE_POWER) |
      BIT(OPT_MTAJI_TAX),
    {"nyumba", "namua", "mtaji"},
    /* the article's rules (docs/rules.md §6a) */
    {{OPT_SETUP, BAO_SETUP_HOUSE8}, {OPT_TAKASA_HOLE, BAO_TAKASA_ALL},
     {OPT_HOUSE_POWER, BAO_HOUSE_POWER_INTACT},
     {OPT_MTAJI_TAX, BAO_MTAJI_TAX_YES},
     {OPT_MTAJI_SAFARI, BAO_SAFARI_CHOICE}, {OPT_FRONT_ROW, BAO_FRONT_FREE},
     END_DEFAULTS}},
};

/* A variant appended to the enum without its row here fails the build,
 * not at play with a NULL name (one inserted before the last leaves an
 * empty row, which tests/tables.sh names). */
_Static_assert(sizeof variants / sizeof variants[0] == BAO_VARIANTS,
               "rules.c's table of variants lacks a row of the enum's");

static int valid_variant(int v) { return v >= 0 && v < BAO_VARIANTS; }

int bao_variant_parse(const char *name, int *out)
{
  int i;
  for (i = 0; i < BAO_VARIANTS; i++) {
    if (strcmp(name, variants[i].name) == 0) {
      *out = i;
      return 1;
    }
  }
  return 0;
}

const char *bao_variant_name(enum bao_variant variant)
{
  return valid_variant(variant) ? variants[variant].name : NULL;
}

const bao_words *bao_variant_words(enum bao_variant variant)
{
  return &variants[valid_variant(variant) ? variant : BAO_KISWAHILI].words;
}

bao_rules bao_rules_variant(enum bao_variant variant)
{
  bao_rules r;
  const option_value *d;
  memset(&r, 0, sizeof r);
  if (!valid_variant(variant))
    variant = BAO_KISWAHILI;
  r.variant = (uint8_t)variant;
  r.features = (uint16_t)variants[variant].features;
  for (d = variants[variant].defaults; d->option < OPT_COUNT; d++)
    ((uint8_t *)&r)[options[d->option].offset] = d->value;
  return r;
}

bao_rules bao_rules_default(void)
{
  return bao_rules_variant(BAO_KISWAHILI);
}

static uint8_t get(const bao_rules *r, int opt)
{
  return ((const uint8_t *)r)[options[opt].offset];
}

static int takes(const bao_rules *r, int opt)
{
  return valid_variant(r->variant) &&
         (variants[r->variant].options & BIT(opt)) != 0;
}

static int value_count(int opt)
{
  int n = 0;
  while (n < 4 && options[opt].values[n])
    n++;
  return n;
}

/* "sixteen, front-row, ..." into buf: the options of a variant. */
static void option_names(const bao_rules *r, char *buf, size_t size)
{
  size_t used = 0;
  int i;
  buf[0] = '\0';
  for (i = 0; i < OPT_COUNT; i++)
    if (takes(r, i) && used < size)
      used += (size_t)snprintf(buf + used, size - used, "%s%s",
                               used ? ", " : "", options[i].name);
}

/* "set=NAME": each option of the set that the variant has. */
static int set_of(bao_rules *rules, const char *name, bao_diag *d)
{
  size_t s;
  int i;
  for (s = 0; s < SET_COUNT; s++) {
    if (strcmp(sets[s].name, name) != 0)
      continue;
    for (i = 0; sets[s].values[i].option < OPT_COUNT; i++)
      if (takes(rules, sets[s].values[i].option))
        ((uint8_t *)rules)[options[sets[s].values[i].option].offset] =
            sets[s].values[i].value;
    return 1;
  }
  return bao_diag_set(d, bao_mark_column(5), "unknown rule set '%s' (see "
                      "bao rules)", name);
}

int bao_rules_set(bao_rules *rules, const char *assignment, bao_diag *d)
{
  const char *eq = strchr(assignment, '=');
  char names[400];
  size_t len;
  int i, v;
  if (!eq)
    return bao_diag_set(d, bao_mark_column(1),
                        "rule option '%s' is not NAME=VALUE", assignment);
  len = (size_t)(eq - assignment);
  if (len == 3 && strncmp(assignment, "set", 3) == 0)
    return set_of(rules, eq + 1, d);
  for (i = 0; i < OPT_COUNT; i++) {
    if (strlen(options[i].name) != len ||
        strncmp(options[i].name, assignment, len) != 0)
      continue;
    if (!takes(rules, i)) {
      option_names(rules, names, sizeof names);
      return bao_diag_set(d, bao_mark_column(1), "the %s variant has no "
                          "rule option '%s' (its options: %s)",
                          bao_variant_name(rules->variant), options[i].name,
                          names);
    }
    for (v = 0; v < value_count(i); v++) {
      if (strcmp(options[i].values[v], eq + 1) == 0) {
        ((uint8_t *)rules)[options[i].offset] = (uint8_t)v;
        return 1;
      }
    }
    return bao_diag_set(d, bao_mark_column((int)len + 2),
                        "unknown value '%s' for rule option '%s' (see bao "
                        "rules)", eq + 1, options[i].name);
  }
  return bao_diag_set(d, bao_mark_column(1), "unknown rule option '%.*s' "
                      "(see bao rules)", (int)len, assignment);
}

/* ---- text ---------------------------------------------------------------------- */

/* Appends to what is left of buf; counts what would have been needed. */
typedef struct text {
  char *buf;
  size_t size, used;
} text;

static void add(text *t, const char *str)
{
  size_t n = strlen(str);
  if (t->buf && t->used < t->size)
    snprintf(t->buf + t->used, t->size - t->used, "%s", str);
  t->used += n;
}

size_t bao_rules_format(const bao_rules *rules, char *buf, size_t size)
{
  bao_rules base = bao_rules_variant(rules->variant);
  text t = {buf, size, 0};
  int i;
  uint8_t v;
  if (buf && size)
    buf[0] = '\0';
  for (i = 0; i < OPT_COUNT; i++) {
    v = get(rules, i);
    if (v == get(&base, i) || v >= value_count(i))
      continue;
    if (t.used)
      add(&t, " ");
    add(&t, options[i].name);
    add(&t, "=");
    add(&t, options[i].values[v]);
  }
  return t.used;
}

/* "name (point): value1 (default) value2 ..." */
static void describe_option(text *t, const bao_rules *base, int i)
{
  int v;
  add(t, options[i].name);
  add(t, " (");
  add(t, options[i].point);
  add(t, "):");
  for (v = 0; v < value_count(i); v++) {
    add(t, " ");
    add(t, options[i].values[v]);
    if (v == get(base, i))
      add(t, " (default)");
  }
  add(t, "\n");
}

/* "; plays front-row=free ...": the defaults of a variant, if it has
 * any of its own. */
static void add_defaults(text *t, int variant)
{
  const option_value *d = variants[variant].defaults;
  if (d->option < OPT_COUNT)
    add(t, "; plays");
  for (; d->option < OPT_COUNT; d++) {
    add(t, " ");
    add(t, options[d->option].name);
    add(t, "=");
    add(t, options[d->option].values[d->value]);
  }
}

size_t bao_rules_describe(int variant, char *buf, size_t size)
{
  text t = {buf, size, 0};
  bao_rules base;
  char names[400];
  int i;
  if (buf && size)
    buf[0] = '\0';
  base = bao_rules_variant(valid_variant(variant) ? variant : BAO_KISWAHILI);
  for (i = 0; i < OPT_COUNT; i++)
    if (!valid_variant(variant) || takes(&base, i))
      describe_option(&t, &base, i);
  if (valid_variant(variant))
    return t.used;
  add(&t, "\nsets (--rule set=NAME):\n");
  for (i = 0; i < (int)SET_COUNT; i++) {
    add(&t, sets[i].name);
    add(&t, ": ");
    add(&t, sets[i].title);
    add(&t, "\n");
  }
  add(&t, "\nvariants (--variant NAME):\n");
  for (i = 0; i < BAO_VARIANTS; i++) {
    base = bao_rules_variant(i);
    option_names(&base, names, sizeof names);
    add(&t, variants[i].name);
    add(&t, ": ");
    add(&t, variants[i].title);
    add(&t, "; options: ");
    add(&t, names);
    add_defaults(&t, i);
    add(&t, "\n");
  }
  return t.used;
}
