// urikit: compiling a URL pattern's component (URL Pattern Standard,
// "compile a component", "protocol component matches a special scheme").
#include "src/pattern/pattern_component.hpp"

#include "src/pattern/part_list_text.hpp"

namespace urikit::detail {

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
    for (pattern_part const& part : out.parts) {
        out.has_regexp_groups = out.has_regexp_groups || part.type == part_type::regexp;
        if (part.type == part_type::fixed_text) continue;
        out.empty_is_undefined.push_back(part.modifier == part_modifier::optional && part.prefix.empty() &&
                                         part.suffix.empty());
    }
    return {};
}

bool matches_special_scheme(compiled_component const& protocol) {
    for (std::string_view scheme : {"ftp", "file", "http", "https", "ws", "wss"}) {
        if (regexp_matches(*protocol.regexp, scheme)) return true;
    }
    return false;
}

} // namespace urikit::detail
