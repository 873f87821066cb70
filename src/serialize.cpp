#include "serialize.hpp"

#include <string_view>

namespace urikit::detail {

void guard_path(std::string& out, std::size_t path_begin, bool has_scheme, bool has_authority) {
    if (has_authority) return;
    std::string_view const path = std::string_view(out).substr(path_begin);
    if (path.substr(0, 2) == "//") {
        out.insert(path_begin, "/.");
        return;
    }
    if (!has_scheme && !path.empty() && path.front() != '/') {
        std::size_t const colon = path.find(':');
        if (colon != std::string_view::npos && colon < path.find('/')) out.insert(path_begin, "./");
    }
}

} // namespace urikit::detail
