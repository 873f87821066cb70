// parse_uri_reference / parse_uri / parse_absolute_uri / parse_iri_reference:
// on success the offsets satisfy the invariants and the components with their
// delimiters reassemble to the input; the entry points nest; an error offset
// lies within the input; where the fast split decides, its components are
// exactly the X3 grammar's, in every mode, and the facts it claims hold.
// Zone IDs (RFC 6874) only add: a text the default grammar takes splits the
// same with them; one only they take has a zone, at the "%25" where the
// default stopped; the zone is the host's text after that "%25".
#include <urikit/parse.hpp>

#include "fuzz_common.hpp"
#include "grammar/fast_split.hpp"

namespace {

void check_zone_ids(std::string_view s, urikit::result<urikit::uri_view> const& ref) {
    auto const zoned = urikit::parse_uri_reference(s, {.zone_ids = true});
    if (ref) {
        URIKIT_FUZZ_CHECK(zoned.has_value() && zoned->parts() == ref->parts() && zoned->zone_id().empty(), s);
        return;
    }
    std::size_t const stop = ref.error().offset;
    bool const at_a_zone = s.substr(stop, 3) == "%25";
    if (!zoned) {
        URIKIT_FUZZ_CHECK(zoned.error() == ref.error() || (at_a_zone && zoned.error().offset > stop), s);
        return;
    }
    URIKIT_FUZZ_CHECK(zoned->parts().check_invariants(s.size()) && zoned->recompose() == s, s);
    std::string_view const host = zoned->host();
    URIKIT_FUZZ_CHECK(at_a_zone && zoned->parts().begin(urikit::component::host) + host.find('%') == stop, s);
    URIKIT_FUZZ_CHECK(host.substr(host.find('%') + 3, zoned->zone_id().size()) == zoned->zone_id() && host.back() == ']', s);
}

std::string_view part(std::string_view s, urikit::components const& c, urikit::component k) {
    return c.has(k) ? s.substr(c.begin(k), c.end(k) - c.begin(k)) : std::string_view{};
}

bool has_uppercase_outside_triplets(std::string_view s) {
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] == '%') i += 2;
        else if (s[i] >= 'A' && s[i] <= 'Z') return true;
    }
    return false;
}

// Each fact the fast split claims holds of the text (grammar/split.hpp).
void check_facts(std::string_view s, urikit::components const& c, std::uint8_t facts) {
    using namespace urikit::grammar;
    using urikit::component;
    if ((facts & no_uppercase_scheme_or_host) != 0) {
        URIKIT_FUZZ_CHECK(!has_uppercase_outside_triplets(part(s, c, component::scheme)), s);
        URIKIT_FUZZ_CHECK(!has_uppercase_outside_triplets(part(s, c, component::host)), s);
    }
    if ((facts & no_percent) != 0) URIKIT_FUZZ_CHECK(s.find('%') == std::string_view::npos, s);
    if ((facts & no_dot_segment_start) != 0) {
        std::string_view const path = part(s, c, component::path);
        URIKIT_FUZZ_CHECK(path.empty() || path[0] != '.', s);
        URIKIT_FUZZ_CHECK(path.find("/.") == std::string_view::npos, s);
    }
}

void check_fast_split(std::string_view s) {
    using urikit::grammar::mode;
    for (mode m : {mode::uri_reference, mode::uri, mode::absolute_uri, mode::relative_ref, mode::iri_reference,
                   mode::iri, mode::absolute_iri}) {
        urikit::components fast, slow;
        std::uint8_t facts = 0;
        bool const decided = urikit::grammar::fast_split(s, m, fast, facts);
        // every way decides as the dispatched one
        for (auto way : {urikit::grammar::fast_split_scalar, urikit::grammar::fast_split_sse2,
                         urikit::grammar::fast_split_ssse3}) {
            urikit::components c;
            std::uint8_t f = 0;
            bool const d = way(s, m, c, f);
            URIKIT_FUZZ_CHECK(d == decided && (!d || (c == fast && f == facts)), s);
        }
        if (!decided) continue;
        URIKIT_FUZZ_CHECK(urikit::grammar::split_with_grammar(s, m, slow).code == urikit::errc::ok, s);
        URIKIT_FUZZ_CHECK(fast == slow, s);
        check_facts(s, fast, facts);
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
    check_zone_ids(s, ref);
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
