// The crawler forms, on the lines every one of them accepts, beside the
// cache-key normalization they build on: parse + normalize_into(cache-key),
// parse + normalize_into(dedup), safe_browsing_canonical_into (reused
// buffers) and surt_into (the Internet Archive's key; both take the text as found), parse + ssurt_into, parse + site (libpsl). No peer in C++
// computes these forms from a Debian package; python/bench/compare.py has
// w3lib's canonicalize_url for the Python side.
#include "side_by_side.hpp"

#include <string>
#include <string_view>

#include <urikit/crawl.hpp>
#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>
#include <urikit/site.hpp>

namespace urikit::bench {

namespace {

std::size_t urikit_cache_key(std::string_view s) {
    static std::string buffer;
    auto const r = urikit::parse_uri_reference(s);
    if (!r) return 0;
    return urikit::normalize_into(*r, urikit::profile::cache_key, buffer).code == urikit::errc::ok ? buffer.size() + 1
                                                                                                     : 0;
}

std::size_t urikit_dedup(std::string_view s) {
    static std::string buffer;
    auto const r = urikit::parse_uri_reference(s);
    if (!r) return 0;
    return urikit::normalize_dedup_into(*r, buffer).code == urikit::errc::ok ? buffer.size() + 1 : 0;
}

std::size_t urikit_safe_browsing(std::string_view s) {
    static std::string buffer;
    return urikit::safe_browsing_canonical_into(s, buffer).code == urikit::errc::ok ? buffer.size() + 1 : 0;
}

std::size_t urikit_surt(std::string_view s) {
    static std::string buffer;
    return urikit::surt_into(s, {}, buffer).code == urikit::errc::ok ? buffer.size() + 1 : 0;
}

std::size_t urikit_ssurt(std::string_view s) {
    static std::string buffer;
    auto const u = urikit::parse_uri_reference(s);
    if (!u) return 0;
    return urikit::ssurt_into(*u, buffer).code == urikit::errc::ok ? buffer.size() + 1 : 0;
}

std::size_t urikit_site(std::string_view s) {
    auto const u = urikit::parse_uri_reference(s);
    if (!u) return 0;
    auto const r = urikit::site(*u);
    return r ? r->host.size() + 1 : 0;
}

constexpr contestant contestants[] = {
    {"urikit_cache_key", urikit_cache_key}, {"urikit_dedup", urikit_dedup}, {"urikit_safe_browsing", urikit_safe_browsing},
    {"urikit_surt", urikit_surt},           {"urikit_ssurt", urikit_ssurt}, {"urikit_site", urikit_site},
};

} // namespace

side_by_side& crawl_job() {
    static side_by_side job("crawl", contestants);
    return job;
}

} // namespace urikit::bench
