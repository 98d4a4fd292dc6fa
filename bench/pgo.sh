#!/bin/sh
# A Release build of bao optimised with profiles of its own runs (GCC):
#
#   sh bench/pgo.sh [BUILD_DIR]          (default build/pgo)
#
# 1. builds with -DBAO_PGO=generate (the program writes .gcda profiles);
# 2. trains it: check, convert, replay --positions and annotate --depth 0
#    on random games of every variant, as YAML and as transcripts, and
#    perft and moves from the start;
# 3. configures the same directory with -DBAO_PGO=use and builds again.
# Extra cmake arguments may be given in BAO_PGO_CMAKE_ARGS (for example
# -DBAO_BENCH=ON).  The training games are random, not any benchmark's:
# the gain does not come from having seen the measured input.
set -eu
cd "$(dirname "$0")/.."
build=${1:-build/pgo}
jobs=$(nproc 2>/dev/null || echo 2)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

find "$build" -name '*.gcda' -delete 2>/dev/null || true
# shellcheck disable=SC2086
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=OFF \
  -DBAO_PGO=generate ${BAO_PGO_CMAKE_ARGS:-} >/dev/null
cmake --build "$build" -j "$jobs" >/dev/null

bao=$build/bao
# every variant, as the command's table lists them (bao rules), so that
# one added is in the profile too
variants=$("$bao" rules | sed -n '/^variants (--variant NAME):$/,$p' |
  sed '1d; s/:.*//')
[ -n "$variants" ] || { echo "pgo.sh: no variants from bao rules" >&2; exit 1; }
for v in $variants; do
  "$bao" random --games 300 --seed 20261201 --variant "$v" -o "$tmp/$v.yaml"
  "$bao" convert --to text "$tmp/$v.yaml" -o "$tmp/$v.txt"
  for f in "$tmp/$v.yaml" "$tmp/$v.txt"; do
    "$bao" check "$f" >/dev/null
    "$bao" convert --to text "$f" >/dev/null
    "$bao" convert --to yaml "$f" >/dev/null
    "$bao" replay --positions "$f" >/dev/null
    "$bao" annotate --depth 0 "$f" >/dev/null
  done
done
"$bao" perft --depth 9 >/dev/null
"$bao" perft --depth 8 --variant kujifunza >/dev/null
"$bao" moves >/dev/null

# shellcheck disable=SC2086
cmake -S . -B "$build" -DBAO_PGO=use ${BAO_PGO_CMAKE_ARGS:-} >/dev/null
cmake --build "$build" -j "$jobs" >/dev/null
echo "bench/pgo.sh: $build/bao built with profiles"
