// urikit: host names to IDNA ASCII (UTS #46). ICU-free interface; the one
// implementation is src/idna_icu.cpp.
#pragma once

#include <string>
#include <string_view>

#include <urikit/error.hpp>

namespace urikit::detail {

// Appends the UTS #46 ToASCII form of the UTF-8 domain name `utf8`
// (non-transitional: "faß.de" -> "xn--fa-hia.de"; STD3 ASCII rules, bidi and
// CONTEXTJ checks on, as browsers apply them). Returns errc::ok, or the
// reason; `out` is unchanged on failure.
errc idna_to_ascii(std::string_view utf8, std::string& out);

// Appends the UTS #46 ToUnicode form of an ASCII domain name ("xn--fa-hia.de"
// -> "faß.de"), same options. Returns errc::ok, or the reason (`out`
// unchanged then).
errc idna_to_unicode(std::string_view ascii, std::string& out);

} // namespace urikit::detail
