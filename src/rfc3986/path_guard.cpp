// urikit: the prefixes that keep a written path a path (see path_guard.hpp).
#include "src/rfc3986/path_guard.hpp"

namespace urikit::detail {

std::string_view path_guard(std::string_view path, bool has_scheme) noexcept {
    if (path.substr(0, 2) == "//") return "/.";
    if (!has_scheme && !path.empty() && path.front() != '/') {
        std::size_t const colon = path.find(':');
        if (colon != std::string_view::npos && colon < path.find('/')) return "./";
    }
    return {};
}

void guard_path(writer& w, std::size_t path_begin, bool has_scheme, bool has_authority) {
    if (has_authority) return;
    std::string_view const written(w.data() + path_begin, w.size() - path_begin);
    std::string_view const prefix = path_guard(written, has_scheme);
    if (!prefix.empty()) w.insert(path_begin, prefix);
}

} // namespace urikit::detail
