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

std::size_t parameter_end(std::string_view q, std::size_t begin) noexcept {
    if (begin >= q.size()) return q.size();
    void const* amp = std::memchr(q.data() + begin, '&', q.size() - begin);
    return amp == nullptr ? q.size() : static_cast<std::size_t>(static_cast<char const*>(amp) - q.data());
}

} // namespace

char* write_query_sorted_by_name(char* out, std::string_view query) {
    // One pass finds where each parameter begins; a parameter is then known
    // by that offset alone (its name and end are found from it).
    scratch<query_sort_scratch, std::vector<std::uint32_t>> params;
    std::vector<std::uint32_t>& begins = params.get();
    std::size_t count = 1;
    for (std::size_t e = parameter_end(query, 0); e < query.size(); e = parameter_end(query, e + 1)) ++count;
    begins.reserve(count); // exactly: a long query must not double its scratch
    begins.push_back(0);
    for (std::size_t e = parameter_end(query, 0); e < query.size(); e = parameter_end(query, e + 1)) {
        begins.push_back(static_cast<std::uint32_t>(e + 1));
    }
    // Stable by construction: equal names fall back to their position
    // (std::stable_sort would allocate its own buffer).
    std::sort(begins.begin(), begins.end(), [query](std::uint32_t a, std::uint32_t b) {
        int const c = compare_names(query, a, b);
        return c != 0 ? c < 0 : a < b;
    });
    for (std::size_t k = 0; k < begins.size(); ++k) {
        if (k > 0) *out++ = '&';
        std::size_t const n = parameter_end(query, begins[k]) - begins[k];
        if (n != 0) std::memcpy(out, query.data() + begins[k], n);
        out += n;
    }
    return out;
}

} // namespace urikit::detail
