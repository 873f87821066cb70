// urikit: uri, an owning URI reference (one buffer plus offsets), built by
// normalize (and later resolve and to_uri).
#pragma once

#include <string>
#include <string_view>
#include <utility>

#include <urikit/components.hpp>
#include <urikit/uri_view.hpp>

namespace urikit {

class uri {
public:
    uri() = default;
    // Takes a string and the offsets that describe it (as written by urikit's
    // serializer; not re-checked outside development builds).
    uri(std::string text, components const& parts) noexcept : text_(std::move(text)), parts_(parts) {}

    [[nodiscard]] std::string const& str() const noexcept { return text_; }
    [[nodiscard]] uri_view view() const noexcept { return uri_view(text_, parts_); }
    [[nodiscard]] components const& parts() const noexcept { return parts_; }
    // Gives the buffer away (the uri is left empty).
    [[nodiscard]] std::string release() noexcept {
        parts_ = components{};
        return std::move(text_);
    }

    friend bool operator==(uri const& a, uri const& b) noexcept { return a.text_ == b.text_; }

private:
    std::string text_;
    components parts_;
};

} // namespace urikit
