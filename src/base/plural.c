/* plural.c - gettext's plural rule (plural.h): the C expression of a
 * catalog's Plural-Forms over n (?:, ||, &&, == != < > <= >=, + -, * / %,
 * !, parentheses, n, decimal numbers), evaluated as it is read.  Both
 * branches of ?: are read, and so evaluated: the expressions have no side
 * effects, and a division by zero gives 0 instead of stopping. */
#include <stdlib.h>
#include <string.h>

#include "plural.h"

#define DEPTH_MAX 64 /* parentheses and ?: nested: a header is no program */

typedef struct expr {
  const char *s;   /* what is left to read                          */
  unsigned long n; /* the count                                     */
  int depth;
  int bad;         /* not an expression gettext reads               */
} expr;

static unsigned long ternary(expr *e);

/* Whether operator op is next (then read); spaces before it are skipped. */
static int eat(expr *e, const char *op)
{
  size_t k = strlen(op);
  while (*e->s == ' ' || *e->s == '\t' || *e->s == '\n')
    e->s++;
  if (strncmp(e->s, op, k) != 0)
    return 0;
  e->s += k;
  return 1;
}

static unsigned long primary(expr *e)
{
  unsigned long v = 0;
  char *end;
  if (eat(e, "(")) {
    if (++e->depth > DEPTH_MAX)
      return e->bad = 1, 0;
    v = ternary(e);
    e->depth--;
    if (!eat(e, ")"))
      e->bad = 1;
    return v;
  }
  if (eat(e, "n"))
    return e->n;
  if (*e->s >= '0' && *e->s <= '9') {
    v = strtoul(e->s, &end, 10);
    e->s = end;
    return v;
  }
  e->bad = 1;
  return 0;
}

static unsigned long unary(expr *e)
{
  if (eat(e, "!=")) { /* not a unary operator: put it back */
    e->s -= 2;
    e->bad = 1;
    return 0;
  }
  if (eat(e, "!")) {
    if (++e->depth > DEPTH_MAX)
      return e->bad = 1, 0;
    return e->depth--, !unary(e);
  }
  return primary(e);
}

static unsigned long product(expr *e)
{
  unsigned long v = unary(e), r;
  for (;;) {
    if (eat(e, "*")) {
      v *= unary(e);
    } else if (eat(e, "/")) {
      r = unary(e);
      v = r ? v / r : 0;
    } else if (eat(e, "%")) {
      r = unary(e);
      v = r ? v % r : 0;
    } else {
      return v;
    }
  }
}

static unsigned long sum(expr *e)
{
  unsigned long v = product(e);
  for (;;) {
    if (eat(e, "+"))
      v += product(e);
    else if (eat(e, "-"))
      v -= product(e);
    else
      return v;
  }
}

static unsigned long relation(expr *e)
{
  unsigned long v = sum(e);
  for (;;) {
    if (eat(e, "<="))
      v = v <= sum(e);
    else if (eat(e, ">="))
      v = v >= sum(e);
    else if (eat(e, "<"))
      v = v < sum(e);
    else if (eat(e, ">"))
      v = v > sum(e);
    else
      return v;
  }
}

static unsigned long equality(expr *e)
{
  unsigned long v = relation(e);
  for (;;) {
    if (eat(e, "=="))
      v = v == relation(e);
    else if (eat(e, "!="))
      v = v != relation(e);
    else
      return v;
  }
}

static unsigned long conjunction(expr *e)
{
  unsigned long v = equality(e), w;
  while (eat(e, "&&")) {
    w = equality(e);
    v = v && w;
  }
  return v;
}

static unsigned long disjunction(expr *e)
{
  unsigned long v = conjunction(e), w;
  while (eat(e, "||")) {
    w = conjunction(e);
    v = v || w;
  }
  return v;
}

static unsigned long ternary(expr *e)
{
  unsigned long c = disjunction(e), a, b;
  if (!eat(e, "?"))
    return c;
  if (++e->depth > DEPTH_MAX)
    return e->bad = 1, 0;
  a = ternary(e);
  if (!eat(e, ":"))
    e->bad = 1;
  b = ternary(e);
  e->depth--;
  return c ? a : b;
}

int bao_plural_index(const char *header, unsigned long n, int *nplurals)
{
  const char *f = header ? strstr(header, "Plural-Forms:") : NULL;
  const char *count, *rule;
  unsigned long forms = 0, v;
  expr e;
  f = f ? f + 13 : header;
  count = f ? strstr(f, "nplurals=") : NULL;
  rule = f ? strstr(f, "plural=") : NULL;
  if (count)
    forms = strtoul(count + 9, NULL, 10);
  memset(&e, 0, sizeof e);
  e.s = rule ? rule + 7 : "";
  e.n = n;
  v = rule ? ternary(&e) : 0;
  if (rule && !e.bad && !eat(&e, ";") && *e.s && *e.s != '\n')
    e.bad = 1;
  if (!rule || e.bad || forms == 0 || forms > 1000) { /* English's */
    if (nplurals)
      *nplurals = 2;
    return n != 1;
  }
  if (nplurals)
    *nplurals = (int)forms;
  return v < forms ? (int)v : 0;
}
