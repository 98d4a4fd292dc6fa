#!/bin/sh
# ap_cells.sh - a player of Abstract Play reads AP's cells everywhere bao
# shows an AP record (usage: ap_cells.sh BAO_BINARY OUT_DIR [browser]):
# AP names a hole by its file a..h (from South's left) and rank 1..4
# (rank 1 South's back row), so de Voogt's A6 is f2, a5 is d3, and a move
# is a cell, '<' or '>' and its marks (f2<*, d3>): bao-record(5).
#  1. the page of an AP game (tests/data/abstractplay/), by html and by
#     site: its board's edges read a..h and 4..1, its hover titles and its
#     data name AP's cells;
#     the 1994 game's page keeps 8..1, 1..8 and b a A B;
#  2. annotate --format yaml of the AP game: its moves are the record's
#     own tokens (as AP's engine wrote them), and the whole data is that
#     of the same game converted to de Voogt's notation with every hole
#     and move renamed by AP's rule (written here in Python, not taken
#     from bao): the same keys, the values in AP's cells;
#  3. bao play --dialect ap and bao diagram of the AP game draw the board
#     in AP's ranks and files;
#  4. bao drill of AP's games (with the engine): the games' moves and the
#     exercises marked AP's; the 1994 game's exercises are not;
#  5. with "browser": tests/browser/ap_cells.js reads the pages in
#     headless Chromium, ply by ply, the explore pane's moves and hint,
#     a learner's move and the computer's answer, the sowing's captions,
#     North's view, and the drill's moves, hints and answers (screenshots
#     at 1280 and 390 pixels wide in OUT_DIR).
set -u
. "$(dirname "$0")/lib.sh"
bao=$1
out=$2
browser=${3:-nobrowser}
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top" || exit 1
command -v python3 > /dev/null || skip_suite "python3 is not installed"
[ "$browser" = browser ] && need_browser "$top"
rm -rf "$out"
mkdir -p "$out" || exit 1
ap=tests/data/abstractplay
dv=records/maulidi-kijumbe-1994.yaml

# The first game of AP's sample downloads, alone, and its moves as AP's
# engine wrote them, one a line ('**' is how AP stores a '*' that set a
# takasia: bao-record(5))
python3 - "$ap/records-default.json" "$out/ap.json" "$out/ap-moves" <<'PY'
import json, sys
game = json.load(open(sys.argv[1]))[0]
json.dump(game, open(sys.argv[2], "w"))
with open(sys.argv[3], "w") as f:
    for rnd in game["moves"]:
        for m in rnd:
            m = m["move"] if isinstance(m, dict) else m
            if m and m not in ("resign", "timeout", "draw", "abandoned"):
                f.write(m + "\n")
PY
[ -s "$out/ap-moves" ] && ok || ko "the AP game's moves"

# words NAME FILE: the words of a letter and a digit in FILE that are not
# AP's cells or moves (de Voogt's A6, b7, A6L* are not)
words() {
  grep -oE '(^|[^A-Za-z0-9])[A-Za-z][0-9][A-Za-z0-9<>*+#]*' "$2" |
    sed 's/^[^A-Za-z]//' | grep -vE '^([a-h][1-4]([<>][*]{0,2}[+]?)?|P[12])$' |
    sort | uniq -c | sort -rn | head -5 > "$out/$1.bad"
  [ ! -s "$out/$1.bad" ]
}

# 1. the pages
"$bao" html --depth 2 "$out/ap.json" -o "$out/ap.html" 2> "$out/ap.err" &&
  ok || ko "bao html of the AP game: $(cat "$out/ap.err")"
"$bao" html --depth 2 --lang sw "$out/ap.json" -o "$out/ap-sw.html" &&
  ok || ko "bao html --lang sw of the AP game"
"$bao" html --depth 2 "$dv" -o "$out/dv.html" && ok || ko "bao html $dv"
labels() { # the labels of the page's own board (the first drawing)
  sed -n '/<div id="board"/,/<\/svg>/p' "$1" |
    grep -oE 'class="label (number|row)"[^>]*>[^<]*' | sed 's/.*>//' |
    tr -d '\n'
}
[ "$(labels "$out/ap.html")" = abcdefghabcdefgh4321 ] && ok ||
  ko "the AP page's board: files a..h on both edges, ranks 4..1: $(labels "$out/ap.html")"
[ "$(labels "$out/dv.html")" = 8765432112345678baAB ] && ok ||
  ko "the de Voogt page's board: holes 8..1 and 1..8, rows b a A B: $(labels "$out/dv.html")"
grep -q '"dialect":"ap"' "$out/ap.html" && grep -q '"dialect":"devoogt"' "$out/dv.html" &&
  ok || ko "the pages' data say the record's notation"
# the board's hover titles: AP's cells; the element ids stay de Voogt's
# (the game's board only: the rules primer's diagrams teach de Voogt's)
sed -n '/<div id="board"/,/<\/svg>/p' "$out/ap.html" | grep -oE '<title>[^<]*' |
  sed 's/<title>//; s/&#x[0-9a-fA-F]*;//g' > "$out/ap-titles"
words ap-titles "$out/ap-titles" && grep -q '^e2, nyumba' "$out/ap-titles" &&
  grep -q 'id="pit-A5"' "$out/ap.html" && ok ||
  ko "the AP page's hover titles: $(cat "$out/ap-titles.bad")"
grep -q '<title>A5, nyumba' "$out/dv.html" && ok ||
  ko "the de Voogt page's hover titles keep de Voogt's names"
# bao site's page of the game: the same board and data
"$bao" site --depth 1 "$out/ap.json" -o "$out/site/" 2> "$out/site.err" &&
  [ "$(labels "$out/site/game-1.html")" = abcdefghabcdefgh4321 ] &&
  grep -q '"dialect":"ap"' "$out/site/game-1.html" && ok ||
  ko "bao site's page of the AP game in files and ranks: $(cat "$out/site.err")"

# 2. annotate's data
"$bao" annotate --format yaml --depth 3 "$out/ap.json" > "$out/ap.yaml" &&
  ok || ko "annotate --format yaml of the AP game"
sed -n "s/^  move: '\(.*\)'$/\1/p" "$out/ap.yaml" > "$out/yaml-moves"
cmp -s "$out/ap-moves" "$out/yaml-moves" && ok ||
  ko "annotate's moves are the AP record's: $(diff "$out/ap-moves" "$out/yaml-moves" | head -3)"
grep -vE "^  (move|after): " "$out/ap.yaml" > "$out/ap.yaml-words"
words ap-yaml "$out/ap.yaml-words" && ok ||
  ko "annotate's holes in AP's cells: $(cat "$out/ap-yaml.bad")"
grep -q '{event: place, hole: f2}' "$out/ap.yaml" && ok ||
  ko "ply 1 f2<* places its seed in f2"
# the same game in de Voogt's notation: its data, renamed, is the AP data
"$bao" convert --to yaml --dialect devoogt "$out/ap.json" -o "$out/dv-of-ap.yaml" &&
  "$bao" annotate --format yaml --depth 3 "$out/dv-of-ap.yaml" > "$out/dv.yaml" &&
  ok || ko "annotate --format yaml of the game in de Voogt's notation"
python3 - "$out/dv.yaml" "$out/ap-moves" > "$out/dv-renamed.yaml" <<'PY'
import re, sys
# A_i and B_i are South's: file i on ranks 2 and 1; a_i and b_i North's:
# file 9 - i on ranks 3 and 4 (North counts from its own left, the h-file)
def cell(row, n):
    f = n if row in "AB" else 9 - n
    return "abcdefgh"[f - 1] + {"B": "1", "A": "2", "a": "3", "b": "4"}[row]
ap = iter(open(sys.argv[2]).read().split())
# a hole, or a move: a hole, L or R, '*' and '>' (a safari)
hole = re.compile(r"(?<![A-Za-z0-9])([ABab])([1-8])(?:([LR])(\*?)(>?))?(?![0-9])")
for line in open(sys.argv[1]):
    if line.startswith("  move: "):
        # the record's own token: AP's engine writes '**' where the move
        # set a takasia (a de Voogt token cannot say so)
        m = re.match(r"  move: '([ABab])([1-8])([LR])(\*?)(>?)'", line)
        mine = cell(m.group(1), int(m.group(2))) + "<>"[m.group(3) == "R"] + m.group(4) + "+" * (m.group(5) == ">")
        written = next(ap).replace("**", "*")
        line = "  move: '%s'\n" % (written if written == mine else "not " + written)
    elif not line.startswith("  after: "):
        line = hole.sub(lambda m: cell(m.group(1), int(m.group(2))) + (
            "<>"[m.group(3) == "R"] + m.group(4) + "+" * (m.group(5) == ">")
            if m.group(3) else ""), line)
    sys.stdout.write(line)
PY
# (a line's move that sets a takasia is '**' in AP's spelling, as AP's
# engine writes it: a de Voogt token cannot say so, so '*' for both here)
sed 's/\*\*/*/g' "$out/ap.yaml" > "$out/ap-1star.yaml"
cmp -s "$out/dv-renamed.yaml" "$out/ap-1star.yaml" && ok ||
  ko "the AP data is the de Voogt data renamed: $(diff "$out/dv-renamed.yaml" "$out/ap-1star.yaml" | head -4)"
grep -q "move: 'A6L\*'" "$out/dv.yaml" && grep -q 'hole: A6}' "$out/dv.yaml" &&
  ok || ko "a de Voogt record's data keeps de Voogt's names"

# 3. bao play's board: with --dialect ap the ranks and files; a move
#    typed and the engine's answer in AP's spelling
printf 'f2<*\nquit\n' | "$bao" play --dialect ap --level 1 > "$out/play-ap" &&
  ok || ko "bao play --dialect ap"
grep -qE '^ +a +b +c +d +e +f +g +h$' "$out/play-ap" &&
  grep -qE '^2 +0 +0 +1\+ +1\+ +\[7\]\+ +0\* +2 +0 +South' "$out/play-ap" &&
  ok || ko "bao play --dialect ap: the board in ranks and files"
words play-ap "$out/play-ap" && ok ||
  ko "bao play --dialect ap names AP's cells only: $(cat "$out/play-ap.bad")"
# from North's side the board turns half a turn: files h..a from the
# left, rank 1 on top, South's e2 nyumba the fourth hole of rank 2
printf 'quit\n' | "$bao" play --dialect ap --side N --level 1 > "$out/play-ap-n" &&
  grep -qE '^ +h +g +f +e +d +c +b +a$' "$out/play-ap-n" &&
  grep -qE '^2 +0 +2 +2 +\[6\] +0 +0 +0 +0 +South' "$out/play-ap-n" &&
  [ "$(grep -E '^[1-4] ' "$out/play-ap-n" | head -4 | cut -c1 | tr -d '\n')" = 1234 ] &&
  ok || ko "bao play --dialect ap --side N: the board seen from North"
printf 'A6L*\nquit\n' | "$bao" play --level 1 > "$out/play-dv" &&
  grep -qE '^ +8 +7 +6 +5 +4 +3 +2 +1$' "$out/play-dv" &&
  grep -q '^A ' "$out/play-dv" && ok ||
  ko "bao play without --dialect keeps de Voogt's board"

# bao diagram of the AP game: ranks and files, the record's own move in
# the caption (its second move: d3<), AP's cells in the marks' legend
"$bao" diagram --ply 2 "$out/ap.json" > "$out/diagram-ap" && ok ||
  ko "bao diagram of the AP game"
grep -qE '^ +a +b +c +d +e +f +g +h$' "$out/diagram-ap" &&
  grep -q '^1\.\.\. d3<$' "$out/diagram-ap" &&
  grep -q 'x 1 captured from d2' "$out/diagram-ap" && words diagram-ap "$out/diagram-ap" &&
  ok || ko "bao diagram of the AP game in AP's cells: $(cat "$out/diagram-ap.bad")"
"$bao" diagram --format svg --ply 2 "$out/ap.json" > "$out/diagram-ap.svg" &&
  [ "$(grep -oE 'class="label (number|row)"[^>]*>[^<]*' "$out/diagram-ap.svg" |
    sed 's/.*>//' | tr -d '\n')" = abcdefghabcdefgh4321 ] && ok ||
  ko "bao diagram --format svg of the AP game in files and ranks"

# 4. the drill
engine=noengine
if "$bao" --help | grep -q 'The page holds the engine'; then
  engine=engine
  "$bao" drill --depth 3 "$ap/records-default.json" -o "$out/drill-ap.html" \
    2> "$out/drill-ap.err" && ok || ko "bao drill of AP's games: $(cat "$out/drill-ap.err")"
  grep -o '<li class="exercise"[^>]*>.*</li>' "$out/drill-ap.html" > "$out/drill-ap.items"
  [ -s "$out/drill-ap.items" ] && ! grep -qv 'data-dialect="ap"' "$out/drill-ap.items" &&
    ok || ko "every exercise of the AP games is marked AP's"
  sed 's/<[^>]*>/ /g; s/&lt;/</g; s/&gt;/>/g; s/&amp;/\&/g' "$out/drill-ap.items" > "$out/drill-ap.text"
  words drill-ap "$out/drill-ap.text" && grep -qE 'went on with [a-h][1-4][<>]' "$out/drill-ap.text" &&
    ok || ko "the AP exercises name AP's moves: $(cat "$out/drill-ap.bad")"
  [ "$(labels "$out/drill-ap.html")" = abcdefghabcdefgh4321 ] && ok ||
    ko "the drill's board of AP exercises in files and ranks"
  "$bao" drill --depth 3 records/*.yaml -o "$out/drill-dv.html" && ok ||
    ko "bao drill records/*.yaml"
  ! grep -q '<li class="exercise"[^>]*data-dialect' "$out/drill-dv.html" &&
    grep -qE 'went on with [ABab][1-8][LR]' "$out/drill-dv.html" &&
    [ "$(labels "$out/drill-dv.html")" = 8765432112345678baAB ] && ok ||
    ko "the 1994 game's exercises keep de Voogt's names"
else
  skip "bao drill: this build has no engine in WebAssembly"
fi

# 5. in the browser
if [ "$browser" = browser ]; then
  if NODE_PATH=$modules node tests/browser/ap_cells.js "$out" "$chromium" "$engine"; then
    ok
  else
    ko "the pages in the browser (tests/browser/ap_cells.js)"
  fi
fi
summary
