/// @file
/// uri: an owning URI reference (one buffer plus offsets), built by urikit.
#pragma once

#include <cstddef>
#include <functional>
#include <iosfwd>
#include <string>
#include <string_view>
#include <utility>

#include <urikit/components.hpp>
#include <urikit/config.hpp>
#include <urikit/result.hpp>
#include <urikit/uri_view.hpp>

namespace urikit {

/// An owning URI reference: one std::string plus its offset table.
///
/// It is made by normalize, resolve, to_uri and uri_builder::build, or by
/// from_parts, which checks the offsets: it always describes its text truly.
/// The default uri is the empty reference "". A view of it lives only as
/// long as the uri: view() cannot be called on a temporary.
class URIKIT_API uri {
public:
    /// The empty reference "".
    uri() = default;

    /// A uri of `text` with the offsets `parts`, checked as
    /// uri_view::from_parts checks them (same errors). O(n).
    [[nodiscard]] static result<uri> from_parts(std::string text, components const& parts);

    /// The text.
    [[nodiscard]] std::string const& str() const& noexcept { return text_; }
    /// The text, moved out of a temporary uri.
    [[nodiscard]] std::string str() && noexcept { return std::move(text_); }
    /// A view of this uri (valid while the uri lives and is not changed).
    [[nodiscard]] uri_view view() const& noexcept { return uri_view(text_, parts_); }
    /// Deleted: a view of a temporary would dangle.
    uri_view view() const&& = delete;
    /// The offset table.
    [[nodiscard]] components const& parts() const noexcept { return parts_; }
    /// Gives the text away; the uri is left as the empty reference "".
    [[nodiscard]] std::string release() noexcept {
        parts_ = components{};
        std::string t = std::move(text_);
        text_.clear();
        return t;
    }

    /// Same text.
    friend bool operator==(uri const& a, uri const& b) noexcept { return a.text_ == b.text_; }

private:
    friend class detail::view_access;
    uri(std::string text, components const& parts) noexcept : text_(std::move(text)), parts_(parts) {}

    std::string text_;
    components parts_;
};

/// Writes the text (u.str()).
URIKIT_API std::ostream& operator<<(std::ostream& os, uri const& u);

} // namespace urikit

// std::hash of a uri: the hash of its text, consistent with operator== (the
// same text). For a hash consistent with equivalence under a profile, use
// urikit::hash_value(u.view(), p) (urikit/normalize.hpp).
/// @cond
namespace std {
template <>
struct hash<urikit::uri> {
    std::size_t operator()(urikit::uri const& u) const noexcept { return std::hash<std::string>{}(u.str()); }
};
} // namespace std
/// @endcond
