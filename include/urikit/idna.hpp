/// @file
/// Whether this build has IDNA (UTS #46 through ICU).
#pragma once

#include <urikit/config.hpp>

namespace urikit {

/// True when urikit was built with ICU (URIKIT_WITH_ICU, the default). Without
/// it, every step that needs IDNA (the http profile's internationalized hosts,
/// to_uri of a non-ASCII host, to_iri's "xn--" hosts) fails with
/// errc::idna_unavailable (to_iri keeps such a host as it is), and everything
/// else works the same.
[[nodiscard]] URIKIT_API bool idna_available() noexcept;

} // namespace urikit
