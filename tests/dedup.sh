#!/bin/sh
# bao dedup on a hand-made collection (usage: dedup.sh BAO_BINARY), in
# tests/data/collection/, whose answers are reasoned here:
#
#   zanzibar.txt        the 1994 game (records/), a transcript in de
#                       Voogt's tokens: 46 plies (docs/game-1994.md), 7
#                       header tags
#   zanzibar-kiba.yaml  the same in KIBA's tokens, YAML: 8 tags
#   unfinished.yaml     its first 20 plies in MW's tokens, with an
#                       `event` no other copy has: 5 tags
#   slip.yaml           the 46 plies with ply 19 written A4L where the
#                       game has A3L (docs/game-1994.md): South has no
#                       move from A4 there, and `check --suggest` repairs
#                       it to A3L, after which the whole record replays;
#                       its date says 1994-10-12, the others' 1994-10-11
#   variations.yaml     the 46 plies, ply 3 with a variation (A6R*
#                       instead of A6L*): 9 tags
#   others.yaml         game 1: Bao la Kujifunza, game 2: a set-up game
#                       (rules setup=house8) that begins A6L* a5R, game 3
#                       "A6L* a5R" in KIBA's tokens (A6<* a5>), 5 tags
#   club.txt            "A6L* a5R" in de Voogt's, a transcript: 3 tags
#
# So: group 1 is the five copies of the 1994 game (a variation is not
# the game played; an unfinished copy is a prefix; a slip is repaired);
# the one kept is variations.yaml (46 plies, unrepaired, the most tags).
# Group 2 is game 3 of others.yaml (kept: more tags) and club.txt.  The
# set-up game begins with the same two moves but from another start, and
# Kujifunza is another game: alone.  9 games, 2 groups, 5 copies.
set -u
. "$(dirname "$0")/lib.sh"
case $1 in /*) bao=$1 ;; *) bao=$(pwd)/$1 ;; esac
top=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$top/tests/data/collection" || exit 1
tab=$(printf '\t')
files="zanzibar.txt zanzibar-kiba.yaml unfinished.yaml slip.yaml
  variations.yaml others.yaml club.txt"

# shellcheck disable=SC2086
"$bao" dedup $files >"$tmp/out" 2>"$tmp/err"
rc=$?
# slip.yaml has an error (its ply 19): exit 1, as check says of it
[ $rc = 1 ] && grep -q "^slip.yaml:.*ply 19 (South) 'A4L'" "$tmp/err" && ok ||
  ko "exit $rc: $(cat "$tmp/err")"

# has LINE: the output has the line
has() {
  grep -qxF "$1" "$tmp/out" && ok || ko "no line: $1"
}
has "group 1: 5 games"
has "  keep${tab}variations.yaml:1${tab}game 1 (Maulidi - Kijumbe)${tab}46 plies"
has "  drop${tab}zanzibar.txt:1${tab}game 1 (Maulidi - Kijumbe)${tab}46 plies${tab}the same moves"
has "  drop${tab}zanzibar-kiba.yaml:1${tab}game 1 (Maulidi - Kijumbe)${tab}46 plies${tab}the same moves"
has "  drop${tab}unfinished.yaml:1${tab}game 1 (Maulidi - Kijumbe)${tab}20 plies${tab}its 20 plies begin the kept game's 46"
has "  drop${tab}slip.yaml:1${tab}game 1 (Maulidi - Kijumbe)${tab}46 plies${tab}the same moves; once repaired: ply 19 'A4L' -> 'A3L'"
has "group 2: 2 games"
# game 3 of others.yaml starts at its line 138, after its "---"
line=$(awk '/^---$/ { n++ } n == 3 { print NR; exit }' others.yaml)
has "  keep${tab}others.yaml:$line${tab}game 3 (Asha - Bakari)${tab}2 plies"
has "  drop${tab}club.txt:1${tab}game 1 (Asha - Bakari)${tab}2 plies${tab}the same moves"
has "9 games, 2 groups of the same game, 5 copies to drop"
# the header differences: the slip's date, the unfinished copy's event
grep -q "^  differs${tab}date: '1994-10-11' (variations.yaml:1), .*'1994-10-12' (slip.yaml:1)" \
  "$tmp/out" && ok || ko "the dates differ"
grep -q "^  differs${tab}event: none (variations.yaml:1), .*'copied from a notebook' (unfinished.yaml:1)" \
  "$tmp/out" && ok || ko "the event differs"
# no line for what is the same everywhere: the players
grep -q "differs${tab}south:" "$tmp/out" && ko "south does not differ" || ok
# the set-up game and Kujifunza are alone
grep -q "game [12] (random - random)" "$tmp/out" &&
  ko "a game of another start or variant in a group" || ok

# deterministic, and the same groups whatever the order of the files
# shellcheck disable=SC2086
"$bao" dedup $files 2>/dev/null | cmp -s - "$tmp/out" && ok ||
  ko "two runs differ"
"$bao" dedup club.txt others.yaml variations.yaml slip.yaml unfinished.yaml \
  zanzibar-kiba.yaml zanzibar.txt 2>/dev/null >"$tmp/rev"
grep -qxF "  keep${tab}variations.yaml:1${tab}game 1 (Maulidi - Kijumbe)${tab}46 plies" \
  "$tmp/rev" && grep -qx "9 games, 2 groups of the same game, 5 copies to drop" \
  "$tmp/rev" && ok || ko "the files in another order: $(cat "$tmp/rev")"

# -o: one game a group (9 - 5 = 4), the kept header completed with the
# tags only its copies had (the first game written, variations.yaml is
# the first file with a game kept; the unfinished copy's event, the source of
# the transcript), its own dialect kept; it replays, and has no copy
# shellcheck disable=SC2086
"$bao" dedup -o "$tmp/kept.yaml" $files >/dev/null 2>"$tmp/err"
[ "$(grep -c '^---$' "$tmp/kept.yaml")" = 4 ] && ok ||
  ko "-o: not 4 games: $(cat "$tmp/err")"
grep -q "^bao: $tmp/kept.yaml: 4 games written" "$tmp/err" && ok ||
  ko "-o does not say what it wrote"
awk '/^---$/ { n++ } n == 1' "$tmp/kept.yaml" >"$tmp/game1994"
grep -q "^event: 'copied from a notebook'" "$tmp/game1994" &&
  grep -q "^source: 'A. de Voogt" "$tmp/game1994" &&
  grep -q "^annotator: 'a reader'" "$tmp/game1994" &&
  grep -q "^dialect: 'devoogt'" "$tmp/game1994" && ok ||
  ko "-o: the kept header: $(cat "$tmp/game1994")"
"$bao" check "$tmp/kept.yaml" >"$tmp/check" && ok ||
  ko "-o: the kept games do not replay: $(cat "$tmp/check")"
"$bao" dedup "$tmp/kept.yaml" | grep -qx "4 games, 0 groups of the same game, 0 copies to drop" &&
  ok || ko "-o: a copy is left"
# standard input is read once, as a file is: its one game written
"$bao" dedup -o "$tmp/x.yaml" - <club.txt >/dev/null 2>&1
[ $? = 0 ] && [ "$(grep -c '^---$' "$tmp/x.yaml")" = 1 ] &&
  grep -q "^south: 'Asha'" "$tmp/x.yaml" && ok || ko "-o with standard input"

# A game that begins two different games joins the one whose moves sort
# first (byte by byte, canonical tokens).  unfinished.yaml's 20 plies
# begin the 1994 game, whose ply 21 is A3L (docs/game-1994.md), and here
# a branch: the 20 plies and then each other legal move there in turn
# (bao moves after ply 20).  A branch that sorts before "A3L" takes the
# unfinished copy, one that sorts after leaves it with the 1994 game.
pos=$("$bao" replay --positions zanzibar.txt 2>/dev/null | sed -n 20p | cut -f4)
awk '/^- / { n++ } n <= 20' unfinished.yaml >"$tmp/head.yaml"
for m in $("$bao" moves --position "$pos" | cut -f1); do
  [ "$m" = A3L ] && continue
  # the head is in MW's tokens: the branch is written in de Voogt's
  "$bao" convert --dialect devoogt "$tmp/head.yaml" 2>/dev/null |
    awk '/^  original:/ { next } { sub(/^- move: /, "- ") } 1' |
    sed "s/^dialect: 'mw'/dialect: 'devoogt'/; s/^event: .*/event: 'branch'/" \
      >"$tmp/branch.yaml"
  printf -- "- '%s'\n" "$m" >>"$tmp/branch.yaml"
  first=$(printf '%s\n%s\n' "$m" A3L | LC_ALL=C sort | head -1)
  "$bao" dedup zanzibar.txt unfinished.yaml "$tmp/branch.yaml" \
    >"$tmp/br" 2>/dev/null
  if [ "$first" = "$m" ]; then
    want="  drop${tab}unfinished.yaml:1${tab}game 1 (Maulidi - Kijumbe)${tab}20 plies${tab}its 20 plies begin the kept game's 21"
  else
    want="  drop${tab}unfinished.yaml:1${tab}game 1 (Maulidi - Kijumbe)${tab}20 plies${tab}its 20 plies begin the kept game's 46"
  fi
  grep -qxF "$want" "$tmp/br" && grep -qx "3 games, 1 group of the same game, 1 copy to drop" "$tmp/br" &&
    ok "a prefix of two games, the other's ply 21 $m" ||
    ko "a prefix of two games, ply 21 $m: $(cat "$tmp/br")"
done
summary
