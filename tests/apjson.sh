#!/bin/sh
# AP Game Records in and out (issue 25; usage: apjson.sh BAO_BINARY):
#  1. AP's sample games (tests/data/abstractplay/, played by AP's own
#     engine) pass bao check, and AP -> YAML -> AP, AP -> AP and
#     AP -> text -> AP give the same JSON value, compared by Python's
#     json module, not by bytes;
#  2. every record bao writes passes the published schema (Debian's
#     python3-jsonschema), random games of the three AP variants too;
#  3. a record with every kind of extra (event, round, unrated, pied, a
#     key of its own, a numeric gameid, a player's is_ai, move objects
#     with result and sequence, a last round [move, null]) comes back as
#     the same JSON value through YAML;
#  4. the format is sniffed from the first bytes whatever the name, and
#     --from-format ap reads standard input;
#  5. hostile JSON: deep nesting, a number of 100,000 digits, invalid
#     UTF-8, duplicate keys, a byte order mark, UTF-16, a cut file, a
#     record that is no object in an array: a clear error at its
#     file:line:col, no crash, and the other games still read;
#  6. a player's download as the site writes it (tests/ap_download.py):
#     ends of all four kinds, a record of another game, bots, every form
#     of variant label: 0 errors, and the same JSON value back through
#     convert --to ap (an array; --jsonl lines), YAML and text; an end
#     inside the moves, three players and a Chess record said as such;
#  7. JSON Lines go on after a bad line; 8. what --to ap drops is said,
#     date-generated is the time of writing; 9. best and solve
#     --dialect ap; 10. an AP record's annotation in AP's cells.
set -u
. "$(dirname "$0")/lib.sh"
bao=$1
top=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$top" || exit 1
ap=tests/data/abstractplay
schema=$ap/gamerecord.schema.json
command -v python3 > /dev/null || skip_suite "python3 is not installed"
python3 -c 'import jsonschema' 2> /dev/null ||
  skip_suite "python3-jsonschema is not installed"

# same A B: files A and B (a JSON array, one record, or JSON Lines) hold
# the same records as JSON values.
same() {
  python3 - "$1" "$2" <<'EOF'
import json, sys
if hasattr(sys, 'set_int_max_str_digits'):
    sys.set_int_max_str_digits(0)  # a number of 100,000 digits is JSON
def load(path):
    text = open(path, encoding='utf-8-sig').read()
    try:
        v = json.loads(text)
        return v if isinstance(v, list) else [v]
    except ValueError:
        return [json.loads(l) for l in text.splitlines() if l.strip()]
sys.exit(0 if load(sys.argv[1]) == load(sys.argv[2]) else 1)
EOF
}

# valid FILE: every record of FILE (a JSON array, as convert writes by
# default, or JSON Lines) passes the schema.
valid() {
  python3 - "$schema" "$1" <<'EOF'
import json, sys, jsonschema
schema = json.load(open(sys.argv[1]))
lines = [l for l in open(sys.argv[2], encoding='utf-8') if l.strip()]
records = []
for l in lines:
    v = json.loads(l)
    records += v if isinstance(v, list) else [v]
for r in records:
    jsonschema.validate(r, schema)
sys.exit(0 if records else 1)
EOF
}

# 1. and 2.: the sample games
for v in default kujifunza malawi; do
  src=$ap/records-$v.json
  "$bao" check "$src" > "$tmp/check" 2>&1 && ok || { ko "bao check $src"; head -5 "$tmp/check"; }
  "$bao" convert --to yaml "$src" > "$tmp/$v.yaml" 2> "$tmp/err" && ok || { ko "$src -> YAML"; head -3 "$tmp/err"; }
  "$bao" convert --to ap "$tmp/$v.yaml" > "$tmp/$v-back.jsonl" 2> "$tmp/err" && ok || { ko "$v YAML -> AP"; head -3 "$tmp/err"; }
  same "$src" "$tmp/$v-back.jsonl" && ok || ko "$src -> YAML -> AP is not the same JSON value"
  valid "$tmp/$v-back.jsonl" && ok || ko "$v: the AP records written fail the schema"
  "$bao" convert "$src" > "$tmp/$v-as-read.jsonl" 2>/dev/null && same "$src" "$tmp/$v-as-read.jsonl" && ok || ko "$src converted as read changes it"
  "$bao" convert --to text "$src" > "$tmp/$v.txt" 2> "$tmp/err" && ok || { ko "$src -> text"; head -3 "$tmp/err"; }
  "$bao" convert --to ap "$tmp/$v.txt" > "$tmp/$v-text.jsonl" 2> "$tmp/err" && same "$src" "$tmp/$v-text.jsonl" && ok || { ko "$src -> text -> AP is not the same moves and header"; head -3 "$tmp/err"; }
  for d in devoogt kiba mw; do
    "$bao" convert --to yaml --dialect "$d" "$src" > "$tmp/$v-$d.yaml" 2>/dev/null &&
      "$bao" convert --to ap "$tmp/$v-$d.yaml" > "$tmp/$v-$d.jsonl" 2>/dev/null &&
      same "$src" "$tmp/$v-$d.jsonl" && ok || ko "$src -> YAML in $d -> AP is not the same JSON value"
  done
done
for v in kiswahili kujifunza; do
  "$bao" random --games 5 --seed 25 --variant "$v" --format ap > "$tmp/random-$v.jsonl" 2> "$tmp/err" && ok || { ko "random --format ap --variant $v"; head -3 "$tmp/err"; }
  valid "$tmp/random-$v.jsonl" && ok || ko "random $v: the AP records fail the schema"
  "$bao" check "$tmp/random-$v.jsonl" > "$tmp/check" 2>&1 && ok || { ko "random $v: bao check of its AP records"; head -3 "$tmp/check"; }
done
"$bao" random --games 3 --seed 7 --rule setup=house8 --format ap > "$tmp/random-malawi.jsonl" 2>/dev/null &&
  grep -q '"variants":\["Malawi"\]' "$tmp/random-malawi.jsonl" && valid "$tmp/random-malawi.jsonl" && ok || ko "random --rule setup=house8 --format ap is AP's Malawi"

# one of our own records: AP's rules replay the 1994 game, the record
# written passes the schema and checks, with the same moves
"$bao" convert --to ap records/maulidi-kijumbe-1994.yaml > "$tmp/1994.jsonl" 2> "$tmp/err" && valid "$tmp/1994.jsonl" && ok || { ko "the 1994 game as an AP record"; head -3 "$tmp/err"; }
"$bao" check "$tmp/1994.jsonl" > /dev/null 2>&1 && ok || ko "the 1994 game's AP record does not check"
"$bao" replay --positions records/maulidi-kijumbe-1994.yaml 2>/dev/null | cut -f4 > "$tmp/ours"
"$bao" replay --positions "$tmp/1994.jsonl" 2>/dev/null | cut -f4 > "$tmp/theirs"
[ -s "$tmp/ours" ] && cmp -s "$tmp/ours" "$tmp/theirs" && ok || ko "the 1994 game's AP record plays other positions"
# a rule of the record's own that AP does not play: refused
printf 'south: A\nnorth: B\nresult: 1-0\nrules:\n  takasia: strict\nmoves: [A6L*]\n' > "$tmp/strict.yaml"
"$bao" convert --to ap "$tmp/strict.yaml" > "$tmp/out" 2> "$tmp/err"
[ $? = 2 ] && grep -q "not played under AP's rules" "$tmp/err" && ok || { ko "a record whose rules override AP's is refused"; head -3 "$tmp/err"; }

# same_moves A B: the records of A and B (JSON arrays) have the same moves
same_moves() {
  python3 -c 'import json, sys; m = lambda p: [r["moves"] for r in json.load(open(p))]; sys.exit(m(sys.argv[1]) != m(sys.argv[2]))' "$1" "$2"
}
# a move object or an end with more keys than AP's own (move, result,
# sequence): every key comes back, through YAML and as read (the schema
# forbids them, but a reader that keeps them keeps them all; four
# extras were once cut to three)
printf '[{"header":{"game":{"name":"Bao"},"players":[{"name":"x","result":0},{"name":"y","result":1}]},"moves":[[{"move":"f2>*","result":"r","a":1,"b":2,"c":3,"d":4},"c3<*"],[{"move":"resign","p":1,"q":2,"r":3,"s":4}]]}]\n' > "$tmp/keys.json"
"$bao" convert --to yaml "$tmp/keys.json" > "$tmp/keys.yaml" 2> "$tmp/err" &&
  "$bao" convert --to ap "$tmp/keys.yaml" > "$tmp/keys-back.json" 2>> "$tmp/err" &&
  "$bao" convert "$tmp/keys.json" > "$tmp/keys-as-read.json" 2>> "$tmp/err" &&
  same_moves "$tmp/keys.json" "$tmp/keys-back.json" && same_moves "$tmp/keys.json" "$tmp/keys-as-read.json" &&
  ok || { ko "a move object's every key comes back"; head -3 "$tmp/err"; cat "$tmp/keys-back.json"; }

# a game AP's rules cannot replay is refused, with its ply and reason
sed '0,/"f2<\*"/s//"a1<*"/' "$ap/records-default.json" > "$tmp/broken.json"
"$bao" convert --to ap "$tmp/broken.json" > "$tmp/out" 2> "$tmp/err"
[ $? = 2 ] && [ ! -s "$tmp/out" ] && grep -q "broken.json:[0-9]*:[0-9]*: error: game 1 (P1 - P2) ply 1 (South) 'a1<\*'" "$tmp/err" &&
  grep -q "game 1 does not replay" "$tmp/err" && ok || { ko "a game that does not replay is refused with its ply"; cat "$tmp/err" | head -5; }
"$bao" convert --to ap --dialect kiba "$ap/records-default.json" > /dev/null 2>&1
[ $? = 2 ] && ok || ko "--to ap --dialect kiba is a usage error"

# every command that reads records reads them: the first game of each
# variant (a file of one record), in every language of the page
for v in default kujifunza malawi; do
  python3 -c 'import json, sys; json.dump(json.load(open(sys.argv[1]))[0], open(sys.argv[2], "w"))' \
    "$ap/records-$v.json" "$tmp/one-$v.json"
  id=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["header"]["site"]["gameid"])' "$tmp/one-$v.json")
  "$bao" html --depth 1 "$tmp/one-$v.json" -o "$tmp/$v.html" 2> "$tmp/err" && grep -q "Abstract Play" "$tmp/$v.html" && grep -q "$id" "$tmp/$v.html" && ok || { ko "$v: bao html names the site and the game id $id"; head -3 "$tmp/err"; }
  # the header shows the site and game id, not the tags kept only for the
  # round trip (ap-*) nor the site's user ids (the names are the heading)
  python3 -c 'import sys; s = open(sys.argv[1]).read(); i = s.find("<dl class=\"tags\">"); h = s[i:s.find("</dl>", i)]; sys.exit(i < 0 or "<dt>ap-" in h or "-userid</dt>" in h)' "$tmp/$v.html" && ok || ko "$v: the page's header shows raw ap-* or user-id tags"
  for lang in en sw fr de it eo; do
    "$bao" annotate --depth 1 --lang "$lang" "$tmp/one-$v.json" > "$tmp/told" 2> "$tmp/err" && [ -s "$tmp/told" ] && ok || { ko "$v: bao annotate --lang $lang"; head -3 "$tmp/err"; }
  done
  "$bao" diagram "$tmp/one-$v.json" --ply 4 --format svg > "$tmp/d.svg" 2> "$tmp/err" && grep -q "<svg" "$tmp/d.svg" && ok || { ko "$v: bao diagram --ply 4"; head -3 "$tmp/err"; }
  "$bao" analyze --depth 1 "$tmp/one-$v.json" > "$tmp/judged" 2> "$tmp/err" && [ -s "$tmp/judged" ] && ok || { ko "$v: bao analyze --depth 1"; head -3 "$tmp/err"; }
  "$bao" puzzles --depth 2 "$tmp/one-$v.json" > "$tmp/puzzles.yaml" 2> "$tmp/err" && ok || { ko "$v: bao puzzles"; head -3 "$tmp/err"; }
  if [ -s "$tmp/puzzles.yaml" ]; then
    "$bao" check "$tmp/puzzles.yaml" > /dev/null 2>&1 && ok || ko "$v: the puzzles of an AP game do not check"
  fi
done

# 3. every extra kept (made from sample game 1 of the default set-up:
#    its moves replay and its result is the game's)
python3 - "$ap/records-default.json" "$tmp/extras.json" <<'EOF'
import json, sys
games = json.load(open(sys.argv[1]))
g = next(x for x in games if len(x['moves'][-1]) == 1)
h = g['header']
h['event'] = 'Ubingwa wa Bao'
h['round'] = '3'
h['unrated'] = True
h['pied'] = False
h['startingPosition'] = 'standard'
h['x-own'] = {'list': [1, 2.50, 1e400, -0.0, None], 'text': 'caf\u00e9 \u2603'}
h['long-' + 'k' * 500] = [True]  # a key of any length is kept whole
h['site']['gameid'] = 1234
h['players'][1]['is_ai'] = True
m = g['moves']
m[0][1] = {'move': m[0][1], 'result': 'takes the house'}
m[1][0] = {'move': m[1][0], 'sequence': 1}
m[1][1] = {'move': m[1][1], 'result': [{'type': 'capture', 'count': 2}]}
m[2][0] = {'move': m[2][0]}
m[-1].append(None)
text = json.dumps(g, ensure_ascii=False, indent=1)
text = text.replace('1e+400', '1e400').replace('Infinity', '1e400')
open(sys.argv[2], 'w', encoding='utf-8').write(text)
EOF
"$bao" convert --to yaml "$tmp/extras.json" > "$tmp/extras.yaml" 2> "$tmp/err" && ok || { ko "extras -> YAML"; head -3 "$tmp/err"; }
grep -q "^gameid:\|^ap-json-site:" "$tmp/extras.yaml" && grep -q "^event: 'Ubingwa wa Bao'" "$tmp/extras.yaml" && ok || ko "extras: event and site kept as tags"
# extras' site is an ap-json-site tag (its gameid a number): kept in the
# record above, out of the page's header
"$bao" html --no-engine --depth 1 "$tmp/extras.json" -o "$tmp/extras.html" 2> "$tmp/err" && python3 -c 'import sys; s = open(sys.argv[1]).read(); i = s.find("<dl class=\"tags\">"); h = s[i:s.find("</dl>", i)]; sys.exit(i < 0 or "<dt>ap-" in h or "-userid</dt>" in h or "Abstract Play" not in h)' "$tmp/extras.html" && ok || { ko "extras: the page's header shows raw ap-* tags"; head -3 "$tmp/err"; }
"$bao" convert --to ap "$tmp/extras.yaml" > "$tmp/extras-back.jsonl" 2> "$tmp/err" && ok || { ko "extras YAML -> AP"; head -3 "$tmp/err"; }
same "$tmp/extras.json" "$tmp/extras-back.jsonl" && ok || ko "extras: AP -> YAML -> AP is not the same JSON value"
valid "$tmp/extras-back.jsonl" && ok || ko "extras: the record written fails the schema"
grep -q '1e400' "$tmp/extras-back.jsonl" && ok || ko "extras: the number 1e400 is not written as it was read"

# 4. sniffed whatever the name; standard input with --from-format ap
cp "$ap/records-kujifunza.json" "$tmp/games.txt"
"$bao" check "$tmp/games.txt" > /dev/null 2>&1 && ok || ko "an AP array named .txt is sniffed"
head -c 100000 "$tmp/kujifunza-back.jsonl" > /dev/null 2>&1
"$bao" check --from-format ap - < "$tmp/kujifunza-back.jsonl" > /dev/null 2>&1 && ok || ko "--from-format ap reads standard input"
"$bao" check - < "$ap/records-malawi.json" > /dev/null 2>&1 && ok || ko "standard input is sniffed as AP's"
printf '{south: X}\n' > "$tmp/flow.yaml.txt"
"$bao" check "$tmp/flow.yaml.txt" 2>&1 | grep -q "JSON" && ko "a YAML flow mapping is taken for JSON" || ok

# 5. hostile JSON: exit 2, the error at file:line:col, no crash
hostile() { # NAME EXPECTED-WORDS FILE
  "$bao" check "$3" > "$tmp/out" 2>&1
  code=$?
  [ $code = 2 ] && grep -q "$2" "$tmp/out" && ok || { ko "$1: exit $code"; head -3 "$tmp/out"; }
}
python3 -c 'print("[" * 100000)' > "$tmp/deep.json"
hostile "deep nesting" "deep.json:1:[0-9]*: error: invalid JSON: nested deeper than 64" "$tmp/deep.json"
printf '[{"header": {"game": {"name": "Bao"}, "players": [{"name": "\377"}]}, "moves": []}]\n' > "$tmp/utf8.json"
hostile "invalid UTF-8" "utf8.json:1:61: error: invalid JSON: invalid UTF-8" "$tmp/utf8.json"
printf '{"header": {},\n "moves": [], "header": {}}\n' > "$tmp/dup.json"
hostile "duplicate keys" 'dup.json:2:15: error: invalid JSON: duplicate key "header" (first at line 1, column 2)' "$tmp/dup.json"
printf '[{"header": {}, "moves": [["f2<*"' > "$tmp/cut.json"
hostile "a cut file" "cut.json:1:34: error: invalid JSON: expected ',' or ']', found the end of the file" "$tmp/cut.json"
# text after the array: an error there, and the array's last record
# read still (it was lost with it: two arrays end to end read as one
# game of three)
python3 - "$ap/records-default.json" "$tmp/after.json" <<'EOF'
import json, sys
games = json.load(open(sys.argv[1]))
open(sys.argv[2], 'w').write(json.dumps(games[:2]) + '\n' + json.dumps(games[:1]) + '\n')
EOF
hostile "text after the array" "after.json:2:1: error: invalid JSON: expected the end of the file after the array, found '\['" "$tmp/after.json"
grep -q "after.json: 2 games" "$tmp/out" && ok || { ko "text after the array: the array's last record lost"; tail -1 "$tmp/out"; }
printf '\377\376[\000]\000' > "$tmp/utf16.json"
hostile "UTF-16" "UTF-16" "$tmp/utf16.json"
python3 - "$ap/records-default.json" "$tmp/mixed.json" <<'EOF'
import json, sys
games = json.load(open(sys.argv[1]))
json.dump([games[0], 17, games[1]], open(sys.argv[2], 'w'))
EOF
"$bao" check "$tmp/mixed.json" > "$tmp/out" 2>&1
[ $? = 2 ] && grep -q "mixed.json:1:[0-9]*: error: AP Game Record: a record must be an object" "$tmp/out" &&
  [ "$("$bao" convert --to ap --jsonl "$ap/records-default.json" 2>/dev/null | head -2 | wc -l)" = 2 ] && ok || { ko "a number among records: said, the others read"; head -3 "$tmp/out"; }
"$bao" replay --positions "$tmp/mixed.json" 2>/dev/null | awk -F'\t' '$1 == 1' | wc -l > "$tmp/n"
[ "$(cat "$tmp/n")" = 2 ] && ok || ko "a number among records: both games around it replayed"
printf '\357\273\277' > "$tmp/bom.json"
cat "$ap/records-malawi.json" >> "$tmp/bom.json"
"$bao" check "$tmp/bom.json" > /dev/null 2>&1 && ok || ko "a byte order mark is read"
python3 - "$ap/records-default.json" "$tmp/huge.json" <<'EOF'
import json, sys
g = json.load(open(sys.argv[1]))[0]
text = json.dumps(g).replace('"score": -54', '"score": -' + '9' * 100000, 1)
open(sys.argv[2], 'w').write(text)
EOF
"$bao" convert --to yaml "$tmp/huge.json" > "$tmp/huge.yaml" 2>/dev/null &&
  "$bao" convert --to ap "$tmp/huge.yaml" > "$tmp/huge-back.jsonl" 2>/dev/null && same "$tmp/huge.json" "$tmp/huge-back.jsonl" && ok || ko "a number of 100,000 digits is kept"

# 6. a player's download as the site writes it (tests/ap_download.py:
#    one minified array; endings of all four kinds, a record of another
#    game, bots, every variant form AP has written)
python3 tests/ap_download.py "$tmp/dl.json" || ko "ap_download.py"
"$bao" check "$tmp/dl.json" > "$tmp/out" 2>&1 && ok || { ko "the download does not check (exit $?)"; head -5 "$tmp/out"; }
grep -q "dl.json: 7 games, [0-9]* plies legal, 0 errors, 0 warnings" "$tmp/out" && ok || { ko "the download: 7 Bao games, 0 errors, 0 warnings"; cat "$tmp/out"; }
grep -q "dl.json:1:[0-9]*: note: AP Game Record of Homeworlds, not Bao (game homeworlds#77aa88bb): skipped" "$tmp/out" && ok || ko "the record of another game is skipped with a note naming it"
# the Bao records, as the site wrote them
python3 -c 'import json, sys; json.dump([r for r in json.load(open(sys.argv[1])) if r["header"]["game"]["name"] == "Bao"], open(sys.argv[2], "w"))' "$tmp/dl.json" "$tmp/dl-bao.json"
"$bao" convert --to ap "$tmp/dl.json" > "$tmp/dl-back.json" 2> "$tmp/err" && same "$tmp/dl-bao.json" "$tmp/dl-back.json" && ok || { ko "the download -> AP is not the same JSON value"; head -3 "$tmp/err"; }
python3 -c 'import json, sys; v = json.load(open(sys.argv[1])); sys.exit(not (isinstance(v, list) and len(v) == 7))' "$tmp/dl-back.json" && [ "$(wc -l < "$tmp/dl-back.json")" = 1 ] && ok || ko "convert --to ap writes one JSON array, as the site does"
valid "$tmp/dl-back.json" && ok || ko "the download written back fails the schema"
"$bao" convert --to ap --jsonl "$tmp/dl.json" > "$tmp/dl-back.jsonl" 2>/dev/null && [ "$(wc -l < "$tmp/dl-back.jsonl")" = 7 ] && same "$tmp/dl-bao.json" "$tmp/dl-back.jsonl" && ok || ko "--jsonl: one record a line, the same JSON values"
"$bao" convert --to yaml "$tmp/dl.json" > "$tmp/dl.yaml" 2>/dev/null && "$bao" convert --to ap "$tmp/dl.yaml" > "$tmp/dl-y.json" 2>/dev/null && same "$tmp/dl-bao.json" "$tmp/dl-y.json" && ok || ko "the download -> YAML -> AP is not the same JSON value"
"$bao" convert --to text "$tmp/dl.json" > "$tmp/dl.txt" 2>/dev/null && "$bao" convert --to ap "$tmp/dl.txt" > "$tmp/dl-t.json" 2>/dev/null && same "$tmp/dl-bao.json" "$tmp/dl-t.json" && ok || ko "the download -> text -> AP is not the same JSON value"
# what the YAML says: the ends as the game's end, results, bots and flags as keys
for want in "^end: 'resign'" "^end: 'timeout'" "^end: 'draw'" "^end: 'abandoned'" "^result: '1/2-1/2'" "^result: '\*'" "^north-is_ai: 'true'" "^south-userid: 'SkQfHAjeDxs8eeEnScuYA'" "^south-score: '6'" "^unrated: 'true'" "^pied: 'true'" "^pie-invoked: 'true'" "^event: 'Automated Tournament #12 (bao#malawi)'" "^round: '1'"; do
  grep -q "$want" "$tmp/dl.yaml" && ok || ko "the download's YAML has no line $want"
done
[ "$(grep -c "^variant: 'kujifunza'" "$tmp/dl.yaml")" = 2 ] && [ "$(grep -c "setup: 'house8'" "$tmp/dl.yaml")" = 3 ] && ok || ko "every variant form read (2 kujifunza, 3 Malawi)"
! grep -q "ap-json-players\|ap-move-" "$tmp/dl.yaml" && ok || ko "the download's players or moves kept as raw JSON"
# an end is never a move: inside the moves it is an error that says so
printf '{"header":{"game":{"name":"Bao"},"players":[{"name":"A","result":0},{"name":"B","result":1}]},"moves":[["f2<*","resign"],["c2>"]]}\n' > "$tmp/midresign.json"
"$bao" check "$tmp/midresign.json" > "$tmp/out" 2>&1
[ $? != 0 ] && grep -q "midresign.json:1:[0-9]*: error: .*the last entry of the moves.*found resign" "$tmp/out" && ok || { ko "resign inside the moves: said as such"; cat "$tmp/out"; }
# three players: Bao has two, said so, and no result blamed
printf '{"header":{"game":{"name":"Bao"},"players":[{"name":"A","result":0},{"name":"B","result":1},{"name":"C","result":0}]},"moves":[["f2<*"]]}\n' > "$tmp/three.json"
"$bao" check "$tmp/three.json" > "$tmp/out" 2>&1
[ $? = 2 ] && grep -q "three.json:1:[0-9]*: error: AP Game Record: Bao has two players.*found 3" "$tmp/out" && ! grep -q "result" "$tmp/out" && ok || { ko "three players: said"; cat "$tmp/out"; }
# a record named Chess is skipped, never replayed as Bao
printf '{"header":{"game":{"name":"Chess"},"players":[{"name":"A","result":0},{"name":"B","result":1}]},"moves":[["e4","e5"]]}\n' > "$tmp/chess.json"
"$bao" check "$tmp/chess.json" > "$tmp/out" 2>&1
grep -q "chess.json:1:[0-9]*: note: AP Game Record of Chess, not Bao: skipped" "$tmp/out" && ! grep -q "ply 1" "$tmp/out" && ok || { ko "a Chess record is replayed as Bao"; cat "$tmp/out"; }

# 7. JSON Lines: a bad line is said at its file:line:col, and the lines
#    after it are read (two errors, 18 games of 20)
python3 - "$ap/records-default.json" "$tmp/lines.jsonl" <<'EOF'
import json, sys
games = json.load(open(sys.argv[1]))
lines = [json.dumps(g, separators=(',', ':')) for g in games]
lines[4] = lines[4][:10] + ']' + lines[4][10:]
lines[9] = lines[9][:70]
open(sys.argv[2], 'w').write('\n'.join(lines) + '\n')
EOF
"$bao" check "$tmp/lines.jsonl" > "$tmp/out" 2>&1
[ $? = 2 ] && grep -q "lines.jsonl:5:11: error: invalid JSON" "$tmp/out" && grep -q "lines.jsonl:1[01]:[0-9]*: error: invalid JSON" "$tmp/out" && grep -q "lines.jsonl: 18 games" "$tmp/out" && ok || { ko "JSON Lines: the lines after a bad one are read"; cat "$tmp/out"; }

# 8. what an AP record cannot keep is said (--to text says it too), and
#    reading the record written back adds nothing
"$bao" convert --to ap records/maulidi-kijumbe-1994.yaml > "$tmp/1994.json" 2> "$tmp/err" && grep -q "warning: game 1: an AP Game Record has no place for .*notes.*printed spellings.*the end '(24)" "$tmp/err" && ok || { ko "convert --to ap drops notes, spellings and the end silently"; cat "$tmp/err"; }
cat > "$tmp/noted.yaml" <<'EOF'
south: A
north: B
result: 1-0
variant: kiswahili
rules: {set: abstractplay}
dialect: ap
moves:
- {move: 'f2<*', comment: 'a quiet start', glyph: '!'}
- 'd3<'
EOF
"$bao" convert --to ap "$tmp/noted.yaml" > "$tmp/noted.json" 2> "$tmp/err"; grep -q "no place for 1 glyph" "$tmp/err" && ok || { ko "a glyph dropped silently"; cat "$tmp/err"; }
"$bao" convert --to yaml "$tmp/noted.json" 2>/dev/null | grep -q "ap-move" && ko "reading back a move with a comment adds an ap-move tag" || ok

# date-generated as genRecord() sets it: the time of writing (new
# Date().toISOString()), SOURCE_DATE_EPOCH's when set; never the game's day
SOURCE_DATE_EPOCH=1700000000 "$bao" convert --to ap records/maulidi-kijumbe-1994.yaml 2>/dev/null | grep -q '"date-generated":"2023-11-14T22:13:20.000Z"' && ok || ko "date-generated is not the time of writing (SOURCE_DATE_EPOCH)"
"$bao" convert --to ap records/maulidi-kijumbe-1994.yaml 2>/dev/null | python3 -c 'import json, sys, datetime; g = json.load(sys.stdin)[0]["header"]["date-generated"]; now = datetime.datetime.now(datetime.timezone.utc); t = datetime.datetime.strptime(g, "%Y-%m-%dT%H:%M:%S.000Z").replace(tzinfo=datetime.timezone.utc); sys.exit(abs((now - t).total_seconds()) > 86400)' && ok || ko "date-generated is not today"
# 9. AP's words from the engine: best and solve --dialect ap name AP's
#    cells; the move is the one de Voogt's answer names, as bao moves
#    pairs the two spellings (the same list, in the same order)
"$bao" moves > "$tmp/m-dv" && "$bao" moves --dialect ap > "$tmp/m-ap" || ko "bao moves"
ap_of() { # de Voogt's token -> AP's, by the place in bao moves' list
  awk -F'\t' -v t="$1" 'NR == FNR { if ($1 == t) n = FNR; next } FNR == n { print $1 }' "$tmp/m-dv" "$tmp/m-ap"
}
"$bao" best --depth 3 > "$tmp/b-dv" && "$bao" best --depth 3 --dialect ap > "$tmp/b-ap" || ko "bao best --dialect ap"
[ "$(cut -f1 "$tmp/b-ap")" = "$(ap_of "$(cut -f1 "$tmp/b-dv")")" ] && cut -f4 "$tmp/b-ap" | grep -Eq '^([a-h][1-4][<>][*]{0,2}[+]? ?)+$' && ok || { ko "bao best --dialect ap does not answer in AP's notation"; cat "$tmp/b-dv" "$tmp/b-ap"; }
"$bao" solve --depth 2 --all > "$tmp/s-dv" && "$bao" solve --depth 2 --all --dialect ap > "$tmp/s-ap" || ko "bao solve --dialect ap"
paste "$tmp/s-dv" "$tmp/s-ap" | while IFS="$(printf '\t')" read -r dv v1 n1 ap v2 n2; do
  [ "$ap" = "$(ap_of "$dv")" ] && [ "$v1 $n1" = "$v2 $n2" ] || echo "$dv $ap"
done > "$tmp/s-bad"
[ -s "$tmp/s-dv" ] && [ ! -s "$tmp/s-bad" ] && ok || { ko "bao solve --all --dialect ap"; cat "$tmp/s-bad"; }

# 10. AP's words in the annotation: an AP record told in Swahili (and in
#     English) names its plies and holes in AP's cells only (every word of
#     a letter and a digit is a cell a1-h4, its move markers after it, or
#     a player's name); a de Voogt record keeps de Voogt's names
python3 -c 'import json, sys; json.dump(json.load(open(sys.argv[1]))[0], open(sys.argv[2], "w"))' "$ap/records-default.json" "$tmp/one.json"
for lang in sw en; do
  "$bao" annotate --lang $lang --depth 3 "$tmp/one.json" > "$tmp/ann-$lang" 2>&1 && ok || ko "annotate --lang $lang of an AP record"
  grep -oE '\b[A-Za-z][0-9][A-Za-z<>*+#]*' "$tmp/ann-$lang" | grep -vE '^([a-h][1-4][<>]?[*]{0,2}[+]?|P[12])$' > "$tmp/bad-$lang"
  [ ! -s "$tmp/bad-$lang" ] && grep -q "f2<\*" "$tmp/ann-$lang" && ok || { ko "annotate --lang $lang of an AP record names holes not AP's"; sort "$tmp/bad-$lang" | uniq -c | head -5; }
done
"$bao" annotate --depth 0 records/maulidi-kijumbe-1994.yaml | sed -n 2p | grep -q "South A7L\* (namua takasa): South places a seed from hand in A7\." && ok || ko "a de Voogt record's annotation keeps de Voogt's names"

summary
