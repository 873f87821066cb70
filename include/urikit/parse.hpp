/// @file
/// Parsing: one pass over the input, no allocation, no exceptions.
#pragma once

#include <concepts>
#include <string>
#include <string_view>

#include <urikit/config.hpp>
#include <urikit/result.hpp>
#include <urikit/uri_view.hpp>

namespace urikit {

/// RFC 3986 §4.1: URI-reference = URI / relative-ref.
///
/// Splits `input` into its components (a view into `input`: no copy, no
/// allocation, nothing decoded). On failure the error carries a specific
/// errc and the byte offset where the input stopped being acceptable (the
/// furthest byte the grammar reached); errc::input_too_long above
/// max_input_size. O(n).
///
/// Example:
/// @code
/// parse_uri_reference("//a.example/p?q").value().host() == "a.example"
/// @endcode
[[nodiscard]] URIKIT_API result<uri_view> parse_uri_reference(std::string_view input) noexcept;

/// RFC 3986 §3: URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ].
/// As parse_uri_reference, and errc::missing_scheme without a scheme. O(n).
[[nodiscard]] URIKIT_API result<uri_view> parse_uri(std::string_view input) noexcept;

/// RFC 3986 §4.3: absolute-URI = scheme ":" hier-part [ "?" query ].
/// As parse_uri, and errc::fragment_not_allowed for a fragment. O(n).
[[nodiscard]] URIKIT_API result<uri_view> parse_absolute_uri(std::string_view input) noexcept;

/// RFC 3987 §2.2: IRI-reference over UTF-8 (ucschar in every component but
/// the scheme, port and IP literals; iprivate only in the query). Bytes that
/// are not well-formed UTF-8 are errc::invalid_utf8 at their offset. O(n).
[[nodiscard]] URIKIT_API result<uri_view> parse_iri_reference(std::string_view input) noexcept;
/// RFC 3987 §2.2: IRI (a scheme is required). O(n).
[[nodiscard]] URIKIT_API result<uri_view> parse_iri(std::string_view input) noexcept;

/// What a parse takes beyond RFC 3986's grammar; every member off by default.
struct parse_options {
    /// RFC 6874 §2: an IPv6 literal may carry a zone ID, `[fe80::1%25eth0]`
    /// (IPv6addrz = IPv6address "%25" ZoneID; ZoneID = 1*( unreserved /
    /// pct-encoded )); host_kind::ipv6, the host with its zone, zone_id()
    /// the text after the "%25". RFC 3986 has no zone and the URL Standard
    /// refuses one, so web mode never takes it.
    bool zone_ids = false;
};

/// parse_uri_reference with `options`. O(n).
[[nodiscard]] URIKIT_API result<uri_view> parse_uri_reference(std::string_view input, parse_options options) noexcept;
/// parse_uri with `options`. O(n).
[[nodiscard]] URIKIT_API result<uri_view> parse_uri(std::string_view input, parse_options options) noexcept;
/// parse_absolute_uri with `options`. O(n).
[[nodiscard]] URIKIT_API result<uri_view> parse_absolute_uri(std::string_view input, parse_options options) noexcept;
/// parse_iri_reference with `options`. O(n).
[[nodiscard]] URIKIT_API result<uri_view> parse_iri_reference(std::string_view input, parse_options options) noexcept;
/// parse_iri with `options`. O(n).
[[nodiscard]] URIKIT_API result<uri_view> parse_iri(std::string_view input, parse_options options) noexcept;

/// Deleted: a view into a temporary string would dangle as soon as the call returns.
result<uri_view> parse_uri_reference(std::string&&) = delete;
/// Deleted: a view into a temporary string would dangle.
result<uri_view> parse_uri(std::string&&) = delete;
/// Deleted: a view into a temporary string would dangle.
result<uri_view> parse_absolute_uri(std::string&&) = delete;
/// Deleted: a view into a temporary string would dangle.
result<uri_view> parse_iri_reference(std::string&&) = delete;
/// Deleted: a view into a temporary string would dangle.
result<uri_view> parse_iri(std::string&&) = delete;

/// Deleted: a view into a temporary string would dangle (a template, so
/// that a string literal still takes the string_view overload).
template <class Text>
    requires std::same_as<Text, std::string>
result<uri_view> parse_uri_reference(Text&&, parse_options) = delete;
/// Deleted: a view into a temporary string would dangle.
template <class Text>
    requires std::same_as<Text, std::string>
result<uri_view> parse_uri(Text&&, parse_options) = delete;
/// Deleted: a view into a temporary string would dangle.
template <class Text>
    requires std::same_as<Text, std::string>
result<uri_view> parse_absolute_uri(Text&&, parse_options) = delete;
/// Deleted: a view into a temporary string would dangle.
template <class Text>
    requires std::same_as<Text, std::string>
result<uri_view> parse_iri_reference(Text&&, parse_options) = delete;
/// Deleted: a view into a temporary string would dangle.
template <class Text>
    requires std::same_as<Text, std::string>
result<uri_view> parse_iri(Text&&, parse_options) = delete;

/// parse_uri_reference of a string literal or C string.
[[nodiscard]] inline result<uri_view> parse_uri_reference(char const* s) noexcept {
    return parse_uri_reference(std::string_view(s));
}
/// parse_uri of a string literal or C string.
[[nodiscard]] inline result<uri_view> parse_uri(char const* s) noexcept { return parse_uri(std::string_view(s)); }
/// parse_absolute_uri of a string literal or C string.
[[nodiscard]] inline result<uri_view> parse_absolute_uri(char const* s) noexcept {
    return parse_absolute_uri(std::string_view(s));
}
/// parse_iri_reference of a string literal or C string.
[[nodiscard]] inline result<uri_view> parse_iri_reference(char const* s) noexcept {
    return parse_iri_reference(std::string_view(s));
}
/// parse_iri of a string literal or C string.
[[nodiscard]] inline result<uri_view> parse_iri(char const* s) noexcept { return parse_iri(std::string_view(s)); }

} // namespace urikit
