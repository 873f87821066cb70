// urikit web mode: the common href in one copy (web_fast_path.cpp).
#pragma once

#include <string_view>

#include <urikit/web_url.hpp>

namespace urikit::detail {

// Parses `s` into `out` when it is an absolute special URL that needs no
// processing beyond lowercasing, and returns true; else returns false and
// leaves `out` unchanged (the general parser then runs).
// Contract (a fast path of parse_web_record, HACKING.md "Fast paths"): reads
// only s[0, s.size()); where it returns true, `out` is exactly what the
// general parser (parse_web_record(..., fast = false)) makes of `s`; `s` may
// view `out`'s href: it copies with assign() when the href is the input,
// and declines otherwise (the general path writes aside). Tested by
// the_one_copy_path_gives_the_general_parsers_url, the data lines, fuzz_web
// and the aliasing test.
bool parse_web_fast(std::string_view s, web_url& out);

// The host parser's "ends in a number" checker (web_host.cpp).
bool ends_in_a_number(std::string_view domain) noexcept;

} // namespace urikit::detail
