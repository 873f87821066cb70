// urikit web mode: the application/x-www-form-urlencoded codec (URL
// Standard, "application/x-www-form-urlencoded"), for url_search_params.
#pragma once

#include <string>
#include <string_view>

namespace urikit::detail {

// The urlencoded parser's steps for one sequence of `input` (split on "&";
// empty ones skipped): `visit(name, value)` with the raw bytes, split at the
// first "=" (no "=": all name, value empty). O(n).
template <class Visit>
void for_each_form_sequence(std::string_view input, Visit&& visit) {
    for (std::size_t at = 0; at < input.size();) {
        std::size_t const amp = input.find('&', at);
        std::size_t const end = amp == std::string_view::npos ? input.size() : amp;
        std::string_view const bytes = input.substr(at, end - at);
        at = end + 1;
        if (bytes.empty()) continue;
        std::size_t const eq = bytes.find('=');
        if (eq == std::string_view::npos) visit(bytes, std::string_view());
        else visit(bytes.substr(0, eq), bytes.substr(eq + 1));
    }
}

// Appends what the parser makes of one name or value: "+" as a space, then
// percent-decoded ("%" without two hex digits stays), then "UTF-8 decode
// without BOM" (U+FFFD for each maximal ill-formed subpart; a BOM stays).
// `out` must not hold `bytes`. O(n).
void append_form_decoded(std::string& out, std::string_view bytes);

// Appends the serializer's form of a UTF-8 name or value: every byte but
// ASCII alphanumerics and "*-._" as "%XX" (uppercase hex), a space as "+"
// (the application/x-www-form-urlencoded percent-encode set, spaceAsPlus).
// `out` must not hold `text`. O(n).
void append_form_encoded(std::string& out, std::string_view text);

// "Code unit less than" (Infra) of two UTF-8 strings as their UTF-16 forms:
// code point order, except that a character above U+FFFF (a surrogate pair,
// 0xD800..) sorts before U+E000..U+FFFF. O(common prefix).
bool code_unit_less(std::string_view a, std::string_view b) noexcept;

} // namespace urikit::detail
