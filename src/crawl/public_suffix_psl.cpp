// urikit crawl forms: libpsl (Debian libpsl-dev), the reference the
// compiled list (src/crawl/public_suffix_compiled.cpp) is tested against: the
// same list file, loaded by libpsl.
#include "src/crawl/public_suffix.hpp"

#include <cstring>

#include <libpsl.h>

namespace urikit::detail {

namespace {

// Loaded once; libpsl's lookups only read it, so threads may share it.
psl_ctx_t const* list() noexcept {
    static psl_ctx_t const* const ctx = psl_load_file(URIKIT_PUBLIC_SUFFIX_LIST);
    return ctx;
}

std::size_t length_of(char const* tail) noexcept { return tail == nullptr ? 0 : std::strlen(tail); }

} // namespace

suffix_lengths libpsl_lengths(std::string const& ascii_host) {
    psl_ctx_t const* ctx = list();
    if (ctx == nullptr || ascii_host.find('\0') != std::string::npos) return {};
    return {length_of(psl_unregistrable_domain(ctx, ascii_host.c_str())),
            length_of(psl_registrable_domain(ctx, ascii_host.c_str()))};
}

} // namespace urikit::detail
