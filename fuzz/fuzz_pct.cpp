// pct_encode / pct_decode: decode(encode(x)) == x for every component, the
// encoding uses only bytes the component allows, and decode never accepts a
// malformed "%".
#include <urikit/parse.hpp>
#include <urikit/pct.hpp>
#include <urikit/uri_builder.hpp>

#include "fuzz_common.hpp"

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
    urikit::fuzz::exact_copy const copy(data, size);
    std::string_view const s = copy.view();
    using urikit::codec;
    for (codec c : {codec::userinfo, codec::host, codec::path, codec::path_segment, codec::query, codec::query_param,
                    codec::fragment}) {
        std::string const enc = urikit::pct_encode(s, c);
        auto const dec = urikit::pct_decode(enc, c);
        URIKIT_FUZZ_CHECK(dec.has_value() && *dec == s, s);
        // decoding arbitrary text: either an error inside it, or success
        std::string out;
        urikit::error const e = urikit::pct_decode(s, c, out);
        URIKIT_FUZZ_CHECK(e.code == urikit::errc::ok || e.offset < s.size(), s);
    }
    // a builder fed plain data builds a reference that parses back
    urikit::uri_builder b;
    b.set_userinfo(s);
    b.set_host(s);
    b.set_path(s);
    b.append_segment(s);
    b.set_query(s);
    b.append_param(s, s);
    b.set_fragment(s);
    auto const built = b.build();
    if (built) {
        auto const p = urikit::parse_uri_reference(built->str());
        URIKIT_FUZZ_CHECK(p.has_value() && p->parts().offsets == built->parts().offsets, s);
    }
    return 0;
}
