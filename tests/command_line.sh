#!/bin/sh
# The command line that helps (issue 23, item 8), end to end:
#   --opt=value is --opt value (the same output, byte for byte);
#   a mistyped command or option, close to one of the tables of
#   src/cli/ (commands in main.c, options in each command's file and
#   cli_options.c), gets "did you mean" with it, a far one does not;
#   files that are not records (bao's own SVG and HTML, a PNG) are refused
#   as "not a Bao record", whatever their name or --from-format.
# The typos are made here from the tables, not written down.
# Usage: command_line.sh BAO_BINARY MAIN_C
set -u
. "$(dirname "$0")/lib.sh"
bin=$1
main_c=$2
rec=records/maulidi-kijumbe-1994.yaml
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# ---- --opt=value --------------------------------------------------------------
# Runs bao twice, with "$1" split as --NAME VALUE and joined as
# --NAME=VALUE into the same place ($2 and $3: what comes before and
# after); both outputs and exit statuses must be the same.
same_both_ways() {
  name=${1%%=*}
  value=${1#*=}
  # shellcheck disable=SC2086
  "$bin" $2 "$name" "$value" $3 > "$tmp/a" 2>&1
  a=$?
  # shellcheck disable=SC2086
  "$bin" $2 "$1" $3 > "$tmp/b" 2>&1
  b=$?
  if [ "$a" = "$b" ] && cmp -s "$tmp/a" "$tmp/b" && [ -s "$tmp/a" ]; then
    ok
  else
    ko "bao $2 $1 $3 differs from the form with a space ($a, $b)"
    diff "$tmp/a" "$tmp/b" | head -5
  fi
}
same_both_ways --lang=sw "annotate --depth 0" "$rec"
same_both_ways --depth=1 "analyze" "tests/data/solve-teach.yaml"
same_both_ways --rule=tax=only-hole "moves" ""
same_both_ways --format=svg "diagram --ply 23" "$rec"
same_both_ways --to=text "convert" "$rec"
same_both_ways --lang=xx "annotate --depth 3" "$rec"   # a bad value: the same error
"$bin" moves --position='0 0 0 0 0 0 0 0 / 0 2 2 6 0 0 0 0 / 0 0 0 0 6 2 2 0 / 0 0 0 0 0 0 0 0 | hand S22 N22 | house S:F N:F | S to move' \
  > "$tmp/a" && "$bin" moves > "$tmp/b" && cmp -s "$tmp/a" "$tmp/b" && ok ||
  ko "--position=LINE (a value with spaces and '=' kept whole)"
"$bin" check --strict=yes "$rec" > /dev/null 2> "$tmp/err"
[ $? = 2 ] && grep -q "takes no value: --strict=yes" "$tmp/err" && ok ||
  ko "--strict=yes refused: the option takes no value"

"$bin" html --depth= "$rec" > /dev/null 2> "$tmp/err"
[ $? = 2 ] && grep -q "needs a value: --depth=$" "$tmp/err" && ok ||
  ko "--depth= refused: the option needs a value"

# ---- did you mean --------------------------------------------------------------
table() {
  cat "$(dirname "$main_c")"/*.c |
    sed -n -E "/^(static )?const $1 $2\[\] = \{/,/^};/p"
}
table cli_command commands | grep -o '^ *{"[a-z]*",' |
  sed 's/^ *{"\([a-z]*\)",/\1/' > "$tmp/commands"
table cli_option '[a-z_]+' | grep -o '{"--[^"]*"' | sed 's/{"//; s/"//' |
  sort -u > "$tmp/options"
[ -s "$tmp/commands" ] && [ -s "$tmp/options" ] || ko "main.c's tables"

# The typos of a name: its first letter in capitals, its second letter
# left out, its second and third letters swapped, a letter doubled.
typos() {
  echo "$1" | awk '{
    print toupper(substr($0, 1, 1)) substr($0, 2)
    print substr($0, 1, 1) substr($0, 3)
    print substr($0, 1, 1) substr($0, 3, 1) substr($0, 2, 1) substr($0, 4)
    print substr($0, 1, 2) substr($0, 2)
  }' | grep -vx "$1"
}
# "bao ARGS" must say "unknown KIND 'TYPO'; did you mean 'NAME'?"
means() {
  kind=$1 typo=$2 name=$3
  shift 3
  "$bin" "$@" < /dev/null > /dev/null 2> "$tmp/err"
  code=$?
  if [ $code = 2 ] &&
    grep -qxF "bao: unknown $kind '$typo'; did you mean '$name'?" "$tmp/err"
  then
    ok
  else
    ko "bao $*: no 'did you mean $name' (exit $code)"
    sed 's/^/  | /' "$tmp/err"
  fi
}
while read -r c; do
  for t in $(typos "$c"); do
    means command "$t" "$c" "$t" x
    means command "$t" "$c" help "$t"
  done
  # every option of c longer than 4 letters, its letters swapped
  for o in $(cat "$tmp/options"); do
    letters=${o#--}
    [ ${#letters} -gt 4 ] || continue
    "$bin" "$c" "$o" --zz-none 2>&1 | grep -q "is not an option" && continue
    t=--$(typos "$letters" | sed -n 3p)
    grep -qxF -- "$t" "$tmp/options" && continue # a typo that is an option
    means option "$t" "$o" "$c" "$t"
    means option "$t" "$o" "$c" "$t=1"
  done
done < "$tmp/commands"
# far from every name: no guess
"$bin" xyzzy 2> "$tmp/err"
grep -qx "bao: unknown command: xyzzy" "$tmp/err" && ok ||
  ko "a far name gets no guess"
"$bin" check --xyzzy "$rec" 2> "$tmp/err"
grep -qx "bao: unknown option: --xyzzy" "$tmp/err" && ok ||
  ko "a far option gets no guess"

# ---- not a record ----------------------------------------------------------------
"$bin" diagram "$rec" --ply 23 --format svg -o "$tmp/ply23.svg" &&
  "$bin" html --depth 3 "$rec" -o "$tmp/game.html" || ko "making an SVG and a page"
cp "$tmp/ply23.svg" "$tmp/ply23.yaml"
cp "$tmp/game.html" "$tmp/game.txt"
printf '\211PNG\r\n\032\n\0\0\0\rIHDR' > "$tmp/board.png"
# refused: $1 the file, $2 the kind, the rest the command before it
refused() {
  file=$1 kind=$2
  shift 2
  "$bin" "$@" "$file" > "$tmp/err" 2>&1 # check reports on standard output
  code=$?
  if [ $code = 2 ] &&
    grep -qxF "$file: error: not a Bao record (it looks like $kind)" \
      "$tmp/err" && ! grep -q "expected a\|ply [0-9]" "$tmp/err"; then
    ok
  else
    ko "bao $* $file: not refused as $kind (exit $code)"
    sed 's/^/  | /' "$tmp/err" | head -5
  fi
}
for cmd in check annotate analyze "replay --positions" puzzles; do
  refused "$tmp/ply23.svg" SVG $cmd
done
refused "$tmp/ply23.yaml" SVG check
refused "$tmp/ply23.svg" SVG check --from-format text
refused "$tmp/game.html" HTML check
refused "$tmp/game.txt" HTML check --from-format text
refused "$tmp/board.png" PNG check
refused "$tmp/game.html" HTML html -o "$tmp/again.html"
[ ! -e "$tmp/again.html" ] && ok || ko "bao html wrote a page of a page"
# standard input too
"$bin" check - < "$tmp/ply23.svg" > "$tmp/err" 2>&1
grep -q "^-: error: not a Bao record (it looks like SVG)" "$tmp/err" && ok ||
  ko "an SVG on standard input"
# records are still records
"$bin" check records/*.yaml records/*.txt > /dev/null 2>&1
[ $? -le 1 ] && ok || ko "the bundled records read"
summary
