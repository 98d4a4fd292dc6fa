#!/bin/sh
# Runs the whole test suite from a fresh clone: installs what is missing
# (Debian 12, as root), builds twice (normal, and ASan+UBSan) and runs every
# test in both builds, then valgrind memcheck over the tests and a bounded
# fuzzing run of every fuzz target.  The README's second command; .ci/run
# calls it.
set -eu
cd "$(dirname "$0")/.."

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
missing=""
for p in $packages; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" ||
    missing="$missing $p"
done
# Node.js and npm by command, not by package: a machine may have them from
# elsewhere (NodeSource's nodejs carries npm), and Debian's npm would
# fight that nodejs.
command -v node >/dev/null 2>&1 || missing="$missing nodejs"
command -v npm >/dev/null 2>&1 || missing="$missing npm"
if [ -n "$missing" ]; then
  echo "== installing:$missing"
  export DEBIAN_FRONTEND=noninteractive
  # wait for another apt or dpkg run to let go of the lock, not fail on it
  lock="-o DPkg::Lock::Timeout=900"
  # shellcheck disable=SC2086
  apt-get $lock update -qq
  # shellcheck disable=SC2086
  apt-get $lock install -y -qq $missing
fi

# playwright-core drives Debian's chromium in tests/browser/page.js; it is
# kept in build/node, and installed only when missing (one package, no
# browser download: we use the system's chromium).
if [ ! -d build/node/node_modules/playwright-core ]; then
  echo "== installing: playwright-core (npm)"
  mkdir -p build/node
  [ -f build/node/package.json ] || echo '{"private": true}' > build/node/package.json
  (cd build/node && npm install --no-audit --no-fund --loglevel=error \
    playwright-core@1)
fi
# TypeScript for the npm package's declarations (tests/packages/
# npm.test.mjs runs its tsc --noEmit on a typed example), and esbuild to
# bundle the package for the browser (npm_browser.test.mjs), beside it.
if [ ! -d build/node/node_modules/typescript ] ||
   [ ! -d build/node/node_modules/esbuild ]; then
  echo "== installing: typescript, esbuild (npm)"
  mkdir -p build/node
  [ -f build/node/package.json ] || echo '{"private": true}' > build/node/package.json
  (cd build/node && npm install --no-audit --no-fund --loglevel=error \
    typescript@5 esbuild@0)
fi

jobs=$(nproc 2>/dev/null || echo 2)

# Everything is installed now: a test that says it cannot run here (77,
# tests/lib.sh), or a configuration without cmocka, is a failure, as in CI.
export CI="${CI:-true}"

echo "== build: release"
# The Release build users make (-O3, where GCC warns most), with debug
# information for valgrind; warnings are errors here (not for users:
# BAO_WERROR is off by default).  With the engine in WebAssembly, which
# the default (BAO_WASM=AUTO) builds when the toolchain is found; ON here,
# so that a missing piece fails rather than leaves it out: its tests
# (tests/wasm/, under Node) and the README's first command in a clean
# clone (tests/first_command.sh) run here.
cmake -S . -B build/release -DCMAKE_BUILD_TYPE=Release -DCMAKE_C_FLAGS=-g \
  -DBAO_WERROR=ON -DBAO_WASM=ON >/dev/null
cmake --build build/release -j "$jobs"
ctest --test-dir build/release --output-on-failure -j "$jobs"

echo "== valgrind memcheck (release build)"
sh tests/valgrind.sh build/release

echo "== build: address and undefined-behaviour sanitizers"
# Without the engine (BAO_WASM=OFF): its WebAssembly is not instrumented,
# and its tests ran in the Release build.
cmake -S . -B build/asan -DCMAKE_BUILD_TYPE=Debug -DBAO_WERROR=ON \
  -DBAO_SANITIZE=address,undefined -DBAO_WASM=OFF >/dev/null
cmake --build build/asan -j "$jobs"
ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
  ctest --test-dir build/asan --output-on-failure -j "$jobs"
echo "== build: thread sanitizer (two threads telling games at once)"
# Only the test of the renderers' contexts (tests/test_threads.c): every
# renderer's state is its context's, so two threads share nothing.
cmake -S . -B build/tsan -DCMAKE_BUILD_TYPE=Debug -DBAO_WERROR=ON \
  -DBAO_SANITIZE=thread -DBAO_WASM=OFF >/dev/null
cmake --build build/tsan -j "$jobs" --target test_threads
TSAN_OPTIONS=halt_on_error=1 \
  ctest --test-dir build/tsan --output-on-failure -R '^test_threads$'
echo "== fuzzing (bounded)"
sh fuzz/run.sh 15
echo "== all tests passed in both builds, under valgrind, ThreadSanitizer and the fuzzers"
