// urikit: the regular expression engine behind URL patterns: RE2 (linear
// time in the text), or none when urikit is built without it.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <urikit/error.hpp>

namespace urikit::detail {

class regexp_program;
struct regexp_deleter {
    void operator()(regexp_program const* p) const noexcept;
};
using regexp_ptr = std::unique_ptr<regexp_program const, regexp_deleter>;

// Compiles `re2_text` (RE2 syntax, as generate_regexp writes it).
// Errors (offset 0): errc::regexp_unsupported when RE2 refuses it (over its
// memory budget), errc::regexp_unavailable without RE2.
error compile_regexp(std::string const& re2_text, bool ignore_case, regexp_ptr& out);

// True when the program matches all of `text`. O(n) in the text.
bool regexp_matches(regexp_program const& program, std::string_view text);

// The same, with the capturing groups' texts in `groups` (resized to the
// program's group count; none for a group that took no part). O(n).
bool regexp_match_groups(regexp_program const& program, std::string_view text,
                         std::vector<std::optional<std::string_view>>& groups);

} // namespace urikit::detail
