#!/bin/sh
# drill.sh - bao drill (issue 27): the training page made from the bundled
# records, from random games and from `bao puzzles`' own records.
#
#   sh tests/drill.sh BAO OUT_DIR [browser]
#
# 0. The README's example, the 1994 game at the defaults: its exercises
#    at plies 39-41, each naming its variant; --variant keeps one;
#    Abstract Play's sample records give exercises.
# 1. The page of records/*.yaml and of random games: every exercise an
#    element with data-exercise, data-position, data-task (win|save) and
#    data-n, and no right move (by `bao solve --all`) in its markup.
# 2. `bao puzzles`' records read back: one exercise per puzzle, each said
#    to be a puzzle record.
# 3. With "browser": tests/browser/drill.js drives the page in headless
#    Chromium (every exercise re-solved, one solved on the board, one
#    failed, the hint, progress kept, exported and imported, screenshots
#    in OUT_DIR), and guess the move in the 1994 game's page; skipped
#    without node, chromium or playwright-core.
set -u
. "$(dirname "$0")/lib.sh"
bao=$1
out=$2
browser=${3:-}
top=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$out"

# bao drill needs the engine: a build without it says so, exit 2
if ! "$bao" drill --depth 3 "$top"/records/*.yaml -o "$out/records.html" \
  2>"$out/err"; then
  # a build without the engine (a sanitizer build): refused, exit 2,
  # saying why, and nothing written
  "$bao" drill "$top"/records/*.yaml -o "$out/none.html" 2>"$out/err"
  [ $? = 2 ] && grep -q 'without the engine' "$out/err" &&
    [ ! -e "$out/none.html" ] &&
    ok "refused by a build without the engine" ||
    ko "bao drill records/*.yaml: $(cat "$out/err")"
  summary
fi
"$bao" random --games 8 --seed 27 -o "$out/random.yaml" &&
  "$bao" drill --depth 3 "$out/random.yaml" "$top"/records/*.yaml \
    -o "$out/drill.html" &&
  ok "the page of the records and 8 random games" || ko "bao drill random"

# The README's example: the 1994 game alone, at the default (each game
# judged under a time budget, 40 s, as deep as it allows): its exercises
# at the errors a teacher circles, plies 39 (A5L, a blunder), 40 (a3L,
# a win missed) and 41 (A4L, a blunder) - the marks bao html's page of
# the game gives at 39 and 41 (docs/analysis.md: seen from depth 10) -
# each naming its variant; the budget said on stderr.
game=$top/records/maulidi-kijumbe-1994.yaml
"$bao" drill "$game" -o "$out/game1994.html" 2>"$out/err1994" &&
  ok "bao drill of the 1994 game at its defaults" ||
  ko "bao drill $game: $(cat "$out/err1994")"
plies=$(grep -o '<li class="exercise"[^>]*data-ply="[0-9]*"' "$out/game1994.html" |
  sed 's/.*data-ply="//;s/"//' | sort -n | tr '\n' ' ')
case " $plies" in
  *" 39 40 41 "*) ok "the 1994 game's exercises at plies 39, 40, 41 ($plies)" ;;
  *) ko "the 1994 game's exercises at plies: $plies (want 39 40 41)" ;;
esac
grep -qi 'time budget' "$out/err1994" && ok "the budget said on stderr" ||
  ko "no word of the budget: $(cat "$out/err1994")"
n=$(grep -c '<li class="exercise"' "$out/game1994.html")
named=$(grep -o '<span class="variant"[^>]*>Game: kiswahili' "$out/game1994.html" |
  wc -l)
[ "$n" -gt 0 ] && [ "$named" -eq "$n" ] &&
  ok "each of the $n exercises names its variant" ||
  ko "$named of $n exercises name their variant"

# --variant keeps one variant's exercises: of the bundled records (five
# variants), kujifunza's only, each named so
"$bao" drill --depth 3 --variant kujifunza "$top"/records/*.yaml \
  -o "$out/kujifunza.html" && ok "--variant kujifunza" || ko "--variant kujifunza"
all=$(grep -c '<li class="exercise"' "$out/records.html")
kept=$(grep -c '<li class="exercise"' "$out/kujifunza.html")
others=$(grep -o '<li class="exercise"[^>]*data-variant="[^"]*"' "$out/kujifunza.html" |
  grep -vc 'data-variant="kujifunza"')
named=$(grep -c '>Game: kujifunza' "$out/kujifunza.html")
[ "$kept" -gt 0 ] && [ "$kept" -lt "$all" ] && [ "$others" -eq 0 ] &&
  [ "$named" -eq "$kept" ] &&
  ok "--variant kujifunza keeps $kept of $all exercises, each named" ||
  ko "--variant kujifunza: $kept of $all kept, $others of another, $named named"

# Abstract Play's sample records (tests/data/abstractplay, see NOTICE)
# give exercises too, each named with its variant and its record's rules
for f in default kujifunza malawi; do
  "$bao" drill --depth 3 "$top/tests/data/abstractplay/records-$f.json" \
    -o "$out/ap-$f.html" 2>"$out/ap-$f.err" || ko "drill of AP's $f records"
  n=$(grep -c '<li class="exercise"' "$out/ap-$f.html")
  named=$(grep -c 'with the rule options of its record' "$out/ap-$f.html")
  [ "$n" -gt 0 ] && [ "$named" -eq "$n" ] &&
    ok "Abstract Play's $f records: $n exercises, each named" ||
    ko "Abstract Play's $f records: $n exercises, $named named"
done

# ---- 1. the exercises' attributes, and no answer in the markup ----
grep -o '<li class="exercise"[^>]*>.*</li>' "$out/drill.html" >"$out/items"
n=$(wc -l <"$out/items")
[ "$n" -gt 10 ] && ok "$n exercises" || ko "only $n exercises"
bad=0
while IFS= read -r li; do
  attr() { printf '%s\n' "$li" | sed -n "s/.* data-$1=\"\\([^\"]*\\)\".*/\\1/p"; }
  pos=$(attr position) task=$(attr task) depth=$(attr n) variant=$(attr variant)
  rules=$(attr rules)
  case $task in win | save) ;; *) bad=$((bad + 1)); echo "task: $li" ;; esac
  [ -n "$(attr exercise)" ] && [ -n "$pos" ] && [ "$depth" -ge 1 ] ||
    { bad=$((bad + 1)); echo "attributes: $li"; continue; }
  set -- --variant "$variant"
  for r in $rules; do set -- "$@" --rule "$r"; done
  # the moves the page must accept: none of them is written in the item
  "$bao" solve --all --depth "$depth" --position "$pos" "$@" |
    awk -F '\t' -v t="$task" '(t == "win" && $2 == "win") ||
      (t == "save" && $2 != "loss") { print $1 }' >"$out/right"
  [ -s "$out/right" ] || { bad=$((bad + 1)); echo "no right move: $pos"; }
  text=$(printf '%s\n' "$li" | sed 's/<[^>]*>//g')
  while IFS= read -r tok; do
    case $text in *"$tok"*) bad=$((bad + 1)); echo "answer $tok shown: $li" ;; esac
  done <"$out/right"
done <"$out/items"
[ "$bad" -eq 0 ] && ok "every exercise: its attributes, no answer shown" ||
  ko "$bad exercises with a wrong attribute or a shown answer"

# ---- 2. puzzles' records are exercises ----
"$bao" puzzles "$top"/records/*.yaml >"$out/puzzles.yaml"
want=$(grep -c '^puzzle-of:' "$out/puzzles.yaml")
"$bao" drill --depth 3 "$out/puzzles.yaml" -o "$out/puzzles.html"
got=$(grep -c 'data-exercise=' "$out/puzzles.html")
from=$(grep -c 'a puzzle record' "$out/puzzles.html")
[ "$want" -gt 0 ] && [ "$got" -eq "$want" ] && [ "$from" -eq "$want" ] &&
  ok "$want puzzles read as $got exercises" ||
  ko "$want puzzles, $got exercises, $from said to be puzzle records"

# ---- 3. the page in headless Chromium ----
if [ "$browser" = browser ]; then
  chromium=$(command -v chromium || command -v chromium-browser || true)
  modules=$top/build/node/node_modules
  if command -v node >/dev/null 2>&1 && [ -n "$chromium" ] &&
    [ -d "$modules/playwright-core" ]; then
    "$bao" html "$top/records/maulidi-kijumbe-1994.yaml" -o "$out/game.html" &&
      NODE_PATH=$modules node "$top/tests/browser/drill.js" "$out" "$chromium" \
        "$bao" "$out/drill.html" "$out/game.html" \
        "$top/records/maulidi-kijumbe-1994.yaml" && ok "the page in Chromium" ||
      ko "the page in Chromium"
  else
    skip "the browser part needs node, chromium and $modules/playwright-core"
  fi
fi
summary
