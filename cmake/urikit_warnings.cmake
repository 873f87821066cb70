# Warnings for urikit's own targets (linked PRIVATE; never forced on users).
add_library(urikit_warnings INTERFACE)
target_compile_options(urikit_warnings INTERFACE
  -Wall -Wextra -Wpedantic -Wconversion -Wsign-conversion -Wshadow
  -Wnon-virtual-dtor -Wold-style-cast -Wcast-align -Wunused -Woverloaded-virtual
  -Wnull-dereference -Wdouble-promotion -Wformat=2 -Wimplicit-fallthrough)
if(URIKIT_WARNINGS_AS_ERRORS)
  target_compile_options(urikit_warnings INTERFACE -Werror)
endif()
