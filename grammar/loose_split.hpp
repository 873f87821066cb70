// urikit grammar: the split of any string into the five components by their
// delimiters alone, as RFC 3986 Appendix B's regular expression does
//   ^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?
// and of an authority into userinfo, host and port. Nothing is validated or
// decoded: it serves the crawler forms (Safe Browsing, the IA
// canonicalization), which take text no RFC 3986 parser accepts and decide
// per component what to do with it. It never fails.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

namespace urikit::grammar {

// The components of Appendix B; each a view into the input.
struct loose_reference {
    std::optional<std::string_view> scheme;    // before the first ':' when no '/', '?', '#' comes first
    std::optional<std::string_view> authority; // after "//", up to '/', '?', '#' or the end
    std::string_view path;                     // up to '?', '#' or the end (maybe empty)
    std::optional<std::string_view> query;     // after the first '?' before any '#'
    std::optional<std::string_view> fragment;  // after the first '#'
};

[[nodiscard]] loose_reference loose_split(std::string_view input) noexcept;

// The last three steps alone: path, query and fragment of `tail` (text that
// follows a scheme and an authority; scheme and authority stay absent).
[[nodiscard]] loose_reference loose_split_tail(std::string_view tail) noexcept;

// Where an authority that begins at `from` ends: the first '/', '?' or '#'
// at or after it, or npos.
[[nodiscard]] std::size_t find_authority_end(std::string_view s, std::size_t from = 0) noexcept;

// An authority split at its delimiters (RFC 3986 §3.2): userinfo before the
// last '@'; a host that begins with '[' runs to the first ']' (when there is
// one); else the host ends at the first ':'; the port is what follows that
// ':' (anything, maybe empty).
struct loose_authority {
    std::optional<std::string_view> userinfo;
    std::string_view host;
    std::optional<std::string_view> port;
};

[[nodiscard]] loose_authority loose_split_authority(std::string_view authority) noexcept;

} // namespace urikit::grammar
