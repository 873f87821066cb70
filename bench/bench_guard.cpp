// A guard against requests into a private network, per URL, beside the
// parse it starts from: urikit parse_web alone (the baseline), parse_web +
// http_request_parts + address_class_of (where a client connects and what
// that is), and check_request on the pasted text under the default policy
// (the parse, the two readings, the parts, the class: one call).
#include "side_by_side.hpp"

#include <string>
#include <string_view>

#include <urikit/http.hpp>
#include <urikit/request_guard.hpp>
#include <urikit/web_url.hpp>

namespace urikit::bench {

namespace {

std::size_t urikit_parse_web(std::string_view s) {
    static urikit::web_url u;
    return urikit::parse_web_into(s, nullptr, u).code == urikit::errc::ok ? u.href().size() + 1 : 0;
}

std::size_t urikit_request_parts(std::string_view s) {
    static urikit::web_url u;
    if (urikit::parse_web_into(s, nullptr, u).code != urikit::errc::ok) return 0;
    auto const r = urikit::http_request_parts(u);
    if (!r) return 0;
    auto const c = urikit::address_class_of(r->connect_host);
    return c ? r->target.size() + static_cast<std::size_t>(*c) + 1 : 0;
}

std::size_t urikit_check_request(std::string_view s) {
    static urikit::request_policy const policy;
    auto const r = urikit::check_request(s, policy);
    return r ? r->target.size() + 1 : 0;
}

constexpr contestant contestants[] = {
    {"urikit_parse_web", urikit_parse_web},
    {"urikit_request_parts", urikit_request_parts},
    {"urikit_check_request", urikit_check_request},
};

} // namespace

side_by_side& guard_job() {
    static side_by_side job("guard", contestants);
    return job;
}

} // namespace urikit::bench
