// urikit crawl forms: the Google-style canonicalization of a URL as Google
// Safe Browsing defines it ("URLs and Hashing", v4 Canonicalization, with
// v5's IPv6 host rules). Shared by safe_browsing_canonical and the Internet
// Archive canonicalization in front of the SURT. The input is any text: it is
// split by delimiters first (RFC 3986 Appendix B, grammar/loose_split.hpp),
// then each component is unescaped and fixed on its own.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include <urikit/error.hpp>

namespace urikit::detail {

// A URL after the steps, each part unescaped and not yet escaped again.
struct google_url {
    std::string scheme;   // lowercase; "http" when the input had none
    std::string host;     // unescaped, dots fixed, IP forms rewritten, lowercase
    bool host_is_ip = false;  // IPv4 dotted decimal, or "[" RFC 5952 IPv6 "]"
    std::string port;         // as written after the ':' (TAB, CR, LF removed)
    bool has_port = false;
    std::uint32_t port_offset = 0; // where `port` begins in the input
    std::string path;     // unescaped, "/" when empty, dot segments and "//" runs removed
    std::string query;    // unescaped
    bool has_query = false;
};

// The steps on `url`: TAB, CR, LF removed; ASCII whitespace around it
// trimmed; the split; the fragment and the userinfo dropped; host, path and
// query each unescaped until no escape is left and fixed. An input without
// "scheme://" is read as "http://" + input ("http:" or "https:" without "//"
// as that scheme with the rest as authority, as browsers read it).
// Errors: errc::input_too_long; errc::missing_host (an empty host, or one of
// only dots) with the host's offset in `url`. `out` is overwritten.
error google_canonical_parts(std::string_view url, google_url& out);

// Step 5 on a path (unescaped, or escaped: "." and "/" are never escaped):
// "/" when empty, "/./" and "/../" resolved, then "//" runs as one "/".
void apply_google_path_rules(std::string& path);

// Gives back the memory of a google_url kept from call to call whose
// strings grew past scratch_keep_bytes (src/core/scratch.hpp).
void release_if_large(google_url& u) noexcept;

// The escaping of the last step: every byte <= 0x20 or >= 0x7F, "#" and "%"
// as "%XY" (uppercase hex), and, so that the result splits back into the same
// parts, "?" in the path and / ? @ : [ ] in a host that is not an IP literal.
void append_google_host(std::string& out, google_url const& u);
void append_google_path(std::string& out, std::string_view path);
void append_google_query(std::string& out, std::string_view query);

} // namespace urikit::detail
