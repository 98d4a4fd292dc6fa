#!/bin/sh
# bao puzzles on a corpus of random games of every variant, end to end
# (usage: puzzles.sh BAO_BINARY):
#  1. it finds puzzles (random endings are full of forced wins), and no
#     position of a variant twice;
#  2. the records it writes replay (bao check): every solution line is
#     legal from its set-up, and no result contradicts the board;
#  3. each solution ends the game: the loser named by the result is to
#     move at the end and has lost (bao moves lists no move);
#  4. bao solve --all on each set-up finds exactly one first move that
#     wins in the n of the "puzzle:" tag, the solution's first move.
# bao solve --all is itself checked against a brute force in
# tests/test_solve.c; here the commands are checked against each other
# and against the rules of the engine.
set -u
. "$(dirname "$0")/lib.sh"
bao=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

for v in kiswahili kujifunza kete leaflet; do
  "$bao" random --games 12 --seed 11 --variant "$v"
done > "$tmp/corpus.yaml"
"$bao" puzzles --depth 2 "$tmp/corpus.yaml" > "$tmp/puzzles.yaml" && ok ||
  ko "bao puzzles failed"
n=$(grep -c "^puzzle: " "$tmp/puzzles.yaml")
[ "$n" -ge 20 ] && ok || ko "only $n puzzles in 48 random games"
sets=$(grep -c "^setup: " "$tmp/puzzles.yaml")
[ "$sets" -eq "$n" ] && ok || ko "$n puzzles but $sets set-ups"

"$bao" check "$tmp/puzzles.yaml" > "$tmp/check" && ok ||
  { ko "the puzzles do not replay"; head -20 "$tmp/check"; }

# One line per puzzle: variant, n, set-up, solution (a set-up longer than
# the writer's 80 columns is folded over lines that start with blanks).
awk -v q="'" '
  function flush() { if (setup != "") print variant "\t" n "\t" setup "\t" line }
  /^---/ { flush(); setup = ""; line = ""; key = ""; next }
  /^variant: / { variant = $2; gsub(q, "", variant); key = ""; next }
  /^puzzle: / { n = $NF; sub(q, "", n); key = ""; next }
  /^setup: / { setup = substr($0, 8); key = "setup"; next }
  /^  / && key == "setup" { sub(/^ +/, ""); setup = setup " " $0; next }
  /^- / { t = $2; gsub(q, "", t); line = line (line == "" ? "" : " ") t
          key = ""; next }
  { key = "" }
  END { flush() }
' "$tmp/puzzles.yaml" | sed "s/\t'/\t/; s/'\t/\t/" > "$tmp/list"
[ "$(wc -l < "$tmp/list")" -eq "$n" ] && ok || ko "could not list the puzzles"
[ "$(cut -f1,3 "$tmp/list" | sort | uniq -d | wc -l)" -eq 0 ] && ok ||
  ko "a position is written twice (the same board in two variants is two)"

while IFS="$(printf '\t')" read -r variant moves setup line; do
  first=${line%% *}
  "$bao" solve --all --depth 2 --variant "$variant" --position "$setup" \
    > "$tmp/all" 2>&1
  winners=$(awk -F '\t' -v n="$moves" '$2 == "win" && $3 == n' "$tmp/all")
  [ "$winners" = "$(printf '%s\twin\t%s' "$first" "$moves")" ] && ok ||
    ko "$setup: the winning first moves in $moves are '$winners', not $first"
  # the end of the solution: the side to move there has no move
  { printf "variant: '%s'\nsetup: '%s'\nmoves:\n" "$variant" "$setup"
    for t in $line; do printf -- "- '%s'\n" "$t"; done
  } > "$tmp/one.yaml"
  "$bao" replay --positions "$tmp/one.yaml" > "$tmp/trace" 2>&1
  end=$(tail -1 "$tmp/trace" | cut -f4)
  "$bao" moves --variant "$variant" --position "$end" > "$tmp/moves" \
    2> "$tmp/lost"
  [ ! -s "$tmp/moves" ] && grep -q "has lost" "$tmp/lost" && ok ||
    ko "$setup: the solution $line does not end the game"
done < "$tmp/list"

echo "$n puzzles"
summary
