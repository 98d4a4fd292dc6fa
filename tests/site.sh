#!/bin/sh
# bao site (usage: site.sh BAO_BINARY OUTDIR): a static site of the
# hand-made collection (tests/data/collection/) and of the hostile record
# (tests/browser/hostile.yaml: markup in every text).
#  1. the files: index.html, openings.html, a page per player (Ali,
#     Bakari, Chausiku and the hostile record's two: 5, sorted) and a
#     page per game, named as bao html -o DIR/ names them; mw.txt's game
#     has kiswahili.yaml #1's moves under the same rules from the same
#     start, the same game by bao dedup's rule (its copy "drop"): no page
#     of its own, named on the row and page of the game kept;
#  2. re-running over the same input writes the same bytes (diff -r);
#  3. every page is well-formed XML (xmllint), the record's markup stays
#     text (no <img>, no script but ours);
#  4. usage: no -o, or -o naming a file, is refused (2) and writes
#     nothing;
#  5. tests/browser/site.js drives the site in headless Chromium: the
#     links, the filter and the sort by keyboard, no request outside the
#     site, no console error, a phone's width (screenshots in OUTDIR).
#     Skipped without node, chromium or playwright-core (tests/run-all.sh
#     installs it into build/node).
set -u
. "$(dirname "$0")/lib.sh"
bao=$1
out=$2
top=$(pwd)
data=tests/data/collection
rm -rf "$out"
mkdir -p "$out"
files="$data/kiswahili.yaml $data/mw.txt $data/kete.yaml tests/browser/hostile.yaml"

# 1. the files
# shellcheck disable=SC2086
"$bao" site --depth 1 -o "$out/a/" $files && ok || ko "bao site failed"
for f in index.html openings.html player-1.html player-5.html \
         kiswahili-game-1.html kiswahili-game-2.html \
         kete-game-1.html hostile-game-1.html; do
  [ -s "$out/a/$f" ] && ok || ko "no $f"
done
[ -e "$out/a/player-6.html" ] && ko "a sixth player page" || ok
[ -e "$out/a/mw-game-1.html" ] && ko "a page for a copy" || ok
grep -q 'also in tests/data/collection/mw.txt #1' "$out/a/index.html" &&
  grep -q 'also in tests/data/collection/mw.txt #1' \
    "$out/a/kiswahili-game-1.html" && ok ||
  ko "the copy not named on its game's row and page"
[ "$(ls -A "$out/a" | grep -c '^\.')" -eq 0 ] && ok ||
  ko "a temporary file left in the site"

# 2. the same bytes again
# shellcheck disable=SC2086
"$bao" site --depth 1 -o "$out/b/" $files && diff -r "$out/a" "$out/b" &&
  ok || ko "a second run wrote other bytes"

# 3. well-formed, escaped
for f in "$out"/a/*.html; do
  xmllint --noout "$f" 2>"$out/xml.err" && ok ||
    ko "$f: not well-formed: $(head -3 "$out/xml.err")"
done
grep -l '<img' "$out"/a/*.html && ko "record <img> in a page" || ok
grep -l '<script>window' "$out"/a/*.html && ko "record script in a page" ||
  ok
grep -q '&lt;script&gt;window.pwned = 1&lt;/script&gt;Maulidi' \
  "$out/a/index.html" && ok || ko "the hostile name not shown as text"

# the reader's language reaches every page (--lang; the words themselves
# are test_i18n_LL's: no message left in English)
"$bao" site --depth 0 --lang sw -o "$out/sw/" "$data/kete.yaml" && ok ||
  ko "site --lang sw"
for f in "$out"/sw/*.html; do
  grep -q '<html lang="sw"' "$f" && ok || ko "$f: not in Swahili"
done

# the engine, the scripts and the style sheet in one file each beside the
# pages (bao-engine.js, bao-page.js, bao-page.css), not in every page;
# --self-contained keeps them in each page (no file beside)
# (a build without the engine, which bao help says, has no engine file)
engine=
"$bao" help | grep -q 'The page holds the engine' && engine=bao-engine.js
for f in $engine bao-page.js bao-page.css; do
  [ -s "$out/a/$f" ] && ok || ko "no $f"
done
if [ -n "$engine" ]; then
  grep -c 'src="bao-engine.js"' "$out/a/kete-game-1.html" | grep -qx 1 &&
    ok || ko "the game page does not load bao-engine.js"
fi
[ "$(wc -c < "$out/a/kete-game-1.html")" -lt 200000 ] && ok ||
  ko "a site's page still carries the engine"
"$bao" site --depth 0 --self-contained -o "$out/self/" "$data/kete.yaml" &&
  ok || ko "site --self-contained"
[ ! -e "$out/self/bao-engine.js" ] && [ ! -e "$out/self/bao-page.js" ] &&
  ! grep -q 'src="bao-' "$out/self/game-1.html" && ok ||
  ko "--self-contained pages load files beside them"

# the marks are bao html's: at the defaults of both (no --depth: html's
# time budget) the site's page of the 1994 game marks the plies bao
# html's page marks, the same marks; among them South's A5L at ply 39 and
# A4L at ply 41, blunders (the two moves a teacher circles, after which
# the game is lost); the index counts them.  The same game in a second
# format changes nothing (a copy is not judged).
marks() { # the "PLY MARK" of a page's move list
  grep -o 'data-ply="[0-9]*" data-depth="[0-9]*">[^<]*<span class="judge judge-[a-z-]*"' "$1" |
    sed 's/data-ply="\([0-9]*\)".*judge-\([a-z-]*\)"/\1 \2/'
}
"$bao" site -o "$out/marks/" records/maulidi-kijumbe-1994.yaml \
  records/maulidi-kijumbe-1994.txt 2>"$out/marks.err" && ok ||
  ko "site of the 1994 game at the defaults: $(head -3 "$out/marks.err")"
"$bao" html records/maulidi-kijumbe-1994.yaml -o "$out/marks.html" \
  2>/dev/null && ok || ko "bao html of the 1994 game"
marks "$out/marks/maulidi-kijumbe-1994-game-1.html" > "$out/marks.site"
marks "$out/marks.html" > "$out/marks.page"
[ -s "$out/marks.page" ] && cmp -s "$out/marks.site" "$out/marks.page" &&
  ok || ko "the site's marks are not bao html's: $(diff "$out/marks.page" \
    "$out/marks.site" | head -5)"
# (the blunders are seen from 10 moves deep: a build that reaches less
# within the budget, a sanitized one, cannot see them, and says so)
for ply in 39 41; do
  depth=$(grep -o "data-ply=\"$ply\" data-depth=\"[0-9]*\"" \
    "$out/marks/maulidi-kijumbe-1994-game-1.html" | sed 's/.*depth="//; s/"//')
  if [ "${depth:-0}" -lt 10 ]; then
    skip "ply $ply judged ${depth:-0} moves deep in this build: its blunder is seen from 10"
    continue
  fi
  grep -qx "$ply blunder" "$out/marks.site" && ok ||
    ko "the site does not mark ply $ply a blunder"
done
grep -q 'data-sort="0"' "$out/marks/index.html" &&
  ko "the index shows the 1994 game without marks" || ok

# 60 of Abstract Play's games (tests/data/abstractplay/: 20 of each of
# its three variants, 35 to 200 plies each) make a site under 10 MB: each
# page carries its game (its data, moves, board) and nothing every page
# shares (the engine, scripts, styles, the variants' primers: once).
# --depth 2 for the test's time; the pages' size barely depends on it.
"$bao" site --depth 2 -o "$out/ap60/" tests/data/abstractplay/records-*.json \
  && ok || ko "site of 60 AP games"
[ "$(ls "$out"/ap60/*-game-*.html | wc -l)" -eq 60 ] && ok ||
  ko "not 60 game pages"
size=$(du -sb "$out/ap60" | cut -f1)
[ "$size" -lt 10000000 ] && ok || ko "60 AP games make $size bytes (10 MB or more)"
for v in kiswahili kujifunza; do
  [ -s "$out/ap60/bao-primer-$v.js" ] && ok || ko "no bao-primer-$v.js"
done
grep -q 'class="primer-step"' "$out/ap60/records-default-game-1.html" &&
  ko "a site's page carries the primer" || ok

# the 1994 game in four records, both formats (records/*): bao dedup's
# groups (records/README.md: one game, four spellings); listed once, its
# players credited once (Kijumbe, North, won: 1 game, 1 won), the copies
# named; Abstract Play's games: AP's variant name and its rules as the
# record states them, AP's game id in the Game column
"$bao" site --depth 1 -o "$out/r/" records/*.yaml records/*.txt \
  2>"$out/r.err" && ok || ko "site of records/*: $(head -3 "$out/r.err")"
[ "$(grep -c 'title="records/maulidi-kijumbe-1994' "$out/r/index.html")" \
  -eq 1 ] && ok || ko "the 1994 game not listed once"
grep -q 'also in records/maulidi-kijumbe-1994' "$out/r/index.html" && ok ||
  ko "the 1994 game's copies not named"
kijumbe=$(grep -l '<h1>Kijumbe' "$out"/r/player-*.html)
grep -q '1 game: 1 won, 0 lost' "$kijumbe" && ok ||
  ko "Kijumbe credited more than once"
"$bao" site --depth 0 -o "$out/ap/" tests/data/abstractplay/records-malawi.json \
  && ok || ko "site of AP's Malawi games"
grep -q '>bao-oracle-malawi-000</a>' "$out/ap/index.html" && ok ||
  ko "AP's game id not in the Game column"
grep -q 'data-label="Variant">Malawi<br /><small class="rules">set=abstractplay setup=house8</small>' \
  "$out/ap/index.html" && ok || ko "AP's Malawi not shown as Malawi and its rules"
grep -q 'data-label="Variant">kiswahili' "$out/ap/index.html" &&
  ko "AP's Malawi games listed as kiswahili" || ok

# 4. usage
"$bao" site "$data/kete.yaml" 2>/dev/null
[ $? -eq 2 ] && ok || ko "site without -o is not a usage error"
: > "$out/file"
"$bao" site -o "$out/file" "$data/kete.yaml" 2>/dev/null
[ $? -eq 2 ] && [ ! -s "$out/file" ] && ok || ko "site -o FILE not refused"

# 5. the browser
chromium=$(command -v chromium || command -v chromium-browser || true)
modules=$top/build/node/node_modules
if command -v node >/dev/null 2>&1 && [ -n "$chromium" ] &&
   [ -d "$modules/playwright-core" ]; then
  BAO_SITE_ENGINE=$engine NODE_PATH=$modules \
    node tests/browser/site.js "$out/a" "$chromium" &&
    ok || ko "site.js"
else
  skip "the browser part needs node, chromium and $modules/playwright-core"
fi
summary
