/// @file
/// url_search_params: the URL Standard's URLSearchParams, a list of
/// name-value pairs read from and written as
/// `application/x-www-form-urlencoded`, standalone or linked to a web_url's
/// query.
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <iosfwd>
#include <iterator>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <urikit/config.hpp>
#include <urikit/error.hpp>
#include <urikit/result.hpp>

namespace urikit {

class web_url;

/// One name-value pair of a url_search_params: views into it, valid until
/// it next changes.
struct search_param {
    std::string_view name;  ///< the name, decoded (UTF-8)
    std::string_view value; ///< the value, decoded (UTF-8)
    /// Same name and same value.
    friend bool operator==(search_param const&, search_param const&) = default;
};

/// The URL Standard's URLSearchParams (URL Standard, "URLSearchParams
/// class", and "application/x-www-form-urlencoded"): a list of name-value
/// pairs, each a UTF-8 string, in order.
///
/// Parsing (the constructor from text, assign()) splits on "&" and the
/// first "=", reads "+" as a space, percent-decodes ("%" without two hex
/// digits stays), and decodes UTF-8 with U+FFFD for each ill-formed part, as
/// the Standard's parser does: it never fails. Serializing (str(),
/// append_to()) percent-encodes every byte but ASCII alphanumerics and
/// `*-._` in uppercase hex, a space as "+", and joins pairs with "&".
/// Names and values given to append() and set() must be UTF-8
/// (errc::invalid_utf8 otherwise, the list unchanged).
///
/// Linked to a web_url (search_params(url)), it is the URL's searchParams:
/// every change writes the serialization as the URL's query (an empty list
/// makes the query null), and before every call a query changed by other
/// means is read again (knowing whether it changed costs O(1): a loop over
/// size() and operator[] is linear). The URL must outlive it; a copy is
/// linked to the same URL; a linked object changes itself in const calls
/// too, so it is not for concurrent use. When a change cannot be written
/// (out of memory, or a href over max_input_size) the list reads the URL
/// again at its next call: the two never disagree.
///
/// Every argument may view this object's own pairs or the linked URL's href.
/// Names and values live in one buffer: iterating allocates nothing.
/// Example:
/// @code
/// urikit::url_search_params p("?q=a+b&lang=en&q=%F0%9F%8C%88");
/// p.get("q");          // "a b"
/// p.get_all("q");      // {"a b", "🌈"}
/// p.sort();
/// p.str();             // "lang=en&q=a+b&q=%F0%9F%8C%88"
/// @endcode
class URIKIT_API url_search_params {
public:
    /// Reads the pairs in order (a random-access iterator yielding search_param by value).
    class iterator {
    public:
        using iterator_category = std::random_access_iterator_tag; ///< random access
        using value_type = search_param;                           ///< a pair of views
        using difference_type = std::ptrdiff_t;                    ///< distance in pairs
        using pointer = void;                                      ///< pairs are made on reading
        using reference = search_param;                            ///< yields pairs by value
        /// A past-the-end iterator of nothing.
        iterator() noexcept = default;
        /// The pair here.
        [[nodiscard]] search_param operator*() const noexcept { return (*owner_)[index_]; }
        /// The pair `n` on from here.
        [[nodiscard]] search_param operator[](difference_type n) const noexcept { return *(*this + n); }
        /// To the next pair.
        iterator& operator++() noexcept { return *this += 1; }
        /// To the next pair; returns the old position.
        iterator operator++(int) noexcept {
            iterator t = *this;
            ++*this;
            return t;
        }
        /// To the pair before.
        iterator& operator--() noexcept { return *this -= 1; }
        /// To the pair before; returns the old position.
        iterator operator--(int) noexcept {
            iterator t = *this;
            --*this;
            return t;
        }
        /// `n` pairs on.
        iterator& operator+=(difference_type n) noexcept {
            index_ = static_cast<std::size_t>(static_cast<difference_type>(index_) + n);
            return *this;
        }
        /// `n` pairs back.
        iterator& operator-=(difference_type n) noexcept { return *this += -n; }
        /// `n` pairs on from `i`.
        friend iterator operator+(iterator i, difference_type n) noexcept { return i += n; }
        /// `n` pairs on from `i`.
        friend iterator operator+(difference_type n, iterator i) noexcept { return i += n; }
        /// `n` pairs back from `i`.
        friend iterator operator-(iterator i, difference_type n) noexcept { return i -= n; }
        /// The pairs from `b` to `a`.
        friend difference_type operator-(iterator const& a, iterator const& b) noexcept {
            return static_cast<difference_type>(a.index_) - static_cast<difference_type>(b.index_);
        }
        /// Same position.
        friend bool operator==(iterator const& a, iterator const& b) noexcept { return a.index_ == b.index_; }
        /// Order of positions.
        friend auto operator<=>(iterator const& a, iterator const& b) noexcept { return a.index_ <=> b.index_; }

    private:
        friend class url_search_params;
        iterator(url_search_params const* owner, std::size_t index) noexcept : owner_(owner), index_(index) {}
        url_search_params const* owner_ = nullptr;
        std::size_t index_ = 0;
    };

    /// The empty list.
    url_search_params() = default;
    /// `new URLSearchParams(init)` with a string: one leading "?" removed,
    /// then the urlencoded parser (any bytes; see the class). O(n).
    explicit url_search_params(std::string_view init);
    /// `new URLSearchParams(init)` with pairs, appended in order. The
    /// Standard throws on a pair that is not two strings, which C++ types
    /// rule out; a name or value that is not UTF-8 is errc::invalid_utf8 at
    /// its offset (see append()).
    [[nodiscard]] static result<url_search_params> from_pairs(
        std::span<std::pair<std::string_view, std::string_view> const> pairs);
    /// The same from a braced list: `from_pairs({{"a", "1"}, {"b", "2"}})`.
    [[nodiscard]] static result<url_search_params> from_pairs(
        std::initializer_list<std::pair<std::string_view, std::string_view>> pairs);

    /// Replaces the list with the parse of `init` (as the constructor),
    /// reusing the buffers (no allocation once warm); linked, the URL's
    /// query is written. O(n).
    void assign(std::string_view init);

    /// The number of pairs (the Standard's `size`).
    [[nodiscard]] std::size_t size() const;
    /// True when there is no pair.
    [[nodiscard]] bool empty() const { return size() == 0; }
    /// The pair at `i` (< size()).
    [[nodiscard]] search_param operator[](std::size_t i) const noexcept;
    /// The first pair.
    [[nodiscard]] iterator begin() const;
    /// Past the last pair.
    [[nodiscard]] iterator end() const;

    /// `append(name, value)`: the pair at the end. Errors:
    /// errc::invalid_utf8 (the offset in `name`, or in `value` when `name`
    /// is UTF-8), errc::output_too_long (linked: the href would be longer
    /// than max_input_size; offset 0), the list unchanged. O(1) amortized in
    /// the list (linked: the URL's query grows by the pair, and its fragment
    /// moves), so n appends cost O(n) in all.
    error append(std::string_view name, std::string_view value);
    /// `delete(name)`: every pair named `name` removed. O(n).
    void remove(std::string_view name);
    /// `delete(name, value)`: every pair named `name` with value `value` removed. O(n).
    void remove(std::string_view name, std::string_view value);
    /// `get(name)`: the value of the first pair named `name`, or nullopt. O(n).
    [[nodiscard]] std::optional<std::string_view> get(std::string_view name) const;
    /// `getAll(name)`: the values of the pairs named `name`, in order. O(n).
    [[nodiscard]] std::vector<std::string_view> get_all(std::string_view name) const;
    /// `has(name)`: a pair named `name` exists. O(n).
    [[nodiscard]] bool has(std::string_view name) const;
    /// `has(name, value)`: a pair named `name` with value `value` exists. O(n).
    [[nodiscard]] bool has(std::string_view name, std::string_view value) const;
    /// `set(name, value)`: the first pair named `name` takes `value` and the
    /// others named so are removed; else the pair is appended. Errors as
    /// append(). O(n).
    error set(std::string_view name, std::string_view value);
    /// `sort()`: the pairs in ascending order of their names compared by
    /// UTF-16 code units (a name with a character above U+FFFF sorts before
    /// one with U+E000..U+FFFF at the same place, as in JavaScript); pairs of
    /// equal names keep their order. O(n log n).
    void sort();

    /// The serialization (`toString()`): "" for the empty list.
    [[nodiscard]] std::string str() const;
    /// Appends the serialization to `out`.
    void append_to(std::string& out) const;

    /// Same pairs in the same order (linked or not).
    friend URIKIT_API bool operator==(url_search_params const& a, url_search_params const& b);

private:
    friend URIKIT_API url_search_params search_params(web_url& url);
    struct entry {
        std::size_t name_at, name_size, value_at, value_size;
    };
    [[nodiscard]] std::string_view text_at(std::size_t at, std::size_t size) const noexcept {
        return std::string_view(text_).substr(at, size);
    }
    void sync() const;
    [[nodiscard]] error update();
    [[nodiscard]] error append_to_linked_query(std::string_view name, std::string_view value);
    void write_serialization(std::string& out) const;
    void parse(std::string_view query) const;
    void push(std::string_view name, std::string_view value) const;
    void compact_if_sparse();
    template <class Match>
    void remove_if(Match match);

    mutable std::string text_;          // every name and value, back to back
    mutable std::vector<entry> entries_;
    mutable std::size_t live_bytes_ = 0; // bytes of text_ that entries_ view
    web_url* url_ = nullptr;             // the linked URL, or none
    mutable std::uint64_t synced_stamp_ = 0; // the URL's stamp when its query was last read or written
    mutable bool synced_ = false;        // the list is the URL's query as of synced_stamp_
    mutable bool serialized_ = false;    // and that query is the list's serialization (written, not read)
};

/// The URL's searchParams (URL Standard, the URL class's `searchParams`):
/// the parse of `url`'s query, linked to `url` (see url_search_params).
[[nodiscard]] URIKIT_API url_search_params search_params(web_url& url);

/// Writes the serialization (p.str()).
URIKIT_API std::ostream& operator<<(std::ostream& os, url_search_params const& p);

} // namespace urikit
