// urikit: a URL pattern's component (URL Pattern Standard, "component",
// "compile a component"): its parts, pattern string, group names and
// compiled regular expression.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include <urikit/error.hpp>

#include "src/pattern/pattern_parser.hpp"
#include "src/pattern/regexp_engine.hpp"

namespace urikit::detail {

struct compiled_component {
    std::vector<pattern_part> parts;
    pattern_options options;
    encoding_callback encode = nullptr;
    std::string pattern_string;
    std::vector<std::string> names;
    // Per group: a bare optional group ("(x)?"), whose empty match
    // JavaScript reports as undefined (an empty iteration of a quantifier
    // with minimum 0 fails, ECMAScript RepeatMatcher) where RE2 captures "".
    std::vector<bool> empty_is_undefined;
    regexp_ptr regexp;
    bool has_regexp_groups = false;
};

// "compile a component": `input` parsed with `encode` and `options`, its
// pattern string generated and its expression compiled. Errors: the
// parser's and the regexp translation's (the offset in `input`), and
// compile_regexp's (offset 0). O(n).
error compile_component(std::string_view input, encoding_callback encode, pattern_options const& options,
                        compiled_component& out);

// "protocol component matches a special scheme".
bool matches_special_scheme(compiled_component const& protocol);

} // namespace urikit::detail
