/* ap_read.c - AP Game Records (Abstract Play's JSON, schema "AP Game
 * Record" 1-0-0) read as games: one object, a JSON array of them (the
 * site's download of every finished game) or JSON Lines.
 *
 *   record ::= {"header": header, "moves": [round*], other*}
 *   round  ::= [entry] | [entry, entry]        South's, then North's
 *   entry  ::= string | null | {"move": string, "result"?, "sequence"?}
 *
 * What bao uses becomes its tags: the players in seating order (the
 * first is South, who moves first) are south and north, their results
 * the result, site.name the site, the variant labels our variant and
 * rules (always AP's rule set), and the tokens are AP's (dialect ap).
 * Nothing is lost: a header key mapped to a tag of its own comes back
 * from it (gameid, date-start, south-userid, north-score, ...), another
 * key with a string is a tag of its name, and every other key, or a key
 * whose value has a shape the tags cannot say, is kept whole as JSON
 * text in a tag "ap-json-KEY", which the writer (ap_write.c) puts back
 * as it was.  A move's extras beside "move" are
 * its comment (a "result" string) and a tag "ap-move-PLY" (the rest of
 * the object, "{}" for an object with "move" alone). */
#include <stdlib.h>
#include <string.h>

#include "base/obuf.h"
#include "json.h"
#include "records.h"

struct bao_ap_in {
  json_in *j;
  int index;
};

/* The keys whose arrays and objects the reader looks into; any other's
 * is kept as its JSON text (a header's array of numbers would take
 * forty times its file as a tree). */
static const char *const looked_into[] = {"header", "moves", "game",
                                          "variants", "players", "site",
                                          NULL};

bao_ap_in *bao_ap_in_open(FILE *f)
{
  bao_ap_in *a = calloc(1, sizeof *a);
  if (a && !(a->j = json_in_open(f))) {
    free(a);
    a = NULL;
  }
  if (a)
    json_in_keep(a->j, looked_into);
  return a;
}

void bao_ap_in_close(bao_ap_in *a)
{
  if (!a)
    return;
  json_in_close(a->j);
  free(a);
}

/* The state of one record being read. */
typedef struct ap_call {
  bao_game *g;
  bao_diag *err;
  int ok;
  int skip; /* a record of another game: err says which, as a note */
} ap_call;

static int ap_fail(ap_call *c, bao_mark at, const char *what,
                   const char *found)
{
  if (c->ok)
    bao_diag_set(c->err, at, "AP Game Record: %s%s%s", what,
                 found ? ", found " : "", found ? found : "");
  return c->ok = 0;
}

static void tag(ap_call *c, const char *key, const char *value,
                bao_mark at)
{
  size_t i;
  if (!c->ok)
    return;
  if (!bao_game_set_tag(c->g, key, value)) {
    ap_fail(c, at, "out of memory", NULL);
    return;
  }
  for (i = 0; i < c->g->n_tags; i++)
    if (strcmp(c->g->tags[i].key, key) == 0)
      c->g->tags[i].mark = at;
}

/* A value kept whole, as JSON text, in tag `key`. */
static void tag_json(ap_call *c, const char *key, const json_value *v)
{
  obuf o;
  ob_init(&o);
  json_dump(&o, v);
  ob_chr(&o, '\0');
  if (o.oom)
    ap_fail(c, v->mark, "out of memory", NULL);
  else
    tag(c, key, o.s, v->mark);
  if (ob_allocated(&o))
    free(o.s);
}

/* ... in tag "ap-json-" prefix key: a key of any length, whole */
static void tag_raw_in(ap_call *c, const char *prefix, const char *key,
                       const json_value *v)
{
  obuf o;
  ob_init(&o);
  ob_str(&o, "ap-json-");
  ob_str(&o, prefix);
  ob_str(&o, key);
  ob_chr(&o, '\0');
  if (o.oom)
    ap_fail(c, v->mark, "out of memory", NULL);
  else
    tag_json(c, o.s, v);
  if (ob_allocated(&o))
    free(o.s);
}

static void tag_raw(ap_call *c, const char *key, const json_value *v)
{
  tag_raw_in(c, "", key, v);
}

static int is_string(const json_value *v)
{
  return v && v->kind == JSON_STRING;
}

/* Whether object v has no key but those listed (NULL-ended). */
static int only_keys(const json_value *v, const char *const *keys)
{
  size_t i, k;
  for (i = 0; i < v->n; i++) {
    for (k = 0; keys[k] && strcmp(keys[k], v->keys[i]) != 0; k++)
      ;
    if (!keys[k])
      return 0;
  }
  return 1;
}

/* ---- the header ---------------------------------------------------------- */

/* AP's variant labels, as our variant and rules: the English name the
 * site writes (genRecord() puts getVariants()'s display names in the
 * record), and the variant's uid in gameslib's bao.ts (none for the
 * default set-up). */
static const struct {
  const char *label, *uid, *variant, *rules;
} labels[] = {
  {"Default setup", "", "kiswahili", "set=abstractplay"},
  {"Bao la kujifunza", "kujifunza", "kujifunza", "set=abstractplay"},
  {"Malawi", "malawi", "kiswahili", "set=abstractplay setup=house8"},
};

#define N_LABELS (sizeof labels / sizeof labels[0])

static int same_word(const char *a, size_t n, const char *b)
{
  size_t i;
  for (i = 0; i < n && b[i]; i++)
    if ((a[i] | 0x20) != (b[i] | 0x20))
      return 0;
  return i == n && !b[i];
}

/* The label's index in labels[], or N_LABELS.  Every form AP has
 * written: the display name ("Malawi"), the uid ("malawi", which the
 * site's game ids carry after a ':'), the translation key when the
 * names were not loaded ("variants.bao.malawi.name", with or without
 * the namespace "apgames:"), and the names of the default set-up
 * ("Default setup", "Standard setup", "#setup"), in any case. */
static size_t label_index(const char *s, size_t n)
{
  static const char *const defaults[] = {"default setup", "standard setup",
                                         "#setup", "default", "standard"};
  size_t k;
  if (n > 8 && same_word(s, 8, "apgames:"))
    s += 8, n -= 8;
  if (n > 18 && same_word(s, 13, "variants.bao.") &&
      same_word(s + n - 5, 5, ".name"))
    s += 13, n -= 18;
  for (k = 0; k < N_LABELS; k++)
    if (same_word(s, n, labels[k].label) ||
        (labels[k].uid[0] && same_word(s, n, labels[k].uid)))
      return k;
  for (k = 0; k < sizeof defaults / sizeof defaults[0]; k++)
    if (same_word(s, n, defaults[k]))
      return 0;
  return N_LABELS;
}

/* The variant a game id names after its ':' ("...#bao:malawi"), or
 * N_LABELS. */
static size_t gameid_label(const char *id)
{
  const char *colon = id ? strrchr(id, ':') : NULL;
  size_t k;
  if (!colon)
    return N_LABELS;
  k = label_index(colon + 1, strlen(colon + 1));
  return k;
}

/* game: {"name": "Bao", "variants": [one label]} is said by the tags
 * variant and rules; anything else is kept whole, and the variant is
 * still taken from the first label we know. */
static void read_game(ap_call *c, const json_value *v, const char *gameid)
{
  static const char *const keys[] = {"name", "variants", NULL};
  const json_value *name = json_get(v, "name"), *vars = json_get(v, "variants");
  const json_value *l;
  size_t i, found = N_LABELS;
  int plain, any = 0;
  if (v->kind != JSON_OBJECT) {
    ap_fail(c, v->mark, "header.game must be an object",
            json_kind_name(v->kind));
    return;
  }
  for (i = 0; vars && vars->kind == JSON_ARRAY && i < vars->n; i++) {
    l = &vars->items[i];
    if (is_string(l) && found == N_LABELS)
      found = label_index(l->text, l->len), any = 1;
  }
  /* written back as our tags say it only when it is the display name */
  plain = only_keys(v, keys) && is_string(name) &&
          strcmp(name->text, "Bao") == 0 && vars && vars->kind == JSON_ARRAY &&
          vars->n == 1 && found < N_LABELS && is_string(&vars->items[0]) &&
          strcmp(vars->items[0].text, labels[found].label) == 0;
  if (!plain)
    tag_raw(c, "game", v);
  if (!any) /* no label: the game id's, else AP's default set-up */
    found = gameid_label(gameid) < N_LABELS ? gameid_label(gameid) : 0;
  if (found == N_LABELS) {
    ap_fail(c, v->mark, "none of AP's Bao variants (\"Default setup\", "
            "\"Bao la kujifunza\", \"Malawi\") in header.game.variants",
            NULL);
    return;
  }
  tag(c, "variant", labels[found].variant, v->mark);
  tag(c, "rules", labels[found].rules, v->mark);
}

static void read_site(ap_call *c, const json_value *v)
{
  static const char *const keys[] = {"name", "gameid", NULL};
  const json_value *name = json_get(v, "name"), *id = json_get(v, "gameid");
  if (v->kind != JSON_OBJECT || !only_keys(v, keys) || !is_string(name) ||
      (id && !is_string(id))) {
    tag_raw(c, "site", v);
    if (!is_string(name))
      return;
  }
  tag(c, "site", name->text, name->mark);
  if (is_string(id) && !bao_game_tag(c->g, "ap-json-site"))
    tag(c, "gameid", id->text, id->mark);
}

/* A player's result: 1 wins, 0 loses, as a digit (AP writes no other
 * in a game of two); -1 otherwise. */
static int result_of(const json_value *p)
{
  const json_value *r = json_get(p, "result");
  return r && r->kind == JSON_NUMBER && r->len == 1 &&
         (r->text[0] == '0' || r->text[0] == '1') ? r->text[0] - '0' : -1;
}

static int is_bool(const json_value *v)
{
  return v && (v->kind == JSON_TRUE || v->kind == JSON_FALSE);
}

/* A player said by the tags SIDE, SIDE-userid, SIDE-score and SIDE-is_ai
 * (genRecord() writes is_ai for a bot, true, and nothing for a person). */
static int plain_player(const json_value *p)
{
  static const char *const keys[] = {"name", "userid", "is_ai", "score",
                                     "result", NULL};
  const json_value *id = json_get(p, "userid"), *score = json_get(p, "score");
  const json_value *ai = json_get(p, "is_ai");
  return p->kind == JSON_OBJECT && only_keys(p, keys) &&
         is_string(json_get(p, "name")) && (!id || is_string(id)) &&
         (!ai || is_bool(ai)) && (!score || score->kind == JSON_NUMBER) &&
         result_of(p) >= 0;
}

/* The result tag of AP's two results: a winner's 1-0 or 0-1; both 1, a
 * draw (eog() makes every player a winner of an agreed draw); both 0,
 * no result (an abandoned game has no winner), PGN's "*". */
static const char *result_tag(int south, int north)
{
  static const char *const tags[2][2] = {{"*", "0-1"}, {"1-0", "1/2-1/2"}};
  return south >= 0 && north >= 0 ? tags[south][north] : NULL;
}

static void read_players(ap_call *c, const json_value *v)
{
  static const char *const sides[] = {"south", "north"};
  char key[32];
  const json_value *p, *f;
  int plain = v->kind == JSON_ARRAY && v->n == 2, r[2] = {-1, -1};
  size_t i;
  if (v->kind == JSON_ARRAY && v->n != 2) {
    snprintf(key, sizeof key, "%zu", v->n);
    ap_fail(c, v->mark, "Bao has two players (South, then North), and "
            "header.players has another number of them", key);
    return;
  }
  for (i = 0; plain && i < 2; i++)
    plain = plain_player(&v->items[i]);
  if (!plain)
    tag_raw(c, "players", v);
  for (i = 0; v->kind == JSON_ARRAY && i < 2 && i < v->n; i++) {
    p = &v->items[i];
    if (is_string(f = json_get(p, "name")))
      tag(c, sides[i], f->text, f->mark);
    r[i] = result_of(p);
    if (!plain)
      continue;
    snprintf(key, sizeof key, "%s-userid", sides[i]);
    if ((f = json_get(p, "userid")) != NULL)
      tag(c, key, f->text, f->mark);
    snprintf(key, sizeof key, "%s-score", sides[i]);
    if ((f = json_get(p, "score")) != NULL)
      tag(c, key, f->text, f->mark);
    snprintf(key, sizeof key, "%s-is_ai", sides[i]);
    if ((f = json_get(p, "is_ai")) != NULL)
      tag(c, key, f->kind == JSON_TRUE ? "true" : "false", f->mark);
  }
  if (result_tag(r[0], r[1]))
    tag(c, "result", result_tag(r[0], r[1]), v->mark);
}

/* Header keys kept as string tags of the same name. */
static const char *const string_keys[] = {"event", "round", "date-start",
                                          "date-end", "date-generated"};

static void read_header(ap_call *c, const json_value *h)
{
  size_t i, k;
  const json_value *v;
  if (h->kind != JSON_OBJECT) {
    ap_fail(c, h->mark, "header must be an object", json_kind_name(h->kind));
    return;
  }
  /* the known keys first, in the order a record lists them */
  for (k = 0; k < 2; k++)
    if (is_string(v = json_get(h, string_keys[k])))
      tag(c, string_keys[k], v->text, v->mark);
  if ((v = json_get(h, "site")) != NULL)
    read_site(c, v);
  /* the day the game ended is its date, as our records and pages say
   * it (the writer gives date-end back from its own tag) */
  if (is_string(v = json_get(h, "date-end")) && v->len >= 10 &&
      strspn(v->text, "0123456789") == 4 && v->text[4] == '-' &&
      v->text[7] == '-') {
    char day[11];
    memcpy(day, v->text, 10);
    day[10] = '\0';
    tag(c, "date", day, v->mark);
  }
  if ((v = json_get(h, "players")) != NULL)
    read_players(c, v);
  {
    const json_value *site = json_get(h, "site");
    const json_value *id = site ? json_get(site, "gameid") : NULL;
    const char *gameid = is_string(id) ? id->text : NULL;
    size_t k2 = gameid_label(gameid);
    if ((v = json_get(h, "game")) != NULL) {
      read_game(c, v, gameid);
    } else { /* the schema asks for it: the game id's set-up, or AP's
                default one */
      k2 = k2 < N_LABELS ? k2 : 0;
      tag(c, "variant", labels[k2].variant, h->mark);
      tag(c, "rules", labels[k2].rules, h->mark);
    }
  }
  tag(c, "dialect", "ap", h->mark);
  for (i = 0; i < h->n; i++) {
    const char *key = h->keys[i];
    v = &h->items[i];
    for (k = 0; k < sizeof string_keys / sizeof string_keys[0] &&
                strcmp(key, string_keys[k]) != 0; k++)
      ;
    if (k < sizeof string_keys / sizeof string_keys[0] && is_string(v)) {
      if (k >= 2)
        tag(c, key, v->text, v->mark);
    } else if ((v->kind == JSON_TRUE || v->kind == JSON_FALSE) &&
               bao_ap_flag(key)) { /* unrated, pied, pie-invoked */
      tag(c, key, v->kind == JSON_TRUE ? "true" : "false", v->mark);
    } else if (is_string(v) && !bao_ap_tag_mapped(key) &&
               !bao_known_key(key, strlen(key))) { /* ("Event" is) */
      tag(c, key, v->text, v->mark); /* "startingPosition": "..." */
    } else if (strcmp(key, "site") && strcmp(key, "players") &&
               strcmp(key, "game")) {
      tag_raw(c, key, v);
    }
  }
}

/* ---- the moves ------------------------------------------------------------- */

/* How AP ends a game that no move ended (gameslib's eog(): a player
 * resigned, ran out of time, both agreed a draw, or the game was
 * abandoned): the last entry of the moves, and never a move. */
static const char *const endings[] = {"resign", "timeout", "draw",
                                      "abandoned"};

int bao_ap_ending(const char *s)
{
  size_t k;
  for (k = 0; s && k < sizeof endings / sizeof endings[0]; k++)
    if (strcmp(s, endings[k]) == 0)
      return 1;
  return 0;
}

/* The entry's move string, or NULL. */
static const json_value *move_of(const json_value *e)
{
  const json_value *m = e->kind == JSON_OBJECT ? json_get(e, "move") : e;
  return is_string(m) ? m : NULL;
}

/* Tag `key`: object e without "move" and, unless NULL, `kept` (what the
 * ply keeps), every other key whole (an object holds at most
 * BAO_JSON_KEYS). */
static void tag_rest(ap_call *c, const char *key, const json_value *e,
                     const char *kept)
{
  json_value rest = *e;
  json_value items[BAO_JSON_KEYS];
  char *keys[BAO_JSON_KEYS];
  size_t i;
  rest.n = 0, rest.items = items, rest.keys = keys;
  for (i = 0; i < e->n && rest.n < BAO_JSON_KEYS; i++)
    if (strcmp(e->keys[i], "move") != 0 &&
        !(kept && strcmp(e->keys[i], kept) == 0))
      items[rest.n] = e->items[i], keys[rest.n++] = e->keys[i];
  tag_json(c, key, &rest);
}

/* The game's end, the tail, from its last entry; what an object holds
 * beside "move" is kept whole in the tag ap-end. */
static void read_ending(ap_call *c, const json_value *e, const char *word)
{
  if (!(c->g->tail = bao_game_strdup(c->g, word))) {
    ap_fail(c, e->mark, "out of memory", NULL);
    return;
  }
  if (e->kind == JSON_OBJECT)
    tag_rest(c, "ap-end", e, NULL);
}

static void read_entry(ap_call *c, const json_value *e, int side, int round)
{
  const json_value *move = e, *result = NULL;
  bao_ply_src *p;
  char key[40];
  if (e->kind == JSON_OBJECT) {
    move = json_get(e, "move");
    result = json_get(e, "result");
  }
  if (!is_string(move)) {
    ap_fail(c, e->mark, e->kind == JSON_OBJECT ? "a move object needs "
            "\"move\", a string" : "a move must be a string, null or an "
            "object", json_kind_name(move ? move->kind : JSON_NULL));
    return;
  }
  if (!c->ok || !(p = bao_game_add_ply(c->g)) ||
      !(p->token = bao_game_strndup(c->g, move->text, move->len))) {
    ap_fail(c, e->mark, "out of memory", NULL);
    return;
  }
  p->mark = move->mark;
  p->mark.column++; /* inside the quote */
  p->width = (int)(move->len < 60 ? move->len : 60);
  p->side = side;
  p->number = round;
  if (e->kind != JSON_OBJECT)
    return;
  /* a result string that a comment keeps as it is becomes the comment */
  if (is_string(result) && result->len > 0) {
    char *s = bao_game_strdup(c->g, result->text);
    if (s)
      bao_text_tidy(s, 1);
    if (s && strcmp(s, result->text) == 0)
      p->comment = s;
  }
  /* the object without what the ply keeps (its keys are distinct); a
   * move with a comment is an object anyway: "{}" says only that a bare
   * {"move": ...} was an object */
  snprintf(key, sizeof key, "ap-move-%zu", c->g->n_plies);
  if (e->n > 1 + (p->comment != NULL) || !p->comment)
    tag_rest(c, key, e, p->comment ? "result" : NULL);
}

/* Rounds of [South, North]: null stands for no move, which Bao allows
 * only before the first move (a game North starts) and after the last. */
static void read_moves(ap_call *c, const json_value *m)
{
  size_t r, k, last = m->n ? m->n - 1 : 0;
  const json_value *round, *e;
  if (m->kind != JSON_ARRAY) {
    ap_fail(c, m->mark, "moves must be an array", json_kind_name(m->kind));
    return;
  }
  for (r = 0; c->ok && r < m->n; r++) {
    round = &m->items[r];
    if (round->kind != JSON_ARRAY || round->n < 1 || round->n > 2) {
      ap_fail(c, round->mark, "a round must be an array of one or two moves "
              "(South's, North's)", round->kind == JSON_ARRAY ? "another "
              "length" : json_kind_name(round->kind));
      return;
    }
    for (k = 0; c->ok && k < round->n; k++) {
      const json_value *word;
      e = &round->items[k];
      word = e->kind != JSON_NULL ? move_of(e) : NULL;
      if (word && bao_ap_ending(word->text) && r == last &&
          k + 1 == round->n)
        read_ending(c, e, word->text);
      else if (word && bao_ap_ending(word->text))
        ap_fail(c, e->mark, "a game's end (resign, timeout, draw or "
                "abandoned) is the last entry of the moves, and moves "
                "follow this one", word->text);
      else if (e->kind != JSON_NULL)
        read_entry(c, e, (int)k, (int)r + 1);
      else if (r == last && k == 1)
        tag(c, "ap-last-null", "null", e->mark);
      else if (!(r == 0 && k == 0 && round->n == 2))
        ap_fail(c, e->mark, "a null move inside the game (Bao has no "
                "passing)", NULL);
      else
        tag(c, "ap-first-null", "null", e->mark);
    }
  }
}

/* A record of another game (a player's download holds every game they
 * played): skipped, with a note naming the game and its id.  A record
 * that names no game is taken for Bao (the schema asks for the name). */
static int other_game(ap_call *c, const json_value *h)
{
  const json_value *game = json_get(h, "game");
  const json_value *name = game ? json_get(game, "name") : NULL;
  const json_value *site = json_get(h, "site");
  const json_value *id = site ? json_get(site, "gameid") : NULL;
  char shown[80], idshown[80];
  if (!is_string(name) || same_word(name->text, name->len, "Bao"))
    return 0;
  bao_text_clean(name->text, 60, shown, sizeof shown);
  bao_text_clean(is_string(id) ? id->text : "", 60, idshown,
                 sizeof idshown);
  bao_diag_set(c->err, name->mark, "AP Game Record of %s, not Bao%s%s%s: "
               "skipped", shown, idshown[0] ? " (game " : "", idshown,
               idshown[0] ? ")" : "");
  if (c->err)
    c->err->level = BAO_NOTE;
  c->skip = 1;
  return 1;
}

/* A game North starts (round one [null, move]) needs a set-up saying so;
 * AP has none, so the reader says what it read and the replay refuses. */
static void read_record(ap_call *c, const json_value *v)
{
  const json_value *h = json_get(v, "header"), *m = json_get(v, "moves");
  size_t i;
  if (v->kind != JSON_OBJECT) {
    ap_fail(c, v->mark, "a record must be an object with \"header\" and "
            "\"moves\"", json_kind_name(v->kind));
    return;
  }
  if (!h || !m) {
    ap_fail(c, v->mark, h ? "no \"moves\" in the record"
                          : "no \"header\" in the record", NULL);
    return;
  }
  if (other_game(c, h))
    return;
  read_header(c, h);
  for (i = 0; i < v->n; i++)
    if (strcmp(v->keys[i], "header") && strcmp(v->keys[i], "moves"))
      tag_raw_in(c, "top-", v->keys[i], &v->items[i]);
  read_moves(c, m);
}

int bao_ap_in_next(bao_ap_in *a, bao_game *g, bao_diag *err)
{
  json_value v;
  ap_call c;
  int r = json_in_next(a->j, &v, err);
  bao_game_init(g);
  if (r <= 0)
    return r;
  c.g = g, c.err = err, c.ok = 1, c.skip = 0;
  g->index = ++a->index;
  g->mark = v.mark;
  read_record(&c, &v);
  json_free(&v);
  if (!c.ok || c.skip) {
    bao_game_free(g);
    return -1;
  }
  bao_game_fill(g);
  return 1;
}
