# pot.cmake - regenerates po/bao.pot, the template of every translation,
# from the sources po/POTFILES.in lists:
#
#   cmake -DXGETTEXT=<xgettext> -DSOURCE_DIR=<top> -DVERSION=<v>
#         -DWORK_DIR=<build dir> [-DCHECK=1] -P pot.cmake
#
# (the build target `pot`).  With CHECK=1 it only says whether po/bao.pot
# is up to date, and fails if it is not (the test pot_current).  The
# creation date xgettext writes is left out of the comparison, and the
# file is not rewritten when nothing else changed: the template is new
# only when its messages are.

if(NOT XGETTEXT OR NOT SOURCE_DIR OR NOT VERSION OR NOT WORK_DIR)
  message(FATAL_ERROR "usage: cmake -DXGETTEXT=<xgettext> -DSOURCE_DIR=<dir> "
    "-DVERSION=<v> -DWORK_DIR=<dir> [-DCHECK=1] -P pot.cmake")
endif()

set(pot "${SOURCE_DIR}/po/bao.pot")
file(STRINGS "${SOURCE_DIR}/po/POTFILES.in" sources REGEX "^[^#]")
string(RANDOM LENGTH 8 tag)
set(fresh "${WORK_DIR}/bao.pot.${tag}")
execute_process(
  COMMAND "${XGETTEXT}" --keyword=_ --keyword=N_ --from-code=UTF-8
          --add-comments=TRANSLATORS --add-location=file --package-name=bao
          --package-version=${VERSION}
          "--copyright-holder=the bao authors" --output=${fresh} ${sources}
  WORKING_DIRECTORY "${SOURCE_DIR}"
  RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  file(REMOVE "${fresh}")
  message(FATAL_ERROR "xgettext failed")
endif()

# The text of a template without its creation date.
function(undated file out)
  set(text "")
  if(EXISTS "${file}")
    file(READ "${file}" text)
    string(REGEX REPLACE "\"POT-Creation-Date: [^\"]*\"\n" "" text "${text}")
  endif()
  set(${out} "${text}" PARENT_SCOPE)
endfunction()

undated("${pot}" old)
undated("${fresh}" new)
if(old STREQUAL new)
  file(REMOVE "${fresh}")
  message(STATUS "po/bao.pot is up to date")
elseif(CHECK)
  file(REMOVE "${fresh}")
  message(FATAL_ERROR "po/bao.pot is not up to date with the sources: "
    "cmake --build BUILD --target pot, then msgmerge every po/LL.po")
else()
  execute_process(COMMAND "${CMAKE_COMMAND}" -E copy "${fresh}" "${pot}")
  file(REMOVE "${fresh}")
  message(STATUS "po/bao.pot regenerated: msgmerge --update po/LL.po "
    "po/bao.pot for every language, and translate what is new")
endif()
