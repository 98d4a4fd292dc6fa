#!/bin/sh
# A 100 MB AP download (usage: apjson_big.sh BAO_BINARY [optimised|unoptimised]): a JSON array of
# AP's sample games repeated past 100 MB, made here, is read record by
# record: bao check replays every game (their count is the generator's,
# nothing lost) in bounded memory (one game at a time: under 64 MB of
# peak resident memory, GNU time's figure, when GNU time is installed).
set -u
. "$(dirname "$0")/lib.sh"
bao=$1
build=${2:-optimised} # optimised or unoptimised (tests/CMakeLists.txt)
top=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$top" || exit 1
command -v python3 > /dev/null || skip_suite "python3 is not installed"

python3 - tests/data/abstractplay "$tmp/big.json" > "$tmp/count" <<'EOF2'
import json, sys
games = []
for v in ('default', 'kujifunza', 'malawi'):
    games += json.load(open('%s/records-%s.json' % (sys.argv[1], v)))
parts = [json.dumps(g, indent=1) for g in games]
size, n = 0, 0
with open(sys.argv[2], 'w') as f:
    f.write('[\n')
    while size < 100 * 1000 * 1000:
        text = parts[n % len(parts)]
        f.write((',\n' if n else '') + text)
        size += len(text) + 2
        n += 1
    f.write('\n]\n')
print(n)
EOF2
n=$(cat "$tmp/count")
[ "$(wc -c < "$tmp/big.json")" -ge 100000000 ] && ok || ko "the array is not 100 MB"
if [ -x /usr/bin/time ]; then
  /usr/bin/time -f '%M' -o "$tmp/rss" "$bao" check "$tmp/big.json" > "$tmp/out" 2>&1
  code=$?
  rss=$(tail -1 "$tmp/rss")
  if [ "$build" = optimised ]; then
    [ "$rss" -lt 65536 ] && ok || ko "peak memory $rss KB for a 100 MB array"
  else # (a sanitizer's shadow memory and quarantine are not the reader's)
    skip "peak memory ($rss KB): an unoptimised or sanitizer build"
  fi
else
  "$bao" check "$tmp/big.json" > "$tmp/out" 2>&1
  code=$?
  skip "peak memory (GNU time is not installed)"
fi
[ $code = 0 ] && ok || { ko "bao check of the 100 MB array exits $code"; head -3 "$tmp/out"; }
grep -q ": $n games, " "$tmp/out" && ok || { ko "not every one of the $n games was read"; tail -1 "$tmp/out"; }
summary
