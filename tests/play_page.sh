#!/bin/sh
# play_page.sh - "Play the computer" in the teaching page (issue 28), in
# headless Chromium: tests/browser/play_game.mjs (a whole game at level
# 1, the record exported and checked by bao check, a game from ply 16
# with undo, no task of 200 ms or more on the main thread while the
# engine thinks at level 8, a hint asked meanwhile answered first from its
# own worker with no search on the main thread, screenshots in OUT_DIR).
#
#   sh tests/play_page.sh BAO OUT_DIR
#
# Skipped (77) without node, chromium or build/node's playwright-core,
# and in a build without the engine (its pages have no such box: html.sh
# checks that they hold no engine at all).
set -u
. "$(dirname "$0")/lib.sh"
bao=$1
out=$2
top=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$out"
record=$top/records/maulidi-kijumbe-1994.yaml

# the page without the analysis (--depth 0): only the box is under test
"$bao" html --depth 0 "$record" -o "$out/game.html" ||
  { ko "bao html $record"; summary; }
# (a build may lack the engine, CI's too: not a tool missing)
grep -q 'id="versus"' "$out/game.html" ||
  { echo "SKIP: a build without the engine: no game against the computer"
    exit 77; }
chromium=$(command -v chromium || command -v chromium-browser || true)
modules=$top/build/node/node_modules
command -v node >/dev/null 2>&1 && [ -n "$chromium" ] &&
  [ -d "$modules/playwright-core" ] ||
  skip_suite "needs node, chromium and $modules/playwright-core"
NODE_PATH=$modules node "$top/tests/browser/play_game.mjs" "$out" "$chromium" \
  "$bao" "$out/game.html" "$record" && ok "the game against the computer" ||
  ko "the game against the computer (tests/browser/play_game.mjs)"
summary
