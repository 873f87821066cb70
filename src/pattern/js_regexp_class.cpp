// urikit: JavaScript regexp character classes with the `v` flag
// (ECMAScript, "Patterns": ClassSetExpression, CharacterClassEscape,
// CharacterEscape) as the ASCII sets they match.
#include "src/pattern/js_regexp_reader.hpp"

#include <urikit/pct.hpp>

namespace urikit::detail {

void ascii_set::add(char32_t c) noexcept {
    if (c < 128) bits.set(c);
    else if (c == 0x17F) long_s = true;
    else if (c == 0x212A) kelvin = true;
}

void ascii_set::add_range(char32_t from, char32_t to) noexcept {
    for (char32_t c = from; c <= to && c < 128; ++c) bits.set(c);
    if (from <= 0x17F && 0x17F <= to) long_s = true;
    if (from <= 0x212A && 0x212A <= to) kelvin = true;
}

void ascii_set::fold() noexcept {
    for (char32_t c = 'a'; c <= 'z'; ++c) {
        bool const any = bits[c] || bits[c - 32] || (c == 's' && long_s) || (c == 'k' && kelvin);
        bits.set(c, any);
        bits.set(c - 32, any);
    }
    long_s = long_s || bits['s'];
    kelvin = kelvin || bits['k'];
}

void ascii_set::complement() noexcept {
    bits.flip();
    long_s = !long_s;
    kelvin = !kelvin;
}
void ascii_set::intersect(ascii_set const& o) noexcept {
    bits &= o.bits;
    long_s = long_s && o.long_s;
    kelvin = kelvin && o.kelvin;
}
void ascii_set::subtract(ascii_set const& o) noexcept {
    bits &= ~o.bits;
    long_s = long_s && !o.long_s;
    kelvin = kelvin && !o.kelvin;
}
void ascii_set::unite(ascii_set const& o) noexcept {
    bits |= o.bits;
    long_s = long_s || o.long_s;
    kelvin = kelvin || o.kelvin;
}

ascii_set class_escape_set(js_reader const& r, char letter) {
    ascii_set set;
    char const lower = static_cast<char>(letter | 0x20);
    if (lower == 'd') set.add_range('0', '9');
    if (lower == 's') {
        for (char c : std::string_view("\t\n\v\f\r ")) set.add(static_cast<unsigned char>(c));
    }
    if (lower == 'w') {
        set.add_range('a', 'z');
        set.add_range('A', 'Z');
        set.add_range('0', '9');
        set.add('_');
        if (r.ignore_case) set.fold(); // WordCharacters with the `i` flag hold U+017F and U+212A
    }
    if (letter != lower) set.complement();
    return set;
}

namespace {

// `n` hex digits at the reader into `v`.
bool read_hex(js_reader& r, std::size_t n, char32_t& v) {
    v = 0;
    for (std::size_t k = 0; k < n; ++k) {
        int const h = hex_value(r.peek());
        if (h < 0) return false;
        v = v * 16 + static_cast<char32_t>(h);
        ++r.i;
    }
    return true;
}

// "\u" escapes (the reader after "u"): HHHH (joining a surrogate pair) or {H...}.
bool read_unicode_escape(js_reader& r, std::size_t at, char32_t& cp) {
    if (r.peek() == '{') {
        ++r.i;
        cp = 0;
        std::size_t digits = 0;
        for (; hex_value(r.peek()) >= 0; ++digits, ++r.i) {
            cp = cp * 16 + static_cast<char32_t>(hex_value(r.peek()));
            if (cp > 0x10FFFF) return r.fail(errc::regexp_syntax, at);
        }
        if (digits == 0 || r.peek() != '}') return r.fail(errc::regexp_syntax, at);
        ++r.i;
        return true;
    }
    if (!read_hex(r, 4, cp)) return r.fail(errc::regexp_syntax, at);
    char32_t low = 0;
    if (cp >= 0xD800 && cp <= 0xDBFF && r.starts("\\u")) {
        std::size_t const back = r.i;
        r.i += 2;
        if (read_hex(r, 4, low) && low >= 0xDC00 && low <= 0xDFFF) cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
        else r.i = back;
    }
    return true;
}

} // namespace

bool read_character_escape(js_reader& r, std::string_view extra, char32_t& cp) {
    std::size_t const at = r.i - 1;
    char const c = r.peek();
    ++r.i;
    switch (c) {
    case 'f': cp = '\f'; return true;
    case 'n': cp = '\n'; return true;
    case 'r': cp = '\r'; return true;
    case 't': cp = '\t'; return true;
    case 'v': cp = '\v'; return true;
    case 'c': {
        char const l = static_cast<char>(r.peek() | 0x20);
        if (l < 'a' || l > 'z') return r.fail(errc::regexp_syntax, at);
        cp = static_cast<char32_t>(r.peek() % 32);
        ++r.i;
        return true;
    }
    case '0':
        if (r.peek() >= '0' && r.peek() <= '9') return r.fail(errc::regexp_syntax, at);
        cp = 0;
        return true;
    case 'x': return read_hex(r, 2, cp) || r.fail(errc::regexp_syntax, at);
    case 'u': return read_unicode_escape(r, at, cp);
    default: break;
    }
    if (std::string_view("^$\\.*+?()[]{}|/").find(c) != std::string_view::npos ||
        (c != '\0' && extra.find(c) != std::string_view::npos)) {
        cp = static_cast<unsigned char>(c);
        return true;
    }
    return r.fail(errc::regexp_syntax, at);
}

namespace {

constexpr std::string_view class_syntax_characters = "()[]{}/-\\|";
constexpr std::string_view double_punctuators = "&!#$%*+,.:;<=>?@^`~";
constexpr std::string_view reserved_punctuators = "&-!#%,:;<=>@`~";
constexpr std::size_t npos = std::string_view::npos;

// A ClassSetCharacter: a character not of the class syntax, not the start
// of a reserved double punctuator, or an escape (`\b` is U+0008).
bool read_set_character(js_reader& r, char32_t& cp) {
    std::size_t const at = r.i;
    char const c = r.peek();
    if (!r.more()) return r.fail(errc::regexp_syntax, at);
    if (c == '\\') {
        ++r.i;
        if (r.peek() == 'b') {
            ++r.i;
            cp = 8;
            return true;
        }
        return read_character_escape(r, reserved_punctuators, cp);
    }
    if (class_syntax_characters.find(c) != npos) return r.fail(errc::regexp_syntax, at);
    if (r.peek(1) == c && double_punctuators.find(c) != npos) return r.fail(errc::regexp_syntax, at);
    cp = static_cast<unsigned char>(c);
    ++r.i;
    return true;
}

// "\q{...}" with one-character strings only (longer ones, and the empty
// one, make a class match strings: not translated).
bool read_string_disjunction(js_reader& r, ascii_set& set) {
    std::size_t const at = r.i;
    r.i += 2;
    if (r.peek() != '{') return r.fail(errc::regexp_syntax, at);
    ++r.i;
    set = {};
    while (true) {
        char32_t cp = 0;
        if (r.peek() == '}' || r.peek() == '|') return r.fail(errc::regexp_unsupported, at);
        if (!read_set_character(r, cp)) return false;
        set.add(cp);
        if (r.peek() != '|' && r.peek() != '}') return r.fail(errc::regexp_unsupported, at);
        if (r.peek() == '}') break;
        ++r.i;
    }
    ++r.i;
    if (r.ignore_case) set.fold();
    return true;
}

// A ClassSetOperand: a nested class, a class escape, "\q{...}", or one
// character (`single`, the character in `cp`).
bool read_operand(js_reader& r, ascii_set& set, bool& single, char32_t& cp) {
    single = false;
    if (r.peek() == '[') return read_class(r, set);
    if (r.peek() == '\\') {
        char const n = r.peek(1);
        if (n != '\0' && std::string_view("dDsSwW").find(n) != npos) {
            r.i += 2;
            set = class_escape_set(r, n);
            return true;
        }
        if (n == 'p' || n == 'P') return r.fail(errc::regexp_unsupported, r.i);
        if (n == 'q') return read_string_disjunction(r, set);
    }
    if (!read_set_character(r, cp)) return false;
    single = true;
    set = {};
    set.add(cp);
    if (r.ignore_case) set.fold();
    return true;
}

// ClassIntersection or ClassSubtraction after the first operand: `op` is
// "&&" or "--", and the class must end after the last operand.
bool read_set_operation(js_reader& r, std::string_view op, ascii_set& out) {
    while (r.starts(op)) {
        r.i += 2;
        if (op == "&&" && r.peek() == '&') return r.fail(errc::regexp_syntax, r.i);
        ascii_set next;
        bool single = false;
        char32_t cp = 0;
        if (!read_operand(r, next, single, cp)) return false;
        if (op == "&&") out.intersect(next);
        else out.subtract(next);
    }
    return r.peek() == ']' || r.fail(errc::regexp_syntax, r.i);
}

// ClassUnion after the first operand: operands and ranges to "]".
bool read_union(js_reader& r, ascii_set first, bool single, char32_t cp, ascii_set& out) {
    out = {};
    while (true) {
        if (single && r.peek() == '-' && !r.starts("--")) {
            std::size_t const at = r.i;
            ++r.i;
            char32_t to = 0;
            if (!read_set_character(r, to)) return false;
            if (to < cp) return r.fail(errc::regexp_syntax, at);
            first = {};
            first.add_range(cp, to);
            if (r.ignore_case) first.fold();
        }
        out.unite(first);
        if (r.peek() == ']') return true;
        if (!r.more() || r.starts("&&") || r.starts("--")) return r.fail(errc::regexp_syntax, r.i);
        if (!read_operand(r, first, single, cp)) return false;
    }
}

// ClassContents.
bool read_class_contents(js_reader& r, ascii_set& out) {
    out = {};
    if (r.peek() == ']') return true;
    bool single = false;
    char32_t cp = 0;
    ascii_set first;
    if (!read_operand(r, first, single, cp)) return false;
    if (r.starts("&&") || r.starts("--")) {
        out = first;
        return read_set_operation(r, r.s.substr(r.i, 2), out);
    }
    return read_union(r, first, single, cp, out);
}

// A class that matches no byte (RE2 reads the expression as Latin-1).
constexpr std::string_view nothing = "[^\\x00-\\xff]";

void append_hex(std::string& out, char32_t cp) {
    static constexpr char digits[] = "0123456789abcdef";
    out += "\\x{";
    int shift = 20;
    while (shift > 0 && (cp >> shift) == 0) shift -= 4;
    for (; shift >= 0; shift -= 4) out += digits[(cp >> shift) & 0xF];
    out += '}';
}

} // namespace

bool read_class(js_reader& r, ascii_set& out) {
    std::size_t const at = r.i;
    if (!r.enter(at)) return false;
    ++r.i;
    bool const negate = r.peek() == '^';
    if (negate) ++r.i;
    if (!read_class_contents(r, out)) return false;
    if (r.peek() != ']') return r.fail(errc::regexp_syntax, at);
    ++r.i;
    if (negate) out.complement();
    r.leave();
    return true;
}

void append_set(std::string& out, ascii_set const& set) {
    if (set.bits.none()) {
        out += nothing;
        return;
    }
    out += '[';
    for (char32_t c = 0; c < 128; ++c) {
        if (!set.bits[c]) continue;
        char32_t end = c;
        while (end + 1 < 128 && set.bits[end + 1]) ++end;
        append_hex(out, c);
        if (end > c) {
            out += '-';
            append_hex(out, end);
        }
        c = end;
    }
    out += ']';
}

void append_literal(std::string& out, char32_t cp) {
    bool const alnum = (cp >= '0' && cp <= '9') || (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z');
    if (alnum) out += static_cast<char>(cp);
    else if (cp >= 0x80) out += nothing; // no ASCII text holds it (nor a lone surrogate)
    else append_hex(out, cp);
}

} // namespace urikit::detail
