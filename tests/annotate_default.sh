#!/bin/sh
# bao annotate and bao html at their default (usage: annotate_default.sh
# BAO_BINARY [optimised|unoptimised]): no --depth, so each ply is judged
# as deep as the time budget allows, as bao analyze does (docs/analysis.md,
# "bao annotate and bao html under the budget").  Expected values are not
# pasted from our output; they come from:
#  - the fixed-depth runs, an older mode: a ply judged at depth d under
#    the budget must carry, byte for byte, the judgement `--depth d`
#    gives it (the deepening adds no judgement of its own);
#  - `bao analyze --depth 10`, which marks the 1994 game's decisive errors
#    (plies 39-41), as analyze_default.sh asks of analyze;
#  - reasoning: a search from the start to ever more depth runs past the
#    node budget of a ply (4,000,000 positions) long before 60 s, so a
#    one-ply game's ply must be said to go no deeper, on stderr and in the
#    page; with `--depth 3` nothing of the budget may show.
# The budget is processor time: in an unoptimised build (a sanitizer or
# Debug build) the marks of plies 39-41 are not asked.
set -u
. "$(dirname "$0")/lib.sh"
bao=$1
build=${2:-optimised}
here=$(dirname "$0")
game="$here/../records/maulidi-kijumbe-1994.yaml"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# "PLY<TAB>judgement line" of every judged ply of annotate's YAML
judged() {
  awk '/^- ply: / { p = $3 } /^  judgement: / { print p "\t" $0 }' "$1"
}

# ---- a ply judged at depth d says what --depth d says --------------------
"$bao" annotate --format yaml --time 2s "$game" >"$tmp/short.yaml" \
  2>"$tmp/short.err"
[ $? = 0 ] && ok || ko "annotate --format yaml --time 2s failed"
judged "$tmp/short.yaml" >"$tmp/short.j"
[ "$(wc -l <"$tmp/short.j")" -eq 46 ] && ok ||
  ko "--time 2: $(wc -l <"$tmp/short.j") of the 46 plies judged"
depths=$(sed 's/.* depth: \([0-9]*\).*/\1/' "$tmp/short.j" | sort -un)
[ -n "$depths" ] && ok || ko "--time 2: no depth in the judgements"
for d in $depths; do
  "$bao" annotate --format yaml --depth "$d" "$game" >"$tmp/fixed.yaml" \
    2>/dev/null
  judged "$tmp/fixed.yaml" >"$tmp/fixed.j"
  grep " depth: $d[,}]" "$tmp/short.j" >"$tmp/at.j"
  # the same plies of the fixed run, each its whole judgement line
  cut -f1 "$tmp/at.j" | while read -r p; do
    awk -F'\t' -v p="$p" '$1 == p' "$tmp/fixed.j"
  done >"$tmp/want.j"
  cmp -s "$tmp/at.j" "$tmp/want.j" && ok ||
    { ko "plies judged at depth $d under the budget differ from --depth $d"
      diff "$tmp/want.j" "$tmp/at.j" | head -6; }
done
grep -q "^bao: annotate: the time budget (2 s of processor time a game) ran out: plies judged to depth [0-9]" \
  "$tmp/short.err" && ok || ko "annotate: the budget's end is not said"
grep -q "annotate: depth" "$tmp/short.err" && ko "progress shown off a terminal" ||
  ok

# the text says the depth after each mark, and only under the budget
"$bao" annotate --time 2s "$game" >"$tmp/short.txt" 2>/dev/null
marked=$(grep -c "A blunder\|A missed win\|The only move" "$tmp/short.txt")
found=$(grep -c "Found by a search [0-9]* moves\? deep\." "$tmp/short.txt")
[ "$marked" -gt 0 ] && [ "$marked" = "$found" ] && ok ||
  ko "--time 2: $marked plies marked, $found with their depth"
"$bao" annotate --depth 3 "$game" >"$tmp/three.txt" 2>"$tmp/three.err"
grep -q "Found by a search" "$tmp/three.txt" && ko "--depth 3 says a depth" || ok
[ -s "$tmp/three.err" ] && ko "--depth 3 wrote to stderr" || ok

# ---- the default finds the 1994 game's errors, as --depth 10 does -------
# (the marks' reference, asked only of an optimised build: see below)
[ "$build" = optimised ] &&
  "$bao" analyze --depth 10 "$game" >"$tmp/ten.out" 2>/dev/null
"$bao" annotate --format yaml "$game" >"$tmp/deep.yaml" 2>"$tmp/deep.err"
[ $? = 0 ] && ok || ko "annotate --format yaml (default) failed"
judged "$tmp/deep.yaml" >"$tmp/deep.j"
for ply in 39 40 41; do
  if [ "$build" = unoptimised ]; then
    skip "ply $ply's mark at the default budget: an unoptimised build"
    continue
  fi
  want=$(awk -F'\t' -v p="$ply" '$1 == p { print $4 }' "$tmp/ten.out")
  got=$(awk -F'\t' -v p="$ply" '$1 == p' "$tmp/deep.j" |
        sed 's/.*mark: \([a-z-]*\).*/\1/')
  case $want in
  blunder|missed-win) ;;
  *) ko "--depth 10 no longer marks ply $ply an error ('$want')" ;;
  esac
  [ -n "$got" ] && [ "$got" = "$want" ] && ok ||
    ko "annotate's default marks ply $ply '$got', analyze --depth 10 '$want'"
done
grep -q "^bao: annotate: the time budget (20 s of processor time a game) ran out" \
  "$tmp/deep.err" && ok || ko "annotate (default): the budget's end is not said"

# ---- the page: its key, data-depth, and what stopped the search ---------
"$bao" html --no-engine --time 2s "$game" -o "$tmp/page.html" 2>"$tmp/page.err"
[ $? = 0 ] && ok || ko "html --time 2s failed"
key=$(grep -o '<p class="marks-key deep-key">[^<]*</p>' "$tmp/page.html")
[ -n "$key" ] && ok || ko "html --time 2: no key of the depths under the list"
echo "$key" | grep -Eq "Marks of (an )?exact searche?s? [0-9]" && ok ||
  ko "the key does not say the depths: $key"
echo "$key" | grep -q "A mark depends on how deep its search went" && ok ||
  ko "the key does not say that a mark depends on its depth"
echo "$key" | grep -q "The time budget of the game ran out" && ok ||
  ko "the key does not say that the budget ran out"
n=$(grep -o '<a class="ply" [^>]*data-depth="[0-9]*"' "$tmp/page.html" | wc -l)
[ "$n" -eq 46 ] && ok || ko "html --time 2: $n of 46 moves carry data-depth"
grep -Eq "A search [0-9]+ moves? deep found no mistake here\." "$tmp/page.html" &&
  ok || ko "html --time 2: an unmarked move's note does not say its depth"
grep -q "^bao: html: the time budget (2 s" "$tmp/page.err" && ok ||
  ko "html: the budget's end is not said on stderr"
"$bao" html --no-engine --depth 3 "$game" -o "$tmp/three.html" 2>/dev/null
grep -q 'data-depth=\|deep-key\|found no mistake here' "$tmp/three.html" &&
  ko "html --depth 3 has the budget's key or data-depth" || ok

# a ply whose search outgrows its node budget: said on stderr and in the
# page's key, not only in its note
printf -- "moves:\n- 'A7L*'\n" >"$tmp/one.yaml"
"$bao" html --no-engine --time 60s "$tmp/one.yaml" -o "$tmp/one.html" \
  2>"$tmp/one.err"
grep -q "^bao: html: 1 plies went no deeper: their search needs more than 4000000 positions" \
  "$tmp/one.err" && ok || ko "html: the capped ply is not said on stderr"
grep -q '<p class="marks-key deep-key">[^<]*1 move went no deeper' \
  "$tmp/one.html" && ok || ko "html: the capped ply is not said in the key"
grep -q "judged to depth [0-9]* only: " "$tmp/one.html" && ok ||
  ko "html: the capped ply has no note"

# a budget too short for any judgement (or for more than a few): said,
# never silent, whichever it was
"$bao" annotate --time 0.000001s "$game" >/dev/null 2>"$tmp/none.err"
grep -Eq "^bao: annotate: the time budget \(1e-06 s of processor time a game\) ran out( before any ply was judged: 46 plies not judged|: plies judged to depth)" \
  "$tmp/none.err" && ok || ko "annotate: a budget that judged (almost) nothing is not said"

# progress on a terminal (script(1) gives one), erased once judged
if command -v script >/dev/null 2>&1; then
  script -qec "'$bao' annotate --time 0.5s '$game' >/dev/null" \
    "$tmp/tty.log" >/dev/null 2>&1
  grep -q "annotate: game 1/1, depth [0-9]*, ply [0-9]*/46, [0-9]* s left" "$tmp/tty.log" && ok ||
    ko "no progress on a terminal"
else
  skip "script(1) is missing: progress on a terminal"
fi

for cmd in annotate html; do
  "$bao" $cmd --time 1s --depth 2 "$game" >/dev/null 2>"$tmp/both.err"
  [ $? = 2 ] && grep -q "one or the other" "$tmp/both.err" && ok ||
    ko "$cmd --time with --depth is not refused"
done
summary
