/* sniff.c - what is not a record.  Read as a transcript, a drawing or a
 * page gives errors about its digits ("'7': expected a row letter"), and
 * bao html made a page of one.  The first bytes of a record's commonest
 * neighbours (bao's own SVG and HTML, pictures, documents, archives) tell
 * them apart: no record starts with a binary signature or with these
 * tags.  (The reader, record.c, asks before it picks a format.) */
#include <stdio.h>
#include <string.h>

#include "records.h"

/* Whether s starts with the lower-case `prefix`, case aside. */
static int starts_nocase(const char *s, const char *prefix)
{
  for (; *prefix; s++, prefix++)
    if ((*s >= 'A' && *s <= 'Z' ? *s - 'A' + 'a' : *s) != *prefix)
      return 0;
  return 1;
}

/* Whether the lower-case `needle` is in s, case aside. */
static int has_nocase(const char *s, const char *needle)
{
  for (; *s; s++)
    if (starts_nocase(s, needle))
      return 1;
  return 0;
}

/* The kind of file `head` (n bytes, then a NUL) starts like, or NULL. */
static const char *kind_of(const char *head, size_t n)
{
  static const struct { const char *magic; size_t n; const char *kind; }
    binary[] = {
      {"\x89PNG", 4, "PNG"}, {"GIF87a", 6, "GIF"}, {"GIF89a", 6, "GIF"},
      {"\xFF\xD8\xFF", 3, "JPEG"}, {"PK\x03\x04", 4, "a ZIP archive"},
      {"\x1F\x8B", 2, "gzip"}, {"\x7F" "ELF", 4, "a program"},
    };
  static const char *const tags[] = {"<?xml", "<!doctype", "<html", "<svg",
                                     "<!--"};
  size_t i, skip = n >= 3 && memcmp(head, "\xEF\xBB\xBF", 3) == 0 ? 3 : 0;
  for (i = 0; i < sizeof binary / sizeof binary[0]; i++)
    if (n >= binary[i].n && memcmp(head, binary[i].magic, binary[i].n) == 0)
      return binary[i].kind;
  /* "%PDF-1.7": the version too, so that a transcript whose first header
   * happens to begin "%PDF-" is still read (and what bao writes of it
   * reads back) */
  /* text in UTF-16 without a byte order mark (with one it is read as
     YAML, which libyaml decodes): ASCII letters with a NUL before or
     after each */
  if (n >= 4 && ((!head[1] && !head[3] && head[0] && head[2]) ||
                 (!head[0] && !head[2] && head[1] && head[3])))
    return "UTF-16 text with no byte order mark: a record must be UTF-8; "
           "convert it, e.g. iconv -f UTF-16LE -t UTF-8";
  if (n >= 7 && memcmp(head, "%PDF-", 5) == 0 && head[5] >= '1' &&
      head[5] <= '9' && head[6] == '.')
    return "PDF";
  while (skip < n && strchr(" \t\r\n", head[skip]) && head[skip])
    skip++;
  for (i = 0; i < sizeof tags / sizeof tags[0]; i++)
    if (starts_nocase(head + skip, tags[i]))
      break;
  if (i == sizeof tags / sizeof tags[0])
    return NULL;
  return has_nocase(head, "<svg") ? "SVG"
         : has_nocase(head, "<html") ? "HTML" : "XML";
}

const char *bao_not_a_record(FILE *f)
{
  char head[1025];
  long at = ftell(f);
  size_t n = fread(head, 1, sizeof head - 1, f);
  const char *kind;
  head[n] = '\0';
  kind = kind_of(head, n);
  clearerr(f);
  fseek(f, at, SEEK_SET);
  return kind;
}
