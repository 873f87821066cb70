// urikit: a URL pattern's component (URL Pattern Standard, "component",
// "compile a component"): its parts, pattern string, group names and
// compiled regular expression.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <urikit/error.hpp>

#include "src/pattern/pattern_parser.hpp"
#include "src/pattern/regexp_engine.hpp"

namespace urikit::detail {

// How test() decides a component: by its expression, or without it where
// the parts say the answer: "*" alone matches every text, fixed text alone
// only itself (ASCII case folded with ignore case: a canonical component is
// ASCII). Tested equal to the expression (pattern_component_test, fuzz_pattern).
enum class match_kind : std::uint8_t { regexp, any, exact };

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
    match_kind kind = match_kind::regexp;
    std::string exact; // match_kind::exact: the text (lowercase with ignore case)
};

// "compile a component": `input` parsed with `encode` and `options`, its
// pattern string generated and its expression compiled. Errors: the
// parser's and the regexp translation's (the offset in `input`), and
// compile_regexp's (offset 0). O(n).
error compile_component(std::string_view input, encoding_callback encode, pattern_options const& options,
                        compiled_component& out);

// Whether `component` matches all of `text` (RegExpBuiltinExec is not
// null), through the fast path its kind allows. `text` is a canonical
// component, so ASCII; the expression and the fast paths read any other
// byte as one character (a text of non-ASCII bytes gets byte answers). O(n).
bool component_matches(compiled_component const& component, std::string_view text);

// "protocol component matches a special scheme".
bool matches_special_scheme(compiled_component const& protocol);

} // namespace urikit::detail
