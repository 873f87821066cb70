// urikit: iteration over path segments and query parameters, still encoded.
#pragma once

#include <cstddef>
#include <iterator>
#include <string_view>

namespace urikit {

namespace detail {

// Forward iteration over the pieces of a text split on one byte. `done`
// marks the end; an empty text has no piece when `skip_empty_text`.
template <char Sep>
class piece_iterator {
public:
    using iterator_category = std::forward_iterator_tag;
    using difference_type = std::ptrdiff_t;

    constexpr piece_iterator() noexcept = default;
    constexpr piece_iterator(std::string_view rest, bool done) noexcept : rest_(rest), done_(done) {}

    constexpr std::string_view piece() const noexcept { return rest_.substr(0, rest_.find(Sep)); }
    constexpr void advance() noexcept {
        std::size_t const sep = rest_.find(Sep);
        if (sep == std::string_view::npos) done_ = true;
        else rest_.remove_prefix(sep + 1);
    }
    friend constexpr bool operator==(piece_iterator const& a, piece_iterator const& b) noexcept {
        return a.done_ == b.done_ && (a.done_ || a.rest_.data() == b.rest_.data());
    }

private:
    std::string_view rest_{};
    bool done_ = true;
};

} // namespace detail

// The segments of an encoded path (RFC 3986 §3.3), split on "/" only: a
// "%2F" stays inside its segment. "/a/b" and "a/b" have segments "a", "b";
// "/" has one empty segment; "" has none; "/a/" has "a" and "". Decode a
// segment with pct_decode(s, codec::path_segment, out).
class path_segments {
public:
    explicit constexpr path_segments(std::string_view path) noexcept
        : rest_(!path.empty() && path.front() == '/' ? path.substr(1) : path),
          empty_(path.empty()),
          absolute_(!path.empty() && path.front() == '/') {}

    // True when the path begins with "/".
    [[nodiscard]] constexpr bool is_absolute() const noexcept { return absolute_; }

    class iterator : public detail::piece_iterator<'/'> {
    public:
        using value_type = std::string_view;
        using pointer = void;
        using reference = std::string_view;
        using detail::piece_iterator<'/'>::piece_iterator;
        constexpr std::string_view operator*() const noexcept { return piece(); }
        constexpr iterator& operator++() noexcept {
            advance();
            return *this;
        }
        constexpr iterator operator++(int) noexcept {
            iterator t = *this;
            advance();
            return t;
        }
    };

    [[nodiscard]] constexpr iterator begin() const noexcept { return iterator(rest_, empty_); }
    [[nodiscard]] constexpr iterator end() const noexcept { return iterator(); }

private:
    std::string_view rest_;
    bool empty_;
    bool absolute_;
};

// One parameter of a query, as written: "k=v" has key "k", value "v";
// "k" has key "k" and no value; "k=" an empty value.
struct query_param {
    std::string_view key;
    std::string_view value;
    bool has_value = false;
};

// The parameters of an encoded query, split on "&" and then on the first
// "=". An empty query has none; "a&&b" has three (the middle one empty).
// Decode keys and values with pct_decode(s, codec::query_param, out), with
// decode_options{.plus_as_space = true} for form data.
class query_params {
public:
    explicit constexpr query_params(std::string_view query) noexcept : query_(query) {}

    class iterator : public detail::piece_iterator<'&'> {
    public:
        using value_type = query_param;
        using pointer = void;
        using reference = query_param;
        using detail::piece_iterator<'&'>::piece_iterator;
        constexpr query_param operator*() const noexcept {
            std::string_view const p = piece();
            std::size_t const eq = p.find('=');
            if (eq == std::string_view::npos) return {p, {}, false};
            return {p.substr(0, eq), p.substr(eq + 1), true};
        }
        constexpr iterator& operator++() noexcept {
            advance();
            return *this;
        }
        constexpr iterator operator++(int) noexcept {
            iterator t = *this;
            advance();
            return t;
        }
    };

    [[nodiscard]] constexpr iterator begin() const noexcept { return iterator(query_, query_.empty()); }
    [[nodiscard]] constexpr iterator end() const noexcept { return iterator(); }

private:
    std::string_view query_;
};

} // namespace urikit
