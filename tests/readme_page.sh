#!/bin/sh
# The page the README's command writes, as a newcomer runs it (usage:
# readme_page.sh BAO_BINARY OUT_DIR): `bao html records/maulidi-kijumbe-
# 1994.yaml -o game.html` with its DEFAULT options (no depth pinned: the
# analysis runs under its default budget, as for the newcomer), in English
# and in Swahili, then tests/browser/sentences.js reads every ply's text
# in headless Chromium: no control character, no invalid UTF-8, no
# sentence fragment repeated (what a line never ended with its NUL left in
# the page), the hint a move at the plies a learner asks about (30, 38,
# 39, 40, 42), the long last sowing quick enough and ended by Escape or
# a click.
# Skipped (77) without node, chromium or build/node's playwright-core; a
# failure instead under CI=true (tests/lib.sh).
set -u
. "$(dirname "$0")/lib.sh"
bao=$1
out=$2
top=$(cd "$(dirname "$0")/.." && pwd)
chromium=$(command -v chromium || command -v chromium-browser || true)
modules=$top/build/node/node_modules
command -v node >/dev/null 2>&1 && [ -n "$chromium" ] &&
  [ -d "$modules/playwright-core" ] ||
  skip_suite "needs node, chromium and $modules/playwright-core" \
    "(tests/run-all.sh installs it)"
cd "$top" || exit 1
rm -rf "$out"
mkdir -p "$out" || exit 1
game=records/maulidi-kijumbe-1994.yaml
"$bao" html "$game" -o "$out/game.html" 2>"$out/en.err" && ok ||
  { ko "bao html $game -o game.html"; cat "$out/en.err"; }
"$bao" html --lang sw "$game" -o "$out/game-sw.html" 2>"$out/sw.err" && ok ||
  { ko "bao html --lang sw $game"; cat "$out/sw.err"; }
if NODE_PATH=$modules node tests/browser/sentences.js "$out" "$chromium" "$bao"; then
  ok
else
  ko "the README's page read in the browser (tests/browser/sentences.js)"
fi
summary
