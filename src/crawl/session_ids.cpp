// urikit crawl forms: session identifiers (see session_ids.hpp).
#include "src/crawl/session_ids.hpp"

#include "src/core/ascii_case.hpp"

namespace urikit::detail {

session_name classify_session_name(std::string_view name) noexcept {
    if (equals_ignoring_case(name, "jsessionid") || equals_ignoring_case(name, "phpsessid") ||
        equals_ignoring_case(name, "sid") || starts_with_ignoring_case(name, "aspsessionid")) {
        return session_name::always;
    }
    if (equals_ignoring_case(name, "cfid")) return session_name::cfid;
    if (equals_ignoring_case(name, "cftoken")) return session_name::cftoken;
    return session_name::none;
}

std::size_t remove_path_session_ids(char* path, std::size_t size) noexcept {
    constexpr std::string_view marker = ";jsessionid=";
    std::size_t n = 0;
    for (std::size_t i = 0; i < size;) {
        if (path[i] == ';' && starts_with_ignoring_case(std::string_view(path + i, size - i), marker)) {
            i += marker.size();
            while (i < size && path[i] != ';' && path[i] != '/') ++i;
            continue;
        }
        path[n++] = path[i++];
    }
    return n;
}

} // namespace urikit::detail
