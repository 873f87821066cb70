// urikit: the offset table of a parsed URI reference.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include <urikit/component.hpp>

namespace urikit {

// Begin/end byte offsets of each component, delimiters excluded ("http" not
// "http:", "a.b" not "//a.b", "q" not "?q"). An absent component has both
// offsets equal to `absent`; a present but empty one has begin == end. The
// path is always present (possibly empty). The host is present exactly when
// the reference has an authority.
struct components {
    static constexpr std::uint32_t absent = 0xFFFFFFFFu;

    std::array<std::uint32_t, 2 * component_count> offsets = make_absent();
    urikit::host_kind host_kind = urikit::host_kind::none;

    [[nodiscard]] constexpr bool has(component c) const noexcept {
        return offsets[index(c)] != absent;
    }
    [[nodiscard]] constexpr std::uint32_t begin(component c) const noexcept {
        return offsets[index(c)];
    }
    [[nodiscard]] constexpr std::uint32_t end(component c) const noexcept {
        return offsets[index(c) + 1];
    }
    constexpr void set(component c, std::uint32_t b, std::uint32_t e) noexcept {
        offsets[index(c)] = b;
        offsets[index(c) + 1] = e;
    }
    constexpr void clear() noexcept {
        offsets = make_absent();
        host_kind = urikit::host_kind::none;
    }

    // True when the table describes a well-formed split of an input of `size`
    // bytes: offsets in bounds and increasing in component order, delimiters
    // between them, absent meaning absent, path present, host kind consistent.
    [[nodiscard]] bool check_invariants(std::size_t size) const noexcept;

private:
    static constexpr std::size_t index(component c) noexcept {
        return 2 * static_cast<std::size_t>(c);
    }
    static constexpr std::array<std::uint32_t, 2 * component_count> make_absent() noexcept {
        std::array<std::uint32_t, 2 * component_count> a{};
        for (auto& x : a) x = absent;
        return a;
    }
};

} // namespace urikit
