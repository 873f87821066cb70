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
    for (auto p : {urikit::profile::rfc3986, urikit::profile::http, urikit::profile::cache_key}) {
        auto const ab = urikit::equivalent(*a, *b, p);
        auto const ba = urikit::equivalent(*b, *a, p);
        URIKIT_FUZZ_CHECK(ab.has_value() == ba.has_value(), copy.view());
        if (!ab) continue;
        URIKIT_FUZZ_CHECK(*ab == *ba, copy.view());
        auto const na = urikit::normalize(*a, p);
        auto const nb = urikit::normalize(*b, p);
        URIKIT_FUZZ_CHECK(na.has_value() && nb.has_value(), copy.view());
        URIKIT_FUZZ_CHECK(*ab == (na->str() == nb->str()), copy.view());
        auto const self = urikit::equivalent(*a, *a, p);
        URIKIT_FUZZ_CHECK(self.has_value() && *self, copy.view());
    }
    return 0;
}
