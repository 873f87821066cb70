// urikit: the cache-key profile's query sort (see normalize_query.hpp).
#include "src/rfc3986/normalize_query.hpp"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <vector>

#include <urikit/pct.hpp>

#include "src/core/scratch.hpp"

namespace urikit::detail {

namespace {

struct query_sort_scratch;

bool ends_name(char c) noexcept { return c == '=' || c == '&'; }

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

// Compares the decoded names of the parameters beginning at a and b (each
// ends at '=', '&' or the end), without building them.
int compare_names(std::string_view q, std::size_t a, std::size_t b) noexcept {
    for (;;) {
        bool const a_done = a == q.size() || ends_name(q[a]);
        bool const b_done = b == q.size() || ends_name(q[b]);
        if (a_done || b_done) return a_done == b_done ? 0 : (a_done ? -1 : 1);
        unsigned char const x = next_decoded(q, a);
        unsigned char const y = next_decoded(q, b);
        if (x != y) return x < y ? -1 : 1;
    }
}

// One parameter: where it begins, where its name ends ("=", "&" or the
// end), where it ends, and whether its name holds a "%" (then its decoded
// bytes are compared; else the name as written is the decoded name).
struct parameter {
    std::uint32_t begin, name_end, end;
    bool encoded;
};

parameter parameter_at(std::string_view q, std::size_t begin) noexcept {
    std::size_t i = begin;
    bool encoded = false;
    for (; i < q.size() && q[i] != '=' && q[i] != '&'; ++i) encoded = encoded || q[i] == '%';
    std::size_t const name_end = i;
    if (i < q.size() && q[i] == '=') {
        void const* amp = std::memchr(q.data() + i, '&', q.size() - i);
        i = amp == nullptr ? q.size() : static_cast<std::size_t>(static_cast<char const*>(amp) - q.data());
    }
    return {static_cast<std::uint32_t>(begin), static_cast<std::uint32_t>(name_end), static_cast<std::uint32_t>(i),
            encoded};
}

// Name order; equal names keep their positions (a stable sort without
// std::stable_sort's own buffer).
bool before(std::string_view q, parameter const& a, parameter const& b) noexcept {
    int c = 0;
    if (!a.encoded && !b.encoded) {
        c = q.substr(a.begin, a.name_end - a.begin).compare(q.substr(b.begin, b.name_end - b.begin));
    } else {
        c = compare_names(q, a.begin, b.begin);
    }
    return c != 0 ? c < 0 : a.begin < b.begin;
}

} // namespace

char* write_query_sorted_by_name(char* out, std::string_view query) {
    // One pass records each parameter; the sort then moves records only.
    scratch<query_sort_scratch, std::vector<parameter>> params;
    std::vector<parameter>& list = params.get();
    std::size_t count = 1;
    for (char c : query) count += c == '&' ? 1u : 0u;
    list.reserve(count); // exactly: a long query must not double its scratch
    for (std::size_t b = 0;; b = list.back().end + 1u) {
        list.push_back(parameter_at(query, b));
        if (list.back().end == query.size()) break;
    }
    std::sort(list.begin(), list.end(), [query](parameter const& a, parameter const& b) { return before(query, a, b); });
    for (std::size_t k = 0; k < list.size(); ++k) {
        if (k > 0) *out++ = '&';
        std::size_t const n = list[k].end - list[k].begin;
        if (n != 0) std::memcpy(out, query.data() + list[k].begin, n);
        out += n;
    }
    return out;
}

} // namespace urikit::detail
