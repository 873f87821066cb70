// result<T>: values, errors, and what a temporary result hands out.
#include <boost/test/unit_test.hpp>

#include <string>
#include <type_traits>

#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>

namespace {
template <class R>
concept arrow_on_temporary = requires(R r) { std::move(r).operator->(); };
} // namespace

BOOST_AUTO_TEST_SUITE(result)

BOOST_AUTO_TEST_CASE(an_error_result_reports_its_error_and_no_value) {
    urikit::result<int> const r(urikit::error{urikit::errc::invalid_port, 3});
    BOOST_TEST(!r.has_value());
    BOOST_TEST(r.has_error());
    BOOST_TEST(!static_cast<bool>(r));
    BOOST_TEST((r.error() == urikit::error{urikit::errc::invalid_port, 3}));
}

BOOST_AUTO_TEST_CASE(a_temporary_owning_result_hands_out_its_value_not_a_reference) {
    auto const u = urikit::parse_uri_reference("HTTP://A/%7e");
    // value() and * on a temporary give the value itself: it outlives the result.
    static_assert(std::is_same_v<decltype(urikit::normalize(*u).value()), urikit::uri>);
    static_assert(std::is_same_v<decltype(*urikit::normalize(*u)), urikit::uri>);
    std::string const s = urikit::normalize(*u).value().str();
    BOOST_TEST(s == "http://a/~");
    urikit::uri const kept = *urikit::normalize(*u);
    BOOST_TEST(kept.view().path() == "/~");
}

BOOST_AUTO_TEST_CASE(arrow_on_a_temporary_reads_it_within_the_expression) {
    static_assert(arrow_on_temporary<urikit::result<urikit::uri_view>>);
    static_assert(arrow_on_temporary<urikit::result<urikit::uri>>);
    static_assert(arrow_on_temporary<urikit::result<std::string>>);
    std::string const text = "//h/p";
    BOOST_TEST(urikit::parse_uri_reference(text)->host() == "h"); // the view points into `text`
    auto const u = urikit::parse_uri_reference("HTTP://A/%7e");
    BOOST_TEST(urikit::normalize(*u)->str() == "http://a/~"); // the temporary lives to the end of the expression
    BOOST_TEST(urikit::normalize(*u)->host() == "a");
}

BOOST_AUTO_TEST_SUITE_END()
