// Each error kind with the byte offset where the input stopped being acceptable.
#include <boost/test/unit_test.hpp>

#include <sys/mman.h>

#include <string>

#include <urikit/parse.hpp>

using urikit::errc;

namespace {

enum class entry { reference, uri, absolute };

struct case_row {
    entry how;
    char const* input;
    errc code;
    std::uint32_t offset;
};

urikit::result<urikit::uri_view> run(entry how, std::string_view s) {
    switch (how) {
    case entry::uri: return urikit::parse_uri(s);
    case entry::absolute: return urikit::parse_absolute_uri(s);
    case entry::reference: break;
    }
    return urikit::parse_uri_reference(s);
}

case_row const rows[] = {
    // invalid_character: bytes no component may hold
    {entry::reference, "http://a b/", errc::invalid_character, 8},
    {entry::reference, "http://h/a\"b", errc::invalid_character, 10},
    {entry::reference, "http://h/\xC3\xA9", errc::invalid_character, 9},
    {entry::reference, "<http://h/>", errc::invalid_character, 0},
    {entry::reference, "http://h/p\\q", errc::invalid_character, 10},
    {entry::reference, "http://h/p?a|b", errc::invalid_character, 12},
    {entry::reference, "http://h/p\r", errc::invalid_character, 10},
    {entry::reference, " http://h/", errc::invalid_character, 0},
    // bad_pct_encoding: the offset of the '%'
    {entry::reference, "http://h/%zz", errc::bad_pct_encoding, 9},
    {entry::reference, "http://h/a%2", errc::bad_pct_encoding, 10},
    {entry::reference, "http://h/a%", errc::bad_pct_encoding, 10},
    {entry::reference, "http://h%2g/", errc::bad_pct_encoding, 8},
    {entry::reference, "http://h?%", errc::bad_pct_encoding, 9},
    {entry::reference, "#%0", errc::bad_pct_encoding, 1},
    // missing_scheme / invalid_scheme (URI entry points only)
    {entry::uri, "", errc::missing_scheme, 0},
    {entry::uri, "//h/p", errc::missing_scheme, 0},
    {entry::uri, "1a:b", errc::missing_scheme, 0},
    {entry::uri, "abc", errc::missing_scheme, 3},
    {entry::uri, "ab/c:d", errc::missing_scheme, 2},
    {entry::uri, "a_b:c", errc::invalid_scheme, 1},
    {entry::absolute, "/p", errc::missing_scheme, 0},
    // invalid_host
    {entry::reference, "http://a]/", errc::invalid_host, 8},
    {entry::reference, "http://a[b]/", errc::invalid_host, 8},
    {entry::reference, "http://a@b@c/", errc::invalid_host, 10},
    // invalid_ip_literal
    {entry::reference, "http://[::1", errc::invalid_ip_literal, 11},
    {entry::reference, "http://[]/", errc::invalid_ip_literal, 8},
    {entry::reference, "http://[::1x]/", errc::invalid_ip_literal, 11},
    {entry::reference, "http://[example.com]/", errc::invalid_ipv6, 9},
    {entry::reference, "http://[xyz]/", errc::invalid_ip_literal, 8},
    // invalid_ipv6
    {entry::reference, "http://[1:2:3:4:5:6:7:8:9]/", errc::invalid_ipv6, 25},
    {entry::reference, "http://[1::2::3]/", errc::invalid_ipv6, 13},
    {entry::reference, "http://[1:2:3]/", errc::invalid_ipv6, 13},
    {entry::reference, "http://[::1.2.3.256]/", errc::invalid_ipv6, 18},
    {entry::reference, "http://[12345::]/", errc::invalid_ipv6, 12},
    // invalid_ipvfuture
    {entry::reference, "http://[v1.]/", errc::invalid_ipvfuture, 11},
    {entry::reference, "http://[vx.y]/", errc::invalid_ipvfuture, 9},
    {entry::reference, "http://[v1x]/", errc::invalid_ipvfuture, 10},
    // invalid_port: the first byte that is not a digit (and not "/", "?", "#")
    {entry::reference, "http://a:8x/", errc::invalid_port, 10},
    {entry::reference, "http://a:x", errc::invalid_port, 9},
    {entry::reference, "http://a:80:81/", errc::invalid_port, 11},
    {entry::reference, "http://[::1]:-1/", errc::invalid_port, 13},
    {entry::reference, "//h:1.5", errc::invalid_port, 5},
    // invalid_path
    {entry::reference, "http://h/a[b", errc::invalid_path, 10},
    {entry::reference, "/a]", errc::invalid_path, 2},
    {entry::reference, "mailto:a[b", errc::invalid_path, 8},
    {entry::reference, "[", errc::invalid_path, 0},
    {entry::reference, "a/b[", errc::invalid_path, 3},
    // colon_in_first_segment
    {entry::reference, "1a:b", errc::colon_in_first_segment, 2},
    {entry::reference, "_:x", errc::colon_in_first_segment, 1},
    {entry::reference, "::", errc::colon_in_first_segment, 0},
    // invalid_query / invalid_fragment
    {entry::reference, "http://h/?a[b", errc::invalid_query, 11},
    {entry::reference, "?]", errc::invalid_query, 1},
    {entry::reference, "http://h/#a#b", errc::invalid_fragment, 11},
    {entry::reference, "#[", errc::invalid_fragment, 1},
    // fragment_not_allowed (absolute-URI)
    {entry::absolute, "http://h/p#f", errc::fragment_not_allowed, 10},
    {entry::absolute, "a:#", errc::fragment_not_allowed, 2},
};

} // namespace

BOOST_AUTO_TEST_SUITE(parse_errors)

BOOST_AUTO_TEST_CASE(each_error_kind_reports_its_code_and_offset) {
    for (auto const& row : rows) {
        auto const r = run(row.how, row.input);
        BOOST_TEST_REQUIRE(!r.has_value(), row.input);
        BOOST_TEST(urikit::name(r.error().code) == urikit::name(row.code), row.input);
        BOOST_TEST(r.error().offset == row.offset, row.input);
    }
}

BOOST_AUTO_TEST_CASE(every_error_code_has_a_name_and_a_message) {
    for (int c = 1; c <= static_cast<int>(errc::invalid_utf8); ++c) {
        auto const code = static_cast<errc>(c);
        BOOST_TEST(urikit::name(code) != "unknown");
        BOOST_TEST(urikit::message(code) != "unknown error");
    }
}

BOOST_AUTO_TEST_CASE(error_offset_never_exceeds_the_input) {
    for (auto const& row : rows) {
        auto const r = run(row.how, row.input);
        BOOST_TEST(r.error().offset <= std::string_view(row.input).size());
    }
}

// The limit is checked before any byte is read: map (without touching) one
// byte more than max_input_size of address space.
BOOST_AUTO_TEST_CASE(input_longer_than_max_input_size_is_refused_at_the_limit) {
    std::size_t const len = urikit::max_input_size + 1;
    void* mem = ::mmap(nullptr, len, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    BOOST_TEST_REQUIRE(mem != MAP_FAILED);
    std::string_view const huge(static_cast<char const*>(mem), len);
    auto const r = urikit::parse_uri_reference(huge);
    BOOST_TEST_REQUIRE(!r.has_value());
    BOOST_TEST(urikit::name(r.error().code) == "input_too_long");
    BOOST_TEST(r.error().offset == urikit::max_input_size);
    // One byte less is within the limit: the parse reads it and stops at the first NUL.
    auto const at_limit = urikit::parse_uri_reference(huge.substr(0, urikit::max_input_size));
    BOOST_TEST_REQUIRE(!at_limit.has_value());
    BOOST_TEST(urikit::name(at_limit.error().code) == "invalid_character");
    BOOST_TEST(at_limit.error().offset == 0u);
    ::munmap(mem, len);
}

BOOST_AUTO_TEST_CASE(long_hostile_inputs_are_answered_without_recursion) {
    std::string slashes(1u << 20, '/');
    BOOST_TEST(urikit::parse_uri_reference(slashes).has_value());
    std::string brackets = "http://" + std::string(100000, '[');
    BOOST_TEST(!urikit::parse_uri_reference(brackets).has_value());
    std::string port = "http://h:" + std::string(100000, '9') + "/";
    auto const p = urikit::parse_uri_reference(port);
    BOOST_TEST_REQUIRE(p.has_value());
    BOOST_TEST(urikit::name(p->port_number().error().code) == "port_out_of_range");
    std::string dots;
    for (int i = 0; i < 100000; ++i) dots += "../";
    BOOST_TEST(urikit::parse_uri_reference(dots).has_value());
    std::string pct;
    for (int i = 0; i < 100000; ++i) pct += "%25";
    std::string const query = "?" + pct;
    BOOST_TEST(urikit::parse_uri_reference(query).has_value());
    std::string colons = "http://[" + std::string(100000, ':') + "]";
    BOOST_TEST(!urikit::parse_uri_reference(colons).has_value());
}

BOOST_AUTO_TEST_SUITE_END()
