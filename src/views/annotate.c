/* annotate.c - a move's events told in the reader's language: the text
 * renderer of the one walk (view.h); annotate_yaml.c lists them as data.
 *
 * The text is made of whole sentences, one message per event and per
 * case of it, so that a translator sees each sentence whole (po/, i18n.h):
 * every argument is positional (%1$s), every count that a noun follows
 * goes through dngettext, and a TRANSLATORS comment says what each
 * argument is.  Hole names, move tokens and numbers are the same in every
 * language.  The sentences of a ply (its title, its events) are in
 * annotate_say.c, which the engine in the page tells too (src/wasm/
 * bao_tell.c); this file remembers them (obuf.h), tells a ply's
 * judgement and a game's heading, and feeds the walk's renderer. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/obuf.h"
#include "base/sink.h"
#include "bao/solve.h"
#include "bao/view.h"

#include "annotate_tr.h" /* _() and dngettext() of the teller's memo */
#include "annotate_say.h" /* the teller, its words, the events' sentences */
#include "annotate_end.h" /* why the game ended where the record does */
#include "annotate_engine.h" /* the engine's judgement */

/* ---- events remembered ---------------------------------------------------
 * An event's sentences are remembered whole (obuf.h), keyed by
 * everything they read: the event's fields; what around it they depend
 * on (whether the lap ended the move, and in an empty hole; whether the
 * capture took the nyumba; whether the player chose to stop in it); the
 * variant, whose words the game says; and, through the translations it
 * remembers with the texts (annotate_tr.h: both forgotten together), the
 * domain and the language.  They are kept with a space before each
 * sentence: an event told first in its line leaves out the first. */

#define EVENT_TAG ((uint64_t)1 << 60) /* the tags of said_key.b */
#define TITLE_TAG ((uint64_t)2 << 60)

/* The key of event i, or one with b 0 when it cannot be remembered. */
static said_key event_key(const teller *t, size_t i)
{
  const tell_ply *v = t->v;
  const bao_event *e = &v->events->ev[i];
  uint64_t around = 0;
  said_key k;
  if (e->kind == BAO_EV_LAP && i == t->last && !v->events->truncated)
    around = 1 | (uint64_t)(!v->after ||
                            v->after->pit[BAO_HOLE_SIDE(e->hole2)]
                                         [BAO_HOLE_C(e->hole2)] == 1) << 1;
  else if (e->kind == BAO_EV_CAPTURE)
    around = i + 1 < v->events->count &&
             v->events->ev[i + 1].kind == BAO_EV_HOUSE_CAPTURED;
  else if (e->kind == BAO_EV_HOUSE_STOP)
    around = BAO_MOVE_CAPTURES(v->move) ||
             v->before->rules.house_stop == BAO_HOUSE_STOP_OPTIONAL;
  memcpy(&k.a, e, sizeof k.a); /* its eight one-byte fields, as they are */
  k.b = t->key_b | around | (uint64_t)e->period << 8;
  return k;
}

_Static_assert(offsetof(bao_event, period) == 8,
               "an event's one-byte fields are its first eight bytes");

/* t->key_b: the event tag, and the variant (the game's words are those
 * of its variant). */
static void event_keys(teller *t)
{
  t->key_b = EVENT_TAG | (uint64_t)t->v->before->rules.variant << 40;
}

/* Event i told from memory (event_keys set, tr_remembering). */
static void tell_event_kept(teller *t, size_t i)
{
  obuf *o = t->o;
  said_memory *m = ((tr_state *)t->m)->said.m;
  said_key k;
  said *set, *kept;
  size_t start;
  int before;
  k = event_key(t, i);
  set = said_set(m, &k);
  if ((kept = said_find(m, set, &k)) != NULL) {
    said_copy(m, o, kept, kept->len && !t->said);
    t->said += kept->len > 0;
    return;
  }
  before = t->said;
  start = o->n;
  t->said = 1; /* a space before every sentence, the first too */
  bao_say_event(t, i);
  if (!o->oom)
    said_keep(m, set, &k, o->s + start, o->n - start);
  if (!before && o->n > start) { /* the first of its line: no space */
    memmove(o->s + start, o->s + start + 1, o->n - start - 1);
    o->n--;
  }
  t->said = before + (o->n > start);
}

/* ---- judgements ------------------------------------------------------------
 * What the analysis (solve.h; the walk's ply report with
 * bao_replay_opts.analysis) says of a ply, told after its sentences. */

typedef struct judgement {
  int mark;          /* enum bao_judge                                   */
  int side;          /* the mover                                        */
  int win_n;         /* missed-win: the mover could win in win_n         */
  const char *win;   /* with this move                                   */
  int refuted_n;     /* blunder: the opponent now wins in refuted_n      */
  const char *line;  /* with this line                                   */
  const char *hold;  /* blunder: a move that would not have lost          */
  int depth;         /* only: every other move loses within depth        */
} judgement;

static void tell_judgement(teller *t, const judgement *j)
{
  unsigned long n;
  if (j->mark == BAO_JUDGE_MISSED_WIN) {
    n = (unsigned long)j->win_n;
    bao_say(t, dngettext(BAO_TEXTDOMAIN,
                     /* TRANSLATORS: an analysis of the ply: %1$s, who
                        moved, could have won in %2$d moves by playing
                        %3$s (a move token). */
                     "A missed win: %1$s could have won in %2$d move with "
                     "%3$s.",
                     "A missed win: %1$s could have won in %2$d moves with "
                     "%3$s.", n),
        ARGS(SIDE_ARG(t, j->side), AN(n), AS(j->win)));
  }
  if (j->mark == BAO_JUDGE_BLUNDER ||
      (j->mark == BAO_JUDGE_MISSED_WIN && j->refuted_n > 0)) {
    n = (unsigned long)j->refuted_n;
    bao_say(t, dngettext(BAO_TEXTDOMAIN,
                     /* TRANSLATORS: an analysis of the ply: after this
                        move the opponent %1$s wins in %2$d moves, by the
                        line %3$s (move tokens). */
                     "A blunder: %1$s now wins in %2$d move: %3$s.",
                     "A blunder: %1$s now wins in %2$d moves: %3$s.", n),
        ARGS(SIDE_ARG(t, !j->side), AN(n), AS(j->line)));
  }
  if (j->mark == BAO_JUDGE_BLUNDER) {
    n = (unsigned long)j->depth;
    bao_say(t, dngettext(BAO_TEXTDOMAIN,
                     /* TRANSLATORS: after "A blunder": the move %1$s (a
                        move token), played instead, would not have let
                        the opponent force a win within %2$d moves. */
                     "%1$s would have held: it does not lose within %2$d "
                     "move.",
                     "%1$s would have held: it does not lose within %2$d "
                     "moves.", n),
        ARGS(AS(j->hold), AN(n)));
  }
  if (j->mark == BAO_JUDGE_ONLY) {
    n = (unsigned long)j->depth;
    bao_say(t, dngettext(BAO_TEXTDOMAIN,
                     /* TRANSLATORS: an analysis of the ply: every
                        other legal move loses within %1$d moves. */
                     "The only move that does not lose within %1$d move.",
                     "The only move that does not lose within %1$d moves.",
                     n), ARGS(AN(n)));
  }
}

/* Under a time budget (replay.h, opts.deepen) each ply has a depth of
 * its own, and a mark depends on it: said after the mark. */
static void tell_depth(teller *t, int depth)
{
  unsigned long n = (unsigned long)depth;
  bao_say(t, dngettext(BAO_TEXTDOMAIN,
                   /* TRANSLATORS: after an analysis of the ply: how deep
                      the exact search went that found it, %1$d in moves
                      of each side. */
                   "Found by a search %1$d move deep.",
                   "Found by a search %1$d moves deep.", n), ARGS(AN(n)));
}

/* The walk's judgement of ply v, told when it marks the move (with its
 * depth, when the plies were judged under a budget: `deep`). */
static void tell_analysis(teller *t, const bao_ply_report *v, int deep)
{
  const bao_judgement *j = v->judgement;
  char win[BAO_DIALECT_TOKEN_MAX], hold[BAO_DIALECT_TOKEN_MAX];
  char line[16 * BAO_PV_MAX];
  enum bao_dialect d = t->m ? (enum bao_dialect)((tr_state *)t->m)->names
                            : BAO_DIALECT_DEVOOGT; /* the holes' */
  judgement told;
  if (!j || j->mark == BAO_JUDGE_NONE)
    return;
  memset(&told, 0, sizeof told);
  told.mark = j->mark;
  told.side = v->side;
  told.depth = j->depth;
  told.win_n = j->win_n;
  win[0] = line[0] = '\0';
  if (j->win_n > 0)
    bao_move_token_in(v->before, &j->win_move, d, win, sizeof win);
  told.win = win;
  hold[0] = '\0';
  if (j->mark == BAO_JUDGE_BLUNDER)
    bao_move_token_in(v->before, &j->hold_move, d, hold, sizeof hold);
  told.hold = hold;
  told.refuted_n = j->refuted_n;
  bao_line_format_in(v->after, j->refutation, j->refutation_len, d, line,
                     sizeof line);
  told.line = line;
  tell_judgement(t, &told);
  if (deep)
    tell_depth(t, j->depth);
}

/* ---- the text renderer -------------------------------------------------------- */

/* The teller's view of the walk's ply report v. */
static tell_ply tell_ply_of(const bao_ply_report *v)
{
  tell_ply p;
  p.ply = v->ply;
  p.side = v->side;
  p.before = v->before;
  p.after = v->after;
  p.move = &v->outcome->move;
  p.token = v->token;
  p.events = v->events;
  return p;
}

/* A teller of ply v (NULL: none) into line o, with memo m (NULL: none) in
 * `domain`. */
static void teller_init(teller *t, obuf *o, const tell_ply *v, tr_state *m,
                        const char *domain)
{
  bao_say_start(t, o, v, tr_say, m, domain,
                m ? (const char(*)[3])m->hole : NULL);
}

/* Hands what `o` holds to the caller's buffer, like snprintf, and frees
 * it: the end of the page's one-sentence tellers below. */
static size_t give_text(obuf *o, char *buf, size_t size)
{
  size_t n = o->n;
  if (size)
    snprintf(buf, size, "%.*s", (int)(o->oom ? 0 : n), o->s);
  if (ob_allocated(o))
    free(o->s);
  return n;
}

size_t bao_annotate_title(const bao_ply_report *v, char *buf, size_t size)
{
  return bao_annotate_title_in(v, BAO_DIALECT_DEVOOGT, buf, size);
}

size_t bao_annotate_title_in(const bao_ply_report *v, int dialect, char *buf,
                             size_t size)
{
  obuf o;
  teller t;
  tell_ply p = tell_ply_of(v);
  char tok[BAO_DIALECT_TOKEN_MAX];
  if (dialect == BAO_DIALECT_AP && v->outcome)
    bao_outcome_token(v->outcome, v->side, BAO_DIALECT_AP, tok, sizeof tok),
      p.token = tok;
  ob_init(&o);
  teller_init(&t, &o, &p, NULL, BAO_TEXTDOMAIN);
  bao_say_title(&t);
  return give_text(&o, buf, size);
}

size_t bao_annotate_steps(const bao_ply_report *v, char *buf, size_t size)
{
  obuf o;
  teller t;
  tell_ply p = tell_ply_of(v);
  size_t i;
  ob_init(&o);
  teller_init(&t, &o, &p, NULL, BAO_TEXTDOMAIN);
  if (bao_say_who(&p))
    bao_say_plays(&t);
  t.last = bao_say_last_sowing(v->events);
  for (i = 0; i < v->events->count; i++)
    bao_say_event(&t, i);
  bao_say_cut(&t);
  return give_text(&o, buf, size);
}

size_t bao_annotate_depth(int depth, char *buf, size_t size)
{
  obuf o;
  teller t;
  ob_init(&o);
  teller_init(&t, &o, NULL, NULL, BAO_TEXTDOMAIN);
  tell_depth(&t, depth);
  return give_text(&o, buf, size);
}

/* the engine's sentences of ply v, for the page. */
size_t bao_annotate_engine(const bao_ply_report *v,
                           const struct bao_engine_judgement *e, char *buf,
                           size_t size)
{
  obuf o;
  teller t;
  tell_ply p = tell_ply_of(v);
  ob_init(&o);
  teller_init(&t, &o, &p, NULL, BAO_TEXTDOMAIN);
  tell_engine_judgement(&t, v, e);
  return give_text(&o, buf, size);
}

/* Writes the text of key k from memory, or tells it with `tell` and
 * remembers it. */
static void tell_kept(teller *t, const said_key *k, void (*tell)(teller *))
{
  said_memory *m = ((tr_state *)t->m)->said.m;
  said *set = said_set(m, k), *kept = said_find(m, set, k);
  size_t start = t->o->n;
  if (kept) {
    said_copy(m, t->o, kept, 0);
    return;
  }
  tell(t);
  if (!t->o->oom)
    said_keep(m, set, k, t->o->s + start, t->o->n - start);
}

/* The same, remembered whole (obuf.h) by what it reads: the ply's
 * number, side, kind of move and token (of up to 7 bytes), the variant
 * (whose words it says) and whether it says who plays. */
static void tell_head_kept(teller *t)
{
  const tell_ply *v = t->v;
  int plays = bao_say_who(v);
  uint64_t token = 0;
  size_t i;
  said_key k;
  for (i = 0; i < 7 && v->token[i]; i++)
    token |= (uint64_t)(unsigned char)v->token[i] << (8 * i);
  if (!tr_remembering(t->m) || v->token[i] ||
      v->ply >= 0xffffffffu) {
    bao_say_head(t);
    return;
  }
  k.a = (uint64_t)v->ply | (uint64_t)(v->side != 0) << 32 |
        (uint64_t)v->move->kind << 33 |
        (uint64_t)v->before->rules.variant << 41 | (uint64_t)plays << 49;
  k.b = TITLE_TAG | token;
  tell_kept(t, &k, bao_say_head);
  t->said = plays; /* (the title is not a sentence: the next one follows
                      it without a space) */
}

/* ---- the text of a game ---------------------------------------------------
 * Its plies go to the context's sink, written as the caller asked
 * (sink.h); its heading is written at once (a game that cannot start has
 * no end). */

void bao_annotate_ctx_init(bao_annotate_ctx *c, bao_sink *out)
{
  memset(c, 0, sizeof *c);
  c->out = out;
  c->domain = BAO_TEXTDOMAIN;
}

void bao_annotate_ctx_free(bao_annotate_ctx *c)
{
  if (c->memo)
    said_free(&c->memo->said);
  free(c->memo);
  c->memo = NULL;
}

static int text_ply(void *ctx, const bao_replay *r, const bao_ply_report *v)
{
  bao_annotate_ctx *c = ctx;
  obuf *line = sink_buf(c->out);
  teller told, *t = &told;
  tell_ply p = tell_ply_of(v);
  char comment[4096], tok[BAO_DIALECT_TOKEN_MAX];
  size_t i;
  int dialect = r ? r->dialect : BAO_DIALECT_DEVOOGT;
  if (dialect == BAO_DIALECT_AP) /* an AP record's plies in AP's cells */
    bao_outcome_token(v->outcome, v->side, BAO_DIALECT_AP, tok, sizeof tok),
      p.token = tok;
  if (dialect == BAO_DIALECT_AP || c->memo) /* (a page's ply alone) */
    tr_names(tr_memo_of(c), dialect);
  teller_init(t, line, &p, c->memo, c->domain);
  if (tr_remembering(t->m)) { /* tell_line, from memory */
    tell_head_kept(t);
    t->last = bao_say_last_sowing(v->events);
    event_keys(t);
    for (i = 0; i < v->events->count; i++)
      tell_event_kept(t, i);
    bao_say_cut(t);
  } else {
    bao_say_line(t);
  }
  tell_analysis(t, v, r && r->deep.games);
  tell_engine(t, c->engine, v); /* --engine */
  if (r && v->depth == 0 && v->ply + 1 == r->game->n_plies)
    tell_game_end(t, r, v);
  ob_put(line, "\n", 1);
  if (v->src && v->src->comment) {
    bao_text_clean(v->src->comment, 2000, comment, sizeof comment);
    format(line, "   {%1$s}\n", ARGS(AS(comment)));
  }
  return sink_done(c->out);
}

static int text_begin(void *ctx, const bao_replay *r)
{
  bao_annotate_ctx *c = ctx;
  const bao_game *g = r->game;
  const char *s = bao_game_tag(g, "south"), *n = bao_game_tag(g, "north");
  char south[256], north[256];
  tr_state *m = tr_memo_of(c);
  teller told, *t = &told;
  if (!sink_flush(c->out)) /* what a game without end kept */
    return 0;
  if (m)
    tr_begin(m, c->domain), tr_names(m, r->dialect);
  bao_text_clean(s ? s : "?", 80, south, sizeof south);
  bao_text_clean(n ? n : "?", 80, north, sizeof north);
  teller_init(t, sink_buf(c->out), NULL, m, c->domain);
  tr_ply(m, 1); /* the game's plies from the memo, its words too */
  /* TRANSLATORS: the heading of a game: %1$d its number in the file, %2$s
     the name of the player South (%3$s), %4$s the name of the player North
     (%5$s). */
  format(t->o, _("Game %1$d: %2$s (%3$s) - %4$s (%5$s)"),
         ARGS(AN(g->index), AS(south), AS(bao_say_side_name(t, BAO_SOUTH)),
              AS(north), AS(bao_say_side_name(t, BAO_NORTH))));
  ob_put(t->o, "\n", 1);
  return sink_flush(c->out);
}

static int text_end(void *ctx, const bao_replay *r)
{
  bao_annotate_ctx *c = ctx;
  (void)r;
  tr_ply(c->memo, 0);
  return sink_flush(c->out);
}

/* The sentences read the move played and its events, never the other
 * legal moves. */
const bao_renderer bao_annotate_text = {.begin = text_begin,
                                        .ply = text_ply,
                                        .end = text_end,
                                        .flags = BAO_RENDERER_MOVE_ONLY};
