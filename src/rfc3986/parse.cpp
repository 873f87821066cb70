// urikit: parse entry points (length check, then the fast split, or the
// grammar's where the fast one does not decide).
#include <urikit/parse.hpp>

#include "grammar/fast_split.hpp"
#include "grammar/split.hpp"
#include "src/rfc3986/uri_access.hpp"
#include "src/core/view_access.hpp"

namespace urikit {

namespace {

// The view is split into in place, in the result that is returned (one
// object: a parse is mostly this function, and a copy of the table was a
// twentieth of it).
result<uri_view> parse_as(std::string_view input, grammar::mode m, parse_options options = {}) noexcept {
    result<uri_view> r{uri_view{}};
    using access = detail::uri_access;
    if (input.size() > max_input_size) {
        r = error{errc::input_too_long, static_cast<std::uint32_t>(max_input_size)};
        return r;
    }
    components& parts = access::parts_of(*r);
    if (!grammar::fast_split(input, m, parts, access::facts_of(*r))) {
        access::facts_of(*r) = 0;
        if (error const e = grammar::split_with_grammar(input, m, parts, {.zone_ids = options.zone_ids}); e.code != errc::ok) {
            r = e;
            return r;
        }
    }
    access::set_text(*r, input);
    return r;
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

result<uri_view> parse_uri_reference(std::string_view input, parse_options options) noexcept {
    return parse_as(input, grammar::mode::uri_reference, options);
}

result<uri_view> parse_uri(std::string_view input, parse_options options) noexcept {
    return parse_as(input, grammar::mode::uri, options);
}

result<uri_view> parse_absolute_uri(std::string_view input, parse_options options) noexcept {
    return parse_as(input, grammar::mode::absolute_uri, options);
}

result<uri_view> parse_iri_reference(std::string_view input, parse_options options) noexcept {
    return parse_as(input, grammar::mode::iri_reference, options);
}

result<uri_view> parse_iri(std::string_view input, parse_options options) noexcept {
    return parse_as(input, grammar::mode::iri, options);
}

} // namespace urikit
