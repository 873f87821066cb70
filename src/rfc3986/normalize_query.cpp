// urikit: the cache-key profile's query sort (see normalize_query.hpp).
#include "src/rfc3986/normalize_query.hpp"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstring>
#include <vector>

#include <urikit/pct.hpp>

#include "src/core/scratch.hpp"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace urikit::detail {

namespace {

struct query_sort_scratch;

// Next decoded byte of a name, advancing i (the query is parsed: every '%'
// begins a triplet).
unsigned char next_decoded(std::string_view s, std::size_t& i) noexcept {
    if (s[i] == '%') {
        unsigned char const c = pct_triplet_value(s.data() + i);
        i += 3;
        return c;
    }
    return static_cast<unsigned char>(s[i++]);
}

// The decoded names of a and b compared as unsigned bytes, a name before
// its extensions, without building them: bytes as written until either
// name has a "%" there.
int compare_names(std::string_view q, query_parameter const& a, query_parameter const& b) noexcept {
    std::size_t i = a.begin;
    std::size_t j = b.begin;
    while (i < a.name_end && j < b.name_end) {
        unsigned char x = static_cast<unsigned char>(q[i]);
        unsigned char y = static_cast<unsigned char>(q[j]);
        if (x == '%' || y == '%') {
            x = next_decoded(q, i);
            y = next_decoded(q, j);
        } else {
            ++i;
            ++j;
        }
        if (x != y) return x < y ? -1 : 1;
    }
    bool const a_done = i >= a.name_end;
    bool const b_done = j >= b.name_end;
    return a_done == b_done ? 0 : (a_done ? -1 : 1);
}

query_parameter parameter_at(std::string_view q, std::size_t begin) noexcept {
    std::size_t i = begin;
    while (i < q.size() && q[i] != '=' && q[i] != '&') ++i;
    std::size_t const name_end = i;
    if (i < q.size() && q[i] == '=') {
        void const* amp = std::memchr(q.data() + i, '&', q.size() - i);
        i = amp == nullptr ? q.size() : static_cast<std::size_t>(static_cast<char const*>(amp) - q.data());
    }
    return {static_cast<std::uint32_t>(begin), static_cast<std::uint32_t>(name_end), static_cast<std::uint32_t>(i)};
}

// Name order; equal names keep their positions (a stable sort without
// std::stable_sort's own buffer). Most names differ in their first byte.
inline bool before(std::string_view q, query_parameter const& a, query_parameter const& b) noexcept {
    if (a.begin != a.name_end && b.begin != b.name_end) {
        auto const x = static_cast<unsigned char>(q[a.begin]);
        auto const y = static_cast<unsigned char>(q[b.begin]);
        if (x != y && x != '%' && y != '%') return x < y;
    }
    int const c = compare_names(q, a, b);
    return c != 0 ? c < 0 : a.begin < b.begin;
}

// The parameters [first, last) of `query`, joined by "&".
char* write_parameters(char* out, std::string_view query, query_parameter const* first, query_parameter const* last) {
    for (query_parameter const* p = first; p != last; ++p) {
        if (p != first) *out++ = '&';
        std::size_t const n = p->end - p->begin;
        if (n != 0) std::memcpy(out, query.data() + p->begin, n);
        out += n;
    }
    return out;
}

// Builds the records from the query's delimiters, met in order: a name
// ends at its first "=", "&" ends the parameter. Whether the names are in
// order is decided over every parameter, kept or not (an ordered query of
// any length needs no sort); false once the records overflowed and the
// order is broken: the general sort then records them all anyway.
class recorder {
public:
    recorder(std::string_view q, recorded_query& r) noexcept : q_(q), r_(r) {
        r_.count = 0;
        r_.complete = false;
        r_.in_order = true;
    }

    bool delimiter(std::size_t at) noexcept {
        if (q_[at] == '&') return add(at);
        if (name_end_ == std::string_view::npos) name_end_ = at; // "="
        return true;
    }

    bool add(std::size_t end) noexcept {
        std::size_t const name_end = name_end_ == std::string_view::npos ? end : name_end_;
        query_parameter const p{static_cast<std::uint32_t>(begin_), static_cast<std::uint32_t>(name_end),
                                static_cast<std::uint32_t>(end)};
        if (begin_ > 0 && before(q_, p, last_)) r_.in_order = false;
        if (r_.count < recorded_query::capacity) r_.list[r_.count++] = p;
        else overflowed_ = true;
        last_ = p;
        begin_ = end + 1;
        name_end_ = std::string_view::npos;
        return !(overflowed_ && !r_.in_order);
    }

    bool overflowed() const noexcept { return overflowed_; }

private:
    std::string_view q_;
    recorded_query& r_;
    query_parameter last_{};
    std::size_t begin_ = 0;
    std::size_t name_end_ = std::string_view::npos;
    bool overflowed_ = false;
};

bool is_delimiter(char c) noexcept { return c == '&' || c == '='; }

#if defined(__SSE2__)
// A bit for each "&" or "=" of the sixteen bytes at p.
unsigned delimiters(char const* p) noexcept {
    __m128i const v = _mm_loadu_si128(reinterpret_cast<__m128i const*>(p));
    __m128i const d = _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('&')), _mm_cmpeq_epi8(v, _mm_set1_epi8('=')));
    return static_cast<unsigned>(_mm_movemask_epi8(d));
}

// A bit for each "&" of the sixteen bytes at p.
unsigned ampersands(char const* p) noexcept {
    __m128i const v = _mm_loadu_si128(reinterpret_cast<__m128i const*>(p));
    return static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(v, _mm_set1_epi8('&'))));
}

// The delimiters of the bytes at `at` whose bits `mask` holds, in order.
bool delimiters_at(recorder& rec, std::size_t at, unsigned mask) noexcept {
    for (; mask != 0; mask &= mask - 1) {
        if (!rec.delimiter(at + static_cast<std::size_t>(std::countr_zero(mask)))) return false;
    }
    return true;
}
#endif

// Every delimiter of q, sixteen bytes a step where SSE2 is there and q is
// long enough (the last step the last sixteen bytes, those seen shifted out).
bool all_delimiters(std::string_view q, recorder& rec) noexcept {
    std::size_t const n = q.size();
#if defined(__SSE2__)
    if (n >= 16) {
        std::size_t i = 0;
        for (; i + 16 <= n; i += 16) {
            if (!delimiters_at(rec, i, delimiters(q.data() + i))) return false;
        }
        return i == n || delimiters_at(rec, i, delimiters(q.data() + n - 16) >> (i - (n - 16)));
    }
#endif
    for (std::size_t i = 0; i < n; ++i) {
        if (is_delimiter(q[i]) && !rec.delimiter(i)) return false;
    }
    return true;
}

} // namespace

bool has_more_than_one_parameter(std::string_view q) noexcept {
#if defined(__SSE2__)
    std::size_t const n = q.size();
    if (n >= 16) { // the same steps as all_delimiters, stopping at the first "&"
        for (std::size_t i = 0; i + 16 <= n; i += 16) {
            if (ampersands(q.data() + i) != 0) return true;
        }
        return n % 16 != 0 && ampersands(q.data() + n - 16) != 0;
    }
#endif
    for (char c : q) { // short: a loop costs less than a call to memchr
        if (c == '&') return true;
    }
    return false;
}

void record_query(std::string_view query, recorded_query& r) noexcept {
    recorder rec(query, r);
    if (all_delimiters(query, rec) && rec.add(query.size())) r.complete = !rec.overflowed();
}

char* write_recorded_query_sorted(char* out, std::string_view query, recorded_query& r) noexcept {
    query_parameter* const list = r.list.data();
    for (std::size_t k = 1; k < r.count; ++k) { // insertion sort: stable, and few parameters
        query_parameter const x = list[k];
        std::size_t j = k;
        for (; j > 0 && before(query, x, list[j - 1]); --j) list[j] = list[j - 1];
        list[j] = x;
    }
    return write_parameters(out, query, list, list + r.count);
}

char* write_query_sorted_by_name(char* out, std::string_view query) {
    recorded_query r;
    record_query(query, r);
    if (r.in_order) { // of any length: nothing to sort, nothing to keep
        if (!query.empty()) std::memcpy(out, query.data(), query.size());
        return out + query.size();
    }
    if (r.complete) return write_recorded_query_sorted(out, query, r);
    // Many parameters: one pass records each; the sort then moves records only.
    scratch<query_sort_scratch, std::vector<query_parameter>> params;
    std::vector<query_parameter>& list = params.get();
    std::size_t count = 1;
    for (char c : query) count += c == '&' ? 1u : 0u;
    list.reserve(count); // exactly: a long query must not double its scratch
    for (std::size_t b = 0;; b = list.back().end + 1u) {
        list.push_back(parameter_at(query, b));
        if (list.back().end == query.size()) break;
    }
    std::sort(list.begin(), list.end(),
              [query](query_parameter const& a, query_parameter const& b) { return before(query, a, b); });
    return write_parameters(out, query, list.data(), list.data() + list.size());
}

} // namespace urikit::detail
