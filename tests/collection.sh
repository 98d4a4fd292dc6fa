#!/bin/sh
# bao openings and bao stats on the hand-made collection of
# tests/data/collection/ (usage: collection.sh BAO_BINARY).  What each
# must say is reasoned here from the records, never pasted from the
# commands' output:
#
#   kiswahili.yaml  game 1: A6L* a5L A3R a5R, Ali (South) - Bakari, 1-0;
#                   game 2: A6L* a5R A3R a5L, Bakari (South) - Ali, 1-0
#   mw.txt          Chausiku (South) - Ali, 0-1, in the mw dialect, where
#                   North's L and R are as South sees them: its a5R a5L
#                   are de Voogt's a5L a5R, so it is game 1's line
#   kete.yaml       Chausiku - Bakari, Bao la Kete, A6L* a5L, no result
#
#  1. the premise, by bao replay --positions (not by the commands under
#     test): the two move orders of kiswahili.yaml differ after ply 2 and
#     meet after ply 4, and kete.yaml's game passes, after ply 2, through
#     the board of game 1 after ply 2;
#  2. openings --plies 4: one tree per variant (kete apart from
#     kiswahili, though its boards are the same); the kiswahili start has
#     3 games, South won 2 (the two 1-0) and North 1 (the 0-1); after
#     A6L* a5L two games (game 1 and mw.txt), after A6L* a5R one; the
#     position after ply 4 holds all three games and is shown once, the
#     other move order naming it as a transposition; each move is written
#     in every dialect (North's a5L is mw's a5R, and Abstract Play's
#     d3<: man/bao-notation.7, d3 is North's nyumba a5, d3< is a5L);
#  3. the YAML: that node's games are [1, 2, 3], the numbers of the games
#     in the order read; the page: record text escaped;
#  4. stats --depth 0: kiswahili 3 games, South 2 North 1, average length
#     4.0 plies (every game has 4); captures: a token without '*' is a
#     capture (docs/rules.md section 2.2): A3R, a5L and a5R capture, A6L*
#     does not, so 3 a game, 9 in all; first move A6L* 3 times; Ali
#     played 3 games: won game 1 (South, 1-0), lost game 2 (North, 1-0)
#     and won mw.txt (North, 0-1); kete 1 game, its result unknown;
#     a record's variations are not games: its tree is its own line;
#  4b. stats without --depth is --depth 0 (no analysis: judging every
#     ply is 8.6x check, bench/README.md) but for its first line, which
#     says how to get the marks; with --depth 1 the marks are analyze
#     --depth 1's, counted here from analyze's own output for a record
#     where it marks some, and the default shows none of them;
#  5. errors: --plies 0 and --format svg are usage errors (2);
#  6. determinism: the same output twice.
set -u
. "$(dirname "$0")/lib.sh"
bao=$1
data=$(dirname "$0")/data/collection
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# 1. the premise
"$bao" replay --positions "$data/kiswahili.yaml" > "$tmp/pos" ||
  ko "replay of kiswahili.yaml"
p2a=$(awk -F'\t' 'NR == 2' "$tmp/pos" | cut -f4)
p4a=$(awk -F'\t' 'NR == 4' "$tmp/pos" | cut -f4)
p2b=$(awk -F'\t' 'NR == 7' "$tmp/pos" | cut -f4)
p4b=$(awk -F'\t' 'NR == 9' "$tmp/pos" | cut -f4)
[ "$p2a" != "$p2b" ] && ok || ko "premise: the two orders differ at ply 2"
[ -n "$p4a" ] && [ "$p4a" = "$p4b" ] && ok ||
  ko "premise: the two orders meet at ply 4"

# 2. the tree as text
"$bao" openings --plies 4 "$data"/kiswahili.yaml "$data"/mw.txt \
  "$data"/kete.yaml > "$tmp/tree" 2> "$tmp/err" && ok || ko "openings failed"
has() { grep -qF -- "$1" "$tmp/tree" && ok || ko "openings: no line with: $1"; }
has "start (kiswahili): 3 games, South 2, North 1, other 0"
has "start (kete): 1 game, South 0, North 0, other 1"
# (AP's cell of North's a5 is file 9 - 5 = d on rank 3; its < and > are
# KIBA's: a5L is ap d3<)
has "a5L (kiba a5<, mw a5R, ap d3<): 2 games, South 1, North 1, other 0"
has "a5R (kiba a5>, mw a5L, ap d3>): 1 game, South 1, North 0, other 0"
has "a5R (kiba a5>, mw a5L, ap d3>): 3 games, South 2, North 1, other 0"
has "a5L (kiba a5<, mw a5R, ap d3<): transposition, 1 game this way"
n=$(grep -c "3 games" "$tmp/tree")
# the start, A6L*, and the meeting point: three nodes of three games
[ "$n" -eq 3 ] && ok || ko "openings: $n nodes of 3 games, not 3"
[ "$(grep -c '^\[' "$tmp/tree")" -eq 2 ] && ok ||
  ko "openings: not two roots (kiswahili and kete)"
[ -s "$tmp/err" ] && ko "openings said: $(cat "$tmp/err")" || ok

# 3. YAML and the page
"$bao" openings --plies 4 --format yaml "$data"/kiswahili.yaml \
  "$data"/mw.txt > "$tmp/tree.yaml" && ok || ko "openings --format yaml"
grep -q "games: \[1, 2, 3\]" "$tmp/tree.yaml" && ok ||
  ko "yaml: no node with the games [1, 2, 3]"
if command -v python3 >/dev/null 2>&1 &&
   python3 -c 'import yaml' 2>/dev/null; then
  python3 - "$tmp/tree.yaml" <<'PY' && ok || ko "yaml: not the tree"
import sys, yaml
d = yaml.safe_load(open(sys.argv[1]))
nodes = {n["id"]: n for n in d["nodes"]}
# the meeting point: reached by two moves from two different nodes
into = {}
for n in d["nodes"]:
    for m in n["moves"]:
        into.setdefault(m["to"], set()).add(n["id"])
meet = [k for k, v in into.items() if len(v) == 2]
assert len(meet) == 1, meet
assert nodes[meet[0]]["games"] == [1, 2, 3]
assert d["games"][2]["file"].endswith("mw.txt")
assert d["games"][0]["winner"] == "south"
PY
else
  skip "python3 with PyYAML: the YAML tree read back"
fi
"$bao" openings --format html "$data"/kiswahili.yaml > "$tmp/tree.html" &&
  ok || ko "openings --format html"
grep -q "Club <night>" "$tmp/tree.html" && ko "html: record text unescaped" ||
  ok
grep -q '<details' "$tmp/tree.html" && ok || ko "html: no folding"
grep -q 'href="game-1.html"' "$tmp/tree.html" && ok ||
  ko "html: game 1 not linked to its page"

# 4. stats
"$bao" stats --depth 0 "$data"/kiswahili.yaml "$data"/mw.txt \
  "$data"/kete.yaml > "$tmp/stats" && ok || ko "stats failed"
sect() { # the lines of variant $1, or of player $2 in it
  awk -v v="variant $1:" -v p="${2:-}" '
    index($0, "variant ") == 1 { on = index($0, v) == 1; pl = 0 }
    on && p == "" && /^  [a-z]/ && !/^  player/ { print }
    on && index($0, "  player " p ":") == 1 { pl = 1; print; next }
    on && pl && /^    / { print }
    on && pl && /^  player/ && index($0, "  player " p ":") != 1 { pl = 0 }
  ' "$tmp/stats"
}
sect kiswahili > "$tmp/k"
for want in "results: South 2, North 1, other 0" \
            "average length: 4.0 plies" "captures: 9 (3.0 a game)" \
            "games end in: namua 0, mtaji 0, not over 3" \
            "commonest first moves: A6L* 3"; do
  grep -qF "$want" "$tmp/k" && ok || ko "stats kiswahili: no '$want'"
done
grep -qF "variant kiswahili: 3 games" "$tmp/stats" && ok ||
  ko "stats: not 3 kiswahili games"
sect kiswahili Ali > "$tmp/ali"
grep -qF "player Ali: 3 games" "$tmp/ali" && ok || ko "stats: Ali's games"
grep -qF "results: won 2, lost 1, other 0" "$tmp/ali" && ok ||
  ko "stats: Ali's results"
sect kete > "$tmp/kete"
grep -qF "results: South 0, North 0, other 1" "$tmp/kete" && ok ||
  ko "stats: kete's unknown result"
"$bao" stats --depth 0 --format yaml "$data"/kiswahili.yaml > "$tmp/s.yaml" &&
  grep -q "^    south_won: 2$" "$tmp/s.yaml" && ok || ko "stats yaml"

# 4b. stats' default: no analysis, and a line saying how to ask for it
set -- "$data"/kiswahili.yaml "$data"/mw.txt "$data"/kete.yaml
"$bao" stats "$@" > "$tmp/sdef" && ok || ko "stats (default) failed"
head -1 "$tmp/sdef" | grep -qF -- " games; no analysis: --depth N" && ok ||
  ko "stats (default): no line on --depth"
tail -n +2 "$tmp/sdef" | cmp -s - "$(tail -n +2 "$tmp/stats" > "$tmp/s0"; \
  echo "$tmp/s0")" && ok || ko "stats (default) differs from --depth 0"
"$bao" stats --format yaml "$data"/kiswahili.yaml | grep -q "^analysis_depth: 0$" &&
  ok || ko "stats yaml (default): analysis_depth not 0"
rec=$(dirname "$0")/../records/kujifunza-random-3.yaml
marks=$("$bao" analyze --depth 1 "$rec" |
  awk -F'\t' '$4 == "blunder" { b++ } $4 == "missed-win" { m++ }
    END { printf "blunders: %d, missed wins: %d", b, m }')
case $marks in
"blunders: 0, missed wins: 0") ko "analyze --depth 1 marks nothing in $rec" ;;
*) ok ;;
esac
"$bao" stats --depth 1 "$rec" | grep -qxF "  $marks" && ok ||
  ko "stats --depth 1: not analyze's $marks"
"$bao" stats "$rec" | grep -qxF "  blunders: 0, missed wins: 0" && ok ||
  ko "stats (default) analysed"

# variations are not games played: tests/browser/variations.yaml is one
# game of 6 plies with variations at plies 3 and 4, so its tree is the
# game's own line alone: the start and 6 nodes, one game each, and none
# of the variations' moves (A6R*, a6L at ply 4) in it
"$bao" openings tests/browser/variations.yaml > "$tmp/var" && ok ||
  ko "openings of variations.yaml"
[ "$(grep -c '^ *\[[0-9]*\] .*: 1 game,' "$tmp/var")" -eq 7 ] && ok ||
  ko "variations: not the 7 nodes of the game's line"
grep -q 'A6R\*' "$tmp/var" && ko "variations: a variation's move in the tree" ||
  ok

# 5. usage
"$bao" openings --plies 0 "$data/kiswahili.yaml" 2>/dev/null
[ $? -eq 2 ] && ok || ko "--plies 0 is not a usage error"
"$bao" openings --format svg "$data/kiswahili.yaml" 2>/dev/null
[ $? -eq 2 ] && ok || ko "--format svg is not a usage error"

# 6. the same twice
"$bao" openings --plies 4 "$data"/kiswahili.yaml "$data"/mw.txt \
  "$data"/kete.yaml | cmp -s - "$tmp/tree" && ok || ko "openings twice differ"
summary
