# The header-only libraries of the WebAssembly build, from Debian's headers (web/README.md): each
# through a folder that holds only that library, since /usr/include itself would put glibc's
# headers before emscripten's; fmt header-only (FMT_HEADER_ONLY).
set(F3GO_WASM_INCLUDE ${CMAKE_BINARY_DIR}/wasm_include)
file(MAKE_DIRECTORY ${F3GO_WASM_INCLUDE})
foreach(library fmt nlohmann boost)
  if(NOT EXISTS /usr/include/${library})
    message(FATAL_ERROR "The WebAssembly build needs /usr/include/${library} (scripts/setup.sh installs it)")
  endif()
  file(CREATE_LINK /usr/include/${library} ${F3GO_WASM_INCLUDE}/${library} SYMBOLIC)
endforeach()

add_library(f3go_wasm_headers INTERFACE)
target_include_directories(f3go_wasm_headers SYSTEM INTERFACE ${F3GO_WASM_INCLUDE})
add_library(fmt::fmt ALIAS f3go_wasm_headers)
add_library(nlohmann_json::nlohmann_json ALIAS f3go_wasm_headers)
add_library(Boost::headers ALIAS f3go_wasm_headers)
target_compile_definitions(f3go_wasm_headers INTERFACE FMT_HEADER_ONLY)

# C++ exceptions carry every InputError to the API (emscripten leaves them off by default).
add_compile_options(-fexceptions)
add_link_options(-fexceptions)

# emscripten's JavaScript optimiser needs Debian's node-acorn, in /usr/share/nodejs: a Node that is
# not Debian's own does not look there.
if(EXISTS /usr/share/nodejs/acorn)
  set(CMAKE_CXX_LINKER_LAUNCHER ${CMAKE_COMMAND} -E env NODE_PATH=/usr/share/nodejs)
endif()
