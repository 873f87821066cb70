/// @file
/// web_url: a URL as browsers parse hrefs (the WHATWG URL Standard), and its
/// bridge to RFC 3986 (to_rfc3986).
#pragma once

#include <cstdint>
#include <iosfwd>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>

#include <urikit/components.hpp>
#include <urikit/config.hpp>
#include <urikit/names.hpp>
#include <urikit/result.hpp>
#include <urikit/uri.hpp>
#include <urikit/uri_ref.hpp>

namespace urikit {

/// What a web URL's host is (URL Standard, "Host representation").
enum class web_host_kind : std::uint8_t {
    none,   ///< no host (`mailto:x`, `sc:/p`)
    empty,  ///< the empty host (`file:///p`, `sc:///p`)
    domain, ///< a domain of a special URL, ASCII after domain-to-ASCII
    ipv4,   ///< an IPv4 address (any of the URL Standard's number forms, serialized dotted)
    ipv6,   ///< an IPv6 address (serialized compressed, in brackets)
    opaque, ///< an opaque host of a non-special URL
};

namespace detail {
inline constexpr std::string_view web_host_kind_names[] = {"none", "empty", "domain", "ipv4", "ipv6", "opaque"};
static_assert(std::size(web_host_kind_names) == static_cast<std::size_t>(web_host_kind::opaque) + 1, "a name per value");
} // namespace detail

/// "none", "empty", "domain", "ipv4", "ipv6", "opaque".
[[nodiscard]] constexpr std::string_view name(web_host_kind value) noexcept {
    return detail::name_in(detail::web_host_kind_names, value);
}


class web_url;

namespace detail {
class web_access;
} // namespace detail

/// Parses `input` as the URL Standard's basic URL parser does (without a
/// state override), against `base` when given: leading and trailing C0
/// controls and spaces removed, tabs and newlines removed, `\` as `/` in
/// special schemes, hosts through the host parser (IPv4 numbers in every
/// form, IPv6, domain-to-ASCII by UTS #46, opaque hosts), paths with dot
/// segments and Windows drive letters, every component percent-encoded by
/// its encode set.
///
/// `input` must be UTF-8 (a scalar value string): ill-formed UTF-8 is
/// errc::invalid_utf8 at its offset, never replaced. Failures carry a code
/// (errc::relative_without_base, errc::missing_host (a special URL without a
/// host), errc::authority_without_host, errc::invalid_port,
/// errc::port_out_of_range, errc::invalid_ipv4, errc::invalid_ipv6,
/// errc::forbidden_host_code_point, an IDNA code ...) and the byte offset in
/// `input` where it stopped being acceptable. O(n) time.
[[nodiscard]] URIKIT_API result<web_url> parse_web(std::string_view input, web_url const* base = nullptr);

/// The same into `out`, reusing its buffer (no allocation once warm). `out`
/// is unchanged on failure. `base` may be `&out`, and `input` may view
/// `out`'s own href (`u.set_href(u.href())`, an href in its query).
[[nodiscard]] URIKIT_API error parse_web_into(std::string_view input, web_url const* base, web_url& out);

/// The URL Standard's canParse(url, base): true when parse_web(input, base)
/// would succeed. The caller builds no record (a per-thread one is reused:
/// no allocation once warm). O(n).
[[nodiscard]] URIKIT_API bool can_parse(std::string_view input, web_url const* base = nullptr);

/// canParse with the base as text, as the Standard's API takes it: false
/// when `base` does not parse itself. O(n).
[[nodiscard]] URIKIT_API bool can_parse(std::string_view input, std::string_view base);

/// A URL record of the URL Standard, stored as its serialization (href) plus
/// offsets. Made by parse_web or changed by its setters: it always holds a
/// URL the Standard's parser produces. The default web_url is `about:blank`.
///
/// Its getters are the URL class's (protocol, username, password,
/// hostname, port, pathname, search, hash: the Standard's names, so none
/// is a uri_view getter with another meaning) and the record's fields that
/// mean what uri_view's do (scheme, has_host, has_port, port_number,
/// str). The one name the two models would give two meanings, the URL
/// class's `host` (hostname and ":" port), is host_and_port() here, with
/// set_host_and_port() its setter: `w.host()` does not compile, and a
/// template written for uri_view that calls `.host()` does not take a
/// web_url (HACKING.md, "API rules", 7).
class URIKIT_API web_url {
public:
    /// `about:blank`.
    web_url();

    /// The serialization (URL Standard, URL serializer): the whole text,
    /// under the one name every urikit type gives it (uri::str(), uri_view::str()).
    [[nodiscard]] std::string const& str() const noexcept { return href_; }
    /// The URL class's name for str().
    [[nodiscard]] std::string const& href() const noexcept { return href_; }
    /// The scheme followed by ":" (`https:`).
    [[nodiscard]] std::string_view protocol() const noexcept;
    /// The username, percent-encoded ("" when none).
    [[nodiscard]] std::string_view username() const noexcept;
    /// The password, percent-encoded ("" when none).
    [[nodiscard]] std::string_view password() const noexcept;
    /// The URL class's `host`: hostname and, when there is a port, ":" and
    /// the port (`example.com:8080`; uri_view::host() is the host alone).
    [[nodiscard]] std::string_view host_and_port() const noexcept;
    /// The host, serialized ("" when there is none).
    [[nodiscard]] std::string_view hostname() const noexcept;
    /// The port as written by the serializer ("" when null; never the default port).
    [[nodiscard]] std::string_view port() const noexcept;
    /// The path, serialized (opaque paths as they are).
    [[nodiscard]] std::string_view pathname() const noexcept;
    /// "?" and the query, or "" when the query is null or empty.
    [[nodiscard]] std::string_view search() const noexcept;
    /// "#" and the fragment, or "" when the fragment is null or empty.
    [[nodiscard]] std::string_view hash() const noexcept;

    /// The record's fields, as the URL record holds them. Absent ones are
    /// told as uri_view tells them: has_x(), and x() is "" when absent.
    /// The scheme, lowercase, without ":".
    [[nodiscard]] std::string_view scheme() const noexcept;
    /// What the host is.
    [[nodiscard]] web_host_kind host_kind() const noexcept { return host_type_; }
    /// True when the host is not null (web_host_kind::empty counts: `file:///p`).
    [[nodiscard]] bool has_host() const noexcept { return parts_.has(component::host); }
    /// True when the port is not null (a default port is null: `http://a:80/` has none).
    [[nodiscard]] bool has_port() const noexcept { return parts_.has(component::port); }
    /// The port number; nullopt when the port is null (absence is no error;
    /// a web_url's port is always within 65535).
    [[nodiscard]] std::optional<std::uint16_t> port_number() const noexcept;
    /// The port, or the special scheme's default port when it is null (http
    /// and ws 80, https and wss 443, ftp 21). Error: errc::unsupported_scheme
    /// (offset 0) when the port is null and the scheme has no default port
    /// (file, and every non-special scheme).
    [[nodiscard]] result<std::uint16_t> port_or_default() const noexcept;
    /// True when the query is not null (`http://a/?` has an empty one).
    [[nodiscard]] bool has_query() const noexcept { return parts_.has(component::query); }
    /// The query without "?" ("" when null; tell with has_query()).
    [[nodiscard]] std::string_view query() const noexcept;
    /// True when the fragment is not null.
    [[nodiscard]] bool has_fragment() const noexcept { return parts_.has(component::fragment); }
    /// The fragment without "#" ("" when null; tell with has_fragment()).
    [[nodiscard]] std::string_view fragment() const noexcept;
    /// True for the special schemes: ftp, file, http, https, ws, wss.
    [[nodiscard]] bool is_special() const noexcept;
    /// True when the path is opaque (`mailto:x`).
    [[nodiscard]] bool has_opaque_path() const noexcept { return opaque_path_; }
    /// Offsets of the components in str(). The userinfo is the username,
    /// then ":" and the password when there is one; the path does not
    /// include the "/." the serializer may put before it.
    [[nodiscard]] components const& parts() const noexcept { return parts_; }
    /// This URL at the door of the RFC 3986 functions (normalize, the crawl
    /// keys, site, the HTTP request forms): read as its RFC 3986 form
    /// (to_rfc3986), written when one first reads it; their errors point
    /// into href() (uri_ref::at_source).
    operator uri_ref() const noexcept URIKIT_LIFETIMEBOUND; // NOLINT(google-explicit-constructor)

    // The URL Standard's setters (URL class API). Each applies the
    // Standard's steps exactly. Where the Standard returns without a change
    // (it never throws there), the setter returns the reason as an error and
    // the URL is unchanged; errc::ok when the value was taken (the URL may
    // be the same as before). Offsets are in `value` as given. Every setter
    // may take a `value` that views this URL's own href.
    // Errors of all but set_href: errc::invalid_utf8 (a value that is not UTF-8).

    /// The protocol setter: the scheme from `value` up to ":". Errors:
    /// errc::invalid_scheme (at the byte that is not a scheme's),
    /// errc::scheme_change_refused (special and non-special schemes do not
    /// trade places; `file` takes no credentials or port, nor leaves an empty host).
    /// A default port of the new scheme is dropped.
    error set_protocol(std::string_view value);
    /// The username setter (userinfo percent-encode set). Errors:
    /// errc::credentials_or_port_not_allowed (no host, an empty host, or `file`).
    error set_username(std::string_view value);
    /// The password setter; errors as set_username.
    error set_password(std::string_view value);
    /// The URL class's `host` setter: host parser on `value` up to "/", "?", "#" (and "\"
    /// for special URLs), then the port when `value` has one. Errors:
    /// errc::opaque_path, errc::missing_host (an empty host for a special
    /// URL, or for one with credentials or a port), the host parser's errors
    /// (errc::invalid_ipv6, errc::forbidden_host_code_point, IDNA codes ...).
    error set_host_and_port(std::string_view value);
    /// The hostname setter: as set_host_and_port, and a ":" outside brackets in
    /// `value` is errc::invalid_host at the colon.
    error set_hostname(std::string_view value);
    /// The port setter: the leading digits of `value` ("" makes the port
    /// null). Errors: errc::credentials_or_port_not_allowed,
    /// errc::invalid_port (no leading digit), errc::port_out_of_range.
    error set_port(std::string_view value);
    /// The pathname setter: the path state on `value` ("?" and "#" are path
    /// data). Errors: errc::opaque_path.
    error set_pathname(std::string_view value);
    /// The search setter: `value` without one leading "?" as the query ("" makes it null).
    error set_search(std::string_view value);
    /// The hash setter: `value` without one leading "#" as the fragment ("" makes it null).
    error set_hash(std::string_view value);
    /// Parses `value` without a base (parse_web_into); on failure the URL
    /// is unchanged (the Standard throws a TypeError there).
    error set_href(std::string_view value);

    /// Same href.
    friend bool operator==(web_url const& a, web_url const& b) noexcept { return a.href_ == b.href_; }

private:
    friend class detail::web_access;
    error set_host_or_hostname(std::string_view value, bool hostname_only);

    std::string href_;
    components parts_;
    web_host_kind host_type_ = web_host_kind::none;
    bool opaque_path_ = true;
    // Changed with every write of the record (a linked url_search_params
    // tells in O(1) whether the query may have changed): two URLs with one
    // stamp hold one href, copies included. 0 for `about:blank` as made.
    std::uint64_t stamp_ = 0;
};

/// Writes the href (u.str()).
URIKIT_API std::ostream& operator<<(std::ostream& os, web_url const& u);

/// The same URL as a valid RFC 3986 URI: every byte RFC 3986 does not
/// allow unencoded in its component (`[ ] | ^ { } \ " < >`, the backtick,
/// space, `#` in the fragment, non-ASCII) as `%XX` in uppercase hex, and
/// every `%` not followed by two hex digits as `%25`; nothing else changes.
/// errc::output_too_long (offset 0) is the only failure. O(n).
[[nodiscard]] URIKIT_API result<uri> to_rfc3986(web_url const& u);

/// The same into `out` (its capacity reused; empty on error), with its
/// offsets into `*parts` when given.
[[nodiscard]] URIKIT_API error to_rfc3986_into(web_url const& u, std::string& out, components* parts = nullptr);

} // namespace urikit
