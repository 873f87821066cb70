// urikit's headers are C++20; a C++17 build is told so by its first error
// (include/urikit/config.hpp), not left with pages of errors about concepts.
// expect: urikit needs C\+\+20
// misuse-std: c++17
#include <urikit/urikit.hpp>

int main() { return urikit::max_input_size > 0 ? 0 : 1; }
