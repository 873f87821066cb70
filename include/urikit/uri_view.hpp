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
#include <urikit/reference_reader.hpp>
#include <urikit/result.hpp>
#include <urikit/segments.hpp>

namespace urikit {

class uri; // urikit/uri.hpp: the owning reference

namespace detail {
class uri_access; // urikit's own writers build views and uris through it (src/rfc3986/uri_access.hpp)
} // namespace detail

/// A parsed URI reference: the caller's bytes plus the offset table, no copy.
///
/// It reads as every RFC 3986 reference reads (reference_reader: the
/// components as written, decoded, segments and parameters, resolution);
/// what it reads points into the caller's string.
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
class URIKIT_API uri_view : public reference_reader<uri_view> {
public:
    /// The empty reference "" (a relative reference with an empty path).
    constexpr uri_view() noexcept = default;

    /// A view of `text` with the offsets `parts`, after checking that they
    /// are exactly the offsets (and host kind) that parsing `text` as a URI
    /// reference (RFC 3986 §4.1), or else as an IRI reference (RFC 3987
    /// §2.2), gives, zone IDs allowed (parse_options::zone_ids: the
    /// offsets of any parse are taken). Errors: the parse error when `text` is not a reference;
    /// errc::invalid_components (offset: where the first wrong component
    /// begins in `text`) when it is but `parts` differ; errc::input_too_long.
    /// O(n).
    [[nodiscard]] static result<uri_view> from_parts(std::string_view text, components const& parts) noexcept;

    /// The whole reference, as parsed (the one name for the whole text: uri::str(), web_url::str()).
    [[nodiscard]] constexpr std::string_view str() const noexcept { return text_; }

private:
    friend class detail::uri_access;
    friend class uri;
    template <class Reference>
    friend class reference_reader;
    constexpr uri_view(std::string_view input, components const& parts, std::uint8_t facts = 0) noexcept
        : text_(input), parts_(parts), facts_(facts) {}
    constexpr uri_view view_of_reader() const noexcept { return *this; }

    // What reference_reader's members that are more than one expression do,
    // once for uri_view and uri (src/rfc3986/uri_view.cpp, resolve.cpp).
    result<std::optional<std::uint16_t>> read_port_number() const noexcept;
    result<std::uint16_t> read_port_or_default() const noexcept;
    result<uri> resolve_reference(uri_view const& reference) const;
    // resolve_into (`out` empty on error).
    error write_resolved(uri_view const& reference, std::string& out, components* parts = nullptr) const;
    void write_recomposed(std::string& out) const;

    std::string_view text_{};
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
