// A C++ program against the installed headers and libbao.so (g++ with
// pkg-config, tests/install_so.sh): every public header is included, so
// each must compile as C++ and declare its functions extern "C" (else
// the link fails on a mangled name such as
// bao_position_start(bao_position*, bao_rules const*)).  It counts
// perft(3) from the start (38: bao-rules(7)'s table, PERFT), reads a
// position line back, asks the player once and the library's version.
// Prints "cxx: perft(3) = N" and "cxx: ok", or what went wrong.
#include <cstdio>
#include <cstring>
#include <string>

#include <bao/bao.h>
#include <bao/collection.h>
#include <bao/diagram.h>
#include <bao/drill.h>
#include <bao/engine_judge.h>
#include <bao/html.h>
#include <bao/notation.h>
#include <bao/player.h>
#include <bao/puzzles.h>
#include <bao/record.h>
#include <bao/replay.h>
#include <bao/search.h>
#include <bao/sink.h>
#include <bao/solve.h>
#include <bao/token.h>
#include <bao/view.h>

static int fail(const std::string &what)
{
  std::printf("cxx: %s\n", what.c_str());
  return 1;
}

int main()
{
  bao_position p, back;
  bao_rules rules = bao_rules_default();
  bao_diag d;
  char line[256];
  bao_position_start(&p, &rules);
  std::printf("cxx: perft(3) = %llu\n",
              static_cast<unsigned long long>(bao_perft(&p, 3)));
  bao_position_format(&p, line, sizeof line);
  if (!bao_position_parse(line, &rules, &back, &d))
    return fail(std::string("parse: ") + d.message);
  if (std::memcmp(&p, &back, sizeof p) != 0)
    return fail("the position line does not read back");
  bao_player *pl = bao_player_new(0, &d);
  if (!pl)
    return fail(d.message);
  bao_think_limits lim = {2, 0};
  static bao_think_result r;
  if (!bao_player_think(pl, &p, &lim, 0, &r, &d) || r.count != 1)
    return fail("bao_player_think");
  bao_player_free(pl);
  if (std::strcmp(bao_version(), BAO_VERSION) != 0 ||
      bao_version_number() != BAO_VERSION_NUMBER)
    return fail("bao_version: the library is not the headers' version");
  std::printf("cxx: ok\n");
  return 0;
}
