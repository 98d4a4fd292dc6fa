#!/bin/sh
# bao search against a brute force (usage: search.sh BAO_BINARY): every
# hit of a pattern, a position or an opening is found again here by a
# filter written independently in awk over `bao replay --positions`, the
# one trace of every ply's position, on a collection of random games
# (made here) and the hand-made ones of tests/data/collection (copies of
# the 1994 game in three dialects and two formats, an unfinished copy, a
# copy with a slip, one with a variation, Bao la Kujifunza and a set-up
# game).  The hits must be the same, line for line:
#   FILE GAME PLY SIDE TOKEN POSITION
# and the place of each hit (FILE:LINE:COL) must be where the ply's
# token is written.  Then transpositions (a position reached by two move
# orders is found in both games), openings in another dialect, --count,
# the exit statuses of grep, and errors in a pattern under their column.
set -u
. "$(dirname "$0")/lib.sh"
case $1 in /*) bao=$1 ;; *) bao=$(pwd)/$1 ;; esac
top=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$top/tests/data/collection" || exit 1
tab=$(printf '\t')

"$bao" random --games 300 --seed 26 -o "$tmp/random.yaml" &&
  "$bao" random --games 40 --seed 27 --variant kujifunza \
    -o "$tmp/kujifunza.yaml" && ok || ko "bao random"
files="zanzibar.txt zanzibar-kiba.yaml unfinished.yaml slip.yaml
  variations.yaml others.yaml club.txt $tmp/random.yaml $tmp/kujifunza.yaml"

# the trace of every file: FILE GAME PLY SIDE TOKEN POSITION (the game's
# number from the "# game N (...)" line before each game but the first)
for f in $files; do
  "$bao" replay --positions "$f" 2>/dev/null |
    awk -F '\t' -v f="$f" 'BEGIN { OFS = "\t"; g = 1 }
      /^# game / { split($0, w, " "); g = w[3]; next }
      { print f, g, $1, $2, $3, $4 }'
done >"$tmp/trace"
[ "$(wc -l <"$tmp/trace")" -gt 10000 ] && ok || ko "the trace is too short"

# The filter: a position line's fields by name.  Rows in screen order
# (bao.h): b8..b1 / a8..a1 / A1..A8 / B1..B8.
cat >"$tmp/fields.awk" <<'EOF'
function parse(line,    sec, rows, r, w, i, n) {
  n = split(line, sec, / \| /)
  split(sec[1], rows, / \/ /)
  for (r = 1; r <= 4; r++) {
    split(rows[r], w, " ")
    for (i = 1; i <= 8; i++) {
      if (r == 1) pit["b" (9 - i)] = w[i]
      if (r == 2) pit["a" (9 - i)] = w[i]
      if (r == 3) pit["A" i] = w[i]
      if (r == 4) pit["B" i] = w[i]
    }
  }
  split(sec[2], w, " "); handS = substr(w[2], 2) + 0; handN = substr(w[3], 2) + 0
  split(sec[3], w, " "); houseS = substr(w[2], 3); houseN = substr(w[3], 3)
  tomove = substr(sec[4], 1, 1)
  takasia = ""
  for (i = 5; i <= n; i++)
    if (sec[i] ~ /^takasia /) takasia = substr(sec[i], 9)
  inhand = tomove == "S" ? handS : handN
}
EOF

# expect NAME PREDICATE: the trace's lines where PREDICATE holds
expect() {
  awk -F '\t' "$(cat "$tmp/fields.awk")
    { parse(\$6) } $2 { print }" "$tmp/trace" | sort >"$tmp/$1.want"
}

# found NAME ARGS...: bao search's hits, as the trace writes them
found() {
  name=$1
  shift
  # shellcheck disable=SC2086 # the file names hold no blank
  "$bao" search "$@" $files 2>/dev/null >"$tmp/$name.raw"
  echo $? >"$tmp/$name.rc"
  sed 's/:[0-9]*:[0-9]*\t/\t/' "$tmp/$name.raw" | sort >"$tmp/$name.got"
}

# same NAME ARGS... -- PREDICATE
check() {
  name=$1
  pred=$2
  shift 2
  expect "$name" "$pred"
  found "$name" "$@"
  if [ ! -s "$tmp/$name.want" ]; then
    ko "$name: the brute force finds no position: a weak pattern"
  elif cmp -s "$tmp/$name.want" "$tmp/$name.got"; then
    ok "$name: $(wc -l <"$tmp/$name.want") hits as the brute force"
  else
    ko "$name: bao search and the brute force differ"
    diff "$tmp/$name.want" "$tmp/$name.got" | head -5
  fi
}

check mtaji_destroyed 'inhand == 0 && houseS == "x"' \
  --pattern "stage mtaji | house S:x N:?"
check rows '(pit["a4"] == 0 && pit["A5"] >= 1)' \
  --pattern "? ? ? ? ? ? ? ? / ? ? ? ? 0 ? ? ? / ? ? ? ? + ? ? ? / ? ? ? ? ? ? ? ?"
check hands 'handS == 0 && handN >= 1 && handN <= 3 && tomove == "N"' \
  --pattern "hand S0 N1-3 | N to move"
check takasia 'takasia != ""' --pattern "takasia ?"
check ranges '(pit["b1"] == 0 && pit["A1"] >= 2 && pit["A1"] <= 4)' \
  --pattern "? ? ? ? ? ? ? 0 / ? ? ? ? ? ? ? ? / 2-4 ? ? ? ? ? ? ? / ? ? ? ? ? ? ? ?"
check namua_full '(houseS == "F" && houseN == "F" && inhand > 0 &&
  tomove == "S" && handS >= 10 && handS <= 22)' \
  --pattern "house S:F N:F | stage namua | S to move | hand S10-22 N?"
check no_takasia 'inhand > 0 && takasia == "" && tomove == "N"' \
  --pattern "stage namua | takasia none | N to move"

# each hit's place is the line and column of its ply's token in the file:
# read back with sed and cut, the token as written starts there (the
# canonical token's hole, its first two characters, is in it: devoogt
# and kiba write the hole as it is; a game 1 of a transcript is line
# based too)
bad=0
while IFS="$tab" read -r place game ply side token pos; do
  f=${place%%:*}
  lc=${place#*:}
  line=${lc%%:*}
  col=${lc#*:}
  written=$(sed -n "${line}p" "$f" | cut -c"$col"-)
  case $written in
    *"$(printf %s "$token" | cut -c1-2)"*) ;;
    *) bad=$((bad + 1)) ;;
  esac
done <"$tmp/hands.raw"
[ "$bad" -eq 0 ] && ok "each hit's place is its token's" ||
  ko "$bad hits whose place is not their token's"

# ---- transpositions -----------------------------------------------------------
# a position reached in two games by different move orders: the moves
# played to it (the tokens of the game so far) differ, the line is the
# same; bao search --position finds it in both
awk -F '\t' -v r="$tmp/random.yaml" '$1 == r {
    if ($2 != g) { g = $2; path = "" }
    path = path " " $5
    if (($6 in seen) && seen[$6] != path && !done) { print $6; done = 1 }
    if (!($6 in seen)) seen[$6] = path
  }' "$tmp/trace" >"$tmp/transposed"
if [ -s "$tmp/transposed" ]; then
  ok "the random games hold a transposition"
  pos=$(cat "$tmp/transposed")
  awk -F '\t' -v p="$pos" '$6 == p' "$tmp/trace" | sort >"$tmp/tr.want"
  found tr --position "$pos"
  cmp -s "$tmp/tr.want" "$tmp/tr.got" && [ "$(wc -l <"$tmp/tr.got")" -ge 2 ] &&
    ok "--position finds the transposed position in every game" ||
    ko "--position: $(cat "$tmp/tr.got")"
  # the two move orders differ: the hits' games are not the same game so far
  [ "$(cut -f2 "$tmp/tr.got" | sort -u | wc -l)" -ge 2 ] && ok ||
    ko "the transposition is in one game only"
else
  ko "no transposition in 300 random games: the test has lost its case"
fi

# ---- openings ----------------------------------------------------------------
# the 1994 game begins A7L* a5R A6L* (docs/game-1994.md); its five
# copies, whatever their dialect and format, begin so; the club games
# and the random ones (whose first plies are listed in the trace) begin
# so when their first three tokens are those
awk -F '\t' '{ k = $1 "\t" $2 }
  $3 == 1 && $5 == "A7L*" { a[k] = 1 }
  $3 == 2 && $5 == "a5R" && (k in a) { b[k] = 1 }
  $3 == 3 && $5 == "A6L*" && (k in b) { print }' "$tmp/trace" |
  sort >"$tmp/open.want"
found open --moves "A7L* a5R A6L*"
cmp -s "$tmp/open.want" "$tmp/open.got" && ok "--moves in de Voogt's tokens" ||
  ko "--moves: $(diff "$tmp/open.want" "$tmp/open.got" | head -3)"
for f in zanzibar.txt zanzibar-kiba.yaml unfinished.yaml slip.yaml \
  variations.yaml; do
  grep -q "^$f	1	3	S	A6L\*	" "$tmp/open.got" && ok ||
    ko "--moves: no hit in $f"
done
# the same opening in KIBA's tokens, as the kiba copy writes it (its
# first three moves)
kiba=$(awk '/^- move: / { gsub(/'\''/, "", $3); printf "%s ", $3; n++ }
  n == 3 { exit }' zanzibar-kiba.yaml)
found open_kiba --moves "$kiba"
cmp -s "$tmp/open.want" "$tmp/open_kiba.got" &&
  ok "--moves in KIBA's tokens ($kiba)" || ko "--moves '$kiba'"

# ---- --count, exit statuses, errors -------------------------------------------
found count --count --pattern "hand S0 N1-3 | N to move"
for f in $files; do
  n=$(awk -F '\t' -v f="$f" '$1 == f' "$tmp/hands.got" | wc -l)
  grep -qx "$f:$n" "$tmp/count.raw" || { ko "--count $f: not $n"; continue; }
  ok
done
# slip.yaml does not replay past ply 18: trouble, as grep's 2
[ "$(cat "$tmp/hands.rc")" = 2 ] && ok || ko "a broken record: exit 2"
"$bao" search --pattern "hand S0 N1-3" zanzibar.txt >/dev/null
[ $? = 0 ] && ok || ko "hits: exit 0"
# South's hand is 22 at the start and never grows (docs/rules.md)
"$bao" search --pattern "hand S23-255 N?" zanzibar.txt >"$tmp/none"
[ $? = 1 ] && [ ! -s "$tmp/none" ] && ok || ko "no hit: exit 1, no line"
# the range 3-1 starts at column 7 ("hand S" is 6 characters)
"$bao" search --pattern "hand S3-1 N0" zanzibar.txt 2>"$tmp/err"
[ $? = 2 ] && grep -q "^bao: --pattern:1:7: error: a range goes up" \
  "$tmp/err" && [ "$(sed -n 3p "$tmp/err")" = "        ^" ] && ok ||
  ko "a range going down: $(cat "$tmp/err")"
# "stag" is no section; it is the 14th character
"$bao" search --pattern "hand S0 N0 | stag mtaji" zanzibar.txt 2>"$tmp/err"
[ $? = 2 ] && grep -q "^bao: --pattern:1:14: error: expected a section" \
  "$tmp/err" && ok || ko "a misspelt section: $(cat "$tmp/err")"
# a row of 7 counts
"$bao" search --pattern "1 2 3 4 5 6 7 / 0" zanzibar.txt 2>"$tmp/err"
[ $? = 2 ] && grep -q "has fewer than 8 counts" "$tmp/err" && ok ||
  ko "a short row: $(cat "$tmp/err")"
# an opening that does not read: said under its bad character, the 9
# of the second token (column 7)
"$bao" search --moves "A7L* a9R" zanzibar.txt 2>"$tmp/err"
[ $? = 2 ] && grep -q "^bao: --moves:1:7: error" "$tmp/err" && ok ||
  ko "an illegal opening: $(cat "$tmp/err")"
"$bao" search --pattern "?" --moves "A7L*" zanzibar.txt 2>/dev/null
[ $? = 2 ] && ok || ko "two questions at once: exit 2"
summary
