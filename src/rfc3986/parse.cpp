// urikit: parse entry points (length check, then the fast split, or the
// grammar's where the fast one does not decide).
#include <urikit/parse.hpp>

#include "grammar/fast_split.hpp"
#include "grammar/split.hpp"
#include "src/rfc3986/uri_access.hpp"
#include "src/core/view_access.hpp"

namespace urikit {

namespace {

result<uri_view> parse_as(std::string_view input, grammar::mode m) noexcept {
    if (input.size() > max_input_size) {
        return error{errc::input_too_long, static_cast<std::uint32_t>(max_input_size)};
    }
    components parts;
    std::uint8_t facts = 0;
    if (grammar::fast_split(input, m, parts, facts)) return detail::uri_access::make_view(input, parts, facts);
    error const e = grammar::split_with_grammar(input, m, parts);
    if (e.code != errc::ok) return e;
    return detail::uri_access::make_view(input, parts);
}

} // namespace

result<uri_view> parse_uri_reference(std::string_view input) noexcept {
    return parse_as(input, grammar::mode::uri_reference);
}

result<uri_view> parse_uri(std::string_view input) noexcept { return parse_as(input, grammar::mode::uri); }

result<uri_view> parse_absolute_uri(std::string_view input) noexcept {
    return parse_as(input, grammar::mode::absolute_uri);
}

result<uri_view> parse_iri_reference(std::string_view input) noexcept {
    return parse_as(input, grammar::mode::iri_reference);
}

result<uri_view> parse_iri(std::string_view input) noexcept { return parse_as(input, grammar::mode::iri); }

} // namespace urikit
