// urikit: a JavaScript regular expression with the `v` flag (ECMAScript,
// "Patterns": Disjunction, Alternative, Term, Quantifier, Atom) read for a
// writer, and the writer of RE2's syntax; the classes are
// js_regexp_class.cpp's.
#include "src/pattern/js_regexp.hpp"

#include <map>
#include <vector>

#include "src/pattern/js_regexp_reader.hpp"

namespace urikit::detail {

namespace {

constexpr std::size_t max_repeat = 1000; // RE2's limit on a counted repetition

bool is_name_char(char c, bool first) {
    bool const letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '$' || c == '_';
    return letter || (!first && c >= '0' && c <= '9');
}

struct parser : js_reader {
    js_regexp_writer& out;
    bool multiline = false;
    // Duplicate group names (ECMAScript 2025, "Static Semantics: Early
    // Errors" with MightBothParticipate): two groups may share a name only
    // when they are in different Alternatives of a common Disjunction. One
    // entry per open Disjunction (the pattern's, then each group's): when it
    // opened and when its last "|" was read, on one clock that ticks at each
    // and at each name; per name, when it was last seen (checking the last
    // is enough: a "|" that separates two groups separates every later one
    // from both, or from neither).
    struct level {
        std::size_t opened;
        std::size_t last_bar;
    };
    std::vector<level> levels;
    std::map<std::string_view, std::size_t> named_at;
    std::size_t clock = 0;

    parser(std::string_view text, bool icase, std::size_t max_nesting, js_regexp_writer& o)
        : js_reader{text, 0, {}, icase, false, 0, max_nesting}, out(o) {}

    bool disjunction();
    bool alternatives();
    bool might_both_participate(std::size_t seen) const noexcept;
    bool term();
    bool group(std::size_t at);
    bool group_name(std::size_t at);
    bool modifiers(std::size_t at);
    bool escape_atom(bool& quantifiable);
    bool quantifier(bool quantifiable);
    bool bound(std::size_t& n);
};

bool parser::disjunction() {
    ++clock;
    levels.push_back({clock, clock});
    bool const ok = alternatives();
    levels.pop_back();
    return ok;
}

bool parser::alternatives() {
    while (true) {
        while (more() && peek() != '|' && peek() != ')') {
            if (!term()) return false;
        }
        if (peek() != '|') return true;
        levels.back().last_bar = ++clock;
        out.bar();
        ++i;
    }
}

// Whether a group named at clock `seen` and one named now can both take
// part in a match: no "|" was read since, in any Disjunction open then and now.
bool parser::might_both_participate(std::size_t seen) const noexcept {
    for (level const& l : levels) {
        if (l.opened > seen) break; // opened since: it and the deeper ones are not shared
        if (l.last_bar > seen) return false;
    }
    return true;
}

bool parser::term() {
    std::size_t const at = i;
    bool quantifiable = true;
    switch (char const c = peek()) {
    case '^':
    case '$':
        out.assertion(c, multiline);
        ++i;
        quantifiable = false;
        break;
    case '.':
        ++i;
        out.any_character(dot_all);
        break;
    case '(':
        ++i;
        if (!group(at)) return false;
        break;
    case '[': {
        ascii_set set;
        if (!read_class(*this, set)) return false;
        out.set(set);
        break;
    }
    case '\\':
        if (!escape_atom(quantifiable)) return false;
        break;
    case '*': case '+': case '?': case '{': case '}': case ']': return fail(errc::regexp_syntax, at);
    default:
        out.literal(static_cast<unsigned char>(c), ignore_case);
        ++i;
        break;
    }
    return quantifier(quantifiable);
}

// "(?<name>": a plain capturing group (JavaScript numbers it as RE2 does); a
// name may repeat in another Alternative (ECMAScript 2025).
bool parser::group_name(std::size_t at) {
    std::size_t const begin = i;
    while (more() && peek() != '>') {
        if (peek() == '\\') return fail(errc::regexp_unsupported, i);
        if (!is_name_char(peek(), i == begin)) return fail(errc::regexp_syntax, i);
        ++i;
    }
    if (!more() || i == begin) return fail(errc::regexp_syntax, at);
    auto const [seen, fresh] = named_at.try_emplace(s.substr(begin, i - begin), 0);
    if (!fresh && might_both_participate(seen->second)) return fail(errc::regexp_syntax, begin);
    seen->second = ++clock;
    ++i;
    out.open_group(js_regexp_writer::group_kind::capturing, {});
    return true;
}

// "(?ims-ims:" (regexp modifiers): each flag once, at least one.
bool parser::modifiers(std::size_t at) {
    std::string flags;
    bool removing = false, add_i = ignore_case, add_m = multiline, add_s = dot_all;
    for (; more() && peek() != ':'; ++i) {
        char const c = peek();
        bool const known = c == 'i' || c == 'm' || c == 's';
        if ((c == '-' && removing) || (c != '-' && (!known || flags.find(c) != std::string::npos)))
            return fail(errc::regexp_syntax, i);
        removing = removing || c == '-';
        if (c == 'i') add_i = !removing;
        if (c == 'm') add_m = !removing;
        if (c == 's') add_s = !removing;
        flags += c;
    }
    if (!more() || flags.empty() || flags == "-" || flags.back() == '-') return fail(errc::regexp_syntax, at);
    ++i;
    out.open_group(js_regexp_writer::group_kind::modifiers, flags);
    ignore_case = add_i;
    multiline = add_m;
    dot_all = add_s;
    return true;
}

bool parser::group(std::size_t at) {
    if (!enter(at)) return false;
    bool const saved_case = ignore_case, saved_multiline = multiline, saved_dot = dot_all;
    if (starts("?:")) {
        i += 2;
        out.open_group(js_regexp_writer::group_kind::non_capturing, {});
    } else if (starts("?=") || starts("?!") || starts("?<=") || starts("?<!")) {
        return fail(errc::regexp_unsupported, at); // lookaround: no linear-time engine runs it
    } else if (starts("?<")) {
        i += 2;
        if (!group_name(at)) return false;
    } else if (starts("?")) {
        ++i;
        if (!modifiers(at)) return false;
    } else {
        out.open_group(js_regexp_writer::group_kind::capturing, {});
    }
    if (!disjunction()) return false;
    if (peek() != ')') return fail(errc::regexp_syntax, at);
    ++i;
    out.close_group();
    ignore_case = saved_case;
    multiline = saved_multiline;
    dot_all = saved_dot;
    leave();
    return true;
}

bool parser::escape_atom(bool& quantifiable) {
    std::size_t const at = i++;
    char const c = peek();
    if (!more()) return fail(errc::regexp_syntax, at);
    if (std::string_view("dDsSwW").find(c) != std::string_view::npos) {
        ++i;
        out.set(class_escape_set(*this, c));
        return true;
    }
    if (c == 'b' || c == 'B') {
        ++i;
        out.assertion(c, multiline);
        quantifiable = false;
        return true;
    }
    if ((c >= '1' && c <= '9') || c == 'k') return fail(errc::regexp_unsupported, at); // a backreference
    if (c == 'p' || c == 'P') return fail(errc::regexp_unsupported, at);               // a property escape
    char32_t cp = 0;
    if (!read_character_escape(*this, "", cp)) return false;
    if (cp >= 0x80 && ignore_case) { // U+017F and U+212A fold to "s" and "k"; others match no ASCII text
        ascii_set folded;
        folded.add(cp);
        folded.fold();
        out.set(folded);
        return true;
    }
    out.literal(cp, ignore_case);
    return true;
}

// DecimalDigits of a counted repetition, held at max_repeat + 1.
bool parser::bound(std::size_t& n) {
    std::size_t const begin = i;
    n = 0;
    for (; peek() >= '0' && peek() <= '9'; ++i) n = std::min(max_repeat + 1, n * 10 + static_cast<std::size_t>(peek() - '0'));
    return i > begin;
}

bool parser::quantifier(bool quantifiable) {
    std::size_t const at = i;
    char const c = peek();
    std::size_t low = 0, high = js_regexp_writer::unbounded;
    if (c == '*' || c == '+' || c == '?') {
        if (!quantifiable) return fail(errc::regexp_syntax, at);
        low = c == '+' ? 1 : 0;
        if (c == '?') high = 1;
        ++i;
    } else if (c == '{') {
        ++i;
        if (!quantifiable || !bound(low)) return fail(errc::regexp_syntax, at);
        bool const comma = peek() == ',';
        if (comma) ++i;
        std::size_t written_high = 0;
        bool const has_high = comma && bound(written_high);
        high = has_high ? written_high : comma ? js_regexp_writer::unbounded : low;
        if (peek() != '}' || (has_high && high < low)) return fail(errc::regexp_syntax, at);
        ++i;
        if (low > max_repeat || (high != js_regexp_writer::unbounded && high > max_repeat))
            return fail(errc::regexp_unsupported, at);
    } else {
        return true;
    }
    bool const lazy = peek() == '?';
    if (lazy) ++i;
    out.quantifier(low, high, !lazy);
    return true;
}

// RE2's syntax.
class re2_writer final : public js_regexp_writer {
public:
    explicit re2_writer(std::string& o) : out(o) {}

    void bar() override { out += '|'; }
    void open_group(group_kind kind, std::string_view flags) override {
        if (kind == group_kind::capturing) out += '(';
        else if (kind == group_kind::non_capturing) out += "(?:";
        else out.append("(?").append(flags).append(":");
    }
    void close_group() override { out += ')'; }
    void assertion(char which, bool) override {
        if (which == 'b' || which == 'B') out += '\\';
        out += which;
    }
    // U+2028 and U+2029, line terminators too, are in no ASCII text.
    void any_character(bool dot_all) override { out += dot_all ? "(?s:.)" : "[^\\n\\r]"; }
    void set(ascii_set const& set) override { append_set(out, set); }
    void literal(char32_t cp, bool) override { append_literal(out, cp); } // `i` is RE2's flag (compile_regexp, "(?i:")
    void quantifier(std::size_t min, std::size_t max, bool greedy) override {
        if (min == 0 && max == unbounded) out += '*';
        else if (min == 1 && max == unbounded) out += '+';
        else if (min == 0 && max == 1) out += '?';
        else {
            out += '{' + std::to_string(min);
            if (max != min) out += ',';
            if (max != min && max != unbounded) out += std::to_string(max);
            out += '}';
        }
        if (!greedy) out += '?';
    }

private:
    std::string& out;
};

} // namespace

error read_js_regexp(std::string_view js, bool ignore_case, std::size_t max_nesting, js_regexp_writer& writer) {
    parser p(js, ignore_case, max_nesting, writer);
    if (!p.disjunction()) return p.err;
    if (p.more()) return {errc::regexp_syntax, static_cast<std::uint32_t>(p.i)}; // an unbalanced ")"
    return {};
}

error translate_js_regexp(std::string_view js, bool ignore_case, std::string& out) {
    std::string written;
    re2_writer writer(written);
    if (error e = read_js_regexp(js, ignore_case, max_regexp_nesting, writer)) return e;
    out += written;
    return {};
}

} // namespace urikit::detail
