// urikit grammar rule header: included only by grammar/split_uri.cpp.
#pragma once

#include "actions.hpp"
#include "char_parsers.hpp"
#include "host.hpp"

namespace urikit::grammar::rules {

// RFC 3986 §3.2.1: userinfo = *( unreserved / pct-encoded / sub-delims / ":" )
// Scanned speculatively (no reach): it is a userinfo only if "@" follows, and
// only then is its span recorded.
inline auto const userinfo = parsers::run<cs_userinfo, true, false, false, 1>{}; // RFC 3987: iuserinfo
// The "@" is looked for first: without one ahead there is no userinfo, and
// the host is not scanned twice.
inline auto const userinfo_at =
    parsers::occurs_ahead<'@'>{} >> parsers::set_phase<phase::userinfo>{} >>
    x3::raw[userinfo >> &x3::lit('@')][actions::set_span<component::userinfo>{}] >> parsers::ch<'@'>{};

// RFC 3986 §3.2.3: port = *DIGIT
inline auto const port = parsers::run<cs_digit, false>{};
inline auto const port_part = parsers::set_phase<phase::port>{} >> parsers::ch<':'>{} >>
                              x3::raw[port][actions::set_span<component::port>{}];

// RFC 3986 §3.2: authority = [ userinfo "@" ] host [ ":" port ]
x3::rule<class authority_class> const authority = "authority";
inline auto const authority_def = -userinfo_at >> host >> -port_part;

BOOST_SPIRIT_DEFINE(authority)

} // namespace urikit::grammar::rules
