#!/bin/sh
# Linear in the input (usage: sh bench/linear.sh BAO_BINARY): the time per
# game of `bao check` must stay flat as a file grows.
#  - failing games: every game of the file breaks at its second ply, so
#    that each error shows its source line (looked up from where the last
#    one was, not from the start of the file);
#  - header tags: transcripts whose games carry 200 header tags each
#    (tags are capped at 1,000 a game, as YAML keys are);
#  - variations (issue 24): one ply with N variations, for check all on
#    one YAML line and each failing (each error shows that line, read on
#    from where the last error's window stopped), for html and convert
#    one a line (each ply's variations found by an index).
# Prints, per size, the seconds and the microseconds per game or per
# variation (best of 3, one core).
set -eu
bao=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
one_core=""
command -v taskset >/dev/null 2>&1 && one_core="taskset -c 0"

best() { # best of three wall times of "$@", output discarded
  b=""
  for _ in 1 2 3; do
    s=$(date +%s.%N)
    $one_core "$@" >/dev/null 2>&1 || true
    e=$(date +%s.%N)
    t=$(awk -v s="$s" -v e="$e" 'BEGIN { printf "%.3f", e - s }')
    if [ -z "$b" ] || awk -v t="$t" -v b="$b" 'BEGIN { exit !(t < b) }'; then b=$t; fi
  done
  echo "$b"
}

for n in 5000 10000 20000; do
  awk -v n="$n" 'BEGIN { for (i = 0; i < n; i++)
    printf "---\nsouth: \x27s%d\x27\nmoves:\n- \x27A7L*\x27\n- \x27a9R\x27\n", i }' \
    >"$tmp/fail.yaml"
  t=$(best "$bao" check "$tmp/fail.yaml")
  echo "failing games  $n: $t s, $(awk -v t="$t" -v n="$n" 'BEGIN { printf "%.1f", t * 1e6 / n }') us/game"
done
for n in 5000 10000 20000; do
  awk -v n="$n" 'BEGIN { for (i = 0; i < n; i++) {
      if (i) print "---"
      for (k = 0; k < 200; k++) printf "Tag%d: value %d\n", k, k
      printf "\n(1) A7L* a5R;\n" } }' >"$tmp/tags.txt"
  t=$(best "$bao" check "$tmp/tags.txt")
  echo "200 header tags $n: $t s, $(awk -v t="$t" -v n="$n" 'BEGIN { printf "%.1f", t * 1e6 / n }') us/game"
done
for n in 10000 20000 50000 100000; do
  awk -v n="$n" 'BEGIN { printf "moves:\n- move: A7L*\n  variations: ["
    for (i = 0; i < n; i++) printf "%s[A9R]", i ? ", " : ""
    print "]\n- a5R" }' >"$tmp/vline.yaml"
  t=$(best "$bao" check "$tmp/vline.yaml")
  echo "check, one line of $n failing variations: $t s, $(awk -v t="$t" -v n="$n" 'BEGIN { printf "%.1f", t * 1e6 / n }') us/variation"
done
for n in 10000 20000 50000 100000; do
  awk -v n="$n" 'BEGIN { printf "moves:\n- move: A7L*\n  variations:\n"
    for (i = 0; i < n; i++) print "  - [A6L*, a5R]"
    print "- a5R" }' >"$tmp/vlines.yaml"
  t=$(best "$bao" html --depth 0 -o "$tmp/page/" "$tmp/vlines.yaml")
  echo "html, $n variations a line: $t s, $(awk -v t="$t" -v n="$n" 'BEGIN { printf "%.1f", t * 1e6 / n }') us/variation"
  t=$(best "$bao" convert --dialect mw "$tmp/vlines.yaml")
  echo "convert, $n variations a line: $t s, $(awk -v t="$t" -v n="$n" 'BEGIN { printf "%.1f", t * 1e6 / n }') us/variation"
done
