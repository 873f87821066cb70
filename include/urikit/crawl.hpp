/// @file
/// The crawl group (src/crawl/; site.hpp's registrable domains and
/// dedup.hpp's dedup form with it):
/// crawler canonical forms: Google Safe Browsing's canonical URL and lookup
/// expressions, the SURT / CDX key of web archives, and the reversible SSURT.
/// Each is defined by someone else; `../shared/data/crawler/README.md` and
/// the README's "Crawler and HTTP forms" section say where, and which
/// choices urikit made where the sources are silent or disagree.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <urikit/config.hpp>
#include <urikit/error.hpp>
#include <urikit/features.hpp> // available(feature::safe_browsing_hashes)
#include <urikit/dedup.hpp>
#include <urikit/normalize.hpp>
#include <urikit/result.hpp>
#include <urikit/redirect.hpp>
#include <urikit/request_guard.hpp>
#include <urikit/site.hpp>
#include <urikit/uri.hpp>
#include <urikit/uri_ref.hpp>
#include <urikit/uri_view.hpp>

namespace urikit {

/// Google Safe Browsing's canonical form of `url` ("URLs and Hashing", v4
/// Canonicalization; v5's IPv6 host rules), in the page's step order:
/// ASCII whitespace around `url` trimmed and TAB, CR, LF removed; the
/// fragment cut at the first "#"; the whole URL percent-unescaped until no
/// escape is left (so `http%3A%2F%2Fwackyurl.com:80/` is
/// `http://wackyurl.com/`, and an unescaped "/" or "?" is a delimiter);
/// then it is taken apart: text without a scheme, or "name:digits..."
/// (host and port), is read as "http://" + text, "http:"/"https:" without
/// "//" has its authority right after the ":"; the userinfo and the port
/// are dropped; the host's dots trimmed and collapsed, every IPv4 form
/// (octal, hex, fewer parts) in dotted decimal, IPv6 in RFC 5952 text
/// (IPv4-mapped and 64:ff9b::/96 as IPv4), IDNA ASCII for a UTF-8 name,
/// lowercase; an empty path "/", dot segments and "//" runs removed; the
/// query kept; then every byte <= 0x20 or >= 0x7F, "#" and "%" escaped with
/// uppercase hex. Canonicalizing the result again gives it back.
///
/// The host looked up is the one a browser visits: where the URL
/// Standard's parser reads the text as a special URL with a host (text
/// without a scheme as "http://" + text, "//host..." as against http:),
/// the page's steps take that URL apart, without its userinfo, as
/// Chromium's client does (so `http://a.example\phish` is a.example's
/// `/phish`, and `http://a.example%2F@b.example/` b.example's, where the
/// page's order alone would look up `a.example\phish` and `a.example`);
/// in a special URL a `\` is a `/`. Where the URL Standard reads no such
/// URL (`http://host%23.com/`, the page's own vector), the page's reading
/// stands (docs/crawler-forms.md).
///
/// The result is the string Safe Browsing hashes, not an RFC 3986 URI: the
/// page keeps `^ { } |` and the like as they are.
///
/// Errors: errc::missing_host (no host, one of dots only, or another scheme
/// without "//": "mailto:", "javascript:"; offset where the host would
/// begin in `url`); text that cannot be a URL, as Chromium refuses it:
/// errc::invalid_ip_literal (a "[" without its "]"), errc::invalid_host
/// (text after the "]" but a port), errc::invalid_scheme (text without a
/// scheme whose authority is what precedes a "://"); errc::input_too_long,
/// errc::output_too_long. O(n).
///
/// Example:
/// @code
/// safe_browsing_canonical("http://www.GOOgle.com.../blah/..#frag").value() == "http://www.google.com/"
/// @endcode
[[nodiscard]] URIKIT_API result<std::string> safe_browsing_canonical(std::string_view url);

/// The same into `out` (cleared first, its capacity reused; empty on error):
/// no allocation once `out` and the per-thread buffers are warm (a UTF-8
/// host name's IDNA conversion allocates inside ICU).
[[nodiscard]] URIKIT_API error safe_browsing_canonical_into(std::string_view url, std::string& out);

/// safe_browsing_canonical of a parsed reference's text (every crawl form
/// takes a uri_ref: a uri_view, a uri, or a web_url as its RFC 3986 form;
/// the page defines this one on any text). Errors at their place in the
/// caller's text (uri_ref::at_source).
[[nodiscard]] inline result<std::string> safe_browsing_canonical(uri_ref const& u) {
    if (u.made().code != errc::ok) return u.made();
    return u.at_source(safe_browsing_canonical(u.view().str()));
}

/// safe_browsing_canonical_into of a parsed reference's text (empty on error; `u` may view `out`).
[[nodiscard]] inline error safe_browsing_canonical_into(uri_ref const& u, std::string& out) {
    if (u.made().code != errc::ok) {
        out.clear();
        return u.made();
    }
    return u.at_source(safe_browsing_canonical_into(u.view().str(), out));
}

/// The host-suffix / path-prefix expressions a Safe Browsing client looks
/// up for `url` ("URLs and Hashing", Suffix/Prefix Expressions), from its
/// canonical form, each "host/path[?query]" without the scheme: the exact
/// host and up to four hosts formed from its last five labels by removing
/// the leading ones (never the top-level label alone; none for an IP
/// address), each with the exact path and query, the exact path without the
/// query, and up to four path prefixes from "/" adding one segment (with its
/// "/") at a time. At most 30, without duplicates, in that order.
///
/// Example: "http://a.b.c/1/2.html?param=1" gives "a.b.c/1/2.html?param=1",
/// "a.b.c/1/2.html", "a.b.c/", "a.b.c/1/", then the same four for "b.c".
/// Errors: those of safe_browsing_canonical.
[[nodiscard]] URIKIT_API result<std::vector<std::string>> safe_browsing_expressions(std::string_view url);

/// safe_browsing_expressions of a parsed reference's text.
[[nodiscard]] inline result<std::vector<std::string>> safe_browsing_expressions(uri_ref const& u) {
    if (u.made().code != errc::ok) return u.made();
    return u.at_source(safe_browsing_expressions(u.view().str()));
}

/// A Safe Browsing lookup expression and its SHA-256 ("URLs and Hashing",
/// Hash computations): the full hash the API compares; its first 4 bytes
/// are the hash prefix a client looks up.
struct safe_browsing_hash {
    std::string expression;               ///< "host/path[?query]", as safe_browsing_expressions writes it
    std::array<std::uint8_t, 32> sha256{}; ///< its SHA-256 digest (FIPS 180-4); bytes 0-3 are the hash prefix
};

/// safe_browsing_expressions(url), each with its SHA-256 (through OpenSSL's
/// libcrypto). Errors: those of safe_browsing_canonical, and
/// errc::crypto_unavailable (built without libcrypto, URIKIT_WITH_CRYPTO=OFF).
[[nodiscard]] URIKIT_API result<std::vector<safe_browsing_hash>> safe_browsing_hashes(std::string_view url);

/// safe_browsing_hashes of a parsed reference's text.
[[nodiscard]] inline result<std::vector<safe_browsing_hash>> safe_browsing_hashes(uri_ref const& u) {
    if (u.made().code != errc::ok) return u.made();
    return u.at_source(safe_browsing_hashes(u.view().str()));
}

/// How a SURT is written (`shared/data/crawler/README.md`, "Classic SURT"),
/// and the two rules of the Internet Archive's canonicalization its
/// `surt()` lets a caller turn off.
struct surt_options {
    bool scheme = false;         ///< "http://(" before the host (IA: with_scheme=True); CDX keys have none
    bool trailing_comma = false; ///< a "," before the ")": "com,example,)"; after a port as the IA writes
                                 ///< it, "example:81,)" (surt_form writes Heritrix's "example,:81)")
    bool reverse_ipv4 = true;    ///< "4,3,2,1)" for 1.2.3.4, as the Internet Archive's key makers write
                                 ///< it; false keeps "1.2.3.4)" (IA: reverse_ipaddr=False; urlcanon)
    bool strip_www = true;       ///< surt(): a leading "www" or "www" + digits label removed (IA: host_massage)
    bool lowercase_query = true; ///< surt(): the query lowercased (IA: query_lowercase)
    bool userinfo = false;       ///< surt_form(): "@user:pass" before the ")", as Heritrix's SURT.fromURI
                                 ///< writes it (with scheme, trailing_comma and reverse_ipv4 = false)
};

/// The SURT / CDX key of `url` exactly as the Internet Archive's `surt`
/// 0.3.1 writes it (`surt.surt(url)`; `options` as its keyword arguments):
/// the key its CDX indexes hold. Its own parse and canonicalization, quirks
/// included (README, "Crawler and HTTP forms", lists them and every known
/// difference): ASCII whitespace around `url` trimmed, TAB/CR/LF removed,
/// "http://" put in front of text without "scheme:"; host, path and query
/// unescaped until no escape is left and escaped again (bytes <= 0x20 or
/// >= 0x7F, "#", "%"); a non-ASCII host through IDNA 2003; IPv4 forms of
/// digits and dots as dotted decimal; dot segments and "//" runs removed;
/// then lowercase host, path and query, a leading "www" / "www" + digits
/// label removed, port 80 for http and 443 for https removed, its session-id
/// patterns removed (jsessionid, phpsessid, sid with 32 letters or digits;
/// aspsessionid; cfid with cftoken; ASP.NET "(S(...))" path segments), a
/// trailing "/" removed, parameters sorted as (name, value) pairs with empty
/// ones kept; no userinfo, no fragment. The form: host labels reversed and
/// joined with ",", ":port", ")", path, "?query"; a URL without a host is
/// "scheme:" + path ("mailto:a@b.org", "file:/users/x"). An empty `url` is
/// "-"; one beginning "filedesc" is returned as it is.
///
/// Example:
/// @code
/// surt("http://www.Example.com/A/?b=2&a=1").value() == "com,example)/a?a=1&b=2"
/// @endcode
/// Errors: errc::missing_scheme (only whitespace), errc::invalid_port (a
/// port that is not digits), errc::port_out_of_range, errc::idna_unavailable
/// (a non-ASCII host, built without ICU), errc::input_too_long,
/// errc::output_too_long. O(n log n) (the parameter sort).
[[nodiscard]] URIKIT_API result<std::string> surt(std::string_view url, surt_options const& options = {});

/// The same into `out` (its capacity reused; empty on error; `url` may
/// view `out`): no allocation once `out` and the per-thread buffers are warm
/// (a non-ASCII host's IDNA conversion allocates).
[[nodiscard]] URIKIT_API error surt_into(std::string_view url, surt_options const& options, std::string& out);

/// surt of a parsed reference's text (every crawl form takes a uri_ref; the
/// Internet Archive defines this one on any text, with its own parse).
[[nodiscard]] inline result<std::string> surt(uri_ref const& u, surt_options const& options = {}) {
    if (u.made().code != errc::ok) return u.made();
    return u.at_source(surt(u.view().str(), options));
}

/// surt_into of a parsed reference's text (empty on error; `u` may view `out`).
[[nodiscard]] inline error surt_into(uri_ref const& u, surt_options const& options, std::string& out) {
    if (u.made().code != errc::ok) {
        out.clear();
        return u.made();
    }
    return u.at_source(surt_into(u.view().str(), options, out));
}

/// The SURT form of a reference as it is, with no canonicalization of its
/// own: for a reference normalized under one of urikit's profiles
/// (`urikit surt --profile P`), or as written (Heritrix's SURT.fromURI:
/// `urikit surt --heritrix`). The userinfo is written only with
/// options.userinfo; the fragment is, when there is one ("#frag" after the
/// query). With a port and a trailing comma: "example,:81)". A reference without an
/// authority has no SURT form: it is returned as it is ("mailto:a@b").
/// Errors: errc::output_too_long.
[[nodiscard]] URIKIT_API result<std::string> surt_form(uri_ref const& u, surt_options const& options = {});

/// The same into `out` (its capacity reused; empty on error; `u` may view
/// `out`): no allocation once `out` and the per-thread buffer are warm.
[[nodiscard]] URIKIT_API error surt_form_into(uri_ref const& u, surt_options const& options, std::string& out);

/// Heritrix's SURT of any text: webarchive-commons' SURT.fromURI as
/// Heritrix 3 calls it (preserveCase false), byte for byte (checked against
/// Heritrix's key for every line of the shared lists). No canonicalization:
/// a text that is "scheme://" (letters, digits, "_") followed by text
/// without whitespace becomes "scheme://(" + the host's labels last first,
/// each followed by "," + ":port" + "@userinfo" + ")" + the rest (path,
/// query, fragment as written), the whole lowercased; any other text comes
/// back as it is. As Heritrix reads it: the userinfo runs to the first "@"
/// when only letters, digits and `_ - . ! ~ * ' ( ) % ; : & = + $ ,` come
/// before it; the host is
/// four dotted runs of 1-3 digits (kept as they are, values unchecked:
/// "999.1.1.1"), else the shortest run followed by "/", ":digits" (then "/"
/// or the end) or the end, so "[::1]" and an empty port ("a:") stay in the
/// host label, and a trailing "." stays on its label
/// ("http://example.com./a" -> "http://(com.,example,)/a"); lowercasing is
/// Unicode's simple mapping of each BMP character (Java's
/// Character.toLowerCase). Example: "http://user:pass@www.archive.org:8080/a"
/// -> "http://(org,archive,www,:8080@user:pass)/a". Errors:
/// errc::invalid_utf8 (at the ill-formed byte: Java reads it as U+FFFD,
/// urikit refuses), errc::idna_unavailable (built without ICU, a key with a
/// character outside ASCII), errc::input_too_long, errc::output_too_long.
/// O(n).
[[nodiscard]] URIKIT_API result<std::string> heritrix_surt(std::string_view text);

/// The same into `out` (its capacity reused; empty on error; `text` may view `out`).
[[nodiscard]] URIKIT_API error heritrix_surt_into(std::string_view text, std::string& out);

/// The SSURT of `u` exactly as written (iipc/urlcanon's ssurt.rst: no
/// canonicalization): "tld,domain,//port:scheme@userinfo:/path?query#fragment"
/// for "scheme://userinfo@domain.tld:port/path?query#fragment". A host name
/// has its labels reversed, each followed by "," (a "," inside a label
/// written "."); a host that is an IPv4 address in any inet_aton form, or an
/// IP literal, is kept; "//" only when there is an authority; the port and
/// its ":" only when written; "@" and the userinfo only when written; ":"
/// after the scheme. Prefixes match families: "au,gov,nla," is every
/// host under nla.gov.au, "au,gov,nla,//" that host alone.
/// Errors: errc::output_too_long. O(n).
[[nodiscard]] URIKIT_API result<std::string> ssurt(uri_ref const& u);

/// The same into `out` (its capacity reused; empty on error; `u` may view
/// `out`): no allocation once `out` and the per-thread buffer are warm.
[[nodiscard]] URIKIT_API error ssurt_into(uri_ref const& u, std::string& out);

/// The reference `text` is the SSURT of: the inverse of ssurt() for every
/// reference with a scheme or an authority (a relative path reference
/// whose text before a "//" holds no "/" or ":" cannot be told from an
/// authority). Errors: the parse error of the rebuilt reference (offset in
/// `text`: the byte it came from, or the start of the field a delimiter or
/// a reordered host was made for), or errc::invalid_port when the field
/// before the scheme is not a port.
[[nodiscard]] URIKIT_API result<uri> from_ssurt(std::string_view text);

/// The same, the reference's text into `out` (empty on error; `text` may
/// view `out`), with its offsets into `*parts` when given: no allocation
/// once `out` and the per-thread buffer are warm.
[[nodiscard]] URIKIT_API error from_ssurt_into(std::string_view text, std::string& out,
                                               components* parts = nullptr);

} // namespace urikit
