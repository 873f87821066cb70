/// @file
/// uri_builder: an editable URI reference that always builds into a string
/// that parses back to the components that were set.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include <urikit/config.hpp>
#include <urikit/error.hpp>
#include <urikit/result.hpp>
#include <urikit/uri.hpp>
#include <urikit/uri_view.hpp>

namespace urikit {

/// An editable URI reference (RFC 3986 §3 components set one by one, §5.3
/// recomposition).
///
/// Each component can be set from encoded text (validated against the
/// component's grammar: an error with the offset in the value, and the
/// builder unchanged) or from plain data (encoded by the component's rules,
/// see pct_encode). Editing a path segment or a query parameter leaves the
/// bytes of every other segment and parameter exactly as they were. Every
/// edit is O(size of the component and the arguments).
///
/// build() never writes a string that parses differently: a path without an
/// authority that would begin with "//" gets a "/." prefix, and the first
/// segment of a relative reference that holds ":" gets a "./" prefix (both
/// mean the same path after resolution). What cannot be made safe is
/// refused: a userinfo or port without a host (errc::authority_without_host), and a
/// non-empty path that does not begin with "/" after an authority
/// (errc::path_without_slash). Error offsets of build() count in the string
/// it would have written.
///
/// Example:
/// @code
/// urikit::uri_builder b(urikit::parse_uri("http://h/a?x=1").value());
/// b.append_segment("b/c");   // "/a/b%2Fc"
/// b.set_param("x", "2 3");   // "?x=2%203"
/// b.build().value().str() == "http://h/a/b%2Fc?x=2%203"
/// @endcode
class URIKIT_API uri_builder {
public:
    /// Nothing set: builds the empty reference "".
    uri_builder() = default;
    /// Starts from a parsed reference, each component's bytes as written.
    explicit uri_builder(uri_view u);

    /// Sets the scheme (RFC 3986 §3.1; no encoding exists for a scheme).
    /// Error: errc::invalid_scheme at the first byte that cannot be in one.
    [[nodiscard]] error set_scheme(std::string_view scheme);
    /// Removes the scheme.
    void remove_scheme() noexcept;

    /// Sets the userinfo from encoded text (§3.2.1). Errors: errc::invalid_userinfo,
    /// errc::bad_pct_encoding, errc::invalid_character, with the offset in `text`.
    [[nodiscard]] error set_encoded_userinfo(std::string_view text);
    /// Sets the userinfo from plain data (encoded as codec::userinfo).
    void set_userinfo(std::string_view plain);
    /// Removes the userinfo.
    void remove_userinfo() noexcept;

    /// Sets the host from encoded text: IP-literal / IPv4address / reg-name
    /// (§3.2.2). Errors: the host grammar's (errc::invalid_host,
    /// errc::invalid_ip_literal, ...), with the offset in `text`.
    [[nodiscard]] error set_encoded_host(std::string_view text);
    /// Sets the host to a reg-name from plain data (encoded as codec::host).
    void set_host(std::string_view plain);
    /// Removes the authority: host, userinfo and port.
    void remove_authority() noexcept;

    /// Sets the port from its digits (§3.2.3 *DIGIT). Error: errc::invalid_port.
    [[nodiscard]] error set_port(std::string_view digits);
    /// Sets the port from a number.
    void set_port(std::uint16_t port);
    /// Removes the port.
    void remove_port() noexcept;

    /// Sets the path from encoded text (§3.3). Errors: errc::invalid_path,
    /// errc::bad_pct_encoding, errc::invalid_character.
    [[nodiscard]] error set_encoded_path(std::string_view text);
    /// Sets the path from plain data; "/" stays a separator (see append_segment for data with "/").
    void set_path(std::string_view plain);
    /// Appends a segment from plain data ("/" in it is encoded as %2F).
    /// Segments are those of path_segments; "/" counts as no segment here,
    /// so appending "a" to "/" gives "/a"; to "" gives "/a" with an
    /// authority, "a" without.
    void append_segment(std::string_view plain);
    /// Appends a segment from encoded text (a pchar run). Errors as set_encoded_path.
    [[nodiscard]] error append_encoded_segment(std::string_view text);
    /// Replaces segment `index` with plain data; false when there is no such segment.
    bool set_segment(std::size_t index, std::string_view plain);
    /// Removes segment `index` and one "/" next to it; false when there is no such segment.
    bool remove_segment(std::size_t index);

    /// Sets the query from encoded text (§3.4). Errors: errc::invalid_query,
    /// errc::bad_pct_encoding, errc::invalid_character.
    [[nodiscard]] error set_encoded_query(std::string_view text);
    /// Sets the query from plain data (encoded as codec::query).
    void set_query(std::string_view plain);
    /// Removes the query.
    void remove_query() noexcept;
    /// Appends a parameter; key and value are plain data (encoded as codec::query_param).
    void append_param(std::string_view key, std::optional<std::string_view> value);
    /// Replaces the first parameter whose percent-decoded key is `key`
    /// (keeping its position), removes the others with it, or appends when
    /// there is none. One pass over the query.
    void set_param(std::string_view key, std::optional<std::string_view> value);
    /// Removes every parameter whose percent-decoded key is `key`; the query
    /// goes when none is left. Returns how many were removed. One pass.
    std::size_t remove_params(std::string_view key);

    /// Sets the fragment from encoded text (§3.5). Errors: errc::invalid_fragment,
    /// errc::bad_pct_encoding, errc::invalid_character.
    [[nodiscard]] error set_encoded_fragment(std::string_view text);
    /// Sets the fragment from plain data (encoded as codec::fragment).
    void set_fragment(std::string_view plain);
    /// Removes the fragment.
    void remove_fragment() noexcept;

    /// The reference, written through urikit's one writer (see the class
    /// comment for the prefixes it adds and what it refuses; also
    /// errc::output_too_long). O(n).
    [[nodiscard]] result<uri> build() const;

    /// True when a scheme is set.
    [[nodiscard]] bool has_scheme() const noexcept { return has_scheme_; }
    /// The scheme ("" when none).
    [[nodiscard]] std::string_view scheme() const noexcept { return has_scheme_ ? scheme_ : std::string_view(); }
    /// True when a userinfo is set.
    [[nodiscard]] bool has_userinfo() const noexcept { return has_userinfo_; }
    /// The encoded userinfo ("" when none).
    [[nodiscard]] std::string_view encoded_userinfo() const noexcept {
        return has_userinfo_ ? userinfo_ : std::string_view();
    }
    /// True when a host (an authority) is set.
    [[nodiscard]] bool has_host() const noexcept { return has_host_; }
    /// The encoded host ("" when none).
    [[nodiscard]] std::string_view encoded_host() const noexcept { return has_host_ ? host_ : std::string_view(); }
    /// True when a port is set.
    [[nodiscard]] bool has_port() const noexcept { return has_port_; }
    /// The port's digits ("" when none).
    [[nodiscard]] std::string_view port() const noexcept { return has_port_ ? port_ : std::string_view(); }
    /// The encoded path, without the prefix build() may add.
    [[nodiscard]] std::string_view encoded_path() const noexcept { return path_; }
    /// True when a query is set.
    [[nodiscard]] bool has_query() const noexcept { return has_query_; }
    /// The encoded query ("" when none).
    [[nodiscard]] std::string_view encoded_query() const noexcept { return has_query_ ? query_ : std::string_view(); }
    /// True when a fragment is set.
    [[nodiscard]] bool has_fragment() const noexcept { return has_fragment_; }
    /// The encoded fragment ("" when none).
    [[nodiscard]] std::string_view encoded_fragment() const noexcept {
        return has_fragment_ ? fragment_ : std::string_view();
    }

private:
    struct span {
        std::size_t begin, end;
    };
    std::optional<span> segment_span(std::size_t index) const;
    std::string encode_param(std::string_view key, std::optional<std::string_view> value) const;
    std::size_t edit_params(std::string_view key, std::string_view* replacement);

    std::string scheme_, userinfo_, host_, port_, path_, query_, fragment_;
    bool has_scheme_ = false, has_userinfo_ = false, has_host_ = false, has_port_ = false;
    bool has_query_ = false, has_fragment_ = false;
};

} // namespace urikit
