// parse_uri_reference / parse_uri / parse_absolute_uri / parse_iri_reference:
// on success the offsets satisfy the invariants and the components with their
// delimiters reassemble to the input; the entry points nest; an error offset
// lies within the input; where the fast split decides, its components are
// exactly the X3 grammar's, in every mode.
#include <urikit/parse.hpp>

#include "fuzz_common.hpp"
#include "grammar/fast_split.hpp"

namespace {

void check_fast_split(std::string_view s) {
    using urikit::grammar::mode;
    for (mode m : {mode::uri_reference, mode::uri, mode::absolute_uri, mode::relative_ref, mode::iri_reference,
                   mode::iri, mode::absolute_iri}) {
        urikit::components fast, slow;
        if (!urikit::grammar::fast_split(s, m, fast)) continue;
        URIKIT_FUZZ_CHECK(urikit::grammar::split_with_grammar(s, m, slow).code == urikit::errc::ok, s);
        URIKIT_FUZZ_CHECK(fast == slow, s);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
    urikit::fuzz::exact_copy const copy(data, size);
    std::string_view const s = copy.view();
    if (s.size() <= urikit::max_input_size) check_fast_split(s);
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
