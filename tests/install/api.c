/* A program of the kind a user writes against the installed library,
 * through its public headers only: it binds nothing but knows the text
 * domain, makes a random game, writes it, reads it back, walks it to draw
 * a diagram and to look for puzzles, and formats into short buffers.
 * Prints "api: ok", or what went wrong. */
#include <stdio.h>
#include <string.h>

#include <bao/bao.h>
#include <bao/diagram.h>
#include <bao/puzzles.h>
#include <bao/record.h>
#include <bao/replay.h>

static int fail(const char *what, const bao_diag *d)
{
  printf("api: %s%s%s\n", what, d ? ": " : "", d ? d->message : "");
  return 1;
}

/* The game written to a file and read back: the same plies. */
static int read_back(const bao_game *g, FILE *f, bao_game *back)
{
  bao_reader *rd;
  bao_diag d;
  if (!bao_yaml_write(f, g, 1, &d))
    return fail("write", &d);
  rewind(f);
  if (!(rd = bao_reader_open(f, "game.yaml", BAO_FORMAT_AUTO, &d)))
    return fail("open", &d);
  if (bao_reader_next(rd, back, &d) != 1)
    return bao_reader_close(rd), fail("read", &d);
  bao_reader_close(rd);
  if (back->n_plies != g->n_plies)
    return fail("plies read back", NULL);
  return 0;
}

/* The diagram after ply 1 and the puzzles within 1 move, in one walk. */
static int walk(const bao_game *g, FILE *out)
{
  bao_replay_opts ro;
  bao_diagram_ctx dc;
  bao_puzzles_ctx pc;
  bao_walk *w;
  bao_diag d;
  int ok;
  bao_replay_opts_init(&ro);
  ro.events = 1;
  if (!(w = bao_walk_new(&ro, &d)))
    return fail("walk", &d);
  bao_diagram_ctx_init(&dc, out);
  dc.ply = 1;
  memset(&pc, 0, sizeof pc);
  pc.out = out;
  pc.depth = 1;
  if (!(pc.solver = bao_solver_new(0, &d)))
    return bao_walk_free(w), fail("solver", &d);
  bao_walk_add(w, &bao_diagram_renderer, &dc);
  bao_walk_add(w, &bao_puzzles_renderer, &pc);
  ok = bao_walk_game(w, g, NULL);
  bao_walk_free(w);
  bao_solver_free(pc.solver);
  bao_puzzles_free(&pc);
  if (!ok || dc.written != 1 || dc.failed || pc.failed)
    return fail("the diagram and the puzzles", NULL);
  return 0;
}

int main(void)
{
  bao_position p;
  bao_game g, back;
  bao_diag d;
  char line[8];
  FILE *f = tmpfile();
  int bad;
  if (!f)
    return fail("tmpfile", NULL);
  if (strcmp(bao_text_domain(), BAO_TEXT_DOMAIN) != 0)
    return fail("text domain", NULL);
  bao_position_start(&p, NULL);
  if (bao_position_format(&p, line, sizeof line) < sizeof line ||
      strlen(line) != sizeof line - 1)
    return fail("a short buffer", NULL);
  if (!bao_random_game(&g, NULL, 1, 1, 40, &d))
    return fail("random game", &d);
  bad = read_back(&g, f, &back) || walk(&back, f);
  bao_game_free(&back);
  bao_game_free(&g);
  fclose(f);
  if (!bad)
    printf("api: ok\n");
  return bad;
}
