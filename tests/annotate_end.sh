#!/bin/sh
# The end of a game explained (usage: annotate_end.sh BAO_BINARY): the
# 1994 game ends with South's resignation ("(24) South resigns.", result
# 0-1) with South to move; bao annotate's last line ends with why, and
# the sentence is derived here from other commands: bao solve --all at
# the final position (every move and the loss in n), bao moves (the
# position after each move) and bao solve there (North's winning line).
#  1. at the default depth (3): "Why South resigned: every move loses
#     within N moves: MOVE LINE; ...", N the longest defence;
#  2. at --depth 1, where bao solve finds no verdict: the text says that
#     no forced win for North is found within 1 move;
#  3. at --depth 0 (no analysis) nothing is said of the resignation;
#  4. in Swahili the same lines of moves close the sentence.
set -u
. "$(dirname "$0")/lib.sh"
bao=$1
top=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$top" || exit 1
game=records/maulidi-kijumbe-1994.yaml

grep -q "^result: '0-1'" "$game" && grep -q "^end: '(24) South resigns.'" \
  "$game" && ok || ko "the 1994 record no longer ends with South resigning"
final=$("$bao" replay --positions "$game" | tail -1 | cut -f4)
case $final in
  *"| S to move"*) ok ;;
  *) ko "South is not to move at the end: $final" ;;
esac

# 1. every move loses: the moves, the longest defence and each line
"$bao" solve --all --depth 3 --position "$final" > "$tmp/all" && ok ||
  ko "bao solve --all"
[ "$(cut -f2 "$tmp/all" | sort -u)" = loss ] && ok ||
  ko "bao solve --all: not every move loses: $(cat "$tmp/all")"
n=$(cut -f3 "$tmp/all" | sort -n | tail -1)
"$bao" moves --position "$final" > "$tmp/moves"
lines=
while IFS="$(printf '\t')" read -r token verdict k; do
  after=$(awk -F '\t' -v t="$token" '$1 == t { print $2 }' "$tmp/moves")
  line=$("$bao" solve --depth 3 --position "$after" | cut -f3)
  lines="$lines${lines:+; }$token $line"
done < "$tmp/all"
want="Why South resigned: every move loses within $n moves: $lines."
"$bao" annotate --depth 3 "$game" | tail -1 > "$tmp/last"
case $(cat "$tmp/last") in
  "46. North b3L "*" $want") ok ;;
  *) ko "annotate's last line does not end with '$want':
$(cat "$tmp/last")" ;;
esac
[ "$("$bao" annotate --depth 3 "$game" | grep -c resigned)" -eq 1 ] && ok ||
  ko "the resignation is told more than once"

# 2. within 1 move no verdict: said as it is
[ "$("$bao" solve --depth 1 --position "$final" | cut -f1)" = none ] && ok ||
  ko "bao solve --depth 1 finds a verdict at the end"
"$bao" annotate --depth 1 "$game" | tail -1 | grep -q "\. South resigned, \
but the exact search finds no forced win for North within 1 move\.$" && ok ||
  ko "--depth 1: the text does not say that no forced win is found"

# 3. no analysis, no search
"$bao" annotate --depth 0 "$game" | grep -q resign &&
  ko "--depth 0: a resignation explained without analysis" || ok

# 4. the page's language: the lines are the same in every language
"$bao" annotate --depth 3 --lang sw "$game" | tail -1 | grep -qF ": $lines." && ok ||
  ko "--lang sw: the lines of moves do not close the last sentence"
summary
