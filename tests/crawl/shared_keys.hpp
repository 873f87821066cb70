// urikit tests: another party's key for every line of the four shared URL
// lists (../shared/data/external/<dir>/<prefix><list>.txt, one key a line,
// aligned with the list), for the tests that compare urikit with it.
#pragma once

#include <cstdlib>
#include <fstream>
#include <string>

#include <boost/test/unit_test.hpp>

#include "data_files.hpp"

namespace urikit::test {

// Calls check(line, key, where) for each line and its key; the count compared.
template <class Check>
std::size_t for_each_shared_key(std::string const& dir, std::string const& prefix, Check&& check) {
    char const* shared = std::getenv("URIKIT_SHARED_DATA");
    BOOST_TEST_REQUIRE(shared != nullptr);
    std::size_t compared = 0;
    for (auto const& file : load_data_files()) {
        if (file.name == "sample-urls.txt") continue;
        std::string const stem = file.name.substr(0, file.name.size() - 4);
        std::ifstream keys(std::string(shared) + "/external/" + dir + "/" + prefix + stem + ".txt", std::ios::binary);
        BOOST_TEST_REQUIRE(static_cast<bool>(keys), "no keys for " << file.name << " in " << dir);
        for (std::size_t i = 0; i < file.lines.size(); ++i) {
            std::string key;
            BOOST_TEST_REQUIRE(static_cast<bool>(std::getline(keys, key)), file.name << " has more lines than its keys");
            check(file.lines[i], key, file.name + ":" + std::to_string(i + 1));
            ++compared;
        }
        std::string extra;
        BOOST_TEST(!std::getline(keys, extra), file.name << " has fewer lines than its keys");
    }
    return compared;
}

} // namespace urikit::test
