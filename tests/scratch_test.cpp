// Per-thread scratch buffers: reused while small, given back when a call
// made one large (a hostile input must not pin memory).
#include <boost/test/unit_test.hpp>

#include <string>
#include <vector>

#include "src/core/scratch.hpp"

namespace {
struct string_tag;
struct vector_tag;
} // namespace

BOOST_AUTO_TEST_SUITE(scratch)

BOOST_AUTO_TEST_CASE(a_small_buffer_is_kept_and_reused_empty) {
    char const* kept = nullptr;
    {
        urikit::detail::scratch<string_tag> s;
        s.get().assign(1000, 'x');
        kept = s.get().data();
    }
    urikit::detail::scratch<string_tag> again;
    BOOST_TEST(again.get().empty());
    BOOST_TEST(again.get().capacity() >= 1000u);
    BOOST_TEST((again.get().data() == kept)); // the same storage: no allocation
}

BOOST_AUTO_TEST_CASE(a_buffer_grown_past_the_threshold_is_given_back) {
    {
        urikit::detail::scratch<string_tag> s;
        s.get().assign(urikit::detail::scratch_keep_bytes + 1, 'x');
    }
    urikit::detail::scratch<string_tag> again;
    BOOST_TEST(again.get().capacity() <= urikit::detail::scratch_keep_bytes);
    {
        urikit::detail::scratch<vector_tag, std::vector<std::uint32_t>> v;
        v.get().resize(urikit::detail::scratch_keep_bytes); // 4 bytes each: over the threshold
    }
    urikit::detail::scratch<vector_tag, std::vector<std::uint32_t>> again_v;
    BOOST_TEST(again_v.get().capacity() * sizeof(std::uint32_t) <= urikit::detail::scratch_keep_bytes);
}

BOOST_AUTO_TEST_SUITE_END()
