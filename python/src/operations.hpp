// The work behind each Python function, on bytes, without Python objects:
// the single calls and the batch calls (which run it with the GIL released)
// share these.
#pragma once

#include <string>
#include <string_view>

#include <urikit/crawl.hpp>
#include <urikit/error.hpp>
#include <urikit/normalize.hpp>
#include <urikit/pct.hpp>
#include <urikit/uri_view.hpp>
#include <urikit/web_url.hpp>

namespace urikit::python {

/// A base to resolve against: an RFC 3986 reference (resolve, normalize) or
/// a web URL (normalize and href with web=True). Never moved once made, so
/// `rfc` may view `text`.
struct base_ref {
    bool present = false;
    bool web = false;
    std::string text;
    uri_view rfc;
    web_url url;

    base_ref() = default;
    base_ref(base_ref const&) = delete;
    base_ref& operator=(base_ref const&) = delete;

    /// Parses `input` as an RFC 3986 reference or, with `web`, as a web URL.
    error assign(std::string_view input, bool web);
};

/// What normalize does with each input.
struct normalize_options {
    profile p = profile::rfc3986;
    bool web = false;            ///< each input is an href (URL Standard), its URI normalized
    base_ref const* base = nullptr; ///< resolve each input against it first (when present)
    dedup_options const* dedup = nullptr; ///< the dedup form with these steps (normalize_dedup) instead of `p`, when given
};

/// The normalized form of `input` into `out`. Errors carry offsets in `input`
/// (steps after parsing, which have no position of their own, say 0).
error normalize_text(std::string_view input, normalize_options const& opts, std::string& out);

/// The target of `reference` against `base` (RFC 3986 §5.2) into `out`.
error resolve_text(base_ref const& base, std::string_view reference, std::string& out);

/// The URI of an IRI reference (RFC 3987 §3.1) into `out`.
error to_uri_text(std::string_view iri, std::string& out);

/// The IRI of a URI reference (RFC 3987 §3.2) into `out`.
error to_iri_text(std::string_view uri_text, std::string& out);

/// The href of a web URL (URL Standard), against `base` when present.
error href_text(std::string_view input, base_ref const* base, std::string& out);

/// surt()'s keyword arguments (the Internet Archive's with_scheme,
/// trailing_comma, reverse_ipaddr, host_massage, query_lowercase).
surt_options make_surt_options(bool scheme, bool trailing_comma, bool reverse_ipv4, bool strip_www, bool lowercase_query);

} // namespace urikit::python
