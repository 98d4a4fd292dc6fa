#!/bin/sh
# Every command's help and its synopsis in bao(1) name exactly the options
# the command takes, so that the three cannot drift apart.
#   the commands and options: the tables of src/cli/ (main.c's
#   commands; the options of every command's table and the shared ones
#   of cli_options.c)
#   what a command takes:     asked of the binary, option by option
#                             (`bao C OPT [x] --zz-none`: "OPT is not an
#                             option of bao C", or not; the unknown
#                             option after it stops bao before it runs)
#   its help:                 bao help C, the same as bao C --help
#   its synopsis:             bao.1 from ".B bao C" to the next ".br"
# --help, -h and --version are everyone's and not counted; so is an
# option that a command's help names without taking it, in `prose`.
# Usage: help_man.sh BAO_BINARY MAIN_C BAO_1
set -u
. "$(dirname "$0")/lib.sh"
bin=$1
main_c=$2
man=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# COMMAND:OPTION named in the help's prose only: bao rules lists the
# values of the --rule of the other commands.
prose="rules:--rule"

# The rows of the tables of src/cli/: the lines from "static const TYPE
# NAME[]" to its "};" (NAME a pattern).
table() {
  cat "$(dirname "$main_c")"/*.c |
    sed -n -E "/^(static )?const $1 $2\[\] = \{/,/^};/p"
}
# "NAME 0|1" per option (1: it takes a value; 2, one each time, is 1)
table cli_option '[a-z_]+' | grep -o '{"-[^"]*", *[012],' |
  sed 's/{"\([^"]*\)", *\([012]\),/\1 \2/; s/ 2$/ 1/' | sort -u \
  > "$tmp/options"
table cli_command commands | grep -o '^ *{"[a-z]*",' |
  sed 's/^ *{"\([a-z]*\)",/\1/' > "$tmp/commands"
[ "$(wc -l < "$tmp/options")" -ge 20 ] || ko "the option table of main.c"
[ "$(wc -l < "$tmp/commands")" -ge 10 ] || ko "the command table of main.c"

# The options named in a text (standard input), one a line, sorted.
options_in() {
  sed 's/\\-/-/g' |
    grep -oE '(^|[^A-Za-z0-9-])(--[a-z][a-z-]*[a-z]|-[oh])([^A-Za-z0-9-]|$)' |
    sed -E 's/^[^-]*(-[a-z-]*[a-z]).*$/\1/' |
    grep -vxE -- '--help|-h|--version' | sort -u
}

# Compares two lists of options: $1 says which.
same() {
  if cmp -s "$2" "$3"; then
    ok
  else
    ko "$1 (< takes, > says):"
    diff "$2" "$3" | grep '^[<>]' | sed 's/^/  /'
  fi
}

while read -r c; do
  : > "$tmp/takes"
  while read -r opt value; do
    if [ "$value" = 1 ]; then
      timeout 20 "$bin" "$c" "$opt" x --zz-none < /dev/null \
        > /dev/null 2> "$tmp/err"
    else
      timeout 20 "$bin" "$c" "$opt" --zz-none < /dev/null \
        > /dev/null 2> "$tmp/err"
    fi
    grep -q "is not an option of bao $c\$" "$tmp/err" ||
      echo "$opt" >> "$tmp/takes"
  done < "$tmp/options"
  sort -u "$tmp/takes" -o "$tmp/takes"
  [ -s "$tmp/takes" ] || ko "bao $c takes no option from the table?"

  "$bin" help "$c" > "$tmp/help" 2>&1 || ko "bao help $c failed"
  "$bin" "$c" --help > "$tmp/help2" 2>&1 || ko "bao $c --help failed"
  cmp -s "$tmp/help" "$tmp/help2" && ok || ko "bao $c --help is not bao help $c"
  head -1 "$tmp/help" | grep -q "^usage: bao $c " && ok ||
    ko "bao help $c does not start with its usage"
  options_in < "$tmp/help" | while read -r o; do
    case " $prose " in *" $c:$o "*) ;; *) echo "$o" ;; esac
  done > "$tmp/says"
  same "bao help $c" "$tmp/takes" "$tmp/says"

  awk -v c="$c" '
    $0 == ".B bao " c || index($0, ".B bao " c " ") == 1 { on = 1 }
    on && /^\.br$/ { exit }
    on { print }
  ' "$man" > "$tmp/synopsis"
  [ -s "$tmp/synopsis" ] || ko "bao(1) has no synopsis of bao $c"
  options_in < "$tmp/synopsis" > "$tmp/says"
  same "bao(1) synopsis of bao $c" "$tmp/takes" "$tmp/says"
done < "$tmp/commands"

# The whole help is still the whole help (bao help); bao --help and a
# bare bao (a usage error: status 2, on standard error) give the short
# list: under 40 lines, every command of main.c's table at the start of a
# line of it, and where to read more (bao help COMMAND, man bao); every
# command is in bao(1) too (a synopsis ".B bao C" and the COMMANDS entry
# ".B C").
"$bin" help > "$tmp/help" && [ "$(wc -l < "$tmp/help")" -ge 100 ] && ok ||
  ko "bao help is not the whole help"
"$bin" --help > "$tmp/short" && ok || ko "bao --help failed"
"$bin" 2> "$tmp/bare" >/dev/null
[ $? -eq 2 ] && cmp -s "$tmp/short" "$tmp/bare" && ok ||
  ko "a bare bao is not the short list with status 2"
[ "$(wc -l < "$tmp/short")" -lt 40 ] && ok ||
  ko "bao --help is $(wc -l < "$tmp/short") lines (40 or more)"
grep -q 'bao help COMMAND' "$tmp/short" && grep -q 'man bao' "$tmp/short" &&
  ok || ko "bao --help does not say where to read more"
while read -r c; do
  grep -qE "^  $c  " "$tmp/short" && ok || ko "bao --help lacks $c"
  grep -qx ".B $c" "$man" && ok || ko "bao(1) has no entry .B $c"
done < "$tmp/commands"
summary
