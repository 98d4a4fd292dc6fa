#!/bin/sh
# The Python module as a researcher installs it: the build installed into
# a fresh prefix (`cmake --install`), a virtual environment of Debian's
# python3 (python3-venv), `pip install` of python/ from a copy of the
# source tree, offline (--no-index: nothing can come from elsewhere),
# then test_python.py in that environment against the installed libbao,
# and layout.c compiled against the installed headers for the structs'
# layout.  Skipped (77) without python3's venv and pip; under CI=true a
# failure.  Usage: python.sh BUILD_DIR CC BAO
set -u
. "$(dirname "$0")/../lib.sh"
build=$1
cc=$2
baocmd=$3
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
# Debian's python3 (the one python3-venv and python3-pip are for), else
# the first on the PATH
python=/usr/bin/python3
[ -x "$python" ] || python=$(command -v python3) || skip_suite "no python3"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$python" -m venv "$tmp/venv" >"$tmp/venv.log" 2>&1 ||
  { cat "$tmp/venv.log"; skip_suite "no venv for $python (Debian: python3-venv)"; }
[ -x "$tmp/venv/bin/pip" ] || skip_suite "no pip in the venv (Debian: python3-pip)"

cmake --install "$build" --prefix "$tmp/prefix" >"$tmp/install.log" 2>&1 && ok ||
  { cat "$tmp/install.log"; ko "cmake --install"; summary; }
pc=$(find "$tmp/prefix" -name bao.pc | head -n 1)
libdir=$(dirname "$(dirname "$pc")")
[ -e "$libdir/libbao.so.0" ] && ok || ko "libbao.so.0 in $libdir"

# pip builds in the tree it is given: a copy, so that the source tree
# stays clean (the backend reads the version from ../CMakeLists.txt)
mkdir -p "$tmp/src"
cp -R "$top/python" "$top/CMakeLists.txt" "$tmp/src/"
"$tmp/venv/bin/pip" install --no-index --no-cache-dir --quiet "$tmp/src/python" \
  >"$tmp/pip.log" 2>&1 && ok "pip install ./python, offline" ||
  { cat "$tmp/pip.log"; ko "pip install ./python"; summary; }

$cc -std=c11 -I"$tmp/prefix/include" -o "$tmp/layout" "$here/layout.c" &&
  "$tmp/layout" >"$tmp/layout.txt" && ok || ko "layout.c"

mkdir -p "$tmp/work"
# from another directory than python/: the installed module, not the tree's
(cd "$tmp/work" && BAO="$baocmd" BAO_SOURCE="$top" BAO_TMP="$tmp/work" \
  BAO_LAYOUT="$tmp/layout.txt" BAO_LIBRARY="$libdir" \
  "$tmp/venv/bin/python" "$here/test_python.py" 2>&1) && ok "test_python.py" ||
  ko "test_python.py"
summary
