/// @file
/// The crawler's dedup form (crawl group): cache_key, then the steps that
/// make two links to one page one key (session ids, tracking parameters,
/// "www.", trailing "/").
#pragma once

#include <string>
#include <vector>

#include <urikit/components.hpp>
#include <urikit/config.hpp>
#include <urikit/error.hpp>
#include <urikit/normalize.hpp>
#include <urikit/result.hpp>
#include <urikit/uri.hpp>
#include <urikit/uri_ref.hpp>
#include <urikit/uri_view.hpp>

namespace urikit {

/// The steps the dedup form adds to cache_key, each one switchable.
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

/// The crawler's dedup form, for crawl frontiers; it changes what is named,
/// by design: the cache_key normal form, then the steps of `options` (by
/// default all: session ids and tracking parameters removed, leading "www."
/// labels removed, trailing "/" removed); the result is normalized again
/// under cache_key when removing a path's session id exposed a dot
/// segment. Idempotent for every choice of steps. Errors: those of
/// normalize. O(n log k).
///
/// Example:
/// @code
/// normalize_dedup(parse_uri("http://www.a.com/p/?utm_source=x&id=1").value())->str() == "http://a.com/p?id=1"
/// @endcode
[[nodiscard]] URIKIT_API result<uri> normalize_dedup(uri_ref const& u, dedup_options const& options);

/// normalize_dedup with the default steps (no copy of a dedup_options: its
/// tracking names are a vector of strings).
[[nodiscard]] URIKIT_API result<uri> normalize_dedup(uri_ref const& u);

/// The same into `out` (cleared first, its capacity reused; it may hold the
/// text `u` views; empty on error), and its offsets into `parts` when given.
/// No allocation once `out` is warm, unless a path holds a ";jsessionid=" to remove.
[[nodiscard]] URIKIT_API error normalize_dedup_into(uri_ref const& u, dedup_options const& options, std::string& out,
                                                    components* parts = nullptr);

/// normalize_dedup_into with the default steps (`out` empty on error).
[[nodiscard]] URIKIT_API error normalize_dedup_into(uri_ref const& u, std::string& out, components* parts = nullptr);

/// Whether `a` and `b` have one dedup form under `options` (two links to
/// one page, to a crawler): their normalize_dedup results are byte for byte
/// identical. Errors as normalize_dedup, reported for the input that failed
/// (the first one first). No allocation once the per-thread buffers are
/// warm. O(n log k).
[[nodiscard]] URIKIT_API equivalence equivalent_dedup(uri_ref const& a, uri_ref const& b, dedup_options const& options);

/// equivalent_dedup with the default steps.
[[nodiscard]] URIKIT_API equivalence equivalent_dedup(uri_ref const& a, uri_ref const& b);

} // namespace urikit
