/// @file
/// uri_view: a parsed URI reference that points into the caller's string.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>

#include <urikit/components.hpp>
#include <urikit/config.hpp>
#include <urikit/decoded_view.hpp>
#include <urikit/result.hpp>
#include <urikit/segments.hpp>

namespace urikit {

class uri; // urikit/uri.hpp: the owning reference

namespace detail {
class uri_access; // urikit's own writers build views and uris through it (src/rfc3986/uri_access.hpp)
} // namespace detail

/// A parsed URI reference: the caller's bytes plus the offset table, no copy.
///
/// Accessors return each component exactly as written (still
/// percent-encoded; IP literals with their brackets); the decoded_X()
/// accessors read it percent-decoded without allocating. has_X() tells
/// absent from empty: "http://a" has no query, "http://a?" an empty one.
///
/// A uri_view always describes its text truly: it comes from parse_*, from
/// uri::view(), or from from_parts(), which checks the offsets. The default
/// view is the empty reference "". The viewed string must outlive the view.
///
/// Example:
/// @code
/// std::string const s = "https://example.com:8443/a%2Fb?q#f";
/// urikit::uri_view u = urikit::parse_uri_reference(s).value();
/// u.host();            // "example.com"
/// *u.port_number();    // 8443 (nullopt without a port)
/// u.path();            // "/a%2Fb" (an encoded "/" stays data)
/// u.decoded_path();    // reads "/a/b"
/// @endcode
class URIKIT_API uri_view {
public:
    /// The empty reference "" (a relative reference with an empty path).
    constexpr uri_view() noexcept = default;

    /// A view of `text` with the offsets `parts`, after checking that they
    /// are exactly the offsets (and host kind) that parsing `text` as a URI
    /// reference (RFC 3986 §4.1), or else as an IRI reference (RFC 3987
    /// §2.2), gives. Errors: the parse error when `text` is not a reference;
    /// errc::invalid_components (offset: where the first wrong component
    /// begins in `text`) when it is but `parts` differ; errc::input_too_long.
    /// O(n).
    [[nodiscard]] static result<uri_view> from_parts(std::string_view text, components const& parts) noexcept;

    /// The whole reference, as parsed (the one name for the whole text: uri::str(), web_url::str()).
    [[nodiscard]] constexpr std::string_view str() const noexcept { return input_; }
    /// The offset table.
    [[nodiscard]] constexpr components const& parts() const noexcept { return parts_; }

    /// True when component `c` is present.
    [[nodiscard]] constexpr bool has(component c) const noexcept { return parts_.has(c); }
    /// The text of component `c` as written; "" when absent (tell with has()).
    [[nodiscard]] constexpr std::string_view get(component c) const noexcept {
        if (!parts_.has(c)) return {};
        return input_.substr(parts_.begin(c), parts_.end(c) - parts_.begin(c));
    }

    /// True when there is a scheme (RFC 3986 §3.1).
    [[nodiscard]] constexpr bool has_scheme() const noexcept { return has(component::scheme); }
    /// The scheme as written ("" when absent).
    [[nodiscard]] constexpr std::string_view scheme() const noexcept { return get(component::scheme); }

    /// True when there is an authority, RFC 3986 §3.2: authority = [ userinfo "@" ] host [ ":" port ].
    [[nodiscard]] constexpr bool has_authority() const noexcept { return has(component::host); }
    /// The authority as written, without the "//" ("" when absent).
    [[nodiscard]] constexpr std::string_view authority() const noexcept {
        if (!has_authority()) return {};
        std::uint32_t const b = has_userinfo() ? parts_.begin(component::userinfo) : parts_.begin(component::host);
        std::uint32_t const e = has_port() ? parts_.end(component::port) : parts_.end(component::host);
        return input_.substr(b, e - b);
    }
    /// True when there is a userinfo (§3.2.1).
    [[nodiscard]] constexpr bool has_userinfo() const noexcept { return has(component::userinfo); }
    /// The userinfo as written, without the "@" ("" when absent).
    [[nodiscard]] constexpr std::string_view userinfo() const noexcept { return get(component::userinfo); }
    /// The host as written (§3.2.2; IP literals with brackets; "" when absent).
    [[nodiscard]] constexpr std::string_view host() const noexcept { return get(component::host); }
    /// What the host is (host_kind::none without an authority).
    [[nodiscard]] constexpr urikit::host_kind host_kind() const noexcept { return parts_.host_kind; }
    /// True when there is a port, even an empty one (§3.2.3).
    [[nodiscard]] constexpr bool has_port() const noexcept { return has(component::port); }
    /// The port's digits as written ("" when absent or empty).
    [[nodiscard]] constexpr std::string_view port() const noexcept { return get(component::port); }
    /// The port as a number; nullopt when no port (or an empty one) is
    /// written: absence is no error. Error: errc::port_out_of_range (offset
    /// at the first digit) above 65535. O(n).
    [[nodiscard]] result<std::optional<std::uint16_t>> port_number() const noexcept;
    /// The port as a number, or when none (or an empty one) is written the
    /// scheme's default port (default_port(), urikit/http.hpp: http 80, https
    /// 443, ...). Errors: errc::port_out_of_range as port_number();
    /// errc::unsupported_scheme (offset 0) when no port is written and urikit
    /// knows no default port for the scheme; errc::missing_scheme (offset 0)
    /// when there is neither. O(n).
    [[nodiscard]] result<std::uint16_t> port_or_default() const noexcept;

    /// The path as written (§3.3; always present, possibly empty).
    [[nodiscard]] constexpr std::string_view path() const noexcept { return get(component::path); }
    /// True when there is a query (§3.4).
    [[nodiscard]] constexpr bool has_query() const noexcept { return has(component::query); }
    /// The query as written, without the "?" ("" when absent).
    [[nodiscard]] constexpr std::string_view query() const noexcept { return get(component::query); }
    /// True when there is a fragment (§3.5).
    [[nodiscard]] constexpr bool has_fragment() const noexcept { return has(component::fragment); }
    /// The fragment as written, without the "#" ("" when absent).
    [[nodiscard]] constexpr std::string_view fragment() const noexcept { return get(component::fragment); }

    /// The userinfo percent-decoded, read lazily (no allocation).
    [[nodiscard]] constexpr decoded_view decoded_userinfo() const noexcept { return decoded_view(userinfo(), false); }
    /// The host percent-decoded (a reg-name's "%41" reads "A"; IP literals have no "%").
    [[nodiscard]] constexpr decoded_view decoded_host() const noexcept { return decoded_view(host(), false); }
    /// The path percent-decoded ("%2F" reads "/"; split first with decoded_segments()).
    [[nodiscard]] constexpr decoded_view decoded_path() const noexcept { return decoded_view(path(), false); }
    /// The query percent-decoded ("+" stays "+"; split first with decoded_params()).
    [[nodiscard]] constexpr decoded_view decoded_query() const noexcept { return decoded_view(query(), false); }
    /// The fragment percent-decoded.
    [[nodiscard]] constexpr decoded_view decoded_fragment() const noexcept { return decoded_view(fragment(), false); }

    /// The path's segments, still encoded (see path_segments).
    [[nodiscard]] constexpr path_segments segments() const noexcept { return path_segments(path()); }
    /// The path's segments, each percent-decoded: "%2F" is data inside its segment.
    [[nodiscard]] constexpr decoded_path_segments decoded_segments() const noexcept {
        return decoded_path_segments(path());
    }
    /// The query's parameters, still encoded (see query_params).
    [[nodiscard]] constexpr query_params params() const noexcept { return query_params(query()); }
    /// The query's parameters with keys and values percent-decoded; with
    /// `opts.plus_as_space` a "+" reads as a space (HTML form data).
    [[nodiscard]] constexpr decoded_query_params decoded_params(decode_options opts = {}) const noexcept {
        return decoded_query_params(query(), opts.plus_as_space);
    }

    /// RFC 3986 §4.3: absolute-URI = scheme ":" hier-part [ "?" query ] (a scheme, no fragment).
    [[nodiscard]] constexpr bool is_absolute() const noexcept { return has_scheme() && !has_fragment(); }
    /// RFC 3986 §4.2: a relative reference has no scheme.
    [[nodiscard]] constexpr bool is_relative() const noexcept { return !has_scheme(); }

    /// The target URI of `reference` against this base (RFC 3986 §5.2): a
    /// member of the base, so the two cannot be swapped silently.
    ///
    /// §5.2.2 with the strict parser (a reference with a scheme is never
    /// relative, even when the scheme equals the base's), §5.2.3 merge, §5.2.4
    /// remove_dot_segments, §5.3 recomposition. The base's fragment is
    /// ignored. Nothing else is normalized ("%7E" stays). One step goes
    /// beyond §5.2.2: for an empty reference path the base path is also
    /// passed through remove_dot_segments, so a target never holds a dot
    /// segment (the same result for any base without dot segments). A result
    /// path that would begin with "//" without an authority gets a "/."
    /// prefix, so the result always re-parses to its components.
    ///
    /// Errors: errc::base_not_absolute (this base has no scheme, §5.1;
    /// offset 0), errc::output_too_long. O(n) in the sizes of both.
    ///
    /// Example:
    /// @code
    /// parse_uri("http://a/b/c/d;p?q")->resolve(parse_uri_reference("../g").value())->str() == "http://a/b/g"
    /// @endcode
    [[nodiscard]] result<uri> resolve(uri_view reference) const;
    /// Same, into `out` (cleared first, capacity reused; a warm buffer means
    /// no allocation). `out` may hold the text this base or `reference`
    /// views: the result then replaces it. `parts`, when given, receives the
    /// offsets of the result in `out`. On error `out` is empty.
    [[nodiscard]] error resolve_into(uri_view reference, std::string& out, components* parts = nullptr) const;

    /// RFC 3986 §5.3 component recomposition: for a parsed view, the parsed
    /// text itself. O(n).
    [[nodiscard]] std::string recompose() const;
    /// Same, appended to `out` (capacity reused). `out` may be the string
    /// this view points into. O(n).
    void recompose_into(std::string& out) const;

private:
    friend class detail::uri_access;
    friend class uri;
    constexpr uri_view(std::string_view input, components const& parts, std::uint8_t facts = 0) noexcept
        : input_(input), parts_(parts), facts_(facts) {}

    std::string_view input_{};
    components parts_{};
    std::uint8_t facts_ = 0; // what the split proved about the text (grammar/split.hpp); 0 claims nothing
};

/// Same text (byte equality, as uri's ==; equivalence under a profile is
/// equivalent(), urikit/normalize.hpp).
[[nodiscard]] constexpr bool operator==(uri_view const& a, uri_view const& b) noexcept { return a.str() == b.str(); }

/// Writes the reference's text (u.str()).
URIKIT_API std::ostream& operator<<(std::ostream& os, uri_view const& u);

} // namespace urikit

// std::hash of a uri_view: the hash of its text, consistent with == and equal
// to std::hash<urikit::uri> of the same text.
/// @cond
namespace std {
template <>
struct hash<urikit::uri_view> {
    std::size_t operator()(urikit::uri_view const& u) const noexcept { return std::hash<std::string_view>{}(u.str()); }
};
} // namespace std
/// @endcond
