#!/bin/sh
# The tree's layout, as the architecture has it (usage: layout.sh
# [SOURCE_DIR [BUILD_DIR]]; the source tree is this script's by default):
#  a. the library (src/ but the two programs over it: the command,
#     src/cli/, and the WebAssembly module's entry points, src/wasm/,
#     whose one instance keeps its result buffer between calls from
#     JavaScript) keeps no state: no _Thread_local,
#     thread_local, __thread, tss_t, pthread_key_t, <threads.h> or
#     open_memstream, and no data that is static (at file or function
#     scope) or global without being const: static functions and static
#     const tables are fine;
#  b. include/bao/solve.h and src/base/i18n.h reach no header of the walk
#     (replay.h, kept.h, anything in src/walk/), directly or through the
#     headers they include;
#  c. every source file under src/ and include/ (*.c *.h *.js *.css *.mjs
#     *.in) is named in docs/hacking.md's "## Layout" section (its name, or its
#     path);
#  e. every cmocka test's main ends in ts_run (tests/test_run.h), so that
#     it runs the cases its command line names;
#  f. every #include "..." of src/ and include/ goes from a folder to one
#     that tests/layers.txt allows it (an installed header counted in
#     the folder that implements it, a generated one where the table
#     says), and the allowed edges make no cycle between folders;
#  h. no comment under src/ or include/ cites an issue number;
#  g. the command is a client of the library: src/cli/ includes, with
#     quotes, only the installed headers (bao/NAME.h, each one of
#     include/bao/), its own (cli*.h, in src/cli/) and bao_engine.h (the
#     page's engine, which the build generates for the command);
#  d. the library builds with no file of src/cli/: none is among the
#     sources of its target (bao_objects), and none is reached by their
#     #includes (the compiler's -MM, with the target's include
#     directories and definitions, which CMake writes into
#     BUILD_DIR/layout/).  Skipped without BUILD_DIR.
# Every violation is said as FILE:LINE: what (or FILE: what).  The C is
# read with its comments and string literals blanked, so that a comment
# may name what it must not use.  The scan is line based, in the house
# style: a declaration starts its line.
set -u
. "$(dirname "$0")/lib.sh"
here=$(cd "$(dirname "$0")" && pwd)
top=${1:-$(dirname "$here")}
build=${2:-}
cd "$top" || exit 2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# report: the lines of $tmp/found, one violation each, are failures; none
# is one check passed
report() {
  if [ -s "$tmp/found" ]; then
    while IFS= read -r line; do
      ko "$line"
    done <"$tmp/found"
  else
    ok
  fi
  rm -f "$tmp/found"
}

# ---- a. no state in the library ------------------------------------------

# the C files of the library: every directory of src/ but the programs'
find src -type f \( -name '*.c' -o -name '*.h' \) ! -path 'src/cli/*' \
  ! -path 'src/wasm/*' |
  LC_ALL=C sort >"$tmp/c"
# (xargs: awk's FILENAME and FNR name each line; /dev/null for no file)
if xargs awk -f "$here/layout_state.awk" /dev/null <"$tmp/c" >"$tmp/found"
then
  report
else
  ko "the scan of the library's C failed (awk)"
fi

# ---- b. the solver and the languages stand below the walk ----------------

# resolve FROM NAME: the file an #include "NAME" of FROM means, if ours
resolve() {
  for cand in "$(dirname "$1")/$2" "include/$2" "src/$2" "include/bao/$2"; do
    if [ -f "$cand" ]; then
      # shellcheck disable=SC2016  # the awk program
      printf '%s\n' "$cand" | awk '{ n = split($0, p, "/"); o = 0
        for (i = 1; i <= n; i++)
          if (p[i] == "..") o--; else if (p[i] != ".") q[++o] = p[i]
        s = q[1]; for (i = 2; i <= o; i++) s = s "/" q[i]; print s }'
      return
    fi
  done
}
walk_header() {
  case $1 in
  src/walk/* | */replay.h | replay.h | */kept.h | kept.h) return 0 ;;
  esac
  return 1
}
# reach ROOT FILE: every #include of FILE, and of what it includes, that
# names or leads to a walk header; the first step said as FILE:LINE
reach() {
  echo "$2" >>"$tmp/seen"
  grep -n '^[[:space:]]*#[[:space:]]*include[[:space:]]*["<]' "$2" |
    sed 's/^\([0-9]*\):.*include[[:space:]]*["<]\([^">]*\)[">].*/\1 \2/' \
      >"$tmp/inc.$$.$(wc -l <"$tmp/seen")"
  while read -r n name; do
    path=$(resolve "$2" "$name")
    if walk_header "${path:-$name}"; then
      echo "$2:$n: #include \"$name\": a header of the walk (${path:-$name}), which $1 must not reach"
    elif [ -n "$path" ] && ! grep -qx "$path" "$tmp/seen"; then
      reach "$1" "$path"
    fi
  done <"$tmp/inc.$$.$(wc -l <"$tmp/seen")"
}
for root in include/bao/solve.h src/base/i18n.h; do
  : >"$tmp/seen"
  if [ -f "$root" ]; then
    reach "$root" "$root" >>"$tmp/found"
  else
    echo "$root: missing" >>"$tmp/found"
  fi
done
report

# ---- c. docs/hacking.md's map of the sources is whole ----------------

awk '/^## / { on = /^## Layout/ } on' docs/hacking.md >"$tmp/layout"
[ -s "$tmp/layout" ] || echo "docs/hacking.md: no \"## Layout\" section" >>"$tmp/found"
find src include -type f \( -name '*.c' -o -name '*.h' -o -name '*.js' \
  -o -name '*.css' -o -name '*.mjs' -o -name '*.in' \) | LC_ALL=C sort |
  while IFS= read -r f; do
    # the name as a word of its own (not html.c in cli_html.c), alone or
    # at the end of a path
    re=$(basename "$f" | sed 's/[.]/[.]/g')
    grep -Eq "(^|[^A-Za-z0-9_-])$re([^A-Za-z0-9_]|\$)" "$tmp/layout" ||
      echo "$f: not named in docs/hacking.md's \"## Layout\""
  done >>"$tmp/found"
report

# ---- e. every cmocka test takes case names (tests/test_run.h) -----------

# a main that runs cmocka's group directly ignores its arguments: a case
# named on the command line would run every case and pass
grep -l 'cmocka_run_group_tests' tests/test_*.c 2>/dev/null |
  sed 's|$|: runs cmocka_run_group_tests itself, not ts_run (tests/test_run.h)|' \
    >>"$tmp/found"
report

# ---- f. every #include crosses the layers as tests/layers.txt allows -----

table=$here/layers.txt
# the table as lines: "may FROM TO", "header NAME FOLDER", "generated
# NAME FOLDER"; its own mistakes said at its line
awk -v t="$table" '
  /^[[:space:]]*(#|$)/ { next }
  $1 == "may" && $2 ~ /:$/ { f = substr($2, 1, length($2) - 1)
    print "layer", f; for (i = 3; i <= NF; i++) print "may", f, $i; next }
  ($1 == "header" || $1 == "generated") && NF == 3 { print; next }
  { print t ":" FNR ": not a line of the table: " $0 > "/dev/stderr" }
' "$table" >"$tmp/table" 2>>"$tmp/found"
# folder FILE: the layer FILE is in (its folder under src/, the folder
# of the installed header), or nothing
folder() {
  case $1 in
  include/bao/*) awk -v n="${1#include/bao/}" '$1 == "header" && $2 == n { print $3 }' "$tmp/table" ;;
  src/*/*) f=${1#src/}; echo "${f%%/*}" ;;
  esac
}
find src include -type f \( -name '*.c' -o -name '*.h' -o -name '*.in' \) |
  LC_ALL=C sort >"$tmp/all"
while IFS= read -r f; do
  from=$(folder "$f")
  if [ -z "$from" ] || ! grep -qx "layer $from" "$tmp/table"; then
    echo "$f: in no layer of tests/layers.txt${from:+ (no \"may $from:\" line)}"
    continue
  fi
  grep -n '^[[:space:]]*#[[:space:]]*include[[:space:]]*"' "$f" |
    sed 's/^\([0-9]*\):.*include[[:space:]]*"\([^"]*\)".*/\1 \2/' >"$tmp/inc"
  while read -r n name; do
    path=$(resolve "$f" "$name")
    if [ -n "$path" ]; then
      to=$(folder "$path")
    else
      to=$(awk -v n="$name" '$1 == "generated" && $2 == n { print $3 }' "$tmp/table")
      path="generated $name"
    fi
    if [ -z "$to" ] && [ "$path" = "generated $name" ]; then
      echo "$f:$n: #include \"$name\": no file of the tree, no generated file of tests/layers.txt"
    elif [ -z "$to" ]; then
      echo "$f:$n: #include \"$name\": $path is in no layer of tests/layers.txt"
    elif [ "$to" != "$from" ] && ! grep -qx "may $from $to" "$tmp/table"; then
      echo "$f:$n: #include \"$name\": $from -> $to ($path), an edge tests/layers.txt does not allow"
    fi
  done <"$tmp/inc"
done <"$tmp/all" >>"$tmp/found"
report

# the layers make no cycle: tsort orders them, or names a loop
awk '$1 == "may" { print $3, $2 } $1 == "layer" { print $2, $2 }' \
  "$tmp/table" >"$tmp/edges"
if ! tsort "$tmp/edges" >/dev/null 2>"$tmp/loop"; then
  echo "tests/layers.txt: the layers make a cycle: $(grep -v 'input contains a loop' "$tmp/loop" | sed 's/^tsort: //' | awk '!s[$0]++' | tr '\n' ' ')" >>"$tmp/found"
fi
report

# ---- h. comments say why, not which issue --------------------------------

# an issue number tells a reader of the code nothing the code can show
grep -rnE '[Ii]ssues? ?#?[0-9]+' src include 2>/dev/null |
  sed 's/^\([^:]*:[0-9]*\):.*/\1: cites an issue number; say the reason instead/' \
    >>"$tmp/found"
report

# ---- g. the command includes only the library's public headers ----------

for f in src/cli/*.c src/cli/*.h; do
  grep -n '^[[:space:]]*#[[:space:]]*include[[:space:]]*"' "$f" |
    sed 's/^\([0-9]*\):[^"]*"\([^"]*\)".*/\1 \2/' |
    while read -r n name; do
      case $name in
      bao/*.h) [ -f "include/$name" ] ||
        echo "$f:$n: #include \"$name\": no such public header in include/bao/" ;;
      cli*.h) [ -f "src/cli/$name" ] ||
        echo "$f:$n: #include \"$name\": not a header of src/cli/" ;;
      bao_engine.h) ;;
      *) echo "$f:$n: #include \"$name\": the library's insides; the command may include bao/*.h only" ;;
      esac
    done
done >>"$tmp/found"
report

# ---- d. the library without the command ----------------------------------

lib=${build:+$build/layout}
if [ -z "$lib" ] || [ ! -s "$lib/sources" ]; then
  skip "the library without src/cli/: needs BUILD_DIR (with layout/sources)"
  summary
fi
grep -n 'src/cli/' "$lib/sources" |
  sed "s|^\([0-9]*\):\(.*\)|$lib/sources:\1: \2: a source of the command in the library|" \
    >>"$tmp/found"
set --
while IFS= read -r d; do [ -z "$d" ] || set -- "$@" "-I$d"; done <"$lib/includes"
while IFS= read -r d; do [ -z "$d" ] || set -- "$@" "-D$d"; done <"$lib/defines"
cc=$(cat "$lib/cc")
grep '\.c$' "$lib/sources" | while IFS= read -r src; do
  # -MM: the headers it includes but the system's; -MG: the generated
  # ones may not be there yet
  if ! "$cc" -std=c11 -MM -MG "$@" "$src" >"$tmp/deps" 2>"$tmp/err"; then
    echo "$src: $cc -MM failed: $(grep -m 1 error "$tmp/err" || head -n 1 "$tmp/err")"
    continue
  fi
  tr ' \\' '\n\n' <"$tmp/deps" | grep '\.h$' | while IFS= read -r h; do
    case $(realpath -m --relative-to="$top" "$h") in
    src/cli/*) echo "$src: includes $h, of the command" ;;
    esac
  done
done >>"$tmp/found"
report
summary
