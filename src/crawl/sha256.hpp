// urikit crawl forms: SHA-256 (FIPS 180-4) for the Safe Browsing hashes.
// Implemented by src/crawl/sha256_openssl.cpp (the only file that includes
// OpenSSL) or, built without it, by src/crawl/sha256_none.cpp.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include <urikit/error.hpp>

namespace urikit::detail {

// The SHA-256 digest of `bytes` into `digest`: errc::ok, or
// errc::crypto_unavailable (built without libcrypto).
errc sha256(std::string_view bytes, std::array<std::uint8_t, 32>& digest) noexcept;

} // namespace urikit::detail
