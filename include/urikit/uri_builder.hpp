// urikit: uri_builder, an editable URI reference that always builds into a
// string that parses back to the components that were set.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include <urikit/error.hpp>
#include <urikit/result.hpp>
#include <urikit/uri.hpp>
#include <urikit/uri_view.hpp>

namespace urikit {

// Each component can be set from encoded text (validated against the
// component's grammar: an error with the offset in the value, and the builder
// unchanged) or from plain data (encoded by the component's rules, see
// pct_encode). Editing a path segment or a query parameter leaves the bytes
// of every other segment and parameter exactly as they were.
//
// build() never writes a string that parses differently: a path without an
// authority that would begin with "//" gets a "/." prefix, and the first
// segment of a relative reference that holds ":" gets a "./" prefix (both
// mean the same path after resolution). What cannot be made safe is refused:
// a userinfo or port without a host (errc::missing_host), and a non-empty
// path that does not begin with "/" after an authority
// (errc::path_without_slash). Error offsets of build() count in the string it
// would have written.
class uri_builder {
public:
    uri_builder() = default;
    // Starts from a parsed reference, each component's bytes as written.
    explicit uri_builder(uri_view u);

    [[nodiscard]] error set_scheme(std::string_view scheme); // §3.1, no encoding exists for a scheme
    void remove_scheme() noexcept;

    [[nodiscard]] error set_encoded_userinfo(std::string_view text);
    void set_userinfo(std::string_view plain);
    void remove_userinfo() noexcept;

    // Encoded: IP-literal / IPv4address / reg-name (§3.2.2). Plain: a reg-name.
    [[nodiscard]] error set_encoded_host(std::string_view text);
    void set_host(std::string_view plain);
    // Removes the authority: host, userinfo and port.
    void remove_authority() noexcept;

    [[nodiscard]] error set_port(std::string_view digits); // §3.2.3 *DIGIT
    void set_port(std::uint16_t port);
    void remove_port() noexcept;

    [[nodiscard]] error set_encoded_path(std::string_view text);
    void set_path(std::string_view plain); // "/" stays a separator; see append_segment for data with "/"
    // Segments as path_segments() sees them. "/" counts as no segment here,
    // so appending "a" to "/" gives "/a"; to "" gives "/a" with an authority,
    // "a" without.
    void append_segment(std::string_view plain);
    [[nodiscard]] error append_encoded_segment(std::string_view text);
    // false when there is no segment `index`.
    bool set_segment(std::size_t index, std::string_view plain);
    bool remove_segment(std::size_t index);

    [[nodiscard]] error set_encoded_query(std::string_view text);
    void set_query(std::string_view plain);
    void remove_query() noexcept;
    // Parameters are compared by percent-decoded key; keys and values given
    // here are plain data (encoded as codec::query_param).
    void append_param(std::string_view key, std::optional<std::string_view> value);
    // Replaces the first parameter with this key (keeping its position),
    // removes the others with it, or appends when there is none.
    void set_param(std::string_view key, std::optional<std::string_view> value);
    // Removes every parameter with this key; the query goes when none is left.
    std::size_t remove_params(std::string_view key);

    [[nodiscard]] error set_encoded_fragment(std::string_view text);
    void set_fragment(std::string_view plain);
    void remove_fragment() noexcept;

    [[nodiscard]] result<uri> build() const;

    [[nodiscard]] bool has_scheme() const noexcept { return has_scheme_; }
    [[nodiscard]] bool has_host() const noexcept { return has_host_; }
    [[nodiscard]] std::string_view encoded_path() const noexcept { return path_; }
    [[nodiscard]] bool has_query() const noexcept { return has_query_; }
    [[nodiscard]] std::string_view encoded_query() const noexcept { return query_; }

private:
    struct span {
        std::size_t begin, end;
    };
    std::optional<span> segment_span(std::size_t index) const;
    std::string encode_param(std::string_view key, std::optional<std::string_view> value) const;

    std::string scheme_, userinfo_, host_, port_, path_, query_, fragment_;
    bool has_scheme_ = false, has_userinfo_ = false, has_host_ = false, has_port_ = false;
    bool has_query_ = false, has_fragment_ = false;
};

} // namespace urikit
