#include "data_files.hpp"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include <boost/test/unit_test.hpp>

namespace urikit::test {

namespace {

data_file read_lines(std::filesystem::path const& p) {
    data_file f;
    f.name = p.filename().string();
    std::ifstream in(p, std::ios::binary);
    BOOST_REQUIRE_MESSAGE(in, "cannot read " << p);
    std::string line;
    while (std::getline(in, line)) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        f.lines.push_back(line);
    }
    return f;
}

} // namespace

std::vector<data_file> load_data_files() {
    std::vector<data_file> files;
    char const* sample = std::getenv("URIKIT_SAMPLE");
    BOOST_REQUIRE_MESSAGE(sample != nullptr, "URIKIT_SAMPLE is not set (run the tests through ctest)");
    files.push_back(read_lines(sample));
    if (char const* shared = std::getenv("URIKIT_SHARED_DATA")) {
        std::vector<std::filesystem::path> paths;
        for (auto const& entry : std::filesystem::directory_iterator(shared)) {
            if (entry.path().extension() == ".txt") paths.push_back(entry.path());
        }
        std::sort(paths.begin(), paths.end());
        BOOST_REQUIRE_MESSAGE(!paths.empty(), "no *.txt in URIKIT_SHARED_DATA=" << shared);
        for (auto const& p : paths) files.push_back(read_lines(p));
    }
    return files;
}

std::vector<std::vector<std::string>> read_tsv(std::string const& name, std::size_t columns) {
    std::ifstream in(std::string(URIKIT_TEST_DATA "/") + name);
    BOOST_REQUIRE_MESSAGE(in, "cannot read " << name);
    std::vector<std::vector<std::string>> rows;
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        std::vector<std::string> fields;
        for (std::size_t b = 0;;) {
            std::size_t const e = line.find('\t', b);
            fields.push_back(line.substr(b, e - b));
            if (e == std::string::npos) break;
            b = e + 1;
        }
        BOOST_REQUIRE_MESSAGE(fields.size() == columns, name << ": " << line);
        rows.push_back(std::move(fields));
    }
    return rows;
}

std::size_t lines_at_least(std::size_t with_shared, std::size_t with_sample) {
    return std::getenv("URIKIT_SHARED_DATA") != nullptr ? with_shared : with_sample;
}

} // namespace urikit::test
