// resolve: base TAB reference. The target parses as a URI to exactly the
// recorded components and has no dot segment (but the "/." guard).
#include <urikit/parse.hpp>
#include <urikit/resolve.hpp>

#include "fuzz_common.hpp"

namespace {
bool has_dot_segment(std::string_view path) {
    std::size_t i = 0;
    for (;;) {
        std::size_t const next = path.find('/', i);
        std::string_view const seg = path.substr(i, next == std::string_view::npos ? std::string_view::npos : next - i);
        bool const guard = i == 1 && seg == "." && path.substr(0, 4) == "/.//";
        if ((seg == "." || seg == "..") && !guard) return true;
        if (next == std::string_view::npos) return false;
        i = next + 1;
    }
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
    urikit::fuzz::exact_copy const copy(data, size);
    auto const [base_text, ref_text] = urikit::fuzz::split_at_tab(copy.view());
    auto const base = urikit::parse_uri_reference(base_text);
    auto const ref = urikit::parse_uri_reference(ref_text);
    if (!base || !ref) return 0;
    auto const t = base->resolve(*ref);
    if (!base->has_scheme()) {
        URIKIT_FUZZ_CHECK(!t.has_value(), copy.view());
        return 0;
    }
    URIKIT_FUZZ_CHECK(t.has_value(), copy.view());
    auto const again = urikit::parse_uri(t->str());
    URIKIT_FUZZ_CHECK(again.has_value(), copy.view());
    URIKIT_FUZZ_CHECK(again->parts().offsets == t->parts().offsets, copy.view());
    URIKIT_FUZZ_CHECK(!has_dot_segment(again->path()), copy.view());
    return 0;
}
