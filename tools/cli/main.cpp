// urikit CLI entry point (SPEC.md, "The command-line contract").
#include "cli.hpp"

int main(int argc, char** argv) { return urikit::cli::run(argc, argv, stdin, stdout, stderr); }
