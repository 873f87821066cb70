// pct_encode / pct_decode by component, and the path segment and query parameter views.
#include <boost/test/unit_test.hpp>

#include <cstdio>
#include <random>
#include <string>
#include <vector>

#include <urikit/decoded_view.hpp>
#include <urikit/pct.hpp>
#include <urikit/segments.hpp>

#include "src/core/pct_codec.hpp"

using urikit::codec;
using namespace std::string_view_literals;

BOOST_AUTO_TEST_SUITE(pct_codec)

BOOST_AUTO_TEST_CASE(each_component_encodes_what_it_does_not_allow) {
    std::string_view const data = "a/b?c#d&e=f+g h:i@j%k~";
    BOOST_TEST(urikit::pct_encode(data, codec::path) == "a/b%3Fc%23d&e=f+g%20h:i@j%25k~");
    BOOST_TEST(urikit::pct_encode(data, codec::path_segment) == "a%2Fb%3Fc%23d&e=f+g%20h:i@j%25k~");
    BOOST_TEST(urikit::pct_encode(data, codec::query) == "a/b?c%23d&e=f+g%20h:i@j%25k~");
    BOOST_TEST(urikit::pct_encode(data, codec::query_param) == "a/b?c%23d%26e%3Df%2Bg%20h:i@j%25k~");
    BOOST_TEST(urikit::pct_encode(data, codec::fragment) == "a/b?c%23d&e=f+g%20h:i@j%25k~");
    BOOST_TEST(urikit::pct_encode(data, codec::userinfo) == "a%2Fb%3Fc%23d&e=f+g%20h:i%40j%25k~");
    BOOST_TEST(urikit::pct_encode(data, codec::host) == "a%2Fb%3Fc%23d&e=f+g%20h%3Ai%40j%25k~");
    BOOST_TEST(urikit::pct_encode("\xC3\xA9\x00\xFF"sv, codec::path) == "%C3%A9%00%FF");
}

BOOST_AUTO_TEST_CASE(decode_is_the_inverse_of_encode_for_every_component_and_any_bytes) {
    std::mt19937 rng(42);
    std::uniform_int_distribution<int> byte(0, 255), len(0, 40);
    for (codec c : {codec::userinfo, codec::host, codec::path, codec::path_segment, codec::query, codec::query_param,
                    codec::fragment}) {
        for (int i = 0; i < 5000; ++i) {
            std::string s(static_cast<std::size_t>(len(rng)), '\0');
            for (auto& ch : s) ch = static_cast<char>(byte(rng));
            auto const decoded = urikit::pct_decode(urikit::pct_encode(s, c), c);
            BOOST_TEST_REQUIRE(decoded.has_value());
            BOOST_TEST_REQUIRE(*decoded == s);
        }
    }
}

BOOST_AUTO_TEST_CASE(decode_reports_a_malformed_percent_with_its_offset) {
    for (auto [text, offset] : std::vector<std::pair<std::string_view, std::uint32_t>>{
             {"%", 0}, {"a%2", 1}, {"ab%zz", 2}, {"%2F%g1", 3}, {"%41%", 3}}) {
        std::string out = "kept";
        urikit::error const e = urikit::pct_decode(text, codec::path, out);
        BOOST_TEST(urikit::name(e.code) == "bad_pct_encoding", text);
        BOOST_TEST(e.offset == offset, text);
        BOOST_TEST(out == "kept"); // untouched on failure
    }
}

BOOST_AUTO_TEST_CASE(decode_refuses_bytes_the_component_does_not_allow) {
    auto const slash = urikit::pct_decode("a/b", codec::path_segment);
    BOOST_TEST(urikit::name(slash.error().code) == "invalid_character");
    BOOST_TEST(slash.error().offset == 1u);
    BOOST_TEST(urikit::name(urikit::pct_decode("a b", codec::query).error().code) == "invalid_character");
    BOOST_TEST(urikit::name(urikit::pct_decode("a#b", codec::fragment).error().code) == "invalid_character");
    BOOST_TEST(*urikit::pct_decode("a/b", codec::path) == "a/b");
}

BOOST_AUTO_TEST_CASE(plus_is_a_space_only_in_form_mode_and_only_in_queries) {
    urikit::decode_options const form{true};
    BOOST_TEST(*urikit::pct_decode("a+b%2B", codec::query_param, form) == "a b+");
    BOOST_TEST(*urikit::pct_decode("a+b%2B", codec::query_param) == "a+b+");
    BOOST_TEST(*urikit::pct_decode("a+b", codec::query, form) == "a b");
    BOOST_TEST(*urikit::pct_decode("a+b", codec::path, form) == "a+b");
}

BOOST_AUTO_TEST_CASE(the_text_may_be_a_view_of_the_output_buffer) {
    std::string buffer = "a b/%41";
    buffer.shrink_to_fit(); // appending must reallocate
    BOOST_TEST(urikit::name(urikit::pct_decode(std::string_view(buffer).substr(4), codec::path, buffer).code) == "ok");
    BOOST_TEST(buffer == "a b/%41A");
    urikit::pct_encode(std::string_view(buffer).substr(0, 3), codec::path, buffer);
    BOOST_TEST(buffer == "a b/%41Aa%20b");
    std::string own = "x%20y";
    urikit::decoded_view::make(own).value().append_to(own);
    BOOST_TEST(own == "x%20yx y");
}

BOOST_AUTO_TEST_CASE(path_segments_split_on_slash_only) {
    auto list = [](std::string_view p) {
        std::vector<std::string> v;
        for (std::string_view s : urikit::path_segments(p)) v.emplace_back(s);
        return v;
    };
    using v = std::vector<std::string>;
    BOOST_TEST((list("/a/b") == v{"a", "b"}));
    BOOST_TEST((list("a/b") == v{"a", "b"}));
    BOOST_TEST((list("/") == v{""}));
    BOOST_TEST((list("") == v{}));
    BOOST_TEST((list("/a/") == v{"a", ""}));
    BOOST_TEST((list("//") == v{"", ""}));
    BOOST_TEST((list("/a%2Fb/c") == v{"a%2Fb", "c"})); // an encoded "/" stays in its segment
    BOOST_TEST(*urikit::pct_decode(*urikit::path_segments("/a%2Fb/c").begin(), codec::path_segment) == "a/b");
    BOOST_TEST(urikit::path_segments("/a").is_absolute());
    BOOST_TEST(!urikit::path_segments("a").is_absolute());
}

BOOST_AUTO_TEST_CASE(query_params_split_on_ampersand_then_the_first_equals) {
    std::vector<urikit::query_param> v;
    for (auto p : urikit::query_params("a=1&b&c=&=d&e=f=g&&h%3D=%26")) v.push_back(p);
    BOOST_TEST_REQUIRE(v.size() == 7u);
    BOOST_TEST((v[0].key == "a" && v[0].value == "1" && v[0].has_value));
    BOOST_TEST((v[1].key == "b" && !v[1].has_value));
    BOOST_TEST((v[2].key == "c" && v[2].value.empty() && v[2].has_value));
    BOOST_TEST((v[3].key.empty() && v[3].value == "d"));
    BOOST_TEST((v[4].key == "e" && v[4].value == "f=g"));
    BOOST_TEST((v[5].key.empty() && !v[5].has_value));
    BOOST_TEST((*urikit::pct_decode(v[6].key, codec::query_param) == "h=" &&
                *urikit::pct_decode(v[6].value, codec::query_param) == "&"));
    BOOST_TEST((urikit::query_params("").begin() == urikit::query_params("").end()));
}

namespace {

// Repeated passes of the lenient decoder until nothing changes: what
// append_pct_decoded_repeatedly must equal (quadratic; short inputs only).
std::string decoded_by_passes(std::string s) {
    for (;;) {
        std::string next;
        urikit::detail::append_pct_decoded_lenient(next, s);
        if (next == s) return s;
        s = std::move(next);
    }
}

std::string decoded_repeatedly(std::string_view s) {
    std::string out = "kept:";
    urikit::detail::append_pct_decoded_repeatedly(out, s);
    BOOST_REQUIRE(out.substr(0, 5) == "kept:");
    return out.substr(5);
}

} // namespace

BOOST_AUTO_TEST_CASE(repeated_decoding_reaches_the_fixed_point_in_one_pass) {
    // Safe Browsing's examples ("URLs and Hashing").
    BOOST_TEST(decoded_repeatedly("%25%32%35") == "%");
    BOOST_TEST(decoded_repeatedly("%2525252525252525") == "%");
    BOOST_TEST(decoded_repeatedly("%%%25%32%35asd%%") == "%%%asd%%");
    BOOST_TEST(decoded_repeatedly("%252541") == "A");
    BOOST_TEST(decoded_repeatedly("%4%41") == "J"); // "%4A" formed to the left
    BOOST_TEST(decoded_repeatedly("") == "");
    std::mt19937 rng(7);
    std::string_view const alphabet = "%%%2545aF";
    std::uniform_int_distribution<std::size_t> pick(0, alphabet.size() - 1);
    std::uniform_int_distribution<std::size_t> length(0, 24);
    for (int i = 0; i < 100000; ++i) {
        std::string s;
        for (std::size_t n = length(rng); n > 0; --n) s.push_back(alphabet[pick(rng)]);
        BOOST_REQUIRE_MESSAGE(decoded_repeatedly(s) == decoded_by_passes(s), "input " << s);
    }
}

// The one encoder's fast path (input up to 4 KiB written in one pass into
// room for the worst case) against its definition, a byte at a time, on
// both sides of the bound, with and without spaceAsPlus.
BOOST_AUTO_TEST_CASE(encoding_in_one_pass_or_two_gives_the_definitions_bytes) {
    auto const keep = [](char c) { return c >= 'a' && c <= 'z'; };
    auto const by_definition = [&](std::string_view bytes, bool plus) {
        std::string out = "x";
        for (char c : bytes) {
            if (keep(c)) out += c;
            else if (plus && c == ' ') out += '+';
            else {
                char triplet[4];
                std::snprintf(triplet, sizeof triplet, "%%%02X", static_cast<unsigned char>(c));
                out += triplet;
            }
        }
        return out;
    };
    std::mt19937 rng(46);
    for (std::size_t n : {0u, 1u, 4095u, 4096u, 4097u, 9000u}) {
        for (bool plus : {false, true}) {
            std::string bytes;
            for (std::size_t k = 0; k < n; ++k) bytes += "ab %\xFFz"[rng() % 6];
            std::string out = "x";
            urikit::detail::append_pct_encoded(out, bytes, keep, plus);
            BOOST_TEST(out == by_definition(bytes, plus), n << " bytes");
        }
    }
}

// The lenient decoder: a "%" without two hex digits stays, "+" is a space
// only when asked, and the answer says whether every byte written is ASCII.
BOOST_AUTO_TEST_CASE(lenient_decoding_keeps_lone_percents_and_tells_ascii) {
    std::string out;
    BOOST_TEST(urikit::detail::append_pct_decoded_lenient(out, "a+%2B%4%zz%41", true));
    BOOST_TEST(out == "a +%4%zzA");
    out.clear();
    BOOST_TEST(urikit::detail::append_pct_decoded_lenient(out, "a+b"));
    BOOST_TEST(out == "a+b");
    out.clear();
    BOOST_TEST(!urikit::detail::append_pct_decoded_lenient(out, "%C3%A9"));
    BOOST_TEST(out == "\xC3\xA9");
    out.clear();
    BOOST_TEST(!urikit::detail::append_pct_decoded_lenient(out, "\xE9"));
}

BOOST_AUTO_TEST_SUITE_END()
