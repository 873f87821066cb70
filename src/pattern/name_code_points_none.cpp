// urikit: IdentifierStart / IdentifierPart (ECMAScript, "Names and
// Keywords") without ICU: the ASCII ones, and ZWNJ and ZWJ after the first
// (any other non-ASCII ":name" is then errc::pattern_syntax).
#include "src/pattern/pattern_tokenizer.hpp"

namespace urikit::detail {

bool is_name_code_point(char32_t c, bool first) noexcept {
    if (c == U'$' || c == U'_') return true;
    if ((c >= U'a' && c <= U'z') || (c >= U'A' && c <= U'Z')) return true;
    return !first && ((c >= U'0' && c <= U'9') || c == 0x200C || c == 0x200D); // ZWNJ, ZWJ
}

} // namespace urikit::detail
