// The HTTP forms on arbitrary bytes, read as a URI reference and as an
// href. Properties: http_request_parts agrees with request_target and
// host_field of its http normal form; what it leaves a resolver is never a
// numeric form inet_aton reads as another address (IPv4 shorthand is the
// address); the target is a path; the URI and the web URL of one text give
// one connection when both are taken; a redirect resolved against the URL
// parses and gives request parts or a stated refusal; a non-unique origin
// serializes to a URI whose origin it is. The connect host's address class:
// every connect host of a web URL has one (its host parser read it
// already; an RFC 3986 host it may refuse, as the http profile's IDNA is
// not the URL Standard's); an address's is that of the address
// inet_pton reads from it (as a client's resolver would), a name's is
// name or loopback_name (localhost and the names under it); a web URL's
// hostname classifies as its connect host. Between the URL and a few
// others (itself, loopback and https partners): a Referer is none, or a URL
// of the page's origin with no credentials and no fragment (under
// unsafe-url: the page's href without them). A text read two ways has a
// "\\" in its RFC 3986 authority. The text redacted: no password left to
// the URL Standard's reader or RFC 3986's but the marker, nor a user name
// with the userinfo hidden. (The guard and redirects: fuzz_guard.)
#include <arpa/inet.h>

#include <array>
#include <string>

#include <urikit/http.hpp>
#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>
#include <urikit/redact.hpp>
#include <urikit/host_readings.hpp>
#include <urikit/referrer.hpp>
#include <urikit/web_url.hpp>

#include "fuzz_common.hpp"

namespace {

enum class reading { rfc3986, web };

void check_connect_host(urikit::request_parts const& r, std::string_view s, reading how) {
    URIKIT_FUZZ_CHECK(!r.connect_host.empty(), s);
    URIKIT_FUZZ_CHECK(r.target.starts_with("/"), s);
    in_addr address{};
    if (inet_aton(r.connect_host.c_str(), &address) != 0) {
        URIKIT_FUZZ_CHECK(r.connect_host == inet_ntoa(address), s); // dotted, or it is a name
    }
    for (char c : r.connect_host) URIKIT_FUZZ_CHECK(!(c >= 'A' && c <= 'Z'), s);
    auto const kind = urikit::address_class_of(r.connect_host);
    URIKIT_FUZZ_CHECK(kind.has_value() || how == reading::rfc3986, s);
    if (!kind) return;
    std::array<std::uint8_t, 16> v6{};
    if (inet_pton(AF_INET, r.connect_host.c_str(), &address) == 1) {
        URIKIT_FUZZ_CHECK(*kind == urikit::address_class_of(ntohl(address.s_addr)), s);
    } else if (inet_pton(AF_INET6, r.connect_host.c_str(), v6.data()) == 1) {
        URIKIT_FUZZ_CHECK(*kind == urikit::address_class_of(v6), s);
    } else {
        std::string_view name = r.connect_host;
        while (name.ends_with('.')) name.remove_suffix(1);
        bool const localhost = name == "localhost" || name.ends_with(".localhost");
        URIKIT_FUZZ_CHECK(*kind == (localhost ? urikit::address_class::loopback_name : urikit::address_class::name), s);
    }
}

// The Referer of a request for `to` from the page `from` under every policy.
void check_referrer(urikit::web_url const& from, urikit::web_url const& to, std::string_view s) {
    auto const page = urikit::origin(from).value();
    for (int p = 0; p <= static_cast<int>(urikit::referrer_policy::unsafe_url); ++p) {
        auto const policy = static_cast<urikit::referrer_policy>(p);
        auto const r = urikit::referrer({.from = from, .to = to}, policy);
        URIKIT_FUZZ_CHECK(r.has_value(), s);
        if (r->empty()) continue;
        auto const sent = urikit::parse_web(*r);
        URIKIT_FUZZ_CHECK(sent.has_value(), s);
        URIKIT_FUZZ_CHECK(!sent->has_fragment() && sent->username().empty() && sent->password().empty(), s);
        if (!page.is_unique()) URIKIT_FUZZ_CHECK(urikit::origin(*sent).value().serialize() == page.serialize(), s);
        if (policy == urikit::referrer_policy::unsafe_url && from.href().size() <= 4096) {
            urikit::web_url stripped = from; // the same through the URL setters
            (void)stripped.set_username("");
            (void)stripped.set_password("");
            (void)stripped.set_hash("");
            URIKIT_FUZZ_CHECK(*r == stripped.href(), s);
        }
    }
}

// A text read two ways has a "\\" in its RFC 3986 authority (Appendix B).
void check_readings(std::string_view s) {
    static urikit::web_url const base = urikit::parse_web("https://b.example/d/p").value();
    for (urikit::web_url const* b : {static_cast<urikit::web_url const*>(nullptr), &base}) {
        auto const r = urikit::differing_host_readings(s, b);
        if (!r) continue;
        std::string t; // cleaned as the URL Standard cleans an input
        for (char c : s) {
            if (c != '\t' && c != '\n' && c != '\r') t.push_back(c);
        }
        while (!t.empty() && static_cast<unsigned char>(t.back()) <= 0x20) t.pop_back();
        std::size_t const slashes = t.find("//");
        URIKIT_FUZZ_CHECK(slashes != std::string::npos, s);
        std::string_view const authority =
            std::string_view(t).substr(slashes + 2, t.find_first_of("/?#", slashes + 2) - slashes - 2);
        URIKIT_FUZZ_CHECK(authority.find('\\') != std::string_view::npos && r->rfc3986 != r->url_standard, s);
        URIKIT_FUZZ_CHECK(r->rfc3986_offset <= s.size(), s);
    }
}

// The Referer between the URL and a few others (the guard and redirects: fuzz_guard).
void check_decisions(urikit::web_url const& w, std::string_view s) {
    static urikit::web_url const partners[] = {urikit::parse_web("https://example.com/").value(),
                                               urikit::parse_web("http://127.0.0.1:8080/x").value(),
                                               urikit::parse_web("http://a.b.example.co.uk:80/").value()};
    for (urikit::web_url const& p : partners) {
        check_referrer(w, p, s);
        check_referrer(p, w, s);
    }
    check_referrer(w, w, s);
}

void check_redacted(std::string_view s) {
    for (bool const userinfo : {false, true}) {
        std::string const r = urikit::redact(s, {.userinfo = userinfo});
        if (auto const w = urikit::parse_web(r)) {
            URIKIT_FUZZ_CHECK(w->password().empty() || w->password() == "REDACTED", s);
            if (userinfo) URIKIT_FUZZ_CHECK(w->username().empty() || w->username() == "REDACTED", s);
        }
        if (auto const u = urikit::parse_uri_reference(r); u && u->has_userinfo()) {
            std::string_view const ui = u->userinfo();
            std::size_t const colon = ui.find(':');
            URIKIT_FUZZ_CHECK(colon == std::string_view::npos || ui.substr(colon + 1).empty() || ui.substr(colon + 1) == "REDACTED", s);
            if (userinfo) URIKIT_FUZZ_CHECK(ui.empty() || ui == "REDACTED", s);
        }
    }
}

void check_uri(std::string_view s, urikit::request_parts* out) {
    auto const u = urikit::parse_uri_reference(s);
    if (!u) return;
    auto const r = urikit::http_request_parts(*u);
    auto const origin = urikit::origin(*u);
    if (origin && !origin->is_unique()) {
        std::string const text = origin->serialize();
        auto const again = urikit::parse_uri(text);
        URIKIT_FUZZ_CHECK(again.has_value(), s);
        auto const o = urikit::origin(*again);
        URIKIT_FUZZ_CHECK(o.has_value() && same_origin(*o, *origin), s);
    }
    if (!r) {
        URIKIT_FUZZ_CHECK(r.error().offset <= s.size(), s);
        return;
    }
    check_connect_host(*r, s, reading::rfc3986);
    auto const normal = urikit::normalize(*u, urikit::profile::http);
    URIKIT_FUZZ_CHECK(normal.has_value(), s);
    URIKIT_FUZZ_CHECK(r->target == urikit::request_target(normal->view()).value(), s);
    URIKIT_FUZZ_CHECK(r->host_field == urikit::host_field(normal->view()).value(), s);
    *out = *r;
}

void check_web(std::string_view s, urikit::request_parts const* from_uri) {
    auto const w = urikit::parse_web(s);
    if (!w) return;
    auto const r = urikit::http_request_parts(*w);
    if (r) {
        check_connect_host(*r, s, reading::web);
        auto const written = urikit::address_class_of(w->hostname());
        URIKIT_FUZZ_CHECK(written.has_value() && *written == urikit::address_class_of(r->connect_host).value(), s);
    }
    if (r && from_uri != nullptr) URIKIT_FUZZ_CHECK(r->connect_host == from_uri->connect_host, s);
    if (r) check_decisions(*w, s);
    auto const next = urikit::resolve_location(*w, "/a/../b?c#d");
    if (!next) return;
    auto const parts = urikit::http_request_parts(next->view());
    URIKIT_FUZZ_CHECK(!r || parts.has_value(), s); // the same host and port: a request can be made again
    if (parts) check_connect_host(*parts, s, reading::rfc3986);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
    urikit::fuzz::exact_copy const copy(data, size);
    std::string_view const s = copy.view();
    urikit::request_parts from_uri;
    from_uri.port = 0;
    check_uri(s, &from_uri);
    check_web(s, from_uri.port != 0 ? &from_uri : nullptr);
    check_redacted(s);
    check_readings(s);
    return 0;
}
