#!/bin/sh
# bao search and bao dedup against bao check on the same files (issue 26;
# a benchmark, not a test).
#
#   sh bench/search_dedup.sh [BAO_BINARY [SIZES]]
#
# BAO_BINARY: default build/bao (a Release build); SIZES: the corpora,
# in games (default "10000 100000"; add 1000000 for the end of the curve:
# its YAML is about 650 MB in $TMPDIR).  Each corpus is `bao random
# --games N --seed 26` as one YAML file.  For each command on each corpus:
# the processor time (user + system, the best of three runs on one core;
# one run from 1,000,000 games), the time per 1,000 games, the peak
# memory (maximum resident set size, GNU time) and the ratio to check's
# time on the same corpus.  Commands:
#   check                    the reference: read, replay, report
#   search --pattern         a pattern with hits in mtaji endings
#   search --position        the position after 1. A6L* a5R (in many games)
#   search --moves           the opening A6L* a5R
#   search --count           the same pattern, counted
#   dedup                    the groups
#   dedup -o                 the groups, and the file again, one game a group
set -eu
cd "$(dirname "$0")/.."
bao=${1:-build/bao}
sizes=${2:-10000 100000}
gnu_time=/usr/bin/time
if ! "$gnu_time" -f %e true >/dev/null 2>&1; then
  echo "bench: needs GNU time: apt-get install -y time" >&2
  exit 2
fi
one_core=""
command -v taskset >/dev/null 2>&1 && one_core="taskset -c 0"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

after2=$("$bao" moves --position "$("$bao" moves | awk -F '\t' '$1 == "A6L*" { print $2 }')" |
  awk -F '\t' '$1 == "a5R" { print $2 }')

# measure RUNS CMD...: "CPU_SECONDS PEAK_KB", the best time of RUNS runs
measure() {
  runs=$1
  shift
  best=""
  kb=0
  i=0
  while [ "$i" -lt "$runs" ]; do
    $one_core "$gnu_time" -f "%U %S %M" -o "$tmp/t" "$@" >/dev/null 2>&1 || true
    # the last line: GNU time says a non-zero exit (search's 1) first
    tail -1 "$tmp/t" >"$tmp/t1"
    read -r u s m <"$tmp/t1"
    t=$(awk -v u="$u" -v s="$s" 'BEGIN { printf "%.2f", u + s }')
    if [ -z "$best" ] || awk -v t="$t" -v b="$best" 'BEGIN { exit !(t < b) }'
    then best=$t; fi
    [ "$m" -gt "$kb" ] && kb=$m
    i=$((i + 1))
  done
  echo "$best $kb"
}

printf "%-20s %9s %10s %12s %9s %8s\n" command games "cpu s" "ms/1000 g" "peak MB" "x check"
for n in $sizes; do
  corpus=$tmp/random-$n.yaml
  "$bao" random --games "$n" --seed 26 -o "$corpus"
  runs=3
  [ "$n" -ge 1000000 ] && runs=1
  ref=""
  for what in check pattern position moves count dedup dedup-o; do
    case $what in
      check) set -- "$bao" check "$corpus" ;;
      pattern) set -- "$bao" search --pattern "stage mtaji | house S:x N:x | hand S0 N0" "$corpus" ;;
      position) set -- "$bao" search --position "$after2" "$corpus" ;;
      moves) set -- "$bao" search --moves "A6L* a5R" "$corpus" ;;
      count) set -- "$bao" search --count --pattern "stage mtaji | house S:x N:x | hand S0 N0" "$corpus" ;;
      dedup) set -- "$bao" dedup "$corpus" ;;
      dedup-o) set -- "$bao" dedup -o "$tmp/kept.yaml" "$corpus" ;;
    esac
    r=$(measure "$runs" "$@")
    t=${r% *}
    kb=${r#* }
    [ -n "$ref" ] || ref=$t
    awk -v w="$what" -v n="$n" -v t="$t" -v kb="$kb" -v ref="$ref" 'BEGIN {
      printf "%-20s %9d %10.2f %12.1f %9.1f %8.2f\n", w, n, t,
        t * 1000000 / n, kb / 1024, (ref > 0 ? t / ref : 0) }'
  done
  rm -f "$corpus" "$tmp/kept.yaml"
done
