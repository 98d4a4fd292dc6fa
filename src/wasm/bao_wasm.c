/* bao_wasm.c - the engine's entry points in WebAssembly (bao_wasm.h): text
 * in, JSON out, so that the JavaScript beside it (bao.mjs) only copies
 * strings.  Everything is said by the library's own formatters: position
 * lines, canonical tokens, event names, verdicts.
 *
 * The engine keeps no state; this layer keeps the module's: the argument
 * and result buffers and the solver (whose table is worth keeping from
 * one call to the next).  A WebAssembly instance runs one call at a
 * time, so one of each is all it needs. */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bao/bao.h"
#include "bao_wasm.h"
#include "notation/names.h"
#include "base/obuf.h"
#include "engine/event_fields.h"
#include "bao/solve.h"
#include "bao/player.h"

/* A solver's table: the answers never depend on its size, only the time
 * does; 4 MB holds every position of a search a page asks for. */
#define SOLVER_BYTES ((size_t)4 << 20)

typedef struct buffer {
  char *s;
  size_t len, cap;
  int failed; /* out of memory: the result is lost                       */
} buffer;

static buffer result, args;
static bao_solver *solver;
/* The engine that plays, made at its first use: its table is
 * worth keeping from one move of a game to the next. */
static bao_player *player;

static const char out_of_memory[] = "{\"error\": \"out of memory\"}";

/* ---- the result --------------------------------------------------------- */

static int grow(buffer *b, size_t need)
{
  char *s;
  size_t cap = b->cap ? b->cap : 1024;
  while (cap < need)
    cap *= 2;
  if (cap == b->cap)
    return 1;
  if (!(s = realloc(b->s, cap)))
    return b->failed = 1, 0;
  b->s = s;
  b->cap = cap;
  return 1;
}

static void put_bytes(const char *s, size_t n)
{
  if (result.failed || !grow(&result, result.len + n + 1))
    return;
  memcpy(result.s + result.len, s, n);
  result.len += n;
  result.s[result.len] = '\0';
}

static void put(const char *s) { put_bytes(s, strlen(s)); }

static void put_u64(uint64_t n)
{
  char num[24];
  snprintf(num, sizeof num, "%" PRIu64, n);
  put(num);
}

/* A JSON string: quotes, backslashes and control characters escaped;
 * other bytes as they are (the messages are UTF-8). */
static void put_string(const char *s)
{
  char esc[8];
  put("\"");
  for (; *s; s++) {
    unsigned char c = (unsigned char)*s;
    if (c == '"' || c == '\\') {
      esc[0] = '\\';
      esc[1] = (char)c;
      put_bytes(esc, 2);
    } else if (c < 0x20) {
      snprintf(esc, sizeof esc, "\\u%04x", c);
      put(esc);
    } else {
      put_bytes((const char *)&c, 1);
    }
  }
  put("\"");
}

/* ,"key": */
static void put_key(const char *key)
{
  put(",\"");
  put(key);
  put("\":");
}

static void begin(void)
{
  result.len = 0;
  result.failed = 0;
  if (grow(&result, 1))
    result.s[0] = '\0';
}

/* The error of a call: {"error": message[, "column": c]}; returns 0. */
static int fail_at(int column, const char *fmt, ...)
#if defined(__GNUC__) || defined(__clang__)
  __attribute__((format(printf, 2, 3)))
#endif
  ;
static int fail_at(int column, const char *fmt, ...)
{
  char message[1024];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(message, sizeof message, fmt, ap);
  va_end(ap);
  begin();
  put("{\"error\":");
  put_string(message);
  if (column > 0) {
    put_key("column");
    put_u64((uint64_t)column);
  }
  put("}");
  return 0;
}

/* 1, or 0 when the result was lost for want of memory (it then reads
 * {"error": "out of memory"}). */
static int done(void) { return !result.failed; }

const char *bao_wasm_result(void)
{
  return result.failed || !result.s ? out_of_memory : result.s;
}

size_t bao_wasm_result_length(void)
{
  return result.failed || !result.s ? sizeof out_of_memory - 1 : result.len;
}

char *bao_wasm_args(size_t size)
{
  args.failed = 0;
  return grow(&args, size ? size : 1) ? args.s : NULL;
}

/* ---- the arguments ------------------------------------------------------ */

/* The rules of "VARIANT\nNAME=VALUE\n...", as --variant and --rule. */
static int rules_of(const char *spec, bao_rules *r)
{
  char item[128], names[200];
  bao_diag d;
  int variant = BAO_KISWAHILI;
  size_t n = strcspn(spec, "\n");
  if (n >= sizeof item)
    return fail_at(0, "unknown variant '%.40s...'", spec);
  memcpy(item, spec, n);
  item[n] = '\0';
  if (n && !bao_variant_parse(item, &variant)) {
    bao_names_join(names, sizeof names, bao_names_variant, BAO_VARIANTS,
                   BAO_NAMES_OR);
    return fail_at(0, "unknown variant '%s' (%s)", item, names);
  }
  *r = bao_rules_variant(variant);
  for (spec += n; *spec == '\n';) {
    n = strcspn(++spec, "\n");
    if (n >= sizeof item)
      return fail_at(0, "unknown rule option '%.40s...'", spec);
    memcpy(item, spec, n);
    item[n] = '\0';
    spec += n;
    if (n && !bao_rules_set(r, item, &d))
      return fail_at(0, "%s", d.message);
  }
  return 1;
}

/* The position of `line` under `rules`, or the start when line is NULL. */
static int position_of(const char *rules, const char *line, bao_position *p)
{
  bao_rules r;
  bao_diag d;
  if (!rules_of(rules ? rules : "", &r))
    return 0;
  if (!line) {
    bao_position_start(p, &r);
    return 1;
  }
  if (!bao_position_parse(line, &r, p, &d))
    return fail_at(d.mark.column > 0 ? d.mark.column : 0, "%s", d.message);
  return 1;
}

/* ---- positions and moves ------------------------------------------------ */

int bao_wasm_version(void)
{
  begin();
  put_string(BAO_VERSION);
  return done();
}

static void put_position(const bao_position *p)
{
  char line[BAO_LINE_MAX];
  bao_position_format(p, line, sizeof line);
  put_string(line);
}

int bao_wasm_start(const char *rules)
{
  bao_position p;
  if (!position_of(rules, NULL, &p))
    return 0;
  begin();
  put_position(&p);
  return done();
}

/* ,"position": LINE or null,"period": N or "unknown" (bao moves prints
 * "never-ending period unknown" when the lap limit came first;
 * "seed-cap" for a move past seed-cap=192's cap, which loses). */
static void put_outcome(const bao_position *after, uint32_t period)
{
  put_key("position");
  if (period)
    put("null");
  else
    put_position(after);
  put_key("period");
  if (period == BAO_PERIOD_CAP) /* (seed-cap=192: the move loses) */
    put("\"seed-cap\"");
  else if (period == BAO_PERIOD_UNKNOWN || period == BAO_PERIOD_BUDGET)
    put("\"unknown\"");
  else
    put_u64(period);
}

/* What a move's object says after its token (moves' outcome,
 * spellings' tokens). */
typedef void move_fields(const bao_position *p, const bao_outcome *o);

/* [{"token"...}...]: each legal move at `line`, in the order of
 * bao_position_moves, its canonical token first, then `more`'s keys. */
static int put_move_list(const char *rules, const char *line,
                         move_fields *more)
{
  bao_position p;
  bao_movelist list;
  char token[BAO_TOKEN_MAX];
  int i;
  if (!position_of(rules, line, &p))
    return 0;
  bao_position_moves(&p, &list);
  begin();
  put("[");
  for (i = 0; i < list.count; i++) {
    bao_move_token(&list.item[i].move, p.to_move, token, sizeof token);
    put(i ? ",\n{\"token\":" : "{\"token\":");
    put_string(token);
    more(&p, &list.item[i]);
    put("}");
  }
  put("]");
  return done();
}

static void outcome_fields(const bao_position *p, const bao_outcome *o)
{
  (void)p;
  put_outcome(&o->after, o->period);
}

int bao_wasm_moves(const char *rules, const char *line)
{
  return put_move_list(rules, line, outcome_fields);
}

/* ---- events: the keys and values of `bao annotate --format yaml` --------
 * (annotate_yaml.c), as JSON: the same names (bao_event_name,
 * bao_event_why_name), so that a program reads
 * either.  tests/wasm/ compares the two on random games. */

static const char *side_name(int side)
{
  return side == BAO_SOUTH ? "South" : "North";
}

static void put_word(const char *key, const char *word)
{
  put_key(key);
  put_string(word);
}

static void put_bool(const char *key, int yes)
{
  put_key(key);
  put(yes ? "true" : "false");
}

/* The fields of event_fields.h, as annotate_yaml.c writes them, in JSON. */
static void put_event(const bao_event *e)
{
  bao_event_field field[BAO_EVENT_FIELDS_MAX];
  char name[3];
  int i, n = bao_event_fields(e, field);
  put("{\"event\":");
  put_string(bao_event_name(e->kind));
  for (i = 0; i < n; i++) {
    put_key(field[i].key);
    if (field[i].type == BAO_FIELD_HOLE) {
      bao_hole_name(field[i].hole, name, sizeof name);
      put_string(name);
    } else if (field[i].type == BAO_FIELD_WORD) {
      put_string(field[i].word);
    } else if (field[i].type == BAO_FIELD_BOOL) {
      put(field[i].number ? "true" : "false");
    } else {
      put_u64(field[i].number);
    }
  }
  put("}");
}

/* The move of `list` whose canonical token is `token`, or -1. */
static int find_token(const bao_position *p, const bao_movelist *list,
                      const char *token)
{
  char t[BAO_TOKEN_MAX];
  int i;
  for (i = 0; i < list->count; i++) {
    bao_move_token(&list->item[i].move, p->to_move, t, sizeof t);
    if (strcmp(t, token) == 0)
      return i;
  }
  return -1;
}

/* Why `token` cannot be played: the game is over, or the legal moves. */
static int not_legal(const bao_position *p, const bao_movelist *list,
                     const char *token)
{
  char legal[BAO_MAX_MOVES * BAO_TOKEN_MAX + 1] = "", t[BAO_TOKEN_MAX];
  bao_status st;
  int i;
  if (list->count == 0) {
    st = bao_position_status(p, NULL);
    return fail_at(0, "the game is over: %s has lost (%s), so no move can "
                   "follow", side_name(st.loser), bao_end_reason(st.why));
  }
  for (i = 0; i < list->count; i++) {
    bao_move_token(&list->item[i].move, p->to_move, t, sizeof t);
    if (i)
      strcat(legal, " ");
    strcat(legal, t);
  }
  return fail_at(0, "'%.*s' is not a legal move here (legal: %s)", 16, token,
                 legal);
}

int bao_wasm_play(const char *rules, const char *line, const char *token)
{
  bao_position p, after;
  bao_movelist list;
  bao_events ev;
  size_t i;
  int k;
  if (!position_of(rules, line, &p))
    return 0;
  bao_position_moves(&p, &list);
  if ((k = find_token(&p, &list, token)) < 0)
    return not_legal(&p, &list, token);
  bao_events_init(&ev);
  bao_outcome_events(&p, &list.item[k], &ev, &after, NULL);
  begin();
  put("{\"token\":");
  put_string(token);
  put_outcome(&after, list.item[k].period);
  put_key("events");
  put("[");
  for (i = 0; i < ev.count; i++) {
    put(i ? ",\n" : "");
    put_event(&ev.ev[i]);
  }
  put("]");
  if (ev.truncated)
    put_bool("truncated", 1);
  put("}");
  bao_events_free(&ev);
  return done();
}

int bao_wasm_tell(const char *rules, const char *line, const char *token,
                  int ply)
{
  bao_position p;
  bao_movelist list;
  bao_events ev;
  obuf o;
  int k, ok;
  if (!position_of(rules, line, &p))
    return 0;
  if (ply < 1)
    return fail_at(0, "the ply's number must be 1 or more, not %d", ply);
  bao_position_moves(&p, &list);
  if ((k = find_token(&p, &list, token)) < 0)
    return not_legal(&p, &list, token);
  bao_events_init(&ev);
  bao_outcome_events(&p, &list.item[k], &ev, NULL, NULL);
  ob_init(&o);
  ok = bao_tell_line(&o, &p, &list.item[k], &ev, token, (size_t)ply - 1);
  bao_events_free(&ev);
  ob_put(&o, "", 1); /* its NUL */
  if (ok && !o.oom) {
    begin();
    put("{\"token\":");
    put_string(token);
    put_key("text");
    put_string(o.s);
    put("}");
  }
  if (ob_allocated(&o))
    free(o.s);
  return ok && !o.oom ? done() : fail_at(0, "out of memory");
}

int bao_wasm_tell_lang(const char *table)
{
  if (!bao_tell_lang(table))
    return fail_at(0, "out of memory");
  begin();
  put("{\"messages\":");
  put_u64(bao_tell_messages());
  put("}");
  return done();
}

int bao_wasm_status(const char *rules, const char *line)
{
  bao_position p;
  bao_status st;
  if (!position_of(rules, line, &p))
    return 0;
  st = bao_position_status(&p, NULL);
  begin();
  put("{\"over\":");
  put(st.over ? "true" : "false");
  if (st.over) {
    put_word("loser", side_name(st.loser));
    put_word("why", bao_end_why_name(st.why));
    put_word("reason", bao_end_reason(st.why));
  } else {
    put(",\"loser\":null,\"why\":null,\"reason\":null");
  }
  put_bool("mkononi", st.mkononi);
  put("}");
  return done();
}

/* The deepest perft: as `bao perft --depth` (the tree grows about
 * twentyfold a ply: past it no count ends in any time) */
#define PERFT_DEPTH_MAX 64

int bao_wasm_perft(const char *rules, const char *line, int depth)
{
  bao_position p;
  if (!position_of(rules, line, &p))
    return 0;
  if (depth < 0 || depth > PERFT_DEPTH_MAX)
    return fail_at(0, "the depth of perft must be 0 to %d, not %d",
                   PERFT_DEPTH_MAX, depth);
  begin();
  put_u64(bao_perft(&p, depth));
  return done();
}

/* ---- the solver --------------------------------------------------------- */

/* The solver, made at its first use, with the node budget of one call:
 * `max_nodes` positions (0: BAO_SOLVE_NODES, as bao solve), a whole
 * number from 1 to BAO_SOLVE_NODES_MAX (the module checks it first). */
static int solver_for(double max_nodes, uint64_t *start)
{
  bao_solver_stats st;
  bao_diag d;
  if (!(max_nodes == 0 || (max_nodes >= 1 &&
                           max_nodes <= (double)BAO_SOLVE_NODES_MAX &&
                           max_nodes == (double)(uint64_t)max_nodes)))
    return fail_at(0, "maxNodes must be a whole number from 1 to %llu",
                   (unsigned long long)BAO_SOLVE_NODES_MAX);
  if (!solver && !(solver = bao_solver_new(SOLVER_BYTES, &d)))
    return fail_at(0, "%s", d.message);
  bao_solver_stats_of(solver, &st);
  *start = st.nodes;
  bao_solver_set_nodes(solver, max_nodes ? (uint64_t)max_nodes
                                         : BAO_SOLVE_NODES);
  return 1;
}

/* The error of a call that failed: one the node budget cut says how far
 * it went and its budget (never a verdict). */
static int solve_failed(const bao_diag *d, uint64_t start, double max_nodes)
{
  bao_solver_stats st;
  uint64_t budget = max_nodes ? (uint64_t)max_nodes : BAO_SOLVE_NODES;
  if (bao_solver_stopped(solver) != BAO_SOLVER_OUT_OF_NODES)
    return fail_at(0, "%s", d->message);
  bao_solver_stats_of(solver, &st);
  return fail_at(0, "the search was stopped after %llu nodes: it needs "
                 "more than its node budget (maxNodes %llu)",
                 (unsigned long long)(st.nodes - start),
                 (unsigned long long)budget);
}

/* The tokens of a line from p (bao_line_format) as a JSON array: a
 * solver's line or the player's principal variation. */
static void put_moves(const bao_position *p, const bao_move *line, int len)
{
  char text[BAO_PV_MAX * (BAO_TOKEN_MAX + 1)], *t, *next;
  bao_line_format(p, line, len, text, sizeof text);
  put("[");
  for (t = text; *t; t = next) {
    next = t + strcspn(t, " ");
    if (*next)
      *next++ = '\0';
    put(t == text ? "" : ",");
    put_string(t);
  }
  put("]");
}

int bao_wasm_solve(const char *rules, const char *line, int depth,
                   double max_nodes)
{
  bao_position p;
  bao_solve_result r;
  bao_diag d;
  uint64_t start;
  if (!solver_for(max_nodes, &start) || !position_of(rules, line, &p))
    return 0;
  if (!bao_solve(solver, &p, depth, &r, &d))
    return solve_failed(&d, start, max_nodes);
  begin();
  put("{\"verdict\":");
  put_string(bao_verdict_name(r.verdict));
  put_key("n");
  put_u64((uint64_t)r.n);
  put_key("winners");
  put_u64((uint64_t)r.winners);
  put_key("line");
  put_moves(&p, r.pv, r.pv_len);
  put("}");
  return done();
}

int bao_wasm_solve_moves(const char *rules, const char *line, int depth,
                         double max_nodes)
{
  bao_position p;
  bao_move_verdict v[BAO_MAX_MOVES];
  char token[BAO_TOKEN_MAX];
  bao_diag d;
  uint64_t start;
  int i, count;
  if (!solver_for(max_nodes, &start) || !position_of(rules, line, &p))
    return 0;
  if (!bao_solve_moves(solver, &p, depth, v, &count, &d))
    return solve_failed(&d, start, max_nodes);
  begin();
  put("[");
  for (i = 0; i < count; i++) {
    bao_move_token(&v[i].move, p.to_move, token, sizeof token);
    put(i ? ",\n{\"token\":" : "{\"token\":");
    put_string(token);
    put_word("verdict", bao_verdict_name(v[i].verdict));
    put_key("n");
    put_u64((uint64_t)v[i].n);
    put("}");
  }
  put("]");
  return done();
}

/* ---- the engine that plays ----------------------------------- */

/* The table of the page's player: 16 MB, half the command's default, so
 * that a page (whose memory a phone shares with the browser) stays small;
 * bench/wasm_best.mjs compares it with a native player of the same size. */
#define PLAYER_BYTES ((size_t)16 << 20)

/* One root line: {"token", "score", "says", "exact", "percent", "depth",
 * "pv"}. */
static void put_think_line(const bao_position *p, const bao_think_line *l)
{
  char token[BAO_TOKEN_MAX], says[32], num[32];
  bao_move_token(&l->move, p->to_move, token, sizeof token);
  bao_score_format(l->score, says, sizeof says);
  put("{\"token\":");
  put_string(token);
  put_key("score");
  snprintf(num, sizeof num, "%d", l->score);
  put(num);
  put_word("says", says);
  put_bool("exact", bao_score_exact(l->score));
  put_key("percent");
  snprintf(num, sizeof num, "%.6g", bao_score_percent(l->score));
  put(num);
  put_key("depth");
  put_u64((uint64_t)l->depth);
  put_key("pv");
  put_moves(p, l->pv, l->pv_len);
  put("}");
}

int bao_wasm_think(const char *rules, const char *line, double nodes,
                   int depth, int all, int fresh)
{
  bao_position p;
  bao_think_limits lim;
  bao_think_result *r;
  bao_diag d;
  int i, ok;
  if (!(nodes >= 1 && nodes <= 1099511627776.0 &&
        nodes == (double)(uint64_t)nodes))
    return fail_at(0, "nodes must be a whole number from 1 to 2**40");
  if (depth < 0 || depth > BAO_PLAYER_DEPTH_MAX)
    return fail_at(0, "the depth must be 0 to %d, not %d",
                   BAO_PLAYER_DEPTH_MAX, depth);
  if (!position_of(rules, line, &p))
    return 0;
  if (!player && !(player = bao_player_new(PLAYER_BYTES, &d)))
    return fail_at(0, "%s", d.message);
  if (!(r = malloc(sizeof *r)))
    return fail_at(0, "out of memory");
  if (fresh)
    bao_player_clear(player);
  lim.depth = depth;
  lim.nodes = (uint64_t)nodes;
  ok = bao_player_think(player, &p, &lim, all, r, &d);
  if (ok) {
    begin();
    put("{\"depth\":");
    put_u64((uint64_t)r->depth);
    put_key("nodes");
    put_u64(r->nodes);
    put_key("lines");
    put("[");
    for (i = 0; i < r->count; i++) {
      put(i ? ",\n" : "");
      put_think_line(&p, &r->line[i]);
    }
    put("]}");
  }
  free(r);
  return ok ? done() : fail_at(0, "%s", d.message);
}

int bao_wasm_level_nodes(int level)
{
  if (level < 1 || level > BAO_LEVELS)
    return fail_at(0, "the level must be 1 to %d, not %d", BAO_LEVELS, level);
  begin();
  put_u64(bao_level_nodes(level));
  return done();
}

int bao_wasm_score_format(int score)
{
  char says[32];
  bao_score_format(score, says, sizeof says);
  begin();
  put_string(says);
  return done();
}

/* ---- the notations (bao.mjs reads a move in any of them) --------------- */

#include "bao/notation.h"

/* [{"token", "devoogt", "kiba", "mw", "ap"}...]: each legal move, in the
 * order of bao_position_moves, with its canonical token and its token in
 * each dialect as bao_outcome_token writes it (the dialect's canonical
 * form).  bao.mjs matches what a caller wrote against these: the module
 * has no token reader (PCRE2), so only the canonical spellings read. */
static void spelling_fields(const bao_position *p, const bao_outcome *o)
{
  char t[BAO_DIALECT_TOKEN_MAX];
  int d;
  for (d = 0; d < BAO_DIALECT_COUNT; d++) {
    bao_outcome_token(o, p->to_move, (enum bao_dialect)d, t, sizeof t);
    put_word(bao_dialect_name((enum bao_dialect)d), t);
  }
}

int bao_wasm_spellings(const char *rules, const char *line)
{
  return put_move_list(rules, line, spelling_fields);
}

/* ---- the engine's judgement of a move played (engine_judge.h) ---------- */

#include "bao/engine_judge.h"

/* A signed whole number. */
static void put_int(int n)
{
  char num[16];
  snprintf(num, sizeof num, "%d", n);
  put(num);
}

/* {"token", "before", "after", "best", "mark", "depth", "nodes"}: the
 * judgement of the legal move `token` (canonical) at `line`, within
 * `nodes` positions, by the module's player (kept from call to call, as
 * think's, so that the plies of a game judged in order reuse its table);
 * scores for the mover, as `bao analyze --engine` gives them. */
int bao_wasm_judge(const char *rules, const char *line, const char *token,
                   double nodes)
{
  bao_position p;
  bao_movelist list;
  bao_think_limits lim;
  bao_engine_judgement j;
  bao_diag d;
  char best[BAO_TOKEN_MAX];
  int k;
  if (!(nodes >= 1 && nodes <= 1099511627776.0 &&
        nodes == (double)(uint64_t)nodes))
    return fail_at(0, "nodes must be a whole number from 1 to 2**40");
  if (!position_of(rules, line, &p))
    return 0;
  bao_position_moves(&p, &list);
  if ((k = find_token(&p, &list, token)) < 0)
    return not_legal(&p, &list, token);
  if (!player && !(player = bao_player_new(PLAYER_BYTES, &d)))
    return fail_at(0, "%s", d.message);
  lim.depth = 0;
  lim.nodes = (uint64_t)nodes;
  if (!bao_engine_judge(player, NULL, &p, &list.item[k].move, NULL, &lim, &j,
                        &d))
    return fail_at(0, "%s", d.message);
  bao_move_token(&j.best, p.to_move, best, sizeof best);
  begin();
  put("{\"token\":");
  put_string(token);
  put_key("before");
  put_int(j.before);
  put_key("after");
  put_int(j.after);
  put_word("best", best);
  put_word("mark", bao_engine_mark_name(j.mark));
  put_key("depth");
  put_u64((uint64_t)j.depth);
  put_key("nodes");
  put_u64(j.nodes);
  put("}");
  return done();
}
