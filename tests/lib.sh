# lib.sh - what the shell suites of tests/ share, sourced by each:
#
#   . "$(dirname "$0")/lib.sh"
#
# counting the checks, saying what failed or could not run, the closing
# line "N passed, N failed" (", N skipped" when some part was skipped)
# and the exit status ctest reads: 0 passed, 1 failed, 77 skipped
# (SKIP_RETURN_CODE 77 in tests/CMakeLists.txt), so that a suite that
# could not run is shown as skipped, never as passed.
#
#   ok [WHAT]        a check passed (says "PASS: WHAT" when given WHAT)
#   ko WHAT          a check failed: "FAIL: WHAT", then lib_after_ko, which
#                    a suite may redefine to show more of the failure
#   skip WHAT        a part that cannot run here: "SKIP: WHAT"; counted,
#                    not a failure
#   skip_suite WHY   the whole suite cannot run here (a missing tool):
#                    "SKIP: WHY" and exit 77; under CI=true, where every
#                    tool is installed, a failure instead (exit 1)
#   summary          the closing line, and exit: 1 when a check failed or
#                    when no check ran at all
#   install_prefix BUILD_DIR PREFIX
#                    `cmake --install` of the build into PREFIX (its log
#                    in $tmp/install.log), then its bao.pc found: sets pc
#                    and libdir and exports PKG_CONFIG_PATH; either
#                    failing ends the suite, and a machine without
#                    pkg-config skips it (the install tests' setup)
#
# `A && ok || ko B` is the usual form: ok and ko always return 0.  The
# counts are lib_passed, lib_failed and lib_skipped.

lib_passed=0
lib_failed=0
lib_skipped=0

ok() {
  lib_passed=$((lib_passed + 1))
  [ $# -eq 0 ] || echo "PASS: $*"
}

lib_after_ko() { :; }

ko() {
  lib_failed=$((lib_failed + 1))
  echo "FAIL: $*"
  lib_after_ko
  return 0
}

skip() {
  lib_skipped=$((lib_skipped + 1))
  echo "SKIP: $*"
}

skip_suite() {
  if [ "${CI:-}" = true ]; then
    echo "FAIL: $* (CI=true: this suite must run)"
    exit 1
  fi
  echo "SKIP: $*"
  exit 77
}

summary() {
  if [ "$lib_skipped" -gt 0 ]; then
    echo "$lib_passed passed, $lib_failed failed, $lib_skipped skipped"
  else
    echo "$lib_passed passed, $lib_failed failed"
  fi
  if [ $((lib_passed + lib_failed)) -eq 0 ]; then
    echo "FAIL: no check ran"
    exit 1
  fi
  [ "$lib_failed" -eq 0 ] || exit 1
  exit 0
}

install_prefix() {
  command -v pkg-config >/dev/null 2>&1 || skip_suite "no pkg-config"
  cmake --install "$1" --prefix "$2" >"$tmp/install.log" 2>&1 && ok ||
    { cat "$tmp/install.log"; ko "cmake --install"; summary; }
  pc=$(find "$2" -name bao.pc | head -n 1)
  [ -n "$pc" ] && ok || { ko "bao.pc"; summary; }
  libdir=$(dirname "$(dirname "$pc")")
  PKG_CONFIG_PATH=$(dirname "$pc")
  export PKG_CONFIG_PATH
}

# need_browser TOP: what the page's tests in Chromium need (node,
# chromium, playwright-core in TOP/build/node, which tests/run-all.sh
# installs), or the suite skipped, a failure under CI.  Sets $chromium
# and $modules.
need_browser() {
  chromium=$(command -v chromium || command -v chromium-browser || true)
  modules=$1/build/node/node_modules
  command -v node >/dev/null 2>&1 && [ -n "$chromium" ] &&
    [ -d "$modules/playwright-core" ] ||
    skip_suite "the browser part needs node, chromium and" \
      "$modules/playwright-core (tests/run-all.sh installs them)"
}
