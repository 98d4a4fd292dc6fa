#!/bin/sh
# bao analyze on games whose positions hold moves that run to the lap
# limit (usage: analyze_laps.sh BAO_BINARY).  The search generates the
# moves of such a position again and again; the solver remembers long
# moves and spends at most a lap budget on them per ply (--budget, per
# ply for analyze).  What the budget could not pay for must be said, not
# guessed: such a ply is "not-judged" with the reason, and every other
# ply is judged as without a budget.  No time is asserted.
#
# The positions are those of tests/hostile.sh:
#  - lap: North to move.  a4R captures, takes South's whole front row,
#    then runs to the lap limit: it has won (docs/rules.md D19), so North
#    wins in 1.  Its position before a4R is generated anew by every
#    judgement of a ply played here.
#  - limit: South to move; the takata A2L* runs to the lap limit (the
#    engine reports it never-ending, period unknown); A3L* ends.
# 40 games (20 of each, one ply each) follow the hand-judged games of
# tests/data/solve-teach.yaml, whose marks at depth 1 are
# tests/cli/analyze-teach.out (reasoned in the data file).
set -u
. "$(dirname "$0")/lib.sh"
bao=$1
here=$(dirname "$0")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

lap='2 1 4 5 2 3 6 5 / 1 2 4 7 2 1 0 7 / 0 0 1 0 0 0 0 1 / 0 1 1 4 1 1 0 2 | hand S0 N0 | house S:x N:x | N to move'
limit='1 1 0 0 2 1 0 1 / 0 0 0 0 1 0 0 0 / 0 6 10 8 3 4 1 2 / 1 2 8 0 4 1 2 5 | hand S0 N0 | house S:x N:x | S to move'
teach="$here/data/solve-teach.yaml"
{
  cat "$teach"
  awk -v a="$lap" -v b="$limit" 'BEGIN { for (i = 0; i < 20; i++)
    printf "---\nsetup: '"'%s'"'\nmoves:\n- b3L\n---\nsetup: '"'%s'"'\nmoves:\n- '"'A3L*'"'\n", a, b }'
} >"$tmp/games.yaml"

# the lines of the 40 lap games (after the teach file's games)
tail_lines() { # FILE: analyze's lines of the games past the teach file's
  awk -v skip=$((1 + $(grep -c '^# game' "$here/cli/analyze-teach.out"))) \
    '/^# game / { g = $3 + 0 }
    g > skip && !/^#/' "$1"
}

# 1. a budget smaller than one long move: every lap game's ply is
# not-judged, with the reason; the teach games are judged as by hand.
"$bao" analyze --depth 1 --budget 1000 "$tmp/games.yaml" >"$tmp/small.out" \
  2>"$tmp/small.err"
rc=$?
[ "$rc" = 0 ] && ok || ko "analyze --budget 1000 exited $rc"
head -n "$(wc -l <"$here/cli/analyze-teach.out")" "$tmp/small.out" |
  cmp -s - "$here/cli/analyze-teach.out" && ok ||
  ko "the teach games are not judged as by hand under --budget 1000"
tail_lines "$tmp/small.out" >"$tmp/small.lap"
n=$(grep -c "	not-judged	the lap budget for long moves (1000 laps, 32 more per node) is spent" \
  "$tmp/small.lap")
[ "$n" = 40 ] && ok || ko "$n of 40 lap games' plies said not-judged"
[ "$(wc -l <"$tmp/small.lap")" = 40 ] && ok ||
  ko "not one line per lap game's ply"
grep -q "^bao: analyze: 40 plies not judged: the lap budget" "$tmp/small.err" &&
  ok || ko "analyze did not say on stderr that 40 plies were not judged"

# 2. the default budget: the memo pays for the long moves, every ply is
# judged.  At depth 1: after b3L South's front row keeps a seed and the
# back row has holes of 2+, so South can move and has not lost: b3L
# does not win in 1, while a4R did (above): a missed win, "a4R wins in 1".
"$bao" analyze --depth 1 "$tmp/games.yaml" >"$tmp/d1.out" 2>"$tmp/d1.err"
rc=$?
[ "$rc" = 0 ] && ok || ko "analyze --depth 1 exited $rc"
[ -s "$tmp/d1.err" ] && ko "analyze --depth 1 wrote to stderr" || ok
tail_lines "$tmp/d1.out" >"$tmp/d1.lap"
n=$(grep -c "^1	N	b3L	missed-win	a4R wins in 1\$" "$tmp/d1.lap")
[ "$n" = 20 ] && ok || ko "$n of 20 b3L plies judged missed-win, a4R wins in 1"
grep -q "not-judged" "$tmp/d1.lap" && ko "a ply not judged under the default budget" || ok

# 3. depth 3: the default budget and one without a limit in practice give
# the same judgements (a budget changes the time, never an answer), and
# every ply is judged.
"$bao" analyze --depth 3 "$tmp/games.yaml" >"$tmp/d3.out" 2>"$tmp/d3.err"
rc=$?
[ "$rc" = 0 ] && ok || ko "analyze --depth 3 exited $rc"
"$bao" analyze --depth 3 --budget 18446744073709551615 "$tmp/games.yaml" \
  >"$tmp/d3big.out" 2>&1
cmp -s "$tmp/d3.out" "$tmp/d3big.out" && ok ||
  ko "depth 3: the default budget changed a judgement"
grep -q "not-judged" "$tmp/d3.out" && ko "a ply not judged at depth 3" || ok
[ "$(tail_lines "$tmp/d3.out" | wc -l)" = 40 ] && ok ||
  ko "depth 3: not one line per lap game's ply"

# 4. annotate --depth 3 (the walk's own solver) judges them too.
"$bao" annotate --depth 3 "$tmp/games.yaml" >"$tmp/ann.out" 2>"$tmp/ann.err"
rc=$?
[ "$rc" = 0 ] && ok || ko "annotate --depth 3 exited $rc"
grep -q "not judged" "$tmp/ann.out" "$tmp/ann.err" &&
  ko "annotate left a ply not judged" || ok

summary
