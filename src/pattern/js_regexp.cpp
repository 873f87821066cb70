// urikit: a JavaScript regular expression with the `v` flag (ECMAScript,
// "Patterns": Disjunction, Alternative, Term, Quantifier, Atom) written in
// RE2's syntax; the classes are js_regexp_class.cpp's.
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

struct translator : js_reader {
    std::string& out;
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

    translator(std::string_view text, bool icase, std::string& o) : js_reader{text, 0, {}, icase, false}, out(o) {}

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

bool translator::disjunction() {
    ++clock;
    levels.push_back({clock, clock});
    bool const ok = alternatives();
    levels.pop_back();
    return ok;
}

bool translator::alternatives() {
    while (true) {
        while (more() && peek() != '|' && peek() != ')') {
            if (!term()) return false;
        }
        if (peek() != '|') return true;
        levels.back().last_bar = ++clock;
        out += '|';
        ++i;
    }
}

// Whether a group named at clock `seen` and one named now can both take
// part in a match: no "|" was read since, in any Disjunction open then and now.
bool translator::might_both_participate(std::size_t seen) const noexcept {
    for (level const& l : levels) {
        if (l.opened > seen) break; // opened since: it and the deeper ones are not shared
        if (l.last_bar > seen) return false;
    }
    return true;
}

bool translator::term() {
    std::size_t const at = i;
    bool quantifiable = true;
    switch (char const c = peek()) {
    case '^':
    case '$':
        out += c;
        ++i;
        quantifiable = false;
        break;
    case '.':
        ++i;
        out += dot_all ? "(?s:.)" : "[^\\n\\r]"; // U+2028 and U+2029, line terminators too, are in no ASCII text
        break;
    case '(':
        ++i;
        if (!group(at)) return false;
        break;
    case '[': {
        ascii_set set;
        if (!read_class(*this, set)) return false;
        append_set(out, set);
        break;
    }
    case '\\':
        if (!escape_atom(quantifiable)) return false;
        break;
    case '*': case '+': case '?': case '{': case '}': case ']': return fail(errc::regexp_syntax, at);
    default:
        append_literal(out, static_cast<unsigned char>(c));
        ++i;
        break;
    }
    return quantifier(quantifiable);
}

// "(?<name>": a plain capturing group (JavaScript numbers it as RE2 does); a
// name may repeat in another Alternative (ECMAScript 2025).
bool translator::group_name(std::size_t at) {
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
    out += '(';
    return true;
}

// "(?ims-ims:" (regexp modifiers): each flag once, at least one.
bool translator::modifiers(std::size_t at) {
    std::string flags;
    bool removing = false, add_i = ignore_case, add_s = dot_all;
    for (; more() && peek() != ':'; ++i) {
        char const c = peek();
        bool const known = c == 'i' || c == 'm' || c == 's';
        if ((c == '-' && removing) || (c != '-' && (!known || flags.find(c) != std::string::npos)))
            return fail(errc::regexp_syntax, i);
        removing = removing || c == '-';
        if (c == 'i') add_i = !removing;
        if (c == 's') add_s = !removing;
        flags += c;
    }
    if (!more() || flags.empty() || flags == "-" || flags.back() == '-') return fail(errc::regexp_syntax, at);
    ++i;
    out += "(?" + flags + ":";
    ignore_case = add_i;
    dot_all = add_s;
    return true;
}

bool translator::group(std::size_t at) {
    if (!enter(at)) return false;
    bool const saved_case = ignore_case, saved_dot = dot_all;
    if (starts("?:")) {
        i += 2;
        out += "(?:";
    } else if (starts("?=") || starts("?!") || starts("?<=") || starts("?<!")) {
        return fail(errc::regexp_unsupported, at); // lookaround: no linear-time engine runs it
    } else if (starts("?<")) {
        i += 2;
        if (!group_name(at)) return false;
    } else if (starts("?")) {
        ++i;
        if (!modifiers(at)) return false;
    } else {
        out += '(';
    }
    if (!disjunction()) return false;
    if (peek() != ')') return fail(errc::regexp_syntax, at);
    ++i;
    out += ')';
    ignore_case = saved_case;
    dot_all = saved_dot;
    leave();
    return true;
}

bool translator::escape_atom(bool& quantifiable) {
    std::size_t const at = i++;
    char const c = peek();
    if (!more()) return fail(errc::regexp_syntax, at);
    if (std::string_view("dDsSwW").find(c) != std::string_view::npos) {
        ++i;
        append_set(out, class_escape_set(*this, c));
        return true;
    }
    if (c == 'b' || c == 'B') {
        ++i;
        out += c == 'b' ? "\\b" : "\\B";
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
        append_set(out, folded);
        return true;
    }
    append_literal(out, cp);
    return true;
}

// DecimalDigits of a counted repetition, held at max_repeat + 1.
bool translator::bound(std::size_t& n) {
    std::size_t const begin = i;
    n = 0;
    for (; peek() >= '0' && peek() <= '9'; ++i) n = std::min(max_repeat + 1, n * 10 + static_cast<std::size_t>(peek() - '0'));
    return i > begin;
}

bool translator::quantifier(bool quantifiable) {
    std::size_t const at = i;
    char const c = peek();
    if (c == '*' || c == '+' || c == '?') {
        if (!quantifiable) return fail(errc::regexp_syntax, at);
        out += c;
        ++i;
    } else if (c == '{') {
        ++i;
        std::size_t low = 0, high = 0;
        if (!quantifiable || !bound(low)) return fail(errc::regexp_syntax, at);
        bool const comma = peek() == ',';
        if (comma) ++i;
        bool const has_high = comma && bound(high);
        if (peek() != '}' || (has_high && high < low)) return fail(errc::regexp_syntax, at);
        ++i;
        if (low > max_repeat || high > max_repeat) return fail(errc::regexp_unsupported, at);
        out += '{' + std::to_string(low) + (comma ? "," : "") + (has_high ? std::to_string(high) : "") + '}';
    } else {
        return true;
    }
    if (peek() == '?') {
        out += '?';
        ++i;
    }
    return true;
}

} // namespace

error translate_js_regexp(std::string_view js, bool ignore_case, std::string& out) {
    std::string written;
    translator t(js, ignore_case, written);
    if (!t.disjunction()) return t.err;
    if (t.more()) return {errc::regexp_syntax, static_cast<std::uint32_t>(t.i)}; // an unbalanced ")"
    out += written;
    return {};
}

} // namespace urikit::detail
