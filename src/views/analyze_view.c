/* analyze_view.c - bao analyze's renderer of the walk (view.h): each
 * ply's judgement (analyze.c, solve.h) as a line of data. */
#include <stdio.h>

#include "base/sink.h"
#include "bao/solve.h"
#include "bao/view.h"

static int analyze_ply(void *ctx, const bao_replay *r, const bao_ply_report *p)
{
  bao_analyze_ctx *a = ctx;
  bao_judgement j;
  char title[160], detail[4 * BAO_PV_MAX * BAO_TOKEN_MAX];
  if (p->ply == 0 && r->game->index > 1) {
    bao_game_title(r->game, title, sizeof title);
    sink_printf(a->out, "# %s\n", title);
  }
  if (!bao_judge_move(a->solver, p->before, &p->outcome->move, a->depth, &j,
                      &a->problem)) {
    int why = bao_solver_stopped(a->solver);
    if (why != BAO_SOLVER_OUT_OF_LAPS && why != BAO_SOLVER_OUT_OF_NODES) {
      a->failed = 1;
      return 0;
    }
    /* said, not guessed: the ply is reported unjudged, and the next one
     * has laps and nodes of its own */
    if (why == BAO_SOLVER_OUT_OF_LAPS)
      a->unjudged++;
    else
      a->unsearched++;
    return sink_printf(a->out, "%zu\t%c\t%s\tnot-judged\t%s\n", p->ply + 1,
                       p->side == BAO_SOUTH ? 'S' : 'N', p->token,
                       a->problem.message);
  }
  bao_judgement_detail(&j, p->before, detail, sizeof detail);
  return sink_printf(a->out, "%zu\t%c\t%s\t%s\t%s\n", p->ply + 1,
                     p->side == BAO_SOUTH ? 'S' : 'N', p->token,
                     bao_judge_name(j.mark), detail);
}

static int analyze_end(void *ctx, const bao_replay *r)
{
  (void)r;
  return sink_flush(((bao_analyze_ctx *)ctx)->out);
}

const bao_renderer bao_analyze_renderer = {.ply = analyze_ply,
                                           .end = analyze_end};
