#!/bin/sh
# AP Game Records read as fast as our own formats? (issue 25)
#   sh bench/apjson.sh BAO_BINARY [GAMES]      (default 1000)
# Makes GAMES random games of AP's rules (bao random --format ap, seed 1),
# as the site gives them (one JSON array), and the same games as YAML
# (bao convert --to yaml), then times `bao check` on each: the best
# processor time (user + system) of three runs on one core, and the
# ratio JSON / YAML.  A benchmark, not a test: it fails on nothing.
set -eu
bao=$1
games=${2:-1000}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
one_core=""
command -v taskset >/dev/null 2>&1 && one_core="taskset -c 0"

"$bao" random --games "$games" --seed 1 --format ap > "$tmp/games.jsonl"
python3 -c '
import json, sys
games = [json.loads(l) for l in open(sys.argv[1])]
json.dump(games, open(sys.argv[2], "w"), indent=1)
' "$tmp/games.jsonl" "$tmp/games.json"
"$bao" convert --to yaml "$tmp/games.json" > "$tmp/games.yaml"

# best CPU seconds of three runs of `bao check FILE`
cpu() {
  best=""
  for run in 1 2 3; do
    /usr/bin/env time -f '%U %S' -o "$tmp/time" $one_core "$bao" check "$1" \
      > /dev/null 2>&1
    t=$(tail -1 "$tmp/time" | awk '{ printf "%.3f", $1 + $2 }')
    if [ -z "$best" ] || awk "BEGIN { exit !($t < $best) }"; then
      best=$t
    fi
  done
  echo "$best"
}
plies=$("$bao" check "$tmp/games.json" | sed -n 's/.* \([0-9]*\) plies legal.*/\1/p')
json=$(cpu "$tmp/games.json")
yaml=$(cpu "$tmp/games.yaml")
echo "games: $games, plies: $plies"
echo "JSON array: $(wc -c < "$tmp/games.json") bytes, check $json s"
echo "YAML:       $(wc -c < "$tmp/games.yaml") bytes, check $yaml s"
awk "BEGIN { printf \"ratio JSON / YAML: %.2f\\n\", $json / $yaml }"
