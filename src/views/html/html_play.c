/* html_play.c - "Play the computer" in the teaching page: from
 * the position on the board, at any ply, the learner plays a game against
 * the engine that plays (player.h) at a level of its budgets, for the side
 * it chooses, on the page's own board, with undo, and takes the game away
 * as a YAML record.  The box, its sentences (data-msg-KEY, as html_guess.c
 * does) and the script of the Web Worker the search runs in are written
 * here; assets/play.js runs them, with the engine (so only pages that
 * have one get the box). */
#include <stdio.h>

#include "bao/player.h"
#include "bao_assets.h"
#include "html_page.h"
#include "base/i18n.h"

typedef struct play_msg {
  const char *key, *text;
} play_msg;

static const play_msg play_msgs[] = {
  /* TRANSLATORS: playing the computer: the learner's turn, %1$s the side
     the learner plays (South or North). */
  {"your-move", N_("Your move (%1$s): click a highlighted hole or pick a "
                   "move.")},
  /* TRANSLATORS: playing the computer: the engine is searching. */
  {"thinking", N_("The computer is thinking\xe2\x80\xa6")},
  /* TRANSLATORS: playing the computer: its move %1$s, and how it sees
     its chances after it (%2$s: a sentence, "The computer has the better
     chances."). */
  {"played", N_("The computer played %1$s. %2$s")},
  /* TRANSLATORS: the computer, as the subject of a sentence about its
     chances ("The computer is winning."), and its name beside the
     board. */
  {"computer", N_("The computer")},
  /* TRANSLATORS: playing the computer: the end, after "The game is over:
     ... has lost." */
  {"you-won", N_("You won!")},
  {"it-won", N_("The computer won.")},
  /* TRANSLATORS: the caption under the board after a move of the
     computer: the move number %1$d, the player %2$s, the move %3$s. */
  {"idle", N_("%1$d. %2$s %3$s (the computer's move)")},
  /* TRANSLATORS: the players' names in the record of a game against the
     computer: the learner, and the engine at level %1$s. */
  {"you", N_("You")},
  {"engine", N_("bao, level %1$s")},
  /* TRANSLATORS: the record was copied to the clipboard. */
  {"copied", N_("Copied.")},
  /* TRANSLATORS: the engine could not run in the page: the browser's
     message %1$s. */
  {"failed", N_("The computer cannot play in this browser: %1$s")},
};

/* A <select> of the levels, 1 to BAO_LEVELS, `on` selected. */
static void levels(bao_sink *f, int on)
{
  int i;
  sink_puts(f, " <select id=\"versus-level\">");
  for (i = 1; i <= BAO_LEVELS; i++)
    sink_printf(f, "<option value=\"%d\"%s>%d</option>", i,
                i == on ? " selected=\"selected\"" : "", i);
  sink_puts(f, "</select>");
}

/* The side the learner plays: the side to move there, South or North. */
static void sides(bao_sink *f)
{
  sink_puts(f, " <select id=\"versus-side\"><option value=\"move\" "
               "selected=\"selected\">");
  /* TRANSLATORS: playing the computer: the learner plays the side to move
     of the position on the board. */
  html_escape(f, _("the side to move"));
  sink_puts(f, "</option><option value=\"S\">");
  html_escape(f, html_side_name(BAO_SOUTH));
  sink_puts(f, "</option><option value=\"N\">");
  html_escape(f, html_side_name(BAO_NORTH));
  sink_puts(f, "</option></select>");
}

static void button(bao_sink *f, const char *attrs, const char *label)
{
  sink_printf(f, "<button type=\"button\" %s>", attrs);
  html_escape(f, label);
  sink_puts(f, "</button>");
}

/* The record of the game: shown, copied, downloaded. */
static void record(bao_sink *f)
{
  /* TRANSLATORS: playing the computer: the game as a YAML record. */
  const char *title = _("The game as a record");
  sink_puts(f, "<details id=\"versus-export\" class=\"export\"><summary>");
  html_escape(f, title);
  sink_puts(f, "</summary>\n<textarea id=\"versus-text\" readonly=\"readonly\" "
               "rows=\"8\" spellcheck=\"false\" aria-label=\"");
  html_escape(f, title);
  sink_puts(f, "\"></textarea>\n<div class=\"explore-actions\">");
  button(f, "id=\"versus-download\" class=\"wide\"", _("Download"));
  /* TRANSLATORS: copies the record to the clipboard. */
  button(f, "id=\"versus-copy\" class=\"wide\"", _("Copy"));
  sink_puts(f, "</div>\n</details>\n");
}

void html_play(bao_sink *f)
{
  size_t i;
  sink_puts(f, "<section id=\"versus\" class=\"versus\" data-state=\"off\" "
               "aria-labelledby=\"versus-h\"");
  for (i = 0; i < sizeof play_msgs / sizeof play_msgs[0]; i++) {
    sink_printf(f, " data-msg-%s=\"", play_msgs[i].key);
    html_escape(f, _(play_msgs[i].text));
    sink_puts(f, "\"");
  }
  sink_puts(f, ">\n<h2 id=\"versus-h\">");
  /* TRANSLATORS: the box where the learner plays a game against the
     engine: its heading, its help, its settings and buttons. */
  html_escape(f, _("Play the computer"));
  sink_puts(f, "</h2>\n<p class=\"explore-help\">");
  html_escape(f, _("From the position on the board, play a game against "
                   "the engine: level 1 sees little more than one move "
                   "ahead, each level searches four times more."));
  sink_puts(f, "</p>\n<div class=\"versus-settings\"><label>");
  /* TRANSLATORS: the engine's strength, 1 to 8. */
  html_escape(f, _("Level"));
  levels(f, 2);
  sink_puts(f, "</label> <label>");
  /* TRANSLATORS: the side the learner plays against the computer. */
  html_escape(f, _("You play"));
  sides(f);
  sink_puts(f, "</label></div>\n<div class=\"explore-actions\">");
  button(f, "id=\"versus-start\" class=\"wide\" disabled=\"disabled\"",
         _("Play the computer from here"));
  /* TRANSLATORS: takes back the learner's last move and the computer's
     reply. */
  button(f, "id=\"versus-undo\" class=\"wide\" disabled=\"disabled\"",
         _("Undo"));
  /* TRANSLATORS: ends the game against the computer. */
  button(f, "id=\"versus-stop\" class=\"wide\" disabled=\"disabled\"",
         _("Stop"));
  sink_puts(f, "</div>\n<p id=\"versus-status\" class=\"versus-status\" "
               "aria-live=\"polite\"></p>\n");
  record(f);
  sink_puts(f, "</section>\n");
}

void html_play_worker(bao_sink *f)
{
  const char *const *line;
  /* Not run here: explore.js hands this text to Web Workers (Blobs),
   * the hint's and the computer's (play.js).  A string of the page's
   * script rather than a <script> element of its own: the page keeps
   * the scripts it has. */
  sink_puts(f, "window.BaoPage.playWorker = [\n");
  for (line = bao_asset_play_worker_js; *line; line++) {
    html_json(f, *line);
    sink_puts(f, ",\n");
  }
  sink_puts(f, "''].join('');\n");
}
