// urikit crawl forms: Google Safe Browsing's canonicalization of a URL
// ("URLs and Hashing", v4 Canonicalization, with v5's IPv6 host rules), in
// the page's step order: TAB, CR, LF removed; the fragment cut; the whole
// URL unescaped until no escape is left; then host, path and query taken
// apart and fixed; then escaped. Google defines this form and its hashes
// only hit for Google's strings, so the page's order decides here (not
// urikit's split-first rule).
#pragma once

#include <cstdint>
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

// Which reading of the text the steps take apart (see google_canonical_parts).
enum class google_reading : std::uint8_t {
    browser, // the browser's where it has one and the two may differ (what the API gives)
    both,    // the browser's wherever it has one (tests: must give what `browser` gives)
    page,    // the page's alone (tests: the reading the browser's replaces)
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
//
// Where the URL Standard's parser reads the text (steps 1 and 2 done) as a
// special URL with a host, that URL is the one taken apart: the page's
// steps run on "scheme://host/path?query" of the URL the browser visits,
// as Chromium's client runs them on GURL's spec with the userinfo cleared,
// so "http://a.example\phish" is a.example's and
// "http://a.example%2F@b.example/" b.example's (the page alone would
// unescape first and read the host a.example\phish, or a.example). Text
// the page reads without a scheme is read by the browser as the page's
// "http://" + text ("http:" + text when it begins with two slashes, of
// either kind; one slash is a path). A browser's host of only dots is
// errc::missing_host where the host begins. Where the URL Standard refuses
// the text, or reads no special URL with a host, the page's reading is the
// one (`http://host%23.com/`, the page's own vector, is refused by the URL
// Standard: a "#" in a host).
error google_canonical_parts(std::string_view url, google_url& out, google_reading reading = google_reading::browser);

// Gives back the memory of a google_url kept from call to call whose
// strings grew past scratch_keep_bytes (src/core/scratch.hpp).
void release_if_large(google_url& u) noexcept;

// The escaping of the last step: every byte <= 0x20 or >= 0x7F, "#" and
// "%" as "%XY" (uppercase hex), nothing else. Appended to `out`.
void append_google_escaped(std::string& out, std::string_view bytes);

} // namespace urikit::detail
