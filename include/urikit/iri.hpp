/// @file
/// IRIs (RFC 3987) to URIs and back.
#pragma once

#include <string>
#include <string_view>

#include <urikit/config.hpp>
#include <urikit/result.hpp>
#include <urikit/uri.hpp>
#include <urikit/uri_view.hpp>

namespace urikit {

/// RFC 3987 §3.1: the URI of an IRI reference (UTF-8).
///
/// A reg-name host with non-ASCII characters (raw or percent-encoded) goes
/// through IDNA ToASCII (UTS #46 non-transitional, STD3, bidi and context
/// rules: "faß.de" gives "xn--fa-hia.de"); every other non-ASCII character is
/// written as its UTF-8 bytes percent-encoded with uppercase hex ("中" gives
/// "%E4%B8%AD"). An ASCII input comes back unchanged.
///
/// Errors: the IRI grammar's (errc::invalid_utf8, ... with the offset), the
/// host's IDNA failure (errc::idna_*, errc::host_not_utf8,
/// errc::idna_unavailable; offset at the host), errc::output_too_long. O(n).
[[nodiscard]] URIKIT_API result<uri> to_uri(std::string_view iri);

/// Same, into `out` (capacity reused: a warm buffer means no allocation;
/// empty after an error). `out` may hold the text `iri` views. `parts`,
/// when given, receives the offsets of the result's components. An ASCII
/// IRI reference is a URI reference: it is copied as it is.
[[nodiscard]] URIKIT_API error to_uri_into(std::string_view iri, std::string& out, components* parts = nullptr);

/// RFC 3987 §3.2: the IRI of a URI reference.
///
/// Step 2 converts every percent-encoding except those of "%", reserved
/// characters and ASCII not allowed in URIs: encoded unreserved characters
/// are decoded ("%41%7E" gives "A~"); steps 3-4 decode runs of encoded
/// octets that form well-formed UTF-8 of characters the component allows
/// (ucschar; iprivate only in the query) and are not the bidi formatting
/// characters §4.1 forbids (LRM, RLM, LRE..RLO, LRI..PDI). Everything else
/// stays encoded exactly as written ("%2F", "%25", "%FF"). A reg-name is
/// shown in Unicode as a whole or not at all: an "xn--" host when IDNA
/// ToUnicode succeeds and ToASCII takes the result back, an encoded host
/// when all of it decodes. Errors: errc::output_too_long. O(n).
[[nodiscard]] URIKIT_API result<std::string> to_iri(uri_view u);

/// Same, into `out` (capacity reused: a warm buffer means no allocation;
/// empty after an error). `u` may view `out`.
[[nodiscard]] URIKIT_API error to_iri_into(uri_view u, std::string& out);

/// The IRI of the URI reference `text` (parse_uri_reference, then as
/// above), so that both conversions take text: `to_uri(iri)` and
/// `to_iri(uri)`. Errors: the RFC 3986 grammar's (offset in `text`),
/// errc::output_too_long. O(n).
[[nodiscard]] URIKIT_API result<std::string> to_iri(std::string_view text);

/// Same, into `out` (capacity reused; empty after an error). `text` may view `out`.
[[nodiscard]] URIKIT_API error to_iri_into(std::string_view text, std::string& out);

} // namespace urikit
