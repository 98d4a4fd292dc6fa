/* hole.c - hole names.  A_i is front circuit index i-1; B_i is back circuit
 * index 16-i, so that the circuit runs A1..A8 then B8..B1 clockwise. */
#include "bao.h"

static const char row_letter[2][2] = {{'A', 'B'}, {'a', 'b'}};

void bao_hole_name(bao_hole h, char *buf)
{
  int side = BAO_HOLE_SIDE(h) & 1;
  int c = BAO_HOLE_C(h);
  int back = c >= BAO_FRONT;
  buf[0] = row_letter[side][back];
  buf[1] = (char)('0' + (back ? BAO_PITS - c : c + 1));
  buf[2] = '\0';
}

int bao_hole_parse(const char *s, bao_hole *out)
{
  int side, back, n;
  switch (s[0]) {
  case 'A': side = BAO_SOUTH; back = 0; break;
  case 'B': side = BAO_SOUTH; back = 1; break;
  case 'a': side = BAO_NORTH; back = 0; break;
  case 'b': side = BAO_NORTH; back = 1; break;
  default: return 0;
  }
  if (s[1] < '1' || s[1] > '8')
    return 0;
  n = s[1] - '0';
  *out = BAO_HOLE(side, back ? BAO_PITS - n : n - 1);
  return 1;
}
