#!/bin/sh
# Runs every example of a man page as a test: in each .EX/.EE block, a line
# "$ COMMAND" is run by sh from the top of the source tree (with the built
# bao first on PATH), and its standard output must equal the lines that
# follow, up to the next "$ " line or .EE.  Roff escapes (\- \e \(aq \&)
# are undone first.  Usage: man_examples.sh BAO_BINARY PAGE...
set -u
. "$(dirname "$0")/lib.sh"
bin=$1
shift
top=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/bin"
ln -s "$bin" "$tmp/bin/bao"
for page in "$@"; do
  # one file per example: cmd.N holds the command, out.N the expected output
  awk -v dir="$tmp" '
    function unescape(s) {
      gsub(/\\-/, "-", s); gsub(/\\\(aq/, "\047", s); gsub(/\\&/, "", s)
      gsub(/\\e/, "\\", s); return s
    }
    /^\.EX/ { inex = 1; cur = 0; next }
    /^\.EE/ { inex = 0; next }
    inex && /^\$ / { cur = ++n; print unescape(substr($0, 3)) > (dir "/cmd." n)
                     printf "" > (dir "/out." n); next }
    inex && cur { print unescape($0) >> (dir "/out." n) }
  ' "$page"
  for cmd in "$tmp"/cmd.*; do
    [ -e "$cmd" ] || continue
    n=${cmd##*.}
    (cd "$top" && PATH="$tmp/bin:$PATH" sh "$cmd") > "$tmp/got" 2>/dev/null
    if cmp -s "$tmp/got" "$tmp/out.$n"; then
      ok
    else
      ko "$(basename "$page"): $(cat "$cmd")"
      diff "$tmp/out.$n" "$tmp/got" | head -20
    fi
    rm -f "$cmd" "$tmp/out.$n"
  done
done
summary
