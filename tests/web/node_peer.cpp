// urikit tests: running Node.js scripts as a differential peer.
#include "web/node_peer.hpp"

#include <cstdio>
#include <cstdlib>
#include <fstream>

#include <unistd.h>

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <boost/test/unit_test.hpp>

namespace urikit::test {

bool node_available() { return std::string(URIKIT_NODE).size() > 0; }

std::vector<boost::json::value> run_node(std::string const& script, std::vector<boost::json::value> const& inputs) {
    std::string const dir = std::string(std::getenv("TMPDIR") ? std::getenv("TMPDIR") : "/tmp");
    std::string const in_path = dir + "/urikit_node_in." + std::to_string(::getpid());
    std::string const out_path = dir + "/urikit_node_out." + std::to_string(::getpid());
    {
        std::ofstream in(in_path, std::ios::binary);
        for (boost::json::value const& v : inputs) in << boost::json::serialize(v) << '\n';
    }
    std::string const cmd = std::string("'") + URIKIT_NODE + "' '" + URIKIT_TEST_SOURCE + "/web/" + script + "' < '" +
                            in_path + "' > '" + out_path + "'";
    int const status = std::system(cmd.c_str());
    std::remove(in_path.c_str());
    BOOST_REQUIRE_MESSAGE(status == 0, "node failed: " << cmd);
    std::ifstream out(out_path, std::ios::binary);
    std::vector<boost::json::value> lines;
    for (std::string line; std::getline(out, line);) lines.push_back(boost::json::parse(line));
    std::remove(out_path.c_str());
    BOOST_REQUIRE_EQUAL(lines.size(), inputs.size());
    return lines;
}

} // namespace urikit::test
