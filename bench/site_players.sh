#!/bin/sh
# bao site over collections of N games (a set-up each, no move) with 2N
# distinct players (a page per player), N = 1000, 2000, 4000: the processor time (user and
# system) of each, and the ratio of each to the one before.  Linear work
# doubles with N (ratio 2).  The site was quadratic in its players: each
# player's page sorted every name again (1.33 / 2.93 / 8.40 s of user
# time, then 0.91 / 1.89 / 3.42 s once the names were sorted once), and
# each page looked through every game (p x g); since the games are
# grouped by player once (bao_site_group), a page costs its own games:
# 0.34 / 0.52 / 1.43 s before, 0.24 / 0.53 / 0.95 s after, and 16,000
# games 13.61 s before, 5.40 s after (a Release build, 2 cores shared
# with a test run and two busy loops: the small figures are noisy).  Most
# of the system time is each page's fsync.  The games have distinct
# set-ups: games of the same moves would be one game and its copies.
#
#   sh bench/site_players.sh BAO_BINARY
set -eu
bao=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
last=""
for n in 1000 2000 4000; do
  # distinct set-ups (South's back row 1 to 4 seeds a hole, 4^8 of
  # them): games of the same moves would be one game and its copies
  awk -v n="$n" 'BEGIN { for (i = 0; i < n; i++) {
    k = i; r = ""
    for (h = 0; h < 8; h++) { r = r (h ? " " : "") (k % 4 + 1); k = int(k / 4) }
    printf "---\nsouth: S%d\nnorth: N%d\nsetup: '"'"'2 1 4 5 2 3 6 5 / 1 2 4 7 2 1 0 7 / 1 1 1 1 1 1 1 1 / %s | hand S0 N0 | house S:x N:x | N to move'"'"'\n", i, i, r } }' \
    >"$tmp/p$n.yaml"
  /usr/bin/time -o "$tmp/t" -f '%U %S' "$bao" site --depth 0 \
    -o "$tmp/site$n/" "$tmp/p$n.yaml" 2>/dev/null
  read -r user sys <"$tmp/t"
  ratio=$(awk -v a="$user" -v b="${last:-0}" \
    'BEGIN { if (b > 0) printf "  x%.2f", a / b }')
  echo "$n games: ${user} s user, ${sys} s system$ratio"
  last=$user
done
