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
#include <errno.h>
#include <string.h>

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
  json_in *j = json_in_open_value(s, strlen(s));
  json_value v;
  int ok = j && json_in_next(j, &v, NULL) == 1;
  if (ok) { /* and nothing after it */
    json_free(&v);
    ok = json_in_next(j, &v, NULL) == 0;
    if (!ok)
      json_free(&v);
  }
  json_in_close(j);
  return ok;
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

/* "1994-10-11T00:00:00Z" from the date tag's "1994", "1994-10" or
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
  snprintf(out, size, "%.10sT00:00:00Z", day);
}

static int write_players(obuf *o, const bao_game *g, int *bad, int *first)
{
  static const char *const sides[] = {"south", "north"};
  const char *v = raw(g, "players", bad), *f;
  char k[32];
  int winner = bao_game_winner(g), i, f1;
  key(o, "players", first);
  if (v)
    return ob_str(o, v), 1;
  if (winner < 0)
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
    snprintf(k, sizeof k, "%s-score", sides[i]);
    if ((f = bao_game_tag(g, k)) != NULL) {
      key(o, "score", &f1);
      if (!is_json(f) || strspn(f, "-0123456789.eE+") != strlen(f))
        *bad = 1;
      ob_str(o, f);
    }
    key(o, "result", &f1);
    ob_chr(o, winner == i ? '1' : '0');
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
  "north-score", "game", "players"};

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
  date_of(g, date, sizeof date);
  for (k = 0; k < sizeof strings / sizeof strings[0]; k++)
    if ((v = bao_game_tag(g, strings[k])) != NULL || k >= 2)
      key(o, strings[k], &first), string(o, v ? v : date);
  if (!write_players(o, g, bad, &first))
    return 0;
  for (i = 0; i < g->n_tags; i++) {
    const char *t = g->tags[i].key;
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
static void write_ply(obuf *o, const bao_game *g, size_t k, int *bad)
{
  const bao_ply_src *p = &g->plies[k];
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

static void write_moves(obuf *o, const bao_game *g, int *bad)
{
  size_t k = 0, r = 0;
  ob_str(o, ",\"moves\":[");
  if (bao_game_tag(g, "ap-first-null") && g->n_plies)
    ob_str(o, "[null,"), write_ply(o, g, k++, bad), ob_chr(o, ']'), r++;
  for (; k < g->n_plies; k += 2, r++) {
    ob_str(o, r ? ",[" : "[");
    write_ply(o, g, k, bad);
    if (k + 1 < g->n_plies)
      ob_chr(o, ','), write_ply(o, g, k + 1, bad);
    else if (bao_game_tag(g, "ap-last-null"))
      ob_str(o, ",null");
    ob_chr(o, ']');
  }
  ob_chr(o, ']');
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
  if (bao_game_winner(g) < 0 && !bao_game_tag(g, "ap-json-players"))
    return "its result names no winner (AP keeps finished games: result "
           "1-0 or 0-1)";
  return NULL;
}

static int write_game(struct bao_sink *s, const bao_game *g, bao_diag *d)
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
  write_moves(o, g, &bad);
  for (i = 0; i < g->n_tags; i++)
    if (strncmp(g->tags[i].key, "ap-json-top-", 12) == 0 &&
        g->tags[i].value) {
      if (!is_json(g->tags[i].value))
        bad = 1;
      key(o, g->tags[i].key + 12, &(int){0}), ob_str(o, g->tags[i].value);
    }
  ob_str(o, "}\n");
  if (bad)
    return bao_diag_set(d, g->mark, "game %d cannot be written as an AP "
                        "Game Record: a tag ap-json-..., ap-move-... or "
                        "...-score holds no JSON value", g->index);
  return 1;
}

int bao_ap_write_sink(struct bao_sink *s, const bao_game *games, size_t n,
                      bao_diag *d)
{
  size_t i;
  obuf *o = sink_buf(s);
  for (i = 0; i < n; i++) {
    size_t at = o->n;
    if (!write_game(s, &games[i], d)) {
      o->n = at; /* nothing half written */
      return 0;
    }
    if (o->oom)
      return bao_diag_set(d, bao_mark_column(0), "out of memory");
  }
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
