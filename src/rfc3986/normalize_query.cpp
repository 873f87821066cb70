// urikit: the cache-key profile's query sort (see normalize_query.hpp).
//
// Most of the cost of a sort is mispredicted branches, not instructions: the
// "&" of a query are mapped as bits, sixty-four bytes a step; the order of up
// to `capacity` parameters is read from the first bytes of their names
// when no two neighbours share theirs and none is a "%" (those bytes are
// then the keys the sort uses), else from keys (query_parameter),
// each computed and compared without a branch (only names that share their
// first seven bytes or have a "%" there are compared byte by byte); each
// parameter is copied where its rank, summed over the pairs, puts it, short
// ones inline.
#include "src/rfc3986/normalize_query.hpp"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstring>
#include <vector>

#include <urikit/pct.hpp>

#include "src/core/scratch.hpp"
#include "src/core/swar.hpp"
#include "src/rfc3986/query_ampersands.hpp"

namespace urikit::detail {

namespace {

struct query_sort_scratch;

// The next byte of a parameter's name at i, decoded, advancing i; -1 at its
// end (the first "=" as written, or the parameter's end). The query is
// parsed: every "%" begins a triplet.
int next_name_byte(std::string_view q, std::size_t& i, std::size_t end) noexcept {
    if (i == end || q[i] == '=') return -1;
    if (q[i] == '%') {
        unsigned char const c = pct_triplet_value(q.data() + i);
        i += 3;
        return c;
    }
    return static_cast<unsigned char>(q[i++]);
}

// The eight bytes of q from `begin` (<= q.size()) as a number, the first
// byte lowest, zeros past q's end (read without going there).
std::uint64_t eight_bytes_at(std::string_view q, std::size_t begin) noexcept {
    if (q.size() >= 8) {
        std::size_t const from = std::min(begin, q.size() - 8); // near the end: its last eight bytes
        auto v = swar::load<std::uint64_t>(q.data() + from);
        if constexpr (std::endian::native == std::endian::big) v = __builtin_bswap64(v);
        std::size_t const shift = 4 * (begin - from); // in two steps: begin - from may be 8
        return (v >> shift) >> shift;
    }
    std::uint64_t v = 0;
    for (std::size_t k = begin; k < q.size(); ++k) v |= std::uint64_t{static_cast<unsigned char>(q[k])} << (8 * (k - begin));
    return v;
}

// 0x80 in each byte of v that is a "=" or a "%" (where a name ends or must
// be decoded), 0 in the others.
constexpr std::uint64_t name_stops(std::uint64_t v) noexcept {
    return swar::bytes_equal<'='>(v) | swar::bytes_equal<'%'>(v);
}

// The decoded names of a and b compared as unsigned bytes, a name before
// its extensions, without building them: eight bytes at a time while both
// parameters have eight more without a "=" or a "%" (names sharing a long
// beginning, "utm_" or "amp;openid."), then byte by byte.
int compare_names(std::string_view q, query_parameter const& a, query_parameter const& b) noexcept {
    std::size_t i = a.begin;
    std::size_t j = b.begin;
    for (; i + 8 <= a.end && j + 8 <= b.end; i += 8, j += 8) {
        std::uint64_t const x = eight_bytes_at(q, i);
        std::uint64_t const y = eight_bytes_at(q, j);
        if ((name_stops(x) | name_stops(y)) != 0) break;
        if (x != y) return __builtin_bswap64(x) < __builtin_bswap64(y) ? -1 : 1;
    }
    for (;;) {
        int const x = next_name_byte(q, i, a.end);
        int const y = next_name_byte(q, j, b.end);
        if (x != y) return x < y ? -1 : 1;
        if (x < 0) return 0;
    }
}

// The parameter [begin, end) of q with its key (query_parameter): its name's
// first bytes up to the first "=" or "%", the parameter's end or the
// seventh, found eight at once without a branch.
inline query_parameter parameter(std::string_view q, std::size_t begin, std::size_t end) noexcept {
    std::uint64_t const v = eight_bytes_at(q, begin);
    std::size_t const limit = std::min<std::size_t>(end - begin, 7);
    std::uint64_t const stops = name_stops(v) | (std::uint64_t{0x80} << (8 * limit));
    auto const kept = static_cast<std::size_t>(std::countr_zero(stops)) / 8; // <= 7
    std::uint64_t const short_name = kept < 7 ? 1 : 0;
    std::uint64_t const at_percent = ((v >> (8 * kept)) & 0xFF) == '%' ? 1 : 0;
    std::uint64_t const undecided = short_name & at_percent;
    std::uint64_t const whole = short_name & (undecided ^ 1); // the name ends there ("=" or its end)
    std::uint64_t const name = v & ((std::uint64_t{1} << (8 * kept)) - 1);
    return {__builtin_bswap64(name) | undecided * query_parameter::name_undecided | whole * query_parameter::whole_name,
            static_cast<std::uint32_t>(begin), static_cast<std::uint32_t>(end)};
}

// Name order; equal names keep their positions (a stable sort without
// std::stable_sort's own buffer). Most names are told apart by their keys.
inline bool before(std::string_view q, query_parameter const& a, query_parameter const& b) noexcept {
    if (((a.key | b.key) & query_parameter::name_undecided) == 0) {
        if (a.key != b.key) return a.key < b.key;
        if ((a.key & query_parameter::whole_name) != 0) return a.begin < b.begin; // the same name
    }
    int const c = compare_names(q, a, b);
    return c != 0 ? c < 0 : a.begin < b.begin;
}

// Whether two keys are equal without holding their whole names (then the
// names must be compared).
inline bool same_key_not_whole(std::uint64_t a, std::uint64_t b) noexcept {
    return (a == b) & ((a & query_parameter::whole_name) == 0);
}

// W bytes from the start of `in` and W from its end (n >= W): two loads,
// two stores, which overlap when n < 2W.
template <std::size_t W>
inline void copy_ends(char* out, char const* in, std::size_t n) noexcept {
    char head[W];
    char tail[W];
    std::memcpy(head, in, W);
    std::memcpy(tail, in + n - W, W);
    std::memcpy(out, head, W);
    std::memcpy(out + n - W, tail, W);
}

// n bytes from `in` to `out` (not overlapping): up to 32 inline, so that the branches
// on the length are this loop's own, not those of glibc's memcpy that every
// other caller trains.
inline void copy_parameter(char* out, char const* in, std::size_t n) noexcept {
    if (n > 32) std::memcpy(out, in, n);
    else if (n >= 16) copy_ends<16>(out, in, n);
    else if (n >= 8) copy_ends<8>(out, in, n);
    else if (n >= 4) copy_ends<4>(out, in, n);
    else if (n != 0) {
        out[0] = in[0];
        out[n / 2] = in[n / 2];
        out[n - 1] = in[n - 1];
    }
}

// The parameters [first, last) of `query`, joined by "&".
char* write_parameters(char* out, std::string_view query, query_parameter const* first, query_parameter const* last) {
    for (query_parameter const* p = first; p != last; ++p) {
        if (p != first) *out++ = '&';
        std::size_t const n = p->end - p->begin;
        copy_parameter(out, query.data() + p->begin, n);
        out += n;
    }
    return out;
}

// The end of the parameter that begins at `begin` (the next "&" or the end).
std::size_t parameter_end(std::string_view q, std::size_t begin) noexcept {
    void const* const amp = std::memchr(q.data() + begin, '&', q.size() - begin);
    return amp == nullptr ? q.size() : static_cast<std::size_t>(static_cast<char const*>(amp) - q.data());
}

// Whether the parameters of q are in name order (each equal to or after the
// one before it), one at a time: a query of any length.
bool in_name_order(std::string_view q) noexcept {
    query_parameter last = parameter(q, 0, parameter_end(q, 0));
    while (last.end != q.size()) {
        query_parameter const p = parameter(q, last.end + 1, parameter_end(q, last.end + 1));
        if (before(q, p, last)) return false;
        last = p;
    }
    return true;
}

// The "&" of a query of at most `bytes` bytes, a bit each (bit i of word
// i / 64 for byte i), and whether there is one.
struct ampersand_map {
    static constexpr std::size_t bytes = recorded_query::max_length;
    std::array<std::uint64_t, bytes / 64> words;
    std::uint64_t any = 0;
};

#if defined(__SSE2__)
// A bit for each "&" of the eight bytes at p.
std::uint64_t ampersands_of_eight(char const* p) noexcept {
    __m128i const v = _mm_loadl_epi64(reinterpret_cast<__m128i const*>(p));
    return static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(v, _mm_set1_epi8('&')))) & 0xFFu;
}

// A bit for each "&" of the sixty-four bytes at p.
std::uint64_t ampersands_of_whole_64(char const* p) noexcept {
    return std::uint64_t{ampersands_of_16(p)} | std::uint64_t{ampersands_of_16(p + 16)} << 16 |
           std::uint64_t{ampersands_of_16(p + 32)} << 32 | std::uint64_t{ampersands_of_16(p + 48)} << 48;
}

// A bit for each "&" of the sixty-four bytes of q from `at` (< q.size(),
// q.size() >= 16), without a branch: four steps of sixteen, each read from
// q's last sixteen bytes when it would pass them and shifted so that no byte
// counts twice or past the end.
std::uint64_t ampersands_of_64(std::string_view q, std::size_t at) noexcept {
    std::uint64_t bits = 0;
    for (std::size_t k = 0; k < 4; ++k) {
        std::size_t const want = at + 16 * k;
        std::size_t const from = std::min(want, q.size() - 16);
        std::uint64_t const m = ampersands_of_16(q.data() + from);
        bits |= (m >> std::min<std::size_t>(want - from, 16)) << (16 * k);
    }
    return bits;
}
#endif

// Maps the "&" of q (q.size() <= ampersand_map::bytes): sixty-four bytes a
// step where SSE2 is there (one step for most queries), eight and eight for
// 8 to 15 bytes, one by one below (and at any length on other CPUs).
void map_ampersands(std::string_view q, ampersand_map& m) noexcept {
    std::size_t const n = q.size();
#if defined(__SSE2__)
    if (n >= 16) {
        std::size_t at = 0;
        for (; at + 64 <= n; at += 64) m.any |= m.words[at / 64] = ampersands_of_whole_64(q.data() + at);
        if (at < n) m.any |= m.words[at / 64] = ampersands_of_64(q, at); // the last, clamped
        return;
    }
    if (n >= 8) {
        m.any = m.words[0] = ampersands_of_eight(q.data()) | ampersands_of_eight(q.data() + n - 8) << (n - 8);
        return;
    }
#endif
    for (std::size_t w = 0; w == 0 || 64 * w < n; ++w) m.words[w] = 0; // any length without SSE2
    for (std::size_t i = 0; i < n; ++i) {
        std::uint64_t const bit = q[i] == '&' ? 1 : 0;
        m.words[i / 64] |= bit << (i % 64);
        m.any |= bit;
    }
}

// Records a query's parameters as its "&" are met, in order, and whether
// the first bytes of their names go down somewhere, without a branch per
// parameter (most names differ in their first byte: then no key is needed
// to know the order); add is false once there are more than a record holds.
class recorder {
public:
    recorder(std::string_view q, recorded_query& r) noexcept : q_(q), r_(r) {}

    // The parameter that ends at `end` (an "&" or the query's end).
    bool add(std::size_t end) noexcept {
        if (count_ == recorded_query::capacity) return false;
        // The name's first byte, 0 for an empty name (q is not empty: it has an "&").
        unsigned const first = static_cast<unsigned char>(q_[std::min(begin_, q_.size() - 1)]);
        unsigned const lead = begin_ == end || first == '=' ? 0 : first;
        r_.list[count_++] = {std::uint64_t{lead} << 56, static_cast<std::uint32_t>(begin_), static_cast<std::uint32_t>(end)};
        percent_ |= lead == '%';
        down_ |= lead < last_;
        tie_ |= lead == last_; // the first name's too when empty: the keys then decide
        last_ = lead;
        begin_ = end + 1;
        return true;
    }

    std::size_t count() const noexcept { return count_; }

    // Whether the first bytes decide the order: none is a "%" and no two
    // neighbours share theirs.
    bool leads_decide() const noexcept { return !percent_ && !tie_; }
    bool leads_go_down() const noexcept { return down_; }

private:
    std::string_view q_;
    recorded_query& r_;
    std::size_t count_ = 0;
    std::size_t begin_ = 0;
    unsigned last_ = 0;
    bool percent_ = false;
    bool down_ = false;
    bool tie_ = false;
};

// Gives the `count` recorded parameters their keys; whether they are in
// name order, by the keys without a branch unless two neighbours share a
// key without holding their whole names or one has a "%" there.
bool keyed_in_order(std::string_view q, query_parameter* list, std::size_t count) noexcept {
    std::uint64_t keys = 0;
    bool down = false;
    bool tie = false;
    for (std::size_t k = 0; k < count; ++k) {
        list[k].key = parameter(q, list[k].begin, list[k].end).key;
        keys |= list[k].key;
        std::uint64_t const last = k == 0 ? 0 : list[k - 1].key; // no key is below 0
        down |= list[k].key < last;
        tie |= same_key_not_whole(list[k].key, last);
    }
    if ((keys & query_parameter::name_undecided) == 0 && !tie) return !down;
    for (std::size_t k = 1; k < count; ++k) {
        if (before(q, list[k], list[k - 1])) return false;
    }
    return true;
}

// Records the parameters of q that its mapped "&" end, and the last;
// false once there are more than a record holds.
bool record_mapped(std::string_view q, ampersand_map const& m, recorder& rec) noexcept {
    for (std::size_t w = 0; 64 * w < q.size(); ++w) {
        for (std::uint64_t bits = m.words[w]; bits != 0; bits &= bits - 1) {
            if (!rec.add(64 * w + static_cast<std::size_t>(std::countr_zero(bits)))) return false;
        }
    }
    return rec.add(q.size());
}

// The pairs (i, j), i < j < capacity, in the order of j then i: the first
// k(k-1)/2 are the pairs of k parameters.
struct index_pair {
    std::uint8_t i, j;
};
constexpr auto all_pairs = [] {
    std::array<index_pair, recorded_query::capacity*(recorded_query::capacity - 1) / 2> pairs{};
    std::size_t n = 0;
    for (std::size_t j = 1; j < recorded_query::capacity; ++j) {
        for (std::size_t i = 0; i < j; ++i) pairs[n++] = {static_cast<std::uint8_t>(i), static_cast<std::uint8_t>(j)};
    }
    return pairs;
}();

using offsets = std::array<std::uint32_t, recorded_query::capacity>;

// Where each parameter goes in the sorted query: after the bytes of the
// parameters before it and their "&". One loop over the pairs, each
// ordered by `before`: by its keys, or by compare_names where they do not
// decide (equal without holding the whole names, or one with a "%").
void offsets_by_name(std::string_view q, recorded_query const& r, offsets& at) noexcept {
    std::size_t const pairs = r.count * (r.count - 1) / 2;
    for (std::size_t k = 0; k < pairs; ++k) {
        query_parameter const& a = r.list[all_pairs[k].i]; // a before b in the query
        query_parameter const& b = r.list[all_pairs[k].j];
        std::uint32_t const b_first = before(q, b, a) ? ~0u : 0u; // equal names keep their order
        at[all_pairs[k].i] += b_first & (b.end - b.begin + 1);
        at[all_pairs[k].j] += ~b_first & (a.end - a.begin + 1);
    }
}

} // namespace

void record_query(std::string_view query, recorded_query& r) noexcept {
    r.count = 0;
    r.complete = false;
    if (query.size() > ampersand_map::bytes) { // long: one parameter at a time
        r.in_order = in_name_order(query);
        return;
    }
    ampersand_map map;
    map_ampersands(query, map);
    if (map.any == 0) { // one parameter: in order, and never compared (no key)
        r.list[0] = {0, 0, static_cast<std::uint32_t>(query.size())};
        r.count = 1;
        r.complete = true;
        r.in_order = true;
        return;
    }
    recorder rec(query, r);
    r.complete = record_mapped(query, map, rec);
    if (!r.complete) {
        r.in_order = in_name_order(query);
        return;
    }
    r.count = rec.count();
    // When the first bytes decide, they are the keys the sort needs; else
    // the keys are computed (and decide or not).
    r.in_order = rec.leads_decide() ? !rec.leads_go_down() : keyed_in_order(query, r.list.data(), r.count);
}

char* write_recorded_query_sorted(char* out, std::string_view query, recorded_query const& r) noexcept {
    offsets at{};
    offsets_by_name(query, r, at);
    for (std::size_t k = 0; k < r.count; ++k) { // each written where it goes, in the query's order
        out[at[k] - (at[k] != 0 ? 1 : 0)] = '&'; // the "&" before it; the first's own first byte, copied over
        copy_parameter(out + at[k], query.data() + r.list[k].begin, r.list[k].end - r.list[k].begin);
    }
    return out + query.size();
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
        list.push_back(parameter(query, b, parameter_end(query, b)));
        if (list.back().end == query.size()) break;
    }
    std::sort(list.begin(), list.end(),
              [query](query_parameter const& a, query_parameter const& b) { return before(query, a, b); });
    return write_parameters(out, query, list.data(), list.data() + list.size());
}

} // namespace urikit::detail
