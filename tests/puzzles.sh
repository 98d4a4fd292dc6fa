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
#     wins in the n of the "puzzle:" tag, the solution's first move;
#  5. each puzzle is worth solving (the defaults of --min-moves and
#     --min-depth): bao moves lists at least two legal moves at its
#     set-up, and bao solve finds no win shorter than 2;
#  6. the options: --min-moves 1 --min-depth 1 finds the puzzles of one
#     legal move and the wins in 1 as well, --min-depth 2 --depth 2 only
#     wins in 2, --min-moves 3 only set-ups of 3 moves or more; values
#     out of range and a --min-depth deeper than --depth are usage errors.
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

# variant<TAB>set-up of each puzzle of a file (folded set-ups unfolded)
setups() {
  awk -v q="'" '
    function flush() { if (s != "") print v "\t" s; s = "" }
    /^---/ { flush(); key = ""; next }
    /^variant: / { v = $2; gsub(q, "", v); key = ""; next }
    /^setup: / { s = substr($0, 8); key = "setup"; next }
    /^  / && key == "setup" { sub(/^ +/, ""); s = s " " $0; next }
    { key = "" }
    END { flush() }' "$1" | sed "s/\t'/\t/; s/'$//"
}

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
  # worth solving: a choice of moves, and no win in 1
  legal=$("$bao" moves --variant "$variant" --position "$setup" | wc -l)
  [ "$legal" -ge 2 ] && ok || ko "$setup: $legal legal move(s) only"
  shortest=$("$bao" solve --depth 2 --variant "$variant" --position "$setup" |
             cut -f1,2)
  [ "$shortest" = "$(printf 'win\t2')" ] && ok ||
    ko "$setup: bao solve says '$shortest', not a win in 2"
done < "$tmp/list"

# The options.  Every puzzle of the defaults is one of the puzzles of
# --min-moves 1 --min-depth 1, which has more: the wins in 1 and the
# set-ups of one legal move, and bao moves and bao solve agree.
"$bao" puzzles --depth 2 --min-moves 1 --min-depth 1 "$tmp/corpus.yaml" \
  > "$tmp/any.yaml" && ok || ko "--min-moves 1 --min-depth 1 failed"
setups "$tmp/puzzles.yaml" | sort > "$tmp/sets"
setups "$tmp/any.yaml" | sort > "$tmp/sets-any"
[ "$(comm -23 "$tmp/sets" "$tmp/sets-any" | wc -l)" -eq 0 ] && ok ||
  ko "a puzzle of the defaults is missing with --min-moves 1 --min-depth 1"
grep -q "^puzzle: '.* win in 1'" "$tmp/any.yaml" && ok ||
  ko "--min-depth 1 finds no win in 1"
[ "$(wc -l < "$tmp/sets-any")" -gt "$n" ] && ok ||
  ko "--min-moves 1 --min-depth 1 finds no more puzzles than the defaults"
one=0
setups "$tmp/any.yaml" > "$tmp/any-list"
while IFS="$(printf '\t')" read -r variant setup; do
  [ "$("$bao" moves --variant "$variant" --position "$setup" | wc -l)" -eq 1 ] &&
    one=$((one + 1))
done < "$tmp/any-list"
[ "$one" -ge 1 ] && ok ||
  ko "--min-moves 1 finds no set-up with one legal move (the corpus has some)"

# --min-moves 3: every set-up has 3 legal moves or more
"$bao" puzzles --depth 2 --min-moves 3 "$tmp/corpus.yaml" > "$tmp/three.yaml" &&
  ok || ko "--min-moves 3 failed"
setups "$tmp/three.yaml" > "$tmp/three-list"
few=0
while IFS="$(printf '\t')" read -r variant setup; do
  [ "$("$bao" moves --variant "$variant" --position "$setup" | wc -l)" -ge 3 ] ||
    few=$((few + 1))
done < "$tmp/three-list"
[ -s "$tmp/three-list" ] && [ "$few" -eq 0 ] && ok ||
  ko "--min-moves 3: $few set-up(s) with fewer than 3 legal moves"
[ "$(wc -l < "$tmp/three-list")" -lt "$n" ] && ok ||
  ko "--min-moves 3 drops no puzzle of 2 legal moves"

# --min-depth 3 --depth 3: only wins in 3
"$bao" puzzles --depth 3 --min-depth 3 "$tmp/corpus.yaml" > "$tmp/deep.yaml" &&
  ok || ko "--min-depth 3 failed"
[ "$(grep -c "^puzzle: " "$tmp/deep.yaml")" -ge 1 ] &&
  [ "$(grep "^puzzle: " "$tmp/deep.yaml" | grep -vc " win in 3'$")" -eq 0 ] &&
  ok || ko "--min-depth 3 --depth 3 writes a puzzle that is not a win in 3"

# usage errors: status 2, a message naming the option, nothing written
for args in "--min-moves 0" "--min-moves 73" "--min-moves x" \
            "--min-depth 0" "--min-depth 65" "--min-depth -1" \
            "--depth 2 --min-depth 3" "--depth 1"; do
  # shellcheck disable=SC2086
  "$bao" puzzles $args "$tmp/corpus.yaml" > "$tmp/out" 2> "$tmp/err"
  code=$?
  [ "$code" -eq 2 ] && [ ! -s "$tmp/out" ] &&
    grep -q -- "--min-" "$tmp/err" && ok ||
    ko "bao puzzles $args: status $code, $(head -1 "$tmp/err")"
done
# --min-* belong to puzzles alone
"$bao" analyze --min-depth 2 "$tmp/corpus.yaml" > /dev/null 2>&1
[ $? -eq 2 ] && ok || ko "bao analyze takes --min-depth"

echo "$n puzzles"
summary
