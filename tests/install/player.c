/* The engine that plays, reached through the installed headers and
 * libbao.so only (tests/install_so.sh builds it with pkg-config): a
 * player chooses the moves of 8 plies from the start under a node
 * budget.  Each choice must be one of the position's legal moves
 * (bao_position_moves, compared by token), the same choice a second
 * player of its own makes (the search is deterministic), and with `all`
 * every legal move must get a line, best first.  Prints the tokens on
 * one line and "player: ok", or what went wrong. */
#include <stdio.h>
#include <string.h>

#include <bao/bao.h>
#include <bao/player.h>

static int fail(const char *what, const bao_diag *d)
{
  printf("player: %s%s%s\n", what, d ? ": " : "", d ? d->message : "");
  return 1;
}

/* 1 if `m` is a legal move of `p`: its token is one of theirs. */
static int legal(const bao_position *p, const bao_move *m)
{
  static bao_movelist list; /* (large: not on the stack) */
  char tok[BAO_TOKEN_MAX], want[BAO_TOKEN_MAX];
  int i;
  bao_move_token(m, p->to_move, want, sizeof want);
  bao_position_moves(p, &list);
  for (i = 0; i < list.count; i++) {
    bao_move_token(&list.item[i].move, p->to_move, tok, sizeof tok);
    if (strcmp(tok, want) == 0)
      return list.count;
  }
  return 0;
}

int main(void)
{
  static bao_think_result one, two;
  bao_think_limits lim = {0, 20000};
  bao_player *a, *b;
  bao_position p, next;
  bao_diag d;
  char tok[BAO_TOKEN_MAX];
  int ply, n, i;
  if (!(a = bao_player_new(1 << 20, &d)) || !(b = bao_player_new(1 << 20, &d)))
    return fail("bao_player_new", &d);
  bao_position_start(&p, NULL);
  for (ply = 0; ply < 8; ply++) {
    bao_player_clear(a); /* both tables empty: the same search */
    bao_player_clear(b);
    if (!bao_player_think(a, &p, &lim, 0, &one, &d) ||
        !bao_player_think(b, &p, &lim, 1, &two, &d))
      return fail("bao_player_think", &d);
    if (one.count != 1 || one.depth < 1 || one.nodes == 0)
      return fail("the best line, its depth and its nodes", NULL);
    if (!(n = legal(&p, &one.line[0].move)))
      return fail("a move that is not legal", NULL);
    if (two.count != n)
      return fail("with all: not one line per legal move", NULL);
    for (i = 1; i < two.count; i++)
      if (two.line[i].score > two.line[i - 1].score)
        return fail("with all: not best first", NULL);
    bao_move_token(&one.line[0].move, p.to_move, tok, sizeof tok);
    printf("%s%s", ply ? " " : "", tok);
    bao_player_clear(b);
    if (!bao_player_think(b, &p, &lim, 0, &two, &d))
      return fail("bao_player_think", &d);
    if (memcmp(&two.line[0].move, &one.line[0].move, sizeof(bao_move)) != 0)
      return fail("two players, two choices", NULL);
    if (!bao_position_play(&p, &one.line[0].move, &next, NULL, NULL))
      return fail("bao_position_play", NULL);
    p = next;
  }
  bao_player_free(a);
  bao_player_free(b);
  printf("\nplayer: ok\n");
  return 0;
}
