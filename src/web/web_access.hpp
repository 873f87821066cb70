// urikit web mode: how the web mode's own code reads and fills a web_url's
// fields (the public API only reads them).
#pragma once

#include <string>

#include <urikit/web_url.hpp>

namespace urikit::detail {

class web_access {
public:
    static std::string& href(web_url& u) noexcept { return u.href_; }
    static components& parts(web_url& u) noexcept { return u.parts_; }
    static web_host_type& host_type(web_url& u) noexcept { return u.host_type_; }
    static bool& opaque_path(web_url& u) noexcept { return u.opaque_path_; }
};

} // namespace urikit::detail
