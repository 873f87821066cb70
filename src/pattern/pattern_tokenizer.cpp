// urikit: the URL Pattern Standard's tokenizer (URL Pattern Standard,
// "Tokenizing"), over UTF-8 with byte indexes.
#include "src/pattern/pattern_tokenizer.hpp"

#include <urikit/utf8.hpp>

namespace urikit::detail {

namespace {

using u32 = std::uint32_t;

struct tokenizer {
    std::string_view input;
    tokenize_policy policy;
    std::vector<pattern_token>& out;
    u32 index = 0;
    u32 next_index = 0;
    char32_t code_point = 0;
    error failure{};

    // "get the next code point" / "seek and get the next code point".
    void next() {
        utf8_char const c = utf8_next(input.data() + next_index, input.size() - next_index);
        code_point = c.code_point;
        next_index += c.size;
    }
    void seek(u32 at) {
        next_index = at;
        next();
    }
    [[nodiscard]] u32 size() const { return static_cast<u32>(input.size()); }
    void add(token_type type, u32 next_position, u32 value_position, u32 value_length) {
        out.push_back({type, index, input.substr(value_position, value_length)});
        index = next_position;
    }
    void add(token_type type, u32 next_position, u32 value_position) {
        add(type, next_position, value_position, next_position - value_position);
    }
    void add(token_type type) { add(type, next_index, index); }
    // "process a tokenizing error"; `at` is where a strict error points.
    bool fail(u32 next_position, u32 value_position, u32 at) {
        if (policy == tokenize_policy::strict) {
            failure = {errc::pattern_syntax, at};
            return false;
        }
        add(token_type::invalid_char, next_position, value_position);
        return true;
    }
};

bool is_ascii(char32_t c) { return c < 0x80; }

// The name after ":" (the tokenizer's ":" step).
bool name_token(tokenizer& t) {
    u32 const start = t.next_index;
    u32 position = start;
    while (position < t.size()) {
        t.seek(position);
        if (!is_name_code_point(t.code_point, position == start)) break;
        position = t.next_index;
    }
    if (position <= start) return t.fail(start, t.index, t.index);
    t.add(token_type::name, position, start);
    return true;
}

// The regexp's end after "(", or the byte where it goes wrong: the
// tokenizer's "(" loop. Returns false with `bad` set on an error.
bool scan_regexp(tokenizer& t, u32 start, u32& position, int& depth, u32& bad) {
    while (position < t.size()) {
        t.seek(position);
        bad = position;
        if (!is_ascii(t.code_point)) return false;
        if (position == start && t.code_point == U'?') return false;
        if (t.code_point == U'\\') {
            if (position + 1 == t.size()) return false;
            t.next();
            bad = position + 1;
            if (!is_ascii(t.code_point)) return false;
            position = t.next_index;
            continue;
        }
        if (t.code_point == U')') {
            if (--depth == 0) {
                position = t.next_index;
                return true;
            }
        } else if (t.code_point == U'(') {
            ++depth;
            if (position + 1 == t.size()) return false;
            u32 const after = t.next_index;
            t.next();
            bad = after;
            if (t.code_point != U'?') return false;
            t.next_index = after;
        }
        position = t.next_index;
    }
    return true;
}

bool regexp_token(tokenizer& t) {
    u32 const open = t.index;
    u32 const start = t.next_index;
    u32 position = start;
    int depth = 1;
    u32 bad = start;
    if (!scan_regexp(t, start, position, depth, bad)) return t.fail(start, open, bad);
    if (depth != 0) return t.fail(start, open, open);
    u32 const length = position - start - 1;
    if (length == 0) return t.fail(start, open, open);
    t.add(token_type::regexp, position, start, length);
    return true;
}

bool one_token(tokenizer& t) {
    t.seek(t.index);
    switch (t.code_point) {
    case U'*': t.add(token_type::asterisk); return true;
    case U'+':
    case U'?': t.add(token_type::other_modifier); return true;
    case U'{': t.add(token_type::open); return true;
    case U'}': t.add(token_type::close); return true;
    case U':': return name_token(t);
    case U'(': return regexp_token(t);
    case U'\\': {
        if (t.next_index == t.size()) return t.fail(t.next_index, t.index, t.index);
        u32 const escaped = t.next_index;
        t.next();
        t.add(token_type::escaped_char, t.next_index, escaped);
        return true;
    }
    default: t.add(token_type::char_); return true;
    }
}

} // namespace

error tokenize_pattern(std::string_view input, tokenize_policy policy, std::vector<pattern_token>& out) {
    out.clear();
    tokenizer t{input, policy, out};
    while (t.index < t.size()) {
        if (!one_token(t)) return t.failure;
    }
    t.add(token_type::end, t.index, t.index);
    return {};
}

} // namespace urikit::detail
