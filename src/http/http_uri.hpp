// urikit http: what every HTTP form checks of a URI first.
#pragma once

#include <cstdint>

#include <urikit/result.hpp>
#include <urikit/uri_view.hpp>

namespace urikit::detail {

// An http or https URI with a host (RFC 9110 §4.2.1, §4.2.2) that a browser
// would accept, and its port (the scheme's default when none is written).
// Errors: errc::unsupported_scheme (offset 0), errc::missing_host (no
// authority or an empty host), errc::forbidden_host_code_point,
// errc::port_out_of_range.
result<std::uint16_t> checked_http_port(uri_view u);

} // namespace urikit::detail
