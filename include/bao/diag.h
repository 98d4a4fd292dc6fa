/*
 * diag.h - what every layer of the library shares with a program, below
 * the engine: the mark of exported symbols (BAO_API), the text domain of
 * the translations and the one type of diagnostics.  Its own header so
 * that the ground of the library (the sink, the helpers, the messages)
 * carries a diagnostic without knowing the engine (bao.h, which includes
 * this one, declares the functions that fill one).
 */
#ifndef BAO_DIAG_H_PUBLIC
#define BAO_DIAG_H_PUBLIC

/* Symbols of the shared library: only what these headers declare. */
#if defined(__GNUC__) || defined(__clang__)
#define BAO_API __attribute__((visibility("default")))
#else
#define BAO_API
#endif

/** ## Translations
 *
 * The sentences the library writes for people (the annotations, the
 * teaching page) come from the GNU gettext catalogs of text domain
 * BAO_TEXT_DOMAIN, installed as LOCALEDIR/LL/LC_MESSAGES/bao.mo with
 * the library.  The library asks for them by domain (dgettext) but never
 * sets the locale or binds the domain: that is the program's choice.  A
 * program that wants them in its user's language calls
 *
 *   setlocale(LC_ALL, "");
 *   bindtextdomain(BAO_TEXT_DOMAIN, "/usr/share/locale"); (its LOCALEDIR)
 *
 * and gets English, the messages as written, otherwise.  The domain is a
 * macro for C and a function for bindings that cannot read macros. */
#define BAO_TEXT_DOMAIN "bao"

/** ## Diagnostics
 *
 * One type carries every problem the library reports, from a bad
 * position line to an illegal move in a record: a level, a place and a
 * message.  Lines and columns are 1-based and count characters (not
 * bytes); 0 means unknown.  `width` is how many characters the caret
 * under the source line spans (0: no caret). */

typedef struct bao_mark {
  int line, column;
} bao_mark;

enum bao_level { BAO_ERROR = 0, BAO_WARNING = 1, BAO_NOTE = 2 };

typedef struct bao_diag {
  int level;          /* enum bao_level                                  */
  bao_mark mark;      /* where                                           */
  int width;          /* characters under the caret, or 0                */
  char message[320];
} bao_diag;

#endif
