/// @file
/// Normalization (RFC 3986 §6) and equivalence.
#pragma once

#include <cstdint>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <urikit/components.hpp>
#include <urikit/config.hpp>
#include <urikit/error.hpp>
#include <urikit/names.hpp>
#include <urikit/profile.hpp>
#include <urikit/result.hpp>
#include <urikit/uri.hpp>
#include <urikit/uri_view.hpp>

namespace urikit {

class web_url; // urikit/web_url.hpp: the overloads taking one go through to_rfc3986

/// The steps the dedup profile adds to cache_key, each one switchable.
/// Each changes which resource is named (that is its purpose: two URLs
/// that differ only so are one page to a crawler).
struct dedup_options {
    /// Session identifiers: query parameters named jsessionid, phpsessid,
    /// sid, aspsessionid* (any suffix), and cfid with cftoken (only both),
    /// by their percent-decoded name without ASCII case; and ";jsessionid=..."
    /// segment parameters in the path.
    /// "http://a/p;jsessionid=1F?sid=9&x=1" -> "http://a/p?x=1"
    bool session_ids = true;
    /// Tracking parameters: those named in `tracking` (percent-decoded,
    /// without ASCII case; a name ending in "*" is a prefix).
    /// "http://a/?utm_source=x&id=3&gclid=1" -> "http://a/?id=3"
    bool tracking_parameters = true;
    /// The names tracking_parameters removes.
    std::vector<std::string> tracking = {"utm_*", "gclid", "fbclid", "msclkid", "mc_cid", "mc_eid"};
    /// Names tracking_parameters keeps though `tracking` names them (matched
    /// the same way): {"utm_campaign"} keeps that one of "utm_*".
    std::vector<std::string> keep = {};
    /// Leading "www." labels of a reg-name host, as long as a "." is left
    /// after them. "http://www.example.com/" -> "http://example.com/"
    bool strip_www = true;
    /// Trailing "/" of the path of a reference with an authority, all of
    /// them, keeping "/" for the root. "http://a/b//" -> "http://a/b"
    bool trailing_slash = true;
};

/// The dedup profile with chosen steps: the cache_key normal form, then
/// the steps of `options`; the result is normalized again under cache_key
/// when removing a path's session id exposed a dot segment. Idempotent for
/// every choice of steps. Errors: those of normalize. O(n log k).
[[nodiscard]] URIKIT_API result<uri> normalize_dedup(uri_view u, dedup_options const& options);

/// The same into `out` (cleared first, its capacity reused; it may hold the
/// text `u` views; empty on error), and its offsets into `parts` when given.
/// No allocation once `out` is warm, unless a path holds a ";jsessionid=" to remove.
[[nodiscard]] URIKIT_API error normalize_dedup_into(uri_view u, dedup_options const& options, std::string& out,
                                                    components* parts = nullptr);

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
[[nodiscard]] URIKIT_API result<uri> normalize(uri_view u, profile p = profile::rfc3986);

/// Same, into `out`: cleared first, its capacity reused (a warm buffer means
/// no allocation). `out` may hold the text `u` views: the result then
/// replaces it. When `parts` is given it receives the offsets of the result
/// in `out`. On error `out` is empty.
[[nodiscard]] URIKIT_API error normalize_into(uri_view u, profile p, std::string& out, components* parts = nullptr);

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
[[nodiscard]] URIKIT_API equivalence equivalent(uri_view a, uri_view b, profile p = profile::rfc3986);

/// A hash consistent with equivalent() under `p`: the hash of the text
/// normalize(u, p) writes, so equivalent(a, b, p) implies hash_value(a, p)
/// == hash_value(b, p) (a hash table of references keyed by equivalence).
/// A reference normalize refuses hashes as its own text. No allocation once
/// warm (a per-thread buffer). O(n), as normalize.
[[nodiscard]] URIKIT_API std::size_t hash_value(uri_view u, profile p = profile::rfc3986);

/// normalize of a web URL's RFC 3986 form (to_rfc3986, urikit/web_url.hpp):
/// `normalize(parse_web(href).value(), profile::cache_key)`. Errors as
/// normalize, their offsets in the href.
[[nodiscard]] URIKIT_API result<uri> normalize(web_url const& u, profile p = profile::rfc3986);
/// normalize_into of a web URL's RFC 3986 form (`out` empty on error).
[[nodiscard]] URIKIT_API error normalize_into(web_url const& u, profile p, std::string& out,
                                              components* parts = nullptr);
/// equivalent of two web URLs' RFC 3986 forms (offsets in the failed href).
[[nodiscard]] URIKIT_API equivalence equivalent(web_url const& a, web_url const& b, profile p = profile::rfc3986);
/// hash_value of a web URL's RFC 3986 form (consistent with equivalent of web URLs).
[[nodiscard]] URIKIT_API std::size_t hash_value(web_url const& u, profile p = profile::rfc3986);

} // namespace urikit
