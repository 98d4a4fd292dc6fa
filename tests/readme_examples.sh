#!/bin/sh
# Runs every example of the README as written, with the built bao: each
# ```sh block is read; a line "$ COMMAND" is a command whose standard
# output must equal the lines that follow it (up to the next "$ " line or
# the block's end; an example that shows "..." among them, or no output,
# is only run), any other line is a command that is only run.  A command
# run must not fail (exit status 0 or 1: 1 is the documented status of a
# record with an error, or of a search with no hit).  "./build/bao" and
# "build/bao" are the built binary, as "bao" is.
#
# Not run: the build and install commands (apt-get, cmake, ctest, the
# test scripts and test binaries, npm, pip), which the README gives for a
# fresh machine, and an example whose input is a name the reader is to
# fill in (bao says it cannot open it): that one is skipped, said.
#
# Every command runs in a scratch folder where records/ is the source
# tree's, so that the files the examples write (-o game.html, site/)
# stay there; default options, as the README gives them.
#
#   sh tests/readme_examples.sh BAO_BINARY README.md
set -u
. "$(dirname "$0")/lib.sh"
if [ $# -ne 2 ] || [ ! -x "$1" ] || [ ! -r "$2" ]; then
  echo "usage: sh readme_examples.sh BAO_BINARY README.md" >&2
  exit 2
fi
case $1 in /*) bin=$1 ;; *) bin=$(pwd)/$1 ;; esac
readme=$2
top=$(cd "$(dirname "$readme")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/bin" "$tmp/work" "$tmp/work/build" "$tmp/ex"
ln -s "$bin" "$tmp/bin/bao"
ln -s "$bin" "$tmp/work/build/bao"
ln -s "$top/records" "$tmp/work/records"

# one file per example: cmd.N (the command), out.N (its output, when the
# example shows one: then has.N exists), blocks of the README in order
awk -v dir="$tmp/ex" '
  /^```sh[ \t]*$/ { insh = 1; cur = 0; next }
  /^```/ { insh = 0; next }
  !insh { next }
  /^\$ / { cur = ++n; print substr($0, 3) > (dir "/cmd." n); next }
  cur && !/^[ \t]*$/ { print >> (dir "/out." n); printf "" > (dir "/has." n)
                       next }
  /^[ \t]*$/ || /^#/ { next }
  { cur = 0; line = $0; sub(/[ \t]+#.*$/, "", line)
    print line > (dir "/cmd." (++n)) }
' "$readme"

ran=0
n=1
while [ -e "$tmp/ex/cmd.$n" ]; do
  cmd=$(cat "$tmp/ex/cmd.$n")
  case $cmd in
  apt-get* | cmake* | ctest* | "sh tests/"* | "build/tests/"* | npm* | \
    pip* | python* | node* | git* | cd\ *)
    n=$((n + 1))
    continue ;;
  esac
  ran=$((ran + 1))
  # (a hang guard only: the slowest example takes seconds)
  (cd "$tmp/work" && PATH="$tmp/bin:$PATH" timeout 1200 sh -c "$cmd" \
    </dev/null >"$tmp/got" 2>"$tmp/err")
  rc=$?
  if [ $rc -ge 2 ] && grep -q "cannot open: No such file" "$tmp/err" &&
    ! grep -q "records/" "$tmp/err"; then
    skip "$cmd (its input is a name to fill in)"
  elif [ $rc -ge 2 ] && grep -q "built without the engine in WebAssembly" \
    "$tmp/err"; then
    skip "$cmd (this bao was built with -DBAO_WASM=OFF)"
  elif [ $rc -ge 2 ]; then
    ko "$cmd: exit status $rc"
    head -n 5 "$tmp/err" | sed 's/^/  | /'
  elif [ -e "$tmp/ex/has.$n" ] && ! grep -q '^\.\.\.$' "$tmp/ex/out.$n"; then
    if cmp -s "$tmp/ex/out.$n" "$tmp/got"; then
      ok
    else
      ko "$cmd: not the output the README shows"
      diff "$tmp/ex/out.$n" "$tmp/got" | head -n 20
    fi
  else
    ok
  fi
  n=$((n + 1))
done
[ $ran -gt 0 ] || ko "no example found in $readme"
echo "$ran examples run"
summary
