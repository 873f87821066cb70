// urikit crawl forms: the Public Suffix List, behind an interface free of
// libpsl: src/crawl/public_suffix_psl.cpp (the only file that includes
// libpsl.h) or, built without it (URIKIT_WITH_PSL=OFF),
// src/crawl/public_suffix_none.cpp.
#pragma once

#include <string>
#include <string_view>

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
// Returns errc::ok, errc::psl_unavailable, or errc::forbidden_host_code_point
// for a name with a NUL (libpsl reads C strings: it would ask about less).
errc lookup_public_suffix(std::string const& name, std::size_t from, suffix_lengths& out);

// The length of libpsl's own psl_registrable_domain answer (0: none), which
// lookup_public_suffix derives from the suffix instead of asking again
// (tests compare both). 0 without libpsl.
std::size_t libpsl_registrable_length(std::string const& ascii_host);

// "libpsl <version>, <list file>", or "" without libpsl.
std::string public_suffix_source();

} // namespace urikit::detail
