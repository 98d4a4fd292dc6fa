/* hole.c - the board's geometry: how holes are numbered and named, which
 * way a circuit runs, and where captured seeds enter.  Nothing else in
 * the library computes a hole number or a kichwa (docs/rules.md §2.1).
 *
 * A player's 16 holes are one circuit, clockwise: front holes 1..8 are
 * circuit indexes 0..7, back holes 8..1 are 8..15; so A_i is index i-1
 * and B_i is index 16-i. */
#include "internal.h"

const int bao_dirs[2] = {BAO_CW, BAO_ACW};

static const char row_letter[2][2] = {{'A', 'B'}, {'a', 'b'}};

/* The definitions are the inline ones of internal.h, which the engine's
 * inner loops use; these are the library's exported copies. */
int bao_circuit_index(int back, int number)
{
  return circuit_index(back, number);
}

int bao_circuit_number(int c) { return circuit_number(c); }

int bao_circuit_step(int c, int dir) { return circuit_step(c, dir); }

int bao_forced_entry(int c) { return forced_entry(c); }

int bao_entry_kichwa(int dir) { return entry_kichwa(dir); }

size_t bao_hole_name(bao_hole h, char *buf, size_t size)
{
  int side = BAO_HOLE_SIDE(h) & 1;
  int c = BAO_HOLE_C(h);
  char name[3];
  name[0] = row_letter[side][BAO_IS_BACK(c)];
  name[1] = (char)('0' + circuit_number(c));
  name[2] = '\0';
  return bao_copy_out(buf, size, name, 2);
}

int bao_hole_parse(const char *s, bao_hole *out)
{
  int side, back;
  switch (s[0]) {
  case 'A': side = BAO_SOUTH; back = 0; break;
  case 'B': side = BAO_SOUTH; back = 1; break;
  case 'a': side = BAO_NORTH; back = 0; break;
  case 'b': side = BAO_NORTH; back = 1; break;
  default: return 0;
  }
  if (s[1] < '1' || s[1] > '8')
    return 0;
  *out = BAO_HOLE(side, circuit_index(back, s[1] - '0'));
  return 1;
}
