// urikit: percent-encoding and -decoding by component (RFC 3986 §2.1, §2.4).
#include <urikit/pct.hpp>

#include "../grammar/charsets.hpp"

namespace urikit {

namespace {

// The bytes each component allows unencoded (a "%" is always encoded).
bool allowed(char c, codec k) noexcept {
    using namespace grammar;
    switch (k) {
    case codec::userinfo: return in_set(c, cs_userinfo);
    case codec::host: return in_set(c, cs_reg_name);
    case codec::path: return in_set(c, cs_path);
    case codec::path_segment: return in_set(c, cs_pchar);
    case codec::query: return in_set(c, cs_query);
    case codec::query_param: return in_set(c, cs_query) && c != '&' && c != '=' && c != '+';
    case codec::fragment: return in_set(c, cs_query);
    }
    return false;
}

} // namespace

void pct_encode(std::string_view bytes, codec c, std::string& out) {
    static constexpr char hex[] = "0123456789ABCDEF";
    for (char b : bytes) {
        if (allowed(b, c)) {
            out.push_back(b);
        } else {
            auto const u = static_cast<unsigned char>(b);
            out.push_back('%');
            out.push_back(hex[u >> 4]);
            out.push_back(hex[u & 0xF]);
        }
    }
}

std::string pct_encode(std::string_view bytes, codec c) {
    std::string out;
    out.reserve(bytes.size());
    pct_encode(bytes, c, out);
    return out;
}

error pct_decode(std::string_view text, codec c, std::string& out, decode_options opts) {
    bool const plus_is_space = opts.plus_as_space && (c == codec::query || c == codec::query_param);
    // Validate first so that `out` is untouched on failure.
    for (std::size_t i = 0; i < text.size(); ++i) {
        char const b = text[i];
        if (b == '%') {
            if (!grammar::is_pct_encoded(text.data() + i, text.size() - i)) {
                return error{errc::bad_pct_encoding, static_cast<std::uint32_t>(i)};
            }
            i += 2;
        } else if (!allowed(b, c) && !(plus_is_space && b == '+') &&
                   !(c == codec::query_param && (b == '=' || b == '+'))) {
            return error{errc::invalid_character, static_cast<std::uint32_t>(i)};
        }
    }
    for (std::size_t i = 0; i < text.size(); ++i) {
        char const b = text[i];
        if (b == '%') {
            out.push_back(static_cast<char>(grammar::hex_value(text[i + 1]) * 16 + grammar::hex_value(text[i + 2])));
            i += 2;
        } else if (b == '+' && plus_is_space) {
            out.push_back(' ');
        } else {
            out.push_back(b);
        }
    }
    return {};
}

result<std::string> pct_decode(std::string_view text, codec c, decode_options opts) {
    std::string out;
    error const e = pct_decode(text, c, out, opts);
    if (e.code != errc::ok) return e;
    return out;
}

} // namespace urikit
