// urikit: Punycode (RFC 3492), the encoder IDNA 2003's ToASCII uses for the
// Internet Archive's keys (src/idna/idna2003_icu.cpp). UTS #46 paths get
// theirs from ICU.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace urikit::detail {

// Appends the Punycode of `code_points` (RFC 3492 section 6.3: the basic
// code points in order, "-" when there is one, then the deltas of the
// others), without a prefix. Returns false, `out` unchanged, when the
// encoding would be longer than `max_size` bytes (checked before any
// work that grows with the input) or overflows.
bool punycode_encode(std::u32string_view code_points, std::string& out, std::size_t max_size);

} // namespace urikit::detail
