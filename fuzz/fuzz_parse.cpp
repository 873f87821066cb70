// parse_uri_reference / parse_uri / parse_absolute_uri / parse_iri_reference:
// on success the offsets satisfy the invariants and the components with their
// delimiters reassemble to the input; the entry points nest; an error offset
// lies within the input.
#include <urikit/parse.hpp>

#include "fuzz_common.hpp"

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
    urikit::fuzz::exact_copy const copy(data, size);
    std::string_view const s = copy.view();
    auto const ref = urikit::parse_uri_reference(s);
    auto const uri = urikit::parse_uri(s);
    auto const abs = urikit::parse_absolute_uri(s);
    auto const iri = urikit::parse_iri_reference(s);
    if (ref) {
        URIKIT_FUZZ_CHECK(ref->parts().check_invariants(s.size()), s);
        URIKIT_FUZZ_CHECK(ref->recompose() == s, s);
        URIKIT_FUZZ_CHECK(iri.has_value(), s); // every URI reference is an IRI reference
        URIKIT_FUZZ_CHECK(iri->parts().offsets == ref->parts().offsets, s);
    } else {
        URIKIT_FUZZ_CHECK(ref.error().offset <= s.size(), s);
        URIKIT_FUZZ_CHECK(!uri.has_value() && !abs.has_value(), s);
    }
    if (uri) URIKIT_FUZZ_CHECK(ref.has_value() && !uri->is_relative(), s);
    if (abs) URIKIT_FUZZ_CHECK(uri.has_value() && !abs->has_fragment(), s);
    if (iri) {
        URIKIT_FUZZ_CHECK(iri->parts().check_invariants(s.size()), s);
        URIKIT_FUZZ_CHECK(iri->recompose() == s, s);
    } else {
        URIKIT_FUZZ_CHECK(iri.error().offset <= s.size(), s);
    }
    return 0;
}
