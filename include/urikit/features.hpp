/// @file
/// What this build of urikit can do: one query, available(feature), for
/// each optional dependency (ICU, the Public Suffix List, RE2, libcrypto; each a CMake
/// option, URIKIT_WITH_*, on by default). Without one, the functions that
/// need it return its errc::*_unavailable code and everything else works
/// the same.
#pragma once

#include <cstddef>
#include <cstdint>
#include <iterator>
#include <optional>
#include <string_view>

#include <urikit/config.hpp>
#include <urikit/names.hpp>

namespace urikit {

/// An optional part of urikit, named by what it gives.
enum class feature : std::uint8_t {
    /// UTS #46 through ICU (URIKIT_WITH_ICU): without it every step that
    /// needs IDNA (the http profile's internationalized hosts, to_uri of a
    /// non-ASCII host, the web mode's non-ASCII domains, domain_to_ascii
    /// with be_strict) fails with errc::idna_unavailable, and to_iri keeps
    /// an "xn--" host as it is.
    idna,
    /// Registrable domains by the Public Suffix List (URIKIT_WITH_PSL): without it
    /// site() and site_of_host() fail with errc::psl_unavailable
    /// (public_suffix_list_source() says which list a build reads).
    public_suffix_list,
    /// URL patterns matched by RE2 (URIKIT_WITH_RE2): without it
    /// parse_url_pattern() fails with errc::regexp_unavailable.
    url_patterns,
    /// SHA-256 through OpenSSL's libcrypto (URIKIT_WITH_CRYPTO): without it
    /// safe_browsing_hashes() fails with errc::crypto_unavailable.
    safe_browsing_hashes,
};

namespace detail {
inline constexpr std::string_view feature_names[] = {"idna", "public-suffix-list", "url-patterns",
                                                     "safe-browsing-hashes"};
static_assert(std::size(feature_names) == static_cast<std::size_t>(feature::safe_browsing_hashes) + 1,
              "a name per value");
} // namespace detail

/// "idna", "public-suffix-list", "url-patterns", "safe-browsing-hashes".
[[nodiscard]] constexpr std::string_view name(feature value) noexcept {
    return detail::name_in(detail::feature_names, value);
}


/// True when this build of urikit has `f` (the C API's urikit_available,
/// Python's urikit.available("idna")). False for a value that names no
/// feature.
[[nodiscard]] URIKIT_API bool available(feature f) noexcept;

} // namespace urikit
