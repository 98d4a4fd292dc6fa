/* text_lex.c - the transcript reader's lexer (grammar/notation.ebnf
 * section 2): one function per rule (lex_<rule>), each looking at s[p],
 * filling an item and returning 1, or returning 0 when its rule does not
 * apply there; and the shapes of whole lines.  text_read.c builds games
 * from what it says. */
#include <stdlib.h>
#include <string.h>

#include "bao/record.h"
#include "text_lex.h"
#include "bao/token.h"
#include "records.h"
#include "base/util.h" /* bao_strdup */

/* ---- characters --------------------------------------------------------- */

int text_is_blank(char c) { return c == ' ' || c == '\t'; }
int text_is_digit(char c) { return c >= '0' && c <= '9'; }
int text_is_alpha(char c) { return (c | 0x20) >= 'a' && (c | 0x20) <= 'z'; }

/* What may end a token, a number or a result without a blank. */
static int ends_item(char c)
{
  return c == '\0' || text_is_blank(c) || c == ';' || c == ',' || c == '{';
}

size_t text_skip_blanks(const char *s, size_t p)
{
  while (text_is_blank(s[p]))
    p++;
  return p;
}

/* ---- the lexer ------------------------------------------------------------
 * One function per rule of the transcript grammar (lex_<rule>).  Each
 * looks at s[p], fills *it and returns 1, or returns 0 when the rule does
 * not apply there. */

static void set_item(item *it, int kind, size_t start, size_t end)
{
  it->kind = kind;
  it->start = it->a = start;
  it->end = it->b = it->next = end;
  it->number = 0;
}

/* The closing "}" of a comment, skipping the escapes "\}" and "\\"; or
 * the end of the line (s[result] == '\0') when it is not on this line. */
size_t text_comment_end(const char *s, size_t p)
{
  for (; s[p] && s[p] != '}'; p++)
    if (s[p] == '\\' && (s[p + 1] == '}' || s[p + 1] == '\\'))
      p++;
  return p;
}

/* comment = "{" , text , "}" ; it may stay open to a later line. */
static int lex_comment(const char *s, size_t p, item *it)
{
  size_t e;
  if (s[p] != '{')
    return 0;
  e = text_comment_end(s, p + 1);
  set_item(it, s[e] ? IT_COMMENT : IT_COMMENT_OPEN, p, s[e] ? e + 1 : e);
  it->a = p + 1;
  it->b = e;
  return 1;
}

/* ellipsis = "..." | U+2026 */
static int lex_ellipsis(const char *s, size_t p, item *it)
{
  if (s[p] == '.' ? s[p + 1] != '.' || s[p + 2] != '.'
                  : strncmp(s + p, "\xE2\x80\xA6", 3) != 0)
    return 0;
  set_item(it, IT_ELLIPSIS, p, p + 3);
  return 1;
}

/* result = "1-0" | "0-1" | "1/2-1/2" (alone, not inside a word) */
static int lex_result(const char *s, size_t p, item *it)
{
  static const char *const results[] = {"1-0", "0-1", "1/2-1/2"};
  size_t i, n;
  if (s[p] != '0' && s[p] != '1') /* what they all start with */
    return 0;
  for (i = 0; i < sizeof results / sizeof results[0]; i++) {
    n = strlen(results[i]);
    if (strncmp(s + p, results[i], n) == 0 && ends_item(s[p + n])) {
      set_item(it, IT_RESULT, p, p + n);
      return 1;
    }
  }
  return 0;
}

/* Reads at most 9 digits (so the value fits an int); 0 if none or more. */
static size_t lex_digits(const char *s, size_t p, int *value)
{
  size_t q = p;
  *value = 0;
  while (text_is_digit(s[q]) && q - p < 9)
    *value = *value * 10 + (s[q++] - '0');
  return (q == p || q - p > 9 || text_is_digit(s[q])) ? 0 : q - p;
}

static int lex_move_token(const char *s, size_t p, item *it);
static int lex_slip_token(const char *s, size_t p, item *it);
static int lex_ellipsis(const char *s, size_t p, item *it);

/* move_number = "(" , number , ")" | number , "." | number , ":"
 *             | number , blanks (first on a line, before a move) */
static int lex_move_number(const char *s, size_t p, item *it, int bare)
{
  int v, paren = s[p] == '(';
  size_t n = lex_digits(s, p + (size_t)paren, &v), q = p + (size_t)paren + n;
  size_t end = q + 1, after;
  item next;
  if (n && bare && !paren && text_is_blank(s[q])) {
    /* "1 A7L* a5R": a bare number opens a line of moves only when a move
     * follows it ("1994" alone is text) */
    after = text_skip_blanks(s, q);
    if (!lex_move_token(s, after, &next) && !lex_slip_token(s, after, &next) &&
        !lex_ellipsis(s, after, &next))
      return 0;
    set_item(it, IT_NUMBER, p, q);
    it->number = v;
    return 1;
  }
  if (n == 0 || (paren ? s[q] != ')' : s[q] != '.' && s[q] != ':'))
    return 0;
  if (!paren && strncmp(s + q, "...", 3) == 0 && s[q + 3] != '.')
    end = q; /* "1..." is "1" and "...", "1...." is "1." and "..." */
  set_item(it, IT_NUMBER, p, end);
  it->number = v;
  return 1;
}

/* glyph = "!" | "?" | "!!" | "??" | "!?" | "?!" ; returns its length. */
static size_t glyph_len(const char *s, size_t p)
{
  size_t n = 0;
  while ((s[p + n] == '!' || s[p + n] == '?') && n < 3)
    n++;
  return n <= 2 ? n : 0;
}

/* A lone "*" or "**" after blanks, joined to the token before it
 * ("A7L *"); returns the end of the star, or 0. */
static size_t lex_star(const char *s, size_t p, size_t *glyph_end)
{
  size_t q = text_skip_blanks(s, p);
  if (q == p || s[q] != '*')
    return 0;
  q += s[q + 1] == '*' ? 2 : 1;
  *glyph_end = q + glyph_len(s, q);
  return ends_item(s[*glyph_end]) ? q : 0;
}

/* The end of the word that starts at s[p]: a token, a slip or a word.
 * The bytes that end it are looked up in a table (every token of a line
 * goes through here). */
static size_t word_end(const char *s, size_t p)
{
  static const unsigned char stop[256] = {
      [0] = 1, [' '] = 1, ['\t'] = 1, [';'] = 1, [','] = 1, ['{'] = 1,
      ['!'] = 1, ['?'] = 1};
  while (!stop[(unsigned char)s[p]])
    p++;
  return p;
}

/* move_token = token , [ blanks , ( "*" | "**" ) ] , [ glyph ] ; and then
 * the end of the item, where `token` is a whole token of some dialect:
 * the reader asks the token scanner (bao_token_span), so what reads as a
 * move here is what grammar/notation.ebnf says a token is. */
static int lex_move_token(const char *s, size_t p, item *it)
{
  size_t q, g, star, gend, end = word_end(s, p);
  if ((q = p + bao_token_span(s + p, end - p)) != end || q == p)
    return 0;
  g = q + glyph_len(s, q);
  if (!ends_item(s[g]))
    return 0;
  set_item(it, IT_TOKEN, p, q);
  it->a = q;
  it->b = it->next = g;
  if (g == q && (star = lex_star(s, q, &gend)) != 0) {
    it->end = it->a = star;
    it->b = it->next = gend;
  }
  return 1;
}

/* A slip: a short word that starts like a token ("A9L", "a5X", "B0R*",
 * "5<<") is read as a (bad) token, so that the checker reports it where
 * it stands instead of the line turning into free text and the ply being
 * lost, however long it is.  Real words start neither with a row letter
 * and a digit nor with a whole token. */
static int lex_slip_token(const char *s, size_t p, item *it)
{
  size_t q = p;
  int row_digit = s[p] && strchr("ABab", s[p]) && text_is_digit(s[p + 1]);
  if (!row_digit && bao_token_span(s + p, word_end(s, p) - p) == 0)
    return 0;
  while (s[q] && !text_is_blank(s[q]) && s[q] != ';' && s[q] != ',')
    q++;
  set_item(it, IT_TOKEN, p, q);
  it->a = it->b = it->next = q;
  return 1;
}

/* A standalone glyph after a ply: "A5R !". */
static int lex_glyph(const char *s, size_t p, item *it)
{
  size_t n = glyph_len(s, p);
  if (n == 0 || !ends_item(s[p + n]))
    return 0;
  set_item(it, IT_GLYPH, p, p + n);
  return 1;
}

/* annotation = "(" , words , ")" after a ply: MW's "B4R (forced)". */
static int lex_paren(const char *s, size_t p, item *it)
{
  const char *close;
  if (s[p] != '(' || (close = strchr(s + p, ')')) == NULL)
    return 0;
  set_item(it, IT_PAREN, p, (size_t)(close - s) + 1);
  it->a = p + 1;
  it->b = (size_t)(close - s);
  return 1;
}

/* result = "=" , free_text: the rest of the line comments the ply before
 * ("3. b2R = Bao hamna!"). */
static int lex_equals(const char *s, size_t p, item *it)
{
  if (s[p] != '=')
    return 0;
  set_item(it, IT_EQUALS, p, p + strlen(s + p));
  it->a = p + 1;
  return 1;
}

static void lex_word(const char *s, size_t p, item *it)
{
  size_t q = p;
  while (s[q] && !text_is_blank(s[q]))
    q++;
  set_item(it, IT_WORD, p, q);
}

static int after_ply(int kind)
{
  return kind == IT_TOKEN || kind == IT_GLYPH || kind == IT_COMMENT ||
         kind == IT_PAREN;
}

/* What the next item sees before it: a token with a glyph counts as a
 * glyph, so that a second glyph ("A5R!! ?") is a word. */
int text_seen(const item *it)
{
  return it->kind == IT_TOKEN && it->b > it->a ? IT_GLYPH : it->kind;
}

/* The next item from s[p]; `prev` is text_seen() of the item before it.
 * The rules are tried in the grammar's order; the first character rules
 * out at once those that cannot start with it (most items are tokens,
 * which start with none of "{.01(=!?" but a digit). */
void text_next_item(const char *s, size_t p, int prev, item *it)
{
  char c;
  p = text_skip_blanks(s, p);
  c = s[p];
  if (c == '\0')
    set_item(it, IT_END, p, p);
  else if (c == ';')
    set_item(it, IT_PAIR_END, p, p + 1);
  else if (c == ',') /* "1. A7L*, a5R;": a comma only separates */
    set_item(it, IT_SEP, p, p + 1);
  else if (c == '{')
    lex_comment(s, p, it);
  else if ((c == '.' || c == '\xE2') && lex_ellipsis(s, p, it))
    return;
  else if ((c == '0' || c == '1') && lex_result(s, p, it))
    return;
  else if ((c == '(' || text_is_digit(c)) &&
           lex_move_number(s, p, it, prev == IT_END))
    return;
  else if (c == '(' && after_ply(prev) && lex_paren(s, p, it))
    return;
  else if (c == '=')
    lex_equals(s, p, it);
  else if ((c == '!' || c == '?') && prev == IT_TOKEN && lex_glyph(s, p, it))
    return;
  else if (!lex_move_token(s, p, it) && !lex_slip_token(s, p, it))
    lex_word(s, p, it);
}

/* Lexes the rest of the line from s[p]: -1 when it holds a word (it is
 * free text), else how many items it has (commas too; not the end),
 * the first `size` of them in items[]. */
long text_lex_moves(const char *s, size_t p, item *items, size_t size)
{
  item it;
  int prev = IT_END;
  long n = 0;
  for (;; n++) {
    text_next_item(s, p, prev, &it);
    if (it.kind == IT_WORD)
      return -1;
    if (it.kind == IT_END)
      return n;
    if ((size_t)n < size)
      items[n] = it;
    if (it.kind != IT_SEP)
      prev = text_seen(&it);
    p = it.next;
  }
}

/* Whether the rest of the line from s[p] holds only move items. */
int text_only_move_items(const char *s, size_t p)
{
  return text_lex_moves(s, p, NULL, 0) >= 0;
}

/* ---- line shapes -------------------------------------------------------- */

/* The length of the key of a "Key: value" line, or 0.  Keys are short
 * words (under 64 bytes): a longer one is text. */
size_t text_tag_key_len(const char *s)
{
  size_t i = 0;
  if (!text_is_alpha(s[0]))
    return 0;
  while (text_is_alpha(s[i]) || text_is_digit(s[i]) || s[i] == '_' || s[i] == '-')
    i++;
  if (i >= 64 || s[i] != ':')
    return 0;
  return s[i + 1] == '\0' || text_is_blank(s[i + 1]) ? i : 0;
}

/* The keys that, met after moves, start the next game.  Other "Word:"
 * lines there are commentary ("Nota: ..."). */
int text_is_header_key(const char *s, size_t n)
{
  return bao_known_key(s, n) != NULL;
}

/* A line of moves starts with a move number, "...", a result or "{". */
int text_starts_moves(const char *s)
{
  item it;
  return s[0] == '{' || lex_ellipsis(s, 0, &it) || lex_result(s, 0, &it) ||
         lex_move_number(s, 0, &it, 1);
}

static int is_moves_line(const char *s)
{
  return text_starts_moves(s) && text_only_move_items(s, 0);
}

/* Whether `s`, met outside a comment, reads as free text equal to itself:
 * `first_line` if it would be the first line of its game that is not a
 * header tag, `after_moves` if a ply comes before it in its game. */
int bao_text_line_is_free_text(const char *s, int first_line, int after_moves)
{
  size_t n = strlen(s), key;
  char what[8];
  int column;
  if (n == 0 || text_is_blank(s[0]) || text_is_blank(s[n - 1]) || s[n - 1] == '\r')
    return 0;
  if (s[0] == '\\' || strcmp(s, "---") == 0 || is_moves_line(s))
    return 0;
  /* text that looks like moves gone wrong would read back with a warning */
  if (text_mangled(s, &column, what, sizeof what))
    return 0;
  key = text_tag_key_len(s);
  return key == 0 || (!first_line && !(after_moves && text_is_header_key(s, key)));
}

int bao_text_is_slip(const char *s)
{
  item it;
  return s && !(lex_move_token(s, 0, &it) && s[it.next] == '\0') &&
         lex_slip_token(s, 0, &it) && s[it.next] == '\0';
}

int bao_text_is_token(const char *s)
{
  item it;
  if (!s)
    return 0;
  if (lex_move_token(s, 0, &it) && it.a == it.b && s[it.next] == '\0')
    return 1;
  /* a slip reads back as itself too, glyph and all */
  return lex_slip_token(s, 0, &it) && s[it.next] == '\0';
}


/* ---- header values ------------------------------------------------------- */

static int hex(char c)
{
  return c >= '0' && c <= '9' ? c - '0'
         : (c | 0x20) >= 'a' && (c | 0x20) <= 'f' ? (c | 0x20) - 'a' + 10
                                                  : -1;
}

/* The unescaped text of the quoted value s[0..n) ("..."), or NULL when s
 * is not one whole well-formed quoted value. */
static char *unquote(const char *s, size_t n)
{
  char *out, *o;
  size_t i, end = n - 1; /* the closing quote */
  if (n < 2 || s[0] != '"' || s[end] != '"' || !(out = malloc(n)))
    return NULL;
  for (o = out, i = 1; i < end; i++) {
    char c = s[i];
    if (c == '"')
      break; /* a quote inside must be escaped */
    if (c == '\\') {
      if (++i >= end)
        break; /* the closing quote itself was escaped */
      c = s[i];
      if (c == 'n' || c == 't' || c == 'r')
        c = c == 'n' ? '\n' : c == 't' ? '\t' : '\r';
      else if (c == 'x' && i + 2 < end && hex(s[i + 1]) >= 0 &&
               hex(s[i + 2]) >= 0)
        c = (char)(hex(s[i + 1]) * 16 + hex(s[i + 2])), i += 2;
      else if (c != '\\' && c != '"')
        break;
    }
    *o++ = c;
  }
  if (i != end) {
    free(out);
    return NULL;
  }
  *o = '\0';
  return out;
}

char *text_header_value(const char *s, int *oom)
{
  size_t n = strlen(s);
  char *v;
  if (n == 0)
    return NULL;
  if (s[0] == '"' && (v = unquote(s, n)) != NULL)
    return v;
  if (!(v = bao_strdup(s)))
    *oom = 1;
  return v;
}

int text_value_needs_quotes(const char *v)
{
  size_t n = strlen(v), i;
  if (n == 0 || v[0] == '"' || text_is_blank(v[0]) || text_is_blank(v[n - 1]))
    return 1;
  for (i = 0; i < n; i++)
    if ((unsigned char)v[i] < 0x20 || v[i] == 0x7f)
      return 1;
  return 0;
}

/* ---- lines of moves gone wrong ------------------------------------------- */

/* Normalises s for text_mangled: fullwidth forms (U+FF01-U+FF5E) and the
 * ideographic space become ASCII, invisible marks (U+200B-U+200D, U+2060,
 * U+FEFF) and brackets go; col[i] is the character column in s of
 * out[i]. */
static size_t normalise(const char *s, char *out, int *col, size_t size)
{
  const unsigned char *u = (const unsigned char *)s;
  size_t i = 0, n = 0;
  int c = 1;
  while (u[i] && n + 1 < size) {
    unsigned long cp = u[i];
    size_t len = 1;
    if (u[i] >= 0xE0 && u[i] < 0xF0 && u[i + 1] && u[i + 2]) {
      cp = (u[i] & 0x0Fu) << 12 | (u[i + 1] & 0x3Fu) << 6 | (u[i + 2] & 0x3Fu);
      len = 3;
    }
    if (cp >= 0xFF01 && cp <= 0xFF5E)
      cp -= 0xFEE0;
    else if (cp == 0x3000)
      cp = ' ';
    if (cp != 0x200B && cp != 0x200C && cp != 0x200D && cp != 0x2060 &&
        cp != 0xFEFF && cp != '[' && cp != ']') {
      col[n] = c;
      out[n++] = cp < 0x80 ? (char)cp : '?';
    }
    while (len > 1 && (u[i + 1] & 0xC0) == 0x80 && --len)
      i++;
    i++;
    c++;
  }
  out[n] = '\0';
  return n;
}

int text_mangled(const char *s, int *column, char *what, size_t size)
{
  char norm[1024];
  int col[1024], prev = IT_END, moves = 0;
  unsigned char first = (unsigned char)s[0];
  size_t p, n;
  item it;
  *column = 1;
  /* most text is told by its first character: an ASCII one other than a
   * bracket stays itself once normalised */
  if (first < 0x80 && first != '(' && first != '[' && first != ']' &&
      !text_is_digit(s[0]))
    return 0;
  n = normalise(s, norm, col, sizeof norm);
  /* a move number, however long: "(", digits, ")" or digits and ".", ":" */
  p = norm[0] == '(';
  if (!text_is_digit(norm[p]))
    return 0;
  while (text_is_digit(norm[p]))
    p++;
  if (p - (norm[0] == '(') > 9) { /* no move number is this long */
    snprintf(what, size, "%.*s", (int)(p + (norm[p] == ')')), norm);
    return 1;
  }
  if (!(norm[0] == '(' ? norm[p] == ')' : norm[p] == '.' || norm[p] == ':' ||
                                            text_is_blank(norm[p])))
    return 0;
  p++;
  /* a move on it, and the first item that is not a move item */
  for (*column = 0; n && p < n;) {
    text_next_item(norm, p, prev, &it);
    if (it.kind == IT_END)
      break;
    if (it.kind == IT_TOKEN)
      moves = 1;
    if (it.kind == IT_WORD && !*column) {
      *column = col[it.start];
      snprintf(what, size, "%.*s", (int)(it.end - it.start), norm + it.start);
    }
    if (it.kind == IT_COMMENT_OPEN || it.kind == IT_EQUALS)
      break;
    if (it.kind != IT_SEP)
      prev = text_seen(&it);
    p = it.next;
  }
  if (!*column) { /* it reads, once normalised: the first odd character */
    for (p = 0; s[p] && ((unsigned char)s[p] < 0x80 && s[p] != '[' &&
                         s[p] != ']');)
      p++;
    *column = 1;
    for (n = 0; n < p; n++)
      *column += ((unsigned char)s[n] & 0xC0) != 0x80;
    snprintf(what, size, "%.*s", (int)strcspn(s + p, " \t"), s + p);
  }
  return moves;
}
