// urikit: the one authority writer (RFC 3986 §3.2):
//   authority = [ userinfo "@" ] host [ ":" port ], after "//"
// over either face of the one writer (detail::writer, or its raw_cursor in a
// hot loop: both have put/open/close). The delimiters are written here; each
// component by the caller's `part(w, c)`, which opens, writes and closes it
// as its rules say (copied, normalized, re-encoded) and, for the host, sets
// the host kind. `port` false leaves out the ":" with the port (absent, or
// dropped by a profile).
#pragma once

#include <urikit/component.hpp>

namespace urikit::detail {

template <class Writer, class Part>
void write_authority(Writer& w, bool userinfo, bool port, Part&& part) {
    w.put('/');
    w.put('/');
    if (userinfo) {
        part(w, component::userinfo);
        w.put('@');
    }
    part(w, component::host);
    if (port) {
        w.put(':');
        part(w, component::port);
    }
}

} // namespace urikit::detail
