/* cli_help.c - the command line that helps: how close a mistyped name is
 * to a known one ("did you mean"), and one command's part of the help.
 * The help itself is written in main.c, beside the tables it describes;
 * a command's help is cut out of it, so that the two cannot differ. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"

/* Names longer than this are never close to one of ours. */
#define NAME_MAX_LEN 40

/* The edit distance of a and b, letters compared without case, a swap of
 * two neighbours counting one (optimal string alignment): "anotate" is 1
 * from "annotate", "Check" 0 from "check", "--sugest" 1 from
 * "--suggest". */
static int distance(const char *a, const char *b)
{
  int d[NAME_MAX_LEN + 1][NAME_MAX_LEN + 1];
  int n = (int)strlen(a), m = (int)strlen(b), i, j, cost, best;
  for (i = 0; i <= n; i++)
    d[i][0] = i;
  for (j = 0; j <= m; j++)
    d[0][j] = j;
  for (i = 1; i <= n; i++)
    for (j = 1; j <= m; j++) {
      cost = tolower((unsigned char)a[i - 1]) !=
             tolower((unsigned char)b[j - 1]);
      best = d[i - 1][j - 1] + cost;
      if (d[i - 1][j] + 1 < best)
        best = d[i - 1][j] + 1;
      if (d[i][j - 1] + 1 < best)
        best = d[i][j - 1] + 1;
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] &&
          d[i - 2][j - 2] + 1 < best)
        best = d[i - 2][j - 2] + 1;
      d[i][j] = best;
    }
  return d[n][m];
}

int cli_closeness(const char *typed, const char *name)
{
  size_t letters = strlen(name) - strspn(name, "-");
  int d, most = letters <= 4 ? 1 : 2; /* "--to" is not "--ply" */
  if (strlen(typed) > NAME_MAX_LEN || strlen(name) > NAME_MAX_LEN)
    return -1;
  d = distance(typed, name);
  return d <= most ? d : -1;
}

/* ---- one command's help ---------------------------------------------------
 * The whole help has a block per command, its first line "  NAME  ..."
 * and the next ones indented more, and after "Options:" an entry per
 * option, "  --NAME ..." and its indented continuation lines. */

/* The length of the line at s, its newline included. */
static size_t line_len(const char *s)
{
  size_t n = strcspn(s, "\n");
  return n + (s[n] == '\n');
}

/* The end of the block or entry whose first line is at s: its lines
 * indented by three spaces or more. */
static const char *block_end(const char *s)
{
  s += line_len(s);
  while (strncmp(s, "   ", 3) == 0)
    s += line_len(s);
  return s;
}

/* Prints the command's block as "usage: bao NAME ..."; returns where
 * the block starts (NULL: no such command), its end in *end. */
static const char *put_command(const char *help, const char *name,
                               FILE *out, const char **end)
{
  size_t n = strlen(name);
  const char *s = help, *block;
  for (; *s && strncmp(s, "Options:", 8) != 0; s += line_len(s))
    if (strncmp(s, "  ", 2) == 0 && strncmp(s + 2, name, n) == 0 &&
        s[2 + n] == ' ')
      break;
  if (!*s || *s == 'O')
    return NULL;
  block = s;
  *end = block_end(s);
  s += 2 + n;
  s += strspn(s, " ");
  fprintf(out, "usage: bao %s %.*s", name, (int)(*end - s), s);
  return block;
}

/* Whether the option `word` is named in s[0..end). */
static int names(const char *s, const char *end, const char *word)
{
  size_t n = strlen(word);
  for (; (s = strstr(s, word)) != NULL && s < end; s += n)
    if (s[n] == ' ' || s[n] == ']' || s[n] == '\n' || s[n] == ',')
      return 1;
  return 0;
}

/* Prints the entries after "Options:" of the options the command takes
 * (and those of no command, such as --help); those after a line "Also:"
 * only when the command's block [block, block_end) does not tell of
 * them already. */
static void put_options(const char *help, const cli_help_query *q,
                        const char *block, const char *block_end_at,
                        FILE *out)
{
  const char *s = strstr(help, "\nOptions:\n"), *end;
  const char *also = strstr(help, "\nAlso:\n");
  char word[NAME_MAX_LEN + 1];
  size_t n;
  if (!s)
    return;
  fputs("\nOptions:\n", out);
  for (s += 10; *s; s = end) {
    end = s + line_len(s);
    if (strncmp(s, "  -", 3) != 0)
      continue;
    end = block_end(s);
    n = strcspn(s + 2, " ,\n");
    if (n > NAME_MAX_LEN)
      continue;
    memcpy(word, s + 2, n);
    word[n] = '\0';
    if (q->takes(word, q->ctx) &&
        (!also || s < also || !names(block, block_end_at, word)))
      fprintf(out, "%.*s", (int)(end - s), s);
  }
}

int cli_help_command(const char *help, const cli_help_query *q, FILE *out)
{
  const char *end, *block = put_command(help, q->name, out, &end);
  if (!block)
    return 0;
  put_options(help, q, block, end, out);
  fputs("\nSee bao(1).\n", out);
  return 1;
}
