// urikit tests: the URL lists the data-driven tests read.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace urikit::test {

struct data_file {
    std::string name;               // e.g. "kasztp.txt"
    std::vector<std::string> lines; // one input per line, "\n" / "\r\n" stripped
};

// The bundled sample (data/sample-urls.txt, always) plus every *.txt of
// shared/data when the build found it (environment URIKIT_SAMPLE and
// URIKIT_SHARED_DATA, set by ctest). Fails the calling test if the sample
// cannot be read.
std::vector<data_file> load_data_files();

// How many of the data lines a test over them should at least get through
// (to prove it ran over them): `with_shared` when the shared lists are
// there (they hold 109,597 lines), else `with_sample` (the bundled sample
// holds 535).
std::size_t lines_at_least(std::size_t with_shared, std::size_t with_sample = 300);

// The rows of a TAB-separated table in the tree (URIKIT_TEST_DATA "/" +
// `name`): its fields, each row required to have `columns` of them; empty
// lines and "#" comments skipped. Fails the calling test when the file
// cannot be read.
std::vector<std::vector<std::string>> read_tsv(std::string const& name, std::size_t columns);

} // namespace urikit::test
