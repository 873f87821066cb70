// urikit tests: include/urikit/names.hpp, the one table of names of each
// enumeration: name(value) is read back by named<E>, "-" and "_" are one,
// every value has its own name, and nothing else is a name.
#include <boost/test/unit_test.hpp>

#include <set>
#include <string>

#include <urikit/error.hpp>
#include <urikit/features.hpp>
#include <urikit/http.hpp>
#include <urikit/names.hpp>
#include <urikit/normalize.hpp>
#include <urikit/pct.hpp>
#include <urikit/web_url.hpp>

namespace {

// Every value 0 ... Last of E: its name is its own, and named<E> reads it
// back, with "-" and "_" swapped too.
template <class E, E Last>
void check_round_trips() {
    std::set<std::string> seen;
    for (std::size_t i = 0; i <= static_cast<std::size_t>(Last); ++i) {
        auto const value = static_cast<E>(i);
        std::string const name(urikit::name(value));
        BOOST_TEST(!name.empty());
        BOOST_TEST(seen.insert(name).second, name << " names two values");
        BOOST_TEST((urikit::named<E>(name) == value), name);
        std::string swapped = name;
        for (char& c : swapped) c = c == '-' ? '_' : c == '_' ? '-' : c;
        BOOST_TEST((urikit::named<E>(swapped) == value), swapped);
        BOOST_TEST(!urikit::named<E>(name + "x").has_value());
        BOOST_TEST(!urikit::named<E>(name.substr(1)).has_value());
    }
    BOOST_TEST(!urikit::named<E>("").has_value());
}

} // namespace

BOOST_AUTO_TEST_SUITE(names)

BOOST_AUTO_TEST_CASE(every_enumeration_reads_back_the_names_it_writes) {
    check_round_trips<urikit::errc, urikit::errc::dot_segment>();
    check_round_trips<urikit::host_kind, urikit::host_kind::ipvfuture>();
    check_round_trips<urikit::codec, urikit::codec::fragment>();
    check_round_trips<urikit::profile, urikit::profile::http_cache>();
    check_round_trips<urikit::target_form, urikit::target_form::asterisk>();
    check_round_trips<urikit::web_host_kind, urikit::web_host_kind::opaque>();
    check_round_trips<urikit::feature, urikit::feature::safe_browsing_hashes>();
}

BOOST_AUTO_TEST_CASE(the_cli_and_python_spellings_are_the_names) {
    BOOST_TEST((urikit::named<urikit::profile>("cache-key") == urikit::profile::cache_key));
    BOOST_TEST((urikit::named<urikit::profile>("cache_key") == urikit::profile::cache_key));
    BOOST_TEST((urikit::named<urikit::profile>("http-cache") == urikit::profile::http_cache));
    BOOST_TEST(!urikit::named<urikit::profile>("Cache-Key").has_value(), "names are exact, not case-folded");
    BOOST_TEST((urikit::named<urikit::codec>("path-segment") == urikit::codec::path_segment));
    BOOST_TEST((urikit::named<urikit::host_kind>("reg_name") == urikit::host_kind::reg_name));
    BOOST_TEST((urikit::named<urikit::errc>("invalid-port") == urikit::errc::invalid_port));
    BOOST_TEST(urikit::name(urikit::profile::cache_key) == "cache-key");
    BOOST_TEST(urikit::name(urikit::target_form::authority) == "authority");
}

BOOST_AUTO_TEST_SUITE_END()
