// urikit: a web_url's RFC 3986 form, written when a function first reads
// it, and where an RFC 3986 function's error points in the caller's text
// (uri_ref.hpp). The conversion from a web_url and the writer it passes are
// the web module's (src/web/rfc3986_form.cpp).
#include <urikit/uri_ref.hpp>

#include <algorithm>

#include "src/rfc3986/uri_access.hpp"

namespace urikit {

void uri_ref::write_form() const {
    web_form& f = held_.form;
    components parts;
    f.made = f.write(*web_, f.text, parts);
    if (f.made.code == errc::ok) f.view = detail::uri_access::make_view(f.text, parts);
    f.written = true;
}

// An error at `e.offset` of the RFC 3986 form, moved into the href: as far
// into the same component as there, or that component's end in the href
// when it is shorter there (to_rfc3986 percent-encodes what the URL
// Standard leaves as it is); outside every component, where it is, within
// the href.
error uri_ref::in_href(error e) const noexcept {
    components const& r = view_->parts();
    components const& w = *held_.form.href_parts;
    std::string_view const href = held_.form.href;
    for (std::size_t i = 0; i < component_count; ++i) {
        auto const c = static_cast<component>(i);
        if (!r.has(c) || !w.has(c) || e.offset < r.begin(c) || e.offset > r.end(c)) continue;
        return error{e.code, std::min(w.begin(c) + (e.offset - r.begin(c)), w.end(c))};
    }
    auto const size = static_cast<std::uint32_t>(std::min<std::size_t>(href.size(), max_input_size));
    return error{e.code, std::min(e.offset, size)};
}

} // namespace urikit
