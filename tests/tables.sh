#!/bin/sh
# The tables that leave C: every list of names written by hand outside
# the library (the TypeScript types of the npm package, the JavaScript
# module and page, the tests' loops over every variant or language)
# equals the library's table it copies, in the table's order, so that a
# variant, dialect or event added to C without its lists fails here,
# naming the list and the names missing or extra.  The library's names
# come from tests/table_names.c (the tables themselves: src/engine/rules.c,
# src/notation/dialect.c, src/engine/events.c), the languages from
# po/LINGUAS (the build's list).  The Python module reads its lists from
# the library when it loads (python/bao/__init__.py: VARIANTS, DIALECTS).
# Usage: tables.sh TABLE_NAMES_BINARY [SOURCE_DIR]
set -u
. "$(dirname "$0")/lib.sh"
names=$1
here=$(cd "$(dirname "$0")" && pwd)
top=${2:-$(dirname "$here")}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

"$names" > "$tmp/all" || { ko "table_names failed"; summary; }
for kind in variant dialect event end lap entry; do
  sed -n "s/^$kind //p" "$tmp/all" > "$tmp/$kind"
  [ -s "$tmp/$kind" ] || ko "no $kind names from table_names"
done
# a value of an enum without its row in the table (a NULL name, which
# bao_variant_parse would compare with: the command crashes, unnamed)
sed -n 's/^\([a-z]*\) (unnamed \([0-9]*\))$/\1 \2/p' "$tmp/all" > "$tmp/unnamed"
if [ -s "$tmp/unnamed" ]; then
  while read -r kind n; do
    ko "$kind $n of its enum has no row (no name) in its table"
  done < "$tmp/unnamed"
else
  ok
fi
grep -v '^#' "$top/po/LINGUAS" | grep . > "$tmp/lingua"
[ -s "$tmp/lingua" ] || ko "no languages in po/LINGUAS"
# the languages a test loops over: English (the msgids), then po/'s
{ echo en; cat "$tmp/lingua"; } > "$tmp/lang"
# every variant but the first (the default game, tested apart)
sed 1d "$tmp/variant" > "$tmp/variant-others"

# same WHAT GOT WANT: the list in file GOT is the table's (file WANT)
same() {
  if [ ! -s "$2" ]; then
    ko "$1: no list found (has its line changed? tests/tables.sh reads it)"
  elif cmp -s "$2" "$3"; then
    ok
  else
    missing=$(grep -vxF -f "$2" "$3" | tr '\n' ' ')
    extra=$(grep -vxF -f "$3" "$2" | tr '\n' ' ')
    why="${missing:+; missing: $missing}${extra:+; extra: $extra}"
    ko "$1 differs from the table${why:-, in its order}"
  fi
}

# quoted FILE ERE: the '...' or "..." words of the first line matching ERE
quoted() {
  grep -m1 -E "$2" "$1" | sed -E 's/^[^=]*(=|of|in) *//' |
    grep -oE "'[^']*'|\"[^\"]*\"" | tr -d "'\""
}
# words FILE SED-PREFIX: the words of the first line that starts with
# the prefix, after it, up to a ';' or '"'
words() {
  sed -n "s/^$2//p" "$1" | head -1 | sed 's/[;"].*//' | tr ' ' '\n' | grep .
}

# ---- the npm package's types (npm/bao.d.ts) ----------------------------------
dts=$top/npm/bao.d.ts
quoted "$dts" '^export type Variant =' > "$tmp/got"
same "npm/bao.d.ts Variant" "$tmp/got" "$tmp/variant"
quoted "$dts" '^export type Dialect =' > "$tmp/got"
same "npm/bao.d.ts Dialect" "$tmp/got" "$tmp/dialect"
quoted "$dts" '^export type EndWhy =' > "$tmp/got"
same "npm/bao.d.ts EndWhy" "$tmp/got" "$tmp/end"
# Spellings: the canonical token, then one field per dialect
awk '/^export interface Spellings/ { on = 1; next } on && /^}/ { exit }
     on && /^  [a-z]+: string;/ { sub(/:.*/, ""); sub(/^ +/, ""); print }' \
  "$dts" | grep -vx token > "$tmp/got"
same "npm/bao.d.ts Spellings' fields" "$tmp/got" "$tmp/dialect"
# BaoEvent: every `event: 'a' | 'b'` of the union, as a set
awk '/^export type BaoEvent/ { on = 1 } on { print } on && /\);$/ { exit }' \
  "$dts" | tr '\n' ' ' |
  grep -oE "event: '[a-z-]+'( *\| *'[a-z-]+')*" | grep -oE "'[a-z-]+'" |
  tr -d "'" | LC_ALL=C sort > "$tmp/got"
LC_ALL=C sort "$tmp/event" > "$tmp/event-set"
same "npm/bao.d.ts BaoEvent's events" "$tmp/got" "$tmp/event-set"
# member EVENT KEY: the values of KEY in BaoEvent's member for EVENT
member() {
  awk '/^export type BaoEvent/ { on = 1 } on { print } on && /\);$/ { exit }' \
    "$dts" | tr '\n' ' ' | grep -oE "event: '$1'[^}]*" |
    grep -oE "$2: '[a-z-]+'( *\| *'[a-z-]+')*" | grep -oE "'[a-z-]+'" | tr -d "'"
}
member lap 'why' > "$tmp/got"
same "npm/bao.d.ts BaoEvent's lap why" "$tmp/got" "$tmp/lap"
member capture 'entry\?' > "$tmp/got"
same "npm/bao.d.ts BaoEvent's capture entry" "$tmp/got" "$tmp/entry"

# ---- the JavaScript module and the page ---------------------------------------
quoted "$top/src/wasm/bao.mjs" '^export const DIALECTS =' > "$tmp/got"
same "src/wasm/bao.mjs DIALECTS" "$tmp/got" "$tmp/dialect"
quoted "$top/src/views/html/assets/explore.js" 'var END_WHY =' > "$tmp/got"
same "src/views/html/assets/explore.js END_WHY" "$tmp/got" "$tmp/end"

# ---- the tests' lists -------------------------------------------------------------
for f in tests/wasm/perft.test.mjs tests/packages/npm_common.mjs; do
  quoted "$top/$f" '^const VARIANTS =' > "$tmp/got"
  same "$f VARIANTS" "$tmp/got" "$tmp/variant"
done
quoted "$top/tests/packages/test_python.py" '^VARIANTS =' > "$tmp/got"
same "tests/packages/test_python.py VARIANTS" "$tmp/got" "$tmp/variant"
for f in replay tell moves; do
  quoted "$top/tests/wasm/$f.test.mjs" '^for \(const variant of \[' > "$tmp/got"
  same "tests/wasm/$f.test.mjs's variants after the first" "$tmp/got" \
    "$tmp/variant-others"
done
quoted "$top/tests/wasm/tell.test.mjs" '^for \(const lang of \[' > "$tmp/got"
same "tests/wasm/tell.test.mjs's languages" "$tmp/got" "$tmp/lang"
words "$top/tests/i18n.sh" 'for v in ' > "$tmp/got"
same "tests/i18n.sh's variants" "$tmp/got" "$tmp/variant"
words "$top/tests/primer.sh" 'variants="' > "$tmp/got"
same "tests/primer.sh's variants" "$tmp/got" "$tmp/variant"
words "$top/tests/apjson.sh" '  for lang in en ' > "$tmp/got"
{ echo en; cat "$tmp/got"; } > "$tmp/got-en"
same "tests/apjson.sh's languages" "$tmp/got-en" "$tmp/lang"

summary
