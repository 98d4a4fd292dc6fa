#!/bin/sh
# Memcheck over the test suite: every cmocka test binary of a build, and
# the bao command on the bundled records (check, replay, convert, annotate,
# SVG diagrams, html pages, analysis, random), under valgrind.  A run fails on any memory error
# and on any definitely lost block.
#
#   sh tests/valgrind.sh BUILD_DIR     (an already-built, unsanitized build,
#                                      e.g. build/release)
#
# The runs are shared among as many processes as there are cores
# (BAO_VALGRIND_JOBS overrides): memcheck runs a program on one core, so
# one process at a time would leave the others idle for the stage's whole
# length.  Run K of N goes to process K mod N; each writes its own part
# of the report, and the parts are printed in order at the end.
#
# Needs valgrind (Debian package `valgrind`).  The log of every failing
# run is printed; all logs stay in BUILD_DIR/valgrind/.
set -u

if [ $# -ne 1 ] || [ ! -x "$1/bao" ]; then
  echo "usage: sh tests/valgrind.sh BUILD_DIR (with BUILD_DIR/bao built)" >&2
  exit 2
fi
if ! command -v valgrind >/dev/null 2>&1; then
  echo "valgrind.sh: needs valgrind: apt-get install -y valgrind" >&2
  exit 2
fi
build=$(cd "$1" && pwd)
cd "$(dirname "$0")/.." || exit 2
logs=$build/valgrind
# PART/PARTS: this process's share (set when the script starts its parts)
part=${BAO_VALGRIND_PART:-}
if [ -z "$part" ]; then
  parts=${BAO_VALGRIND_JOBS:-$(nproc 2>/dev/null || echo 1)}
  case $parts in '' | *[!0-9]* | 0) parts=1 ;; esac
  rm -rf "$logs"
  mkdir -p "$logs"
  k=0 pids=""
  while [ "$k" -lt "$parts" ]; do
    BAO_VALGRIND_PART=$k/$parts sh "$0" "$1" >"$logs/part-$k.out" 2>&1 &
    pids="$pids $!"
    k=$((k + 1))
  done
  rc=0
  # `wait PID` for each, so that every part's status is seen
  for pid in $pids; do
    wait "$pid" || rc=1
  done
  cat "$logs"/part-*.out | grep -v '^[0-9]* passed, [0-9]* failed$'
  cat "$logs"/part-*.out | awk '/^[0-9]+ passed, [0-9]+ failed$/ {
    p += $1; f += $3; n++ }
    END { printf "%d passed, %d failed\n", p, f; exit (n == 0) }' || rc=1
  exit "$rc"
fi
part_k=${part%/*}
part_n=${part#*/}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
trap 'exit 2' INT TERM
passed=0 failed=0 n=0

# vg NAME CMD...: runs CMD under memcheck; the log is $logs/NAME.log.  The
# command's own exit status is not judged here (the other tests do that),
# except valgrind's own: 1 for an error, and anything a crash gives.
vg() {
  name=$1
  shift
  n=$((n + 1))
  [ $(((n - 1) % part_n)) -eq "$part_k" ] || return 0
  valgrind -q --error-exitcode=99 --leak-check=full \
    --errors-for-leak-kinds=definite --show-leak-kinds=definite \
    --log-file="$logs/$name.log" "$@" >"$out/stdout" 2>"$out/stderr"
  rc=$?
  if [ "$rc" -eq 99 ] || [ "$rc" -gt 128 ] || [ -s "$logs/$name.log" ]; then
    failed=$((failed + 1))
    echo "FAIL: $name (exit $rc)"
    sed 's/^/  | /' "$logs/$name.log" | head -n 40
  else
    passed=$((passed + 1))
    echo "PASS: $name"
  fi
}

# Cases that are seconds of optimised search (the player's games from
# Kujifunza's start): memcheck, 50 to 100 times slower, made each of them
# a quarter of an hour of the stage.  Their code runs here in the same
# programs' smaller searches; the ASan+UBSan stage runs them whole, and
# ThreadSanitizer the threaded one.
memcheck_skip="test_player:kujifunza_start test_player_threads:kujifunza_start"

for t in "$build"/tests/test_*; do
  if [ ! -f "$t" ] || [ ! -x "$t" ]; then
    continue
  fi
  name=$(basename "$t")
  skip=$(for c in $memcheck_skip; do
    [ "${c%%:*}" = "$name" ] && echo "${c#*:}"; done)
  if [ -z "$skip" ]; then
    vg "$name" "$t"
    continue
  fi
  # the other cases, by name (test_run.h: a case name runs that case)
  # shellcheck disable=SC2046
  vg "$name" "$t" $("$t" --list | grep -vxF "$skip")
done

for r in records/*.yaml records/*.txt tests/data/*.txt; do
  base=$(basename "$r")
  vg "check-$base" "$build/bao" check --suggest "$r"
  vg "replay-$base" "$build/bao" replay --positions "$r"
  vg "convert-yaml-$base" "$build/bao" convert --to yaml "$r"
  vg "convert-text-$base" "$build/bao" convert --to text --dialect kiba "$r"
  vg "annotate-$base" "$build/bao" annotate --depth 3 "$r"
  vg "annotate-yaml-$base" "$build/bao" annotate --depth 3 --format yaml "$r"
  vg "diagram-svg-$base" "$build/bao" diagram "$r" --all --format svg \
    -o "$out/svg-$base"
  vg "diagram-ascii-$base" "$build/bao" diagram "$r" --every 10
  vg "html-$base" "$build/bao" html --depth 3 "$r" -o "$out/page-$base.html"
done
vg "analyze-1994" "$build/bao" analyze --depth 2 records/maulidi-kijumbe-1994.yaml
vg "solve-all" "$build/bao" solve --all --depth 3 --position \
  "$("$build/bao" replay --positions records/kujifunza-random-3.yaml | tail -n 4 | head -n 1 | cut -f4)"
vg "puzzles" "$build/bao" puzzles --depth 2 records/kujifunza-random-3.yaml

# A record with an illegal move: the error paths and the suggestions.
sed 's/^- .a6L.$/- '"'A6L'"'/' records/maulidi-kijumbe-1994.yaml >"$out/bad.yaml"
vg "check-suggest-error" "$build/bao" check --suggest "$out/bad.yaml"
# a slip the repair search must reach back for, and a ply left out
sed 's/^(10) A3L a3R \*;$/(10) A3L a3L *;/; s/^(13) A6R a5R;$/(13) A6R;/' \
  records/maulidi-kijumbe-1994.txt >"$out/slips.txt"
vg "check-suggest-slips" "$build/bao" check --suggest "$out/slips.txt"
# variations: read, walked (one illegal), written back
printf -- "moves:\n- move: A7L*\n  variations: [[A6R*], [A5L], [A7L*, a5R]]\n- a5R\n" \
  >"$out/variations.yaml"
vg "check-variations" "$build/bao" check "$out/variations.yaml"
vg "convert-variations" "$build/bao" convert "$out/variations.yaml"
vg "convert-text-variations" "$build/bao" convert --to text "$out/variations.yaml"
vg "moves-start" "$build/bao" moves
vg "perft-5" "$build/bao" perft --depth 5
vg "random" "$build/bao" random --games 20 --seed 1 -o "$out/random.yaml"
vg "check-random" "$build/bao" check "$out/random.yaml"
vg "random-text" "$build/bao" random --games 5 --seed 2 --format text
vg "usage-error" "$build/bao" check

# Hostile inputs (tests/hostile.sh has more): the readers' error paths.
never='2 0 2 2 1 0 0 1 / 5 3 1 1 0 0 1 0 / 12 0 5 1 3 4 7 1 / 0 1 0 1 0 3 4 3 | hand S0 N0 | house S:x N:x | S to move'
printf -- "---\nsetup: '%s'\nmoves:\n- 'A6R*'\n---\nmoves:\n- 'A7L*'\n" \
  "$never" >"$out/never.yaml"
printf -- "---\nsouth: &a 'x'\nnorth: *a\n---\nsouth: 'a\377b'\n" >"$out/bytes.yaml"
printf -- "---\nsouth: [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\n" \
  >"$out/deep.yaml"
printf 'South: a\377b <&>\n\n(1) A7L* a5R;\n(2) A6\000L*;\n' >"$out/bytes.txt"
for f in never.yaml bytes.yaml deep.yaml bytes.txt; do
  vg "hostile-check-$f" "$build/bao" check --suggest "$out/$f"
  vg "hostile-convert-$f" "$build/bao" convert --to yaml "$out/$f"
  vg "hostile-annotate-$f" "$build/bao" annotate --depth 3 "$out/$f"
  vg "hostile-diagram-$f" "$build/bao" diagram "$out/$f" --all --format svg \
    -o "$out/svg-$f"
done
vg "hostile-moves-never" "$build/bao" moves --position "$never"
vg "hostile-moves-bad" "$build/bao" moves --position "-1 0 0 | hand"

# The README's first commands at their defaults (no depth pinned): the
# page and the annotation of the 1994 game, each a game's time budget of
# deepening searches.  Their budget is processor time, so memcheck's
# slowness costs depth, not hours.  The README's other commands at their
# defaults (analyze, drill, the site of every bundled record: two more
# minutes of budgets here) run under ASan+UBSan in readme_examples.
vg "default-html" "$build/bao" html records/maulidi-kijumbe-1994.yaml -o "$out/game.html"
vg "default-annotate" "$build/bao" annotate records/maulidi-kijumbe-1994.yaml
# the site's own walk over files, with a copy it must find (both of the
# 1994 game), at a budget of a game per distinct game
vg "default-site" "$build/bao" site -o "$out/site/" records/maulidi-kijumbe-1994.yaml records/maulidi-kijumbe-1994.txt

echo "valgrind logs: $logs"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
