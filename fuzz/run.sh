#!/bin/sh
# Builds the libFuzzer targets in build/fuzz (clang, ASan + UBSan) and runs
# each for a bounded time:  sh fuzz/run.sh [SECONDS]   (default 20 each).
#
# Each target starts from a temporary copy of fuzz/seeds/<target>/ (the
# seeds are never modified), with -max_len=4096 and -timeout=10 per input.
# One line per target; the exit status is 1 if any target found a crash, a
# leak, a timeout or an out-of-memory, whose input is kept under
# build/fuzz/artifacts/<target>/ and whose log under build/fuzz/logs/.
# See fuzz/README.md.
set -eu
cd "$(dirname "$0")/.."

seconds=${1:-20}
case $seconds in
  '' | *[!0-9]*)
    echo "usage: sh fuzz/run.sh [SECONDS]" >&2
    exit 2 ;;
esac
# FUZZ_TARGETS and FUZZ_BUILD let two runs share the machine (one build
# directory each), e.g. for the 10-minute run on 2 cores.
# Every target is fuzz/fuzz_*.c: one added there is fuzzed without a
# list to keep in step.
targets=${FUZZ_TARGETS:-$(for f in fuzz/fuzz_*.c; do basename "$f" .c; done)}
build=${FUZZ_BUILD:-build/fuzz}

if ! command -v clang >/dev/null 2>&1; then
  echo "fuzz/run.sh: clang not found (Debian: apt-get install clang" \
    "libclang-rt-14-dev)" >&2
  exit 2
fi

echo "== fuzz: building in $build"
CC=clang cmake -S . -B "$build" -DBAO_FUZZ=ON \
  -DBAO_SANITIZE=fuzzer-no-link,address,undefined \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo -DBUILD_TESTING=OFF -DBAO_WERROR=ON >/dev/null
cmake --build "$build" --target fuzz -j "$(nproc 2>/dev/null || echo 2)" \
  >"$build/build.log" 2>&1 || {
  cat "$build/build.log" >&2
  echo "fuzz/run.sh: the build failed" >&2
  exit 2
}

work=$(mktemp -d "${TMPDIR:-/tmp}/bao-fuzz.XXXXXX")
trap 'rm -rf "$work"' EXIT INT TERM
mkdir -p "$build/logs"

export ASAN_OPTIONS="detect_leaks=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"

# fuzz_one TARGET: one target's run; its line of the report goes to
# $work/TARGET.result, and the file $work/TARGET.failed marks a failure.
fuzz_one() {
  t=$1
  corpus=$work/$t
  artifacts=$build/artifacts/$t
  log=$build/logs/$t.log
  mkdir -p "$corpus" "$artifacts"
  cp fuzz/seeds/"$t"/* "$corpus"/
  status=0
  "$build/fuzz/$t" -max_total_time="$seconds" -max_len=4096 -timeout=10 \
    -print_final_stats=1 -artifact_prefix="$artifacts/" "$corpus" \
    >"$log" 2>&1 || status=$?
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -n 1)
  entries=$(find "$corpus" -type f | wc -l | tr -d ' ')
  unit=$(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$log" | tail -n 1)
  if [ "$status" -eq 0 ] && [ -z "$unit" ]; then
    echo "$t: ok, ${runs:-?} runs in $seconds s (${rate:-?} exec/s)," \
      "corpus $entries inputs" >"$work/$t.result"
    return
  fi
  : >"$work/$t.failed"
  if grep -q 'ERROR: libFuzzer: timeout' "$log"; then
    what=timeout
  elif grep -q 'ERROR: LeakSanitizer' "$log"; then
    what=leak
  elif grep -q 'out-of-memory' "$log"; then
    what=out-of-memory
  else
    what=crash
  fi
  summary=$(grep -m 1 -E 'SUMMARY:|runtime error:|ERROR:' "$log" || true)
  echo "$t: FAILED ($what) after ${runs:-?} runs, input ${unit:-none written}," \
    "log $log${summary:+: $summary}" >"$work/$t.result"
}

# As many targets at once as there are cores (FUZZ_JOBS overrides): each
# runs its fixed time on one core, so one at a time left the others idle.
jobs=${FUZZ_JOBS:-$(nproc 2>/dev/null || echo 1)}
echo "== fuzz: $seconds s per target, $jobs at a time"
running=0
for t in $targets; do
  fuzz_one "$t" &
  running=$((running + 1))
  if [ "$running" -ge "$jobs" ]; then
    wait
    running=0
  fi
done
wait
failed=0
for t in $targets; do
  if [ -f "$work/$t.result" ]; then
    cat "$work/$t.result"
  else
    echo "$t: FAILED (no report: the run did not finish)"
    failed=1
  fi
  [ -f "$work/$t.failed" ] && failed=1
done

if [ "$failed" -ne 0 ]; then
  echo "== fuzz: a target failed; reproduce with build/fuzz/fuzz/<target>" \
    "<input>, and turn the input into a regression test (fuzz/README.md)"
  exit 1
fi
echo "== fuzz: no crash, leak or timeout"
