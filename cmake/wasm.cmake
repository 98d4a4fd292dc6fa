# wasm.cmake - the engine in WebAssembly (-DBAO_WASM=ON): BUILD/wasm/bao.wasm
# and the ES module that loads it, BUILD/wasm/bao.mjs (src/wasm/).
#
# Built by clang for wasm32-wasi against wasi-libc (Debian: clang, lld,
# wasi-libc, libclang-rt-14-dev-wasm32), in one command, whatever the
# compiler of the rest of the build: CMake has one C compiler per project,
# and this is another target.  Only the pure engine goes in (positions,
# rules, moves, sowing, events, status, perft, the solver) with the entry
# points of src/wasm/bao_wasm.c, and the sentences a move is told in
# (src/views/annotate_say.h, through src/wasm/bao_tell.c, with the plural
# rule of BAO_TELL_SOURCES); nothing else in the build needs it.
#
# The module imports nothing: it is linked as a reactor (no main; its
# _initialize runs the C constructors), and with the printf of wasi-libc
# that formats long doubles too, since the default one reports that it
# cannot on standard error, which would import WASI's file functions.

set(BAO_WASM_CC "" CACHE FILEPATH "clang for the WebAssembly build")
set(BAO_WASI_SYSROOT "/usr" CACHE PATH
  "wasi-libc's root (include/wasm32-wasi, lib/wasm32-wasi)")
if(NOT BAO_WASM_CC)
  find_program(BAO_WASM_CC_FOUND NAMES clang clang-14)
  if(NOT BAO_WASM_CC_FOUND)
    message(FATAL_ERROR "BAO_WASM: clang not found (Debian: apt-get install "
      "clang lld wasi-libc libclang-rt-14-dev-wasm32), or set BAO_WASM_CC")
  endif()
  set(BAO_WASM_CC ${BAO_WASM_CC_FOUND})
endif()
if(NOT EXISTS ${BAO_WASI_SYSROOT}/lib/wasm32-wasi/libc.a)
  message(FATAL_ERROR "BAO_WASM: no wasi-libc in ${BAO_WASI_SYSROOT} "
    "(Debian: apt-get install wasi-libc), or set BAO_WASI_SYSROOT")
endif()
execute_process(COMMAND ${BAO_WASM_CC} --target=wasm32-wasi
  -print-libgcc-file-name OUTPUT_VARIABLE bao_wasm_rt
  OUTPUT_STRIP_TRAILING_WHITESPACE RESULT_VARIABLE bao_wasm_rc)
if(NOT bao_wasm_rc EQUAL 0 OR NOT EXISTS "${bao_wasm_rt}")
  message(FATAL_ERROR "BAO_WASM: clang has no runtime for wasm32 "
    "(${bao_wasm_rt}; Debian: apt-get install libclang-rt-14-dev-wasm32)")
endif()
execute_process(COMMAND ${BAO_WASM_CC} --target=wasm32-wasi
  -print-prog-name=wasm-ld OUTPUT_VARIABLE bao_wasm_ld
  OUTPUT_STRIP_TRAILING_WHITESPACE)
if(NOT IS_ABSOLUTE "${bao_wasm_ld}" OR NOT EXISTS "${bao_wasm_ld}")
  message(FATAL_ERROR "BAO_WASM: clang finds no wasm-ld (Debian: apt-get "
    "install lld)")
endif()

set(BAO_WASM_SOURCES ${BAO_ENGINE_SOURCES} ${BAO_TELL_SOURCES}
  src/wasm/bao_wasm.c src/wasm/bao_tell.c)
list(TRANSFORM BAO_WASM_SOURCES PREPEND ${PROJECT_SOURCE_DIR}/)
file(GLOB_RECURSE bao_wasm_headers CONFIGURE_DEPENDS
  ${PROJECT_SOURCE_DIR}/include/*.h ${PROJECT_SOURCE_DIR}/src/*.h)

# -O2 with link-time optimisation: as fast as -O3 and smaller; perft is
# 1.1 to 1.3 times slower than the native -O3 build (README).  1 MB of
# stack: perft and the solver recurse with a move list per ply.
set(BAO_WASM_FLAGS -std=c11 -O2 -flto -Wall -Wextra -Wpedantic -Wshadow
  -Wstrict-prototypes -Wmissing-prototypes -Wformat=2 -Wvla)
if(BAO_WERROR)
  list(APPEND BAO_WASM_FLAGS -Werror)
endif()
set(BAO_WASM_DIR ${PROJECT_BINARY_DIR}/wasm)
add_custom_command(
  OUTPUT ${BAO_WASM_DIR}/bao.wasm
  COMMAND ${CMAKE_COMMAND} -E make_directory ${BAO_WASM_DIR}
  COMMAND ${BAO_WASM_CC} --target=wasm32-wasi --sysroot=${BAO_WASI_SYSROOT}
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
  OUTPUT ${BAO_WASM_DIR}/bao.mjs
  COMMAND ${CMAKE_COMMAND} -E copy ${PROJECT_SOURCE_DIR}/src/wasm/bao.mjs
          ${BAO_WASM_DIR}/bao.mjs
  DEPENDS ${PROJECT_SOURCE_DIR}/src/wasm/bao.mjs
  VERBATIM)
add_custom_target(bao_wasm ALL
  DEPENDS ${BAO_WASM_DIR}/bao.wasm ${BAO_WASM_DIR}/bao.mjs)
