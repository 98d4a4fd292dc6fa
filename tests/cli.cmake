# Runs one command-line case: the bao binary (BIN) with the arguments of
# CASE.args (one per line), then compares standard output with CASE.out,
# the exit status with CASE.code (default 0), and requires each line of
# CASE.has to appear in standard output and each line of CASE.err in
# standard error.
file(STRINGS "${CASE}.args" args ENCODING UTF-8)
execute_process(COMMAND "${BIN}" ${args}
  RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
set(want_code 0)
if(EXISTS "${CASE}.code")
  file(STRINGS "${CASE}.code" want_code)
endif()
if(NOT code STREQUAL want_code)
  message(FATAL_ERROR "exit status ${code}, expected ${want_code}\nstderr:\n${err}")
endif()
if(EXISTS "${CASE}.out")
  file(READ "${CASE}.out" want_out)
  if(NOT out STREQUAL want_out)
    message(FATAL_ERROR "standard output differs.\n--- expected\n${want_out}--- got\n${out}")
  endif()
endif()
# Each line of `file` must appear in `text`.  Semicolons would split CMake
# lists, so both sides trade them for a placeholder first.
function(require_lines file text what)
  file(READ "${file}" content)
  string(REPLACE ";" "<semicolon>" content "${content}")
  string(REPLACE ";" "<semicolon>" text "${text}")
  string(REPLACE "\n" ";" needles "${content}")
  foreach(n IN LISTS needles)
    if(n STREQUAL "")
      continue()
    endif()
    string(FIND "${text}" "${n}" at)
    if(at EQUAL -1)
      message(FATAL_ERROR "${what} lacks '${n}':\n${text}")
    endif()
  endforeach()
endfunction()

if(EXISTS "${CASE}.has")
  require_lines("${CASE}.has" "${out}" "standard output")
endif()
if(EXISTS "${CASE}.err")
  require_lines("${CASE}.err" "${err}" "standard error")
endif()
