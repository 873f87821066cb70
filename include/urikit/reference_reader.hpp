/// @file
/// reference_reader: what an RFC 3986 reference reads, written once for
/// uri_view (a view of the caller's string) and uri (the owning reference),
/// which both derive from it, as Boost.URL's url_view_base serves its views
/// and urls.
#pragma once

#include <urikit/config.hpp> // first: a C++17 build is told it needs C++20

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include <urikit/components.hpp>
#include <urikit/decoded_view.hpp>
#include <urikit/result.hpp>
#include <urikit/segments.hpp>

namespace urikit {

class uri_view;
class uri;

namespace detail {

// Whether a reference type owns its text: what it reads lives as long as
// the object (its getters are URIKIT_LIFETIMEBOUND), not as the caller's string.
template <class Reference>
inline constexpr bool owns_text = false;
template <>
inline constexpr bool owns_text<uri> = true;

// The owning reference, named through a template so that a reader's
// declaration of a member returning one does not need it complete (uri is
// declared after uri_view, which reads through reference_reader too).
template <class Reference>
struct owning_reference {
    using type = uri;
};

} // namespace detail

/// The reading API of an RFC 3986 reference (§3: scheme, authority,
/// userinfo, host, port, path, query, fragment), for uri_view and uri.
///
/// Accessors return each component exactly as written (still
/// percent-encoded; IP literals with their brackets); the decoded_X()
/// accessors read it percent-decoded without allocating. has_X() tells
/// absent from empty: "http://a" has no query, "http://a?" an empty one.
/// What a uri_view reads points into the caller's string; what a uri reads
/// points into the uri, and lives as long as it and until its next edit
/// (clang warns where one outlives a temporary uri: each such getter of a
/// uri is URIKIT_LIFETIMEBOUND, those of a view are not, as a view's text
/// outlives the view).
template <class Reference>
class reference_reader {
    static constexpr bool owning = detail::owns_text<Reference>;

public:
    /// The offset table.
    [[nodiscard]] constexpr components const& parts() const noexcept requires(!owning) { return self().parts_; }
    /// The offset table.
    [[nodiscard]] constexpr components const& parts() const noexcept URIKIT_LIFETIMEBOUND requires(owning) {
        return self().parts_;
    }

    /// True when component `c` is present.
    [[nodiscard]] constexpr bool has(component c) const noexcept { return self().parts_.has(c); }
    /// The text of component `c` as written; "" when absent (tell with has()).
    [[nodiscard]] constexpr std::string_view get(component c) const noexcept requires(!owning) { return text_of(c); }
    /// The text of component `c` as written; "" when absent (tell with has()).
    [[nodiscard]] constexpr std::string_view get(component c) const noexcept URIKIT_LIFETIMEBOUND requires(owning) {
        return text_of(c);
    }

    /// True when there is a scheme (RFC 3986 §3.1).
    [[nodiscard]] constexpr bool has_scheme() const noexcept { return has(component::scheme); }
    /// The scheme as written ("" when absent).
    [[nodiscard]] constexpr std::string_view scheme() const noexcept requires(!owning) { return text_of(component::scheme); }
    /// The scheme as written ("" when absent).
    [[nodiscard]] constexpr std::string_view scheme() const noexcept URIKIT_LIFETIMEBOUND requires(owning) {
        return text_of(component::scheme);
    }

    /// True when there is an authority, RFC 3986 §3.2: authority = [ userinfo "@" ] host [ ":" port ].
    [[nodiscard]] constexpr bool has_authority() const noexcept { return has(component::host); }
    /// The authority as written, without the "//" ("" when absent).
    [[nodiscard]] constexpr std::string_view authority() const noexcept requires(!owning) { return authority_text(); }
    /// The authority as written, without the "//" ("" when absent).
    [[nodiscard]] constexpr std::string_view authority() const noexcept URIKIT_LIFETIMEBOUND requires(owning) {
        return authority_text();
    }
    /// True when there is a userinfo (§3.2.1).
    [[nodiscard]] constexpr bool has_userinfo() const noexcept { return has(component::userinfo); }
    /// The userinfo as written, without the "@" ("" when absent).
    [[nodiscard]] constexpr std::string_view userinfo() const noexcept requires(!owning) {
        return text_of(component::userinfo);
    }
    /// The userinfo as written, without the "@" ("" when absent).
    [[nodiscard]] constexpr std::string_view userinfo() const noexcept URIKIT_LIFETIMEBOUND requires(owning) {
        return text_of(component::userinfo);
    }
    /// The host as written (§3.2.2; IP literals with brackets; "" when absent).
    [[nodiscard]] constexpr std::string_view host() const noexcept requires(!owning) { return text_of(component::host); }
    /// The host as written (§3.2.2; IP literals with brackets; "" when absent).
    [[nodiscard]] constexpr std::string_view host() const noexcept URIKIT_LIFETIMEBOUND requires(owning) {
        return text_of(component::host);
    }
    /// What the host is (host_kind::none without an authority).
    [[nodiscard]] constexpr urikit::host_kind host_kind() const noexcept { return self().parts_.host_kind; }
    /// RFC 6874 §2: an IPv6 literal's ZoneID as written (after the "%25",
    /// still percent-encoded); "" when there is none. Only a parse with
    /// parse_options::zone_ids takes one: `[fe80::1%25eth0]` reads "eth0".
    [[nodiscard]] constexpr std::string_view zone_id() const noexcept requires(!owning) { return zone_text(); }
    /// RFC 6874 §2: an IPv6 literal's ZoneID as written; "" when there is none.
    [[nodiscard]] constexpr std::string_view zone_id() const noexcept URIKIT_LIFETIMEBOUND requires(owning) {
        return zone_text();
    }
    /// True when there is a port, even an empty one (§3.2.3).
    [[nodiscard]] constexpr bool has_port() const noexcept { return has(component::port); }
    /// The port's digits as written ("" when absent or empty).
    [[nodiscard]] constexpr std::string_view port() const noexcept requires(!owning) { return text_of(component::port); }
    /// The port's digits as written ("" when absent or empty).
    [[nodiscard]] constexpr std::string_view port() const noexcept URIKIT_LIFETIMEBOUND requires(owning) {
        return text_of(component::port);
    }
    /// The port as a number; nullopt when no port (or an empty one) is
    /// written: absence is no error. Error: errc::port_out_of_range (offset
    /// at the first digit) above 65535. O(n).
    [[nodiscard]] result<std::optional<std::uint16_t>> port_number() const noexcept {
        return self().view_of_reader().read_port_number();
    }
    /// The port as a number, or when none (or an empty one) is written the
    /// scheme's default port (default_port(), urikit/http.hpp: http 80, https
    /// 443, ...). Errors: errc::port_out_of_range as port_number();
    /// errc::unsupported_scheme (offset 0) when no port is written and urikit
    /// knows no default port for the scheme; errc::missing_scheme (offset 0)
    /// when there is neither. O(n).
    [[nodiscard]] result<std::uint16_t> port_or_default() const noexcept {
        return self().view_of_reader().read_port_or_default();
    }

    /// The path as written (§3.3; always present, possibly empty).
    [[nodiscard]] constexpr std::string_view path() const noexcept requires(!owning) { return text_of(component::path); }
    /// The path as written (§3.3; always present, possibly empty).
    [[nodiscard]] constexpr std::string_view path() const noexcept URIKIT_LIFETIMEBOUND requires(owning) {
        return text_of(component::path);
    }
    /// True when there is a query (§3.4).
    [[nodiscard]] constexpr bool has_query() const noexcept { return has(component::query); }
    /// The query as written, without the "?" ("" when absent).
    [[nodiscard]] constexpr std::string_view query() const noexcept requires(!owning) { return text_of(component::query); }
    /// The query as written, without the "?" ("" when absent).
    [[nodiscard]] constexpr std::string_view query() const noexcept URIKIT_LIFETIMEBOUND requires(owning) {
        return text_of(component::query);
    }
    /// True when there is a fragment (§3.5).
    [[nodiscard]] constexpr bool has_fragment() const noexcept { return has(component::fragment); }
    /// The fragment as written, without the "#" ("" when absent).
    [[nodiscard]] constexpr std::string_view fragment() const noexcept requires(!owning) {
        return text_of(component::fragment);
    }
    /// The fragment as written, without the "#" ("" when absent).
    [[nodiscard]] constexpr std::string_view fragment() const noexcept URIKIT_LIFETIMEBOUND requires(owning) {
        return text_of(component::fragment);
    }

    /// The userinfo percent-decoded, read lazily (no allocation).
    [[nodiscard]] constexpr decoded_view decoded_userinfo() const noexcept requires(!owning) {
        return decoded(component::userinfo);
    }
    /// The userinfo percent-decoded, read lazily (no allocation).
    [[nodiscard]] constexpr decoded_view decoded_userinfo() const noexcept URIKIT_LIFETIMEBOUND requires(owning) {
        return decoded(component::userinfo);
    }
    /// The host percent-decoded (a reg-name's "%41" reads "A"; an IP literal's only "%" is a zone ID's).
    [[nodiscard]] constexpr decoded_view decoded_host() const noexcept requires(!owning) { return decoded(component::host); }
    /// The host percent-decoded (a reg-name's "%41" reads "A"; an IP literal's only "%" is a zone ID's).
    [[nodiscard]] constexpr decoded_view decoded_host() const noexcept URIKIT_LIFETIMEBOUND requires(owning) {
        return decoded(component::host);
    }
    /// The zone ID percent-decoded: the interface name or number a resolver
    /// takes (RFC 4007 §11: `fe80::1%eth0`).
    [[nodiscard]] constexpr decoded_view decoded_zone_id() const noexcept requires(!owning) {
        return decoded_view(zone_text(), false);
    }
    /// The zone ID percent-decoded (RFC 4007 §11).
    [[nodiscard]] constexpr decoded_view decoded_zone_id() const noexcept URIKIT_LIFETIMEBOUND requires(owning) {
        return decoded_view(zone_text(), false);
    }
    /// The path percent-decoded ("%2F" reads "/"; split first with decoded_segments()).
    [[nodiscard]] constexpr decoded_view decoded_path() const noexcept requires(!owning) { return decoded(component::path); }
    /// The path percent-decoded ("%2F" reads "/"; split first with decoded_segments()).
    [[nodiscard]] constexpr decoded_view decoded_path() const noexcept URIKIT_LIFETIMEBOUND requires(owning) {
        return decoded(component::path);
    }
    /// The query percent-decoded ("+" stays "+"; split first with decoded_params()).
    [[nodiscard]] constexpr decoded_view decoded_query() const noexcept requires(!owning) {
        return decoded(component::query);
    }
    /// The query percent-decoded ("+" stays "+"; split first with decoded_params()).
    [[nodiscard]] constexpr decoded_view decoded_query() const noexcept URIKIT_LIFETIMEBOUND requires(owning) {
        return decoded(component::query);
    }
    /// The fragment percent-decoded.
    [[nodiscard]] constexpr decoded_view decoded_fragment() const noexcept requires(!owning) {
        return decoded(component::fragment);
    }
    /// The fragment percent-decoded.
    [[nodiscard]] constexpr decoded_view decoded_fragment() const noexcept URIKIT_LIFETIMEBOUND requires(owning) {
        return decoded(component::fragment);
    }

    /// The path's segments, still encoded (see path_segments).
    [[nodiscard]] constexpr path_segments segments() const noexcept requires(!owning) {
        return path_segments(text_of(component::path));
    }
    /// The path's segments, still encoded (see path_segments).
    [[nodiscard]] constexpr path_segments segments() const noexcept URIKIT_LIFETIMEBOUND requires(owning) {
        return path_segments(text_of(component::path));
    }
    /// The path's segments, each percent-decoded: "%2F" is data inside its segment.
    [[nodiscard]] constexpr decoded_path_segments decoded_segments() const noexcept requires(!owning) {
        return decoded_path_segments(text_of(component::path));
    }
    /// The path's segments, each percent-decoded: "%2F" is data inside its segment.
    [[nodiscard]] constexpr decoded_path_segments decoded_segments() const noexcept URIKIT_LIFETIMEBOUND requires(owning) {
        return decoded_path_segments(text_of(component::path));
    }
    /// The query's parameters, still encoded (see query_params).
    [[nodiscard]] constexpr query_params params() const noexcept requires(!owning) {
        return query_params(text_of(component::query));
    }
    /// The query's parameters, still encoded (see query_params).
    [[nodiscard]] constexpr query_params params() const noexcept URIKIT_LIFETIMEBOUND requires(owning) {
        return query_params(text_of(component::query));
    }
    /// The query's parameters with keys and values percent-decoded; with
    /// `opts.plus_as_space` a "+" reads as a space (HTML form data).
    [[nodiscard]] constexpr decoded_query_params decoded_params(decode_options opts = {}) const noexcept requires(!owning) {
        return decoded_query_params(text_of(component::query), opts.plus_as_space);
    }
    /// The query's parameters with keys and values percent-decoded; with
    /// `opts.plus_as_space` a "+" reads as a space (HTML form data).
    [[nodiscard]] constexpr decoded_query_params decoded_params(decode_options opts = {}) const noexcept
        URIKIT_LIFETIMEBOUND requires(owning) {
        return decoded_query_params(text_of(component::query), opts.plus_as_space);
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
    [[nodiscard]] result<typename detail::owning_reference<Reference>::type> resolve(uri_view const& reference) const {
        return self().view_of_reader().resolve_reference(reference);
    }
    /// Same, into `out` (cleared first, capacity reused; a warm buffer means
    /// no allocation). `out` may hold the text this base or `reference`
    /// views: the result then replaces it. `parts`, when given, receives the
    /// offsets of the result in `out`. On error `out` is empty.
    [[nodiscard]] error resolve_into(uri_view const& reference, std::string& out, components* parts = nullptr) const {
        return self().view_of_reader().write_resolved(reference, out, parts);
    }

    /// RFC 3986 §5.3 component recomposition: for a parsed reference, its
    /// text itself. O(n).
    [[nodiscard]] std::string recompose() const {
        std::string out;
        self().view_of_reader().write_recomposed(out);
        return out;
    }
    /// Same, appended to `out` (capacity reused). `out` may be the string
    /// this reference's text is in. O(n).
    void recompose_into(std::string& out) const { self().view_of_reader().write_recomposed(out); }

private:
    constexpr Reference const& self() const noexcept { return static_cast<Reference const&>(*this); }
    constexpr std::string_view text_of(component c) const noexcept {
        components const& p = self().parts_;
        if (!p.has(c)) return {};
        return std::string_view(self().text_).substr(p.begin(c), p.end(c) - p.begin(c));
    }
    constexpr decoded_view decoded(component c) const noexcept { return decoded_view(text_of(c), false); }
    // An IPv6 literal has no "%" but its zone's "%25" (RFC 6874 §2).
    constexpr std::string_view zone_text() const noexcept {
        if (host_kind() != urikit::host_kind::ipv6) return {};
        std::string_view const h = text_of(component::host);
        std::size_t const at = h.find('%');
        return at == std::string_view::npos ? std::string_view() : h.substr(at + 3, h.size() - at - 4);
    }
    constexpr std::string_view authority_text() const noexcept {
        if (!has_authority()) return {};
        components const& p = self().parts_;
        std::uint32_t const b = has_userinfo() ? p.begin(component::userinfo) : p.begin(component::host);
        std::uint32_t const e = has_port() ? p.end(component::port) : p.end(component::host);
        return std::string_view(self().text_).substr(b, e - b);
    }
};

} // namespace urikit
