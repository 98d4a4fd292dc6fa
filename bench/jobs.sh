#!/bin/sh
# bench/jobs.sh - threads and parts of a run, side by side as ratios:
#   1. the README's page (bao html of the 1994 game, at its default: a
#      budget of 20 s of processor time) with --jobs 1 and --jobs 2;
#   2. annotate of 100 games of bao random at its default (the file's
#      shared budget) with --jobs 1 and --jobs N;
#   3. annotate of 100 games at --depth 4 (all the work fixed: the
#      fairest measure of the games on threads), --jobs 1 and N;
#   4. site of 1,000 games at its default (depth 3), --jobs 1 and N;
#      at --depth 3 (whole games on threads), --jobs 1 and N, and in 4
#      parts (--shard K/4) then --merge; stats --depth 3, --jobs 1 and N;
#   5. annotate --depth 2 of 1,000 games in one process, and on a local
#      Dask cluster (python/bao/dask.py) of 1 and of 2 workers.
# Each line: wall seconds, processor seconds (user + sys, every thread),
# their ratio (the threads busy on average), and the ratio of the wall
# time to the first row of its group; under a time budget, each thread's
# plies judged and processor time (BAO_JOBS_STATS=1: the work per
# thread, which a busy machine does not blur as it blurs wall time).  The load average is printed first
# and last: on a machine shared with other work, wall time is noise and
# processor time is the work; state both with the figures.
# Usage: bench/jobs.sh BAO_BINARY [N]   (N: default, the cores we may use)
set -u
bao=$1
n=${2:-$(nproc)}
here=$(cd "$(dirname "$0")" && pwd)
records=$here/../records
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

load() { cut -d' ' -f1-3 /proc/loadavg; }
echo "# bench/jobs.sh on $(nproc) cores (--jobs N: $n), load average: $(load)"

# row LABEL CMD...: runs CMD, prints wall, processor time and ratios
base=
row() {
  label=$1
  shift
  /usr/bin/time -f "%e %U %S" -o "$tmp/time" "$@" > /dev/null 2> "$tmp/err"
  set -- $(tail -1 "$tmp/time")
  awk -v l="$label" -v w="$1" -v u="$2" -v s="$3" -v b="$base" 'BEGIN {
    c = u + s
    printf "%-44s wall %7.2f s  cpu %7.2f s  cpu/wall %4.2f", l, w, c,
           (w > 0 ? c / w : 0)
    if (b != "") printf "  wall vs first %5.2fx", (w > 0 ? b / w : 0)
    printf "\n" }'
  [ -n "$base" ] || base=$1
  grep -o "plies judged to depth [0-9 to]*" "$tmp/err" | head -1 |
    sed 's/^/    /'
  grep "^bao: jobs: thread" "$tmp/err" | sed 's/^bao: jobs: /    /'
}
# each thread's work (plies judged, processor time) said by the command
BAO_JOBS_STATS=1
export BAO_JOBS_STATS
group() { base=; echo; echo "## $1"; }

group "html of the 1994 game, default budget"
for j in 1 2; do
  row "html --jobs $j" "$bao" html --no-engine --jobs $j \
    "$records/maulidi-kijumbe-1994.yaml" -o "$tmp/game.html"
done

"$bao" random --games 100 --seed 100 > "$tmp/g100.txt"
"$bao" random --games 1000 --seed 1000 > "$tmp/g1000.txt"

group "annotate of 100 games, default (shared budget)"
for j in 1 "$n"; do
  row "annotate --jobs $j" "$bao" annotate --jobs $j "$tmp/g100.txt"
done

group "annotate of 100 games, --depth 4"
for j in 1 "$n"; do
  row "annotate --depth 4 --jobs $j" "$bao" annotate --depth 4 --jobs $j \
    "$tmp/g100.txt"
done

group "site of 1,000 games, default"
for j in 1 "$n"; do
  rm -rf "$tmp/site"
  row "site --jobs $j" "$bao" site --no-engine --jobs $j -o "$tmp/site/" \
    "$tmp/g1000.txt"
done

group "site of 1,000 games, --depth 3 (whole games on threads)"
for j in 1 "$n"; do
  rm -rf "$tmp/site"
  row "site --depth 3 --jobs $j" "$bao" site --no-engine --depth 3 \
    --jobs $j -o "$tmp/site/" "$tmp/g1000.txt"
done
# the same site in 4 parts (--shard K/4, one after the other: the work
# of the parts, each walking every game) and its merge
rm -rf "$tmp/site"
row "site --depth 3 --shard K/4, K=1..4, --jobs 1" sh -c '
  for k in 1 2 3 4; do
    "$1" site --no-engine --depth 3 --jobs 1 --shard $k/4 -o "$2" "$3" || exit
  done' sh "$bao" "$tmp/site/" "$tmp/g1000.txt"
row "site --merge of the 4 parts" "$bao" site --no-engine --merge \
  -o "$tmp/site/" "$tmp/g1000.txt"
group "stats of 1,000 games, --depth 3"
for j in 1 "$n"; do
  row "stats --depth 3 --jobs $j" "$bao" stats --depth 3 --jobs $j \
    "$tmp/g1000.txt"
done
group "annotate --depth 2 of 1,000 games: one process and Dask"
py=
for p in /usr/bin/python3 python3; do
  if "$p" -c "import distributed" 2> /dev/null; then py=$p; break; fi
done
row "one process, --jobs 1" "$bao" annotate --depth 2 --jobs 1 \
  "$tmp/g1000.txt"
if [ -n "$py" ]; then
  for w in 1 2; do
    cat > "$tmp/dask.py" <<EOF
import sys
sys.path.insert(0, "$here/../python")
import bao.dask
from distributed import Client, LocalCluster
if __name__ == "__main__":  # (the workers import this file again)
    c = LocalCluster(n_workers=$w, threads_per_worker=1, processes=True,
                     dashboard_address=None)
    cl = Client(c)
    out = bao.dask.run(cl, "annotate", ["$tmp/g1000.txt"],
                       ["--depth", "2", "--jobs", "1"], bao="$bao")
    open("$tmp/dask.out", "wb").write(out)
    cl.close(); c.close()
EOF
    BAO_LIBRARY=$(dirname "$bao") row "Dask, $w worker(s)" "$py" "$tmp/dask.py"
    "$bao" annotate --depth 2 --jobs 1 "$tmp/g1000.txt" > "$tmp/one.out" \
      2> /dev/null
    cmp -s "$tmp/one.out" "$tmp/dask.out" && echo "    identical output" ||
      echo "    OUTPUT DIFFERS"
  done
else
  echo "    (no Python with Dask distributed: skipped)"
fi
echo
echo "# load average at the end: $(load)"
