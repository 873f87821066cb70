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
    // The answer points into ascii_host (a tail of it) or is null. The
    // registrable domain is the suffix and the label before it (the list's
    // definition; psl_registrable_domain would search the list again).
    out.suffix = length_of(psl_unregistrable_domain(ctx, ascii_host.c_str()));
    if (ascii_host.front() == '.' || ascii_host.find("..") != std::string::npos) { // libpsl's own answer
        out.site = length_of(psl_registrable_domain(ctx, ascii_host.c_str()));
        return errc::ok;
    }
    out.site = 0;
    if (out.suffix == 0 || out.suffix >= ascii_host.size()) return errc::ok;
    std::size_t const dot = ascii_host.size() - out.suffix - 1; // the '.' before the suffix
    std::size_t const label = ascii_host.rfind('.', dot == 0 ? 0 : dot - 1);
    if (dot == 0 || label == dot - 1) return errc::ok; // an empty label before the suffix: no site
    out.site = ascii_host.size() - (label == std::string::npos ? 0 : label + 1);
    return errc::ok;
}

std::size_t libpsl_registrable_length(std::string const& ascii_host) {
    psl_ctx_t const* ctx = list();
    return ctx == nullptr ? 0 : length_of(psl_registrable_domain(ctx, ascii_host.c_str()));
}

std::string public_suffix_source() {
    std::string s = std::string("libpsl ") + psl_get_version();
    char const* file = psl_dist_filename();
    if (file != nullptr && *file != '\0') s.append(", ").append(file);
    return s;
}

} // namespace urikit::detail
