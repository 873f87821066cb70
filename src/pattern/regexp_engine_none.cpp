// urikit: without RE2 (URIKIT_WITH_RE2=OFF) no URL pattern compiles.
#include "src/pattern/regexp_engine.hpp"

#include <urikit/url_pattern.hpp>

namespace urikit::detail {

class regexp_program {};

void regexp_deleter::operator()(regexp_program const* p) const noexcept { delete p; }

error compile_regexp(std::string const&, bool, regexp_ptr& out) {
    out.reset();
    return {errc::regexp_unavailable, 0};
}

std::size_t regexp_instructions(regexp_program const&) { return 0; }

bool regexp_matches(regexp_program const&, std::string_view) { return false; }

bool regexp_match_groups(regexp_program const&, std::string_view, std::vector<std::optional<std::string_view>>& groups) {
    groups.clear();
    return false;
}

} // namespace urikit::detail
