/* A program of the kind a user writes against the installed library: it
 * counts the leaves of the move tree 4 plies deep from the start. */
#include <stdio.h>
#include <bao/bao.h>

int main(void)
{
  bao_position p;
  bao_position_start(&p, NULL);
  printf("perft(4) = %llu\n", (unsigned long long)bao_perft(&p, 4));
  return 0;
}
