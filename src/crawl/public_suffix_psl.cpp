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

// libpsl reads C strings: a NUL inside would make it ask about less.
bool holds_nul(std::string const& name, std::size_t from) noexcept {
    return name.find('\0', from) != std::string::npos;
}

} // namespace

errc lookup_public_suffix(std::string const& name, std::size_t from, suffix_lengths& out) {
    psl_ctx_t const* ctx = list();
    if (ctx == nullptr) return errc::psl_unavailable;
    if (holds_nul(name, from)) return errc::forbidden_host_code_point;
    // The answer points into the name (a tail of it) or is null. The
    // registrable domain is the suffix and the label before it (the list's
    // definition; psl_registrable_domain would search the list again).
    std::string_view const asked = std::string_view(name).substr(from);
    out.suffix = length_of(psl_unregistrable_domain(ctx, name.c_str() + from));
    out.site = 0;
    if (out.suffix == 0 || out.suffix >= asked.size()) return errc::ok;
    std::size_t const dot = asked.size() - out.suffix - 1; // the '.' before the suffix
    if (dot == 0) return errc::ok;                          // no label before it
    std::size_t const label = asked.rfind('.', dot - 1);
    out.site = asked.size() - (label == std::string_view::npos ? 0 : label + 1);
    return errc::ok;
}

std::size_t libpsl_registrable_length(std::string const& ascii_host) {
    psl_ctx_t const* ctx = list();
    if (ctx == nullptr || holds_nul(ascii_host, 0)) return 0;
    return length_of(psl_registrable_domain(ctx, ascii_host.c_str()));
}

std::string public_suffix_source() {
    std::string s = std::string("libpsl ") + psl_get_version();
    char const* file = psl_dist_filename();
    if (file != nullptr && *file != '\0') s.append(", ").append(file);
    return s;
}

} // namespace urikit::detail
