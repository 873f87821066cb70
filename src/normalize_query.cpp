#include "normalize_query.hpp"

#include <algorithm>
#include <cstdint>
#include <vector>

#include "../grammar/charsets.hpp"

namespace urikit::detail {

namespace {

struct parameter {
    std::uint32_t begin, end, name_end, index;
};

// Next decoded byte of a parsed text, advancing i.
unsigned char next_decoded(std::string_view s, std::size_t& i) noexcept {
    if (s[i] == '%' && grammar::is_pct_encoded(s.data() + i, s.size() - i)) {
        auto const c = static_cast<unsigned char>(grammar::hex_value(s[i + 1]) * 16 + grammar::hex_value(s[i + 2]));
        i += 3;
        return c;
    }
    return static_cast<unsigned char>(s[i++]);
}

// Compares two names byte by byte after percent-decoding, without building them.
int compare_decoded(std::string_view a, std::string_view b) noexcept {
    std::size_t i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        unsigned char const x = next_decoded(a, i);
        unsigned char const y = next_decoded(b, j);
        if (x != y) return x < y ? -1 : 1;
    }
    if (i < a.size()) return 1;
    if (j < b.size()) return -1;
    return 0;
}

} // namespace

void append_query_sorted_by_name(std::string& out, std::string_view query) {
    // Reused per thread: no allocation once warm.
    thread_local std::vector<parameter> params;
    params.clear();
    std::size_t pos = 0;
    for (;;) {
        std::size_t const amp = query.find('&', pos);
        std::size_t const end = amp == std::string_view::npos ? query.size() : amp;
        std::size_t const eq = query.find('=', pos);
        std::size_t const name_end = (eq == std::string_view::npos || eq > end) ? end : eq;
        params.push_back({static_cast<std::uint32_t>(pos), static_cast<std::uint32_t>(end),
                          static_cast<std::uint32_t>(name_end), static_cast<std::uint32_t>(params.size())});
        if (amp == std::string_view::npos) break;
        pos = amp + 1;
    }
    // Stable by construction: equal names keep their original order through
    // the index (std::stable_sort would allocate a buffer).
    std::sort(params.begin(), params.end(), [query](parameter const& a, parameter const& b) {
        int const c = compare_decoded(query.substr(a.begin, a.name_end - a.begin),
                                      query.substr(b.begin, b.name_end - b.begin));
        return c != 0 ? c < 0 : a.index < b.index;
    });
    for (std::size_t k = 0; k < params.size(); ++k) {
        if (k > 0) out.push_back('&');
        out.append(query.substr(params[k].begin, params[k].end - params[k].begin));
    }
}

} // namespace urikit::detail
