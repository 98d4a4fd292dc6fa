/* ap_write.c - games written as AP Game Records (schema "AP Game
 * Record" 1-0-0), one record a line (JSON Lines: any number of games is
 * written as it comes, and a single game is one record, as the site's
 * own files hold).  The header is what ap_read.c read, given back from
 * its tags: a tag "ap-json-KEY" is KEY's value as it was; otherwise the
 * game's own tags make it (see bao-record(5)):
 *
 *   game     {"name": "Bao", "variants": [the variant's AP label]}
 *   event, round, date-start, date-end, date-generated   their tags
 *   site     {"name": site (or "?"), "gameid": gameid}
 *   players  [{"name": south, "userid", "score", "result": 1 or 0},
 *             {"name": north, ...}]
 *
 * The schema asks for the three dates: a record without them gets the
 * "date" tag's day ("1994-10-11" gives 1994-10-11T00:00:00Z; a year or a
 * month, its first day), or the epoch.  The tokens are written as the
 * game holds them: the caller (bao convert) has put them in AP's
 * dialect. */
#define _POSIX_C_SOURCE 200809L /* gmtime_r */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "base/sink.h"
#include "json.h"
#include "records.h"

/* The AP label of a variant and its rules, or NULL. */
static const char *label_of(const bao_game *g)
{
  const char *v = bao_game_tag(g, "variant"), *r = bao_game_tag(g, "rules");
  int house8 = r && strstr(r, "setup=house8") != NULL;
  if (!v || strcmp(v, "kiswahili") == 0)
    return house8 ? "Malawi" : "Default setup";
  if (strcmp(v, "kujifunza") == 0)
    return "Bao la kujifunza";
  return NULL;
}

/* Whether s is a JSON value (a tag holding one, which a person may have
 * edited since it was read). */
static int is_json(const char *s)
{
  return json_is_value(s, strlen(s));
}

static void key(obuf *o, const char *k, int *first)
{
  if (!*first)
    ob_chr(o, ',');
  *first = 0;
  json_put_string(o, k, strlen(k));
  ob_chr(o, ':');
}

static void string(obuf *o, const char *s)
{
  json_put_string(o, s, strlen(s));
}

/* The value of the raw tag ap-json-NAME, checked; NULL when there is
 * none.  *bad is set when it is not JSON. */
static const char *raw(const bao_game *g, const char *name, int *bad)
{
  char k[64];
  const char *v;
  snprintf(k, sizeof k, "ap-json-%s", name);
  v = bao_game_tag(g, k);
  if (v && !is_json(v))
    *bad = 1;
  return v;
}

/* The time a record is written, as genRecord() sets date-generated
 * (new Date().toISOString()): now, or SOURCE_DATE_EPOCH's time when that
 * is set (reproducible builds' convention, which the tests use). */
static void date_now(char *out, size_t size)
{
  const char *e = getenv("SOURCE_DATE_EPOCH");
  time_t t = e && *e && strspn(e, "0123456789") == strlen(e)
                 ? (time_t)strtoll(e, NULL, 10)
                 : time(NULL);
  struct tm tm;
  if (t == (time_t)-1 || !gmtime_r(&t, &tm) ||
      !strftime(out, size, "%Y-%m-%dT%H:%M:%S.000Z", &tm))
    snprintf(out, size, "1970-01-01T00:00:00.000Z");
}

/* "1994-10-11T00:00:00.000Z" from the date tag's "1994", "1994-10" or
 * "1994-10-11"; the epoch when it says none of these. */
static void date_of(const bao_game *g, char *out, size_t size)
{
  const char *d = bao_game_tag(g, "date");
  char day[11] = "1970-01-01";
  size_t n = d ? strspn(d, "0123456789-") : 0;
  if (n == 4 || n == 7 || n == 10) {
    memcpy(day, d, n);
    if (n >= 7 && !(day[4] == '-' && (n == 7 || day[7] == '-')))
      memcpy(day, "1970-01-01", 10);
  }
  snprintf(out, size, "%.10sT00:00:00.000Z", day);
}

/* Each player's result as AP writes it (1 a winner, 0 not): the
 * winner's 1-0 or 0-1, a draw's 1/2-1/2 (eog() makes both winners), and
 * "*" for an abandoned game's (no winner); 0 when the result is none of
 * these. */
static int results_of(const bao_game *g, int r[2])
{
  const char *v = bao_game_tag(g, "result");
  int winner = bao_game_winner(g);
  if (winner >= 0)
    return r[0] = winner == 0, r[1] = winner == 1, 1;
  if (v && strcmp(v, "1/2-1/2") == 0)
    return r[0] = r[1] = 1, 1;
  if (v && strcmp(v, "*") == 0 && bao_ap_ending(g->tail))
    return r[0] = r[1] = 0, 1;
  return 0;
}

static int write_players(obuf *o, const bao_game *g, int *bad, int *first)
{
  static const char *const sides[] = {"south", "north"};
  const char *v = raw(g, "players", bad), *f;
  char k[32];
  int result[2], i, f1;
  key(o, "players", first);
  if (v)
    return ob_str(o, v), 1;
  if (!results_of(g, result))
    return 0;
  ob_chr(o, '[');
  for (i = 0; i < 2; i++) {
    f1 = 1;
    ob_str(o, i ? ",{" : "{");
    key(o, "name", &f1);
    f = bao_game_tag(g, sides[i]);
    string(o, f ? f : i ? "North" : "South");
    snprintf(k, sizeof k, "%s-userid", sides[i]);
    if ((f = bao_game_tag(g, k)) != NULL)
      key(o, "userid", &f1), string(o, f);
    snprintf(k, sizeof k, "%s-is_ai", sides[i]);
    if ((f = bao_game_tag(g, k)) != NULL) {
      key(o, "is_ai", &f1);
      if (strcmp(f, "true") && strcmp(f, "false"))
        *bad = 1;
      ob_str(o, f);
    }
    snprintf(k, sizeof k, "%s-score", sides[i]);
    if ((f = bao_game_tag(g, k)) != NULL) {
      key(o, "score", &f1);
      if (!is_json(f) || strspn(f, "-0123456789.eE+") != strlen(f))
        *bad = 1;
      ob_str(o, f);
    }
    key(o, "result", &f1);
    ob_chr(o, result[i] ? '1' : '0');
    ob_chr(o, '}');
  }
  ob_chr(o, ']');
  return 1;
}

/* The tags that make the header's known keys (or say how to write the
 * moves): every other tag is a header key of its own, a string. */
static const char *const mapped[] = {
  "south", "north", "result", "variant", "rules", "dialect", "site",
  "gameid", "event", "round", "date", "date-start", "date-end",
  "date-generated", "south-userid", "south-score", "north-userid",
  "north-score", "game", "players", "south-is_ai", "north-is_ai",
  "unrated", "pied", "pie-invoked"};

int bao_ap_flag(const char *key)
{
  return strcmp(key, "unrated") == 0 || strcmp(key, "pied") == 0 ||
         strcmp(key, "pie-invoked") == 0;
}

int bao_ap_tag_mapped(const char *key)
{
  size_t k;
  if (strncmp(key, "ap-", 3) == 0)
    return 1;
  for (k = 0; k < sizeof mapped / sizeof mapped[0]; k++)
    if (strcmp(key, mapped[k]) == 0)
      return 1;
  return 0;
}

/* The keys a tag of its own gives back; every other "ap-json-" tag is a
 * header key of its own. */
static const char *const own_keys[] = {"game", "site", "players"};

static int write_header(obuf *o, const bao_game *g, int *bad)
{
  static const char *const strings[] = {"event", "round", "date-start",
                                        "date-end", "date-generated"};
  const char *v, *label = label_of(g), *site;
  char date[40];
  int first = 1;
  size_t i, k;
  ob_str(o, "{\"header\":{");
  key(o, "game", &first);
  if ((v = raw(g, "game", bad)) != NULL)
    ob_str(o, v);
  else if (!label)
    return 0;
  else
    ob_str(o, "{\"name\":\"Bao\",\"variants\":["), string(o, label),
      ob_str(o, "]}");
  key(o, "site", &first);
  if ((v = raw(g, "site", bad)) != NULL) {
    ob_str(o, v);
  } else {
    site = bao_game_tag(g, "site");
    ob_str(o, "{\"name\":"), string(o, site ? site : "?");
    if ((v = bao_game_tag(g, "gameid")) != NULL)
      ob_str(o, ",\"gameid\":"), string(o, v);
    ob_chr(o, '}');
  }
  for (k = 0; k < sizeof strings / sizeof strings[0]; k++) {
    if (k == 4)
      date_now(date, sizeof date);
    else
      date_of(g, date, sizeof date);
    if ((v = bao_game_tag(g, strings[k])) != NULL || k >= 2)
      key(o, strings[k], &first), string(o, v ? v : date);
  }
  if (!write_players(o, g, bad, &first))
    return 0;
  for (i = 0; i < g->n_tags; i++) {
    const char *t = g->tags[i].key;
    if (bao_ap_flag(t) && g->tags[i].value) { /* a JSON true or false */
      key(o, t, &first), ob_str(o, g->tags[i].value);
      if (strcmp(g->tags[i].value, "true") && strcmp(g->tags[i].value,
                                                     "false"))
        *bad = 1;
      continue;
    }
    if (!bao_ap_tag_mapped(t) && g->tags[i].value) { /* seed, source, ... */
      key(o, t, &first), string(o, g->tags[i].value);
      continue;
    }
    if (strncmp(t, "ap-json-", 8) != 0)
      continue;
    for (k = 0; k < 3 && strcmp(t + 8, own_keys[k]) != 0; k++)
      ;
    if (k < 3 || strncmp(t + 8, "top-", 4) == 0 || !g->tags[i].value)
      continue;
    if (!is_json(g->tags[i].value))
      *bad = 1;
    key(o, t + 8, &first), ob_str(o, g->tags[i].value);
  }
  ob_chr(o, '}');
  return 1;
}

/* A ply: its token alone, or an object when it has a comment (AP's
 * "result", words for a reader) or extras read with it (ap-move-K). */
static void write_ply(obuf *o, const bao_game *g, size_t k,
                      const bao_respellings *re, int *bad)
{
  bao_ply_src buf;
  const bao_ply_src *p = bao_respelled(re, &g->plies[k], &buf);
  char name[40];
  const char *extra;
  snprintf(name, sizeof name, "ap-move-%zu", k + 1);
  extra = bao_game_tag(g, name);
  if (extra && (!is_json(extra) || extra[0] != '{'))
    *bad = 1, extra = NULL;
  if (!p->comment && !extra) {
    string(o, p->token);
    return;
  }
  ob_str(o, "{\"move\":"), string(o, p->token);
  if (p->comment)
    ob_str(o, ",\"result\":"), string(o, p->comment);
  extra = extra ? extra + 1 + strspn(extra + 1, " \t\r\n") : "}";
  if (*extra != '}')
    ob_chr(o, ',');
  ob_str(o, extra);
}

/* The game's end as AP writes it, the entry after the last move: the
 * word alone, or an object when it was read as one (ap-end). */
static void write_ending(obuf *o, const bao_game *g, int *bad)
{
  const char *extra = bao_game_tag(g, "ap-end");
  if (extra && (!is_json(extra) || extra[0] != '{'))
    *bad = 1, extra = NULL;
  if (!extra) {
    string(o, g->tail);
    return;
  }
  ob_str(o, "{\"move\":"), string(o, g->tail);
  extra = extra + 1 + strspn(extra + 1, " \t\r\n");
  if (*extra != '}')
    ob_chr(o, ',');
  ob_str(o, extra);
}

/* Rounds of [South, North]; the end (resign, ...) takes the place of the
 * next move, in the round it falls in. */
static void write_moves(obuf *o, const bao_game *g,
                        const bao_respellings *re, int *bad)
{
  size_t k = 0, r = 0, n = g->n_plies;
  int end = bao_ap_ending(g->tail), first_null;
  first_null = bao_game_tag(g, "ap-first-null") && (n || end);
  ob_str(o, ",\"moves\":[");
  if (first_null) {
    ob_str(o, "[null,");
    if (n)
      write_ply(o, g, k++, re, bad);
    else
      write_ending(o, g, bad), end = 0;
    ob_chr(o, ']'), r++;
  }
  for (; k < n || (k == n && end); k += 2, r++) {
    ob_str(o, r ? ",[" : "[");
    if (k < n) {
      write_ply(o, g, k, re, bad);
    } else {
      write_ending(o, g, bad), end = 0;
      ob_chr(o, ']');
      break;
    }
    if (k + 1 < n)
      ob_chr(o, ','), write_ply(o, g, k + 1, re, bad);
    else if (end)
      ob_chr(o, ','), write_ending(o, g, bad), end = 0;
    else if (bao_game_tag(g, "ap-last-null"))
      ob_str(o, ",null");
    ob_chr(o, ']');
  }
  ob_chr(o, ']');
}

/* What the record cannot keep, said as --to text says it: a warning in
 * d (the game is written all the same). */
static void say_dropped(const bao_game *g, const bao_respellings *re,
                        bao_diag *d)
{
  size_t k, notes = 0, glyphs = 0, originals = 0;
  char what[400], shown[48];
  int n = 0;
  bao_ply_src buf;
  const bao_ply_src *p;
  for (k = 0; k < g->n_plies; k++) {
    notes += g->plies[k].note != NULL;
    glyphs += g->plies[k].glyph != NULL;
    p = bao_respelled(re, &g->plies[k], &buf);
    originals += p->original != NULL && strcmp(p->original, p->token) != 0;
  }
  what[0] = '\0';
#define SAY(count, one, many)                                              \
  if (count)                                                               \
  n += snprintf(what + n, sizeof what - (size_t)n, "%s%zu %s", n ? ", " : "", \
                count, count == 1 ? one : many)
  SAY(notes, "note", "notes");
  SAY(glyphs, "glyph", "glyphs");
  SAY(originals, "printed spelling (original)", "printed spellings "
      "(original)");
#undef SAY
  if (g->tail && !bao_ap_ending(g->tail)) {
    bao_text_clean(g->tail, 40, shown, sizeof shown);
    n += snprintf(what + n, sizeof what - (size_t)n, "%sthe end '%s'",
                  n ? ", " : "", shown);
  }
  if (!n || !d)
    return;
  bao_diag_set(d, g->mark, "game %d: an AP Game Record has no place for "
               "%s: not kept (a YAML record keeps them)", g->index, what);
  d->level = BAO_WARNING;
}

/* Why game g cannot be an AP record, or NULL. */
static const char *refusal(const bao_game *g)
{
  size_t k;
  if (g->setup)
    return "it starts from a set-up position (AP's games start from the "
           "start)";
  for (k = 0; k < g->n_plies; k++)
    if (g->plies[k].n_lines)
      return "it has variations (an AP record holds the moves played)";
  if (!label_of(g) && !bao_game_tag(g, "ap-json-game"))
    return "its variant is not one AP plays (kiswahili or kujifunza)";
  if (!results_of(g, (int[2]){0, 0}) && !bao_game_tag(g, "ap-json-players"))
    return "its result names no winner (AP keeps finished games: result "
           "1-0, 0-1, 1/2-1/2 for a draw agreed, or * with end: abandoned)";
  return NULL;
}

static int write_game(struct bao_sink *s, const bao_game *g,
                      const bao_respellings *re, bao_diag *d)
{
  obuf *o = sink_buf(s);
  const char *why = refusal(g);
  size_t i;
  int bad = 0;
  if (why)
    return bao_diag_set(d, g->mark, "game %d cannot be written as an AP "
                        "Game Record: %s", g->index, why);
  if (!write_header(o, g, &bad))
    return bao_diag_set(d, g->mark, "game %d cannot be written as an AP "
                        "Game Record", g->index);
  write_moves(o, g, re, &bad);
  for (i = 0; i < g->n_tags; i++)
    if (strncmp(g->tags[i].key, "ap-json-top-", 12) == 0 &&
        g->tags[i].value) {
      if (!is_json(g->tags[i].value))
        bad = 1;
      key(o, g->tags[i].key + 12, &(int){0}), ob_str(o, g->tags[i].value);
    }
  ob_chr(o, '}');
  if (bad)
    return bao_diag_set(d, g->mark, "game %d cannot be written as an AP "
                        "Game Record: a tag ap-json-..., ap-move-..., "
                        "ap-end, ...-score, ...-is_ai or a flag (unrated, "
                        "pied) holds no JSON value of its kind", g->index);
  say_dropped(g, re, d);
  return 1;
}

int bao_ap_write_item(struct bao_sink *s, const bao_game *g, int how,
                      const bao_respellings *re, bao_diag *d)
{
  obuf *o = sink_buf(s);
  size_t at = o->n;
  if (d)
    d->level = BAO_ERROR;
  if (how != BAO_AP_LINE)
    ob_str(o, how == BAO_AP_FIRST ? "[" : ",");
  if (!write_game(s, g, re, d)) {
    o->n = at; /* nothing half written */
    return 0;
  }
  if (how == BAO_AP_LINE)
    ob_chr(o, '\n');
  if (o->oom)
    return bao_diag_set(d, bao_mark_column(0), "out of memory");
  return 1;
}

int bao_ap_write_sink(struct bao_sink *s, const bao_game *games, size_t n,
                      bao_diag *d)
{
  size_t i;
  for (i = 0; i < n; i++)
    if (!bao_ap_write_item(s, &games[i], BAO_AP_LINE, NULL, d))
      return 0;
  return 1;
}

int bao_ap_write(FILE *f, const bao_game *games, size_t n, bao_diag *d)
{
  bao_sink *s = bao_sink_file(f, BAO_SINK_BLOCKS);
  int ok;
  if (!s)
    return bao_diag_set(d, bao_mark_column(0), "out of memory");
  ok = bao_ap_write_sink(s, games, n, d);
  if (!bao_sink_free(s) && ok)
    return bao_diag_set(d, bao_mark_column(0), "cannot write: %s",
                        strerror(errno));
  return ok;
}

int bao_ap_rules(const bao_rules *r)
{
  bao_rules ap = bao_rules_variant((enum bao_variant)r->variant);
  char want[512], have[512];
  if (!bao_rules_set(&ap, "set=abstractplay", NULL))
    return 0;
  ap.setup = r->setup; /* "Malawi" is AP's rules with setup=house8 */
  bao_rules_format(&ap, want, sizeof want);
  bao_rules_format(r, have, sizeof have);
  return strcmp(want, have) == 0;
}

/* records.h */
const char *bao_ap_label(const bao_game *g)
{
  return label_of(g);
}
