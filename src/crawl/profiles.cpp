// urikit: the one place that knows every profile (normalize.hpp): the
// syntax-based ones are normalized in src/rfc3986/normalize.cpp, the dedup
// profile in src/crawl/dedup.cpp, so the dispatch lives in the top module
// and the modules below never call up. Equivalence (RFC 3986 §6.1) is the
// normalized forms compared byte for byte.
#include <urikit/normalize.hpp>

#include <functional>
#include <string_view>

#include "src/rfc3986/uri_access.hpp"
#include "src/core/produce.hpp"
#include "src/core/scratch.hpp"
#include "src/rfc3986/normalize.hpp"

namespace urikit {

namespace {

// Out of line, so that the other profiles' path is a compare and a jump
// (the static's guard made every call save registers: +13 instructions/URL).
[[gnu::noinline]] error normalize_dedup_defaults(uri_view u, std::string& out, components* parts) {
    static dedup_options const defaults;
    return normalize_dedup_into(u, defaults, out, parts);
}

} // namespace

error normalize_into(uri_view u, profile p, std::string& out, components* parts) {
    if (p == profile::dedup) return normalize_dedup_defaults(u, out, parts);
    return detail::normalize_syntax_into(u, p, out, parts);
}

result<uri> normalize(uri_view u, profile p) {
    return detail::uri_result([&](std::string& out, components* parts) { return normalize_into(u, p, out, parts); });
}

namespace {
struct first_scratch;
struct second_scratch;
} // namespace

equivalence equivalent(uri_view a, uri_view b, profile p) {
    detail::scratch<first_scratch> na;
    detail::scratch<second_scratch> nb;
    if (error const e = normalize_into(a, p, na.get()); e.code != errc::ok) return {verdict::first_failed, e};
    if (error const e = normalize_into(b, p, nb.get()); e.code != errc::ok) return {verdict::second_failed, e};
    return {na.get() == nb.get() ? verdict::equivalent : verdict::different, {}};
}

namespace {
struct hash_scratch;
} // namespace

std::size_t hash_value(uri_view u, profile p) {
    detail::scratch<hash_scratch> normal;
    bool const written = normalize_into(u, p, normal.get()).code == errc::ok;
    return std::hash<std::string_view>{}(written ? std::string_view(normal.get()) : u.str());
}

} // namespace urikit
