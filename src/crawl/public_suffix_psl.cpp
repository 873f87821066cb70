// urikit crawl forms: the Public Suffix List through libpsl (Debian
// libpsl-dev; the list of Debian's publicsuffix package, or libpsl's
// built-in copy when that is newer: psl_latest).
#include "src/crawl/public_suffix.hpp"

#include <cstring>

#include <libpsl.h>

#include "src/core/scratch.hpp"

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

struct public_suffix_name_scratch;

std::size_t length_of(char const* tail) noexcept { return tail == nullptr ? 0 : std::strlen(tail); }

// `name` as a C string in `out`; false when it holds a NUL.
bool as_c_string(std::string_view name, std::string& out) {
    if (name.find('\0') != std::string_view::npos) return false;
    out.assign(name);
    return true;
}

} // namespace

errc lookup_public_suffix(std::string_view ascii_host, suffix_lengths& out) {
    psl_ctx_t const* ctx = list();
    if (ctx == nullptr) return errc::psl_unavailable;
    scratch<public_suffix_name_scratch> name; // libpsl reads a C string: no NUL inside
    if (!as_c_string(ascii_host, name.get())) return errc::forbidden_host_code_point;
    // The answer points into the name (a tail of it) or is null. The
    // registrable domain is the suffix and the label before it (the list's
    // definition; psl_registrable_domain would search the list again).
    out.suffix = length_of(psl_unregistrable_domain(ctx, name.get().c_str()));
    out.site = 0;
    if (out.suffix == 0 || out.suffix >= ascii_host.size()) return errc::ok;
    std::size_t const dot = ascii_host.size() - out.suffix - 1; // the '.' before the suffix
    if (dot == 0) return errc::ok;                                // no label before it
    std::size_t const label = ascii_host.rfind('.', dot - 1);
    out.site = ascii_host.size() - (label == std::string_view::npos ? 0 : label + 1);
    return errc::ok;
}

std::size_t libpsl_registrable_length(std::string_view ascii_host) {
    psl_ctx_t const* ctx = list();
    scratch<public_suffix_name_scratch> name;
    if (ctx == nullptr || !as_c_string(ascii_host, name.get())) return 0;
    return length_of(psl_registrable_domain(ctx, name.get().c_str()));
}

std::string public_suffix_source() {
    std::string s = std::string("libpsl ") + psl_get_version();
    char const* file = psl_dist_filename();
    if (file != nullptr && *file != '\0') s.append(", ").append(file);
    return s;
}

} // namespace urikit::detail
