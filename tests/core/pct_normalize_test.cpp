// RFC 3986 §6.2.2.1 (hex case) and §6.2.2.2 (decode unreserved only).
#include <boost/test/unit_test.hpp>

#include <algorithm>

#include "src/core/pct_normalize.hpp"

namespace {
std::string normalized(std::string_view s) {
    std::string out;
    urikit::detail::append_pct_normalized(out, s);
    return out;
}
std::string lowered(std::string_view s) {
    std::string out;
    urikit::detail::append_pct_normalized_lowercase(out, s);
    return out;
}
} // namespace

BOOST_AUTO_TEST_SUITE(pct_normalize)

BOOST_AUTO_TEST_CASE(hex_digits_become_uppercase) {
    BOOST_TEST(normalized("%3a%2f%c3%a9") == "%3A%2F%C3%A9");
    BOOST_TEST(normalized("%aB") == "%AB");
}

BOOST_AUTO_TEST_CASE(every_unreserved_character_is_decoded) {
    BOOST_TEST(normalized("%7E%7e%41%5A%61%7A%30%39%2D%2E%5F") == "~~AZaz09-._");
    for (int c = 0; c < 256; ++c) {
        static constexpr char hex[] = "0123456789ABCDEF";
        std::string const enc = {'%', hex[c >> 4], hex[c & 15]};
        bool const unreserved = std::isalnum(c) || c == '-' || c == '.' || c == '_' || c == '~';
        std::string const want = unreserved && c < 128 ? std::string(1, static_cast<char>(c)) : enc;
        BOOST_TEST(normalized(enc) == want, "byte " << c);
    }
}

BOOST_AUTO_TEST_CASE(encoded_reserved_characters_are_never_decoded) {
    BOOST_TEST(normalized("%2F%3F%23%5B%5D%40%21%24%26%27%28%29%2A%2B%2C%3B%3D%3A") ==
               "%2F%3F%23%5B%5D%40%21%24%26%27%28%29%2A%2B%2C%3B%3D%3A");
    BOOST_TEST(normalized("100%25") == "100%25");
    BOOST_TEST(normalized("%20%22%7F%80%FF") == "%20%22%7F%80%FF");
}

BOOST_AUTO_TEST_CASE(literal_bytes_are_copied_and_lowercased_only_for_hosts) {
    BOOST_TEST(normalized("AbC/:@") == "AbC/:@");
    BOOST_TEST(lowered("ExAmPle.%43om%2f") == "example.com%2F");
}

// Lowercasing works a word at a time with an overlapping last word: every
// length from 0 to 40, every byte value at every position, in a fresh buffer
// and in place, agrees with a byte-by-byte reference.
BOOST_AUTO_TEST_CASE(word_at_a_time_lowercasing_agrees_with_bytewise_at_every_length) {
    auto reference = [](std::string s) {
        for (char& c : s) {
            if (c >= 'A' && c <= 'Z') c = static_cast<char>(c + 32);
        }
        return s;
    };
    for (std::size_t len = 0; len <= 40; ++len) {
        for (std::size_t pos = 0; pos < std::max<std::size_t>(len, 1); ++pos) {
            for (int byte = 0; byte < 256; ++byte) {
                std::string in(len, 'Q');
                for (std::size_t k = 0; k < len; ++k) in[k] = "aZ0.-Mz~"[k % 8];
                if (len > 0) in[pos] = static_cast<char>(byte);
                std::string const want = reference(in);
                std::string out(len, '\0');
                out.resize(static_cast<std::size_t>(urikit::detail::write_ascii_lowercase(out.data(), in) - out.data()));
                BOOST_TEST_REQUIRE(out == want, "len " << len << " pos " << pos << " byte " << byte);
                std::string same = in;
                urikit::detail::write_ascii_lowercase(same.data(), same);
                BOOST_TEST_REQUIRE(same == want, "in place, len " << len << " pos " << pos << " byte " << byte);
                if (byte != '%') {
                    BOOST_TEST_REQUIRE(lowered(in) == want, "pct, len " << len << " pos " << pos << " byte " << byte);
                }
            }
        }
    }
}

BOOST_AUTO_TEST_SUITE_END()
