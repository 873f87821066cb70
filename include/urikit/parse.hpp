// urikit: parsing. One pass over the input, no allocation, no exceptions.
#pragma once

#include <string>
#include <string_view>

#include <urikit/result.hpp>
#include <urikit/uri_view.hpp>

namespace urikit {

// RFC 3986 §4.1: URI-reference = URI / relative-ref
//
// Example: parse_uri_reference("//a.example/p?q").value().host() == "a.example"
// On failure the error carries a specific errc and the byte offset where the
// input stopped being acceptable (the furthest byte the grammar reached).
[[nodiscard]] result<uri_view> parse_uri_reference(std::string_view input) noexcept;

// RFC 3986 §3: URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
[[nodiscard]] result<uri_view> parse_uri(std::string_view input) noexcept;

// RFC 3986 §4.3: absolute-URI = scheme ":" hier-part [ "?" query ]
[[nodiscard]] result<uri_view> parse_absolute_uri(std::string_view input) noexcept;

// RFC 3987 §2.2: IRI-reference over UTF-8 (ucschar in every component but
// the scheme, port and IP literals; iprivate only in the query). Bytes that
// are not well-formed UTF-8 are errc::invalid_utf8 at their offset.
[[nodiscard]] result<uri_view> parse_iri_reference(std::string_view input) noexcept;
// RFC 3987 §2.2: IRI (a scheme is required).
[[nodiscard]] result<uri_view> parse_iri(std::string_view input) noexcept;

// A view into a temporary string would dangle as soon as the call returns.
result<uri_view> parse_uri_reference(std::string&&) = delete;
result<uri_view> parse_uri(std::string&&) = delete;
result<uri_view> parse_absolute_uri(std::string&&) = delete;
result<uri_view> parse_iri_reference(std::string&&) = delete;
result<uri_view> parse_iri(std::string&&) = delete;

// String literals and C strings (would otherwise be ambiguous with the above).
[[nodiscard]] inline result<uri_view> parse_uri_reference(char const* s) noexcept {
    return parse_uri_reference(std::string_view(s));
}
[[nodiscard]] inline result<uri_view> parse_uri(char const* s) noexcept {
    return parse_uri(std::string_view(s));
}
[[nodiscard]] inline result<uri_view> parse_absolute_uri(char const* s) noexcept {
    return parse_absolute_uri(std::string_view(s));
}
[[nodiscard]] inline result<uri_view> parse_iri_reference(char const* s) noexcept {
    return parse_iri_reference(std::string_view(s));
}
[[nodiscard]] inline result<uri_view> parse_iri(char const* s) noexcept { return parse_iri(std::string_view(s)); }

} // namespace urikit
