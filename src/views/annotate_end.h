/* annotate_end.h - why a game ended where its record does, told by
 * annotate.c after the sentences of the game's last ply.  A game that
 * ended on the board needs nothing more: the move's own events said who
 * lost and why (tell_end, annotate_say.h).  A game whose record gives a
 * winner while the board has not decided it ended by resignation (or
 * agreement): the exact search (solve.h) says why the loser gave up, as
 * far as it reaches within the depth of the walk's analysis, and says so
 * when it does not reach.  Static, included by annotate.c alone after
 * annotate_say.h (as that one is); xgettext reads it too
 * (po/POTFILES.in).  Not installed. */
#ifndef BAO_ANNOTATE_END_H
#define BAO_ANNOTATE_END_H

#include <stdint.h>

#include "annotate_say.h"
#include "base/obuf.h"
#include "bao/record.h"
#include "bao/replay.h"
#include "bao/solve.h"

/* The search's table: one position at the analysis' depth (its lines are
 * the same search's). */
#define END_TABLE ((size_t)4 << 20)

/* The search may take as many positions as a ply's judgement (replay.h),
 * so that the last line costs what a ply does. */
static int end_stop(void *ctx, uint64_t nodes)
{
  (void)ctx;
  return nodes > BAO_ANALYSIS_NODES;
}

/* Each legal move of p, followed by the opponent's winning line after it
 * ("B6L* b2L B1L b6R; B6R* b1R"), into o.  0 when stopped. */
static int every_line(bao_solver *s, const bao_position *p, int depth,
                      obuf *o)
{
  bao_movelist list;
  bao_solve_result r;
  bao_diag d;
  char token[BAO_TOKEN_MAX], line[BAO_PV_MAX * (BAO_TOKEN_MAX + 1)];
  int i, n = bao_solver_moves(s, p, &list);
  if (bao_solver_stopped(s))
    return 0;
  for (i = 0; i < n; i++) {
    const bao_outcome *m = &list.item[i];
    bao_move_token(&m->move, p->to_move, token, sizeof token);
    if (i)
      ob_str(o, "; ");
    ob_str(o, token);
    if (m->period)
      continue; /* (never in a lost position: it would be a draw) */
    if (!bao_solve(s, &m->after, depth, &r, &d))
      return 0;
    bao_line_format(&m->after, r.pv, r.pv_len, line, sizeof line);
    if (line[0]) {
      ob_chr(o, ' ');
      ob_str(o, line);
    }
  }
  return 1;
}

/* The search found no forced win for the winner within depth. */
static void tell_no_win(teller *t, int loser, int depth)
{
  unsigned long n = (unsigned long)depth;
  bao_say(t, dngettext(BAO_TEXTDOMAIN,
                   /* TRANSLATORS: the end of a game the player %1$s
                      resigned (the record says so) although the exact
                      search finds no forced win for the opponent %2$s
                      within %3$d moves of each side. */
                   "%1$s resigned, but the exact search finds no forced "
                   "win for %2$s within %3$d move.",
                   "%1$s resigned, but the exact search finds no forced "
                   "win for %2$s within %3$d moves.", n),
      ARGS(SIDE_ARG(t, loser), SIDE_ARG(t, !loser), AN(n)));
}

/* The loser is to move at the end: every move loses, or not. */
static int tell_loser_to_move(teller *t, bao_solver *s, const bao_position *p,
                              int depth)
{
  bao_solve_result r;
  bao_diag d;
  char line[BAO_PV_MAX * (BAO_TOKEN_MAX + 1)];
  unsigned long n;
  obuf o;
  int ok;
  if (!bao_solve(s, p, depth, &r, &d))
    return 0;
  n = (unsigned long)r.n;
  if (r.verdict == BAO_VERDICT_WIN) {
    bao_line_format(p, r.pv, r.pv_len, line, sizeof line);
    bao_say(t, dngettext(BAO_TEXTDOMAIN,
                     /* TRANSLATORS: the player %1$s resigned (the record
                        says so) though he could force a win within %2$d
                        moves, by the line %3$s (move tokens). */
                     "%1$s resigned, but could have won within %2$d move: "
                     "%3$s.",
                     "%1$s resigned, but could have won within %2$d moves: "
                     "%3$s.", n),
        ARGS(SIDE_ARG(t, p->to_move), AN(n), AS(line)));
    return 1;
  }
  if (r.verdict != BAO_VERDICT_LOSS) {
    tell_no_win(t, p->to_move, depth);
    return 1;
  }
  ob_init(&o);
  ok = every_line(s, p, depth, &o);
  ob_chr(&o, '\0');
  if (ok && !o.oom)
    bao_say(t, dngettext(BAO_TEXTDOMAIN,
                     /* TRANSLATORS: why the player %1$s resigned (the
                        record says so): each of his legal moves lets the
                        opponent force a win within %2$d moves; %3$s lists
                        each move with the opponent's winning line after
                        it, separated by semicolons ("B6L* b2L B1L b6R;
                        B6R* b1R"). */
                     "Why %1$s resigned: every move loses within %2$d move: "
                     "%3$s.",
                     "Why %1$s resigned: every move loses within %2$d "
                     "moves: %3$s.", n),
        ARGS(SIDE_ARG(t, p->to_move), AN(n), AS(o.s)));
  if (ob_allocated(&o))
    free(o.s);
  return ok;
}

/* The winner is to move at the end: his forced win, or none. */
static int tell_winner_to_move(teller *t, bao_solver *s,
                               const bao_position *p, int depth)
{
  bao_solve_result r;
  bao_diag d;
  char line[BAO_PV_MAX * (BAO_TOKEN_MAX + 1)];
  unsigned long n;
  if (!bao_solve(s, p, depth, &r, &d))
    return 0;
  if (r.verdict != BAO_VERDICT_WIN) {
    tell_no_win(t, !p->to_move, depth);
    return 1;
  }
  n = (unsigned long)r.n;
  bao_line_format(p, r.pv, r.pv_len, line, sizeof line);
  bao_say(t, dngettext(BAO_TEXTDOMAIN,
                   /* TRANSLATORS: why the player %1$s resigned (the
                      record says so): the opponent %2$s, to move, forces
                      a win within %3$d moves, by the line %4$s (move
                      tokens). */
                   "Why %1$s resigned: %2$s wins within %3$d move: %4$s.",
                   "Why %1$s resigned: %2$s wins within %3$d moves: %4$s.",
                   n),
      ARGS(SIDE_ARG(t, !p->to_move), SIDE_ARG(t, p->to_move), AN(n),
           AS(line)));
  return 1;
}

/* Whether the game is over after ply v: the engine ends a move's events
 * with the end of the game when its status says so, which is not asked
 * again (a position's status may sow its moves) but for an account cut
 * short. */
static int game_over(const bao_ply_report *v)
{
  size_t i;
  if (!v->events || v->events->truncated)
    return bao_position_status(v->after, NULL).over;
  for (i = 0; i < v->events->count; i++)
    if (v->events->ev[i].kind == BAO_EV_GAME_END)
      return 1;
  return 0;
}

/* After the last ply v of the game's own line: why the loser the record
 * names resigned, within the depth of the ply's judgement (none without
 * the walk's analysis). */
static void tell_game_end(teller *t, const bao_replay *r,
                          const bao_ply_report *v)
{
  const bao_position *p = v->after;
  int loser, depth = v->judgement ? v->judgement->depth : 0, ok;
  unsigned long n = (unsigned long)depth;
  bao_solver *s;
  bao_diag d;
  if (!p || depth <= 0 || (loser = bao_game_winner(r->game)) < 0)
    return;
  loser = !loser;
  if (game_over(v))
    return; /* the move's events said who lost and why */
  if (!(s = bao_solver_new(END_TABLE, &d)))
    return; /* out of memory: the annotation says what it can */
  bao_solver_set_stop(s, end_stop, NULL);
  ok = p->to_move == loser ? tell_loser_to_move(t, s, p, depth)
                           : tell_winner_to_move(t, s, p, depth);
  bao_solver_free(s);
  if (!ok)
    bao_say(t, dngettext(BAO_TEXTDOMAIN,
                     /* TRANSLATORS: the player %1$s resigned (the record
                        says so); the exact search within %2$d moves of
                        each side, which would say why, was stopped: it
                        needed more positions than it may take. */
                     "%1$s resigned; the exact search within %2$d move "
                     "could not finish here.",
                     "%1$s resigned; the exact search within %2$d moves "
                     "could not finish here.", n),
        ARGS(SIDE_ARG(t, loser), AN(n)));
}

#endif
