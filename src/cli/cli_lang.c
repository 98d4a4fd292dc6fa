/* cli_lang.c - the language of bao's sentences (annotate, html): --lang LL
 * or the environment, and where the catalogs are (GNU gettext, po/).
 *
 * The language is the first of --lang, LANGUAGE, LC_ALL, LC_MESSAGES and
 * LANG that is set.  Unlike GNU gettext's own rule, LANGUAGE is honoured
 * in the C locale too: many systems (Debian's containers, CI) have no
 * locale installed but C.UTF-8, and a Swahili teacher's machine may have
 * no Swahili locale.  Only LC_MESSAGES is set: numbers and character
 * classes stay the C locale's, and the catalogs are read as UTF-8, which
 * is what bao writes whatever the locale.
 *
 * The catalogs: $BAO_LOCALEDIR if set, else BUILD/locale when the command
 * runs from its build tree (so that tests and the README's first command
 * need no install), else those installed beside the command (PREFIX/
 * share/locale from PREFIX/bin: an install moved elsewhere still finds
 * them, as bao.pc does), else the installed ones at the place the build
 * was configured for (BAO_LOCALEDIR). */
#define _POSIX_C_SOURCE 200809L /* setenv, readlink */
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"
#include "base/i18n.h"

#ifndef BAO_LOCALEDIR
#define BAO_LOCALEDIR "/usr/local/share/locale"
#endif
#ifndef BAO_LANGUAGES /* po/LINGUAS, from CMakeLists.txt */
#define BAO_LANGUAGES "en"
#endif
#ifndef BAO_LOCALE_FROM_BIN /* the catalogs from the command's directory */
#define BAO_LOCALE_FROM_BIN "../share/locale"
#endif

int cli_lang_valid(const char *lang)
{
  size_t i;
  for (i = 0; lang[i] >= 'a' && lang[i] <= 'z'; i++)
    ;
  if (i < 2 || i > 3)
    return 0;
  for (; lang[i]; i++)
    if (!strchr("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
                "0123456789_.@", lang[i]) || i > 32)
      return 0;
  return 1;
}

/* English: the msgids, which need no catalog. */
static int english(const char *lang)
{
  return strncmp(lang, "en", 2) == 0 && !((lang[2] >= 'a' && lang[2] <= 'z'));
}

#ifdef BAO_NLS

/* "C", "POSIX", "C.UTF-8": a locale that names no language. */
static int c_locale(const char *name)
{
  return !name || !*name || strcmp(name, "C") == 0 ||
         strcmp(name, "POSIX") == 0 || strncmp(name, "C.", 2) == 0;
}

/* The language the environment asks for, or NULL. */
static const char *env_language(void)
{
  static const char *const vars[] = {"LANGUAGE", "LC_ALL", "LC_MESSAGES",
                                     "LANG"};
  const char *v;
  size_t i;
  for (i = 0; i < sizeof vars / sizeof vars[0]; i++)
    if ((v = getenv(vars[i])) != NULL && *v)
      return v;
  return NULL;
}

/* `rel` from the directory of the command, if it is a directory. */
static const char *beside_command(char *buf, size_t size, const char *rel)
{
  struct stat st;
  char *slash;
  ssize_t n = readlink("/proc/self/exe", buf, size);
  if (n <= 0 || (size_t)n >= size)
    return NULL;
  buf[n] = '\0';
  if (!(slash = strrchr(buf, '/')) ||
      (size_t)(slash - buf) + 1 + strlen(rel) + 1 > size)
    return NULL;
  strcpy(slash + 1, rel);
  return stat(buf, &st) == 0 && S_ISDIR(st.st_mode) ? buf : NULL;
}

static const char *locale_dir(char *buf, size_t size)
{
  const char *env = getenv("BAO_LOCALEDIR"), *dir;
  if (env && *env)
    return env;
  if ((dir = beside_command(buf, size, "locale")) != NULL ||
      (dir = beside_command(buf, size, BAO_LOCALE_FROM_BIN)) != NULL)
    return dir;
  return BAO_LOCALEDIR;
}

/* LC_MESSAGES from the environment, or a locale that is not C when the
 * environment's is missing or is C: gettext ignores LANGUAGE in C. */
static void messages_locale(const char *want)
{
  static const char *const fallback[] = {"C.UTF-8", "C.utf8", "en_US.UTF-8"};
  const char *now, *language = getenv("LANGUAGE");
  size_t i;
  /* English is the messages themselves: in the C locale gettext answers
   * at once, in any other it looks for catalogs at every message (3
   * times the time of bao annotate in C.UTF-8) */
  if (!want || c_locale(want) || english(want))
    return;
  now = setlocale(LC_MESSAGES, "");
  if (!c_locale(now))
    return;
  for (i = 0; i < sizeof fallback / sizeof fallback[0]; i++)
    if (setlocale(LC_MESSAGES, fallback[i]))
      break;
  if (!language || !*language)
    setenv("LANGUAGE", want, 1);
}

void cli_lang_init(const char *lang)
{
  static const char header[] = ""; /* the catalog's header: its msgid */
  char dir[4096];
  if (lang)
    setenv("LANGUAGE", lang, 1);
  messages_locale(lang ? lang : env_language());
  bindtextdomain(BAO_TEXTDOMAIN, locale_dir(dir, sizeof dir));
  bind_textdomain_codeset(BAO_TEXTDOMAIN, "UTF-8");
  /* the system's own messages (strerror) follow the language too: in
   * UTF-8 as well, not transliterated for the C locale's ASCII */
  bind_textdomain_codeset("libc", "UTF-8");
  if (lang && !english(lang) && !*dgettext(BAO_TEXTDOMAIN, header))
    fprintf(stderr, "bao: warning: no %s translation found; writing "
            "English (the languages: %s)\n", lang, BAO_LANGUAGES);
}

#else

void cli_lang_init(const char *lang)
{
  if (lang && !english(lang))
    fprintf(stderr, "bao: built without translations; writing English\n");
}

#endif
