// urikit grammar: the X3-free facade of the RFC 3986 grammar.
// Only grammar/split_uri.cpp includes Spirit X3.
#pragma once

#include <cstdint>
#include <string_view>

#include <urikit/components.hpp>
#include <urikit/error.hpp>

namespace urikit::grammar {

// Which start rule of RFC 3986 Appendix A to match against the whole input.
enum class mode : unsigned char {
    uri_reference, // §4.1 URI-reference
    uri,           // §3   URI
    absolute_uri,  // §4.3 absolute-URI
    relative_ref,  // §4.2 relative-ref
    // RFC 3987 §2.2, over UTF-8: the same rules with ucschar (and iprivate in
    // the query) allowed where the i-forms allow them.
    iri_reference, // IRI-reference
    iri,           // IRI
    absolute_iri,  // absolute-IRI
};

// What the fast split (fast_split.hpp) proved about its text on the way, as
// bits; each claims an absence, so 0 claims nothing (what X3 and every
// other maker of a view give). Normalization (src/rfc3986/already_normal.cpp)
// and resolution skip the look that a bit makes needless.
enum proven : std::uint8_t {
    no_uppercase_scheme_or_host = 1u << 0, // no "A"-"Z" in the scheme or the host but in its "%XX" (RFC 3986 §6.2.2.1)
    no_percent = 1u << 1,                  // no "%" in the text (§6.2.2.1, §6.2.2.2)
    no_dot_segment_start = 1u << 2,        // no "." at the path's start or after a "/" in it (§6.2.2.3)
};

// What the grammar takes beyond RFC 3986, by an option of the parse.
struct extensions {
    bool zone_ids = false; // RFC 6874 §2: "[" IPv6address "%25" ZoneID "]"
};

// Splits `input` into components: one pass, no allocation, no decoding, no
// exception. On success returns {errc::ok, 0} and fills `out`; on failure
// returns the reason and the furthest byte offset the grammar reached.
// Precondition: input.size() <= max_input_size (checked by the callers).
// The common shapes go through fast_split (fast_split.hpp), the rest through
// the X3 grammar of Appendix A.
[[nodiscard]] error split(std::string_view input, mode m, components& out) noexcept;

// The same by the X3 grammar alone: the definition fast_split is tested against.
// The fast split never takes an IP literal, so it needs no extensions.
[[nodiscard]] error split_with_grammar(std::string_view input, mode m, components& out, extensions ext = {}) noexcept;

// The productions of RFC 3986 Appendix A, for testing each rule on its own.
enum class production : unsigned char {
    scheme, authority, userinfo, host, port, ip_literal, ipvfuture, ipv6address, h16, ls32,
    ipv4address, dec_octet, reg_name, path_abempty, path_absolute, path_noscheme, path_rootless,
    path_empty, segment, segment_nz, segment_nz_nc, pchar, query, fragment, pct_encoded,
    uri, hier_part, uri_reference, absolute_uri, relative_ref, relative_part,
};

// True when `input` as a whole matches `p`.
[[nodiscard]] bool probe(production p, std::string_view input, extensions ext = {}) noexcept;

} // namespace urikit::grammar
