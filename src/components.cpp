// urikit: the offset table's invariants.
#include <urikit/components.hpp>

namespace urikit {

bool components::check_invariants(std::size_t size) const noexcept {
    for (std::size_t i = 0; i < component_count; ++i) {
        auto const c = static_cast<component>(i);
        bool const b_absent = begin(c) == absent;
        bool const e_absent = end(c) == absent;
        if (b_absent != e_absent) return false;           // absent means both
        if (!b_absent && (begin(c) > end(c) || end(c) > size)) return false;
    }
    if (!has(component::path)) return false;              // the path always exists
    // Present components appear in order, each after the previous one's end.
    std::uint32_t prev_end = 0;
    bool first = true;
    for (std::size_t i = 0; i < component_count; ++i) {
        auto const c = static_cast<component>(i);
        if (!has(c)) continue;
        if (!first && begin(c) < prev_end) return false;
        prev_end = end(c);
        first = false;
    }
    // userinfo and port only exist inside an authority; the host kind is set
    // exactly when there is a host.
    if (!has(component::host) && (has(component::userinfo) || has(component::port))) return false;
    if (has(component::host) != (host_kind != urikit::host_kind::none)) return false;
    // Delimiters: "scheme:", "//" before the authority, "?" and "#".
    if (has(component::scheme) && begin(component::scheme) != 0) return false;
    if (has(component::query) && begin(component::query) == 0) return false;
    if (has(component::fragment) && begin(component::fragment) == 0) return false;
    return true;
}

} // namespace urikit
