// urikit: compareComponent (proposed for the URL Pattern Standard; WPT's
// urlpattern-compare data): two components' part lists ordered by how
// specific they are.
#include <urikit/url_pattern.hpp>

#include "src/pattern/url_pattern_data.hpp"

namespace urikit {

namespace detail {
namespace {

// Fixed text is the most specific, then a regexp, then ":name", then "*".
int type_rank(part_type t) {
    switch (t) {
    case part_type::full_wildcard: return 0;
    case part_type::segment_wildcard: return 1;
    case part_type::regexp: return 2;
    case part_type::fixed_text: return 3;
    }
    return 0;
}

// No modifier is the most specific, then "+", then "?", then "*".
int modifier_rank(part_modifier m) {
    switch (m) {
    case part_modifier::zero_or_more: return 0;
    case part_modifier::optional: return 1;
    case part_modifier::one_or_more: return 2;
    case part_modifier::none: return 3;
    }
    return 0;
}

int sign(int v) { return (v > 0) - (v < 0); }

int compare_parts(pattern_part const& l, pattern_part const& r) {
    if (int const t = type_rank(l.type) - type_rank(r.type)) return sign(t);
    if (int const m = modifier_rank(l.modifier) - modifier_rank(r.modifier)) return sign(m);
    if (int const p = l.prefix.compare(r.prefix)) return sign(p);
    if (int const v = l.value.compare(r.value)) return sign(v);
    return sign(l.suffix.compare(r.suffix));
}

} // namespace
} // namespace detail

int compare_component(url_pattern_component c, url_pattern const& left, url_pattern const& right) noexcept {
    auto const& l = (*left.data_)[c].parts;
    auto const& r = (*right.data_)[c].parts;
    std::size_t const common = std::min(l.size(), r.size());
    for (std::size_t k = 0; k < common; ++k) {
        if (int const v = detail::compare_parts(l[k], r[k])) return v;
    }
    if (l.size() == r.size()) return 0;
    detail::pattern_part const empty_fixed{};
    // A list that ends first compares as if it went on with empty fixed text.
    if (l.size() > common) return detail::compare_parts(l[common], empty_fixed);
    return detail::compare_parts(empty_fixed, r[common]);
}

} // namespace urikit
