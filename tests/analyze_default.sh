#!/bin/sh
# bao analyze at its default (usage: analyze_default.sh BAO_BINARY): no
# --depth, so each ply is judged as deep as the time budget allows (pass
# after pass one move deeper, docs/analysis.md).  The 1994 game's
# decisive errors (plies 39-41) are seen only from depth 10; the default
# must find them.  The expected marks are not written here: they come
# from an independent, older mode, the fixed-depth run `--depth 10`.
# Also: a sixth field depth=N on every line and nowhere at a fixed depth,
# the budget's end said on standard error, --time and --depth exclusive.
# The budget is processor time, so what it reaches depends on the build:
# with a second argument "unoptimised" (a sanitizer or Debug build,
# several times slower) the marks of plies 39-41 are not asked, the rest
# is.
set -u
. "$(dirname "$0")/lib.sh"
bao=$1
build=${2:-optimised}
here=$(dirname "$0")
game="$here/../records/maulidi-kijumbe-1994.yaml"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

"$bao" analyze "$game" >"$tmp/deep.out" 2>"$tmp/deep.err"
rc=$?
[ "$rc" = 0 ] && ok || ko "bao analyze (default) exited $rc"
# --depth 10 is the reference for the marks, asked only of an optimised
# build: unoptimised, it alone takes minutes of processor time.
: >"$tmp/ten.out"
if [ "$build" = optimised ]; then
  "$bao" analyze --depth 10 "$game" >"$tmp/ten.out" 2>/dev/null
  rc=$?
  [ "$rc" = 0 ] && ok || ko "bao analyze --depth 10 exited $rc"
fi

mark() { # FILE PLY: the mark of that ply
  awk -F'\t' -v p="$2" '$1 == p { print $4 }' "$1"
}
for ply in 39 40 41; do
  if [ "$build" = unoptimised ]; then
    skip "ply $ply's mark at the default budget: an unoptimised build"
    continue
  fi
  want=$(mark "$tmp/ten.out" $ply)
  got=$(mark "$tmp/deep.out" $ply)
  case $want in
  blunder|missed-win) ;;
  *) ko "--depth 10 no longer marks ply $ply an error ('$want')" ;;
  esac
  [ -n "$got" ] && [ "$got" = "$want" ] && ok ||
    ko "default marks ply $ply '$got', --depth 10 '$want'"
done

# the same plies as a fixed-depth run, each with its depth
"$bao" analyze --depth 1 "$game" >"$tmp/one.out" 2>/dev/null
cut -f1-3 "$tmp/one.out" >"$tmp/one.plies"
cut -f1-3 "$tmp/deep.out" | cmp -s - "$tmp/one.plies" && ok ||
  ko "the default's plies differ from --depth 1's"
awk -F'\t' 'NF != 6 || $6 !~ /^depth=([0-9]+|-)$/ { bad = 1 } END { exit bad }' \
  "$tmp/deep.out" && ok || ko "a line of the default lacks depth=N"
if [ "$build" = optimised ]; then
  awk -F'\t' 'NF != 5 { bad = 1 } END { exit bad }' "$tmp/ten.out" && ok ||
    ko "--depth 10 lines are not five fields"
fi
grep -q "^bao: analyze: the time budget (20 s of processor time a game) ran out: plies judged to depth [0-9]" \
  "$tmp/deep.err" && ok || ko "the budget's end is not said"
# no progress line when standard error is not a terminal
grep -q "analyze: depth" "$tmp/deep.err" && ko "progress shown off a terminal" || ok

# a short budget: every ply still has its line, and the end is said
"$bao" analyze --time 0.05s "$game" >"$tmp/short.out" 2>"$tmp/short.err"
cut -f1-3 "$tmp/short.out" | cmp -s - "$tmp/one.plies" && ok ||
  ko "--time 0.05s does not give every ply a line"
grep -q "time budget (0.05 s" "$tmp/short.err" && ok ||
  ko "--time 0.05: the budget's end is not said"

"$bao" analyze --time 1s --depth 2 "$game" >/dev/null 2>&1
[ $? = 2 ] && ok || ko "--time with --depth is not refused"

# annotate and html at a fixed depth: a ply the node budget cut is said
# on standard error, not only in a page's note (a search within 64 moves
# from the first position cannot end within 4,000,000 positions)
printf -- "moves:\n- 'A7L*'\n" >"$tmp/one.yaml"
"$bao" annotate --depth 64 "$tmp/one.yaml" >/dev/null 2>"$tmp/ann.err"
grep -q "^bao: annotate: 1 plies not judged: the search within 64 moves needs more than 4000000 positions" \
  "$tmp/ann.err" && ok || ko "annotate's unjudged ply not said"
"$bao" html --depth 64 -o "$tmp/one.html" "$tmp/one.yaml" 2>"$tmp/html.err"
grep -q "^bao: html: 1 plies not judged: .*the page's notes say which" \
  "$tmp/html.err" && ok || ko "html's unjudged ply not said"
"$bao" annotate --depth 1 "$tmp/one.yaml" >/dev/null 2>"$tmp/ann1.err"
[ -s "$tmp/ann1.err" ] && ko "annotate --depth 1 wrote to stderr" || ok
summary
