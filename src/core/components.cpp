// urikit: the offset table's invariants.
#include <urikit/components.hpp>

namespace urikit {

namespace {

// Each present component's begin and end, in order, after the room its
// delimiter needs: "scheme:", "//" [ userinfo "@" ] host [ ":" port ],
// path, "?" query, "#" fragment.
bool in_order_with_delimiters(components const& p) noexcept {
    std::uint64_t at = 0; // where the next component may begin at the earliest
    auto take = [&](component c, std::uint64_t before, std::uint64_t after) {
        if (!p.has(c)) return true;
        if (p.begin(c) < at + before) return false;
        at = std::uint64_t{p.end(c)} + after;
        return true;
    };
    if (!take(component::scheme, 0, 1)) return false;
    if (p.has(component::host)) at += 2; // "//"
    return take(component::userinfo, 0, 1) && take(component::host, 0, 0) && take(component::port, 1, 0) &&
           take(component::path, 0, 0) && take(component::query, 1, 0) && take(component::fragment, 1, 0);
}

} // namespace

bool components::check_invariants(std::size_t size) const noexcept {
    for (std::size_t i = 0; i < component_count; ++i) {
        auto const c = static_cast<component>(i);
        bool const b_absent = begin(c) == absent;
        bool const e_absent = end(c) == absent;
        if (b_absent != e_absent) return false; // absent means both
        if (!b_absent && (begin(c) > end(c) || end(c) > size)) return false;
    }
    if (!has(component::path)) return false; // the path always exists
    // userinfo and port only exist inside an authority; the host kind is set
    // exactly when there is a host.
    if (!has(component::host) && (has(component::userinfo) || has(component::port))) return false;
    if (has(component::host) != (host_kind != urikit::host_kind::none)) return false;
    if (has(component::scheme) && begin(component::scheme) != 0) return false;
    return in_order_with_delimiters(*this);
}

} // namespace urikit
