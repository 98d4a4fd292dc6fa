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
#    and on one ten times larger, to show it is flat in the number of games;
#  - issue 13's figures, in processor time (the median of five runs on one
#    core): bao check on the corpus as YAML and as a transcript, and the
#    same corpus's seeds sown per ns; libyaml alone parsing the YAML
#    corpus (bench_libyaml: the floor under check on YAML); annotate
#    --depth 0 on the YAML corpus; check and annotate again in a build
#    with profile-guided optimisation (bench/pgo.sh, GCC); the Python
#    peer (bench/peer_replay.py) on 1,000 of its games, and bao check on
#    those, for the ratio; perft
#    (bench_perft: leaves/s and ns per seed sown, with and without a
#    transposition table; Bao la Kujifunza), and bao perft --threads 2
#    against one thread in wall time; the long moves of tests/hostile.sh.
#  - the engine's search (bench_best, issue 28): nodes/s of
#    bao_player_think on positions of random games
#  - the exact search (bench_solve): nodes/s of bao_solve and of the
#    win-search alone on endgame positions of random games of every
#    variant at depth 5 (the time of each position is in
#    build/bench/bench_solve.txt), and how far the win-search of Bao la
#    Kujifunza from its start gets in BAO_SOLVE_SECONDS (default 60),
#    its win checked; bao analyze (depth 3) on 100 random games.
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
cpu /dev/null "$bao" annotate --depth 3 "$tmp/walk.yaml"; w_ann=$cpu
cpu /dev/null "$bao" annotate --depth 3 --format yaml "$tmp/walk.yaml"; w_yaml=$cpu
cpu /dev/null "$bao" replay --positions "$tmp/walk.yaml"; w_replay=$cpu
cpu /dev/null "$bao" convert --to text "$tmp/walk.yaml"; w_conv=$cpu

# median_cpu RUNS OUT CMD...: the median CPU time (user + system) of RUNS
# runs on one core; sets cpu.
median_cpu() {
  runs=$1 out=$2
  shift 2
  run=0
  : >"$tmp/runs"
  while [ $run -lt "$runs" ]; do
    run=$((run + 1))
    # shellcheck disable=SC2086
    $one_core "$gnu_time" -f "%U %S" -o "$tmp/time" "$@" >"$out" 2>/dev/null || true
    awk '{ print $1 + $2 }' "$tmp/time" | tail -n 1 >>"$tmp/runs"
  done
  cpu=$(sort -n "$tmp/runs" | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }')
}

echo "== bao check in processor time (median of 5): YAML and transcript"
"$bao" convert --to text "$tmp/corpus.yaml" -o "$tmp/corpus.txt"
median_cpu 5 "$tmp/cy" "$bao" check "$tmp/corpus.yaml"; cy=$cpu
median_cpu 5 "$tmp/ct" "$bao" check "$tmp/corpus.txt"; ct=$cpu
# the floor under check on YAML: libyaml alone, parsing the same file
median_cpu 5 "$tmp/ly" "$build/bench/bench_libyaml" "$tmp/corpus.yaml"; ly=$cpu
# annotate's own cost: --depth 0 asks the solver nothing
# the other commands of the walk on the same corpus, their output (up to
# 200 MB) to /dev/null: what they compute, not what a disk takes
median_cpu 5 /dev/null "$bao" annotate --depth 0 "$tmp/corpus.yaml"; ca=$cpu
median_cpu 5 /dev/null "$bao" annotate --depth 0 --format yaml "$tmp/corpus.yaml"; cay=$cpu
median_cpu 5 /dev/null "$bao" replay --positions "$tmp/corpus.yaml"; crp=$cpu
median_cpu 5 /dev/null "$bao" convert --to text "$tmp/corpus.yaml"; cct=$cpu
median_cpu 5 /dev/null "$bao" convert --to yaml "$tmp/corpus.yaml"; ccy=$cpu

echo "== the same, built with profiles (bench/pgo.sh: GCC's PGO)"
pgo_line="not built (bench/pgo.sh needs GCC)"
if sh bench/pgo.sh build/bench-pgo >/dev/null 2>&1; then
  pgo=build/bench-pgo/bao
  median_cpu 5 "$tmp/py" "$pgo" check "$tmp/corpus.yaml"; py=$cpu
  median_cpu 5 "$tmp/pt" "$pgo" check "$tmp/corpus.txt"; pt=$cpu
  median_cpu 5 /dev/null "$pgo" annotate --depth 0 "$tmp/corpus.yaml"; pa=$cpu
  pgo_line="check YAML $(rate "$check_plies" "$py") plies/s ($py s), transcript $(rate "$check_plies" "$pt") plies/s ($pt s); annotate --depth 0 $pa s (x$(ratio "$pa" "$py") check)"
fi

echo "== the Python peer (bench/peer_replay.py) on 1,000 games"
"$bao" random --games 1000 --seed 1 -o "$tmp/peer.yaml"
if python3 -c 'import yaml' 2>/dev/null; then
  $one_core python3 bench/peer_replay.py "$tmp/peer.yaml" >"$tmp/peer.out"
  peer_rate=$(sed -n 's/.* \([0-9]*\) plies\/s).*/\1/p' "$tmp/peer.out")
  peer_plies=$(sed -n 's/.* \([0-9]*\) plies legal.*/\1/p' "$tmp/peer.out")
else
  echo "bench: no PyYAML for the peer (python3-yaml)" >&2
  peer_rate=0 peer_plies=0
fi
median_cpu 5 "$tmp/cp" "$bao" check "$tmp/peer.yaml"; cpeer=$cpu

echo "== perft (bench_perft, processor time)"
$one_core "$build/bench/bench_perft" --depth "$depth" --min-seconds 2 >"$tmp/pf"
$one_core "$build/bench/bench_perft" --depth "$depth" --table 64 \
  --min-seconds 2 >"$tmp/pft"
$one_core "$build/bench/bench_perft" --variant kujifunza --depth 11 \
  --min-seconds 2 >"$tmp/pfk"
echo "== bao perft --depth 13, one thread and two (wall time, both cores)"
timed_wall() { # sets wall: the best of three
  wall=""
  for _ in 1 2 3; do
    "$gnu_time" -f "%e" -o "$tmp/time" "$@" >/dev/null
    w=$(tail -n 1 "$tmp/time")
    if [ -z "$wall" ] || awk "BEGIN { exit !($w < $wall) }"; then wall=$w; fi
  done
}
timed_wall "$bao" perft --depth 13; wall1=$wall
timed_wall "$bao" perft --depth 13 --threads 2; wall2=$wall

echo "== long moves (tests/hostile.sh's lap-limit position, 100 games)"
limit_pos='1 1 0 0 2 1 0 1 / 0 0 0 0 1 0 0 0 / 0 6 10 8 3 4 1 2 / 1 2 8 0 4 1 2 5 | hand S0 N0 | house S:x N:x | S to move'
awk -v p="$limit_pos" 'BEGIN { for (i = 0; i < 100; i++)
  printf "---\nsetup: '"'%s'"'\nmoves:\n- '"'A2L*'"'\n", p }' >"$tmp/limit.yaml"
median_cpu 3 "$tmp/lm" "$bao" check "$tmp/limit.yaml"; limit_cpu=$cpu
median_cpu 3 "$tmp/lb" "$bao" check --budget 500000 "$tmp/limit.yaml"; budget_cpu=$cpu

solve_secs=${BAO_SOLVE_SECONDS:-60}
echo "== the exact search (bench_solve; Bao la Kujifunza for up to $solve_secs s)"
$one_core "$build/bench/bench_solve" --depth 5 --seconds "$solve_secs" \
  --table-mb 1024 --verify >"$build/bench_solve.txt"
# issue 28: the engine's search
echo "== the engine's search (bench_best: 2,000,000 nodes a position)"
$one_core "$build/bench/bench_best" >"$build/bench_best.txt"
echo "== bao analyze --depth 3 on 100 games"
"$bao" random --games 100 --seed 9 -o "$tmp/analyze.yaml"
timed 3 "$tmp/analyze.out" "$bao" analyze "$tmp/analyze.yaml"
analyze_plies=$(grep -vc '^#' "$tmp/analyze.out")
analyze_secs=$secs

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
check, CPU (median)    YAML $(rate "$check_plies" "$cy") plies/s ($cy s), transcript $(rate "$check_plies" "$ct") plies/s ($ct s); $(awk -v s="$seeds" -v t="$cy" 'BEGIN { printf "%.1f", t * 1e9 / s }') ns per seed sown (YAML)
the walk's commands    on the same YAML corpus (CPU, medians, output to /dev/null; ratios to check): annotate --depth 0 $ca s (x$(ratio "$ca" "$cy")), --format yaml $cay s (x$(ratio "$cay" "$cy")); replay --positions $crp s (x$(ratio "$crp" "$cy")); convert --to text $cct s (x$(ratio "$cct" "$cy")), --to yaml $ccy s (x$(ratio "$ccy" "$cy"))
with PGO               $pgo_line
libyaml alone          $ly s: $(awk -v a="$ly" -v b="$cy" 'BEGIN { if (b <= 0) b = 0.01; printf "%.0f", 100 * a / b }') % of check on YAML; with nothing else, check could not pass $(rate "$check_plies" "$ly") plies/s
Python peer            $peer_rate plies/s ($peer_plies plies of 1,000 games); bao check on them $(rate "$peer_plies" "$cpeer") plies/s: x$(awk -v a="$peer_plies" -v t="$cpeer" -v r="$peer_rate" 'BEGIN { if (r <= 0 || t <= 0) print 0; else printf "%.0f", a / t / r }')
perft, one core        depth $depth: $(value perft_leaves_per_s "$tmp/pf") leaves/s, $(value perft_ns_per_seed "$tmp/pf") ns per seed sown; with --table 64: $(value perft_leaves_per_s "$tmp/pft") leaves/s; Kujifunza depth 11: $(value perft_leaves_per_s "$tmp/pfk") leaves/s
perft --threads 2      depth 13: $wall1 s on one thread, $wall2 s on two (x$(ratio "$wall1" "$wall2"), wall time)
long moves             100 games playing a lap-limit move: $limit_cpu s; with --budget 500000: $budget_cpu s (CPU)
walk, 2,000 games      check $w_check s; annotate $w_ann s (x$(ratio "$w_ann" "$w_check")); annotate --format yaml $w_yaml s (x$(ratio "$w_yaml" "$w_check")); replay --positions $w_replay s (x$(ratio "$w_replay" "$w_check")); convert --to text $w_conv s (x$(ratio "$w_conv" "$w_check")) (CPU, ratios to check)
exact search           bao_solve $(value solve_nodes_per_s "$build/bench_solve.txt") nodes/s, win-search $(value win_nodes_per_s "$build/bench_solve.txt") nodes/s ($(sed -n 's/^positions //p' "$build/bench_solve.txt"); each: $build/bench_solve.txt)
Kujifunza from start   $(sed -n 's/^kujifunza_last //p' "$build/bench_solve.txt"), $(value kujifunza_nodes_per_s "$build/bench_solve.txt") nodes/s; $(sed -n 's/^proof //p' "$build/bench_solve.txt")
engine search          $(value best_nodes_per_s "$build/bench_best.txt") nodes/s ($(sed -n 's/: [0-9]* nodes\/s$//p' "$build/bench_best.txt"); each: $build/bench_best.txt)
bao analyze, depth 3   $analyze_plies plies in $analyze_secs s ($(rate "$analyze_plies" "$analyze_secs") plies/s)
peak memory, check     $check_rss KB on $games games ($size bytes)
                       $check10_rss KB on $((games * 10)) games ($size10 bytes, $check10_plies plies, $check10_secs s)
EOF
