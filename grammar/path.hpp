// urikit grammar rule header: included only by grammar/split_uri.cpp.
#pragma once

#include "actions.hpp"
#include "char_parsers.hpp"

namespace urikit::grammar::rules {

// RFC 3986 §3.3. A run of segments and their "/" separators is scanned as one
// run of ( pchar / "/" ): *( "/" segment ) is exactly "empty, or '/' then
// pchar-or-'/' bytes".
//   pchar         = unreserved / pct-encoded / sub-delims / ":" / "@"
//   segment       = *pchar
//   segment-nz    = 1*pchar
//   segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )
inline auto const pchar = parsers::byte_of<cs_pchar>{} | parsers::pct_encoded{};
// (RFC 3987 §2.2: the i-forms add ucschar through the runs' IRI mode.)
inline auto const segment = parsers::run<cs_pchar, true, false, true, 1>{};
inline auto const segment_nz = parsers::run<cs_pchar, true, true, true, 1>{};
inline auto const segment_nz_nc = parsers::run<cs_segment_nc, true, true, true, 1>{};
inline auto const segments_tail = parsers::run<cs_path, true, false, true, 1>{}; // *( "/" segment ) after its first "/"

// path-abempty  = *( "/" segment )
inline auto const path_abempty = parsers::set_phase<phase::path>{} >> -(&x3::lit('/') >> segments_tail);
// path-absolute = "/" [ segment-nz *( "/" segment ) ]   (never begins with "//")
inline auto const path_absolute =
    parsers::set_phase<phase::path>{} >> &x3::lit('/') >> !x3::lit("//") >> segments_tail;
// path-noscheme = segment-nz-nc *( "/" segment )
inline auto const path_noscheme = parsers::set_phase<phase::path_noscheme>{} >> segment_nz_nc >>
                                  parsers::set_phase<phase::path>{} >> -(&x3::lit('/') >> segments_tail);
// path-rootless = segment-nz *( "/" segment )
inline auto const path_rootless = parsers::set_phase<phase::path>{} >> segment_nz >> segments_tail;
// path-empty    = 0<pchar>
inline auto const path_empty = x3::eps;

template <class P>
auto path_span(P const& p) {
    return x3::raw[p][actions::set_span<component::path>{}];
}

} // namespace urikit::grammar::rules
