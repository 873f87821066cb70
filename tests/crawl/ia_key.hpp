// urikit tests: the Internet Archive's key as the tests of src/crawl/ia_*.cpp
// ask for it.
#pragma once

#include <string>
#include <string_view>
#include <utility>

#include <boost/test/unit_test.hpp>

#include <urikit/crawl.hpp>

namespace urikit::test {

// The surt_options for the keyword arguments of a row ("with_scheme=True trailing_comma=True ...").
inline urikit::surt_options options_of(std::string const& keywords) {
    urikit::surt_options o;
    auto const has = [&](char const* k) { return keywords.find(k) != std::string::npos; };
    o.scheme = has("with_scheme=True");
    o.trailing_comma = has("trailing_comma=True");
    o.reverse_ipv4 = !has("reverse_ipaddr=False");
    o.strip_www = !has("host_massage=False");
    o.lowercase_query = !has("query_lowercase=False");
    return o;
}

inline std::string key_of(std::string_view url, urikit::surt_options const& o = {}) {
    auto r = urikit::surt(url, o);
    BOOST_REQUIRE_MESSAGE(r.has_value(), "refused: " << url << " (" << urikit::name(r.error().code) << ")");
    return std::move(r).value();
}

} // namespace urikit::test
