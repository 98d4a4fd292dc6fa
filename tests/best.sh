#!/bin/sh
# bao best (issue 28): its output's form, --all against bao moves, the
# same answer twice under a node or depth limit, its exact verdicts
# against bao solve, a lost position, and its refusals.
#
#   sh tests/best.sh BAO_BINARY
set -u
. "$(dirname "$0")/lib.sh"
bao=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

kuji='0 0 0 2 0 0 0 0 / 1 1 0 0 0 0 0 0 / 1 1 0 0 0 0 0 0 / 2 2 0 0 0 0 0 0 | hand S0 N0 | house S:x N:x | S to move'
mtaji='0 0 0 0 0 0 0 0 / 1 1 5 6 1 0 0 0 / 0 3 1 0 4 1 4 0 / 1 1 1 1 1 1 1 0 | hand S0 N0 | house S:x N:x | S to move'

# form FILE MOVES: every line TOKEN<TAB>SCORE<TAB>DEPTH<TAB>LINE, the token
# one of MOVES' (bao moves), the score win N, loss N or 1%..99%, the depth
# a number of plies, the line starting with the token, single spaces
form() {
  awk -F'\t' -v moves="$2" '
    BEGIN { while ((getline l < moves) > 0) { split(l, f, "\t"); legal[f[1]] = 1 } }
    NF != 4 { print "fields: " $0; bad = 1; next }
    !($1 in legal) { print "not a legal move: " $1; bad = 1 }
    $2 !~ /^(win|loss) [0-9]+$/ && $2 !~ /^[1-9][0-9]?%$/ { print "score: " $2; bad = 1 }
    $3 !~ /^[1-9][0-9]*$/ { print "depth: " $3; bad = 1 }
    index($4 " ", $1 " ") != 1 || $4 ~ /  / || $4 ~ / $/ { print "line: " $4; bad = 1 }
    END { exit bad }' "$1"
}

# rank: a score as a number that orders them (a win sooner is better,
# a loss later is better, estimates between)
ranked() {
  awk -F'\t' '{ split($2, s, " ")
    if (s[1] == "win") r = 1000 - s[2]; else if (s[1] == "loss") r = -1000 + s[2]
    else r = $2 + 0
    if (NR > 1 && r > last) { print "not best first: " $0; bad = 1 }
    last = r } END { exit bad }' "$1"
}

for case in "start;" "mtaji;--position;$mtaji" "kujifunza;--variant;kujifunza" \
            "kete;--variant;kete"; do
  name=${case%%;*}
  rest=${case#*;}
  set --
  if [ -n "$rest" ]; then
    IFS=';'
    # shellcheck disable=SC2086
    set -- $rest
    unset IFS
  fi
  "$bao" moves "$@" > "$tmp/moves" || ko "$name: bao moves"
  if "$bao" best "$@" --nodes 30000 > "$tmp/one" && form "$tmp/one" "$tmp/moves" &&
     [ "$(wc -l < "$tmp/one")" = 1 ]; then
    ok "$name: one line, its form"
  else
    ko "$name: $(cat "$tmp/one")"
  fi
  if "$bao" best "$@" --depth 3 --all > "$tmp/all" && form "$tmp/all" "$tmp/moves" &&
     [ "$(wc -l < "$tmp/all")" = "$(wc -l < "$tmp/moves")" ] &&
     [ "$(cut -f1 "$tmp/all" | sort | uniq | wc -l)" = "$(wc -l < "$tmp/moves")" ] &&
     ranked "$tmp/all"; then
    ok "$name: --all, every legal move once, best first"
  else
    ko "$name --all: $(wc -l < "$tmp/all") lines for $(wc -l < "$tmp/moves") moves"
  fi
  if "$bao" best "$@" --threads 2 --depth 3 --all > "$tmp/split" &&
     form "$tmp/split" "$tmp/moves" &&
     [ "$(wc -l < "$tmp/split")" = "$(wc -l < "$tmp/moves")" ] && ranked "$tmp/split"; then
    ok "$name: --threads 2 --all"
  else
    ko "$name: --threads 2 --all"
  fi
  # the same answer twice, within a node or a depth limit
  for lim in "--nodes 40000" "--depth 4" "--nodes 20000 --all"; do
    # shellcheck disable=SC2086
    a=$("$bao" best "$@" $lim)
    # shellcheck disable=SC2086
    b=$("$bao" best "$@" $lim)
    [ -n "$a" ] && [ "$a" = "$b" ] && ok "$name $lim: the same twice" ||
      ko "$name $lim: $a / $b"
  done
done

# A time limit (100 ms of processor time a thread): a line, and no hang
# (the wall clock only as a guard, 200 times the limit, for a loaded
# machine).
timeout 20 "$bao" best --time 100ms > "$tmp/t" &&
  [ "$(wc -l < "$tmp/t")" = 1 ] && ok "--time 100ms" || ko "--time 100ms"

# Exact verdicts: where bao solve --depth D has one, bao best --depth 2D
# says the same (a win in n takes 2n - 1 plies, a loss 2n), with the same
# first move.  The positions of tests/data/solve-teach.yaml, South to move
# (a win in 1, a blunder's position, the only move) and others.
# (tests/test_solve.c's positions with long moves and never-ending ones)
{
  grep "^setup: " "$(dirname "$0")/data/solve-teach.yaml" |
    sed "s/^setup: '/kujifunza;/; s/'\$//" | sort -u
  echo 'kiswahili;2 1 4 5 2 3 6 5 / 1 2 4 7 2 1 0 7 / 0 0 1 0 0 0 0 1 / 0 1 1 4 1 1 0 2 | hand S0 N0 | house S:x N:x | N to move'
  echo 'kiswahili;1 1 0 0 2 1 0 1 / 0 0 0 0 1 0 0 0 / 0 6 10 8 3 4 1 2 / 1 2 8 0 4 1 2 5 | hand S0 N0 | house S:x N:x | S to move'
  echo 'leaflet;1 0 3 0 1 0 2 1 / 0 1 0 4 5 0 1 0 / 6 3 0 6 3 1 4 0 / 2 8 2 2 1 3 1 3 | hand S0 N0 | house S:x N:x | N to move'
  echo 'leaflet;2 6 0 1 3 0 0 2 / 1 8 3 2 1 13 0 5 / 0 1 0 3 4 0 1 2 / 1 0 1 0 1 2 0 1 | hand S0 N0 | house S:x N:x | S to move'
  echo 'kiswahili;2 0 2 2 1 0 0 1 / 5 3 1 1 0 0 1 0 / 12 0 5 1 3 4 7 1 / 0 1 0 1 0 3 4 3 | hand S0 N0 | house S:x N:x | S to move'
} > "$tmp/setups"
exact=0
while IFS= read -r line; do
  v=${line%%;*}
  pos=${line#*;}
  for d in 1 2 3; do
    solve=$("$bao" solve --variant "$v" --depth $d --position "$pos")
    best=$("$bao" best --variant "$v" --depth $((2 * d)) --position "$pos")
    verdict=$(printf '%s' "$solve" | cut -f1)
    n=$(printf '%s' "$solve" | cut -f2)
    first=$(printf '%s' "$solve" | cut -f3 | cut -d' ' -f1)
    case $verdict in
      win|loss)
        exact=$((exact + 1))
        [ "$(printf '%s' "$best" | cut -f2)" = "$verdict $n" ] &&
          [ "$(printf '%s' "$best" | cut -f1)" = "$first" ] &&
          ok "solve --depth $d: $verdict $n $first, best the same" ||
          ko "solve --depth $d says $solve, best says $best ($pos)" ;;
      *) # none within d: an exact score of best's is one past it, and
         # bao solve at its n says the same
        set -- $(printf '%s' "$best" | cut -f2)
        case $1 in
          win|loss)
            again=$("$bao" solve --variant "$v" --depth "$2" --position "$pos" | cut -f1,2)
            [ "$2" -gt "$d" ] && [ "$again" = "$(printf '%s\t%s' "$1" "$2")" ] &&
              ok "solve --depth $d: none; best: $1 $2, as solve --depth $2" ||
              ko "solve --depth $d: none, best: $best, solve --depth $2: $again" ;;
          *) ok "solve --depth $d: none, best an estimate" ;;
        esac ;;
    esac
  done
done < "$tmp/setups"
[ "$exact" -ge 8 ] && ok "$exact exact verdicts compared" || ko "only $exact verdicts"
# ... and within a time limit too (bao solve: a win in 2, A7L* first)
blunder='0 0 0 0 0 0 2 0 / 0 0 0 0 0 0 0 1 / 0 0 0 0 0 0 2 0 / 0 0 0 2 0 0 0 0 | hand S0 N0 | house S:x N:x | S to move'
[ "$("$bao" solve --variant kujifunza --position "$blunder" | cut -f1,2)" = "$(printf 'win\t2')" ] &&
  [ "$("$bao" best --variant kujifunza --time 200ms --position "$blunder" | cut -f1,2)" = "$(printf 'A7L*\twin 2')" ] &&
  ok "--time 200: win 2, as bao solve" || ko "--time 200ms on a win in 2"

# A lost position (North after B1L: an empty front row): nothing on
# stdout, why on stderr, exit 0, as bao solve --all.
lost=$("$bao" moves --variant kujifunza --position "$kuji" | awk -F'\t' '$1 == "B1L" { print $2 }')
"$bao" best --variant kujifunza --position "$lost" > "$tmp/out" 2> "$tmp/err"
rc=$?
[ "$rc" = 0 ] && [ ! -s "$tmp/out" ] &&
  grep -q '^bao: North has lost: the front row is empty' "$tmp/err" &&
  ok "a lost position is said on stderr, exit 0" ||
  ko "lost: exit $rc, $(cat "$tmp/out" "$tmp/err")"

# Refusals: exit 2 and a message.
for bad in "--nodes 0" "--nodes x" "--nodes -5" "--depth 0" "--depth 65" \
           "--time 0" "--time x" "--threads 0" "--format text" "--ply 3" \
           "--position nonsense"; do
  # shellcheck disable=SC2086
  "$bao" best $bad > "$tmp/out" 2> "$tmp/err"
  rc=$?
  [ "$rc" = 2 ] && [ -s "$tmp/err" ] && [ ! -s "$tmp/out" ] &&
    ok "best $bad is refused" || ko "best $bad: exit $rc"
done
summary
