#!/bin/sh
# The Python module as a programmer installs it: a virtual environment of
# Debian's python3 (python3-venv), `pip install` of python/ from the
# source tree, offline (--no-index: nothing can come from elsewhere),
# whose build backend builds libbao.so with CMake into the wheel; no
# libbao installed anywhere.  Then, in that environment:
#   - test_python.py against the wheel's own library (BAO_LIBRARY unset),
#     compared with the `bao` command of the build, with layout.c
#     compiled against the tree's headers for the structs' layout;
#   - mypy (Debian: python3-mypy) on the module and on an example that
#     uses it, so that py.typed is seen to work;
#   - threads.py, the module's objects shared and closed across threads,
#     against the build's libbao: when BUILD is the ASan+UBSan build, with
#     the sanitizers' runtimes preloaded into Python, so that a
#     use-after-free or a double free in the module aborts the test.
# Skipped (77) without python3's venv and pip; under CI=true a failure.
# With a fourth argument "threads" (the sanitized builds' test), only
# threads.py, with the module from the tree, against BUILD's library.
# Usage: python.sh BUILD_DIR CC BAO [threads]
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

# threads.py against the build's library; an ASan one needs its runtimes
# first in the process (Python itself is not instrumented)
threads() {
  # the sanitizers' runtimes the library links, as the loader finds them
  preload=$(ldd "$build/libbao.so.0" 2>/dev/null |
    awk '/lib(clang_rt\.)?(asan|ubsan)/ && $3 ~ /^\// { printf " %s", $3 }')
  mkdir -p "$tmp/work"
  (cd "$tmp/work" && BAO_LIBRARY="$build" LD_PRELOAD="$preload" \
    ASAN_OPTIONS="detect_leaks=0:abort_on_error=1" \
    UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1" \
    "$@" "$here/threads.py" "$top" "$tmp/work" 2>&1) &&
    ok "threads.py${preload:+ under ASan+UBSan}" || ko "threads.py"
}
if [ "${4:-}" = threads ]; then
  PYTHONPATH="$top/python" threads "$python"
  summary
fi

"$python" -m venv "$tmp/venv" >"$tmp/venv.log" 2>&1 ||
  { cat "$tmp/venv.log"; skip_suite "no venv for $python (Debian: python3-venv)"; }
[ -x "$tmp/venv/bin/pip" ] || skip_suite "no pip in the venv (Debian: python3-pip)"

# pip builds in the tree it is given (the backend's CMake build is in a
# temporary folder: the tree stays clean); the wheel first, to look
# into it, then installed from it
"$tmp/venv/bin/pip" wheel --no-index --no-cache-dir --no-deps --quiet \
  -w "$tmp/wheels" "$top/python" >"$tmp/pip.log" 2>&1 &&
  ok "pip wheel ./python, offline" ||
  { cat "$tmp/pip.log"; ko "pip wheel ./python"; summary; }
wheel=$(ls "$tmp"/wheels/bao_game-*.whl)
"$python" -m zipfile -l "$wheel" >"$tmp/wheel.txt"
grep -q '^bao/libbao.so.0 ' "$tmp/wheel.txt" &&
  ok "the wheel carries libbao.so.0" || ko "no libbao.so.0 in $wheel"
grep -q '^bao/py.typed ' "$tmp/wheel.txt" &&
  ok "the wheel carries py.typed" || ko "no py.typed in $wheel"
"$tmp/venv/bin/pip" install --no-index --no-cache-dir --quiet "$wheel" \
  >"$tmp/pip.log" 2>&1 && ok "pip install the wheel" ||
  { cat "$tmp/pip.log"; ko "pip install the wheel"; summary; }
# the tree stays as it was
[ ! -e "$top/python/bao/libbao.so.0" ] && [ ! -e "$top/python/build" ] &&
  ok || ko "pip left files in python/"

generated=$(dirname "$(find "$build" -name bao_version.h | head -n 1)")
$cc -std=c11 -I"$top/include" -I"$generated" -o "$tmp/layout" \
  "$here/layout.c" && "$tmp/layout" >"$tmp/layout.txt" && ok || ko "layout.c"

mkdir -p "$tmp/work"
# from another directory than python/: the installed module, not the
# tree's; no BAO_LIBRARY: the wheel's library
(cd "$tmp/work" && unset BAO_LIBRARY && BAO="$baocmd" BAO_SOURCE="$top" \
  BAO_TMP="$tmp/work" BAO_LAYOUT="$tmp/layout.txt" BAO_BUILD_LIB="$build" \
  "$tmp/venv/bin/python" "$here/test_python.py" 2>&1) && ok "test_python.py" ||
  ko "test_python.py"

if "$python" -m mypy --version >/dev/null 2>&1; then
  # the module itself, then a program that uses it
  for what in "-p bao" "$here/typed.py"; do
    # shellcheck disable=SC2086
    (cd "$tmp/work" && "$python" -m mypy --no-incremental --cache-dir=/dev/null \
      --python-executable "$tmp/venv/bin/python" $what >"$tmp/mypy.log" 2>&1) &&
      ok "mypy $what" || { cat "$tmp/mypy.log"; ko "mypy $what"; }
  done
else
  skip "no mypy (Debian: python3-mypy)"
fi

threads "$tmp/venv/bin/python"
summary
