// urikit: IPv6 text (RFC 3986 §3.2.2) to groups and back (RFC 5952).
#include "src/core/ip_text.hpp"

#include <utility>

#include <urikit/pct.hpp>

namespace urikit::detail {

namespace {

// An IPv4 tail "a.b.c.d" as its two groups.
void read_ipv4_tail(std::string_view piece, std::uint16_t* two) noexcept {
    unsigned octets[4] = {0, 0, 0, 0};
    unsigned k = 0;
    for (char c : piece) {
        if (c == '.') k = k < 3 ? k + 1 : 3;
        else octets[k] = (octets[k] * 10 + static_cast<unsigned>(c - '0')) & 0xFFu;
    }
    two[0] = static_cast<std::uint16_t>(octets[0] << 8 | octets[1]);
    two[1] = static_cast<std::uint16_t>(octets[2] << 8 | octets[3]);
}

// Reads the ':'-separated pieces of one side of "::" into at most 8 groups
// (an IPv4 tail is two); returns how many were read.
std::size_t read_pieces(std::string_view s, std::uint16_t (&groups)[8]) noexcept {
    std::size_t n = 0;
    std::size_t i = 0;
    while (i < s.size() && n < 8) {
        std::size_t const end = s.find(':', i);
        std::string_view const piece = s.substr(i, end == std::string_view::npos ? std::string_view::npos : end - i);
        if (piece.find('.') != std::string_view::npos) {
            if (n > 6) break;
            read_ipv4_tail(piece, groups + n);
            n += 2;
        } else {
            unsigned v = 0;
            for (char c : piece) v = (v * 16 + static_cast<unsigned>(hex_value(c) & 0xF)) & 0xFFFFu;
            groups[n++] = static_cast<std::uint16_t>(v);
        }
        if (end == std::string_view::npos) break;
        i = end + 1;
    }
    return n;
}

char* write_hex_group(char* out, unsigned v) noexcept {
    // §4.1: no leading zeros; §4.3: lowercase
    bool started = false;
    for (int shift = 12; shift >= 0; shift -= 4) {
        unsigned const d = (v >> shift) & 0xF;
        if (d != 0 || started || shift == 0) {
            *out++ = static_cast<char>(hex_digit(d) | 0x20); // digits keep their value under | 0x20
            started = true;
        }
    }
    return out;
}

char* write_decimal_octet(char* out, unsigned v) noexcept {
    if (v >= 100) *out++ = static_cast<char>('0' + v / 100);
    if (v >= 10) *out++ = static_cast<char>('0' + v / 10 % 10);
    *out++ = static_cast<char>('0' + v % 10);
    return out;
}

// RFC 5952 §4.2.3: the longest run of two or more zero groups among the
// first `count`, the first one on a tie; {-1, 0} when there is none.
std::pair<int, int> longest_zero_run(ipv6_groups const& g, int count) noexcept {
    int best_start = -1, best_len = 0;
    for (int i = 0; i < count;) {
        if (g[static_cast<std::size_t>(i)] != 0) {
            ++i;
            continue;
        }
        int j = i;
        while (j < count && g[static_cast<std::size_t>(j)] == 0) ++j;
        if (j - i > best_len) {
            best_start = i;
            best_len = j - i;
        }
        i = j;
    }
    if (best_len < 2) return {-1, 0};
    return {best_start, best_len};
}

} // namespace

ipv6_groups parse_ipv6(std::string_view text) noexcept {
    ipv6_groups g{};
    std::uint16_t head[8] = {}, tail[8] = {};
    std::size_t const dc = text.find("::");
    if (dc == std::string_view::npos) {
        std::size_t const n = read_pieces(text, head);
        for (std::size_t i = 0; i < n; ++i) g[i] = head[i];
        return g;
    }
    std::size_t const nh = read_pieces(text.substr(0, dc), head);
    std::size_t const nt = read_pieces(text.substr(dc + 2), tail);
    for (std::size_t i = 0; i < nh; ++i) g[i] = head[i];
    for (std::size_t i = 0; i < nt && nh + i < 8; ++i) g[8 - nt + i] = tail[i];
    return g;
}

char* write_ipv6_canonical(char* out, ipv6_groups const& g, bool mixed) noexcept {
    bool const zero64 = g[0] == 0 && g[1] == 0 && g[2] == 0 && g[3] == 0;
    bool const mapped = zero64 && g[4] == 0 && g[5] == 0xffff;
    bool const translated = zero64 && g[4] == 0xffff && g[5] == 0;
    bool const well_known = g[0] == 0x64 && g[1] == 0xff9b && g[2] == 0 && g[3] == 0 && g[4] == 0 && g[5] == 0;
    bool const dotted = mixed && (mapped || translated || well_known);
    int const groups = dotted ? 6 : 8;
    auto const [best_start, best_len] = longest_zero_run(g, groups);
    for (int i = 0; i < groups; ++i) {
        if (i == best_start) {
            *out++ = ':';
            *out++ = ':';
            i += best_len - 1;
            continue;
        }
        if (i > 0 && i != best_start + best_len) *out++ = ':';
        out = write_hex_group(out, g[static_cast<std::size_t>(i)]);
    }
    if (dotted) {
        if (best_start + best_len != groups) *out++ = ':';
        unsigned const hi = g[6], lo = g[7];
        unsigned const octets[4] = {hi >> 8u, hi & 0xFFu, lo >> 8u, lo & 0xFFu};
        for (int k = 0; k < 4; ++k) {
            if (k > 0) *out++ = '.';
            out = write_decimal_octet(out, octets[k]);
        }
    }
    return out;
}

char* write_ipv4_dotted(char* out, std::uint32_t address) noexcept {
    for (int k = 3; k >= 0; --k) {
        out = write_decimal_octet(out, (address >> (8 * k)) & 0xFFu);
        if (k > 0) *out++ = '.';
    }
    return out;
}

void append_ipv6_canonical(std::string& out, ipv6_groups const& g) {
    std::size_t const at = out.size();
    out.resize(at + ipv6_text_max);
    char* const end = write_ipv6_canonical(out.data() + at, g);
    out.resize(static_cast<std::size_t>(end - out.data()));
}

} // namespace urikit::detail
