#!/bin/sh
# Nothing lost, ever (usage: lossless.sh BAO_BINARY).  Output is written
# whole or not at all, and write errors are seen; unreadable input is an
# error, not an empty file; conversions keep every key, value, spelling,
# number and comment, or refuse or warn, naming the item; record text
# cannot forge output; columns count characters.  Full and read-only file
# systems are tmpfs mounts in a private mount namespace: those cases run
# as root only (where `unshare -m` works) and are skipped otherwise.
set -u
. "$(dirname "$0")/lib.sh"
bao=$1
case $bao in /*) ;; *) bao=$(pwd)/$bao ;; esac
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top" || exit 1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
rec=records/maulidi-kijumbe-1994.yaml
txt=records/maulidi-kijumbe-1994.txt
# a failure shows the start of the command's standard error
lib_after_ko() { [ -s "$tmp/err" ] && sed 's/^/  | /' "$tmp/err" | head -5; }
# run CMD...: exit status in rc, standard output in $tmp/out, error in $tmp/err
run() { "$@" >"$tmp/out" 2>"$tmp/err"; rc=$?; }
has() { grep -q -- "$2" "$1"; }

# ---- writing: whole or not at all ---------------------------------------------

cp "$rec" "$tmp/r.yaml"
run "$bao" convert -o "$tmp/r.yaml" "$tmp/r.yaml"
[ $rc = 2 ] && cmp -s "$rec" "$tmp/r.yaml" && has "$tmp/err" "is also an input" && ok ||
  ko "convert -o of its own input must refuse and leave it"
run sh -c "'$bao' convert -o '$tmp/r.yaml' - < '$tmp/r.yaml'"
[ $rc = 2 ] && cmp -s "$rec" "$tmp/r.yaml" && ok || ko "convert -o of its own standard input"
printf 'x: [\n' >"$tmp/bad.yaml"
run "$bao" convert -o "$tmp/r.yaml" "$tmp/bad.yaml"
[ $rc = 2 ] && cmp -s "$rec" "$tmp/r.yaml" && ok || ko "a broken input must leave an existing -o file as it was"
[ -z "$(ls -A "$tmp" | grep '^\.r\.yaml\.')" ] && ok || ko "a temporary file was left behind"

# every command sees a full standard output, a closed one, and a pipe whose
# reader left (with SIGPIPE ignored): message, exit status 2
for cmd in "check $rec" "replay --positions $rec" "annotate --depth 3 $rec" \
  "annotate --depth 3 --format yaml $rec" "diagram --all $rec" "moves" "perft --depth 3" \
  "rules" "convert $rec" "convert --to text $rec" "random --games 3 --seed 1" \
  "html --depth 3 $rec"; do
  # shellcheck disable=SC2086
  run sh -c "exec '$bao' $cmd > /dev/full"
  [ $rc = 2 ] && has "$tmp/err" "No space left on device" && ok || ko "$cmd > /dev/full"
  # shellcheck disable=SC2086
  run sh -c "exec '$bao' $cmd >&-"
  [ $rc = 2 ] && has "$tmp/err" "Bad file descriptor" && ok || ko "$cmd with standard output closed"
done
"$bao" random --games 20000 --seed 4 -o "$tmp/big.yaml"
# "At once" in processor time (a busy machine stretches the wall clock):
# replaying all 20,000 games takes about 0.5 s of it in a Release build
# (many seconds in a sanitized one), stopping at the first write a few
# ms; without GNU time, only a hang guard (20 s) is left.
rm -f "$tmp/cpu"
( trap '' PIPE
  if /usr/bin/time -f %U true >/dev/null 2>&1; then
    /usr/bin/time -o "$tmp/cpu" -f '%U %S' "$bao" replay --positions \
      "$tmp/big.yaml" 2>"$tmp/err" | head -n 1 >/dev/null
  else
    timeout 20 "$bao" replay --positions "$tmp/big.yaml" 2>"$tmp/err" |
      head -n 1 >/dev/null
  fi )
cpu_ms=0
[ -s "$tmp/cpu" ] && cpu_ms=$(tail -n 1 "$tmp/cpu" |
  awk '{ printf "%d", ($1 + $2) * 1000 }')
has "$tmp/err" "standard output: Broken pipe" && [ "$cpu_ms" -lt 250 ] && ok ||
  ko "replay into a closed pipe (SIGPIPE ignored) must stop at once and say why ($cpu_ms ms of processor time)"
run sh -c "exec '$bao' random --games 5000 --seed 1 > /dev/full"
[ $rc = 2 ] && has "$tmp/err" "random: game [0-9]*:.*No space left on device" && ok ||
  ko "random's write error must name the game and the reason"

# ---- -o onto what is not a regular file: written through, never replaced ------
# A device, a FIFO or a link to a descriptor is written to as `>` would;
# a symbolic link's target is written whole; the link stays.  As root a
# regression would replace the machine's /dev/null and /dev/full, so root
# writes to device nodes of its own (the same devices, made in $tmp).

"$bao" convert "$rec" >"$tmp/want.yaml" 2>/dev/null
dev_null=/dev/null dev_full=/dev/full
if [ "$(id -u)" = 0 ]; then
  mknod "$tmp/null" c 1 3 2>/dev/null && dev_null=$tmp/null || dev_null=""
  mknod "$tmp/full-dev" c 1 7 2>/dev/null && dev_full=$tmp/full-dev || dev_full=""
fi
if [ -n "$dev_null" ]; then
  run "$bao" convert -o "$dev_null" "$rec"
  [ $rc = 0 ] && [ -c "$dev_null" ] && [ ! -s "$dev_null" ] && ok ||
    ko "convert -o $dev_null must write into the device and leave it one"
else
  skip "no device node of our own (mknod refused)"
fi
if [ -n "$dev_full" ]; then
  run "$bao" html --depth 3 --no-engine -o "$dev_full" "$rec"
  [ $rc = 2 ] && [ -c "$dev_full" ] &&
    has "$tmp/err" "$dev_full: No space left on device" && ok ||
    ko "html -o $dev_full: the device kept, its name and the reason said"
fi
echo old >"$tmp/target.yaml"
ln -s target.yaml "$tmp/link.yaml"
run "$bao" convert -o "$tmp/link.yaml" "$rec"
[ $rc = 0 ] && [ -L "$tmp/link.yaml" ] && cmp -s "$tmp/want.yaml" "$tmp/target.yaml" &&
  [ -z "$(ls -A "$tmp" | grep '^\.link\|^\.target')" ] && ok ||
  ko "-o onto a symbolic link must write its target and keep the link"
ln -s /proc/self/fd/1 "$tmp/fd1"
run "$bao" convert -o "$tmp/fd1" "$rec"
[ $rc = 0 ] && [ -L "$tmp/fd1" ] && cmp -s "$tmp/want.yaml" "$tmp/out" && ok ||
  ko "-o onto a link to /proc/self/fd/1 must write standard output"
# A descriptor reached through a linked folder or through `..` is one
# too: the file it has open keeps its inode, its hard links, and what
# was written before and after bao (bao writes where its owner writes).
ln -s /proc/self "$tmp/me"
mkdir -p "$tmp/a/b/c"
up=$(echo "$tmp/a/b/c" | sed 's|/[^/]*|../|g')
rec_abs=$(cd "$(dirname "$rec")" && pwd)/$(basename "$rec")
for way in "$tmp/me/fd/1" "${up}proc/self/fd/1" /dev/stdout; do
  echo old >"$tmp/log"
  ln -f "$tmp/log" "$tmp/log-link"
  ino=$(ls -i "$tmp/log" | cut -d' ' -f1)
  (cd "$tmp/a/b/c" && { echo before; "$bao" convert -o "$way" "$rec_abs"; echo after; } >"$tmp/log")
  { echo before; cat "$tmp/want.yaml"; echo after; } >"$tmp/want-log"
  [ "$(ls -i "$tmp/log" | cut -d' ' -f1)" = "$ino" ] &&
    cmp -s "$tmp/want-log" "$tmp/log" && cmp -s "$tmp/log" "$tmp/log-link" && ok ||
    ko "-o $way (a descriptor): the file kept, with what came before and after"
done
if [ "$(id -u)" != 0 ]; then # (as root a regression would replace it)
  run "$bao" convert -o /dev/stdout "$rec"
  [ $rc = 0 ] && [ -L /dev/stdout ] && cmp -s "$tmp/want.yaml" "$tmp/out" && ok ||
    ko "-o /dev/stdout must write standard output"
fi
if mkfifo "$tmp/fifo" 2>/dev/null; then
  timeout 20 cat "$tmp/fifo" >"$tmp/from-fifo" &
  reader=$!
  run timeout 20 "$bao" convert -o "$tmp/fifo" "$rec"
  [ $rc != 0 ] && kill "$reader" 2>/dev/null
  wait "$reader"
  [ $rc = 0 ] && [ -p "$tmp/fifo" ] && cmp -s "$tmp/want.yaml" "$tmp/from-fifo" && ok ||
    ko "-o onto a FIFO must write into it and leave it a FIFO"
else
  skip "no FIFO here (mkfifo)"
fi
mkdir -p "$tmp/outdir"
run "$bao" convert -o "$tmp/outdir/" "$rec"
[ $rc = 2 ] && has "$tmp/err" "outdir/: cannot write: Is a directory" && ok ||
  ko "convert -o DIR/ must say it is a directory"
( cd "$tmp" && "$bao" convert -o - "$top/$rec" >"$tmp/out" 2>"$tmp/err" )
cmp -s "$tmp/want.yaml" "$tmp/out" && [ ! -e "$tmp/-" ] && ok ||
  ko "-o - must be standard output, not a file named -"
# standard error closed: a temporary output file must not become it
run sh -c "exec '$bao' convert -o '$tmp/noerr.yaml' '$txt' 2>&-"
"$bao" convert "$txt" >"$tmp/want-txt.yaml" 2>/dev/null
[ $rc = 0 ] && cmp -s "$tmp/want-txt.yaml" "$tmp/noerr.yaml" && ok ||
  ko "convert -o with standard error closed must write only the record"

# mkdir's reason, not stat's after it (root writes anywhere: the read-only
# file system below is its case)
if [ "$(id -u)" != 0 ]; then
  mkdir "$tmp/locked" && chmod a-w "$tmp/locked"
  run "$bao" diagram --all -o "$tmp/locked/d" "$rec"
  [ $rc = 2 ] && has "$tmp/err" "locked/d: cannot make the directory: Permission denied" && ok ||
    ko "diagram --all -o DIR in a directory not writable must say so"
  chmod u+w "$tmp/locked"
fi

# ---- names that collide: refused before anything is written ----------------------

mkdir -p "$tmp/a" "$tmp/b"
cp "$rec" "$tmp/a/x.yaml"
cp "$rec" "$tmp/b/x.yaml"
run "$bao" html --depth 3 --no-engine -o "$tmp/pages/" "$tmp/a/x.yaml" "$tmp/b/x.yaml"
[ $rc = 2 ] && has "$tmp/err" "a/x.yaml and .*b/x.yaml" && [ ! -e "$tmp/pages" ] && ok ||
  ko "html -o DIR/ of two inputs with one stem must refuse, naming both"
run "$bao" diagram --all -o "$tmp/diags" "$tmp/a/x.yaml" "$tmp/b/x.yaml"
[ $rc = 2 ] && has "$tmp/err" "a/x.yaml and .*b/x.yaml" && [ ! -e "$tmp/diags" ] && ok ||
  ko "diagram --all -o DIR of two inputs with one stem must refuse, naming both"
"$bao" random --games 2 --seed 9 -o "$tmp/a/y.yaml"
cp "$rec" "$tmp/b/y-game-2.yaml"
run "$bao" diagram --all -o "$tmp/diags" "$tmp/a/y.yaml" "$tmp/b/y-game-2.yaml"
[ $rc = 2 ] && has "$tmp/err" "y-game-2-ply-NNN" && ok ||
  ko "diagram: y.yaml's game 2 and y-game-2.yaml's game 1 share names: refuse"

# ---- full and read-only file systems (root, private mount namespace) -----------

if [ "$(id -u)" = 0 ] && unshare -m true 2>/dev/null; then
  mkdir "$tmp/full" "$tmp/ro"
  cat >"$tmp/fs.sh" <<EOF
set -u
mount -t tmpfs -o size=64k tmpfs "$tmp/full" || exit 77
mount -t tmpfs -o size=1m,ro tmpfs "$tmp/ro" || exit 77
cd "$top"
echo old >"$tmp/full/keep.yaml"
'$bao' convert -o "$tmp/full/keep.yaml" "$tmp/big.yaml" 2>"$tmp/e1"; echo \$? >"$tmp/rc1"
cat "$tmp/full/keep.yaml" >"$tmp/kept"; ls -A "$tmp/full" >"$tmp/left"
'$bao' convert -o "$tmp/ro/x.yaml" "$rec" 2>"$tmp/e2"; echo \$? >"$tmp/rc2"
'$bao' diagram --all -o "$tmp/full/d" "$tmp/big.yaml" 2>"$tmp/e3"; echo \$? >"$tmp/rc3"
cat "$tmp/big.yaml" | TMPDIR="$tmp/full" '$bao' check - >"$tmp/o4" 2>"$tmp/e4"; echo \$? >"$tmp/rc4"
'$bao' html --depth 3 --no-engine -o "$tmp/full/p/" "$rec" 2>"$tmp/e5"; echo \$? >"$tmp/rc5"
'$bao' diagram --all -o "$tmp/ro/d" "$rec" 2>"$tmp/e6"; echo \$? >"$tmp/rc6"
EOF
  unshare -m sh "$tmp/fs.sh"
  if [ -s "$tmp/rc1" ]; then
    [ "$(cat "$tmp/rc1")" = 2 ] && grep -q "keep.yaml: .*No space left on device" "$tmp/e1" &&
      [ "$(cat "$tmp/kept")" = old ] && [ "$(cat "$tmp/left")" = keep.yaml ] && ok ||
      ko "-o on a full file system: the exact file and reason, the old file kept, nothing left"
    [ "$(cat "$tmp/rc2")" = 2 ] && grep -q "x.yaml: cannot write: Read-only file system" "$tmp/e2" && ok ||
      ko "-o on a read-only file system: $(cat "$tmp/e2")"
    [ "$(cat "$tmp/rc3")" = 2 ] && grep -q "/d/.*No space left on device" "$tmp/e3" && ok ||
      ko "diagram -o DIR on a full file system must name the file: $(head -2 "$tmp/e3")"
    [ "$(cat "$tmp/rc4")" = 2 ] && grep -q "No space left on device" "$tmp/o4" && ok ||
      ko "standard input copied into a full TMPDIR: $(cat "$tmp/o4" | tail -2)"
    [ "$(cat "$tmp/rc5")" = 2 ] && grep -q "full/p/game-1.html: No space left on device" "$tmp/e5" && ok ||
      ko "html -o DIR/ on a full file system must name the page and the reason: $(head -2 "$tmp/e5")"
    [ "$(cat "$tmp/rc6")" = 2 ] && grep -q "ro/d: cannot make the directory: Read-only file system" "$tmp/e6" && ok ||
      ko "diagram --all -o DIR on a read-only file system must say so: $(cat "$tmp/e6")"
  else
    skip "no tmpfs mounts here"
  fi
else
  skip "full and read-only file systems need root and unshare -m"
fi

# ---- reading: an error is not the end of the file -------------------------------

mkdir "$tmp/dir"
run "$bao" check "$tmp/dir"
[ $rc = 2 ] && has "$tmp/out" "Is a directory" && ok || ko "check of a directory"
run sh -c "exec '$bao' check - <&-"
[ $rc = 2 ] && has "$tmp/out" "Bad file descriptor" && ok || ko "check with standard input closed"
run "$bao" check /proc/self/mem
[ $rc = 2 ] && has "$tmp/out" "cannot read" && ok || ko "check of an unreadable file"
# a transcript whose commentary has a line "moves:" is a transcript; YAML
# after 300 comment lines on standard input is YAML
printf 'South: A\nmoves:\nthe moves that follow are good\n\n(1) A7L* a5R;\n' >"$tmp/moves.txt"
run sh -c "'$bao' check - < '$tmp/moves.txt'"
[ $rc = 0 ] && has "$tmp/out" "2 plies legal" && ok || ko "a transcript with a line moves: in its commentary"
{ i=0; while [ $i -lt 300 ]; do echo "# comment $i"; i=$((i + 1)); done; sed 1d "$rec"; } >"$tmp/late.yaml"
run sh -c "'$bao' check - < '$tmp/late.yaml'"
[ $rc = 0 ] && has "$tmp/out" "46 plies legal" && ok || ko "YAML after 300 comment lines, on standard input"
run sh -c "'$bao' check --from-format yaml - < '$rec'"
[ $rc = 0 ] && ok || ko "--from-format yaml"
run "$bao" check --from-format text "$rec"
[ $rc != 0 ] && ok || ko "--from-format text must read a YAML file as a transcript"

# ---- conversions keep everything --------------------------------------------------

# YAML -> transcript -> YAML gives back the record, every original: included
"$bao" convert --to text "$rec" >"$tmp/a.txt" 2>/dev/null
"$bao" convert --to yaml "$tmp/a.txt" >"$tmp/a.yaml" 2>/dev/null
cmp -s "$rec" "$tmp/a.yaml" && ok || ko "YAML -> transcript -> YAML changed the record"
[ "$(grep -c 'original:' "$tmp/a.yaml")" = "$(grep -c 'original:' "$rec")" ] && ok || ko "originals lost"
# a transcript converted to a transcript keeps the printed spellings
"$bao" convert --to text "$txt" >"$tmp/b.txt" 2>/dev/null
has "$tmp/b.txt" "^(1) A7L \* a5R;" && has "$tmp/b.txt" "^(12) A4R a2;" &&
  has "$tmp/b.txt" "^(3) A2R a6L;" && ok || ko "transcript -> transcript must keep A7L *, A2R, a2"
# another dialect's transcript says what it cannot keep
run "$bao" convert --to text --dialect kiba "$txt"
# 44 of the 46 printed spellings are no KIBA spellings (a2, twice, is)
[ $rc = 0 ] && has "$tmp/err" "printed spelling of 44 moves is not kept" && ok ||
  ko "a KIBA transcript must warn that the printed spellings are not kept"
# a set-up with North to move
printf -- "---\nsetup: '0 0 0 0 0 0 0 0 / 0 2 2 6 0 0 0 0 / 0 0 0 0 6 2 2 0 / 0 0 0 0 0 0 0 0 | hand S22 N22 | house S:F N:F | N to move'\nmoves:\n- 'a7L*'\n- 'A5R'\n" >"$tmp/north.yaml"
"$bao" convert --to text "$tmp/north.yaml" >"$tmp/north.txt" 2>/dev/null
has "$tmp/north.txt" "^(1) \.\.\. a7L\*;" && "$bao" check "$tmp/north.txt" >/dev/null && ok ||
  ko "YAML with North to move -> transcript must start (1) ... and check"
# move numbers survive YAML: a fragment from (5), and a jump
printf '(5) A7L* a5R;\n(9) A6L* a5R;\n' >"$tmp/frag.txt"
"$bao" convert --to text "$tmp/frag.txt" >"$tmp/frag1.txt" 2>/dev/null
"$bao" convert --to yaml "$tmp/frag.txt" >"$tmp/frag.yaml" 2>/dev/null
"$bao" convert --to text "$tmp/frag.yaml" >"$tmp/frag2.txt" 2>/dev/null
cmp -s "$tmp/frag1.txt" "$tmp/frag2.txt" && has "$tmp/frag2.txt" "^(5) A7L\* a5R;" &&
  has "$tmp/frag2.txt" "^(9) A6L\* a5R;" && ok || ko "move numbers lost going through YAML"
run "$bao" check "$tmp/frag.yaml"
has "$tmp/out" "jump from (5) to (9)" && ok || ko "the jump must still be seen in the YAML"
# keys and values exactly: case, quoting, null; or refusal naming the key
printf -- "---\nsouth: 'x'\nSouth: 'y'\n" >"$tmp/case.yaml"
run "$bao" check "$tmp/case.yaml"
[ $rc = 2 ] && has "$tmp/out" "duplicate key 'south'" && ok || ko "south and South must be one key"
printf -- "---\nmy key: 'v'\nmoves:\n- 'A7L*'\n" >"$tmp/key.yaml"
run "$bao" convert --to text "$tmp/key.yaml"
[ $rc = 2 ] && has "$tmp/err" "'my key'" && ok || ko "a key a transcript cannot hold must be refused by name"
printf -- "---\nevent: '  padded  '\nsite: \"two\\\\nlines\"\nnothing:\ntilde: ~\nempty: ''\nmoves:\n- 'A7L*'\n" >"$tmp/vals.yaml"
"$bao" convert --to text "$tmp/vals.yaml" >"$tmp/vals.txt" 2>/dev/null
"$bao" convert --to yaml "$tmp/vals.txt" >"$tmp/vals2.yaml" 2>/dev/null
"$bao" convert --to yaml "$tmp/vals.yaml" >"$tmp/vals1.yaml" 2>/dev/null
cmp -s "$tmp/vals1.yaml" "$tmp/vals2.yaml" && has "$tmp/vals2.yaml" "^event: '  padded  '" &&
  has "$tmp/vals2.yaml" "^nothing:$" && has "$tmp/vals2.yaml" "^empty: ''" && ok ||
  ko "padded, multi-line, null and empty values must survive a transcript"
printf 'Moves: 46\nEnd: South resigns\n\n(1) A7L* a5R;\n' >"$tmp/tags.txt"
"$bao" convert --to yaml "$tmp/tags.txt" >"$tmp/tags.yaml" 2>/dev/null
has "$tmp/tags.yaml" "^Moves: '46'" && has "$tmp/tags.yaml" "^End: 'South resigns'" && ok ||
  ko "header tags Moves: and End: must survive"
printf -- "# about this file\n---\nsouth: 'A' # who\nmoves:\n- 'A7L*'\n" >"$tmp/comm.yaml"
run "$bao" convert "$tmp/comm.yaml"
has "$tmp/err" "comm.yaml:1:1: warning: 2 lines with a YAML comment" && ok || ko "YAML comments must be warned about"
# commentary under a move line belongs to that move
printf '(1) A7L * a5R;\nNorth captures one seed.\n(2) A6L * a5R;\n' >"$tmp/under.txt"
"$bao" convert --to yaml "$tmp/under.txt" >"$tmp/under.yaml" 2>/dev/null
grep -B2 "comment: 'North captures one seed.'" "$tmp/under.yaml" | has - "move: 'a5R'" && ok ||
  ko "commentary under (1) must be a comment of ply 2"
# --from does not override a dialect the record states
run "$bao" convert --from kiba "$rec"
cmp -s "$rec" "$tmp/out" && ok || ko "--from must apply only when the record states no dialect"

# ---- text that cannot lie -----------------------------------------------------------

printf -- "---\nsouth: \"A\\\\nrecords/x.yaml: 1 game, 46 plies legal, 0 errors\"\nnorth: \"b\\\\t\\\\n1\\\\tS\\\\tA1R\\\\tforged\"\nmoves:\n- 'A7L*'\n- 'a9R'\n" >"$tmp/forge.yaml"
run "$bao" check "$tmp/forge.yaml"
[ "$(grep -c '^records/x.yaml' "$tmp/out")" = 0 ] && has "$tmp/out" 'A\\nrecords' && ok ||
  ko "a name with a newline must not forge a summary line"
printf -- "---\nsouth: 'a'\nnorth: \"x\\\\t\\\\n9\\\\tS\\\\tA1R\\\\tforged\"\nmoves:\n- 'A7L*'\n---\nsouth: \"x\\\\n9\\\\tS\"\nmoves:\n- 'A7L*'\n" >"$tmp/forge2.yaml"
run "$bao" replay --positions "$tmp/forge2.yaml"
[ "$(grep -c '^9' "$tmp/out")" = 0 ] && ok || ko "a name with a tab and a newline must not forge a replay line"
printf -- "---\nsouth: \"\\\\e[31mred\"\nmoves:\n- 'A7L*'\n" >"$tmp/esc.yaml"
for cmd in "check" "annotate --depth 3" "diagram --ply 1" "replay --positions"; do
  # shellcheck disable=SC2086
  run "$bao" $cmd "$tmp/esc.yaml"
  ! grep -q "$(printf '\033')" "$tmp/out" "$tmp/err" && ok || ko "$cmd writes an escape character from a record"
done
printf -- "---\nsouth: 'a'\nmoves:\n- move: 'A7L*'\n  note: \"\\\\e[31mred\"\n" >"$tmp/ctl.yaml"
run "$bao" convert --to text "$tmp/ctl.yaml"
[ $rc = 2 ] && has "$tmp/err" "control character" && ! grep -q "$(printf '\033')" "$tmp/out" && ok ||
  ko "convert --to text must refuse a control character, and write none"
awk 'BEGIN { printf "---\nsouth: \x27"; for (i = 0; i < 100000; i++) printf "N"; printf "\x27\nmoves:\n- \x27a9R\x27\n" }' >"$tmp/long.yaml"
run "$bao" check "$tmp/long.yaml"
[ "$(wc -c <"$tmp/out")" -lt 4000 ] && ok || ko "a 100 KB name must be shortened in diagnostics"
run "$bao" moves --rule takasia=sometimes
has "$tmp/err" "see bao rules" && ok || ko "rule errors must point at bao rules"

# ---- columns count characters --------------------------------------------------------

# "(1) {éé} A7L* a9R;": the bad '9' is character 16 (byte 18)
printf '(1) {\303\251\303\251} A7L* a9R;\n' >"$tmp/col.txt"
run "$bao" check "$tmp/col.txt"
has "$tmp/out" "col.txt:1:16: error" && ok || ko "transcript columns must count characters"
awk 'BEGIN { printf "{"; for (i = 0; i < 1100; i++) printf "x"; printf "} (1) A7L* a9R;\n" }' >"$tmp/wide.txt"
run "$bao" check "$tmp/wide.txt"
# '{', 1100 x, '}', " (1) A7L* a": the bad '9' is character 1114
has "$tmp/out" "wide.txt:1:1114: error" && grep -q '^ *\^$' "$tmp/out" && has "$tmp/out" "a9R;$" && ok ||
  ko "a caret beyond column 1023 must point at the token, the line shown around it"
printf -- "---\nmoves:\n- 'A7L*'\n- 'a9R'\n" | iconv -f UTF-8 -t UTF-16 >"$tmp/u16.yaml"
run "$bao" check "$tmp/u16.yaml"
has "$tmp/out" "^- 'a9R'$" && ok || ko "a UTF-16 record's source line must show"

# ---- diagrams: refuse what cannot be written correctly ---------------------------------

"$bao" random --games 2 --seed 9 -o "$tmp/two.yaml"
run "$bao" diagram --ply 1 -o "$tmp/one.txt" "$tmp/two.yaml"
[ $rc = 0 ] && [ "$(grep -c 'to move$' "$tmp/one.txt")" = 2 ] && ok || ko "--ply N -o FILE on two games keeps both"
run "$bao" diagram --ply 1 --format svg -o "$tmp/one.svg" "$tmp/two.yaml"
[ $rc = 2 ] && [ ! -e "$tmp/one.svg" ] && ok || ko "two SVG documents into one file must be refused"
run "$bao" diagram --all --format svg "$rec"
[ $rc = 2 ] && [ ! -s "$tmp/out" ] && ok || ko "--all --format svg to standard output must be refused"
run "$bao" diagram --all -o "$tmp/x.svg" "$rec"
[ $rc = 2 ] && [ ! -e "$tmp/x.svg" ] && ok || ko "-o x.svg with --all must not make a directory x.svg"
kete=records/kete-random-2.yaml
want=$(( $("$bao" replay --positions "$rec" "$kete" 2>/dev/null | grep -vc '^#') + 2 ))
run "$bao" diagram --all -o "$tmp/both" "$rec" "$kete"
[ $rc = 0 ] && [ -e "$tmp/both/maulidi-kijumbe-1994-ply-046.txt" ] &&
  [ -e "$tmp/both/kete-random-2-ply-000.txt" ] &&
  [ "$(ls "$tmp/both" | wc -l)" = "$want" ] && ok ||
  ko "two records into one -o DIR must not overwrite each other ($(ls "$tmp/both" | wc -l) files, not $want)"

# ---- conversions at the edges (issue 24) --------------------------------------------

# a transcript with CR-only line endings reads as lines: its plies, and a
# problem shown with its own line
printf 'South: a\rNorth: b\r\r(1) A7L* a5R;\r(2) A9L* a5R;\r' >"$tmp/cr.txt"
run "$bao" check "$tmp/cr.txt"
[ $rc = 1 ] && has "$tmp/out" "cr.txt: 1 game, 2 plies legal, 1 error" &&
  has "$tmp/out" "cr.txt:5:6: error: game 1 (a - b) ply 3" &&
  has "$tmp/out" "^(2) A9L\* a5R;$" && ok ||
  ko "a CR-only transcript must read as lines"
# a transcript may start with its "---" separator
printf -- '---\nSouth: a\n\n(1) A7L* a5R;\n---\nSouth: c\n\n(1) A6L* a5R;\n' \
  >"$tmp/dashes.txt"
run "$bao" check "$tmp/dashes.txt"
[ $rc = 0 ] && has "$tmp/out" "2 games, 4 plies legal, 0 errors" && ok ||
  ko "a transcript starting with --- must not be read as YAML"
# move numbers past 999999999 cannot be read back from a transcript: the
# writer refuses them, naming the ply, and YAML keeps them
printf '999999999 A7L* a5R A6L* a5R\n' >"$tmp/nine.txt"
run "$bao" convert --to text -o "$tmp/nine2.txt" "$tmp/nine.txt"
[ $rc = 2 ] && [ ! -e "$tmp/nine2.txt" ] && has "$tmp/err" "ply 3: its move number would pass 999999999" &&
  ok || ko "a transcript counting past move 999999999 must be refused"
run "$bao" convert --to yaml -o "$tmp/nine.yaml" "$tmp/nine.txt"
run "$bao" check "$tmp/nine.yaml"
[ $rc = 0 ] && has "$tmp/out" "1 game, 4 plies legal" && ok ||
  ko "move 999999999 and the plies after it must convert to YAML"
# (0) and a duplicate header are refused as YAML's number: 0 and duplicate
# key are, at the place of the second
printf 'Event: one\nEvent: two\n\n(1) A7L* a5R;\n' >"$tmp/dup.txt"
run "$bao" check "$tmp/dup.txt"
[ $rc = 2 ] && has "$tmp/out" "dup.txt:2:1: error: duplicate key 'event'" && ok ||
  ko "a duplicate transcript header must be an error at the second"
printf '(0) A7L* a5R;\n(1) A6L* a5R;\n' >"$tmp/zero.txt"
run "$bao" check "$tmp/zero.txt"
[ $rc = 2 ] && has "$tmp/out" "zero.txt:1:1: error: a move number is a whole number from 1" &&
  ok || ko "move number (0) must be refused as YAML's number: 0 is"

# games are numbered as the user counts them: an empty YAML document is
# not a game
printf -- "---\n---\nmoves:\n- 'A7L*'\n---\n---\nmoves:\n- 'A9L'\n" >"$tmp/empty1.yaml"
run "$bao" check "$tmp/empty1.yaml"
[ $rc = 1 ] && has "$tmp/out" "empty1.yaml:2:1: note: game 1 " &&
  has "$tmp/out" "empty1.yaml:8:5: error: game 2 " && ok ||
  ko "games after an empty YAML document must be numbered 1 and 2"
run "$bao" html --no-engine --depth 0 --game 1 -o "$tmp/empty1.html" "$tmp/empty1.yaml"
[ -s "$tmp/empty1.html" ] && ok || ko "html --game 1 after an empty YAML document"
run "$bao" analyze --depth 1 "$tmp/empty1.yaml"
head -n 1 "$tmp/out" | grep -q '^1	S	A7L\*' && ok ||
  ko "analyze must not head the first game '# game 2'"

# convert --variant and --rule record the variant and rules they
# converted under: the output checks as the input did
grep -v '^variant:' records/kujifunza-random-3.yaml >"$tmp/novariant.yaml"
grep -v '^rules:\|^  setup:' records/house8-random-4.yaml >"$tmp/norules.yaml"
for how in "--variant kujifunza novariant" "--rule setup=house8 norules"; do
  set -- $how
  for to in yaml text; do
    run "$bao" convert --to $to "$1" "$2" -o "$tmp/$3-out.$to" "$tmp/$3.yaml"
    cat "$tmp/err" >&2; run "$bao" check "$tmp/$3-out.$to"
    [ $rc = 0 ] && has "$tmp/out" ", 0 errors" && ok ||
      ko "convert --to $to $1 $2 must record it: the output must check"
  done
done

# per-move texts are kept as they are through YAML (blanks, empty values,
# CR LF), and a transcript that cannot keep them says so
cat >"$tmp/texts.yaml" <<'EOF'
---
south: 'a'
moves:
- move: 'A7L*'
  glyph: ''
  comment: '  two  '
  note: ' '
- move: 'a5R'
  comment: "x\r\ny"
  note: ''
end: ''
EOF
run "$bao" convert -o "$tmp/texts2.yaml" "$tmp/texts.yaml"
run "$bao" convert --to text -o "$tmp/texts3.txt" "$tmp/texts2.yaml"
[ $rc = 0 ] && has "$tmp/err" "warning: game 1: 6 texts .* a transcript does not keep them" &&
  ok || ko "a transcript that cannot keep a text as it is must say so"
for k in "  glyph: ''" "  comment: '  two  '" "  note: ' '" '  comment: "x\r\ny"' \
  "  note: ''" "end: ''"; do
  grep -qxF -- "$k" "$tmp/texts2.yaml" && ok || ko "YAML to YAML must keep $k"
done

summary
