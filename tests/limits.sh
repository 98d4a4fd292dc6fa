#!/bin/sh
# The bounds bao(1) LIMITS states: the memory of a legal game of a
# million plies within 20 times its file (check, convert, analyze), and a bound of every game's
# work whatever its length: the exact search at a fixed depth (the node
# budget of a game), the engine (the plies of a game it judges), and the
# judgements under the time budget (the plies of a game kept).
#
#   sh tests/limits.sh BAO_BINARY
#
# Peak memory is GNU time's maximum resident set; work is counted in the
# lines and messages the commands write, never timed.  Every command runs
# under a limit of processor time (ulimit -t), which a busy machine does
# not stretch.  A sanitizer build (address space reserved by the
# terabyte) runs without the memory checks.
set -u
. "$(dirname "$0")/lib.sh"

if [ $# -ne 1 ] || [ ! -x "$1" ]; then
  echo "usage: sh limits.sh BAO_BINARY" >&2
  exit 2
fi
bao=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
trap 'exit 2' INT TERM

gnu_time=""
/usr/bin/time -f %M true >/dev/null 2>&1 && gnu_time=/usr/bin/time
sanitized=0
if "$bao" --version 2>/dev/null | grep -qi sanitiz ||
  ! sh -c 'ulimit -v 1048576 && "$1" --version' sh "$bao" >/dev/null 2>&1; then
  sanitized=1
fi

# run SECONDS CMD...: CMD under SECONDS of processor time (10 times that
# for a sanitizer build: ulimit -t, SIGXCPU past it; every command here
# reads a file and computes, so that the processor limit is also the
# guard against a hang); rc, rss (KB, or empty), $tmp/out and $tmp/err.
run() {
  limit=$1
  [ "$sanitized" = 1 ] && limit=$((limit * 10))
  shift
  rm -f "$tmp/rss"
  # (ulimit -t is not POSIX, but dash, bash and busybox sh have it)
  # shellcheck disable=SC3045,SC2086
  (ulimit -St "$limit" &&
    exec ${gnu_time:+$gnu_time -f %M -o "$tmp/rss"} "$@") \
    >"$tmp/out" 2>"$tmp/err"
  rc=$?
  rss=""
  [ -s "$tmp/rss" ] && rss=$(tail -n 1 "$tmp/rss")
}

# status NAME CODE: the last run exited CODE.
status() {
  [ "$rc" = "$2" ] && ok "$1" ||
    { ko "$1: exit status $rc, expected $2"; head -n 5 "$tmp/err"; }
}

# said NAME TEXT: the last run's standard error (or, for check's
# summary, its output) holds TEXT.
said() {
  grep -qF -e "$2" "$tmp/err" "$tmp/out" && ok "$1" ||
    { ko "$1: no '$2' on stderr"; head -n 5 "$tmp/err"; }
}

# within NAME FILE: the last run's peak memory below 20 times FILE's size.
within() {
  if [ "$sanitized" = 1 ] || [ -z "$rss" ]; then
    skip "$1 (no memory measure here)"
    return
  fi
  limit=$(($(wc -c <"$2") * 20 / 1024))
  [ "$rss" -lt "$limit" ] && ok "$1 ($rss KB < $limit KB)" ||
    ko "$1: peak memory $rss KB, 20 times the input is $limit KB"
}

# count NAME EXPECTED GOT
count() {
  [ "$3" = "$2" ] && ok "$1" || ko "$1: $3, expected $2"
}

# ---- a legal game as long as one likes --------------------------------------
# In this sparse mtaji position the 20 plies of LOOP bring the game back
# to the position before them (found by a search of the positions
# reachable from it; every ply is checked by `bao check` below, so the
# claim is the program's to confirm, not this comment's): PREFIX, then
# LOOP N times, is a legal game of 36 + 20 N plies that never ends.
SETUP='0 0 0 0 0 1 0 2 / 0 0 0 0 0 0 1 1 / 0 0 2 0 0 0 0 0 / 0 0 0 3 0 0 1 1 | hand S0 N0 | house S:x N:x | S to move'
PREFIX='A3R* b1L* B4R* a1R* B8L* a4R* B5L* a5R* B4L* a6R* B3L* a7R* B2L* a8R* B1L* b8L* A1R* b7L* A2R* b6L* A5R* b5L* A3R* b4L* A6R b1L A4R a1L* A6L* a2L* A5L* b1L* A4L* a1L* B2R* b3L*'
LOOP='B3R* b2L* B4R* a4R* B5R* a5R* B6R* a6R* A8L* a7R* A7L* a8R* A6L* b8L* A5L* b7L* A4L* b6L* B2R* b5L*'

# cycle N FILE: the game of PREFIX and N loops, a ply a line.
cycle() {
  awk -v n="$1" -v setup="$SETUP" -v pre="$PREFIX" -v loop="$LOOP" 'BEGIN {
    printf "dialect: devoogt\nsetup: '\''%s'\''\nmoves:\n", setup
    np = split(pre, p, " "); nl = split(loop, l, " ")
    for (i = 1; i <= np; i++) print "- " p[i]
    for (k = 0; k < n; k++) for (i = 1; i <= nl; i++) print "- " l[i] }' >"$2"
}

million() {
  cycle 50000 "$tmp/million.yaml" # 1,000,036 plies, 7 MB
  run 60 "$bao" check "$tmp/million.yaml"
  status "a legal game of 1,000,036 plies: check" 0
  said "check: every ply legal" "1 game, 1000036 plies legal, 0 errors"
  within "check: memory" "$tmp/million.yaml"
  # convert writes each game in the dialect asked without a copy of its
  # plies: into the dialect read (every token as it is), into KIBA's
  # (every token new) and as a transcript in Mancala World's
  for to in "" "--dialect kiba" "--to text --dialect mw"; do
    # shellcheck disable=SC2086
    run 60 "$bao" convert $to -o "$tmp/converted" "$tmp/million.yaml"
    status "convert ${to:-(the dialect read)}" 0
    within "convert ${to:-(the dialect read)}: memory" "$tmp/million.yaml"
  done
  count "convert --to text: a line of moves a move" 500018 \
    "$(grep -c '^([0-9]*)' "$tmp/converted")"
  rm -f "$tmp/converted"
  run 120 "$bao" analyze "$tmp/million.yaml"
  status "analyze (the default budget)" 0
  within "analyze: memory" "$tmp/million.yaml"
  count "analyze: a line a ply" 1000036 "$(wc -l <"$tmp/out")"
  # the plies past the first 10,000 are said, not judged
  count "analyze: the plies past a game's first 10,000 said unjudged" \
    990036 "$(grep -c "a game's first 10000 plies are judged" "$tmp/out")"
  said "analyze: the bound of a game's memory said" \
    "990036 plies not judged: a game's first 10000 plies"
  # a page draws at most 100,000 plies (about 1 KB each): a longer game
  # gets no page, and says why, rather than a page of a gigabyte
  run 120 "$bao" html -o "$tmp/million.html" "$tmp/million.yaml"
  status "html of 1,000,036 plies: refused" 2
  said "html: the bound of a page said" \
    "game 1 has more than 100000 plies, the most a page draws"
  [ ! -e "$tmp/million.html" ] && ok "html: no page in part" ||
    ko "html: a page was written in part"
  rm -f "$tmp/million.yaml" "$tmp/million.html"
}

# a game over a page's bound is refused alone: the other games of the
# file get their pages (html -o DIR/, site), the refusal is said and the
# exit status is 2 (the walk once stopped there: no page after it, and
# site wrote none at all and said nothing)
page_bound() {
  cycle 5001 "$tmp/long.yaml" # 100,056 plies
  printf -- '---\nsouth: after\nnorth: it\nmoves: [A7L*, a5R]\n' >>"$tmp/long.yaml"
  rm -rf "$tmp/pages" "$tmp/site"
  run 120 "$bao" html --no-engine --depth 0 -o "$tmp/pages/" "$tmp/long.yaml"
  status "html -o DIR/ of a game over the bound, then another" 2
  said "html -o DIR/: the refusal said" \
    "game 1 has more than 100000 plies, the most a page draws"
  [ ! -e "$tmp/pages/game-1.html" ] && [ -s "$tmp/pages/game-2.html" ] &&
    ok "html -o DIR/: the next game's page, none of the long one" ||
    ko "html -o DIR/: pages $(ls "$tmp/pages" 2>/dev/null | tr '\n' ' ')"
  run 120 "$bao" site --depth 0 -o "$tmp/site/" "$tmp/long.yaml"
  status "site of a game over the bound, then another" 2
  said "site: the refusal said" \
    "game 1 has more than 100000 plies, the most a page draws"
  [ ! -e "$tmp/site/game-1.html" ] && [ -s "$tmp/site/game-2.html" ] &&
    [ -s "$tmp/site/index.html" ] &&
    ok "site: the next game's page and the index" ||
    ko "site: pages $(ls "$tmp/site" 2>/dev/null | tr '\n' ' ')"
  # on two threads, each of which walks every game: said once
  for cmd in "html --no-engine" site; do
    rm -rf "$tmp/pages"
    # shellcheck disable=SC2086
    run 120 "$bao" $cmd --jobs 2 --depth 0 -o "$tmp/pages/" "$tmp/long.yaml"
    status "$cmd --jobs 2 of a game over the bound" 2
    count "$cmd --jobs 2: the refusal said once" 1 \
      "$(grep -c "game 1 has more than 100000 plies" "$tmp/err")"
    [ -s "$tmp/pages/game-2.html" ] && ok "$cmd --jobs 2: the next game's page" ||
      ko "$cmd --jobs 2: pages $(ls "$tmp/pages" 2>/dev/null | tr '\n' ' ')"
  done
  rm -rf "$tmp/long.yaml" "$tmp/pages" "$tmp/site"
}

# annotate and html keep a game's first 10,000 plies for the budget too
kept_plies() {
  cycle 1000 "$tmp/c20k.yaml" # 20,036 plies
  run 60 "$bao" annotate "$tmp/c20k.yaml"
  status "annotate of 20,036 plies" 0
  said "annotate: the plies past the first 10,000 said" \
    "10036 plies not judged: a game's first 10000 plies"
}

# --engine judges at most 500 plies of a game: of 636 plies, 136 are not
# (1 ms of thinking a ply keeps the run short; the count is the same)
engine_game() {
  cycle 30 "$tmp/c636.yaml"
  run 60 "$bao" analyze --engine --time 1ms --depth 1 "$tmp/c636.yaml"
  status "analyze --engine of 636 plies" 0
  count "analyze --engine: 136 plies not judged by the engine" 136 \
    "$(awk -F '\t' '$NF == "not-judged"' "$tmp/out" | wc -l)"
  said "analyze --engine: the bound of a game said" \
    "136 plies not judged by the engine: it judges at most 500 plies a game"
  run 60 "$bao" html --engine --time 1ms --depth 1 -o "$tmp/e.html" \
    "$tmp/c636.yaml"
  status "html --engine of 636 plies" 0
  said "html --engine: the bound of a game said" \
    "136 plies not judged by the engine: it judges at most 500 plies a game"
}

# At a fixed depth a game's searches take at most 50 plies' node budgets
# (50 x 4,000,000 positions).  At depth 64 every ply of a random game
# needs more than its own budget; a ply takes at most its budget and the
# 16,384 positions between two checks of the game's, so 49 plies take
# less than the game's budget, and the first ply it cuts is ply 50 or
# later; the later ones are said, not searched.
game_nodes() {
  if [ "$sanitized" = 1 ]; then
    # 2 x 200,000,000 positions: minutes in a sanitizer build, and no
    # memory path that the million-ply runs above do not take
    skip "the game's node budget (a sanitizer build: the count is asked of the optimised one)"
    return
  fi
  "$bao" random --games 40 --seed 11 -o "$tmp/r40.yaml" 2>/dev/null
  awk '/^---/ { g++ } g == 3' "$tmp/r40.yaml" >"$tmp/r88.yaml"
  plies=$(grep -c '^- ' "$tmp/r88.yaml")
  run 300 "$bao" analyze --depth 64 "$tmp/r88.yaml"
  status "analyze --depth 64 of a $plies-ply game" 0
  cut=$(grep -c "the game's judgements took their budget of 200000000" \
    "$tmp/out")
  first=$(awk -F '\t' '/took their budget/ { print $1; exit }' "$tmp/out")
  [ "$cut" -gt 0 ] && [ "${first:-0}" -ge 50 ] &&
    ok "--depth 64: the game's node budget reached at ply 50 or later ($cut plies cut from ply $first)" ||
    ko "--depth 64: $cut plies cut by the game's node budget, the first at ply ${first:-none}"
  said "--depth 64: the game's node budget said" \
    "$cut plies not judged: their game's plies took 200000000 positions"
  # the page's walk judges the plies itself: the same bound, its notes
  # say which plies, stderr how many
  run 300 "$bao" annotate --depth 64 "$tmp/r88.yaml"
  status "annotate --depth 64 of a $plies-ply game" 0
  said "annotate --depth 64: the game's node budget said" \
    "of them: their game's plies took 200000000 positions"
}

for group in ${BAO_LIMITS_ONLY:-million page_bound kept_plies engine_game game_nodes}; do
  "$group"
done
summary
