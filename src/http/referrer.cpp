// urikit http: the Referer (W3C Referrer Policy §8.3, §8.4), the policy of
// a Referrer-Policy field (§4.1), and potentially trustworthy URLs (W3C
// Secure Contexts §3.1, §3.2), on URL records as the URL Standard parses
// them.
#include <urikit/referrer.hpp>

#include <urikit/http.hpp>

#include "src/core/ascii_case.hpp"
#include "src/core/produce.hpp"
#include "src/web/scratch_url.hpp"
#include "src/http/web_reading.hpp"

namespace urikit {

namespace {

// Secure Contexts §3.1 step 4: "localhost", "localhost.", and the names
// ending in ".localhost" or ".localhost.".
bool is_localhost_name(std::string_view host) noexcept {
    if (!host.empty() && host.back() == '.') host.remove_suffix(1);
    return host == "localhost" || (host.size() > 10 && host.substr(host.size() - 10) == ".localhost");
}

// Secure Contexts §3.2 on a URL record, §3.1 on its origin (step 6:
// urikit authenticates ftps besides https and wss; a file: URL first, its
// origin being opaque in the URL Standard).
bool trustworthy(web_url const& u) {
    std::string_view const s = u.scheme();
    if (u.href() == "about:blank" || u.href() == "about:srcdoc" || s == "data" || s == "file" || s == "ftps") {
        return true;
    }
    uri_origin const o = origin(u).value(); // a web URL's origin never fails
    if (o.is_unique()) return false;
    if (o.scheme == "https" || o.scheme == "wss") return true;
    if (o.host == "[::1]") return true;
    if (o.host.size() > 4 && o.host.compare(0, 4, "127.") == 0 && o.host.find_first_not_of("0123456789.") == std::string::npos) {
        return true; // a web URL's IPv4 host is dotted: a first octet of 127
    }
    return is_localhost_name(o.host);
}

bool same_origin_urls(web_url const& a, web_url const& b) {
    return same_origin(origin(a).value(), origin(b).value());
}

// §8.4 "strip url for use as a referrer": no userinfo and no fragment; with
// `origin_only` the path is "/" and there is no query. Empty for the
// local schemes (about, blob, data), which give no referrer.
void stripped(web_url const& u, bool origin_only, std::string& out) {
    out.clear();
    std::string_view const s = u.scheme();
    if (s == "about" || s == "blob" || s == "data") return;
    std::string_view const href = u.href();
    components const& p = u.parts();
    if (origin_only) {
        out.append(s).append(":");
        if (u.has_host()) out.append("//").append(u.host_and_port()).append("/");
        return;
    }
    std::size_t const end = p.has(component::fragment) ? p.begin(component::fragment) - 1 : href.size();
    if (p.has(component::userinfo)) {
        out.append(href.substr(0, p.begin(component::userinfo))).append(href.substr(p.begin(component::host), end - p.begin(component::host)));
    } else {
        out.append(href.substr(0, end));
    }
}

constexpr std::size_t max_referrer_length = 4096; // §8.3 step 6

// §8.3 step 8, the policy's choice: the URL, the origin alone, or none.
enum class sent : unsigned char { none, url, origin };

sent choice(web_url const& current, web_url const& target, referrer_policy policy) {
    bool const downgrade = trustworthy(current) && !trustworthy(target);
    using rp = referrer_policy;
    switch (policy) {
    case rp::no_referrer: return sent::none;
    case rp::no_referrer_when_downgrade: return downgrade ? sent::none : sent::url;
    case rp::same_origin: return same_origin_urls(current, target) ? sent::url : sent::none;
    case rp::origin: return sent::origin;
    case rp::strict_origin: return downgrade ? sent::none : sent::origin;
    case rp::origin_when_cross_origin: return same_origin_urls(current, target) ? sent::url : sent::origin;
    case rp::strict_origin_when_cross_origin:
        if (same_origin_urls(current, target)) return sent::url;
        return downgrade ? sent::none : sent::origin;
    case rp::unsafe_url: return sent::url;
    }
    return sent::none;
}

struct referrer_current;
struct referrer_target;

bool is_ows(char c) noexcept { return c == ' ' || c == '\t'; }

} // namespace

std::optional<referrer_policy> referrer_policy_from_header(std::string_view value) noexcept {
    std::optional<referrer_policy> policy;
    for (std::size_t b = 0; b <= value.size();) {
        std::size_t e = value.find(',', b);
        if (e == std::string_view::npos) e = value.size();
        std::string_view token = value.substr(b, e - b);
        while (!token.empty() && is_ows(token.front())) token.remove_prefix(1);
        while (!token.empty() && is_ows(token.back())) token.remove_suffix(1);
        for (std::size_t i = 0; i < std::size(detail::referrer_policy_names); ++i) {
            if (detail::equals_ignoring_case(token, detail::referrer_policy_names[i])) {
                policy = static_cast<referrer_policy>(i);
            }
        }
        b = e + 1;
    }
    return policy;
}

bool is_potentially_trustworthy(uri_ref const& u) {
    detail::scratch_url<referrer_current> scratch;
    web_url const* const w = detail::read_as_web(u, scratch.get());
    return w != nullptr && trustworthy(*w);
}

error referrer_into(url_hop hop, referrer_policy policy, std::string& out) {
    detail::scratch_url<referrer_current> current_scratch;
    detail::scratch_url<referrer_target> target_scratch;
    web_url const* const from = detail::read_as_web(hop.from, current_scratch.get());
    web_url const* const to = detail::read_as_web(hop.to, target_scratch.get());
    if (from == nullptr || to == nullptr) { // both read before `out` is written: either may view it
        out.clear();
        return error{errc::base_not_absolute, 0};
    }
    sent const what = choice(*from, *to, policy);
    if (what == sent::none) {
        out.clear();
        return {};
    }
    stripped(*from, what == sent::origin, out);
    if (what == sent::url && out.size() > max_referrer_length) stripped(*from, true, out);
    return {};
}

result<std::string> referrer(url_hop hop, referrer_policy policy) {
    return detail::string_result([&](std::string& out) { return referrer_into(hop, policy, out); });
}

} // namespace urikit
