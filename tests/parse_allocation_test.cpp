// parse allocates nothing: global operator new is counted while parsing.
#include <boost/test/unit_test.hpp>

#include <atomic>
#include <cstdlib>
#include <new>

#include <urikit/parse.hpp>

#include "data_files.hpp"

namespace {
std::atomic<bool> counting{false};
std::atomic<std::size_t> allocations{0};
} // namespace

// Replacements for the whole test binary; they only count inside a window.
void* operator new(std::size_t n) {
    if (counting.load(std::memory_order_relaxed)) allocations.fetch_add(1, std::memory_order_relaxed);
    if (void* p = std::malloc(n == 0 ? 1 : n)) return p;
    throw std::bad_alloc();
}
void* operator new[](std::size_t n) { return operator new(n); }
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }

BOOST_AUTO_TEST_SUITE(parse_allocation)

BOOST_AUTO_TEST_CASE(parsing_every_data_line_allocates_nothing) {
    auto const files = urikit::test::load_data_files();
    std::size_t lines = 0, valid = 0;
    allocations = 0;
    counting = true;
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
    counting = false;
    BOOST_TEST(allocations.load() == 0u);
    BOOST_TEST(lines > 0u);
    BOOST_TEST(valid > 0u);
}

BOOST_AUTO_TEST_CASE(parsing_invalid_and_hostile_inputs_allocates_nothing) {
    char const* const inputs[] = {"http://[::1", "http://a:8x/", "%", "1a:b", "http://[1::2::3]/", "http://h/\xFF",
                                  "http://[v1.]/", "a:#%", "//h:1.5"};
    allocations = 0;
    counting = true;
    for (char const* s : inputs) {
        auto const r = urikit::parse_uri_reference(s);
        BOOST_TEST(!r.has_value());
    }
    counting = false;
    BOOST_TEST(allocations.load() == 0u);
}

BOOST_AUTO_TEST_CASE(the_counter_sees_allocations) {
    allocations = 0;
    counting = true;
    auto* volatile p = new int(7);
    counting = false;
    delete p;
    BOOST_TEST(allocations.load() == 1u);
}

BOOST_AUTO_TEST_SUITE_END()
