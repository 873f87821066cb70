// urikit tests: src/core/components.cpp, the offset table's invariants:
// every table the parser makes keeps them, and each kind of table that
// breaks one is refused.
#include <boost/test/unit_test.hpp>

#include <urikit/components.hpp>
#include <urikit/parse.hpp>

#include "data_files.hpp"

using urikit::component;
using urikit::components;

namespace {

// The table of "http://u@h:1/p?q#f" (18 bytes), which keeps every invariant.
components full() {
    components p;
    p.set(component::scheme, 0, 4);
    p.set(component::userinfo, 7, 8);
    p.set(component::host, 9, 10);
    p.set(component::port, 11, 12);
    p.set(component::path, 12, 14);
    p.set(component::query, 15, 16);
    p.set(component::fragment, 17, 18);
    p.host_kind = urikit::host_kind::reg_name;
    return p;
}

} // namespace

BOOST_AUTO_TEST_SUITE(components_invariants)

BOOST_AUTO_TEST_CASE(every_parsed_table_keeps_the_invariants) {
    std::size_t checked = 0;
    for (auto const& file : urikit::test::load_data_files()) {
        for (auto const& line : file.lines) {
            auto const u = urikit::parse_uri_reference(line);
            if (!u) continue;
            BOOST_TEST_REQUIRE(u->parts().check_invariants(line.size()), line);
            ++checked;
        }
    }
    BOOST_TEST(checked > urikit::test::lines_at_least(1000));
    BOOST_TEST(components{}.check_invariants(0), "the empty reference");
    BOOST_TEST(full().check_invariants(18));
    BOOST_TEST((urikit::parse_uri("http://u@h:1/p?q#f").value().parts() == full()));
}

BOOST_AUTO_TEST_CASE(each_broken_invariant_is_refused) {
    BOOST_TEST(!full().check_invariants(17), "an end past the text");
    components p = full();
    p.offsets[0] = components::absent; // the scheme's begin alone
    BOOST_TEST(!p.check_invariants(18), "absent means both offsets");
    p = full();
    p.set(component::path, 14, 12);
    BOOST_TEST(!p.check_invariants(18), "begin after end");
    p = full();
    p.set(component::path, components::absent, components::absent);
    BOOST_TEST(!p.check_invariants(18), "the path always exists");
    p = full();
    p.set(component::host, components::absent, components::absent);
    p.host_kind = urikit::host_kind::none;
    BOOST_TEST(!p.check_invariants(18), "a userinfo and port without a host");
    p = full();
    p.host_kind = urikit::host_kind::none;
    BOOST_TEST(!p.check_invariants(18), "a host without its kind");
    p = full();
    p.set(component::scheme, 1, 4);
    BOOST_TEST(!p.check_invariants(18), "a scheme that does not begin the text");
    p = full();
    p.set(component::host, 8, 10);
    BOOST_TEST(!p.check_invariants(18), "no room for the userinfo's '@'");
    p = full();
    p.set(component::query, 14, 16);
    BOOST_TEST(!p.check_invariants(18), "no room for the query's '?'");
    p = full();
    p.set(component::fragment, 10, 11);
    BOOST_TEST(!p.check_invariants(18), "components out of order");
}

BOOST_AUTO_TEST_SUITE_END()
