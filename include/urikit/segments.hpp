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

// Bidirectional iteration over the pieces of a text split on one byte: a
// piece is [begin_, end_) of the text, past the last one begin_ is
// text.size() + 1. Each step looks at the bytes of one piece only.
template <char Sep>
class piece_iterator {
public:
    using iterator_category = std::bidirectional_iterator_tag;
    using difference_type = std::ptrdiff_t;

    constexpr piece_iterator() noexcept = default;
    // At the first piece of `text`, or past the last (`at_end`, and always
    // when the text has `none`).
    constexpr piece_iterator(std::string_view text, bool none, bool at_end) noexcept
        : text_(text), begin_(none || at_end ? text.size() + 1 : 0), end_(begin_ == 0 ? end_of(0) : begin_) {}

    constexpr std::string_view piece() const noexcept { return text_.substr(begin_, end_ - begin_); }
    constexpr void advance() noexcept {
        begin_ = end_ + 1;
        end_ = begin_ > text_.size() ? begin_ : end_of(begin_);
    }
    constexpr void retreat() noexcept {
        end_ = begin_ - 1; // the separator before this piece (the text's end, past the last)
        std::size_t const sep = end_ == 0 ? std::string_view::npos : text_.rfind(Sep, end_ - 1);
        begin_ = sep == std::string_view::npos ? 0 : sep + 1;
    }
    friend constexpr bool operator==(piece_iterator const& a, piece_iterator const& b) noexcept {
        return a.begin_ == b.begin_;
    }

private:
    constexpr std::size_t end_of(std::size_t from) const noexcept {
        std::size_t const sep = text_.find(Sep, from);
        return sep == std::string_view::npos ? text_.size() : sep;
    }

    std::string_view text_{};
    std::size_t begin_ = 1;
    std::size_t end_ = 1;
};

// How many pieces `text` splits into on Sep (0 when it has `none`).
template <char Sep>
constexpr std::size_t piece_count(std::string_view text, bool none) noexcept {
    if (none) return 0;
    std::size_t n = 1;
    for (char c : text) n += c == Sep ? 1 : 0;
    return n;
}

// What operator-> gives for an iterator that yields by value: the value,
// held for the expression (`params.find("q")->value`).
template <class T>
struct arrow_proxy {
    T value;
    constexpr T const* operator->() const noexcept { return &value; }
};

// The iterator operations a piece iterator's class writes the same way:
// Derived yields `Value` by value from operator*.
template <class Derived, char Sep, class Value>
class piece_iterator_base : public piece_iterator<Sep> {
public:
    using value_type = Value;
    using pointer = arrow_proxy<Value>; ///< `->` reaches the value's members
    using reference = Value;            ///< yields by value
    using piece_iterator<Sep>::piece_iterator;

    /// The value's members.
    constexpr pointer operator->() const noexcept { return {*static_cast<Derived const&>(*this)}; }
    /// To the next piece.
    constexpr Derived& operator++() noexcept {
        this->advance();
        return static_cast<Derived&>(*this);
    }
    /// To the next piece; returns the old position.
    constexpr Derived operator++(int) noexcept {
        Derived t = static_cast<Derived&>(*this);
        this->advance();
        return t;
    }
    /// To the piece before.
    constexpr Derived& operator--() noexcept {
        this->retreat();
        return static_cast<Derived&>(*this);
    }
    /// To the piece before; returns the old position.
    constexpr Derived operator--(int) noexcept {
        Derived t = static_cast<Derived&>(*this);
        this->retreat();
        return t;
    }
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

    /// Yields each segment, still encoded (a bidirectional iterator).
    class iterator : public detail::piece_iterator_base<iterator, '/', std::string_view> {
    public:
        using detail::piece_iterator_base<iterator, '/', std::string_view>::piece_iterator_base;
        /// The segment here.
        constexpr std::string_view operator*() const noexcept { return piece(); }
    };

    /// The first segment.
    [[nodiscard]] constexpr iterator begin() const noexcept { return iterator(rest_, empty_, false); }
    /// Past the last segment.
    [[nodiscard]] constexpr iterator end() const noexcept { return iterator(rest_, empty_, true); }
    /// How many segments: "/" has one, "" none. O(n).
    [[nodiscard]] constexpr std::size_t size() const noexcept { return detail::piece_count<'/'>(rest_, empty_); }
    /// True when there is no segment (the empty path). O(1).
    [[nodiscard]] constexpr bool empty() const noexcept { return empty_; }
    /// The first segment; the empty path has none (precondition: !empty()).
    [[nodiscard]] constexpr std::string_view front() const noexcept { return *begin(); }
    /// The last segment (precondition: !empty()).
    [[nodiscard]] constexpr std::string_view back() const noexcept { return *--end(); }

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

    /// Yields each parameter, still encoded (a bidirectional iterator).
    class iterator : public detail::piece_iterator_base<iterator, '&', query_param> {
    public:
        using detail::piece_iterator_base<iterator, '&', query_param>::piece_iterator_base;
        /// The parameter here.
        constexpr query_param operator*() const noexcept {
            std::string_view const p = piece();
            std::size_t const eq = p.find('=');
            if (eq == std::string_view::npos) return {p, {}, false};
            return {p.substr(0, eq), p.substr(eq + 1), true};
        }
    };

    /// The first parameter.
    [[nodiscard]] constexpr iterator begin() const noexcept { return iterator(query_, query_.empty(), false); }
    /// Past the last parameter.
    [[nodiscard]] constexpr iterator end() const noexcept { return iterator(query_, query_.empty(), true); }
    /// How many parameters: "a&&b" has three, "" none. O(n).
    [[nodiscard]] constexpr std::size_t size() const noexcept { return detail::piece_count<'&'>(query_, query_.empty()); }
    /// True when there is no parameter (the empty query). O(1).
    [[nodiscard]] constexpr bool empty() const noexcept { return query_.empty(); }

    /// The first parameter whose key is `key` as written (encoded: "a%20b"
    /// is not "a b"; see decoded_query_params::find), or end(). O(n).
    [[nodiscard]] constexpr iterator find(std::string_view key) const noexcept {
        iterator it = begin();
        while (it != end() && (*it).key != key) ++it;
        return it;
    }
    /// True when a parameter's key is `key` as written. O(n).
    [[nodiscard]] constexpr bool contains(std::string_view key) const noexcept { return find(key) != end(); }
    /// How many parameters have the key `key` as written. O(n).
    [[nodiscard]] constexpr std::size_t count(std::string_view key) const noexcept {
        std::size_t n = 0;
        for (query_param const p : *this) n += p.key == key ? std::size_t{1} : std::size_t{0};
        return n;
    }

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

// Iterates the pieces an Inner iterator yields, each read decoded (as
// bidirectional as Inner).
template <class Inner, class Value>
class decoding_iterator {
public:
    using iterator_category = std::bidirectional_iterator_tag;
    using value_type = Value;
    using difference_type = std::ptrdiff_t;
    using pointer = arrow_proxy<Value>; // `->` reaches the value's members
    using reference = Value;

    constexpr decoding_iterator() noexcept = default;
    constexpr decoding_iterator(Inner it, bool plus) noexcept : it_(it), plus_(plus) {}
    constexpr Value operator*() const noexcept { return decode_piece::read(*it_, plus_); }
    constexpr pointer operator->() const noexcept { return {**this}; }
    constexpr decoding_iterator& operator++() noexcept {
        ++it_;
        return *this;
    }
    constexpr decoding_iterator operator++(int) noexcept {
        decoding_iterator t = *this;
        ++it_;
        return t;
    }
    constexpr decoding_iterator& operator--() noexcept {
        --it_;
        return *this;
    }
    constexpr decoding_iterator operator--(int) noexcept {
        decoding_iterator t = *this;
        --it_;
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
    /// Yields each segment as a decoded_view (a bidirectional iterator).
    using iterator = detail::decoding_iterator<path_segments::iterator, decoded_view>;

    /// The first segment.
    [[nodiscard]] constexpr iterator begin() const noexcept { return iterator(segments_.begin(), false); }
    /// Past the last segment.
    [[nodiscard]] constexpr iterator end() const noexcept { return iterator(segments_.end(), false); }
    /// How many segments (path_segments::size). O(n).
    [[nodiscard]] constexpr std::size_t size() const noexcept { return segments_.size(); }
    /// True when there is no segment. O(1).
    [[nodiscard]] constexpr bool empty() const noexcept { return segments_.empty(); }

private:
    template <class Reference>
    friend class reference_reader;
    explicit constexpr decoded_path_segments(std::string_view parsed_path) noexcept : segments_(parsed_path) {}
    path_segments segments_;
};

/// The parameters of a parsed query (see query_params for the split), keys
/// and values percent-decoded, "+" as a space with decode_options::plus_as_space.
/// From uri_view::decoded_params.
class decoded_query_params {
public:
    /// Yields each parameter with decoded views of its key and value (a
    /// bidirectional iterator; `it->value` reaches its members).
    using iterator = detail::decoding_iterator<query_params::iterator, decoded_query_param>;

    /// The first parameter.
    [[nodiscard]] constexpr iterator begin() const noexcept { return iterator(params_.begin(), plus_); }
    /// Past the last parameter.
    [[nodiscard]] constexpr iterator end() const noexcept { return iterator(params_.end(), plus_); }
    /// How many parameters (query_params::size). O(n).
    [[nodiscard]] constexpr std::size_t size() const noexcept { return params_.size(); }
    /// True when there is no parameter. O(1).
    [[nodiscard]] constexpr bool empty() const noexcept { return params_.empty(); }

    /// The first parameter whose decoded key is `key` (plain text: "a b"
    /// finds "a%20b", and "a+b" with plus_as_space), or end(). O(n).
    [[nodiscard]] constexpr iterator find(std::string_view key) const noexcept {
        iterator it = begin();
        while (it != end() && it->key != key) ++it;
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
    template <class Reference>
    friend class reference_reader;
    constexpr decoded_query_params(std::string_view parsed_query, bool plus) noexcept
        : params_(parsed_query), plus_(plus) {}
    query_params params_;
    bool plus_;
};

} // namespace urikit
