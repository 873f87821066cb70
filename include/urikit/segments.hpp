/// @file
/// Iteration over path segments and query parameters, encoded or decoded.
#pragma once

#include <urikit/config.hpp> // first: a C++17 build is told it needs C++20

#include <cstddef>
#include <iterator>
#include <string_view>

#include <urikit/decoded_view.hpp>

namespace urikit {

namespace detail {

// Forward iteration over the pieces of a text split on one byte. `done`
// marks the end. Each step looks at the bytes of one piece only.
template <char Sep>
class piece_iterator {
public:
    using iterator_category = std::forward_iterator_tag;
    using difference_type = std::ptrdiff_t;

    constexpr piece_iterator() noexcept = default;
    constexpr piece_iterator(std::string_view rest, bool done) noexcept
        : rest_(rest), piece_end_(rest.find(Sep)), done_(done) {}

    constexpr std::string_view piece() const noexcept { return rest_.substr(0, piece_end_); }
    constexpr void advance() noexcept {
        if (piece_end_ == std::string_view::npos) {
            done_ = true;
            return;
        }
        rest_.remove_prefix(piece_end_ + 1);
        piece_end_ = rest_.find(Sep);
    }
    friend constexpr bool operator==(piece_iterator const& a, piece_iterator const& b) noexcept {
        return a.done_ == b.done_ && (a.done_ || a.rest_.data() == b.rest_.data());
    }

private:
    std::string_view rest_{};
    std::size_t piece_end_ = std::string_view::npos;
    bool done_ = true;
};

// The text after a path's leading "/", and whether it has no segment at all.
constexpr std::string_view path_segment_text(std::string_view path) noexcept {
    return !path.empty() && path.front() == '/' ? path.substr(1) : path;
}

} // namespace detail

/// The segments of an encoded path (RFC 3986 §3.3), split on "/" only: a
/// "%2F" stays inside its segment.
///
/// "/a/b" and "a/b" have segments "a", "b"; "/" has one empty segment; ""
/// has none; "/a/" has "a" and "". Splitting looks at no "%", so any text
/// may be given; for decoded segments of a parsed path see
/// uri_view::decoded_segments. Iterating is O(n) in all.
class path_segments {
public:
    /// The segments of `path` (any text).
    explicit constexpr path_segments(std::string_view path) noexcept
        : rest_(detail::path_segment_text(path)), empty_(path.empty()),
          absolute_(!path.empty() && path.front() == '/') {}

    /// True when the path begins with "/".
    [[nodiscard]] constexpr bool is_absolute() const noexcept { return absolute_; }

    /// Yields each segment, still encoded.
    class iterator : public detail::piece_iterator<'/'> {
    public:
        using value_type = std::string_view; ///< an encoded segment
        using pointer = void;                ///< yields by value
        using reference = std::string_view;  ///< yields by value
        using detail::piece_iterator<'/'>::piece_iterator;
        /// The segment here.
        constexpr std::string_view operator*() const noexcept { return piece(); }
        /// To the next segment.
        constexpr iterator& operator++() noexcept {
            advance();
            return *this;
        }
        /// To the next segment; returns the old position.
        constexpr iterator operator++(int) noexcept {
            iterator t = *this;
            advance();
            return t;
        }
    };

    /// The first segment.
    [[nodiscard]] constexpr iterator begin() const noexcept { return iterator(rest_, empty_); }
    /// Past the last segment.
    [[nodiscard]] constexpr iterator end() const noexcept { return iterator(); }

private:
    std::string_view rest_;
    bool empty_;
    bool absolute_;
};

/// One parameter of a query, as written: "k=v" has key "k", value "v"; "k"
/// has key "k" and no value; "k=" an empty value.
struct query_param {
    std::string_view key;   ///< the text before the first "=" (or all of it)
    std::string_view value; ///< the text after the first "=" ("" when there is none)
    bool has_value = false; ///< true when there is a "="
};

/// The parameters of an encoded query, split on "&" and then on the first "=".
///
/// An empty query has none; "a&&b" has three (the middle one empty).
/// Splitting looks at no "%", so any text may be given; for decoded keys and
/// values of a parsed query see uri_view::decoded_params. O(n) in all.
class query_params {
public:
    /// The parameters of `query` (any text).
    explicit constexpr query_params(std::string_view query) noexcept : query_(query) {}

    /// Yields each parameter, still encoded.
    class iterator : public detail::piece_iterator<'&'> {
    public:
        using value_type = query_param; ///< an encoded parameter
        using pointer = void;           ///< yields by value
        using reference = query_param;  ///< yields by value
        using detail::piece_iterator<'&'>::piece_iterator;
        /// The parameter here.
        constexpr query_param operator*() const noexcept {
            std::string_view const p = piece();
            std::size_t const eq = p.find('=');
            if (eq == std::string_view::npos) return {p, {}, false};
            return {p.substr(0, eq), p.substr(eq + 1), true};
        }
        /// To the next parameter.
        constexpr iterator& operator++() noexcept {
            advance();
            return *this;
        }
        /// To the next parameter; returns the old position.
        constexpr iterator operator++(int) noexcept {
            iterator t = *this;
            advance();
            return t;
        }
    };

    /// The first parameter.
    [[nodiscard]] constexpr iterator begin() const noexcept { return iterator(query_, query_.empty()); }
    /// Past the last parameter.
    [[nodiscard]] constexpr iterator end() const noexcept { return iterator(); }

private:
    std::string_view query_;
};

/// One parameter of a parsed query with its key and value percent-decoded.
struct decoded_query_param {
    decoded_view key;       ///< the decoded key
    decoded_view value;     ///< the decoded value (empty when there is none)
    bool has_value = false; ///< true when there is a "="
};

namespace detail {

// Reads a piece of parsed text (a segment, a parameter) percent-decoded.
struct decode_piece {
    static constexpr decoded_view read(std::string_view parsed, bool plus) noexcept {
        return decoded_view(parsed, plus);
    }
    static constexpr decoded_query_param read(query_param p, bool plus) noexcept {
        return {decoded_view(p.key, plus), decoded_view(p.value, plus), p.has_value};
    }
};

// Iterates the pieces an Inner iterator yields, each read decoded.
template <class Inner, class Value>
class decoding_iterator {
public:
    using iterator_category = std::forward_iterator_tag;
    using value_type = Value;
    using difference_type = std::ptrdiff_t;
    using pointer = void;
    using reference = Value;

    constexpr decoding_iterator() noexcept = default;
    constexpr decoding_iterator(Inner it, bool plus) noexcept : it_(it), plus_(plus) {}
    constexpr Value operator*() const noexcept { return decode_piece::read(*it_, plus_); }
    constexpr decoding_iterator& operator++() noexcept {
        ++it_;
        return *this;
    }
    constexpr decoding_iterator operator++(int) noexcept {
        decoding_iterator t = *this;
        ++it_;
        return t;
    }
    friend constexpr bool operator==(decoding_iterator const& a, decoding_iterator const& b) noexcept {
        return a.it_ == b.it_;
    }

private:
    Inner it_{};
    bool plus_ = false;
};

} // namespace detail

/// The segments of a parsed path, each percent-decoded (see path_segments
/// for the split): "/a%2Fb/c" has "a/b" and "c". From uri_view::decoded_segments.
class decoded_path_segments {
public:
    /// Yields each segment as a decoded_view (a forward iterator).
    using iterator = detail::decoding_iterator<path_segments::iterator, decoded_view>;

    /// The first segment.
    [[nodiscard]] constexpr iterator begin() const noexcept { return iterator(segments_.begin(), false); }
    /// Past the last segment.
    [[nodiscard]] constexpr iterator end() const noexcept { return iterator(segments_.end(), false); }

private:
    friend class uri_view;
    explicit constexpr decoded_path_segments(std::string_view parsed_path) noexcept : segments_(parsed_path) {}
    path_segments segments_;
};

/// The parameters of a parsed query (see query_params for the split), keys
/// and values percent-decoded, "+" as a space with decode_options::plus_as_space.
/// From uri_view::decoded_params.
class decoded_query_params {
public:
    /// Yields each parameter with decoded views of its key and value (a forward iterator).
    using iterator = detail::decoding_iterator<query_params::iterator, decoded_query_param>;

    /// The first parameter.
    [[nodiscard]] constexpr iterator begin() const noexcept { return iterator(params_.begin(), plus_); }
    /// Past the last parameter.
    [[nodiscard]] constexpr iterator end() const noexcept { return iterator(params_.end(), plus_); }

    /// The first parameter whose decoded key is `key` (plain text: "a b"
    /// finds "a%20b", and "a+b" with plus_as_space), or end(). O(n).
    [[nodiscard]] constexpr iterator find(std::string_view key) const noexcept {
        iterator it = begin();
        while (it != end() && (*it).key != key) ++it;
        return it;
    }
    /// True when a parameter's decoded key is `key`. O(n).
    [[nodiscard]] constexpr bool contains(std::string_view key) const noexcept { return find(key) != end(); }
    /// How many parameters have the decoded key `key`. O(n).
    [[nodiscard]] constexpr std::size_t count(std::string_view key) const noexcept {
        std::size_t n = 0;
        for (decoded_query_param const p : *this) n += p.key == key ? std::size_t{1} : std::size_t{0};
        return n;
    }

private:
    friend class uri_view;
    constexpr decoded_query_params(std::string_view parsed_query, bool plus) noexcept
        : params_(parsed_query), plus_(plus) {}
    query_params params_;
    bool plus_;
};

} // namespace urikit
