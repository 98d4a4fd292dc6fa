/* cli_play.c - bao play: a game against the computer in the terminal.
 * The board is drawn after every move as bao diagram draws it; a move is
 * typed in any dialect, read as a record's token is read (bao_resolve,
 * the dialect its spelling decides, else de Voogt's); a few words are
 * commands.  Standard input may be a pipe: then no prompt is shown and
 * nothing asks twice, so that a script can play.  The game itself (its
 * plies, the engine's move, the record) is cli_play_game.c. */
#define _POSIX_C_SOURCE 200809L /* isatty, fileno */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli_play.h"
#include "bao/view.h"
#include "bao/notation.h"
#include "bao/token.h"

/* From this level on a move may take long enough for a word at a
 * terminal (level 8 is about 4.9 million nodes). */
#define PLAY_SLOW_LEVEL 7

typedef struct dialogue {
  play_game g;
  int tty;          /* standard input is a terminal                      */
  int unsaved;      /* moved or taken back since the last save           */
  int quit_warned;  /* quit said once with the game unsaved (a terminal) */
  int said_end;     /* the end of the game was told                       */
} dialogue;

static const char help_text[] =
  "Type a move in any notation bao reads (A6L*, a5R, A6<, f2<*), or:\n"
  "  moves      the legal moves\n"
  "  hint       the move bao would play here at its level, with its score\n"
  "  undo       take back your last move and the computer's reply\n"
  "  save FILE  write the game so far as a YAML record\n"
  "  help       this list\n"
  "  quit       leave the game (so does the end of the input)\n";

static const char *side_name(int side)
{
  return side == BAO_SOUTH ? "South" : "North";
}

/* ---- what is shown ---------------------------------------------------------- */

/* The board now, as bao diagram draws it, with the marks of the last
 * move; from North's side when the human plays North; with --dialect ap
 * in AP's cells (files a..h, ranks 1..4), as its moves are spelled. */
static void show_board(dialogue *t)
{
  play_game *g = &t->g;
  const bao_position *p = play_now(g);
  bao_diagram_opts look;
  bao_marks marks, *m = NULL;
  bao_ply_report rep;
  bao_outcome played;
  bao_events ev;
  char title[96], caption[48], token[BAO_DIALECT_TOKEN_MAX];
  char south[32], north[32];
  char *text;
  size_t need;
  memset(&look, 0, sizeof look);
  look.flip = g->human == BAO_NORTH;
  play_name(g, BAO_SOUTH, south, sizeof south);
  play_name(g, BAO_NORTH, north, sizeof north);
  /* "SOUTH - NORTH, after ply N", as bao diagram titles a record's */
  snprintf(title, sizeof title, "%s (South) - %s (North), %s %zu", south,
           north, g->n ? "after ply" : "ply", g->n);
  look.title = title;
  bao_events_init(&ev);
  if (g->n > 0) {
    const bao_position *before = &g->pos[g->n - 1];
    memset(&played, 0, sizeof played);
    played.move = g->move[g->n - 1];
    played.after = *p;
    bao_outcome_events(before, &played, &ev, NULL, &g->budget);
    memset(&rep, 0, sizeof rep);
    rep.side = before->to_move;
    rep.before = before;
    rep.after = p;
    rep.outcome = &played;
    rep.events = &ev;
    bao_marks_of(&rep, &marks);
    m = &marks;
    play_token(g, &played, before->to_move, token, sizeof token);
    /* the move number: South's move and North's reply share one */
    snprintf(caption, sizeof caption, "%zu%s %s",
             (g->n + (g->pos[0].to_move == BAO_NORTH) + 1) / 2,
             before->to_move == BAO_SOUTH ? "." : "...", token);
    look.caption = caption;
  }
  need = bao_diagram_ascii_string_in(NULL, 0, p, m, &look, g->o->dialect);
  if ((text = malloc(need + 1)) != NULL) {
    bao_diagram_ascii_string_in(text, need + 1, p, m, &look, g->o->dialect);
    fputs(text, stdout);
    free(text);
  }
  bao_events_free(&ev);
}

/* What move `o` of the position now took: "captures 3 seeds from a4",
 * "captures 5 seeds: 3 from a4, 2 from a6", or "no capture". */
static void say_captures(play_game *g, const bao_outcome *o, char *buf,
                         size_t size)
{
  bao_events ev;
  size_t i, len = 0;
  int total = 0, captures = 0, first = 0;
  char hole[4], list[160] = "";
  bao_events_init(&ev);
  bao_outcome_events(play_now(g), o, &ev, NULL, &g->budget);
  for (i = 0; i < ev.count; i++) {
    const bao_event *e = &ev.ev[i];
    if (e->kind != BAO_EV_CAPTURE)
      continue;
    bao_hole_name_in(e->hole2, g->o->dialect >= 0
                                   ? (enum bao_dialect)g->o->dialect
                                   : BAO_DIALECT_DEVOOGT,
                     hole, sizeof hole); /* --dialect ap: AP's cell */
    if (!captures++)
      first = e->count;
    total += e->count;
    if (len < sizeof list)
      len += (size_t)snprintf(list + len, sizeof list - len, "%s%d from %s",
                              captures > 1 ? ", " : "", e->count, hole);
  }
  bao_events_free(&ev);
  if (!captures)
    snprintf(buf, size, "no capture");
  else if (captures == 1)
    snprintf(buf, size, "captures %d seed%s%s", first, first == 1 ? "" : "s",
             strchr(list, ' ')); /* " from a4" */
  else
    snprintf(buf, size, "captures %d seeds: %s", total, list);
}

/* The legal moves; those that never end apart. */
static void show_moves(const play_game *g, const bao_movelist *list)
{
  const bao_position *p = play_now(g);
  char token[BAO_DIALECT_TOKEN_MAX];
  int i, pass;
  for (pass = 0; pass < 2; pass++) {
    int shown = 0;
    for (i = 0; i < list->count; i++) {
      if ((list->item[i].period != 0) != pass)
        continue;
      if (!shown++)
        fputs(pass ? "Never-ending, not playable (R17):" : "Legal moves:",
              stdout);
      play_token(g, &list->item[i], p->to_move, token, sizeof token);
      printf(" %s", token);
    }
    if (shown)
      putchar('\n');
  }
  if (!list->count)
    printf("No legal move.\n");
}

/* Plays legal move i of `list` now and tells it: "You play A6L*: no
 * capture." or "bao level 4 (North) plays a5R: ... (its score)". */
static int play_move(dialogue *t, const bao_movelist *list, int i,
                     const play_choice *c)
{
  play_game *g = &t->g;
  const bao_position *p = play_now(g);
  char token[BAO_DIALECT_TOKEN_MAX], said[200], who[32], score[32];
  play_token(g, &list->item[i], p->to_move, token, sizeof token);
  say_captures(g, &list->item[i], said, sizeof said);
  play_name(g, p->to_move, who, sizeof who);
  if (c) {
    bao_score_format(c->score, score, sizeof score);
    printf("%s (%s) plays %s: %s (for %s: %s, %d plies deep).\n", who,
           side_name(p->to_move), token, said, side_name(p->to_move), score,
           c->depth);
  } else
    printf("%s play %s: %s.\n", who, token, said);
  t->unsaved = 1;
  if (!play_push(g, &list->item[i])) {
    fprintf(stderr, "bao: out of memory\n");
    return 0;
  }
  show_board(t);
  return 1;
}

/* ---- the end ---------------------------------------------------------------- */

/* Whether the game is over (or cannot go on); told once. */
static int game_over(dialogue *t, const bao_movelist *list)
{
  play_game *g = &t->g;
  bao_status st = bao_position_status(play_now(g), &g->budget);
  int i, playable = 0;
  char winner[32];
  for (i = 0; i < list->count; i++)
    playable += list->item[i].period == 0;
  if (!st.over && playable)
    return t->said_end = 0;
  if (t->said_end)
    return 1;
  t->said_end = 1;
  if (st.over) {
    play_name(g, !st.loser, winner, sizeof winner);
    printf("%s has lost: %s.  %s win%s.\n", side_name(st.loser),
           bao_end_reason(st.why), winner, st.loser == g->human ? "s" : "");
  } else
    printf("Every legal move of %s never ends (R17): the game stops here "
           "undecided.\n", side_name(play_now(g)->to_move));
  printf("Type save FILE to keep the game as a record, undo to take back "
         "your last move, or quit.\n");
  return 1;
}

/* ---- what is typed ---------------------------------------------------------- */

static void show_hint(dialogue *t, const bao_movelist *list)
{
  play_choice c;
  char why[200], token[BAO_DIALECT_TOKEN_MAX], score[32];
  const bao_position *p = play_now(&t->g);
  if (!play_think(&t->g, list, &c, why, sizeof why)) {
    printf("No hint: %s.\n", why);
    return;
  }
  play_token(&t->g, &list->item[c.index], p->to_move, token, sizeof token);
  bao_score_format(c.score, score, sizeof score);
  printf("Hint: %s (for %s: %s, %d plies deep at level %d).\n", token,
         side_name(p->to_move), score, c.depth, t->g.level);
}

static void undo(dialogue *t)
{
  size_t taken = play_undo(&t->g);
  if (!taken) {
    printf("Nothing to take back: you have not moved yet.\n");
    return;
  }
  printf("Took back %zu %s.\n", taken, taken == 1 ? "ply" : "plies");
  t->unsaved = 1;
  t->said_end = 0;
  show_board(t);
}

static void save(dialogue *t, const char *path)
{
  while (*path == ' ' || *path == '\t')
    path++;
  if (!*path) {
    printf("save needs a file name: save FILE\n");
    return;
  }
  fflush(stdout); /* before the reason play_save may give on stderr */
  if (play_save(&t->g, path) == 0) {
    printf("Saved %zu %s to %s (check it with: bao check %s).\n", t->g.n,
           t->g.n == 1 ? "ply" : "plies", path, path);
    t->unsaved = 0;
  } else
    printf("The game was not saved.\n");
}

/* A token typed: the move it names now, played; else why not, and the
 * legal moves. */
static int typed_move(dialogue *t, const bao_movelist *list, const char *s)
{
  play_game *g = &t->g;
  const bao_position *p = play_now(g);
  bao_resolution res;
  size_t len = strlen(s);
  int hint = bao_token_dialect_hint(s, len), d, i;
  char token[BAO_DIALECT_TOKEN_MAX];
  if (g->o->dialect >= 0)
    d = g->o->dialect;
  else if (hint <= 0 || (d = bao_dialect_decided(hint)) < 0)
    d = BAO_DIALECT_DEVOOGT; /* as a record whose tokens do not decide */
  if (!bao_resolve(g->tr, p, list, d, s, len, &res)) {
    printf("'%s' is not a move here: %s.\n", s, res.error.message);
    show_moves(g, list);
    return 1;
  }
  for (i = 0; i < res.n_warnings; i++)
    printf("(%s)\n", res.warning[i].message);
  if (list->item[res.index].period != 0) {
    play_token(g, &list->item[res.index], p->to_move, token, sizeof token);
    printf("%s never ends (R17): it cannot be played.\n", token);
    show_moves(g, list);
    return 1;
  }
  return play_move(t, list, res.index, NULL);
}

/* One line typed; 0 to leave. */
static int typed(dialogue *t, char *line, const bao_movelist *list, int over)
{
  if (strcmp(line, "quit") == 0 || strcmp(line, "exit") == 0) {
    if (t->tty && t->unsaved && !t->quit_warned) {
      printf("The game is not saved: save FILE keeps it; quit again to "
             "leave.\n");
      return t->quit_warned = 1;
    }
    return 0;
  }
  t->quit_warned = 0;
  if (strcmp(line, "help") == 0 || strcmp(line, "?") == 0)
    fputs(help_text, stdout);
  else if (strcmp(line, "moves") == 0)
    show_moves(&t->g, list);
  else if (strcmp(line, "hint") == 0)
    over ? (void)printf("The game is over.\n") : show_hint(t, list);
  else if (strcmp(line, "undo") == 0)
    undo(t);
  else if (strncmp(line, "save", 4) == 0 && (!line[4] || line[4] == ' '))
    save(t, line + 4);
  else if (over)
    printf("The game is over: undo, save FILE or quit.\n");
  else
    return typed_move(t, list, line);
  return 1;
}

/* The next line of standard input, blanks trimmed; 0 at its end.  A
 * line too long or holding a NUL byte (which would end the string early)
 * reads as nothing, and is said. */
static int read_line(char *buf, size_t size)
{
  size_t n = 0;
  char *s = buf;
  int c, nul = 0, lost = 0;
  while ((c = getchar()) != EOF && c != '\n') {
    if (c == '\0')
      nul = 1;
    else if (n + 1 < size)
      buf[n++] = (char)c;
    else
      lost = 1;
  }
  buf[n] = '\0';
  if (c == EOF && n == 0 && !nul && !lost)
    return 0;
  if (nul || lost) {
    buf[0] = '\0'; /* read as nothing rather than as a cut word */
    printf(nul ? "That line holds a NUL byte: ignored.\n"
               : "That line is too long.\n");
    return 1;
  }
  while (n && isspace((unsigned char)buf[n - 1]))
    buf[--n] = '\0';
  while (isspace((unsigned char)*s))
    s++;
  memmove(buf, s, strlen(s) + 1);
  return 1;
}

/* ---- the game --------------------------------------------------------------- */

/* The computer's move now; 0 when the game cannot go on. */
static int computer_move(dialogue *t, const bao_movelist *list)
{
  play_choice c;
  char why[200];
  if (t->tty && t->g.level >= PLAY_SLOW_LEVEL) { /* a second or more */
    printf("bao level %d is thinking...\n", t->g.level);
    fflush(stdout);
  }
  if (!play_think(&t->g, list, &c, why, sizeof why)) {
    fprintf(stderr, "bao: play: %s\n", why);
    return 0;
  }
  return play_move(t, list, c.index, &c);
}

static int loop(dialogue *t)
{
  bao_movelist *list = malloc(sizeof *list);
  char line[512];
  int over, go = list != NULL, failed = 0;
  while (go && !cli_stdout_failed()) {
    play_moves(&t->g, list);
    over = game_over(t, list);
    if (!over && play_now(&t->g)->to_move != t->g.human) {
      failed = !(go = computer_move(t, list));
      continue;
    }
    if (t->tty)
      fputs(over ? "> " : "Your move> ", stdout);
    fflush(stdout);
    if (!read_line(line, sizeof line)) {
      printf("%sGoodbye.\n", t->tty ? "\n" : "");
      break;
    }
    if (line[0])
      go = typed(t, line, list, over);
  }
  if (!list)
    fprintf(stderr, "bao: out of memory\n");
  free(list);
  return cli_stdout_done() | (list && !failed ? 0 : 2);
}

/* --side S|N (or South, North), the human's side. */
static int set_side(void *base, const char *v, const cli_option *opt)
{
  play_opts *x = base;
  (void)opt;
  if (strcmp(v, "S") == 0 || strcmp(v, "s") == 0 ||
      strcmp(v, "south") == 0 || strcmp(v, "South") == 0)
    return x->side = 1 + BAO_SOUTH, 0;
  if (strcmp(v, "N") == 0 || strcmp(v, "n") == 0 ||
      strcmp(v, "north") == 0 || strcmp(v, "North") == 0)
    return x->side = 1 + BAO_NORTH, 0;
  return cli_usage_error("--side takes S or N", v);
}

/* --level's message names the levels of player.h */
_Static_assert(BAO_LEVELS == 8, "--level takes 1 to 8: say so");

const cli_option cli_play_options[] = {
  CLI_USE("--position"), CLI_USE("--rule"), CLI_USE("--variant"),
  CLI_USE("--dialect"),
  {"--level", 1, cli_set_int, offsetof(play_opts, level), 1, BAO_LEVELS,
   "--level takes a whole number from 1 to 8"},
  {"--side", 1, set_side, 0, 0, 0, NULL}, {NULL, 0, NULL, 0, 0, 0, NULL},
};

int cli_play(cli_common *o)
{
  play_opts x = {0, 0};
  dialogue t;
  char you[32], them[32];
  int rc;
  if ((rc = cli_parse(o, &x)) != 0)
    return rc;
  memset(&t, 0, sizeof t);
  t.tty = isatty(fileno(stdin));
  if ((rc = play_game_init(&t.g, o, &x)) == 0) {
    play_name(&t.g, !t.g.human, them, sizeof them);
    play_name(&t.g, t.g.human, you, sizeof you);
    printf("%s play %s against %s (%s).  Type help for the commands.\n",
           you, side_name(t.g.human), them, side_name(!t.g.human));
    show_board(&t);
    rc = loop(&t);
  }
  play_game_free(&t.g);
  return rc;
}
