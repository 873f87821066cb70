// urikit web mode: the URL Standard's domain parser, shared by the host
// parser and the public domain calls (include/urikit/web_domain.hpp).
#pragma once

#include <string>
#include <string_view>

#include <urikit/error.hpp>

namespace urikit::detail {

// The domain parser (URL Standard, IDNA) on the scalar value string
// `domain`: its result into `ascii` (replaced). Errors with offset 0 (where
// the caller knows better, it says): errc::forbidden_host_code_point,
// errc::invalid_host (empty), the IDNA codes, errc::idna_unavailable.
error parse_domain(std::string_view domain, bool be_strict, std::string& ascii);

} // namespace urikit::detail
