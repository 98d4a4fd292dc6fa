#!/bin/sh
# The time `bao analyze --engine` takes over a 100-ply game at the default
# thinking time (200 ms of processor time a ply; issue 28, bench/README.md
# "Issue 28: a whole game judged by the engine").  The game: game 28 of
# `bao random --seed 1 --max-plies 100`, the first of that seed's games to
# reach 100 plies (game 29 also does).  Usage: sh bench/engine_judge.sh
# [BAO] (default build/bao), from the source tree; run it niced on a
# shared machine: the figure is processor time, the wall clock follows
# the load.
set -eu
bao=${1:-build/bao}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$bao" random --games 28 --seed 1 --max-plies 100 |
  awk '/^---/ { n++ } n == 28' > "$tmp/game100.yaml"
plies=$("$bao" replay --positions "$tmp/game100.yaml" | wc -l)
echo "plies: $plies"
/usr/bin/time -f "analyze --engine: real %e s, user %U s, sys %S s" \
  "$bao" analyze --engine "$tmp/game100.yaml" > "$tmp/out"
echo "estimate marks: $(cut -f9 "$tmp/out" | sort | uniq -c | tr -s ' \n' ' ')"
/usr/bin/time -f "analyze --depth 3 (the exact part alone): real %e s, user %U s" \
  "$bao" analyze --depth 3 "$tmp/game100.yaml" > /dev/null
