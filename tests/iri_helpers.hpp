// urikit tests: IRI conversions checked on the way (shared by iri_test and idna_test).
#pragma once

#include <boost/test/unit_test.hpp>

#include <string>
#include <string_view>

#include <urikit/iri.hpp>
#include <urikit/parse.hpp>

namespace urikit::test {

// to_uri(iri), which must succeed and re-parse to exactly the offsets it recorded.
inline std::string uri_of(std::string_view iri) {
    auto const u = urikit::to_uri(iri);
    BOOST_TEST_REQUIRE(u.has_value(), iri << ": " << urikit::name(u.error().code));
    auto const again = urikit::parse_uri_reference(u->str());
    BOOST_TEST_REQUIRE(again.has_value(), u->str());
    BOOST_TEST_REQUIRE((again->parts() == u->parts()), u->str());
    return u->str();
}

// to_iri(uri), which must succeed and parse as an IRI.
inline std::string iri_of(std::string_view uri) {
    auto const p = urikit::parse_uri_reference(uri);
    BOOST_TEST_REQUIRE(p.has_value(), uri);
    auto const i = urikit::to_iri(*p);
    BOOST_TEST_REQUIRE(i.has_value());
    BOOST_TEST_REQUIRE(urikit::parse_iri_reference(*i).has_value(), *i);
    return *i;
}

// The error of to_uri(iri), which must fail.
inline urikit::error uri_error(std::string_view iri) {
    auto const u = urikit::to_uri(iri);
    BOOST_TEST_REQUIRE(!u.has_value(), iri);
    return u.error();
}

} // namespace urikit::test
