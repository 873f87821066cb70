// pct_encode / pct_decode: decode(encode(x)) == x for every component, the
// encoding uses only bytes the component allows, and decode never accepts a
// malformed "%".
#include <urikit/parse.hpp>
#include <urikit/pct.hpp>
#include <urikit/uri.hpp>

#include <string>

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
    // a uri given plain data in every component parses back to its offsets
    urikit::uri u = urikit::parse_uri_reference("http://h/").value();
    for (urikit::error const e : {u.set_host(s), u.set_userinfo(s), u.set_path("/" + std::string(s)), u.append_segment(s),
                                  u.set_query(s), u.append_param(s, s), u.set_fragment(s)}) {
        URIKIT_FUZZ_CHECK(e.code == urikit::errc::ok, s);
    }
    auto const p = urikit::parse_uri_reference(u.str());
    URIKIT_FUZZ_CHECK(p.has_value() && p->parts() == u.parts(), s);
    return 0;
}
