// urikit: what following a redirect changes (Fetch Standard, "HTTP-redirect
// fetch"; HTML, "same site"), on URL records as the URL Standard parses
// them.
#include <urikit/redirect.hpp>

#include <urikit/http.hpp>
#include <urikit/site.hpp>

#include "src/core/ascii_case.hpp"
#include "src/http/web_reading.hpp"
#include "src/web/scratch_url.hpp"

namespace urikit {

namespace {

// RFC 9110 §5.6.2: tchar.
bool is_tchar(char c) noexcept {
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) return true;
    return std::string_view("!#$%&'*+-.^_`|~").find(c) != std::string_view::npos;
}

bool is_token(std::string_view s) noexcept {
    if (s.empty()) return false;
    for (char c : s) {
        if (!is_tchar(c)) return false;
    }
    return true;
}

// Fetch, "normalize a method", then a comparison with the normalized `upper`.
bool is_method(std::string_view method, std::string_view upper) noexcept {
    constexpr std::string_view normalized[] = {"DELETE", "GET", "HEAD", "OPTIONS", "POST", "PUT"};
    if (method == upper) return true;
    for (std::string_view n : normalized) {
        if (n != upper || method.size() != n.size()) continue;
        for (std::size_t i = 0; i < n.size(); ++i) {
            if (detail::ascii_lower(method[i]) != detail::ascii_lower(n[i])) return false;
        }
        return true;
    }
    return false;
}

// The registrable domain HTML compares: the list's, with the host's
// trailing "." kept (the URL Standard's "registrable domain" of
// "example.com." is "example.com."); empty for a host that has none.
result<std::string> registrable_domain(std::string_view host) {
    if (host.empty() || host.front() == '[') return std::string();
    auto const p = site_of_host(host);
    if (!p) return p.error();
    if (!p->site) return std::string();
    std::string out = *p->site;
    if (host.back() == '.') out.push_back('.');
    return out;
}

// HTML, "same site" of two origins: both tuple origins with one scheme and
// schemelessly same site (one host without a registrable domain, or one
// registrable domain); opaque origins of two URLs are never the same.
result<bool> same_site(uri_origin const& a, uri_origin const& b) {
    if (a.is_unique() || b.is_unique() || a.scheme != b.scheme) return false;
    auto const ra = registrable_domain(a.host);
    if (!ra) return ra.error();
    if (ra->empty()) return a.host == b.host;
    auto const rb = registrable_domain(b.host);
    if (!rb) return rb.error();
    return *ra == *rb;
}

bool is_redirect_status(int status) noexcept {
    return status == 301 || status == 302 || status == 303 || status == 307 || status == 308;
}

// Requests' and HTTPX's exception: http to https on the same host, both
// ports the schemes' defaults.
bool is_plain_upgrade(uri_origin const& from, uri_origin const& to) noexcept {
    return from.scheme == "http" && to.scheme == "https" && from.host == to.host && from.port == 80 && to.port == 443;
}

// Fetch, HTTP-redirect fetch: the method and body for `status`.
void method_change(std::string_view method, int status, redirect_changes& c) noexcept {
    bool const post = is_method(method, "POST");
    bool const get_or_head = is_method(method, "GET") || is_method(method, "HEAD");
    c.method_becomes_get = ((status == 301 || status == 302) && post) || (status == 303 && !get_or_head);
    c.drop_body = c.method_becomes_get;
}

struct redirect_current;
struct redirect_next;

} // namespace

result<redirect_changes> redirect_decision(url_hop hop, std::string_view method, int status, redirect_options options) {
    if (!is_redirect_status(status) || !is_token(method)) return error{errc::invalid_argument, 0};
    detail::scratch_url<redirect_current> current_scratch;
    detail::scratch_url<redirect_next> next_scratch;
    web_url const* const from = detail::read_as_web(hop.from, current_scratch.get());
    if (from == nullptr) return error{errc::base_not_absolute, 0};
    web_url const* const to = detail::read_as_web(hop.to, next_scratch.get());
    if (to == nullptr || (to->scheme() != "http" && to->scheme() != "https")) return error{errc::unsupported_scheme, 0};
    uri_origin const a = origin(*from).value(); // a web URL's origin never fails
    uri_origin const b = origin(*to).value();
    auto const site = same_site(a, b);
    if (!site) return error{site.error().code, 0}; // errc::psl_unavailable: the hosts are ASCII names already
    redirect_changes c;
    c.cross_origin = !same_origin(a, b);
    c.cross_site = !*site;
    c.downgrade = is_potentially_trustworthy(*from) && !is_potentially_trustworthy(*to);
    bool const keep = !c.cross_origin || (options.keep_credentials_on_upgrade && is_plain_upgrade(a, b));
    c.drop_authorization = c.drop_cookie = c.drop_proxy_authorization = !keep;
    method_change(method, status, c);
    return c;
}

} // namespace urikit
