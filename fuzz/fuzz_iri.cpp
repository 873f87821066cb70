// to_uri / to_iri: to_uri's output is ASCII and parses as a URI to its
// recorded components; to_iri's output parses as an IRI; and to_uri of that
// IRI gives a URI again.
#include <urikit/iri.hpp>
#include <urikit/parse.hpp>

#include "fuzz_common.hpp"

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
    urikit::fuzz::exact_copy const copy(data, size);
    std::string_view const s = copy.view();
    if (auto const u = urikit::to_uri(s)) {
        for (char c : u->str()) URIKIT_FUZZ_CHECK(static_cast<unsigned char>(c) < 0x80, s);
        auto const p = urikit::parse_uri_reference(u->str());
        URIKIT_FUZZ_CHECK(p.has_value(), s);
        URIKIT_FUZZ_CHECK(p->parts().offsets == u->parts().offsets, s);
    }
    if (auto const p = urikit::parse_uri_reference(s)) {
        auto const i = urikit::to_iri(*p);
        URIKIT_FUZZ_CHECK(i.has_value(), s);
        URIKIT_FUZZ_CHECK(urikit::parse_iri_reference(*i).has_value(), s);
        auto const back = urikit::to_uri(*i);
        URIKIT_FUZZ_CHECK(back.has_value(), s);
    }
    return 0;
}
