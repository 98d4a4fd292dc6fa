#!/bin/sh
# The man pages are static files, but their lists of variants, dialects
# and rule option values come from tables (src/engine/rules.c,
# src/notation/dialect.c): this test reads each list of the pages and
# compares it with what the command says of its tables, so that a row
# added to a table without its man page fails here.
#   the variants:  bao rules (its "variants" lines)
#   the options:   bao rules (its "NAME (POINT): VALUE..." lines)
#   the dialects:  the error of --dialect, made from the table
# Usage: man_lists.sh BAO_BINARY MAN_DIR
set -u
. "$(dirname "$0")/lib.sh"
bin=$1
man=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

"$bin" rules > "$tmp/rules" || { ko "bao rules"; summary; }
# the variants, one a line, in the table's order
sed -n '/^variants (--variant NAME):$/,$p' "$tmp/rules" | sed '1d; s/:.*//' \
  > "$tmp/variants"
# "bao: --dialect takes a, b or c: ?" -> a b c, one a line
"$bin" convert --dialect '?' x 2>&1 >/dev/null | head -1 |
  sed -n 's/^bao: --dialect takes \(.*\): ?$/\1/p' |
  sed 's/ or /, /g' | tr -d ' ' | tr ',' '\n' > "$tmp/dialects"
[ -s "$tmp/variants" ] || ko "no variants in bao rules"
[ -s "$tmp/dialects" ] || ko "no dialects from --dialect"

# The names of a roff list that starts after the first line matching the
# awk pattern `start`: the first word of each .B/.BR line, up to the one
# that ends the sentence (":" or ";" after it).
roff_list() {
  awk -v start="$2" '
    !on && $0 ~ start { on = 1; next }
    on && /^\.BR? / {
      print $2
      if ($3 ~ /^[:;]/) exit
    }
    on && /^\.(TP|SH|PP)/ { exit }
  ' "$1"
}

# Compares a list (file $2) with the table's (file $3); $1 says which.
same() {
  if cmp -s "$2" "$3"; then
    ok
  else
    ko "$1 differs from the table (man page < > table):"
    diff "$2" "$3" | sed 's/^/  /'
  fi
}

roff_list "$man/bao.1" '^\.BI \\\\-\\\\-variant ' > "$tmp/got"
same "bao(1) --variant" "$tmp/got" "$tmp/variants"
roff_list "$man/bao.1" '^\.BI \\\\-\\\\-dialect ' > "$tmp/got"
same "bao(1) --dialect" "$tmp/got" "$tmp/dialects"
roff_list "$man/bao-record.5" '^\.B variant$' > "$tmp/got"
same "bao-record(5) variant" "$tmp/got" "$tmp/variants"
roff_list "$man/bao-record.5" '^\.B dialect$' > "$tmp/got"
same "bao-record(5) dialect" "$tmp/got" "$tmp/dialects"

# bao-notation(7): one ".TP / .B NAME" entry per dialect under DIALECTS
awk '/^\.SH / { on = $2 == "DIALECTS"; next }
     on && tp && /^\.B / { print $2 } { tp = /^\.TP/ }' \
  "$man/bao-notation.7" > "$tmp/got"
same "bao-notation(7) DIALECTS" "$tmp/got" "$tmp/dialects"

# bao-rules(7): one section per variant, between DESCRIPTION and PERFT,
# and the perft example's loop over them
awk '/^\.SH PERFT/ { exit } on && /^\.SH / { print tolower($2) }
     /^\.SH DESCRIPTION/ { on = 1 }' "$man/bao-rules.7" > "$tmp/got"
same "bao-rules(7) sections" "$tmp/got" "$tmp/variants"
sed -n 's/^\$ for v in \([^;]*\);.*/\1/p' "$man/bao-rules.7" | tr ' ' '\n' \
  > "$tmp/got"
same "bao-rules(7) perft example" "$tmp/got" "$tmp/variants"

# bao(1) --rule: each ".BR NAME = V1 | V2 ..." lists the option's values
# in the table's order (the default first)
awk '/^\.BI \\-\\-rule / { on = 1; next } on && /^\.(TP|SH)/ { exit }
     on && /^\.BR [a-z-]+ = / {
       line = $2 ":"
       for (i = 4; i <= NF && $i != ","; i += 2) line = line " " $i
       print line
     }' "$man/bao.1" > "$tmp/got"
[ -s "$tmp/got" ] || ko "no option list in bao(1) --rule"
while read -r name values; do
  want=$(grep "^${name%:} (" "$tmp/rules" | sed 's/^[^:]*://; s/ (default)//')
  if [ "$values" = "$(echo $want)" ]; then
    ok
  else
    ko "bao(1) --rule ${name%:}: '$values', the table: '$(echo $want)'"
  fi
done < "$tmp/got"

summary
