/* layout.c - the sizes and a few offsets of the structs the Python module
 * mirrors with ctypes (python/bao/_lib.py), as the C compiler lays them
 * out through the installed headers: one "NAME SIZE" line each, which
 * test_python.py compares with ctypes' own.  A field added to a struct
 * and not to the module changes a size here and fails the test. */
#include <stddef.h>
#include <stdio.h>

#include <bao/bao.h>
#include <bao/replay.h>
#include <bao/solve.h>
#include <bao/notation.h>
#include <bao/player.h>
#include <bao/view.h>
#include <bao/engine_judge.h>

#define SIZE(t) printf("%s %zu\n", #t, sizeof(t))
#define AT(t, f) printf("%s.%s %zu\n", #t, #f, offsetof(t, f))

int main(void)
{
  SIZE(bao_diag); SIZE(bao_rules); SIZE(bao_position); SIZE(bao_move);
  SIZE(bao_outcome); SIZE(bao_movelist); SIZE(bao_event);
  SIZE(bao_events); SIZE(bao_status); SIZE(bao_solve_result);
  SIZE(bao_move_verdict); SIZE(bao_ply_src); SIZE(bao_line);
  SIZE(bao_tag); SIZE(bao_game); SIZE(bao_replay_opts); SIZE(bao_replay);
  SIZE(bao_ply_report); SIZE(bao_renderer);
  SIZE(bao_token); SIZE(bao_resolution); SIZE(bao_think_limits);
  SIZE(bao_think_line); SIZE(bao_think_result); SIZE(bao_diagram_opts);
  SIZE(bao_engine_judgement);
  AT(bao_position, rules); AT(bao_outcome, after); AT(bao_game, index);
  AT(bao_replay, done); AT(bao_ply_report, depth);
  AT(bao_replay_opts, lap_budget);
  return 0;
}
