#include "ipv6_text.hpp"

#include "../grammar/charsets.hpp"

namespace urikit::detail {

namespace {

// Reads the pieces between "::" markers: h16 groups, or an IPv4 tail (two groups).
int read_pieces(std::string_view s, std::uint16_t* groups) noexcept {
    int n = 0;
    std::size_t i = 0;
    while (i < s.size()) {
        std::size_t const end = s.find(':', i);
        std::string_view const piece = s.substr(i, end == std::string_view::npos ? std::string_view::npos : end - i);
        if (piece.find('.') != std::string_view::npos) {
            unsigned octets[4] = {0, 0, 0, 0};
            int k = 0;
            for (char c : piece) {
                if (c == '.') ++k;
                else octets[k] = octets[k] * 10 + static_cast<unsigned>(c - '0');
            }
            groups[n++] = static_cast<std::uint16_t>(octets[0] << 8 | octets[1]);
            groups[n++] = static_cast<std::uint16_t>(octets[2] << 8 | octets[3]);
        } else {
            unsigned v = 0;
            for (char c : piece) v = v * 16 + static_cast<unsigned>(grammar::hex_value(c));
            groups[n++] = static_cast<std::uint16_t>(v);
        }
        if (end == std::string_view::npos) break;
        i = end + 1;
    }
    return n;
}

} // namespace

ipv6_groups parse_ipv6(std::string_view text) noexcept {
    ipv6_groups g{};
    std::size_t const dc = text.find("::");
    if (dc == std::string_view::npos) {
        read_pieces(text, g.data());
        return g;
    }
    std::uint16_t head[8] = {}, tail[8] = {};
    int const nh = read_pieces(text.substr(0, dc), head);
    int const nt = read_pieces(text.substr(dc + 2), tail);
    for (int i = 0; i < nh; ++i) g[static_cast<std::size_t>(i)] = head[i];
    for (int i = 0; i < nt; ++i) g[static_cast<std::size_t>(8 - nt + i)] = tail[i];
    return g;
}

void append_ipv6_canonical(std::string& out, ipv6_groups const& g) {
    static constexpr char hex[] = "0123456789abcdef";
    bool const mapped = g[0] == 0 && g[1] == 0 && g[2] == 0 && g[3] == 0 && g[4] == 0 && g[5] == 0xffff;
    bool const translated = g[0] == 0 && g[1] == 0 && g[2] == 0 && g[3] == 0 && g[4] == 0xffff && g[5] == 0;
    bool const well_known = g[0] == 0x64 && g[1] == 0xff9b && g[2] == 0 && g[3] == 0 && g[4] == 0 && g[5] == 0;
    bool const dotted = mapped || translated || well_known;
    int const groups = dotted ? 6 : 8;

    // RFC 5952 §4.2: the longest run of consecutive zero groups (length >= 2),
    // the first one when runs tie.
    int best_start = -1, best_len = 0;
    for (int i = 0; i < groups;) {
        if (g[static_cast<std::size_t>(i)] != 0) {
            ++i;
            continue;
        }
        int j = i;
        while (j < groups && g[static_cast<std::size_t>(j)] == 0) ++j;
        if (j - i > best_len) {
            best_start = i;
            best_len = j - i;
        }
        i = j;
    }
    if (best_len < 2) best_start = -1;

    for (int i = 0; i < groups; ++i) {
        if (i == best_start) {
            out.append("::");
            i += best_len - 1;
            continue;
        }
        if (i > 0 && i != best_start + best_len) out.push_back(':');
        // §4.1: no leading zeros; §4.3: lowercase
        unsigned const v = g[static_cast<std::size_t>(i)];
        bool started = false;
        for (int shift = 12; shift >= 0; shift -= 4) {
            unsigned const d = (v >> shift) & 0xF;
            if (d != 0 || started || shift == 0) {
                out.push_back(hex[d]);
                started = true;
            }
        }
    }
    if (dotted) {
        if (best_start + best_len != groups) out.push_back(':');
        unsigned const octets[4] = {static_cast<unsigned>(g[6] >> 8), static_cast<unsigned>(g[6] & 0xFF),
                                    static_cast<unsigned>(g[7] >> 8), static_cast<unsigned>(g[7] & 0xFF)};
        for (int k = 0; k < 4; ++k) {
            if (k > 0) out.push_back('.');
            out.append(std::to_string(octets[k]));
        }
    }
}

} // namespace urikit::detail
