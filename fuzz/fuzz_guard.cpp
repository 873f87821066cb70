// The request guard and the redirect decision on arbitrary bytes, each
// judged by the request parts (http_request_parts) of the same URLs.
// check_request: refuses a port exactly when it is not a listed one, an
// address exactly when the connect host's class is refused, a name exactly
// when names are not allowed, a host exactly when it is not the listed one;
// what it allows is those parts. The pasted text: refused as its web URL,
// at an offset inside the text, or as read two ways. RFC 3986 mode (zone
// IDs allowed): the same of the reference's parts, the zone kept and never
// in the Host field. redirect_decision between the URL and a few others
// (itself, loopback and https partners): cross-origin exactly when the
// parts' scheme, connect host or port differ, the credentials dropped
// exactly then (and on Requests' upgrade rule, but for that upgrade), never
// cross-site when same-origin, a downgrade only to a URL without TLS, a 303
// after POST a GET without a body.
#include <string>

#include <urikit/http.hpp>
#include <urikit/parse.hpp>
#include <urikit/redirect.hpp>
#include <urikit/request_guard.hpp>
#include <urikit/web_url.hpp>

#include "fuzz_common.hpp"

namespace {

using urikit::errc;

bool refused_with(urikit::result<urikit::request_parts> const& r, errc code) { return !r && r.error().code == code; }

// check_request of `u` under a few policies, against its parts `r`.
void check_policies(urikit::uri_ref const& u, urikit::request_parts const& r, std::string_view s) {
    auto const kind = urikit::address_class_of(r.connect_host);
    if (!kind) return; // an RFC 3986 host the URL Standard's host parser refuses: check_request says so
    auto const guarded = urikit::check_request(u, {});
    URIKIT_FUZZ_CHECK(guarded.has_value() == !urikit::is_internal(*kind), s);
    if (guarded) {
        URIKIT_FUZZ_CHECK(guarded->connect_host == r.connect_host && guarded->target == r.target, s);
        URIKIT_FUZZ_CHECK(guarded->host_field == r.host_field && guarded->zone_id == r.zone_id, s);
    } else {
        URIKIT_FUZZ_CHECK(guarded.error().code == errc::address_refused, s);
    }
    bool const name = *kind == urikit::address_class::name || *kind == urikit::address_class::loopback_name;
    URIKIT_FUZZ_CHECK(refused_with(urikit::check_request(u, {.refuse = {}, .allow_names = false}), errc::name_not_allowed) == name, s);
    URIKIT_FUZZ_CHECK(urikit::check_request(u, {.refuse = {}, .ports = {r.port}}).has_value(), s);
    auto const other_port = static_cast<std::uint16_t>(r.port + 1);
    URIKIT_FUZZ_CHECK(refused_with(urikit::check_request(u, {.refuse = {}, .ports = {other_port}}), errc::port_not_allowed), s);
    // An allow-list entry is a host as written: an IPv6 address in its brackets.
    std::string const entry = r.connect_host.find(':') == std::string::npos ? r.connect_host : "[" + r.connect_host + "]";
    URIKIT_FUZZ_CHECK(urikit::check_request(u, {.refuse = {}, .allow_hosts = {entry}}).has_value(), s);
    bool const listed = r.connect_host == "listed.example";
    auto const elsewhere = urikit::check_request(u, {.refuse = {}, .allow_hosts = {"listed.example"}});
    URIKIT_FUZZ_CHECK(elsewhere.has_value() == listed || refused_with(elsewhere, errc::psl_unavailable), s);
    if (!listed && !elsewhere) URIKIT_FUZZ_CHECK(elsewhere.error().code == errc::host_not_allowed, s);
    if (!r.zone_id.empty()) URIKIT_FUZZ_CHECK(r.host_field.find('%') == std::string::npos, s); // RFC 6874 §4
}

void check_pasted(std::string_view s, urikit::result<urikit::request_parts> const& guarded) {
    urikit::request_policy trusting;
    trusting.refuse_ambiguous_host = false;
    auto const pasted = urikit::check_request(s, trusting);
    URIKIT_FUZZ_CHECK(pasted.has_value() == guarded.has_value(), s);
    if (!pasted) URIKIT_FUZZ_CHECK(pasted.error().code == guarded.error().code && pasted.error().offset <= s.size(), s);
    if (urikit::differing_host_readings(s)) URIKIT_FUZZ_CHECK(refused_with(urikit::check_request(s, {}), errc::ambiguous_host), s);
}

// The redirect from `from` (its parts `a`) to `to`, against both URLs' request parts.
void check_redirect(urikit::web_url const& from, urikit::request_parts const& a, urikit::web_url const& to,
                    std::string_view s) {
    auto const b = urikit::http_request_parts(to);
    auto const c = urikit::redirect_decision({.from = from, .to = to}, "POST", 303);
    URIKIT_FUZZ_CHECK(c.has_value() == b.has_value() || !c, s); // a URL with no request parts may still be refused
    if (!c || !b) return;
    bool const same = a.scheme == b->scheme && a.connect_host == b->connect_host && a.port == b->port;
    URIKIT_FUZZ_CHECK(c->cross_origin == !same, s);
    URIKIT_FUZZ_CHECK(c->drop_authorization == c->cross_origin && c->drop_cookie == c->cross_origin, s);
    URIKIT_FUZZ_CHECK(c->drop_proxy_authorization == c->cross_origin, s);
    URIKIT_FUZZ_CHECK(!c->cross_site || c->cross_origin, s);
    URIKIT_FUZZ_CHECK(c->method_becomes_get && c->drop_body, s);
    URIKIT_FUZZ_CHECK(!c->downgrade || !b->tls, s); // to a URL that is not potentially trustworthy
    auto const kept = urikit::redirect_decision({.from = from, .to = to}, "GET", 307, {.keep_credentials_on_upgrade = true});
    URIKIT_FUZZ_CHECK(kept.has_value() && !kept->method_becomes_get && !kept->drop_body, s);
    bool const upgrade = !a.tls && b->tls && a.connect_host == b->connect_host && a.port == 80 && b->port == 443;
    URIKIT_FUZZ_CHECK(kept->drop_authorization == (c->cross_origin && !upgrade), s);
}

void check_web(std::string_view s) {
    auto const w = urikit::parse_web(s);
    if (!w) return;
    auto const r = urikit::http_request_parts(*w);
    if (!r) {
        URIKIT_FUZZ_CHECK(!urikit::check_request(*w, {}), s); // no request, nothing allowed
        return;
    }
    check_policies(*w, *r, s);
    check_pasted(s, urikit::check_request(*w, {}));
    static urikit::web_url const partners[] = {urikit::parse_web("https://example.com/").value(),
                                               urikit::parse_web("http://127.0.0.1:8080/x").value(),
                                               urikit::parse_web("http://a.b.example.co.uk:80/").value()};
    check_redirect(*w, *r, *w, s);
    for (urikit::web_url const& p : partners) {
        check_redirect(*w, *r, p, s);
        check_redirect(p, urikit::http_request_parts(p).value(), *w, s);
    }
}

void check_uri(std::string_view s) {
    auto const u = urikit::parse_uri_reference(s, {.zone_ids = true});
    if (!u) return;
    auto const r = urikit::http_request_parts(*u);
    if (!r) {
        URIKIT_FUZZ_CHECK(!urikit::check_request(*u, {}), s);
        return;
    }
    URIKIT_FUZZ_CHECK(r->zone_id.empty() == u->zone_id().empty(), s);
    check_policies(*u, *r, s);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
    urikit::fuzz::exact_copy const copy(data, size);
    std::string_view const s = copy.view();
    check_web(s);
    check_uri(s);
    return 0;
}
