// urikit: normalize's owning form, equivalence (RFC 3986 §6.1: the
// normalized forms compared byte for byte) and its hash (normalize.hpp).
#include <urikit/normalize.hpp>

#include <functional>
#include <string_view>

#include "src/core/scratch.hpp"
#include "src/rfc3986/equivalence.hpp"
#include "src/rfc3986/uri_access.hpp"

namespace urikit {

result<uri> normalize(uri_ref const& u, profile p) {
    return detail::uri_result([&](std::string& out, components* parts) { return normalize_into(u, p, out, parts); });
}

equivalence equivalent(uri_ref const& a, uri_ref const& b, profile p) {
    return detail::equivalence_of(a, b, [p](uri_ref const& u, std::string& out) { return normalize_into(u, p, out); });
}

namespace {
struct hash_scratch;
} // namespace

std::size_t hash_value(uri_ref const& u, profile p) {
    detail::scratch<hash_scratch> normal;
    bool const written = normalize_into(u, p, normal.get()).code == errc::ok;
    return std::hash<std::string_view>{}(written ? std::string_view(normal.get()) : u.source());
}

} // namespace urikit
