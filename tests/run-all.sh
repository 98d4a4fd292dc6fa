#!/bin/sh
# Runs the whole test suite from a fresh clone: installs what is missing
# (Debian 12, as root), builds twice (normal, and ASan+UBSan) and runs every
# test in both builds, then valgrind memcheck over the tests, the
# ThreadSanitizer tests and a bounded fuzzing run of every fuzz target.
# The README's second command; .ci/run calls it, so CI and a user run the
# same thing.
#
# Every stage runs, even after one has failed: a failure early on must not
# hide what the sanitizers would have said.  A stage that needs an earlier
# one (the tests need their build) is skipped when that one failed, and the
# table says why.  The run ends with a table of the stages (passed,
# failed, skipped), each with its wall and processor time, and exits 1 if
# any stage failed or was skipped for want of another.
#
#   sh tests/run-all.sh            every stage
#   sh tests/run-all.sh STAGE...   only these (names as in the table)
#
# Nothing here measures time against a limit: the times in the table are
# for the reader.  A test's own hang guard is the ctest TIMEOUT of that
# test (or ctest's default, raised here to an hour: a loaded machine may be
# several times slower than an idle one, and a guard is only for hangs).
set -u
cd "$(dirname "$0")/.."
top=$(pwd)

all_stages="install release release-tests valgrind asan asan-tests tsan fuzz"
stages=${*:-$all_stages}
jobs=$(nproc 2>/dev/null || echo 2)
# Everything is installed by the first stage: a test that says it cannot
# run here (77, tests/lib.sh), or a configuration without cmocka, is a
# failure, as in CI.
export CI="${CI:-true}"
log_dir=$top/build/run-all
mkdir -p "$log_dir"
: >"$log_dir/table"
rm -f "$log_dir"/*.ctest

# the build; clang and its runtime for the fuzzers; valgrind and GNU time
# for memcheck and the memory bounds; xmllint, rsvg-convert and ImageMagick
# to validate and look at the SVG diagrams; tidy and Chromium to check the
# teaching page (bao html) and run it in a browser; gettext to check and
# compile the translations (po/); lld, wasi-libc and clang's wasm32 runtime
# for the engine in WebAssembly (BAO_WASM; the README's first command
# installs them too).  The README ("The test suite") lists them, with the
# time this takes and the build directories it writes: keep it in step.
packages="cmake make gcc pkg-config libyaml-dev libpcre2-dev libcmocka-dev
  clang libclang-rt-14-dev valgrind time libxml2-utils librsvg2-bin
  imagemagick tidy chromium gettext lld wasi-libc libclang-rt-14-dev-wasm32"
# the Python module's test (tests/packages/python.sh): a venv of Debian's
# python3 with its pip, into which `pip install ./python` goes offline
packages="$packages python3-venv python3-pip"
# python3-jsonschema: every AP Game Record bao writes is validated against
# AP's published schema (tests/apjson.sh)
packages="$packages python3-jsonschema"
# mypy: the Python module's types (py.typed) are checked as a user's
# mypy reads them (tests/packages/python.sh)
packages="$packages python3-mypy"
# Dask distributed: the cluster path over shards is tested on a local
# cluster of two workers (tests/dask_shard.py)
packages="$packages python3-distributed"

stage_install() {
  missing=""
  for p in $packages; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" ||
      missing="$missing $p"
  done
  # Node.js and npm by command, not by package: a machine may have them
  # from elsewhere (NodeSource's nodejs carries npm), and Debian's npm
  # would fight that nodejs.
  command -v node >/dev/null 2>&1 || missing="$missing nodejs"
  command -v npm >/dev/null 2>&1 || missing="$missing npm"
  if [ -n "$missing" ]; then
    echo "== installing:$missing"
    export DEBIAN_FRONTEND=noninteractive
    # Wait for another apt or dpkg run to let go of its locks rather than
    # fail on them: apt's own timeout for the dpkg lock, and a few tries
    # for the lists' lock that `apt-get update` takes.
    lock="-o DPkg::Lock::Timeout=900"
    tries=0
    # shellcheck disable=SC2086
    until apt-get $lock update -qq; do
      tries=$((tries + 1))
      [ "$tries" -lt 30 ] || return 1
      echo "apt-get update failed (a lock?): trying again in 30 s"
      sleep 30
    done
    # shellcheck disable=SC2086
    apt-get $lock install -y -qq $missing || return 1
  fi
  # playwright-core drives Debian's chromium in tests/browser/; TypeScript
  # checks the npm package's declarations; esbuild and Vite bundle the
  # package for the browser (tests/packages/npm_browser.test.mjs).  All are kept in
  # build/node and installed only when missing (no browser download: we
  # use the system's chromium).
  mkdir -p build/node
  [ -f build/node/package.json ] ||
    echo '{"private": true}' >build/node/package.json
  for pkg in playwright-core@1 typescript@5 esbuild@0 vite@5; do
    name=${pkg%@*}
    [ -d "build/node/node_modules/$name" ] && continue
    echo "== installing: $name (npm)"
    (cd build/node && npm install --no-audit --no-fund --loglevel=error \
      "$pkg") || return 1
  done
}

# The Release build users make (-O3, where GCC warns most), with debug
# information for valgrind; warnings are errors here (not for users:
# BAO_WERROR is off by default).  With the engine in WebAssembly, which the
# default (BAO_WASM=AUTO) builds when the toolchain is found; ON here, so
# that a missing piece fails rather than leaves it out: its tests
# (tests/wasm/, under Node) and the README's first command in a clean
# clone (tests/first_command.sh) run in the next stage.
stage_release() {
  cmake -S . -B build/release -DCMAKE_BUILD_TYPE=Release -DCMAKE_C_FLAGS=-g \
    -DBAO_WERROR=ON -DBAO_WASM=ON >/dev/null &&
    cmake --build build/release -j "$jobs"
}
stage_release_tests() {
  ctest --test-dir build/release --output-on-failure -j "$jobs" \
    -O "$log_dir/release-tests.ctest" \
    --timeout 3600
}
stage_valgrind() {
  sh tests/valgrind.sh build/release
}
# Without the engine (BAO_WASM=OFF): its WebAssembly is not instrumented,
# and its tests ran in the Release build.  At -O1, as the sanitizers'
# manuals advise: the searches of the tests ran 3.3 times faster than at
# -O0 (bench/README.md), and a Debug build keeps the asserts that
# RelWithDebInfo's NDEBUG would remove.
sanitized_flags="-DCMAKE_BUILD_TYPE=Debug -DCMAKE_C_FLAGS=-O1"
stage_asan() {
  # shellcheck disable=SC2086
  cmake -S . -B build/asan $sanitized_flags -DBAO_WERROR=ON \
    -DBAO_SANITIZE=address,undefined -DBAO_WASM=OFF >/dev/null &&
    cmake --build build/asan -j "$jobs"
}
stage_asan_tests() {
  ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
    ctest --test-dir build/asan --output-on-failure -j "$jobs" --timeout 3600 \
    -O "$log_dir/asan-tests.ctest"
}
# The tests labelled `threads`: every one that runs several threads at
# once (renderers' contexts, the engine's threads), built and run under
# ThreadSanitizer.
stage_tsan() {
  # shellcheck disable=SC2086
  cmake -S . -B build/tsan $sanitized_flags -DBAO_WERROR=ON \
    -DBAO_SANITIZE=thread -DBAO_WASM=OFF >/dev/null || return 1
  targets=$(ctest --test-dir build/tsan -N -L threads |
    sed -n 's/^ *Test *#[0-9]*: *\([A-Za-z0-9_]*\)$/\1/p')
  [ -n "$targets" ] || { echo "no test labelled threads"; return 1; }
  for t in $targets; do
    cmake --build build/tsan -j "$jobs" --target "$t" || return 1
  done
  TSAN_OPTIONS=halt_on_error=1 \
    ctest --test-dir build/tsan --output-on-failure -L threads --timeout 3600 \
    -O "$log_dir/tsan.ctest"
}
stage_fuzz() {
  sh fuzz/run.sh 15
}

# needs STAGE: the stage STAGE needs, if any
needs() {
  case $1 in
    release-tests | valgrind) echo release ;;
    asan-tests) echo asan ;;
    *) echo "" ;;
  esac
}

# status STAGE: passed, failed or skipped, as far as this run knows
status_of() {
  awk -F'\t' -v s="$1" '$1 == s { r = $2 } END { print r }' "$log_dir/table"
}

# now: seconds since the epoch.  cpu_mark: the processor seconds (user +
# system) of this shell's children so far, from the shell's own `times`
# (run here, not in a $(...) subshell, whose `times` would be its own),
# into $cpu.
now() { date +%s; }
cpu_mark() {
  times >"$log_dir/times"
  cpu=$(awk 'NR == 2 {
    n = split($0, f, /[ \t]+/); t = 0
    for (i = 1; i <= n; i++) if (f[i] ~ /m/) {
      split(f[i], p, "m"); sub(/s$/, "", p[2]); t += p[1] * 60 + p[2]
    }
    printf "%d", t }' "$log_dir/times")
}

failed=0
for s in $stages; do
  case " $all_stages " in
    *" $s "*) ;;
    *) echo "run-all.sh: no stage '$s' (stages: $all_stages)" >&2; exit 2 ;;
  esac
  dep=$(needs "$s")
  if [ -n "$dep" ] && [ "$(status_of "$dep")" != passed ] &&
    [ -n "$(status_of "$dep")" ]; then
    printf '%s\tskipped\t-\t-\t%s %s\n' "$s" "$dep" \
      "$(status_of "$dep")" >>"$log_dir/table"
    echo "== $s: skipped ($dep $(status_of "$dep"))"
    failed=1
    continue
  fi
  echo "== $s"
  w0=$(now)
  cpu_mark
  c0=$cpu
  fn=stage_$(echo "$s" | tr - _)
  # a subshell, so that a stage's `exit` or `set -e` cannot end the run
  ("$fn")
  rc=$?
  w=$(($(now) - w0))
  cpu_mark
  c=$((cpu - c0))
  # tests ctest skipped (a build without what they need says why) are
  # named in the table, so that a passed stage never hides them
  note=""
  if [ -f "$log_dir/$s.ctest" ]; then
    note=$(sed -n 's/^[[:space:]]*[0-9]* - \([^ ]*\) (Skipped)$/\1/p' \
      "$log_dir/$s.ctest" | tr '\n' ' ' | sed 's/ $//')
    [ -z "$note" ] || note="skipped: $note"
  fi
  if [ "$rc" -eq 0 ]; then
    result=passed
  else
    result=failed
    failed=1
  fi
  printf '%s\t%s\t%s\t%s\t%s\n' "$s" "$result" "$w" "$c" \
    "$([ "$rc" -eq 0 ] || echo "exit $rc ")$note" >>"$log_dir/table"
  echo "== $s: $result (${w} s wall, ${c} s processor)"
done

echo
echo "== stages"
awk -F'\t' '
  function mmss(t) { return t == "-" ? "-" : sprintf("%d:%02d", t / 60, t % 60) }
  BEGIN { printf "%-14s %-8s %8s %10s  %s\n", "stage", "result", "wall", "processor", "note" }
  { printf "%-14s %-8s %8s %10s  %s\n", $1, $2, mmss($3), mmss($4), $5
    n[$2]++ }
  END { printf "%d passed, %d failed, %d skipped\n", n["passed"], n["failed"], n["skipped"] }
' "$log_dir/table"
if [ "$failed" -ne 0 ]; then
  echo "== some stages failed or were skipped: see above"
  exit 1
fi
echo "== every stage passed: $stages"
