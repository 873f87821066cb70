// urikit: IRIs (RFC 3987) to URIs and back.
#pragma once

#include <string>
#include <string_view>

#include <urikit/result.hpp>
#include <urikit/uri.hpp>
#include <urikit/uri_view.hpp>

namespace urikit {

// RFC 3987 §3.1: the URI of an IRI reference (UTF-8). A reg-name host with
// non-ASCII characters (raw or percent-encoded) goes through IDNA ToASCII
// (UTS #46 non-transitional, STD3, bidi and context rules: "faß.de" ->
// "xn--fa-hia.de"); every other non-ASCII character is written as its UTF-8
// bytes percent-encoded with uppercase hex ("中" -> "%E4%B8%AD"). An ASCII
// input comes back unchanged. Errors: the IRI grammar's (errc::invalid_utf8,
// ... with the offset) and the host's IDNA failure (errc::idna_*, offset at
// the host).
[[nodiscard]] result<uri> to_uri(std::string_view iri);

// RFC 3987 §3.2: the IRI of a URI reference. Runs of percent-encoded octets
// that form well-formed UTF-8 of characters the component allows (ucschar;
// iprivate only in the query) are decoded; everything else stays encoded
// exactly as written: encoded ASCII (so reserved characters), ill-formed
// UTF-8, and the bidi formatting characters RFC 3987 §4.1 forbids (LRM, RLM,
// LRE..RLO, LRI..PDI). An "xn--" host is shown in Unicode when IDNA
// ToUnicode succeeds without errors; otherwise it is kept.
[[nodiscard]] result<std::string> to_iri(uri_view u);

} // namespace urikit
