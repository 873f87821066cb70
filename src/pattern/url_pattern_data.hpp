// urikit: what a url_pattern holds (URL Pattern Standard, "URL pattern"):
// its eight compiled components.
#pragma once

#include <array>
#include <memory>

#include <urikit/url_pattern.hpp>

#include "src/pattern/pattern_component.hpp"

namespace urikit::detail {

struct url_pattern_data {
    std::array<compiled_component, 8> components;

    compiled_component const& operator[](url_pattern_component c) const noexcept {
        return components[static_cast<std::size_t>(c)];
    }
    static url_pattern make(std::shared_ptr<url_pattern_data const> data) { return url_pattern(std::move(data)); }
    // What `p` holds (for the tests and fuzz_pattern's reference path).
    static url_pattern_data const& of(url_pattern const& p) noexcept { return *p.data_; }
};

} // namespace urikit::detail
