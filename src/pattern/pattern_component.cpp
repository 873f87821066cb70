// urikit: compiling a URL pattern's component (URL Pattern Standard,
// "compile a component", "protocol component matches a special scheme").
#include "src/pattern/pattern_component.hpp"

#include <algorithm>

#include "src/core/ascii_case.hpp"
#include "src/pattern/js_regexp_reader.hpp"
#include "src/pattern/part_list_text.hpp"

namespace urikit::detail {

namespace {

// The fast path the parts allow (match_kind).
void choose_kind(compiled_component& c) {
    bool const all_fixed = std::all_of(c.parts.begin(), c.parts.end(), [](pattern_part const& p) {
        return p.type == part_type::fixed_text && p.modifier == part_modifier::none;
    });
    if (all_fixed) {
        c.kind = match_kind::exact;
        for (pattern_part const& p : c.parts) c.exact += p.value;
        if (c.options.ignore_case) std::transform(c.exact.begin(), c.exact.end(), c.exact.begin(), ascii_lower);
        return;
    }
    if (c.parts.size() == 1 && c.parts[0].type == part_type::full_wildcard &&
        c.parts[0].modifier == part_modifier::none && c.parts[0].prefix.empty() && c.parts[0].suffix.empty())
        c.kind = match_kind::any;
}

// The Standard's expression read whole as JavaScript reads it: a group
// name repeated across parts is refused (at the second, in `input`), and
// the ECMAScript program kept when RE2's groups could differ. The parts'
// own translation checked everything else, so nesting deeper by the
// groups generate_regexp wraps a part in (four at most) is no error.
error compile_groups(compiled_component& out) {
    std::string js;
    std::vector<std::string> names;
    std::vector<regexp_part_at> parts_at;
    (void)generate_regexp(out.parts, out.options, regexp_dialect::javascript, js, names, &parts_at);
    auto program = std::make_unique<ecma_program>();
    bool perl_agrees = true;
    error e = compile_ecma_program(js, out.options.ignore_case, max_regexp_nesting + 4, *program, perl_agrees);
    if (e) { // its offset is in `js`: the same byte of the part's text in `input`, else the component's first
        auto const part = std::find_if(parts_at.rbegin(), parts_at.rend(),
                                       [&](regexp_part_at const& p) { return p.written <= e.offset; });
        e.offset = part == parts_at.rend() ? 0 : part->read + static_cast<std::uint32_t>(e.offset - part->written);
        return e;
    }
    if (!perl_agrees) out.ecma = std::move(program);
    return {};
}

} // namespace

error compile_component(std::string_view input, encoding_callback encode, pattern_options const& options,
                        compiled_component& out) {
    out = compiled_component{};
    out.options = options;
    out.encode = encode;
    if (error e = parse_pattern_string(input, options, encode, out.parts)) return e;
    std::string expression;
    if (error e = generate_regexp(out.parts, options, regexp_dialect::re2, expression, out.names)) return e;
    if (error e = compile_regexp(expression, options.ignore_case, out.regexp)) return e;
    if (error e = compile_groups(out)) return e;
    out.pattern_string = generate_pattern_string(out.parts, options);
    choose_kind(out);
    out.has_regexp_groups = std::any_of(out.parts.begin(), out.parts.end(),
                                        [](pattern_part const& p) { return p.type == part_type::regexp; });
    return {};
}

bool component_matches(compiled_component const& component, std::string_view text) {
    switch (component.kind) {
    case match_kind::any: // "." of ".*": no line terminator (an ASCII text has no U+2028, U+2029)
        return text.find_first_of("\n\r") == std::string_view::npos;
    case match_kind::exact:
        return component.options.ignore_case ? equals_ignoring_case(text, component.exact) : text == component.exact;
    case match_kind::regexp: break;
    }
    return component.regexp && regexp_matches(*component.regexp, text);
}

// RE2 decides whether the text matches (its DFA is the fast no); the
// ECMAScript program, when there is one, gives the groups. Both read the
// same expression, so on an ASCII text they agree on the match; a
// non-ASCII text (no canonical component is one) has RE2's groups, since
// the Standard's "[^]" is an ASCII class to the program and any byte to RE2.
bool component_match_groups(compiled_component const& component, std::string_view text,
                            std::vector<std::optional<std::string_view>>& groups) {
    if (!component.regexp) return false;
    if (!component.ecma || !is_ascii(text)) return regexp_match_groups(*component.regexp, text, groups);
    return regexp_matches(*component.regexp, text) && ecma_match_groups(*component.ecma, text, groups);
}

bool matches_special_scheme(compiled_component const& protocol) {
    for (std::string_view scheme : {"ftp", "file", "http", "https", "ws", "wss"}) {
        if (component_matches(protocol, scheme)) return true;
    }
    return false;
}

} // namespace urikit::detail
