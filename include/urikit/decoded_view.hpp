/// @file
/// decoded_view: the percent-decoding of a component, read lazily (no allocation).
#pragma once

#include <urikit/config.hpp> // first: a C++17 build is told it needs C++20

#include <cstddef>
#include <functional>
#include <iosfwd>
#include <iterator>
#include <string>
#include <string_view>

#include <urikit/pct.hpp>
#include <urikit/result.hpp>

namespace urikit {

class uri_view;
template <class Reference>
class reference_reader;
namespace detail {
class view_access;
struct decode_piece;
} // namespace detail

/// The percent-decoding of an encoded text (RFC 3986 §2.1), computed while
/// it is read: no allocation and no copy, whether or not the text holds a
/// "%".
///
/// A decoded_view only exists over text in which every "%" begins a
/// "%" HEXDIG HEXDIG triplet: the decoded accessors of uri_view (of parsed
/// text) and decoded_view::make, which checks. "%2F" decodes to "/" as data:
/// the text was split into components, segments and parameters before, and
/// is never split again.
///
/// Example:
/// @code
/// auto u = urikit::parse_uri_reference("/a%2Fb/c%20d").value();
/// u.decoded_path() == "/a/b/c d";            // true, nothing allocated
/// for (urikit::decoded_view s : u.decoded_segments()) ...  // "a/b", "c d"
/// @endcode
class decoded_view {
public:
    /// Reads the decoded bytes one at a time.
    class iterator {
    public:
        using iterator_category = std::forward_iterator_tag; ///< a forward iterator
        using value_type = char;                              ///< a decoded byte
        using difference_type = std::ptrdiff_t;               ///< distance in decoded bytes
        using pointer = void;                                 ///< no addressable storage
        using reference = char;                               ///< yields bytes by value

        /// A past-the-end iterator of nothing.
        constexpr iterator() noexcept = default;
        /// The decoded byte here.
        [[nodiscard]] constexpr char operator*() const noexcept {
            char const c = *p_;
            if (c == '%') return static_cast<char>(pct_triplet_value(p_));
            return plus_as_space_ && c == '+' ? ' ' : c;
        }
        /// To the next decoded byte.
        constexpr iterator& operator++() noexcept {
            p_ += *p_ == '%' ? 3 : 1;
            return *this;
        }
        /// To the next decoded byte; returns the old position.
        constexpr iterator operator++(int) noexcept {
            iterator t = *this;
            ++*this;
            return t;
        }
        /// Same position.
        friend constexpr bool operator==(iterator const& a, iterator const& b) noexcept { return a.p_ == b.p_; }

    private:
        friend class decoded_view;
        constexpr iterator(char const* p, bool plus_as_space) noexcept : p_(p), plus_as_space_(plus_as_space) {}
        char const* p_ = nullptr;
        bool plus_as_space_ = false;
    };

    /// The empty text.
    constexpr decoded_view() noexcept = default;

    /// A decoded view of `encoded`, after checking that every "%" begins a
    /// "%" HEXDIG HEXDIG triplet (errc::bad_pct_encoding at the first that
    /// does not). With `opts.plus_as_space`, "+" reads as a space (HTML form
    /// data). O(n).
    [[nodiscard]] static result<decoded_view> make(std::string_view encoded,
                                                             decode_options opts = {}) noexcept {
        for (std::size_t i = 0; i < encoded.size(); ++i) {
            if (encoded[i] != '%') continue;
            if (!is_pct_triplet(encoded.data() + i, encoded.size() - i)) {
                return error{errc::bad_pct_encoding, static_cast<std::uint32_t>(i)};
            }
            i += 2;
        }
        return decoded_view(encoded, opts.plus_as_space);
    }

    /// The text as written (still encoded).
    [[nodiscard]] constexpr std::string_view encoded() const noexcept { return encoded_; }
    /// True when decoding changes something (a "%", or a "+" read as a space). O(n).
    [[nodiscard]] constexpr bool has_escapes() const noexcept {
        for (char c : encoded_) {
            if (c == '%' || (plus_as_space_ && c == '+')) return true;
        }
        return false;
    }
    /// The number of decoded bytes. O(n).
    [[nodiscard]] constexpr std::size_t size() const noexcept {
        std::size_t n = 0;
        for (char c : encoded_) n += c == '%' ? 1 : 0;
        return encoded_.size() - 2 * n;
    }
    /// True when there is no byte at all.
    [[nodiscard]] constexpr bool empty() const noexcept { return encoded_.empty(); }
    /// The first decoded byte.
    [[nodiscard]] constexpr iterator begin() const noexcept { return {encoded_.data(), plus_as_space_}; }
    /// Past the last decoded byte.
    [[nodiscard]] constexpr iterator end() const noexcept {
        return {encoded_.data() + encoded_.size(), plus_as_space_};
    }

    /// Appends the decoded bytes to `out` (which may hold the encoded text). O(n).
    void append_to(std::string& out) const {
        std::less<char const*> const lt; // a total order on any pointers
        bool const aliased = !encoded_.empty() && lt(encoded_.data(), out.data() + out.capacity() + 1) &&
                             lt(out.data(), encoded_.data() + encoded_.size());
        if (aliased) {
            out.append(to_string());
            return;
        }
        append_decoded(out);
    }
    /// The decoded bytes in a new string. O(n).
    [[nodiscard]] std::string to_string() const {
        std::string s;
        append_decoded(s); // a new string holds no encoded text
        return s;
    }

    /// Three-way comparison of the decoded bytes with `plain`, as unsigned
    /// bytes (-1, 0, 1). No allocation. O(n).
    [[nodiscard]] constexpr int compare(std::string_view plain) const noexcept {
        std::size_t i = 0;
        for (char c : *this) {
            if (i == plain.size()) return 1;
            auto const a = static_cast<unsigned char>(c), b = static_cast<unsigned char>(plain[i++]);
            if (a != b) return a < b ? -1 : 1;
        }
        return i == plain.size() ? 0 : -1;
    }
    /// True when the decoded bytes are exactly `plain`. No allocation.
    friend constexpr bool operator==(decoded_view const& a, std::string_view plain) noexcept {
        return a.compare(plain) == 0;
    }
    /// True when both decode to the same bytes. No allocation.
    friend constexpr bool operator==(decoded_view const& a, decoded_view const& b) noexcept {
        auto i = a.begin(), j = b.begin();
        for (; i != a.end() && j != b.end(); ++i, ++j) {
            if (*i != *j) return false;
        }
        return i == a.end() && j == b.end();
    }

private:
    template <class Reference>
    friend class reference_reader;
    friend class detail::view_access;
    friend struct detail::decode_piece;
    constexpr decoded_view(std::string_view encoded, bool plus_as_space) noexcept
        : encoded_(encoded), plus_as_space_(plus_as_space) {}
    // The decoded bytes appended to `out`, which must not hold the encoded text.
    void append_decoded(std::string& out) const {
        out.reserve(out.size() + size());
        for (char c : *this) out.push_back(c);
    }

    std::string_view encoded_{};
    bool plus_as_space_ = false;
};

/// Writes the decoded bytes (`std::cout << u.decoded_path()`).
URIKIT_API std::ostream& operator<<(std::ostream& os, decoded_view const& v);

} // namespace urikit
