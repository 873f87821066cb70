// urikit tests: the URL lists the data-driven tests read.
#pragma once

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

} // namespace urikit::test
