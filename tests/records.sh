#!/bin/sh
# The bundled records, end to end (usage: records.sh BAO_BINARY):
#  1. bao check accepts every record in records/;
#  2. the transcript and the YAML record give the same replay trace, and
#     its positions are those of docs/game-1994.md §4 (tests/data/game1994.txt);
#  3. each dialect's record converts to every dialect and back unchanged;
#  4. the 1994 transcript with ply 20 written a3L* instead of a3R* is
#     reported where it breaks, with the repair 'a3R*' at ply 20;
#  5. a canonical transcript survives a round trip byte for byte.
set -u
. "$(dirname "$0")/lib.sh"
bao=$1
top=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$top" || exit 1

"$bao" check records/*.yaml records/*.txt > "$tmp/check" && ok || { ko "bao check records/*.yaml records/*.txt"; cat "$tmp/check"; }
"$bao" check records/README.md > "$tmp/check"; [ $? = 1 ] && grep -q "no game found" "$tmp/check" && ok || ko "a file of prose is no record"

"$bao" replay --positions records/maulidi-kijumbe-1994.txt > "$tmp/txt" 2>/dev/null
"$bao" replay --positions records/maulidi-kijumbe-1994.yaml > "$tmp/yaml" 2>/dev/null
cmp -s "$tmp/txt" "$tmp/yaml" && ok || ko "transcript and YAML traces differ"
[ "$(wc -l < "$tmp/txt")" -eq 46 ] && ok || ko "the trace does not have 46 plies"
grep -v '^#' tests/data/game1994.txt | cut -f3 > "$tmp/want"
cut -f4 "$tmp/txt" > "$tmp/got"
cmp -s "$tmp/want" "$tmp/got" && ok || { ko "positions differ from docs/game-1994.md"; diff "$tmp/want" "$tmp/got" | head -5; }

for src in records/maulidi-kijumbe-1994*.yaml; do
  own=$(sed -n "s/^dialect: '\(.*\)'$/\1/p" "$src")
  for d in devoogt kiba mw; do
    "$bao" convert "$src" --dialect "$d" 2>/dev/null > "$tmp/there"
    "$bao" convert "$tmp/there" --dialect "$own" 2>/dev/null > "$tmp/back"
    cmp -s "$tmp/back" "$src" && ok || ko "$src -> $d -> $own changes it"
  done
done

sed 's/^(10) A3L a3R \*;$/(10) A3L a3L *;/' records/maulidi-kijumbe-1994.txt > "$tmp/slip.txt"
"$bao" check --suggest "$tmp/slip.txt" > "$tmp/slip" 2>&1
[ $? -eq 1 ] && ok || ko "a broken record must exit 1"
line=$(grep -n '^(11) A3L a4R;$' "$tmp/slip.txt" | cut -d: -f1)
grep -q "^$tmp/slip.txt:$line:6: error: game 1 (Maulidi - Kijumbe) ply 21 (South) 'A3L': " "$tmp/slip" && ok || { ko "error not at line $line column 6"; cat "$tmp/slip"; }
grep -q "correction: ply 20 'a3L \*' -> 'a3R\*'" "$tmp/slip" && ok || { ko "no a3R* repair"; cat "$tmp/slip"; }

# North's reply to (13) A6R left out, then the two plies of (13) written
# in each other's place: the repairs give back the printed record
sed 's/^(13) A6R a5R;$/(13) A6R;/' records/maulidi-kijumbe-1994.txt > "$tmp/missing.txt"
"$bao" check --suggest "$tmp/missing.txt" > "$tmp/missing" 2>&1
grep -q "^  correction: insert 'a5R' before ply 26 (line 27, column 6)$" "$tmp/missing" &&
  grep -q "^  with this correction the whole record replays$" "$tmp/missing" && ok || { ko "no insertion of a5R"; cat "$tmp/missing"; }
sed 's/^(13) A6R a5R;$/(13) a5R A6R;/' records/maulidi-kijumbe-1994.txt > "$tmp/swapped.txt"
"$bao" check --suggest "$tmp/swapped.txt" > "$tmp/swapped" 2>&1
grep -q "^  correction: ply 25 'a5R' -> 'A6R' (line 26, column 6)$" "$tmp/swapped" &&
  grep -q "^  correction: ply 26 'A6R' -> 'a5R' (line 26, column 10)$" "$tmp/swapped" &&
  grep -q "^  with these corrections the whole record replays$" "$tmp/swapped" && ok || { ko "the swapped pair is not put back"; cat "$tmp/swapped"; }

# convert walks the game as written, whatever dialect it writes: the same
# repair as check, in the dialect read, and the broken game written as it
# was read (not half converted under the new dialect's name)
"$bao" convert --suggest --dialect kiba "$tmp/slip.txt" > "$tmp/conv" 2> "$tmp/conv.err"
[ $? -eq 1 ] && ok || ko "convert of a broken record must exit 1"
grep -q "correction: ply 20 'a3L \*' -> 'a3R\*'" "$tmp/conv.err" && ok || { ko "convert --suggest --dialect kiba: no repair"; cat "$tmp/conv.err"; }
grep -q "^(10) A3L a3L \*;$" "$tmp/conv" && ! grep -qi "kiba" "$tmp/conv" && ok || { ko "convert rewrote a broken game"; head -20 "$tmp/conv"; }

# every view reports a broken record once, as check does
"$bao" diagram --all "$tmp/slip.txt" > "$tmp/diag" 2> "$tmp/diag.err"
[ $? -eq 1 ] && [ "$(grep -c ': error: ' "$tmp/diag.err")" -eq 1 ] && ok || { ko "diagram --all: the error is not reported once"; cat "$tmp/diag.err"; }
[ "$(grep -c '^South to move\|^North to move' "$tmp/diag")" -eq 21 ] && ok || ko "diagram --all: not the 21 diagrams before the break (start and plies 1-20)"

"$bao" convert --to text records/maulidi-kijumbe-1994.txt 2>/dev/null > "$tmp/c1.txt"
"$bao" convert --to text "$tmp/c1.txt" 2>/dev/null > "$tmp/c2.txt"
cmp -s "$tmp/c1.txt" "$tmp/c2.txt" && ok || ko "canonical transcript changes on a round trip"
"$bao" check "$tmp/c1.txt" > /dev/null && ok || ko "the canonical transcript does not check"

# bao random: reproducible, and every game it writes checks clean, in
# every variant and format
for v in kiswahili kujifunza kete leaflet; do
  "$bao" random --games 40 --seed 11 --variant "$v" > "$tmp/r1.yaml"
  "$bao" random --games 40 --seed 11 --variant "$v" > "$tmp/r2.yaml"
  cmp -s "$tmp/r1.yaml" "$tmp/r2.yaml" && ok || ko "bao random --variant $v is not reproducible"
  "$bao" check "$tmp/r1.yaml" > "$tmp/rc" && ok || { ko "random $v games do not check"; tail -3 "$tmp/rc"; }
done
"$bao" random --games 10 --seed 3 --format text > "$tmp/r.txt"
"$bao" check "$tmp/r.txt" > /dev/null && ok || ko "random transcripts do not check"

summary
