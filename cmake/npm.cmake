# npm.cmake - the npm package of the engine in WebAssembly (npm/, issue
# 29): BUILD/bao-engine-VERSION.tgz, ready to publish, made by `npm pack`
# from a folder that gathers what the package holds: BUILD/wasm/bao.wasm
# and bao.mjs (cmake/wasm.cmake), npm/bao.d.ts and npm/README.md, the
# LICENSE, and package.json with the project's version (npm/package.json.in).
#
# Needs the engine (BAO_WASM_ENABLED) and npm; without npm it says so and
# is left out.  `npm pack` of a package without dependencies fetches
# nothing: it runs --offline, with a cache of its own in the build (its
# logs stay out of the user's ~/.npm).  Sets BAO_NPM_TARBALL and the
# target bao_npm (built by default, so that the tests find the tarball).
find_program(BAO_NPM npm)
if(NOT BAO_NPM)
  message(STATUS "bao: the npm package: no (npm not found)")
  return()
endif()
set(BAO_NPM_DIR ${PROJECT_BINARY_DIR}/npm/bao-engine)
set(BAO_NPM_TARBALL ${PROJECT_BINARY_DIR}/bao-engine-${PROJECT_VERSION}.tgz)
configure_file(${PROJECT_SOURCE_DIR}/npm/package.json.in
  ${BAO_NPM_DIR}/package.json @ONLY)
set(bao_npm_files ${BAO_WASM_DIR}/bao.wasm ${BAO_WASM_DIR}/bao.mjs
  ${BAO_WASM_DIR}/bao-node.mjs ${PROJECT_SOURCE_DIR}/npm/bao.cjs
  ${PROJECT_SOURCE_DIR}/npm/bao.d.ts ${PROJECT_SOURCE_DIR}/npm/bao.d.cts
  ${PROJECT_SOURCE_DIR}/npm/README.md ${PROJECT_SOURCE_DIR}/LICENSE)
add_custom_command(
  OUTPUT ${BAO_NPM_TARBALL}
  COMMAND ${CMAKE_COMMAND} -E copy ${bao_npm_files} ${BAO_NPM_DIR}
  COMMAND ${BAO_NPM} pack --offline --silent
          --cache ${PROJECT_BINARY_DIR}/npm/cache
          --pack-destination ${PROJECT_BINARY_DIR}
  WORKING_DIRECTORY ${BAO_NPM_DIR}
  DEPENDS ${bao_npm_files} ${BAO_NPM_DIR}/package.json
  COMMENT "Packing the npm package (bao-engine-${PROJECT_VERSION}.tgz)"
  VERBATIM)
add_custom_target(bao_npm ALL DEPENDS ${BAO_NPM_TARBALL})
add_dependencies(bao_npm bao_wasm)
message(STATUS "bao: the npm package: ${BAO_NPM_TARBALL}")
