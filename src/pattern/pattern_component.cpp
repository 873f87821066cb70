// urikit: compiling a URL pattern's component (URL Pattern Standard,
// "compile a component", "protocol component matches a special scheme").
#include "src/pattern/pattern_component.hpp"

#include <algorithm>

#include "src/core/ascii_case.hpp"
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
    out.pattern_string = generate_pattern_string(out.parts, options);
    choose_kind(out);
    for (pattern_part const& part : out.parts) {
        out.has_regexp_groups = out.has_regexp_groups || part.type == part_type::regexp;
        if (part.type == part_type::fixed_text) continue;
        out.empty_is_undefined.push_back(part.modifier == part_modifier::optional && part.prefix.empty() &&
                                         part.suffix.empty());
    }
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

bool matches_special_scheme(compiled_component const& protocol) {
    for (std::string_view scheme : {"ftp", "file", "http", "https", "ws", "wss"}) {
        if (component_matches(protocol, scheme)) return true;
    }
    return false;
}

} // namespace urikit::detail
