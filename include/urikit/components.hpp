/// @file
/// The offset table of a URI reference.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include <urikit/component.hpp>
#include <urikit/config.hpp>

namespace urikit {

/// Begin/end byte offsets of each component, delimiters excluded ("http"
/// not "http:", "a.b" not "//a.b", "q" not "?q").
///
/// An absent component has both offsets equal to `absent`; a present but
/// empty one has begin == end. The path is always present (possibly empty).
/// The host is present exactly when the reference has an authority. A
/// default-constructed table describes the empty reference "".
///
/// A table is plain data: uri_view and uri only accept one that urikit wrote
/// or that uri_view::from_parts / uri::from_parts checked against its text.
struct components {
    /// The offset value of an absent component.
    static constexpr std::uint32_t absent = 0xFFFFFFFFu;

    /// begin, end of each component in `component` order.
    std::array<std::uint32_t, 2 * component_count> offsets = make_empty_reference();
    /// What the host is (host_kind::none without an authority).
    urikit::host_kind host_kind = urikit::host_kind::none;

    /// True when component `c` is present.
    [[nodiscard]] constexpr bool has(component c) const noexcept { return offsets[index(c)] != absent; }
    /// Where component `c` begins (`absent` when absent).
    [[nodiscard]] constexpr std::uint32_t begin(component c) const noexcept { return offsets[index(c)]; }
    /// Where component `c` ends (`absent` when absent).
    [[nodiscard]] constexpr std::uint32_t end(component c) const noexcept { return offsets[index(c) + 1]; }
    /// Sets component `c` to [b, e).
    constexpr void set(component c, std::uint32_t b, std::uint32_t e) noexcept {
        offsets[index(c)] = b;
        offsets[index(c) + 1] = e;
    }
    /// Makes component `c` absent.
    constexpr void remove(component c) noexcept { set(c, absent, absent); }
    /// Back to the empty reference: every component absent but an empty path.
    constexpr void clear() noexcept {
        offsets = make_empty_reference();
        host_kind = urikit::host_kind::none;
    }

    /// True when the table describes a well-formed split of a text of `size`
    /// bytes: offsets in bounds and increasing in component order, room for
    /// the delimiters between them, absent meaning absent, the path present,
    /// the host kind set exactly when there is a host. (Whether the bytes
    /// themselves match is what uri_view::from_parts checks.) O(1).
    [[nodiscard]] URIKIT_API bool check_invariants(std::size_t size) const noexcept;

    /// Field-wise equality.
    friend constexpr bool operator==(components const&, components const&) = default;

private:
    static constexpr std::size_t index(component c) noexcept { return 2 * static_cast<std::size_t>(c); }
    static constexpr std::array<std::uint32_t, 2 * component_count> make_empty_reference() noexcept {
        std::array<std::uint32_t, 2 * component_count> a{};
        for (auto& x : a) x = absent;
        a[index(component::path)] = 0;
        a[index(component::path) + 1] = 0;
        return a;
    }
};

} // namespace urikit
