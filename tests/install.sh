#!/bin/sh
# Installs the build into a fresh prefix and checks what a user gets: the
# command, the five man pages, the library (static and shared), the public
# headers under include/bao/ and bao.pc; then builds a small program with
# `pkg-config --cflags --libs bao` against the shared library, and once
# with --static against the static one, and runs both: perft(4) from the
# start is 124 (docs/rules.md T1 gives depth 1; bao-rules(7) publishes the
# others); then tests/install/api.c, the rest of the public API through
# the installed headers, and that libbao.so exports none of the
# library's insides.  Usage: install.sh BUILD_DIR CC
set -u
. "$(dirname "$0")/lib.sh"
build=$1
cc=${2:-cc}
top=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
prefix=$tmp/prefix
install_prefix "$build" "$prefix"

[ -x "$prefix/bin/bao" ] && ok || ko "bin/bao"
for page in man1/bao.1 man3/bao.3 man5/bao-record.5 man7/bao-notation.7 man7/bao-rules.7; do
  [ -f "$prefix/share/man/$page" ] && ok || ko "share/man/$page"
done
for lib in libbao.a libbao.so; do
  [ -e "$libdir/$lib" ] && ok || ko "$lib in $libdir"
done
[ -f "$prefix/include/bao/bao.h" ] && ok || ko "include/bao/bao.h"
for h in internal.h cli.h; do
  [ ! -e "$prefix/include/bao/$h" ] && ok || ko "$h is private but installed"
done

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
# the rest of the public API (tests/install/api.c), against the shared
# library: what a program reaches through the installed headers
# shellcheck disable=SC2046
$cc -std=c11 -o "$tmp/api" "$top/tests/install/api.c" \
  $(pkg-config --cflags --libs bao) && ok || ko "build api.c against libbao.so"
got=$(LD_LIBRARY_PATH=$libdir "$tmp/api") && ok || ko "run api.c: $got"
[ "$got" = "api: ok" ] && ok || ko "api.c: $got"
# and nothing of the library's insides is exported
if command -v nm >/dev/null 2>&1; then
  inside=$(nm -D --defined-only "$libdir/libbao.so" | awk '{print $3}' |
    grep -E '^bao_(yaml_in_|text_in_|text_is_|text_line_is|strdup$|game_implied$|line_implied$|solver_key$|token_distance$|(position_moves|outcome_events|position_status|position_stats)_budget$)' |
    tr '\n' ' ')
  [ -z "$inside" ] && ok || ko "libbao.so exports the library's insides: $inside"
fi
# the translations (po/), when the build has them: installed, and found
# by the installed command in its own prefix
if [ -d "$build/locale" ]; then
  for mo in "$build"/locale/*/LC_MESSAGES/bao.mo; do
    lang=$(basename "$(dirname "$(dirname "$mo")")")
    [ -f "$prefix/share/locale/$lang/LC_MESSAGES/bao.mo" ] && ok ||
      ko "share/locale/$lang/LC_MESSAGES/bao.mo"
  done
  rec=$top/records/maulidi-kijumbe-1994.yaml
  en=$("$prefix/bin/bao" annotate --depth 3 "$rec" | head -n 1)
  sw=$("$prefix/bin/bao" annotate --depth 3 --lang sw "$rec" 2>"$tmp/err" | head -n 1)
  [ -n "$sw" ] && [ "$sw" != "$en" ] && [ ! -s "$tmp/err" ] && ok ||
    ko "the installed bao finds its catalogs: $(cat "$tmp/err")"
fi
summary
