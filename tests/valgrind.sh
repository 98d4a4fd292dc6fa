#!/bin/sh
# Memcheck over the test suite: every cmocka test binary of a build, and
# the bao command on the bundled records (check, replay, convert, annotate,
# SVG diagrams, html pages, analysis, random), under valgrind.  A run fails on any memory error
# and on any definitely lost block.
#
#   sh tests/valgrind.sh BUILD_DIR     (an already-built, unsanitized build,
#                                      e.g. build/release)
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
rm -rf "$logs"
mkdir -p "$logs"
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

for t in "$build"/tests/test_*; do
  if [ ! -f "$t" ] || [ ! -x "$t" ]; then
    continue
  fi
  vg "$(basename "$t")" "$t"
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

# The headline commands as the README gives them, at their defaults (no
# depth pinned): the 1994 game for the page, the annotation, the
# analysis and the drills, every bundled record for the site.  Their
# budget is processor time, so memcheck's slowness costs depth, not hours.
vg "default-html" "$build/bao" html records/maulidi-kijumbe-1994.yaml -o "$out/game.html"
vg "default-annotate" "$build/bao" annotate records/maulidi-kijumbe-1994.yaml
vg "default-analyze" "$build/bao" analyze records/maulidi-kijumbe-1994.yaml
vg "default-drill" "$build/bao" drill records/maulidi-kijumbe-1994.yaml -o "$out/drills.html"
vg "default-site" "$build/bao" site -o "$out/site/" records/*.yaml records/*.txt

echo "valgrind logs: $logs"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
