#!/bin/sh
# The library as a contract, tested on what `cmake --install` gives a
# user (usage: install_so.sh BUILD_DIR CC [CXX]):
#  1. every symbol libbao.so exports is declared BAO_API in an installed
#     header, and every BAO_API declaration is exported (nm -D against
#     the headers' text);
#  2. a C++ program (tests/install/cxx.cpp) including every installed
#     header builds with CXX and pkg-config and runs (extern "C");
#  3. a C program using the engine that plays (tests/install/player.c)
#     builds and runs the same way;
#  4. the examples of bao(3) (man/bao.3: each ".\" example: NAME" block)
#     compile against the installed headers and print what the page's
#     ".\" output: NAME" block says;
#  5. the bao command built from src/cli/ against the installed
#     libbao.so alone (tests/install/cli/, pkg-config) is linked to it
#     and passes the command's cases (tests/cli/) and the records', best's
#     and the pages' tests (records.sh, best.sh, html.sh without a
#     browser).
set -u
. "$(dirname "$0")/lib.sh"
build=$(cd "$1" && pwd)
cc=${2:-cc}
cxx=${3:-c++}
top=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
prefix=$tmp/prefix
install_prefix "$build" "$prefix"
grep -q 'example.invalid' "$pc" && ko "bao.pc names a placeholder URL" || ok

# ---- 1. exported = declared ----------------------------------------------

# the names the installed headers declare BAO_API: comments blanked, the
# text cut at ';' and '{', and in each piece with BAO_API the name
# before its '(' (functions) or its '[' or end (data)
for h in "$prefix"/include/bao/*.h; do
  sed 's|/\*.*\*/||g' "$h" | awk '
    /\/\*/ { skip = 1 } skip { if (/\*\//) skip = 0; next } { print }'
done | grep -v '^[[:space:]]*#' | tr '\n' ' ' | tr ';{' '\n\n' |
  grep 'BAO_API' | sed 's/__attribute__.*//; s/(\*[^)]*)//g' |
  sed -n 's/.*[^A-Za-z0-9_]\([A-Za-z_][A-Za-z0-9_]*\)[[:space:]]*(.*/\1/p; t
          s/.*[^A-Za-z0-9_]\([A-Za-z_][A-Za-z0-9_]*\)[[:space:]]*\(\[[^]]*\]\)*[[:space:]]*$/\1/p' |
  LC_ALL=C sort -u >"$tmp/declared"
nm -D --defined-only "$libdir/libbao.so" | awk '{ print $3 }' |
  LC_ALL=C sort -u >"$tmp/exported"
n=$(wc -l <"$tmp/exported")
[ "$n" -gt 100 ] && [ "$(wc -l <"$tmp/declared")" -gt 100 ] && ok ||
  ko "too few names to compare: $n exported, $(wc -l <"$tmp/declared") declared"
LC_ALL=C comm -23 "$tmp/exported" "$tmp/declared" >"$tmp/undeclared"
[ ! -s "$tmp/undeclared" ] && ok ||
  ko "exported by libbao.so, declared in no installed header: $(tr '\n' ' ' <"$tmp/undeclared")"
LC_ALL=C comm -13 "$tmp/exported" "$tmp/declared" >"$tmp/missing"
[ ! -s "$tmp/missing" ] && ok ||
  ko "declared BAO_API, not exported: $(tr '\n' ' ' <"$tmp/missing")"
echo "libbao.so exports $n symbols"

# run PROGRAM...: with the installed library first
run() { LD_LIBRARY_PATH=$libdir "$@"; }

# ---- 2. C++ ---------------------------------------------------------------

if command -v "$cxx" >/dev/null 2>&1; then
  # shellcheck disable=SC2046
  "$cxx" -std=c++11 -Wall -Wextra -Werror -o "$tmp/cxx" \
    "$top/tests/install/cxx.cpp" $(pkg-config --cflags --libs bao) \
    2>"$tmp/err" && ok || { cat "$tmp/err"; ko "C++: build cxx.cpp"; }
  got=$(run "$tmp/cxx" 2>&1)
  [ "$got" = "cxx: perft(3) = 38
cxx: ok" ] && ok || ko "C++: cxx.cpp says: $got"
else
  skip "no C++ compiler ($cxx)"
fi

# ---- 3. the engine that plays, from C --------------------------------------

# shellcheck disable=SC2046
"$cc" -std=c11 -Wall -Wextra -Werror -o "$tmp/player" \
  "$top/tests/install/player.c" $(pkg-config --cflags --libs bao) \
  2>"$tmp/err" && ok || { cat "$tmp/err"; ko "build player.c"; }
got=$(run "$tmp/player" 2>&1)
[ "$(printf '%s\n' "$got" | tail -n 1)" = "player: ok" ] && ok ||
  ko "player.c says: $got"
# 8 tokens, the first one of the four opening moves (bao(1), bao moves)
first=$(printf '%s\n' "$got" | head -n 1)
[ "$(echo "$first" | wc -w)" -eq 8 ] && ok || ko "player.c: 8 plies: $first"
case ${first%% *} in A6L\* | A6R\* | A7L\* | A7R\*) ok ;;
*) ko "player.c: the first move ${first%% *}" ;; esac

# ---- 4. bao(3)'s examples --------------------------------------------------

# ".\" example: NAME" then .EX ... .EE: the program; ".\" output: NAME"
# then .EX ... .EE: what it prints (roff's \e is a backslash)
awk -v dir="$tmp" '
  /^\.\\" (example|output): / { kind = $2; sub(/:$/, "", kind); name = $3; next }
  /^\.EX/ && name != "" { on = 1; f = dir "/" name (kind == "example" ? ".c" : ".want")
                          printf "" > f; next }
  /^\.EE/ { on = 0; name = ""; next }
  on { gsub(/\\e/, "\\"); gsub(/\\-/, "-"); print >> f }
' "$top/man/bao.3"
count=0
for c in "$tmp"/*.c; do
  [ -e "$c" ] || continue
  count=$((count + 1))
  name=$(basename "$c" .c)
  # shellcheck disable=SC2046
  "$cc" -std=c11 -Wall -Wextra -Werror -o "$tmp/ex_$name" "$c" \
    $(pkg-config --cflags --libs bao) 2>"$tmp/err" && ok ||
    { cat "$tmp/err"; ko "bao(3) example $name does not compile"; continue; }
  run "$tmp/ex_$name" >"$tmp/$name.got" 2>&1 && ok || ko "bao(3) example $name fails"
  cmp -s "$tmp/$name.want" "$tmp/$name.got" && ok ||
    { ko "bao(3) example $name prints otherwise"; diff "$tmp/$name.want" "$tmp/$name.got" | head; }
done
[ "$count" -ge 2 ] && ok || ko "bao(3): $count examples found, 2 expected"

# ---- 5. the command over the installed libbao.so ---------------------------

set -- -DBAO_SOURCE_DIR="$top" -DBAO_LIBDIR="$libdir" -DCMAKE_C_COMPILER="$cc"
if [ -f "$build/generated/bao_engine.h" ]; then
  mkdir "$tmp/engine"
  cp "$build/generated/bao_engine.h" "$tmp/engine/"
  set -- "$@" -DBAO_ENGINE_HEADER="$tmp/engine/bao_engine.h"
fi
# the translations, when the build installed them
[ -d "$prefix/share/locale" ] &&
  set -- "$@" -DBAO_NLS=ON -DBAO_LOCALEDIR="$prefix/share/locale"
{ cmake -S "$top/tests/install/cli" -B "$tmp/cli" "$@" &&
  cmake --build "$tmp/cli" -j2; } >"$tmp/cli.log" 2>&1 && ok ||
  { tail -n 30 "$tmp/cli.log"; ko "the command against the installed libbao.so"; summary; }
bao=$tmp/cli/bao
linked=$(ldd "$bao" | sed -n 's/^[[:space:]]*libbao[.]so[^ ]* => \([^ ]*\) .*/\1/p')
[ -n "$linked" ] && [ "$(realpath "$linked")" = "$(realpath "$libdir"/libbao.so)" ] && ok ||
  ko "bao is not linked to the installed libbao.so: $(ldd "$bao" | grep bao)"
nm "$bao" | grep -q ' T bao_position_start$' &&
  ko "bao holds the library's code itself" || ok
"$bao" --version | grep -qx "bao $(pkg-config --modversion bao)" && ok ||
  ko "bao --version: $("$bao" --version)"
# the command's cases, as ctest runs them (tests/cli.cmake)
for args in "$top"/tests/cli/*.args; do
  case=${args%.args}
  (cd "$top" && cmake -DBIN="$bao" -DCASE="$case" -P tests/cli.cmake) \
    >"$tmp/case.log" 2>&1 && ok ||
    { ko "tests/cli/$(basename "$case"): $(head -n 5 "$tmp/case.log")"; }
done
for t in records best; do
  sh "$top/tests/$t.sh" "$bao" >"$tmp/$t.log" 2>&1 && ok ||
    { tail -n 20 "$tmp/$t.log"; ko "tests/$t.sh with this bao"; }
done
(cd "$top" && sh tests/html.sh "$bao" "$tmp/html" nobrowser) >"$tmp/html.log" 2>&1 && ok ||
  { tail -n 20 "$tmp/html.log"; ko "tests/html.sh with this bao"; }
summary
