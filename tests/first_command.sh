#!/bin/sh
# The README's first command gives the whole product: in a clean clone,
# its build writes pages that hold the engine ("Try another move").
#
# The command is read from the README (the first line of its first code
# block) and split on " && ".  Its apt-get steps are run only when a
# package it names is missing, and only as root under CI=true (elsewhere
# the suite is skipped: it does not install on a developer's machine);
# its other steps (configure, build, install, the main job on a bundled
# record) run as written in a clone of this tree (the install into a
# prefix of WORK_DIR): HEAD with the uncommitted
# changes to tracked files (git diff HEAD), nothing untracked, no build
# directory.  Then the README's `bao html` example, and the page must
# hold the engine: the section of "Try another move" and the WebAssembly
# module itself (base64 of "\0asm").  Last, the same clone configured
# with -DBAO_WASM=OFF must write a page without it, and a --help that
# says what to install: the check above can fail.
#
# Usage: first_command.sh SOURCE_DIR WORK_DIR  (WORK_DIR is emptied; the
# clone is left there when a check fails)
set -u
. "$(dirname "$0")/lib.sh"
top=$1
work=$2
command -v git >/dev/null 2>&1 || skip_suite "no git"
git -C "$top" rev-parse --git-dir >/dev/null 2>&1 ||
  skip_suite "$top is not a git checkout: no clean clone to make"

rm -rf "$work"
mkdir -p "$work" || exit 1
clone=$work/clone
git clone -q "$top" "$clone" || { ko "git clone $top"; summary; }
git -C "$top" diff --binary HEAD >"$work/changes.diff" &&
  { [ ! -s "$work/changes.diff" ] ||
    git -C "$clone" apply "$work/changes.diff"; } && ok ||
  { ko "the working tree's changes onto the clone"; summary; }

# The first line of the README's first code block, one step a line.
first=$(awk '/^```/ { if (on) exit; on = 1; next } on { print; exit }' \
  "$clone/README.md")
[ -n "$first" ] && ok || { ko "no first command in README.md"; summary; }
printf '%s\n' "$first" | awk '{ gsub(/ && /, "\n"); print }' \
  >"$work/steps"
echo "the first command: $first"

# Its packages: the wasm toolchain among them (cmake/wasm.cmake names it),
# and all installed, or installed here by its own apt-get steps.
packages=$(sed -n 's/^apt-get install -y //p' "$work/steps")
[ -n "$packages" ] && ok || ko "no 'apt-get install -y' step"
wasm_packages=$(sed -n 's/^set(BAO_WASM_PACKAGES "\(.*\)")$/\1/p' \
  "$clone/cmake/wasm.cmake")
[ -n "$wasm_packages" ] && ok || ko "no BAO_WASM_PACKAGES in wasm.cmake"
for p in $wasm_packages; do
  case " $packages " in
    *" $p "*) ok ;;
    *) ko "the first command does not install $p (the page's engine)" ;;
  esac
done
command -v dpkg-query >/dev/null 2>&1 ||
  skip_suite "no dpkg-query: the README's first command is Debian's"
missing=""
for p in $packages; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" ||
    missing="$missing $p"
done
if [ -n "$missing" ]; then
  [ "$(id -u)" -eq 0 ] && [ "${CI:-}" = true ] ||
    skip_suite "not installed:$missing (the first command installs" \
      "them as root; here only under CI=true)"
  grep '^apt-get ' "$work/steps" >"$work/apt-steps"
  while IFS= read -r step; do
    DEBIAN_FRONTEND=noninteractive sh -c "$step" >>"$work/apt.log" 2>&1 &&
      ok || { ko "$step"; cat "$work/apt.log"; summary; }
  done <"$work/apt-steps"
fi

# The other steps, as written, in the clone; the configure step says
# whether the pages get the engine.
# Its install step puts `bao` on the PATH: here into a prefix of the work
# folder (never over the machine's /usr/local), whose bin/ is on the PATH
# of every step, so that the README's later steps and examples run the
# `bao` it installed, as a user's shell would.
prefix=$work/prefix
PATH=$prefix/bin:$PATH
export PATH
grep -q '^cmake --install build$' "$work/steps" && ok ||
  ko "the first command does not install bao (cmake --install build)"
n=0
while IFS= read -r step; do
  case $step in
    apt-get\ *) continue ;;
    'cmake --install build') step="cmake --install build --prefix $prefix" ;;
  esac
  n=$((n + 1))
  (cd "$clone" && sh -c "$step") >"$work/step-$n.log" 2>&1 && ok ||
    { ko "step $n: $step"; tail -n 30 "$work/step-$n.log"; summary; }
done <"$work/steps"
[ "$(command -v bao)" = "$prefix/bin/bao" ] && ok ||
  ko "bao on the PATH is $(command -v bao), not the one installed"
says="bao: the page's engine (WebAssembly)"
grep -h "$says" "$work"/step-*.log | grep -q "$says: yes" && ok ||
  { ko "configure does not say '$says: yes'"; grep -h "$says" \
    "$work"/step-*.log; }

# The README's example of the teaching page, and what marks the engine in
# it (src/views/html/html_page.c: explore() and engine()).
html=$(grep -m 1 '^bao html ' "$clone/README.md")
[ -n "$html" ] && ok || { ko "no bao html example in README.md"; summary; }
# the same with the build's own bao, for the build without the engine
html_build=$(printf '%s\n' "$html" | sed 's|^bao |./build/bao |')
page=$(printf '%s\n' "$html" | sed -n 's/.* -o \([^ ]*\).*/\1/p')
[ -n "$page" ] && ok || ko "the html example writes no -o FILE"
has_engine() {
  grep -q '<section id="explore"' "$1" &&
    grep -A 1 '<script type="application/octet-stream" id="bao-wasm">' \
      "$1" | sed -n 2p | grep -q '^AGFzbQ' # base64 of "\0asm"
}
(cd "$clone" && sh -c "$html") >"$work/html.log" 2>&1 && ok ||
  { ko "$html"; cat "$work/html.log"; }
has_engine "$clone/$page" && ok ||
  ko "$html: the page has no engine (no \"Try another move\")"
"$clone/build/bao" --help | grep -q 'The page holds the engine' && ok ||
  ko "bao --help does not say that the page holds the engine"

# The same without the engine (-DBAO_WASM=OFF): the configure output and
# --help say so and what to install, and the check above sees no engine.
(cd "$clone" && cmake -S . -B build -DBAO_WASM=OFF &&
  cmake --build build -j2 --target bao) >"$work/off.log" 2>&1 && ok ||
  { ko "-DBAO_WASM=OFF build"; tail -n 30 "$work/off.log"; }
grep -q "$says: no: BAO_WASM=OFF" "$work/off.log" && ok ||
  ko "configure with BAO_WASM=OFF does not say '$says: no: BAO_WASM=OFF'"
rm -f "$clone/$page"
(cd "$clone" && sh -c "$html_build") >"$work/html-off.log" 2>&1 && ok ||
  { ko "$html_build (BAO_WASM=OFF)"; cat "$work/html-off.log"; }
has_engine "$clone/$page" && ko "BAO_WASM=OFF: the page holds an engine" ||
  ok
"$clone/build/bao" --help >"$work/help-off" && ok || ko "bao --help"
for p in $wasm_packages -DBAO_WASM=ON; do
  tr '\n' ' ' <"$work/help-off" | grep -q -e " ${p}[ ,]" && ok ||
    ko "bao --help without the engine does not name $p"
done

[ "$lib_failed" -eq 0 ] && rm -rf "$clone"
summary
