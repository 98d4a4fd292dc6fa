/* html_text.c - text on the teaching page: record text and messages
 * escaped for HTML and for the page's JSON data (html_page.h), and the
 * sentences of the page's script (src/views/html/assets/page.js), translated here, in
 * C, and handed to it in the data: "msg", an object of messages by name,
 * and "seeds", the phrase for every count of seeds the game needs ("1
 * seed", "12 seeds": plural forms are the catalog's business, which a
 * script cannot read).  The script fills each message's %1$s, %2$d ...
 * (page.js: fmt). */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "html_page.h"
#include "base/i18n.h"
#include "base/util.h"
#include "base/obuf.h"

/* ---- escaping ------------------------------------------------------------- */

#define REPLACEMENT "\xef\xbf\xbd" /* U+FFFD */

/* Record text as HTML text or attribute value: the five special
 * characters as references, control characters and broken UTF-8 as
 * U+FFFD. */
void html_escape_n(bao_sink *f, const char *text, size_t n)
{
  const unsigned char *s = (const unsigned char *)text;
  size_t len;
  unsigned long cp;
  while (n > 0) {
    len = bao_utf8_decode(s, n, &cp);
    if (len == 0 || (cp < 0x20 && cp != '\t' && cp != '\n') || cp == 0x7f)
      sink_puts(f, REPLACEMENT);
    else if (cp == '&')
      sink_puts(f, "&amp;");
    else if (cp == '<')
      sink_puts(f, "&lt;");
    else if (cp == '>')
      sink_puts(f, "&gt;");
    else if (cp == '"')
      sink_puts(f, "&quot;");
    else if (cp == '\'')
      sink_puts(f, "&#39;");
    else
      sink_put(f, (const char *)s, len);
    len = len ? len : 1;
    s += len;
    n -= len;
  }
}

void html_escape(bao_sink *f, const char *text)
{
  html_escape_n(f, text, strlen(text));
}

/* A message as HTML: its text escaped, and its arguments (%1$s ...: all
 * strings) escaped too, but for those whose bit is set in `markup`
 * (bit 0: %1$s), which are written as they are. */
void html_msg(bao_sink *f, const char *msg, unsigned markup,
                     const char *const *args, size_t n)
{
  fmt_scan m = {msg, 0}; /* obuf.h: the one reader of such messages */
  const char *run;
  size_t len, i;
  int more;
  do {
    more = fmt_next(&m, &run, &len, &i);
    html_escape_n(f, run, len);
    if (i < n && i < 32 && (markup >> i & 1))
      sink_puts(f, args[i]);
    else if (i < n)
      html_escape(f, args[i]);
  } while (more);
}

/* A JSON string.  '<', '>', '&' and U+2028/2029 are written as \u
 * escapes: inside <script> no string can end the element or start a
 * comment, and the text is valid JavaScript as well as JSON. */
void html_json(bao_sink *f, const char *text)
{
  const unsigned char *s = (const unsigned char *)text;
  size_t n = strlen(text), len;
  unsigned long cp;
  sink_putc(f, '"');
  while (n > 0) {
    len = bao_utf8_decode(s, n, &cp);
    if (len == 0)
      sink_puts(f, "\\ufffd");
    else if (cp == '"' || cp == '\\')
      sink_printf(f, "\\%c", (int)cp);
    else if (cp < 0x20 || cp == '<' || cp == '>' || cp == '&' ||
             cp == 0x2028 || cp == 0x2029)
      sink_printf(f, "\\u%04lx", cp);
    else
      sink_put(f, (const char *)s, len);
    len = len ? len : 1;
    s += len;
    n -= len;
  }
  sink_putc(f, '"');
}

/* The language of the page: the Language field of the catalog in use,
 * as a BCP 47 tag ("sw", "pt-BR"), or "en" (the msgids). */
const char *html_lang(char *buf, size_t size)
{
  static const char header[] = ""; /* the catalog's header: its msgid */
  const char *h = dgettext(BAO_TEXTDOMAIN, header), *l;
  size_t n = 0;
  l = strncmp(h, "Language: ", 10) == 0 ? h : strstr(h, "\nLanguage: ");
  if (l) {
    l += *l == '\n' ? 11 : 10;
    for (; n + 1 < size && (isalnum((unsigned char)l[n]) || l[n] == '_');
         n++)
      buf[n] = l[n] == '_' ? '-' : l[n];
  }
  buf[n] = '\0';
  return n ? buf : "en";
}

/* ---- the script's messages --------------------------------------------------- */

typedef struct page_msg {
  const char *key; /* the script's name for it: M.key */
  const char *text;
} page_msg;

static const page_msg page_msgs[] = {
  /* the players, as in the annotations */
  {"south", N_("South")},
  {"north", N_("North")},
  /* TRANSLATORS: the page: the player %1$s is to move. */
  {"toMove", N_("%1$s to move")},
  /* TRANSLATORS: the page: seeds in a player's hand, under the board. */
  {"inHand", N_("%1$d in hand")},
  /* TRANSLATORS: the page's text board: the player %1$s holds %2$d seeds
     in hand. */
  {"handOf", N_("%1$s: %2$d in hand")},
  /* TRANSLATORS: the page: a hole's label, "a5, nyumba, destroyed, 0
     seeds": the nyumba is destroyed. */
  {"destroyed", N_("destroyed")},
  /* TRANSLATORS: a hole's label: the nyumba holds fewer than 6 seeds. */
  {"under6", N_("under 6")},
  /* TRANSLATORS: a hole's label: the move put a seed from hand in it. */
  {"fromHand", N_("seed from hand")},
  /* TRANSLATORS: a hole's label: the move captured %1$d seeds from it. */
  {"captured", N_("%1$d captured")},
  /* TRANSLATORS: a hole's label: the hole is takasiaed. */
  {"takasia", N_("takasia")},
  /* TRANSLATORS: the page's text board, under it: where the seed from
     hand went. */
  {"fromHandIn", N_("seed from hand in %1$s")},
  /* TRANSLATORS: the page's text board: %1$d seeds captured from %2$s. */
  {"capturedFrom", N_("%1$d captured from %2$s")},
  /* TRANSLATORS: the caption while a move is shown seed by seed: the
     player %1$s puts a seed from hand in %2$s. */
  {"place", N_("%1$s puts a seed from hand in %2$s")},
  /* TRANSLATORS: the sowing caption: %1$s captures %2$s ("3 seeds") from
     %3$s. */
  {"capture", N_("%1$s captures %2$s from %3$s")},
  /* TRANSLATORS: the sowing caption: the captured seeds enter at %1$s. */
  {"enterLeft", N_("Entering at %1$s, the left kichwa")},
  /* TRANSLATORS: the same at the right kichwa. */
  {"enterRight", N_("Entering at %1$s, the right kichwa")},
  /* TRANSLATORS: the sowing caption: lap %1$d lifts the seeds of %2$s
     (%3$s: "5 seeds") and sows them in direction %4$s ("clockwise"). */
  {"lapMove", N_("Lap %1$d: the seeds of %2$s (%3$s) are sown %4$s")},
  /* TRANSLATORS: the sowing caption: a relay from %2$s, %3$s ("4
     seeds"), direction %4$s. */
  {"lapRelay", N_("Lap %1$d: the last seed fell in %2$s, which held seeds: "
                  "they go on (%3$s), %4$s (relay)")},
  /* TRANSLATORS: the sowing caption: the nyumba's (%2$s) seeds (%3$s) go
     on in direction %4$s: a safari. */
  {"lapSafari", N_("Lap %1$d: the seeds of the %2$s (%3$s) go on %4$s "
                   "(safari)")},
  /* TRANSLATORS: the sowing caption: 2 seeds are taken from the nyumba
     (%2$s), the tax, and sown in direction %3$s. */
  {"lapTax", N_("Lap %1$d: the tax: 2 seeds are taken from the %2$s, sown "
                "%3$s")},
  /* TRANSLATORS: the sowing caption, seed by seed: lap %1$d, direction
     %2$s, %3$d seeds still to sow. */
  {"sowing", N_("Lap %1$d: sowing %2$s, %3$d left in hand")},
  /* TRANSLATORS: the sowing caption: the last seed of lap %1$d falls in
     %2$s. */
  {"lastSeed", N_("Lap %1$d: the last seed falls in %2$s")},
  {"clockwise", N_("clockwise")},
  {"anticlockwise", N_("anticlockwise")},
  /* TRANSLATORS: the sowing caption: a capture in a kichwa or kimbi
     turns the sowing round. */
  {"reverse", N_("The capture reverses the direction")},
  /* TRANSLATORS: the sowing caption: the 16-seed rule. */
  {"sixteen", N_("16 or more seeds: this lap cannot capture")},
  /* TRANSLATORS: the sowing caption: the move stops in the nyumba (%1$s). */
  {"houseStop", N_("The %1$s stops the move")},
  /* TRANSLATORS: the sowing caption: the nyumba (%1$s) is sown on. */
  {"safari", N_("Safari: the %1$s is sown on")},
  /* TRANSLATORS: the sowing caption: the tax of the nyumba (%1$s). */
  {"tax", N_("The tax: only 2 seeds are taken from the %1$s")},
  /* TRANSLATORS: the sowing caption: the nyumba (%1$s) of the player %2$s
     is captured. */
  {"houseCaptured", N_("The %1$s of %2$s is captured")},
  /* TRANSLATORS: the sowing caption: the player %1$s's nyumba (%2$s) is
     destroyed. */
  {"houseDestroyed", N_("%1$s's %2$s is destroyed")},
  /* TRANSLATORS: the sowing caption: the takasiaed hole ends the lap. */
  {"takasiaStop", N_("The takasiaed hole stops the lap")},
  /* TRANSLATORS: the sowing caption: the first lap from the nyumba (%1$s)
     passes the takasiaed hole. */
  {"takasiaPass", N_("The takasiaed hole is passed (first lap from the "
                     "%1$s)")},
  /* TRANSLATORS: the sowing caption: the hole %1$s may not be played in
     the next move. */
  {"takasiaSet", N_("Takasia: %1$s may not be played next")},
  /* TRANSLATORS: the sowing caption: the %1$s (mtaji) stage begins. */
  {"stage", N_("Both hands are empty: the %1$s stage begins")},
  /* TRANSLATORS: the sowing caption: the player %1$s has lost. */
  {"lost", N_("%1$s has lost")},
  /* TRANSLATORS: the page's heading before the first move. */
  {"start", N_("The start")},
  /* TRANSLATORS: the text beside the board at the start: %1$s is the
     player to move. */
  {"startHelp", N_("%1$s to move. Step forward with \xe2\x86\x92 or the "
                   "buttons.")},
  /* TRANSLATORS: the heading of a ply: ply %1$d of %2$d; then the record's
     move number %3$d, the player %4$s and the move token %5$s. */
  {"plyTitle", N_("Ply %1$d of %2$d \xc2\xb7 %3$d. %4$s %5$s")},
  /* TRANSLATORS: a move written %1$s in the record, read as the move
     token %2$s. */
  {"written", N_("Written \xe2\x80\x9c%1$s\xe2\x80\x9d in the source, read "
                 "as %2$s.")},
  /* TRANSLATORS: a glyph of the record such as "!" or "?!". */
  {"glyph", N_("Glyph: %1$s")},
  /* TRANSLATORS: the record goes on with ply %1$d (the player %2$s, the
     move %3$s as written), which is not legal, because %4$s (English: the
     words of the check). */
  {"stopped", N_("The record goes on with ply %1$d (%2$s, %3$s), which is "
                 "not legal: %4$s")},
  /* TRANSLATORS: a problem of the record, by its level. */
  {"error", N_("error")},
  {"warning", N_("warning")},
  {"note", N_("note")},
  /* TRANSLATORS: between a label and its text, "error: ...". */
  {"colon", N_(": ")},
  /* TRANSLATORS: the seeds table: the side to move. */
  {"toMoveShort", N_("to move")},
  /* TRANSLATORS: the board's name for screen readers, at the start. */
  {"boardStart", N_("Board at the start")},
  /* TRANSLATORS: the board's name for screen readers: after ply %1$d of
     %2$d. */
  {"boardAfter", N_("Board after ply %1$d of %2$d")},
  /* TRANSLATORS: said by screen readers at the start: %1$s to move. */
  {"announceStart", N_("The start. %1$s to move.")},
  /* TRANSLATORS: said by screen readers: ply %1$d of %2$d, then the
     annotation %3$s. */
  {"announcePly", N_("Ply %1$d of %2$d: %3$s")},
  /* TRANSLATORS: the caption under the board at the start: %1$s is to
     move. */
  {"idleStart", N_("The start: %1$s to move")},
  /* TRANSLATORS: the buttons of autoplay. */
  {"play", N_("Play")},
  {"pause", N_("Pause")},
  /* TRANSLATORS: the play button's name: Space is the key. */
  {"playLabel", N_("Play the game (Space)")},
  {"pauseLabel", N_("Pause (Space)")},
  /* TRANSLATORS: a printed diagram's caption: after ply %1$d, the
     record's move %2$d, the player %3$s, the move %4$s as written. */
  {"printCaption", N_("After ply %1$d: %2$d. %3$s %4$s")},
  /* TRANSLATORS: what the board is, for screen readers. */
  {"board", N_("Bao board")},
  /* the analysis' marks, as in the move list */
  {"blunder", N_("blunder")},
  {"missedWin", N_("missed win")},
  {"missedWinLoses", N_("missed win, and loses")},
  {"onlyMove", N_("only move")},
  /* TRANSLATORS: the heading of a ply of the record's variation %1$d:
     ply %2$d of the game it stands for; then the move number %3$d, the
     player %4$s and the move token %5$s. */
  {"lineTitle", N_("Variation %1$d \xc2\xb7 ply %2$d \xc2\xb7 %3$d. %4$s %5$s")},
  /* TRANSLATORS: the heading of a ply the learner played (not the
     game's): ply %1$d; then the move number %2$d, the player %3$s and the
     move token %4$s. */
  {"mineTitle", N_("Your line \xc2\xb7 ply %1$d \xc2\xb7 %2$d. %3$s %4$s")},
  /* TRANSLATORS: the caption under the board after a ply the learner
     played: the move number %1$d, the player %2$s, the move %3$s. */
  {"mineIdle", N_("%1$d. %2$s %3$s (your move)")},
  /* TRANSLATORS: the text beside the board after a ply the learner
     played: the player %1$s, the move %2$s. */
  {"mineText", N_("%1$s plays %2$s: a move you tried, not the game's.")},
  /* TRANSLATORS: the game is over: the player %1$s has lost. */
  {"gameOver", N_("The game is over: %1$s has lost.")},
  /* TRANSLATORS: a legal move that never ends (it cannot be played):
     the move %1$s. */
  {"neverEnds", N_("%1$s never ends")},
  /* TRANSLATORS: the title of the legal move that is the game's own next
     move. */
  {"gameMove", N_("the move of the game")},
  /* TRANSLATORS: several moves start at the hole clicked, %1$s. */
  {"chooseHole", N_("Moves from %1$s: pick one.")},
  /* TRANSLATORS: the hint is being searched for. */
  {"thinking", N_("Searching\xe2\x80\xa6")},
  /* TRANSLATORS: the hint: the player %1$s can force a win within %2$s
     ("2 moves": of his own), starting with the move %3$s. */
  {"hintWin", N_("%1$s can force a win within %2$s: play %3$s.")},
  /* TRANSLATORS: the hint: every move of the player %1$s loses: the
     player %2$s can force a win within %3$s ("2 moves"). */
  {"hintLoss", N_("Every move of %1$s loses: %2$s can force a win within "
                  "%3$s.")},
  /* TRANSLATORS: the hint: neither player can force a win within %1$s
     ("3 moves") of each side. */
  {"hintNone", N_("Neither side can force a win within %1$s from here.")},
  /* TRANSLATORS: the hint when no side can force a result: the move %2$s
     the engine that plays (bao play's) would play for the player %1$s. */
  {"hintBest", N_("The engine's best move for %1$s: %2$s.")},
  /* TRANSLATORS: the chances of %1$s (a player, or "The computer") by
     the engine's estimate, in five steps: clearly losing, worse, about
     even, better, clearly winning. */
  {"chance0", N_("%1$s is losing.")},
  {"chance1", N_("%1$s has the worse chances.")},
  {"chance2", N_("%1$s has about even chances.")},
  {"chance3", N_("%1$s has the better chances.")},
  {"chance4", N_("%1$s is winning.")},
  /* TRANSLATORS: the hint's search was stopped: it would take too long
     in the page. */
  {"hintTooLong", N_("This position takes too long to search here; bao "
                     "solve can, on the command line.")},
  /* TRANSLATORS: the engine of the page could not start; %1$s says why
     (English). */
  {"engineFailed", N_("The engine could not start (%1$s): the page shows "
                      "the game only.")},
  /* TRANSLATORS: the heading of the lines the learner played. */
  {"mineHeading", N_("Your lines")},
  /* TRANSLATORS: one of the learner's lines: it starts at ply %1$d. */
  {"mineFrom", N_("From ply %1$d:")},
  /* TRANSLATORS: the chart of seeds and moves: its name for screen
     readers, and the titles of its two parts. */
  {"chartLabel", N_("Chart of both sides' seeds and legal moves after every "
                    "ply")},
  {"chartSeeds", N_("Seeds, on the board and in hand")},
  {"chartMoves", N_("Legal moves")},
  /* TRANSLATORS: under the chart: after ply %1$d. */
  {"afterPly", N_("After ply %1$d")},
  /* TRANSLATORS: under the chart: the player %1$s holds %2$s ("35
     seeds") and has %3$s ("9 moves"); the same for %4$s, %5$s, %6$s. */
  {"chartNow", N_("%1$s %2$s and %3$s; %4$s %5$s and %6$s")},
};

/* Message `msg` (its plural form for n) with n as its %1$d, as a JSON
 * string. */
static void phrase_json(bao_sink *f, const char *msg, int n)
{
  obuf o;
  ob_init(&o);
  format(&o, msg, ARGS(AN(n)));
  o.s[o.oom ? 0 : o.n] = '\0';
  html_json(f, o.s);
  if (o.s != o.local)
    free(o.s);
}

void html_messages_json(bao_sink *f, int max_seeds, int max_moves)
{
  size_t i;
  int n;
  sink_puts(f, "\"msg\":{");
  for (i = 0; i < sizeof page_msgs / sizeof page_msgs[0]; i++) {
    sink_printf(f, "%s\"%s\":", i ? "," : "", page_msgs[i].key);
    html_json(f, _(page_msgs[i].text));
  }
  sink_puts(f, "},\n\"seeds\":[");
  for (n = 0; n <= max_seeds; n++) {
    sink_puts(f, n ? "," : "");
    /* TRANSLATORS: a count of seeds, "12 seeds", in the page's labels and
       captions. */
    phrase_json(f, dngettext(BAO_TEXTDOMAIN, "%1$d seed", "%1$d seeds",
                             (unsigned long)n), n);
  }
  sink_puts(f, "],\n\"moves\":[");
  for (n = 0; n <= max_moves; n++) {
    sink_puts(f, n ? "," : "");
    /* TRANSLATORS: a count of moves, "2 moves": of one side in the hint
       ("within 2 moves"), legal moves under the chart ("9 moves"). */
    phrase_json(f, dngettext(BAO_TEXTDOMAIN, "%1$d move", "%1$d moves",
                             (unsigned long)n), n);
  }
  sink_puts(f, "]");
}

/* ---- base64 --------------------------------------------------------------- */

/* Bytes in base64 (RFC 4648), in lines of 76 characters: what the page
 * holds of the engine's WebAssembly (bao.mjs decodes it). */
void html_base64(bao_sink *f, const unsigned char *bytes, size_t n)
{
  static const char digits[] =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  char out[4];
  size_t i, col = 0;
  for (i = 0; i < n; i += 3) {
    unsigned long v = (unsigned long)bytes[i] << 16;
    if (i + 1 < n)
      v |= (unsigned long)bytes[i + 1] << 8;
    if (i + 2 < n)
      v |= bytes[i + 2];
    out[0] = digits[v >> 18 & 63];
    out[1] = digits[v >> 12 & 63];
    out[2] = i + 1 < n ? digits[v >> 6 & 63] : '=';
    out[3] = i + 2 < n ? digits[v & 63] : '=';
    sink_put(f, out, 4);
    if ((col += 4) == 76 && i + 3 < n) {
      sink_putc(f, '\n');
      col = 0;
    }
  }
}
