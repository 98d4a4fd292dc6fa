# wasm.cmake - the engine in WebAssembly: BUILD/wasm/bao.wasm and the ES
# module that loads it, BUILD/wasm/bao.mjs (src/wasm/), which the command
# embeds for the teaching page's "Try another move" (CMakeLists.txt).
#
# Built by clang for wasm32-wasi against wasi-libc (Debian: clang, lld,
# wasi-libc, libclang-rt-14-dev-wasm32), in one command, whatever the
# compiler of the rest of the build: CMake has one C compiler per project,
# and this is another target.  Only the pure engine goes in (positions,
# rules, moves, sowing, events, status, perft, the solver) with the entry
# points of src/wasm/bao_wasm.c, and the sentences a move is told in
# (src/views/annotate_say.c, through src/wasm/bao_tell.c, with the plural
# rule of BAO_TELL_SOURCES); nothing else in the build needs it.
#
# The module imports nothing: it is linked as a reactor (no main; its
# _initialize runs the C constructors), and with the printf of wasi-libc
# that formats long doubles too, since the default one reports that it
# cannot on standard error, which would import WASI's file functions.
#
# BAO_WASM says whether to build it: AUTO (the default) when the toolchain
# is here, ON always (configuring fails without it), OFF never.  The
# toolchain is probed quietly, every piece of it and then a real link, so
# that AUTO never gives a build that fails later; the configure output
# says in one line whether the pages get the engine, and why not.  Sets
# BAO_WASM_ENABLED (and, when it is, BAO_WASM_DIR and the target bao_wasm).

# What to install when a piece is missing, said by configure; bao --help
# without the engine names them too (src/cli/main.c), and the README's
# first command installs them: tests/first_command.sh checks both.
set(BAO_WASM_PACKAGES "clang lld wasi-libc libclang-rt-14-dev-wasm32")
set(BAO_WASM_CC "" CACHE FILEPATH "clang for the WebAssembly build")
set(BAO_WASI_SYSROOT "/usr" CACHE PATH
  "wasi-libc's root (include/wasm32-wasi, lib/wasm32-wasi)")

# BAO_WASM as AUTO, ON or OFF (CMake's other words for true and false
# too: it was a boolean option) into `out`.
function(bao_wasm_mode out)
  string(TOUPPER "${BAO_WASM}" v)
  if(v STREQUAL "AUTO")
    set(${out} AUTO PARENT_SCOPE)
  elseif(v MATCHES "^(ON|YES|TRUE|Y|1)$")
    set(${out} ON PARENT_SCOPE)
  elseif(v MATCHES "^(OFF|NO|FALSE|N|0|)$")
    set(${out} OFF PARENT_SCOPE)
  else()
    message(FATAL_ERROR "BAO_WASM is AUTO, ON or OFF, not '${BAO_WASM}'")
  endif()
endfunction()

# clang for wasm32-wasi into `cc` (empty when none), and what is missing
# of the toolchain into `why` ("" when nothing): each piece, so that one
# configure names all there is to install.
function(bao_wasm_probe cc why)
  set(missing "")
  set(clang "${BAO_WASM_CC}")
  if(NOT clang)
    find_program(BAO_WASM_CC_FOUND NAMES clang clang-14)
    if(BAO_WASM_CC_FOUND AND NOT EXISTS "${BAO_WASM_CC_FOUND}")
      unset(BAO_WASM_CC_FOUND CACHE) # removed since it was found
      find_program(BAO_WASM_CC_FOUND NAMES clang clang-14)
    endif()
    set(clang "${BAO_WASM_CC_FOUND}")
  endif()
  if(NOT clang OR NOT EXISTS "${clang}")
    if(BAO_WASM_CC)
      list(APPEND missing "no clang at ${BAO_WASM_CC}")
    else()
      list(APPEND missing "clang not found")
    endif()
    set(clang "")
  endif()
  if(NOT EXISTS "${BAO_WASI_SYSROOT}/lib/wasm32-wasi/libc.a")
    list(APPEND missing "wasi-libc not found in ${BAO_WASI_SYSROOT}")
  endif()
  if(clang)
    execute_process(COMMAND ${clang} --target=wasm32-wasi
      -print-libgcc-file-name OUTPUT_VARIABLE rt RESULT_VARIABLE rc
      OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
    if(NOT rc EQUAL 0 OR NOT EXISTS "${rt}")
      list(APPEND missing "clang has no wasm32 runtime (${rt})")
    endif()
    execute_process(COMMAND ${clang} --target=wasm32-wasi
      -print-prog-name=wasm-ld OUTPUT_VARIABLE ld
      OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
    if(NOT IS_ABSOLUTE "${ld}" OR NOT EXISTS "${ld}")
      list(APPEND missing "wasm-ld (lld) not found")
    endif()
  endif()
  if(NOT missing)
    bao_wasm_try_link("${clang}" failed)
    if(failed)
      list(APPEND missing "${failed}")
    endif()
  endif()
  string(REPLACE ";" ", " missing "${missing}")
  set(${cc} "${clang}" PARENT_SCOPE)
  set(${why} "${missing}" PARENT_SCOPE)
endfunction()

# Every piece is there: link a small reactor as the build will (a clang
# and a runtime of different versions fail only here).  `failed` is ""
# or why not, with the log's place.
function(bao_wasm_try_link clang failed)
  set(dir ${PROJECT_BINARY_DIR}/CMakeFiles/bao-wasm-probe)
  file(MAKE_DIRECTORY ${dir})
  file(WRITE ${dir}/probe.c
    "#include <stdio.h>\nint bao_probe(char *s, long double x);\n"
    "int bao_probe(char *s, long double x)\n"
    "{ return snprintf(s, 32, \"%Lg\", x); }\n")
  execute_process(COMMAND ${clang} --target=wasm32-wasi
    --sysroot=${BAO_WASI_SYSROOT} -O2 -mexec-model=reactor
    -Wl,--export=bao_probe -o ${dir}/probe.wasm ${dir}/probe.c
    -lc-printscan-long-double
    RESULT_VARIABLE rc OUTPUT_VARIABLE log ERROR_VARIABLE log)
  file(WRITE ${dir}/probe.log "${log}")
  if(rc EQUAL 0)
    set(${failed} "" PARENT_SCOPE)
  else()
    set(${failed} "clang cannot link for wasm32-wasi (${dir}/probe.log)"
      PARENT_SCOPE)
  endif()
endfunction()

# Decide, and say it: the configure output's one line about the engine
# (a warning when AUTO finds no toolchain: the pages lose a part).
bao_wasm_mode(bao_wasm_is)
set(BAO_WASM_ENABLED OFF)
set(bao_wasm_says "bao: the page's engine (WebAssembly)")
set(bao_wasm_without "pages without \"Try another move\" and hints")
if(bao_wasm_is STREQUAL "OFF")
  message(STATUS "${bao_wasm_says}: no: BAO_WASM=OFF; ${bao_wasm_without} "
    "(-DBAO_WASM=AUTO or ON builds it)")
  return()
endif()
bao_wasm_probe(bao_wasm_cc bao_wasm_why)
if(bao_wasm_why)
  string(CONCAT bao_wasm_fix "Debian: apt-get install ${BAO_WASM_PACKAGES}"
    ", then configure again; or set BAO_WASM_CC, BAO_WASI_SYSROOT")
  if(bao_wasm_is STREQUAL "ON")
    message(FATAL_ERROR "BAO_WASM=ON: ${bao_wasm_why} (${bao_wasm_fix})")
  endif()
  message(WARNING "${bao_wasm_says}: no: ${bao_wasm_why}; "
    "${bao_wasm_without} (${bao_wasm_fix})")
  return()
endif()
set(BAO_WASM_ENABLED ON)
message(STATUS "${bao_wasm_says}: yes (${bao_wasm_cc}, wasi-libc in "
  "${BAO_WASI_SYSROOT}; BAO_WASM=${bao_wasm_is})")

set(BAO_WASM_SOURCES ${BAO_ENGINE_SOURCES} ${BAO_TELL_SOURCES}
  src/wasm/bao_wasm.c src/wasm/bao_tell.c
  # the tokens of each dialect (bao_outcome_token), for bao_wasm_spellings;
  # the token reader (PCRE2) stays out: link-time optimisation drops what
  # calls it
  src/notation/notation.c src/notation/dialect.c src/notation/token_span.c
  # the engine's judgement of a move played, for bao_wasm_judge
  src/analysis/engine_judge.c)
list(TRANSFORM BAO_WASM_SOURCES PREPEND ${PROJECT_SOURCE_DIR}/)
file(GLOB_RECURSE bao_wasm_headers CONFIGURE_DEPENDS
  ${PROJECT_SOURCE_DIR}/include/*.h ${PROJECT_SOURCE_DIR}/src/*.h)

# -Os with link-time optimisation: the module must stay under 150 KB (the
# page inlines it), and with the engine that plays (issue 28) -O2 made
# 154 KB; -Os makes 120 KB, its search 4% slower and perft 13% (measured
# in node on the 1994 game's positions and perft 10; README).  1 MB of
# stack: perft and the solver recurse with a move list per ply.
set(BAO_WASM_FLAGS -std=c11 -Os -flto -Wall -Wextra -Wpedantic -Wshadow
  -Wstrict-prototypes -Wmissing-prototypes -Wformat=2 -Wvla)
if(BAO_WERROR)
  list(APPEND BAO_WASM_FLAGS -Werror)
endif()
set(BAO_WASM_DIR ${PROJECT_BINARY_DIR}/wasm)
add_custom_command(
  OUTPUT ${BAO_WASM_DIR}/bao.wasm
  COMMAND ${CMAKE_COMMAND} -E make_directory ${BAO_WASM_DIR}
  COMMAND ${bao_wasm_cc} --target=wasm32-wasi --sysroot=${BAO_WASI_SYSROOT}
          ${BAO_WASM_FLAGS} -I${PROJECT_SOURCE_DIR}/include
          -I${PROJECT_SOURCE_DIR}/src -I${BAO_GENERATED_DIR}
          -mexec-model=reactor -Wl,--strip-all -Wl,-z,stack-size=1048576
          -o ${BAO_WASM_DIR}/bao.wasm ${BAO_WASM_SOURCES}
          -lc-printscan-long-double
  DEPENDS ${BAO_WASM_SOURCES} ${bao_wasm_headers}
          ${BAO_GENERATED_DIR}/bao_version.h
  COMMENT "Building the engine in WebAssembly (wasm/bao.wasm)"
  VERBATIM)
add_custom_command(
  OUTPUT ${BAO_WASM_DIR}/bao.mjs ${BAO_WASM_DIR}/bao-node.mjs
  COMMAND ${CMAKE_COMMAND} -E copy ${PROJECT_SOURCE_DIR}/src/wasm/bao.mjs
          ${PROJECT_SOURCE_DIR}/src/wasm/bao-node.mjs ${BAO_WASM_DIR}
  DEPENDS ${PROJECT_SOURCE_DIR}/src/wasm/bao.mjs
          ${PROJECT_SOURCE_DIR}/src/wasm/bao-node.mjs
  VERBATIM)
add_custom_target(bao_wasm ALL
  DEPENDS ${BAO_WASM_DIR}/bao.wasm ${BAO_WASM_DIR}/bao.mjs
          ${BAO_WASM_DIR}/bao-node.mjs)
