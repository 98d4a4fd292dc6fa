#!/bin/sh
# Installs the build into a fresh prefix and checks what a user gets: the
# command, the four man pages, the library (static and shared), the public
# headers under include/bao/ and bao.pc; then builds a small program with
# `pkg-config --cflags --libs bao` against the shared library, and once
# with --static against the static one, and runs both: perft(4) from the
# start is 124 (docs/rules.md T1 gives depth 1; bao-rules(7) publishes the
# others).  Usage: install.sh BUILD_DIR CC
set -u
. "$(dirname "$0")/lib.sh"
build=$1
cc=${2:-cc}
top=$(cd "$(dirname "$0")/.." && pwd)
command -v pkg-config >/dev/null 2>&1 || skip_suite "no pkg-config"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
prefix=$tmp/prefix

cmake --install "$build" --prefix "$prefix" >"$tmp/install.log" 2>&1 && ok ||
  { cat "$tmp/install.log"; ko "cmake --install"; summary; }

[ -x "$prefix/bin/bao" ] && ok || ko "bin/bao"
for page in man1/bao.1 man5/bao-record.5 man7/bao-notation.7 man7/bao-rules.7; do
  [ -f "$prefix/share/man/$page" ] && ok || ko "share/man/$page"
done
pc=$(find "$prefix" -name bao.pc | head -n 1)
[ -n "$pc" ] && ok || { ko "bao.pc"; summary; }
libdir=$(dirname "$(dirname "$pc")")
for lib in libbao.a libbao.so; do
  [ -e "$libdir/$lib" ] && ok || ko "$lib in $libdir"
done
[ -f "$prefix/include/bao/bao.h" ] && ok || ko "include/bao/bao.h"
for h in internal.h cli.h; do
  [ ! -e "$prefix/include/bao/$h" ] && ok || ko "$h is private but installed"
done

export PKG_CONFIG_PATH="$(dirname "$pc")"
# shellcheck disable=SC2046
$cc -o "$tmp/shared" "$top/tests/install/perft4.c" \
  $(pkg-config --cflags --libs bao) && ok || ko "build against libbao.so"
# shellcheck disable=SC2046
$cc -o "$tmp/static" "$top/tests/install/perft4.c" \
  $(pkg-config --cflags bao) "$libdir/libbao.a" \
  $(pkg-config --static --libs-only-l bao | sed 's/-lbao//') && ok ||
  ko "build against libbao.a"
want="perft(4) = 124"
got=$(LD_LIBRARY_PATH=$libdir "$tmp/shared") && ok || ko "run (shared)"
[ "$got" = "$want" ] && ok || ko "shared: got '$got', want '$want'"
got=$("$tmp/static") && ok || ko "run (static)"
[ "$got" = "$want" ] && ok || ko "static: got '$got', want '$want'"
ldd "$tmp/shared" 2>/dev/null | grep -q "libbao.so" && ok || ko "not linked to libbao.so"
# the translations (po/), when the build has them: installed, and found
# by the installed command in its own prefix
if [ -d "$build/locale" ]; then
  for mo in "$build"/locale/*/LC_MESSAGES/bao.mo; do
    lang=$(basename "$(dirname "$(dirname "$mo")")")
    [ -f "$prefix/share/locale/$lang/LC_MESSAGES/bao.mo" ] && ok ||
      ko "share/locale/$lang/LC_MESSAGES/bao.mo"
  done
  rec=$top/records/maulidi-kijumbe-1994.yaml
  en=$("$prefix/bin/bao" annotate "$rec" | head -n 1)
  sw=$("$prefix/bin/bao" annotate --lang sw "$rec" 2>"$tmp/err" | head -n 1)
  [ -n "$sw" ] && [ "$sw" != "$en" ] && [ ! -s "$tmp/err" ] && ok ||
    ko "the installed bao finds its catalogs: $(cat "$tmp/err")"
fi
summary
