// urikit: generate (proposed for the URL Pattern Standard; WPT's
// urlpattern-generate data): a component's text from its pattern and the
// groups' values.
#include <urikit/url_pattern.hpp>

#include "src/pattern/part_list_text.hpp"
#include "src/pattern/url_pattern_data.hpp"

namespace urikit {

namespace detail {
namespace {

using group_values = std::span<std::pair<std::string_view, std::string_view> const>;

std::optional<std::string_view> value_of(group_values groups, std::string_view name) {
    for (auto const& [n, v] : groups) {
        if (n == name) return v;
    }
    return std::nullopt;
}

// One part's text: fixed text as it is, a ":name" group's value encoded as
// the component encodes text; anything else cannot be generated.
error generate_part(compiled_component const& component, pattern_part const& part, group_values groups,
                    std::uint32_t at, std::string& out) {
    error const cannot{errc::pattern_cannot_generate, at};
    if (part.modifier != part_modifier::none) return cannot;
    if (part.type == part_type::fixed_text) {
        out += part.value;
        return {};
    }
    if (part.type != part_type::segment_wildcard) return cannot;
    std::optional<std::string_view> const value = value_of(groups, part.name);
    if (!value) return cannot;
    std::string encoded;
    if (error e = component.encode(*value, encoded)) return {e.code, at};
    char const delimiter = component.options.delimiter;
    if (encoded.empty() || (delimiter != '\0' && encoded.find(delimiter) != std::string::npos)) return cannot;
    out += part.prefix;
    out += encoded;
    out += part.suffix;
    return {};
}

} // namespace
} // namespace detail

result<std::string> url_pattern::generate(url_pattern_component c, detail::group_values groups) const {
    detail::compiled_component const& component = (*data_)[c];
    std::vector<std::uint32_t> part_at;
    (void)detail::generate_pattern_string(component.parts, component.options, &part_at);
    std::string out;
    for (std::size_t k = 0; k < component.parts.size(); ++k) {
        if (error e = detail::generate_part(component, component.parts[k], groups, part_at[k], out)) return e;
    }
    // What is generated must be canonical (a "." value would be a dot
    // segment the URL parser removes) and matched by the pattern.
    std::string canonical;
    if (component.encode(out, canonical) || canonical != out) return error{errc::pattern_cannot_generate, 0};
    if (!component.regexp || !detail::regexp_matches(*component.regexp, out)) return error{errc::pattern_cannot_generate, 0};
    return out;
}

} // namespace urikit
