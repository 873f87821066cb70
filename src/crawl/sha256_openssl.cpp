// urikit crawl forms: SHA-256 through OpenSSL's libcrypto (see sha256.hpp).
#include <openssl/evp.h>

#include "src/crawl/sha256.hpp"

namespace urikit::detail {

errc sha256(std::string_view bytes, std::array<std::uint8_t, 32>& digest) noexcept {
    unsigned int size = 0;
    // EVP_Digest: one call, no context to keep; EVP_sha256 is always built in.
    if (EVP_Digest(bytes.data(), bytes.size(), digest.data(), &size, EVP_sha256(), nullptr) != 1 || size != 32) {
        return errc::crypto_unavailable;
    }
    return errc::ok;
}

} // namespace urikit::detail
