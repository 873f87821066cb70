// urikit tests: Boost.JSON compiled here, header-only (this file only).
#include "web/wpt_data.hpp"

#include <cstdlib>
#include <fstream>
#include <sstream>

#include <boost/json/src.hpp>
#include <boost/test/unit_test.hpp>

namespace urikit::test {

std::optional<boost::json::value> load_wpt(std::string const& name) {
    char const* shared = std::getenv("URIKIT_SHARED_DATA");
    if (shared == nullptr) return std::nullopt;
    std::string const path = std::string(shared) + "/wpt/" + name;
    std::ifstream in(path, std::ios::binary);
    BOOST_REQUIRE_MESSAGE(in, "cannot read " << path);
    std::stringstream text;
    text << in.rdbuf();
    return boost::json::parse(text.str());
}

std::string str(boost::json::value const& v) {
    if (!v.is_string()) return {};
    auto const& s = v.get_string();
    return std::string(s.data(), s.size());
}

} // namespace urikit::test
