/// @file
/// The normalization profiles of RFC 3986 §6 (what normalize() may change).
/// The crawler's dedup form builds on cache_key and is its own function
/// (normalize_dedup, urikit/dedup.hpp), not a profile.
#pragma once

#include <urikit/config.hpp> // first: a C++17 build is told it needs C++20

#include <cstddef>
#include <iterator>
#include <optional>
#include <string_view>

#include <urikit/names.hpp>

namespace urikit {

/// What normalization may change.
enum class profile : unsigned char {
    /// RFC 3986 §6.2.2 syntax-based: scheme and host lowercase,
    /// percent-encoding hex uppercase, encoded unreserved characters decoded
    /// (never a reserved one), remove_dot_segments on the path of a reference
    /// with a scheme, an empty port's ":" dropped, IPv6 in RFC 5952 text.
    /// Never changes which resource is named.
    rfc3986,
    /// §6.2.3 scheme-based, for the schemes with a registered default port
    /// (http, https, ws, wss, ftp, ...): rfc3986, plus the default port removed
    /// (":080" is 80), an empty path with an authority becomes "/", and a host
    /// with percent-encoded non-ASCII bytes becomes its IDNA ASCII form (UTS
    /// #46). On any other scheme, and without a scheme, exactly rfc3986.
    http,
    /// For crawlers and caches; may change what is named: http, plus the
    /// fragment removed, an empty query removed, and the query parameters
    /// stably sorted by their percent-decoded name (each keeps its bytes).
    cache_key,
    /// For HTTP caches (RFC 9111 §4: the key is the target URI): http, plus
    /// the fragment removed (it is never sent); the query kept as written,
    /// its order and an empty one too (to an HTTP cache `?y=2&x=1` and
    /// `?x=1&y=2` are two resources; cache_key, which sorts, is for a crawler
    /// or an application that knows its parameters commute).
    http_cache,
};

namespace detail {
inline constexpr std::string_view profile_names[] = {"rfc3986", "http", "cache-key", "http-cache"};
static_assert(std::size(profile_names) == static_cast<std::size_t>(profile::http_cache) + 1, "a name per value");
} // namespace detail

/// "rfc3986", "http", "cache-key", "http-cache" (the CLI's and Python's spellings; read back by named<profile>, which takes "cache_key" too).
[[nodiscard]] constexpr std::string_view name(profile value) noexcept {
    return detail::name_in(detail::profile_names, value);
}


} // namespace urikit
