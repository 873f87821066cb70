// urikit grammar rule header: included only by grammar/split_uri.cpp.
#pragma once

#include "actions.hpp"
#include "char_parsers.hpp"

namespace urikit::grammar::rules {

// RFC 3986 §3.1: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
inline auto const scheme =
    parsers::set_phase<phase::scheme>{} >> parsers::byte_of<cs_alpha>{} >> parsers::run<cs_scheme, false>{};

inline auto const scheme_part = x3::raw[scheme][actions::set_span<component::scheme>{}];

} // namespace urikit::grammar::rules
