// urikit grammar rule header: included only by grammar/split_uri.cpp.
#pragma once

#include "actions.hpp"
#include "char_parsers.hpp"

namespace urikit::grammar::rules {

// RFC 3986 §3.4: query    = *( pchar / "/" / "?" )
// RFC 3986 §3.5: fragment = *( pchar / "/" / "?" )
// RFC 3987 §2.2: iquery = *( ipchar / iprivate / "/" / "?" ); ifragment = *( ipchar / "/" / "?" )
inline auto const query = parsers::run<cs_query, true, false, true, 2>{};
inline auto const fragment = parsers::run<cs_query, true, false, true, 1>{};

inline auto const query_part = -(parsers::set_phase<phase::query>{} >> parsers::ch<'?'>{} >>
                                 x3::raw[query][actions::set_span<component::query>{}]);
inline auto const fragment_part = -(parsers::set_phase<phase::fragment>{} >> parsers::ch<'#'>{} >>
                                    x3::raw[fragment][actions::set_span<component::fragment>{}]);

} // namespace urikit::grammar::rules
