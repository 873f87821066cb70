// urikit tests: src/crawl/sha256_openssl.cpp (sha256_none.cpp without
// libcrypto): SHA-256 as FIPS 180 defines it.
#include <array>
#include <cstdint>

#include <boost/test/unit_test.hpp>

#include <urikit/crawl.hpp>

#include "crawl/crawler_vectors.hpp"
#include "src/crawl/sha256.hpp"

BOOST_AUTO_TEST_SUITE(sha256)

BOOST_AUTO_TEST_CASE(sha256_is_fips_180s) {
    std::array<std::uint8_t, 32> d{};
    if (urikit::detail::sha256("abc", d) == urikit::errc::crypto_unavailable) {
        BOOST_TEST(urikit::name(urikit::safe_browsing_hashes("http://a.b/").error().code) == "crypto_unavailable");
        return;
    }
    // FIPS 180-2, Appendix B.1 and the empty message.
    BOOST_TEST(urikit::test::hex_of(d) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    BOOST_TEST((urikit::detail::sha256("", d) == urikit::errc::ok));
    BOOST_TEST(urikit::test::hex_of(d) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    BOOST_TEST((urikit::detail::sha256("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", d) == urikit::errc::ok));
    BOOST_TEST(urikit::test::hex_of(d) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
}

BOOST_AUTO_TEST_SUITE_END()
