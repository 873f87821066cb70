#include "test_conditions.hpp"

#include <cstdlib>
#include <string_view>

#include <urikit/crawl.hpp>
#include <urikit/idna.hpp>
#include <urikit/parse.hpp>
#include <urikit/site.hpp>
#include <urikit/url_pattern.hpp>

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define URIKIT_TEST_UNDER_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define URIKIT_TEST_UNDER_ASAN 1
#endif

namespace urikit::test::needs {

namespace {

condition holds(bool ok, char const* otherwise) {
    condition r(ok);
    if (!ok) r.message() << otherwise;
    return r;
}

bool psl_available() {
    auto const probe = site(parse_uri_reference("http://a.com/").value());
    return probe || probe.error().code != errc::psl_unavailable;
}

} // namespace

condition shared_data(unit) {
    return holds(std::getenv("URIKIT_SHARED_DATA") != nullptr,
                 "no shared data (../shared/data beside the repository; ctest sets URIKIT_SHARED_DATA when the build "
                 "found it)");
}

condition re2(unit) { return holds(available(feature::url_patterns), "urikit was built without RE2 (URIKIT_WITH_RE2=OFF)"); }
condition no_re2(unit) { return holds(!available(feature::url_patterns), "urikit was built with RE2"); }
condition idna(unit) { return holds(available(feature::idna), "urikit was built without ICU (URIKIT_WITH_ICU=OFF)"); }
condition no_idna(unit) { return holds(!available(feature::idna), "urikit was built with ICU"); }
condition psl(unit) { return holds(psl_available(), "urikit was built without libpsl (URIKIT_WITH_PSL=OFF)"); }
condition no_psl(unit) { return holds(!psl_available(), "urikit was built with libpsl"); }

condition crypto(unit) {
    auto const probe = safe_browsing_hashes("http://a/");
    return holds(probe || probe.error().code != errc::crypto_unavailable,
                 "urikit was built without libcrypto (URIKIT_WITH_CRYPTO=OFF)");
}

condition node(unit) {
    return holds(std::string_view(URIKIT_NODE) != "", "Node.js was not found at configure time (Debian's nodejs)");
}

condition glibc_malloc(unit) {
#ifdef URIKIT_TEST_UNDER_ASAN
    return holds(false, "AddressSanitizer's allocator replaces glibc's: mallinfo2 does not see what it holds");
#else
    return holds(true, "");
#endif
}

} // namespace urikit::test::needs
