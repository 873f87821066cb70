// urikit tests: src/rfc3986/normalize_host.cpp, a host normalized by its
// kind (RFC 3986 §6.2.2.1, RFC 5952), within its bound, on every data line.
#include <string>
#include <string_view>

#include <boost/test/unit_test.hpp>

#include <urikit/parse.hpp>

#include "data_files.hpp"
#include "src/rfc3986/normalize_host.hpp"

namespace {

std::string normalized(std::string_view text) {
    auto const u = urikit::parse_uri_reference(text);
    BOOST_REQUIRE(u.has_value());
    std::string out(urikit::detail::normalized_host_bound(u->host().size(), u->host_kind()), '\0');
    char* const e = urikit::detail::write_normalized_host(out.data(), u->host(), u->host_kind());
    out.resize(static_cast<std::size_t>(e - out.data()));
    return out;
}

} // namespace

BOOST_AUTO_TEST_SUITE(normalize_host)

BOOST_AUTO_TEST_CASE(each_kind_is_written_in_its_normal_form) {
    BOOST_TEST(normalized("//Ex%7eAmple.COM%2f") == "ex~ample.com%2F", "reg-name: case and percent-encoding");
    BOOST_TEST(normalized("//%C3%A9.com") == "%C3%A9.com");
    BOOST_TEST(normalized("//192.168.0.1") == "192.168.0.1");
    BOOST_TEST(normalized("//[2001:DB8:0:0:0:0:0:1]") == "[2001:db8::1]", "RFC 5952");
    BOOST_TEST(normalized("//[::FFFF:1.2.3.4]") == "[::ffff:1.2.3.4]");
    BOOST_TEST(normalized("//[v1F.AbC:d]") == "[v1f.abc:d]", "IPvFuture lowercase");
}

BOOST_AUTO_TEST_CASE(encoded_non_ascii_is_what_needs_idna) {
    using urikit::detail::has_encoded_non_ascii;
    BOOST_TEST(has_encoded_non_ascii("%C3%A9.com"));
    BOOST_TEST(has_encoded_non_ascii("a%80"));
    BOOST_TEST(!has_encoded_non_ascii("a%7F%41"));
    BOOST_TEST(!has_encoded_non_ascii("a%C"), "a truncated triplet");
    BOOST_TEST(!has_encoded_non_ascii(""));
}

BOOST_AUTO_TEST_CASE(the_written_host_stays_within_its_bound_and_is_a_fixed_point) {
    std::size_t checked = 0;
    for (auto const& file : urikit::test::load_data_files()) {
        for (auto const& line : file.lines) {
            auto const u = urikit::parse_uri_reference(line);
            if (!u || !u->has_authority()) continue;
            std::string const once = normalized(line);
            BOOST_TEST_REQUIRE(once.size() <= urikit::detail::normalized_host_bound(u->host().size(), u->host_kind()));
            BOOST_TEST_REQUIRE(normalized("//" + once) == once, line);
            ++checked;
        }
    }
    BOOST_TEST(checked > urikit::test::lines_at_least(1000));
}

BOOST_AUTO_TEST_SUITE_END()
