// urikit: the URL Pattern Standard's pattern parser ("Parsing pattern
// strings", "Parsing").
#include "src/pattern/pattern_parser.hpp"

#include <unordered_set>

#include "src/pattern/pattern_tokenizer.hpp"

namespace urikit::detail {

namespace {

using u32 = std::uint32_t;

// Fixed text gathered from tokens, and where each of its bytes came from
// in the input (an escaped character's is after its "\\"), so an encoding
// error maps back to its byte.
struct text_piece {
    std::string text;
    std::vector<u32> source;
    u32 at = 0; // where the piece begins (also when empty)

    void add(pattern_token const& t) {
        if (text.empty()) at = t.index;
        u32 const first = t.type == token_type::escaped_char ? t.index + 1 : t.index;
        for (std::size_t k = 0; k < t.value.size(); ++k) source.push_back(first + static_cast<u32>(k));
        text += t.value;
    }
    void add(text_piece const& other) {
        if (text.empty()) at = other.at;
        text += other.text;
        source.insert(source.end(), other.source.begin(), other.source.end());
    }
    // The input's byte for byte `k` of the text (its end for the end).
    [[nodiscard]] u32 input_offset(std::size_t k) const {
        if (k < source.size()) return source[k];
        return source.empty() ? at : source.back() + 1;
    }
};

struct pattern_parser {
    std::vector<pattern_token> tokens;
    pattern_options options;
    encoding_callback encode;
    std::string segment_wildcard;
    std::vector<pattern_part>& parts;
    std::unordered_set<std::string_view> names;
    text_piece pending;
    std::size_t index = 0;
    u32 next_numeric_name = 0;
    std::string scratch;

    pattern_token const* try_consume(token_type type) {
        if (tokens[index].type != type) return nullptr;
        return &tokens[index++];
    }
    pattern_token const* try_modifier() {
        if (auto const* t = try_consume(token_type::other_modifier)) return t;
        return try_consume(token_type::asterisk);
    }
    pattern_token const* try_regexp_or_wildcard(pattern_token const* name) {
        pattern_token const* t = try_consume(token_type::regexp);
        if (name == nullptr && t == nullptr) t = try_consume(token_type::asterisk);
        return t;
    }
    error require(token_type type) {
        if (try_consume(type) == nullptr) return {errc::pattern_syntax, tokens[index].index};
        return {};
    }
    text_piece consume_text() {
        text_piece piece;
        piece.at = tokens[index].index;
        while (true) {
            pattern_token const* t = try_consume(token_type::char_);
            if (t == nullptr) t = try_consume(token_type::escaped_char);
            if (t == nullptr) break;
            piece.add(*t);
        }
        return piece;
    }
    // Runs the encoding callback on `piece` into `out`, mapping its error.
    error encoded(text_piece const& piece, std::string& out) {
        if (piece.text.empty()) {
            out.clear();
            return {};
        }
        error e = encode(piece.text, out);
        if (e) e.offset = piece.input_offset(e.offset);
        return e;
    }
    error flush_pending();
    error add_part(text_piece const& prefix, pattern_token const* name, pattern_token const* regexp,
                   text_piece const& suffix, pattern_token const* modifier, u32 at);
    error group_part(pattern_token const* char_token, pattern_token const* name, pattern_token const* regexp);
    error braced_part();
    error step(bool& done);
};

part_modifier modifier_of(pattern_token const* t) {
    if (t == nullptr) return part_modifier::none;
    if (t->value == "?") return part_modifier::optional;
    if (t->value == "*") return part_modifier::zero_or_more;
    return part_modifier::one_or_more;
}

// "maybe add a part from the pending fixed value".
error pattern_parser::flush_pending() {
    if (pending.text.empty()) return {};
    pattern_part part;
    part.at = pending.at;
    if (error e = encoded(pending, part.value)) return e;
    pending = {};
    parts.push_back(std::move(part));
    return {};
}

// The kind of group and its regexp value ("add a part", steps 7-11).
void classify(pattern_parser const& p, pattern_token const* regexp, pattern_part& part) {
    part.type = part_type::regexp;
    if (regexp == nullptr) part.value = p.segment_wildcard;
    else if (regexp->type == token_type::asterisk) part.value = ".*";
    else {
        part.value = regexp->value;
        part.regexp_at = regexp->index + 1;
    }
    if (part.value == p.segment_wildcard) {
        part.type = part_type::segment_wildcard;
        part.value.clear();
    } else if (part.value == ".*") {
        part.type = part_type::full_wildcard;
        part.value.clear();
    }
}

// "add a part".
error pattern_parser::add_part(text_piece const& prefix, pattern_token const* name, pattern_token const* regexp,
                               text_piece const& suffix, pattern_token const* modifier_token, u32 at) {
    part_modifier const modifier = modifier_of(modifier_token);
    if (name == nullptr && regexp == nullptr && modifier == part_modifier::none) {
        pending.add(prefix); // a "{foo}": more fixed text
        return {};
    }
    if (error e = flush_pending()) return e;
    pattern_part part;
    part.at = at;
    part.modifier = modifier;
    if (name == nullptr && regexp == nullptr) { // a "{foo}?"
        if (prefix.text.empty()) return {};
        if (error e = encoded(prefix, part.value)) return e;
        parts.push_back(std::move(part));
        return {};
    }
    classify(*this, regexp, part);
    if (name != nullptr) {
        if (!names.insert(name->value).second) return {errc::pattern_duplicate_name, name->index};
        part.name = name->value;
    } else {
        part.name = std::to_string(next_numeric_name++);
    }
    if (error e = encoded(prefix, part.prefix)) return e;
    if (error e = encoded(suffix, part.suffix)) return e;
    parts.push_back(std::move(part));
    return {};
}

// The "<prefix char><name><regexp><modifier>" branch.
error pattern_parser::group_part(pattern_token const* char_token, pattern_token const* name,
                                 pattern_token const* regexp) {
    text_piece prefix;
    u32 const at = char_token != nullptr ? char_token->index : (name != nullptr ? name->index : regexp->index);
    if (char_token != nullptr) {
        if (char_token->value.size() == 1 && char_token->value[0] == options.prefix && options.prefix != '\0') {
            prefix.add(*char_token);
        } else {
            pending.add(*char_token);
        }
    }
    if (error e = flush_pending()) return e;
    pattern_token const* modifier = try_modifier();
    return add_part(prefix, name, regexp, text_piece{}, modifier, at);
}

// The "<open><prefix><name><regexp><suffix><close><modifier>" branch.
error pattern_parser::braced_part() {
    u32 const at = tokens[index - 1].index;
    text_piece const prefix = consume_text();
    pattern_token const* name = try_consume(token_type::name);
    pattern_token const* regexp = try_regexp_or_wildcard(name);
    text_piece const suffix = consume_text();
    if (error e = require(token_type::close)) return e;
    pattern_token const* modifier = try_modifier();
    return add_part(prefix, name, regexp, suffix, modifier, at);
}

error pattern_parser::step(bool& done) {
    pattern_token const* char_token = try_consume(token_type::char_);
    pattern_token const* name = try_consume(token_type::name);
    pattern_token const* regexp = try_regexp_or_wildcard(name);
    if (name != nullptr || regexp != nullptr) return group_part(char_token, name, regexp);
    pattern_token const* fixed = char_token != nullptr ? char_token : try_consume(token_type::escaped_char);
    if (fixed != nullptr) {
        pending.add(*fixed);
        return {};
    }
    if (try_consume(token_type::open) != nullptr) return braced_part();
    if (error e = flush_pending()) return e;
    done = true;
    return require(token_type::end);
}

} // namespace

error parse_pattern_string(std::string_view input, pattern_options const& options, encoding_callback encode,
                           std::vector<pattern_part>& out) {
    out.clear();
    pattern_parser p{{}, options, encode, segment_wildcard_regexp(options), out, {}, {}, 0, 0, {}};
    if (error e = tokenize_pattern(input, tokenize_policy::strict, p.tokens)) return e;
    for (bool done = false; !done && p.index < p.tokens.size();) {
        if (error e = p.step(done)) return e;
    }
    return {};
}

std::string segment_wildcard_regexp(pattern_options const& options) {
    std::string out = "[^";
    if (options.delimiter != '\0') append_regexp_escaped(out, std::string_view(&options.delimiter, 1));
    out += "]+?";
    return out;
}

void append_regexp_escaped(std::string& out, std::string_view text) {
    for (char c : text) {
        switch (c) {
        case '.': case '+': case '*': case '?': case '^': case '$': case '{': case '}':
        case '(': case ')': case '[': case ']': case '|': case '/': case '\\': out += '\\'; break;
        default: break;
        }
        out += c;
    }
}

void append_pattern_escaped(std::string& out, std::string_view text) {
    for (char c : text) {
        switch (c) {
        case '+': case '*': case '?': case ':': case '{': case '}': case '(': case ')': case '\\': out += '\\'; break;
        default: break;
        }
        out += c;
    }
}

std::string_view modifier_text(part_modifier m) noexcept {
    switch (m) {
    case part_modifier::zero_or_more: return "*";
    case part_modifier::optional: return "?";
    case part_modifier::one_or_more: return "+";
    case part_modifier::none: break;
    }
    return "";
}

} // namespace urikit::detail
