// urikit crawl forms: Google Safe Browsing's canonicalization of a URL
// ("URLs and Hashing", v4 Canonicalization, with v5's IPv6 host rules), in
// the page's step order: TAB, CR, LF removed; the fragment cut; the whole
// URL unescaped until no escape is left; then host, path and query taken
// apart and fixed; then escaped. Google defines this form and its hashes
// only hit for Google's strings, so the page's order decides here (not
// urikit's split-first rule).
#pragma once

#include <string>
#include <string_view>

#include <urikit/error.hpp>

namespace urikit::detail {

// A URL after the steps, each part unescaped and not yet escaped again.
struct google_url {
    std::string scheme;   // lowercase; "http" when the input had none
    std::string host;     // dots fixed, IP forms rewritten, IDNA ASCII, lowercase
    bool host_is_ip = false;  // IPv4 dotted decimal, or "[" RFC 5952 IPv6 "]"
    std::string path;     // "/" when empty, dot segments and "//" runs removed
    std::string query;
    bool has_query = false;
};

// The steps on `url`: ASCII whitespace around it trimmed, TAB, CR, LF
// removed, the fragment cut at the first "#"; the rest unescaped until no
// escape is left; then read as scheme "://" authority path "?" query (the
// first "?" begins the query; a "#" is data now). Text without a scheme is
// read as "http://" + text, and so is "host:port..." (a scheme-like name
// followed by ":" and digits up to "/", "?" or the end: "www.example.com:80/");
// "http:" or "https:" without "//" has the authority right after the ":"
// (as browsers read it). The userinfo (up to the last "@") and the port
// (digits after the last ":", or after "]") are dropped.
// Errors: errc::input_too_long; errc::missing_host (an empty host, one of
// only dots, or another scheme without "//": "mailto:", "javascript:"),
// its offset where the host would begin in `url`; text that cannot be a
// URL, as Chromium refuses it: errc::invalid_ip_literal at a "[" without
// its "]", errc::invalid_host at text after the "]" but a port, and
// errc::invalid_scheme (where the authority begins) for text without a scheme whose
// authority is what precedes a "://" ("\u00A0http://a.com/"). `out` is
// overwritten.
error google_canonical_parts(std::string_view url, google_url& out);

// Gives back the memory of a google_url kept from call to call whose
// strings grew past scratch_keep_bytes (src/core/scratch.hpp).
void release_if_large(google_url& u) noexcept;

// The escaping of the last step: every byte <= 0x20 or >= 0x7F, "#" and
// "%" as "%XY" (uppercase hex), nothing else. Appended to `out`.
void append_google_escaped(std::string& out, std::string_view bytes);

} // namespace urikit::detail
