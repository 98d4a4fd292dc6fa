/* html_guess.c - "Guess the move" in the teaching page: the
 * box where the learner, the game's next move hidden, plays a choice and
 * sees it judged beside the game's by the engine in the page, with a
 * score for the game.  The box and its sentences are written here;
 * assets/guess.js runs it, with the engine (so only pages that have
 * one get the box). */
#include "html_page.h"
#include "base/i18n.h"

typedef struct guess_msg {
  const char *key, *text;
} guess_msg;

static const guess_msg guess_msgs[] = {
  /* TRANSLATORS: guess the move: the question at ply %1$s for the side
     to move (%2$s, South or North). */
  {"task", N_("Ply %1$s: what would %2$s play?")},
  /* TRANSLATORS: guess the move: the learner played the game's move. */
  {"same", N_("%1$s: the game's move.")},
  /* TRANSLATORS: guess the move: the learner's move (%1$s) and what the
     engine says of it (%2$s), then the game's (%3$s, %4$s). */
  {"both", N_("Your %1$s %2$s; the game's %3$s %4$s.")},
  /* TRANSLATORS: guess the move: a move's verdict, %1$s a count of moves
     ("2 moves"). */
  {"wins", N_("wins in %1$s")},
  {"loses", N_("loses in %1$s")},
  {"misses", N_("misses a win in %1$s")},
  {"none", N_("is not judged within %1$s")},
  /* TRANSLATORS: guess the move: the score, %1$d moves as good as the
     game's of %2$d guessed. */
  {"score", N_("Score: %1$d of %2$d.")},
  /* TRANSLATORS: guess the move: the game is over, nothing to guess. */
  {"end", N_("The game is over: nothing left to guess.")},
};

void html_guess(bao_sink *f)
{
  size_t i;
  /* the sentences as attributes (data-msg-KEY), not a script of their
   * own: the page's scripts stay the four it has */
  sink_puts(f, "<section id=\"guess\" class=\"guess\" aria-labelledby=\""
               "guess-h\"");
  for (i = 0; i < sizeof guess_msgs / sizeof guess_msgs[0]; i++) {
    sink_printf(f, " data-msg-%s=\"", guess_msgs[i].key);
    html_escape(f, _(guess_msgs[i].text));
    sink_puts(f, "\"");
  }
  sink_puts(f, ">\n<h2 id=\"guess-h\">");
  /* TRANSLATORS: the box where the learner guesses the game's next move:
     its heading and the button that turns it on and off. */
  html_escape(f, _("Guess the move"));
  sink_puts(f, "</h2>\n<p class=\"explore-help\">");
  html_escape(f, _("The game's next move is hidden: play your choice, "
                   "then see both moves judged by the engine."));
  sink_puts(f, "</p>\n<button type=\"button\" id=\"guess-on\" class=\"wide\" "
               "aria-pressed=\"false\">");
  html_escape(f, _("Guess the move"));
  sink_puts(f, "</button>\n<p id=\"guess-task\" class=\"guess-task\"></p>\n"
               "<div id=\"guess-moves\" class=\"legal\" role=\"group\" "
               "aria-label=\"");
  html_escape(f, _("Legal moves"));
  sink_puts(f, "\"></div>\n<p id=\"guess-verdict\" class=\"guess-verdict\" "
               "aria-live=\"polite\"></p>\n<p id=\"guess-score\" "
               "class=\"guess-score\"></p>\n</section>\n");
}
