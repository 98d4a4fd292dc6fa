#!/bin/sh
# Benchmarks (not tests: nothing here fails on a slow machine).
#
#   sh bench/run.sh [GAMES]        (default 10000; from any directory)
#
# Builds a Release build in build/bench, generates a corpus of GAMES random
# games with `bao random` in a temporary directory, and reports:
#  - bao check end to end (read, parse, replay): plies/s and seeds sown/s;
#  - the replay alone (bench_replay: games in memory, then bao_game_replay
#    timed, and bao_position_play of the resolved moves timed);
#  - perft leaves/s from the start position (BAO_PERFT_DEPTH, default 12);
#  - SVG diagrams/s (bao diagram --all --format svg -o DIR);
#  - peak memory (maximum resident set size) of bao check on the corpus
#    and on one ten times larger, to show it is flat in the number of games.
# Needs GNU time (/usr/bin/time, Debian package `time`).  Every timed
# command runs on one core (taskset -c 0, where there is taskset) and the
# best of three runs is kept (one run for the large corpus).
set -eu
cd "$(dirname "$0")/.."

games=${1:-10000}
depth=${BAO_PERFT_DEPTH:-12}
build=build/bench
gnu_time=/usr/bin/time

if ! "$gnu_time" -f %e true >/dev/null 2>&1; then
  echo "bench: needs GNU time: apt-get install -y time" >&2
  exit 2
fi
one_core=""
command -v taskset >/dev/null 2>&1 && one_core="taskset -c 0"

echo "== building $build (Release)"
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=OFF \
  -DBAO_BENCH=ON >/dev/null
cmake --build "$build" -j "$(nproc 2>/dev/null || echo 2)" >/dev/null
bao=$build/bao
bench_replay=$build/bench/bench_replay

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

# timed RUNS OUT CMD...: runs CMD RUNS times on one core, stdout to OUT;
# sets secs (the best elapsed time) and rss (its peak memory, KB).
timed() {
  runs=$1 out=$2
  shift 2
  secs="" rss="" run=0
  while [ $run -lt "$runs" ]; do
    run=$((run + 1))
    # shellcheck disable=SC2086
    $one_core "$gnu_time" -f "%e %M" -o "$tmp/time" "$@" >"$out"
    read -r s m <"$tmp/time"
    if [ -z "$secs" ] || awk "BEGIN { exit !($s < $secs) }"; then
      secs=$s rss=$m
    fi
  done
}

# rate COUNT SECONDS: COUNT per second, as a whole number.
rate() {
  awk -v n="$1" -v s="$2" 'BEGIN { if (s <= 0) s = 0.01; printf "%.0f", n / s }'
}

# value NAME FILE: the figure NAME of bench_replay's output.
value() {
  awk -v k="$1" '$1 == k { print $2 }' "$2"
}

echo "== corpus: $games random games (seed 1)"
"$bao" random --games "$games" --seed 1 -o "$tmp/corpus.yaml"
"$bao" random --games $((games * 10)) --seed 2 -o "$tmp/corpus10.yaml"
size=$(wc -c <"$tmp/corpus.yaml")

echo "== replay alone (bench_replay)"
$one_core "$bench_replay" --min-seconds 2 "$tmp/corpus.yaml" >"$tmp/replay"
plies=$(value plies "$tmp/replay")
seeds=$(value seeds "$tmp/replay")

echo "== bao check end to end"
timed 3 "$tmp/check" "$bao" check "$tmp/corpus.yaml"
check_plies=$(sed -n 's/.* \([0-9]*\) plies legal.*/\1/p' "$tmp/check" | tail -1)
check_secs=$secs check_rss=$rss
[ "$check_plies" = "$plies" ] || echo "bench: check counted $check_plies plies, bench_replay $plies" >&2

echo "== bao check on the corpus ten times larger"
timed 1 "$tmp/check10" "$bao" check "$tmp/corpus10.yaml"
check10_plies=$(sed -n 's/.* \([0-9]*\) plies legal.*/\1/p' "$tmp/check10" | tail -1)
check10_secs=$secs check10_rss=$rss
size10=$(wc -c <"$tmp/corpus10.yaml")

echo "== perft --depth $depth"
timed 3 "$tmp/perft" "$bao" perft --depth "$depth"
perft_leaves=$(cat "$tmp/perft")
perft_secs=$secs perft_rss=$rss

# cpu OUT CMD...: the best CPU time (user + system, seconds) of three runs
# on one core; sets cpu.
cpu() {
  out=$1
  shift
  cpu="" run=0
  while [ $run -lt 3 ]; do
    run=$((run + 1))
    # shellcheck disable=SC2086
    $one_core "$gnu_time" -f "%U %S" -o "$tmp/time" "$@" >"$out" 2>/dev/null
    t=$(awk '{ print $1 + $2 }' "$tmp/time" | tail -n 1)
    if [ -z "$cpu" ] || awk "BEGIN { exit !($t < $cpu) }"; then
      cpu=$t
    fi
  done
}

# ratio A B: A / B with two decimals
ratio() {
  awk -v a="$1" -v b="$2" 'BEGIN { if (b <= 0) b = 0.001; printf "%.2f", a / b }'
}

echo "== every command of the walk on 2,000 games (CPU time, side by side)"
"$bao" random --games 2000 --seed 5 -o "$tmp/walk.yaml"
cpu "$tmp/w.check" "$bao" check "$tmp/walk.yaml"; w_check=$cpu
cpu "$tmp/w.ann" "$bao" annotate "$tmp/walk.yaml"; w_ann=$cpu
cpu "$tmp/w.yaml" "$bao" annotate --format yaml "$tmp/walk.yaml"; w_yaml=$cpu
cpu "$tmp/w.replay" "$bao" replay --positions "$tmp/walk.yaml"; w_replay=$cpu
cpu "$tmp/w.conv" "$bao" convert --to text "$tmp/walk.yaml"; w_conv=$cpu

echo "== SVG diagrams (--all) of 100 games"
"$bao" random --games 100 --seed 3 -o "$tmp/svg.yaml"
cat >"$tmp/diagrams.sh" <<EOF
i=0
while [ \$i -lt 100 ]; do
  i=\$((i + 1))
  "$bao" diagram "$tmp/svg-games/\$i.yaml" --all --format svg -o "$tmp/svg/\$i"
done
EOF
# bao diagram -o DIR names files by ply only: one game per file and DIR.
mkdir -p "$tmp/svg-games"
awk -v dir="$tmp/svg-games" '/^---/ { n++ } { print > (dir "/" n ".yaml") }' \
  "$tmp/svg.yaml"
timed 3 "$tmp/svg.out" sh -c "rm -rf '$tmp/svg'; mkdir '$tmp/svg'; sh '$tmp/diagrams.sh'"
svgs=$(find "$tmp/svg" -name '*.svg' | wc -l)
svg_secs=$secs

cat <<EOF

== results ($(nproc 2>/dev/null || echo ?) cores; $(uname -m); one core per command)
corpus                 $games games, $plies plies, $seeds seeds sown, $size bytes
bao check end to end   $(rate "$check_plies" "$check_secs") plies/s, $(rate "$seeds" "$check_secs") seeds/s ($check_secs s)
replay alone           $(value replay_plies_per_s "$tmp/replay") plies/s, $(value replay_seeds_per_s "$tmp/replay") seeds/s (bao_game_replay)
engine play alone      $(value play_plies_per_s "$tmp/replay") plies/s, $(value play_seeds_per_s "$tmp/replay") seeds/s (bao_position_play with events)
perft depth $depth         $perft_leaves leaves, $(rate "$perft_leaves" "$perft_secs") leaves/s ($perft_secs s, $perft_rss KB)
SVG diagrams           $svgs files, $(rate "$svgs" "$svg_secs") diagrams/s ($svg_secs s, one process per game)
walk, 2,000 games      check $w_check s; annotate $w_ann s (x$(ratio "$w_ann" "$w_check")); annotate --format yaml $w_yaml s (x$(ratio "$w_yaml" "$w_check")); replay --positions $w_replay s (x$(ratio "$w_replay" "$w_check")); convert --to text $w_conv s (x$(ratio "$w_conv" "$w_check")) (CPU, ratios to check)
peak memory, check     $check_rss KB on $games games ($size bytes)
                       $check10_rss KB on $((games * 10)) games ($size10 bytes, $check10_plies plies, $check10_secs s)
EOF
