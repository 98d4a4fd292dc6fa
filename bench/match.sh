#!/bin/sh
# The engine's strength (issue 28), with bench_match (bench/match.c):
#
#   sh bench/match.sh BUILD_DIR [SECTION...]
#
# BUILD_DIR: a build configured with -DBAO_BENCH=ON (bench/bench_match in
# it).  SECTION: weak (the engine against random and greedy players),
# doubling (time per move 10 ms, 20, 40 ...), levels (each level against
# the one below), kujifunza (Bao la Kujifunza from the start, the engine
# as South against every opponent); default: all four.  Each match is
# printed with its command and the wall and processor time it took, as
# bench/README.md copies them.  Everything runs niced (nice -n 10), one
# match at a time: the machine is shared.
#
# The sizes are variables, so that a run can be made smaller or bigger:
#   OPENINGS (weak, levels: 100), DOUBLING_OPENINGS (50), DOUBLING_MAX
#   (the longest time of the last pair, ms: 160), LEVEL_MAX (6),
#   ENGINE (the engine against the weak players: level:4),
#   SOUTH (Kujifunza's South: level:6), KUJ_GAMES (100).
set -eu
build=$1
shift
bin=$build/bench/bench_match
[ -x "$bin" ] || { echo "match.sh: no $bin (configure with -DBAO_BENCH=ON)" >&2; exit 2; }
sections=${*:-weak doubling levels kujifunza}
OPENINGS=${OPENINGS:-100}
DOUBLING_OPENINGS=${DOUBLING_OPENINGS:-50}
DOUBLING_MAX=${DOUBLING_MAX:-160}
LEVEL_MAX=${LEVEL_MAX:-6}
ENGINE=${ENGINE:-level:4}
SOUTH=${SOUTH:-level:6}
KUJ_GAMES=${KUJ_GAMES:-100}

run() { # one match: the command, its output, its times
  echo "\$ bench_match $*"
  s=$(date +%s.%N)
  nice -n 10 "$bin" "$@"
  e=$(date +%s.%N)
  awk -v s="$s" -v e="$e" 'BEGIN { printf "wall %.1f s\n\n", e - s }'
}

for section in $sections; do
  case $section in
  weak)
    run --openings "$OPENINGS" "$ENGINE" random
    run --openings "$OPENINGS" "$ENGINE" greedy
    ;;
  doubling)
    t=10
    while [ $((t * 2)) -le "$DOUBLING_MAX" ]; do
      run --openings "$DOUBLING_OPENINGS" "time:$((t * 2))" "time:$t"
      t=$((t * 2))
    done
    ;;
  levels)
    k=2
    while [ "$k" -le "$LEVEL_MAX" ]; do
      run --openings "$OPENINGS" "level:$k" "level:$((k - 1))"
      k=$((k + 1))
    done
    ;;
  kujifunza)
    # From the start itself (no random plies), South always the engine:
    # the random and greedy opponents differ from game to game by their
    # seed; an engine opponent at a node limit plays the same game each
    # time, so one game each.
    for o in random greedy; do
      run --variant kujifunza --plies 0 --south --openings "$KUJ_GAMES" \
        "$SOUTH" "$o"
    done
    for o in level:1 level:3 level:5 "$SOUTH"; do
      run --variant kujifunza --plies 0 --south --openings 1 --games \
        "$SOUTH" "$o"
    done
    ;;
  *)
    echo "match.sh: unknown section $section" >&2
    exit 2
    ;;
  esac
done
