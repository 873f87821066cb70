// The one writer: offsets recorded while writing, and no result whose
// offsets would not fit in 32 bits (tested with a lowered limit, so no test
// needs 4 GiB).
#include <boost/test/unit_test.hpp>

#include <string>

#include <urikit/iri.hpp>
#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>
#include <urikit/resolve.hpp>
#include <urikit/uri.hpp>

#include "src/core/writer.hpp"

namespace {

// Lowers the output limit of this thread while it lives.
class lowered_limit {
public:
    explicit lowered_limit(std::size_t n) noexcept { urikit::detail::set_output_limit_for_testing(n); }
    ~lowered_limit() { urikit::detail::set_output_limit_for_testing(0); }
    lowered_limit(lowered_limit const&) = delete;
    lowered_limit& operator=(lowered_limit const&) = delete;
};

void check_too_long(urikit::error e, std::uint32_t offset) {
    BOOST_TEST(urikit::name(e.code) == "output_too_long");
    BOOST_TEST(e.offset == offset);
}

} // namespace

BOOST_AUTO_TEST_SUITE(writer)

BOOST_AUTO_TEST_CASE(records_offsets_as_it_writes_and_after_existing_text) {
    std::string out = "prefix ";
    urikit::detail::writer w(out);
    w.open();
    w.append("http");
    w.close(urikit::component::scheme);
    w.put(':');
    w.open();
    w.append("/b");
    w.insert(6, "a/"); // an offset from where the reference begins
    w.close(urikit::component::path);
    urikit::components parts;
    BOOST_TEST(urikit::name(w.finish(&parts).code) == "ok");
    BOOST_TEST(out == "prefix http:/a/b");
    BOOST_TEST(parts.begin(urikit::component::scheme) == 0u);
    BOOST_TEST(parts.end(urikit::component::scheme) == 4u);
    BOOST_TEST(parts.begin(urikit::component::path) == 5u);
    BOOST_TEST(parts.end(urikit::component::path) == 9u);
}

BOOST_AUTO_TEST_CASE(a_result_over_the_limit_is_refused_and_the_buffer_restored) {
    lowered_limit const limit(8);
    std::string out = "kept";
    urikit::detail::writer w(out);
    w.open(5);
    w.append("123456789");
    w.close(urikit::component::path);
    check_too_long(w.finish(), 5);
    BOOST_TEST(out == "kept");
}

BOOST_AUTO_TEST_CASE(a_result_at_the_limit_is_accepted) {
    lowered_limit const limit(10);
    auto const u = urikit::parse_uri_reference("HTTP://A/b");
    auto const n = urikit::normalize(*u);
    BOOST_TEST_REQUIRE(n.has_value());
    BOOST_TEST(n->str() == "http://a/b");
}

BOOST_AUTO_TEST_CASE(every_producer_refuses_a_result_over_the_limit) {
    lowered_limit const limit(10);
    std::string const text = "http://example/path"; // 19 bytes; parsing has no output limit
    auto const u = urikit::parse_uri_reference(text);
    BOOST_TEST_REQUIRE(u.has_value());
    check_too_long(urikit::normalize(*u).error(), 7); // while writing the host
    std::string out = "stale";
    check_too_long(urikit::normalize_into(*u, urikit::profile::http, out), 7);
    BOOST_TEST(out.empty());
    auto const base = urikit::parse_uri("http://a");
    check_too_long(base->resolve(*u).error(), 7);
    check_too_long(base->resolve(*urikit::parse_uri_reference("/long/path/here")).error(), 0);
    check_too_long(urikit::to_uri(text).error(), 7);
    check_too_long(urikit::to_iri(*u).error(), 0);
    urikit::uri edited(*u); // an edit the writer refuses: at offset 0 of the value, the uri unchanged
    check_too_long(edited.set_fragment("x"), 0);
    BOOST_TEST(edited.str() == text);
    // equivalence says which input was too long
    urikit::equivalence const eq = urikit::equivalent(*urikit::parse_uri_reference("a"), *u);
    BOOST_TEST((eq.answer == urikit::verdict::second_failed));
    BOOST_TEST(urikit::name(eq.failure.code) == "output_too_long");
}

BOOST_AUTO_TEST_SUITE_END()
