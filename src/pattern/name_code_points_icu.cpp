// urikit: IdentifierStart / IdentifierPart (ECMAScript, "Names and
// Keywords") for a URL pattern's ":name", through ICU's ID_Start and
// ID_Continue (the one ICU file of the pattern module).
#include "src/pattern/pattern_tokenizer.hpp"

#include <unicode/uchar.h>

namespace urikit::detail {

bool is_name_code_point(char32_t c, bool first) noexcept {
    if (c == U'$' || c == U'_') return true;
    if (!first && (c == 0x200C || c == 0x200D)) return true; // ZWNJ, ZWJ
    auto const cp = static_cast<UChar32>(c);
    return u_hasBinaryProperty(cp, first ? UCHAR_ID_START : UCHAR_ID_CONTINUE) != 0;
}

} // namespace urikit::detail
