// urikit tests: src/crawl/public_suffix_psl.cpp (public_suffix_none.cpp
// without libpsl), the Public Suffix List behind an interface free of
// libpsl: lengths from an offset, libpsl's own answer, no C string with a NUL.
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>

#include "src/crawl/public_suffix.hpp"
#include "test_conditions.hpp"

namespace {

// The suffix and site of the tail of `name` from `from`, as text ("-" for none).
std::string lookup(std::string const& name, std::size_t from = 0) {
    urikit::detail::suffix_lengths l;
    urikit::errc const e = urikit::detail::lookup_public_suffix(name, from, l);
    BOOST_REQUIRE((e == urikit::errc::ok));
    auto const tail = [&](std::size_t n) { return n == 0 ? std::string("-") : name.substr(name.size() - n); };
    return tail(l.suffix) + " " + tail(l.site);
}

bool available() {
    urikit::detail::suffix_lengths l;
    return urikit::detail::lookup_public_suffix("a.com", 0, l) == urikit::errc::ok;
}

} // namespace

BOOST_AUTO_TEST_SUITE(public_suffix)

BOOST_AUTO_TEST_CASE(without_the_list_every_lookup_says_so, URIKIT_NEEDS(no_psl)) {
    urikit::detail::suffix_lengths l;
    BOOST_TEST((urikit::detail::lookup_public_suffix("a.com", 0, l) == urikit::errc::psl_unavailable));
    BOOST_TEST(urikit::detail::public_suffix_source().empty());
    BOOST_TEST(urikit::detail::libpsl_lengths("a.com").site == 0u);
    BOOST_TEST(urikit::detail::public_suffix_names().empty());
}

BOOST_AUTO_TEST_CASE(lengths_count_in_the_tail_from_the_offset, URIKIT_NEEDS(psl)) {
    BOOST_TEST(lookup("www.example.co.uk") == "co.uk example.co.uk");
    BOOST_TEST(lookup("example.com") == "com example.com");
    BOOST_TEST(lookup("co.uk") == "co.uk -", "a public suffix has no site");
    BOOST_TEST(lookup("x.www.example.co.uk", 2) == "co.uk example.co.uk", "from the offset on");
    BOOST_TEST(lookup("b.c.kawasaki.jp") == "c.kawasaki.jp b.c.kawasaki.jp", "a wildcard rule");
    BOOST_TEST(lookup("city.kawasaki.jp") == "kawasaki.jp city.kawasaki.jp", "an exception rule");
    BOOST_TEST(urikit::detail::public_suffix_source().find("compiled into urikit") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(the_site_derived_from_the_suffix_is_libpsls_answer, URIKIT_NEEDS(psl)) {
    for (std::string const name : {"www.example.co.uk", "a.b.c.kawasaki.jp", "city.kawasaki.jp", "example.com",
                                   "com", "s3.amazonaws.com", "a.blogspot.com"}) {
        urikit::detail::suffix_lengths l;
        BOOST_TEST_REQUIRE((urikit::detail::lookup_public_suffix(name, 0, l) == urikit::errc::ok));
        BOOST_TEST(l.site == urikit::detail::libpsl_lengths(name).site, name);
    }
}

// The compiled list against libpsl on the same file: every name the list
// has a rule on, alone and under one, two and three more labels (wildcards
// and exceptions: the label a wildcard stands for, the one before it), has
// the public suffix and registrable domain libpsl gives.
BOOST_AUTO_TEST_CASE(every_name_of_the_list_gets_libpsls_suffix_and_site, URIKIT_NEEDS(psl)) {
    std::vector<std::string_view> const names = urikit::detail::public_suffix_names();
    BOOST_TEST_REQUIRE(names.size() > 9000u);
    std::size_t compared = 0;
    for (std::string_view const name : names) {
        for (char const* prefix : {"", "x.", "city.", "www.x.", "a.www.x."}) {
            std::string const host = prefix + std::string(name);
            urikit::detail::suffix_lengths l;
            BOOST_TEST_REQUIRE((urikit::detail::lookup_public_suffix(host, 0, l) == urikit::errc::ok));
            urikit::detail::suffix_lengths const want = urikit::detail::libpsl_lengths(host);
            BOOST_TEST_REQUIRE(l.suffix == want.suffix, host);
            BOOST_TEST_REQUIRE(l.site == want.site, host);
            ++compared;
        }
    }
    BOOST_TEST(compared == names.size() * 5);
}

BOOST_AUTO_TEST_CASE(a_name_with_a_nul_is_refused_not_cut) {
    urikit::detail::suffix_lengths l;
    std::string const name("evil.com\0.example.co.uk", 24);
    urikit::errc const e = urikit::detail::lookup_public_suffix(name, 0, l);
    BOOST_TEST((e == (available() ? urikit::errc::forbidden_host_code_point : urikit::errc::psl_unavailable)));
}

BOOST_AUTO_TEST_SUITE_END()
