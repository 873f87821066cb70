// urikit crawl forms: the Public Suffix List, compiled into the library at
// build time from Debian's publicsuffix file (src/crawl/public_suffix_compiled.cpp,
// the table by tools/psl_compile), with libpsl, which reads the same file,
// as its reference (src/crawl/public_suffix_psl.cpp, the only file that
// includes libpsl.h); built without them (URIKIT_WITH_PSL=OFF),
// src/crawl/public_suffix_none.cpp.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include <urikit/error.hpp>

namespace urikit::detail {

// The lengths of the public suffix and of the registrable domain at the end
// of a lowercase ASCII host name (0: none).
struct suffix_lengths {
    std::size_t suffix = 0;
    std::size_t site = 0;
};

// Looks up the labels of `name` from offset `from` on (non-empty,
// lowercase, ASCII, no empty label); the lengths count in that tail.
// Returns errc::ok, errc::psl_unavailable without the list, or
// errc::forbidden_host_code_point for a name with a NUL.
errc lookup_public_suffix(std::string const& name, std::size_t from, suffix_lengths& out);

// libpsl's answers on the same list file: the lengths of
// psl_unregistrable_domain and psl_registrable_domain (0: none), for the
// tests. Nothing without the list.
suffix_lengths libpsl_lengths(std::string const& ascii_host);

// The names the compiled list has rules on, in order (for the tests).
std::vector<std::string_view> public_suffix_names();

// "<list file> (<n> names, compiled into urikit)", or "" without the list.
std::string public_suffix_source();

} // namespace urikit::detail
