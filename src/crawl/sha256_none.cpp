// urikit crawl forms: built without libcrypto (URIKIT_WITH_CRYPTO=OFF), no
// SHA-256: every call says so, nothing is silently left unhashed.
#include "src/crawl/sha256.hpp"

namespace urikit::detail {

errc sha256(std::string_view, std::array<std::uint8_t, 32>&) noexcept { return errc::crypto_unavailable; }

} // namespace urikit::detail
