// urikit tests: reading shared/data/crawler/*.tsv.
#include "crawl/crawler_vectors.hpp"

#include <cstdlib>
#include <fstream>
#include <utility>

#include <boost/test/unit_test.hpp>

namespace urikit::test {

std::string unescape_column(std::string const& c) {
    std::string out;
    for (std::size_t i = 0; i < c.size(); ++i) {
        if (c[i] != '\\' || i + 1 == c.size()) {
            out += c[i];
            continue;
        }
        char const e = c[++i];
        if (e == 't') out += '\t';
        else if (e == 'n') out += '\n';
        else if (e == 'r') out += '\r';
        else if (e == 'x' && i + 2 < c.size()) {
            out += static_cast<char>(std::stoi(c.substr(i + 1, 2), nullptr, 16));
            i += 2;
        } else out += e; // "\\"
    }
    return out;
}

std::optional<std::vector<crawler_vector>> load_crawler_vectors(std::string const& name) {
    char const* shared = std::getenv("URIKIT_SHARED_DATA");
    if (shared == nullptr) return std::nullopt;
    std::string const path = std::string(shared) + "/crawler/" + name;
    std::ifstream in(path, std::ios::binary);
    BOOST_REQUIRE_MESSAGE(in, "cannot read " << path);
    std::vector<crawler_vector> out;
    std::string line;
    for (std::size_t number = 1; std::getline(in, line); ++number) {
        if (line.empty() || line[0] == '#') continue;
        std::size_t const tab = line.find('\t');
        BOOST_REQUIRE_MESSAGE(tab != std::string::npos && line.find('\t', tab + 1) == std::string::npos,
                              path << ":" << number << ": not two columns");
        out.push_back({unescape_column(line.substr(0, tab)), unescape_column(line.substr(tab + 1)), number});
    }
    BOOST_REQUIRE_MESSAGE(!out.empty(), path << " has no vectors");
    return out;
}

std::optional<std::vector<std::vector<std::string>>> load_external_rows(std::string const& relative) {
    char const* shared = std::getenv("URIKIT_SHARED_DATA");
    if (shared == nullptr) return std::nullopt;
    std::string const path = std::string(shared) + "/external/" + relative;
    std::ifstream in(path, std::ios::binary);
    BOOST_REQUIRE_MESSAGE(in, "cannot read " << path);
    std::vector<std::vector<std::string>> rows;
    bool header = true;
    for (std::string line; std::getline(in, line);) {
        if (line.empty() || line[0] == '#') continue;
        if (std::exchange(header, false)) continue;
        std::vector<std::string> columns;
        for (std::size_t b = 0;;) {
            std::size_t const tab = line.find('\t', b);
            columns.push_back(line.substr(b, tab == std::string::npos ? std::string::npos : tab - b));
            if (tab == std::string::npos) break;
            b = tab + 1;
        }
        rows.push_back(std::move(columns));
    }
    BOOST_REQUIRE_MESSAGE(!rows.empty(), path << " has no rows");
    return rows;
}

} // namespace urikit::test
