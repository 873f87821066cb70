#include "json_writer.hpp"

namespace urikit::cli {

namespace {

// Length of the well-formed UTF-8 sequence at p (Unicode Table 3-7), or, when
// ill-formed, 0 with `bad` set to the length of the maximal subpart (>= 1).
std::size_t utf8_sequence(unsigned char const* p, std::size_t avail, std::size_t& bad) {
    unsigned char const b0 = p[0];
    std::size_t need = 0;
    unsigned char lo = 0x80, hi = 0xBF;
    if (b0 < 0x80) return 1;
    if (b0 >= 0xC2 && b0 <= 0xDF) need = 1;
    else if (b0 == 0xE0) { need = 2; lo = 0xA0; }
    else if ((b0 >= 0xE1 && b0 <= 0xEC) || b0 == 0xEE || b0 == 0xEF) need = 2;
    else if (b0 == 0xED) { need = 2; hi = 0x9F; }          // no surrogates
    else if (b0 == 0xF0) { need = 3; lo = 0x90; }          // no overlongs
    else if (b0 >= 0xF1 && b0 <= 0xF3) need = 3;
    else if (b0 == 0xF4) { need = 3; hi = 0x8F; }          // <= U+10FFFF
    else { bad = 1; return 0; }
    std::size_t i = 1;
    for (; i <= need; ++i) {
        if (i >= avail) { bad = i; return 0; }
        unsigned char const b = p[i];
        unsigned char const l = (i == 1) ? lo : 0x80, h = (i == 1) ? hi : 0xBF;
        if (b < l || b > h) { bad = i; return 0; }
    }
    return need + 1;
}

} // namespace

void append_json_string(std::string& out, std::string_view bytes) {
    static constexpr char hex[] = "0123456789abcdef";
    out.push_back('"');
    auto const* p = reinterpret_cast<unsigned char const*>(bytes.data());
    std::size_t const n = bytes.size();
    std::size_t i = 0;
    while (i < n) {
        unsigned char const c = p[i];
        if (c >= 0x20 && c < 0x80 && c != '"' && c != '\\') {
            out.push_back(static_cast<char>(c));
            ++i;
            continue;
        }
        if (c < 0x80) {
            switch (c) {
            case '"': out.append("\\\""); break;
            case '\\': out.append("\\\\"); break;
            case '\b': out.append("\\b"); break;
            case '\f': out.append("\\f"); break;
            case '\n': out.append("\\n"); break;
            case '\r': out.append("\\r"); break;
            case '\t': out.append("\\t"); break;
            default:
                out.append("\\u00");
                out.push_back(hex[c >> 4]);
                out.push_back(hex[c & 0xF]);
            }
            ++i;
            continue;
        }
        std::size_t bad = 0;
        std::size_t const len = utf8_sequence(p + i, n - i, bad);
        if (len != 0) {
            out.append(bytes.substr(i, len));
            i += len;
        } else {
            out.append("\xEF\xBF\xBD"); // U+FFFD
            i += bad;
        }
    }
    out.push_back('"');
}

void json_object::key(std::string_view k) {
    if (!first_) out_.push_back(',');
    first_ = false;
    append_json_string(out_, k);
    out_.push_back(':');
}

json_object& json_object::string(std::string_view k, std::string_view value) {
    key(k);
    append_json_string(out_, value);
    return *this;
}

json_object& json_object::null(std::string_view k) {
    key(k);
    out_.append("null");
    return *this;
}

json_object& json_object::boolean(std::string_view k, bool value) {
    key(k);
    out_.append(value ? "true" : "false");
    return *this;
}

json_object& json_object::number(std::string_view k, std::uint64_t value) {
    key(k);
    out_.append(std::to_string(value));
    return *this;
}

} // namespace urikit::cli
