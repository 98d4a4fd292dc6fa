#!/bin/sh
# Cores, time and parts of a run (src/cli/cli_jobs.c, cli_games.c):
#   - --jobs N at a fixed --depth: the output (stdout and stderr) byte for
#     byte that of --jobs 1, for every command that judges (annotate text
#     and YAML, analyze, html -o DIR/, site, drill, stats), on games of
#     bao random and the bundled records together (several files);
#     (each compared at --jobs 2 and 3 on 44 games in three files: a
#     thread that took another's game, or a mark taken from the wrong
#     thread, shows; a FIFO is judged on one thread, not waited on);
#   - --jobs under the time budget: every ply still gets its line;
#   - --shard K/N: the N parts, put end to end, are the output of one run
#     (annotate, analyze; html's pages into one DIR/ are its pages); site
#     --shard K/N then site --merge is the site of one run, and a merge
#     with a shard missing or of other files is refused; a bad K/N and
#     standard input refused;
#   - --game N: the outputs of --game 1 .. --game N put end to end are
#     the output of the whole file; a game the file lacks is exit 2;
#   - --time takes a unit (500ms, 2s, 1m); a bare number keeps the
#     command's old unit with a warning that names it; a unit we do not
#     know is refused;
#   - progress: a line with games done on a terminal (BAO_PROGRESS=1
#     stands for one), none into a pipe;
#   - the default budget of a file of many games: shared, and said.
# Expected values: the single-thread, single-process, whole-file runs of
# the same binary (the property is that the parts change nothing), and
# for --time the units as written in bao(1).
# Usage: jobs.sh BAO_BINARY
set -u
. "$(dirname "$0")/lib.sh"
bao=$1
records=$(dirname "$0")/../records
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

"$bao" random --games 40 --seed 39 > "$tmp/r.txt" || ko "bao random"
"$bao" random --games 3 --seed 7 --format yaml > "$tmp/r3.yaml" ||
  ko "bao random --format yaml"
set -- "$tmp/r.txt" "$records/maulidi-kijumbe-1994.yaml" "$tmp/r3.yaml"

# same WHAT CMD...: CMD with --jobs 1 and with --jobs 2 and 3, stdout and
# stderr compared byte for byte
same() {
  what=$1
  shift
  "$@" --jobs 1 > "$tmp/1.out" 2> "$tmp/1.err"
  rc1=$?
  for j in 2 3; do
    "$@" --jobs $j > "$tmp/$j.out" 2> "$tmp/$j.err"
    rc=$?
    if [ $rc = $rc1 ] && cmp -s "$tmp/1.out" "$tmp/$j.out" &&
       cmp -s "$tmp/1.err" "$tmp/$j.err"; then
      ok
    else
      ko "$what: --jobs $j differs from --jobs 1 (exit $rc1, $rc)"
    fi
  done
  [ -s "$tmp/1.out" ] && ok || ko "$what: no output to compare"
}

same "annotate --depth 3" "$bao" annotate --depth 3 "$@"
same "annotate --format yaml --depth 2" "$bao" annotate --format yaml \
  --depth 2 "$@"
same "analyze --depth 3" "$bao" analyze --depth 3 "$@"
same "stats --depth 2" "$bao" stats --depth 2 "$@"
same "annotate --depth 3 --lang sw" "$bao" annotate --depth 3 --lang sw "$@"

# the page commands write files: compared file by file
pages() {
  what=$1
  shift
  rm -rf "$tmp/p1" "$tmp/p2"
  "$@" --jobs 1 -o "$tmp/p1/" 2> "$tmp/p1.err"
  rc1=$?
  n=$(ls "$tmp/p1" | wc -l)
  [ "$n" -ge 2 ] && ok || ko "$what: $n files"
  for j in 2 3; do
    rm -rf "$tmp/p2"
    "$@" --jobs $j -o "$tmp/p2/" 2> "$tmp/p2.err"
    rc=$?
    [ $rc = $rc1 ] && cmp -s "$tmp/p1.err" "$tmp/p2.err" && ok ||
      ko "$what: --jobs $j: exit or stderr differ"
    diff -r "$tmp/p1" "$tmp/p2" > /dev/null && ok ||
      ko "$what: --jobs $j writes other files than --jobs 1"
  done
}
pages "html --depth 2" "$bao" html --no-engine --depth 2 "$@"
pages "site --depth 2" "$bao" site --no-engine --depth 2 "$@"
if "$bao" drill --depth 3 "$tmp/r.txt" -o "$tmp/d.html" 2> /dev/null; then
  same "drill --depth 3" "$bao" drill --depth 3 "$tmp/r.txt" -o -
else
  skip "drill: a build without the engine in WebAssembly"
fi

# a FIFO is read once: the commands that judge games on threads judge
# it on one (every thread reading it would wait for a writer for ever)
if mkfifo "$tmp/fifo" 2> /dev/null; then
  for cmd in "stats --depth 1" "annotate --depth 1"; do
    $bao $cmd --jobs 1 "$tmp/r3.yaml" > "$tmp/f1" 2> /dev/null
    cat "$tmp/r3.yaml" > "$tmp/fifo" &
    timeout 60 $bao $cmd --jobs 3 "$tmp/fifo" > "$tmp/f3" 2> /dev/null
    rc=$?
    wait
    [ $rc = 0 ] && [ -s "$tmp/f3" ] && ok ||
      ko "$cmd --jobs 3 of a FIFO: exit $rc"
  done
else
  skip "no mkfifo"
fi

# under the budget: threads take the plies of a pass; every ply a line
"$bao" analyze --time 300ms --jobs 2 "$records/maulidi-kijumbe-1994.yaml" \
  > "$tmp/t.out" 2> "$tmp/t.err"
[ $? = 0 ] && [ "$(wc -l < "$tmp/t.out")" = 46 ] &&
  grep -c 'depth=' "$tmp/t.out" | grep -qx 46 && ok ||
  ko "analyze --time 300ms --jobs 2: not a line with its depth per ply"

# --shard K/N: the parts end to end are one run
for cmd in "annotate --depth 2" "analyze --depth 2"; do
  $bao $cmd "$@" > "$tmp/whole" 2> /dev/null
  for n in 1 3 7; do
    k=1
    : > "$tmp/parts"
    while [ $k -le $n ]; do
      $bao $cmd --shard $k/$n "$@" >> "$tmp/parts" 2> /dev/null
      k=$((k + 1))
    done
    cmp -s "$tmp/whole" "$tmp/parts" && ok ||
      ko "$cmd --shard K/$n: the parts are not the whole"
  done
done
rm -rf "$tmp/h1" "$tmp/h2"
"$bao" html --no-engine --depth 1 "$@" -o "$tmp/h1/" 2> /dev/null
for k in 1 2 3; do
  "$bao" html --no-engine --depth 1 --shard $k/3 "$@" -o "$tmp/h2/" \
    2> /dev/null
done
diff -r "$tmp/h1" "$tmp/h2" > /dev/null && ok ||
  ko "html --shard K/3 into one DIR/: not the pages of one run"
# site --shard K/N into one DIR/, then site --merge: one run's site, with
# a file whose games are copies of others' (bao dedup's same game: no
# page of their own, named on their kept game's)
"$bao" random --games 5 --seed 39 > "$tmp/copies.txt"
site="site --no-engine --depth 2"
rm -rf "$tmp/s1"
$bao $site -o "$tmp/s1/" "$@" "$tmp/copies.txt" 2> /dev/null
grep -q 'class="copies"' "$tmp/s1/index.html" && ok ||
  ko "site: the copies are not named (the test has no copy)"
grep -q 'data-sort="[1-9]' "$tmp/s1/index.html" && ok ||
  ko "site --depth 2: no marks in the index (nothing for a merge to take)"
for n in 1 3 7; do
  rm -rf "$tmp/s2"
  k=1
  while [ $k -le $n ]; do
    $bao $site --shard $k/$n --jobs 2 -o "$tmp/s2/" "$@" "$tmp/copies.txt" \
      2> /dev/null || ko "site --shard $k/$n"
    k=$((k + 1))
  done
  [ ! -e "$tmp/s2/index.html" ] && [ -e "$tmp/s2/bao-shard-1-of-$n.marks" ] &&
    ok || ko "site --shard K/$n: an index before the merge, or no marks"
  $bao site --no-engine --merge -o "$tmp/s2/" "$@" "$tmp/copies.txt" \
    2> "$tmp/m.err" || ko "site --merge of $n shards: $(cat "$tmp/m.err")"
  diff -r "$tmp/s1" "$tmp/s2" > /dev/null && ok ||
    ko "site --shard K/$n then --merge: not the site of one run"
done
rm -rf "$tmp/s2"
for k in 1 3; do
  $bao $site --shard $k/3 -o "$tmp/s2/" "$@" 2> /dev/null
done
$bao site --merge -o "$tmp/s2/" "$@" > /dev/null 2> "$tmp/m.err"
[ $? = 2 ] && grep -q "in no shard" "$tmp/m.err" &&
  [ ! -e "$tmp/s2/index.html" ] && ok ||
  ko "site --merge without shard 2/3: not refused ($(cat "$tmp/m.err"))"
$bao $site --shard 2/3 -o "$tmp/s2/" "$tmp/r.txt" 2> /dev/null
$bao site --merge -o "$tmp/s2/" "$@" > /dev/null 2> "$tmp/m.err"
[ $? = 2 ] && grep -q "not a shard of these" "$tmp/m.err" && ok ||
  ko "site --merge of a shard of other files: not refused"
$bao site --merge --shard 1/2 -o "$tmp/s2/" "$@" > /dev/null 2>&1
[ $? = 2 ] && ok || ko "site --merge --shard: not refused"
"$bao" annotate --shard 4/3 "$tmp/r.txt" > /dev/null 2>&1
[ $? = 2 ] && ok || ko "--shard 4/3 is not refused"
"$bao" annotate --shard 1/2 - < "$tmp/r.txt" > /dev/null 2>&1
[ $? = 2 ] && ok || ko "--shard on standard input is not refused"

# the parts of one run started at once (as workers start them) all make
# the same new DIR/: one part's mkdir between another's look and its own
# is not an error (each round a fresh folder; 8 parts, 12 rounds)
round=1
while [ $round -le 12 ]; do
  for cmd in "html --no-engine --depth 1" "$site" \
             "diagram --all --format svg"; do
    rm -rf "$tmp/at-once"
    k=1
    while [ $k -le 8 ]; do
      case $cmd in
        diagram*) $bao $cmd -o "$tmp/at-once/" "$tmp/r3.yaml" \
                    2> "$tmp/once-$k.err" & ;;
        *) $bao $cmd --shard $k/8 -o "$tmp/at-once/" "$tmp/r3.yaml" \
             2> "$tmp/once-$k.err" & ;;
      esac
      k=$((k + 1))
    done
    wait
    if grep -q "cannot make" "$tmp"/once-*.err; then
      ko "$cmd: parts started at once into one new DIR/: $(cat "$tmp"/once-*.err | grep -m1 "cannot make")"
      round=99
    fi
  done
  round=$((round + 1))
done
[ $round -lt 99 ] && ok

# --game N: the games one by one are the file
"$bao" annotate --depth 2 "$tmp/r.txt" > "$tmp/whole" 2> /dev/null
g=1
: > "$tmp/each"
while [ $g -le 40 ]; do
  "$bao" annotate --depth 2 --game $g "$tmp/r.txt" >> "$tmp/each" 2> /dev/null
  g=$((g + 1))
done
cmp -s "$tmp/whole" "$tmp/each" && ok ||
  ko "annotate --game 1..40 end to end is not the whole file"
"$bao" analyze --depth 1 --game 2 "$tmp/r3.yaml" > "$tmp/g2" &&
  "$bao" analyze --depth 1 "$tmp/r3.yaml" > "$tmp/g" &&
  [ -s "$tmp/g2" ] && ! cmp -s "$tmp/g" "$tmp/g2" && ok ||
  ko "analyze --game 2: not one game of three"
drill=
"$bao" drill --depth 1 "$tmp/r3.yaml" -o "$tmp/x.html" 2> /dev/null &&
  drill="drill -o $tmp/x.html"
for cmd in annotate analyze stats "$drill"; do
  [ -n "$cmd" ] || continue
  $bao $cmd --depth 1 --game 9 "$tmp/r3.yaml" > /dev/null 2> "$tmp/g.err"
  rc=$?
  [ $rc = 2 ] && grep -q "r3.yaml: no game 9" "$tmp/g.err" && ok ||
    ko "$cmd --game 9 of a file of 3: exit $rc, $(cat "$tmp/g.err")"
done

# --game N with --shard K/N: the parts end to end are the one game, and
# a part without it is no error (the file has it: "no game N" was said,
# exit 2, by every part but the one with the game)
for cmd in "annotate --depth 1" "analyze --depth 1"; do
  $bao $cmd --game 2 "$tmp/r3.yaml" > "$tmp/whole" 2> /dev/null
  : > "$tmp/parts"
  bad=
  for k in 1 2 3; do
    $bao $cmd --game 2 --shard $k/3 "$tmp/r3.yaml" "$tmp/r3.yaml" \
      >> "$tmp/parts" 2> "$tmp/g.err" || bad="$bad $k:$(cat "$tmp/g.err")"
  done
  $bao $cmd --game 2 "$tmp/r3.yaml" >> "$tmp/whole" 2> /dev/null
  [ -z "$bad" ] && cmp -s "$tmp/whole" "$tmp/parts" && ok ||
    ko "$cmd --game 2 --shard K/3: not the games 2 of one run:$bad"
done
rm -rf "$tmp/g1" "$tmp/g2"
"$bao" html --no-engine --depth 1 --game 2 "$tmp/r3.yaml" -o "$tmp/g1/" 2> /dev/null
bad=
for k in 1 2 3; do
  "$bao" html --no-engine --depth 1 --game 2 --shard $k/3 "$tmp/r3.yaml" \
    -o "$tmp/g2/" 2> "$tmp/g.err" || bad="$bad $k:$(cat "$tmp/g.err")"
done
[ -z "$bad" ] && diff -r "$tmp/g1" "$tmp/g2" > /dev/null && ok ||
  ko "html --game 2 --shard K/3 into one DIR/: not its page of one run:$bad"
for s in 1/2 2/2; do
  $bao annotate --depth 1 --game 9 --shard $s "$tmp/r3.yaml" > /dev/null 2> "$tmp/g.err"
  rc=$?
  [ $rc = 2 ] && grep -q "r3.yaml: no game 9" "$tmp/g.err" && ok ||
    ko "annotate --game 9 --shard $s of a file of 3: exit $rc"
done

# --time takes a unit; a bare number is the old unit, said
pos='b8..b1 / a8..a1 / A1..A8 / B1..B8'
"$bao" best --time 50ms > /dev/null 2> "$tmp/b.err" && [ ! -s "$tmp/b.err" ] &&
  ok || ko "best --time 50ms: $(cat "$tmp/b.err")"
"$bao" best --time 50 > /dev/null 2> "$tmp/b.err" &&
  grep -q "^bao: best: --time 50 has no unit: read as 50 milliseconds" \
    "$tmp/b.err" && ok || ko "best --time 50: no warning naming milliseconds"
"$bao" best --time 1 > /dev/null 2> "$tmp/b.err" &&
  grep -q "read as 1 millisecond;" "$tmp/b.err" && ok ||
  ko "best --time 1: not '1 millisecond': $(cat "$tmp/b.err")"
"$bao" analyze --time 0.2 "$tmp/r3.yaml" > /dev/null 2> "$tmp/a.err"
grep -q "^bao: analyze: --time 0.2 has no unit: read as 0.2 seconds" \
  "$tmp/a.err" && ok || ko "analyze --time 0.2: no warning naming seconds"
# (site reads it as html does, in seconds, as bao(1) says)
rm -rf "$tmp/st"
"$bao" site --time 0.2 -o "$tmp/st/" "$tmp/r3.yaml" > /dev/null 2> "$tmp/a.err"
grep -q "^bao: site: --time 0.2 has no unit: read as 0.2 seconds" \
  "$tmp/a.err" && ok || ko "site --time 0.2: no warning naming seconds"
"$bao" analyze --time 200ms "$tmp/r3.yaml" > /dev/null 2> "$tmp/a.err"
grep -q "has no unit" "$tmp/a.err" && ko "analyze --time 200ms warns" || ok
grep -q "(0.2 s of processor time a game)" "$tmp/a.err" && ok ||
  ko "analyze --time 200ms is not 0.2 s a game: $(cat "$tmp/a.err")"
"$bao" annotate --engine --time 20ms --depth 1 "$tmp/r3.yaml" > /dev/null \
  2> "$tmp/e.err" && ! grep -q "has no unit" "$tmp/e.err" && ok ||
  ko "annotate --engine --time 20ms"
for bad in 2x 5 0s -1s 1e99s ms; do
  case $bad in 5) continue ;; esac
  "$bao" best --time "$bad" > /dev/null 2> "$tmp/bad.err"
  [ $? = 2 ] && grep -q "500ms, 2s, 1m" "$tmp/bad.err" && ok ||
    ko "best --time $bad is not refused with the units"
done
"$bao" best --time 0.001m --all > /dev/null 2>&1 && ok ||
  ko "best --time 0.001m (60 ms)"

# progress: on a terminal only (BAO_PROGRESS=1 stands for one)
BAO_PROGRESS=1 "$bao" annotate --depth 1 "$tmp/r.txt" > /dev/null \
  2> "$tmp/p.err"
grep -q "annotate: game 40/40" "$tmp/p.err" && ok ||
  ko "annotate: no progress with games done on a terminal"
tr '\r' '\n' < "$tmp/p.err" | grep -q "game [0-9]*/40, about [0-9]* s left" &&
  ok || ko "annotate: the progress says no time left"
BAO_PROGRESS=1 "$bao" analyze --depth 1 --jobs 2 "$tmp/r.txt" > /dev/null \
  2> "$tmp/p.err"
grep -q "analyze: game 40/40" "$tmp/p.err" && ok ||
  ko "analyze --jobs 2: no progress on a terminal"
BAO_PROGRESS=1 "$bao" analyze --time 200ms "$tmp/r3.yaml" > /dev/null \
  2> "$tmp/p.err"
tr '\r' '\n' < "$tmp/p.err" |
  grep -q "^analyze: game [123]/3, depth [0-9]*, ply [0-9]*/[0-9]*, [0-9]* s left" &&
  ok || ko "analyze under the budget: no game, depth and time left"
for cmd in "stats --depth 1" "site --no-engine --depth 1 -o $tmp/s/"; do
  BAO_PROGRESS=1 $bao $cmd "$tmp/r.txt" > /dev/null 2> "$tmp/p.err"
  grep -q "game 40/40" "$tmp/p.err" && ok || ko "$cmd: no progress"
done
"$bao" annotate --depth 1 "$tmp/r.txt" > /dev/null 2> "$tmp/p.err"
[ ! -s "$tmp/p.err" ] && ok || ko "annotate into a pipe shows progress"

# a file of many games shares the default budget, and says so (the run
# is stopped once it has: the budget itself is a minute of processor time)
timeout 20 "$bao" annotate "$tmp/r.txt" > /dev/null 2> "$tmp/f.err"
grep -q "^bao: annotate: .*r.txt: 40 games share a budget of 60 s of processor time (1.5 s a game" \
  "$tmp/f.err" && ok || ko "annotate of 40 games: the shared budget not said: $(head -2 "$tmp/f.err")"
"$bao" annotate --time 100ms "$tmp/r3.yaml" > /dev/null 2> "$tmp/f.err"
grep -q "share a budget" "$tmp/f.err" && ko "--time: a shared budget said" ||
  ok

summary
