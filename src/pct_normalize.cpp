#include "pct_normalize.hpp"

#include <cstring>

#include "../grammar/charsets.hpp"

namespace urikit::detail {

namespace {

constexpr char upper_hex[] = "0123456789ABCDEF";

char ascii_lower(char c) noexcept { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c | 0x20) : c; }

template <bool Lowercase>
void append_normalized(std::string& out, std::string_view in) {
    std::size_t i = 0;
    while (i < in.size()) {
        // Copy the run up to the next '%' in one go.
        void const* pct = std::memchr(in.data() + i, '%', in.size() - i);
        std::size_t const stop = pct ? static_cast<std::size_t>(static_cast<char const*>(pct) - in.data()) : in.size();
        std::size_t const at = out.size();
        out.append(in, i, stop - i);
        if constexpr (Lowercase) {
            for (std::size_t k = at; k < out.size(); ++k) out[k] = ascii_lower(out[k]);
        }
        i = stop;
        if (i >= in.size()) break;
        // RFC 3986 §2.1: pct-encoded = "%" HEXDIG HEXDIG (validated by the grammar)
        int const hi = grammar::hex_value(in[i + 1]);
        int const lo = grammar::hex_value(in[i + 2]);
        char const decoded = static_cast<char>(hi * 16 + lo);
        if (grammar::in_set(decoded, grammar::cs_unreserved)) {
            // §6.2.2.2: decode percent-encoded unreserved characters
            out.push_back(Lowercase ? ascii_lower(decoded) : decoded);
        } else {
            // §6.2.2.1: uppercase hexadecimal digits
            out.push_back('%');
            out.push_back(upper_hex[hi]);
            out.push_back(upper_hex[lo]);
        }
        i += 3;
    }
}

} // namespace

void append_pct_normalized(std::string& out, std::string_view in) { append_normalized<false>(out, in); }

void append_pct_normalized_lowercase(std::string& out, std::string_view in) { append_normalized<true>(out, in); }

void append_pct_decoded(std::string& out, std::string_view in) {
    for (std::size_t i = 0; i < in.size(); ++i) {
        if (in[i] == '%' && grammar::is_pct_encoded(in.data() + i, in.size() - i)) {
            out.push_back(static_cast<char>(grammar::hex_value(in[i + 1]) * 16 + grammar::hex_value(in[i + 2])));
            i += 2;
        } else {
            out.push_back(in[i]);
        }
    }
}

} // namespace urikit::detail
