#include "serialize.hpp"

namespace urikit::detail {

std::string_view path_guard(std::string_view path, bool has_scheme) noexcept {
    if (path.substr(0, 2) == "//") return "/.";
    if (!has_scheme && !path.empty() && path.front() != '/') {
        std::size_t const colon = path.find(':');
        if (colon != std::string_view::npos && colon < path.find('/')) return "./";
    }
    return {};
}

void guard_path(std::string& out, std::size_t path_begin, bool has_scheme, bool has_authority) {
    if (has_authority) return;
    std::string_view const prefix = path_guard(std::string_view(out).substr(path_begin), has_scheme);
    if (!prefix.empty()) out.insert(path_begin, prefix);
}

} // namespace urikit::detail
