// urikit crawl forms: the Internet Archive's SURT key as internetarchive/surt
// 0.3.1 writes it (surt.surt(url) with its defaults), byte for byte: its
// parse (handyurl.parse), its Google-style canonicalization, its IA rules,
// then the SURT form. The IA defines this key and its CDX indexes hold it,
// so its steps decide here, quirks included: the README's "Crawler and
// HTTP forms" lists them and every remaining difference. Facts checked by
// tests/crawl/ia_surt_test.cpp against the IA's own tests and its keys for
// every line of the shared URL lists.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include <urikit/crawl.hpp>
#include <urikit/error.hpp>

namespace urikit::detail {

// A URL as the IA's handyurl holds it. Python's None and b"" are told apart
// nowhere on this path once parsed, so "" stands for both.
struct ia_url {
    std::string scheme;           // as written: the case is kept
    std::string host;             // "" when none
    std::uint32_t port = 0;       // 0 when none (":0" is none too)
    std::string path;             // "" when none
    std::string query;            // "" when none (an empty query is none)
    std::uint32_t host_offset = 0; // where the host was read from, in the input
};

// handyurl.parse: ASCII whitespace around `url` trimmed and every TAB, CR,
// LF removed; "http://" put in front when `url` does not begin with
// scheme ":"; a run of "http://" / "https://" in front cut to its last;
// split by RFC 2396's Appendix B expression; the host is what Python's
// urlsplit calls hostname (after the last "@"; inside "[ ]" when there is
// a "["; a trailing ":" run dropped), the port its number; a scheme
// beginning "http" with no host takes the first path segment as host.
// Errors: errc::missing_scheme (nothing left after trimming, offset 0),
// errc::invalid_port (not digits), errc::port_out_of_range (above 65535),
// errc::input_too_long. Offsets are in `url`.
error ia_parse(std::string_view url, ia_url& out);

// The host step of the IA's GoogleURLCanonicalizer (ia_host.cpp): `u.host`
// unescaped, through IDNA 2003 when not ASCII, dots fixed, an address
// written dotted, else lowercase and escaped. Errors: errc::idna_unavailable.
error ia_canonical_host(ia_url& u);

// The IA's GoogleURLCanonicalizer and then its IAURLCanonicalizer (the
// defaults, with `o.strip_www` as host_massage and `o.lowercase_query` as
// query_lowercase). Errors: errc::idna_unavailable (a host that needs IDNA
// in a build without ICU; offset: the host's).
error ia_canonicalize(ia_url& u, surt_options const& o);

// The SURT form of a canonicalized URL (handyurl.getURLString(surt=True)),
// appended to `out`.
void append_ia_surt(std::string& out, ia_url const& u, surt_options const& o);

// Gives back the memory of an ia_url kept from call to call whose strings
// grew past scratch_keep_bytes (src/core/scratch.hpp).
void release_if_large(ia_url& u) noexcept;

} // namespace urikit::detail
