// urikit CLI: RFC 8259 JSON output (see json_writer.hpp).
#include "json_writer.hpp"

#include <array>
#include <cstdint>
#include <cstring>

#include <urikit/pct.hpp>
#include <urikit/utf8.hpp>

namespace urikit::cli {

namespace {

// The bytes a JSON string holds as they are: printable ASCII but '"' and '\\'.
constexpr std::array<bool, 256> as_is = [] {
    std::array<bool, 256> t{};
    for (std::size_t c = 0x20; c < 0x80; ++c) t[c] = c != '"' && c != '\\';
    return t;
}();

// Whether any of the 8 bytes of `w` is one JSON does not hold as it is (a
// byte >= 0x80, < 0x20, '"' or '\\'): exact as an "any", by the zero-byte
// tests on words.
constexpr bool any_special(std::uint64_t w) noexcept {
    constexpr std::uint64_t ones = 0x0101010101010101u, highs = 0x8080808080808080u;
    auto const has_zero = [](std::uint64_t v) { return (v - ones) & ~v & highs; };
    return ((w & highs) | ((w - ones * 0x20) & ~w & highs) | has_zero(w ^ (ones * '"')) | has_zero(w ^ (ones * '\\'))) != 0;
}

// How many bytes from `i` on JSON holds as they are: eight at a time, then
// one at a time from the first word that holds another.
std::size_t as_is_run_end(unsigned char const* p, std::size_t i, std::size_t n) noexcept {
    for (; i + 8 <= n; i += 8) {
        std::uint64_t w = 0;
        std::memcpy(&w, p + i, 8);
        if (any_special(w)) break;
    }
    while (i < n && as_is[p[i]]) ++i;
    return i;
}

// True when JSON holds every byte of `s` as it is.
bool plain(std::string_view s) noexcept {
    return as_is_run_end(reinterpret_cast<unsigned char const*>(s.data()), 0, s.size()) == s.size();
}

// The room of plain_member's one append.
constexpr std::size_t small_member = 256;

} // namespace

void append_json_string(std::string& out, std::string_view bytes) {
    out.push_back('"');
    auto const* p = reinterpret_cast<unsigned char const*>(bytes.data());
    std::size_t const n = bytes.size();
    std::size_t i = 0;
    while (i < n) {
        std::size_t const run = as_is_run_end(p, i, n);
        out.append(bytes.data() + i, run - i); // a run at once: most strings are all of one
        i = run;
        if (i == n) break;
        unsigned char const c = p[i];
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
                out.push_back(urikit::hex_digit(c >> 4u));
                out.push_back(urikit::hex_digit(c & 0xFu));
            }
            ++i;
            continue;
        }
        urikit::utf8_char const u = urikit::utf8_next(bytes.data() + i, n - i);
        if (u.valid) out.append(bytes.substr(i, u.size));
        else out.append("\xEF\xBF\xBD"); // U+FFFD for each maximal ill-formed subpart
        i += u.size;
    }
    out.push_back('"');
}

bool json_object::plain_member(std::string_view k, std::string_view value, bool quoted) {
    if (k.size() + value.size() + 6 > small_member || !plain(k) || (quoted && !plain(value))) return false;
    char buf[small_member];
    std::size_t n = 0;
    if (!first_) buf[n++] = ',';
    buf[n++] = '"';
    std::memcpy(buf + n, k.data(), k.size()); // a key is a literal; a value may be an empty view without a pointer
    n += k.size();
    buf[n++] = '"';
    buf[n++] = ':';
    if (quoted) buf[n++] = '"';
    if (!value.empty()) std::memcpy(buf + n, value.data(), value.size());
    n += value.size();
    if (quoted) buf[n++] = '"';
    out_.append(buf, n);
    first_ = false;
    return true;
}

void json_object::key(std::string_view k) {
    if (!first_) out_.push_back(',');
    first_ = false;
    append_json_string(out_, k);
    out_.push_back(':');
}

json_object& json_object::string(std::string_view k, std::string_view value) {
    if (plain_member(k, value, true)) return *this;
    key(k);
    append_json_string(out_, value);
    return *this;
}

json_object& json_object::strings(std::string_view k, std::vector<std::string> const& values) {
    key(k);
    out_.push_back('[');
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (i > 0) out_.push_back(',');
        append_json_string(out_, values[i]);
    }
    out_.push_back(']');
    return *this;
}

json_object& json_object::input(std::string_view line) {
    string("input", line);
    if (is_utf8(line)) return *this;
    key("input_hex");
    out_.push_back('"');
    for (char c : line) {
        auto const b = static_cast<unsigned char>(c);
        out_.push_back("0123456789abcdef"[b >> 4]);
        out_.push_back("0123456789abcdef"[b & 15]);
    }
    out_.push_back('"');
    return *this;
}

json_object& json_object::literal(std::string_view k, std::string_view value) {
    if (plain_member(k, value, false)) return *this;
    key(k);
    out_.append(value);
    return *this;
}

json_object& json_object::null(std::string_view k) { return literal(k, "null"); }

json_object& json_object::boolean(std::string_view k, bool value) { return literal(k, value ? "true" : "false"); }

json_object& json_object::number(std::string_view k, std::uint64_t value) { return literal(k, std::to_string(value)); }

} // namespace urikit::cli
