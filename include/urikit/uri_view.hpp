// urikit: uri_view, a parsed URI reference that points into the caller's string.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include <urikit/components.hpp>
#include <urikit/result.hpp>

namespace urikit {

// A non-owning view: the caller's bytes plus the offset table. Accessors return
// each component exactly as written (still percent-encoded; IP literals with
// their brackets). has_X() tells absent from empty: "http://a" has no query,
// "http://a?" has an empty one. The viewed string must outlive the view.
class uri_view {
public:
    constexpr uri_view() noexcept = default;
    constexpr uri_view(std::string_view input, components const& parts) noexcept
        : input_(input), parts_(parts) {}

    // The whole reference as parsed.
    [[nodiscard]] constexpr std::string_view string() const noexcept { return input_; }
    [[nodiscard]] constexpr components const& parts() const noexcept { return parts_; }

    [[nodiscard]] constexpr bool has(component c) const noexcept { return parts_.has(c); }
    // The component's text, "" when absent (use has() to tell).
    [[nodiscard]] constexpr std::string_view get(component c) const noexcept {
        if (!parts_.has(c)) return {};
        return input_.substr(parts_.begin(c), parts_.end(c) - parts_.begin(c));
    }

    [[nodiscard]] constexpr bool has_scheme() const noexcept { return has(component::scheme); }
    [[nodiscard]] constexpr std::string_view scheme() const noexcept { return get(component::scheme); }

    // RFC 3986 §3.2: authority = [ userinfo "@" ] host [ ":" port ]
    [[nodiscard]] constexpr bool has_authority() const noexcept { return has(component::host); }
    [[nodiscard]] constexpr std::string_view authority() const noexcept {
        if (!has_authority()) return {};
        std::uint32_t b = has_userinfo() ? parts_.begin(component::userinfo) : parts_.begin(component::host);
        std::uint32_t e = has_port() ? parts_.end(component::port) : parts_.end(component::host);
        return input_.substr(b, e - b);
    }
    [[nodiscard]] constexpr bool has_userinfo() const noexcept { return has(component::userinfo); }
    [[nodiscard]] constexpr std::string_view userinfo() const noexcept { return get(component::userinfo); }
    [[nodiscard]] constexpr std::string_view host() const noexcept { return get(component::host); }
    [[nodiscard]] constexpr urikit::host_kind host_kind() const noexcept { return parts_.host_kind; }
    [[nodiscard]] constexpr bool has_port() const noexcept { return has(component::port); }
    [[nodiscard]] constexpr std::string_view port() const noexcept { return get(component::port); }
    // The port as a number: errc::invalid_port when absent or empty,
    // errc::port_out_of_range (offset at the first digit) above 65535.
    [[nodiscard]] result<std::uint16_t> port_number() const noexcept;

    [[nodiscard]] constexpr std::string_view path() const noexcept { return get(component::path); }
    [[nodiscard]] constexpr bool has_query() const noexcept { return has(component::query); }
    [[nodiscard]] constexpr std::string_view query() const noexcept { return get(component::query); }
    [[nodiscard]] constexpr bool has_fragment() const noexcept { return has(component::fragment); }
    [[nodiscard]] constexpr std::string_view fragment() const noexcept { return get(component::fragment); }

    // RFC 3986 §4.3: absolute-URI = scheme ":" hier-part [ "?" query ] (no fragment).
    [[nodiscard]] constexpr bool is_absolute() const noexcept { return has_scheme() && !has_fragment(); }
    // RFC 3986 §4.2: a relative reference has no scheme.
    [[nodiscard]] constexpr bool is_relative() const noexcept { return !has_scheme(); }

    // RFC 3986 §5.3 component recomposition. For a view made by parse, the
    // result is the parsed input itself.
    [[nodiscard]] std::string recompose() const;
    // Same, appended to `out` (its capacity is reused).
    void recompose_into(std::string& out) const;

private:
    std::string_view input_{};
    components parts_{};
};

} // namespace urikit
