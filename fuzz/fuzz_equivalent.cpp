// equivalent: symmetric, and the same answer as normalize-and-compare. Two
// references separated by the first TAB.
#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>

#include "fuzz_common.hpp"

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
    urikit::fuzz::exact_copy const copy(data, size);
    auto const [a_text, b_text] = urikit::fuzz::split_at_tab(copy.view());
    auto const a = urikit::parse_uri_reference(a_text);
    auto const b = urikit::parse_uri_reference(b_text);
    if (!a || !b) return 0;
    for (auto p : {urikit::profile::rfc3986, urikit::profile::http, urikit::profile::cache_key, urikit::profile::http_cache}) {
        urikit::equivalence const ab = urikit::equivalent(*a, *b, p);
        urikit::equivalence const ba = urikit::equivalent(*b, *a, p);
        auto const na = urikit::normalize(*a, p);
        auto const nb = urikit::normalize(*b, p);
        // The failed input is named, with normalize's own error.
        if (!na) {
            URIKIT_FUZZ_CHECK(ab.answer == urikit::verdict::first_failed && ab.failure == na.error(), copy.view());
            URIKIT_FUZZ_CHECK(!nb || ba.answer == urikit::verdict::second_failed, copy.view());
            continue;
        }
        if (!nb) {
            URIKIT_FUZZ_CHECK(ab.answer == urikit::verdict::second_failed && ab.failure == nb.error(), copy.view());
            URIKIT_FUZZ_CHECK(ba.answer == urikit::verdict::first_failed, copy.view());
            continue;
        }
        // Symmetric, and exactly normalize-and-compare.
        URIKIT_FUZZ_CHECK(ab.answer == ba.answer, copy.view());
        URIKIT_FUZZ_CHECK(ab.is_equivalent() == (na->str() == nb->str()), copy.view());
        URIKIT_FUZZ_CHECK(urikit::equivalent(*a, *a, p).is_equivalent(), copy.view());
    }
    return 0;
}
