#!/bin/sh
# bench/collection.sh - issue 26: bao openings and bao stats against bao
# check on one corpus of random games, in one run (ratios, not absolute
# speeds: the machine may be loaded), their peak memory, and the time of a
# site of 1,000 games.  Not a test.
#
# usage: sh bench/collection.sh BAO [GAMES]   (default 100000)
# Every timed command runs on one core (taskset -c 0 when present); the
# best of three runs is kept; GNU time gives the peak memory.
set -eu
bao=$1
games=${2:-100000}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
one=""
command -v taskset >/dev/null 2>&1 && one="taskset -c 0"

"$bao" random --games "$games" --seed 2 -o "$tmp/corpus.yaml"
"$bao" random --games 1000 --seed 1 -o "$tmp/site.yaml"

# best processor+wall of three runs: "SECONDS MAXRSS_KB"
best() {
  b=""
  for i in 1 2 3; do
    /usr/bin/time -f "%e %M" -o "$tmp/t" $one "$@" > /dev/null 2>&1 || true
    t=$(cat "$tmp/t" | tail -1)
    if [ -z "$b" ] || [ "$(echo "$t $b" | awk '{print ($1 < $3)}')" = 1 ]; then
      b=$t
    fi
  done
  echo "$b"
}

# one run of each: "SECONDS MAXRSS_KB"
once() {
  /usr/bin/time -f "%e %M" -o "$tmp/t" $one "$@" > /dev/null 2>&1 || true
  tail -1 "$tmp/t"
}

c=$(best "$bao" check "$tmp/corpus.yaml")
o=$(best "$bao" openings "$tmp/corpus.yaml")
o12=$(best "$bao" openings --plies 12 "$tmp/corpus.yaml")
s0=$(best "$bao" stats --depth 0 "$tmp/corpus.yaml")
sd=$(best "$bao" stats "$tmp/corpus.yaml") # the default: no analysis
s1=$(once "$bao" stats --depth 1 "$tmp/corpus.yaml") # slow: once
echo "$games games: seconds (wall, one core), peak memory (MB), ratio to check"
report() { # NAME SECONDS KB
  echo "$1|$2|$3|${c%% *}" |
    awk -F'|' '{ printf "  %-22s %7.2f s %7.1f MB  %5.2fx check\n", $1, $2, $3 / 1024, $2 / $4 }'
}
report check $c
report openings $o
report "openings --plies 12" $o12
report "stats --depth 0" $s0
report "stats (default)" $sd
report "stats --depth 1" $s1
rm -rf "$tmp/site"
/usr/bin/time -f "%e %U %M" -o "$tmp/t" $one "$bao" site -o "$tmp/site/" \
  "$tmp/site.yaml" > /dev/null
set -- $(cat "$tmp/t")
printf '  site of 1,000 games (depth 3): %s s wall, %s s user, %.1f MB, %s\n' \
  "$1" "$2" "$(echo "$3" | awk '{print $1 / 1024}')" \
  "$(du -sh "$tmp/site" | cut -f1)"
rm -rf "$tmp/site"
/usr/bin/time -f "%e %U %M" -o "$tmp/t" $one "$bao" site --no-engine \
  -o "$tmp/site/" "$tmp/site.yaml" > /dev/null
set -- $(cat "$tmp/t")
printf '  site --no-engine:            %s s wall, %s s user, %.1f MB, %s\n' \
  "$1" "$2" "$(echo "$3" | awk '{print $1 / 1024}')" \
  "$(du -sh "$tmp/site" | cut -f1)"
