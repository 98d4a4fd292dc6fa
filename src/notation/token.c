/*
 * token.c - the move token reader (token.h).
 *
 * The grammar, grammar/notation.ebnf section 1:
 *
 *   token_devoogt  = row , hole , [ letter_devoogt ] , [ takasa ] ,
 *                    [ safari_devoogt ] ;
 *   token_mw       = token_devoogt ;
 *   token_kiba     = [ row ] , hole , [ letter_kiba ] , [ takata_kiba ] ,
 *                    [ safari_kiba ] , [ win ] ;
 *   token_ap       = file , rank , letter_kiba ,
 *                    [ takata_kiba | safari_kiba ] ;
 *
 *   row            = "A" | "B" | "a" | "b" ;
 *   hole           = "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" ;
 *   blank          = " " | ? horizontal tab ? ;
 *   letter_devoogt = "L" | "R" ;
 *   takasa         = [ blank ] , "*" ;
 *   safari_devoogt = ">" ;
 *   letter_kiba    = "<" | ">" ;
 *   takata_kiba    = "*" , [ "*" ] ;
 *   safari_kiba    = "+" ;
 *   win            = "#" ;
 *   file           = "a" | ... | "h" ;
 *   rank           = "1" | "2" | "3" | "4" ;
 *
 * Each dialect names the rule it reads (its row in dialect.c; token_mw
 * is token_devoogt).  A token is matched by the PCRE2 pattern of its rule
 * (grammar/<rule>.re, embedded by cmake/embed_grammar.cmake), whose named
 * groups fill the bao_token.  PCRE2 only says yes or no, so after a no, a hand-written
 * scan with one function per rule (scan_<rule>, libyaml style: 1 on
 * success, 0 with the error filled) walks to the first bad character and
 * says what was expected there.  The scan recognizes exactly the same
 * language, which lets bao_token_dialect_hint and bao_token_span work
 * without a reader; the tests hold the two equal over every short
 * string.  The transcript reader tells tokens from words with
 * bao_token_span: the language is written twice (the patterns and this
 * scan, kept equal by that test), not once more in the reader.
 */
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bao_grammar.h" /* generated from the grammar .re files */
#include "base/util.h"
#include "notation/private.h"
#include "bao/token.h"
#include "notation/dialect.h"

/* ## Errors */

static int set_error(bao_diag *err, int column, const char *fmt, ...)
    BAO_PRINTF(3, 4);

/* Always 0, so that call sites read `return set_error(...)`. */
static int set_error(bao_diag *err, int column, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  bao_diag_vset(err, bao_mark_column(column), fmt, ap);
  va_end(ap);
  return 0;
}

/* ## The rules that have a pattern (dialect.h: each dialect names one) */

#define RULE_COUNT BAO_RULE_COUNT

static int dialect_rule(int dialect)
{
  return bao_dialect_row(dialect)->rule;
}

typedef struct scanner scanner;
static int scan_token_devoogt(scanner *sc);
static int scan_token_kiba(scanner *sc);
static int scan_token_ap(scanner *sc);

/* Each rule: its pattern, the file it comes from, and the scan that
   finds the first bad character when the pattern fails. */
typedef struct rule_def {
  const char *pattern;
  const char *file;
  int (*scan)(scanner *sc);
} rule_def;

static const rule_def rules[RULE_COUNT] = {
  [BAO_RULE_DEVOOGT] = {BAO_GRAMMAR_TOKEN_DEVOOGT, "grammar/token_devoogt.re",
                        scan_token_devoogt},
  [BAO_RULE_KIBA] = {BAO_GRAMMAR_TOKEN_KIBA, "grammar/token_kiba.re",
                     scan_token_kiba},
  [BAO_RULE_AP] = {BAO_GRAMMAR_TOKEN_AP, "grammar/token_ap.re",
                   scan_token_ap},
};

static const char *rule_pattern(int rule) { return rules[rule].pattern; }

static const char *rule_file(int rule) { return rules[rule].file; }

/* The named groups, one per bao_token field; a cell (file and rank,
   the ap dialect's) stands for the row and the hole. */
enum token_group { G_ROW, G_HOLE, G_LETTER, G_STAR, G_SAFARI, G_WIN,
                   G_FILE, G_RANK, G_COUNT };

static const char *group_name(int group)
{
  static const char *const names[G_COUNT] = {
    "row", "hole", "letter", "star", "safari", "win", "file", "rank"
  };
  return names[group];
}

/* A pattern names its pit by a hole, or by a cell (file and rank). */
static int group_required(int rule, int group)
{
  if (rule == BAO_RULE_AP)
    return group == G_FILE || group == G_RANK;
  return group == G_HOLE;
}

/* ## The reader */

/* A record uses a few hundred distinct tokens over and over: the reader
   remembers the last tokens read well, so a repeated one costs a compare
   instead of a match.  Direct-mapped, short tokens only. */
#define CACHE_SIZE 1024
#define CACHE_TEXT 12
_Static_assert(CACHE_TEXT < 16, "a cached text and its NUL fit a key");

/* A slot holds the text as two numbers, byte i in bits 8 * (i % 8) of
   key[i / 8], the rest 0: a lookup compares two words, not the bytes. */
typedef struct cache_entry {
  uint64_t key[2];
  uint8_t used, dialect, len;
  bao_token token;
} cache_entry;

struct bao_token_reader {
  pcre2_code *code[RULE_COUNT];
  pcre2_match_data *match[RULE_COUNT];
  /* Group numbers, resolved once so a match never looks names up;
     0 when the rule has no such group (de Voogt has no "win"). */
  uint32_t group[RULE_COUNT][G_COUNT];
  cache_entry cache[CACHE_SIZE];
};

/* The key of s[0..len), len <= CACHE_TEXT (cache_entry). */
static inline void cache_key(const char *s, size_t len, uint64_t key[2])
{
  size_t i;
  key[0] = key[1] = 0;
  for (i = 0; i < len; i++)
    key[i >> 3] |= (uint64_t)(unsigned char)s[i] << (8 * (i & 7));
}

/* The slot of a key: a multiplicative hash of both words, bits 32 and up
   of it.  (Over the tokens of 2,000 random games, 152 distinct spellings
   in de Voogt's notation, these bits put no two in one slot; FNV-1a of
   the bytes, and the top bits, left some that evict each other: 4 to 60
   times the misses, each a match.) */
static inline cache_entry *key_slot(bao_token_reader *r, int dialect,
                                    const uint64_t key[2])
{
  uint64_t h = (key[0] ^ (uint64_t)dialect) * 0x9e3779b97f4a7c15ULL ^
               key[1] * 0xc2b2ae3d27d4eb4fULL;
  return &r->cache[(h >> 32) % CACHE_SIZE];
}

static inline int key_hit(const cache_entry *slot, int dialect, size_t len,
                          const uint64_t key[2])
{
  return slot->used && slot->key[0] == key[0] && slot->key[1] == key[1] &&
         slot->len == len && slot->dialect == dialect;
}

/* A pattern that does not compile is a bug in a grammar file: point at
   the line and column of the .re file. */
static int pattern_error(bao_diag *err, int rule, int code,
                         PCRE2_SIZE offset)
{
  PCRE2_UCHAR msg[120];
  const char *p = rule_pattern(rule);
  size_t i, line = 1, col = 1;

  if (pcre2_get_error_message(code, msg, sizeof msg) < 0)
    strcpy((char *)msg, "unknown error");
  for (i = 0; i < offset && p[i]; i++) {
    if (p[i] == '\n') {
      line++;
      col = 1;
    } else {
      col++;
    }
  }
  return set_error(err, 0, "%s:%zu:%zu: %s", rule_file(rule), line, col,
                   (const char *)msg);
}

static int resolve_groups(bao_token_reader *r, int rule, bao_diag *err)
{
  int g, n;

  for (g = 0; g < G_COUNT; g++) {
    n = pcre2_substring_number_from_name(r->code[rule],
                                         (PCRE2_SPTR)group_name(g));
    if (n == PCRE2_ERROR_NOSUBSTRING && !group_required(rule, g))
      n = 0;
    if (n < 0)
      return set_error(err, 0, "%s: needs one group named (?<%s>...)",
                       rule_file(rule), group_name(g));
    r->group[rule][g] = (uint32_t)n;
  }
  return 1;
}

static int compile_rule(bao_token_reader *r, int rule, bao_diag *err)
{
  int code;
  PCRE2_SIZE offset;

  /* Anchored at both ends: a token is read whole, never a prefix.
     No JIT: tokens are a few bytes, and JIT memory may be forbidden. */
  r->code[rule] = pcre2_compile((PCRE2_SPTR)rule_pattern(rule),
                                PCRE2_ZERO_TERMINATED,
                                PCRE2_ANCHORED | PCRE2_ENDANCHORED |
                                    PCRE2_EXTENDED,
                                &code, &offset, NULL);
  if (!r->code[rule])
    return pattern_error(err, rule, code, offset);
  r->match[rule] = pcre2_match_data_create_from_pattern(r->code[rule], NULL);
  if (!r->match[rule])
    return set_error(err, 0, "out of memory");
  return resolve_groups(r, rule, err);
}

bao_token_reader *bao_token_reader_new(bao_diag *err)
{
  int rule;
  bao_token_reader *r = calloc(1, sizeof *r);

  if (!r) {
    set_error(err, 0, "out of memory");
    return NULL;
  }
  for (rule = 0; rule < RULE_COUNT; rule++) {
    if (!compile_rule(r, rule, err)) {
      bao_token_reader_free(r);
      return NULL;
    }
  }
  return r;
}

void bao_token_reader_free(bao_token_reader *r)
{
  int rule;

  if (!r)
    return;
  for (rule = 0; rule < RULE_COUNT; rule++) {
    pcre2_match_data_free(r->match[rule]);
    pcre2_code_free(r->code[rule]);
  }
  free(r);
}

/* ## The diagnostic scan: one function per rule */

struct scanner {
  const unsigned char *s;
  size_t len, pos;
  const char *title;    /* the dialect as named in messages              */
  const char *expected; /* what may come at pos, for a character no rule
                           explains better                               */
  bao_diag *err;
};

static int peek_at(const scanner *sc, size_t i)
{
  return i < sc->len ? sc->s[i] : -1;
}

static int peek(const scanner *sc) { return peek_at(sc, sc->pos); }

static int prev(const scanner *sc)
{
  return sc->pos ? sc->s[sc->pos - 1] : -1;
}

static int is_row(int c)
{
  return c == 'A' || c == 'B' || c == 'a' || c == 'b';
}

static int is_hole(int c) { return c >= '1' && c <= '8'; }
static int is_file(int c) { return c >= 'a' && c <= 'h'; }
static int is_digit(int c) { return c >= '0' && c <= '9'; }
static int is_blank(int c) { return c == ' ' || c == '\t'; }

/* ASCII only: isalpha() would depend on the locale for bytes >= 0x80. */
static int is_letter(int c)
{
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
}

/* The character at fault, quoted so that a blank, a NUL or a stray byte
   of UTF-8 is visible in the message. */
static void describe(int c, char *buf, size_t size)
{
  if (c < 0)
    snprintf(buf, size, "the end of the move");
  else if (c == ' ')
    snprintf(buf, size, "a blank");
  else if (c == '\t')
    snprintf(buf, size, "a tab");
  else if (c > 0x20 && c < 0x7f)
    snprintf(buf, size, "'%c'", c);
  else
    snprintf(buf, size, "byte 0x%02X", (unsigned)c);
}

static int fail(scanner *sc, int found, const char *fmt, ...)
    BAO_PRINTF(3, 4);

/* Blames the character at sc->pos; `found` appends what it is, for
   messages that do not already name it. */
static int fail(scanner *sc, int found, const char *fmt, ...)
{
  char what[160], seen[24];
  int column = sc->pos < INT_MAX ? (int)sc->pos + 1 : INT_MAX;
  va_list ap;

  if (!sc->err)
    return 0; /* only whether it reads: the transcript reader asks this
                 of every word, several times, and formatting the
                 message was most of its time */
  va_start(ap, fmt);
  vsnprintf(what, sizeof what, fmt, ap);
  va_end(ap);
  if (!found)
    return set_error(sc->err, column, "%s", what);
  describe(peek(sc), seen, sizeof seen);
  return set_error(sc->err, column, "%s, found %s", what, seen);
}

/* row = "A" | "B" | "a" | "b" ;   token_kiba may leave it out (namua). */
static int scan_row(scanner *sc, int optional)
{
  int c = peek(sc);

  if (is_row(c)) {
    sc->pos++;
    return 1;
  }
  if (optional && is_hole(c))
    return 1;
  if (optional && is_digit(c))
    return fail(sc, 1, "expected a row letter or a hole number 1-8");
  if (optional)
    return fail(sc, 1, "expected a row letter A, B, a or b, or a hole "
                       "number 1-8");
  if (is_digit(c))
    return fail(sc, 1, "expected a row letter A, B, a or b (only the KIBA "
                       "dialect may leave it out)");
  return fail(sc, 1, "expected a row letter A, B, a or b");
}

/* hole = "1" | ... | "8" ; */
static int scan_hole(scanner *sc)
{
  if (is_hole(peek(sc))) {
    sc->pos++;
    return 1;
  }
  return fail(sc, 1, "expected a hole number 1-8 after the row letter");
}

/* letter_devoogt = "L" | "R" ; */
static int scan_letter_devoogt(scanner *sc)
{
  int c = peek(sc);

  sc->expected = "L, R, '*', '>' or the end of the move";
  if (c == 'L' || c == 'R') {
    sc->pos++;
    sc->expected = "'*', '>' or the end of the move";
    return 1;
  }
  if (c == '<')
    return fail(sc, 0, "'<' is KIBA notation; in the %s dialect the "
                       "direction is L or R", sc->title);
  if (is_digit(c))
    return fail(sc, 1, "a hole number is one digit, 1-8");
  if (is_letter(c))
    return fail(sc, 1, "direction must be L or R");
  return 1;
}

/* takasa = [ blank ] , "*" ; */
static int scan_takasa(scanner *sc)
{
  if (is_blank(peek(sc))) {
    if (peek_at(sc, sc->pos + 1) < 0)
      return fail(sc, 0, "a move may not end with a blank");
    sc->pos++;
    if (peek(sc) != '*')
      return fail(sc, 1, "expected '*' after the blank (a blank may only "
                         "stand before the takasa star)");
  }
  if (peek(sc) == '*') {
    sc->pos++;
    sc->expected = "'>' or the end of the move";
  }
  return 1;
}

/* safari_devoogt = ">" ; */
static int scan_safari_devoogt(scanner *sc)
{
  if (peek(sc) == '>') {
    sc->pos++;
    sc->expected = "the end of the move";
  }
  return 1;
}

/* Whatever is left after a de Voogt token is an error; name the likely
   mix-up before falling back on what was expected. */
static int scan_end_devoogt(scanner *sc)
{
  int c = peek(sc), p = prev(sc);

  switch (c) {
  case -1:
    return 1;
  case '*':
    if (p == '*')
      return fail(sc, 0, "'**' (takasia) is KIBA notation; the %s dialect "
                         "writes one '*'", sc->title);
    return fail(sc, 0, "'*' must come before the safari mark '>'");
  case '>':
    return fail(sc, 0, "only one safari mark '>' is allowed");
  case '+':
    return fail(sc, 0, "'+' is the KIBA safari mark; in the %s dialect a "
                       "safari is '>'", sc->title);
  case '#':
    return fail(sc, 0, "'#' (winning move) is KIBA notation, not %s",
                sc->title);
  case '<':
    return fail(sc, 0, "'<' is KIBA notation; in the %s dialect the "
                       "direction is L or R", sc->title);
  case 'L':
  case 'R':
    if (p == 'L' || p == 'R')
      return fail(sc, 0, "only one direction letter is allowed");
    return fail(sc, 0, "the direction letter must come right after the "
                       "hole number");
  case ' ':
  case '\t':
    return fail(sc, 0, "a blank may only stand before the takasa star '*'");
  default:
    return fail(sc, 1, "expected %s", sc->expected);
  }
}

/* token_devoogt = row , hole , [ letter_devoogt ] , [ takasa ] ,
                   [ safari_devoogt ] ; */
static int scan_token_devoogt(scanner *sc)
{
  return scan_row(sc, 0) && scan_hole(sc) && scan_letter_devoogt(sc) &&
         scan_takasa(sc) && scan_safari_devoogt(sc) && scan_end_devoogt(sc);
}

/* letter_kiba = "<" | ">" ; */
static int scan_letter_kiba(scanner *sc)
{
  int c = peek(sc);

  sc->expected = "'<', '>', '*', '+', '#' or the end of the move";
  if (c == '<' || c == '>') {
    sc->pos++;
    sc->expected = "'*', '+', '#' or the end of the move";
    return 1;
  }
  if (c == 'L' || c == 'R' || c == 'l' || c == 'r')
    return fail(sc, 1, "in the KIBA dialect the direction is '<' or '>'");
  if (is_digit(c))
    return fail(sc, 1, "a hole number is one digit, 1-8");
  return 1;
}

/* takata_kiba = "*" , [ "*" ] ; */
static int scan_takata_kiba(scanner *sc)
{
  if (peek(sc) != '*')
    return 1;
  sc->pos++;
  if (peek(sc) == '*')
    sc->pos++;
  sc->expected = "'+', '#' or the end of the move";
  return 1;
}

/* safari_kiba = "+" ; */
static int scan_safari_kiba(scanner *sc)
{
  if (peek(sc) == '+') {
    sc->pos++;
    sc->expected = "'#' or the end of the move";
  }
  return 1;
}

/* win = "#" ; */
static int scan_win(scanner *sc)
{
  if (peek(sc) == '#') {
    sc->pos++;
    sc->expected = "the end of the move";
  }
  return 1;
}

/* Whatever is left after a KIBA token is an error; '>' most likely
   comes from a de Voogt safari. */
static int scan_end_kiba(scanner *sc)
{
  int c = peek(sc), p = prev(sc);

  switch (c) {
  case -1:
    return 1;
  case '>':
    return fail(sc, 0, "in the KIBA dialect '>' means right; a safari "
                       "is '+'");
  case '<':
    if (p == '<' || p == '>')
      return fail(sc, 0, "only one direction is allowed");
    return fail(sc, 0, "the direction must come right after the hole "
                       "number");
  case '*':
    if (p == '*')
      return fail(sc, 0, "at most two stars: '*' takata, '**' takasia");
    if (p == '+')
      return fail(sc, 0, "'*' must come before the safari mark '+'");
    return fail(sc, 0, "'#' must be the last mark");
  case '+':
    if (p == '+')
      return fail(sc, 0, "only one safari mark '+' is allowed");
    return fail(sc, 0, "'#' must be the last mark");
  case '#':
    return fail(sc, 0, "only one '#' is allowed");
  case ' ':
  case '\t':
    return fail(sc, 0, "a KIBA move has no blanks");
  default:
    return fail(sc, 1, "expected %s", sc->expected);
  }
}

/* token_kiba = [ row ] , hole , [ letter_kiba ] , [ takata_kiba ] ,
                [ safari_kiba ] , [ win ] ; */
static int scan_token_kiba(scanner *sc)
{
  return scan_row(sc, 1) && scan_hole(sc) && scan_letter_kiba(sc) &&
         scan_takata_kiba(sc) && scan_safari_kiba(sc) && scan_win(sc) &&
         scan_end_kiba(sc);
}

/* file = "a" | ... | "h" ; rank = "1" | ... | "4" ; */
static int scan_cell(scanner *sc)
{
  if (!is_file(peek(sc)))
    return fail(sc, 1, "expected a cell a1-h4: a file letter a-h");
  sc->pos++;
  if (peek(sc) < '1' || peek(sc) > '4')
    return fail(sc, 1, "expected the rank of the cell, 1-4");
  sc->pos++;
  return 1;
}

/* letter_kiba, which the ap dialect always writes */
static int scan_letter_ap(scanner *sc)
{
  int c = peek(sc);

  if (c == '<' || c == '>') {
    sc->pos++;
    sc->expected = "'*', '**', '+' or the end of the move";
    return 1;
  }
  if (c == 'L' || c == 'R' || c == 'l' || c == 'r')
    return fail(sc, 1, "in the %s dialect the direction is '<' or '>'",
                sc->title);
  if (is_digit(c))
    return fail(sc, 1, "the rank of a cell is one digit, 1-4");
  return fail(sc, 1, "expected the direction '<' or '>' after the cell");
}

/* [ takata_kiba | safari_kiba ], then the end */
static int scan_marks_ap(scanner *sc)
{
  int c = peek(sc);

  if (c == '*') {
    sc->pos++;
    if (peek(sc) == '*')
      sc->pos++;
  } else if (c == '+') {
    sc->pos++;
  }
  c = peek(sc);
  if (c < 0)
    return 1;
  if (c == '*')
    return fail(sc, 0, "at most two stars: '*' takata, '**' takasia");
  if (c == '+' && prev(sc) == '+')
    return fail(sc, 0, "only one safari mark '+' is allowed");
  if (c == '+')
    return fail(sc, 0, "a takasa or takata ('*') has no safari ('+')");
  if (c == '#')
    return fail(sc, 0, "'#' (winning move) is KIBA notation, not %s",
                sc->title);
  if (c == '<' || c == '>')
    return fail(sc, 0, "only one direction is allowed");
  if (is_blank(c))
    return fail(sc, 0, "an %s move has no blanks", sc->title);
  return fail(sc, 1, "expected %s", "'*', '**', '+' or the end of the move");
}

/* token_ap = file , rank , letter_kiba , [ takata_kiba | safari_kiba ] ; */
static int scan_token_ap(scanner *sc)
{
  return scan_cell(sc) && scan_letter_ap(sc) && scan_marks_ap(sc);
}

/* 1 if s[0..len) is a token of `dialect`, else 0 with `err` filled
 * (NULL: no message); *stop (may be NULL) is where the scan stopped, the
 * character it blames when it fails. */
static int scan_token_at(int dialect, const char *s, size_t len,
                         bao_diag *err, size_t *stop)
{
  scanner sc;
  int ok;

  sc.s = (const unsigned char *)s;
  sc.len = len;
  sc.pos = 0;
  sc.title = bao_dialect_row(dialect)->title;
  sc.expected = "";
  sc.err = err;
  ok = rules[dialect_rule(dialect)].scan(&sc);
  if (stop)
    *stop = sc.pos;
  return ok;
}

static int scan_token(int dialect, const char *s, size_t len,
                      bao_diag *err)
{
  return scan_token_at(dialect, s, len, err, NULL);
}

/* ## Reading */

static size_t group_length(const bao_token_reader *r, int rule, int rc,
                           int group)
{
  const PCRE2_SIZE *ov = pcre2_get_ovector_pointer(r->match[rule]);
  uint32_t n = r->group[rule][group];

  if (n == 0 || n >= (uint32_t)rc || ov[2 * n] == PCRE2_UNSET)
    return 0;
  return ov[2 * n + 1] - ov[2 * n];
}

static char group_byte(const bao_token_reader *r, int rule, int rc,
                       int group, const char *s)
{
  const PCRE2_SIZE *ov = pcre2_get_ovector_pointer(r->match[rule]);

  if (!group_length(r, rule, rc, group))
    return 0;
  return s[ov[2 * r->group[rule][group]]];
}

static void fill_token(const bao_token_reader *r, int rule, int rc,
                       const char *s, size_t len, bao_token *t)
{
  memset(t, 0, sizeof *t);
  t->row = group_byte(r, rule, rc, G_ROW, s);
  t->hole = (uint8_t)(group_byte(r, rule, rc, G_HOLE, s) - '0');
  t->letter = group_byte(r, rule, rc, G_LETTER, s);
  t->star = (uint8_t)group_length(r, rule, rc, G_STAR);
  t->safari = group_length(r, rule, rc, G_SAFARI) > 0;
  t->win = group_length(r, rule, rc, G_WIN) > 0;
  t->length = (uint8_t)len;
  if (r->group[rule][G_FILE]) { /* a cell: its row and hole */
    int hole;
    bao_ap_cell_hole(group_byte(r, rule, rc, G_FILE, s) - 'a' + 1,
                     group_byte(r, rule, rc, G_RANK, s) - '0', &t->row,
                     &hole);
    t->hole = (uint8_t)hole;
  }
}

/* After a failed match: let the scan find the first bad character. */
static int diagnose(int dialect, const char *s, size_t len, bao_diag *err)
{
  if (!scan_token(dialect, s, len, err))
    return 0;
  /* The pattern and the scan disagree: a bug, but say something. */
  return set_error(err, 1, "not a valid %s move token",
                   bao_dialect_name(dialect));
}

int bao_token_read(bao_token_reader *r, enum bao_dialect dialect, const char *s,
                   size_t len, bao_token *out, bao_diag *err)
{
  PCRE2_UCHAR msg[120];
  int rule, rc;
  cache_entry *slot;
  bao_token read;
  uint64_t key[2];

  if ((unsigned)dialect >= BAO_DIALECT_COUNT)
    return set_error(err, 0, "unknown notation dialect %d", dialect);
  if (!r || (!s && len))
    return set_error(err, 0, "bao_token_read: no reader or no text");
  if (!s)
    s = "";
  slot = NULL;
  if (len > 0 && len <= CACHE_TEXT) {
    cache_key(s, len, key);
    slot = key_slot(r, dialect, key);
  }
  if (slot && key_hit(slot, dialect, len, key)) {
    if (out)
      *out = slot->token;
    return 1;
  }
  rule = dialect_rule(dialect);
  rc = pcre2_match(r->code[rule], (PCRE2_SPTR)s, len, 0, 0, r->match[rule],
                   NULL);
  if (rc == PCRE2_ERROR_NOMATCH)
    return diagnose(dialect, s, len, err);
  if (rc <= 0) {
    if (pcre2_get_error_message(rc, msg, sizeof msg) < 0)
      strcpy((char *)msg, "ovector too small");
    return set_error(err, 0, "matching a move token: %s", (char *)msg);
  }
  if (len > UINT8_MAX) /* no rule allows it; `length` could not hold it */
    return set_error(err, UINT8_MAX + 1, "a move token is too long");
  fill_token(r, rule, rc, s, len, &read);
  if (out)
    *out = read;
  if (slot) {
    slot->used = 1;
    slot->dialect = (uint8_t)dialect;
    slot->len = (uint8_t)len;
    slot->key[0] = key[0];
    slot->key[1] = key[1];
    slot->token = read;
  }
  return 1;
}

int bao_token_read_str(bao_token_reader *r, enum bao_dialect dialect, const char *s,
                       bao_token *out)
{
  uint64_t key[2] = {0, 0};
  cache_entry *slot;
  size_t len;
  unsigned c;
  if ((unsigned)dialect >= BAO_DIALECT_COUNT)
    return 0;
  /* cache_key, and the length, in one pass */
  for (len = 0; len <= CACHE_TEXT && (c = (unsigned char)s[len]); len++)
    key[len >> 3] |= (uint64_t)c << (8 * (len & 7));
  if (len == 0 || len > CACHE_TEXT)
    return bao_token_read(r, dialect, s, len + strlen(s + len), out, NULL);
  slot = key_slot(r, dialect, key);
  if (key_hit(slot, dialect, len, key)) {
    *out = slot->token;
    return 1;
  }
  return bao_token_read(r, dialect, s, len, out, NULL);
}

int bao_scan_token_at(int dialect, const char *s, size_t len, bao_diag *err,
                      size_t *stop)
{
  return scan_token_at(dialect, s, len, err, stop);
}
