#!/bin/sh
# bao's sentences in every language of po/LINGUAS (usage: i18n.sh
# BAO_BINARY OUT_DIR); run from the top of the source tree:
#  1. `bao annotate --lang LL` on the 1994 game and on random games of
#     every variant prints no English sentence: every line differs from
#     the same line in English (a record's own comment aside), and no
#     clause of an English message (po/bao.pot: a run of 3 words or more
#     between punctuation and %-directives) appears in it; the position
#     of every game and ply is the same (the line count);
#  2. LANGUAGE=LL, and LANG=LL_XX.UTF-8 of a locale the system lacks,
#     give exactly what --lang LL gives; --lang en and no language give
#     English; a language without a catalog says so and writes English;
#     a malformed --lang is a usage error (exit 2);
#  3. --format yaml is the same in every language: it is data;
#  4. `bao html --lang LL` writes <html lang="LL">, the annotations of
#     `bao annotate --lang LL`, and no English message in its markup (the
#     board's SVG drawing aside: its title and text diagram are those of
#     bao diagram) nor in the messages it hands its script;
#  5. every po/LL.po translates every message of po/bao.pot (msgcmp), is
#     checked by msgfmt --check, and says it awaits native speakers.
# shellcheck disable=SC2015  # `A && ok || ko`: ok and ko never fail
set -u
. "$(dirname "$0")/lib.sh"
bao=$1
out=$2
rm -rf "$out"
mkdir -p "$out" || exit 1

game=records/maulidi-kijumbe-1994.yaml
langs=$(grep -v '^#' po/LINGUAS)

# The clauses of the English messages, one per line.
awk '
  function flush() {
    if (id == "") return
    gsub(/\\"/, "\"", id); gsub(/\\n/, " ", id)
    gsub(/%[0-9]+\$[a-z]+|%[a-z]+/, "|", id)
    n = split(id, parts, /[.;:,()|"\302\267]/)
    for (i = 1; i <= n; i++) {
      p = parts[i]; sub(/^ +/, "", p); sub(/ +$/, "", p)
      if (split(p, words, / +/) >= 3) print p
    }
    id = ""
  }
  /^msgid(_plural)? "/ { flush(); in_id = 1; s = $0; sub(/^[^"]*"/, "", s);
                         sub(/"$/, "", s); id = s; next }
  /^"/ && in_id { s = $0; sub(/^"/, "", s); sub(/"$/, "", s); id = id s; next }
  { flush(); in_id = 0 }
  END { flush() }' po/bao.pot | sort -u > "$out/clauses"
[ "$(wc -l < "$out/clauses")" -gt 100 ] && ok ||
  ko "too few English clauses in po/bao.pot"

# The games: the 1994 record and random games of every variant.
cp "$game" "$out/1994.yaml"
for v in kiswahili kujifunza kete leaflet esperanto; do
  "$bao" random --games 2 --seed 16 --max-plies 150 --variant $v \
    -o "$out/random-$v.yaml" && ok || ko "bao random --variant $v"
done
for f in "$out"/*.yaml; do
  "$bao" annotate --depth 3 "$f" > "${f%.yaml}.en" && ok || ko "bao annotate $f"
done

# $1 the English output, $2 the translated one: lines that did not change
# (a record's comment, "   {...}", aside), and lines that hold English.
english_lines() {
  awk 'NR == FNR { en[FNR] = $0; next }
       $0 == en[FNR] && $0 !~ /^   \{/ { print FILENAME ":" FNR ": " $0 }
       END { if (NR - FNR != FNR) print "line counts differ" }' "$1" "$2"
  grep -n -F -f "$out/clauses" "$2" | sed "s|^|$2:|"
}

"$bao" html --depth 3 "$game" -o "$out/page.en.html" && ok || ko "bao html"
messages=$(grep -o '"msg":{[^}]*}' "$out/page.en.html" | grep -o '":"' | wc -l)

for lang in $langs; do
  # 1. no English sentence
  for en in "$out"/*.en; do
    ll=${en%.en}.$lang
    "$bao" annotate --depth 3 --lang "$lang" "${en%.en}.yaml" > "$ll" 2>"$out/err" &&
      ok || ko "bao annotate --lang $lang ${en%.en}.yaml"
    [ -s "$out/err" ] && ko "annotate --lang $lang said: $(cat "$out/err")"
    english_lines "$en" "$ll" > "$out/left"
    [ -s "$out/left" ] && { ko "English in $ll"; head -5 "$out/left"; } || ok
  done
  # 2. the environment chooses as --lang does
  LANGUAGE=$lang "$bao" annotate --depth 3 "$game" > "$out/env"
  cmp -s "$out/env" "$out/1994.$lang" && ok ||
    ko "LANGUAGE=$lang differs from --lang $lang"
  env -u LANGUAGE -u LC_ALL -u LC_MESSAGES LANG="${lang}_XX.UTF-8" \
    "$bao" annotate --depth 3 "$game" > "$out/env"
  cmp -s "$out/env" "$out/1994.$lang" && ok ||
    ko "LANG=${lang}_XX.UTF-8 differs from --lang $lang"
  # 3. the data is data
  "$bao" annotate --depth 3 --lang "$lang" --format yaml "$game" > "$out/data.$lang"
  "$bao" annotate --depth 3 --format yaml "$game" > "$out/data.en.txt"
  cmp -s "$out/data.$lang" "$out/data.en.txt" && ok ||
    ko "annotate --format yaml differs in $lang"
  # 4. the page
  page=$out/page.$lang.html
  "$bao" html --depth 3 --lang "$lang" "$game" -o "$page" && ok || ko "bao html --lang $lang"
  grep -q "<html lang=\"$lang\"" "$page" && ok || ko "$page: <html lang=\"$lang\">"
  tail -n +2 "$out/1994.$lang" | grep -v '^   {' | sed 's/\\/\\\\/g' |
    while IFS= read -r line; do
      grep -q -F "\"a\":\"$line\"" "$page" || echo "$line"
    done > "$out/missing"
  [ -s "$out/missing" ] && { ko "$page lacks annotations"; head -3 "$out/missing"; } ||
    ok
  # the markup without script, style and the board's drawing; the
  # script's messages
  awk '/<script|<style|<svg/ { skip++ } !skip { print }
       /<\/script>|<\/style>|<\/svg>/ { skip-- }' "$page" |
    grep -F -f "$out/clauses" > "$out/left"
  grep -o '"msg":{[^}]*}' "$page" | grep -F -f "$out/clauses" >> "$out/left"
  [ -s "$out/left" ] && { ko "English in $page"; head -5 "$out/left"; } || ok
  n=$(grep -o '"msg":{[^}]*}' "$page" | grep -o '":"' | wc -l)
  [ "$n" -gt 50 ] && [ "$n" -eq "$messages" ] && ok ||
    ko "$page: $n messages for its script, not $messages"
  # 5. the catalog
  msgcmp "po/$lang.po" po/bao.pot 2>"$out/err" && ok ||
    { ko "po/$lang.po lacks messages of po/bao.pot"; head -5 "$out/err"; }
  msgfmt --check -o /dev/null "po/$lang.po" && ok || ko "msgfmt --check po/$lang.po"
  grep -q "AWAITING REVIEW BY NATIVE SPEAKERS" "po/$lang.po" && ok ||
    ko "po/$lang.po does not say it awaits review"
done

# English: by default, with --lang en, and with a language bao lacks
"$bao" annotate --depth 3 --lang en "$game" > "$out/en"
cmp -s "$out/en" "$out/1994.en" && ok || ko "--lang en is not English"
"$bao" annotate --depth 3 --lang xh "$game" > "$out/xh" 2>"$out/err"
cmp -s "$out/xh" "$out/1994.en" && grep -q "warning: no xh translation" \
  "$out/err" && ok || ko "--lang xh: English, and said so"
# the warning names the languages there are (po/LINGUAS and English)
for lang in en $langs; do
  grep "no xh translation" "$out/err" | grep -qE "[ (]$lang(,|\))" && ok ||
    ko "--lang xh: the warning does not name $lang"
done
"$bao" annotate --depth 3 --lang 'sw;rm' "$game" >/dev/null 2>&1
[ $? -eq 2 ] && ok || ko "--lang 'sw;rm': exit 2"
"$bao" check --lang sw "$game" >/dev/null 2>&1
[ $? -eq 2 ] && ok || ko "check --lang: not an option of check"

summary
