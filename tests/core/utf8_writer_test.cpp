// urikit tests: src/core/utf8_writer.hpp, the UTF-8 encoder, against its
// definition: utf8_next reads back every scalar value it writes, in as
// many bytes as RFC 3629 says.
#include <boost/test/unit_test.hpp>

#include <string>

#include <urikit/utf8.hpp>

#include "src/core/utf8_writer.hpp"

BOOST_AUTO_TEST_SUITE(utf8_writer)

BOOST_AUTO_TEST_CASE(every_scalar_value_reads_back_in_its_length) {
    std::size_t checked = 0;
    for (std::uint32_t cp = 0; cp <= 0x10FFFF; ++cp) {
        if (cp >= 0xD800 && cp <= 0xDFFF) continue;
        std::string s;
        urikit::detail::append_utf8(s, cp);
        urikit::utf8_char const c = urikit::utf8_next(s.data(), s.size());
        std::size_t const want = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
        if (!c.valid || c.code_point != cp || c.size != want || s.size() != want) {
            BOOST_TEST(false, "U+" << std::hex << cp);
            break;
        }
        ++checked;
    }
    BOOST_TEST(checked == 0x110000u - 0x800u);
}

BOOST_AUTO_TEST_SUITE_END()
