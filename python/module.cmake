# urikit._urikit, the pybind11 module over urikit's public API, for a build
# where the target urikit::urikit exists: python/CMakeLists.txt (setup.py's
# build, the wheel) and urikit's own build with URIKIT_BUILD_PYTHON_MODULE
# (the asan preset, whose tests run the Python contract tests in it).
find_package(Python 3.9 REQUIRED COMPONENTS Interpreter Development.Module)
find_package(pybind11 2.10 CONFIG REQUIRED)

pybind11_add_module(_urikit MODULE
  ${CMAKE_CURRENT_LIST_DIR}/src/bind_batch.cpp
  ${CMAKE_CURRENT_LIST_DIR}/src/bind_crawl.cpp
  ${CMAKE_CURRENT_LIST_DIR}/src/bind_dedup.cpp
  ${CMAKE_CURRENT_LIST_DIR}/src/bind_functions.cpp
  ${CMAKE_CURRENT_LIST_DIR}/src/bind_pattern.cpp
  ${CMAKE_CURRENT_LIST_DIR}/src/bind_uri.cpp
  ${CMAKE_CURRENT_LIST_DIR}/src/bind_search_params.cpp
  ${CMAKE_CURRENT_LIST_DIR}/src/bind_web.cpp
  ${CMAKE_CURRENT_LIST_DIR}/src/module.cpp
  ${CMAKE_CURRENT_LIST_DIR}/src/names.cpp
  ${CMAKE_CURRENT_LIST_DIR}/src/operations.cpp
  ${CMAKE_CURRENT_LIST_DIR}/src/py_text.cpp
  ${CMAKE_CURRENT_LIST_DIR}/src/text_signatures.cpp
)
target_link_libraries(_urikit PRIVATE urikit::urikit)
target_compile_features(_urikit PRIVATE cxx_std_20)
# urikit's own warnings (errors with -DURIKIT_WARNINGS_AS_ERRORS=ON, as CI builds it).
target_link_libraries(_urikit PRIVATE urikit_warnings)
# In a Debug build (the asan preset, which runs the contract tests in it)
# pybind11's templates take 2.5 times as long to compile at -O1 as at -O0,
# for nothing those tests need: -O0, and line tables for the reports.
if(CMAKE_BUILD_TYPE STREQUAL "Debug")
  target_compile_options(_urikit PRIVATE -O0 $<$<CXX_COMPILER_ID:Clang>:-gline-tables-only>)
endif()
