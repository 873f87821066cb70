// parse allocates nothing: global operator new is counted while parsing.
#include <boost/test/unit_test.hpp>

#include <urikit/parse.hpp>

#include "allocation_counter.hpp"
#include "data_files.hpp"

using urikit::test::start_counting_allocations;
using urikit::test::stop_counting_allocations;

BOOST_AUTO_TEST_SUITE(parse_allocation)

BOOST_AUTO_TEST_CASE(parsing_every_data_line_allocates_nothing) {
    auto const files = urikit::test::load_data_files();
    std::size_t lines = 0, valid = 0;
    start_counting_allocations();
    for (auto const& f : files) {
        for (auto const& line : f.lines) {
            auto const r = urikit::parse_uri_reference(line);
            valid += r.has_value() ? 1u : 0u;
            auto const u = urikit::parse_uri(line);
            auto const a = urikit::parse_absolute_uri(line);
            valid += (u.has_value() ? 1u : 0u) + (a.has_value() ? 1u : 0u);
            ++lines;
        }
    }
    std::size_t const allocations = stop_counting_allocations();
    BOOST_TEST(allocations == 0u);
    BOOST_TEST(lines > 0u);
    BOOST_TEST(valid > 0u);
}

BOOST_AUTO_TEST_CASE(parsing_invalid_and_hostile_inputs_allocates_nothing) {
    char const* const inputs[] = {"http://[::1", "http://a:8x/", "%", "1a:b", "http://[1::2::3]/", "http://h/\xFF",
                                  "http://[v1.]/", "a:#%", "//h:1.5"};
    std::size_t rejected = 0;
    start_counting_allocations();
    for (char const* s : inputs) rejected += urikit::parse_uri_reference(s).has_value() ? 0u : 1u;
    std::size_t const allocations = stop_counting_allocations();
    BOOST_TEST(allocations == 0u);
    BOOST_TEST(rejected == std::size(inputs));
}

BOOST_AUTO_TEST_CASE(the_counter_sees_allocations) {
    start_counting_allocations();
    auto* volatile p = new int(7);
    std::size_t const allocations = stop_counting_allocations();
    delete p;
    BOOST_TEST(allocations == 1u);
}

BOOST_AUTO_TEST_SUITE_END()
