#pragma once
/// @file
/// The Referer a request carries (W3C Referrer Policy, "Determine request's
/// referrer"), the policy a `Referrer-Policy` field names, and whether a
/// URL is potentially trustworthy (W3C Secure Contexts §3.1, §3.2): the
/// "downgrade" every policy but unsafe-url and origin refuses.

#include <cstdint>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>

#include <urikit/config.hpp>
#include <urikit/names.hpp>
#include <urikit/result.hpp>
#include <urikit/uri_ref.hpp>

namespace urikit {

/// The two URLs a request decision reads, named so that they cannot be
/// swapped silently (HACKING.md, API rule 2): the one a request is made
/// from (the page, or the URL whose response redirects) and the one it is
/// for. Made for one call from references that outlive it:
/// `referrer({.from = page, .to = link})`.
struct url_hop {
    uri_ref const& from; ///< the page, or the URL redirected from
    uri_ref const& to;   ///< the URL requested, or redirected to
};

/// The eight referrer policies (W3C Referrer Policy §3), with their tokens'
/// names ("no-referrer", ... "unsafe-url"; named<> reads "_" for "-" too).
enum class referrer_policy : std::uint8_t {
    no_referrer,                     ///< never a Referer
    no_referrer_when_downgrade,      ///< the URL, but none from a trustworthy URL to one that is not
    same_origin,                     ///< the URL to the same origin, else none
    origin,                          ///< the origin alone, always
    strict_origin,                   ///< the origin alone, none on a downgrade
    origin_when_cross_origin,        ///< the URL to the same origin, else the origin alone
    strict_origin_when_cross_origin, ///< the URL to the same origin, else the origin alone, none on a downgrade (the default: Fetch)
    unsafe_url,                      ///< the URL, always (without credentials and fragment)
};

namespace detail {
inline constexpr std::string_view referrer_policy_names[] = {
    "no-referrer",          "no-referrer-when-downgrade", "same-origin", "origin", "strict-origin",
    "origin-when-cross-origin", "strict-origin-when-cross-origin", "unsafe-url"};
static_assert(std::size(referrer_policy_names) == static_cast<std::size_t>(referrer_policy::unsafe_url) + 1,
              "a name per value");
} // namespace detail

/// The policy's token: "no-referrer", "no-referrer-when-downgrade", ...
[[nodiscard]] constexpr std::string_view name(referrer_policy value) noexcept {
    return detail::name_in(detail::referrer_policy_names, value);
}

/// The policy a `Referrer-Policy` field value names (W3C Referrer Policy
/// §4.1, "Parse a referrer policy from a Referrer-Policy header"): its
/// comma-separated tokens (optional whitespace trimmed), the last that is a
/// policy's token winning (ASCII case-insensitively, as the field's ABNF
/// reads its literals: RFC 5234 §2.3); tokens that are none are skipped, so
/// a newer policy can be listed after a fallback. nullopt when none is (the
/// caller keeps the policy it had; the legacy keywords "never", "always",
/// "default" and "origin-when-crossorigin" are `<meta name=referrer>`'s
/// only, not the field's). Several field lines are one value joined by ",".
/// O(n).
///
/// Example:
/// @code
/// name(*referrer_policy_from_header("no-referrer, strict-origin-when-cross-origin, unknown")) == "strict-origin-when-cross-origin"
/// @endcode
[[nodiscard]] URIKIT_API std::optional<referrer_policy> referrer_policy_from_header(std::string_view value) noexcept;

/// True when `u` is a potentially trustworthy URL (W3C Secure Contexts
/// §3.2): "about:blank", "about:srcdoc" and data: URLs; an https or wss URL
/// (and a blob: URL of one); a host that is a loopback address (127.0.0.0/8,
/// ::1) or a localhost name ("localhost", "*.localhost", one trailing "."
/// allowed: §3.1 step 4 with "let localhost be localhost"); a file: URL.
/// Besides the browsers' list (§3.1 step 6 lets an agent add the schemes it
/// authenticates): ftps, FTP over TLS, which a browser does not speak (its
/// origin is opaque there). `u` is read by the URL Standard's parser (a
/// uri_view or a uri as its text parses; one it does not parse is not
/// trustworthy). O(n).
[[nodiscard]] URIKIT_API bool is_potentially_trustworthy(uri_ref const& u);

/// The Referer field value of a request for `hop.to` made from `hop.from`
/// under `policy` (W3C Referrer Policy §8.3, "Determine request's referrer",
/// with `hop.from` as the referrer source): `from` stripped for use as a
/// referrer (§8.4: no username, password or fragment; "origin-only": the
/// scheme, host and port and "/", as browsers send it), or the empty string
/// for no Referer: never from an about:, blob: or data: URL, and by the
/// policy (same origin by the URL Standard's origins: opaque ones are never
/// the same; a downgrade is from a potentially trustworthy `from` to a
/// `to` that is not). A URL longer than 4,096 bytes gives its origin
/// alone (§8.3 step 6). Both are read by the URL Standard's parser (a
/// uri_view or uri as its text parses). Errors: errc::base_not_absolute at
/// offset 0 for a uri_view or a uri the URL Standard does not parse
/// (`http://[v1.x]/`). O(n).
///
/// Example:
/// @code
/// auto const page = parse_web("https://user:pw@a.example/p?q#f").value();
/// auto const link = parse_web("https://b.example/").value();
/// referrer({.from = page, .to = link}).value() == "https://a.example/" // cross-origin: the origin alone
/// @endcode
[[nodiscard]] URIKIT_API result<std::string>
referrer(url_hop hop, referrer_policy policy = referrer_policy::strict_origin_when_cross_origin);

/// The same into `out` (its capacity reused; empty for no Referer and on
/// error; either URL may view `out`).
[[nodiscard]] URIKIT_API error referrer_into(url_hop hop, referrer_policy policy, std::string& out);

} // namespace urikit
