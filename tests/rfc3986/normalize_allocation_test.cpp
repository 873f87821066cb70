// normalize_into and equivalent allocate nothing once their buffers are warm
// (every profile), nor do normalize_dedup_into and equivalent_dedup (but for a
// path session id to remove).
#include <boost/test/unit_test.hpp>

#include <string>

#include <urikit/dedup.hpp>
#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>

#include "allocation_counter.hpp"
#include "data_files.hpp"

namespace {

// Without copying the line (that would be an allocation of the test's own).
bool has_path_session_id(std::string_view line) {
    constexpr std::string_view marker = ";jsessionid=";
    for (std::size_t i = 0; i + marker.size() <= line.size(); ++i) {
        std::size_t k = 0;
        while (k < marker.size() && (line[i + k] | 0x20) == marker[k]) ++k;
        if (k == marker.size()) return true;
    }
    return false;
}

} // namespace

BOOST_AUTO_TEST_SUITE(normalize_allocation)

BOOST_AUTO_TEST_CASE(normalize_into_a_warm_buffer_allocates_nothing) {
    auto const files = urikit::test::load_data_files();
    for (auto p : {urikit::profile::rfc3986, urikit::profile::http, urikit::profile::cache_key, urikit::profile::http_cache}) {
        std::string buffer;
        buffer.reserve(1 << 16);
        for (auto const& f : files) { // warm the per-thread scratch buffers
            for (auto const& line : f.lines) {
                if (auto const u = urikit::parse_uri_reference(line)) {
                    (void)urikit::normalize_into(*u, p, buffer);
                    (void)urikit::equivalent(*u, *u, p);
                }
            }
        }
        std::size_t normalized = 0;
        urikit::test::start_counting_allocations();
        for (auto const& f : files) {
            for (auto const& line : f.lines) {
                auto const u = urikit::parse_uri_reference(line);
                if (!u) continue;
                if (urikit::host_kind k = u->host_kind(); p != urikit::profile::rfc3986 && k == urikit::host_kind::reg_name &&
                                                          u->host().find('%') != std::string_view::npos) {
                    continue; // ICU's IDNA allocates inside ICU
                }
                normalized += urikit::normalize_into(*u, p, buffer).code == urikit::errc::ok ? 1u : 0u;
                normalized += urikit::equivalent(*u, *u, p).is_equivalent() ? 0u : 1000000u;
            }
        }
        std::size_t const allocations = urikit::test::stop_counting_allocations();
        BOOST_TEST(allocations == 0u, "profile " << static_cast<int>(p));
        BOOST_TEST(normalized > 0u);
        BOOST_TEST(normalized < 1000000u);
    }
}

BOOST_AUTO_TEST_CASE(normalize_dedup_into_a_warm_buffer_allocates_nothing_but_for_a_path_session_id) {
    auto const files = urikit::test::load_data_files();
    std::string buffer;
    buffer.reserve(1 << 16);
    for (auto const& f : files) {
        for (auto const& line : f.lines) {
            if (auto const u = urikit::parse_uri_reference(line)) {
                (void)urikit::normalize_dedup_into(*u, buffer);
                (void)urikit::equivalent_dedup(*u, *u);
            }
        }
    }
    std::size_t normalized = 0;
    urikit::test::start_counting_allocations();
    for (auto const& f : files) {
        for (auto const& line : f.lines) {
            auto const u = urikit::parse_uri_reference(line);
            if (!u || has_path_session_id(line)) continue; // built anew (documented)
            if (u->host_kind() == urikit::host_kind::reg_name && u->host().find('%') != std::string_view::npos) continue;
            normalized += urikit::normalize_dedup_into(*u, buffer).code == urikit::errc::ok ? 1u : 0u;
            normalized += urikit::equivalent_dedup(*u, *u).is_equivalent() ? 0u : 1000000u;
        }
    }
    BOOST_TEST(urikit::test::stop_counting_allocations() == 0u);
    BOOST_TEST(normalized > 0u);
    BOOST_TEST(normalized < 1000000u);
}

BOOST_AUTO_TEST_SUITE_END()
