// The web mode, side by side with the RFC 3986 job it replaces for crawlers:
// urikit parse_web into a reused web_url (its href is the normalized URL, as
// ada's parse gives it), and urikit parse + normalize_into(http) into a
// reused buffer, on the lines both accept.
#include "side_by_side.hpp"

#include <string>
#include <string_view>

#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>
#include <urikit/web_url.hpp>

namespace urikit::bench {

namespace {

std::size_t urikit_web(std::string_view s) {
    static urikit::web_url u;
    if (urikit::parse_web_into(s, nullptr, u).code != urikit::errc::ok) return 0;
    return u.href().size() + 1;
}

std::size_t urikit_parse_http(std::string_view s) {
    static std::string buffer;
    auto const r = urikit::parse_uri_reference(s);
    if (!r) return 0;
    return urikit::normalize_into(*r, urikit::profile::http, buffer).code == urikit::errc::ok ? buffer.size() + 1 : 0;
}

constexpr contestant contestants[] = {
    {"urikit_web", urikit_web},
    {"urikit_parse_http", urikit_parse_http},
};

} // namespace

side_by_side& web_job() {
    static side_by_side job("web", contestants);
    return job;
}

} // namespace urikit::bench
