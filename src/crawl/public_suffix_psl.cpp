// urikit crawl forms: the Public Suffix List through libpsl (Debian
// libpsl-dev; the list of Debian's publicsuffix package, or libpsl's
// built-in copy when that is newer: psl_latest).
#include "src/crawl/public_suffix.hpp"

#include <cstring>

#include <libpsl.h>

namespace urikit::detail {

namespace {

// Loaded once; libpsl's lookups only read it, so threads may share it.
psl_ctx_t const* list() noexcept {
    static psl_ctx_t const* const ctx = [] {
        psl_ctx_t const* latest = psl_latest(nullptr);
        return latest != nullptr ? latest : psl_builtin();
    }();
    return ctx;
}

std::size_t length_of(char const* tail) noexcept { return tail == nullptr ? 0 : std::strlen(tail); }

} // namespace

errc lookup_public_suffix(std::string const& ascii_host, suffix_lengths& out) {
    psl_ctx_t const* ctx = list();
    if (ctx == nullptr) return errc::psl_unavailable;
    // Both answers point into ascii_host (a tail of it) or are null.
    out.suffix = length_of(psl_unregistrable_domain(ctx, ascii_host.c_str()));
    out.site = length_of(psl_registrable_domain(ctx, ascii_host.c_str()));
    return errc::ok;
}

std::string public_suffix_source() {
    std::string s = std::string("libpsl ") + psl_get_version();
    char const* file = psl_dist_filename();
    if (file != nullptr && *file != '\0') s.append(", ").append(file);
    return s;
}

} // namespace urikit::detail
