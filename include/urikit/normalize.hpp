/// @file
/// Normalization (RFC 3986 §6) under a profile, equivalence and its hash
/// (the RFC 3986 group: `<urikit/rfc3986.hpp>` is enough).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include <urikit/components.hpp>
#include <urikit/config.hpp>
#include <urikit/error.hpp>
#include <urikit/profile.hpp>
#include <urikit/result.hpp>
#include <urikit/uri.hpp>
#include <urikit/uri_ref.hpp>
#include <urikit/uri_view.hpp>

namespace urikit {

/// The normalized reference (RFC 3986 §6.2.2, §6.2.3 under `p`).
///
/// The result re-parses to the components it was written from: a path
/// without authority that would begin with "//" is written with a "/."
/// prefix ("foo:/a/..//evil" gives "foo:/.//evil"). Normalizing twice gives
/// the same string.
///
/// Errors: from the http profile's host conversion only (errc::host_not_utf8,
/// errc::idna_*, errc::idna_unavailable; offset at the host), and
/// errc::output_too_long. Complexity: O(n) (cache-key: O(n log k) for k
/// query parameters).
///
/// Example:
/// @code
/// normalize(parse_uri_reference("HTTP://a/%7euser/./x").value()).value().str() == "http://a/~user/x"
/// @endcode
[[nodiscard]] URIKIT_API result<uri> normalize(uri_ref const& u, profile p = profile::rfc3986);

/// Same, into `out`: cleared first, its capacity reused (a warm buffer means
/// no allocation). `out` may hold the text `u` views: the result then
/// replaces it. When `parts` is given it receives the offsets of the result
/// in `out`. On error `out` is empty.
[[nodiscard]] URIKIT_API error normalize_into(uri_ref const& u, profile p, std::string& out, components* parts = nullptr);

/// The verdict of equivalent().
enum class verdict : std::uint8_t {
    equivalent,    ///< the normalized forms are byte-for-byte identical
    different,     ///< both normalize, to different forms
    first_failed,  ///< the first reference cannot be normalized (see equivalence::failure)
    second_failed, ///< the second reference cannot be normalized (see equivalence::failure)
};

/// The answer of equivalent(): a verdict, and for a failed input its error.
/// Deliberately not convertible to bool: test `answer == verdict::equivalent`.
struct equivalence {
    urikit::verdict answer = verdict::different; ///< the verdict
    error failure{};                              ///< the failing input's error (offset in that input)

    /// True when the verdict is verdict::equivalent.
    [[nodiscard]] constexpr bool is_equivalent() const noexcept { return answer == verdict::equivalent; }
    /// True when one of the inputs failed.
    [[nodiscard]] constexpr bool failed() const noexcept {
        return answer == verdict::first_failed || answer == verdict::second_failed;
    }
};

/// Whether `a` and `b` are equivalent under `p`: their normalized forms are
/// byte-for-byte identical (RFC 3986 §6.1). Per-thread buffers, so no
/// allocation once they are warm. Errors as for normalize, reported for the
/// input that failed (the first one first). O(n).
///
/// Example:
/// @code
/// equivalent(parse_uri_reference("/~user").value(),
///            parse_uri_reference("/%7Euser").value()).answer == verdict::equivalent
/// @endcode
[[nodiscard]] URIKIT_API equivalence equivalent(uri_ref const& a, uri_ref const& b, profile p = profile::rfc3986);

/// A hash consistent with equivalent() under `p`: the hash of the text
/// normalize(u, p) writes, so equivalent(a, b, p) implies hash_value(a, p)
/// == hash_value(b, p) (a hash table of references keyed by equivalence).
/// A reference normalize refuses hashes as its own text. No allocation once
/// warm (a per-thread buffer). O(n), as normalize.
[[nodiscard]] URIKIT_API std::size_t hash_value(uri_ref const& u, profile p = profile::rfc3986);

} // namespace urikit
