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
# to validate and look at the SVG diagrams
packages="cmake make gcc pkg-config libyaml-dev libpcre2-dev libcmocka-dev
  clang libclang-rt-14-dev valgrind time libxml2-utils librsvg2-bin
  imagemagick"
missing=""
for p in $packages; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" ||
    missing="$missing $p"
done
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

jobs=$(nproc 2>/dev/null || echo 2)

echo "== build: release"
# The Release build users make (-O3, where GCC warns most), with debug
# information for valgrind; warnings are errors here (not for users:
# BAO_WERROR is off by default).
cmake -S . -B build/release -DCMAKE_BUILD_TYPE=Release -DCMAKE_C_FLAGS=-g \
  -DBAO_WERROR=ON >/dev/null
cmake --build build/release -j "$jobs"
ctest --test-dir build/release --output-on-failure -j "$jobs"

echo "== valgrind memcheck (release build)"
sh tests/valgrind.sh build/release

echo "== build: address and undefined-behaviour sanitizers"
cmake -S . -B build/asan -DCMAKE_BUILD_TYPE=Debug -DBAO_WERROR=ON \
  -DBAO_SANITIZE=address,undefined >/dev/null
cmake --build build/asan -j "$jobs"
ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
  ctest --test-dir build/asan --output-on-failure -j "$jobs"
echo "== fuzzing (bounded)"
sh fuzz/run.sh 15
echo "== all tests passed in both builds, under valgrind and the fuzzers"
