#!/bin/sh
# train.sh - makes src/search/eval_weights.h, the learnt evaluation's
# weights, from games played here (docs/engine.md, "How the evaluation
# is made").  Usage, from anywhere:
#
#   sh bench/train/train.sh [--calibrate] [BUILD_DIR]
#                                  (default BUILD_DIR: build-train)
#
# The games' lines are kept in BUILD_DIR/data.  --calibrate plays no
# training game: it fits the weights again on the self-play kept there
# and only does step 3, for a search that has changed since.
#
# Rounds, each game seeded (so that the same tree makes the same file):
#   0. random games of every variant (gen --nodes 0), fitted: weights 1;
#   1. self-play with weights 1 (gen --nodes $NODES, 6 random plies),
#      fitted alone: weights 2;
#   2. self-play with weights 2; the final fit is on rounds 1 and 2 (the
#      random games only start it: a fit on self-play alone predicts
#      stronger games better, docs/engine.md);
#   3. bench_calibrate (Bao la Kiswahili, $CAL_GAMES games at $CAL_NODES
#      nodes a move) fits the temperature T1 of the search's scores; the
#      final fit is written again times T1, and measured again: T2; the
#      weights are written times T1 * T2 (the games change a little with
#      the scale: ties between moves fall otherwise), and bench_calibrate
#      measures the table of the weights written, into
#      BUILD_DIR/calibration.txt.
# Every step runs under nice; the build is Release, without the tests.
# Sizes may be set from the environment (the defaults are the figures of
# docs/engine.md): RANDOM_GAMES, SP1_GAMES, SP2_GAMES, NODES, CAL_GAMES,
# CAL_NODES.
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
only_calibrate=0
if [ "${1:-}" = --calibrate ]; then
  only_calibrate=1
  shift
fi
build=${1:-$top/build-train}
RANDOM_GAMES=${RANDOM_GAMES:-10000}
SP1_GAMES=${SP1_GAMES:-1500}
SP2_GAMES=${SP2_GAMES:-3000}
NODES=${NODES:-2000}
CAL_GAMES=${CAL_GAMES:-200}
CAL_NODES=${CAL_NODES:-20000}
weights=$top/src/search/eval_weights.h
data=$build/data
start=$(date +%s)

# Builds the tools, and asks the engine which variants it has
# (train_gen --variants): every one gets its weights.
build() {
  nice -n 10 cmake --build "$build" -j2 --target train_gen train_fit \
    bench_calibrate >/dev/null &&
    variants=$("$build/bench/train_gen" --variants | tr '\n' ' ') &&
    [ -n "$variants" ]
}

# gen_round NAME SEED NODES GAMES: one file of lines per variant
gen_round() {
  for v in $variants; do
    nice -n 10 "$build/bench/train_gen" --variant "$v" --seed "$2" \
      --nodes "$3" --games "$4" >"$data/$1-$v.txt"
  done
}

# fit_rounds SCALE ROUND...: the weights file from the rounds' lines
fit_rounds() {
  scale=$1
  shift
  files=
  for r in "$@"; do
    for v in $variants; do
      files="$files $data/$r-$v.txt"
    done
  done
  # shellcheck disable=SC2086
  cat $files | nice -n 10 "$build/bench/train_fit" --out "$weights" \
    --scale "$scale" \
    --note "Made by: sh bench/train/train.sh $how($(date -u +%Y-%m-%d))." \
    --note "Data: per variant $RANDOM_GAMES random games (seed 1) to start," \
    --note "then fitted on $SP1_GAMES and $SP2_GAMES games of self-play at $NODES" \
    --note "nodes a move after 6 random plies (seeds 2, 3): $(cat $files | wc -l) positions." \
    --note "Temperature (bench_calibrate, $CAL_GAMES games at $CAL_NODES nodes): $scale." 2>&1 |
    tee -a "$build/fit.log" >&2
}

nice -n 10 cmake -S "$top" -B "$build" -DCMAKE_BUILD_TYPE=Release \
  -DBAO_BENCH=ON -DBUILD_TESTING=OFF >/dev/null
mkdir -p "$data"
calibrate() {
  nice -n 10 "$build/bench/bench_calibrate" --games "$CAL_GAMES" \
    --nodes "$CAL_NODES"
}

: >"$build/fit.log"
if [ $only_calibrate = 1 ]; then
  how="--calibrate "
  fit_rounds 1 sp1 sp2
else
  how=
  build
  gen_round random 1 0 "$RANDOM_GAMES"
  fit_rounds 1 random
  build
  gen_round sp1 2 "$NODES" "$SP1_GAMES"
  fit_rounds 1 sp1
  build
  gen_round sp2 3 "$NODES" "$SP2_GAMES"
  fit_rounds 1 sp1 sp2
fi
build
t1=$(calibrate | tee "$build/calibration-1.txt" |
  sed -n 's/^temperature[^:]*: //p')
fit_rounds "$t1" sp1 sp2
build
t2=$(calibrate | tee "$build/calibration-2.txt" |
  sed -n 's/^temperature[^:]*: //p')
fit_rounds "$(awk "BEGIN { printf \"%.3f\", $t1 * $t2 }")" sp1 sp2
build
calibrate >"$build/calibration.txt"
cat "$build/calibration.txt"
echo "train.sh: $(($(date +%s) - start)) s"
