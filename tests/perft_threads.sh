#!/bin/sh
# perft --threads and --table count what one thread without a table
# counts: perft sums the leaves of subtrees, in whatever order and on
# whatever thread they are counted, and a transposition table answers a
# position with the count it had.  Bad values are usage errors (exit 2).
#
#   sh tests/perft_threads.sh BAO_BINARY
set -u
. "$(dirname "$0")/lib.sh"
bao=$1
same() { # NAME ARGS...: one thread and no table, then others, agree
  name=$1
  shift
  want=$("$bao" perft "$@") || { ko "$name: exit $?"; return; }
  for more in "--threads 2" "--threads 3 --table 8" "--threads 1 --table 1"; do
    # shellcheck disable=SC2086
    got=$("$bao" perft "$@" $more)
    if [ "$got" != "$want" ]; then
      ko "$name $more: $got, one thread: $want"
    else
      ok "$name $more ($got)"
    fi
  done
}
same "start, depth 8" --depth 8
same "start, depth 2" --depth 2
same "start, depth 0" --depth 0
same "Kujifunza, depth 6" --variant kujifunza --depth 6
same "a mtaji position, depth 4" --depth 4 --position \
  '0 0 0 0 0 0 0 0 / 1 1 5 6 1 0 0 0 / 0 3 1 0 4 1 4 0 / 1 1 1 1 1 1 1 0 | hand S0 N0 | house S:x N:x | S to move'
for bad in "--threads 0" "--threads 257" "--threads x" "--table -1"; do
  # shellcheck disable=SC2086
  "$bao" perft --depth 2 $bad >/dev/null 2>&1
  rc=$?
  if [ "$rc" = 2 ]; then
    ok "perft $bad is refused"
  else
    ko "perft $bad: exit $rc, expected 2"
  fi
done
summary
