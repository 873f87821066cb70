// Every character set of src/core/charsets.hpp against its ABNF, on all 256 bytes.
#include <boost/test/unit_test.hpp>

#include <string_view>

#include "src/core/charsets.hpp"

using namespace urikit::grammar;

namespace {

// Written from RFC 3986 §2 and RFC 5234 B.1 independently of the table.
bool alpha(int c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }
bool digit(int c) { return c >= '0' && c <= '9'; }
bool hexdig(int c) { return digit(c) || (c >= 'A' && c <= 'F') || (c >= 'a' && c <= 'f'); }
bool one_of(int c, std::string_view s) { return c != 0 && s.find(static_cast<char>(c)) != std::string_view::npos; }
bool unreserved(int c) { return alpha(c) || digit(c) || one_of(c, "-._~"); }
bool sub_delims(int c) { return one_of(c, "!$&'()*+,;="); }
bool gen_delims(int c) { return one_of(c, ":/?#[]@"); }
bool pchar(int c) { return unreserved(c) || sub_delims(c) || c == ':' || c == '@'; }

// The URL Standard's sets ("Percent-encoded bytes", "Host miscellaneous"),
// written from its text; a byte >= 0x80 is part of a UTF-8 sequence of a
// code point above U+007E, so it is in every percent-encode set.
bool c0_control_set(int c) { return c < 0x20 || c > 0x7E; }
bool fragment_set(int c) { return c0_control_set(c) || c == ' ' || one_of(c, "\"<>`"); }
bool query_set(int c) { return c0_control_set(c) || c == ' ' || one_of(c, "\"#<>"); }
bool special_query_set(int c) { return query_set(c) || c == '\''; }
bool path_set(int c) { return query_set(c) || one_of(c, "?^`{}"); }
bool userinfo_set(int c) { return path_set(c) || one_of(c, "/:;=@[\\]^|"); }
bool forbidden_host(int c) { return c == 0 || one_of(c, "\t\n\r #/:<>?@[\\]^|"); }
bool forbidden_domain(int c) { return forbidden_host(c) || c < 0x20 || c == '%' || c == 0x7F; }

struct expectation {
    std::uint32_t bit;
    char const* name;
    bool (*member)(int);
};

expectation const sets[] = {
    {cs_alpha, "ALPHA", alpha},
    {cs_digit, "DIGIT", digit},
    {cs_hexdig, "HEXDIG", hexdig},
    {cs_unreserved, "unreserved", unreserved},
    {cs_sub_delims, "sub-delims", sub_delims},
    {cs_gen_delims, "gen-delims", gen_delims},
    {cs_scheme, "scheme tail", [](int c) { return alpha(c) || digit(c) || one_of(c, "+-."); }},
    {cs_userinfo, "userinfo", [](int c) { return unreserved(c) || sub_delims(c) || c == ':'; }},
    {cs_reg_name, "reg-name", [](int c) { return unreserved(c) || sub_delims(c); }},
    {cs_pchar, "pchar", pchar},
    {cs_segment_nc, "segment-nz-nc", [](int c) { return pchar(c) && c != ':'; }},
    {cs_path, "path", [](int c) { return pchar(c) || c == '/'; }},
    {cs_query, "query/fragment", [](int c) { return pchar(c) || c == '/' || c == '?'; }},
    {cs_uri_char, "any URI byte", [](int c) { return unreserved(c) || sub_delims(c) || gen_delims(c) || c == '%'; }},
    {ws_c0_control, "C0 control percent-encode set", c0_control_set},
    {ws_fragment, "fragment percent-encode set", fragment_set},
    {ws_query, "query percent-encode set", query_set},
    {ws_special_query, "special-query percent-encode set", special_query_set},
    {ws_path, "path percent-encode set", path_set},
    {ws_userinfo, "userinfo percent-encode set", userinfo_set},
    {ws_forbidden_host, "forbidden host code point", forbidden_host},
    {ws_forbidden_domain, "forbidden domain code point", forbidden_domain},
    {ws_c0_or_space, "C0 control or space", [](int c) { return c <= 0x20; }},
    {ws_tab_or_newline, "ASCII tab or newline", [](int c) { return c == '\t' || c == '\n' || c == '\r'; }},
};

} // namespace

BOOST_AUTO_TEST_SUITE(charsets)

BOOST_AUTO_TEST_CASE(every_set_matches_its_abnf_on_all_256_bytes) {
    for (auto const& s : sets) {
        for (int c = 0; c < 256; ++c) {
            bool const in_table = in_set(static_cast<char>(c), s.bit);
            BOOST_TEST(in_table == s.member(c), s.name << " byte " << c);
        }
    }
}

BOOST_AUTO_TEST_CASE(hex_value_is_defined_exactly_for_hexdig) {
    for (int c = 0; c < 256; ++c) {
        int const v = hex_value(static_cast<char>(c));
        if (hexdig(c)) {
            int const want = digit(c) ? c - '0' : (c | 0x20) - 'a' + 10;
            BOOST_TEST(v == want);
        } else {
            BOOST_TEST(v == -1);
        }
    }
}

BOOST_AUTO_TEST_CASE(pct_encoded_needs_percent_and_two_hexdig) {
    BOOST_TEST(is_pct_triplet("%2F", 3));
    BOOST_TEST(is_pct_triplet("%2f", 3));
    BOOST_TEST(!is_pct_triplet("%2", 2));
    BOOST_TEST(!is_pct_triplet("%2G", 3));
    BOOST_TEST(!is_pct_triplet("%G2", 3));
    BOOST_TEST(!is_pct_triplet("x2F", 3));
}

BOOST_AUTO_TEST_SUITE_END()
