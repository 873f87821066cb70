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
#include "src/pattern/ecma_program.hpp"
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
    regexp_ptr regexp;
    // The Standard's expression as ECMAScript runs it, when its groups can
    // differ from RE2's (an iteration resets groups or checks for
    // emptiness); null when RE2's are ECMAScript's.
    std::unique_ptr<ecma_program const> ecma;
    bool has_regexp_groups = false;
    match_kind kind = match_kind::regexp;
    std::string exact; // match_kind::exact: the text (lowercase with ignore case)
};

// "compile a component": `input` parsed with `encode` and `options`, its
// pattern string generated and its expression compiled. Errors: the
// parser's and the regexp translation's (the offset in `input`; a group
// name of two regexp parts, or of a part written twice, is
// errc::regexp_syntax as RegExpCreate throws on the whole expression),
// and compile_regexp's and compile_ecma_program's (offset 0). O(n).
error compile_component(std::string_view input, encoding_callback encode, pattern_options const& options,
                        compiled_component& out);

// Whether `component` matches all of `text` (RegExpBuiltinExec is not
// null), through the fast path its kind allows. `text` is a canonical
// component, so ASCII; the expression and the fast paths read any other
// byte as one character (a text of non-ASCII bytes gets byte answers). O(n).
bool component_matches(compiled_component const& component, std::string_view text);

// The same, with the groups' texts as ECMAScript's RegExpBuiltinExec gives
// them (regexp_match_groups's shape). O(n).
bool component_match_groups(compiled_component const& component, std::string_view text,
                            std::vector<std::optional<std::string_view>>& groups);

// "protocol component matches a special scheme".
bool matches_special_scheme(compiled_component const& protocol);

} // namespace urikit::detail
