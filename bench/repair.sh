#!/bin/sh
# How often `bao check --suggest` finds a transcription slip (not a test).
#
#   sh bench/repair.sh            (from any directory)
#
# Builds build/bench (Release, with the benchmarks) and runs bench_repair
# on the 1994 game and on the longest of 400 random games (seed 1): every
# ply corrupted in turn, one slip at a time, in each class (bench_repair.c
# says how), each repair judged against the record it came from.  Prints
# the table per record and for both; the share column is the measure.
set -eu
cd "$(dirname "$0")/.."
build=build/bench
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=OFF \
  -DBAO_BENCH=ON >/dev/null
cmake --build "$build" -j "$(nproc 2>/dev/null || echo 2)" \
  --target bao bench_repair >/dev/null
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
"$build/bao" random --games 400 --seed 1 -o "$tmp/random.yaml"
# the longest game: its number, then the game alone
longest=$(awk '/^---/ { g++ } /^- / { n[g]++ }
  END { for (i in n) if (n[i] > n[best]) best = i; print best }' "$tmp/random.yaml")
awk -v g="$longest" '/^---/ { k++ } k == g' "$tmp/random.yaml" > "$tmp/long.yaml"
"$build/bench/bench_repair" records/maulidi-kijumbe-1994.yaml "$tmp/long.yaml"
