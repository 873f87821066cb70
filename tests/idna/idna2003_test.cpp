// urikit tests: src/idna/idna2003_icu.cpp, Python's "idna" codec one
// label at a time (the expected values are CPython 3.11's encodings.idna
// ToASCII; the Internet Archive's keys over a sweep of every code point are
// in tests/crawl/ia_surt_test.cpp).
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>

#include <boost/test/unit_test.hpp>

#include <urikit/utf8.hpp>

#include "src/idna/idna.hpp"
#include "test_conditions.hpp"

namespace {

std::string to_ascii(std::string_view label) {
    std::string out;
    urikit::errc const e = urikit::detail::python_idna_label_to_ascii(label, out);
    return e == urikit::errc::ok ? out : std::string(urikit::name(e));
}

// "U+0041 U+030A": a label in the messages.
std::string code_points(std::string_view utf8) {
    std::string out;
    for (std::size_t i = 0; i < utf8.size();) {
        urikit::utf8_char const c = urikit::utf8_next(utf8.data() + i, utf8.size() - i);
        char hex[16];
        std::snprintf(hex, sizeof hex, "U+%04X ", static_cast<unsigned>(c.code_point));
        out += hex;
        i += c.size;
    }
    return out;
}

} // namespace

BOOST_AUTO_TEST_SUITE(python_idna)

BOOST_AUTO_TEST_CASE(labels_convert_as_cpython_converts_them, URIKIT_NEEDS(idna)) {
    BOOST_TEST(to_ascii("B\xC3\xBC" "cher") == "xn--bcher-kva");
    BOOST_TEST(to_ascii("\xEF\xAC\x81") == "fi");                 // U+FB01, NFKC
    BOOST_TEST(to_ascii("a\xC2\xAD" "b") == "ab");                // U+00AD mapped to nothing
    BOOST_TEST(to_ascii("\xC3\x9F") == "ss");                      // Table B.3: full case folding
    BOOST_TEST(to_ascii("\xCF\x82") == "xn--4xa");                 // final sigma folds to sigma
    BOOST_TEST(to_ascii("\xC4\xB0") == "xn--i-9bb");               // U+0130: "i" U+0307
    BOOST_TEST(to_ascii("\xCC\x80") == "xn--ksa");                 // U+0300 alone
    BOOST_TEST(to_ascii("\xD7\x90\xD7\x91") == "xn--4dbc");        // right to left, first and last
}

// Where CPython's stringprep and RFC 3491 (which ICU's IDNA 2003 follows)
// part: CPython lowercases with its own Unicode, also code points Unicode 3.2
// did not have or did not pair, and takes their 3.2 bidi class as none.
BOOST_AUTO_TEST_CASE(cpython_lowercases_code_points_newer_than_unicode_3_2, URIKIT_NEEDS(idna)) {
    BOOST_TEST(to_ascii("\xE1\xBA\x9E") == "ss");       // U+1E9E (5.1) -> U+00DF -> "ss"
    BOOST_TEST(to_ascii("\xC8\xBA") == "xn--cgj");      // U+023A (5.0) -> U+2C65
    BOOST_TEST(to_ascii("\xE1\x82\xA0") == "xn--rkj");  // U+10A0 -> U+2D00 (paired in 4.1)
    BOOST_TEST(to_ascii("\xE1\x8E\xA0") == "xn--kz9a"); // U+13A0 -> U+AB70 (paired in 8.0)
    BOOST_TEST(to_ascii("x\xE0\xA2\xA0") == "xn--x-5nd"); // U+08A0 (6.1): no bidi class in 3.2
}

// CPython 3.11's Unicode is 14.0; ICU 72's 15.0: a code point new since
// is, to CPython, unassigned: a starter with no lowercase and no
// composition (issue #61: U+10EFD, a combining mark of Unicode 15, once
// let "a" and U+0301 compose past it).
BOOST_AUTO_TEST_CASE(code_points_newer_than_cpythons_unicode_are_starters, URIKIT_NEEDS(idna)) {
    BOOST_TEST(to_ascii("a\xF0\x90\xBB\xBD\xCC\x81") == "xn--a-xbb5296r"); // a U+10EFD U+0301: nothing composes
    BOOST_TEST(to_ascii("a\xCC\x81\xF0\x90\xBB\xBD") == "xn--1ca0149k");   // a U+0301 U+10EFD: a with acute, then it
    BOOST_TEST(to_ascii("a\xF0\x91\xBC\x80\xCC\x81") == "xn--a-xbb2229s"); // U+11F00 (Kawi, 15.0) between them
    BOOST_TEST(to_ascii("\xF0\x90\xBB\xBD") == "xn--ps0d");
}

BOOST_AUTO_TEST_CASE(refusals_say_why, URIKIT_NEEDS(idna)) {
    BOOST_TEST(to_ascii("\xC2\xAD") == "idna_label_length");         // nothing left
    BOOST_TEST(to_ascii(std::string(60, 'a') + "\xC3\xBC") == "idna_label_length");
    BOOST_TEST(to_ascii("\xE2\x80\x8E") == "idna_disallowed");       // U+200E, Table C.8
    BOOST_TEST(to_ascii("x\xE1\xA0\x8E") == "idna_disallowed");      // U+180E, Table C.2.2
    BOOST_TEST(to_ascii("\xD7\x90" "a") == "idna_bidi");             // RandALCat and LCat
    BOOST_TEST(to_ascii("XN--\xC3\xBC") == "idna_punycode");         // the ACE prefix after nameprep
}

BOOST_AUTO_TEST_CASE(without_icu_the_codec_says_so, URIKIT_NEEDS(no_idna)) {
    BOOST_TEST(to_ascii("\xC3\xBC") == "idna_unavailable");
}

// Every label of tests/idna/python_idna_sweep.py (ctest python_idna_sweep,
// which writes CPython's answers and runs this case): the same ASCII label,
// or a refusal where CPython raises.
bool has_sweep(boost::unit_test::test_unit_id) { return std::getenv("URIKIT_PYTHON_IDNA_SWEEP") != nullptr; }

BOOST_AUTO_TEST_CASE(every_label_of_the_sweep_converts_as_cpython_converts_it,
                     URIKIT_NEEDS(idna) * boost::unit_test::precondition(has_sweep)) {
    std::ifstream in(std::getenv("URIKIT_PYTHON_IDNA_SWEEP"), std::ios::binary);
    BOOST_TEST_REQUIRE(static_cast<bool>(in));
    std::size_t compared = 0, refused = 0, differ = 0;
    for (std::string line; std::getline(in, line); ++compared) {
        std::size_t const tab = line.rfind('\t');
        BOOST_TEST_REQUIRE(tab != std::string::npos);
        std::string const label = line.substr(0, tab), want = line.substr(tab + 1);
        std::string got;
        bool const ok = urikit::detail::python_idna_label_to_ascii(label, got) == urikit::errc::ok;
        refused += !ok;
        if ((ok ? got : "!") != want && ++differ <= 50) BOOST_TEST(got == want, code_points(label));
    }
    BOOST_TEST(differ == 0u);
    BOOST_TEST_MESSAGE(compared << " labels compared with CPython's answers, " << refused << " refused by both");
    BOOST_TEST(compared > 3000000u);
}

BOOST_AUTO_TEST_SUITE_END()
