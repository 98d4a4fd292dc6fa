#!/bin/sh
# primer.sh - the rules primer for learners (src/views/primer.c): `bao
# rules --explain` for every variant and in every language of po/LINGUAS,
# the same primer in man/bao-rules.7, and the page's "How Bao is played".
#
#   1. every variant's primer prints; --lang without --explain is refused
#   2. in each translated language, every paragraph of every variant's
#      primer differs from English (none left untranslated), and there are
#      as many as in English; the steps' headings are numbered alike; the
#      diagrams' words (the side to move, the hands, the legend) translated
#   3. every English paragraph of every variant is in man/bao-rules.7
#      (HOW BAO IS PLAYED), so that the man page says what the command does
#   4. the page of a record of each variant holds one section per step of
#      that variant's primer, each diagram well-formed SVG (xmllint), and
#      no id twice in the page
#
# Usage: primer.sh BAO_BINARY SOURCE_DIR
set -u
. "$(dirname "$0")/lib.sh"
bao=$1
top=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
variants="kiswahili kujifunza kete leaflet esperanto"

# The paragraphs of a primer, one per line: blocks between blank lines,
# the diagrams (indented) and the steps' headings ("3. Sowing") left out.
paragraphs() {
  awk 'BEGIN { RS = "" } !/^    / && !/^[0-9]+\. / { gsub(/\n/, " "); print }' "$1"
}
headings() { grep -c '^[0-9][0-9]*\. ' "$1"; }

# ---- 1 -----------------------------------------------------------------------
for v in $variants; do
  "$bao" rules --explain --variant "$v" --lang en > "$tmp/en-$v.txt" &&
    [ "$(head -n 1 "$tmp/en-$v.txt")" = "How Bao is played" ] && ok ||
    ko "bao rules --explain --variant $v"
  paragraphs "$tmp/en-$v.txt" > "$tmp/en-$v.par"
  [ "$(wc -l < "$tmp/en-$v.par")" -ge 10 ] && ok ||
    ko "the $v primer has too few paragraphs"
done
"$bao" rules --explain > "$tmp/default.txt" 2>/dev/null
LANGUAGE=en "$bao" rules --explain --variant kiswahili | cmp -s - "$tmp/default.txt" &&
  ok || ko "bao rules --explain is Bao la Kiswahili's primer"
"$bao" rules --lang sw > /dev/null 2>&1
[ $? -eq 2 ] && ok || ko "bao rules --lang sw (without --explain) is refused"

# ---- 2 -----------------------------------------------------------------------
for l in $(grep -v '^#' "$top/po/LINGUAS"); do
  for v in $variants; do
    "$bao" rules --explain --variant "$v" --lang "$l" > "$tmp/$l-$v.txt" 2>"$tmp/err" &&
      [ ! -s "$tmp/err" ] && ok || ko "bao rules --explain --variant $v --lang $l"
    paragraphs "$tmp/$l-$v.txt" > "$tmp/$l-$v.par"
    [ "$(headings "$tmp/$l-$v.txt")" = "$(headings "$tmp/en-$v.txt")" ] && ok ||
      ko "$l, $v: not the steps of English"
    english=$(grep -E '(South|North)( to move|: [0-9]+ in hand)|seed from hand|captured from' \
      "$tmp/$l-$v.txt")
    [ -z "$english" ] && ok || ko "$l, $v: the diagrams' words in English: $english"
    if [ "$(wc -l < "$tmp/$l-$v.par")" = "$(wc -l < "$tmp/en-$v.par")" ]; then
      same=$(paste -d '\n' "$tmp/en-$v.par" "$tmp/$l-$v.par" |
        awk 'NR % 2 { e = $0; next } $0 == e { print e }')
      [ -z "$same" ] && ok || ko "$l, $v: left in English: $same"
    else
      ko "$l, $v: not as many paragraphs as in English"
    fi
  done
done

# ---- 3 -----------------------------------------------------------------------
# the man page's text, roff undone: one line per paragraph
awk '/^\.SH HOW BAO IS PLAYED/ { on = 1; next } /^\.SH / { on = 0 }
     on && /^\.(PP|SS|IP|TP)/ { if (p != "") print p; p = ""; next }
     on && /^\./ { next }
     on { gsub(/\\-/, "-"); gsub(/\\\(aq/, "\047"); gsub(/\\&/, ""); gsub(/\\e/, "\\")
          p = p == "" ? $0 : p " " $0 }
     END { if (p != "") print p }' "$top/man/bao-rules.7" > "$tmp/man.par"
for v in $variants; do
  missing=$(grep -vxFf "$tmp/man.par" "$tmp/en-$v.par" | grep -vx 'How Bao is played')
  [ -z "$missing" ] && ok || ko "$v: not in bao-rules(7): $missing"
done

# ---- 4 -----------------------------------------------------------------------
if ! command -v xmllint > /dev/null 2>&1; then
  skip "the page's diagrams need xmllint"
  summary
fi
for rec in maulidi-kijumbe-1994 kujifunza-random-3 kete-random-2 \
           leaflet-random-2 house8-random-4; do
  "$bao" html --depth 3 --no-engine --game 1 "$top/records/$rec.yaml" -o "$tmp/p.html" 2>/dev/null ||
    { ko "bao html $rec"; continue; }
  v=$(sed -n 's/.*"variant":"\([a-z]*\)".*/\1/p' "$tmp/p.html" | head -n 1)
  n=$(grep -c '<section id="primer-' "$tmp/p.html")
  [ -n "$v" ] && [ "$n" = "$(headings "$tmp/en-$v.txt")" ] && ok ||
    ko "$rec ($v): $n steps in the page"
  awk '/<figure class="primer-fig">/ { n++; f = sprintf("%s/fig-%d.svg", dir, n); next }
       /<\/figure>/ { f = ""; next } f { print > f }' dir="$tmp" "$tmp/p.html"
  for f in "$tmp"/fig-*.svg; do
    [ -e "$f" ] || { ko "$rec: no diagram in the primer"; break; }
    xmllint --noout "$f" 2>/dev/null && grep -q '^<svg' "$f" && ok ||
      ko "$rec: a primer diagram is not well-formed SVG"
    rm -f "$f"
  done
  dup=$(grep -o ' id="[^"]*"' "$tmp/p.html" | sort | uniq -d)
  [ -z "$dup" ] && ok || ko "$rec: ids twice in the page: $dup"
done
summary
