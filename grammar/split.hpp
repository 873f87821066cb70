// urikit grammar: the X3-free facade of the RFC 3986 grammar.
// Only grammar/split_uri.cpp includes Spirit X3.
#pragma once

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

// Splits `input` into components: one pass, no allocation, no decoding, no
// exception. On success returns {errc::ok, 0} and fills `out`; on failure
// returns the reason and the furthest byte offset the grammar reached.
// Precondition: input.size() <= max_input_size (checked by the callers).
// The common shapes go through fast_split (fast_split.hpp), the rest through
// the X3 grammar of Appendix A.
[[nodiscard]] error split(std::string_view input, mode m, components& out) noexcept;

// The same by the X3 grammar alone: the definition fast_split is tested against.
[[nodiscard]] error split_with_grammar(std::string_view input, mode m, components& out) noexcept;

// The productions of RFC 3986 Appendix A, for testing each rule on its own.
enum class production : unsigned char {
    scheme, authority, userinfo, host, port, ip_literal, ipvfuture, ipv6address, h16, ls32,
    ipv4address, dec_octet, reg_name, path_abempty, path_absolute, path_noscheme, path_rootless,
    path_empty, segment, segment_nz, segment_nz_nc, pchar, query, fragment, pct_encoded,
    uri, hier_part, uri_reference, absolute_uri, relative_ref, relative_part,
};

// True when `input` as a whole matches `p`.
[[nodiscard]] bool probe(production p, std::string_view input) noexcept;

} // namespace urikit::grammar
