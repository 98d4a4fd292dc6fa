/* notation.c - which legal move a written token names, and the token of a
 * move in each dialect (docs/rules.md §2.2, §2.3).
 *
 * Lenient in, loud about it: a letter on a forced capture is ignored with a
 * warning, a missing '*' is inferred, a wrong one is warned, a capture that
 * ends in the functional nyumba without '>' is the stop, and North's
 * letters are tried mirrored (the Mancala World habit) only when nothing
 * else matches, with a warning.  A token naming two legal moves is an
 * error that lists them. */
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#include "base/util.h"
#include "engine/geometry.h"
#include "engine/internal.h" /* bao_takasia_set_in */
#include "notation/private.h"
#include "bao/notation.h"
#include "notation/dialect.h"

/* The written parts of a legal move. */
typedef struct parts {
  char row;      /* 'A','B','a','b'                                   */
  int hole;      /* 1..8                                              */
  char letter;   /* own frame: 'L' or 'R'                             */
  int star;      /* takasa/takata                                     */
  int safari;    /* a chosen safari                                   */
} parts;

/* (what bao_move_token writes, without writing it: every legal move of
 * every ply is taken apart here) */
static void move_parts(const bao_move *m, int side, parts *out)
{
  static const char rows[2][2] = {{'A', 'B'}, {'a', 'b'}};
  out->row = rows[side & 1][BAO_IS_BACK(m->hole)];
  out->hole = circuit_number(m->hole);
  out->letter = bao_move_letter(m->kind, m->hole, m->dir);
  out->star = m->kind == BAO_NAMUA_TAKASA || m->kind == BAO_MTAJI_TAKATA;
  out->safari = m->safari;
}

static int wins(const bao_outcome *o)
{
  return !o->period && bao_position_status(&o->after, NULL).over;
}

/* A takata, or with takasia-after=last-takasa the takasa that ends the
 * namua stage, that takasiaed a hole of the opponent's: the hole of the
 * position after it, unless that one is only kept from before
 * (takasia-lasts=until-cleared), which the move did not set. */
static int sets_takasia(const bao_outcome *o)
{
  if (o->period || o->after.takasia < 0 ||
      (o->move.kind != BAO_MTAJI_TAKATA && o->move.kind != BAO_NAMUA_TAKASA))
    return 0;
  return o->after.rules.takasia_lasts != BAO_TAKASIA_LASTS_CLEARED ||
         bao_takasia_set_in(&o->after) >= 0;
}

size_t bao_outcome_token(const bao_outcome *o, int side,
                         enum bao_dialect dialect, char *buf, size_t size)
{
  const bao_dialect_def *d = bao_dialect_row(dialect);
  char token[BAO_DIALECT_TOKEN_MAX];
  parts w;
  int n;
  move_parts(&o->move, side, &w);
  if (d->writer == BAO_WRITE_DEVOOGT) {
    n = (int)bao_move_token(&o->move, side, token, sizeof token);
    if (d->mirror_north && side == BAO_NORTH)
      token[2] = token[2] == 'L' ? 'R' : 'L';
    return bao_copy_out(buf, size, token, (size_t)n);
  }
  if (d->writer == BAO_WRITE_AP) {
    int file, rank;
    bao_ap_hole_cell(w.row, w.hole, &file, &rank);
    n = sprintf(token, "%c%d%c", 'a' + file - 1, rank,
                w.letter == 'L' ? '<' : '>');
  } else {
    n = sprintf(token, "%c%d%c", w.row, w.hole, w.letter == 'L' ? '<' : '>');
  }
  if (w.star)
    n += sprintf(token + n, "%s", sets_takasia(o) ? "**" : "*");
  if (w.safari)
    token[n++] = '+';
  if (wins(o) && d->writer == BAO_WRITE_KIBA)
    token[n++] = '#';
  return bao_copy_out(buf, size, token, (size_t)n);
}

int bao_token_distance(const bao_token *t, enum bao_dialect dialect, int side,
                       const bao_outcome *o)
{
  parts w;
  char letter = bao_token_own_letter(t, dialect, side == BAO_NORTH);
  int d = 0, dh;
  move_parts(&o->move, side, &w);
  if (t->row && t->row != w.row)
    d += 1;
  dh = t->hole > w.hole ? t->hole - w.hole : w.hole - t->hole;
  d += dh == 0 ? 0 : dh == 1 ? 1 : 3;
  if (letter && letter != w.letter && !o->move.forced)
    d += 1;
  d += (t->star > 0) != w.star;
  d += (t->safari > 0) != w.safari;
  return d;
}

/* ---- resolving ------------------------------------------------------------ */

static void warn(bao_resolution *res, const char *msg)
{
  bao_diag *w;
  if (res->n_warnings >= BAO_NOTE_MAX)
    return;
  w = &res->warning[res->n_warnings++];
  bao_diag_set(w, bao_mark_column(0), "%s", msg);
  w->level = BAO_WARNING;
}

/* The legal moves from circuit hole c, as a space-separated list. */
static void list_tokens(const bao_movelist *list, int side, const int *keep,
                        char *buf, size_t size)
{
  char tok[BAO_TOKEN_MAX];
  size_t used = 0;
  int i;
  buf[0] = '\0';
  for (i = 0; i < list->count && used + BAO_TOKEN_MAX + 1 < size; i++) {
    if (keep && !keep[i])
      continue;
    bao_move_token(&list->item[i].move, side, tok, sizeof tok);
    used += (size_t)snprintf(buf + used, size - used, "%s%s",
                             used ? " " : "", tok);
  }
}

/* Keeps the moves whose letter agrees; a forced capture keeps any. */
static void filter_letter(const bao_movelist *list, int side, char letter,
                          int *keep, bao_resolution *res)
{
  parts w;
  int i;
  char msg[200];
  for (i = 0; i < list->count; i++) {
    if (!keep[i] || !letter)
      continue;
    move_parts(&list->item[i].move, side, &w);
    if (w.letter == letter)
      continue;
    if (list->item[i].move.forced) {
      snprintf(msg, sizeof msg, "the letter %c on a forced capture is "
               "ignored: the seeds enter at the %s kichwa", letter,
               w.letter == 'L' ? "left" : "right");
      warn(res, msg);
      continue;
    }
    keep[i] = 0;
  }
}

/* '>' picks the safari; no '>' picks the stop. */
static void filter_safari(const bao_movelist *list, const bao_token *t,
                          int *keep, bao_resolution *res)
{
  int i, chosen = 0;
  for (i = 0; i < list->count; i++)
    chosen += keep[i] && list->item[i].move.safari;
  for (i = 0; i < list->count; i++) {
    if (!keep[i])
      continue;
    if (t->safari && chosen && !list->item[i].move.safari)
      keep[i] = 0;
    if (!t->safari && list->item[i].move.safari)
      keep[i] = 0;
  }
  if (t->safari && !chosen)
    warn(res, "'>' (safari) but the move offers no choice at the nyumba; "
              "ignored");
}

static int count_kept(const int *keep, int n, int *last)
{
  int i, k = 0;
  for (i = 0; i < n; i++)
    if (keep[i]) {
      k++;
      *last = i;
    }
  return k;
}

/* Warnings about the markers of the one move that matched. */
static void check_markers(const bao_outcome *o, const bao_token *t,
                          bao_resolution *res)
{
  int star = o->move.kind == BAO_NAMUA_TAKASA ||
             o->move.kind == BAO_MTAJI_TAKATA;
  if (t->star && !star)
    warn(res, "'*' marks a takasa/takata, but this move captures");
  if (t->star == 2 && star && !sets_takasia(o))
    warn(res, "'**' (takasia) but the move sets no takasia");
  if (t->win && !wins(o))
    warn(res, "'#' (winning move) but the game goes on");
}

/* Keeps the moves of the hole the token names. */
static int select_hole(const bao_movelist *list, const bao_token *t, int side,
                       int *keep)
{
  int back = t->row == 'B' || t->row == 'b';
  int c = circuit_index(back, t->hole), i, n = 0;
  for (i = 0; i < list->count; i++) {
    keep[i] = list->item[i].move.hole == c;
    n += keep[i];
  }
  (void)side;
  return n;
}

static int resolve_letter(const bao_movelist *list, const bao_token *t,
                          int side, char letter, int *keep,
                          bao_resolution *res)
{
  int n, last = -1;
  filter_letter(list, side, letter, keep, res);
  filter_safari(list, t, keep, res);
  n = count_kept(keep, list->count, &last);
  if (n == 1)
    res->index = last;
  return n;
}

static int fail_res(bao_resolution *res, const char *fmt, ...)
  BAO_PRINTF(2, 3);

static int fail_res(bao_resolution *res, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  bao_diag_vset(&res->error, bao_mark_column(0), fmt, ap);
  va_end(ap);
  return 0;
}

int bao_resolve(bao_token_reader *tr, const bao_position *p,
                const bao_movelist *list, enum bao_dialect dialect,
                const char *text,
                size_t len, bao_resolution *res)
{
  bao_diag err;
  /* not a memset of the whole: it is over 2 KB and this runs every ply */
  res->index = -1;
  res->n_warnings = 0;
  res->error.mark.column = 0;
  res->error.message[0] = '\0';
  memset(&res->token, 0, sizeof res->token);
  if (!bao_token_read(tr, dialect, text, len, &res->token, &err)) {
    res->error = err;
    return 0;
  }
  return bao_resolve_token(p, list, dialect, res);
}

/* The one legal move from the token's hole when it is plainly the one
 * meant: its letter (when one is written) agrees, and neither the token
 * nor the move has a safari.  The filters of resolve_letter would keep it
 * alone and say nothing, so it is taken at once: -1 when they must look.
 * (The walk asks about nearly every ply with only the moves of the
 * token's letter, and there the list is often that one move.) */
static int plain_match(const bao_movelist *list, const bao_token *t,
                       char letter)
{
  int back = t->row == 'B' || t->row == 'b';
  int c = circuit_index(back, t->hole), i, found = -1;
  const bao_move *m;
  if (t->safari)
    return -1;
  for (i = 0; i < list->count; i++) {
    if (list->item[i].move.hole != c)
      continue;
    if (found >= 0)
      return -1;
    found = i;
  }
  if (found < 0)
    return -1;
  m = &list->item[found].move;
  if (m->safari || (letter && bao_move_letter(m->kind, m->hole, m->dir) !=
                                  letter))
    return -1;
  return found;
}

/* What bao_resolve_token does when the token is not plainly one move of
 * the list: the filters, and the error that lists the legal moves (kept
 * out of line, with its arrays: the walk's plies seldom need it). */
static BAO_NOINLINE int resolve_filtered(const bao_position *p,
                                         const bao_movelist *list,
                                         int dialect, char letter,
                                         bao_resolution *res)
{
  int keep[BAO_MAX_MOVES], side = p->to_move, n;
  char moves[BAO_MAX_MOVES * BAO_TOKEN_MAX], name[3];
  const bao_token *t = &res->token;
  name[0] = t->row ? t->row : (side == BAO_SOUTH ? 'A' : 'a');
  name[1] = (char)('0' + t->hole);
  name[2] = '\0';
  if (select_hole(list, t, side, keep) == 0)
    return fail_res(res, "no legal move starts at %s", name);
  n = resolve_letter(list, t, side, letter, keep, res);
  if (n == 0 && letter && bao_dialect_row(dialect)->try_mirrored &&
      side == BAO_NORTH) {
    select_hole(list, t, side, keep); /* the hole's moves again */
    res->n_warnings = 0;
    n = resolve_letter(list, t, side, letter == 'L' ? 'R' : 'L', keep, res);
    if (n == 1)
      warn(res, "matched only with North's letter mirrored (written as "
                "seen from South, the Mancala World habit)");
  }
  if (n == 1) {
    check_markers(&list->item[res->index], t, res);
    return 1;
  }
  if (n > 1) {
    list_tokens(list, side, keep, moves, sizeof moves);
    return fail_res(res, "ambiguous: the token matches %s", moves);
  }
  select_hole(list, t, side, keep);
  list_tokens(list, side, keep, moves, sizeof moves);
  res->n_warnings = 0;
  return fail_res(res, "not a legal move; from %s the legal moves are %s",
                  name, moves);
}

int bao_resolve_letter(const bao_position *p, const bao_movelist *list,
                       enum bao_dialect dialect, char letter,
                       bao_resolution *res)
{
  int side = p->to_move, n;
  const bao_token *t = &res->token;
  res->index = -1;
  res->n_warnings = 0;
  res->error.mark.column = 0;
  res->error.message[0] = '\0';
  if (t->row && ((t->row == 'a' || t->row == 'b') != (side == BAO_NORTH)))
    return fail_res(res, "%s is to move, but the token names %s's hole",
                    side == BAO_SOUTH ? "South" : "North",
                    side == BAO_SOUTH ? "North" : "South");
  if ((n = plain_match(list, t, letter)) >= 0) {
    res->index = n;
    if (t->star || t->win) /* (a marker written: is it true?) */
      check_markers(&list->item[n], t, res);
    return 1;
  }
  return resolve_filtered(p, list, dialect, letter, res);
}

int bao_resolve_token(const bao_position *p, const bao_movelist *list,
                      enum bao_dialect dialect, bao_resolution *res)
{
  return bao_resolve_letter(p, list, dialect,
                            bao_token_own_letter(&res->token, dialect,
                                                 p->to_move == BAO_NORTH),
                            res);
}

/* ---- moves of a position in a dialect --------------------------------- */

size_t bao_move_token_in(const bao_position *p, const bao_move *m,
                         enum bao_dialect dialect, char *buf, size_t size)
{
  bao_movelist *list;
  size_t n = 0;
  int i, found = 0;
  if (dialect == BAO_DIALECT_DEVOOGT ||
      !(list = malloc(sizeof *list))) /* (a list is some 40 kB) */
    return bao_move_token(m, p->to_move, buf, size);
  bao_position_moves(p, list);
  for (i = 0; i < list->count && !found; i++)
    if (bao_move_same(&list->item[i].move, m)) {
      n = bao_outcome_token(&list->item[i], p->to_move, dialect, buf, size);
      found = 1;
    }
  free(list);
  return found ? n : bao_move_token(m, p->to_move, buf, size);
}

size_t bao_line_format_in(const bao_position *p, const bao_move *line,
                          int len, enum bao_dialect dialect, char *buf,
                          size_t size)
{
  char token[BAO_DIALECT_TOKEN_MAX + 1];
  bao_position at = *p, next;
  size_t used = 0, n;
  int i;
  if (size)
    buf[0] = '\0';
  for (i = 0; i < len; i++) {
    token[0] = ' ';
    bao_move_token_in(&at, &line[i], dialect, token + 1, sizeof token - 1);
    n = strlen(token + (i == 0));
    if (used + n < size)
      memcpy(buf + used, token + (i == 0), n + 1);
    used += n;
    /* the next ply's position: a line that stops playing (a move that
     * never ends) is written on in the canonical tokens of the side */
    if (!bao_position_play(&at, &line[i], &next, NULL, NULL)) {
      at.to_move = (uint8_t)!at.to_move;
      dialect = BAO_DIALECT_DEVOOGT;
      continue;
    }
    at = next;
  }
  return used;
}

size_t bao_hole_name_in(bao_hole h, enum bao_dialect dialect, char *buf,
                        size_t size)
{
  char dv[8];
  int file, rank;
  if (dialect != BAO_DIALECT_AP)
    return bao_hole_name(h, buf, size);
  /* AP's cell from de Voogt's name: A (rank 2) and B (rank 1) are
   * South's, numbered by file from South's left, the a-file; a (rank 3)
   * and b (rank 4) North's, numbered from North's left, the h-file */
  if (bao_hole_name(h, dv, sizeof dv) != 2 || dv[1] < '1' || dv[1] > '8')
    return bao_hole_name(h, buf, size);
  file = dv[0] == 'A' || dv[0] == 'B' ? dv[1] - '1' : '8' - dv[1];
  rank = dv[0] == 'B' ? 1 : dv[0] == 'A' ? 2 : dv[0] == 'a' ? 3 : 4;
  return (size_t)snprintf(buf, size, "%c%d", 'a' + file, rank);
}
