// urikit: a part list as a regular expression or a pattern string (URL
// Pattern Standard, "Converting part lists to regular expressions",
// "Converting part lists to pattern strings").
#include "src/pattern/part_list_text.hpp"

#include <urikit/utf8.hpp>

#include "src/pattern/js_regexp.hpp"
#include "src/pattern/pattern_tokenizer.hpp"

namespace urikit::detail {

namespace {

// The regexp of a group part in the dialect.
error group_regexp(pattern_part const& part, pattern_options const& options, regexp_dialect dialect, std::string& out,
                   std::vector<regexp_part_at>* parts_at) {
    bool const re2 = dialect == regexp_dialect::re2;
    switch (part.type) {
    case part_type::segment_wildcard:
        if (re2 && options.delimiter == '\0') out += "(?s:.)+?";
        else out += segment_wildcard_regexp(options);
        return {};
    case part_type::full_wildcard: out += re2 ? "[^\\n\\r]*" : ".*"; return {}; // ASCII texts: no U+2028, U+2029
    case part_type::regexp:
        if (!re2) {
            if (parts_at != nullptr) parts_at->push_back({out.size(), part.regexp_at});
            out += part.value;
            return {};
        }
        if (error e = translate_js_regexp(part.value, options.ignore_case, out)) {
            e.offset += part.regexp_at;
            return e;
        }
        return {};
    case part_type::fixed_text: break;
    }
    return {};
}

error append_group(pattern_part const& part, pattern_options const& options, regexp_dialect dialect, std::string& out,
                   std::vector<regexp_part_at>* parts_at) {
    bool const repeats = part.modifier == part_modifier::zero_or_more || part.modifier == part_modifier::one_or_more;
    std::string_view const modifier = modifier_text(part.modifier);
    if (part.prefix.empty() && part.suffix.empty()) {
        out += repeats ? "((?:" : "(";
        if (error e = group_regexp(part, options, dialect, out, parts_at)) return e;
        out += ')';
        out += modifier;
        if (repeats) out += ')';
        return {};
    }
    out += "(?:";
    append_regexp_escaped(out, part.prefix);
    if (!repeats) {
        out += '(';
        if (error e = group_regexp(part, options, dialect, out, parts_at)) return e;
        out += ')';
        append_regexp_escaped(out, part.suffix);
        out += ')';
        out += modifier;
        return {};
    }
    out += "((?:";
    if (error e = group_regexp(part, options, dialect, out, parts_at)) return e;
    out += ")(?:";
    append_regexp_escaped(out, part.suffix);
    append_regexp_escaped(out, part.prefix);
    out += "(?:";
    if (error e = group_regexp(part, options, dialect, out, parts_at)) return e;
    out += "))*)";
    append_regexp_escaped(out, part.suffix);
    out += ')';
    if (part.modifier == part_modifier::zero_or_more) out += '?';
    return {};
}

bool first_is_name_code_point(std::string_view text) {
    if (text.empty()) return false;
    utf8_char const c = utf8_next(text.data(), text.size());
    return c.valid && is_name_code_point(c.code_point, false);
}

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// "needs grouping" of the part at `k` (the pattern string's rule).
bool needs_grouping(std::vector<pattern_part> const& parts, std::size_t k, pattern_options const& options) {
    pattern_part const& part = parts[k];
    bool const custom_name = !is_digit(part.name[0]);
    bool needs = !part.suffix.empty() ||
                 (!part.prefix.empty() && !(part.prefix.size() == 1 && part.prefix[0] == options.prefix));
    pattern_part const* next = k + 1 < parts.size() ? &parts[k + 1] : nullptr;
    if (!needs && custom_name && part.type == part_type::segment_wildcard && part.modifier == part_modifier::none &&
        next != nullptr && next->prefix.empty() && next->suffix.empty()) {
        if (next->type == part_type::fixed_text) needs = first_is_name_code_point(next->value);
        else needs = is_digit(next->name[0]);
    }
    pattern_part const* previous = k > 0 ? &parts[k - 1] : nullptr;
    if (!needs && part.prefix.empty() && previous != nullptr && previous->type == part_type::fixed_text &&
        !previous->value.empty() && previous->value.back() == options.prefix && options.prefix != '\0') {
        needs = true;
    }
    return needs;
}

void append_group_pattern(std::vector<pattern_part> const& parts, std::size_t k, pattern_options const& options,
                          std::string& out) {
    pattern_part const& part = parts[k];
    pattern_part const* previous = k > 0 ? &parts[k - 1] : nullptr;
    bool const custom_name = !is_digit(part.name[0]);
    bool const grouping = needs_grouping(parts, k, options);
    if (grouping) out += '{';
    append_pattern_escaped(out, part.prefix);
    if (custom_name) out += ':' + part.name;
    if (part.type == part_type::regexp) out += '(' + part.value + ')';
    else if (part.type == part_type::segment_wildcard && !custom_name) out += '(' + segment_wildcard_regexp(options) + ')';
    else if (part.type == part_type::full_wildcard) {
        bool const star = !custom_name && (previous == nullptr || previous->type == part_type::fixed_text ||
                                           previous->modifier != part_modifier::none || grouping || !part.prefix.empty());
        out += star ? "*" : "(.*)";
    }
    if (part.type == part_type::segment_wildcard && custom_name && first_is_name_code_point(part.suffix)) out += '\\';
    append_pattern_escaped(out, part.suffix);
    if (grouping) out += '}';
    out += modifier_text(part.modifier);
}

} // namespace

error generate_regexp(std::vector<pattern_part> const& parts, pattern_options const& options, regexp_dialect dialect,
                      std::string& out, std::vector<std::string>& names, std::vector<regexp_part_at>* parts_at) {
    out.clear();
    out += '^';
    names.clear();
    for (pattern_part const& part : parts) {
        if (part.type == part_type::fixed_text) {
            if (part.modifier == part_modifier::none) {
                append_regexp_escaped(out, part.value);
                continue;
            }
            out += "(?:";
            append_regexp_escaped(out, part.value);
            out += ')';
            out += modifier_text(part.modifier);
            continue;
        }
        names.push_back(part.name);
        if (error e = append_group(part, options, dialect, out, parts_at)) return e;
    }
    out += '$';
    return {};
}

std::string generate_pattern_string(std::vector<pattern_part> const& parts, pattern_options const& options,
                                    std::vector<std::uint32_t>* part_at) {
    std::string out;
    if (part_at != nullptr) part_at->clear();
    for (std::size_t k = 0; k < parts.size(); ++k) {
        if (part_at != nullptr) part_at->push_back(static_cast<std::uint32_t>(out.size()));
        pattern_part const& part = parts[k];
        if (part.type != part_type::fixed_text) {
            append_group_pattern(parts, k, options, out);
            continue;
        }
        bool const braces = part.modifier != part_modifier::none;
        if (braces) out += '{';
        append_pattern_escaped(out, part.value);
        if (braces) out += '}';
        out += modifier_text(part.modifier);
    }
    return out;
}

} // namespace urikit::detail
